package io.ashtapada.engine;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Result;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code block of N win|loss} (teeko: {@code block of 2 win} beside {@code line of 4 win}): the
 * player who has just moved and fills an N by N square of the board with its pieces has the
 * result. An end rule written as a class of {@code io.ashtapada.model.ends} (issue 24).
 */
class BlockRuleTest {
    private static Variant teeko() throws Exception {
        return Ashtapada.defaults().load(Path.of("examples", "teeko.variant"));
    }

    @Test
    void a_drop_that_fills_a_2_by_2_square_wins_teeko_for_the_dropping_player() throws Exception {
        Game g = teeko().newGame("PP3/1P3/5/2pp1/3p1[Pp] w - - 0 1");
        g.play("P@a4");          // a4 b4 a5 b5
        Result r = g.state().result();
        assertThat(r.status()).isEqualTo(Result.Status.WIN);
        assertThat(r.winner()).isEqualTo("white");
        assertThat(r.reason()).isEqualTo("2 by 2 block");
    }

    @Test
    void a_step_that_fills_a_block_wins_and_one_that_leaves_a_hole_does_not() throws Exception {
        Game g = teeko().newGame("PP3/1P3/5/2pp1/3p1[Pp] b - - 0 1");
        assertThat(g.state().result().status()).isEqualTo(Result.Status.ONGOING);
        g.play("P@e1");          // black's last stone: c2 d2 d1 e1, no block, no line of 4
        assertThat(g.state().result().status()).isEqualTo(Result.Status.ONGOING);
        g.play("P@e5");          // white's last stone
        g.play("d2c1");          // c1 d1 c2: three of the square c1 d1 c2 d2 now
        assertThat(g.state().result().status()).isEqualTo(Result.Status.ONGOING);
        g.play("e5e4");
        g.play("e1d2");          // c1 d1 c2 d2
        assertThat(g.state().result().winner()).isEqualTo("black");
        assertThat(g.state().result().reason()).isEqualTo("2 by 2 block");
    }

    @Test
    void a_block_of_the_player_to_move_does_not_end_the_game_only_the_movers_does() throws Exception {
        // Black's block a1 b1 a2 b2 stands, but White has just been set to move: the rule asks about the mover (Black).
        Game g = teeko().newGame("P4/P4/P4/pp3/pp2P[] w - - 0 1");
        assertThat(g.state().result().winner()).isEqualTo("black");
        Game h = teeko().newGame("P4/P4/P4/pp3/pp2P[] b - - 0 1");
        assertThat(h.state().result().status()).isEqualTo(Result.Status.ONGOING);
    }
}
