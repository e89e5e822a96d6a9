package io.ashtapada.engine.search;

import io.ashtapada.engine.turn.Action;
import io.ashtapada.engine.turn.TurnMachine;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static io.ashtapada.engine.search.SearchTest.machine;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Threads (issue 30): helper threads search the same position on copies of the game and share
 * the transposition table; the answer is the main search's, found with what they stored.
 */
class LazySmpTest {
    private static final String CHESS = "examples/chess.variant";

    private static boolean helpersAlive() {
        return Thread.getAllStackTraces().keySet().stream().anyMatch(t -> t.getName().startsWith("ashtapada-search-") && t.isAlive());
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "2r3k1/p4p2/3Rp2p/1p2P1pK/8/1P4P1/P3Q2P/1q6 b - - 0 1|b1g6",
            "r1b1kb1r/pppp1ppp/5q2/4n3/3KP3/2N3PN/PPP4P/R1BQ1B1R b kq - 0 1|f8c5",
            "r5rk/5p1p/5R2/4B3/8/8/7P/7K w - - 0 1|f6a6"})
    void three_threads_find_the_mates_one_thread_finds_and_stop_with_the_answer(String line) throws Exception {
        String[] p = line.split("\\|");
        TurnMachine t = machine(CHESS, p[0]);
        String before = t.position().positionString();
        Search s = new Search(t.model(), 16).threads(3);
        SearchResult r = s.bestAction(t, Budget.depth(6), null);
        assertThat(r.mateIn()).isEqualTo(5);
        assertThat(t.coordinate(((Action.Play) r.action()).move())).isEqualTo(p[1]);
        assertThat(s.helpers).hasSize(2);
        assertThat(helpersAlive()).as("helpers stop when the answer is found").isFalse();
        assertThat(t.position().positionString()).as("the game is left as it was").isEqualTo(before);
    }

    @Test
    void helpers_search_too_and_their_nodes_are_counted() throws Exception {
        TurnMachine t = machine(CHESS, "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
        Search s = new Search(t.model(), 18).threads(2);
        SearchResult r = s.bestAction(t, Budget.depth(8), null);
        assertThat(s.helpers[0].nodes).isPositive();
        assertThat(r.nodes()).isEqualTo(s.nodes + s.helpers[0].nodes);
        assertThat(r.action()).isNotNull();
        assertThat(helpersAlive()).isFalse();
    }

    @Test
    void a_node_budget_keeps_one_thread_so_the_same_budget_plays_the_same_everywhere() throws Exception {
        TurnMachine t = machine(CHESS, null);
        Search many = new Search(t.model(), 16).threads(4);
        SearchResult a = many.bestAction(t, Budget.nodes(4000), null);
        assertThat(many.helpers).isEmpty();
        SearchResult b = new Search(t.model(), 16).bestAction(t, Budget.nodes(4000), null);
        assertThat(a.action()).isEqualTo(b.action());
        assertThat(a.nodes()).isEqualTo(b.nodes());
    }

    @ParameterizedTest
    @ValueSource(strings = {"examples/atomic-hook.variant", "variants-dsl/omechanga.variant"})
    void hooks_and_dice_keep_one_thread(String file) throws Exception {
        TurnMachine t = machine(file, null);
        if (t.phase() == io.ashtapada.engine.turn.Phase.ROLL) t.apply(new Action.Roll(3, 5));
        Search s = new Search(t.model(), 16).threads(2);
        s.bestAction(t, Budget.depth(2), null);
        assertThat(s.helpers).as(file).isEmpty();
    }

    @Test
    void threads_are_one_to_sixty_four() throws Exception {
        Search s = new Search(machine(CHESS, null).model(), 10);
        assertThatThrownBy(() -> s.threads(0)).hasMessage("threads are 1 to 64, not 0");
        assertThatThrownBy(() -> s.threads(65)).hasMessage("threads are 1 to 64, not 65");
    }

    private static SearchResult finished(int depth, String move) {
        return new SearchResult(move == null ? null : new Action.Play(Integer.parseInt(move)), null, 0, depth, 0, 0, new int[0], java.util.List.of());
    }

    @Test
    void the_helper_that_finished_the_deepest_iteration_answers_when_deeper_than_the_main_search_and_within_the_depth_asked() {
        SearchResult[] helpers = {finished(9, "1"), null, finished(11, "2"), finished(12, null), finished(10, "3")};
        assertThat(HelperThreads.deepest(helpers, 10, 0).depth()).isEqualTo(11);          // one with no choice (none found) never answers
        assertThat(HelperThreads.deepest(helpers, 11, 0)).as("not deeper than the main search").isNull();
        assertThat(HelperThreads.deepest(helpers, 8, 10).depth()).as("a depth asked is the most").isEqualTo(10);
        assertThat(HelperThreads.deepest(new SearchResult[0], 3, 0)).isNull();
    }

    @Test
    void a_search_to_a_depth_answers_at_that_depth_with_helpers_too() throws Exception {
        TurnMachine t = machine(CHESS, "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
        Search s = new Search(t.model(), 18).threads(2);
        SearchResult r = s.bestAction(t, Budget.depth(7), null);
        assertThat(r.depth()).isEqualTo(7);
        assertThat(t.moves().contains(((Action.Play) r.action()).move())).isTrue();
    }
}
