package io.ashtapada.engine.search;

import io.ashtapada.model.Codes;

/**
 * Continuation history: how often a quiet move caused a cutoff as the answer to the move one
 * ply before it (the opponent's) and as the follow-up of the move two plies before it (the
 * player's own), indexed by those moves' piece and destination and by the quiet move's piece
 * kind and destination. A plain history says a move is good anywhere; this one says it is good
 * after that move, which tells apart the same quiet move in different lines.
 *
 * <p>One table of shorts holds both distances: {@code [distance][earlier move][quiet move]},
 * where an earlier move is its piece (kind and owner) on its destination, and a quiet move its
 * kind on its destination (its owner follows from the earlier move's). A variant large enough
 * that the table would pass {@link #LIMIT} entries folds its indices into that many by their
 * remainder (a few different pairs then share an entry).
 */
final class ContinuationHistory {
    /** The largest value an entry can have, either way (as the plain history's). */
    static final int MAX = MoveOrdering.HISTORY_MAX;
    /** The most entries one table holds (4 MB of shorts). */
    static final int LIMIT = 1 << 21;

    private final int squares;
    private final int players;
    /** Earlier moves: kinds times players times squares. */
    private final int earlier;
    /** Quiet moves: kinds times squares. */
    private final int quiet;
    /** Entries of one distance, before folding. */
    private final long perDistance;
    private final short[] table;

    ContinuationHistory(int kinds, int players, int squares) {
        this.squares = squares;
        this.players = players;
        this.earlier = kinds * players * squares;
        this.quiet = kinds * squares;
        this.perDistance = (long) earlier * quiet;
        this.table = new short[(int) Math.min(2 * perDistance, LIMIT)];
    }

    /** The index of a move made (its piece's code after the move, on its destination), or -1 for none. */
    int earlierIndex(int code, int to) {
        if (code == 0) return -1;
        return (Codes.kind(code) * players + Codes.owner(code)) * squares + to;
    }

    /** The index of a quiet move of the piece with this code to this square. */
    int quietIndex(int code, int to) {
        return Codes.kind(code) * squares + to;
    }

    /** The entry of a quiet move after an earlier move at distance 0 (one ply) or 1 (two plies). */
    int slot(int distance, int before, int move) {
        long i = distance * perDistance + (long) before * quiet + move;
        return (int) (i < table.length ? i : i % table.length);
    }

    int get(int slot) {
        return table[slot];
    }

    /** Moves the entry toward its bound by a share of the bonus (it saturates at {@link #MAX}). */
    void add(int slot, int bonus) {
        int v = table[slot];
        table[slot] = (short) (v + bonus - v * Math.abs(bonus) / MAX);
    }

    /** The sum of a quiet move's entries after the moves one and two plies before ({@code -1}: none). */
    int score(int before1, int before2, int move) {
        int s = 0;
        if (before1 >= 0) s += table[slot(0, before1, move)];
        if (before2 >= 0) s += table[slot(1, before2, move)];
        return s;
    }

    /** Adds the bonus to a quiet move's entries after the moves one and two plies before. */
    void reward(int before1, int before2, int move, int bonus) {
        if (before1 >= 0) add(slot(0, before1, move), bonus);
        if (before2 >= 0) add(slot(1, before2, move), bonus);
    }

    /** Shrinks every entry (a new search: what was learnt matters less). */
    void age(int shift) {
        for (int i = 0; i < table.length; i++) table[i] >>= shift;
    }

    void clear() {
        java.util.Arrays.fill(table, (short) 0);
    }

    int size() {
        return table.length;
    }
}
