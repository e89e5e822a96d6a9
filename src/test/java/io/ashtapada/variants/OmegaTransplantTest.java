package io.ashtapada.variants;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.Result;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Omega Transplant (variants-dsl/omega-transplant.variant) against RULINGS.md OT-1..OT-10,
 * through the public API only. Positions are position strings written by the API's position
 * builder from a piece list, so the 104-square row layout is never retyped. The ninja pawn's letter is J.
 */
class OmegaTransplantTest {
    private static Variant transplant;

    @BeforeAll
    static void load() throws Exception {
        transplant = Ashtapada.defaults().load(Path.of("variants-dsl/omega-transplant.variant"));
    }

    // ------------------------------------------------------------------ helpers

    /**
     * A position string: {@code side castling ep hand}, then pieces as letter + square ("Kf1",
     * "jd5", "We0"; upper case White). {@code hand} holds letters, e.g. "JJjj" or "".
     */
    static String position(String side, String castling, String ep, String hand, String... pieces) {
        return transplant.position().place(pieces).hand(hand).side(side).castling(castling).enPassant(ep).build();
    }

    static Game game(String side, String castling, String ep, String hand, String... pieces) throws Exception {
        return transplant.newGame(position(side, castling, ep, hand, pieces));
    }

    static List<String> movesFrom(Game g, String from) {
        return LegalMoves.from(g, from);
    }

    static List<String> targets(Game g, String from) {
        return LegalMoves.targets(g, from);
    }

    static List<String> drops(Game g) {
        return LegalMoves.drops(g);
    }


    static String hand(String positionString) {
        String rows = positionString.split(" ")[0];
        return rows.substring(rows.indexOf('[') + 1, rows.indexOf(']'));
    }

    // ------------------------------------------------------------------ OT-1 board

    @Test
    void transplant_board_is_ten_by_ten_ranks_1_to_10_plus_palace_squares_e0_f0_e11_f11_OT1() throws Exception {
        String[] rows = transplant.startPosition().split(" ")[0].replaceAll("\\[.*]", "").split("/");
        assertThat(rows).hasSize(12);
        assertThat(rows[0]).isEqualTo("ww");     // e11 f11
        assertThat(rows[11]).isEqualTo("WW");    // e0 f0
        int squares = 0;
        for (String row : rows) {
            for (String run : row.split("(?<=\\D)|(?=\\D)")) squares += run.matches("\\d+") ? Integer.parseInt(run) : 1;
        }
        assertThat(squares).isEqualTo(2 + 10 * 10 + 2);
        // The palace squares protrude below e1/f1 and above e10/f10: a king steps onto them, a
        // rook slides down the e-file onto e0 and from there only to f0 or back up.
        Game g = game("w", "-", "-", "", "Kf1", "Re5", "kj10");
        assertThat(targets(g, "f1")).contains("f0", "e0");
        g.play("e5e0");
        g.play("j10j9");
        assertThat(targets(g, "e0")).containsExactlyInAnyOrder("f0", "e1", "e2", "e3", "e4", "e5", "e6", "e7",
                "e8", "e9", "e10", "e11");
        Game s = transplant.newGame();
        assertThatThrownBy(() -> s.play("d1d0")).isInstanceOf(IllegalMoveException.class).hasMessageContaining("no square d0");
        assertThatThrownBy(() -> s.play("a1a11")).isInstanceOf(IllegalMoveException.class).hasMessageContaining("no square a11");
    }

    // ------------------------------------------------------------------ OT-2 setup

    @Test
    void transplant_setup_has_wizards_on_the_palace_squares_and_four_ninja_pawns_in_each_hand_OT2() throws Exception {
        assertThat(transplant.startPosition())
                .isEqualTo("ww/crnbqkbnrc/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/CRNBQKBNRC/WW[JJJJjjjj] w KQkq - 0 1");
        Game g = transplant.newGame();
        assertThat(g.pieceAt("e0")).isEqualTo('W');
        assertThat(g.pieceAt("f0")).isEqualTo('W');
        assertThat(g.pieceAt("e11")).isEqualTo('w');
        assertThat(g.pieceAt("f11")).isEqualTo('w');
        assertThat(g.pieceAt("f1")).isEqualTo('K');
        assertThat(g.pieceAt("f10")).isEqualTo('k');
        // Hand count (see src/test/resources/perft/omega.perft): 30 pawn moves, 4 knight, 4 champion,
        // 4 wizard; no drop, rank 2 is full.
        assertThat(g.legalMoves()).hasSize(42).contains("e0d3", "e0f3", "f0e3", "f0g3");
        assertThat(drops(g)).isEmpty();
        g.play("e2e5");
        assertThat(g.legalMoves()).contains("e11d8", "e11f8", "f11e8", "f11g8");
        g.play("e9e6");
        assertThat(drops(g)).contains("J@e2", "J@e2-e4");
    }

