// The browser board: draws any board from the variant's squares (holes left out, extra squares
// where they lie), moves by clicks among the legal actions the server lists, and follows the
// game's event stream so that every watcher sees every change. No rules here: only the server's.
'use strict';
const CELL = 48;
const PALETTE = ['#ffffff', '#222222', '#c0392b', '#2e86c1', '#d4ac0d', '#229954'];
const NAMED = {white: '#ffffff', black: '#222222', red: '#c0392b', blue: '#2e86c1', yellow: '#d4ac0d', green: '#229954',
               gold: '#d4ac0d', silver: '#aaaaaa', sente: '#ffffff', gote: '#222222'};
const gameId = new URLSearchParams(location.search).get('id');
let info = null, state = null, view = null, selected = null, handKind = null, shownAt = 0;

async function api(path, body) {
  const r = await fetch(path, body === undefined ? {} : {method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify(body)});
  const j = await r.json();
  if (!r.ok) throw new Error(j.error ? j.error.message : r.statusText);
  return j;
}

function colour(playerId) {
  const i = info.players.findIndex(p => p.id === playerId);
  return NAMED[playerId] || PALETTE[i % PALETTE.length];
}

function textColour(bg) {
  const n = parseInt(bg.slice(1), 16);
  return ((n >> 16) * 0.3 + ((n >> 8) & 255) * 0.59 + (n & 255) * 0.11) > 140 ? '#000' : '#fff';
}

async function act(body) {
  document.getElementById('error').textContent = '';
  try {
    const v = await api(`/api/games/${gameId}/actions`, body);
    // The event stream may already have shown what came after this action (an AI seat's reply):
    // the reply to the action is shown only if it is not older than what is shown.
    if (!view || v.version >= view.version) show(v);
  } catch (e) {
    document.getElementById('error').textContent = e.message;
  }
}

function moves() {
  return state.legalActions.filter(a => a.kind === 'MOVE');
}

function show(v) {
  // The event stream repeats the view it starts with, and the reply to an action may come with the
  // event of the same change: a choice half made (a piece picked, a promotion asked) is kept unless
  // the game itself moved on, which its version says.
  const moved = !view || v.version !== view.version;
  view = v;
  state = v.state;
  shownAt = Date.now();
  if (moved) {
    selected = null; handKind = null;
    document.getElementById('promotion').innerHTML = '';
  }
  render();
}

function render() {
  const xs = info.squares.map(s => s.x), ys = info.squares.map(s => s.y);
  const minX = Math.min(...xs), maxX = Math.max(...xs), minY = Math.min(...ys), maxY = Math.max(...ys);
  const w = (maxX - minX + 1) * CELL + 20, h = (maxY - minY + 1) * CELL + 20;
  const targets = new Map();
  for (const a of moves()) {
    const from = a.dropped ? null : a.from;
    if (handKind ? a.dropped === handKind : (selected && from === selected)) {
      if (!targets.has(a.to)) targets.set(a.to, []);
      targets.get(a.to).push(a);
    }
  }
  const last = new Set();
  const dark = new Map(info.squares.map(s => [s.name, s.dark]));
  let svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" id="svgboard">`;
  for (const s of state.squares) {
    const px = (s.x - minX) * CELL + 10, py = (maxY - s.y) * CELL + 10;
    let cls = dark.get(s.name) ? 'sq-dark' : 'sq-light';
    if (s.name === selected) cls = 'sq-selected';
    else if (targets.has(s.name)) cls = 'sq-target';
    svg += `<g class="square" data-square="${s.name}"><rect class="${cls}" x="${px}" y="${py}" width="${CELL}" height="${CELL}"/>`;
    if (s.piece) {
      const bg = colour(s.owner);
      svg += `<circle class="piece-disc" cx="${px + CELL / 2}" cy="${py + CELL / 2}" r="${CELL * 0.38}" fill="${bg}" stroke="#333"/>`;
      svg += `<text class="piece-text" data-piece="${s.name}" x="${px + CELL / 2}" y="${py + CELL / 2}" fill="${textColour(bg)}" font-size="${CELL * 0.45}">${s.letter.toUpperCase()}</text>`;
    } else {
      svg += `<text class="coord" x="${px + CELL / 2}" y="${py + CELL - 7}">${s.name}</text>`;
    }
    svg += '</g>';
  }
  svg += '</svg>';
  const board = document.getElementById('board');
  board.innerHTML = svg;
  board.querySelectorAll('.square').forEach(g => g.addEventListener('click', () => clickSquare(g.dataset.square, targets)));
  renderPanel();
}

function clickSquare(name, targets) {
  document.getElementById('promotion').innerHTML = '';
  if (targets.has(name)) {
    const options = targets.get(name);
    if (options.length === 1) { act({action: options[0].text}); return; }
    const box = document.getElementById('promotion');
    box.innerHTML = 'Choose: ';
    for (const a of options) {
      const b = document.createElement('button');
      b.textContent = a.promotion || a.display || a.text;
      b.dataset.action = a.text;
      b.onclick = () => act({action: a.text});
      box.appendChild(b);
    }
    return;
  }
  handKind = null;
  selected = moves().some(a => !a.dropped && a.from === name) ? name : null;
  render();
}

function button(label, onclick, id) {
  const b = document.createElement('button');
  b.textContent = label;
  if (id) b.id = id;
  b.onclick = onclick;
  return b;
}

