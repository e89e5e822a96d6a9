package io.ashtapada.engine;

/**
 * Elimination in games of more than two players (GR-4, GR-7): after a move, the next player
 * still in the game becomes the player to move, P. Every other player whose royal piece P
 * attacks is checkmated and leaves the game (their pieces leave the board); this repeats, since
 * a removal can open a line. If P then has no legal move, P is checkmated too and the next
 * player still in the game becomes P, with the same checks. With two players nothing here
 * applies: checkmate and stalemate end the game as usual.
 */
public final class Elimination {
    private Elimination() {
    }

    /** Do the elimination rules apply to this variant (more than two players)? */
    public static boolean applies(Position p) {
        return p.playerCount > 2;
    }

    /**
     * Settles the position after a move (or as loaded): eliminates every player the rules
     * take out, in order, and leaves the legal moves of the player to move in {@code moves}
     * (none once a single player is left). Returns how many players were eliminated; undo each
     * with {@link Position#undoElimination()} before unmaking the move.
     */
    public static int settle(Position p, MoveList moves) {
        if (!applies(p)) {
            MoveGenerator.legal(p, moves);
            return 0;
        }
        int count = 0;
        while (true) {
            boolean changed = true;
            while (changed) {
                changed = false;
                int mover = p.side;
                for (int o = 0; o < p.playerCount; o++) {
                    if (o == mover || p.isOut(o)) continue;
                    int k = p.royalSquare(o);
                    if (k >= 0 && p.attacked(k, mover)) {
                        p.eliminate(o);
                        count++;
                        changed = true;
                    }
                }
            }
            if (p.activePlayers() <= 1) {
                moves.clear();
                return count;
            }
            MoveGenerator.legal(p, moves);
            if (moves.size() > 0) return count;
            p.eliminate(p.side);
            count++;
        }
    }
}