    // ------------------------------------------------------------------ OT-3 pieces

    @Test
    void transplant_wizard_leaps_like_a_camel_or_one_square_diagonally_OT3() throws Exception {
        Game g = game("w", "-", "-", "", "We5", "Pe6", "Pd5", "Pf5", "Pe4", "Kj1", "ka10", "pf6");
        assertThat(targets(g, "e5")).containsExactlyInAnyOrder(
                "d8", "f8", "d2", "f2", "b6", "b4", "h6", "h4",   // camel (1,3), over the surrounding pawns
                "d6", "f6", "d4", "f4");                           // ferz, capturing on f6
    }

    @Test
    void transplant_champion_steps_or_leaps_two_orthogonally_leaps_two_diagonally_never_one_diagonally_OT3() throws Exception {
        Game g = game("w", "-", "-", "", "Ce5", "pe6", "Pd5", "Kj1", "ka10");
        assertThat(targets(g, "e5")).containsExactlyInAnyOrder(
                "e6", "e4", "f5",               // one step (d5 holds an own pawn), capturing on e6
                "e7", "e3", "c5", "g5",         // two orthogonally, jumping d5 and e6
                "c7", "g7", "c3", "g3");        // two diagonally
        // It captures only where it lands: leaping over e6 leaves that pawn standing.
        g.play("e5e7");
        assertThat(g.pieceAt("e6")).isEqualTo('p');
    }

    // ------------------------------------------------------------------ OT-4 pawn steps

    @Test
    void transplant_pawn_advances_up_to_three_squares_from_its_own_half_but_never_past_the_centre_row_OT4() throws Exception {
        Game g = game("w", "-", "-", "", "Pf2", "Pb3", "Pc4", "Pd5", "Pg6", "Kj1", "ka10");
        assertThat(targets(g, "f2")).containsExactlyInAnyOrder("f3", "f4", "f5");
        assertThat(targets(g, "b3")).containsExactlyInAnyOrder("b4", "b5");
        assertThat(targets(g, "c4")).containsExactly("c5");
        assertThat(targets(g, "d5")).containsExactly("d6");
        assertThat(targets(g, "g6")).containsExactly("g7");
        assertThatThrownBy(() -> g.play("c4c6")).isInstanceOf(IllegalMoveException.class);
        // The text's examples: f2-f5; f2-f4 then f4-f5; f2-f3 then f3-f5; f4-f6 is not legal.
        Game e = transplant.newGame();
        e.play("f2f4");
        e.play("a9a8");
        assertThat(targets(e, "f4")).containsExactly("f5");
        e.play("f4f5");
        e.play("a8a7");
        assertThat(targets(e, "f5")).containsExactly("f6");
        Game f = transplant.newGame();
        f.play("f2f3");
        f.play("a9a8");
        f.play("f3f5");
        // Empty squares only; captures one square diagonally forward; then 1-3 again from the own half.
        Game h = game("w", "-", "-", "", "Pc2", "nc4", "Ph2", "pg3", "pi3", "ph3", "Kj1", "ka10");
        assertThat(targets(h, "c2")).containsExactly("c3");
        assertThat(targets(h, "h2")).containsExactlyInAnyOrder("g3", "i3");
        h.play("h2g3");
        h.play("a10a9");
        assertThat(targets(h, "g3")).containsExactlyInAnyOrder("g4", "g5");
        // Black mirrors it: own half ranks 7-10, centre row 6.
        Game b = game("b", "-", "-", "", "pf9", "pc7", "pd6", "Kj1", "ka10");
        assertThat(targets(b, "f9")).containsExactlyInAnyOrder("f8", "f7", "f6");
        assertThat(targets(b, "c7")).containsExactly("c6");
        assertThat(targets(b, "d6")).containsExactly("d5");
    }

    // ------------------------------------------------------------------ OT-5 en passant

