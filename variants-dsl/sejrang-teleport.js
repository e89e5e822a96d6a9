// SJ-6 Teleport (with a 4-4 double, SJ-4). The board has four 4x4 quadrants: a1-d4, e1-h4,
// a5-d8, e5-h8. A rook moves to the same relative square of another quadrant (a1 <-> a5,
// e1, e5); the target must be empty; there is no capture, and that is the whole move. The
// engine calls this only while the dice show 4-4 and the side to move has a rook.
//
// Written for speed (interpreted JavaScript pays for every statement and every call into the
// engine): the outer function runs once per game and lists, for every square, the squares a
// rook there may teleport to; each call asks the engine for the mover's rooks only
// (view.piecesOf), reads the board as one array, and emits the empty ones among those squares.
(function () {
  let rook = -1, jump = null;
  function setUp(view) {
    rook = view.kindOf('rook');
    const f = view.files(), r = view.ranks(), n = f.length;
    const byXY = new Array(64).fill(-1);
    for (let s = 0; s < n; s++) byXY[f[s] * 8 + r[s]] = s;
    jump = [];
    for (let s = 0; s < n; s++) {
      const fx = f[s] % 4, fy = r[s] % 4, to = [];
      for (let ox = 0; ox <= 4; ox += 4) {
        for (let oy = 0; oy <= 4; oy += 4) {
          const t = byXY[(ox + fx) * 8 + oy + fy];
          if (t >= 0 && t !== s) to.push(t);
        }
      }
      jump.push(to);
    }
  }
  return function (view, out) {
    if (jump === null) setUp(view);
    const rooks = view.piecesOf(view.side(), rook);
    if (rooks.length === 0) return;
    const kinds = view.kinds();
    for (let i = 0; i < rooks.length; i++) {
      const s = rooks[i], to = jump[s];
      for (let j = 0; j < to.length; j++) if (kinds[to[j]] === -1) out.move(s, to[j]);
    }
  };
})()
