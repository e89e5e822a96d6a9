package io.ashtapada.engine.search;

import io.ashtapada.engine.turn.TurnMachine;
import org.junit.jupiter.api.Test;

import static io.ashtapada.engine.search.CaptureHistoryTest.move;
import static io.ashtapada.engine.search.SearchTest.machine;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Continuation history (issue 30): a quiet move's record of cutoffs after the move one ply
 * before it (the opponent's) and two plies before (the player's own), by the kinds and
 * destinations of both, and where it enters the move order.
 */
class ContinuationHistoryTest {
    private static final String CHESS = "examples/chess.variant";

    @Test
    void a_quiet_move_that_cut_off_gains_after_the_two_moves_before_it_and_one_tried_before_it_loses_as_much() throws Exception {
        TurnMachine t = machine(CHESS, null);
        Search s = on(t);
        int nf3 = move(t, "g1f3"), e4 = move(t, "e2e4");
        int ply = 2;
        // The moves that led here: the opponent's knight to f6 (one ply up), the player's own pawn to d4 (two).
        int knightF6 = index(s, t, "n", "f6"), pawnD4 = index(s, t, "P", "d4");
        s.followed[ply] = knightF6;
        s.followed[ply - 1] = pawnD4;
        int before = s.ordering.orderScore(nf3, ply, Scores.NO_CHOICE), beforeE4 = s.ordering.orderScore(e4, ply, Scores.NO_CHOICE);
        s.ordering.rememberCutoff(nf3, ply, 4, new int[]{e4, nf3}, 1);
        int bonus = 16 * 8;
        assertThat(s.ordering.continuationScore(nf3, ply)).isEqualTo(2 * bonus);
        assertThat(s.ordering.continuationScore(e4, ply)).isEqualTo(-2 * bonus);
        // The history counts the same cutoff once more; the killer and the counter-move order nf3 above all quiet moves.
        s.killers[ply][0] = s.killers[ply][1] = Scores.NO_CHOICE;
        s.previous[ply] = -1;
        assertThat(s.ordering.orderScore(nf3, ply, Scores.NO_CHOICE)).isEqualTo(before + 3 * bonus);
        assertThat(s.ordering.orderScore(e4, ply, Scores.NO_CHOICE)).isEqualTo(beforeE4 - 3 * bonus);
        // After other moves the pair is another: nothing was learnt for it.
        s.followed[ply] = index(s, t, "b", "b4");
        s.followed[ply - 1] = -1;
        assertThat(s.ordering.continuationScore(nf3, ply)).isZero();
        // Where neither move before is known (the root's children), the continuation history says nothing.
        s.followed[ply] = -1;
        assertThat(s.ordering.continuationScore(nf3, ply)).isZero();
    }

    @Test
    void continuation_history_saturates_at_its_bound_either_way_within_a_short() throws Exception {
        TurnMachine t = machine(CHESS, null);
        Search s = on(t);
        int nf3 = move(t, "g1f3"), e4 = move(t, "e2e4");
        s.followed[3] = index(s, t, "n", "f6");
        s.followed[2] = -1;
        for (int i = 0; i < 10_000; i++) s.ordering.rememberCutoff(nf3, 3, 20, new int[]{e4, nf3}, 1);
        assertThat(s.ordering.continuationScore(nf3, 3)).isBetween(MoveOrdering.HISTORY_MAX - 400, MoveOrdering.HISTORY_MAX);
        assertThat(s.ordering.continuationScore(e4, 3)).isBetween(-MoveOrdering.HISTORY_MAX, -MoveOrdering.HISTORY_MAX + 400);
    }

    @Test
    void a_variant_with_more_pairs_than_the_table_holds_files_them_by_a_hash_inside_it() throws Exception {
        Search chess = new Search(machine(CHESS, null).model(), 16);
        assertThat(chess.continuationHashed).isFalse();
        assertThat(chess.continuation).hasSize(chess.continuationMoves * chess.continuationMoves);
        Search big = new Search(machine("examples/cannonshogi.variant", null).model(), 16);
        assertThat((long) big.continuationMoves * big.continuationMoves).isGreaterThan(MoveOrdering.CONTINUATION_MAX);
        assertThat(big.continuationHashed).isTrue();
        assertThat(big.continuation).hasSize(MoveOrdering.CONTINUATION_MAX);
        java.util.Set<Integer> seen = new java.util.HashSet<>();
        for (int a = 0; a < big.continuationMoves; a += 7) {
            for (int b = 0; b < big.continuationMoves; b += 5) {
                int i = big.ordering.continuationIndex(a, b);
                assertThat(i).isBetween(0, MoveOrdering.CONTINUATION_MAX - 1);
                seen.add(i);
            }
        }
        // The hash spreads the pairs: few of them share an entry.
        int pairs = ((big.continuationMoves + 6) / 7) * ((big.continuationMoves + 4) / 5);
        assertThat(seen.size()).isGreaterThan(pairs * 9 / 10);
    }

    /** The continuation number of a piece (its letter as the position string writes it) standing on a square. */
    private static int index(Search s, TurnMachine t, String letter, String square) {
        var m = t.model();
        int kind = -1;
        for (var k : m.pieces()) if (Character.toLowerCase(k.letter()) == Character.toLowerCase(letter.charAt(0))) kind = k.index();
        assertThat(kind).as("kind " + letter).isNotNegative();
        return kind * s.squares + m.board().square(square);
    }

    /** A search on the machine's position, as the search sets itself up for a move. */
    private static Search on(TurnMachine t) {
        Search s = new Search(t.model(), 16);
        s.tm = t;
        s.pos = t.position();
        return s;
    }
}
