// The browser board: draws any board from the variant's squares (holes left out, extra squares
// where they lie), moves by drag or by clicks among the legal actions the server lists, or by a
// move typed in the box, and follows the game's event stream so that every watcher sees every
// change. No rules here: only the server's. A page acts only for the seats whose tokens it holds
// (from the link's fragment, kept in this tab's sessionStorage); without one it only watches.
// Every text that comes from a definition or a client (square, piece, player names, moves) is
// escaped (esc, in pieces.js) or set with textContent.
'use strict';
const CELL = 100;        // a square in the board's own units; the board is scaled to the page
const RIM = 34;          // the rim that holds the coordinates
const gameId = new URLSearchParams(location.search).get('id');
let info = null, state = null, view = null, selected = null, handKind = null, shownAt = 0;
let timeline = null;     // GET /timeline for the version shown: every action with its SAN and position
let flipped = false;     // true: turned half a turn from the seat's own side at the bottom
let looking = null;      // {index, squares}: an earlier position shown read-only, or null
let sourceRules = null;  // the definition's rules blocks, as written
let diagrams = null;     // GET /api/variants/{id}/moves: each piece's moves from the middle square
let drag = null;         // a piece being dragged: {from, el, startX, startY, moved}
let walling = null;      // a move chosen in a game with walls: its actions by wall square, the wall still to place
let wallingMove = null;  // that move's squares ({from, to}), shown made while its wall's square is chosen

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

async function api(path, body, token) {
  const headers = {'Content-Type': 'application/json'};
  if (token) headers['X-Seat-Token'] = token;
  const r = await fetch(path, body === undefined ? {} : {method: 'POST', headers, body: JSON.stringify(body)});
  const j = await r.json();
  if (!r.ok) throw new Error(j.error ? j.error.message : r.statusText);
  return j;
}

function colour(playerId) {
  return playerColour(info.players, playerId);
}

function playerName(id) {
  const p = info.players.find(q => q.id === id);
  return p ? p.name : id;
}

function pieceName(kind) {
  return String(kind).replace(/-/g, ' ');
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

function isOver() {
  return state.result.status && state.result.status !== 'ONGOING';
}

function moves() {
  // A page moves only for a seat it holds, and only on the game as it stands.
  if (looking || !holds(state.toMove) || isOver()) return [];
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
    selected = null; handKind = null; walling = null;
    document.getElementById('promotion').replaceChildren();
    loadTimeline(v.version);
  }
  render();
}

async function loadTimeline(version) {
  try {
    const t = await api(`/api/games/${gameId}/timeline`);
    if (view.version !== version) return;   // a newer view has come meanwhile; its own fetch follows
    timeline = t;
    render();
  } catch (e) {
    document.getElementById('error').textContent = e.message;
  }
}

// The squares as the board shows them: now, or an earlier position being looked at.
function shownSquares() {
  if (looking) return looking.squares;
  if (!walling || !wallingMove || !wallingMove.from) return state.squares;
  // The move chosen is shown made while its wall's square is chosen (its piece on the square it goes to).
  const moved = state.squares.find(s => s.name === wallingMove.from);
  if (!moved || !moved.piece) return state.squares;
  return state.squares.map(s => s.name === wallingMove.from ? {...s, piece: null, owner: null, letter: null}
      : s.name === wallingMove.to ? {...s, piece: moved.piece, owner: moved.owner, letter: moved.letter} : s);
}

function lastMove() {
  if (!timeline) return null;
  const end = looking ? looking.index : timeline.actions.length - 1;
  for (let i = end; i >= 0; i--) if (timeline.actions[i].kind === 'move') return timeline.actions[i];
  return null;
}

// Quarter turns (clockwise) that bring the seat's own side to the bottom: none for a player whose
// forward is north, half a turn for south; a player facing east sits on the west side, which a
// quarter turn brings down, and west the other way. The flip button adds half a turn.
function quarterTurns() {
  const mine = info.players.filter(p => holds(p.id));
  let t = 0;
  if (mine.length > 0 && mine.length < info.players.length) t = {north: 0, east: 1, south: 2, west: 3}[mine[0].facing] || 0;
  return flipped ? (t + 2) % 4 : t;
}

function bottomIsFlipped() {
  return quarterTurns() === 2;
}