    @Test
    void transplant_pawn_may_take_en_passant_on_any_square_the_enemy_pawn_passed_OT5() throws Exception {
        // The text's example: White a2, Black b4; a2-a4 or a2-a5, and b4 takes as if on a3.
        for (String to : List.of("a4", "a5")) {
            Game g = game("w", "-", "-", "", "Pa2", "pb4", "Kf1", "kf10");
            g.play("a2" + to);
            assertThat(g.legalMoves()).contains("b4a3");
            g.play("b4a3");
            assertThat(g.pieceAt(to)).isEqualTo('.');
            assertThat(g.pieceAt("a3")).isEqualTo('p');
        }
        // Black b5 and a2-a5: b5 takes as if on a4 (the second passed square).
        Game g = game("w", "-", "-", "", "Pa2", "pb5", "pb4", "Kf1", "kf10");
        g.play("a2a5");
        assertThat(g.position()).contains(" a3,a4 ");
        assertThat(g.legalMoves()).contains("b4a3", "b5a4");
        g.play("b5a4");
        assertThat(g.pieceAt("a5")).isEqualTo('.');
        // A two-square advance that is not the pawn's first move: a3-a5, b5 takes on a4.
        Game second = game("w", "-", "-", "", "Pa3", "pb5", "Kf1", "kf10");
        second.play("a3a5");
        assertThat(second.legalMoves()).contains("b5a4");
        // Black's triple step the same way: White takes on e8 (from d7) or on e7 (from f6).
        Game b = game("b", "-", "-", "", "pe9", "Pd7", "Pf6", "Kf1", "kf10");
        b.play("e9e6");
        assertThat(b.position()).contains(" e8,e7 ");
        assertThat(b.legalMoves()).contains("d7e8", "f6e7");
    }

    @Test
    void transplant_en_passant_only_on_the_very_next_move_OT5() throws Exception {
        Game g = game("w", "-", "-", "", "Pa2", "pb4", "Kf1", "kf10");
        g.play("a2a4");
        g.play("f10f9");
        g.play("f1f2");
        assertThat(g.legalMoves()).doesNotContain("b4a3");
        assertThat(g.position().split(" ")[3]).isEqualTo("-");
    }

    @Test
    void transplant_ninja_pawn_never_takes_and_is_never_taken_en_passant_OT5() throws Exception {
        // Black c9-c7 passes c8: the pawn on d7 may take there, the ninja pawn on b7 may not.
        Game g = game("b", "-", "-", "", "pc9", "Pd7", "Jb7", "Kf1", "kf10");
        g.play("c9c7");
        assertThat(g.legalMoves()).contains("d7c8", "b7c7").doesNotContain("b7c8");
        // A ninja pawn advancing three squares past a pawn on b4 cannot be taken en passant...
        Game n = game("w", "-", "-", "", "Jc2", "pb4", "Kf1", "kf10");
        n.play("c2c5");
        assertThat(n.legalMoves()).doesNotContain("b4c3");
        assertThat(n.position().split(" ")[3]).isEqualTo("-");
        // ...nor after a drop with advance.
        Game d = game("w", "-", "-", "J", "pb4", "Kf1", "kf10");
        d.play("J@c2-c5");
        assertThat(d.legalMoves()).doesNotContain("b4c3");
        assertThat(d.position().split(" ")[3]).isEqualTo("-");
    }

    // ------------------------------------------------------------------ OT-6 ninja pawn

    @Test
    void transplant_ninja_pawn_steps_forward_or_sideways_and_advances_up_to_three_in_its_lower_half_OT6() throws Exception {
        Game g = game("w", "-", "-", "", "Jc3", "Je4", "Jh5", "Ja7", "Kj1", "ka10");
        assertThat(targets(g, "c3")).containsExactlyInAnyOrder("c4", "c5", "b3", "d3");
        assertThat(targets(g, "e4")).containsExactlyInAnyOrder("e5", "d4", "f4");
        assertThat(targets(g, "h5")).containsExactlyInAnyOrder("h6", "g5", "i5");
        assertThat(targets(g, "a7")).containsExactlyInAnyOrder("a8", "b7");
        // Also after any number of moves: a ninja pawn that went sideways still advances 1-3.
        Game m = game("w", "-", "-", "", "Jc2", "Kj1", "ka10");
        m.play("c2d2");
        m.play("a10a9");
        assertThat(targets(m, "d2")).containsExactlyInAnyOrder("d3", "d4", "d5", "c2", "e2");
        // Black mirrors it: lower half ranks 11-6.
        Game b = game("b", "-", "-", "", "jc9", "je6", "Kj1", "ka10");
        assertThat(targets(b, "c9")).containsExactlyInAnyOrder("c8", "c7", "c6", "b9", "d9");
        assertThat(targets(b, "e6")).containsExactlyInAnyOrder("e5", "d6", "f6");
    }

