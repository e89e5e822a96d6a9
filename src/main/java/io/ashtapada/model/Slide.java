package io.ashtapada.model;

import java.util.*;

/**
 * The slide kind: the vector repeated until blocked, up to a range ({@code R}, {@code B},
 * {@code W3}, ...), optionally passing over its first square ({@code JUMP_FIRST}, XBetza
 * {@code j} on a slider: {@code jB}). Its table entries live in {@link MoveTable#rays} (squares in order, {@link
 * MoveTable#PASS_ONLY} outside the landing zone) and {@link MoveTable#rayFlags}, which the
 * hopping kinds ({@link Hop}) share, told apart by {@link MoveTable#HOP}; its reverse entries in
 * the {@code ray*} arrays of {@link AttackTables}.
 */
final class Slide implements MoveKind {
    static final Slide INSTANCE = new Slide();

    private Slide() {
    }

    @Override
    public void fill(TableBuilder.Square out, Board b, int s, MoveSpec spec, int ax, int ay, int flags, SquareSet to) {
        ray(out, b, s, spec, ax, ay, flags, to);
    }

    /** Adds the ray from s along (ax, ay) with flags {@code flags} (a slide's or a hop's). */
    static void ray(TableBuilder.Square out, Board b, int s, MoveSpec spec, int ax, int ay, int flags, SquareSet to) {
        List<Integer> ray = new ArrayList<>();
        int lastLand = -1;
        for (int k = 1; spec.maxRange() == 0 || k <= spec.maxRange(); k++) {
            int t = b.at(b.x(s) + ax * k, b.y(s) + ay * k);
            if (t < 0) break;
            if (k == 1 && spec.lame() == MoveSpec.Lameness.JUMP_FIRST) continue;
            boolean land = to == null || to.contains(t);
            ray.add(t | (land ? 0 : MoveTable.PASS_ONLY));
            if (land) {
                lastLand = ray.size();
                out.reach(t);
            }
        }
        if (lastLand < 0) return;
        out.rays.add(ray.subList(0, lastLand).stream().mapToInt(Integer::intValue).toArray());
        out.rayFlags.add(flags | (spec.lame() == MoveSpec.Lameness.JUMP_FIRST ? MoveTable.JUMP_FIRST : 0));
    }

    @Override
    public String modifiers(MoveSpec spec) {
        return spec.lame() == MoveSpec.Lameness.JUMP_FIRST ? "j" : "";
    }

    @Override
    public String atom(MoveSpec spec, String letter) {
        return rider(spec, letter);
    }

    /** A riding atom: {@code R}, {@code B}, {@code NN} unlimited, else the letter and the range. */
    static String rider(MoveSpec spec, String letter) {
        return spec.maxRange() == 0
                ? (letter.equals("W") ? "R" : letter.equals("F") ? "B" : letter + letter)
                : letter + spec.maxRange();
    }

    // ------------------------------------------------------------ the table, read (every ray, hops too)

