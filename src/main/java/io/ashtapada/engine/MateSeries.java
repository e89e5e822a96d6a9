package io.ashtapada.engine;

import io.ashtapada.model.Goals;

/**
 * Shatar's mate rule ({@link Goals.Mate}): per ply, the kinds that check the player to move
 * ({@code BoardState.checkers}, recorded by {@code Position.make} only for variants with the rule,
 * from {@code Attacks.checkingKinds}), and the look back along
 * the mating player's series of checks that decides whether a checkmate counts.
 */
public final class MateSeries {
    private MateSeries() {
    }

    /** The kinds (bit k: kind k) of the pieces that check the player to move (two players), 0 when not in check; only with the rule. */
    public static long checkingKinds(Position p) {
        return p.checkers[p.ply];                 // recorded when the position was loaded or the move made
    }

    /**
     * For the player to move, checkmated: is a check by one of {@code kinds} among the other
     * player's unbroken series of checks that led here (this ply's check, the one two plies
     * before if that player was in check then too, and so on back to the loaded position)?
     */
    public static boolean seriesHas(Position p, long kinds) {
        for (int q = p.ply; q >= 0; q -= 2) {
            long c = p.checkers[q];
            if (c == 0) return false;
            if ((c & kinds) != 0) return true;
        }
        return false;
    }
}
