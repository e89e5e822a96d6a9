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

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Guru Mahachaturanga (variants-dsl/guru-mahachaturanga.variant, with the hooks
 * guru-enlightened.js and guru-charge.js) against RULINGS.md GM-1..GM-8, G-1 and G-2, through the
 * public API only. Positions are position strings written by {@link #position} from a piece list
 * ("Kf1" upper case White, "kl12" Black). Every expected move list below was also produced by an
 * independent perft written from RULINGS.md alone (see src/test/resources/perft/guru.perft).
 */
class GuruMahachaturangaTest {
    private static Variant guru;

    /** A position with Enlightened Moves and Elephant Charges for White (the guru.perft position). */
    private static final String HOOKS_POSITION =
            "4n6k/12/1p1g4e1e1/7e4/12/3E1E1R4/2E3p5/3E1E2N3/P11/7G4/6K5/12 w - - 0 1";

    @BeforeAll
    static void load() throws Exception {
        guru = Ashtapada.defaults().load(Path.of("variants-dsl/guru-mahachaturanga.variant"));
        // The first JavaScript hook call in a JVM starts GraalJS and can take longer than the
        // hook watchdog on a busy machine; the hook then adds no moves to that one
        // generation (reported by Game.hookFailures()). Warm the hooks up before any assertion.
        for (int i = 0; i < 3; i++) guru.newGame(HOOKS_POSITION).legalMoves();
    }

    // ------------------------------------------------------------------ helpers

    private static final String FILES = "abcdefghijkl";

    /**
     * A position string: side, castling, en passant squares, a moves-made field ("" for none,
     * else "e8=4,b7=4i"), then pieces as letter + square.
     */
    static String position(String side, String castling, String ep, String moves, String... pieces) {
        var b = guru.position().place(pieces).side(side).castling(castling).enPassant(ep);
        for (String m : moves.isEmpty() ? new String[0] : moves.split(",")) {
            b.movesMade(m.substring(0, m.indexOf('=')), m.substring(m.indexOf('=') + 1));
        }
        return b.build();
    }

    static Game game(String side, String... pieces) throws Exception {
        return guru.newGame(position(side, "-", "-", "", pieces));
    }

    static Game gameWithMoves(String side, String moves, String... pieces) throws Exception {
        return guru.newGame(position(side, "-", "-", moves, pieces));
    }

    static List<String> movesFrom(Game g, String from) {
        return LegalMoves.from(g, from);
    }

    static List<String> targets(Game g, String from) {
        return LegalMoves.targets(g, from);
    }

    /** The multi-leg moves (Elephant Charges) among the legal moves. */
    static List<String> charges(Game g) {
        return LegalMoves.paths(g);
    }

    /** RULINGS.md: a square is dark when (file index + rank number) is even, a = 1. */
    static boolean dark(String square) {
        return (FILES.indexOf(square.charAt(0)) + 1 + Integer.parseInt(square.substring(1))) % 2 == 0;
    }

    /** Black king shuffles l12 <-> l11 (or k12/k11) to pass the move. */
    static void blackWaits(Game g) throws Exception {
        if (g.pieceAt("l12") == 'k') g.play("l12l11");
        else g.play("l11l12");
    }

    // ------------------------------------------------------------------ GM-1 board and setup

    @Test
    void guru_setup_is_the_reconstructed_twelve_by_twelve_array_GM1() throws Exception {
        assertThat(guru.startPosition()).isEqualTo(
                "renefkgfener/2n6n2/1p3pp3p1/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/1P3PP3P1/2N6N2/RENEFKGFENER w KQkq - 0 1");
        Game g = guru.newGame();
        String back = "RENEFKGFENER";
        for (int f = 0; f < 12; f++) {
            assertThat(g.pieceAt(FILES.charAt(f) + "1")).isEqualTo(back.charAt(f));
            assertThat(g.pieceAt(FILES.charAt(f) + "12")).isEqualTo(Character.toLowerCase(back.charAt(f)));
            assertThat(g.pieceAt(FILES.charAt(f) + "4")).isEqualTo('P');
            assertThat(g.pieceAt(FILES.charAt(f) + "9")).isEqualTo('p');
        }
        for (String sq : List.of("c2", "j2")) assertThat(g.pieceAt(sq)).isEqualTo('N');
        for (String sq : List.of("c11", "j11")) assertThat(g.pieceAt(sq)).isEqualTo('n');
        for (String sq : List.of("b3", "f3", "g3", "k3")) assertThat(g.pieceAt(sq)).isEqualTo('P');
        for (String sq : List.of("b10", "f10", "g10", "k10")) assertThat(g.pieceAt(sq)).isEqualTo('p');
        // The two ferzes stand on opposite colours.
        assertThat(dark("e1")).isNotEqualTo(dark("h1"));
        // 12 files a-l, 12 ranks 1-12.
        assertThatThrownBy(() -> g.play("l1m1")).isInstanceOf(IllegalMoveException.class).hasMessageContaining("no square m1");
        assertThatThrownBy(() -> g.play("a12a13")).isInstanceOf(IllegalMoveException.class).hasMessageContaining("no square a13");
        // 40 = 12 pawns a4-l4 + knights c1 (a2 d3 e2), c2 (a3 e3), j1 (h2 i3 l2), j2 (h3 l3)
        // + rooks a1 (a2 a3), l1 (l2 l3) + elephants b1-d3, k1-i3 + ferzes e1 (d2 f2), h1 (g2 i2)
        // + king f1 (e2 f2 g2; g2 is also its Enlightened Move next to the Guru: one move, G-1)
        // + Guru g1 (h5 f5 k2 j6 d6). The third-rank pawns are blocked by the fourth-rank ones.
        assertThat(g.legalMoves()).hasSize(40)
                .contains("g1h5", "g1f5", "g1k2", "g1j6", "g1d6", "b1d3", "k1i3", "c1e2", "f1g2")
                .doesNotContain("b3b5", "b3b4", "d1f3", "e1f2e");
        assertThat(g.legalMoves().stream().filter("f1g2"::equals)).hasSize(1);
        g.play("a4a5");
        assertThat(g.legalMoves()).hasSize(40).contains("g12h8", "g12f8", "g12k11", "g12j7", "g12d7", "b12d10");
    }

    // ------------------------------------------------------------------ GM-2 pieces

    @Test
    void guru_elephant_ferz_guru_and_pawn_move_as_ruled_GM2() throws Exception {
        Game g = game("w", "Kl1", "kl12", "Ee5", "Pf6", "Nc3", "pg3", "Fi9", "Gf7", "Ph5", "ng6", "Pi6");
        // Elephant: (2,2) leaps over anything; c3 holds its own knight, g3 a black pawn.
        assertThat(targets(g, "e5")).containsExactlyInAnyOrder("g7", "c7", "g3");
        // Ferz: one diagonal step.
        assertThat(targets(g, "i9")).containsExactlyInAnyOrder("h10", "j10", "h8", "j8");
        // Guru: the sixteen (4,1) and (5,3) leaps, over pieces, capturing on g3.
        assertThat(targets(g, "f7")).containsExactlyInAnyOrder(
                "j8", "j6", "b8", "b6", "g11", "e11", "g3", "e3",
                "k10", "k4", "a10", "a4", "i12", "c12", "i2", "c2");
        // Pawn: one step forward, captures one step diagonally forward (not onto its own i6 pawn).
        assertThat(targets(g, "h5")).containsExactlyInAnyOrder("h6", "g6");
        // Black's pawns go down the board: never backward (d9 e9 f9), never sideways.
        Game b = game("b", "Kl1", "kl12", "pe8", "Nd9", "Ne9", "Nf9", "Nd8", "Nf8");
        assertThat(targets(b, "e8")).containsExactlyInAnyOrder("e7");
        Game c = game("b", "Kl1", "kl12", "pe8", "Pd7", "Nf7", "Pe7");
        assertThat(targets(c, "e8")).containsExactlyInAnyOrder("d7", "f7");
    }

    // ------------------------------------------------------------------ GM-3 double step, en passant

    @Test
    void guru_only_pawns_starting_on_the_third_rank_have_a_double_step_GM3() throws Exception {
        Game g = game("w", "Pb3", "pc5", "fa5", "Pe4", "Pf3", "pf5", "Pk3", "Nk4", "pg10", "Ph8", "Kl1", "kl12");
        assertThat(targets(g, "b3")).containsExactlyInAnyOrder("b4", "b5");
        assertThat(targets(g, "e4")).containsExactlyInAnyOrder("e5", "f5");     // fourth-rank pawn: no double step
        assertThat(targets(g, "f3")).containsExactlyInAnyOrder("f4");           // f5 occupied
        assertThat(targets(g, "k3")).isEmpty();                                 // k4 occupied
        assertThat(targets(g, "h8")).containsExactlyInAnyOrder("h9");
        // Black's third rank is rank 10.
        Game b = game("b", "pg10", "pc9", "Kl1", "kl12");
        assertThat(targets(b, "g10")).containsExactlyInAnyOrder("g9", "g8");
        assertThat(targets(b, "c9")).containsExactlyInAnyOrder("c8");
        // Only the first move: after a single step there is no double step.
        Game s = game("w", "Pb3", "Kl1", "kl12");
        s.play("b3b4");
        blackWaits(s);
        assertThat(targets(s, "b4")).containsExactly("b5");
        // A third-rank pawn that has already moved (moves-made field) has none either.
        assertThat(targets(gameWithMoves("w", "b3=1", "Pb3", "Kl1", "kl12"), "b3")).containsExactly("b4");
    }

    @Test
    void guru_double_step_may_be_taken_en_passant_by_a_pawn_on_the_next_move_only_GM3() throws Exception {
        // The black pawn on c5 did not start on a double-step rank: it may still take en passant.
        Game g = game("w", "Pb3", "pc5", "fa5", "Kl1", "kl12");
        g.play("b3b5");
        assertThat(g.position().split(" ")[3]).isEqualTo("b4");
        assertThat(g.legalMoves()).contains("c5b4", "a5b4");
        g.play("c5b4");
        assertThat(g.pieceAt("b5")).isEqualTo('.');
        assertThat(g.pieceAt("b4")).isEqualTo('p');
        g.undo();
        // A ferz stepping onto the passed square captures nothing.
        g.play("a5b4");
        assertThat(g.pieceAt("b5")).isEqualTo('P');
        assertThat(g.pieceAt("b4")).isEqualTo('f');
        g.undo();
        // Only on the very next move.
        g.play("l12l11");
        g.play("l1l2");
        assertThat(g.legalMoves()).doesNotContain("c5b4");
        // Black's double step g10-g8, taken by the white pawn on h8.
        Game b = game("b", "pg10", "Ph8", "Kl1", "kl12");
        b.play("g10g8");
        assertThat(b.legalMoves()).contains("h8g9");
        b.play("h8g9");
        assertThat(b.pieceAt("g8")).isEqualTo('.');
        assertThat(b.pieceAt("g9")).isEqualTo('P');
    }

    // ------------------------------------------------------------------ GM-4 castling

    private static final String[] CASTLING = {"Ra1", "Kf1", "Rl1", "ra12", "kf12", "rl12"};

    static Game castlingGame(String... extra) throws Exception {
        List<String> pieces = new ArrayList<>(List.of(CASTLING));
        pieces.addAll(List.of(extra));
        return guru.newGame(position("w", "KQkq", "-", "", pieces.toArray(String[]::new)));
    }

    @Test
    void guru_castling_moves_the_king_three_squares_f1_i1_with_l1_h1_and_f1_c1_with_a1_d1_GM4() throws Exception {
        Game g = castlingGame();
        assertThat(targets(g, "f1")).containsExactlyInAnyOrder("e1", "g1", "e2", "f2", "g2", "i1", "c1");
        g.play("f1i1");
        assertThat(g.pieceAt("i1")).isEqualTo('K');
        assertThat(g.pieceAt("h1")).isEqualTo('R');
        assertThat(g.pieceAt("l1")).isEqualTo('.');
        assertThat(g.pieceAt("f1")).isEqualTo('.');
        assertThat(g.position().split(" ")[2]).isEqualTo("kq");
        // Black mirrors it on rank 12; f12-i12 is refused now that the rook on h1 covers h12.
        assertThat(g.legalMoves()).contains("f12c12").doesNotContain("f12i12");
        g.play("f12c12");
        assertThat(g.pieceAt("c12")).isEqualTo('k');
        assertThat(g.pieceAt("d12")).isEqualTo('r');
        assertThat(g.pieceAt("a12")).isEqualTo('.');
        Game q = castlingGame();
        q.play("f1c1");
        assertThat(q.pieceAt("c1")).isEqualTo('K');
        assertThat(q.pieceAt("d1")).isEqualTo('R');
        assertThat(q.pieceAt("a1")).isEqualTo('.');
    }

    @Test
    void guru_castling_is_refused_through_out_of_or_into_check_and_when_blocked_GM4() throws Exception {
        // The king crosses g1 and h1 and lands on i1: none may be attacked.
        assertThat(targets(castlingGame("rg5"), "f1")).contains("c1").doesNotContain("i1");
        assertThat(targets(castlingGame("rh5"), "f1")).contains("c1").doesNotContain("i1");
        assertThat(targets(castlingGame("ri5"), "f1")).contains("c1").doesNotContain("i1");
        // Queen side: e1, d1, c1.
        assertThat(targets(castlingGame("rd5"), "f1")).contains("i1").doesNotContain("c1");
        // Not out of check.
        assertThat(targets(castlingGame("rf5"), "f1")).doesNotContain("i1", "c1");
        // Squares only the rook crosses may be attacked (k1, b1).
        assertThat(targets(castlingGame("rk5"), "f1")).contains("i1", "c1");
        assertThat(targets(castlingGame("rb5"), "f1")).contains("i1", "c1");
        // Every square between king and rook must be empty.
        assertThat(targets(castlingGame("Nk1"), "f1")).contains("c1").doesNotContain("i1");
        assertThat(targets(castlingGame("Nb1"), "f1")).contains("i1").doesNotContain("c1");
        // A rook that has moved no longer castles.
        Game moved = castlingGame();
        moved.play("l1l2");
        moved.play("a12a11");
        moved.play("l2l1");
        moved.play("a11a12");
        assertThat(targets(moved, "f1")).contains("c1").doesNotContain("i1");
        assertThat(moved.position().split(" ")[2]).isEqualTo("Qk");
    }

    // ------------------------------------------------------------------ GM-5 promotion

    @ParameterizedTest(name = "pawn on {0}8 promotes to {1}")
    @CsvSource({"a,r", "b,e", "c,n", "d,e", "e,f", "f,g", "g,g", "h,f", "i,e", "j,n", "k,e", "l,r"})
    void guru_pawn_promotes_to_the_type_at_the_end_of_its_file_the_kings_file_giving_a_guru_GM5(String file, String letter)
            throws Exception {
        Game g = gameWithMoves("w", file + "8=4", "P" + file + "8", "Kf1", "kf12");
        assertThat(targets(g, file + "8")).containsExactlyInAnyOrder(file + "9", file + "9" + letter);
        g.play(file + "8" + file + "9" + letter);
        assertThat(g.pieceAt(file + "9")).isEqualTo(Character.toUpperCase(letter.charAt(0)));
    }

    @Test
    void guru_pawn_is_promotable_from_its_fifth_move_to_the_type_of_the_file_it_lands_on_GM5() throws Exception {
        // The e-pawn starts on e4 (unmoved); a black knight waits on d9 to be captured.
        Game g = game("w", "Pe4", "Kf1", "kl12", "nd9");
        for (String m : List.of("e4e5", "e5e6", "e6e7")) {
            g.play(m);
            blackWaits(g);
        }
        assertThat(targets(g, "e7")).containsExactly("e8");   // its fourth move: not yet
        g.play("e7e8");
        blackWaits(g);
        // Fifth move: promotion to the type of the file it lands on, or staying a pawn.
        assertThat(targets(g, "e8")).containsExactlyInAnyOrder("e9", "e9f", "d9", "d9e");
        g.play("e8d9e");
        assertThat(g.pieceAt("d9")).isEqualTo('E');
        // Black's pawns as well, with Black's pieces: the f-file gives a Guru.
        Game b = gameWithMoves("b", "f5=4", "pf5", "Kl1", "kf12");
        assertThat(targets(b, "f5")).containsExactlyInAnyOrder("f4", "f4g");
        b.play("f5f4g");
        assertThat(b.pieceAt("f4")).isEqualTo('g');
    }

    @Test
    void guru_double_step_pawn_that_never_double_stepped_needs_six_moves_GM5() throws Exception {
        // Played out: the b3 pawn single-steps; its fifth move does not promote, its sixth may.
        Game g = game("w", "Pb3", "Kf1", "kl12");
        for (String m : List.of("b3b4", "b4b5", "b5b6", "b6b7")) {
            g.play(m);
            blackWaits(g);
        }
        assertThat(targets(g, "b7")).containsExactly("b8");
        g.play("b7b8");
        blackWaits(g);
        assertThat(targets(g, "b8")).containsExactlyInAnyOrder("b9", "b9e");
        // The same pawn after a double step needs 5: b3-b5, b6, b7, b8, then b9 is its fifth move.
        Game d = game("w", "Pb3", "Kf1", "kl12");
        for (String m : List.of("b3b5", "b5b6", "b6b7", "b7b8")) {
            d.play(m);
            blackWaits(d);
        }
        assertThat(targets(d, "b8")).containsExactlyInAnyOrder("b9", "b9e");
        // The letters of the moves-made field say the same ('i': it had the double step at its
        // first move; 'a': it made it).
        assertThat(targets(gameWithMoves("w", "b7=4i", "Pb7", "Kf1", "kl12"), "b7")).containsExactly("b8");
        assertThat(targets(gameWithMoves("w", "b8=5i", "Pb8", "Kf1", "kl12"), "b8")).containsExactlyInAnyOrder("b9", "b9e");
        assertThat(targets(gameWithMoves("w", "b8=4ia", "Pb8", "Kf1", "kl12"), "b8")).containsExactlyInAnyOrder("b9", "b9e");
        // A pawn that started on the fourth rank needs 5.
        assertThat(targets(gameWithMoves("w", "c8=4", "Pc8", "Kf1", "kl12"), "c8")).containsExactlyInAnyOrder("c9", "c9n");
    }

    @Test
    void guru_promotion_may_be_declined_before_the_far_rank_and_is_compulsory_on_it_GM5() throws Exception {
        Game g = gameWithMoves("w", "e10=6", "Pe10", "nd12", "Kf1", "kl12");
        assertThat(targets(g, "e10")).containsExactlyInAnyOrder("e11", "e11f");
        g.play("e10e11");                                     // declined: still a pawn
        assertThat(g.pieceAt("e11")).isEqualTo('P');
        blackWaits(g);
        assertThat(targets(g, "e11")).containsExactlyInAnyOrder("e12f", "d12e");
        assertThatThrownBy(() -> g.play("e11e12")).isInstanceOf(IllegalMoveException.class);
        assertThatThrownBy(() -> g.play("e11d12")).isInstanceOf(IllegalMoveException.class);
        g.play("e11e12f");
        assertThat(g.pieceAt("e12")).isEqualTo('F');
        // A promoted piece is no pawn: the ferz moves as a ferz.
        blackWaits(g);
        assertThat(targets(g, "e12")).containsExactlyInAnyOrder("d11", "f11");
        // Black: compulsory on rank 1.
        Game b = gameWithMoves("b", "h2=7", "ph2", "Kl12", "ka1");
        assertThat(targets(b, "h2")).containsExactly("h1f");
    }

    @Test
    void guru_en_passant_capture_by_a_promotable_pawn_may_promote_GM5() throws Exception {
        // The h-pawn has made 4 moves (h4-h8); taking g10-g8 en passant is its fifth move, and
        // "a promotable pawn may promote at the end of any of its moves" (file g: a Guru).
        Game g = gameWithMoves("b", "h8=4", "Ph8", "pg10", "Kl1", "kl12");
        g.play("g10g8");
        assertThat(targets(g, "h8")).containsExactlyInAnyOrder("h9", "h9f", "g9", "g9g");
        g.play("h8g9g");
        assertThat(g.pieceAt("g9")).isEqualTo('G');
        assertThat(g.pieceAt("g8")).isEqualTo('.');
    }

    @Test
    void guru_position_string_keeps_the_moves_a_pawn_has_made_GM5() throws Exception {
        // Four moves made: the next one may promote. A game restarted from position() must agree.
        Game g = game("w", "Pe4", "Kf1", "kl12");
        for (String m : List.of("e4e5", "e5e6", "e6e7", "e7e8")) {
            g.play(m);
            blackWaits(g);
        }
        assertThat(targets(g, "e8")).contains("e9f");
        Game copy = guru.newGame(g.position());
        assertThat(copy.legalMoves()).containsExactlyInAnyOrderElementsOf(g.legalMoves());
    }

    // ------------------------------------------------------------------ GM-6 Elephant Charge

    @Test
    void guru_charge_that_would_pass_through_check_is_refused_GM6() throws Exception {
        // d4-f6 (over e5) uncovers the rook on l4 against the king on a4; f6-h4 (over g5) would
        // cover it again, so the end position is legal, but a leap may not end in check.
        Game pinned = game("w", "Ka4", "Ed4", "Ee5", "Eg5", "rl4", "kl12");
        assertThat(charges(pinned)).isEmpty();
        assertThat(targets(pinned, "d4")).isEmpty();
        // Without the rook on that line the same charge is there.
        Game free = game("w", "Ka4", "Ed4", "Ee5", "Eg5", "rl5", "kl12");
        assertThat(charges(free)).containsExactly("d4-f6-h4");
        // Nor may a leap put the enemy king in check, on the way (d8, attacked from f6) or at the
        // end (j10, attacked from h8); a one-leap move giving check is an ordinary move.
        assertThat(charges(game("w", "Kf1", "Ed4", "Ee5", "Eg7", "kl12"))).containsExactly("d4-f6-h8");
        assertThat(charges(game("w", "Kf1", "Ed4", "Ee5", "Eg7", "kd8"))).isEmpty();
        assertThat(charges(game("w", "Kf1", "Ed4", "Ee5", "Eg7", "kj10"))).isEmpty();
        assertThat(targets(game("w", "Kf1", "Ed4", "Ee5", "Eg7", "kd8"), "d4")).contains("f6");
        // No charge while in check (the rook on a2 checks along rank 2; nothing can interpose).
        Game check = game("w", "Kg2", "Ec6", "Ed7", "Ef7", "Ed5", "Ef5", "pg6", "ra2", "kl12");
        assertThat(check.legalMoves()).containsExactlyInAnyOrder("g2g3", "g2g1", "g2h3", "g2h1", "g2f3", "g2f1");
    }

    @Test
    void guru_charge_is_one_multi_leg_move_and_two_paths_with_the_same_captures_are_one_move_GM6_G1() throws Exception {
        // c6 stands on an even rank: a binding none of White's array elephants had.
        // c6-e8-g6 (over d7, f7) and c6-e4-g6 (over d5, f5) both capture g6: one move (G-1).
        Game g = game("w", "Kg2", "Ec6", "Ed7", "Ef7", "Ed5", "Ef5", "pg6", "kl12");
        assertThat(charges(g)).containsExactlyInAnyOrder(
                "c6-e8-g6", "c6-e8-g6-e8", "c6-e8-g6-e8-c6", "c6-e8-g6-e8-c6-e4");
        assertThat(g.legalMoves()).hasSize(28);
        String before = g.position();
        g.play("c6-e8-g6");
        assertThat(g.pieceAt("g6")).isEqualTo('E');
        assertThat(g.pieceAt("c6")).isEqualTo('.');
        assertThat(g.pieceAt("e8")).isEqualTo('.');
        assertThat(g.position().split(" ")[1]).isEqualTo("b");
        g.undo();
        assertThat(g.position()).isEqualTo(before);
        // A charge may end where it started once it has captured on the way (a different position).
        g.play("c6-e8-g6-e8-c6");
        assertThat(g.pieceAt("c6")).isEqualTo('E');
        assertThat(g.pieceAt("g6")).isEqualTo('.');
        // With a knight on e8 the two routes capture differently: two moves.
        Game k = game("w", "Kg2", "Ec6", "Ed7", "Ef7", "Ed5", "Ef5", "pg6", "ne8", "kl12");
        assertThat(charges(k)).contains("c6-e8-g6", "c6-e4-g6");
    }

    @Test
    void guru_charge_that_is_also_an_ordinary_leap_is_one_move_G1() throws Exception {
        // d6-f4 (over e5), f4-h6 (over g5), h6-f8 (over g7) starts on d6, ends on f8 and captures
        // only the knight on f8: the same move as the ordinary leap d6f8.
        Game g = game("w", "Kf2", "Ed6", "Ee5", "Eg5", "Eg7", "nf8", "kl12");
        assertThat(g.legalMoves()).contains("d6f8").doesNotContain("d6-f4-h6-f8");
        assertThat(charges(g)).containsExactlyInAnyOrder(
                "d6-f4-h6", "d6-f4-h6-f8-h6", "d6-f4-h6-f8-h6-f4", "d6-f4-h6-f8-h6-f4-d6");
        assertThat(g.legalMoves()).hasSize(26);
    }

    @Test
    void guru_charge_never_repeats_a_position_even_after_a_double_step_GM6() throws Exception {
        // c6-e8-c6 would come back to the position it started from. After b10-b8 the position
        // has an en passant square, which must not make the charge's start look different.
        Game g = game("b", "Kg2", "Ec6", "Ed7", "Ef7", "Ed5", "Ef5", "pg6", "pb10", "kl12");
        g.play("b10b8");
        assertThat(charges(g)).containsExactlyInAnyOrder(
                "c6-e8-g6", "c6-e8-g6-e8", "c6-e8-g6-e8-c6", "c6-e8-g6-e8-c6-e4");
        assertThat(g.legalMoves()).doesNotContain("c6-e8-c6", "d5-b7-d5", "d7-b5-d7");
    }

    @Test
    void guru_the_charge_condition_is_on_the_player_so_an_elephant_on_an_old_binding_charges_too_GM9() throws Exception {
        // GM-9: once White has an elephant on a new binding (f4 and h6, even ranks), any of its
        // elephants may charge, the one on e3 (an odd rank, a binding of the array) included:
        // e3-g5-i7 over f4 and h6.
        Game g = game("w", "Ka1", "Ee3", "Ef4", "Eh6", "kl12");
        assertThat(charges(g)).containsExactly("e3-g5-i7");
        // GM-9: a charge may pass a square again once a capture has changed the board (c6-e8-g6-e8
        // crosses e8 twice, the pawn on g6 taken between), but never comes back to a position.
        Game again = game("w", "Kg2", "Ec6", "Ed7", "Ef7", "Ed5", "Ef5", "pg6", "kl12");
        assertThat(charges(again)).contains("c6-e8-g6-e8").doesNotContain("c6-e8-c6");
    }

    // ------------------------------------------------------------------ GM-7 Enlightened Move

    @Test
    void guru_enlightened_king_keeps_orthogonal_or_diagonal_and_so_its_colour_GM7() throws Exception {
        // Orthogonally next to the Guru: g4 (another orthogonal neighbour) but not g3/g5.
        Game o = game("w", "Ke4", "Gf4", "kl12");
        assertThat(targets(o, "e4")).containsExactlyInAnyOrder("d3", "d4", "d5", "e3", "e5", "f3", "f5", "g4");
        // f5 and f3 are ordinary and Enlightened at once: listed once (G-1).
        assertThat(o.legalMoves().stream().filter("e4f5"::equals)).hasSize(1);
        // Diagonally next to it: e3, g3, g5 (diagonal neighbours), never g4.
        Game d = game("w", "Ke5", "Gf4", "kl12");
        assertThat(targets(d, "e5")).containsExactlyInAnyOrder("d4", "d5", "d6", "e4", "e6", "f5", "f6", "e3", "g3", "g5");
        for (String t : List.of("e3", "g3", "g5")) assertThat(dark(t)).isEqualTo(dark("e5"));
        d.play("e5g3");
        assertThat(d.pieceAt("g3")).isEqualTo('K');
    }

    @Test
    void guru_enlightened_rook_is_blocked_by_a_piece_between_it_or_its_destination_and_the_guru_GM7() throws Exception {
        // Rook a4, Guru e4, four squares apart: e8 and i4 are the same distance from the Guru.
        Game g = game("w", "Ra4", "Ge4", "Kl1", "kl12");
        assertThat(targets(g, "a4")).contains("i4", "e8").hasSize(16);   // 14 ordinary + 2
        // A piece between the rook and the Guru: no Enlightened Move at all.
        Game between = game("w", "Ra4", "Nc4", "Ge4", "Kl1", "kl12");
        assertThat(targets(between, "a4")).doesNotContain("i4", "e8", "c4", "d4");
        // A piece between the Guru and one destination blocks that destination only.
        Game beyond = game("w", "Ra4", "Ge4", "pe6", "Kl1", "kl12");
        assertThat(targets(beyond, "a4")).contains("i4").doesNotContain("e8");
        beyond.play("a4i4");
        assertThat(beyond.pieceAt("i4")).isEqualTo('R');
    }

    @Test
    void guru_enlightened_move_never_captures_GM7() throws Exception {
        // Knight f6 is a knight's move from the Guru on e4; Enlightened squares round e4:
        // d6 g3 c3 f2 d2 (empty), g5 (black pawn: no capture), c5 (own pawn).
        Game g = game("w", "Ge4", "Nf6", "pg5", "Pc5", "Kl1", "kl12");
        assertThat(targets(g, "f6")).containsExactlyInAnyOrder(
                "g8", "e8", "g4", "h7", "d7", "h5", "d5",          // ordinary (e4 holds the Guru)
                "d6", "g3", "c3", "f2", "d2");                     // Enlightened
        // Elephant c2 is an elephant's leap from the Guru: g6 and g2, not the knight on c6.
        Game e = game("w", "Ge4", "Ec2", "nc6", "Kl1", "kl12");
        assertThat(targets(e, "c2")).containsExactlyInAnyOrder("a4", "g6", "g2");
    }

    @Test
    void guru_enlightened_move_may_escape_or_give_check_GM7() throws Exception {
        // The rook on e12 checks the king on e4; g4 is an Enlightened escape.
        Game escape = game("w", "Ke4", "Gf4", "re12", "kl12");
        assertThat(escape.legalMoves()).containsExactlyInAnyOrder("e4d4", "e4f5", "e4f3", "e4d5", "e4d3", "e4g4", "f4e8");
        escape.play("e4g4");
        assertThat(escape.result().isOver()).isFalse();
        // Knight f6 to d6 (Enlightened, next to the Guru on e4) checks the king on c8: Black may
        // only take the knight or move the king.
        Game check = game("w", "Ge4", "Nf6", "kc8", "ra6", "Kl1");
        check.play("f6d6");
        assertThat(check.legalMoves()).containsExactlyInAnyOrder("a6d6", "c8b8", "c8c9", "c8c7", "c8d9", "c8d7");
    }

    @Test
    void guru_pawns_are_never_enlightened_and_a_second_guru_is_GM7() throws Exception {
        // A promoted Guru on i5 is a (4,1) leap from the Guru on e4, so each may take the other's
        // (4,1) squares: i5 -> a5 a3 i3 f8 round e4; e4 -> e6 j9 h1 round i5.
        Game g = game("w", "Ge4", "Gi5", "Pe5", "Pd3", "Kl1", "kl12");
        assertThat(targets(g, "i5")).contains("a5", "a3", "i3", "f8");
        assertThat(targets(g, "e4")).contains("e6", "j9", "h1");
        // The pawns next to the Guru only step forward.
        assertThat(targets(g, "e5")).containsExactly("e6");
        assertThat(targets(g, "d3")).containsExactly("d4");
    }

    // ------------------------------------------------------------------ GM-8 game end

    @Test
    void guru_checkmate_wins_and_ends_the_game_GM8_G2() throws Exception {
        Game g = game("w", "Kc10", "Rb11", "Rd1", "ka12");
        g.play("d1d12");
        assertThat(g.result()).isEqualTo(new Result(Result.Status.WIN, "white", "checkmate"));
        assertThat(g.legalMoves()).isEmpty();
        assertThatThrownBy(() -> g.play("a12a11")).isInstanceOf(IllegalMoveException.class);
    }

    @Test
    void guru_enlightened_king_move_can_be_the_only_way_out_of_check_GM8_GM7() throws Exception {
        // Rd1-d12 checks; b12, b11 and a11 are covered or occupied, but the king is orthogonally
        // next to its Guru on a11 and may go to a10, another orthogonal neighbour: not mate.
        Game g = game("w", "Kl1", "Rl11", "Rd1", "ka12", "ga11");
        g.play("d1d12");
        assertThat(g.result().isOver()).isFalse();
        assertThat(g.legalMoves()).containsExactly("a12a10");
    }

    @Test
    void guru_stalemate_is_a_draw_GM8_G2() throws Exception {
        Game g = game("b", "Rb2", "Rl11", "Kf1", "ka12");
        assertThat(g.result()).isEqualTo(new Result(Result.Status.DRAW, null, "stalemate"));
        assertThat(g.legalMoves()).isEmpty();
    }

    @Test
    void guru_fifty_move_rule_and_threefold_repetition_draw_GM8() throws Exception {
        Game f = guru.newGame(position("w", "-", "-", "", "Ra1", "Kf1", "kf12").replace(" 0 1", " 99 60"));
        f.play("a1a2");
        assertThat(f.result()).isEqualTo(new Result(Result.Status.DRAW, null, "fifty-move rule"));
        Game r = game("w", "Nc1", "Kf1", "nc12", "kf12");
        for (int i = 0; i < 2; i++) {
            assertThat(r.result().isOver()).isFalse();
            r.play("c1d3");
            r.play("c12d10");
            r.play("d3c1");
            r.play("d10c12");
        }
        assertThat(r.result()).isEqualTo(new Result(Result.Status.DRAW, null, "repetition"));
    }

    @Test
    void guru_repetition_is_the_same_position_however_often_a_king_or_rook_has_moved_GM8() throws Exception {
        // Orthodox repetition compares positions (pieces, side to move, castling and en passant
        // rights); a king that has already lost its castling does not make a position new each
        // time it moves.
        Game r = game("w", "Ra1", "Kf1", "kf12");
        for (int i = 0; i < 2; i++) {
            assertThat(r.result().isOver()).isFalse();
            r.play("f1e1");
            r.play("f12f11");
            r.play("e1f1");
            r.play("f11f12");
        }
        assertThat(r.result()).isEqualTo(new Result(Result.Status.DRAW, null, "repetition"));
    }
}
