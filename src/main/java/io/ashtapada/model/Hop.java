package io.ashtapada.model;

import java.util.*;

/**
 * The hopping kinds: {@code hop} (XBetza {@code p}, the cannon: over exactly one piece, then as a
 * slide) and {@code grasshop} (XBetza {@code g}: lands only just beyond the piece it hops over).
 * Their entries are rays of {@link MoveTable#rays} flagged {@link MoveTable#HOP} (and {@link
 * MoveTable#GRASSHOP}); their reverse entries the {@code hop*} arrays of {@link AttackTables}.
 */
final class Hop implements MoveKind {
    static final Hop HOP = new Hop(false), GRASSHOP = new Hop(true);

    private final boolean grass;

    private Hop(boolean grass) {
        this.grass = grass;
    }

    @Override
    public void fill(TableBuilder.Square out, Board b, int s, MoveSpec spec, int ax, int ay, int flags, SquareSet to) {
        Slide.ray(out, b, s, spec, ax, ay, flags | MoveTable.HOP | (grass ? MoveTable.GRASSHOP : 0), to);
    }

    @Override
    public String modifiers(MoveSpec spec) {
        return spec.lame() == MoveSpec.Lameness.JUMP_FIRST ? null : grass ? "g" : "p";
    }

    @Override
    public String atom(MoveSpec spec, String letter) {
        return Slide.rider(spec, letter);
    }

    // ------------------------------------------------------------ reverse (attack) tables

    /** Adds a capturing hop ray (flags f) in direction {@code dir} to the reverse tables. */
    static void reverse(TableBuilder.Reverse r, int[] ray, long dir, int f, long bit) {
        // A grasshopper's screen stands next to its landing square: a table of its own.
        // By distance, as for slides: a hop's range and zones hold for its landing squares.
        List<Map<Long, long[]>> table = (f & MoveTable.GRASSHOP) != 0 ? r.grassTo : r.hopsTo;
        for (int d = 0; d < ray.length; d++) {
            if ((ray[d] & MoveTable.PASS_ONLY) != 0) continue;
            int to = ray[d] & MoveTable.SQ_MASK;
            table.get(to).computeIfAbsent(dir, x -> new long[r.masksLength])[d] |= bit;
        }
    }

    /** The reverse hops to s, into the attack tables' arrays. */
    static void storeReverse(TableBuilder.AttackParts a, Board b, int s, Map<Long, long[]> hops, Map<Long, long[]> grass) {
        List<int[]> hl = new ArrayList<>();
        List<long[]> hk = new ArrayList<>();
        List<Boolean> adjacent = new ArrayList<>();
        for (Map<Long, long[]> table : List.of(hops, grass)) {
            for (Map.Entry<Long, long[]> e : table.entrySet()) {
                int[] ray = TableBuilder.reverseRay(b, s, e.getKey());
                hl.add(ray);
                hk.add(Arrays.copyOf(e.getValue(), ray.length));
                adjacent.add(table == grass);
            }
        }
        a.hopAdjacent[s] = new boolean[adjacent.size()];
        for (int i = 0; i < adjacent.size(); i++) a.hopAdjacent[s][i] = adjacent.get(i);
        a.hopRays[s] = hl.toArray(new int[0][]);
        a.hopKinds[s] = hk.toArray(new long[0][]);
    }

    /** Does some hopper attack s? */
    static boolean any(AttackTables a, int s) {
        return a.hopRays[s].length > 0;
    }
}
