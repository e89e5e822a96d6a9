package io.ashtapada.engine.search;

import io.ashtapada.engine.turn.Action;
import io.ashtapada.engine.turn.TurnMachine;
import org.junit.jupiter.api.Test;

import static io.ashtapada.engine.search.SearchTest.machine;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Aspiration windows at the root, the reply table (counter-moves) and history that saturates
 * (issue 30): what each promises, pinned without timing anything.
 */
class WindowsAndOrderingTest {
    private static final String CHESS = "examples/chess.variant";
    /** Black mates in three (1...Bc5+): the value jumps from a normal score to a mate between iterations. */
    private static final String MATE_IN_THREE = "r1b1kb1r/pppp1ppp/5q2/4n3/3KP3/2N3PN/PPP4P/R1BQ1B1R b kq - 0 1";

    @Test
    void an_iteration_whose_value_leaves_its_window_is_searched_again_and_finds_what_the_full_window_finds() throws Exception {
        TurnMachine t = machine(CHESS, MATE_IN_THREE);
        Search narrow = new Search(t.model(), 16);
        SearchResult a = narrow.bestAction(t, Budget.depth(6), null);
        assertThat(narrow.researches).isPositive();
        Search full = new Search(t.model(), 16);
        full.aspiration = false;
        SearchResult b = full.bestAction(t, Budget.depth(6), null);
        assertThat(full.researches).isZero();
        assertThat(a.mateIn()).isEqualTo(5).isEqualTo(b.mateIn());
        assertThat(t.coordinate(((Action.Play) a.action()).move())).isEqualTo("f8c5");
        assertThat(t.coordinate(((Action.Play) b.action()).move())).isEqualTo("f8c5");
    }

    @Test
    void a_quiet_reply_that_refuted_the_move_before_is_tried_after_the_killers_and_before_the_history() throws Exception {
        TurnMachine t = machine(CHESS, "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
        Search s = new Search(t.model(), 16);
        s.bestAction(t, Budget.depth(6), null);
        long replies = java.util.Arrays.stream(s.counters).filter(c -> c != Scores.NO_CHOICE).count();
        assertThat(replies).as("cutoffs by quiet replies fill the table").isPositive();
        // At a ply whose move before is known, its recorded reply ranks between killers and history.
        s.tm = t;
        s.pos = t.position();
        int quiet = -1;
        for (int i = 0; i < t.moves().size(); i++) {
            int m = t.moves().get(i);
            if (!s.ordering.isCapture(m) && !MoveOrdering.isPromotion(m)) quiet = m;
        }
        s.killers[3][0] = Scores.NO_CHOICE;
        s.killers[3][1] = Scores.NO_CHOICE;
        s.previous[3] = 7;
        s.counters[7] = quiet;
        int h = s.ordering.historyIndex(quiet);
        s.history[h] = MoveOrdering.HISTORY_MAX;
        java.util.Arrays.fill(s.continuation, (short) 0);     // what the search left there is not this test's
        assertThat(s.ordering.orderScore(quiet, 3, Scores.NO_CHOICE)).isEqualTo((1 << 26) - 2);
        s.counters[7] = Scores.NO_CHOICE;
        assertThat(s.ordering.orderScore(quiet, 3, Scores.NO_CHOICE)).isEqualTo(MoveOrdering.HISTORY_MAX);
        s.killers[3][1] = quiet;
        assertThat(s.ordering.orderScore(quiet, 3, Scores.NO_CHOICE)).isGreaterThan((1 << 26) - 2);
    }

    @Test
    void history_saturates_at_its_bound_instead_of_growing_and_a_move_tried_in_vain_loses_it() throws Exception {
        TurnMachine t = machine(CHESS, null);
        Search s = new Search(t.model(), 16);
        for (int i = 0; i < 10_000; i++) s.ordering.addHistory(5, 3200);
        assertThat(s.history[5]).isBetween(MoveOrdering.HISTORY_MAX - 200, MoveOrdering.HISTORY_MAX);
        for (int i = 0; i < 10_000; i++) s.ordering.addHistory(5, -3200);
        assertThat(s.history[5]).isBetween(-MoveOrdering.HISTORY_MAX, -MoveOrdering.HISTORY_MAX + 200);
    }
}
