package io.ashtapada.format;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Variant;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Fairy-Stockfish's {@code shatarMateRule}, {@code mustDropType} and {@code immobile} pieces
 * imported as the language's sentences (issue 26/27). The fixtures are our own
 * (src/test/resources/ini/mates.ini).
 */
class VariantsIniMatesTest {
    static final Path FIXTURES = Path.of("src/test/resources/ini/mates.ini");

    static VariantsIni.Converted section(String name) throws Exception {
        return VariantsIni.convert("mates.ini", Files.readString(FIXTURES)).stream()
                .filter(c -> c.name().equals(name)).findFirst().orElseThrow();
    }

    static Variant compiled(VariantsIni.Converted c) throws Exception {
        return Ashtapada.defaults().compile(VariantsIni.fileName(c.name()), c.files());
    }

    @Test
    void shatar_mate_rule_imports_as_the_two_checkmate_sentences_and_plays_them() throws Exception {
        VariantsIni.Converted c = section("mongol");
        assertThat(c.ruleReasons()).isZero();
        assertThat(c.definition()).contains("checkmate by knight alone win", "checkmate needs check by knight, rook, bers else draw");
        Variant v = compiled(c);
        assertThat(v.newGame().perft(3)).isEqualTo(8426);           // as shatar's, which has the same rules
        assertThat(v.newGame("6rk/5Npp/8/8/8/8/8/K7 b - - 0 1").result().winner()).isEqualTo("black");
    }

    @Test
    void must_drop_type_imports_as_must_drop_that_kind_from_hand() throws Exception {
        VariantsIni.Converted c = section("queenfirst");
        assertThat(c.ruleReasons()).isZero();
        assertThat(c.definition()).contains("must drop queen from hand");
        assertThat(compiled(c).newGame("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[QN] w KQkq - 0 1").legalMoves())
                .hasSize(32).allMatch(m -> m.startsWith("Q@"));
    }

    @Test
    void an_immobile_piece_imports_as_a_piece_that_never_moves() throws Exception {
        VariantsIni.Converted c = section("stones");
        assertThat(c.definition()).contains("never moves");
        assertThat(compiled(c).newGame().legalMoves()).noneMatch(m -> m.startsWith("d4") || m.startsWith("e4"));
    }
}
