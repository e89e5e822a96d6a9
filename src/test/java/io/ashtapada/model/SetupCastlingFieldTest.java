package io.ashtapada.model;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Variant;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A setup's castling field gives the castling rights at the start, as Fairy-Stockfish reads a
 * start FEN: the rights it leaves out are not there, even where the castling rules and the
 * pieces would allow them (found comparing FENs with Fairy-Stockfish: three-kings chess, whose
 * setup says "-", wrote "KQkq" and let its kings castle).
 */
class SetupCastlingFieldTest {

    @Test
    void three_kings_chess_starts_without_castling_rights_as_its_setup_says() throws Exception {
        Variant v = Ashtapada.defaults().load(Path.of("examples", "threekings.variant"));
        assertThat(v.startPosition()).isEqualTo("knbqkbnk/pppppppp/8/8/8/8/PPPPPPPP/KNBQKBNK w - - 0 1");
        Game g = v.newGame("knbqkbnk/pppppppp/8/8/8/8/PPPPPPPP/KNBQKBNK w - - 0 1");
        for (String m : "e2e3 e7e6 f1e2 f8e7 g1f3 g8f6".split(" ")) g.play(m);
        assertThat(g.legalMoves()).doesNotContain("e1g1");
    }

    @Test
    void a_setup_that_gives_only_the_kingside_rights_starts_with_them_alone() throws Exception {
        Variant v = Ashtapada.defaults().compile("kingside.variant", """
                variant "Kingside only" extends "chess.variant"
                setup "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Kk - 0 1"
                """, Path.of("examples"));
        assertThat(v.startPosition()).endsWith(" w Kk - 0 1");
        Game g = v.newGame();
        for (String m : "b1c3 b8c6 d2d3 d7d6 c1e3 c8e6 d1d2 d8d7".split(" ")) g.play(m);
        assertThat(g.legalMoves()).doesNotContain("e1c1");
    }
}
