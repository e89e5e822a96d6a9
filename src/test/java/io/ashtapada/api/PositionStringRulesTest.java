package io.ashtapada.api;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Issue 24, faults 3 and 4: what the position string's promoted marks and {@code moves:} field mean. */
class PositionStringRulesTest {

    private static final String GURU_PROMOTED = "5k6/12/12/6G~5/12/12/12/12/12/12/12/5K6 w - - 0 1";

    @Test
    void a_file_type_promoted_piece_written_with_a_tilde_reads_back_GM() throws Exception {
        Variant guru = Ashtapada.defaults().load(Path.of("variants-dsl/guru-mahachaturanga.variant"));
        assertThat(guru.positionProblem(GURU_PROMOTED)).isNull();
        // Guru's captures leave the board, so what a piece promoted from never matters to the rules: the
        // engine writes the FEN others write (no '~', issue 26) and reads the '~' form as well (issue 24).
        String written = guru.newGame(GURU_PROMOTED).position();
        assertThat(written).isEqualTo(GURU_PROMOTED.replace("G~", "G"));
        assertThat(guru.newGame(written).position()).isEqualTo(written);
    }

    @Test
    void the_moves_field_holds_a_count_of_moves_made_with_letters_for_first_move_history() throws Exception {
        Variant guru = Ashtapada.defaults().load(Path.of("variants-dsl/guru-mahachaturanga.variant"));
        Game g = guru.newGame();
        g.play("f4f5");
        g.play("e9e8");
        g.play("f3f4");
        String written = g.position();
        // A third-rank pawn made its first move as a single step, its double step unused: "1i", not the packed 65537.
        assertThat(written).contains(" moves:f4=1i").doesNotContainPattern("=\\d{6,}");
        assertThat(guru.newGame(written).position()).isEqualTo(written);
    }

    @Test
    void an_en_passant_square_reads_back_with_its_passer_as_far_ahead_as_a_passable_move_reaches_OC5() throws Exception {
        // Omega Chess (OC-4, OC-5): after e8-e5 only e7 is written where only a pawn on d6 or f6
        // can take, the pawn two squares beyond it.
        Variant omega = Ashtapada.defaults().load(Path.of("variants-dsl/omega-chess.variant"));
        String triple = "2/4k5/10/10/3P6/4p5/10/10/10/10/4K5/2 w - e7 0 2";
        assertThat(omega.positionProblem(triple)).isNull();
        assertThat(omega.newGame(triple).legalMoves()).contains("d6e7");
        // Three squares on is more than the triple step passes.
        assertThat(omega.positionProblem(triple.replace("4p5/10/10", "10/10/4p5").replace("e7", "e6"))).isNotNull();
        // In chess a pawn passes one square: e3 with the white pawn on e5 was never a double step.
        Variant chess = Ashtapada.defaults().load(Path.of("examples/chess.variant"));
        assertThat(chess.positionProblem("rnbqkbnr/ppp1pppp/8/4P3/3p4/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3"))
                .isEqualTo("bad position string: en passant square e3: no white piece has just passed it (black is to move)");
        assertThat(chess.positionProblem("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3")).isNull();
    }

    @Test
    void a_moves_count_is_at_most_65535_and_anything_larger_is_refused_with_its_reason() throws Exception {
        Variant chess = Ashtapada.defaults().load(Path.of("examples/chess.variant"));
        String base = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves:e1=";
        for (String count : new String[]{"2147483647", "262144", "65536", "99999999999"}) {
            assertThat(chess.positionProblem(base + count))
                    .isEqualTo("bad position string: bad moves entry 'e1=" + count + "': a count is at most 65535");
            assertThatThrownBy(() -> chess.newGame(base + count)).isInstanceOf(IllegalPositionException.class);
        }
        assertThat(chess.positionProblem(base + "65535")).isNull();
        assertThat(chess.newGame(base + "65535").position()).startsWith("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w");
        assertThat(chess.positionProblem(base + "3x")).isEqualTo(
                "bad position string: bad moves entry 'e1=3x': a count of moves made, optionally followed by 'i' and 'a'");
    }
}
