package io.ashtapada.variants;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code drop checks forbidden} (xiangqi house, Fairy-Stockfish's dropChecks = false): no drop may
 * give check; moves that give check stay legal. Perft counts are in perft/catalogue.perft.
 */
class DropChecksForbiddenTest {
    @Test
    void xiangqi_house_a_cannon_dropped_to_check_over_a_screen_is_not_legal() throws Exception {
        Game g = Ashtapada.defaults().load(Path.of("examples", "xiangqihouse.variant")).newGame();
        for (String m : "b3b10 a10b10 h3h7".split(" ")) g.play(m);
        // Black holds a cannon: on e6 it would check the king on e1 over the soldier on e4.
        assertThat(g.legalMoves()).contains("C@d6", "C@d7").doesNotContain("C@e6");
    }

    @Test
    void a_move_that_gives_check_stays_legal() throws Exception {
        Game g = Ashtapada.defaults().load(Path.of("examples", "xiangqihouse.variant")).newGame();
        // Central cannons; then White's takes the soldier on e7 over its own on e4 and checks
        // the king on e10 over Black's cannon on e8.
        g.play("h3e3");
        g.play("h8e8");
        g.play("e3e7");
        assertThat(g.state().inCheck()).containsExactly("black");
    }
}
