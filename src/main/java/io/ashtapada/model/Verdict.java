package io.ashtapada.model;

/** What a rule makes of the player it concerns: a loss, a draw for all, or a win. */
public enum Verdict {
    LOSS, DRAW, WIN
}
