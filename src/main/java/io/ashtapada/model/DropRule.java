package io.ashtapada.model;

/**
 * A piece in hand may be placed on an empty square of {@code zone[player]} as a whole move;
 * with {@code thenAdvance} the same move may go on with one non-capturing straight-forward
 * move of the dropped piece (Omega Transplant's ninja pawns, OT-7). With {@code splitColours} the
 * kind's pieces (board and hand) must end up half on light and half on dark squares: no drop,
 * of this kind or another, may leave that impossible (placement chess's bishops). With
 * {@code onePerFile} it may not be dropped on a file holding an unpromoted piece of the kind of
 * the same player (shogi's nifu); with {@code noMate} its drop may not checkmate.
 */
public record DropRule(SquareSet[] zone, boolean thenAdvance, boolean splitColours, boolean onePerFile,
                       boolean noMate, Place place, SquareSet[] fill, boolean endless) {

    /**
     * Where in its zone a drop may land (Fairy-Stockfish's enclosing drops). {@code fill}, when
     * not null, comes first: while one of its squares is empty, drops go only there, and the
     * place rule waits until it is full (Othello's four centre squares). {@code endless}: the
     * hand never runs out of the kind (Ataxx's clones), so a drop does not take from it.
     */
    public enum Place {
        /** anywhere in the zone */
        ANY,
        /** enemy pieces lie in a line (file, rank or diagonal) between it and a piece of the dropper */
        ENCLOSING,
        /** a king's step from a piece of the dropper */
        NEXT_TO_OWN,
        /** not a wazir's step from an enemy piece */
        APART,
        /** the lowest empty square of its file */
        FALLING,
        /** slid in from an edge along a file or rank, stopping before the first piece or at the far edge */
        FROM_A_SIDE
    }

    public DropRule(SquareSet[] zone, boolean thenAdvance, boolean splitColours, boolean onePerFile, boolean noMate) {
        this(zone, thenAdvance, splitColours, onePerFile, noMate, Place.ANY, null, false);
    }
}
