// GM-6 Elephant Charge (GR-5 with four players). The engine calls this only while the side to
// move has an elephant on a binding none of its array elephants had (zone new-binding). In place
// of one move, an elephant makes two or more successive (2,2) leaps, each over another elephant
// of its own side, landing on an empty square or capturing; no leap may start or end with any
// king attacked by an opponent of that king's owner (view.inCheck: by any other player; with two
// players, either king in check), and a charge never repeats a position within itself. A charge
// is emitted as a multi-leg move; two paths with the same start, end and captures are one move
// (G-1, the engine merges them).
//
// Written for speed: the outer function runs once per game (the square at each coordinate); each
// call reads the board as arrays and keeps them in step with its look-ahead (view.tryMove), so
// it asks the engine only for what it cannot see: checks and position keys.
(function () {
  const DIAG = [[1, 1], [1, -1], [-1, 1], [-1, -1]];
  let elephant = -1, file = null, rank = null, grid = null, minX = 0, minY = 0, width = 0, height = 0;
  function setUp(view) {
    elephant = view.kindOf('elephant');
    const f = view.files(), r = view.ranks();
    file = []; rank = [];
    let maxX = 0, maxY = 0;
    for (let s = 0; s < f.length; s++) {
      file.push(f[s]); rank.push(r[s]);
      minX = Math.min(minX, f[s]); minY = Math.min(minY, r[s]); maxX = Math.max(maxX, f[s]); maxY = Math.max(maxY, r[s]);
    }
    width = maxX - minX + 1; height = maxY - minY + 1;
    grid = new Array(width * height).fill(-1);
    for (let s = 0; s < file.length; s++) grid[(file[s] - minX) + (rank[s] - minY) * width] = s;
  }
  function at(x, y) {
    const gx = x - minX, gy = y - minY;
    return gx < 0 || gy < 0 || gx >= width || gy >= height ? -1 : grid[gx + gy * width];
  }

  return function (view, out) {
    if (file === null) setUp(view);
    const me = view.side();
    const players = view.players();
    function anyKingAttacked() {
      for (let p = 0; p < players; p++) if (view.inCheck(p)) return true;
      return false;
    }
    if (anyKingAttacked()) return;
    const kinds = view.kinds(), owners = view.owners();
    const royal = [];
    for (let s = 0; s < kinds.length; s++) if (kinds[s] >= 0 && royal[kinds[s]] === undefined) royal[kinds[s]] = view.royal(s);
    const path = [];
    const seen = new Set();

    function charge(cur) {
      for (const d of DIAG) {
        const mid = at(file[cur] + d[0], rank[cur] + d[1]);
        const land = at(file[cur] + 2 * d[0], rank[cur] + 2 * d[1]);
        if (mid < 0 || land < 0) continue;
        if (owners[mid] !== me || kinds[mid] !== elephant) continue;
        if (owners[land] === me || (kinds[land] >= 0 && royal[kinds[land]])) continue;
        if (!view.tryMove(cur, land)) continue;
        const takenKind = kinds[land], takenOwner = owners[land];
        kinds[land] = kinds[cur]; owners[land] = owners[cur]; kinds[cur] = -1; owners[cur] = -1;
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
        kinds[cur] = kinds[land]; owners[cur] = owners[land]; kinds[land] = takenKind; owners[land] = takenOwner;
        view.undoTry();
      }
    }

    const mine = view.pieces(me);
    for (let i = 0; i < mine.length; i++) {
      const s = mine[i];
      if (kinds[s] !== elephant) continue;
      seen.clear();
      seen.add(view.key());
      path.length = 0;
      path.push(s);
      charge(s);
    }
  };
})()
