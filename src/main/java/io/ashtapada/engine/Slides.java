package io.ashtapada.engine;

import io.ashtapada.model.*;

/**
 * The slide kind in the engine, and the rays it shares with the hopping kinds: its moves from
 * the compiled rays ({@link MoveTable#rays}, {@link MoveTable#rayFlags}; a ray flagged
 * {@link MoveTable#HOP} goes to {@link Hops}), which sliders attack a square and which pieces
 * they pin from the reverse rays ({@link AttackTables#rays}), and what the evaluation, drops and
 * walls ask of it. The model's {@code Slide} fills those tables; no other engine class reads
 * them. Static and allocation-free, so the hot loops call it without dispatch.
 */
final class Slides {
    private Slides() {
    }

    /**
     * The rides (and hops) of table {@code t} from s into {@code out} from {@code n}, promoting in
     * {@code promoZone}; with {@code capturesOnly} only the rides' captures (en passant too; a
     * hop's moves all, the caller filters them); the new count.
     */
    static int generate(BoardState p, int s, MoveTable t, boolean unmoved, int[] out, int n, SquareSet promoZone, PromotionRule promo,
                        boolean capturesOnly) {
        int[] board = p.board;
        int[][] rays = t.rays[s];
        for (int r = 0; r < rays.length; r++) {
            int f = t.rayFlags[s][r];
            if ((f & MoveTable.INITIAL) != 0 && !unmoved) continue;
            int[] ray = rays[r];
            if ((f & MoveTable.HOP) != 0) {
                n = Hops.generate(p, s, ray, f, out, n, promoZone, promo);
                continue;
            }
            for (int d = 0; d < ray.length; d++) {
                int e = ray[d];
                int to = e & MoveTable.SQ_MASK;
                int c = board[to];
                // A square the ride only passes is landed on in no mode.
                n = Promotions.land(p, out, n, s, to, c, (e & MoveTable.PASS_ONLY) == 0 ? f : 0, capturesOnly, promoZone, promo);
                if (c != 0) break;
            }
        }
        return n;
    }

    /** For mobility ({@link MoveGenerator#targets}): the plain rides of {@code owner}'s piece on s (hops aside), counted as there. */
    static int targets(BoardState p, int s, MoveTable t, int owner, long[] zone, long[] unsafe, int[] worth, int above) {
        int[] board = p.board;
        int n = 0;
        int[][] rays = t.rays[s];
        for (int r = 0; r < rays.length; r++) {
            int f = t.rayFlags[s][r];
            if ((f & (MoveTable.INITIAL | MoveTable.HOP)) != 0) continue;
            for (int e : rays[r]) {
                int to = e & MoveTable.SQ_MASK;
                int c = board[to];
                boolean land = (e & MoveTable.PASS_ONLY) == 0;
                boolean counts = land && (c == 0 ? (f & MoveTable.MOVE) != 0 : (c & 3) != owner && (f & MoveTable.CAPTURE) != 0);
                if (counts) {
                    n += unsafe == null || (unsafe[to >>> 6] & 1L << to) == 0 ? 1 : 1 << 10;
                    if (zone != null && (zone[to >>> 6] & 1L << to) != 0) n += 1 << 20;
                    if (c != 0 && worth != null && worth[c] > above) n |= MoveGenerator.PREY;
                }
                if (c != 0) break;
            }
        }
        return n;
    }

    /** Could a ride (or hop) of {@code owner}'s piece on sq capture a piece of another player now? */
    static boolean attacksAPiece(BoardState p, MoveTable t, int sq, int owner) {
        for (int r = 0; r < t.rays[sq].length; r++) {
            int f = t.rayFlags[sq][r];
            if ((f & MoveTable.CAPTURE) == 0 || (f & MoveTable.INITIAL) != 0 && p.moved[sq] != 0) continue;
            if ((f & MoveTable.HOP) != 0) {
                if (Hops.attacksAPiece(p, t.rays[sq][r], f, owner)) return true;
                continue;
            }
            for (int e : t.rays[sq][r]) {
                int c = p.board[e & MoveTable.SQ_MASK];
                if (c == 0) continue;
                if ((c & 3) != owner && (e & MoveTable.PASS_ONLY) == 0) return true;
                break;
            }
        }
        return false;
    }

