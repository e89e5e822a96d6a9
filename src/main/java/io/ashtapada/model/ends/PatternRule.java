package io.ashtapada.model.ends;

/**
 * An end rule about a pattern of the mover's pieces ({@code line of N}, {@code block of N},
 * {@code collinear N}, {@code connect}): with two players the player who has just moved and
 * formed it wins ({@code win}) or loses ({@code loss}); with more, a winning pattern ends the
 * game and a losing one takes its player out. A rule class says only what the pattern is.
 */
abstract class PatternRule implements EndCondition {
    /** The result is a win for the player who formed the pattern; else a loss. */
    private final boolean wins;

    PatternRule(boolean wins) {
        this.wins = wins;
    }

    /** Has player {@code c} formed the pattern? */
    abstract boolean formed(GameView v, int c);

    @Override
    public final int afterMove(GameView v, int mover) {
        if (v.players() > 2) return wins && formed(v, mover) ? mover : GOES_ON;
        return formed(v, mover) ? (wins ? mover : v.toMove()) : GOES_ON;
    }

    @Override
    public final boolean takesOut(GameView v, int player) {
        return !wins && formed(v, player);
    }
}