function render() {
  const xs = info.squares.map(s => s.x), ys = info.squares.map(s => s.y);
  const minX = Math.min(...xs), maxX = Math.max(...xs), minY = Math.min(...ys), maxY = Math.max(...ys);
  const turns = quarterTurns(), flip = turns === 2, W = maxX - minX, H = maxY - minY;
  // Where a square (x, y) stands on the screen, in cells from the left and from the top.
  const place = (x, y) => {
    const u = x - minX, v = y - minY;
    return [[u, H - v], [H - v, W - u], [W - u, v], [v, u]][turns];
  };
  const col = x => place(x, minY)[0], row = y => place(minX, y)[1];
  const across = turns % 2 === 0 ? W + 1 : H + 1, down = turns % 2 === 0 ? H + 1 : W + 1;
  const w = across * CELL + RIM, h = down * CELL + RIM;
  const targets = new Map();
  if (walling) for (const [sq, a] of walling) targets.set(sq, [a]);
  for (const a of walling ? [] : moves()) {
    const from = a.dropped ? null : a.from;
    if (handKind ? a.dropped === handKind : (selected && from === selected)) {
      if (!targets.has(a.to)) targets.set(a.to, []);
      targets.get(a.to).push(a);
    }
  }
  const last = lastMove();
  const royal = new Set(info.pieces.filter(p => p.royal).map(p => p.name));
  const checked = new Set(looking ? (timeline.actions[looking.index].check || []) : state.inCheck);
  const dark = new Map(info.squares.map(s => [s.name, s.dark]));
  const movable = new Set(moves().filter(a => !a.dropped).map(a => a.from));
  // The coordinates keep a readable size on large boards drawn small.
  const coordSize = Math.max(20, Math.round(Math.max(w, h) / 36));
  const turned = turns === 1 ? ', turned a quarter clockwise' : turns === 3 ? ', turned a quarter anticlockwise' : '';
  let svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" id="svgboard" role="group" tabindex="0" data-turns="${turns}" aria-label="board${flip ? ', flipped' : turned}">`;
  // The rim: a file's letters under its column, a rank's number beside its row, where all the
  // squares of the column or row agree on them.
  const fileOf = new Map(), rankOf = new Map();
  for (const s of info.squares) {
    const m = /^([^0-9]*)([0-9]+)$/.exec(s.name);
    const f = m ? m[1] : null, r = m ? m[2] : null;
    fileOf.set(s.x, fileOf.has(s.x) && fileOf.get(s.x) !== f ? null : f);
    rankOf.set(s.y, rankOf.has(s.y) && rankOf.get(s.y) !== r ? null : r);
  }
  // Files run across the screen unless the board is turned a quarter, when they run down it (and ranks across).
  const rimAt = (along, label) => along.horizontal
      ? `<text class="coord" font-size="${coordSize}" x="${RIM + along.at * CELL + CELL / 2}" y="${h - RIM / 2}">${esc(label)}</text>`
      : `<text class="coord" font-size="${coordSize}" x="${RIM / 2}" y="${along.at * CELL + CELL / 2}">${esc(label)}</text>`;
  for (const [x, f] of fileOf) {
    if (f) svg += rimAt(turns % 2 === 0 ? {horizontal: true, at: place(x, minY)[0]} : {horizontal: false, at: place(x, minY)[1]}, f);
  }
  for (const [y, r] of rankOf) {
    if (r) svg += rimAt(turns % 2 === 0 ? {horizontal: false, at: place(minX, y)[1]} : {horizontal: true, at: place(minX, y)[0]}, r);
  }
  for (const s of shownSquares()) {
    const [c, r] = place(s.x, s.y);
    const px = RIM + c * CELL, py = r * CELL;
    const cls = [dark.get(s.name) ? 'sq-dark' : 'sq-light'];
    if (last && (s.name === last.from || s.name === last.to)) cls.push('sq-last');
    if (s.name === selected) cls.push('sq-selected');
    if (s.name === cursor) cls.push('sq-cursor');
    if (targets.has(s.name)) cls.push('sq-target');
    if (s.piece && royal.has(s.piece) && checked.has(s.owner)) cls.push('sq-check');
    const label = s.piece ? `${s.name}, ${playerName(s.owner)} ${pieceName(s.piece)}` : `${s.name}, empty`;
    svg += `<g class="square" data-square="${esc(s.name)}" aria-label="${esc(label)}"><rect class="${cls.join(' ')}" x="${px}" y="${py}" width="${CELL}" height="${CELL}"/>`;
    if (s.piece) {
      svg += `<g class="piece${movable.has(s.name) ? ' movable' : ''}" data-piece="${esc(s.name)}" data-kind="${esc(s.piece)}" data-owner="${esc(s.owner)}" `
          + `transform="translate(${px + 4} ${py + 4}) scale(0.92)">${pieceSvg(s.piece, s.letter, colour(s.owner))}</g>`;
    }
    if (targets.has(s.name)) {
      svg += s.piece
          ? `<circle class="capture-ring" data-target="${esc(s.name)}" cx="${px + CELL / 2}" cy="${py + CELL / 2}" r="${CELL * 0.45}"/>`
          : `<circle class="move-dot" data-target="${esc(s.name)}" cx="${px + CELL / 2}" cy="${py + CELL / 2}" r="${CELL * 0.15}"/>`;
    }
    svg += '</g>';
  }
  svg += '</svg>';
  const board = document.getElementById('board');
  const hadFocus = board.contains(document.activeElement);
  board.innerHTML = svg;
  const svgEl = board.querySelector('svg');
  svgEl.addEventListener('pointerdown', e => pointerDown(e, targets));
  svgEl.addEventListener('keydown', e => boardKey(e, targets, place));
  svgEl.setAttribute('aria-activedescendant', '');
  if (cursor) {
    const g = svgEl.querySelector(`g.square[data-square="${CSS.escape(cursor)}"]`);
    if (g) { g.id = 'cursor-square'; svgEl.setAttribute('aria-activedescendant', 'cursor-square'); }
  }
  if (hadFocus) svgEl.focus();
  renderPanel();
}

