package io.ashtapada.engine.search;

import io.ashtapada.engine.turn.Action;
import io.ashtapada.engine.turn.TurnMachine;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static io.ashtapada.engine.search.SearchTest.machine;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Null moves and late-move reductions: used in chess and where a player without a move loses
 * (xiangqi, shogi), never where the rules make passing or
 * zugzwang special (losing chess, extinction, N-check, capture of the royal, dice, more than two
 * players, passing, hooks), never without a piece other than pawns and royals, and no forced
 * win lost by them.
 */
class PruningTest {
    private static final String CHESS = "examples/chess.variant";

    @Test
    void chess_allows_null_moves_and_a_middlegame_search_tries_them() throws Exception {
        TurnMachine t = machine(CHESS, "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
        Search s = new Search(t.model(), 16);
        assertThat(s.nullMovesAllowed()).isTrue();
        s.bestAction(t, Budget.depth(5), null);
        assertThat(s.nullMovesTried()).isPositive();
    }

    @Test
    void turned_off_no_null_move_is_tried() throws Exception {
        TurnMachine t = machine(CHESS, "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
        Search s = new Search(t.model(), 16).pruning(false);
        s.bestAction(t, Budget.depth(5), null);
        assertThat(s.nullMovesTried()).isZero();
        assertThat(s.exchangePruned()).isZero();
        assertThat(s.singularExtensions()).isZero();
        assertThat(s.iterativeReductions()).isZero();
        assertThat(s.losingCapturesReduced()).isZero();
    }

    @Test
    void a_chess_middlegame_leaves_moves_that_lose_the_exchange_unsearched_extends_singular_table_moves_and_reduces_nodes_without_one() throws Exception {
        TurnMachine t = machine(CHESS, "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
        Search s = new Search(t.model(), 16);
        s.bestAction(t, Budget.depth(8), null);
        assertThat(s.exchangePruned()).isPositive();
        assertThat(s.singularExtensions()).isPositive();
        assertThat(s.iterativeReductions()).as("internal iterative reduction").isPositive();
        assertThat(s.losingCapturesReduced()).as("late captures that lose in the exchange reduced").isPositive();
    }

    @Test
    void under_plain_rules_a_node_not_in_check_is_judged_only_when_it_comes_to_its_moves() throws Exception {
        // The middlegame's nodes go to quiescence or to the prunings without a list of legal moves.
        TurnMachine t = machine(CHESS, "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
        Search s = new Search(t.model(), 16);
        SearchResult r = s.bestAction(t, Budget.depth(6), null);
        assertThat(s.judgedLate()).isPositive().isLessThan(r.nodes());
        // A node that comes to its moves and has none is judged then: see the xiangqi win by
        // stalemate below (Black, not in check, has no move there and loses).
    }

    @Test
    void a_move_is_pruned_by_the_exchange_only_when_it_loses_more_than_the_margin_of_its_depth() throws Exception {
        // Two knights' defence, White to move: Nxe5 gives a knight for a pawn (Nc6 takes back), Ba6
        // puts the bishop where the b-pawn takes it for nothing, Nc3 and castling lose nothing.
        TurnMachine t = machine(CHESS, "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
        Search s = ContinuationHistoryTest.on(t);
        int nxe5 = move(t, "f3e5"), ba6 = move(t, "c4a6"), nc3 = move(t, "b1c3"), castle = move(t, "e1g1");
        int knightForPawn = -s.exchange.see(nxe5), bishop = -s.exchange.see(ba6);
        assertThat(knightForPawn).isBetween(Reductions.SEE_CAPTURE + 1, 2 * Reductions.SEE_CAPTURE);
        // A capture's margin grows with the depth: SEE_CAPTURE a ply.
        assertThat(s.losesExchange(nxe5, false, 1)).isTrue();
        assertThat(s.losesExchange(nxe5, false, 2)).isFalse();
        // A quiet move's with its square: SEE_QUIET × depth².
        assertThat(bishop).isBetween(4 * Reductions.SEE_QUIET + 1, 9 * Reductions.SEE_QUIET);
        assertThat(s.losesExchange(ba6, true, 2)).isTrue();
        assertThat(s.losesExchange(ba6, true, 3)).isFalse();
        for (int d = 1; d <= Reductions.SEE_DEPTH; d++) {
            assertThat(s.losesExchange(nc3, true, d)).isFalse();
            assertThat(s.losesExchange(castle, true, d)).as("a castling is never judged by the exchange").isFalse();
        }
    }

    @Test
    void reverse_futility_takes_a_position_standing_its_margin_a_ply_above_beta_to_hold_it() throws Exception {
        // White a rook up, quiet: two plies from the horizon (too shallow for a null move),
        // outside the principal variation, the node answers at once where its static value
        // stands RFP_MARGIN a ply above beta, and searches its moves where it stands less.
        TurnMachine t = machine(CHESS, "4k3/pppp4/8/8/8/8/PPPP4/R3K3 w - - 0 1");
        Search s = ContinuationHistoryTest.on(t);
        s.nodeLimit = Long.MAX_VALUE;
        s.deadline = s.lastDeadline = Long.MAX_VALUE;
        s.iterationDepth = 2;
        int standing = s.staticValue();
        assertThat(standing).isGreaterThan(4 * Evaluator.PAWN);
        int depth = 2, held = standing - Reductions.RFP_MARGIN * depth;
        assertThat(s.search(depth, 1, held - 1, held)).isEqualTo(standing);
        assertThat(s.nodes).isEqualTo(1);
        s.nodes = 0;
        s.search(depth, 1, held, held + 1);
        assertThat(s.nodes).as("one centipawn short of the margin: the moves are searched").isGreaterThan(1);
    }

    private static int move(TurnMachine t, String coordinate) {
        var ms = t.moves();
        for (int i = 0; i < ms.size(); i++) if (t.coordinate(ms.get(i)).equals(coordinate)) return ms.get(i);
        throw new AssertionError("no move " + coordinate);
    }

    @Test
    void a_pawn_ending_tries_no_null_move() throws Exception {
        // Only kings and pawns: zugzwang is the rule there, so the side to move may not pass.
        TurnMachine t = machine(CHESS, "8/8/3k4/8/3PK3/8/8/8 w - - 0 1");
        Search s = new Search(t.model(), 16);
        SearchResult r = s.bestAction(t, Budget.depth(8), null);
        assertThat(s.nullMovesTried()).isZero();
        assertThat(r.action()).isNotNull();
    }

    @ParameterizedTest
    @ValueSource(strings = {"examples/xiangqi.variant", "examples/shogi.variant",
            "examples/minishogi.variant"})
    void variants_where_a_player_without_a_move_loses_allow_null_moves_and_try_them(String file) throws Exception {
        // Stalemate loses there as checkmate does: zugzwang matters no more than in chess.
        TurnMachine t = machine(file, null);
        Search s = new Search(t.model(), 16);
        assertThat(s.nullMovesAllowed()).as(file).isTrue();
        s.bestAction(t, Budget.depth(6), null);
        assertThat(s.nullMovesTried()).as(file).isPositive();
    }

    @ParameterizedTest
    @ValueSource(strings = {
            // Re2+ Kf10 Re9, or Rb10+ Ke9 Rf10 (d9 faces the general): Black has no move and loses
            "4k4/9/R8/9/9/9/9/9/1R7/3K5 w - - 0 1|b2e2/b2b10|3",
            "3k5/9/9/9/9/9/9/9/4A4/R2AK4 w - - 0 1|a1a10|5"})  // Ra10+ Kd9 Ra9+ Kd8 Re9 (the generals face)
    void a_xiangqi_win_by_stalemate_or_mate_is_found_with_pruning_as_without(String line) throws Exception {
        String[] p = line.split("\\|");
        TurnMachine t = machine("examples/xiangqi.variant", p[0]);
        for (boolean on : new boolean[]{false, true}) {
            Search s = new Search(t.model(), 16).pruning(on);
            SearchResult r = s.bestAction(t, Budget.depth(6), null);
            assertThat(r.mateIn()).as("pruning " + on).isEqualTo(Integer.parseInt(p[2]));
            assertThat(t.coordinate(((Action.Play) r.action()).move())).as("pruning " + on).isIn((Object[]) p[1].split("/"));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"examples/antichess.variant", "examples/extinction.variant", "examples/3check.variant",
            "examples/atomic.variant", "examples/kingofthehill.variant", "examples/horde.variant",
            "src/test/resources/search/kingcapture.variant", "variants-dsl/sejrang.variant",
            "variants-dsl/guru-mahachaturaji.variant", "examples/atomic-hook.variant"})
    void variants_whose_rules_make_passing_or_zugzwang_special_try_no_null_move(String file) throws Exception {
        TurnMachine t = machine(file, null);
        Search s = new Search(t.model(), 16);
        assertThat(s.nullMovesAllowed()).as(file).isFalse();
        if (t.phase() == io.ashtapada.engine.turn.Phase.ROLL) t.apply(new Action.Roll(3, 5));
        s.bestAction(t, Budget.nodes(20_000), null);
        assertThat(s.nullMovesTried()).as(file).isZero();
        // Asking for pruning does not turn it on where the rules forbid it.
        s.pruning(true).bestAction(t, Budget.nodes(5_000), null);
        assertThat(s.nullMovesTried()).as(file).isZero();
        // Nor exchange pruning (it reads the exchange of two players), singular extensions or
        // internal iterative reduction.
        assertThat(s.exchangePruned()).as(file).isZero();
        assertThat(s.singularExtensions()).as(file).isZero();
        assertThat(s.iterativeReductions()).as(file).isZero();
        // Their nodes' ends are judged first: the rules may end a game at any node.
        assertThat(s.judgedLate()).as(file).isZero();
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "2r3k1/p4p2/3Rp2p/1p2P1pK/8/1P4P1/P3Q2P/1q6 b - - 0 1|b1g6",    // a queen sacrifice
            "r1b1kb1r/pppp1ppp/5q2/4n3/3KP3/2N3PN/PPP4P/R1BQ1B1R b kq - 0 1|f8c5",
            "r5rk/5p1p/5R2/4B3/8/8/7P/7K w - - 0 1|f6a6"})
    void a_mate_in_three_is_found_with_pruning_as_without(String line) throws Exception {
        String[] p = line.split("\\|");
        TurnMachine t = machine(CHESS, p[0]);
        for (boolean on : new boolean[]{false, true}) {
            Search s = new Search(t.model(), 16).pruning(on);
            SearchResult r = s.bestAction(t, Budget.depth(6), null);
            assertThat(r.mateIn()).as("pruning " + on).isEqualTo(5);
            assertThat(t.coordinate(((Action.Play) r.action()).move())).as("pruning " + on).isEqualTo(p[1]);
        }
    }

    @Test
    void pruning_keeps_the_answer_deterministic() throws Exception {
        String fen = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";
        SearchResult a = new Search(SearchTest.model(CHESS), 16).bestAction(machine(CHESS, fen), Budget.depth(5).withSeed(3), null);
        SearchResult b = new Search(SearchTest.model(CHESS), 16).bestAction(machine(CHESS, fen), Budget.depth(5).withSeed(3), null);
        assertThat(b.action()).isEqualTo(a.action());
        assertThat(b.score()).isEqualTo(a.score());
        assertThat(b.nodes()).isEqualTo(a.nodes());
    }
}
