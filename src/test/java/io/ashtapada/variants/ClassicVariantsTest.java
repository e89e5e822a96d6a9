package io.ashtapada.variants;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Rules of the classic variants in examples/ that their perft lines do not pin on their own. */
class ClassicVariantsTest {

    private static Game game(String name, String position) throws Exception {
        Variant v = Ashtapada.defaults().load(Path.of("examples/" + name + ".variant"));
        return v.newGame(position);
    }

    @Test
    void grand_pawn_may_not_enter_the_last_rank_with_nothing_lost() throws Exception {
        Game g = game("grand", "6k3/4P5/4P5/10/10/10/10/10/1NBQKCABN1/R8R w - - 0 1");
        assertThat(LegalMoves.targets(g, "e9")).isEmpty();
        assertThat(LegalMoves.targets(g, "e8")).isEmpty();     // blocked by the e9 pawn
    }

    @Test
    void grand_pawn_promotes_only_to_kinds_lost_and_may_stay_below_the_last_rank() throws Exception {
        Game g = game("grand", "6k3/4P5/10/3P6/10/10/10/10/1NBQKCAB2/R8R w - - 0 1");
        assertThat(LegalMoves.targets(g, "e9")).containsExactly("e10n");
        assertThat(LegalMoves.targets(g, "d7")).containsExactlyInAnyOrder("d8", "d8n");
    }

    @Test
    void berolina_pawn_is_taken_en_passant_on_the_square_it_passed() throws Exception {
        Game g = game("berolina", "rnbqkbnr/pp1p1ppp/8/2pPp3/8/8/PP1PPPPP/RNBQKBNR w KQkq d6c5 0 1");
        assertThat(LegalMoves.targets(g, "d5")).contains("d6");
        g.play("d5d6");
        assertThat(g.position()).startsWith("rnbqkbnr/pp1p1ppp/3P4/4p3/");
        assertThat(game("berolina", "rnbqkbnr/pp1p1ppp/8/2pPp3/8/8/PP1PPPPP/RNBQKBNR w KQkq d6c5 0 1").position())
                .contains(" d6,c5 ");
    }

    @Test
    void grasshopper_checks_over_a_piece_next_to_the_king() throws Exception {
        // The grasshopper on a4 hops over d7 onto e8 once c6 no longer stands in the way.
        Game g = game("grasshopper", "4k3/3g4/2p5/8/G7/8/8/4K3 b - - 0 1");
        assertThat(LegalMoves.targets(g, "c6")).isEmpty();
        assertThat(LegalMoves.targets(g, "d7")).isNotEmpty();
    }

    // ------------------------------------------------------------ sittuyin

    @Test
    void sittuyin_set_up_drops_come_before_any_move_and_rooks_go_on_the_first_rank() throws Exception {
        Game g = game("sittuyin", "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KFRRSSNNkfrrssnn] w - - 0 1");
        assertThat(g.legalMoves()).allMatch(m -> m.contains("@"));
        assertThat(g.legalMoves()).filteredOn(m -> m.startsWith("R@")).map(m -> m.substring(2))
                .containsExactlyInAnyOrder("a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1");
        // a3 holds a pawn, a4 is beyond the third rank.
        assertThat(g.legalMoves()).contains("K@e3", "N@h2", "S@e1").doesNotContain("K@a3", "F@a4");
        // Black sets up on its own three first ranks (6 to 8), its rooks on rank 8.
        g.play("K@e3");
        assertThat(g.legalMoves()).allMatch(m -> m.contains("@"))
                .contains("K@a6", "R@h8").doesNotContain("R@h7", "K@e6", "K@e3");
    }

    @Test
    void sittuyin_pawn_promotes_in_place_or_by_a_diagonal_step_from_a_promotion_square_only() throws Exception {
        // d5 is a promotion square, c5 is not; each side has two pawns and no ferz.
        Game g = game("sittuyin", "k7/8/8/2PP4/8/8/8/7K[] w - - 0 1");
        assertThat(LegalMoves.targets(g, "d5")).containsExactlyInAnyOrder("d6", "d5f", "c6f", "e6f", "e4f", "c4f");
        assertThat(LegalMoves.targets(g, "c5")).containsExactly("c6");
    }

