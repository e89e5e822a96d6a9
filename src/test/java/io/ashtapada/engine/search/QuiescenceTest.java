package io.ashtapada.engine.search;

import io.ashtapada.engine.turn.Action;
import io.ashtapada.engine.turn.TurnMachine;
import org.junit.jupiter.api.Test;

import static io.ashtapada.engine.search.SearchTest.machine;
import static org.assertj.core.api.Assertions.assertThat;

/** Quiescence: it resolves captures at the horizon, and ends in a game where every move is one. */
class QuiescenceTest {

    @Test
    void clobber_every_move_captures_and_chess_not() {
        assertThat(SearchRules.everyMoveCaptures(SearchTest.model("examples/clobber.variant"))).isTrue();
        assertThat(SearchRules.everyMoveCaptures(SearchTest.model("examples/clobber10.variant"))).isTrue();
        assertThat(SearchRules.everyMoveCaptures(SearchTest.model("examples/chess.variant"))).isFalse();
        assertThat(SearchRules.everyMoveCaptures(SearchTest.model("examples/antichess.variant"))).isFalse();
    }

    /** Before, depth 1 alone visited 19.7 million nodes: quiescence searched the whole game. */
    @Test
    void clobber_to_depth_2_visits_few_nodes_since_captures_are_its_quiet_moves() throws Exception {
        for (String file : new String[]{"examples/clobber.variant", "examples/clobber10.variant"}) {
            TurnMachine t = machine(file, null);
            SearchResult r = new Search(t.model(), 16).bestAction(t, Budget.depth(2), null);
            assertThat(r.depth()).isEqualTo(2);
            // 5x6: 49 first moves and ~1,500 replies; 10x10: 180 and ~30,000 with their terminal checks.
            assertThat(r.nodes()).as(file).isLessThan(100_000);
        }
    }

    @Test
    void chess_quiescence_sees_the_recapture_of_a_queen_that_takes_a_guarded_pawn() throws Exception {
        // Depth 1: Qxd5 wins a pawn unless quiescence sees ...cxd5.
        TurnMachine t = machine("examples/chess.variant", "4k3/8/2p5/3p4/8/8/3Q4/4K3 w - - 0 1");
        SearchResult r = new Search(t.model(), 16).bestAction(t, Budget.depth(1), null);
        assertThat(t.coordinate(((Action.Play) r.action()).move())).isNotEqualTo("d2d5");
        assertThat(r.score()).isGreaterThan(500);
    }

    /**
     * Double army: two armies per side, the pawns of both already face to face. Every capture
     * chain of even trades used to be searched to its end (depth 1 did not finish in 120 s); from
     * four captures deep only recaptures on the last capture's square are tried.
     */
    @Test
    void facing_armies_to_depth_2_visit_few_nodes_since_deep_quiescence_only_recaptures() throws Exception {
        TurnMachine t = machine("examples/doublearmy.variant", null);
        SearchResult r = new Search(t.model(), 16).bestAction(t, Budget.depth(2), null);
        assertThat(r.depth()).isEqualTo(2);
        assertThat(r.nodes()).isLessThan(50_000);
    }

    @Test
    void deep_quiescence_still_takes_back_on_the_square_of_the_last_capture() throws Exception {
        // After Rxd5 cxd5 Bxd5 exd5 Qxd5 ... Qxd5 (five captures on d5), the last recapture must be seen.
        TurnMachine t = machine("examples/chess.variant", "3qk3/8/2p1p3/3p4/8/1B6/3R4/3QK3 w - - 0 1");
        SearchResult r = new Search(t.model(), 16).bestAction(t, Budget.depth(1), null);
        assertThat(t.coordinate(((Action.Play) r.action()).move())).doesNotStartWith("d2d5").doesNotStartWith("b3d5");
    }
}
