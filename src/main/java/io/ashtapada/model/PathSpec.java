package io.ashtapada.model;

/**
 * A multi-leg move: {@code legs[i][player]} lists the absolute (dx, dy) pairs of leg i for a
 * player, flattened. Every leg but the last lands on an empty square, unless
 * {@code stopOnCapture}: then a leg that captures ends the move there. The move may not end
 * where it started. Its effect is a plain move from the start to the end square (the squares
 * passed are empty), so it is generated as one.
 *
 * @param legMoveOnly     per leg: this leg may not capture
 * @param noRoyalCapture  the move may not take a royal piece
 */
public record PathSpec(int[][][] legs, boolean[] legMoveOnly, boolean stopOnCapture, boolean noRoyalCapture) {
}
