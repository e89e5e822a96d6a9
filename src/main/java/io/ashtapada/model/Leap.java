package io.ashtapada.model;

import java.util.List;

/**
 * The leap kind: one jump per vector, lame ({@code n}: the path must be empty) or jumping
 * ({@code j}: the path square must be occupied). Its table entries live in
 * {@link MoveTable#leaps} (target and flags) and {@link MoveTable#leapPath} (up to two path
 * squares), its reverse entries in the {@code leap*} arrays of {@link AttackTables}.
 */
final class Leap implements MoveKind {
    static final Leap INSTANCE = new Leap();

    private Leap() {
    }

    @Override
    public void fill(TableBuilder.Square out, Board b, int s, MoveSpec spec, int ax, int ay, int flags, SquareSet to) {
        int t = b.at(b.x(s) + ax, b.y(s) + ay);
        if (t < 0 || (to != null && !to.contains(t))) return;
        int path = MoveTable.NONE | (MoveTable.NONE << 9);
        if (spec.lame() != MoveSpec.Lameness.NONE) {
            int[] ps = path(b, s, ax, ay);
            if (ps == null) return;
            path = (ps.length > 0 ? ps[0] : MoveTable.NONE) | ((ps.length > 1 ? ps[1] : MoveTable.NONE) << 9);
            flags |= spec.lame() == MoveSpec.Lameness.LAME ? MoveTable.LAME : MoveTable.JUMP;
        }
        out.leaps.add(new int[]{t | flags, path});
        out.reach(t);
    }

    @Override
    public String modifiers(MoveSpec spec) {
        return switch (spec.lame()) {
            case NONE -> "";
            case LAME -> "n";
            case JUMP -> "j";
            case JUMP_FIRST -> null;
        };
    }

    @Override
    public String atom(MoveSpec spec, String letter) {
        return letter;
    }

    /**
     * The squares a lame leap passes: every square between for straight and diagonal leaps,
     * the first orthogonal step along the longer side for oblique ones (the Xiangqi horse),
     * then, where the leap is one orthogonal step and diagonal steps (a zebra, (2,3)), the
     * square after the first diagonal step too (the Janggi elephant, as Fairy-Stockfish's
     * {@code nZ}). Null when a path square does not exist, so the leap is impossible.
     */
    private static int[] path(Board b, int s, int ax, int ay) {
        int x = b.x(s), y = b.y(s);
        if (ax == 0 || ay == 0 || Math.abs(ax) == Math.abs(ay)) {
            int k = Math.max(Math.abs(ax), Math.abs(ay));
            int[] out = new int[Math.min(2, k - 1)];
            for (int i = 1; i < k && i <= 2; i++) {
                out[i - 1] = b.at(x + Integer.signum(ax) * i, y + Integer.signum(ay) * i);
                if (out[i - 1] < 0) return null;
            }
            return out;
        }
        int ox = Math.abs(ax) > Math.abs(ay) ? Integer.signum(ax) : 0, oy = ox == 0 ? Integer.signum(ay) : 0;
        int t = b.at(x + ox, y + oy);
        if (t < 0) return null;
        int lo = Math.min(Math.abs(ax), Math.abs(ay)), hi = Math.max(Math.abs(ax), Math.abs(ay));
        if (lo < 2 || hi - lo != 1) return new int[]{t};
        int u = b.at(x + ox + Integer.signum(ax), y + oy + Integer.signum(ay));
        return u < 0 ? null : new int[]{t, u};
    }

    // ------------------------------------------------------------ the table, read

    /** The leaps' share of the per-square arrays of a table under construction. */
    static void store(TableBuilder.Parts parts, int s, List<int[]> leaps) {
        parts.leaps[s] = leaps.stream().mapToInt(e -> e[0]).toArray();
        parts.leapPath[s] = leaps.stream().mapToInt(e -> e[1]).toArray();
    }

    /** Writes the leaps' target squares from s to {@code out} from {@code i}; returns the new count. */
    static int squares(MoveTable t, int s, int[] out, int i) {
        for (int e : t.leaps[s]) out[i++] = e & MoveTable.SQ_MASK;
        return i;
    }

