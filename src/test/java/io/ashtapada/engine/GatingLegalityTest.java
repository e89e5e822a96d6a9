package io.ashtapada.engine;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Seirawan's gating: the piece put on the square a move leaves is part of the move, but the move
 * may not pass through check on the way: a gated piece never blocks a check the move itself
 * uncovers (the S-Chess rules; Fairy-Stockfish and Sjaak II count so too).
 */
class GatingLegalityTest {

    /** After 1.c3 f6 2.Qb3/E g6 3.Qxg8: the bishop on f8 is pinned against the king on e8. */
    static final String PINNED_BISHOP = "rnbqkbQr/ppppp2p/5pp1/8/8/2P5/PP1PPPPP/RNBEKBNR[Hhe] b KQABCEFGHkqabcdefh - 0 3";

    @Test
    void a_gated_piece_cannot_block_the_check_its_own_move_uncovers() throws Exception {
        Game g = Ashtapada.defaults().load(Path.of("examples/seirawan.variant")).newGame(PINNED_BISHOP);
        assertThat(g.legalMoves()).hasSize(23)
                .doesNotContain("f8g7", "f8g7e", "f8g7h", "f8h6e", "f8h6h")
                // The rook may still take the queen (and gate), and a piece that is not pinned still gates.
                .contains("h8g8", "h8g8e", "b8c6", "b8c6e", "b8c6h");
    }

    @Test
    void gating_still_needs_nothing_more_than_a_legal_move_without_it() throws Exception {
        Game g = Ashtapada.defaults().load(Path.of("examples/seirawan.variant")).newGame();
        assertThat(g.legalMoves()).contains("g1f3", "g1f3e", "g1f3h", "b1c3h");
    }
}