    @Test
    void transplant_ninja_pawn_captures_sideways_only_in_the_upper_half_OT6() throws Exception {
        // Upper half (rank 6 and above): sideways and diagonally forward.
        Game up = game("w", "-", "-", "", "Je6", "pd6", "pf6", "pd7", "pe7", "Kj1", "ka10");
        assertThat(targets(up, "e6")).containsExactlyInAnyOrder("d6", "f6", "d7");
        // Lower half (rank 5 and below): diagonally forward only.
        Game low = game("w", "-", "-", "", "Je5", "pd5", "pf5", "pd6", "pe6", "Kj1", "ka10");
        assertThat(targets(low, "e5")).containsExactly("d6");
        assertThatThrownBy(() -> low.play("e5d5")).isInstanceOf(IllegalMoveException.class);
        // Never backward, never straight forward onto a piece.
        Game back = game("w", "-", "-", "", "Je6", "pd5", "pf5", "pe7", "Kj1", "ka10");
        assertThat(targets(back, "e6")).containsExactlyInAnyOrder("d6", "f6");
        // Black's upper half is ranks 5 and below.
        Game b = game("b", "-", "-", "", "je5", "Pd5", "je6", "Pf6", "Kj1", "ka10");
        assertThat(targets(b, "e5")).contains("d5");
        assertThat(targets(b, "e6")).doesNotContain("f6");
    }

    // ------------------------------------------------------------------ OT-7 drops

    @Test
    void transplant_ninja_pawn_is_dropped_on_an_empty_square_of_the_own_second_rank_OT7() throws Exception {
        Game g = game("w", "-", "-", "Jj", "Pa2", "Pb2", "Pc2", "Pd2", "Pe2", "Pf2", "Pg2", "Ph2", "Kj1", "ka10", "ni2");
        // Only j2 is free on rank 2 (i2 holds an enemy knight: a drop never captures).
        assertThat(drops(g)).containsExactlyInAnyOrder("J@j2", "J@j2-j3", "J@j2-j4", "J@j2-j5");
        assertThatThrownBy(() -> g.play("J@i2")).isInstanceOf(IllegalMoveException.class);
        assertThatThrownBy(() -> g.play("J@j3")).isInstanceOf(IllegalMoveException.class);
        assertThatThrownBy(() -> g.play("J@a2")).isInstanceOf(IllegalMoveException.class);
        g.play("J@j2");
        assertThat(g.pieceAt("j2")).isEqualTo('J');
        assertThat(hand(g.position())).isEqualTo("j");
        // Black drops on its own 2nd rank, a9-j9.
        assertThat(drops(g)).contains("J@e9", "J@e9-e6").noneMatch(m -> m.contains("@e2"));
    }

    @Test
    void transplant_drop_may_continue_with_one_straight_non_capturing_advance_OT7() throws Exception {
        Game g = game("w", "-", "-", "J", "Kj1", "ka10", "pc4", "nd3");
        assertThat(drops(g)).contains("J@e2", "J@e2-e3", "J@e2-e4", "J@e2-e5")
                .doesNotContain("J@e2-e6", "J@e2-d3", "J@e2-f2")
                .contains("J@c2", "J@c2-c3").doesNotContain("J@c2-c4", "J@c2-c5")   // blocked by c4
                .contains("J@d2").doesNotContain("J@d2-d3");                         // no capture
        g.play("J@e2-e5");
        assertThat(g.pieceAt("e5")).isEqualTo('J');
        assertThat(g.pieceAt("e2")).isEqualTo('.');
        assertThat(g.history()).containsExactly("J@e2-e5");
    }

