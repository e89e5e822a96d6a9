package io.ashtapada.variants;

import io.ashtapada.api.Game;
import org.junit.jupiter.api.Test;


import static org.assertj.core.api.Assertions.assertThat;

/**
 * Shogun chess ({@code examples/shogun.variant}): shogi's optional promotion on a chess board,
 * one of each promoted kind, the queen a promoted fers from the start. Perft counts (Fairy-Stockfish's)
 * are in perft/catalogue.perft.
 */
class ShogunChessTest {
    @Test
    void an_en_passant_capture_into_the_camp_does_not_promote_where_promotion_is_optional() throws Exception {
        Game g = Examples.variant("shogun").newGame("r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 2");
        assertThat(g.legalMoves()).contains("e5d6", "e5e6", "e5e6c").noneMatch(m -> m.startsWith("e5d6") && m.length() > 4);
    }

    @Test
    void a_rook_promotes_to_a_chancellor_only_while_its_player_has_none() throws Exception {
        assertThat(Examples.variant("shogun").newGame("4k3/8/8/8/R7/8/8/4K3 w - - 0 1").legalMoves()).contains("a4a6m", "a4a6");
        assertThat(Examples.variant("shogun").newGame("4k3/8/8/8/R7/8/M7/4K3 w - - 0 1").legalMoves()).contains("a4a6").doesNotContain("a4a6m");
    }

    @Test
    void the_starting_queen_is_a_promoted_fers_and_goes_to_hand_as_a_fers() throws Exception {
        Game g = Examples.variant("shogun").newGame("4k3/8/8/8/8/8/3q4/3QK3 w - - 0 1".replace("3q4", "3+f4"));
        g.play("d1d2");
        assertThat(g.position()).contains("[F]");
    }
}
