package io.ashtapada.format;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Fairy-Stockfish writes a promotion to the one kind a piece promotes to shogi's way
 * (promotedPieceType) with '+', also where nothing is dropped; a pawn's chess promotion to its
 * one kind keeps the kind's letter. Checked against Fairy-Stockfish's own output in
 * fen/fairy-stockfish.txt (FairyStockfishFenTest).
 */
class UciDialectPromotionTest {
    private static Variant example(String name) throws Exception {
        return Ashtapada.defaults().load(Path.of("examples", name + ".variant"));
    }

    @Test
    void shinobis_pawn_promoting_on_entering_its_camp_is_written_with_a_plus() throws Exception {
        Variant v = example("shinobi");
        UciDialect d = UciDialect.fairyStockfish(v);
        Game g = v.newGame("4k3/8/2P5/8/8/8/8/4K3 w - - 0 1");
        assertThat(d.write("c6c7c", g::pieceAt)).isEqualTo("c6c7+");
        assertThat(d.read("c6c7+", g::pieceAt)).isEqualTo("c6c7c");
    }

    @Test
    void forward_chess_lance_is_written_with_a_plus_and_empire_chess_pawn_with_its_letter() throws Exception {
        Variant forward = example("forward");
        Game f = forward.newGame("4g3/L7/8/8/8/8/8/4G3 w - - 0 1");
        assertThat(UciDialect.fairyStockfish(forward).write("a7a8r", f::pieceAt)).isEqualTo("a7a8+");
        Variant empire = example("empire");
        Game e = empire.newGame("3k4/P7/8/8/8/8/8/4K3 w - - 0 1");
        assertThat(UciDialect.fairyStockfish(empire).write("a7a8q", e::pieceAt)).isEqualTo("a7a8q");
    }
}
