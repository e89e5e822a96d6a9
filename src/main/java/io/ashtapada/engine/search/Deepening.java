package io.ashtapada.engine.search;

import io.ashtapada.engine.turn.Action;
import io.ashtapada.engine.turn.TurnMachine;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Iterative deepening at the root: depth after depth, the last iteration's best choice first,
 * each iteration from depth 4 on first within an aspiration window around the last value
 * (searched again, wider on the failing side, when the value falls outside it).
 */
final class Deepening {
    private final SearchCore sr;
    private final MoveOrdering ordering;
    private final ManyPlayers many;

    Deepening(SearchCore sr, MoveOrdering ordering, ManyPlayers many) {
        this.sr = sr;
        this.ordering = ordering;
        this.many = many;
    }

    /** The search of {@link Search#bestAction} once the machine and the budget are set. */
    SearchResult run(Budget budget, Consumer<Iteration> listener) {
        int maxDepth = budget.depth() > 0 ? Math.min(budget.depth(), Scores.MAX_DEPTH) : Scores.MAX_DEPTH;

        int n = sr.rootChoices(0, Scores.MAX_DEPTH);
        int[] list = java.util.Arrays.copyOf(sr.choices[0], n);
        // The generator's order depends on the order of the piece lists, which moves made and
        // taken back change: start from a fixed order so that the answer depends on the position.
        java.util.Arrays.sort(list);
        // Ordering for the first iteration: the static order.
        int[] rootScores = new int[n];
        ordering.scoreChoices(list, n, 0, Scores.NO_CHOICE);
        System.arraycopy(sr.orders[0], 0, rootScores, 0, n);
        MoveOrdering.sortBy(list, rootScores, n);

        List<Iteration> iterations = new ArrayList<>();
        int bestChoice = list[0], bestScore = 0, finishedDepth = 0;
        int[] bestPv = {list[0]};
        for (int depth = 1 + (sr.helperIndex & 1); depth <= maxDepth; depth++) {
            sr.iterationDepth = depth;
            // Aspiration: from depth 4 on, a two-player search without sr.dice first looks only
            // within Scores.ASPIRATION centipawns of the last iteration's value; a value outside that
            // window is searched again with the window widened on that side, twice as far each time.
            boolean aspire = sr.aspiration && depth >= 4 && !many.maxn() && sr.dice == null && Math.abs(bestScore) < Scores.WIN_BOUND;
            int delta = Scores.ASPIRATION;
            int lo = aspire ? bestScore - delta : -Scores.WIN - 1, hi = aspire ? bestScore + delta : Scores.WIN + 1;
            int iterBest, iterScore;
            int[] iterPv;
            int[] values = new int[n];
            int failedHigh = Scores.NO_CHOICE;
            while (true) {
                sr.rootDone = 0;
                int alpha = lo, beta = hi;
                iterBest = Scores.NO_CHOICE;
                iterScore = -Scores.WIN - 1;
                iterPv = null;
                java.util.Arrays.fill(values, Integer.MIN_VALUE / 2);
                for (int i = 0; i < n; i++) {
                    int c = list[i];
                    int v;
                    sr.pvLen[1] = 1;
                    // The seeded preference shifts this choice's window, so bounds stay bounds.
                    int j = sr.jitter(budget.seed(), c);
                    if (many.maxn()) {
                        v = many.maxnChoice(c, depth) - j;
                    } else if (i == 0 || n == 1) {
                        v = sr.choiceValue(c, depth, 0, alpha - j, beta - j);
                    } else {
                        v = sr.choiceValue(c, depth, 0, alpha - j, alpha - j + 1);
                        if (!sr.stopped && v > alpha - j) v = sr.choiceValue(c, depth, 0, alpha - j, beta - j);
                    }
                    if (sr.stopped) break;
                    sr.rootDone++;
                    if (Scores.DEBUG) System.err.println("depth " + depth + " choice " + c + " value " + v + " window " + alpha + "," + beta);
                    if (Math.abs(v) < Scores.WIN_BOUND) v += j;
                    values[i] = v;
                    if (v > iterScore) {
                        iterScore = v;
                        iterBest = c;
                        iterPv = new int[Math.max(1, sr.pvLen[1])];
                        iterPv[0] = c;
                        for (int k = 1; k < sr.pvLen[1]; k++) iterPv[k] = sr.pv[1][k];
                    }
                    if (v > alpha) alpha = v;
                    if (alpha >= beta) break;
                }
                if (sr.stopped) break;
                if (iterScore <= lo && lo > -Scores.WIN - 1) {
                    sr.researches++;
                    delta *= 2;
                    lo = delta > 1000 ? -Scores.WIN - 1 : Math.max(-Scores.WIN - 1, lo - delta);
                } else if (iterScore >= hi && hi < Scores.WIN + 1) {
                    sr.researches++;
                    delta *= 2;
                    hi = delta > 1000 ? Scores.WIN + 1 : Math.min(Scores.WIN + 1, hi + delta);
                    // The choice that failed high is searched first in the wider window.
                    failedHigh = iterBest;
                    int at = 0;
                    while (list[at] != iterBest) at++;
                    System.arraycopy(list, 0, list, 1, at);
                    list[0] = iterBest;
                } else {
                    break;
                }
            }
            if (sr.stopped && iterBest == Scores.NO_CHOICE && failedHigh != Scores.NO_CHOICE) {
                // Stopped while searching again after a fail high: that choice beat the last best.
                iterBest = failedHigh;
                iterScore = hi;
                iterPv = new int[] {failedHigh};
            }
            if (sr.stopped) {
                // An interrupted iteration searched the last best choice first; a choice that
                // finished after it with a higher value (searched in the full window) is better.
                if (iterBest != Scores.NO_CHOICE) {
                    bestChoice = iterBest;
                    bestScore = iterScore;
                    bestPv = iterPv;
                }
                break;
            }
            bestChoice = iterBest;
            bestScore = iterScore;
            bestPv = iterPv;
            finishedDepth = depth;
            long ms = (System.nanoTime() - sr.started) / 1_000_000L;
            Iteration it = new Iteration(depth, bestScore, sr.nodes, ms, bestPv);
            iterations.add(it);
            if (listener != null) listener.accept(it);
            if (Scores.DEBUG) System.err.println("depth " + depth + " sr.nodes " + sr.nodes + " of which quiescence " + sr.qNodes);
            // Order the next iteration by these values, the best first.
            MoveOrdering.sortBy(list, values, n);
            if (n == 1 && budget.depth() == 0) break;
            if (Math.abs(bestScore) >= Scores.WIN_BOUND && Scores.WIN - Math.abs(bestScore) <= depth) break;
            if (budget.millis() > 0 && !budget.wholeTime() && System.nanoTime() - sr.started > budget.millis() * 1_000_000L / 2) break;
            if (sr.nodes >= sr.nodeLimit) break;
        }
        long ms = (System.nanoTime() - sr.started) / 1_000_000L;
        Action action = null;
        Action.Dice reroll = null;
        if (bestChoice >= 0) action = Action.of(bestChoice);
        else reroll = Action.Dice.values()[Scores.REROLL_BASE - bestChoice];
        sr.tm = null;
        sr.pos = null;
        return new SearchResult(action, reroll, bestScore, finishedDepth, sr.nodes, ms, bestPv, List.copyOf(iterations));
    }
}
