package io.ashtapada.engine.search;

/**
 * The search of games of more than two players. {@code PARANOID} (the default): the
 * searching player against a coalition of all the others, each minimising its score.
 * {@code BRS}, best-reply search (Schadd and Winands 2011): between two moves of the
 * searching player only one opponent moves — the one whose best reply hurts it most — while
 * the others pass, so the searching player sees deeper into its own plans. {@code MAXN}:
 * every player maximises its own evaluation (a vector of scores, no alpha-beta pruning).
 */
public enum MultiPlayer { PARANOID, BRS, MAXN }
