package io.ashtapada.api;

import java.util.List;
import java.util.SplittableRandom;

/**
 * A player that decides at random: for testing, for filling a seat in the terminal game and
 * as the smallest example of driving a turn. It re-rolls now and then when the rules allow,
 * then picks uniformly among the legal moves (a pass included).
 */
public final class RandomPlayer {
    private final SplittableRandom random;

    public RandomPlayer(long seed) {
        this.random = new SplittableRandom(seed);
    }

    /** Plays one whole turn of the side to move: rolls, re-rolls, move or pass, confirmation rolls. */
    public void playTurn(Game g) throws IllegalMoveException {
        String mover = g.sideToMove();
        int plies = g.movesMade();
        for (int guard = 0; guard < 16; guard++) {
            switch (g.phase()) {
                case OVER -> {
                    return;
                }
                case ROLL, CONFIRM -> g.roll();
                case CHOOSE -> {
                    List<String> rerolls = g.rerollOptions();
                    if (!rerolls.isEmpty() && random.nextInt(5) == 0) {
                        g.reroll(rerolls.get(random.nextInt(rerolls.size())));
                        continue;
                    }
                    List<String> moves = g.legalMoves();
                    if (moves.isEmpty()) throw new IllegalStateException("no legal move and no pass in " + g.position());
                    g.play(moves.get(random.nextInt(moves.size())));
                }
            }
            if (g.movesMade() > plies || !g.sideToMove().equals(mover)) return;
        }
        throw new IllegalStateException("a turn did not end in " + g.position());
    }
}
