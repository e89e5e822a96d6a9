package io.ashtapada.engine;

import java.util.Arrays;

/**
 * A growable list of packed moves ({@link Move}). Generation appends to it without boxing;
 * it starts small and doubles when full, so no definition can overflow it.
 */
public final class MoveList {
    /** The moves, valid in [0, size). */
    int[] moves;
    /** How many moves the list holds. */
    int size;

    public MoveList() {
        this(32);
    }

    public MoveList(int capacity) {
        moves = new int[Math.max(4, capacity)];
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public int get(int i) {
        if (i >= size) throw new IndexOutOfBoundsException(i);
        return moves[i];
    }

    public void clear() {
        size = 0;
    }

    public void add(int move) {
        if (size == moves.length) moves = Arrays.copyOf(moves, size * 2);
        moves[size++] = move;
    }

    /**
     * Makes room for {@code extra} moves after the first {@code n} (the generator's count,
     * which runs ahead of {@link #size} while it works); returns the array to write into.
     */
    int[] room(int n, int extra) {
        if (n + extra > moves.length) moves = Arrays.copyOf(moves, Math.max(moves.length * 2, n + extra));
        return moves;
    }

    public boolean contains(int move) {
        for (int i = 0; i < size; i++) if (moves[i] == move) return true;
        return false;
    }

    /** The moves as a new array of exactly {@link #size()} elements. */
    public int[] toArray() {
        return Arrays.copyOf(moves, size);
    }

    /** Drops repeated moves in out[start..n) (two components reaching one square: G-1). */
    static int dedupe(int[] out, int start, int n) {
        int w = start;
        outer:
        for (int i = start; i < n; i++) {
            for (int j = start; j < w; j++) if (out[j] == out[i]) continue outer;
            out[w++] = out[i];
        }
        return w;
    }

    /** Adds {@code s} to the first {@code n} squares in {@code out} unless there already (an attacker found two ways). */
    static int addOnce(int[] out, int n, int s) {
        for (int i = 0; i < n; i++) if (out[i] == s) return n;
        out[n] = s;
        return n + 1;
    }
}
