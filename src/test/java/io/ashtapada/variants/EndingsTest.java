package io.ashtapada.variants;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.Result;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The ways to win and lose of examples/ (N-check, reaching a zone, extinction, bare king, losing
 * chess, explosions, duple check), played through the turn core: the result, its reason, and
 * that a game a rule ended has no moves.
 */
class EndingsTest {

    private static Game game(String name, String position) throws Exception {
        var v = Ashtapada.defaults().load(Path.of("examples/" + name + ".variant"));
        return position == null ? v.newGame() : v.newGame(position);
    }

    private static void assertWin(Game g, String winner, String reason) {
        assertThat(g.result()).isEqualTo(new Result(Result.Status.WIN, winner, reason));
        assertThat(g.legalMoves()).isEmpty();
    }

    @Test
    void three_check_the_third_check_wins() throws Exception {
        Game g = game("3check", "4k3/8/8/8/8/8/8/R3K3 w - - 1+3 0 1");
        g.play("a1a8");
        assertWin(g, "white", "third check");
        assertThat(g.position()).contains(" - - 0+3 ");
    }

    @Test
    void three_check_counts_checks_given_and_takes_them_back_on_undo() throws Exception {
        Game g = game("3check", null);
        g.play("e2e4");
        g.play("f7f6");
        g.play("d1h5");
        assertThat(g.position()).endsWith(" - 2+3 1 2");
        assertThat(g.result()).isEqualTo(Result.ONGOING);
        g.undo();
        assertThat(g.position()).endsWith(" - 3+3 0 2");
    }

    @Test
    void three_check_reads_the_checks_given_in_lichess_form() throws Exception {
        Game g = game("3check", "7r/1p4p1/pk3p2/RN6/8/P5Pp/3p1P1P/4R1K1 w - - 1 39 +2+0");
        assertThat(g.position()).isEqualTo("7r/1p4p1/pk3p2/RN6/8/P5Pp/3p1P1P/4R1K1 w - - 1+3 1 39");
    }

    @Test
    void king_of_the_hill_a_king_on_a_centre_square_wins() throws Exception {
        Game g = game("kingofthehill", "4k3/8/8/8/8/4K3/8/8 w - - 0 1");
        g.play("e3d4");
        assertWin(g, "white", "king reached the hill");
    }

    @Test
    void racing_kings_a_move_that_gives_check_is_illegal() throws Exception {
        Game g = game("racingkings", "8/8/8/8/8/2k5/8/R6K w - - 0 1");
        assertThat(g.legalMoves()).doesNotContain("a1a3", "a1c1").contains("a1b1", "a1a2");
        assertThatThrownBy(() -> g.play("a1c1")).isInstanceOf(IllegalMoveException.class);
    }

    @Test
    void racing_kings_black_may_still_reach_the_eighth_rank_after_white() throws Exception {
        Game g = game("racingkings", "8/1K4k1/8/8/8/8/8/8 w - - 0 1");
        g.play("b7b8");
        assertThat(g.result()).isEqualTo(Result.ONGOING);       // black can reach f8, g8 or h8
        g.play("g7g6");
        assertWin(g, "white", "king reached the eighth rank");
        g.undo();
        g.play("g7f8");
        assertThat(g.result()).isEqualTo(new Result(Result.Status.DRAW, null, "both reached the eighth rank"));
        assertThat(g.legalMoves()).isEmpty();
        Game far = game("racingkings", "8/1K6/8/6k1/8/8/8/8 w - - 0 1");
        far.play("b7b8");
        assertWin(far, "white", "king reached the eighth rank");   // black cannot follow
    }

    @Test
    void racing_kings_black_reaching_first_wins_at_once() throws Exception {
        Game g = game("racingkings", "8/1k6/8/8/8/8/8/6K1 b - - 0 1");
        g.play("b7b8");
        assertWin(g, "black", "king reached the eighth rank");
    }

