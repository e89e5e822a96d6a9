package io.ashtapada.model;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.IllegalPositionException;
import io.ashtapada.api.Variant;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Position strings may write a square that is not on the board as '*', as Fairy-Stockfish
 * does (issue 27); on a board square '*' is a wall where the variant has walls, else refused.
 */
class HolesInPositionStringsTest {

    static Variant example(String name) throws Exception {
        return Ashtapada.defaults().load(Path.of("examples", name + ".variant"));
    }

    @Test
    void a_star_on_a_square_off_the_board_reads_as_that_hole() throws Exception {
        Variant v = example("crossderby");
        Game fsf = v.newGame("n*nnnn*k/**pppp**/pp4pp/8/8/PP4PP/**PPPP**/K*NNNN*N w - - 0 1");
        Game own = v.newGame("nnnnnk/pppp/pp4pp/8/8/PP4PP/PPPP/KNNNNN w - - 0 1");
        assertThat(fsf.position()).isEqualTo(own.position());
        assertThat(fsf.legalMoves()).containsExactlyInAnyOrderElementsOf(own.legalMoves());
    }

    @Test
    void omicron_reads_fairy_stockfish_s_start_string() throws Exception {
        Variant v = example("omicron");
        Game fsf = v.newGame("w**********w/*crnbqkbnrc*/*pppppppppp*/*10*/*10*/*10*/*10*/*PPPPPPPPPP*/*CRNBQKBNRC*/W**********W w KQkq - 0 1");
        assertThat(fsf.position()).isEqualTo(v.newGame().position());
    }

    @Test
    void a_star_on_a_board_square_without_walls_is_refused_with_one_line() throws Exception {
        Variant v = example("crossderby");
        // The third '*' of row 7 would stand on c2, which is on the board.
        assertThatThrownBy(() -> v.newGame("n*nnnn*k/**pppp**/pp4pp/8/8/PP4PP/***PPP**/K*NNNN*N w - - 0 1"))
                .isInstanceOf(IllegalPositionException.class)
                .hasMessageContaining("'*' stands for a square that is not on the board, but c2 is")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
        // A chess board has no hole at all.
        assertThatThrownBy(() -> example("chess").newGame("rnbqkbnr/pppppppp/8/8/3*4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"))
                .isInstanceOf(IllegalPositionException.class)
                .hasMessageContaining("but d4 is");
    }

    @Test
    void a_star_on_a_board_square_of_a_walling_variant_is_still_a_wall() throws Exception {
        Game g = example("duck").newGame("4k3/8/8/8/3*4/8/8/3RK3 w - - 0 1");
        assertThat(g.position()).startsWith("4k3/8/8/8/3*4/");
        assertThat(g.legalMoves()).noneMatch(m -> m.startsWith("d1d5") || m.startsWith("d1d4"));
    }

    @Test
    void an_empty_row_may_be_written_as_wide_as_the_rectangle() throws Exception {
        // Aralzaa's b2 is cut away; Fairy-Stockfish writes its empty rank 2 as "3".
        Variant v = example("aralzaa");
        assertThat(v.newGame("nnn/3/NNN w - - 0 1").position()).isEqualTo("nnn/2/NNN w - - 0 1");
        assertThatThrownBy(() -> v.newGame("nnn/4/NNN w - - 0 1")).isInstanceOf(IllegalPositionException.class);
    }

    @Test
    void a_row_with_a_hole_may_be_written_as_wide_as_the_rectangle_counting_the_hole_as_empty() throws Exception {
        // Fairy-Stockfish's aralzaa has a plain b2 where ours cuts it away: it writes "2N" for a2, b2 and a knight on c2.
        Variant v = example("aralzaa");
        assertThat(v.newGame("n1n/2N/nNN w - - 14 8").position()).isEqualTo("n1n/1N/nNN w - - 14 8");
        assertThatThrownBy(() -> v.newGame("n1n/1N1/nNN w - - 14 8")).isInstanceOf(IllegalPositionException.class)
                .hasMessageContaining("a piece on a square that is not on the board");
    }
}
