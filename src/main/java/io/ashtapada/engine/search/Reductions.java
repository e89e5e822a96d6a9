package io.ashtapada.engine.search;

/**
 * How many plies shallower a late quiet move is searched first (late-move reductions): a table
 * growing with the logarithm of the remaining depth times the logarithm of the move's place in
 * the order, as the strongest engines use, since both a deeper node and a later move make a
 * cutoff by that move less likely.
 */
final class Reductions {
    /** Rows of the table: depths and move numbers beyond are read at the last row. */
    static final int SIZE = 64;
    private static final int[][] TABLE = new int[SIZE][SIZE];

    static {
        for (int d = 1; d < SIZE; d++) {
            for (int m = 1; m < SIZE; m++) TABLE[d][m] = (int) (0.75 + Math.log(d) * Math.log(m) / 2.25);
        }
    }

    /** From this remaining depth on, a null move's cutoff is verified by a reduced real search. */
    static final int VERIFY_DEPTH = 10;

    /** Reverse futility: up to this remaining depth, a position this many centipawns a ply above beta is taken to hold it. */
    static final int RFP_DEPTH = 6, RFP_MARGIN = 50;

    /**
     * Exchange pruning is used up to this remaining depth; a quiet move losing more than
     * {@code SEE_QUIET} × depth² centipawns in the exchange, or a capture more than
     * {@code SEE_CAPTURE} × depth, is not searched.
     */
    static final int SEE_DEPTH = 6, SEE_QUIET = 40, SEE_CAPTURE = 100;

    /** Singular extensions from this remaining depth on, with a margin of this many centipawns a ply below the table's value. */
    static final int SINGULAR_DEPTH = 5, SINGULAR_MARGIN = 2;

    /** A bound the table holds from a search at least this deep stands for the static value in the prunings. */
    static final int TABLE_STANDS_FROM = 2;

    /** Futility pruning is used up to this remaining depth. */
    static final int FUTILITY_DEPTH = 3;

    /**
     * Futility: up to {@link #FUTILITY_DEPTH} plies from the horizon, a quiet move that gives no
     * check is taken not to raise a standing score more than {@link Scores#FUTILITY} centipawns a
     * ply; where even that stays at or below alpha, the score such a move is given unsearched.
     * {@link Integer#MIN_VALUE} where every move is searched.
     */
    static int futility(int standing, int depth, int alpha) {
        if (depth > FUTILITY_DEPTH) return Integer.MIN_VALUE;
        int bound = standing + Scores.FUTILITY * depth;
        return bound <= alpha ? bound : Integer.MIN_VALUE;
    }

    /** From this remaining depth on, a node the table knows no move for is searched a ply shallower (internal iterative reduction). */
    static final int IIR_DEPTH = 4;

    /** Late-move pruning is used up to this remaining depth. */
    static final int LMP_DEPTH = 4;

    private Reductions() {
    }

    /**
     * The reduction of the {@code moveNumber}-th choice (0-based) at this depth; one less at a
     * node of the principal variation, at least 1, and never so much that the reduced search
     * starts below depth 1.
     */
    static int lateMove(int depth, int moveNumber, boolean pvNode) {
        int r = TABLE[Math.min(depth, SIZE - 1)][Math.min(moveNumber, SIZE - 1)] - (pvNode ? 1 : 0);
        return Math.max(1, Math.min(r, depth - 2));
    }

    /**
     * How many plies a null move's search is shallower than a real move's: 3, one more every 4
     * plies of depth and one more per 2 pawns the side stands above beta (at most 2), so the
     * refutation that the side to move could pass is looked for cheaply where a pass probably holds.
     */
    static int nullMove(int depth, int margin) {
        return 3 + depth / 4 + Math.min(Math.max(margin, 0) / 200, 2);
    }

    /** How many choices a node this near the horizon searches before its later quiet moves are pruned. */
    static int lateMoveCount(int depth) {
        return 3 + depth * depth;
    }
}
