// Piece pictures, drawn for this project (original paths, Apache-2.0 like the rest): the usual six
// kinds as silhouettes in a 100x100 box, every other kind as a shape chosen from its name with its
// letter on it. Used by the board, the rules panel, the dice and the editor's preview. Everything
// that comes from a definition passes through esc() before it becomes SVG text.
'use strict';
const PIECE_ESCAPES = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};
function esc(text) {
  return String(text).replace(/[&<>"']/g, c => PIECE_ESCAPES[c]);
}

// Player colours told apart by colour-blind eyes too (Okabe and Ito's palette for the four-player
// colours), with white and black as they are.
const PALETTE = ['#ffffff', '#222222', '#d55e00', '#0072b2', '#f0e442', '#009e73'];
const NAMED = {white: '#ffffff', black: '#222222', red: '#d55e00', blue: '#0072b2', yellow: '#f0e442', green: '#009e73',
               gold: '#f0e442', silver: '#aaaaaa', sente: '#ffffff', gote: '#222222'};

function playerColour(players, id) {
  const i = players.findIndex(p => p.id === id);
  return NAMED[id] || PALETTE[(i < 0 ? 0 : i) % PALETTE.length];
}

function isLight(hex) {
  const n = parseInt(hex.slice(1), 16);
  return ((n >> 16) * 0.3 + ((n >> 8) & 255) * 0.59 + (n & 255) * 0.11) > 140;
}

// The six usual kinds: the outline's parts, filled with the player's colour.
const SHAPES = {
  pawn: ['<circle cx="50" cy="30" r="12"/>', '<path d="M36 76 Q38 56 44 44 L56 44 Q62 56 64 76 Z"/>',
         '<rect x="28" y="74" width="44" height="12" rx="4"/>'],
  rook: ['<path d="M30 86 L70 86 L70 76 L63 71 L61 44 L68 39 L68 20 L59 20 L59 27 L54 27 L54 20 L46 20 L46 27 L41 27 L41 20 L32 20 L32 39 L39 44 L37 71 L30 76 Z"/>',
         '<path class="detail" d="M38 44 L62 44 M37 71 L63 71" fill="none"/>'],
  bishop: ['<circle cx="50" cy="15" r="6"/>', '<path d="M50 21 C65 33 67 50 58 61 L42 61 C33 50 35 33 50 21 Z"/>',
           '<rect x="37" y="61" width="26" height="7" rx="2"/>', '<path d="M28 86 Q33 72 44 68 L56 68 Q67 72 72 86 Z"/>',
           '<path class="detail" d="M55 33 L46 46" fill="none"/>'],
  knight: ['<path d="M32 86 L72 86 C74 64 71 42 60 29 C55 23 49 20 44 19 L42 11 L36 20 C29 25 22 37 20 48 C19 55 25 58 30 54 C34 50 39 48 45 47 C40 57 33 68 32 86 Z"/>',
           '<circle class="eye" cx="38" cy="31" r="3"/>'],
  queen: ['<path d="M30 78 L22 32 L38 54 L36 22 L50 50 L64 22 L62 54 L78 32 L70 78 Z"/>',
          '<circle cx="22" cy="30" r="5"/>', '<circle cx="36" cy="20" r="5"/>', '<circle cx="64" cy="20" r="5"/>',
          '<circle cx="78" cy="30" r="5"/>', '<rect x="27" y="76" width="46" height="10" rx="3"/>'],
  king: ['<path d="M46 8 h8 v7 h7 v7 h-7 v9 h-8 v-9 h-7 v-7 h7 Z"/>',
         '<path d="M30 78 C16 58 26 38 40 44 L50 32 L60 44 C74 38 84 58 70 78 Z"/>',
         '<rect x="27" y="76" width="46" height="10" rx="3"/>', '<path class="detail" d="M50 44 L50 76" fill="none"/>'],
};
const GLYPHS = ['<circle cx="50" cy="50" r="36"/>',
  '<path d="M50 12 L83 31 L83 69 L50 88 L17 69 L17 31 Z"/>',
  '<path d="M20 16 L80 16 L80 50 Q80 76 50 88 Q20 76 20 50 Z"/>',
  '<path d="M50 10 L88 50 L50 90 L12 50 Z"/>',
  '<path d="M50 10 L86 38 L72 86 L28 86 L14 38 Z"/>'];

// The pictures a definition names for its kinds (`image NAME` in the language), by kind name; set
// from the variant's info by the page that shows it (rememberPieceImages).
const PIECE_IMAGES = {};
const GLYPH_NAMES = ['disc', 'hexagon', 'shield', 'diamond', 'pentagon'];

function rememberPieceImages(info) {
  for (const k of Object.keys(PIECE_IMAGES)) delete PIECE_IMAGES[k];
  for (const p of (info && info.pieces) || []) if (p.image) PIECE_IMAGES[p.name] = p.image;
}

function nameHash(name) {
  let h = 0;
  for (const c of String(name)) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h;
}

/**
 * The SVG of a piece of kind `kind` (its name) with letter `letter` in the colour `fill`, as the
 * children of a <g>: the caller places and scales it (it is drawn in a 100x100 box).
 */
function pieceSvg(kind, letter, fill) {
  const dark = !isLight(fill);
  const stroke = dark ? '#e8e8e8' : '#202020';
  const image = Object.prototype.hasOwnProperty.call(PIECE_IMAGES, kind) ? PIECE_IMAGES[kind] : null;
  const parts = SHAPES[String(image || kind).toLowerCase()];
  if (parts) {
    return `<g fill="${esc(fill)}" stroke="${stroke}" stroke-width="3" stroke-linejoin="round">${parts.join('')}</g>`;
  }
  const named = image ? GLYPH_NAMES.indexOf(image) : -1;
  const shape = GLYPHS[named >= 0 ? named : nameHash(kind) % GLYPHS.length];
  return `<g fill="${esc(fill)}" stroke="${stroke}" stroke-width="3">${shape}</g>`
      + `<text class="glyph-letter" x="50" y="52" fill="${dark ? '#fff' : '#000'}">${esc(String(letter).toUpperCase())}</text>`;
}

/** A piece as a standalone <svg> element (rules panel, dice, hands), `size` pixels wide. */
function pieceIcon(kind, letter, fill, size) {
  const holder = document.createElement('span');
  holder.className = 'piece-icon';
  holder.innerHTML = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="${size}" height="${size}" role="img" aria-label="${esc(kind)}">${pieceSvg(kind, letter, fill)}</svg>`;
  return holder;
}

/** A board drawn once, read-only (the editor's preview): the variant's squares and the pieces on them. */
function staticBoardSvg(info, squares) {
  const cell = 100;
  const xs = info.squares.map(s => s.x), ys = info.squares.map(s => s.y);
  const minX = Math.min(...xs), maxX = Math.max(...xs), minY = Math.min(...ys), maxY = Math.max(...ys);
  const dark = new Map(info.squares.map(s => [s.name, s.dark]));
  let svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${(maxX - minX + 1) * cell} ${(maxY - minY + 1) * cell}" role="img" aria-label="the start position">`;
  for (const s of squares) {
    const px = (s.x - minX) * cell, py = (maxY - s.y) * cell;
    svg += `<g class="square" data-square="${esc(s.name)}"><rect class="${dark.get(s.name) ? 'sq-dark' : 'sq-light'}" x="${px}" y="${py}" width="${cell}" height="${cell}"/>`;
    if (s.piece) {
      svg += `<g class="piece" data-piece="${esc(s.name)}" data-kind="${esc(s.piece)}" transform="translate(${px + 4} ${py + 4}) scale(0.92)">`
          + `${pieceSvg(s.piece, s.letter, playerColour(info.players, s.owner))}</g>`;
    }
    svg += '</g>';
  }
  return svg + '</svg>';
}

/**
 * A move diagram (the server's, from the engine's legal moves): the board drawn small with the
 * piece on its square, a dot where it may only move, a cross where it may only capture, a dot in
 * a ring where it may do both, and a line along each direction it rides (three or more squares in
 * a row from it). Pieces the rules needed on the board (royal pieces) are drawn faded.
 */
function moveDiagramSvg(info, d, colourOf) {
  const cell = 100;
  const xs = info.squares.map(s => s.x), ys = info.squares.map(s => s.y);
  const minX = Math.min(...xs), maxX = Math.max(...xs), minY = Math.min(...ys), maxY = Math.max(...ys);
  const at = new Map(info.squares.map(s => [s.name, s]));
  const px = s => (s.x - minX) * cell + cell / 2, py = s => (maxY - s.y) * cell + cell / 2;
  const mark = new Map();
  for (const n of d.move) mark.set(n, 'move');
  for (const n of d.capture) mark.set(n, 'capture');
  for (const n of d.both) mark.set(n, 'both');
  const from = at.get(d.square);
  let svg = `<svg xmlns="http://www.w3.org/2000/svg" class="move-diagram" data-piece="${esc(d.piece)}" viewBox="0 0 ${(maxX - minX + 1) * cell} ${(maxY - minY + 1) * cell}" role="img" aria-label="${esc(d.piece + ' on ' + d.square + ': ' + (d.move.length + d.both.length) + ' moves, ' + (d.capture.length + d.both.length) + ' captures')}">`;
  for (const s of info.squares) {
    svg += `<rect class="${s.dark ? 'sq-dark' : 'sq-light'}" x="${(s.x - minX) * cell}" y="${(maxY - s.y) * cell}" width="${cell}" height="${cell}"/>`;
  }
  // Riders: a direction whose first three steps are all reached gets a line to its farthest square.
  if (from) {
    const reached = new Set(mark.keys());
    const byPlace = new Map(info.squares.map(s => [s.x + ',' + s.y, s.name]));
    const gcd = (a, b) => b ? gcd(b, a % b) : Math.abs(a);
    const done = new Set();
    for (const n of reached) {
      const s = at.get(n);
      const dx = s.x - from.x, dy = s.y - from.y, g = gcd(Math.abs(dx), Math.abs(dy)) || 1;
      const sx = dx / g, sy = dy / g, key = sx + ',' + sy;
      if (done.has(key)) continue;
      let k = 1, far = null;
      for (; ; k++) {
        const name = byPlace.get((from.x + k * sx) + ',' + (from.y + k * sy));
        if (!name || !reached.has(name)) break;
        far = at.get(name);
      }
      if (k - 1 >= 3) {
        done.add(key);
        svg += `<line class="ride-line" data-direction="${key}" x1="${px(from)}" y1="${py(from)}" x2="${px(far)}" y2="${py(far)}"/>`;
      }
    }
  }
  for (const [n, kind] of mark) {
    const s = at.get(n);
    if (!s) continue;
    const x = px(s), y = py(s);
    svg += `<g class="mark mark-${kind}" data-mark="${kind}" data-square="${esc(n)}">`;
    if (kind === 'move' || kind === 'both') svg += `<circle class="mark-dot" cx="${x}" cy="${y}" r="16"/>`;
    if (kind === 'both') svg += `<circle class="mark-ring" cx="${x}" cy="${y}" r="36"/>`;
    if (kind === 'capture') svg += `<path class="mark-cross" d="M${x - 24} ${y - 24} L${x + 24} ${y + 24} M${x + 24} ${y - 24} L${x - 24} ${y + 24}"/>`;
    svg += '</g>';
  }
  for (const p of d.placed || []) {
    const s = at.get(p.square);
    const k = info.pieces.find(q => q.name === p.piece);
    if (s) svg += `<g class="placed" opacity="0.5" transform="translate(${px(s) - 46} ${py(s) - 46}) scale(0.92)">${pieceSvg(p.piece, k ? k.letter : p.piece[0], colourOf(p.owner))}</g>`;
  }
  if (from) {
    const kindInfo = info.pieces.find(k => k.name === d.piece);
    svg += `<g class="diagram-piece" transform="translate(${px(from) - 46} ${py(from) - 46}) scale(0.92)">${pieceSvg(d.piece, kindInfo ? kindInfo.letter : d.piece[0], colourOf(d.player))}</g>`;
  }
  return svg + '</svg>';
}

/** The legend under move diagrams, as text. */
function moveDiagramLegend() {
  const p = document.createElement('p');
  p.className = 'diagram-legend';
  p.textContent = 'Dot: moves there (empty square only). Cross: captures there only. Dot in a ring: moves or captures. Line: rides on along it. Faded pieces: the others on the board (alone, the kings the rules need, and the pieces a cannon or a grasshopper jumps).';
  return p;
}
