package io.ashtapada.format;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The import of Fairy-Stockfish's keys for pieces that turn over ({@code pieceDemotion} with
 * {@code mandatoryPiecePromotion} and a promotion region of the whole board, {@code dropPromoted},
 * {@code piecePromotionOnCapture}) and of {@code dropNoDoubledCount}. The sections are our own.
 */
class VariantsIniTurnOverTest {
    private static final String FLIPPER = """
            [flipper]
            maxRank = 5
            maxFile = 5
            king = k
            customPiece1 = p:fW
            rook = r
            silver = s
            bishop = b
            promotedPieceType = p:r s:b
            promotionRegionWhite = *1 *2 *3 *4 *5
            promotionRegionBlack = *5 *4 *3 *2 *1
            mandatoryPiecePromotion = true
            pieceDemotion = true
            pieceDrops = true
            capturesToHand = true
            dropPromoted = true
            startFen = 1ksp1/5/5/5/1PSK1[] w - - 0 1
            """;

    private static VariantsIni.Converted only(String ini) {
        List<VariantsIni.Converted> all = VariantsIni.convert("t.ini", ini);
        assertThat(all).hasSize(1);
        return all.get(0);
    }

    @Test
    void demotion_with_compulsory_promotion_everywhere_is_a_piece_that_turns_over(@TempDir Path dir) throws Exception {
        VariantsIni.Converted c = only(FLIPPER);
        assertThat(c.reasons()).isEmpty();
        assertThat(c.definition()).contains("turns over to rook with every move", "turns over to bishop with every move",
                "either side up");
        Variant v = Ashtapada.defaults().compile("flipper.variant", c.definition(), dir);
        Game g = v.newGame();
        assertThat(g.legalMoves()).contains("b1b2r", "c1c2b").doesNotContain("b1b2");
    }

    @Test
    void promotion_on_capture_turns_only_when_capturing() {
        VariantsIni.Converted c = only(FLIPPER + "piecePromotionOnCapture = true\n");
        assertThat(c.definition()).contains("turns over to rook with every capture");
    }

    @Test
    void demotion_without_a_whole_board_region_is_a_reason() {
        VariantsIni.Converted c = only(FLIPPER.replace("*1 *2 *3 *4 *5", "*5"));
        assertThat(c.reasons()).anyMatch(r -> r.contains("pieceDemotion"));
        assertThat(c.definition()).doesNotContain("turns over");
    }

    @Test
    void a_no_doubled_count_is_at_most_that_many_per_file_and_zero_is_no_drop() {
        String base = """
                [nodouble:crazyhouse]
                dropNoDoubled = p
                """;
        assertThat(only(base + "dropNoDoubledCount = 2\n").definition()).contains("at most 2 per file");
        assertThat(only(base).definition()).contains("one per file");
        String none = only(base + "dropNoDoubledCount = 0\n").definition();
        assertThat(none.substring(none.indexOf("piece pawn"), none.indexOf("}", none.indexOf("piece pawn")))).doesNotContain("drop to");
    }
}