    @Test
    void sittuyin_pawn_promotes_in_place_only_without_a_general() throws Exception {
        Game g = game("sittuyin", "k7/8/8/3P4/8/8/P7/5F1K[] w - - 0 1");
        assertThat(LegalMoves.targets(g, "d5")).containsExactly("d6");
        g = game("sittuyin", "k7/8/8/3P4/8/8/P7/7K[] w - - 0 1");
        assertThat(LegalMoves.targets(g, "d5")).contains("d5f");
    }

    @Test
    void sittuyin_last_pawn_promotes_from_any_square() throws Exception {
        Game g = game("sittuyin", "k7/8/8/8/8/2P5/8/7K[] w - - 0 1");
        assertThat(LegalMoves.targets(g, "c3")).containsExactlyInAnyOrder("c4", "c3f", "b4f", "d4f", "b2f", "d2f");
    }

    @Test
    void sittuyin_promotion_may_not_give_check_even_by_discovery() throws Exception {
        // e5f: the new ferz would check the king on d4.
        Game g = game("sittuyin", "8/8/8/4P3/3k4/8/P7/K3R3[] w - - 0 1");
        assertThat(LegalMoves.targets(g, "e5")).containsExactlyInAnyOrder("e6", "d6f", "f6f", "f4f");
        // Any step off the e-file uncovers the rook's check on e8.
        g = game("sittuyin", "4k3/8/8/4P3/8/8/P7/K3R3[] w - - 0 1");
        assertThat(LegalMoves.targets(g, "e5")).containsExactlyInAnyOrder("e6", "e5f");
    }

    @Test
    void sittuyin_promoted_general_may_not_attack_a_piece() throws Exception {
        // A ferz on f8 or f6 would attack the knight on e7.
        Game g = game("sittuyin", "k7/4n1P1/8/8/8/8/8/K7[] w - - 0 1");
        assertThat(LegalMoves.targets(g, "g7")).containsExactlyInAnyOrder("g8", "g7f", "h8f", "h6f");
    }

    @Test
    void sittuyin_promotion_in_place_is_written_from_and_to_the_same_square_and_taken_back() throws Exception {
        Game g = game("sittuyin", "k7/8/8/3P4/8/8/P7/7K[] w - - 0 1");
        String before = g.position();
        assertThat(g.legalMovesSan()).contains("d5=F", "dc6=F");
        g.play("d5d5f");
        assertThat(g.pieceAt("d5")).isEqualTo('F');
        assertThat(g.undo()).isTrue();
        assertThat(g.position()).isEqualTo(before);
        g.play("d5=F");
        assertThat(g.pieceAt("d5")).isEqualTo('F');
        assertThat(g.perftChecked(3)).isEqualTo(game("sittuyin", g.position()).perft(3));
    }

    @Test
    void promotion_at_most_n_on_board_limits_promotion_on_landing_too() throws Exception {
        String text = """
                variant "limit"
                board { files a..e ranks 1..5 }
                players { white "White" forward north  black "Black" forward south }
                zone last-rank = rank 5
                piece king { letter K royal betza "K" }
                piece queen { letter Q betza "Q" }
                piece rook { letter R betza "R" }
                piece pawn { letter P pawn betza "fmW" promote in last-rank to queen, rook at most 1 on board }
                setup "k4/2P2/5/5/1Q2K w - - 0 1"
                rules { check }
                """;
        Game g = Ashtapada.defaults().compile("limit.variant", text, Path.of(".")).newGame();
        assertThat(LegalMoves.targets(g, "c4")).containsExactly("c5r");
    }

    @Test
    void in_place_promotion_options_are_refused_where_they_mean_nothing() {
        String text = """
                variant "bad"
                board { files a..e ranks 1..5 }
                players { white "White" forward north  black "Black" forward south }
                zone last-rank = rank 5
                piece king { letter K royal betza "K" }
                piece queen { letter Q betza "Q" }
                piece pawn { letter P pawn betza "fmW" promote in last-rank to queen anywhere if last }
                setup "k4/2P2/5/5/4K w - - 0 1"
                rules { check }
                """;
        assertThatThrownBy(() -> Ashtapada.defaults().compile("bad.variant", text, Path.of(".")))
                .hasMessageContaining("'anywhere if last' is for an 'in place' promotion");
    }

