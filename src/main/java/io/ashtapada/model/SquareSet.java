package io.ashtapada.model;

import java.util.Arrays;

/** An immutable set of square indices (a zone), stored as bits. */
public final class SquareSet {
    private final long[] words;
    /** The members in increasing order, computed once (the set never changes). */
    private final int[] members;

    SquareSet(long[] words) {
        this.words = words;
        this.members = computeMembers(words);
    }

    static SquareSet of(int capacity, Iterable<Integer> squares) {
        long[] w = new long[(capacity + 63) / 64 + 1];
        for (int s : squares) w[s >>> 6] |= 1L << s;
        return new SquareSet(w);
    }

    public boolean contains(int sq) {
        return sq >= 0 && (words[sq >>> 6] & (1L << sq)) != 0;
    }

    public boolean isEmpty() {
        for (long w : words) if (w != 0) return false;
        return true;
    }

    /** The members in increasing order; a fresh copy. */
    public int[] toArray() {
        return members.clone();
    }

    /** The members without copying, for the move generator; callers must not modify the array. */
    public int[] members() {
        return members;
    }

    private static int[] computeMembers(long[] words) {
        int n = 0;
        for (long w : words) n += Long.bitCount(w);
        int[] out = new int[n];
        int k = 0;
        for (int i = 0; i < words.length; i++) {
            long w = words[i];
            while (w != 0) {
                out[k++] = i * 64 + Long.numberOfTrailingZeros(w);
                w &= w - 1;
            }
        }
        return out;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SquareSet s && Arrays.equals(words, s.words);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(words);
    }
}
