package io.ashtapada.variants;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Result;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** Rookmate: a royal rook, seven checks to win, and a player left with one piece loses. */
class RookmateTest {
    private static Variant rookmate() throws Exception {
        return Ashtapada.defaults().load(Path.of("examples", "rookmate.variant"));
    }

    @Test
    void the_royal_piece_moves_as_a_rook_and_the_common_king_is_not_royal() throws Exception {
        Game g = rookmate().newGame("7k/8/8/8/8/8/q7/K5R1 w - - 7+7 0 1");
        assertThat(g.legalMoves()).contains("a1a2").doesNotContain("a1b2");
    }

    @Test
    void taking_the_last_piece_but_one_wins() throws Exception {
        Game g = rookmate().newGame("7k/8/8/8/8/8/q7/K5R1 w - - 7+7 0 1");
        g.play("a1a2");          // Black is left with its king alone
        Result r = g.state().result();
        assertThat(r.winner()).isEqualTo("white");
        assertThat(r.reason()).isEqualTo("piece count below 2");
    }

    @Test
    void the_seventh_check_wins() throws Exception {
        Game g = rookmate().newGame("7k/6pp/8/8/8/1q6/8/K5R1 w - - 1+7 0 1");
        g.play("g1g6");          // no check: the pawn on g7 stands between
        assertThat(g.state().result().status()).isEqualTo(Result.Status.ONGOING);
        Game h = rookmate().newGame("7k/6pp/8/8/8/1q6/8/K5R1 w - - 1+7 0 1");
        h.play("g1e1");
        h.play("b3b4");
        h.play("e1e8");          // the check White still needed
        assertThat(h.state().result().winner()).isEqualTo("white");
        assertThat(h.state().result().reason()).isEqualTo("seventh check");
    }
}
