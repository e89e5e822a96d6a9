package io.ashtapada.model;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.syntax.Diagnostic;
import io.ashtapada.syntax.ErrorCode;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 27: {@code never moves} says a piece has no moves and stands where it is put until taken
 * (Fairy-Stockfish's immobile piece: chak's offering, mandala's and stardust's stones).
 */
class NeverMovesTest {

    private static final String STONES = """
            variant "stones"
            board { files a..e ranks 1..5 }
            piece king { letter K royal betza "K" }
            piece rook { letter R betza "R" }
            piece stone { letter O never moves }
            setup "4k/5/2O2/5/R3K w - - 0 1"
            rules { check }
            """;

    @Test
    void a_piece_that_never_moves_stands_until_taken() throws Exception {
        Game g = Ashtapada.defaults().compile("stones.variant", STONES.replace("2O2", "2o2"), Path.of(".")).newGame();
        // White's rook may take Black's stone; the stone itself, Black's, offers no move.
        g.play("a1a3");
        assertThat(g.legalMoves()).isNotEmpty().noneMatch(m -> m.startsWith("c3"));
        g.play("e5d5");
        assertThat(g.legalMoves()).contains("a3c3");
        g.play("a3c3");
        assertThat(g.pieceAt("c3")).isEqualTo('R');
    }

    @Test
    void a_piece_that_never_moves_blocks_the_way_and_is_not_taken_by_its_own_side() throws Exception {
        Game g = Ashtapada.defaults().compile("stones.variant", STONES.replace("2O2", "O4"), Path.of(".")).newGame();
        assertThat(g.legalMoves()).contains("a1a2").doesNotContain("a1a3", "a1a4").noneMatch(m -> m.startsWith("a3"));
    }

    @Test
    void a_piece_that_never_moves_may_not_have_moves_of_its_own() {
        VariantCompiler.Result r = VariantCompiler.compileString("t.variant",
                STONES.replace("never moves", "never moves betza \"W\""), Path.of("."));
        assertThat(r.model()).isNull();
        assertThat(r.diagnostics()).extracting(Diagnostic::toString).containsExactly(
                "t.variant:5:24: a piece that never moves has no moves of its own: 'stone' has some");
        assertThat(r.diagnostics()).extracting(Diagnostic::code).containsExactly(ErrorCode.A_PIECE_THAT_NEVER_MOVES_HAS);
    }

    @Test
    void a_piece_without_moves_and_without_never_moves_is_still_refused() {
        VariantCompiler.Result r = VariantCompiler.compileString("t.variant", STONES.replace(" never moves", ""), Path.of("."));
        assertThat(r.model()).isNull();
        assertThat(r.diagnostics()).extracting(Diagnostic::code).containsExactly(ErrorCode.PIECE_HAS_NO_MOVES);
    }
}
