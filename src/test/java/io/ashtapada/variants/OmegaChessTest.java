package io.ashtapada.variants;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.Result;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Omega Chess (variants-dsl/omega-chess.variant) against RULINGS.md OC-1..OC-8, through the
 * public API only. Positions are position strings written by the API's position builder from a
 * piece list, so the 104-square row layout is never retyped.
 */
class OmegaChessTest {
    private static Variant omega;

    @BeforeAll
    static void load() throws Exception {
        omega = Ashtapada.defaults().load(Path.of("variants-dsl/omega-chess.variant"));
    }

    // ------------------------------------------------------------------ helpers

    /** A position string: {@code side castling ep}, then pieces as letter + square ("Kf0", "Ww1"). */
    static String position(String side, String castling, String ep, String... pieces) {
        return omega.position().place(pieces).side(side).castling(castling).enPassant(ep).build();
    }

    static Game game(String side, String castling, String ep, String... pieces) throws Exception {
        return omega.newGame(position(side, castling, ep, pieces));
    }

    static List<String> movesFrom(Game g, String from) {
        return LegalMoves.from(g, from);
    }

    static List<String> targets(Game g, String from) {
        return LegalMoves.targets(g, from);
    }

    // ------------------------------------------------------------------ OC-1 board

    @Test
    void omega_board_has_ten_by_ten_squares_ranks_0_to_9_plus_four_corner_squares_OC1() {
        String start = omega.startPosition();
        String[] rows = start.split(" ")[0].split("/");
        assertThat(rows).hasSize(12);
        int squares = 0;
        for (String row : rows) {
            for (int j = 0; j < row.length(); j++) {
                char c = row.charAt(j);
                if (Character.isDigit(c)) {
                    int n = 0;
                    while (j < row.length() && Character.isDigit(row.charAt(j))) n = n * 10 + (row.charAt(j++) - '0');
                    j--;
                    squares += n;
                } else {
                    squares++;
                }
            }
        }
        assertThat(squares).isEqualTo(104);
        assertThat(rows[0]).isEqualTo("ww");        // w4 w3
        assertThat(rows[11]).isEqualTo("WW");       // w1 w2
    }

    @Test
    void omega_corner_squares_w1_to_w4_lie_diagonally_behind_the_board_corners_OC1() throws Exception {
        // A queen on e4 reaches w1 along the a0 diagonal and w3 along the j9 diagonal.
        Game g = game("w", "-", "-", "Qe4", "Kj5", "kh9");
        assertThat(targets(g, "e4")).contains("w1", "w3", "a0", "j9").doesNotContain("w2", "w4");
        // A king in a corner square has exactly one neighbour: w2 touches only j0, w4 only a9.
        assertThat(targets(game("w", "-", "-", "Kw2", "ke9"), "w2")).containsExactly("j0");
        assertThat(targets(game("b", "-", "-", "Ke0", "kw4"), "w4")).containsExactly("a9");
        // Square names are exactly a0..j9 and w1..w4.
        Game s = omega.newGame();
        assertThatThrownBy(() -> s.play("a1a10")).isInstanceOf(IllegalMoveException.class).hasMessageContaining("no square a10");
        assertThatThrownBy(() -> s.play("w1k0")).isInstanceOf(IllegalMoveException.class).hasMessageContaining("no square k0");
    }

    @Test
    void omega_rook_never_reaches_a_corner_square_but_a_bishop_does_OC1() throws Exception {
        // The a-file and rank 0 end at a0; w1 is only on the diagonal.
        Game g = game("w", "-", "-", "Ra5", "Bc2", "Kj5", "kh9");
        assertThat(targets(g, "a5")).contains("a0", "a9").doesNotContain("w1", "w4");
        assertThat(targets(g, "c2")).contains("b1", "a0", "w1");
        Game h = game("w", "-", "-", "Re0", "Kj5", "kh9");
        assertThat(targets(h, "e0")).contains("a0", "j0").doesNotContain("w1", "w2");
        assertThatThrownBy(() -> g.play("a5w1")).isInstanceOf(IllegalMoveException.class);
    }

