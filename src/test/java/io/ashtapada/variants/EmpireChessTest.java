package io.ashtapada.variants;

import io.ashtapada.api.Game;
import io.ashtapada.api.Result;
import org.junit.jupiter.api.Test;


import static org.assertj.core.api.Assertions.assertThat;

/**
 * Empire chess ({@code examples/empire.variant}): a castling partner named by kind, the flying
 * general along files and ranks, a king reaching its last rank, and {@code repetition 3 loss}.
 * Perft counts (Fairy-Stockfish's) are in perft/catalogue.perft.
 */
class EmpireChessTest {
    @Test
    void a_named_partner_kind_castles_for_black_although_whites_tower_stands_on_h1() throws Exception {
        Game g = Examples.variant("empire").newGame("r3k2r/pppppppp/8/8/8/PPPSSPPP/8/TECDKCET b kq - 0 1");
        assertThat(g.legalMoves()).contains("e8g8", "e8c8");
        g.play("e8g8");
        assertThat(g.position()).startsWith("r4rk1/");
    }

    @Test
    void flying_general_the_kings_may_not_face_each_other_on_an_open_file_or_rank() throws Exception {
        // The kings on e8 and e1 with only a soldier between them: it may step along the file, not off it.
        Game file = Examples.variant("empire").newGame("4k3/8/8/8/4S3/8/8/4K3 w - - 0 1");
        assertThat(file.legalMoves()).doesNotContain("e4d4", "e4f4").contains("e4e5", "e1d1");
        // On a rank: White's king may not step onto the black king's open rank.
        Game rank = Examples.variant("empire").newGame("8/8/8/8/8/k7/4K3/8 w - - 0 1");
        assertThat(rank.legalMoves()).doesNotContain("e2e3", "e2d3", "e2f3").contains("e2e1");
        Game chess = Examples.variant("chess").newGame("8/8/8/8/8/k7/4K3/8 w - - 0 1");
        assertThat(chess.legalMoves()).contains("e2e3");
    }

    @Test
    void a_king_reaching_its_last_rank_wins() throws Exception {
        Game g = Examples.variant("empire").newGame("8/4K3/8/8/k7/8/8/8 w - - 0 1");
        g.play("e7e8");
        assertThat(g.state().result()).isEqualTo(new Result(Result.Status.WIN, "white", "king reached the last rank"));
    }

    @Test
    void repetition_3_loss_the_third_occurrence_loses_for_the_player_to_move() throws Exception {
        Game g = Examples.variant("empire").newGame();
        for (int i = 0; i < 2; i++) for (String m : new String[]{"b1b2", "g8f6", "b2b1", "f6g8"}) g.play(m);
        // The start position for the third time, White to move: White loses.
        assertThat(g.state().result()).isEqualTo(new Result(Result.Status.WIN, "black", "repetition"));
    }
}
