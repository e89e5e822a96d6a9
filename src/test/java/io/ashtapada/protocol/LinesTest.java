package io.ashtapada.protocol;

import org.junit.jupiter.api.Test;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Protocol input is read line by line, each line length-limited, in one pass. */
class LinesTest {
    static List<String> all(String text) throws Exception {
        Lines lines = new Lines(new StringReader(text));
        List<String> out = new ArrayList<>();
        for (String l; (l = lines.next()) != null; ) out.add(l);
        return out;
    }

    @Test
    void lines_end_at_lf_or_crlf_and_the_last_needs_no_end() throws Exception {
        assertThat(all("uci\r\nisready\n\nquit")).containsExactly("uci", "isready", "", "quit");
        assertThat(all("")).isEmpty();
    }

    @Test
    void a_line_past_the_limit_is_skipped_whole_and_reported_once_and_the_next_is_read() throws Exception {
        String huge = "position startpos moves " + "e2e4 ".repeat(Lines.MAX_CHARS / 5 + 10);
        List<String> got = all(huge + "\nisready\n");
        assertThat(got).hasSize(2);
        assertThat(got.get(0)).isSameAs(Lines.TOO_LONG);
        assertThat(got.get(1)).isEqualTo("isready");
    }

    @Test
    void refused_input_is_echoed_with_at_most_80_characters() {
        assertThat(Lines.shown("x".repeat(200))).hasSize(83).endsWith("...");
        assertThat(Lines.shown("e2e4")).isEqualTo("e2e4");
    }
}
