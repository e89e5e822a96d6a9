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
                       boolean noMate, boolean eitherSide) {
}
