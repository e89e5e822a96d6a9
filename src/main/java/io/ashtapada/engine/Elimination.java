package io.ashtapada.engine;

/**
 * Elimination in games of more than two players (GR-4, GR-7): after a move, the next player
 * still in the game becomes the player to move, P. Every other player whose royal piece P
 * attacks is checkmated and leaves the game (their pieces leave the board); this repeats, since
 * a removal can open a line. If P then has no legal move, P is checkmated too and the next
 * player still in the game becomes P, with the same checks. With two players nothing here
 * applies: checkmate and stalemate end the game as usual.
 *
 * <p>The end rules of the language with more players: a player whom a loss rule takes out —
 * extinction ({@code extinction of king loss}), a bare king, or, under check rules, the last
 * royal piece lost to an explosion or an after-move hook — leaves the game as a checkmated one
 * does, and the game goes on among the others. A rule that names a winner — N-check (the mover's
 * N-th check), a flag piece on its zone, extinction that wins — ends the game at once
 * ({@link Ending#of}): the position then has no moves. A player to move with no legal move and
 * not in check is stalemated: {@code stalemate loss} takes it out like checkmate; with
 * {@code draw} the game ends drawn among the players still in it, with {@code win} the
 * stalemated player wins (the turn machine reads which from the position without moves).
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
            Legality.legal(p, moves);
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
                if (p.activePlayers() > 1 && (p.endsEarly || p.royalLossEliminates)) {
                    // The loss rules, in turn order from the player to move.
                    for (int i = 0, o = mover; i < p.playerCount && p.activePlayers() > 1; i++, o = (o + 1) % p.playerCount) {
                        if (p.isOut(o)) continue;
                        int cause = Ending.loses(p, o);
                        if (cause != Ending.NONE) {
                            p.eliminate(o, cause);
                            count++;
                            changed = true;
                        }
                    }
                }
            }
            if (p.activePlayers() <= 1 || p.endsEarly && Ending.of(p) != Ending.NONE) {
                moves.clear();
                return count;
            }
            Legality.legal(p, moves);
            if (moves.size() > 0) return count;
            // No legal move: checkmate takes the player out, and so does a stalemate that loses;
            // a stalemate that draws or wins ends the game here.
            boolean mated = p.checkRules && p.inCheck(p.side);
            if (!mated && p.stalemate != io.ashtapada.model.EndRules.Stalemate.LOSS) return count;
            p.eliminate(p.side);
            count++;
        }
    }
}
