package io.ashtapada.format;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Variant;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Fairy-Stockfish's connection keys ({@code connectNxN}, {@code collinearN}, {@code connectRegion...}) and
 * {@code flagPieceSafe} with {@code flagMove} imported as the end rules written this session (issues 24
 * and 26), on a shipped parent and in sections of their own. The fixtures are our own
 * (src/test/resources/ini/blocks.ini); the counts are Fairy-Stockfish's for the same sections.
 */
class VariantsIniBlocksTest {
    static final Path FIXTURES = Path.of("src/test/resources/ini/blocks.ini");

    static VariantsIni.Converted section(String name) throws Exception {
        return VariantsIni.convert("blocks.ini", Files.readString(FIXTURES)).stream()
                .filter(c -> c.name().equals(name)).findFirst().orElseThrow();
    }

    static Variant compiled(VariantsIni.Converted c) throws Exception {
        return Ashtapada.defaults().compile(VariantsIni.fileName(c.name()), c.files());
    }

    @Test
    void connect_n_x_n_on_the_shipped_picaria_imports_as_block_of_n_beside_its_line() throws Exception {
        VariantsIni.Converted c = section("squares");
        assertThat(c.ruleReasons()).isZero();
        assertThat(c.definition()).contains("line of 4 win", "block of 2 win");
        Variant v = compiled(c);
        assertThat(v.newGame("PP3/1P3/5/2pp1/3p1[Pp] w - - 0 1").perft(4)).isEqualTo(70109);     // teeko's
        assertThat(v.newGame("PP3/1P3/5/2pp1/3p1[Pp] w - - 0 1").result().isOver()).isFalse();
    }

    @Test
    void connect_n_x_n_with_connect_value_loss_imports_as_block_of_n_loss() throws Exception {
        VariantsIni.Converted c = section("nosquares");
        assertThat(c.ruleReasons()).isZero();
        assertThat(c.definition()).contains("block of 2 loss");
        Variant v = compiled(c);
        assertThat(v.newGame().perft(3)).isEqualTo(3360);
        assertThat(v.newGame("SS2/1s2/2s1/S2s[Ss] w - - 0 1").perft(5)).isEqualTo(97323);
        assertThat(v.newGame("S1s1/SSs1/4/s3[] b - - 0 1").perft(5)).isEqualTo(97584);
    }

    @Test
    void collinear_n_with_connect_piece_types_imports_as_collinear_of_those_kinds() throws Exception {
        VariantsIni.Converted c = section("captains");
        assertThat(c.ruleReasons()).isZero();
        assertThat(c.definition()).contains("collinear 2 of custom1 straight loss");
        assertThat(compiled(c).newGame().perft(4)).isEqualTo(603);            // Fairy-Stockfish's count for this section
    }

    @Test
    void connect_regions_on_the_shipped_snort_import_as_two_zones_and_a_connect_rule() throws Exception {
        VariantsIni.Converted c = section("bridges");
        assertThat(c.ruleReasons()).isZero();
        assertThat(c.definition()).contains("zone connect-from = file a  for black = rank 1",
                "zone connect-to = file e  for black = rank 5", "connect connect-from to connect-to straight win");
        Variant v = compiled(c);
        assertThat(v.newGame().perft(3)).isEqualTo(13 * 12 * 11);            // no chain can be made in two drops
        io.ashtapada.api.Game g = v.newGame();
        g.play("P@b4");
        g.play("P@a5");
        g.play("P@d4");          // a4 b4 c4 d4 e4
        assertThat(g.state().result().winner()).isEqualTo("white");
    }

    @Test
    void flag_piece_safe_with_flag_move_imports_as_if_safe_or_kept() throws Exception {
        VariantsIni.Converted c = section("wazirrace");
        assertThat(c.ruleReasons()).isZero();
        assertThat(c.definition()).contains("wins if safe or kept").doesNotContain("both may reach");
        assertThat(compiled(c).newGame().perft(6)).isEqualTo(55706);          // Fairy-Stockfish's count for this section
    }

    @Test
    void flag_move_for_a_piece_that_is_not_a_king_imports_as_if_kept() throws Exception {
        VariantsIni.Converted c = section("knightcentre");
        assertThat(c.ruleReasons()).isZero();
        assertThat(c.definition()).contains("wins if kept").doesNotContain("both may reach");
        assertThat(compiled(c).newGame().perft(4)).isEqualTo(30906);          // Fairy-Stockfish's count for this section
    }

    @Test
    void makpong_rule_on_the_shipped_makruk_imports_as_royal_may_not_flee_check() throws Exception {
        VariantsIni.Converted c = section("pong");
        assertThat(c.ruleReasons()).isZero();
        assertThat(c.definition()).contains("royal may not flee check");
        assertThat(compiled(c).newGame().perft(4)).isEqualTo(273026);          // Fairy-Stockfish's makpong
    }
}
