package io.ashtapada.model;

import java.util.Arrays;

/**
 * The kinds' square tables of a definition's {@code evaluation} block: per kind (by index) and
 * square (by index), centipawns added to a piece's worth, from the first player's side, in two
 * phases: {@code middle}, counted while the opponent keeps its pieces, and {@code end}, once they
 * are gone (between, in proportion). A kind without a table, or a phase not given, adds nothing.
 * The second player's piece counts the square the board's symmetry maps it to
 * ({@code Evaluator}). Immutable.
 */
public final class SquareTables {
    /** The least and the largest number of a table, in centipawns. */
    public static final int MIN = -2000, MAX = 2000;
    /** No tables. */
    public static final SquareTables NONE = new SquareTables(new int[0][], new int[0][]);

    private final int[][] middle, end;

    /**
     * Tables by kind index (rows null where a kind has none); copied.
     *
     * @throws IllegalArgumentException when the two arrays differ in length
     */
    public SquareTables(int[][] middle, int[][] end) {
        if (middle.length != end.length) throw new IllegalArgumentException("a middle and an end row for each kind");
        this.middle = copy(middle);
        this.end = copy(end);
    }

    private static int[][] copy(int[][] a) {
        int[][] out = new int[a.length][];
        for (int i = 0; i < a.length; i++) out[i] = a[i] == null ? null : a[i].clone();
        return out;
    }

    /** Has no kind a table? */
    public boolean isEmpty() {
        for (int k = 0; k < middle.length; k++) if (middle[k] != null || end[k] != null) return false;
        return true;
    }

    /** Kind {@code kind}'s middlegame table by square (a copy), or null when it has none. */
    public int[] middle(int kind) {
        return kind < middle.length && middle[kind] != null ? middle[kind].clone() : null;
    }

    /** Kind {@code kind}'s endgame table by square (a copy), or null when it has none. */
    public int[] end(int kind) {
        return kind < end.length && end[kind] != null ? end[kind].clone() : null;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SquareTables t && Arrays.deepEquals(middle, t.middle) && Arrays.deepEquals(end, t.end);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.deepHashCode(middle) + Arrays.deepHashCode(end);
    }
}
