package io.ashtapada.model;

import io.ashtapada.syntax.Diagnostic;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Golden files for warnings: each src/test/resources/warnings/NAME.variant is valid (it
 * compiles) and produces exactly the lines of NAME.warnings, as {@code file:line:col: warning: ...}.
 */
class WarningGoldenTest {

    static Stream<Path> definitions() throws IOException {
        try (Stream<Path> s = Files.list(Path.of("src/test/resources/warnings"))) {
            return s.filter(p -> p.toString().endsWith(".variant")).sorted().toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("definitions")
    void likely_mistakes_are_warnings_that_do_not_fail_the_definition(Path definition) throws IOException {
        Path expected = Path.of(definition.toString().replace(".variant", ".warnings"));
        List<Diagnostic> warnings = new ArrayList<>();
        VariantCompiler.Result r = VariantCompiler.compileFile(definition, warnings);
        assertThat(r.diagnostics()).isEmpty();
        assertThat(r.model()).isNotNull();
        assertThat(warnings.stream().map(Diagnostic::toString)).containsExactlyElementsOf(Files.readAllLines(expected));
    }

    @org.junit.jupiter.api.Test
    void the_shipped_definitions_have_no_warnings() throws IOException {
        List<Path> files = new ArrayList<>();
        for (String dir : List.of("examples", "variants-dsl")) {
            try (Stream<Path> s = Files.list(Path.of(dir))) {
                s.filter(p -> p.toString().endsWith(".variant")).sorted().forEach(files::add);
            }
        }
        for (Path f : files) {
            List<Diagnostic> warnings = new ArrayList<>();
            VariantCompiler.compileFile(f, warnings);
            assertThat(warnings).as(f.toString()).isEmpty();
        }
    }

    /** The warnings of a 3x3 board where ferz kings stand only on dark squares, with more {@code pieces} and a {@code setup}. */
    private static List<String> warningsOf(String pieces, String setup) {
        String text = "variant \"Ferz kings\"\nboard { files a..c  ranks 1..3 }\nzone anywhere = all\nzone top = rank 3\n"
                + "piece king { letter K  royal  betza \"F\" }\n" + pieces + "\nsetup \"" + setup + "\"\n";
        List<Diagnostic> warnings = new ArrayList<>();
        VariantCompiler.Result r = VariantCompiler.compileString("t.variant", text, null, warnings);
        assertThat(r.diagnostics()).isEmpty();
        return warnings.stream().map(Diagnostic::message).toList();
    }

    @org.junit.jupiter.api.Test
    void a_square_reached_only_by_a_drop_or_only_by_a_promoted_piece_is_not_unreachable() {
        assertThat(warningsOf("", "2k/3/K2 w - - 0 1"))
                .containsExactly("warning: no piece can ever reach squares b1, a2, c2, b3: no move, drop or promotion of any piece leads there");
        // A wazir in hand, dropped anywhere.
        assertThat(warningsOf("piece wazir { letter W  betza \"W\"  drop to anywhere }", "2k/3/K2[W] w - - 0 1")).isEmpty();
        // A pawn walking up the b-file reaches b1, b2 and b3; only the wazir it promotes to reaches a2 and c2.
        String pawn = "piece pawn { letter P  betza \"fmW\"  promote in top to wazir }\npiece wazir { letter W  betza \"W\" }";
        assertThat(warningsOf(pawn, "2k/3/KP1 w - - 0 1")).isEmpty();
        String stays = "piece pawn { letter P  betza \"fmW\"  promote in top to stone }\npiece stone { letter S  betza \"fW\" }";
        assertThat(warningsOf(stays, "2k/3/KP1 w - - 0 1"))
                .containsExactly("warning: no piece can ever reach squares a2, c2: no move, drop or promotion of any piece leads there");
    }

    @org.junit.jupiter.api.Test
    void a_board_played_on_one_colour_is_not_warned_about_the_other() {
        String text = "variant \"Ferz kings\"\nboard { files a..c  ranks 1..3  only dark }\n"
                + "piece king { letter K  royal  betza \"F\" }\nsetup \"2k/3/K2 w - - 0 1\"\n";
        List<Diagnostic> warnings = new ArrayList<>();
        VariantCompiler.Result r = VariantCompiler.compileString("t.variant", text, null, warnings);
        assertThat(r.diagnostics()).isEmpty();
        assertThat(warnings).isEmpty();
        // Said of the wrong colour, the light squares are warned about as before.
        List<Diagnostic> light = new ArrayList<>();
        VariantCompiler.compileString("t.variant", text.replace("only dark", "only light"), null, light);
        assertThat(light).extracting(Diagnostic::message)
                .containsExactly("warning: no piece can ever reach squares b1, a2, c2, b3: no move, drop or promotion of any piece leads there");
    }
}
