package io.ashtapada.engine.search;

import io.ashtapada.engine.Move;

/** The search's constants: its limits, the scores of won games and the codes of choices that are no move. */
final class Scores {
    private Scores() {
    }

    /** The deepest iteration. */
    public static final int MAX_DEPTH = 64;
    /** Room for plies below the root: depth, extensions, quiescence and chance nodes. */
    static final int MAX_PLY = 160;
    /** The score of a won game at the root; a win in n plies scores {@code WIN - n}. */
    public static final int WIN = 1_000_000;
    /** Scores beyond this are wins or losses found by the search. */
    public static final int WIN_BOUND = WIN - 10_000;
    /** Choice codes of a re-roll (moves are non-negative ints): FIRST, SECOND, BOTH. */
    static final int REROLL_BASE = -2;
    static final int NO_CHOICE = -1;
    /** Centipawns per ply of depth that futility pruning allows a quiet move to gain. */
    static final int FUTILITY = 150;
    /** Half the width, in centipawns, of the first window an iteration from depth 4 on searches in. */
    static final int ASPIRATION = 30;
    /** The most threads one search may use. */
    public static final int MAX_THREADS = 64;
    /** Prints each iteration's choices (a system property, for debugging). */
    static final boolean DEBUG = Boolean.getBoolean("ashtapada.search.debug");
    /** The pass, as a choice. */
    static final int PASS = Move.pass(false);
}
