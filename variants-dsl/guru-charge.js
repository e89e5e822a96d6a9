// GM-6 Elephant Charge (GR-5 with four players). The engine calls this only while the side to
// move has an elephant on a binding none of its array elephants had (zone new-binding). In place
// of one move, an elephant makes two or more successive (2,2) leaps, each over another elephant
// of its own side, landing on an empty square or capturing; no leap may start or end with any
// king attacked by an opponent of that king's owner (view.inCheck: by any other player; with two
// players, either king in check), and a charge never repeats a position within itself. A charge
// is emitted as a multi-leg move; two paths with the same start, end and captures are one move
// (G-1, the engine merges them).
function (view, out) {
  const me = view.side();
  const players = view.players();
  function anyKingAttacked() {
    for (let p = 0; p < players; p++) if (view.inCheck(p)) return true;
    return false;
  }
  if (anyKingAttacked()) return;
  const DIAG = [[1, 1], [1, -1], [-1, 1], [-1, -1]];
  const path = [];
  const seen = new Set();

  function charge(cur) {
    for (const d of DIAG) {
      const mid = view.at(view.file(cur) + d[0], view.rank(cur) + d[1]);
      const land = view.at(view.file(cur) + 2 * d[0], view.rank(cur) + 2 * d[1]);
      if (mid < 0 || land < 0) continue;
      if (view.owner(mid) !== me || view.piece(mid) !== 'elephant') continue;
      if (view.owner(land) === me || view.royal(land)) continue;
      if (!view.tryMove(cur, land)) continue;
      const key = view.key();
      if (!anyKingAttacked() && !seen.has(key)) {
        seen.add(key);
        path.push(land);
        if (path.length >= 3) {
          out.begin(path[0]);
          for (let i = 1; i < path.length; i++) out.to(path[i]);
          out.end();
        }
        charge(land);
        path.pop();
        seen.delete(key);
      }
      view.undoTry();
    }
  }

  for (let s = 0; s < view.size(); s++) {
    if (view.owner(s) !== me || view.piece(s) !== 'elephant') continue;
    seen.clear();
    seen.add(view.key());
    path.length = 0;
    path.push(s);
    charge(s);
  }
}