    // ------------------------------------------------------------ xiangqi

    @Test
    void xiangqi_kings_may_not_face_each_other_on_an_open_file() throws Exception {
        Game g = game("xiangqi", "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1");
        assertThat(LegalMoves.targets(g, "d1")).containsExactly("d2");          // e1 faces the king on e10
        // A piece between the kings is pinned to the file.
        // (a horse: a rook there would give check to the king beyond, a position that cannot arise)
        g = game("xiangqi", "4k4/9/9/9/4N4/9/9/9/9/4K4 w - - 0 1");
        assertThat(LegalMoves.targets(g, "e6")).isEmpty();
    }

    @Test
    void xiangqi_elephant_never_crosses_the_river() throws Exception {
        Game g = game("xiangqi", "4k4/9/9/9/9/2B6/9/9/9/3K5 w - - 0 1");
        assertThat(LegalMoves.targets(g, "c5")).containsExactlyInAnyOrder("a3", "e3");
    }

    @Test
    void xiangqi_horse_is_blocked_by_a_piece_next_to_it_and_the_generals_still_may_not_face() throws Exception {
        Game g = game("xiangqi", "4k4/9/9/9/9/9/9/4n4/4P4/3K5 b - - 0 1");
        assertThat(LegalMoves.targets(g, "e3")).containsExactlyInAnyOrder("c2", "g2", "c4", "g4", "d5", "f5");
        assertThat(LegalMoves.targets(g, "e10")).containsExactlyInAnyOrder("e9", "f10");
    }

    @Test
    void xiangqi_soldier_steps_sideways_only_across_the_river() throws Exception {
        assertThat(LegalMoves.targets(game("xiangqi", "4k4/9/9/9/2P6/9/9/9/9/3K5 w - - 0 1"), "c6"))
                .containsExactlyInAnyOrder("c7", "b6", "d6");
        assertThat(LegalMoves.targets(game("xiangqi", "4k4/9/9/9/9/2P6/9/9/9/3K5 w - - 0 1"), "c5"))
                .containsExactly("c6");
    }

    @Test
    void royal_only_threat_takes_the_king_under_capture_the_royal_rules() throws Exception {
        String text = """
                variant "facing"
                board { files a..c ranks 1..4 }
                players { white "White" forward north  black "Black" forward south }
                piece king { letter K royal betza "W" betza "vR" royal-only }
                piece rook { letter R betza "R" }
                setup "1k1/3/1r1/1K1 w - - 0 1"
                rules { capture-royal }
                """;
        Game g = Ashtapada.defaults().compile("facing.variant", text, Path.of(".")).newGame();
        assertThat(LegalMoves.targets(g, "b1")).containsExactlyInAnyOrder("a1", "c1", "b2");   // b2 takes the rook
        g.play("b1a1");
        g.play("b2a2");                                  // the rook leaves the file: the kings face on b
        g.play("a1b1");
        assertThat(LegalMoves.targets(g, "b4")).contains("b1");
    }

    // ------------------------------------------------------------ janggi

    @Test
    void janggi_pieces_on_the_palace_diagonals_also_move_along_them() throws Exception {
        assertThat(LegalMoves.targets(game("janggi", "3k5/9/9/9/9/9/9/9/4K4/9 w - - 0 1"), "e2"))
                .containsExactlyInAnyOrder("e1", "e3", "d2", "f2", "d1", "f1", "d3", "f3");
        assertThat(LegalMoves.targets(game("janggi", "5k3/9/9/9/9/9/9/3K5/9/9 w - - 0 1"), "d3"))
                .containsExactlyInAnyOrder("d2", "e3", "e2");
        assertThat(LegalMoves.targets(game("janggi", "5k3/9/9/9/9/9/9/9/3K5/9 w - - 0 1"), "d2"))
                .containsExactlyInAnyOrder("d1", "d3", "e2");                 // d2 is off the diagonals
    }

