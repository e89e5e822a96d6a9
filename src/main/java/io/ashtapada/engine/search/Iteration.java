package io.ashtapada.engine.search;

/** One finished iteration of the deepening, as an analysis prints it. */
public record Iteration(int depth, int score, long nodes, long millis, int[] pv) {
}
