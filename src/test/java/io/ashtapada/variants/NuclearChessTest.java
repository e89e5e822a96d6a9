package io.ashtapada.variants;

import io.ashtapada.api.Game;
import org.junit.jupiter.api.Test;


import static org.assertj.core.api.Assertions.assertThat;

/**
 * Nuclear chess ({@code examples/nuclear.variant}): {@code captures explode} with {@code captures
 * petrify}. Perft counts, and where they differ from Fairy-Stockfish's and why, are in
 * perft/catalogue.perft.
 */
class NuclearChessTest {
    @Test
    void pawns_blow_up_and_the_capture_square_turns_to_stone() throws Exception {
        Game g = Examples.variant("nuclear").newGame();
        for (String m : "e2e4 d7d5 e4d5".split(" ")) g.play(m);
        // Both pawns are gone, the capturer too, and d5 is stone: the queen can no longer go down the d-file.
        assertThat(g.position()).isEqualTo("rnbqkbnr/ppp1pppp/8/3*4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2");
        assertThat(g.legalMoves()).doesNotContain("d8d5", "d8d4");
    }

    @Test
    void a_capture_whose_stone_blocks_a_line_to_the_own_king_stands() throws Exception {
        Game g = Examples.variant("nuclear").newGame();
        for (String m : "f2f4 e7e5 e2e4 d8e7".split(" ")) g.play(m);
        // fxe5 blows up e4 too and opens the e-file, but the stone on e5 shuts it again.
        assertThat(g.legalMoves()).contains("f4e5");
        g.play("f4e5");
        assertThat(g.state().inCheck()).isEmpty();
    }
}
