package io.ashtapada.engine.search;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.engine.Move;
import io.ashtapada.engine.turn.Action;
import io.ashtapada.engine.turn.TurnMachine;
import io.ashtapada.model.PositionFormat;
import io.ashtapada.model.RuleModel;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import static org.assertj.core.api.Assertions.assertThat;

/** The search: forced wins found, material kept, the game left as it was, determinism. */
class SearchTest {
    private static final Map<String, RuleModel> MODELS = new ConcurrentHashMap<>();

    static RuleModel model(String file) {
        return MODELS.computeIfAbsent(file, f -> {
            try {
                return io.ashtapada.api.Models.of(Ashtapada.defaults().load(Path.of(f)));
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
    }

    static TurnMachine machine(String file, String position) throws Exception {
        RuleModel m = model(file);
        return new TurnMachine(m, PositionFormat.of(m).parse(position == null ? m.startPosition() : position));
    }

    static String best(TurnMachine t, Budget b) {
        Search s = new Search(t.model(), 16);
        SearchResult r = s.bestAction(t, b, null);
        return t.coordinate(((Action.Play) r.action()).move());
    }

    @Test
    void chess_mate_in_one_is_found_back_rank() throws Exception {
        TurnMachine t = machine("examples/chess.variant", "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
        Search s = new Search(t.model(), 16);
        SearchResult r = s.bestAction(t, Budget.depth(3), null);
        assertThat(t.coordinate(((Action.Play) r.action()).move())).isEqualTo("d1d8");
        assertThat(r.mateIn()).isEqualTo(1);
    }

    @Test
    void chess_mate_in_two_is_found_with_a_rook_sacrifice() throws Exception {
        TurnMachine t = machine("examples/chess.variant", "kbK5/pp6/1P6/8/8/8/8/R7 w - - 0 1");
        Search s = new Search(t.model(), 16);
        SearchResult r = s.bestAction(t, Budget.depth(4), null);
        assertThat(t.coordinate(((Action.Play) r.action()).move())).isEqualTo("a1a6");
        assertThat(r.mateIn()).isEqualTo(3);
        assertThat(Search.pvText(t, r.pv())).hasSize(3);
    }

    @Test
    void cached_static_values_change_nothing_but_the_time() throws Exception {
        // The cache of static values is keyed by the position's key: a key that left out what
        // the value depends on (the side, the searching player, a right) would change the tree.
        for (String fen : new String[] {
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1P/PPPBBPPP/R3K2R w KQkq - 0 1",
                "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R w KQ - 0 8"}) {
            TurnMachine a = machine("examples/chess.variant", fen), b = machine("examples/chess.variant", fen);
            SearchResult cached = new Search(a.model(), 16).bestAction(a, Budget.depth(7), null);
            SearchResult fresh = new Search(b.model(), 16).cacheValues(false).bestAction(b, Budget.depth(7), null);
            assertThat(cached.nodes()).isEqualTo(fresh.nodes());
            assertThat(cached.score()).isEqualTo(fresh.score());
            assertThat(cached.pv()).containsExactly(fresh.pv());
        }
    }

    @Test
    void search_leaves_the_position_hash_and_journal_as_they_were() throws Exception {
        TurnMachine t = machine("examples/chess.variant", "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
        String before = t.position().positionString();
        long hash = t.position().hash();
        int actions = t.actionCount();
        new Search(t.model(), 16).bestAction(t, Budget.nodes(20_000), null);
        assertThat(t.position().positionString()).isEqualTo(before);
        assertThat(t.position().hash()).isEqualTo(hash).isEqualTo(t.position().computeHash());
        assertThat(t.actionCount()).isEqualTo(actions);
    }

    @Test
    void a_node_budget_and_a_seed_give_the_same_answer_every_time() throws Exception {
        SearchResult a = new Search(model("examples/chess.variant"), 16)
                .bestAction(machine("examples/chess.variant", null), Budget.nodes(30_000).withSeed(7), null);
        SearchResult b = new Search(model("examples/chess.variant"), 16)
                .bestAction(machine("examples/chess.variant", null), Budget.nodes(30_000).withSeed(7), null);
        assertThat(b.action()).isEqualTo(a.action());
        assertThat(b.score()).isEqualTo(a.score());
        assertThat(b.nodes()).isEqualTo(a.nodes());
    }

    @Test
    void a_hanging_queen_is_taken_back_out_of_danger() throws Exception {
        // The white queen on d4 is attacked by the pawn on e5 and defended by nothing.
        TurnMachine t = machine("examples/chess.variant", "4k3/8/8/4p3/3Q4/8/8/4K3 w - - 0 1");
        Search s = new Search(t.model(), 16);
        SearchResult r = s.bestAction(t, Budget.depth(4), null);
        int m = ((Action.Play) r.action()).move();
        // Either it takes the pawn (safe: no black piece defends e5) or it moves away; it never stays en prise.
        t.playGenerated(m);
        int q = t.position().pieceAt(Move.to(m));
        assertThat(q).isNotZero();
        t.undo();
        assertThat(r.score()).isGreaterThan(700);
    }

    @Test
    void omega_chess_mate_in_one_on_the_back_rank() throws Exception {
        TurnMachine t = machine("variants-dsl/omega-chess.variant", "2/5k4/4ppp3/10/10/10/10/10/10/10/R4K4/2 w - - 0 1");
        SearchResult r = new Search(t.model(), 16).bestAction(t, Budget.depth(3), null);
        assertThat(t.coordinate(((Action.Play) r.action()).move())).isEqualTo("a0a9");
        assertThat(r.mateIn()).isEqualTo(1);
    }

    @Test
    void omega_chess_mate_in_two_through_an_interposed_rook() throws Exception {
        TurnMachine t = machine("variants-dsl/omega-chess.variant", "2/5k4/4ppp3/10/10/10/10/10/10/3r6/RR3K4/2 w - - 0 1");
        SearchResult r = new Search(t.model(), 16).bestAction(t, Budget.depth(4), null);
        assertThat(r.mateIn()).isEqualTo(3);
        assertThat(Search.pvText(t, r.pv())).hasSize(3);
    }

    @Test
    void capture_the_royal_king_capture_in_one_and_in_two() throws Exception {
        String file = "src/test/resources/search/kingcapture.variant";
        // The black king stands where the rook takes it.
        TurnMachine t = machine(file, "3k4/8/8/8/8/8/8/3RK3 w - - 0 1");
        SearchResult r = new Search(t.model(), 16).bestAction(t, Budget.depth(2), null);
        assertThat(t.coordinate(((Action.Play) r.action()).move())).isEqualTo("d1d8");
        assertThat(r.mateIn()).isEqualTo(1);
        // Back rank: Rd8 wins because the king cannot leave the rank's reach, and the king is taken next move.
        t = machine(file, "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
        r = new Search(t.model(), 16).bestAction(t, Budget.depth(4), null);
        assertThat(t.coordinate(((Action.Play) r.action()).move())).isEqualTo("d1d8");
        assertThat(r.mateIn()).isEqualTo(3);
    }
    /**
     * Out of time, the first iteration stops once one root choice has a searched value: a hook
     * that takes some milliseconds a call (it emits nothing) makes every node slow, and a whole depth-1
     * iteration (twenty root moves, each tested by the hook) could not end in 3 x 5 ms.
     */
    @Test
    void a_first_iteration_of_slow_hooks_stops_at_its_time_with_a_searched_choice() throws Exception {
        String text = "variant \"Slow\" extends \"chess.variant\"\n"
                + "hook slow on game moves {{ function (view, out) { let x = 0;"
                + " for (let i = 0; i < 50000; i++) x += i; } }}\n";
        RuleModel m = io.ashtapada.api.Models.of(io.ashtapada.api.Ashtapada.defaults().compile("examples/slow.variant", text, Path.of("examples")));
        TurnMachine t = new TurnMachine(m, PositionFormat.of(m).parse(m.startPosition()));
        long before = t.position().hash();
        SearchResult r = new Search(m, 16).bestAction(t, Budget.time(5), null);
        assertThat(r.depth()).as("no iteration finished: " + r).isZero();
        assertThat(r.iterations()).isEmpty();
        assertThat(r.action()).isInstanceOf(Action.Play.class);
        assertThat(t.legalActions()).contains(r.action());
        assertThat(t.position().hash()).isEqualTo(before);
    }
}
