package io.ashtapada.engine.search;

/**
 * How chance nodes are pruned: {@code NONE} is plain expectimax (every outcome searched in
 * the full window), {@code STAR1} narrows each outcome's window by what the others could
 * bring and cuts when the node can no longer fall inside the window, {@code STAR2} (the
 * default) first probes every outcome with one move to find lower bounds, cutting when they
 * alone reach beta, and uses them to narrow the Star1 windows (Ballard 1983).
 */
public enum ChancePruning { NONE, STAR1, STAR2 }
