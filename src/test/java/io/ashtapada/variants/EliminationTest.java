package io.ashtapada.variants;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Result;
import io.ashtapada.api.Variant;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Elimination chess (Fairy-Stockfish's elimination): {@code extinction of all below 2 loss} on
 * giveaway's rules, replaced with {@code rules only}: a player left with one piece loses.
 */
class EliminationTest {

    @Test
    void a_player_left_with_one_piece_loses() throws Exception {
        Variant v = Ashtapada.defaults().load(Path.of("examples", "elimination.variant"));
        Game g = v.newGame("4k3/8/8/8/8/8/1p6/R3K3 b - - 0 1");
        g.play("b2a1q");                          // the only moves are the captures of the rook
        Result r = g.result();
        assertThat(r.winner()).isEqualTo("black");
        assertThat(r.reason()).isEqualTo("piece count below 2");
    }

    @Test
    void a_player_without_a_move_loses() throws Exception {
        Variant v = Ashtapada.defaults().load(Path.of("examples", "elimination.variant"));
        // White's pawns are blocked and it has no capture: stalemated, it loses.
        Game g = v.newGame("4k3/8/8/8/8/p1p5/P1P5/8 w - - 0 1");
        assertThat(g.legalMoves()).isEmpty();
        assertThat(g.result().winner()).isEqualTo("black");
    }
}
