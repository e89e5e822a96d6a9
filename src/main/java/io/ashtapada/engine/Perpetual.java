package io.ashtapada.engine;

/**
 * {@code perpetual check loses} (Fairy-Stockfish's perpetualCheckIllegal): which player, if any,
 * gave check with every move while a position came back. The span runs from the earliest of the
 * position's last {@code n} occurrences to now; a player in check at each of its turns in it was
 * checked perpetually. Reads the per-ply check memory ({@link BoardState#sideInCheck}), which a
 * game fills as it asks each position's outcome (Adjudication) and a search as it visits its nodes;
 * nothing is added to {@code make}, so perft and the rest pay nothing for the rule.
 */
final class Perpetual {
    private Perpetual() {
    }

    /** The player who checked perpetually over the last {@code n} occurrences of the position, or -1 (none, both, or fewer occurrences). */
    static int checker(BoardState p, int n) {
        if (p.playerCount != 2) return -1;
        int first = -1, seen = 0;
        for (int i = p.ply; i >= 0 && i >= p.ply - p.halfmove; i--) {
            if (p.hashes[i] == p.hash && ++seen == n) {
                first = i;
                break;
            }
        }
        if (first < 0) return -1;
        // Whether the player to move now, and the other, was in check at each of its turns.
        boolean toMove = true, other = true;
        for (int i = first; i <= p.ply; i++) {
            boolean inCheck = i == p.ply ? p.sideInCheck() : i < p.checkAt.length && p.checkAt[i] == 2;
            if (inCheck) continue;
            if ((p.ply - i & 1) == 0) toMove = false;
            else other = false;
        }
        if (toMove == other) return -1;
        return toMove ? 1 - p.side : p.side;
    }
}