// The keyboard: the board takes the focus (Tab); the arrows move a cursor over the squares as
// they stand on the screen; Enter or Space picks up the piece under it, or plays the picked piece
// there (as a click would); Escape lets go.
let cursor = null;
function boardKey(e, targets, place) {
  const squares = shownSquares();
  if (!cursor) cursor = selected || (squares.find(q => q.piece && holds(q.owner)) || squares[0]).name;
  const here = squares.find(q => q.name === cursor);
  const steps = {ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1]};
  if (steps[e.key]) {
    e.preventDefault();
    e.stopPropagation();
    const [c, r] = place(here.x, here.y), [dc, dr] = steps[e.key];
    // The nearest square in that direction on the screen (boards with holes skip them).
    let best = null, bestScore = Infinity;
    for (const q of squares) {
      const [qc, qr] = place(q.x, q.y);
      const along = (qc - c) * dc + (qr - r) * dr, off = Math.abs((qc - c) * dr) + Math.abs((qr - r) * dc);
      if (along <= 0) continue;
      const score = along + 2 * off;
      if (score < bestScore) { best = q; bestScore = score; }
    }
    if (best) cursor = best.name;
    render();
    return;
  }
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    e.stopPropagation();
    if (targets.has(cursor)) { playTo(cursor, targets); return; }
    document.getElementById('promotion').replaceChildren();
    handKind = null;
    selected = moves().some(a => !a.dropped && a.from === cursor) ? cursor : null;
    render();
  } else if (e.key === 'Escape') {
    selected = null;
    walling = null;
    document.getElementById('promotion').replaceChildren();
    render();
  }
}

function squareAt(clientX, clientY) {
  const el = document.elementFromPoint(clientX, clientY);
  const g = el && el.closest && el.closest('g.square');
  return g ? g.dataset.square : null;
}

// A press on a target plays there; a press on a piece that may move picks it up: let go on another
// square to move it there (drag), or on the same square to keep it picked and click the target.
function pointerDown(e, targets) {
  if (e.button !== 0) return;
  const name = squareAt(e.clientX, e.clientY);
  if (!name) return;
  e.preventDefault();
  cursor = name;   // the keyboard's cursor goes where the pointer pressed
  if (targets.has(name)) { playTo(name, targets); return; }
  document.getElementById('promotion').replaceChildren();
  handKind = null;
  walling = null;
  selected = moves().some(a => !a.dropped && a.from === name) ? name : null;
  render();
  if (!selected) return;
  const el = document.querySelector(`#board g.piece[data-piece="${CSS.escape(name)}"]`);
  if (!el) return;
  el.classList.add('dragging');
  drag = {from: name, el, base: el.getAttribute('transform'), startX: e.clientX, startY: e.clientY, moved: false};
}

