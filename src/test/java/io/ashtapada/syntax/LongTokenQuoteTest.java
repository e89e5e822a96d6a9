package io.ashtapada.syntax;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.DefinitionException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Issue 25, finding 7: an error quotes at most a short prefix of the input, on every surface (the server cuts shorter still). */
class LongTokenQuoteTest {

    @Test
    void a_definition_error_quotes_a_short_prefix_of_a_40000_character_token() {
        String text = "variant \"x\"\nboard { " + "z".repeat(40_000) + " files 8 ranks 8 }\n";
        DefinitionException e = catchThrowableOfType(() -> Ashtapada.defaults().compile("x.variant", Map.of("x.variant", text)),
                DefinitionException.class);
        assertThat(e.errors()).isNotEmpty();
        assertThat(e.errors().get(0))
                .startsWith("x.variant:2:9: unexpected '" + "z".repeat(Diagnostic.KEPT_CHARS - 1) + "…' (40003 characters), expected")
                .hasSizeLessThan(300);
    }

    @Test
    void a_long_word_keeps_its_closing_quote_and_punctuation_and_short_words_stay_whole() {
        String word = "'" + "a".repeat(300) + "',";
        assertThat(Diagnostic.shortenWords("unexpected " + word + " expected '}'", 200))
                .isEqualTo("unexpected '" + "a".repeat(39) + "…' (303 characters), expected '}'");
        String plain = "unknown piece 'knight' at /some/path/of/ordinary/length/chess.variant";
        assertThat(Diagnostic.shortenWords(plain, 200)).isEqualTo(plain);
    }
}
