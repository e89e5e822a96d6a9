// SJ-6 Teleport (with a 4-4 double, SJ-4). The board has four 4x4 quadrants: a1-d4, e1-h4,
// a5-d8, e5-h8. A rook moves to the same relative square of another quadrant (a1 <-> a5,
// e1, e5); the target must be empty; there is no capture, and that is the whole move. The
// engine calls this only while the dice show 4-4 and the side to move has a rook.
//
// Written for speed: the outer function runs once per game (the square at each coordinate);
// each call reads the board as one array and looks only at the mover's pieces.
(function () {
  let rook = -1, file = null, rank = null, at = null;
  function setUp(view) {
    rook = view.kindOf('rook');
    const f = view.files(), r = view.ranks();
    file = []; rank = []; at = [];
    for (let s = 0; s < f.length; s++) { file.push(f[s]); rank.push(r[s]); at[f[s] * 8 + r[s]] = s; }
  }
  return function (view, out) {
    if (file === null) setUp(view);
    const mine = view.pieces(view.side());
    const kinds = view.kinds();
    const owners = view.owners();
    for (let i = 0; i < mine.length; i++) {
      const s = mine[i];
      if (kinds[s] !== rook) continue;
      const fx = file[s] % 4, fy = rank[s] % 4;
      for (let ox = 0; ox <= 4; ox += 4) {
        for (let oy = 0; oy <= 4; oy += 4) {
          const t = at[(ox + fx) * 8 + oy + fy];
          if (t === undefined || t === s || owners[t] >= 0) continue;
          out.move(s, t);
        }
      }
    }
  };
})()
