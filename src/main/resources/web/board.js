// The browser board: draws any board from the variant's squares (holes left out, extra squares
// where they lie), moves by clicks among the legal actions the server lists, and follows the
// game's event stream so that every watcher sees every change. No rules here: only the server's.
// A page acts only for the seats whose tokens it holds (from the link's fragment, kept in this
// tab's sessionStorage); without one it only watches. Every text that comes from a definition or
// a client (square, piece, player names, moves) is escaped or set with textContent.
'use strict';
const CELL = 48;
const PALETTE = ['#ffffff', '#222222', '#c0392b', '#2e86c1', '#d4ac0d', '#229954'];
const NAMED = {white: '#ffffff', black: '#222222', red: '#c0392b', blue: '#2e86c1', yellow: '#d4ac0d', green: '#229954',
               gold: '#d4ac0d', silver: '#aaaaaa', sente: '#ffffff', gote: '#222222'};
const gameId = new URLSearchParams(location.search).get('id');
let info = null, state = null, view = null, selected = null, handKind = null, shownAt = 0;

// The seats this tab holds: player id -> seat token; and the invitations it may hand out.
const SEATS_KEY = 'ashtapada.seats.' + gameId, INVITES_KEY = 'ashtapada.invitations.' + gameId;
const seatTokens = JSON.parse(sessionStorage.getItem(SEATS_KEY) || '{}');
const invitations = JSON.parse(sessionStorage.getItem(INVITES_KEY) || '{}');
let joining = null;
(function readFragment() {
  if (!location.hash) return;
  const f = new URLSearchParams(location.hash.slice(1));
  for (const [k, v] of f) {
    if (k.startsWith('seat.')) seatTokens[k.slice(5)] = v;
    else if (k.startsWith('invitation.')) invitations[k.slice(11)] = v;
    else if (k === 'invite') joining = v;
  }
  sessionStorage.setItem(SEATS_KEY, JSON.stringify(seatTokens));
  sessionStorage.setItem(INVITES_KEY, JSON.stringify(invitations));
  // The tokens leave the address bar, so that copying the link shares no seat.
  history.replaceState(null, '', location.pathname + location.search);
})();

function holds(player) {
  return Object.prototype.hasOwnProperty.call(seatTokens, player);
}

function isSeated() {
  return Object.keys(seatTokens).length > 0;
}

const ESCAPES = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};
function esc(text) {
  return String(text).replace(/[&<>"']/g, c => ESCAPES[c]);
}

async function api(path, body, token) {
  const headers = {'Content-Type': 'application/json'};
  if (token) headers['X-Seat-Token'] = token;
  const r = await fetch(path, body === undefined ? {} : {method: 'POST', headers, body: JSON.stringify(body)});
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
    const v = await api(`/api/games/${gameId}/actions`, body, seatTokens[body.player || state.toMove]);
    // The event stream may already have shown what came after this action (an AI seat's reply):
    // the reply to the action is shown only if it is not older than what is shown.
    if (!view || v.version >= view.version) show(v);
  } catch (e) {
    document.getElementById('error').textContent = e.message;
  }
}

function moves() {
  // A page moves only for a seat it holds.
  if (!holds(state.toMove)) return [];
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
    document.getElementById('promotion').replaceChildren();
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
    svg += `<g class="square" data-square="${esc(s.name)}"><rect class="${cls}" x="${px}" y="${py}" width="${CELL}" height="${CELL}"/>`;
    if (s.piece) {
      const bg = colour(s.owner);
      svg += `<circle class="piece-disc" cx="${px + CELL / 2}" cy="${py + CELL / 2}" r="${CELL * 0.38}" fill="${esc(bg)}" stroke="#333"/>`;
      svg += `<text class="piece-text" data-piece="${esc(s.name)}" x="${px + CELL / 2}" y="${py + CELL / 2}" fill="${textColour(bg)}" font-size="${CELL * 0.45}">${esc(s.letter.toUpperCase())}</text>`;
    } else {
      svg += `<text class="coord" x="${px + CELL / 2}" y="${py + CELL - 7}">${esc(s.name)}</text>`;
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
  document.getElementById('promotion').replaceChildren();
  if (targets.has(name)) {
    const options = targets.get(name);
    if (options.length === 1) { act({action: options[0].text}); return; }
    const box = document.getElementById('promotion');
    box.textContent = 'Choose: ';
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
  document.getElementById('dice').replaceChildren(...state.dice.map(d => {
    const span = document.createElement('span');
    span.textContent = String(d);
    return span;
  }));
  const pts = Object.entries(state.points).filter(([, v]) => v !== 0);
  document.getElementById('points').textContent = pts.length ? 'points: ' + pts.map(([k, v]) => `${k} ${v}`).join(', ') : '';
  const hands = document.getElementById('hands');
  hands.replaceChildren();
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
  box.replaceChildren();
  const kinds = new Set(state.legalActions.map(a => a.kind));
  const mine = holds(state.toMove);
  document.getElementById('seat').textContent = isSeated()
      ? 'your seat' + (Object.keys(seatTokens).length > 1 ? 's' : '') + ': ' + Object.keys(seatTokens).join(', ')
      : 'watching (no seat)';
  renderInvitations();
  if (mine && (!r.status || r.status === 'ONGOING')) {
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
  if (isSeated()) {
    // Undo asks the other human seats for a takeback; a page holding every seat asks with each.
    const asked = view.takeback || [];
    const pending = asked.length > 0 && Object.keys(seatTokens).some(p => !asked.includes(p));
    box.appendChild(button(pending ? 'Accept takeback' : 'Undo', async () => {
      try {
        let v = null;
        for (const [player, token] of Object.entries(seatTokens)) {
          if (asked.includes(player)) continue;
          v = await api(`/api/games/${gameId}/undo`, {}, token);
          if (!(v.takeback || []).length) break;
        }
        if (v) show(v);
      } catch (e) { document.getElementById('error').textContent = e.message; }
    }, 'undo'));
    if (pending) {
      const token = Object.entries(seatTokens).find(([p]) => !asked.includes(p))[1];
      box.appendChild(button('Decline takeback', async () => {
        try { show(await api(`/api/games/${gameId}/undo`, {decline: true}, token)); } catch (e) { document.getElementById('error').textContent = e.message; }
      }, 'decline-takeback'));
    }
  }
  if ((view.takeback || []).length) st.textContent += ` — takeback asked by ${view.takeback.join(', ')}`;
  const list = document.getElementById('moves');
  list.replaceChildren();
  view.history.forEach((m, i) => {
    const span = document.createElement('span');
    span.className = 'move';
    span.textContent = `${i + 1}. ${m}`;
    if (i > 0) list.appendChild(document.createElement('br'));
    list.appendChild(span);
  });
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

// Invitation links for the open seats this page made, to hand to the players who are to sit there.
function renderInvitations() {
  const box = document.getElementById('invitations');
  box.replaceChildren();
  for (const player of view.openSeats || []) {
    if (!invitations[player]) continue;
    const div = document.createElement('div');
    const input = document.createElement('input');
    input.readOnly = true;
    input.size = 50;
    input.value = `${location.origin}/game.html?id=${encodeURIComponent(gameId)}#invite=${invitations[player]}`;
    div.append(`Invite ${player}: `, input);
    box.appendChild(div);
  }
}

async function init() {
  if (joining) {
    const j = await api(`/api/games/${gameId}/join`, {invitation: joining});
    seatTokens[j.player] = j.token;
    sessionStorage.setItem(SEATS_KEY, JSON.stringify(seatTokens));
  }
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
