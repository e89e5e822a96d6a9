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
        builtIn = Ashtapada.load(Path.of("examples/grasshopper.variant"));
        hooked = Ashtapada.load(Path.of("examples/grasshopper-hook.variant"));
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
        Game g = Ashtapada.compile("examples/grasshopper-quiet.variant", text, Path.of("examples")).newGame(GRASSHOPPER_CHECK);
        assertThat(g.legalMoves()).contains("a6a5", "a8a7");
        assertThat(g.hookFailures()).isEmpty();
    }
}
