// GM-7 Enlightened Move (GR-5: for every player, granted only by the mover's own Gurus). A
// non-pawn (no pawn kind) standing one of its own ordinary moves away from one of its own Gurus
// may instead move, without capturing, to an empty square that is the same move, of the same
// length, away from that Guru (for a rook: nothing between it and the Guru, nor between
// the Guru and the new square). A king orthogonally next to the Guru goes only to another
// orthogonal neighbour of it; diagonally, only diagonally. The engine adds each such move once
// even when it is also an ordinary move (G-1) and applies check rules to it. The engine calls
// this only while the side to move has a Guru (it is a guru hook).
//
// Written for speed in interpreted JavaScript: the outer function runs once per game and builds
// tables (squares by coordinates; per kind, the vectors whose images it moves by); each call
// reads the board as one array and looks only at the mover's pieces.
(function () {
  const ORTHO = [[1, 0], [-1, 0], [0, 1], [0, -1]];
  const DIAG = [[1, 1], [1, -1], [-1, 1], [-1, -1]];
  const LEAPS = { knight: [[1, 2]], elephant: [[2, 2]], ferz: [[1, 1]], guru: [[4, 1], [5, 3]] };
  const OFF = 16, SPAN = 2 * OFF + 1; // a relative vector (dx, dy) is the key (dx+OFF)*SPAN + (dy+OFF)

  function images(v) {
    const [a, b] = v;
    const all = [[a, b], [-a, b], [a, -b], [-a, -b], [b, a], [-b, a], [b, -a], [-b, -a]];
    const seen = {};
    return all.filter(w => { const k = w[0] + ',' + w[1]; if (seen[k]) return false; seen[k] = true; return true; });
  }
  const key = (dx, dy) => (dx + OFF) * SPAN + (dy + OFF);

  // Per game: square coordinates, the square at each coordinate, and per kind index the table
  // "piece stands at (dx, dy) from the Guru -> the vectors of the squares around the Guru it may go to".
  let file = null, rank = null, grid = null, minX = 0, minY = 0, width = 0, height = 0;
  let guru = -1, rook = -1, around = null;
  function setUp(view) {
    const f = view.files(), r = view.ranks();
    file = []; rank = [];
    minX = 0; minY = 0; let maxX = 0, maxY = 0;
    for (let s = 0; s < f.length; s++) {
      file.push(f[s]); rank.push(r[s]);
      minX = Math.min(minX, f[s]); minY = Math.min(minY, r[s]); maxX = Math.max(maxX, f[s]); maxY = Math.max(maxY, r[s]);
    }
    width = maxX - minX + 1; height = maxY - minY + 1;
    grid = new Array(width * height).fill(-1);
    for (let s = 0; s < file.length; s++) grid[(file[s] - minX) + (rank[s] - minY) * width] = s;
    guru = view.kindOf('guru'); rook = view.kindOf('rook');
    around = [];
    const table = (pairs) => { const t = []; for (const [at, vectors] of pairs) for (const w of at) t[key(w[0], w[1])] = vectors; return t; };
    for (const name of Object.keys(LEAPS)) {
      const k = view.kindOf(name);
      if (k >= 0) around[k] = table(LEAPS[name].map(v => { const i = images(v); return [i, i]; }));
    }
    const king = view.kindOf('king');
    if (king >= 0) around[king] = table([[ORTHO, ORTHO], [DIAG, DIAG]]);
  }
  function at(x, y) {
    const gx = x - minX, gy = y - minY;
    return gx < 0 || gy < 0 || gx >= width || gy >= height ? -1 : grid[gx + gy * width];
  }
  function emptyBetween(kinds, a, b) {
    const dx = Math.sign(file[b] - file[a]), dy = Math.sign(rank[b] - rank[a]);
    let x = file[a] + dx, y = rank[a] + dy;
    while (x !== file[b] || y !== rank[b]) {
      const s = at(x, y);
      if (s < 0 || kinds[s] !== -1) return false;
      x += dx; y += dy;
    }
    return true;
  }
  function emitAround(out, kinds, s, g, vectors) {
    for (let i = 0; i < vectors.length; i++) {
      const t = at(file[g] + vectors[i][0], rank[g] + vectors[i][1]);
      if (t >= 0 && t !== s && kinds[t] === -1) out.move(s, t);
    }
  }

  return function (view, out) {
    if (file === null) setUp(view);
    const mine = view.pieces(view.side());
    const kinds = view.kinds();
    const n = mine.length;
    const gurus = [];
    for (let i = 0; i < n; i++) if (kinds[mine[i]] === guru) gurus.push(mine[i]);
    for (let i = 0; i < n; i++) {
      const s = mine[i];
      const kind = kinds[s];
      const table = around[kind];
      if (table === undefined && kind !== rook) continue; // pawns and kinds without Enlightened Moves
      for (let j = 0; j < gurus.length; j++) {
        const g = gurus[j];
        if (g === s) continue;
        const dx = file[s] - file[g], dy = rank[s] - rank[g];
        if (kind === rook) {
          if ((dx === 0 || dy === 0) && emptyBetween(kinds, s, g)) {
            const d = Math.abs(dx) + Math.abs(dy);
            for (const u of ORTHO) {
              const t = at(file[g] + u[0] * d, rank[g] + u[1] * d);
              if (t >= 0 && t !== s && kinds[t] === -1 && emptyBetween(kinds, g, t)) out.move(s, t);
            }
          }
        } else if (dx > -OFF && dx < OFF && dy > -OFF && dy < OFF) {
          const vectors = table[key(dx, dy)];
          if (vectors !== undefined) emitAround(out, kinds, s, g, vectors);
        }
      }
    }
  };
})()
