package io.ashtapada.model;

/**
 * A piece in hand may be placed on an empty square of {@code zone[player]} as a whole move;
 * with {@code thenAdvance} the same move may go on with one non-capturing straight-forward
 * move of the dropped piece (Omega Transplant's ninja pawns, OT-7). With {@code splitColours} the
 * kind's pieces (board and hand) must end up half on light and half on dark squares: no drop,
 * of this kind or another, may leave that impossible (placement chess's bishops). With
 * {@code perFile > 0} it may not be dropped on a file holding that many unpromoted pieces of the
 * kind of the same player (1: shogi's nifu, {@code one per file}; 2: Tori shogi's swallows); with {@code noMate} its drop may not checkmate. With {@code eitherSide}
 * (a piece that turns over) it may also be dropped turned over, as the kind it turns to.
 */
public record DropRule(SquareSet[] zone, boolean thenAdvance, boolean splitColours, int perFile,
                       boolean noMate, Place place, SquareSet[] fill, boolean endless, boolean eitherSide) {

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

    public DropRule(SquareSet[] zone, boolean thenAdvance, boolean splitColours, int perFile, boolean noMate, boolean eitherSide) {
        this(zone, thenAdvance, splitColours, perFile, noMate, Place.ANY, null, false, eitherSide);
    }
}
