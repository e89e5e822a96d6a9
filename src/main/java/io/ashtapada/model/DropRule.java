package io.ashtapada.model;

/**
 * A piece in hand may be placed on an empty square of {@code zone[player]} as a whole move;
 * with {@code thenAdvance} the same move may go on with one non-capturing straight-forward
 * move of the dropped piece (Omega Transplant's ninja pawns, OT-7).
 */
public record DropRule(SquareSet[] zone, boolean thenAdvance) {
}
