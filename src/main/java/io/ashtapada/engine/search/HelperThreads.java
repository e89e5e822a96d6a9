package io.ashtapada.engine.search;

import io.ashtapada.engine.turn.IllegalActionException;
import io.ashtapada.engine.turn.TurnMachine;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Lazy SMP: while a search answers, helper threads search the same position on their own copies
 * of the game, each with its own killers and history, all sharing the transposition table. They
 * answer nothing; what they store there (deeper bounds, better first moves) makes the answering
 * search's next iterations cheaper. Odd helpers start one iteration deeper and each has its own
 * seed, so they do not all walk the same tree in step. They stop when the answer is found; where a
 * helper finished a deeper iteration than the answering search, its choice is the answer (the
 * deepest thread answers, as in strong engines).
 */
final class HelperThreads {
    private final Thread[] threads;
    private final SearchCore[] searches;
    private final AtomicBoolean done = new AtomicBoolean();
    /** Each helper's answer, once it has stopped (null: none, it failed). */
    private final SearchResult[] results;

    private HelperThreads(int n) {
        threads = new Thread[n];
        searches = new SearchCore[n];
        results = new SearchResult[n];
    }

    /** Whether this search runs with helpers: asked for, and rules and budget that allow it. */
    static boolean allowed(SearchCore sr, Budget budget) {
        return sr.threads > 1 && sr.dice == null && sr.model.hooks().isEmpty() && budget.nodes() == 0
                && sr.multiPlayer != MultiPlayer.MAXN && sr.helperIndex == 0;
    }

    /** Starts the helpers of {@code sr} on copies of {@code machine}. */
    static HelperThreads start(SearchCore sr, TurnMachine machine, Budget budget) {
        int n = sr.threads - 1;
        if (sr.helpers.length != n) {
            SearchCore[] hs = new SearchCore[n];
            for (int i = 0; i < n; i++) {
                hs[i] = i < sr.helpers.length ? sr.helpers[i] : sr.helper();
                hs[i].helperIndex = i + 1;
            }
            sr.helpers = hs;
        }
        HelperThreads running = new HelperThreads(n);
        for (int i = 0; i < n; i++) {
            SearchCore h = sr.helpers[i];
            h.pruning = sr.pruning;
            h.useTable = sr.useTable;
            h.aspiration = sr.aspiration;
            h.multiPlayer = sr.multiPlayer;
            TurnMachine copy = copyOf(machine);
            Budget hb = new Budget(0, Scores.MAX_DEPTH, 0, budget.seed() + 7919L * (i + 1), running.done::get);
            running.searches[i] = h;
            int index = i;
            Thread t = new Thread(() -> {
                try {
                    running.results[index] = h.bestAction(copy, hb, null);
                } catch (RuntimeException lost) {
                    // A helper that fails only withholds its help: the answering search goes on alone.
                }
            }, "ashtapada-search-" + (i + 1));
            t.setDaemon(true);
            running.threads[i] = t;
            t.start();
        }
        return running;
    }

    /** Stops the helpers and waits for them. */
    void stop() {
        done.set(true);
        for (Thread t : threads) {
            try {
                t.join(2_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /**
     * The answer of the helper that finished the deepest iteration, if deeper than {@code depth}
     * (the answering search's) and no deeper than {@code maxDepth} (0: any); null otherwise. Read
     * once they have stopped ({@link #stop} joins them, so their answers are seen).
     */
    SearchResult deeperThan(int depth, int maxDepth) {
        return deepest(results, depth, maxDepth);
    }

    /** Of {@code results} (nulls skipped), the one of the deepest finished iteration beyond {@code depth} and within {@code maxDepth} (0: any), or null. */
    static SearchResult deepest(SearchResult[] results, int depth, int maxDepth) {
        SearchResult best = null;
        for (SearchResult r : results) {
            if (r == null || r.action() == null && r.reroll() == null || maxDepth > 0 && r.depth() > maxDepth) continue;
            if (r.depth() > (best == null ? depth : best.depth())) best = r;
        }
        return best;
    }

    /** Nodes the helpers searched (read once they have stopped). */
    long nodes() {
        long n = 0;
        for (SearchCore s : searches) n += s.nodes;
        return n;
    }

    /** The same game, made again from its start and its actions. */
    static TurnMachine copyOf(TurnMachine m) {
        TurnMachine c = new TurnMachine(m.model(), m.start());
        try {
            for (int i = 0; i < m.actionCount(); i++) c.apply(m.action(i));
        } catch (IllegalActionException e) {
            throw new IllegalStateException("a game's own actions could not be played again: " + e.getMessage(), e);
        }
        return c;
    }
}
