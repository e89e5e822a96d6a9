package io.ashtapada.engine.search;

/**
 * The transposition table: per slot the full key, the best choice found, the score, the depth
 * it was searched to, whether the score is exact or a bound, and the search it was stored in.
 * Keys are the position's Zobrist hash mixed with the dice state and the searching player
 * ({@link Search}). A key may sit in any of the {@link #WAYS} slots of its bucket; a new key
 * takes the slot worth least: empty, else the one with the lowest depth less
 * {@link #AGE_WEIGHT} per search since it was stored, so what earlier searches (earlier moves
 * of the game) learnt deep gives way in time, and a deep entry of this search is kept before a
 * shallow one.
 */
final class TranspositionTable {
    static final byte EXACT = 0, LOWER = 1, UPPER = 2;
    /** Slots per bucket. */
    static final int WAYS = 4;
    /** Plies of depth an entry is worth less for each search since it was stored. */
    static final int AGE_WEIGHT = 8;

    private final long[] keys;
    private final int[] choices;
    private final int[] scores;
    private final byte[] depths;
    private final byte[] flags;
    private final byte[] ages;
    private final int mask;
    /** The current search's number (wraps at 256). */
    private byte age;

    /** A table of 2^bits slots (about 19 bytes each). */
    TranspositionTable(int bits) {
        int n = 1 << Math.max(bits, 2);
        keys = new long[n];
        choices = new int[n];
        scores = new int[n];
        depths = new byte[n];
        flags = new byte[n];
        ages = new byte[n];
        mask = n - 1;
    }

    private int bucket(long key) {
        return (int) (key ^ (key >>> 32)) & mask & -WAYS;
    }

    /** The slot holding this key, or -1. */
    int probe(long key) {
        int b = bucket(key);
        for (int i = b; i < b + WAYS; i++) if (keys[i] == key) return i;
        return -1;
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

    /** A new search begins: what is stored from now on is younger than what is there. */
    void newSearch() {
        age++;
    }

    /** How much the entry in this slot is worth keeping (empty slots least). */
    private int worth(int slot) {
        if (keys[slot] == 0) return Integer.MIN_VALUE;
        return depths[slot] - AGE_WEIGHT * ((age - ages[slot]) & 0xFF);
    }

    void store(long key, int choice, int score, int depth, byte flag) {
        int b = bucket(key);
        int i = -1;
        for (int j = b; j < b + WAYS; j++) {
            if (keys[j] == key) {
                i = j;
                break;
            }
        }
        if (i >= 0) {
            // The same position: a deeper bound of this search is kept (an exact score of the main
            // search always goes in; quiescence's, at depth 0, never over a deeper entry).
            if (depths[i] > depth && (flag != EXACT || depth <= 0) && ages[i] == age) return;
            if (choice == Search.NO_CHOICE && flag == UPPER) choice = choices[i];   // keep the move it knew
        } else {
            i = b;
            for (int j = b + 1; j < b + WAYS; j++) if (worth(j) < worth(i)) i = j;
        }
        keys[i] = key;
        choices[i] = choice;
        scores[i] = score;
        depths[i] = (byte) Math.min(depth, 127);
        flags[i] = flag;
        ages[i] = age;
    }

    void clear() {
        java.util.Arrays.fill(keys, 0);
    }

    /**
     * The slot's score at this ply when its bound settles the window (exact, a lower bound at or
     * above beta, an upper bound at or below alpha), else {@link Integer#MIN_VALUE}. The caller
     * checks the depth.
     */
    int cutoff(int slot, int ply, int alpha, int beta) {
        int s = fromTable(scores[slot], ply);
        byte f = flags[slot];
        return f == EXACT || f == LOWER && s >= beta || f == UPPER && s <= alpha ? s : Integer.MIN_VALUE;
    }

    /** A score as stored: a forced result counted from this node rather than from the root. */
    static int toTable(int score, int ply) {
        if (score >= Search.WIN_BOUND) return score + ply;
        if (score <= -Search.WIN_BOUND) return score - ply;
        return score;
    }

    /** A stored score as seen from the root, at this ply. */
    static int fromTable(int score, int ply) {
        if (score >= Search.WIN_BOUND) return score - ply;
        if (score <= -Search.WIN_BOUND) return score + ply;
        return score;
    }
}