window.addEventListener('pointermove', e => {
  if (!drag) return;
  const svg = document.getElementById('svgboard');
  const scale = svg.viewBox.baseVal.width / svg.getBoundingClientRect().width;
  const dx = (e.clientX - drag.startX) * scale, dy = (e.clientY - drag.startY) * scale;
  if (Math.abs(dx) + Math.abs(dy) > 6) drag.moved = true;
  drag.el.setAttribute('transform', `translate(${dx} ${dy}) ${drag.base}`);
});

window.addEventListener('pointerup', e => {
  if (!drag) return;
  const d = drag;
  drag = null;
  const to = squareAt(e.clientX, e.clientY);
  if (!d.moved || to === d.from || !to) { d.el.setAttribute('transform', d.base); d.el.classList.remove('dragging'); return; }
  const targets = new Map();
  for (const a of moves()) if (!a.dropped && a.from === d.from) (targets.get(a.to) || targets.set(a.to, []).get(a.to)).push(a);
  if (targets.has(to)) playTo(to, targets);
  else { selected = null; render(); }
});

function playTo(name, targets) {
  const options = targets.get(name);
  if (!walling && options.every(a => a.wall)) {
    // A move and its wall are one action, chosen in order: the move is chosen, now the wall's square.
    const byWall = new Map(options.map(a => [a.wall, a]));
    if (byWall.size === options.length) {
      walling = byWall;
      wallingMove = {from: options[0].dropped ? null : options[0].from, to: name};
      selected = null;
      document.getElementById('promotion').textContent = 'Now the wall: pick its square (Escape: another move).';
      render();
      return;
    }
  }
  if (options.length === 1) { walling = null; act({action: options[0].text}); return; }
  const box = document.getElementById('promotion');
  box.textContent = 'Choose: ';
  for (const a of options) {
    const b = document.createElement('button');
    b.textContent = a.promotion || a.display || a.text;
    b.dataset.action = a.text;
    b.onclick = () => act({action: a.text});
    box.appendChild(b);
  }
}

function button(label, onclick, id) {
  const b = document.createElement('button');
  b.textContent = label;
  if (id) b.id = id;
  b.onclick = onclick;
  return b;
}

function swatch(player) {
  const s = document.createElement('span');
  s.className = 'swatch';
  s.style.background = colour(player);
  return s;
}

function renderPlayers() {
  const box = document.getElementById('players');
  box.replaceChildren();
  for (const p of info.players) {
    const div = document.createElement('div');
    div.className = 'player' + (p.id === state.toMove && !isOver() ? ' to-move' : '');
    div.dataset.player = p.id;
    const seat = view.seats[p.id];
    div.append(swatch(p.id), `${p.name}${seat && seat !== 'human' ? ` (${seat})` : ''}${holds(p.id) ? ' — you' : ''}`
        + (view.eliminated.includes(p.id) ? ' — out' : ''));
    box.appendChild(div);
  }
}

function renderBanner() {
  const banner = document.getElementById('banner');
  const r = state.result;
  if (!isOver()) { banner.hidden = true; banner.replaceChildren(); return; }
  banner.hidden = false;
  const h = document.createElement('strong');
  h.id = 'banner-result';
  h.textContent = r.status === 'WIN' ? `${playerName(r.winner)} wins` : 'Draw';
  const why = document.createElement('span');
  why.id = 'banner-reason';
  why.textContent = r.reason ? ` — ${r.reason}` : '';
  banner.replaceChildren(h, why, button('Rematch', rematch, 'rematch'));
}

// A new game of the same variant with the same seats; the page holds the human seats it held.
async function rematch() {
  try {
    const g = await api('/api/games', {variant: view.variant, seats: view.seats});
    const f = new URLSearchParams();
    for (const [player, token] of Object.entries(g.seatTokens || {})) f.append('seat.' + player, token);
    location.href = '/game.html?id=' + encodeURIComponent(g.id) + '#' + f.toString();
  } catch (e) { document.getElementById('error').textContent = e.message; }
}