    /**
     * The sliders of {@code by} of one of the kinds (bit k: kind k; -1: any) that attack {@code sq},
     * added to the first {@code n} attackers in {@code out}; with {@code out} null, {@code n + 1}
     * at the first found. Returns the new count ({@link Attacks#attackers}).
     */
    static int attackers(BoardState pos, AttackTables a, int sq, int by, long kinds, int[] out, int n) {
        // The rays walked as one array ({@link AttackTables#rayWalk}): on to the next ray at the first piece.
        int[] walk = a.rayWalk[sq];
        int[] board = pos.board;
        for (int i = 0; i < walk.length; ) {
            int e = walk[i];
            int t = e & MoveTable.SQ_MASK;
            int c = board[t];
            if (c == 0) {
                i++;
                continue;
            }
            if ((c & 3) == by) {
                long bit = 1L << ((c >>> 2) - 1) & kinds;
                if ((a.rayWalkKinds[sq][i] & bit) != 0 || (a.rayWalkInitialKinds[sq][i] & bit) != 0 && pos.moved[t] == 0) {
                    if (out == null) return n + 1;
                    n = MoveList.addOnce(out, n, t);
                }
            }
            i = e >>> AttackTables.WALK_NEXT;
        }
        return a.anyJumps ? jumpAttackers(pos, a, sq, by, kinds, out, n) : n;
    }

    /**
     * As {@link #attackers}, the jump-first riders, where the definition has any: a method of its
     * own, so the attack test of every other variant stays as small as it was.
     */
    private static int jumpAttackers(BoardState pos, AttackTables a, int sq, int by, long kinds, int[] out, int n) {
        int[][] jumps = a.jumpRays[sq];
        for (int r = 0; r < jumps.length; r++) {
            int[] ray = jumps[r];
            for (int d = 0; d < ray.length; d++) {
                if (pos.board[ray[d]] == 0) continue;
                // The first piece out from sq rides to it, or the one just beyond passes over it.
                int before = n;
                n = jumpAttacker(pos, a, sq, r, d, by, kinds, out, n);
                if (out == null && n != before) return n;
                if (d + 1 < ray.length) n = jumpAttacker(pos, a, sq, r, d + 1, by, kinds, out, n);
                if (out == null && n != before) return n;
                break;
            }
        }
        return n;
    }

    /** The piece at place d of jump-first ray r of sq, if by's and riding that way to sq, added to the attackers. */
    private static int jumpAttacker(BoardState pos, AttackTables a, int sq, int r, int d, int by, long kinds, int[] out, int n) {
        int t = a.jumpRays[sq][r][d], c = pos.board[t];
        if (c == 0 || (c & 3) != by) return n;
        long bit = 1L << ((c >>> 2) - 1) & kinds;
        if ((a.jumpKinds[sq][r][d] & bit) == 0 && ((a.jumpInitialKinds[sq][r][d] & bit) == 0 || pos.moved[t] != 0)) return n;
        return out == null ? n + 1 : MoveList.addOnce(out, n, t);
    }

    /**
     * The exchange's x-ray: once the piece on {@code x} has left (with those on the squares of
     * {@code gone}, {@code x} among them), the square of the piece of {@code by} it uncovers, which
     * rides along {@code sq}'s attack ray through x to sq, or -1 (x on no such ray, the ray blocked
     * before x or beyond it by another piece, or the piece there riding no other way). A
     * jump-first rider is not looked for behind x: the exchange's estimate leaves it out.
     */
    static int revealed(BoardState pos, AttackTables a, int sq, int x, int by, long[] gone) {
        if (a.rayAt != null) {
            // Distinct rays: x stands on one ray of sq at most, which the table names.
            int e = a.rayAt[sq][x] - 1;
            if (e < 0) return -1;
            int r = e >>> 16, at = e & 0xFFFF;
            int[] ray = a.rays[sq][r];
            for (int d = 0; d < at; d++) {
                int t = ray[d];
                if (pos.board[t] != 0 && (gone[t >>> 6] & 1L << t) == 0) return -1;
            }
            return behind(pos, a, sq, r, at + 1, by, gone);
        }
        int[][] rays = a.rays[sq];
        for (int r = 0; r < rays.length; r++) {
            int[] ray = rays[r];
            for (int d = 0; d < ray.length; d++) {
                int t = ray[d];
                if (t == x) return behind(pos, a, sq, r, d + 1, by, gone);
                if (pos.board[t] != 0 && (gone[t >>> 6] & 1L << t) == 0) break;
            }
        }
        return -1;
    }