    // ------------------------------------------------------------------ OC-2 setup

    @Test
    void omega_setup_has_champions_in_the_corners_and_wizards_on_the_corner_squares_OC2() throws Exception {
        assertThat(omega.startPosition())
                .isEqualTo("ww/crnbqkbnrc/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/CRNBQKBNRC/WW w KQkq - 0 1");
        Game g = omega.newGame();
        assertThat(g.pieceAt("w1")).isEqualTo('W');
        assertThat(g.pieceAt("w2")).isEqualTo('W');
        assertThat(g.pieceAt("w4")).isEqualTo('w');
        assertThat(g.pieceAt("w3")).isEqualTo('w');
        assertThat(g.pieceAt("e0")).isEqualTo('Q');
        assertThat(g.pieceAt("f0")).isEqualTo('K');
        assertThat(g.pieceAt("e9")).isEqualTo('q');
        assertThat(g.pieceAt("f9")).isEqualTo('k');
        // Hand count (see src/test/resources/perft/omega.perft): 30 pawn moves, 4 knight, 4 champion, 2 wizard.
        assertThat(g.legalMoves()).hasSize(40).contains("w1a2", "w2j2", "a0a2", "a0c2", "c0b2", "c0d2");
        g.play("e1e4");
        assertThat(g.legalMoves()).hasSize(40).contains("w4a7", "w3j7", "a9a7", "a9c7");
    }

    // ------------------------------------------------------------------ OC-3 pieces

    @Test
    void omega_champion_leaps_one_or_two_orthogonally_and_two_diagonally_OC3() throws Exception {
        // Surrounded by its own pawns the champion still leaps to every WAD square.
        Game g = game("w", "-", "-", "Ce4", "Pe5", "Pd4", "Pf4", "Pd5", "Pf5", "Pd3", "Pf3", "Kj0", "ka9",
                "pe6", "ng6");
        assertThat(targets(g, "e4")).containsExactlyInAnyOrder(
                "e3",                          // W (the other three W squares hold own pawns)
                "e6", "e2", "c4", "g4",        // D, capturing on e6
                "c6", "g6", "c2", "g2");       // A, capturing on g6
        assertThat(targets(g, "e4")).doesNotContain("d5", "f5", "d3", "f3", "e7", "f6", "d6");
    }

    @Test
    void omega_wizard_leaps_like_a_camel_or_one_square_diagonally_OC3() throws Exception {
        Game g = game("w", "-", "-", "We4", "Pe5", "Pd4", "Pf4", "Pe3", "Kj0", "ka9", "pf5");
        assertThat(targets(g, "e4")).containsExactlyInAnyOrder(
                "d7", "f7", "d1", "f1", "b5", "b3", "h5", "h3",   // C (1,3)
                "d5", "f5", "d3", "f3");                           // F, capturing on f5
    }

    @Test
    void omega_wizard_enters_and_leaves_a_corner_square_OC3() throws Exception {
        // Leaving w1: a0 (ferz), a2 and c0 (camel).
        Game g = game("w", "-", "-", "Ww1", "Kj5", "ke9");
        assertThat(targets(g, "w1")).containsExactlyInAnyOrder("a0", "a2", "c0");
        g.play("w1a2");
        g.play("e9e8");
        // Entering w1 again from a2 by a camel leap.
        assertThat(targets(g, "a2")).contains("w1");
        g.play("a2w1");
        assertThat(g.pieceAt("w1")).isEqualTo('W');
        // And the black wizard on w3 in the same way (ferz to j9, camel to j7 and h9).
        Game b = game("b", "-", "-", "ww3", "Kj5", "ke9");
        assertThat(targets(b, "w3")).containsExactlyInAnyOrder("j9", "j7", "h9");
        b.play("w3h9");
        b.play("j5j4");
        assertThat(targets(b, "h9")).contains("w3");
    }

