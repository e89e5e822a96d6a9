package io.ashtapada.model;

import io.ashtapada.syntax.Ast;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The multi-leg move kind ({@code path}): {@code legs[i][player]} lists the absolute (dx, dy)
 * pairs of leg i for a player, flattened. Every leg but the last lands on an empty square, unless
 * {@code stopOnCapture}: then a leg that captures ends the move there. The move may not end
 * where it started. Its effect is a plain move from the start to the end square (the squares
 * passed are empty), so it is generated as one.
 *
 * <p>The one model home of this kind: it compiles itself from the definition ({@link #of}) and
 * answers where it may land ({@link #landings}); the engine's {@code engine.Paths} generates its
 * moves.
 *
 * @param legMoveOnly     per leg: this leg may not capture
 * @param noRoyalCapture  the move may not take a royal piece
 */
public record PathSpec(int[][][] legs, boolean[] legMoveOnly, boolean stopOnCapture, boolean noRoyalCapture) {

    /**
     * A path move of the definition, compiled for every player: each leg's vectors in all eight
     * symmetric images, turned to the player and the piece's facing.
     */
    static PathSpec of(Ast.PathMove pm, Facing facing, List<Player> players) {
        int n = pm.legs().size();
        int[][][] legs = new int[n][players.size()][];
        boolean[] moveOnly = new boolean[n];
        for (int i = 0; i < n; i++) {
            Ast.Leg leg = pm.legs().get(i);
            moveOnly[i] = leg.moveOnly();
            Set<List<Integer>> images = new LinkedHashSet<>();
            for (int[] v : leg.vectors()) {
                int x = v[0], y = v[1];
                int[][] all = {{x, y}, {-x, y}, {x, -y}, {-x, -y}, {y, x}, {-y, x}, {y, -x}, {-y, -x}};
                for (int[] a : all) if (a[0] != 0 || a[1] != 0) images.add(List.of(a[0], a[1]));
            }
            for (Player p : players) {
                int[] flat = new int[images.size() * 2];
                int j = 0;
                for (List<Integer> v : images) {
                    flat[j++] = p.vx(facing, v.get(0), v.get(1));
                    flat[j++] = p.vy(facing, v.get(0), v.get(1));
                }
                legs[i][p.index()] = flat;
            }
        }
        return new PathSpec(legs, moveOnly, pm.stopOnCapture(), pm.noRoyalCapture());
    }

    /**
     * Every square a piece of {@code player} on {@code s} may end on by this path on some board:
     * each leg from every square the previous one reached (the board's contents ignored), the
     * start itself excluded.
     */
    boolean[] landings(Board b, int player, int s) {
        boolean[] from = new boolean[b.size];
        from[s] = true;
        for (int[][] leg : legs) {
            boolean[] next = new boolean[b.size];
            int[] v = leg[player];
            for (int q = 0; q < b.size; q++) {
                if (!from[q]) continue;
                for (int i = 0; i + 1 < v.length; i += 2) {
                    int t = b.at(b.x(q) + v[i], b.y(q) + v[i + 1]);
                    if (t >= 0) next[t] = true;
                }
            }
            from = next;
        }
        from[s] = false;
        return from;
    }
}
