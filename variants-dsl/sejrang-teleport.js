// SJ-6 Teleport (with a 4-4 double, SJ-4). The board has four 4x4 quadrants: a1-d4, e1-h4,
// a5-d8, e5-h8. A rook moves to the same relative square of another quadrant (a1 <-> a5,
// e1, e5); the target must be empty; there is no capture, and that is the whole move. The
// engine calls this only while the dice show 4-4 and the side to move has a rook.
function (view, out) {
  const me = view.side();
  for (let s = 0; s < view.size(); s++) {
    if (view.owner(s) !== me || view.piece(s) !== 'rook') continue;
    const fx = view.file(s) % 4, fy = view.rank(s) % 4;
    for (const ox of [0, 4]) {
      for (const oy of [0, 4]) {
        const t = view.at(ox + fx, oy + fy);
        if (t < 0 || t === s || view.owner(t) >= 0) continue;
        out.move(s, t);
      }
    }
  }
}