    @Test
    void omega_wizard_on_a_corner_square_captures_and_gives_check_OC3() throws Exception {
        // The wizard on w1 attacks a0: a black king there is in check and must leave or capture.
        Game g = game("b", "-", "-", "Ww1", "Kj5", "ka0");
        assertThat(g.legalMoves()).containsExactlyInAnyOrder("a0w1", "a0a1", "a0b0", "a0b1");
        // A black king on a2 or c0 is attacked from w1 by the camel leap.
        assertThat(targets(game("b", "-", "-", "Ww1", "Kj5", "kb2"), "b2")).doesNotContain("a2", "a0", "c0").contains("b1", "c2");
    }

    // ------------------------------------------------------------------ OC-4 pawn steps

    @Test
    void omega_pawn_on_its_starting_rank_advances_one_two_or_three_empty_squares_OC4() throws Exception {
        Game g = omega.newGame();
        assertThat(targets(g, "e1")).containsExactlyInAnyOrder("e2", "e3", "e4");
        assertThatThrownBy(() -> g.play("e1e5")).isInstanceOf(IllegalMoveException.class);
        // Through empty squares only.
        Game blocked = game("w", "-", "-", "Pe1", "Pd1", "ne3", "Nd4", "Kj0", "ka9");
        assertThat(targets(blocked, "e1")).containsExactly("e2");
        assertThat(targets(blocked, "d1")).containsExactlyInAnyOrder("d2", "d3");
        // Off the starting rank one square.
        Game moved = game("w", "-", "-", "Pe2", "Kj0", "ka9");
        assertThat(targets(moved, "e2")).containsExactly("e3");
        // Black the same way down the board.
        Game b = game("b", "-", "-", "pe8", "Kj0", "ka9");
        assertThat(targets(b, "e8")).containsExactlyInAnyOrder("e7", "e6", "e5");
    }

    // ------------------------------------------------------------------ OC-5 en passant

    @Test
    void omega_pawn_may_be_taken_en_passant_on_the_first_passed_square_after_a_triple_step_and_the_position_reads_back_OC5() throws Exception {
        Game g = game("w", "-", "-", "Pe1", "pd3", "Kf0", "ke9");
        g.play("e1e4");
        // Both passed squares stay en passant squares; the position string names only e2, the one
        // a pawn can take onto (as Fairy-Stockfish writes it).
        assertThat(g.position()).contains(" e2 ");
        assertThat(g.legalMoves()).contains("d3e2");
        // And the string reads back, the pawn two squares beyond the one square named.
        Game read = omega.newGame(g.position());
        assertThat(read.legalMoves()).contains("d3e2");
        read.play("d3e2");
        assertThat(read.pieceAt("e4")).isEqualTo('.');
        // Black's the same way: only e7 is named after e8e5, and it reads back.
        Game b = game("b", "-", "-", "pe8", "Pd6", "Kf0", "ka9");
        b.play("e8e5");
        assertThat(b.position()).contains(" e7 ");
        assertThat(omega.newGame(b.position()).legalMoves()).contains("d6e7");
        g.play("d3e2");
        assertThat(g.pieceAt("e4")).isEqualTo('.');
        assertThat(g.pieceAt("e2")).isEqualTo('p');
    }

    @Test
    void omega_pawn_may_be_taken_en_passant_on_the_second_passed_square_OC5() throws Exception {
        Game g = game("w", "-", "-", "Pe1", "pf4", "Kf0", "ke9");
        g.play("e1e4");
        assertThat(g.legalMoves()).contains("f4e3");
        g.play("f4e3");
        assertThat(g.pieceAt("e4")).isEqualTo('.');
        assertThat(g.pieceAt("e3")).isEqualTo('p');
        // Black's triple step the same way: White takes on e7 (first) or e6 (second passed square).
        Game b = game("b", "-", "-", "pe8", "Pd6", "Pf5", "Kf0", "ka9");
        b.play("e8e5");
        assertThat(b.position()).contains(" e7,e6 ");
        assertThat(b.legalMoves()).contains("d6e7", "f5e6");
    }