// A die drawn with its pips (a number past six), and beside it the pieces its face lets move.
function dieSvg(face) {
  const PIPS = {1: [[50, 50]], 2: [[28, 28], [72, 72]], 3: [[28, 28], [50, 50], [72, 72]],
    4: [[28, 28], [72, 28], [28, 72], [72, 72]], 5: [[28, 28], [72, 28], [50, 50], [28, 72], [72, 72]],
    6: [[28, 24], [72, 24], [28, 50], [72, 50], [28, 76], [72, 76]]};
  let inner = '<rect x="4" y="4" width="92" height="92" rx="16" class="die-face"/>';
  if (PIPS[face]) for (const [x, y] of PIPS[face]) inner += `<circle cx="${x}" cy="${y}" r="9" class="pip"/>`;
  else inner += `<text x="50" y="52" class="die-number">${esc(face)}</text>`;
  const span = document.createElement('span');
  span.className = 'die';
  span.dataset.face = String(face);
  span.innerHTML = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="40" height="40" role="img" aria-label="die showing ${esc(face)}">${inner}</svg>`;
  return span;
}

function renderDice() {
  const box = document.getElementById('dice');
  box.replaceChildren();
  if (!info.dice) return;
  for (const d of state.dice) {
    const row = document.createElement('div');
    row.className = 'die-row';
    row.appendChild(dieSvg(d));
    const kinds = info.dice.faces[d - 1] || [];
    const lets = document.createElement('span');
    lets.className = 'die-lets';
    lets.append('moves: ');
    for (const k of kinds) {
      const p = info.pieces.find(q => q.name === k);
      if (p) lets.appendChild(pieceIcon(p.name, p.letter, colour(state.toMove), 22));
      lets.append(k === 'any' ? 'any piece ' : pieceName(k) + ' ');
    }
    row.appendChild(lets);
    box.appendChild(row);
  }
  if (state.rerolls.length && !isOver()) {
    const p = document.createElement('div');
    p.className = 'rerolls';
    p.textContent = `${playerName(state.toMove)} may re-roll: ${state.rerolls.map(w => w === 'both' ? 'both dice' : 'die ' + w).join(', ')}`;
    box.appendChild(p);
  }
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
  st.style.borderLeftColor = colour(state.toMove);
  renderPlayers();
  renderBanner();
  renderDice();
  // Points only where the variant scores them (its dice games).
  const pts = Object.entries(state.points).filter(([, v]) => v !== 0);
  document.getElementById('points').textContent = info.dice && pts.length
      ? 'points: ' + pts.map(([k, v]) => `${playerName(k)} ${v}`).join(', ') : '';
  const hands = document.getElementById('hands');
  hands.replaceChildren();
  for (const [player, hand] of Object.entries(state.hands)) {
    if (!Object.keys(hand).length) continue;
    const div = document.createElement('div');
    div.className = 'hand';
    div.append(`${playerName(player)} in hand: `);
    for (const [kind, n] of Object.entries(hand)) {
      const canDrop = player === state.toMove && moves().some(a => a.dropped === kind);
      const p = info.pieces.find(q => q.name === kind);
      const b = button(`${kind}${n > 1 ? ' ×' + n : ''}`, () => { handKind = kind; selected = null; render(); });
      if (p) b.prepend(pieceIcon(p.name, p.letter, colour(player), 20));
      b.disabled = !canDrop;
      b.dataset.hand = kind;
      div.appendChild(b);
    }
    hands.appendChild(div);
  }
  const box = document.getElementById('buttons');
  box.replaceChildren();
  const kinds = new Set(state.legalActions.map(a => a.kind));
  const mine = holds(state.toMove) && (view.seats[state.toMove] || 'human') === 'human';
  document.getElementById('seat').textContent = isSeated()
      ? 'your seat' + (Object.keys(seatTokens).length > 1 ? 's' : '') + ': ' + Object.keys(seatTokens).join(', ')
      : 'watching (no seat)';
  document.getElementById('move-form').hidden = !mine || isOver();
  renderInvitations();
  if (mine && !isOver()) {
    if (kinds.has('ROLL') || kinds.has('CONFIRM')) box.appendChild(button('Roll', () => act({action: 'roll'}), 'roll'));
    for (const which of state.rerolls) {
      box.appendChild(button(which === 'both' ? 'Re-roll both' : `Re-roll die ${which}`, () => act({action: 'reroll', which}), 'reroll-' + which));
    }
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
  renderMoves();
  renderLooking();
  if (view.hookFailures.length) document.getElementById('error').textContent = view.hookFailures[view.hookFailures.length - 1];
}

// The move list: one row a move number, one cell a player's turn with its dice and its move in SAN,
// the player's colour beside it. A move clicked shows the position after it.
function renderMoves() {
  const list = document.getElementById('moves');
  list.replaceChildren();
  if (!timeline) return;
  // Numbered from the start position's move number (its last two numbers: the halfmove clock, the move).
  const fields = timeline.start.split(' ');
  let first = 1;
  for (let k = 3; k + 1 < fields.length; k++) {
    if (/^\d+$/.test(fields[k]) && /^\d+$/.test(fields[k + 1])) { first = Number(fields[k + 1]); break; }
  }
  let row = null, number = first - 1, turnPlayer = null, cell = null;
  timeline.actions.forEach((a, i) => {
    if (a.player !== turnPlayer || !cell) {
      // A new turn; a new row when the round starts again (or at the very first turn).
      const seat = info.players.findIndex(p => p.id === a.player);
      if (!row || seat <= info.players.findIndex(p => p.id === turnPlayer)) {
        number++;
        row = document.createElement('div');
        row.className = 'move-row';
        const num = document.createElement('span');
        num.className = 'move-number';
        num.textContent = `${number}.`;
        row.appendChild(num);
        list.appendChild(row);
        // A first row that starts after the first player: the cells before it are left empty.
        for (let k = 0; k < seat && number === first; k++) row.appendChild(Object.assign(document.createElement('span'), {className: 'turn'}));
      }
      turnPlayer = a.player;
      cell = document.createElement('span');
      cell.className = 'turn';
      cell.dataset.player = a.player;
      cell.title = playerName(a.player);
      cell.appendChild(swatch(a.player));
      row.appendChild(cell);
    }
    const item = document.createElement('span');
    if (a.kind === 'move') {
      item.className = 'move' + (looking && looking.index === i ? ' looking' : '');
      item.textContent = a.san + (a.check.length ? (a.san.endsWith('+') || a.san.endsWith('#') ? '' : '+') : '');
      item.tabIndex = 0;
      item.dataset.index = i;
      item.onclick = () => lookAt(i);
      item.onkeydown = e => { if (e.key === 'Enter') lookAt(i); };
    } else if (a.kind === 'roll' || a.kind === 'reroll' || a.kind === 'confirm') {
      item.className = a.kind === 'roll' ? 'roll' : 'roll reroll';
      item.textContent = (a.kind === 'reroll' ? '↻ ' : a.kind === 'confirm' ? '✓ ' : '') + a.dice.join(' ');
      item.title = a.kind === 'roll' ? 'rolled' : a.kind === 'reroll' ? 're-rolled (' + a.text + ')' : 'confirmation roll';
    } else {
      item.className = 'event';
      item.textContent = a.text;
    }
    cell.appendChild(item);
  });
  if (!looking) list.scrollTop = list.scrollHeight;
}

async function lookAt(i) {
  if (!timeline || i < 0) { looking = null; render(); return; }
  if (i === lastMoveIndex()) { looking = null; render(); return; }
  try {
    const r = await api('/api/rules', {variant: view.variant, position: timeline.actions[i].position});
    looking = {index: i, squares: r.state.squares};
    selected = null;
    render();
  } catch (e) { document.getElementById('error').textContent = e.message; }
}

function lastMoveIndex() {
  for (let i = timeline.actions.length - 1; i >= 0; i--) if (timeline.actions[i].kind === 'move') return i;
  return -1;
}

function renderLooking() {
  const box = document.getElementById('looking');
  box.replaceChildren();
  box.hidden = !looking;
  if (!looking) return;
  const a = timeline.actions[looking.index];
  box.append(`Looking at the position after ${playerName(a.player)}'s ${a.san} (read-only) `);
  box.appendChild(button('Back to the game', () => { looking = null; render(); }, 'back-to-game'));
}

