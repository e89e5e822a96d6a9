package io.ashtapada.engine;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Answers to a check judged without making the move (issue 30, {@code MoveGenerator.checkRules}):
 * with one piece giving check, a move of another piece that is not pinned is legal exactly when
 * it takes the checking piece or lands between it and the king on the line it rides; in double
 * check only the king moves; the king's own steps are judged on the board with the king lifted
 * off, so it may not step back along the checking line.
 */
class EvasionLegalityTest {

    static Game chess(String fen) throws Exception {
        return Ashtapada.defaults().load(Path.of("examples/chess.variant")).newGame(fen);
    }

    @Test
    void a_check_by_a_rider_is_answered_by_taking_it_by_blocking_it_or_by_the_king_stepping_off_its_line() throws Exception {
        // The rook on e8 checks the king on e2. The rook on a4 blocks on e4, the bishop on h5
        // takes the rook; the knight on d3 could block on e5 but the bishop on b5 pins it; the
        // king may not step to e1 or e3, on the rook's file (e1 is attacked once the king has left e2).
        Game g = chess("4r1k1/8/8/1b5B/R7/3N4/4K3/8 w - - 0 1");
        assertThat(g.inCheck()).containsExactly("white");
        assertThat(g.legalMoves()).containsExactlyInAnyOrder("a4e4", "h5e8", "e2d1", "e2d2", "e2f1", "e2f2", "e2f3");
    }

    @Test
    void in_double_check_only_the_king_moves() throws Exception {
        // The rook on e8 and the knight on d4 both check: the rook on a4 could take the knight or
        // block the rook, and does neither. The knight covers c2 and f3, the rook e1 and e3.
        Game g = chess("4r1k1/8/8/8/R2n4/8/4K3/8 w - - 0 1");
        assertThat(g.legalMoves()).containsExactlyInAnyOrder("e2d1", "e2d2", "e2d3", "e2f1", "e2f2");
    }

    @Test
    void a_piece_that_leaps_to_the_king_as_well_as_riding_there_cannot_be_blocked() throws Exception {
        // The X (bishop and alfil) on c3 checks the king on e1 along the diagonal and by its
        // (2,2) leap: the rook on d8 blocking on d2 stops the ride, not the leap. The rook on c8 takes it.
        Variant v = Ashtapada.defaults().compile("alfil-bishop.variant", """
                variant "Alfil-bishop" extends "chess.variant"
                piece hybrid { letter X  value 4  betza "BA" }
                """, Path.of("examples"));
        Game g = v.newGame("2RR4/8/7k/8/8/2x5/8/4K3 w - - 0 1");
        assertThat(g.inCheck()).containsExactly("white");
        assertThat(g.legalMoves()).containsExactlyInAnyOrder("c8c3", "e1d1", "e1e2", "e1f1", "e1f2");
    }

    static Variant alfilRider() throws Exception {
        return Ashtapada.defaults().compile("alfil-rider-bishop.variant", """
                variant "Alfil-rider-bishop" extends "chess.variant"
                piece hybrid { letter X  value 5  betza "BAA" }
                """, Path.of("examples"));
    }

    @Test
    void where_one_ride_is_a_multiple_of_another_a_block_of_one_line_is_no_answer() throws Exception {
        // The X on a5 checks the king on e1 along the diagonal and by its alfil-ride through c3:
        // the knight blocking on d2 stops the first and not the second.
        Game g = alfilRider().newGame("4k3/8/8/x7/8/8/8/1N2K3 w - - 0 1");
        assertThat(g.inCheck()).containsExactly("white");
        assertThat(g.legalMoves()).doesNotContain("b1d2").contains("e1d1", "e1f2");
    }

    @Test
    void where_one_ride_is_a_multiple_of_another_a_piece_on_the_line_may_answer_the_check() throws Exception {
        // The bishop on d2 stands on the X's diagonal but not on its alfil-ride, which checks:
        // it may take the X, or block both rides on c3.
        Game g = alfilRider().newGame("4k3/8/8/x7/8/8/3B4/4K3 w - - 0 1");
        assertThat(g.inCheck()).containsExactly("white");
        assertThat(g.legalMoves()).contains("d2a5", "d2c3").doesNotContain("d2e3");
    }

    static Variant secondKing() throws Exception {
        return Ashtapada.defaults().compile("second-king.variant", """
                variant "Second king" extends "chess.variant"
                piece pawn {
                  letter P
                  value 1
                  pawn
                  passable
                  betza "fmWfceF"
                  move slide (0,1) forward range 2 move-only from pawn-start
                  promote in last-rank to queen, king limit king 2
                }
                """, Path.of("examples"));
    }

    @Test
    void a_promotion_to_a_royal_kind_may_not_put_the_new_royal_where_it_is_attacked() throws Exception {
        // In check from the rook on a8, the pawn blocks on b8 as a queen, not as a king the rook
        // attacks; taking the rook as a king is fine.
        Game g = secondKing().newGame("r6K/1P6/8/8/8/k7/8/8 w - - 0 1");
        assertThat(g.inCheck()).containsExactly("white");
        assertThat(g.legalMoves()).contains("b7b8q", "b7a8k").doesNotContain("b7b8k");
        // Out of check the same.
        g = secondKing().newGame("r7/1P6/8/8/8/k7/8/7K w - - 0 1");
        assertThat(g.legalMoves()).contains("b7b8q", "b7a8k").doesNotContain("b7b8k");
    }
}
