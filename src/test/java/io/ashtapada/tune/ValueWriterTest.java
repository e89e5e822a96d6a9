package io.ashtapada.tune;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Issue 30: the tuned values written into a definition, and nothing else changed. */
class ValueWriterTest {
    @Test
    void values_written_into_a_definition_without_any_compile_and_are_the_values_the_computer_counts() throws Exception {
        String text = Files.readString(Path.of("examples/minishogi.variant"));
        Variant before = Ashtapada.defaults().compile("minishogi.variant", text, Path.of("examples"));
        Map<String, Double> values = new LinkedHashMap<>();
        double x = 1;
        for (String k : before.pieceValues().keySet()) values.put(k, x += 0.75);
        ValueWriter.Written w = ValueWriter.write("minishogi.variant", text, values);
        assertThat(w.notHere()).isEmpty();
        Variant after = Ashtapada.defaults().compile("minishogi.variant", w.text(), Path.of("examples"));
        assertThat(after.pieceValues()).isEqualTo(values);
        assertThat(after.startPosition()).isEqualTo(before.startPosition());
        // Only "value N" was added, before each letter (on a line of its own above a letter on its own line).
        assertThat(w.text()).contains("piece gold   { value 1.75  letter G").contains("  value 6.25\n  letter P\n");
        assertThat(w.text().replaceAll("value [0-9.]+  ", "").replaceAll("value [0-9.]+\n *", "")).isEqualTo(text);
    }

    @Test
    void a_written_value_is_replaced_in_place_and_comments_stay() throws Exception {
        String text = "variant \"V\" extends \"chess.variant\"\n"
                + "piece queen { letter Q  value 9  betza \"Q\" }   # the queen\n"
                + "piece rook {\n  value   5\n  letter R\n  betza \"R\"\n}\n";
        ValueWriter.Written w = ValueWriter.write("v.variant", text, Map.of("queen", 8.5, "rook", 4.75, "knight", 3.1));
        assertThat(w.text()).isEqualTo("variant \"V\" extends \"chess.variant\"\n"
                + "piece queen { letter Q  value 8.5  betza \"Q\" }   # the queen\n"
                + "piece rook {\n  value   4.75\n  letter R\n  betza \"R\"\n}\n");
        assertThat(w.notHere()).containsExactly("knight");
        Variant v = Ashtapada.defaults().compile("v.variant", w.text(), Path.of("examples"));
        assertThat(v.pieceValues()).containsEntry("queen", 8.5).containsEntry("rook", 4.75).containsEntry("knight", 3.0);
    }

    @Test
    void a_piece_block_without_a_letter_gets_its_value_inside_the_brace() {
        String text = "variant \"V\" extends \"chess.variant\"\npiece rook {betza \"R\"}\n";
        assertThat(ValueWriter.write("v.variant", text, Map.of("rook", 5.5)).text())
                .isEqualTo("variant \"V\" extends \"chess.variant\"\npiece rook { value 5.5 betza \"R\"}\n");
    }

    @Test
    void a_definition_that_cannot_be_read_is_refused_with_its_located_error() {
        assertThatThrownBy(() -> ValueWriter.write("bad.variant", "variant \"V\"\npiece rook { letter }\n", Map.of("rook", 5.0)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("bad.variant:2:");
    }
}
