package io.ashtapada.engine.search;

import io.ashtapada.engine.turn.TurnMachine;
import org.junit.jupiter.api.Test;

import static io.ashtapada.engine.search.SearchTest.machine;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Capture history (issue 30): a capture's record of cutoffs by its piece, its destination and
 * its victim, and where it enters the move order.
 */
class CaptureHistoryTest {
    private static final String CHESS = "examples/chess.variant";
    /** White to move can take the pawn on e5 with the knight on f3 or the pawn on d4. */
    private static final String TWO_CAPTURES = "r1bqkb1r/pppp1ppp/2n2n2/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R w KQkq - 0 1";

    @Test
    void a_capture_that_cut_off_gains_capture_history_and_one_tried_before_it_loses_as_much() throws Exception {
        TurnMachine t = machine(CHESS, TWO_CAPTURES);
        Search s = new Search(t.model(), 16);
        s.tm = t;
        s.pos = t.position();
        int byF3 = move(t, "f3e5"), byD4 = move(t, "d4e5");
        assertThat(s.ordering.captureIndex(byF3)).isNotEqualTo(s.ordering.captureIndex(byD4));
        int before = s.ordering.orderScore(byD4, 2, Scores.NO_CHOICE), beforeF3 = s.ordering.orderScore(byF3, 2, Scores.NO_CHOICE);
        s.killers[2][0] = Scores.NO_CHOICE;
        s.ordering.rememberCutoff(byD4, 2, 4, new int[]{byF3, byD4}, 1);
        assertThat(s.captureHistory[s.ordering.captureIndex(byD4)]).isEqualTo(128);
        assertThat(s.captureHistory[s.ordering.captureIndex(byF3)]).isEqualTo(-128);
        // What was learnt moves each capture up or down among the captures.
        assertThat(s.ordering.orderScore(byD4, 2, Scores.NO_CHOICE)).isEqualTo(before + 128 / 4);
        assertThat(s.ordering.orderScore(byF3, 2, Scores.NO_CHOICE)).isEqualTo(beforeF3 - 128 / 4);
        assertThat(s.killers[2][0]).as("a capture is no killer").isEqualTo(Scores.NO_CHOICE);
    }

    @Test
    void capture_history_saturates_at_its_bound_either_way() throws Exception {
        Search s = new Search(machine(CHESS, null).model(), 16);
        for (int i = 0; i < 10_000; i++) s.ordering.addCaptureHistory(9, 3200);
        assertThat(s.captureHistory[9]).isBetween(MoveOrdering.HISTORY_MAX - 200, MoveOrdering.HISTORY_MAX);
        for (int i = 0; i < 10_000; i++) s.ordering.addCaptureHistory(9, -3200);
        assertThat(s.captureHistory[9]).isBetween(-MoveOrdering.HISTORY_MAX, -MoveOrdering.HISTORY_MAX + 200);
    }

    /** The legal move written {@code coordinate} in coordinate notation. */
    static int move(TurnMachine t, String coordinate) {
        for (int i = 0; i < t.moves().size(); i++) {
            int m = t.moves().get(i);
            if (t.coordinate(m).equals(coordinate)) return m;
        }
        throw new AssertionError("no move " + coordinate);
    }
}