    @Test
    void transplant_a_fifth_drop_is_refused_OT7() throws Exception {
        Game g = transplant.newGame();
        for (String m : "a2a5 a9a6 J@a2-a4 J@a9-a7 J@a2-a3 J@a9-a8 J@a2 b9b6 b2b5 c9c6 J@b2 d9d6 c2c5 e9e6".split(" ")) {
            g.play(m);
        }
        assertThat(hand(g.position())).doesNotContain("J");
        assertThat(drops(g)).isEmpty();
        assertThatThrownBy(() -> g.play("J@c2")).isInstanceOf(IllegalMoveException.class);
        assertThatThrownBy(() -> g.play("J@c2-c4")).isInstanceOf(IllegalMoveException.class);
    }

    @Test
    void transplant_a_drop_may_give_checkmate_OT7() throws Exception {
        // Black king a3: b4 and b3 are covered by the rook, a4 and b3 by the c5 knight, a2 by the
        // c1 knight. J@b2 checks a3 and stands protected by the rook.
        Game g = game("w", "-", "-", "J", "Rb10", "Nc5", "Nc1", "Kj1", "ka3");
        assertThat(g.result().isOver()).isFalse();
        g.play("J@b2");
        assertThat(g.result()).isEqualTo(new Result(Result.Status.WIN, "white", "checkmate"));
        // A drop with advance may give check too.
        // J@e2-e5 checks f6: the black rook, which cannot answer the check, has no legal move.
        Game c = game("w", "-", "-", "J", "Kj1", "kf6", "ra10");
        assertThat(c.legalMoves()).contains("J@e2-e5");
        c.play("J@e2-e5");
        assertThat(c.legalMoves()).isNotEmpty().allMatch(m -> m.startsWith("f6")).contains("f6e5");
    }

    @Test
    void transplant_a_drop_may_block_a_check_OT7() throws Exception {
        // The bishop on c4 checks f1 through d3 and e2.
        Game g = game("w", "-", "-", "J", "Kf1", "bc4", "ka10");
        assertThat(drops(g)).containsExactlyInAnyOrder("J@e2", "J@d2-d3");
    }

    // ------------------------------------------------------------------ OT-8 castling

    private static final String[] CASTLING_BOARD = {"Ca1", "Rb1", "Kf1", "Ri1", "Cj1", "We0", "Wf0",
            "Pa2", "Pb2", "Pi2", "Pj2", "ca10", "rb10", "kf10", "ri10", "cj10", "we11", "wf11", "pa9", "pb9", "pi9", "pj9"};

    @ParameterizedTest(name = "White {0}")
    @CsvSource({
            "f1g1/i1f1, g1, f1, i1",   // OT-8 (1)
            "f1h1,      h1, g1, i1",   // OT-8 (3)
            "f1i1,      i1, h1, -",    // OT-8 (5): the rook stays on i1's neighbour h1, i1 holds the king
            "f1e1/b1f1, e1, f1, b1",   // OT-8 (2)
            "f1d1,      d1, e1, b1",   // OT-8 (4)
            "f1c1,      c1, d1, b1",   // OT-8 (6)
            "f1b1,      b1, c1, -",    // OT-8 (7)
    })
    void transplant_castling_each_of_the_seven_ways_OT8(String move, String king, String rook, String emptied) throws Exception {
        Game g = game("w", "KQkq", "-", "", CASTLING_BOARD);
        assertThat(g.legalMoves()).contains("f1g1/i1f1", "f1h1", "f1i1", "f1e1/b1f1", "f1d1", "f1c1", "f1b1");
        g.play(move);
        assertThat(g.pieceAt(king)).isEqualTo('K');
        assertThat(g.pieceAt(rook)).isEqualTo('R');
        if (!emptied.equals("-")) assertThat(g.pieceAt(emptied)).isEqualTo('.');
        if (!king.equals("f1") && !rook.equals("f1")) assertThat(g.pieceAt("f1")).isEqualTo('.');
        assertThat(g.pieceAt("a1")).isEqualTo('C');
        assertThat(g.pieceAt("j1")).isEqualTo('C');
        assertThat(g.history()).containsExactly(move);
    }

    @ParameterizedTest(name = "Black {0}")
    @CsvSource({
            "f10g10/i10f10, g10, f10",
            "f10h10,        h10, g10",
            "f10i10,        i10, h10",
            "f10e10/b10f10, e10, f10",
            "f10d10,        d10, e10",
            "f10c10,        c10, d10",
            "f10b10,        b10, c10",
    })
    void transplant_black_castles_the_seven_ways_mirrored_on_rank_10_OT8(String move, String king, String rook) throws Exception {
        Game g = game("b", "KQkq", "-", "", CASTLING_BOARD);
        g.play(move);
        assertThat(g.pieceAt(king)).isEqualTo('k');
        assertThat(g.pieceAt(rook)).isEqualTo('r');
    }

