package io.ashtapada.engine;

import io.ashtapada.model.Codes;
import io.ashtapada.model.PromotionRule;

/**
 * Legality of a move that changes how many pieces of a kind {@code royal KINDS while at most N}
 * counts (a drop of such a kind, a promotion into or out of one), as Fairy-Stockfish judges its
 * pseudo-royal pieces: by which pieces were royal <em>before</em> the move, followed to where they
 * go. A dropped piece of such a kind is royal for its own drop; a promotion made shogi's way (a
 * kind promoting {@code also from inside}, Fairy-Stockfish's {@code promotedPieceType}) keeps the
 * royal set as it was, while a chess promotion into such a kind makes the new piece royal, or,
 * where the player already had more than N of the kind, none of that kind (back rank chess: a
 * piece reaching the last rank and becoming a second king must not leave the first one attacked).
 * Every other move leaves the counts as they were, and {@link Position#inCheck} judges it.
 */
final class FewRoyals {
    private FewRoyals() {
    }

    /** Does the (not yet made) move {@code m} of the player to move change a few-royal kind's count? */
    static boolean changesCount(Position p, int m) {
        int t = Move.type(m), k = Move.kind(m);
        if (k < 0) return false;
        if (t == Move.DROP || t == Move.DROP_ADVANCE) return (p.fewKinds >>> k & 1) != 0;
        if (t != Move.NORMAL && t != Move.EN_PASSANT) return false;
        int was = Codes.kind(p.board[Move.from(m)]);
        return was != k && ((p.fewKinds >>> k & 1) != 0 || (p.fewKinds >>> was & 1) != 0);
    }

    /**
     * After {@code m} (made, not yet taken back; {@code was}: the kind that stood on its from
     * square before it): is no piece of {@code me} that is royal for this move attacked?
     */
    static boolean stands(Position p, int me, int m, int was) {
        int t = Move.type(m), to = Move.to(m), k = Move.kind(m);
        boolean drop = t == Move.DROP || t == Move.DROP_ADVANCE;
        int[] before = p.fewCount;             // scratch: inCheckFew, its other user, is not called here
        java.util.Arrays.fill(before, 0);
        for (int i = 0; i < p.pcount[me]; i++) before[Codes.kind(p.board[p.plist[me][i]])]++;
        // The counts before the move: a dropped piece was in hand; a promoted one was of its old kind.
        before[k]--;
        if (!drop) before[was]++;
        int n = p.fewAtMost;
        boolean chessPromotion = false;
        boolean movedWasRoyal = drop || p.kinds[was].royal() || (p.fewKinds >>> was & 1) != 0 && before[was] <= n;
        if (!drop) {
            PromotionRule pr = p.kinds[was].promotion();
            chessPromotion = pr == null || !pr.fromInside();
        }
        for (int i = 0; i < p.pcount[me]; i++) {
            int s = p.plist[me][i];
            int kind = Codes.kind(p.board[s]);
            boolean royal;
            if (s == to) {
                // The piece that moved: royal if it was (a drop: always), or a chess promotion into a
                // kind the player had fewer than N of.
                royal = movedWasRoyal || !drop && chessPromotion && (p.fewKinds >>> kind & 1) != 0 && before[kind] < n;
            } else if (p.kinds[kind].royal()) {
                royal = true;
            } else if ((p.fewKinds >>> kind & 1) != 0) {
                // Royal as before the move; a chess promotion into the kind that makes more than N
                // of it takes that royalty away.
                royal = before[kind] <= n && !(!drop && chessPromotion && kind == k && before[kind] >= n);
            } else {
                royal = false;
            }
            if (royal && p.attackedByEnemy(s, me)) return false;
        }
        return true;
    }
}
