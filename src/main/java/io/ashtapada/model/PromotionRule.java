package io.ashtapada.model;

/**
 * Promotion of a piece kind: on landing in {@code zone[player]} it becomes one of
 * {@code choices}; when {@code optional} it may also stay as it is.
 */
public record PromotionRule(SquareSet[] zone, int[] choices, boolean optional) {
}