    @Test
    void transplant_castling_is_refused_through_or_onto_an_attacked_square_and_in_check_OT8() throws Exception {
        // g1 attacked (rook g5): the three king-side castlings cross or land on it.
        Game g = game("w", "KQ", "-", "", "Ca1", "Rb1", "Kf1", "Ri1", "Cj1", "rg5", "ka10");
        assertThat(g.legalMoves()).doesNotContain("f1g1/i1f1", "f1h1", "f1i1")
                .contains("f1e1/b1f1", "f1d1", "f1c1", "f1b1");
        assertThatThrownBy(() -> g.play("f1h1")).isInstanceOf(IllegalMoveException.class);
        // d1 attacked: the king may go to e1 only.
        Game d = game("w", "KQ", "-", "", "Ca1", "Rb1", "Kf1", "Ri1", "Cj1", "rd5", "ka10");
        assertThat(d.legalMoves()).doesNotContain("f1d1", "f1c1", "f1b1")
                .contains("f1e1/b1f1", "f1g1/i1f1", "f1h1", "f1i1");
        // c1 attacked: the rook may cross it (f1d1 with b1-e1), the king may not (f1c1, f1b1).
        Game c = game("w", "KQ", "-", "", "Ca1", "Rb1", "Kf1", "Ri1", "Cj1", "rc5", "ka10");
        assertThat(c.legalMoves()).contains("f1e1/b1f1", "f1d1").doesNotContain("f1c1", "f1b1");
        // In check: none of the seven.
        Game check = game("w", "KQ", "-", "", "Ca1", "Rb1", "Kf1", "Ri1", "Cj1", "rf5", "ka10");
        assertThat(check.legalMoves()).noneMatch(m -> m.startsWith("f1") && (m.contains("/")
                || List.of("f1h1", "f1i1", "f1d1", "f1c1", "f1b1").contains(m)));
    }

    @Test
    void transplant_castling_needs_every_crossed_square_empty_but_the_corner_champions_never_block_OT8() throws Exception {
        // A knight on c1 blocks all four queen-side castlings (the rook crosses or lands on c1).
        Game q = game("w", "KQ", "-", "", "Ca1", "Rb1", "Nc1", "Kf1", "Ri1", "Cj1", "ka10");
        assertThat(q.legalMoves()).doesNotContain("f1e1/b1f1", "f1d1", "f1c1", "f1b1")
                .contains("f1g1/i1f1", "f1h1", "f1i1");
        // A bishop on h1 blocks all three king-side castlings.
        Game k = game("w", "KQ", "-", "", "Ca1", "Rb1", "Kf1", "Bh1", "Ri1", "Cj1", "ka10");
        assertThat(k.legalMoves()).doesNotContain("f1g1/i1f1", "f1h1", "f1i1")
                .contains("f1e1/b1f1", "f1d1", "f1c1", "f1b1");
        // Any piece may stand on a1 or j1: here enemy knights.
        Game corners = game("w", "KQ", "-", "", "na1", "Rb1", "Kf1", "Ri1", "nj1", "ka10");
        assertThat(corners.legalMoves()).contains("f1g1/i1f1", "f1h1", "f1i1", "f1e1/b1f1", "f1d1", "f1c1", "f1b1");
        // A moved rook or king castles no more.
        Game moved = game("w", "KQ", "-", "", "Ca1", "Rb1", "Kf1", "Ri1", "Cj1", "ka10");
        moved.play("b1b2");
        moved.play("a10a9");
        moved.play("b2b1");
        moved.play("a9a10");
        assertThat(moved.legalMoves()).doesNotContain("f1e1/b1f1", "f1d1", "f1c1", "f1b1").contains("f1h1");
        assertThat(moved.position()).contains(" K ");
    }

    // ------------------------------------------------------------------ OT-9 promotion