function renderPanel() {
  document.getElementById('title').textContent = `${info.title} — game ${gameId}`;
  const r = state.result;
  const st = document.getElementById('status');
  if (r.status === 'WIN') st.textContent = `${r.winner} wins (${r.reason})`;
  else if (r.status === 'DRAW') st.textContent = `draw (${r.reason})`;
  else st.textContent = `${state.toMove} to ${state.phase === 'ROLL' || state.phase === 'CONFIRM' ? 'roll' : 'move'}`
      + (state.inCheck.length ? ` — check: ${state.inCheck.join(', ')}` : '')
      + (view.seats[state.toMove] && view.seats[state.toMove] !== 'human' ? ` (${view.seats[state.toMove]} seat)` : '')
      + (state.drawOffers.length ? ` — draw offered by ${state.drawOffers.join(', ')}` : '')
      + (view.eliminated.length ? ` — out of the game: ${view.eliminated.join(', ')}` : '');
  st.style.borderLeft = `1em solid ${colour(state.toMove)}`;
  st.style.paddingLeft = '.4em';
  document.getElementById('dice').innerHTML = state.dice.map(d => `<span>${d}</span>`).join('');
  const pts = Object.entries(state.points).filter(([, v]) => v !== 0);
  document.getElementById('points').textContent = pts.length ? 'points: ' + pts.map(([k, v]) => `${k} ${v}`).join(', ') : '';
  const hands = document.getElementById('hands');
  hands.innerHTML = '';
  for (const [player, hand] of Object.entries(state.hands)) {
    if (!Object.keys(hand).length) continue;
    const div = document.createElement('div');
    div.className = 'hand';
    div.append(`${player} in hand: `);
    for (const [kind, n] of Object.entries(hand)) {
      const canDrop = player === state.toMove && moves().some(a => a.dropped === kind);
      const b = button(`${kind}${n > 1 ? ' ×' + n : ''}`, () => { handKind = kind; selected = null; render(); });
      b.disabled = !canDrop;
      b.dataset.hand = kind;
      div.appendChild(b);
    }
    hands.appendChild(div);
  }
  const box = document.getElementById('buttons');
  box.innerHTML = '';
  const kinds = new Set(state.legalActions.map(a => a.kind));
  if (!r.status || r.status === 'ONGOING') {
    if (kinds.has('ROLL') || kinds.has('CONFIRM')) box.appendChild(button('Roll', () => act({action: 'roll'}), 'roll'));
    for (const which of state.rerolls) box.appendChild(button(`Re-roll ${which}`, () => act({action: 'reroll', which}), 'reroll-' + which));
    for (const a of state.legalActions) {
      if (a.kind === 'PASS' || a.kind === 'FORFEIT') box.appendChild(button(a.text, () => act({action: a.text}), a.kind.toLowerCase()));
    }
    if (kinds.has('RESIGN')) box.appendChild(button('Resign', () => act({action: 'resign'}), 'resign'));
    // A draw: offered by the player to move, accepted when another player's offer stands,
    // claimed with the move that reaches the fifty-move count or a repetition.
    const others = state.drawOffers.filter(p => p !== state.toMove);
    if (others.length && !state.drawOffers.includes(state.toMove)) {
      box.appendChild(button('Accept draw', () => act({action: 'accept-draw'}), 'accept-draw'));
    } else if (!state.drawOffers.includes(state.toMove)) {
      box.appendChild(button('Offer draw', () => act({action: 'offer-draw'}), 'offer-draw'));
    }
    for (const c of state.claims) {
      box.appendChild(button(`Claim draw with ${c.move} (${c.reason})`, () => act({action: 'claim', move: c.coordinate}), 'claim-' + c.coordinate));
    }
  }
  box.appendChild(button('Undo', async () => {
    try { show(await api(`/api/games/${gameId}/undo`, {})); } catch (e) { document.getElementById('error').textContent = e.message; }
  }, 'undo'));
  const list = document.getElementById('moves');
  list.innerHTML = view.history.map((m, i) => `<span class="move">${i + 1}. ${m}</span>`).join('<br>');
  if (view.hookFailures.length) document.getElementById('error').textContent = view.hookFailures[view.hookFailures.length - 1];
}

// The clocks as the server last reported them, the running one counted down locally between reports.
function renderClock() {
  const box = document.getElementById('clock');
  if (!view || !view.clock) { box.textContent = ''; return; }
  const c = view.clock;
  box.textContent = Object.entries(c.leftMs).map(([p, ms]) => {
    const left = Math.max(0, p === c.running ? ms - (Date.now() - shownAt) : ms);
    const s = Math.ceil(left / 1000);
    return `${p} ${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}${p === c.flagged ? ' (out of time)' : ''}`;
  }).join(' · ');
}
setInterval(renderClock, 250);

async function init() {
  const v = await api(`/api/games/${gameId}`);
  info = (await api(`/api/variants/${encodeURIComponent(v.variant)}`)).info;
  document.getElementById('record').href = `/api/games/${gameId}/record`;
  show(v);
  follow();
}

// The event stream, opened again if it is closed for good (the browser itself retries a stream
// that merely broke); each opening starts with the state as it then stands.
function follow() {
  const events = new EventSource(`/api/games/${gameId}/events`);
  events.addEventListener('state', e => show(JSON.parse(e.data)));
  events.onerror = () => {
    if (events.readyState === EventSource.CLOSED) setTimeout(follow, 1000);
  };
}
init().catch(e => document.getElementById('error').textContent = e.message);
