package io.ashtapada.engine;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code captures petrify KIND, ...} (petrified, Fairy-Stockfish's petrifyOnCaptureTypes): a
 * capture by a piece of those kinds leaves a stone, a wall written '*', on the square it took on.
 * Perft from positions with captures, stones and kings side by side matches Fairy-Stockfish
 * (src/test/resources/perft/catalogue.perft); here what the board holds after such a capture.
 */
class PetrifyTest {
    private static Game petrified(String fen) throws Exception {
        return Ashtapada.defaults().load(Path.of("examples", "petrified.variant")).newGame(fen);
    }

    @Test
    void a_capturing_knight_turns_to_stone_on_the_square_it_took_on() throws Exception {
        Game g = petrified("4k3/8/3r4/8/4N3/8/8/4K3 w - - 0 1");
        g.play("e4d6");                       // the knight takes the rook and becomes a stone: no check
        assertThat(g.position()).startsWith("4k3/8/3*4/8/8/8/8/4K3 b ");
        assertThat(g.legalMoves()).contains("e8d8", "e8e7");
        assertThat(petrified(g.position()).position()).isEqualTo(g.position());
    }

    @Test
    void a_stone_is_neither_taken_nor_passed() throws Exception {
        Game g = petrified("4k3/8/8/8/8/8/8/R3*2K w - - 0 1");
        assertThat(g.legalMoves()).contains("a1d1").doesNotContain("a1e1", "a1f1").contains("h1g1");
        assertThat(g.legalMoves()).noneMatch(m -> m.endsWith("e1"));
    }

    @Test
    void a_pawn_capture_leaves_the_pawn() throws Exception {
        Game g = petrified("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
        g.play("e4d5");
        assertThat(g.position()).startsWith("4k3/8/8/3P4/8/8/8/4K3 b ");
    }

    @Test
    void kings_may_stand_side_by_side_since_neither_may_capture() throws Exception {
        Game g = petrified("8/8/8/3kK3/8/8/8/8 w - - 0 1");
        assertThat(g.legalMoves()).contains("e5e6", "e5e4", "e5f5").noneMatch(m -> m.endsWith("d5"));
    }

    @Test
    void taking_the_checking_piece_leaves_a_stone_where_it_stood() throws Exception {
        // The bishop on b4 checks the king on e1; the rook takes it and turns to stone there.
        Game g = petrified("4k3/8/8/8/1b6/8/8/1R2K3 w - - 0 1");
        assertThat(g.legalMoves()).contains("b1b4");
        g.play("b1b4");
        assertThat(g.position()).startsWith("4k3/8/8/8/1*6/8/8/4K3 b ");
    }

    @Test
    void stones_are_taken_off_exactly_at_every_node() throws Exception {
        // make/unmake restore the position and its hash at every node (perft --check's test).
        Game g = petrified("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
        String before = g.position();
        assertThat(g.perftChecked(3)).isPositive();
        assertThat(g.position()).isEqualTo(before);
    }
}
