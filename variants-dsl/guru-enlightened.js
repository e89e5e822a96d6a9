// GM-7 Enlightened Move (GR-5: for every player, granted only by the mover's own Gurus). A
// non-pawn (no pawn kind) standing one of its own ordinary moves away from one of its own Gurus
// may instead move, without capturing, to an empty square that is the same move, of the same
// length, away from that Guru (for a rook: nothing between it and the Guru, nor between
// the Guru and the new square). A king orthogonally next to the Guru goes only to another
// orthogonal neighbour of it; diagonally, only diagonally. The engine adds each such move once
// even when it is also an ordinary move (G-1) and applies check rules to it.
function (view, out) {
  const me = view.side();
  const LEAPS = { knight: [1, 2], elephant: [2, 2], ferz: [1, 1] };
  const GURU = [[4, 1], [5, 3]];
  const ORTHO = [[1, 0], [-1, 0], [0, 1], [0, -1]];
  const DIAG = [[1, 1], [1, -1], [-1, 1], [-1, -1]];

  function images(v) {
    const [a, b] = v;
    const all = [[a, b], [-a, b], [a, -b], [-a, -b], [b, a], [-b, a], [b, -a], [-b, -a]];
    const seen = {};
    return all.filter(w => { const k = w[0] + ',' + w[1]; if (seen[k]) return false; seen[k] = true; return true; });
  }
  function isImage(v, dx, dy) { return images(v).some(w => w[0] === dx && w[1] === dy); }
  function emptyBetween(a, b) {
    const dx = Math.sign(view.file(b) - view.file(a)), dy = Math.sign(view.rank(b) - view.rank(a));
    let x = view.file(a) + dx, y = view.rank(a) + dy;
    while (x !== view.file(b) || y !== view.rank(b)) {
      const s = view.at(x, y);
      if (s < 0 || view.piece(s) !== '') return false;
      x += dx; y += dy;
    }
    return true;
  }
  function emitAround(s, g, vectors) {
    for (const w of vectors) {
      const t = view.at(view.file(g) + w[0], view.rank(g) + w[1]);
      if (t >= 0 && t !== s && view.piece(t) === '') out.move(s, t);
    }
  }

  const gurus = [];
  for (let s = 0; s < view.size(); s++) if (view.owner(s) === me && view.piece(s) === 'guru') gurus.push(s);
  if (gurus.length === 0) return;
  for (let s = 0; s < view.size(); s++) {
    if (view.owner(s) !== me) continue;
    const kind = view.piece(s);
    if (view.pawn(s)) continue;
    for (const g of gurus) {
      if (g === s) continue;
      const dx = view.file(s) - view.file(g), dy = view.rank(s) - view.rank(g);
      if (kind === 'king') {
        if (Math.abs(dx) + Math.abs(dy) === 1) emitAround(s, g, ORTHO);
        else if (Math.abs(dx) === 1 && Math.abs(dy) === 1) emitAround(s, g, DIAG);
      } else if (kind === 'rook') {
        if ((dx === 0 || dy === 0) && emptyBetween(s, g)) {
          const d = Math.abs(dx) + Math.abs(dy);
          for (const u of ORTHO) {
            const t = view.at(view.file(g) + u[0] * d, view.rank(g) + u[1] * d);
            if (t >= 0 && t !== s && view.piece(t) === '' && emptyBetween(g, t)) out.move(s, t);
          }
        }
      } else if (kind === 'guru') {
        for (const v of GURU) if (isImage(v, dx, dy)) emitAround(s, g, images(v));
      } else if (LEAPS[kind]) {
        if (isImage(LEAPS[kind], dx, dy)) emitAround(s, g, images(LEAPS[kind]));
      }
    }
  }
}
