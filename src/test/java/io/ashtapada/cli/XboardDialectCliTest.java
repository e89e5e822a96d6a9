package io.ashtapada.cli;

import org.junit.jupiter.api.Test;

import static io.ashtapada.cli.AiCliTest.run;
import static org.assertj.core.api.Assertions.assertThat;

/** {@code ashtapada xboard} reads and writes shogi's promotions as XBoard and Fairy-Stockfish do ({@code b2h8+}), without the engine. */
class XboardDialectCliTest {
    @Test
    void xboard_reads_a_shogi_promotion_written_with_a_plus_and_refuses_none_of_them() {
        AiCliTest.Run r = run("xboard\nprotover 2\nnew\nvariant shogi\nforce\nusermove c3c4\nusermove g7g6\nusermove b2h8+\n"
                + "usermove g9h8\nusermove B@e5\nquit\n", "xboard", "examples/shogi.variant");
        assertThat(r.out()).doesNotContain("Illegal move", "Error");
    }

    @Test
    void xboard_writes_its_own_shogi_promotion_with_a_plus() {
        // Sente's pawn on e8 takes the rook on e9 and must promote there (to a tokin, a gold).
        AiCliTest.Run r = run("xboard\nprotover 2\nnew\nvariant shogi\nforce\n"
                + "setboard k3r4/4P4/9/9/9/9/9/9/4K4[] w - - 0 1\nsd 2\ngo\nquit\n", "xboard", "examples/shogi.variant");
        assertThat(r.out()).containsPattern("(?m)^move e8e9\\+$");
    }
}
