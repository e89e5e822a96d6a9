package io.ashtapada.variants;

import io.ashtapada.api.Game;
import org.junit.jupiter.api.Test;


import static org.assertj.core.api.Assertions.assertThat;

/**
 * Atomic crazyhouse ({@code examples/atomiczh.variant}): explosions where captures go to hand.
 * The captured piece joins the capturer's hand; every piece blown up, the capturer too, joins
 * its owner's opponent's hand, as Fairy-Stockfish has it. Perft counts are in perft/catalogue.perft.
 */
class AtomicCrazyhouseTest {
    @Test
    void the_captured_pawn_goes_to_the_capturer_and_the_blown_up_knight_to_the_other_side() throws Exception {
        Game g = Examples.variant("atomiczh").newGame();
        for (String m : "g1h3 g7g5 h3g5".split(" ")) g.play(m);
        assertThat(g.position()).isEqualTo("rnbqkbnr/pppppp1p/8/8/8/8/PPPPPPPP/RNBQKB1R[Pn] b - - 0 2");
        assertThat(g.legalMoves()).contains("N@d3", "N@f3");
        g.undo();
        assertThat(g.position()).startsWith("rnbqkbnr/pppppp1p/8/6p1/8/7N/PPPPPPPP/RNBQKB1R[]");
    }

    @Test
    void a_king_blown_up_goes_to_the_other_hand_ends_the_game_and_its_position_reads_back() throws Exception {
        // Qxf7: the pawn goes to White; the blast takes the queen (to Black), and the king, bishop
        // and knight next to f7 (to White). Black has no king left.
        Game g = Examples.variant("atomiczh").newGame("rnbqkbnr/pppppppp/8/7Q/8/4P3/PPPP1PPP/RNB1KBNR w - - 0 3");
        g.play("h5f7");
        assertThat(g.state().result().winner()).isEqualTo("white");
        String over = g.position();
        assertThat(over).startsWith("rnbq3r/ppppp1pp/8/8/8/4P3/PPPP1PPP/RNB1KBNR[");
        Game read = Examples.variant("atomiczh").newGame(over);
        assertThat(read.position()).isEqualTo(over);
        assertThat(read.state().result().winner()).isEqualTo("white");
    }
}
