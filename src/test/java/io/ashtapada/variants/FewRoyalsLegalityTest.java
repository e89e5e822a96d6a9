package io.ashtapada.variants;

import io.ashtapada.api.Game;
import org.junit.jupiter.api.Test;


import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code royal KINDS while at most N}: a move that changes how many pieces of such a kind its
 * player has (a drop, a promotion) is judged by the pieces royal before it, as Fairy-Stockfish
 * judges its pseudo-royal pieces (engine.FewRoyals). Perft counts are in perft/catalogue.perft.
 */
class FewRoyalsLegalityTest {
    @Test
    void mounted_a_second_centaur_dropped_while_the_first_is_in_check_does_not_end_the_check() throws Exception {
        // The rook on d4 checks the centaur on d1. A drop elsewhere leaves the first centaur
        // attacked, and one that blocks (d2, d3) lands attacked itself: only the centaur moves.
        // (Counting royal pieces after the drop, two centaurs, none royal, let every drop stand.)
        Game g = Examples.game("mounted", "3k3/7/7/3r3/7/7/3K3[K] w - - 0 1");
        assertThat(g.legalMoves()).isNotEmpty().allMatch(m -> m.startsWith("d1"));
    }

    @Test
    void mounted_a_dropped_centaur_may_not_land_attacked() throws Exception {
        Game g = Examples.game("mounted", "3k3/7/7/7/7/7/3K3[K] w - - 0 1");
        // d6 and c6 are next to the black centaur on d7.
        assertThat(g.legalMoves()).contains("K@a1").doesNotContain("K@d6", "K@c6");
    }

    @Test
    void back_rank_a_piece_reaching_the_last_rank_may_not_leave_the_king_in_check() throws Exception {
        // After 1.d3 c6 2.Bf4 Qa5+: Bxb8 would make a second king on b8, but the first stays attacked.
        Game g = Examples.game("backrank", "rnb1kbnr/pp1ppppp/2p5/q7/5B2/3P4/PPP1PPPP/RN1QKBNR w KQkq - 2 3");
        assertThat(g.legalMoves()).doesNotContain("f4b8k").contains("c2c3", "b1d2");
    }
}
