package io.ashtapada.model;

/**
 * How a game is scored.
 *
 * @param win          added to the winner's points
 * @param draw         added to each player's points in a draw
 * @param captureBonus per kind: points for capturing an enemy piece of that kind (once per capture)
 * @param loserKeeps   the loser keeps the points gathered during the game
 * @param matchGames   games in a match (sides alternate), 1 when not a match
 */
public record Scoring(double win, double draw, double[] captureBonus, boolean loserKeeps, int matchGames) {

    /** Orthodox scoring: 1 for a win, ½ each for a draw. */
    public static Scoring orthodox(int kinds) {
        return new Scoring(1, 0.5, new double[kinds], true, 1);
    }
}
