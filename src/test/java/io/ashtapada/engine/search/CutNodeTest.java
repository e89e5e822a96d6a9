package io.ashtapada.engine.search;

import io.ashtapada.engine.turn.TurnMachine;
import org.junit.jupiter.api.Test;

import static io.ashtapada.engine.search.SearchTest.machine;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Cut nodes (issue 30): a node expected to fail high — the reduced search of a late move, the
 * first move of a null-window node that is not itself a cut node, a null move's reply — reduces
 * its late moves a ply more ({@link Reductions#lateMove(int, int, boolean, boolean)}).
 */
class CutNodeTest {
    private static final String CHESS = "examples/chess.variant";
    private static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1P/PPPBBPPP/R3K2R w KQkq - 0 1";

    @Test
    void cut_nodes_reduce_late_moves_and_every_cut_mark_is_consumed_by_the_node_it_was_meant_for() throws Exception {
        TurnMachine t = machine(CHESS, KIWIPETE);
        Search s = new Search(t.model(), 18);
        s.bestAction(t, Budget.depth(7), null);
        assertThat(s.cutReductions).isPositive();
        for (boolean b : s.cutNode) assertThat(b).isFalse();
    }

    @Test
    void without_pruning_no_node_is_reduced_as_a_cut_node() throws Exception {
        TurnMachine t = machine(CHESS, KIWIPETE);
        Search s = new Search(t.model(), 18).pruning(false);
        s.bestAction(t, Budget.depth(5), null);
        assertThat(s.cutReductions).isZero();
        for (boolean b : s.cutNode) assertThat(b).isFalse();
    }
}
