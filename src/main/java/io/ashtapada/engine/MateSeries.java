package io.ashtapada.engine;

import io.ashtapada.model.Codes;
import io.ashtapada.model.Goals;

import java.util.Arrays;

/**
 * Shatar's mate rule ({@link Goals.Mate}): per ply, the kinds that check the player to move
 * ({@code BoardState.checkers}, kept only for variants with the rule), and the look back along
 * the mating player's series of checks that decides whether a checkmate counts.
 */
public final class MateSeries {
    private MateSeries() {
    }

    /** Records the kinds checking the player to move at the position's current ply. */
    static void record(Position p) {
        if (p.ply >= p.checkers.length) p.checkers = Arrays.copyOf(p.checkers, Math.max(p.ply + 1, p.checkers.length * 2));
        p.checkers[p.ply] = checkingKinds(p);
    }

    /**
     * The kinds (bit k: kind k) of the pieces that attack the royal piece of the player to move
     * (two players), 0 when not in check.
     */
    public static long checkingKinds(Position p) {
        int sq = p.royalSquare(p.side);
        if (sq < 0) return 0;
        int by = 1 - p.side;
        int[] at = new int[p.pcount[by]];
        int n = p.attacks.attackers(sq, by, -1L, at);
        long kinds = 0;
        for (int i = 0; i < n; i++) kinds |= 1L << Codes.kind(p.board[at[i]]);
        return kinds;
    }

    /**
     * For the player to move, checkmated: is a check by one of {@code kinds} among the other
     * player's unbroken series of checks that led here (this ply's check, the one two plies
     * before if that player was in check then too, and so on back to the loaded position)?
     */
    public static boolean seriesHas(Position p, long kinds) {
        if ((checkingKinds(p) & kinds) != 0) return true;
        for (int q = p.ply - 2; q >= 0; q -= 2) {
            long c = p.checkers[q];
            if (c == 0) return false;
            if ((c & kinds) != 0) return true;
        }
        return false;
    }
}
