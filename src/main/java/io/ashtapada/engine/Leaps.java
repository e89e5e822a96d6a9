package io.ashtapada.engine;

import io.ashtapada.model.*;

/**
 * The leap kind in the engine: its moves from the compiled leaps ({@link MoveTable#leaps},
 * {@link MoveTable#leapPath}), its path conditions (lame, jumping), which leapers attack a square
 * from the reverse leaps ({@link AttackTables#leapFrom}), and what the evaluation, drops and walls
 * ask of it. The model's {@code Leap} fills those tables; no other engine class reads them.
 * Static and allocation-free, so the hot loops call it without dispatch.
 */
final class Leaps {
    private Leaps() {
    }

    /**
     * The leaps of table {@code t} from s into {@code out} from {@code n}, promoting in
     * {@code promoZone}; with {@code capturesOnly} only the captures (en passant too); the new count.
     */
    static int generate(BoardState p, int s, MoveTable t, boolean unmoved, int[] out, int n, SquareSet promoZone, PromotionRule promo,
                        boolean capturesOnly) {
        int[] board = p.board;
        int[] leaps = t.leaps[s];
        for (int i = 0; i < leaps.length; i++) {
            int e = leaps[i];
            if ((e & MoveTable.INITIAL) != 0 && !unmoved) continue;
            if ((e & (MoveTable.LAME | MoveTable.JUMP)) != 0 && !conditionHolds(p, e, s, t.leapPath[s][i])) continue;
            int to = e & MoveTable.SQ_MASK;
            n = Promotions.land(p, out, n, s, to, board[to], e, capturesOnly, promoZone, promo);
        }
        return n;
    }

    /** Does a leap with condition bits {@code cond} (initial, lame, jumping) from {@code from} hold now, its path packed in {@code path}? */
    static boolean conditionHolds(BoardState pos, int cond, int from, int path) {
        if ((cond & MoveTable.INITIAL) != 0 && pos.moved[from] != 0) return false;
        int p1 = path & MoveTable.SQ_MASK, p2 = (path >>> 9) & MoveTable.SQ_MASK;
        if ((cond & MoveTable.LAME) != 0) {
            if (p1 != MoveTable.NONE && pos.board[p1] != 0) return false;
            if (p2 != MoveTable.NONE && pos.board[p2] != 0) return false;
        }
        if ((cond & MoveTable.JUMP) != 0) {
            return p1 != MoveTable.NONE && pos.board[p1] != 0;
        }
        return true;
    }

    /** For mobility ({@link MoveGenerator#targets}): the plain leaps of {@code owner}'s piece on s, counted as there. */
    static int targets(BoardState p, int s, MoveTable t, int owner, long[] zone, long[] unsafe, int[] worth, int above) {
        int[] board = p.board;
        int n = 0;
        int[] leaps = t.leaps[s];
        for (int i = 0; i < leaps.length; i++) {
            int e = leaps[i];
            if ((e & MoveTable.INITIAL) != 0) continue;
            if ((e & (MoveTable.LAME | MoveTable.JUMP)) != 0 && !conditionHolds(p, e, s, t.leapPath[s][i])) continue;
            int to = e & MoveTable.SQ_MASK;
            int c = board[to];
            if (c == 0 ? (e & MoveTable.MOVE) != 0 : (c & 3) != owner && (e & MoveTable.CAPTURE) != 0) {
                n += unsafe == null || (unsafe[to >>> 6] & 1L << to) == 0 ? 1 : 1 << 10;
                if (zone != null && (zone[to >>> 6] & 1L << to) != 0) n += 1 << 20;
                if (c != 0 && worth != null && worth[c] > above) n |= MoveGenerator.PREY;
            }
        }
        return n;
    }

    /** Could a leap of {@code owner}'s piece on sq capture a piece of another player now? */
    static boolean attacksAPiece(BoardState p, MoveTable t, int sq, int owner) {
        int[] leaps = t.leaps[sq];
        for (int i = 0; i < leaps.length; i++) {
            int e = leaps[i];
            if ((e & MoveTable.CAPTURE) == 0) continue;
            if ((e & (MoveTable.INITIAL | MoveTable.LAME | MoveTable.JUMP)) != 0 && !conditionHolds(p, e, sq, t.leapPath[sq][i])) continue;
            int c = p.board[e & MoveTable.SQ_MASK];
            if (c != 0 && (c & 3) != owner) return true;
        }
        return false;
    }

    /**
     * The leapers of {@code by} of one of the kinds (bit k: kind k; -1: any) that attack {@code sq},
     * added to the first {@code n} attackers in {@code out}; with {@code out} null, {@code n + 1}
     * at the first found. Returns the new count ({@link Attacks#attackers}).
     */
    static int attackers(BoardState pos, AttackTables a, int sq, int by, long kinds, int[] out, int n) {
        int[] lf = a.leapFrom[sq];
        long[] lk = a.leapKinds[sq];
        for (int i = 0; i < lf.length; i++) {
            int c = pos.board[lf[i]];
            if (c == 0 || (c & 3) != by || (lk[i] & kinds & (1L << ((c >>> 2) - 1))) == 0) continue;
            int cond = a.leapCond[sq][i];
            if (cond != 0 && !conditionHolds(pos, cond, lf[i], a.leapPath[sq][i])) continue;
            if (out == null) return n + 1;
            n = MoveList.addOnce(out, n, lf[i]);
        }
        return n;
    }

    /** The straight-forward non-capturing leaps of a piece of kind {@code kind} just dropped on s, as drop-and-advance moves. */
    static int advances(BoardState p, int kind, MoveTable t, int s, int[] out, int n) {
        int[] leaps = t.leaps[s];
        for (int i = 0; i < leaps.length; i++) {
            int e = leaps[i];
            if ((e & MoveTable.FORWARD) == 0 || (e & MoveTable.MOVE) == 0) continue;
            if ((e & (MoveTable.LAME | MoveTable.JUMP)) != 0 && !conditionHolds(p, e & ~MoveTable.INITIAL, s, t.leapPath[s][i])) continue;
            int to = e & MoveTable.SQ_MASK;
            if (p.board[to] == 0) out[n++] = Move.dropAdvance(kind, s, to);
        }
        return n;
    }

    /**
     * Arrows (walls): the move {@code m} with a wall on each square the piece it moves could leap
     * to from where it lands ({@code to}, table {@code t}) by a plain non-capturing leap, once m is made.
     */
    static int arrows(BoardState p, Walls w, int m, MoveTable t, int to, int[] out, int start, int n) {
        for (int e : t.leaps[to]) {
            if ((e & MoveTable.MOVE) == 0 || (e & MoveTable.INITIAL) != 0) continue;
            int s = e & MoveTable.SQ_MASK;
            if (vacantAfter(p, m, s) && w.allowed(p.side, s)) n = once(out, start, n, Move.withWall(m, s));
        }
        return n;
    }

    /** Is s empty once the plain move or en passant capture {@code m} is made? */
    static boolean vacantAfter(BoardState p, int m, int s) {
        if (s == Move.to(m)) return false;
        return p.board[s] == 0 || s == Move.from(m) || Move.type(m) == Move.EN_PASSANT && s == p.epVictim;
    }

    static int once(int[] out, int start, int n, int m) {
        for (int i = start; i < n; i++) if (out[i] == m) return n;
        out[n] = m;
        return n + 1;
    }
}