// Left and right arrows step through the moves; Escape comes back to the game.
document.addEventListener('keydown', e => {
  if (!timeline || e.target.closest('input, textarea, #board')) return;
  const movesAt = timeline.actions.map((a, i) => a.kind === 'move' ? i : -1).filter(i => i >= 0);
  if (!movesAt.length) return;
  const at = looking ? movesAt.indexOf(looking.index) : movesAt.length - 1;
  if (e.key === 'ArrowLeft' && at > 0) lookAt(movesAt[at - 1]);
  else if (e.key === 'ArrowRight' && looking) lookAt(at + 1 < movesAt.length ? movesAt[at + 1] : -1);
  else if (e.key === 'Escape' && looking) lookAt(-1);
});

// The clocks as the server last reported them, the running one counted down locally between
// reports: one box a seat with its colour and name, the running one marked, one at zero flagged.
function renderClock() {
  const box = document.getElementById('clock');
  if (!view || !view.clock) { box.replaceChildren(); return; }
  const c = view.clock;
  const seats = [];
  for (const [p, ms] of Object.entries(c.leftMs)) {
    const running = p === c.running && !isOver();
    const left = Math.max(0, running ? ms - (Date.now() - shownAt) : ms);
    const t = Math.ceil(left / 1000);
    const span = document.createElement('span');
    span.className = 'clock-seat' + (running ? ' running' : '') + (p === c.flagged || left === 0 ? ' flagged' : '');
    span.dataset.player = p;
    span.dataset.ms = String(Math.round(left));
    span.append(swatch(p), `${playerName(p)} ${Math.floor(t / 60)}:${String(t % 60).padStart(2, '0')}`
        + (p === c.flagged || left === 0 ? ' — out of time' : ''));
    seats.push(span);
  }
  box.replaceChildren(...seats);
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
    input.className = 'invite-link';
    input.value = `${location.origin}/game.html?id=${encodeURIComponent(gameId)}#invite=${invitations[player]}`;
    div.append(`Invite ${player}: `, input);
    box.appendChild(div);
  }
}

