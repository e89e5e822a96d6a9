package io.ashtapada.tune;

import io.ashtapada.model.EvalWeights;
import io.ashtapada.model.RuleModel;
import io.ashtapada.model.VariantCompiler;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Issue 30: fitted square tables written into a definition's {@code evaluation} block, a board row a line, and nothing else changed. */
class SquareWriterTest {
    private static final String SMALL = "variant \"Small\"\nboard { files a..c ranks 1..3 }\n"
            + "piece king { letter K royal betza \"K\" }\npiece knight { letter N betza \"N\" }\nsetup \"k2/3/K1N w - - 0 1\"\n";
    private static final int[] ROWS = {3, 3, 3};

    private static RuleModel compile(String text) {
        VariantCompiler.Result r = VariantCompiler.compileString("s.variant", text, Path.of("examples"));
        assertThat(r.diagnostics()).isEmpty();
        return r.model();
    }

    @Test
    void a_definition_without_the_block_gets_one_at_its_end_laid_out_a_row_a_line() {
        Map<String, int[][]> t = Map.of("knight", new int[][]{{1, 2, 3, 4, 5, 6, 7, 8, 9}, null});
        String out = SquareWriter.write("s.variant", SMALL, t, ROWS);
        assertThat(out).isEqualTo(SMALL + "\nevaluation {\n    squares knight {\n        middle\n"
                + "            1    2    3\n            4    5    6\n            7    8    9\n    }\n}\n");
        RuleModel m = compile(out);
        assertThat(SquareFit.listing(m, m.weights().squares())).containsOnlyKeys("knight");
        assertThat(SquareFit.listing(m, m.weights().squares()).get("knight")[0]).containsExactly(1, 2, 3, 4, 5, 6, 7, 8, 9);
        assertThat(m.weights().squares().end(1)).isNull();
    }

    @Test
    void a_table_the_block_has_is_replaced_a_new_kind_joins_the_block_and_the_weights_stay() {
        String text = SMALL + "evaluation {\n  mobility 5   # by hand\n  squares knight { middle 0 0 0 0 0 0 0 0 0 }\n}\n# the end\n";
        Map<String, int[][]> t = new LinkedHashMap<>();
        t.put("knight", new int[][]{{-1, 0, 1, 0, 0, 0, 0, 0, 0}, {9, 9, 9, 9, 9, 9, 9, 9, -9}});
        t.put("king", new int[][]{null, {0, 0, 0, 0, 20, 0, 0, 0, 0}});
        String out = SquareWriter.write("s.variant", text, t, ROWS);
        assertThat(out).startsWith(SMALL + "evaluation {\n  mobility 5   # by hand\n  squares knight {\n").endsWith("  }\n}\n# the end\n");
        RuleModel m = compile(out);
        assertThat(m.weights().get(EvalWeights.Weight.MOBILITY)).isEqualTo(5);
        Map<String, int[][]> back = SquareFit.listing(m, m.weights().squares());
        assertThat(back.get("knight")[0]).containsExactly(-1, 0, 1, 0, 0, 0, 0, 0, 0);
        assertThat(back.get("knight")[1]).containsExactly(9, 9, 9, 9, 9, 9, 9, 9, -9);
        assertThat(back.get("king")[0]).isNull();
        assertThat(back.get("king")[1]).containsExactly(0, 0, 0, 0, 20, 0, 0, 0, 0);
        assertThat(SquareWriter.write("s.variant", out, t, ROWS)).as("written twice: the same").isEqualTo(out);
    }

    @Test
    void no_table_to_write_leaves_the_text_as_it_was_and_a_broken_text_is_refused_with_its_place() {
        assertThat(SquareWriter.write("s.variant", SMALL, Map.of(), ROWS)).isSameAs(SMALL);
        assertThatThrownBy(() -> SquareWriter.write("s.variant", "variant \"V\"\nevaluation { squares knight { middle 1 ", Map.of("knight", new int[][]{{1}, null}), new int[]{1}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("s.variant:2:");
    }
}
