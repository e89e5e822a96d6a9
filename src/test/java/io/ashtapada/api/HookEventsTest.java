package io.ashtapada.api;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.*;

/**
 * Issue 12, hooks as a full escape hatch: the moves a hook emits give check like built-in moves.
 */
class HookEventsTest {

    /** Black is in check from the grasshopper on e1, hopping over the pawn on e7 (both sides have more grasshoppers). */
    static final String GRASSHOPPER_CHECK = "r3k2r/4P3/pppp1ppp/2g5/8/PPG2PPP/8/R3G1K1 b kq - 0 1";

    static Variant builtIn, hooked;

    @BeforeAll
    static void load() throws Exception {
        builtIn = Ashtapada.defaults().load(Path.of("examples/grasshopper.variant"));
        hooked = Ashtapada.defaults().load(Path.of("examples/grasshopper-hook.variant"));
    }

    @Test
    @Tag("slow") // about 40 s: every legality test asks the interpreted hook
    void a_grasshopper_written_as_a_hook_gives_the_built_in_perft_from_the_start() {
        long expected = builtIn.newGame().perft(3);
        assertThat(expected).isEqualTo(22314);
        Game g = hooked.newGame();
        assertThat(g.perft(3)).isEqualTo(expected);
        assertThat(g.hookFailures()).isEmpty();
    }

    @Test
    void a_king_a_hook_move_could_capture_is_in_check() throws Exception {
        Game b = builtIn.newGame(GRASSHOPPER_CHECK), h = hooked.newGame(GRASSHOPPER_CHECK);
        assertThat(h.legalMoves()).containsExactlyInAnyOrderElementsOf(b.legalMoves());
        // In check: castling is out, and the king may not stay on the grasshopper's line.
        assertThat(h.legalMoves()).doesNotContain("e8c8", "e8g8", "a6a5").containsExactlyInAnyOrder("e8e7", "e8d7", "e8f7");
        for (int depth = 1; depth <= 3; depth++) {
            assertThat(h.perft(depth)).as("depth %d", depth).isEqualTo(b.perft(depth));
        }
        assertThat(h.hookFailures()).isEmpty();
    }

    @Test
    void a_hook_move_may_not_leave_ones_own_king_where_an_enemy_hook_move_could_capture_it() throws Exception {
        // The queen on d1 going to e2 would be the hurdle over which the black grasshopper on e5 takes the king.
        String pos = "4k3/8/8/4g3/8/8/8/3QK3 w - - 0 1";
        Game b = builtIn.newGame(pos), h = hooked.newGame(pos);
        assertThat(b.legalMoves()).doesNotContain("d1e2").contains("d1d2");
        assertThat(h.legalMoves()).containsExactlyInAnyOrderElementsOf(b.legalMoves());
    }

    @Test
    void a_moves_hook_declared_no_check_is_not_asked_for_attacks() throws Exception {
        // The same hook declared 'no check' (a promise that its moves never take a royal piece):
        // the engine no longer asks it, so here Black is not in check and may play on.
        String text = java.nio.file.Files.readString(Path.of("examples/grasshopper-hook.variant"))
                .replace("hook hop on grasshopper moves {{", "hook hop on grasshopper moves no check {{");
        Game g = Ashtapada.defaults().compile("examples/grasshopper-quiet.variant", text, Path.of("examples")).newGame(GRASSHOPPER_CHECK);
        assertThat(g.legalMoves()).contains("a6a5", "a8a7");
        assertThat(g.hookFailures()).isEmpty();
    }

    @Test
    void a_filter_hook_that_forbids_non_captures_gives_the_perft_of_the_data_rule_must_capture() throws Exception {
        Variant data = Ashtapada.defaults().load(Path.of("examples/antichess.variant"));
        Variant filter = Ashtapada.defaults().load(Path.of("examples/antichess-filter.variant"));
        Game g = filter.newGame();
        assertThat(g.perft(3)).isEqualTo(data.newGame().perft(3)).isEqualTo(8067);
        // A position with captures for White: only they stay.
        String pos = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w - - 0 2";
        Game d = data.newGame(pos);
        Game f = filter.newGame(pos);
        assertThat(f.legalMoves()).containsExactly("e4d5").containsExactlyInAnyOrderElementsOf(d.legalMoves());
        assertThat(f.perft(3)).isEqualTo(d.perft(3));
        assertThat(g.hookFailures()).isEmpty();
        assertThat(f.hookFailures()).isEmpty();
    }

