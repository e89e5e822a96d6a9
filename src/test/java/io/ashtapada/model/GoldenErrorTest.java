package io.ashtapada.model;

import io.ashtapada.syntax.Diagnostic;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Golden files: each src/test/resources/errors/NAME.variant must produce exactly the lines of
 * NAME.errors, all of them in one run, as {@code file:line:col: message}.
 */
class GoldenErrorTest {

    static Stream<Path> definitions() throws IOException {
        try (Stream<Path> s = Files.list(Path.of("src/test/resources/errors"))) {
            return s.filter(p -> p.toString().endsWith(".variant")).sorted().toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("definitions")
    void definition_reports_exactly_the_expected_errors(Path definition) throws IOException {
        Path expected = Path.of(definition.toString().replace(".variant", ".errors"));
        VariantCompiler.Result r = VariantCompiler.compileFile(definition);
        assertThat(r.model()).isNull();
        assertThat(r.diagnostics().stream().map(Diagnostic::toString))
                .containsExactlyElementsOf(Files.readAllLines(expected));
    }
}
