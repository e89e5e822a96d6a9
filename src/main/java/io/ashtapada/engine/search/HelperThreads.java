package io.ashtapada.engine.search;

import io.ashtapada.engine.turn.IllegalActionException;
import io.ashtapada.engine.turn.TurnMachine;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Lazy SMP: while a search answers, helper threads search the same position on their own copies
 * of the game, each with its own killers and history, all sharing the transposition table. They
 * answer nothing; what they store there (deeper bounds, better first moves) makes the answering
 * search's next iterations cheaper. Odd helpers start one iteration deeper and each has its own
 * seed, so they do not all walk the same tree in step. They stop when the answer is found.
 */
final class HelperThreads {
    private final Thread[] threads;
    private final SearchCore[] searches;
    private final AtomicBoolean done = new AtomicBoolean();

    private HelperThreads(int n) {
        threads = new Thread[n];
        searches = new SearchCore[n];
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
            Thread t = new Thread(() -> {
                try {
                    h.bestAction(copy, hb, null);
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