    /** The rays' share of the per-square arrays of a table under construction. */
    static void store(TableBuilder.Parts parts, int s, List<int[]> rays, List<Integer> flags) {
        parts.rays[s] = rays.toArray(new int[0][]);
        parts.rayFlags[s] = flags.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Writes the rays' squares from s to {@code out} from {@code i} (with {@code passed}: those only passed too); returns the new count. */
    static int squares(MoveTable t, int s, boolean passed, int[] out, int i) {
        for (int[] ray : t.rays[s]) {
            for (int e : ray) if (passed || (e & MoveTable.PASS_ONLY) == 0) out[i++] = e & MoveTable.SQ_MASK;
        }
        return i;
    }

    /** Does a ray from s run along its file toward growing y ({@code dy} 1) or falling y (-1), two squares or more? */
    static boolean alongFile(MoveTable t, Board b, int s, int dy) {
        for (int[] ray : t.rays[s]) {
            if (ray.length < 2) continue;
            boolean file = true;
            for (int i = 0; i < ray.length && file; i++) {
                int q = ray[i] & MoveTable.SQ_MASK;
                file = b.x(q) == b.x(s) && b.y(q) == b.y(s) + dy * (i + 1);
            }
            if (file) return true;
        }
        return false;
    }

    /** The most squares a non-capturing ride of table t from s goes along a file, rank or diagonal (hops aside). */
    static int straightMoveReach(MoveTable t, Board b, int s) {
        int most = 0;
        for (int r = 0; r < t.rays[s].length; r++) {
            int[] ray = t.rays[s][r];
            if ((t.rayFlags[s][r] & MoveTable.MOVE) == 0 || (t.rayFlags[s][r] & MoveTable.HOP) != 0 || ray.length == 0) continue;
            most = Math.max(most, b.straightDistance(s, ray[ray.length - 1] & MoveTable.SQ_MASK));
        }
        return most;
    }

    /** How many ray squares s has, passed ones too. */
    static int count(MoveTable t, int s) {
        int n = 0;
        for (int[] ray : t.rays[s]) n += ray.length;
        return n;
    }

    /**
     * The rides from s as {@link MoveTable#steps} entries from {@code out[n]} on; the new count,
     * or -1 when one of them hops. With {@code mobility}, as {@link MoveTable#reach} entries:
     * first-move-only rides and hops left out.
     */
    static int walk(MoveTable t, int s, int[] out, int n, boolean mobility) {
        for (int r = 0; r < t.rays[s].length; r++) {
            int f = t.rayFlags[s][r];
            if ((f & MoveTable.HOP) != 0 && !mobility) return -1;
            if (mobility && (f & (MoveTable.INITIAL | MoveTable.HOP)) != 0) continue;
            int[] ray = t.rays[s][r];
            int next = n + ray.length;
            int landing = f & (MoveTable.MOVE | MoveTable.CAPTURE | MoveTable.EN_PASSANT);
            for (int e : ray) {
                int modes = ((e & MoveTable.PASS_ONLY) != 0 ? 0 : landing) | f & MoveTable.INITIAL;
                out[n++] = (e & MoveTable.SQ_MASK) | modes | next << MoveTable.STEP_NEXT;
            }
        }
        return n;
    }

    static boolean hasInitial(MoveTable t, int s) {
        for (int f : t.rayFlags[s]) if ((f & MoveTable.INITIAL) != 0) return true;
        return false;
    }

    /** The most squares of any ray of the table. */
    static int longest(MoveTable t) {
        int longest = 0;
        for (int[][] rs : t.rays) for (int[] ray : rs) longest = Math.max(longest, ray.length);
        return longest;
    }

    // ------------------------------------------------------------ reverse (attack) tables

    /** Adds the capturing rays of the piece (bit {@code bit}) from s to the reverse tables; hops go to {@link Hop}. */
    static void reverse(TableBuilder.Reverse r, Board b, MoveTable t, int s, long bit) {
        for (int i = 0; i < t.rays[s].length; i++) {
            int f = t.rayFlags[s][i];
            if ((f & MoveTable.CAPTURE) == 0) continue;
            int[] ray = t.rays[s][i];
            int first = ray[0] & MoveTable.SQ_MASK;
            // A jump-first ride's first square is its second step: the step is half of it, and
            // the square at place d of the ray is d + 2 steps from s.
            int steps = (f & MoveTable.JUMP_FIRST) != 0 ? 2 : 1;
            long dir = TableBuilder.direction((b.x(first) - b.x(s)) / steps, (b.y(first) - b.y(s)) / steps);
            if ((f & MoveTable.HOP) != 0) {
                Hop.reverse(r, ray, dir, f, bit);
                continue;
            }
            boolean initial = (f & MoveTable.INITIAL) != 0;
            List<Map<Long, long[]>> table = steps == 2 ? (initial ? r.jumpsInitTo : r.jumpsTo) : initial ? r.raysInitTo : r.raysTo;
            for (int d = 0; d < ray.length; d++) {
                if ((ray[d] & MoveTable.PASS_ONLY) != 0) continue;
                int to = ray[d] & MoveTable.SQ_MASK;
                table.get(to).computeIfAbsent(dir, x -> new long[r.masksLength])[d + steps - 1] |= bit;
            }
        }
    }

    /** The reverse rays to s, into the attack tables' arrays: the plain rides', then the jump-first rides'. */
    static void storeReverse(TableBuilder.AttackParts a, Board b, int s, Map<Long, long[]> plain, Map<Long, long[]> initial,
                             Map<Long, long[]> jumps, Map<Long, long[]> jumpsInitial) {
        ReverseRays rides = reverseRays(b, s, plain, initial), jumping = reverseRays(b, s, jumps, jumpsInitial);
        a.rays[s] = rides.rays;
        a.rayKinds[s] = rides.kinds;
        a.rayInit[s] = rides.initialKinds;
        a.jumpRays[s] = jumping.rays;
        a.jumpKinds[s] = jumping.kinds;
        a.jumpInit[s] = jumping.initialKinds;
    }

    /** The rays to a square, each with the kinds attacking from each distance along it (and those only while unmoved). */
    private record ReverseRays(int[][] rays, long[][] kinds, long[][] initialKinds) {
    }

    /** The rays from s against each direction of the two tables, and per ray the kinds by distance of each. */
    private static ReverseRays reverseRays(Board b, int s, Map<Long, long[]> plain, Map<Long, long[]> initial) {
        Set<Long> dirs = new LinkedHashSet<>(plain.keySet());
        dirs.addAll(initial.keySet());
        List<int[]> rl = new ArrayList<>();
        List<long[]> km = new ArrayList<>(), ki = new ArrayList<>();
        for (long dir : dirs) {
            int[] ray = TableBuilder.reverseRay(b, s, dir);
            rl.add(ray);
            km.add(Arrays.copyOf(plain.getOrDefault(dir, new long[0]), ray.length));
            ki.add(Arrays.copyOf(initial.getOrDefault(dir, new long[0]), ray.length));
        }
        return new ReverseRays(rl.toArray(new int[0][]), km.toArray(new long[0][]), ki.toArray(new long[0][]));
    }

    /** Does a jump-first ride attack s? */
    static boolean anyJump(AttackTables a, int s) {
        return a.jumpRays[s].length > 0;
    }
}
