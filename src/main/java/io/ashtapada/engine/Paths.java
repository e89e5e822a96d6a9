package io.ashtapada.engine;

import io.ashtapada.model.PathSpec;
import io.ashtapada.model.PromotionRule;

/**
 * The multi-leg move kind ({@code path}, {@link PathSpec}): its moves, walked leg by leg over the
 * board. Paths are dice powers only (they need no attack queries: a piece attacks by its own
 * moves, not by what a roll may grant), so this is the whole of what the engine does with them;
 * the move generator asks here, as it asks {@link Leaps}, {@link Slides} and {@link Hops}.
 */
final class Paths {
    private Paths() {
    }

    /**
     * The moves by path {@code ps} of the piece on {@code s}, appended to out from n; moves
     * already in out[start..n) are not added again (G-1).
     */
    static int generate(Position p, int s, PathSpec ps, int[] out, int start, int n, boolean mayCapture) {
        return path(p, s, s, 0, ps, out, start, n, mayCapture);
    }

    /**
     * The moves of a multi-leg path from {@code cur}, leg {@code leg} on, for the piece that
     * started on {@code s} (whose square counts as empty). Each complete path is a plain move
     * from s to its end; moves already in out[start..n) are not added again (G-1).
     */
    private static int path(Position p, int s, int cur, int leg, PathSpec ps, int[] out, int start, int n, boolean mayCapture) {
        int[] vs = ps.legs()[leg][p.side];
        boolean last = leg == ps.legs().length - 1;
        int x = p.geo.x(cur), y = p.geo.y(cur);
        for (int i = 0; i < vs.length; i += 2) {
            int t = p.geo.at(x + vs[i], y + vs[i + 1]);
            if (t < 0) continue;
            int c = t == s ? 0 : p.board[t];
            if (c == 0) {
                if (!last) n = path(p, s, t, leg + 1, ps, out, start, n, mayCapture);
                else if (t != s && Restraints.ownRulesAllow(p, s, t, false)) n = addOnce(p, out, start, n, s, t);
            } else if ((c & 3) != p.side && mayCapture && !ps.legMoveOnly()[leg]
                    && !(ps.noRoyalCapture() && p.royalKind[(c >>> 2) - 1]) && (last || ps.stopOnCapture())
                    && !Restraints.immune(p, t, cur) && Restraints.ownRulesAllow(p, s, t, true)) {
                // The capturer stands where its capturing leg starts (OM-6 for two-leg captures).
                n = addOnce(p, out, start, n, s, t);
            }
        }
        return n;
    }

    /** Adds the plain move from {@code from} to {@code to} unless out[start..n) already has it. */
    private static int addOnce(Position p, int[] out, int start, int n, int from, int to) {
        int m = Move.normal(from, to);
        for (int i = start; i < n; i++) if (out[i] == m || (Move.from(out[i]) == from && Move.to(out[i]) == to)) return n;
        PromotionRule promo = p.kinds[(p.board[from] >>> 2) - 1].promotion();
        return Promotions.add(p, out, n, from, to, promo == null || promo.inPlace() ? null : promo.zone()[p.side], promo);
    }

}
