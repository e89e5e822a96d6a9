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
// asks the engine for the mover's Gurus (view.piecesOf) and for the pieces one of their own
// moves away from each (view.attackers), reads the board as one array, and looks at nothing else.
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

  // Per game, filled as met: for each kind index, the squares around a Guru on g that a piece of
  // that kind on s may go to, at targets[kind][g * size + s] (an empty list when none).
  let targets = [];
  function targetsOf(kind, g, s) {
    let t = targets[kind];
    if (t === undefined) t = targets[kind] = [];
    let list = t[g * file.length + s];
    if (list === undefined) {
      list = [];
      const table = around[kind];
      const dx = file[s] - file[g], dy = rank[s] - rank[g];
      const vectors = table === undefined || dx <= -OFF || dx >= OFF || dy <= -OFF || dy >= OFF ? undefined : table[key(dx, dy)];
      if (vectors !== undefined) {
        for (let i = 0; i < vectors.length; i++) {
          const q = at(file[g] + vectors[i][0], rank[g] + vectors[i][1]);
          if (q >= 0 && q !== s) list.push(q);
        }
      }
      t[g * file.length + s] = list;
    }
    return list;
  }

  return function (view, out) {
    if (file === null) setUp(view);
    const me = view.side();
    const gurus = view.piecesOf(me, guru);
    if (gurus.length === 0) return;
    const kinds = view.kinds();
    for (let j = 0; j < gurus.length; j++) {
      const g = gurus[j];
      // The engine lists the mover's pieces one of their own moves away from this Guru (those
      // that defend it): only they may make an Enlightened Move around it.
      const near = view.attackers(g, me);
      for (let i = 0; i < near.length; i++) {
        const s = near[i];
        const kind = kinds[s];
        if (kind === rook) { // nothing stands between the rook and the Guru, since it defends it
          const d = Math.abs(file[s] - file[g]) + Math.abs(rank[s] - rank[g]);
          for (let u = 0; u < 4; u++) {
            const t = at(file[g] + ORTHO[u][0] * d, rank[g] + ORTHO[u][1] * d);
            if (t >= 0 && t !== s && kinds[t] === -1 && emptyBetween(kinds, g, t)) out.move(s, t);
          }
        } else {
          const list = targetsOf(kind, g, s);
          for (let q = 0; q < list.length; q++) if (kinds[list[q]] === -1) out.move(s, list[q]);
        }
      }
    }
  };
})()
