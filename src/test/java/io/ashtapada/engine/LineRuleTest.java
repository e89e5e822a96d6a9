package io.ashtapada.engine;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Result;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code line of N [straight] win|loss}: the player who has just moved and has N pieces in an
 * unbroken line along a file, a rank or (unless {@code straight}) a diagonal has the result.
 */
class LineRuleTest {
    private static Variant example(String name) throws Exception {
        return Ashtapada.defaults().load(Path.of("examples", name + ".variant"));
    }

    private static Game played(Variant v, String... moves) throws Exception {
        Game g = v.newGame();
        for (String m : moves) g.play(m);
        return g;
    }

    @Test
    void three_in_a_row_along_a_diagonal_wins_tictactoe_for_the_player_who_made_it() throws Exception {
        Game g = played(example("tictactoe"), "P@a1", "P@a2", "P@b2", "P@a3");
        assertThat(g.state().result().status()).isEqualTo(Result.Status.ONGOING);
        g.play("P@c3");
        assertThat(g.state().result().status()).isEqualTo(Result.Status.WIN);
        assertThat(g.state().result().winner()).isEqualTo("white");
        assertThat(g.state().result().reason()).isEqualTo("3 in a row");
        assertThat(g.state().legalActions().stream().filter(a -> a.kind() == io.ashtapada.api.GameState.Kind.MOVE)).isEmpty();
    }

    @Test
    void three_in_a_row_of_the_second_player_wins_for_it() throws Exception {
        Game g = played(example("tictactoe"), "P@a1", "P@b1", "P@a2", "P@b2", "P@c3", "P@b3");
        assertThat(g.state().result().winner()).isEqualTo("black");
    }

    @Test
    void a_run_broken_by_an_enemy_piece_or_the_edge_is_no_line() throws Exception {
        // a1 b1 (White) c1 (Black): the rank's run stops at c1; a1 a2 (White) and the edge: two only.
        Game g = played(example("tictactoe"), "P@a1", "P@c1", "P@b1", "P@c2", "P@a2");
        assertThat(g.state().result().status()).isEqualTo(Result.Status.ONGOING);
    }

    @Test
    void a_diagonal_line_does_not_count_when_only_straight_lines_do() throws Exception {
        // Nine holes (`line of 3 straight win`) against picaria (`line of 3 win`): the same drops.
        String[] drops = {"P@a1", "P@a2", "P@b2", "P@a3", "P@c3"};
        assertThat(played(example("picaria"), drops).state().result().status()).isEqualTo(Result.Status.WIN);
        assertThat(played(example("nineholes"), drops).state().result().status()).isEqualTo(Result.Status.ONGOING);
    }

    @Test
    void three_in_a_row_loses_under_line_of_3_loss() throws Exception {
        Variant misere = Ashtapada.defaults().compile("misere.variant", """
                variant "Misere tic-tac-toe"
                board { files a..c  ranks 1..3 }
                zone squares = all
                piece stone { letter P  drop to squares }
                setup "3/3/3[PPPPPpppp] w - - 0 1"
                rules {
                  no check
                  stalemate draw
                  line of 3 loss
                }
                """, Path.of("."));
        Game g = played(misere, "P@a1", "P@a2", "P@b2", "P@a3", "P@c3");
        assertThat(g.state().result().winner()).isEqualTo("black");
        assertThat(g.state().result().reason()).isEqualTo("3 in a row");
    }

    @Test
    void the_tictactoe_game_tree_is_cut_where_a_line_is_made() throws Exception {
        // Plies 5 to 9 of tic-tac-toe's known game tree (1,440 games end at ply 5, 5,328 at 6, ...).
        Variant v = example("tictactoe");
        long[] expected = {15120, 54720, 148176, 200448, 127872};
        for (int d = 5; d <= 9; d++) assertThat(v.newGame().perft(d)).as("perft %d", d).isEqualTo(expected[d - 5]);
    }
}
