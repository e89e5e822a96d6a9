package io.ashtapada.format;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Fairy-Stockfish's {@code cambodianMoves} (with {@code gating}) imported: the king's leap and the
 * fers's double step as first moves that depend on history, also on the shipped cambodian. The
 * fixtures are our own (src/test/resources/ini/history.ini); the perft counts are Fairy-Stockfish's
 * for that file.
 */
class VariantsIniHistoryTest {
    static final Path FIXTURES = Path.of("src/test/resources/ini/history.ini");

    static VariantsIni.Converted section(String name) throws Exception {
        return VariantsIni.convert("history.ini", Files.readString(FIXTURES)).stream()
                .filter(c -> c.name().equals(name)).findFirst().orElseThrow();
    }

    static Variant compiled(VariantsIni.Converted c) throws Exception {
        return Ashtapada.defaults().compile(VariantsIni.fileName(c.name()), c.files());
    }

    @ParameterizedTest(name = "[{0}]: perft {1} = {2}")
    @CsvSource({"khmer, 4, 361719", "khmer6, 4, 143008"})
    void an_imported_section_with_cambodian_moves_has_fairy_stockfishs_perft(String name, int depth, long nodes) throws Exception {
        VariantsIni.Converted c = section(name);
        assertThat(c.ruleReasons()).isZero();
        assertThat(compiled(c).newGame().perft(depth)).isEqualTo(nodes);
    }

    @Test
    void cambodian_moves_give_the_king_its_leap_and_the_fers_its_double_step_as_first_moves() throws Exception {
        String text = section("khmer").definition();
        assertThat(text).contains("betza \"ifsmN\"", "first-move not in check  lost when enemy rook on line", "betza \"ifmD\"",
                "setup \"rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1\"");
        assertThat(compiled(section("khmer")).newGame().position()).contains(" w DEde ");
    }
}
