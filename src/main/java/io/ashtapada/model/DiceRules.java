package io.ashtapada.model;

/**
 * The dice of a game and the turn options they give.
 *
 * <p>A roll is two faces (1..sides). Face f lets the kinds in {@code capture[f]} move with or
 * without capturing and the kinds in {@code moveOnly[f]} move without capturing (bit k = kind
 * k). When both dice show f and {@code hasDouble[f]}, {@code doubleCapture[f]} and
 * {@code doubleMoveOnly[f]} replace the face's meaning for both dice.
 *
 * @param count              number of dice (2)
 * @param sides              faces per die
 * @param rerollOne          one die may be re-rolled once a turn
 * @param rerollBothIfDouble both dice may be re-rolled once a turn while they show a double
 * @param rerollOneOrBoth    once a turn, one die or both may be re-rolled
 * @param passScores         the player may pass instead of moving, scoring the dice total
 * @param forfeit            with no legal move the turn is forfeited (a move of its own)
 * @param confirmRoyal       a capture of a royal piece must be confirmed by a further roll
 * @param confirmUnlessFirstDouble ... except when made possible by the turn's first roll showing a double
 * @param castlingBothDice   castling needs one die for the king's kind and another for the partner's
 */
public record DiceRules(int count, int sides, long[] capture, long[] moveOnly, boolean[] hasDouble,
                        long[] doubleCapture, long[] doubleMoveOnly, boolean rerollOne, boolean rerollBothIfDouble,
                        boolean rerollOneOrBoth, boolean passScores, boolean forfeit, boolean confirmRoyal,
                        boolean confirmUnlessFirstDouble, boolean castlingBothDice) {

    /** Kinds die {@code i} (0 or 1) lets move, capturing or not, for the roll (a, b). */
    public long dieMask(int i, int a, int b) {
        int f = i == 0 ? a : b;
        if (a == b && hasDouble[f]) return doubleCapture[f] | doubleMoveOnly[f];
        return capture[f] | moveOnly[f];
    }

    /** Kinds that may capture with the roll (a, b). */
    public long captureMask(int a, int b) {
        if (a == b && hasDouble[a]) return doubleCapture[a];
        return capture[a] | capture[b];
    }

    /** Kinds that may move (capturing or not) with the roll (a, b). */
    public long moveMask(int a, int b) {
        return dieMask(0, a, b) | dieMask(1, a, b);
    }

    /** The number of distinct unordered outcomes of a roll. */
    public int outcomes() {
        return sides * (sides + 1) / 2;
    }
}
