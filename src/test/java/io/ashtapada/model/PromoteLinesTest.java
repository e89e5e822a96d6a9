package io.ashtapada.model;

import io.ashtapada.syntax.Diagnostic;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** Issue 24, fault 2: a piece's promotion is one rule, and a second {@code promote} line says so. */
class PromoteLinesTest {

    private static final String TWO_LINES = """
            variant "two promote lines"
            board { files a..h ranks 1..8 }
            zone white-promo = rank 8
            zone black-promo = rank 1
            piece king { letter K royal betza "K" }
            piece queen { letter Q betza "Q" }
            piece knight { letter N betza "N" }
            piece pawn { letter P pawn betza "fmWfcF"
                         promote in white-promo to queen
                         promote in black-promo to knight }
            setup "4k3/7P/8/8/8/8/8/4K3 w - - 0 1"
            rules { check }
            """;

    @Test
    void a_second_promote_line_of_a_piece_is_an_error_at_that_line_not_a_silent_replacement() {
        VariantCompiler.Result r = VariantCompiler.compileString("two.variant", TWO_LINES, Path.of("."));
        assertThat(r.model()).isNull();
        assertThat(r.diagnostics()).extracting(Diagnostic::toString).containsExactly(
                "two.variant:10:14: a second 'promote' for 'pawn': a piece has one promotion rule (the first is at line 9);"
                        + " list every kind in one 'promote' line and one zone that covers the squares");
    }

    @Test
    void one_promote_line_still_compiles() {
        String one = TWO_LINES.replace("             promote in black-promo to knight }", "}");
        VariantCompiler.Result r = VariantCompiler.compileString("one.variant", one, Path.of("."));
        assertThat(r.diagnostics()).isEmpty();
        assertThat(r.model()).isNotNull();
    }
}
