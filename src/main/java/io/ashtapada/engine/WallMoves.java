package io.ashtapada.engine;

import io.ashtapada.model.*;

/**
 * The walls of a move ({@link Walls}): each move of a walling variant is the move and the square
 * its wall goes on, one action ({@link Move#withWall}). A move with no square for its wall is no
 * move. The squares a wall may take are those empty once the piece has moved (the square it
 * left included, the one it reached not; a castling's and an en passant capture's squares as
 * they end up), in the wall region; the duck's own square is not empty, so the duck always moves.
 * An explosion's squares count as they stood before the capture, as Fairy-Stockfish counts them.
 */
final class WallMoves {
    private WallMoves() {
    }

    /** Replaces the moves in out[first..n) by the moves with their walls (atlantis: adds the turns of a wall alone); the new count. */
    static int expand(Position p, MoveList moves, int first, int n) {
        Walls w = p.tables.walls;
        int count = n - first;
        if (w.rule() == Walls.Rule.EDGE) return edgeWalls(p, w, moves, first, n);
        if (count == 0) return n;
        int[] base = p.wallScratch(count);
        System.arraycopy(moves.moves, first, base, 0, count);
        int squares = p.squares;
        int[] out = moves.moves;
        n = first;
        for (int i = 0; i < count; i++) {
            int m = base[i];
            if (n + squares > out.length) out = moves.room(n, squares);
            int from = Move.from(m), to = Move.to(m), type = Move.type(m);
            if (w.rule() == Walls.Rule.PAST) {
                // The square left: a drop or a promotion in place leaves none.
                if (from != to && type != Move.DROP && type != Move.DROP_ADVANCE && w.allowed(p.side, from)) {
                    out[n++] = Move.withWall(m, from);
                }
                continue;
            }
            if (w.rule() == Walls.Rule.ARROW) {
                n = arrows(p, w, m, out, n);
                continue;
            }
            boolean castle = type == Move.CASTLE && p.checkRules;
            for (int s = 0; s < squares; s++) {
                if (emptyAfter(p, m, s) && w.allowed(p.side, s) && (!castle || castlingSafeWith(p, m, s))) out[n++] = Move.withWall(m, s);
            }
        }
        return n;
    }

    /**
     * Is the castling {@code m} safe under the check rules with its wall on {@code s} and the
     * duck lifted from where it stood? The wall may shield the king's way, as Fairy-Stockfish
     * judges it: the whole action counts, not its parts.
     */
    static boolean castlingSafeWith(Position p, int m, int s) {
        int duck = p.walls.rule() == Walls.Rule.DUCK ? p.duckSquare() : -1;
        int idx = duck >= 0 ? p.pidx[duck] : 0;
        if (duck >= 0) p.remove(duck);
        // A wall on the square the king or the partner leaves: judged with that piece still there.
        boolean place = p.board[s] == 0;
        if (place) p.put(s, p.wallCode);
        boolean safe = CastlingMoves.castlingSafe(p, p.model.castling().get(p.side).get(Move.rule(m)), p.side);
        if (place) p.remove(s);
        if (duck >= 0) p.putBack(duck, p.wallCode, idx);
        return safe;
    }

    /** Is {@code s} empty once the pseudo-legal move {@code m} is made (explosions aside)? */
    static boolean emptyAfter(Position p, int m, int s) {
        int type = Move.type(m);
        if (type == Move.CASTLE) {
            CastlingRule r = p.model.castling().get(p.side).get(Move.rule(m));
            if (s == r.kingTo() || s == r.partnerTo()) return false;
            return p.board[s] == 0 || s == r.kingFrom() || s == r.partnerFrom();
        }
        int to = Move.to(m);
        if (s == to) return false;
        if (p.board[s] == 0) return true;
        if (type == Move.DROP || type == Move.DROP_ADVANCE || type == Move.PASS || type == Move.WALL) return false;
        return s == Move.from(m) || type == Move.EN_PASSANT && s == p.epVictim;
    }

    /** The moves of {@code m} with an arrow on each square the moved piece could move to from where it lands. */
    static int arrows(Position p, Walls w, int m, int[] out, int n) {
        int from = Move.from(m), to = Move.to(m), me = p.side;
        int code = p.board[from];
        if (code == 0 || Move.type(m) != Move.NORMAL && Move.type(m) != Move.EN_PASSANT) return n;
        MoveTable t = p.kinds[Codes.kind(code)].tables()[me];
        int start = n;
        n = Leaps.arrows(p, w, m, t, to, out, start, n);
        return Slides.arrows(p, w, m, t, to, out, start, n);
    }

    static int once(int[] out, int start, int n, int m) {
        for (int i = start; i < n; i++) if (out[i] == m) return n;
        out[n] = m;
        return n + 1;
    }

    /**
     * Atlantis: the moves stay as they are, and a turn may be a wall alone at the edge or next to
     * a wall; not in check, as Fairy-Stockfish plays it (a wall does not parry a check).
     */
    static int edgeWalls(Position p, Walls w, MoveList moves, int first, int n) {
        // The moves stand without a wall, packed as a walling variant packs them: a castling's
        // rule moves to bits 16-20 (Move.base reads it there).
        for (int i = first; i < n; i++) {
            if (Move.type(moves.moves[i]) == Move.CASTLE) moves.moves[i] = Move.withWall(moves.moves[i], -1);
        }
        Board g = p.geo;
        if (p.checkRules && p.inCheck(p.side)) return n;
        int[] out = moves.room(n, p.squares);
        for (int s = 0; s < p.squares; s++) {
            if (p.board[s] != 0 || !w.allowed(p.side, s)) continue;
            int x = g.x(s), y = g.y(s);
            boolean edge = x == 0 || y == 0 || x == g.files - 1 || y == g.ranks - 1
                    || isWall(p, g.at(x + 1, y)) || isWall(p, g.at(x - 1, y)) || isWall(p, g.at(x, y + 1)) || isWall(p, g.at(x, y - 1));
            if (edge) out[n++] = Move.wallOnly(s);
        }
        return n;
    }

    static boolean isWall(Position p, int s) {
        return s >= 0 && p.board[s] != 0 && Codes.kind(p.board[s]) == p.tables.walls.kind();
    }
}
