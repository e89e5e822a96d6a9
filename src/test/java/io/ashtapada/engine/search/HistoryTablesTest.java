package io.ashtapada.engine.search;

import io.ashtapada.engine.turn.TurnMachine;
import io.ashtapada.model.Codes;
import org.junit.jupiter.api.Test;

import static io.ashtapada.engine.search.SearchTest.machine;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Continuation history (a quiet move's record after the move one ply and two plies before it)
 * and capture history (a capture's record by its piece, destination and victim), issue 30:
 * their indexing, their bounds and where they enter the move order.
 */
class HistoryTablesTest {
    private static final String CHESS = "examples/chess.variant";   // kinds: king 0, queen 1, rook 2, bishop 3, knight 4, pawn 5
    /** White to move can take the pawn on e5 with the knight on f3 or the pawn on d4. */
    private static final String TWO_CAPTURES = "r1bqkb1r/pppp1ppp/2n2n2/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R w KQkq - 0 1";

    @Test
    void a_quiet_move_rewarded_after_one_move_is_not_rewarded_after_another_nor_at_the_other_distance() {
        ContinuationHistory h = new ContinuationHistory(6, 2, 64);
        int queenToF6 = h.earlierIndex(Codes.code(1, 1), 45);
        int rookToB4 = h.earlierIndex(Codes.code(2, 1), 25);
        int pawnToE4 = h.quietIndex(Codes.code(5, 0), 28);
        h.reward(queenToF6, -1, pawnToE4, 800);
        assertThat(h.score(queenToF6, -1, pawnToE4)).isEqualTo(800);
        assertThat(h.score(rookToB4, -1, pawnToE4)).isZero();
        assertThat(h.score(-1, queenToF6, pawnToE4)).as("two plies before is another table").isZero();
        h.reward(-1, rookToB4, pawnToE4, 300);
        assertThat(h.score(queenToF6, rookToB4, pawnToE4)).isEqualTo(1100);
        assertThat(h.earlierIndex(0, 28)).as("an empty square: no move").isEqualTo(-1);
    }

    @Test
    void continuation_history_saturates_at_its_bound_either_way_and_ages_by_halves() {
        ContinuationHistory h = new ContinuationHistory(6, 2, 64);
        int slot = h.slot(1, 700, 300);
        for (int i = 0; i < 10_000; i++) h.add(slot, 3200);
        assertThat(h.get(slot)).isBetween(ContinuationHistory.MAX - 200, ContinuationHistory.MAX);
        h.age(1);
        assertThat(h.get(slot)).isBetween(ContinuationHistory.MAX / 2 - 100, ContinuationHistory.MAX / 2);
        for (int i = 0; i < 10_000; i++) h.add(slot, -3200);
        assertThat(h.get(slot)).isBetween(-ContinuationHistory.MAX, -ContinuationHistory.MAX + 200);
    }

    @Test
    void every_pair_of_chess_moves_has_its_own_entry_and_a_large_variant_folds_its_table_within_the_limit() {
        ContinuationHistory chess = new ContinuationHistory(6, 2, 64);
        assertThat(chess.size()).isEqualTo(2 * (6 * 2 * 64) * (6 * 64));
        assertThat(chess.slot(1, 6 * 2 * 64 - 1, 6 * 64 - 1)).isEqualTo(chess.size() - 1);
        ContinuationHistory big = new ContinuationHistory(Codes.MAX_KINDS, 4, 400);
        assertThat(big.size()).isEqualTo(ContinuationHistory.LIMIT);
        int last = big.earlierIndex(Codes.code(Codes.MAX_KINDS - 1, 3), 399);
        assertThat(big.slot(1, last, big.quietIndex(Codes.code(Codes.MAX_KINDS - 1, 3), 399))).isBetween(0, big.size() - 1);
    }

    @Test
    void a_quiet_move_is_ordered_by_its_history_plus_its_continuation_history_after_the_two_moves_before() throws Exception {
        TurnMachine t = machine(CHESS, null);
        Search s = new Search(t.model(), 16);
        s.tm = t;
        s.pos = t.position();
        int e4 = move(t, "e2e4");
        s.killers[2][0] = Scores.NO_CHOICE;
        s.killers[2][1] = Scores.NO_CHOICE;
        s.previous[2] = -1;
        s.follow[2] = s.continuation.earlierIndex(Codes.code(1, 1), 45);
        s.follow[1] = s.continuation.earlierIndex(Codes.code(1, 0), 21);
        s.history[s.ordering.historyIndex(e4)] = 100;
        assertThat(s.ordering.orderScore(e4, 2, Scores.NO_CHOICE)).isEqualTo(100);
        // A cutoff by e4 at this ply rewards it after both moves before; d4, tried first, loses as much.
        int d4 = move(t, "d2d4");
        s.ordering.rememberCutoff(e4, 2, 3, new int[]{d4, e4}, 1);
        int bonus = 9 * 8;
        assertThat(s.continuation.score(s.follow[2], s.follow[1], s.ordering.quietIndex(e4))).isEqualTo(2 * bonus);
        assertThat(s.continuation.score(s.follow[2], s.follow[1], s.ordering.quietIndex(d4))).isEqualTo(-2 * bonus);
        s.killers[2][0] = Scores.NO_CHOICE;
        assertThat(s.ordering.orderScore(e4, 2, Scores.NO_CHOICE)).isEqualTo(s.history[s.ordering.historyIndex(e4)] + 2 * bonus);
    }

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

    private static int move(TurnMachine t, String coordinate) {
        for (int i = 0; i < t.moves().size(); i++) {
            int m = t.moves().get(i);
            if (t.coordinate(m).equals(coordinate)) return m;
        }
        throw new AssertionError("no move " + coordinate);
    }
}
