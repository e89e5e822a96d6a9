package io.ashtapada.model.ends;

/**
 * One end rule of a {@code rules} block, compiled: after each move the engine asks it whether
 * the game is over. Each rule is one class of this package that reads its own sentence
 * ({@link EndConditions}), keeps what it needs as final tables and answers from a
 * {@link GameView}; the engine knows none of them by name.
 *
 * <p>With two players {@link #afterMove} decides. With more, a rule that names a winner or a
 * draw ends the game from {@link #afterMove}, and a rule that takes one player out answers
 * {@link #takesOut}: that player leaves and the others play on.
 */
public interface EndCondition {
    /** {@link #afterMove}: the game goes on. */
    int GOES_ON = -2;
    /** {@link #afterMove}: the game is drawn. */
    int DRAW = -1;

    /**
     * Is the game over now that {@code mover} has moved? The winner's index, {@link #DRAW} or
     * {@link #GOES_ON}. {@code mover} is the active player before the one to move.
     */
    int afterMove(GameView v, int mover);

    /** More than two players: does this rule take {@code player} out of the game? */
    default boolean takesOut(GameView v, int player) {
        return false;
    }

    /** The reason in words, for records and messages: "4 in a row", "bare king". */
    String reason();
}
