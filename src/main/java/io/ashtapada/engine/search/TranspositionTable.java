package io.ashtapada.engine.search;

/**
 * The transposition table: per slot the full key, the best choice found, the score, the depth
 * it was searched to and whether the score is exact or a bound. Keys are the position's
 * Zobrist hash mixed with the dice state and the searching player ({@link Search}); slots are
 * replaced when the new entry was searched at least as deep or belongs to another key.
 */
final class TranspositionTable {
    static final byte EXACT = 0, LOWER = 1, UPPER = 2;

    private final long[] keys;
    private final int[] choices;
    private final int[] scores;
    private final byte[] depths;
    private final byte[] flags;
    private final int mask;

    /** A table of 2^bits slots (about 18 bytes each). */
    TranspositionTable(int bits) {
        int n = 1 << bits;
        keys = new long[n];
        choices = new int[n];
        scores = new int[n];
        depths = new byte[n];
        flags = new byte[n];
        mask = n - 1;
    }

    /** The slot holding this key, or -1. */
    int probe(long key) {
        int i = (int) (key ^ (key >>> 32)) & mask;
        return keys[i] == key ? i : -1;
    }

    int choice(int slot) {
        return choices[slot];
    }

    int score(int slot) {
        return scores[slot];
    }

    int depth(int slot) {
        return depths[slot];
    }

    byte flag(int slot) {
        return flags[slot];
    }

    void store(long key, int choice, int score, int depth, byte flag) {
        int i = (int) (key ^ (key >>> 32)) & mask;
        if (keys[i] == key && depths[i] > depth && flag != EXACT) return;
        keys[i] = key;
        choices[i] = choice;
        scores[i] = score;
        depths[i] = (byte) Math.min(depth, 127);
        flags[i] = flag;
    }

    void clear() {
        java.util.Arrays.fill(keys, 0);
    }
}