    @Test
    void a_filter_hook_applies_under_check_rules_and_mate_follows_from_what_it_leaves() throws Exception {
        // Knights may not capture: the filter forbids them, and check and mate are judged on what is left.
        String text = "variant \"No knight captures\" extends \"chess.variant\"\n"
                + "hook tame on knight filter {{ function (view, moves) {\n"
                + "  const knight = view.kindOf('knight');\n"
                + "  for (let i = 0; i < moves.size(); i++) if (moves.kind(i) === knight && moves.taken(i) >= 0) moves.forbid(i);\n"
                + "} }}\n";
        Variant v = Ashtapada.defaults().compile("examples/tame.variant", text, Path.of("examples"));
        // Black's queen on f2 checks the king on e1: the king may take it, the knight may not.
        Game g = v.newGame("4k3/8/8/8/8/3N4/5q2/4K3 w - - 0 1");
        assertThat(g.legalMoves()).doesNotContain("d3f2").contains("e1f2");
        // Back-rank check: only Nd3xe1 would answer it, and the filter forbids it: mate.
        String backRank = "4k3/8/8/8/8/3N4/6PP/4r2K w - - 0 1";
        assertThat(Ashtapada.defaults().load(Path.of("examples/chess.variant")).newGame(backRank).legalMoves()).containsExactly("d3e1");
        Game mate = v.newGame(backRank);
        assertThat(mate.legalMoves()).isEmpty();
        assertThat(mate.result().status()).isEqualTo(Result.Status.WIN);
        assertThat(g.hookFailures()).isEmpty();
    }

    @Test
    void atomic_written_as_an_after_move_hook_gives_the_perft_of_the_data_form() throws Exception {
        Variant data = Ashtapada.defaults().load(Path.of("examples/atomic.variant"));
        Variant hook = Ashtapada.defaults().load(Path.of("examples/atomic-hook.variant"));
        String[][] lines = {
                {null, "3"},
                {"rn2kb1r/1pp1p2p/p2q1pp1/3P4/2P3b1/4PN2/PP3PPP/R2QKB1R b KQkq - 0 1", "2"},
                {"r4b1r/2kb1N2/p2Bpnp1/8/2Pp3p/1P1PPP2/P5PP/R3K2R b KQ - 0 1", "2"},
                {"rn1qkb1r/p5pp/2p5/3p4/N3P3/5P2/PPP4P/R1BQK3 w Qkq - 0 1", "2"},
        };
        for (String[] line : lines) {
            Game d = line[0] == null ? data.newGame() : data.newGame(line[0]);
            Game h = line[0] == null ? hook.newGame() : hook.newGame(line[0]);
            int depth = Integer.parseInt(line[1]);
            assertThat(h.perft(depth)).as("%s depth %d", line[0], depth).isEqualTo(d.perft(depth));
            assertThat(h.hookFailures()).isEmpty();
        }
        assertThat(hook.newGame().perft(3)).isEqualTo(8902);
    }

    @Test
    void view_attackers_lists_the_pieces_whose_own_moves_reach_a_square_and_pieces_of_lists_one_kind() throws Exception {
        // Each piece the view names moves to f3 (attackers) or to h3 (knights): the legal moves show what it named.
        String text = "variant \"Named\" extends \"chess.variant\"\n"
                + "hook named on game moves {{ function (view, out) {\n"
                + "  const me = view.side(), f3 = view.square('f3'), h3 = view.square('h3');\n"
                + "  const a = view.attackers(f3, me);\n"
                + "  for (let i = 0; i < a.length; i++) out.move(a[i], f3);\n"
                + "  const n = view.piecesOf(me, view.kindOf('knight'));\n"
                + "  for (let i = 0; i < n.length; i++) if (view.piece(h3) === '') out.move(n[i], h3);\n"
                + "} }}\n";
        Game g = Ashtapada.defaults().compile("examples/named.variant", text, Path.of("examples")).newGame();
        // f3 is reached by the pawns on e2 and g2 (their captures) and the knight on g1; h3 by no bishop yet.
        assertThat(g.legalMoves()).contains("e2f3", "g2f3", "g1f3", "b1h3", "g1h3").hasSize(20 + 3);
        assertThat(g.hookFailures()).isEmpty();
    }

    @Test
    void view_attackers_and_pieces_of_refuse_a_square_or_player_that_does_not_exist_and_the_game_goes_on() throws Exception {
        for (String call : new String[]{"view.attackers(999, 0)", "view.attackers(-1, 0)", "view.attackers(0, 5)", "view.piecesOf(2, 0)"}) {
            String text = "variant \"Bad\" extends \"chess.variant\"\n"
                    + "hook bad on game moves {{ function (view, out) { " + call + "; } }}\n";
            Game g = Ashtapada.defaults().compile("examples/bad.variant", text, Path.of("examples")).newGame();
            assertThat(g.legalMoves()).as(call).hasSize(20);
            assertThat(g.hookFailures()).as(call).singleElement().asString().contains("no ");
            g.play("e2e4");
            assertThat(g.legalMoves()).as(call).hasSize(20);
        }
    }

    @Test
    void forget_hook_results_makes_the_next_visit_call_the_hook_again() throws Exception {
        // A hook that counts its calls (not a function of the position, on purpose): its answer is
        // kept per position until forgotten.
        String text = "variant \"Counting\" extends \"chess.variant\"\n"
                + "hook counting on game moves no check {{ (function () { let n = 0; return function (view, out) {\n"
                + "  n++; if (n % 2 === 0) out.move(view.square('a2'), view.square('a5'));\n"
                + "}; })() }}\n";
        Game g = Ashtapada.defaults().compile("examples/counting.variant", text, Path.of("examples")).newGame();
        assertThat(g.legalMoves()).hasSize(20);
        assertThat(g.perft(1)).as("the same position: the kept answer").isEqualTo(20);
        g.forgetHookResults();
        assertThat(g.perft(1)).as("called again").isEqualTo(21);
    }
}