// The rules panel: every piece with its picture, name, letter and moves (Betza), and the
// definition's end rules as it writes them.
function renderRules() {
  const body = document.getElementById('rules-body');
  body.replaceChildren();
  const table = document.createElement('table');
  table.className = 'pieces';
  for (const p of info.pieces) {
    const tr = document.createElement('tr');
    tr.dataset.kind = p.name;
    const pic = document.createElement('td');
    pic.appendChild(pieceIcon(p.name, p.letter, colour(info.players[0].id), 32));
    const name = document.createElement('td');
    name.textContent = `${pieceName(p.name)} (${p.letter})${p.royal ? ' — royal' : ''}`;
    const how = document.createElement('td');
    how.className = 'betza';
    how.textContent = p.xbetza || p.moves.join('; ');
    how.title = p.moves.join('; ');
    tr.append(pic, name, how);
    table.appendChild(tr);
    const d = diagrams && diagrams.pieces.find(q => q.piece === p.name);
    if (d) {
      const row = document.createElement('tr');
      row.className = 'diagram-row';
      const cell = document.createElement('td');
      cell.colSpan = 3;
      cell.innerHTML = moveDiagramSvg(info, d, colour);   // escaped inside (pieces.js)
      if (d.note) cell.appendChild(Object.assign(document.createElement('div'), {className: 'diagram-note', textContent: d.note}));
      row.appendChild(cell);
      table.appendChild(row);
    }
  }
  body.appendChild(table);
  if (diagrams) body.appendChild(moveDiagramLegend());
  if (info.dice) {
    const d = document.createElement('p');
    d.textContent = `Dice: ${info.dice.count} of ${info.dice.sides} sides; ` + info.dice.faces
        .map((kinds, f) => `${f + 1} moves ${kinds.map(pieceName).join(' or ')}`).join('; ') + '.';
    body.appendChild(d);
  }
  if (sourceRules && sourceRules.length) {
    const words = document.createElement('ul');
    words.id = 'end-rules-words';
    for (const block of sourceRules) {
      for (const line of block.replace(/^rules\s*\{/, '').replace(/\}$/, '').split('\n')) {
        const said = ruleInWords(line.replace(/#.*/, '').replace(/[{}]/g, '').trim());
        if (!said) continue;
        const li = document.createElement('li');
        li.textContent = said;
        words.appendChild(li);
      }
    }
    const w = document.createElement('h4');
    w.textContent = 'How the game ends';
    body.append(w, words);
    const h = document.createElement('h4');
    h.textContent = 'As the definition writes it';
    const pre = document.createElement('pre');
    pre.id = 'end-rules';
    pre.textContent = sourceRules.join('\n');
    body.append(h, pre);
  }
}

// A line of a rules block in words, for the usual rules; any other line is given as it is written.
const RULE_WORDS = [
  [/^check$/, () => 'A king may not be left in check: checkmate wins.'],
  [/^no check$/, () => 'No check rule: a king may be left attacked and captured.'],
  [/^checks forbidden$/, () => 'Giving check is not allowed.'],
  [/^stalemate (draw|win|loss)$/, (m) => `A player who cannot move and is not in check: ${m[1] === 'draw' ? 'the game is drawn' : m[1] === 'win' ? 'that player wins' : 'that player loses'}.`],
  [/^fifty-move 0$/, () => 'No fifty-move rule.'],
  [/^fifty-move (\d+)$/, (m) => `${m[1]} plies without a capture or a pawn move: a draw may be claimed.`],
  [/^repetition 0$/, () => 'No draw by repetition.'],
  [/^repetition (\d+)$/, (m) => `The same position ${m[1]} times: a draw.`],
  [/^ply-limit (\d+)$/, (m) => `The game ends after ${m[1]} plies.`],
  [/^extinction of (.+) (win|loss)$/, (m) => `A player who loses every ${m[1].replace(/, /g, ', every ')} ${m[2] === 'loss' ? 'loses' : 'wins'}.`],
  [/^reach (\S+) with (\S+) wins(.*)$/, (m) => `A ${m[2]} that reaches ${m[1].replace(/-/g, ' ')} wins${m[3].trim() ? ' (' + m[3].trim() + ')' : ''}.`],
  [/^win by (\d+) checks$/, (m) => `Giving ${m[1]} checks wins.`],
  [/^line of (\d+)( straight)? (win|loss)$/, (m) => `${m[1]} of one's pieces in a row${m[2] ? ' along a file or a rank' : ' along a file, a rank or a diagonal'} ${m[3] === 'win' ? 'wins' : 'loses'}.`],
  [/^must capture$/, () => 'A capture must be made when one can.'],
  [/^pass$/, () => 'A player not in check may pass.'],
];
function ruleInWords(line) {
  if (!line || line.startsWith('hook') || line.includes('(') || line.includes(';')) return null;
  for (const [re, say] of RULE_WORDS) {
    const m = re.exec(line);
    if (m) return say(m);
  }
  return /^[a-z]/.test(line) ? line : null;
}

/** The `rules { ... }` blocks of a variant's definition files, parents first. */
function rulesBlocks(files) {
  const out = [];
  for (const text of Object.values(files).reverse()) {
    const re = /^\s*rules\s*\{/m;
    const m = re.exec(text);
    if (!m) continue;
    let depth = 0, i = m.index + m[0].length - 1;
    const start = m.index;
    for (; i < text.length; i++) {
      if (text[i] === '{') depth++;
      else if (text[i] === '}' && --depth === 0) break;
    }
    out.push(text.slice(start, i + 1).trim());
  }
  return out;
}

document.getElementById('flip').onclick = () => { flipped = !flipped; render(); };
document.getElementById('move-form').addEventListener('submit', e => {
  e.preventDefault();
  const input = document.getElementById('move-input');
  const text = input.value.trim();
  if (!text) return;
  input.value = '';
  act({action: text});
});

async function init() {
  if (joining) {
    const j = await api(`/api/games/${gameId}/join`, {invitation: joining});
    seatTokens[j.player] = j.token;
    sessionStorage.setItem(SEATS_KEY, JSON.stringify(seatTokens));
  }
  const v = await api(`/api/games/${gameId}`);
  info = (await api(`/api/variants/${encodeURIComponent(v.variant)}`)).info;
  rememberPieceImages(info);
  document.getElementById('record').href = `/api/games/${gameId}/record`;
  show(v);
  renderRules();
  follow();
  try {
    sourceRules = rulesBlocks((await api(`/api/variants/${encodeURIComponent(v.variant)}/source`)).files);
    renderRules();
  } catch (e) { /* the rules panel keeps its pieces */ }
  // The move diagrams are asked for when the rules panel is first opened (the engine works them out).
  const rules = document.getElementById('rules');
  const loadDiagrams = async () => {
    if (diagrams || !rules.open) return;
    try {
      diagrams = await api(`/api/variants/${encodeURIComponent(v.variant)}/moves`);
      renderRules();
    } catch (e) { /* the rules panel keeps its pieces */ }
  };
  rules.addEventListener('toggle', loadDiagrams);
  loadDiagrams();
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
