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
        var v = Ashtapada.load(Path.of("examples/" + name + ".variant"));
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
}
