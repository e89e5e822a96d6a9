package io.ashtapada.variants;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Variant;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A must-drop rule for some kinds only (issue 27; Fairy-Stockfish's mustDropType):
 * {@code must drop KIND from hand} binds a player only while it holds a piece of that kind, and
 * then only drops of that kind are legal.
 */
class MustDropKindTest {

    static Variant queensFirst() throws Exception {
        return Ashtapada.defaults().compile("queens-first.variant", """
                variant "Crazyhouse, queens first" extends "crazyhouse.variant"
                rules { must drop queen from hand }
                """, Path.of("examples"));
    }

    @Test
    void a_player_holding_a_queen_must_drop_the_queen() throws Exception {
        Game g = queensFirst().newGame("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[QN] w KQkq - 0 1");
        assertThat(g.legalMoves()).hasSize(32).allMatch(m -> m.startsWith("Q@"));
    }

    @Test
    void a_player_holding_only_other_kinds_moves_freely() throws Exception {
        Game g = queensFirst().newGame("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[N] w KQkq - 0 1");
        assertThat(g.legalMoves()).hasSize(20 + 32).anyMatch(m -> m.equals("e2e4")).anyMatch(m -> m.startsWith("N@"));
    }

    @Test
    void in_check_the_queen_drops_that_block_are_the_only_answers() throws Exception {
        // The rook on e8 checks along the open e-file; a queen dropped on e2..e7 blocks, so only those.
        Game g = queensFirst().newGame("4r2k/8/8/8/8/8/8/4K3[Q] w - - 0 1");
        assertThat(g.legalMoves()).containsExactlyInAnyOrder("Q@e2", "Q@e3", "Q@e4", "Q@e5", "Q@e6", "Q@e7");
    }

    @Test
    void in_check_with_no_queen_drop_that_answers_it_the_king_moves() throws Exception {
        // A knight's check cannot be blocked: no queen drop is legal, so the king's moves are.
        Game g = queensFirst().newGame("7k/8/8/8/8/3n4/8/4K3[Q] w - - 0 1");
        assertThat(g.legalMoves()).isNotEmpty().noneMatch(m -> m.contains("@"));
    }
}
