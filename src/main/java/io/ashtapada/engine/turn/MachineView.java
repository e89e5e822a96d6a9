package io.ashtapada.engine.turn;

import io.ashtapada.engine.MoveList;
import io.ashtapada.engine.Position;
import io.ashtapada.model.DiceRules;
import io.ashtapada.model.RuleModel;

/**
 * What the rooms of a {@link TurnMachine} ({@link Adjudication}, {@link ActionText}) read of it:
 * the game as it stands and the few steps they take on it. The machine implements it, so the
 * rooms depend on this view and not on the machine (issue 24: no import circle in the engine).
 */
interface MachineView {
    // Journal entry kinds: the low four bits of an entry's first word.
    int ROLL = 0, REROLL = 1, CONFIRM = 2, PLAY = 3, PASS = 4, FORFEIT = 5, RESIGN = 6, DRAW = 7,
            ELIMINATE = 8, OFFER = 9, ACCEPT = 10, TIMEOUT = 11;
    /**
     * Journal flag: a PLAY that waits for its confirmation roll; a CONFIRM whose capture stood; a
     * RESIGN or TIMEOUT that took its player out of a larger game; an OFFER or ACCEPT that
     * completed a draw by agreement.
     */
    int FLAG = 1 << 8;

    RuleModel model();

    /** The dice rules, or null for a game without dice. */
    DiceRules dice();

    Position position();

    Phase phase();

    /** The legal moves now (in a dice game, for the faces rolled). */
    MoveList moves();

    /** The moves the rules generate now, before the dice phase is considered. */
    MoveList generated();

    void playGenerated(int move);

    boolean undo();

    Outcome outcome();

    String describe(Outcome o);

    Action parse(String text) throws IllegalActionException;

    /** The player who resigned, or -1. */
    int resigned();

    /** The player who lost on time, or -1. */
    int timedOut();

    boolean drawAgreed();

    int movesMade();

    int actionCount();

    /** Word {@code w} (0, 1 or 2) of journal entry {@code i}. */
    int journal(int i, int w);

    /** Did action {@code i} take a player out of the game? */
    boolean leaves(int i);

    int actor(int i);
}
