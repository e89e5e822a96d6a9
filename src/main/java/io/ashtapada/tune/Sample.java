package io.ashtapada.tune;

/**
 * A quiet position of a self-play game and how the game ended.
 *
 * @param game     the game it comes from (0-based), for the split into fitted and held-out games
 * @param material per tuned kind, the first player's pieces less the second's (a piece in hand
 *                 counts {@value #HAND}, as the search counts it)
 * @param score    the first player's score in that game: 1, ½ or 0
 * @param position the position string, for fitting the evaluation's weights (null where not kept)
 */
record Sample(int game, double[] material, double score, String position) {
    Sample(int game, double[] material, double score) {
        this(game, material, score, null);
    }

    /** A piece in hand against one on the board: the evaluator adds a tenth of its value. */
    static final double HAND = 1.1;
}
