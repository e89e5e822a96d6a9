package io.ashtapada.engine.search;

import java.util.function.BooleanSupplier;

/**
 * How much a search may do: a time, a depth and a node count (each 0 for no limit; the first
 * reached stops the search), the seed of its tie-breaking, and a stop signal polled while it
 * runs (a GUI's "move now"). With a node or depth limit and no time limit the result depends
 * only on the position and the seed.
 *
 * @param millis wall-clock time in milliseconds, 0 = none
 * @param depth  the deepest iteration, in moves, 0 = none (the search stops at {@link Search#MAX_DEPTH})
 * @param nodes  nodes visited, 0 = none
 * @param seed   seeds the small random preference among root moves of equal worth
 * @param stop   polled now and then; true stops the search (null: never)
 * @param wholeTime true: search until the time is up (UCI's {@code go movetime}); false: start no
 *               new iteration once half the time is gone, so a decision takes at most the time
 */
public record Budget(long millis, int depth, long nodes, long seed, BooleanSupplier stop, boolean wholeTime) {

    public Budget(long millis, int depth, long nodes, long seed, BooleanSupplier stop) {
        this(millis, depth, nodes, seed, stop, false);
    }

    public Budget {
        if (millis < 0 || depth < 0 || nodes < 0) throw new IllegalArgumentException("a budget is not negative");
        if (millis == 0 && depth == 0 && nodes == 0) throw new IllegalArgumentException("a budget needs a time, a depth or a node limit");
    }

    /** Search for this many milliseconds. */
    public static Budget time(long millis) {
        return new Budget(millis, 0, 0, 0, null);
    }

    /** Search to this depth (in moves). */
    public static Budget depth(int depth) {
        return new Budget(0, depth, 0, 0, null);
    }

    /** Search this many nodes. */
    public static Budget nodes(long nodes) {
        return new Budget(0, 0, nodes, 0, null);
    }

    public Budget withSeed(long s) {
        return new Budget(millis, depth, nodes, s, stop, wholeTime);
    }

    public Budget withStop(BooleanSupplier s) {
        return new Budget(millis, depth, nodes, seed, s, wholeTime);
    }

    public Budget withDepth(int d) {
        return new Budget(millis, d, nodes, seed, stop, wholeTime);
    }
}
