package io.ashtapada.engine.search;

import io.ashtapada.engine.turn.TurnMachine;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import static io.ashtapada.engine.search.CaptureHistoryTest.move;
import static io.ashtapada.engine.search.SearchTest.machine;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Continuation history (issue 30): a quiet move's record of cutoffs after the move one ply
 * before it (the opponent's) and two plies before (the player's own), by the kinds, owners
 * and destinations of both, and where it enters the move order; and the searches that make
 * moves other than through the two-player search (rolls, four players) record them too.
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

    @Test
    void the_same_kind_on_the_same_square_is_another_move_for_each_owner() throws Exception {
        TurnMachine t = machine(CHESS, null);
        Search s = on(t);
        int nf3 = move(t, "g1f3"), e4 = move(t, "e2e4");
        // White's knight to f3 after Black's knight to f6 cut off; after a white knight to f6 (the
        // same kind on the same square, another owner) nothing was learnt.
        s.followed[2] = index(s, t, "n", "f6");
        s.followed[1] = -1;
        s.ordering.rememberCutoff(nf3, 2, 4, new int[]{e4, nf3}, 1);
        assertThat(s.ordering.continuationScore(nf3, 2)).isPositive();
        s.followed[2] = index(s, t, "N", "f6");
        assertThat(index(s, t, "N", "f6")).isNotEqualTo(index(s, t, "n", "f6"));
        assertThat(s.ordering.continuationScore(nf3, 2)).isZero();
        assertThat(s.continuationMoves).isEqualTo(t.model().pieces().size() * 2 * s.squares);
    }

    /** A value no move leaves in the tables of moves made: what a search that did not record one would leave. */
    private static final int STALE = Integer.MAX_VALUE;

    @ParameterizedTest
    @EnumSource(MultiPlayer.class)
    void every_four_player_search_records_the_moves_it_makes(MultiPlayer algorithm) throws Exception {
        TurnMachine t = machine("variants-dsl/guru-mahachaturaji.variant", null);
        Search s = new Search(t.model(), 12).multiPlayer(algorithm);
        java.util.Arrays.fill(s.followed, STALE);
        java.util.Arrays.fill(s.previous, STALE);
        s.bestAction(t, Budget.depth(2), null);
        // Each ply the search reached was entered by a move (or a pass) it recorded.
        for (int ply = 1; ply <= 2; ply++) {
            assertThat(s.followed[ply]).as(algorithm + " ply " + ply).isNotEqualTo(STALE);
            assertThat(s.previous[ply]).as(algorithm + " ply " + ply).isNotEqualTo(STALE);
        }
    }

    @Test
    void a_roll_the_search_applies_records_no_move_made_before_the_choice_after_it() throws Exception {
        // Sejrang (SJ-3): White rolls at the start; the roll leads to White's choice at ply 1,
        // which follows no move (the tables must not read one left there by another line).
        TurnMachine t = machine("variants-dsl/sejrang.variant", null);
        Search s = on(t);
        java.util.Arrays.fill(s.followed, STALE);
        java.util.Arrays.fill(s.previous, STALE);
        s.apply(new io.ashtapada.engine.turn.Action.Roll(2, 3), 1);
        assertThat(s.followed[1]).isEqualTo(-1);
        assertThat(s.previous[1]).isEqualTo(-1);
        // In a search: the dice show 1-1 and White's rook on e4 wins with a 4. The last choice the
        // root searches is a pawn move (the re-rolls win more and come first), and Black's roll
        // after it leads to Black's choice two plies down, which follows no move either.
        TurnMachine d = machine("variants-dsl/sejrang.variant", "4k3/p7/8/8/4R3/8/7P/K7 w - - 0 1 rolls:11");
        Search searching = new Search(d.model(), 16);
        java.util.Arrays.fill(searching.followed, STALE);
        java.util.Arrays.fill(searching.previous, STALE);
        searching.bestAction(d, Budget.depth(2), null);
        assertThat(searching.followed[2]).isEqualTo(-1);
        assertThat(searching.previous[2]).isEqualTo(-1);
    }

    @Test
    void a_white_and_a_black_knight_landing_on_the_same_square_are_recorded_as_different_moves() throws Exception {
        TurnMachine w = machine(CHESS, "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1");
        Search sw = on(w);
        int white = landed(sw, w, "g1f3");
        TurnMachine b = machine(CHESS, "4k3/8/8/6n1/8/8/8/4K3 b - - 0 1");
        Search sb = on(b);
        int black = landed(sb, b, "g5f3");
        assertThat(white).isEqualTo(index(sw, w, "N", "f3"));
        assertThat(black).isEqualTo(index(sb, b, "n", "f3"));
        assertThat(white).isNotEqualTo(black);
    }

    /** Plays the move as the search does and returns the continuation number it records for the ply after it. */
    private static int landed(Search s, TurnMachine t, String coordinate) throws Exception {
        int m = move(t, coordinate);
        t.playGenerated(m);
        s.ordering.made(m, 1);
        t.undo();
        return s.followed[1];
    }

    /** The continuation number of a piece (its letter as the position string writes it: upper case the first player's) standing on a square. */
    private static int index(Search s, TurnMachine t, String letter, String square) {
        var m = t.model();
        int kind = -1;
        for (var k : m.pieces()) if (Character.toLowerCase(k.letter()) == Character.toLowerCase(letter.charAt(0))) kind = k.index();
        assertThat(kind).as("kind " + letter).isNotNegative();
        int owner = Character.isUpperCase(letter.charAt(0)) ? 0 : 1;
        return (kind * s.players + owner) * s.squares + m.board().square(square);
    }

    /** A search on the machine's position, as the search sets itself up for a move. */
    static Search on(TurnMachine t) {
        Search s = new Search(t.model(), 16);
        s.tm = t;
        s.pos = t.position();
        return s;
    }
}
