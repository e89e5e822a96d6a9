package io.ashtapada.variants;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** Makpong's rule ({@code royal may not flee check}): a king in check takes a lone checker or stays. */
class MakpongTest {
    private static Variant example(String name) throws Exception {
        return Ashtapada.defaults().load(Path.of("examples", name + ".variant"));
    }

    @Test
    void a_king_in_check_may_take_the_lone_checker_but_not_step_away() throws Exception {
        // The rook on e2 checks the king on e1; makruk's king may step to d1 or f1, makpong's may only take.
        assertThat(example("makruk").newGame("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1").legalMoves()).contains("e1e2", "e1d1", "e1f1");
        assertThat(example("makpong").newGame("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1").legalMoves()).containsExactly("e1e2");
    }

    @Test
    void a_protected_checker_or_two_checkers_leave_the_king_no_move_at_all() throws Exception {
        // The knight on f3 and the rook on e2 both give check: the king may not move, and it is mate.
        Game g = example("makpong").newGame("4k3/8/8/8/8/5n2/4r3/4K3 w - - 0 1");
        assertThat(g.legalMoves()).isEmpty();
        assertThat(g.state().result().winner()).isEqualTo("black");
        assertThat(example("makruk").newGame("4k3/8/8/8/8/5n2/4r3/4K3 w - - 0 1").legalMoves()).isNotEmpty();
    }

    @Test
    void out_of_check_the_king_moves_as_usual() throws Exception {
        assertThat(example("makpong").newGame("4k3/8/8/8/8/8/r7/4K3 w - - 0 1").legalMoves()).contains("e1f1", "e1d1");
    }
}
