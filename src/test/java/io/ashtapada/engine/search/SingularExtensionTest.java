package io.ashtapada.engine.search;

import io.ashtapada.engine.turn.TurnMachine;
import org.junit.jupiter.api.Test;

import static io.ashtapada.engine.search.SearchTest.machine;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Singular extension (issue 30): the table's move is searched a ply deeper when every other
 * move, searched without it at half the depth, falls short of its value; that verification
 * leaves the table alone.
 */
class SingularExtensionTest {
    private static final String CHESS = "examples/chess.variant";
    /** White wins the queen by Rxd8+ (d8 is defended by nothing); every other move loses the exchange's worth of nothing. */
    private static final String ONE_GOOD_MOVE = "3q2k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1";

    private static Search ready(TurnMachine t) {
        Search s = new Search(t.model(), 16);
        s.tm = t;
        s.pos = t.position();
        s.root = t.side();
        s.nodeLimit = Long.MAX_VALUE;
        s.deadline = Long.MAX_VALUE;
        s.iterationDepth = 4;
        return s;
    }

    @Test
    void a_middlegame_search_extends_table_moves_as_singular_and_turned_off_it_never_does() throws Exception {
        TurnMachine t = machine(CHESS, "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
        Search on = new Search(t.model(), 16);
        on.bestAction(t, Budget.depth(9), null);
        assertThat(on.singularExtensions).isPositive();
        Search off = new Search(t.model(), 16);
        off.singular = false;
        off.bestAction(t, Budget.depth(9), null);
        assertThat(off.singularExtensions).isZero();
    }

    @Test
    void the_search_without_the_table_move_neither_answers_from_the_table_nor_writes_to_it() throws Exception {
        TurnMachine t = machine(CHESS, ONE_GOOD_MOVE);
        Search s = ready(t);
        int full = s.search(2, 1, -Scores.WIN, Scores.WIN);
        assertThat(full).as("Rxd8+ wins the queen").isGreaterThan(500);
        long entry = s.tt.probe(s.key());
        assertThat(entry).isNotEqualTo(TranspositionTable.MISS);
        int best = TranspositionTable.choice(entry);
        assertThat(t.coordinate(best)).isEqualTo("d1d8");
        s.excluded[1] = best;
        int without = s.search(2, 1, full - 1, full);
        s.excluded[1] = Scores.NO_CHOICE;
        assertThat(without).as("the table's exact value is not the answer without its move").isLessThan(100);
        assertThat(s.tt.probe(s.key())).as("the table is as it was").isEqualTo(entry);
    }
}