    @Test
    void omega_en_passant_after_a_double_step_and_only_on_the_very_next_move_OC5() throws Exception {
        Game g = game("w", "-", "-", "Pe1", "pd3", "pf4", "Kf0", "ke9");
        g.play("e1e3");
        assertThat(g.legalMoves()).contains("d3e2", "f4e3");   // e3 is an ordinary capture now
        g.play("e9e8");
        g.play("f0g0");
        assertThat(g.legalMoves()).doesNotContain("d3e2");
        // After a single step there is nothing to take en passant.
        Game h = game("w", "-", "-", "Pe1", "pd3", "Kf0", "ke9");
        h.play("e1e2");
        assertThat(h.position().split(" ")[3]).isEqualTo("-");
    }

    // ------------------------------------------------------------------ OC-6 castling

    private static final String[] CASTLING_BOARD = {"Ca0", "Rb0", "Kf0", "Ri0", "Cj0", "Pe1", "Pg1",
            "ca9", "rb9", "kf9", "ri9", "cj9"};

    @Test
    void omega_castling_moves_the_king_two_squares_with_the_rook_from_b0_or_i0_OC6() throws Exception {
        Game g = game("w", "KQkq", "-", CASTLING_BOARD);
        assertThat(targets(g, "f0")).contains("h0", "d0");
        g.play("f0h0");
        assertThat(g.pieceAt("h0")).isEqualTo('K');
        assertThat(g.pieceAt("g0")).isEqualTo('R');
        assertThat(g.pieceAt("i0")).isEqualTo('.');
        assertThat(g.pieceAt("j0")).isEqualTo('C');
        // Black mirrors it on rank 9.
        assertThat(g.legalMoves()).contains("f9d9", "f9h9");
        g.play("f9d9");
        assertThat(g.pieceAt("d9")).isEqualTo('k');
        assertThat(g.pieceAt("e9")).isEqualTo('r');
        assertThat(g.pieceAt("b9")).isEqualTo('.');
        assertThat(g.pieceAt("a9")).isEqualTo('c');
    }

    @Test
    void omega_champion_takes_no_part_in_castling_OC6() throws Exception {
        // No rooks: the unmoved champions on a0 and j0 are no castling partners, so a castling
        // right is refused (issue 15), and without one the king only steps.
        assertThatThrownBy(() -> game("w", "KQkq", "-", "Ca0", "Kf0", "Cj0", "kf9"))
                .hasMessageContaining("castling right 'K' in 'KQkq': white has no rook on i0");
        Game g = game("w", "-", "-", "Ca0", "Kf0", "Cj0", "kf9");
        assertThat(targets(g, "f0")).containsExactlyInAnyOrder("e0", "g0", "e1", "f1", "g1");
    }

    @Test
    void omega_castling_is_refused_in_check_through_or_onto_an_attacked_square_or_when_blocked_OC6() throws Exception {
        // g0 attacked by a rook on g5: no king-side castling; queen side is fine.
        Game through = game("w", "KQ", "-", "Rb0", "Kf0", "Ri0", "rg5", "ka9");
        assertThat(targets(through, "f0")).contains("d0").doesNotContain("h0");
        // h0 attacked: the king may not land there.
        Game onto = game("w", "KQ", "-", "Rb0", "Kf0", "Ri0", "rh5", "ka9");
        assertThat(targets(onto, "f0")).contains("d0").doesNotContain("h0");
        // In check: neither.
        Game check = game("w", "KQ", "-", "Rb0", "Kf0", "Ri0", "rf5", "ka9");
        assertThat(targets(check, "f0")).doesNotContain("h0", "d0");
        // The rook may pass an attacked square (c0).
        Game rookPasses = game("w", "KQ", "-", "Rb0", "Kf0", "Ri0", "rc5", "ka9");
        assertThat(targets(rookPasses, "f0")).contains("d0");
        // A piece between king and rook (c0) blocks.
        Game blocked = game("w", "KQ", "-", "Rb0", "Nc0", "Kf0", "Ri0", "ka9");
        assertThat(targets(blocked, "f0")).contains("h0").doesNotContain("d0");
        // King or rook moved: no castling with it.
        Game moved = game("w", "KQ", "-", "Rb0", "Kf0", "Ri0", "ka9");
        moved.play("i0i1");
        moved.play("a9a8");
        moved.play("i1i0");
        moved.play("a8a9");
        assertThat(targets(moved, "f0")).contains("d0").doesNotContain("h0");
        assertThat(moved.position()).contains(" Q ");
    }

