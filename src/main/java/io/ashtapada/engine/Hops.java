package io.ashtapada.engine;

import io.ashtapada.model.*;

/**
 * The hopping move kinds, {@code hop} (XBetza {@code p}: the cannon, over exactly one piece, then
 * like a slider) and {@code grasshop} (XBetza {@code g}: lands only just beyond the piece it hops
 * over): their moves from the compiled rays ({@link MoveTable#HOP}, {@link MoveTable#GRASSHOP}),
 * and which hoppers attack a square, from the reverse rays ({@link AttackTables#hopRays}). One
 * home for what the engine does with these kinds: the move generator and the attack test ask
 * here. Static and allocation-free, so the hot loops call it without dispatch.
 */
final class Hops {
    private Hops() {
    }

    /**
     * A cannon-style hop: over exactly one piece, then to an empty square or onto the first piece
     * beyond; a grasshop lands only on the square just beyond that piece.
     */
    static int generate(BoardState p, int s, int[] ray, int f, int[] out, int n, SquareSet promoZone, PromotionRule promo) {
        boolean screen = false;
        boolean grass = (f & MoveTable.GRASSHOP) != 0;
        for (int e : ray) {
            int to = e & MoveTable.SQ_MASK;
            int c = p.board[to];
            if (!screen) {
                if (c != 0) {
                    if (screenBarred(p, s, c)) break;               // not over this kind (Janggi's cannon)
                    screen = true;
                }
                continue;
            }
            if (grass) {
                if ((e & MoveTable.PASS_ONLY) != 0) break;
                if (c == 0 ? (f & MoveTable.MOVE) != 0 : (c & 3) != p.side && (f & MoveTable.CAPTURE) != 0) {
                    n = Promotions.add(p, out, n, s, to, promoZone, promo);
                }
                break;
            }
            boolean land = (e & MoveTable.PASS_ONLY) == 0;
            if (c == 0) {
                if (land && (f & MoveTable.MOVE) != 0) n = Promotions.add(p, out, n, s, to, promoZone, promo);
                continue;
            }
            if (land && (c & 3) != p.side && (f & MoveTable.CAPTURE) != 0) n = Promotions.add(p, out, n, s, to, promoZone, promo);
            break;
        }
        return n;
    }

    /** May the hopper on s not use the piece {@code screen} as its screen ({@code not over})? */
    static boolean screenBarred(BoardState p, int s, int screen) {
        long[] barred = p.tables.hopScreenBarred;
        return barred != null && (barred[Codes.kind(p.board[s])] & (1L << Codes.kind(screen))) != 0;
    }

    /**
     * Could a hop along {@code ray} (flags {@code f}) of a piece of {@code owner} capture a piece
     * of another player now: over the first piece, onto the next (a grasshop: onto the square
     * just beyond the screen only)?
     */
    static boolean attacksAPiece(BoardState p, int[] ray, int f, int owner) {
        boolean screen = false;
        for (int e : ray) {
            int c = p.board[e & MoveTable.SQ_MASK];
            if (!screen) {
                screen = c != 0;
                continue;
            }
            if (c == 0) {
                if ((f & MoveTable.GRASSHOP) != 0) break;
                continue;
            }
            return (c & 3) != owner && (e & MoveTable.PASS_ONLY) == 0;
        }
        return false;
    }

    /**
     * The hoppers of {@code by} of one of the kinds (bit k: kind k; -1: any) that attack
     * {@code sq}, added to the first {@code n} attackers in {@code out}; with {@code out} null,
     * {@code n + 1} at the first found. Returns the new count ({@link Attacks#attackers}).
     */
    static int attackers(BoardState pos, AttackTables a, int sq, int by, long kinds, int[] out, int n) {
        int[][] hops = a.hopRays[sq];
        for (int r = 0; r < hops.length; r++) {
            int[] ray = hops[r];
            if (a.hopAdjacent[sq][r] && pos.board[ray[0]] == 0) continue;
            int screen = 0;
            for (int d = 0; d < ray.length; d++) {
                int c = pos.board[ray[d]];
                if (c == 0) continue;
                if (screen == 0) {
                    screen = c;
                    continue;
                }
                if ((c & 3) == by && (a.hopKinds[sq][r][d] & kinds & (1L << ((c >>> 2) - 1))) != 0 && hopAllowed(pos, c, screen, sq)) {
                    if (out == null) return n + 1;
                    n = MoveList.addOnce(out, n, ray[d]);
                }
                break;
            }
        }
        return n;
    }

    /**
     * May the hopper {@code hopper} take on {@code sq} over {@code screen}: neither kind barred by
     * its {@code not over} and {@code not taking} rules (only the hops of variants with such rules ask)?
     */
    static boolean hopAllowed(BoardState pos, int hopper, int screen, int sq) {
        int k = Codes.kind(hopper);
        long[] over = pos.tables.hopScreenBarred, taking = pos.tables.captureBarred;
        if (over != null && (over[k] & (1L << Codes.kind(screen))) != 0) return false;
        return taking == null || pos.board[sq] == 0 || (taking[k] & (1L << Codes.kind(pos.board[sq]))) == 0;
    }
}
