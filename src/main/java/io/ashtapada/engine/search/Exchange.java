package io.ashtapada.engine.search;

import io.ashtapada.engine.Move;
import io.ashtapada.engine.Position;
import io.ashtapada.model.Codes;

/**
 * Static exchange evaluation for any piece kind: the material a capture wins or loses when both
 * sides then take on its square, each with its least valuable attacker, and each free to stop.
 * The attackers come from the compiled attack tables ({@link Position#attackers}), so a fairy
 * piece's leaps, rides and hops count as they move; what stands behind an attacker on its line
 * (an x-ray: a rook behind a rook, a queen behind a pawn) joins the exchange when the piece in
 * front of it has taken; a recapturing pawn's promotion is not seen. Two players only.
 */
final class Exchange {
    /** A royal piece's worth here: capturing one ends the exchange as a loss for whoever gave it up. */
    static final int ROYAL = 100 * Evaluator.PAWN;
    private static final int MAX_SWAPS = 64;

    private final SearchCore sr;
    /** Per kind, its value in the exchange. */
    private final int[] value;
    private final int[][] attackers;
    private final int[] gain = new int[MAX_SWAPS + 1];
    /** Per side, the attackers already used (bit i: attackers[side][i]). */
    private final long[] used = new long[2];
    /** Per side, how many attackers it has so far. */
    private final int[] n = new int[2];
    /** The squares the exchange has emptied so far (bit s: square s). */
    private final long[] gone;

    Exchange(SearchCore sr) {
        this.sr = sr;
        var kinds = sr.model.pieces();
        value = new int[kinds.size()];
        for (int k = 0; k < value.length; k++) value[k] = kinds.get(k).royal() ? ROYAL : sr.eval.value[k];
        int squares = sr.model.board().size;
        attackers = new int[][]{new int[squares], new int[squares]};
        gone = new long[(squares + 63) >>> 6];
    }

    /** The value of the piece on {@code sq} in the exchange (0 when empty). */
    int valueOn(int sq) {
        int c = sr.pos.pieceAt(sq);
        return c == 0 ? 0 : value[Codes.kind(c)];
    }

    /** What the capture {@code m} of the player to move wins (negative: loses) in centipawns. */
    int see(int m) {
        return swap(m, Integer.MIN_VALUE);
    }

    /**
     * Does the move {@code m} of the player to move win less than {@code threshold} in the
     * exchange on its square ({@code see(m) < threshold})? The same answer as the whole exchange
     * gives, often from its first steps: a move that keeps its gain even when its piece is taken
     * back at once wins enough, and one that loses too much when the opponent's least valuable
     * attacker takes it back wins too little.
     */
    boolean below(int m, int threshold) {
        // The mover can always stop after the first recapture: it wins at least its victim less
        // the piece it put on the square.
        int victim = Move.type(m) == Move.EN_PASSANT ? Evaluator.PAWN : valueOn(Move.to(m));
        int onSquare = isPromotion(m) ? value[Move.kind(m)] : valueOn(Move.from(m));
        if (victim - onSquare >= threshold) return false;
        return swap(m, threshold) < threshold;
    }

    /**
     * The exchange on the square of {@code m}: its value, or, where the first recapture alone
     * shows that the value is below {@code threshold}, some value below it.
     */
    private int swap(int m, int threshold) {
        Position pos = sr.pos;
        int from = Move.from(m), to = Move.to(m);
        int us = pos.side();
        gain[0] = Move.type(m) == Move.EN_PASSANT ? Evaluator.PAWN : valueOn(to);
        // Where the opponent cannot take back, not even with a rider the mover uncovers, the
        // capture wins its victim (a quiet move: nothing) and the mover's own attackers are not
        // looked for.
        int theirs = pos.attackers(to, 1 - us, attackers[1]);
        java.util.Arrays.fill(gone, 0L);
        // En passant: the taken piece's square is emptied too, and a rider behind it on the line
        // to the square joins (a rook behind the taken pawn on its file).
        int taken = Move.type(m) == Move.EN_PASSANT ? pos.enPassantVictim() : -1;
        if (theirs == 0 && taken < 0) {
            gone[from >>> 6] |= 1L << from;
            if (pos.revealed(to, from, 1 - us, gone) < 0) return gain[0];
            gone[from >>> 6] &= ~(1L << from);
        }
        int onSquare = isPromotion(m) ? value[Move.kind(m)] : valueOn(from);
        if (theirs > 0 && taken < 0 && threshold != Integer.MIN_VALUE) {
            // The opponent takes back first with its least valuable attacker (this one, or a
            // cheaper one the mover's leaving uncovers): whatever follows, the mover ends with
            // at most its victim, less its piece, plus what it can take back, that attacker.
            int least = Integer.MAX_VALUE;
            for (int i = 0; i < Math.min(theirs, MAX_SWAPS); i++) least = Math.min(least, valueOn(attackers[1][i]));
            if (gain[0] - onSquare + least < threshold) return threshold - 1;
        }
        int[] n = this.n;
        n[0] = pos.attackers(to, us, attackers[0]);
        n[1] = theirs;
        long[] used = this.used;
        used[0] = used[1] = 0;
        for (int i = 0; i < Math.min(n[0], MAX_SWAPS); i++) if (attackers[0][i] == from) used[0] |= 1L << i;
        if (taken >= 0) {
            for (int i = 0; i < Math.min(n[1], MAX_SWAPS); i++) if (attackers[1][i] == taken) used[1] |= 1L << i;
            leave(to, taken, us);
        }
        leave(to, from, us);
        int side = 1, d = 0;
        while (d < MAX_SWAPS) {
            int best = -1, bestValue = Integer.MAX_VALUE;
            for (int i = 0; i < Math.min(n[side], MAX_SWAPS); i++) {
                if ((used[side] & 1L << i) != 0) continue;
                int v = valueOn(attackers[side][i]);
                if (v < bestValue) {
                    bestValue = v;
                    best = i;
                }
            }
            if (best < 0) break;
            d++;
            gain[d] = onSquare - gain[d - 1];   // what the side taking now stands at if it is taken back
            used[side] |= 1L << best;
            leave(to, attackers[side][best], us);
            onSquare = bestValue;
            side = 1 - side;
        }
        // Each side takes only where that beats stopping.
        for (; d > 0; d--) gain[d - 1] = -Math.max(-gain[d - 1], gain[d]);
        return gain[0];
    }

    /**
     * The piece on {@code x} takes on {@code to}: its square is left, and a slider of either side
     * behind it on the line to {@code to} joins that side's attackers (the x-ray).
     */
    private void leave(int to, int x, int us) {
        gone[x >>> 6] |= 1L << x;
        for (int side = 0; side < 2; side++) {
            int y = sr.pos.revealed(to, x, side == 0 ? us : 1 - us, gone);
            if (y < 0) continue;
            for (int i = 0; i < n[side]; i++) if (attackers[side][i] == y) return;   // a leap of its own reached to already
            if (n[side] < attackers[side].length) attackers[side][n[side]++] = y;
            return;                           // one line through x: one piece behind it
        }
    }

    /** Does the move promote (a move or an en passant capture that names the kind it becomes)? */
    static boolean isPromotion(int m) {
        int t = Move.type(m);
        return (t == Move.NORMAL || t == Move.EN_PASSANT) && Move.kind(m) >= 0;
    }
}