    // ------------------------------------------------------------------ OC-7 promotion

    @ParameterizedTest
    @ValueSource(strings = {"q", "r", "b", "n", "c", "w"})
    void omega_promotion_on_the_last_rank_is_compulsory_to_Q_R_B_N_C_or_W_OC7(String piece) throws Exception {
        Game g = game("w", "-", "-", "Pe8", "rd9", "Kj0", "ka5");
        assertThat(movesFrom(g, "e8")).containsExactlyInAnyOrder(
                "e8e9q", "e8e9r", "e8e9b", "e8e9n", "e8e9c", "e8e9w",
                "e8d9q", "e8d9r", "e8d9b", "e8d9n", "e8d9c", "e8d9w");
        assertThatThrownBy(() -> g.play("e8e9")).isInstanceOf(IllegalMoveException.class);
        g.play("e8e9" + piece);
        assertThat(g.pieceAt("e9")).isEqualTo(Character.toUpperCase(piece.charAt(0)));
        // Black promotes on rank 0, by capture too.
        Game b = game("b", "-", "-", "pe1", "Rf0", "Kj5", "ka5");
        assertThat(movesFrom(b, "e1")).hasSize(12).allMatch(m -> m.length() == 5);
        b.play("e1f0" + piece);
        assertThat(b.pieceAt("f0")).isEqualTo(piece.charAt(0));
    }

    // ------------------------------------------------------------------ OC-8 game end

    @Test
    void omega_checkmate_ends_the_game_OC8() throws Exception {
        Game g = game("w", "-", "-", "Ra5", "Kj0", "kf9", "pe8", "pf8", "pg8");
        g.play("a5a9");
        assertThat(g.result()).isEqualTo(new Result(Result.Status.WIN, "white", "checkmate"));
        assertThat(g.legalMoves()).isEmpty();
        // The king may not step into check.
        Game k = game("b", "-", "-", "Ra5", "Kj0", "kb9");
        assertThat(targets(k, "b9")).doesNotContain("a9", "a8").contains("c9", "b8");
    }

    @Test
    void omega_stalemate_is_a_draw_even_for_a_king_on_a_corner_square_OC8() throws Exception {
        // The black king on w4 has one neighbour, a9, guarded by the rook on a5.
        Game g = game("b", "-", "-", "kw4", "Ra5", "Kj0");
        assertThat(g.result()).isEqualTo(new Result(Result.Status.DRAW, null, "stalemate"));
        assertThat(g.legalMoves()).isEmpty();
    }

    @Test
    void omega_fifty_move_rule_and_threefold_repetition_draw_OC8() throws Exception {
        Game fifty = omega.newGame(position("w", "-", "-", "Ra5", "Kj0", "ke7").replace(" 0 1", " 99 80"));
        assertThat(fifty.result().isOver()).isFalse();
        fifty.play("a5a6");
        assertThat(fifty.result()).isEqualTo(new Result(Result.Status.DRAW, null, "fifty-move rule"));
        // A pawn move resets the count.
        Game reset = omega.newGame(position("w", "-", "-", "Pa2", "Kj0", "ke7").replace(" 0 1", " 99 80"));
        reset.play("a2a3");
        assertThat(reset.result().isOver()).isFalse();

        Game rep = omega.newGame();
        for (int i = 0; i < 2; i++) {
            assertThat(rep.result().isOver()).isFalse();
            rep.play("c0d2");
            rep.play("c9d7");
            rep.play("d2c0");
            rep.play("d7c9");
        }
        assertThat(rep.result()).isEqualTo(new Result(Result.Status.DRAW, null, "repetition"));
    }
}