    @Test
    void janggi_elephant_is_blocked_on_either_square_it_passes() throws Exception {
        Game g = game("janggi", "4k4/9/9/9/9/9/4B4/9/9/3K5 w - - 0 1");
        assertThat(LegalMoves.targets(g, "e4")).containsExactlyInAnyOrder("c7", "g7", "c1", "g1", "b6", "h6", "b2", "h2");
        g = game("janggi", "4k4/9/9/9/5p3/9/4B4/9/9/3K5 w - - 0 1");          // f6: the diagonal step to g7
        assertThat(LegalMoves.targets(g, "e4")).doesNotContain("g7").contains("c7", "h6");
        g = game("janggi", "4k4/9/9/9/9/4p4/4B4/9/9/3K5 w - - 0 1");          // e5: the first step to c7 and g7
        assertThat(LegalMoves.targets(g, "e4")).doesNotContain("c7", "g7").contains("b6", "h6");
    }

    @Test
    void janggi_cannon_neither_hops_over_nor_takes_a_cannon() throws Exception {
        // Over its soldier on e6 onto e7, but not onto the cannon on e8.
        assertThat(LegalMoves.targets(game("janggi", "4k4/9/4c4/9/4P4/4C4/9/9/9/3K5 w - - 0 1"), "e5"))
                .containsExactly("e7");
        // The cannon on e6 is no screen: the horse on e8 is out of reach.
        assertThat(LegalMoves.targets(game("janggi", "4k4/9/4n4/9/4c4/4C4/9/9/9/3K5 w - - 0 1"), "e5"))
                .isEmpty();
    }

    @Test
    void janggi_player_may_pass_except_in_check_and_two_passes_end_the_game() throws Exception {
        Game g = game("janggi", "3k5/9/9/9/9/9/9/9/5K3/9 w - - 0 1");
        assertThat(g.legalMoves()).contains("pass");
        g.play("pass");
        g.play("pass");
        assertThat(g.legalMoves()).isEmpty();
        g = game("janggi", "3k5/9/9/9/9/9/9/9/3R1K3/9 b - - 0 1");               // the rook on d2 checks
        assertThat(g.legalMoves()).doesNotContain("pass");
    }

    @Test
    void janggi_kings_facing_must_be_parted_or_passed_on_and_end_the_game_if_they_still_face() throws Exception {
        Game g = game("janggi", "4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1");
        assertThat(g.legalMoves()).containsExactlyInAnyOrder("e2d2", "e2f2", "e2d1", "e2f1", "e2d3", "e2f3", "pass");
        g.play("pass");
        assertThat(g.legalMoves()).isEmpty();
    }

    @Test
    void janggi_game_ended_by_both_passing_or_by_bikjang_names_that_reason_not_stalemate() throws Exception {
        Game g = game("janggi", "3k5/9/9/9/9/9/9/9/5K3/9 w - - 0 1");
        g.play("pass");
        g.play("pass");
        assertThat(g.result().reason()).isEqualTo("both passed");
        g = game("janggi", "4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1");
        g.play("pass");
        assertThat(g.result().reason()).isEqualTo("bikjang");
        // One pass and a move after it: the game goes on.
        g = game("janggi", "3k5/9/9/9/9/9/9/9/5K3/9 w - - 0 1");
        g.play("pass");
        g.play("d10e10");
        assertThat(g.result().status()).isEqualTo(io.ashtapada.api.Result.Status.ONGOING);
    }

    @Test
    void janggi_bikjang_follows_the_stalemate_while_janggitraditional_says_bikjang_draw() throws Exception {
        // Generals facing on the open e file; White passes and they still face: bikjang.
        Game g = game("janggi", "4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1");
        g.play("pass");
        assertThat(g.result().winner()).isEqualTo("white");          // stalemate loss for Black, to move
        assertThat(g.result().reason()).isEqualTo("bikjang");
        Game t = game("janggitraditional", "4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1");
        t.play("pass");
        assertThat(t.result().status()).isEqualTo(io.ashtapada.api.Result.Status.DRAW);
        assertThat(t.result().reason()).isEqualTo("bikjang");
        // Everything else is janggi's: both passing in turn still follows the stalemate.
        Game p = game("janggitraditional", "3k5/9/9/9/9/9/9/9/5K3/9 w - - 0 1");
        p.play("pass");
        p.play("pass");
        assertThat(p.result().winner()).isEqualTo("black");
    }
}