    /**
     * The leaps from s as {@link MoveTable#steps} entries (with {@code mobility}: as
     * {@link MoveTable#reach} entries, first-move-only leaps left out) from {@code out[n]} on;
     * the new count, or -1 when one of them depends on its path (lame, jumping).
     */
    static int walk(MoveTable t, int s, int[] out, int n, boolean mobility) {
        int modes = MoveTable.SQ_MASK | MoveTable.MOVE | MoveTable.CAPTURE | MoveTable.INITIAL | MoveTable.EN_PASSANT;
        for (int e : t.leaps[s]) {
            if (mobility && (e & MoveTable.INITIAL) != 0) continue;
            if ((e & (MoveTable.LAME | MoveTable.JUMP)) != 0) return -1;
            out[n] = (e & modes) | (n + 1) << MoveTable.STEP_NEXT;
            n++;
        }
        return n;
    }

    /** How many leap entries s has (with {@code played}: only those that move or capture). */
    static int count(MoveTable t, int s, boolean played) {
        if (!played) return t.leaps[s].length;
        int n = 0;
        for (int e : t.leaps[s]) if ((e & (MoveTable.MOVE | MoveTable.CAPTURE)) != 0) n++;
        return n;
    }

    /** The most squares a non-capturing leap of table t from s goes along a file, rank or diagonal. */
    static int straightMoveReach(MoveTable t, Board b, int s) {
        int most = 0;
        for (int e : t.leaps[s]) if ((e & MoveTable.MOVE) != 0) most = Math.max(most, b.straightDistance(s, e & MoveTable.SQ_MASK));
        return most;
    }

    /** The squares of the leaps from s that capture with no condition (not lame, jumping or first-move-only), a new array. */
    static int[] plainCaptures(MoveTable t, int s) {
        int[] out = new int[t.leaps[s].length];
        int n = 0;
        for (int e : t.leaps[s]) {
            if ((e & MoveTable.CAPTURE) != 0 && (e & (MoveTable.LAME | MoveTable.JUMP | MoveTable.INITIAL | MoveTable.HOP)) == 0) {
                out[n++] = e & MoveTable.SQ_MASK;
            }
        }
        return java.util.Arrays.copyOf(out, n);
    }

    static boolean hasInitial(MoveTable t, int s) {
        for (int e : t.leaps[s]) if ((e & MoveTable.INITIAL) != 0) return true;
        return false;
    }

    // ------------------------------------------------------------ reverse (attack) tables

    /** Adds the capturing leaps of the piece (bit {@code bit}) from s to the reverse tables. */
    static void reverse(TableBuilder.Reverse r, MoveTable t, int s, long bit) {
        for (int i = 0; i < t.leaps[s].length; i++) {
            int e = t.leaps[s][i];
            if ((e & MoveTable.CAPTURE) == 0) continue;
            int to = e & MoveTable.SQ_MASK;
            int cond = e & (MoveTable.LAME | MoveTable.JUMP | MoveTable.INITIAL);
            add(r.leapsTo.get(to), s, bit, cond, t.leapPath[s][i]);
        }
    }

    private static void add(List<long[]> list, int from, long bit, int cond, int path) {
        if (cond == 0) {
            for (long[] e : list) {
                if (e[0] == from && e[2] == 0) {
                    e[1] |= bit;
                    return;
                }
            }
        }
        list.add(new long[]{from, bit, cond, path});
    }

    /** The reverse leaps to s, into the attack tables' arrays. */
    static void storeReverse(TableBuilder.AttackParts a, int s, List<long[]> l) {
        a.leapFrom[s] = l.stream().mapToInt(e -> (int) e[0]).toArray();
        a.leapKinds[s] = l.stream().mapToLong(e -> e[1]).toArray();
        a.leapCond[s] = l.stream().mapToInt(e -> (int) e[2]).toArray();
        a.leapPath[s] = l.stream().mapToInt(e -> (int) e[3]).toArray();
    }

    /** Does some reverse leap to s hold only with its path (lame or jumping)? */
    static boolean conditional(AttackTables a, int s) {
        for (int c : a.leapCond[s]) if ((c & (MoveTable.LAME | MoveTable.JUMP)) != 0) return true;
        return false;
    }
}