    @Test
    void extinction_losing_every_piece_of_a_kind_loses_and_kings_may_be_captured() throws Exception {
        Game g = game("extinction", "rnb1kbnr/pppppppp/8/8/8/8/PPPPqPPP/RNBQKBNR w - - 0 1");
        assertThat(g.legalMoves()).contains("e1e2", "d1e2");       // no check: the king may stay attacked
        g.play("d1e2");
        assertWin(g, "white", "no queen left");
        Game kingTaken = game("extinction", "rnb1kbnr/pppppppp/8/8/8/8/PPPPPqPP/RNBQKBNR b - - 0 1");
        kingTaken.play("f2e1");
        assertWin(kingTaken, "black", "no king left");
    }

    @Test
    void extinction_pawn_may_promote_to_a_king() throws Exception {
        Game g = game("extinction", "1nbqkbnr/Pppppppp/8/8/8/8/1PPPPPPP/RNBQKBNR w - - 0 1");
        assertThat(LegalMoves.targets(g, "a7")).contains("a8k", "a8q");
    }

    @Test
    void knightmate_royal_knight_is_checked_and_men_move_as_kings() throws Exception {
        Game g = game("knightmate", "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1");
        assertThat(g.legalMoves()).containsExactly("e1f3");       // c2, d3 and g2 are attacked by the rook
        Game mate = game("knightmate", "4k3/8/8/8/8/8/1m6/K7 w - - 0 1");
        assertThat(mate.result()).isEqualTo(new Result(Result.Status.WIN, "black", "checkmate"));
    }

    @Test
    void antichess_captures_are_compulsory_and_losing_every_piece_wins() throws Exception {
        Game g = game("antichess", "8/8/8/8/8/2p5/8/Q7 w - - 0 1");
        assertThat(g.legalMoves()).containsExactly("a1c3");
        Game last = game("antichess", "8/8/8/8/8/8/1p6/Q7 b - - 0 1");
        last.play("b2a1q");
        assertWin(last, "white", "no pieces left");
    }

    @Test
    void antichess_a_stalemated_player_wins() throws Exception {
        Game g = game("antichess", "8/8/8/8/8/p7/P7/8 w - - 0 1");
        assertWin(g, "white", "stalemate");
    }

