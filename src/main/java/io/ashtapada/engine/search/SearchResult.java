package io.ashtapada.engine.search;

import io.ashtapada.engine.turn.Action;
import java.util.List;

/**
 * The search's answer.
 *
 * @param action     the move, pass or forfeit chosen, or null when the choice is a re-roll
 * @param reroll     the dice to throw again when that is the choice, else null
 * @param score      in centipawns from the searching player's view; beyond {@link Search#WIN_BOUND} a forced result
 * @param depth      the last finished iteration
 * @param nodes      nodes visited
 * @param millis     time taken
 * @param pv         the principal variation as choice codes (see {@link Search#pvText})
 * @param iterations every finished iteration
 */
public record SearchResult(Action action, Action.Dice reroll, int score, int depth, long nodes, long millis, int[] pv,
                     List<Iteration> iterations) {
    /** Is the score a forced win (positive) or loss (negative), and in how many plies? 0 when not. */
    public int mateIn() {
        if (Math.abs(score) < Scores.WIN_BOUND) return 0;
        int plies = Scores.WIN - Math.abs(score);
        return score > 0 ? plies : -plies;
    }
}
