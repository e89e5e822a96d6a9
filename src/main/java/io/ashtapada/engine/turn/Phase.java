package io.ashtapada.engine.turn;

/** Where a turn stands. */
public enum Phase {
    /** A dice game waits for the turn's roll. */
    ROLL,
    /** The player to move chooses: a move, a pass, or (dice games) a re-roll. */
    CHOOSE,
    /** A royal capture waits for its confirmation roll (OM-12). */
    CONFIRM,
    /** The game is over. */
    OVER
}