    @ParameterizedTest
    @ValueSource(strings = {"q", "r", "b", "n", "c", "w"})
    void transplant_pawn_and_ninja_pawn_must_promote_on_the_last_rank_to_Q_R_B_N_C_or_W_OT9(String piece) throws Exception {
        List<String> six = List.of("q", "r", "b", "n", "c", "w");
        Game p = game("w", "-", "-", "", "Pe9", "Jh9", "Kj1", "ka5");
        assertThat(movesFrom(p, "e9")).containsExactlyInAnyOrderElementsOf(six.stream().map(x -> "e9e10" + x).toList());
        assertThat(movesFrom(p, "h9")).containsAll(six.stream().map(x -> "h9h10" + x).toList())
                .contains("h9g9", "h9i9").doesNotContain("h9h10");
        assertThatThrownBy(() -> p.play("e9e10")).isInstanceOf(IllegalMoveException.class);
        p.play("e9e10" + piece);
        assertThat(p.pieceAt("e10")).isEqualTo(Character.toUpperCase(piece.charAt(0)));
        Game n = game("w", "-", "-", "", "Jh9", "Kj1", "ka5");
        n.play("h9h10" + piece);
        assertThat(n.pieceAt("h10")).isEqualTo(Character.toUpperCase(piece.charAt(0)));
        // Black on rank 1, by capture too.
        Game b = game("b", "-", "-", "", "pe2", "Rd1", "jh2", "Ki5", "ka5");
        assertThat(movesFrom(b, "e2")).hasSize(12);
        b.play("e2d1" + piece);
        assertThat(b.pieceAt("d1")).isEqualTo(piece.charAt(0));
        b.play("i5j5");
        b.play("h2h1" + piece);
        assertThat(b.pieceAt("h1")).isEqualTo(piece.charAt(0));
    }

    // ------------------------------------------------------------------ OT-10 game end

    @Test
    void transplant_checkmate_ends_the_game_even_on_a_palace_square_OT10() throws Exception {
        // The black king on e11 has d10, e10, f10 and f11 around it.
        Game g = game("w", "-", "-", "", "Qa10", "Rj10", "Kj1", "ke11");
        assertThat(g.result().isOver()).isFalse();
        g.play("a10e10");
        assertThat(g.result()).isEqualTo(new Result(Result.Status.WIN, "white", "checkmate"));
        assertThat(g.legalMoves()).isEmpty();
    }

    @Test
    void transplant_stalemate_is_a_draw_but_a_ninja_pawn_in_hand_can_still_be_dropped_OT10() throws Exception {
        String stalemate = position("b", "-", "-", "", "ke11", "Ra10", "Rf5", "Kj1");
        assertThat(transplant.newGame(stalemate).result()).isEqualTo(new Result(Result.Status.DRAW, null, "stalemate"));
        Game withHand = transplant.newGame(stalemate.replace("[]", "[j]"));
        assertThat(withHand.result().isOver()).isFalse();
        assertThat(withHand.legalMoves()).allMatch(m -> m.startsWith("J@"));
    }

    @Test
    void transplant_fifty_move_rule_and_threefold_repetition_draw_OT10() throws Exception {
        Game fifty = transplant.newGame(position("w", "-", "-", "", "Ra5", "Kj1", "ke7").replace(" 0 1", " 99 80"));
        assertThat(fifty.result().isOver()).isFalse();
        fifty.play("a5a6");
        assertThat(fifty.result()).isEqualTo(new Result(Result.Status.DRAW, null, "fifty-move rule"));

        Game rep = transplant.newGame();
        for (int i = 0; i < 2; i++) {
            assertThat(rep.result().isOver()).isFalse();
            rep.play("c1d3");
            rep.play("c10d8");
            rep.play("d3c1");
            rep.play("d8c10");
        }
        assertThat(rep.result()).isEqualTo(new Result(Result.Status.DRAW, null, "repetition"));
    }

    @Test
    void transplant_ninja_pawn_moves_and_drops_reset_the_fifty_move_count_UNRULED() throws Exception {
        // UNRULED in the definition: the ninja pawn is a pawn for the fifty-move rule.
        Game drop = transplant.newGame(position("w", "-", "-", "J", "Ra5", "Kj1", "ke7").replace(" 0 1", " 99 80"));
        drop.play("J@c2");
        assertThat(drop.result().isOver()).isFalse();
        assertThat(drop.position()).contains(" 0 80");
        Game move = transplant.newGame(position("w", "-", "-", "", "Jc3", "Ra5", "Kj1", "ke7").replace(" 0 1", " 99 80"));
        move.play("c3d3");
        assertThat(move.result().isOver()).isFalse();
    }
}
