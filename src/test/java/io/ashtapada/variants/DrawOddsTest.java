package io.ashtapada.variants;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Result;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code draw odds black} (armageddon, capture the queen): a game the rules end drawn is Black's win. */
class DrawOddsTest {
    private static Variant example(String name) throws Exception {
        return Ashtapada.defaults().load(Path.of("examples", name + ".variant"));
    }

    @Test
    void armageddon_a_stalemate_of_either_side_is_blacks_win() throws Exception {
        Result black = example("armageddon").newGame("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").state().result();
        assertThat(black.winner()).isEqualTo("black");
        assertThat(black.reason()).isEqualTo("stalemate, draw odds");
        Result white = example("armageddon").newGame("8/8/8/8/8/6k1/5q2/7K w - - 0 1").state().result();
        assertThat(white.winner()).isEqualTo("black");
    }

    @Test
    void armageddon_a_threefold_repetition_is_blacks_win_and_chess_draws_it() throws Exception {
        for (String name : new String[]{"armageddon", "chess"}) {
            Game g = example(name).newGame();
            for (int i = 0; i < 2; i++) for (String m : new String[]{"g1f3", "g8f6", "f3g1", "f6g8"}) g.play(m);
            Result r = g.state().result();
            if (name.equals("chess")) {
                assertThat(r.status()).isEqualTo(Result.Status.DRAW);
            } else {
                assertThat(r.winner()).isEqualTo("black");
                assertThat(r.reason()).isEqualTo("repetition, draw odds");
            }
        }
    }

    @Test
    void armageddon_a_draw_agreed_is_still_a_draw() throws Exception {
        Game g = example("armageddon").newGame();
        g.offerDraw("white");
        g.acceptDraw("black");
        assertThat(g.state().result().status()).isEqualTo(Result.Status.DRAW);
    }

    @Test
    void capture_the_queen_taking_it_wins_for_white_and_the_fifty_move_rule_for_black() throws Exception {
        Game g = example("capturethequeen").newGame("3q4/8/8/8/8/8/8/3Q4 w - - 0 1");
        g.play("d1d8");
        assertThat(g.state().result().winner()).isEqualTo("white");
        assertThat(g.state().result().reason()).isEqualTo("no queen left");
        Game h = example("capturethequeen").newGame("3q4/8/8/8/8/8/8/1QQ1QQ2 w - - 99 60");
        h.play("b1b2");          // the hundredth ply without a capture
        assertThat(h.state().result().winner()).isEqualTo("black");
        assertThat(h.state().result().reason()).isEqualTo("fifty-move rule, draw odds");
    }
}
