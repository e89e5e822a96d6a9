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
 *
 * <p>Several threads of one search share a table without locks (Lazy SMP): an entry is one
 * {@code long} (choice, score, depth and bound packed), stored beside its key XOR that long, and
 * {@link #probe} hands out the entry only when the two still agree, so an entry half written
 * by another thread reads as a miss, never as another position's score. The two longs of a slot
 * are neighbours in one array, and a bucket's four slots fill 64 bytes, so a probe reads one or
 * two cache lines, not one in each of two arrays.
 */
final class TranspositionTable {
    static final byte EXACT = 0, LOWER = 1, UPPER = 2;
    /** Slots per bucket. */
    static final int WAYS = 4;
    /** Plies of depth an entry is worth less for each search since it was stored. */
    static final int AGE_WEIGHT = 8;
    /** What {@link #probe} answers for a key the table does not hold. */
    static final long MISS = 0;

    /** Per slot, at {@code 2 × slot} its key XOR its entry, at {@code 2 × slot + 1} the entry. */
    private final long[] slots;
    private final byte[] ages;
    private final int mask;
    /** The current search's number (wraps at 256). */
    private volatile byte age;

    /** A table of 2^bits slots (17 bytes each; at most 2^29, so that the slots' array fits a Java array). */
    TranspositionTable(int bits) {
        int n = 1 << Math.min(Math.max(bits, 2), 29);
        slots = new long[2 * n];
        ages = new byte[n];
        mask = n - 1;
    }

    private int bucket(long key) {
        return (int) (key ^ (key >>> 32)) & mask & -WAYS;
    }

    /** The entry held for this key (read with {@link #choice}, {@link #score}, {@link #depth}, {@link #flag}), or {@link #MISS}. */
    long probe(long key) {
        int b = bucket(key);
        for (int i = 2 * b; i < 2 * (b + WAYS); i += 2) {
            long d = slots[i + 1];
            if ((slots[i] ^ d) == key && d != MISS) return d;
        }
        return MISS;
    }

    /** Packs an entry: choice in the low 32 bits, then the score (21 bits, signed), the depth (7) and the bound plus one (2). */
    static long pack(int choice, int score, int depth, byte flag) {
        return (choice & 0xFFFFFFFFL) | ((long) (score & 0x1FFFFF) << 32)
                | ((long) Math.max(0, Math.min(depth, 127)) << 53) | ((long) (flag + 1) << 60);
    }

    static int choice(long e) {
        return (int) e;
    }

    static int score(long e) {
        return (int) (e << 11 >> 43);
    }

    static int depth(long e) {
        return (int) (e >>> 53) & 0x7F;
    }

    static byte flag(long e) {
        return (byte) (((e >>> 60) & 3) - 1);
    }

    /** A new search begins: what is stored from now on is younger than what is there. */
    void newSearch() {
        age++;
    }

    /** How much the entry in this slot is worth keeping (empty slots least). */
    private int worth(int slot) {
        long d = slots[2 * slot + 1];
        if (d == MISS) return Integer.MIN_VALUE;
        return depth(d) - AGE_WEIGHT * ((age - ages[slot]) & 0xFF);
    }

    void store(long key, int choice, int score, int depth, byte flag) {
        int b = bucket(key);
        int i = -1;
        for (int j = b; j < b + WAYS; j++) {
            long dj = slots[2 * j + 1];
            if ((slots[2 * j] ^ dj) == key && dj != MISS) {
                i = j;
                break;
            }
        }
        byte now = age;
        if (i >= 0) {
            // The same position: a deeper bound of this search is kept (an exact score of the main
            // search always goes in; quiescence's, at depth 0, never over a deeper entry).
            long old = slots[2 * i + 1];
            if (depth(old) > depth && (flag != EXACT || depth <= 0) && ages[i] == now) return;
            if (choice == Scores.NO_CHOICE && flag == UPPER) choice = choice(old);   // keep the move it knew
        } else {
            i = b;
            for (int j = b + 1; j < b + WAYS; j++) if (worth(j) < worth(i)) i = j;
        }
        long d = pack(choice, score, depth, flag);
        slots[2 * i + 1] = d;
        slots[2 * i] = key ^ d;
        ages[i] = now;
    }

    void clear() {
        java.util.Arrays.fill(slots, 0);
    }

    /**
     * The entry's score at this ply when its bound settles the window (exact, a lower bound at or
     * above beta, an upper bound at or below alpha), else {@link Integer#MIN_VALUE}. The caller
     * checks the depth.
     */
    static int cutoff(long e, int ply, int alpha, int beta) {
        int s = fromTable(score(e), ply);
        byte f = flag(e);
        return f == EXACT || f == LOWER && s >= beta || f == UPPER && s <= alpha ? s : Integer.MIN_VALUE;
    }

    /** A score as stored: a forced result counted from this node rather than from the root. */
    static int toTable(int score, int ply) {
        if (score >= Scores.WIN_BOUND) return score + ply;
        if (score <= -Scores.WIN_BOUND) return score - ply;
        return score;
    }

    /** A stored score as seen from the root, at this ply. */
    static int fromTable(int score, int ply) {
        if (score >= Scores.WIN_BOUND) return score - ply;
        if (score <= -Scores.WIN_BOUND) return score + ply;
        return score;
    }
}