    @Test
    void giveaway_king_castles_though_it_is_not_royal() throws Exception {
        Game g = game("giveaway", "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
        assertThat(g.legalMoves()).contains("e1g1");
    }

    @Test
    void horde_white_without_pieces_loses_and_first_rank_pawns_step_two() throws Exception {
        Game g = game("horde", null);
        assertThat(LegalMoves.targets(g, "a1")).isEmpty();          // blocked by a2
        Game open = game("horde", "4k3/8/8/8/8/8/8/P7 w - - 0 1");
        assertThat(LegalMoves.targets(open, "a1")).containsExactlyInAnyOrder("a2", "a3");
        open.play("a1a3");
        assertThat(open.position()).contains(" b - - ");              // a pawn passing a2 cannot be taken en passant
        Game last = game("horde", "4k3/8/8/8/8/1q6/P7/8 b - - 0 1");
        last.play("b3a2");
        assertWin(last, "black", "no pieces left");
    }

    @Test
    void dobutsu_lion_on_the_last_rank_wins_only_if_not_captured_at_once() throws Exception {
        Game safe = game("dobutsu", "2e/2L/l2/3[] w - - 0 1");
        safe.play("c3b4");
        assertWin(safe, "white", "lion reached the last rank");
        Game attacked = game("dobutsu", "g1e/1L1/l2/E1G[] w - - 0 1");
        attacked.play("b3b4");                    // the giraffe on a4 attacks b4
        assertThat(attacked.result()).isEqualTo(Result.ONGOING);
        attacked.play("a4b4");
        assertWin(attacked, "black", "no lion left");
        attacked.undo();
        attacked.play("a4a3");                    // not taken, and no longer attacked: the lion is safe
        assertWin(attacked, "white", "lion reached the last rank");
    }

    @Test
    void dobutsu_chick_promotes_to_hen_and_goes_back_to_hand_as_a_chick() throws Exception {
        Game g = game("dobutsu", "1l1/C2/3/1L1[] w - - 0 1");
        assertThat(LegalMoves.targets(g, "a3")).containsExactly("a4h");
        g.play("a3a4h");
        g.play("b4a4");
        assertThat(g.position()).startsWith("l2/3/3/1L1[c] w");
    }

    @Test
    void atomic_capture_removes_the_capturer_and_the_pieces_around_except_pawns() throws Exception {
        Game g = game("atomic", "4k3/8/8/2npb3/3Q4/8/8/4K3 w - - 0 1");
        g.play("d4d5");
        assertThat(g.position()).startsWith("4k3/8/8/8/8/8/8/4K3 ");   // queen, pawn d5, knight c5, bishop e5 gone
        Game pawns = game("atomic", "4k3/8/2ppp3/2pnp3/1Nppp3/8/8/4K3 w - - 0 1");
        pawns.play("b4d5");
        assertThat(pawns.position()).startsWith("4k3/8/2ppp3/2p1p3/2ppp3/8/8/4K3 ");
    }

    @Test
    void atomic_king_may_not_capture_nor_blow_up_its_own_king() throws Exception {
        Game g = game("atomic", "4k3/8/8/8/8/8/3pn3/4K3 w - - 0 1");
        assertThat(LegalMoves.targets(g, "e1")).doesNotContain("d2", "e2");
        Game own = game("atomic", "4k3/8/8/8/8/8/3rQ3/4K3 w - - 0 1");
        assertThat(LegalMoves.targets(own, "e2")).doesNotContain("d2");     // the blast would reach e1
    }

    @Test
    void atomic_kings_next_to_each_other_are_not_in_check() throws Exception {
        Game g = game("atomic", "8/8/8/8/3k4/3K4/8/7r w - - 0 1");
        assertThat(g.legalMoves()).contains("d3c3", "d3e3");
        Game touching = game("atomic", "8/8/8/8/8/3k4/8/r2K4 w - - 0 1");
        assertThat(touching.result()).isEqualTo(Result.ONGOING);         // the rook's check does not count
    }

    @Test
    void atomic_blowing_up_the_enemy_king_wins_even_from_check() throws Exception {
        Game check = game("atomic", "4k3/3p4/8/8/8/8/3Q4/r3K3 w - - 0 1");
        assertThat(check.legalMoves()).contains("d2d7");  // in check from a1, yet the blast takes the king on e8
        check.play("d2d7");
        assertWin(check, "white", "no king left");
    }

    @Test
    void spartan_duple_check_one_of_two_kings_may_be_left_attacked() throws Exception {
        Game g = game("spartan", "k6k/8/8/8/8/8/8/R3K3 b - - 0 1");
        assertThat(g.result()).isEqualTo(Result.ONGOING);
        assertThat(g.legalMoves()).contains("h8h7");           // the king on a8 stays attacked
        g.play("h8h7");
        g.play("a1a8");
        assertThat(g.position()).startsWith("R7/7k/");          // one king lost, the game goes on
        assertThat(g.result()).isEqualTo(Result.ONGOING);
    }

    @Test
    void spartan_both_kings_attacked_must_free_one_and_with_no_escape_is_checkmate() throws Exception {
        Game g = game("spartan", "k2R3k/8/8/8/8/8/8/4K3 b - - 0 1");
        assertThat(g.legalMoves()).containsExactlyInAnyOrder("a8a7", "a8b7", "h8h7", "h8g7");
        Game mate = game("spartan", "k2R3k/8/1Q6/8/8/8/8/4K1RR b - - 0 1");
        assertWin(mate, "white", "checkmate");
    }

    @Test
    void spartan_hoplite_promotes_to_a_king_only_while_black_has_one() throws Exception {
        Game one = game("spartan", "8/8/8/8/8/8/2h5/4K1k1 b - - 0 1");
        assertThat(LegalMoves.targets(one, "c2")).contains("b1k", "b1g", "d1w", "d1l", "d1c");
        Game two = game("spartan", "7k/8/8/8/8/8/2h5/4K1k1 b - - 0 1");
        assertThat(LegalMoves.targets(two, "c2")).doesNotContain("b1k", "d1k").contains("b1g");
    }

    @Test
    void shatranj_bare_king_loses_unless_it_bares_the_other_in_reply() throws Exception {
        Game g = game("shatranj", "4k3/q7/8/8/8/8/8/R3K3 w - - 0 1");
        g.play("a1a7");
        assertThat(g.result()).isEqualTo(Result.ONGOING);       // Black may still bare White's king
        g.play("e8d8");
        assertWin(g, "white", "bare king");
        Game reply = game("shatranj", "1k6/q7/8/8/8/8/8/R3K3 w - - 0 1");
        reply.play("a1a7");
        reply.play("b8a7");
        assertThat(reply.result()).isEqualTo(Result.ONGOING);   // both bare: no one wins by it
    }

    @Test
    void unmake_restores_explosions_check_counts_and_ended_games_with_their_hash() throws Exception {
        // perftChecked verifies at every node that unmake restores the board and that the
        // incremental hash (checks given included) equals a fresh one.
        assertThat(game("atomic", "rn2kb1r/1pp1p2p/p2q1pp1/3P4/2P3b1/4PN2/PP3PPP/R2QKB1R b KQkq - 0 1").perftChecked(3))
                .isEqualTo(45237);
        assertThat(game("3check", "7r/1p4p1/pk3p2/RN6/8/P5Pp/3p1P1P/4R1K1 w - - 1+3 1 39").perftChecked(3)).isEqualTo(12407);
        assertThat(game("dobutsu", null).perftChecked(5)).isEqualTo(game("dobutsu", null).perft(5));
        assertThat(game("spartan", "8/8/8/8/6Q1/8/2h3h1/4K1k1 b - - 0 1").perftChecked(3)).isEqualTo(3456);
        assertThat(game("horde", "rnbqkbnr/6p1/2p1Pp1P/P1PPPP2/Pp4PP/1p2PPPP/1P2PPPP/PP1nPPPP b kq a3 0 18").perftChecked(2))
                .isEqualTo(game("horde", "rnbqkbnr/6p1/2p1Pp1P/P1PPPP2/Pp4PP/1p2PPPP/1P2PPPP/PP1nPPPP b kq a3 0 18").perft(2));
    }

    @Test
    void n_check_by_kinds_counts_only_checks_given_by_those_kinds() throws Exception {
        var v = Ashtapada.defaults().compile("queen-check.variant",
                "variant \"Queen check\" extends \"chess.variant\"\nrules { win by 1 checks by queen }\n", Path.of("examples"));
        Game rook = v.newGame("4k3/8/8/8/8/8/8/R2QK3 w - - 1+1 0 1");
        rook.play("a1a8");
        assertThat(rook.result()).isEqualTo(Result.ONGOING);          // a rook's check does not count
        assertThat(rook.position()).contains(" - - 1+1 ");
        Game queen = v.newGame("4k3/8/8/8/8/8/8/R2QK3 w - - 1+1 0 1");
        queen.play("d1h5");
        assertWin(queen, "white", "first check");
    }

    @Test
    void random_games_end_by_the_rules_and_every_position_string_reads_back() throws Exception {
        String[] names = {"3check", "kingofthehill", "racingkings", "extinction", "horde", "knightmate", "antichess",
                "giveaway", "atomic", "spartan", "dobutsu", "shatranj"};
        for (String name : names) {
            var v = Ashtapada.defaults().load(Path.of("examples/" + name + ".variant"));
            var player = new io.ashtapada.api.RandomPlayer(12);
            for (int n = 0; n < 8; n++) {
                Game g = v.newGame();
                for (int ply = 0; ply < 200 && !g.result().isOver(); ply++) {
                    player.playTurn(g);
                    String pos = g.position();
                    assertThat(v.newGame(pos).position()).as(name + " " + pos).isEqualTo(pos);
                }
                if (g.result().isOver() && g.result().status() == Result.Status.WIN) assertThat(g.legalMoves()).isEmpty();
            }
        }
    }
}
