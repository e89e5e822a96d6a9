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
}
