package io.ashtapada.variants;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Result;
import io.ashtapada.api.Variant;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Several flag pieces on a zone at once, {@code reach ZONE with N KIND wins [or when full]}
 * (issue 27; Fairy-Stockfish's flagPieceCount and flagPieceBlockedWin), played through the
 * shipped examples aralzaa, bajr, kono and knights-halma.
 */
class FlagCountTest {

    static Variant example(String name) throws Exception {
        return Ashtapada.defaults().load(Path.of("examples", name + ".variant"));
    }

    @Test
    void aralzaa_two_knights_on_the_far_rank_do_not_win() throws Exception {
        Game g = example("aralzaa").newGame("NN1/N*n/nn1 b - - 0 1");
        assertThat(g.result().status()).isEqualTo(Result.Status.ONGOING);
        assertThat(g.legalMoves()).isNotEmpty();
    }

    @Test
    void aralzaa_the_third_knight_on_the_far_rank_wins() throws Exception {
        Game g = example("aralzaa").newGame("NN1/N*n/nn1 w - - 0 1");
        g.play("a2c3");
        Result r = g.result();
        assertThat(r.winner()).isEqualTo("white");
        assertThat(r.reason()).isEqualTo("knight reached the far rank");
        assertThat(g.legalMoves()).isEmpty();
    }

    @Test
    void bajr_black_wins_with_its_three_stones_on_a1_a2_b1() throws Exception {
        // Black's corner is the half turn of White's e6, f6, f5; its stone on b2 steps to a1
        // (diagonally forward and to its right).
        Game g = example("bajr").newGame("3P2/2P3/5P/6/pp4/1p4 b - - 0 1");
        g.play("b2a1");
        Result r = g.result();
        assertThat(r.winner()).isEqualTo("black");
        assertThat(r.reason()).isEqualTo("stone reached the corner");
    }

    @Test
    void kono_seven_stones_at_home_win() throws Exception {
        Game g = example("kono").newGame("PPPP1/P2PP/5/p4/1ppp1 w - - 0 1");
        g.play("d4e5");
        assertThat(g.result().winner()).isEqualTo("white");
    }

    @Test
    void kono_a_full_home_wins_with_fewer_than_seven() throws Exception {
        // A black stone never left e4: d4e5 fills White's home with six white stones in it.
        Game g = example("kono").newGame("PPPP1/P2Pp/5/5/pppp1 w - - 0 1");
        g.play("d4e5");
        Result r = g.result();
        assertThat(r.winner()).isEqualTo("white");
        assertThat(r.reason()).isEqualTo("stone reached the home");
    }

    @Test
    void kono_a_home_with_an_empty_square_does_not_win() throws Exception {
        Game g = example("kono").newGame("PPPP1/P2Pp/5/5/pppp1 w - - 0 1");
        g.play("d4c3");
        assertThat(g.result().status()).isEqualTo(Result.Status.ONGOING);
        assertThat(g.legalMoves()).isNotEmpty();
    }

    @Test
    void knights_halma_the_ninth_knight_in_the_corner_wins() throws Exception {
        Game g = example("knights-halma").newGame("NNN5/8/8/1n6/8/nn6/nnn5/nnn5 b - - 0 1");
        g.play("b5c3");
        Result r = g.result();
        assertThat(r.winner()).isEqualTo("black");
        assertThat(r.reason()).isEqualTo("knight reached the corner");
    }
}
