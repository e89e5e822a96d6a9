package io.ashtapada.model;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An N-check variant's setup may say how many checks each player still has to give
 * ({@code 2+3}, Fairy-Stockfish's field after en passant), and the game starts from those counts:
 * a setup with the field was refused ("this variant does not count checks") because the setup
 * was read before the rules.
 */
class NCheckSetupTest {

    @Test
    void a_three_check_setup_with_unequal_checks_to_give_starts_from_them() throws Exception {
        String text = """
                variant "Three-check from a middle game" extends "chess.variant"
                setup "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1+3 0 1"
                rules { check  stalemate draw  fifty-move 100  repetition 3  win by 3 checks }
                """;
        Variant v = Ashtapada.defaults().compile("middle.variant", text, Path.of("examples"));
        Game g = v.newGame();
        assertThat(g.position()).contains(" - 1+3 ");
        g.play("Bc4");
        g.play("Nf6");
        g.play("Bxf7+");          // white's third check: one was left to give
        assertThat(g.result().winner()).isEqualTo("white");
        assertThat(g.result().reason()).isEqualTo("third check");
    }
}
