package io.ashtapada.engine.search;

import io.ashtapada.engine.turn.TurnMachine;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Arrays;
import java.util.SplittableRandom;

import static io.ashtapada.engine.search.SearchTest.machine;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The search asks the exchange of a capture only when the capture comes up in the order
 * ({@link MoveOrdering#pickNextChecked}); the order must be the one fully scored choices give,
 * though the capture history changes while the choices are searched.
 */
class LazyExchangeOrderTest {

    @ParameterizedTest
    @ValueSource(strings = {"examples/chess.variant", "variants-dsl/omega-chess.variant", "examples/shogi.variant"})
    void captures_checked_when_picked_come_in_the_order_fully_scored_choices_have(String file) throws Exception {
        TurnMachine t = machine(file, null);
        Search s = new Search(t.model(), 16);
        s.tm = t;
        s.pos = t.position();
        SplittableRandom rnd = new SplittableRandom(7);
        int ply = 3, demoted = 0, positions = 0;
        for (int game = 0; game < 6; game++) {
            t = machine(file, null);
            s.tm = t;
            s.pos = t.position();
            for (int move = 0; move < 80 && !t.moves().isEmpty(); move++) {
                int n = t.moves().size();
                int[] moves = new int[n];
                for (int i = 0; i < n; i++) moves[i] = t.moves().get(i);
                // Some history and a killer, so that quiet moves are not all tied.
                for (int i = 0; i < n; i++) {
                    int h = s.ordering.historyIndex(moves[i]);
                    if (h >= 0 && rnd.nextInt(3) == 0) s.history[h] = rnd.nextInt(3) * 100;
                }
                s.killers[ply][0] = moves[rnd.nextInt(n)];
                if (s.choices[ply].length < n) s.choices[ply] = new int[n + 16];
                int[] eager = pickAll(s, moves, ply, false);
                int[] lazy = pickAll(s, moves, ply, true);
                assertThat(lazy).as("move %d of game %d", move, game).containsExactly(eager);
                for (int i = 0; i < n; i++) {
                    if (s.ordering.isCapture(moves[i]) && s.ordering.orderScore(moves[i], ply, Scores.NO_CHOICE) < 1 << 26) demoted++;
                }
                positions++;
                t.playGenerated(moves[rnd.nextInt(n)]);
                if (t.outcome().isOver()) break;
            }
        }
        assertThat(positions).isGreaterThan(100);
        assertThat(demoted).as("captures that lose in the exchange met").isGreaterThan(0);
    }

    @ParameterizedTest
    @ValueSource(strings = {"examples/chess.variant", "variants-dsl/omega-chess.variant", "examples/shogi.variant"})
    void the_quiescence_tries_the_captures_that_do_not_lose_in_the_order_of_their_full_scores(String file) throws Exception {
        SplittableRandom rnd = new SplittableRandom(11);
        int ply = 5, positions = 0, left = 0;
        for (int game = 0; game < 6; game++) {
            TurnMachine t = machine(file, null);
            Search s = new Search(t.model(), 16);
            s.tm = t;
            s.pos = t.position();
            for (int move = 0; move < 80 && !t.moves().isEmpty(); move++) {
                int n = t.moves().size();
                int[] tactical = new int[n];
                int k = 0;
                for (int i = 0; i < n; i++) {
                    int m = t.moves().get(i);
                    if (s.ordering.isCapture(m) || MoveOrdering.isPromotion(m)) tactical[k++] = m;
                }
                for (int i = 0; i < k; i++) {
                    int h = s.ordering.captureIndex(tactical[i]);
                    if (h >= 0 && rnd.nextInt(3) == 0) s.captureHistory[h] = rnd.nextInt(-2000, 2000);
                }
                // Eager: every capture scored with its exchange, the losers left out, then picked.
                int[] eager = new int[k], eagerScores = new int[k];
                int e = 0;
                for (int i = 0; i < k; i++) {
                    int o = s.ordering.orderScore(tactical[i], ply, Scores.NO_CHOICE);
                    if (o < 1 << 26) continue;
                    eager[e] = tactical[i];
                    eagerScores[e++] = o;
                }
                for (int i = 0; i < e; i++) MoveOrdering.pickNext(eager, eagerScores, i, e);
                // Lazy: scored without the exchange, asked when picked.
                int[] lazy = Arrays.copyOf(tactical, k), lazyScores = new int[k];
                for (int i = 0; i < k; i++) lazyScores[i] = s.ordering.orderScore(lazy[i], ply, Scores.NO_CHOICE, false);
                int kept = k;
                for (int i = 0; i < kept; i++) {
                    kept = s.ordering.pickNextWinning(lazy, lazyScores, i, kept);
                    if (i >= kept) break;
                }
                assertThat(kept).as("move %d of game %d", move, game).isEqualTo(e);
                assertThat(Arrays.copyOf(lazy, kept)).containsExactlyInAnyOrder(Arrays.copyOf(eager, e));
                // The same scores in the same order (moves of equal score may trade places).
                assertThat(Arrays.copyOf(lazyScores, kept)).containsExactly(Arrays.copyOf(eagerScores, e));
                left += k - e;
                positions++;
                t.playGenerated(t.moves().get(rnd.nextInt(n)));
                if (t.outcome().isOver()) break;
            }
        }
        assertThat(positions).isGreaterThan(100);
        assertThat(left).as("captures that lose in the exchange met").isGreaterThan(0);
    }

    private static int[] pickAll(Search s, int[] moves, int ply, boolean lazy) {
        int n = moves.length;
        int[] learnt = s.captureHistory.clone();
        int[] list = s.choices[ply];
        System.arraycopy(moves, 0, list, 0, n);
        if (lazy) s.ordering.scoreChoicesUnchecked(list, n, ply, Scores.NO_CHOICE);
        else s.ordering.scoreChoices(list, n, ply, Scores.NO_CHOICE);
        int[] sc = s.orders[ply];
        // The search below each choice teaches the capture history meanwhile: the order was fixed when scored.
        SplittableRandom learning = new SplittableRandom(n);
        for (int i = 0; i < n; i++) {
            if (lazy) s.ordering.pickNextChecked(list, sc, i, n);
            else MoveOrdering.pickNext(list, sc, i, n);
            for (int j = 0; j < n; j++) {
                int h = s.ordering.captureIndex(moves[j]);
                if (h >= 0) s.captureHistory[h] = learning.nextInt(-4000, 4000);
            }
        }
        System.arraycopy(learnt, 0, s.captureHistory, 0, learnt.length);
        return Arrays.copyOf(list, n);
    }
}
