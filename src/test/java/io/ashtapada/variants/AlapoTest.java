package io.ashtapada.variants;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Result;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** Alapo's goal ({@code reach far-rank with ... wins if safe or kept}): safe at once, or kept through the reply; and jeson mor's ({@code if kept}). */
class AlapoTest {
    private static Variant alapo() throws Exception {
        return Ashtapada.defaults().load(Path.of("examples", "alapo.variant"));
    }

    @Test
    void a_piece_reaching_the_far_rank_where_nothing_attacks_it_wins_at_once() throws Exception {
        Game g = alapo().newGame("6/6/6/5k/6/Q5 w - - 0 1");
        g.play("a1a6");
        assertThat(g.state().result().winner()).isEqualTo("white");
        assertThat(g.state().result().reason()).isEqualTo("queen reached the far rank");
    }

    @Test
    void a_piece_reaching_it_under_attack_wins_if_still_there_when_its_player_is_next_to_move() throws Exception {
        Game g = alapo().newGame("6/1k4/6/5k/6/Q5 w - - 0 1");
        g.play("a1a6");          // the king on b5 attacks a6
        assertThat(g.state().result().status()).isEqualTo(Result.Status.ONGOING);
        g.play("f3e3");          // Black does not take it
        assertThat(g.state().result().winner()).isEqualTo("white");
    }

    @Test
    void a_piece_taken_with_the_reply_wins_nothing() throws Exception {
        Game g = alapo().newGame("6/1k4/6/5k/6/Q5 w - - 0 1");
        g.play("a1a6");
        g.play("b5a6");
        // White has nothing left to move: a player who cannot move loses.
        assertThat(g.state().result().winner()).isEqualTo("black");
        assertThat(g.state().result().reason()).isEqualTo("stalemate");
    }

    @Test
    void jeson_mor_a_knight_on_the_centre_wins_only_when_its_player_is_next_to_move() throws Exception {
        Variant v = Ashtapada.defaults().load(Path.of("examples", "jesonmor.variant"));
        Game g = v.newGame("n8/9/9/9/9/9/3N5/9/8N w - - 0 1");
        g.play("d3e5");          // nothing attacks e5, and still the game goes on for Black's move
        assertThat(g.state().result().status()).isEqualTo(Result.Status.ONGOING);
        g.play("a9b7");
        assertThat(g.state().result().winner()).isEqualTo("white");
        assertThat(g.state().result().reason()).isEqualTo("knight reached the centre");
        Game h = v.newGame("n8/9/9/2n6/9/9/3N5/9/8N w - - 0 1");
        h.play("d3e5");
        h.play("c6e5");          // Black takes it, and its own knight now stands there
        assertThat(h.state().result().status()).isEqualTo(Result.Status.ONGOING);
        h.play("i1g2");
        assertThat(h.state().result().winner()).isEqualTo("black");
    }
}
