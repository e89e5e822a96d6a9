package io.ashtapada.format;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Variant;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Sections whose parent ships as {@code examples/PARENT.variant} (docs/formats.md, "variants.ini"):
 * written as {@code extends "PARENT.variant"} plus what they change. The fixtures are our own
 * (src/test/resources/ini/on-shipped.ini); the perft counts are Fairy-Stockfish 11.1's for that file.
 */
class VariantsIniShippedParentTest {
    static final Path FIXTURES = Path.of("src/test/resources/ini/on-shipped.ini");

    static VariantsIni.Converted section(String name) throws Exception {
        return VariantsIni.convert("on-shipped.ini", Files.readString(FIXTURES)).stream()
                .filter(c -> c.name().equals(name)).findFirst().orElseThrow();
    }

    static Variant compiled(VariantsIni.Converted c) throws Exception {
        return Ashtapada.defaults().compile(VariantsIni.fileName(c.name()), c.files());
    }

    @ParameterizedTest(name = "[{0}:{1}]: perft 3 = {2}")
    @CsvSource({"knightdrop, makruk, 107513", "widebreak, breakthrough, 3666", "janggidrop, janggi, 401293"})
    void a_section_on_a_shipped_parent_extends_it_and_has_fairy_stockfishs_perft(String name, String parent, long nodes) throws Exception {
        VariantsIni.Converted c = section(name);
        assertThat(c.reasons()).isEmpty();
        assertThat(c.definition()).contains("extends \"" + parent + ".variant\"");
        assertThat(c.parentFiles()).containsKey(parent + ".variant");
        assertThat(compiled(c).newGame().perft(3)).isEqualTo(nodes);
    }

    @Test
    void drops_on_a_parent_without_them_rewrite_each_piece_with_a_drop_and_pawns_keep_off_the_first_and_promotion_ranks() throws Exception {
        String text = section("knightdrop").definition();
        assertThat(text).contains("# pieceDrops = true", "zone drops = all", "zone pawn-drops = ranks 2..5", "drop to pawn-drops",
                "captures to hand", "setup \"rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR[Nn] w - - 0 1\"");
        assertThat(text).doesNotContain("piece king");
    }

    @Test
    void a_flag_region_redefines_the_zone_of_the_parents_reach_rule() throws Exception {
        String text = section("widebreak").definition();
        assertThat(text).contains("board { files a..f  ranks 1..5 }", "zone far-rank = rank 5  for black = rank 1");
    }

    @Test
    void a_new_piece_promotes_in_the_parents_promotion_zone() throws Exception {
        VariantsIni.Converted c = section("hawkshogi");
        assertThat(c.reasons()).isEmpty();
        assertThat(c.definition()).contains("piece custom1 {", "betza \"NW\"", "promote in camp to gold also from inside optional");
        assertThat(compiled(c).startPosition()).startsWith("rbsgk/c3p/5/P3C/KGSBR");
    }

    @Test
    void taking_away_an_inherited_piece_is_a_located_reason_and_the_rest_is_written() throws Exception {
        VariantsIni.Converted c = section("lonesome");
        assertThat(c.reasons()).containsExactly("on-shipped.ini:28:1: knight cannot be said on top of the shipped makruk.variant "
                + "(a child cannot take away an inherited piece; give its letter to another piece): ignored");
        assertThat(c.definition()).contains("stalemate loss");
        compiled(c);
    }

    @Test
    void a_new_piece_may_not_take_the_letter_of_a_piece_the_parent_only_promotes_to() throws Exception {
        VariantsIni.Converted c = section("horseletter");
        assertThat(c.reasons()).singleElement().asString().startsWith("on-shipped.ini:32:1: customPiece1 cannot be said on top of "
                + "the shipped minishogi.variant (the letter 'h' is the parent's horse");
    }

    @Test
    void a_parent_not_shipped_and_not_a_section_is_still_a_reason() {
        List<VariantsIni.Converted> all = VariantsIni.convert("my.ini", "[x:koedem]\nmaxRank = 6\n");
        assertThat(all.get(0).definition()).isNull();
        assertThat(all.get(0).reasons()).singleElement().asString().contains("nor a shipped definition");
    }
}