    /** The first piece on ray r of sq from its place {@code from} on, if it is by's and rides along the ray to sq; else -1. */
    private static int behind(BoardState pos, AttackTables a, int sq, int r, int from, int by, long[] gone) {
        int[] ray = a.rays[sq][r];
        for (int d = from; d < ray.length; d++) {
            int t = ray[d];
            int c = pos.board[t];
            if (c == 0 || (gone[t >>> 6] & 1L << t) != 0) continue;
            if ((c & 3) != by) return -1;
            long bit = 1L << ((c >>> 2) - 1);
            boolean rides = (a.rayKinds[sq][r][d] & bit) != 0 || (a.rayInitialKinds[sq][r][d] & bit) != 0 && pos.moved[t] == 0;
            return rides ? t : -1;
        }
        return -1;
    }

    /**
     * Where the piece on {@code far} stands first on one of {@code sq}'s attack rays and rides
     * along it to sq, marks in {@code bits} the squares between them.
     */
    static void markLine(BoardState pos, AttackTables a, int sq, int far, long[] bits) {
        int[][] rays = a.rays[sq];
        long bit = 1L << ((pos.board[far] >>> 2) - 1);
        for (int r = 0; r < rays.length; r++) {
            int[] ray = rays[r];
            for (int d = 0; d < ray.length; d++) {
                int t = ray[d];
                if (t == far) {
                    boolean rides = (a.rayKinds[sq][r][d] & bit) != 0 || (a.rayInitialKinds[sq][r][d] & bit) != 0 && pos.moved[far] == 0;
                    if (rides) for (int j = 0; j < d; j++) bits[ray[j] >>> 6] |= 1L << ray[j];
                    return;
                }
                if (pos.board[t] != 0) break;
            }
        }
    }

    /**
     * Marks in {@code pinned} the pieces of {@code me} that stand alone between its royal piece
     * at {@code ksq} and a slider of {@code o} that would attack it along that line; true if it
     * marked one.
     */
    static boolean markPins(BoardState pos, AttackTables a, int me, int o, int ksq, boolean[] pinned) {
        boolean any = false;
        int[][] rays = a.rays[ksq];
        for (int r = 0; r < rays.length; r++) {
            int[] ray = rays[r];
            int own = -1;
            for (int d = 0; d < ray.length; d++) {
                int c = pos.board[ray[d]];
                if (c == 0) continue;
                if (own < 0) {
                    if ((c & 3) != me) break;
                    own = ray[d];
                    continue;
                }
                if ((c & 3) == o) {
                    long bit = 1L << ((c >>> 2) - 1);
                    if ((a.rayKinds[ksq][r][d] & bit) != 0
                            || ((a.rayInitialKinds[ksq][r][d] & bit) != 0 && pos.moved[ray[d]] == 0)) {
                        pinned[own] = true;
                        any = true;
                    }
                }
                break;
            }
        }
        return any;
    }

    /** The straight-forward non-capturing rides of a piece of kind {@code kind} just dropped on s, as drop-and-advance moves. */
    static int advances(BoardState p, int kind, MoveTable t, int s, int[] out, int n) {
        for (int r = 0; r < t.rays[s].length; r++) {
            int f = t.rayFlags[s][r];
            if ((f & MoveTable.FORWARD) == 0 || (f & MoveTable.MOVE) == 0 || (f & MoveTable.HOP) != 0) continue;
            for (int e : t.rays[s][r]) {
                int to = e & MoveTable.SQ_MASK;
                if (p.board[to] != 0) break;
                if ((e & MoveTable.PASS_ONLY) == 0) out[n++] = Move.dropAdvance(kind, s, to);
            }
        }
        return n;
    }

    /**
     * Arrows (walls): the move {@code m} with a wall on each square the piece it moves could ride
     * to from where it lands ({@code to}, table {@code t}) by a plain non-capturing ride, once m is made.
     */
    static int arrows(BoardState p, Walls w, int m, MoveTable t, int to, int[] out, int start, int n) {
        int[][] rays = t.rays[to];
        for (int r = 0; r < rays.length; r++) {
            int f = t.rayFlags[to][r];
            if ((f & MoveTable.MOVE) == 0 || (f & (MoveTable.INITIAL | MoveTable.HOP)) != 0) continue;
            for (int e : rays[r]) {
                int s = e & MoveTable.SQ_MASK;
                if (!Leaps.vacantAfter(p, m, s)) break;
                if ((e & MoveTable.PASS_ONLY) == 0 && w.allowed(p.side, s)) n = Leaps.once(out, start, n, Move.withWall(m, s));
            }
        }
        return n;
    }
}
