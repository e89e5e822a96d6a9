package io.ashtapada.tune;

import io.ashtapada.model.EvalWeights;
import io.ashtapada.model.RuleModel;
import io.ashtapada.model.VariantCompiler;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Issue 30: fitted weights written into a definition's {@code evaluation} block, and nothing else changed. */
class WeightWriterTest {
    private static RuleModel compile(String text) {
        VariantCompiler.Result r = VariantCompiler.compileString("v.variant", text, Path.of("examples"));
        assertThat(r.diagnostics()).isEmpty();
        return r.model();
    }

    @Test
    void a_definition_without_the_block_gets_one_at_its_end_and_keeps_every_byte_before_it() throws Exception {
        String text = Files.readString(Path.of("examples/minishogi.variant"));
        Map<String, Integer> w = new LinkedHashMap<>();
        w.put("mobility", 5);
        w.put("passed pawn", 0);
        String out = WeightWriter.write("minishogi.variant", text, w);
        assertThat(out).startsWith(text).endsWith("\nevaluation {\n    mobility 5\n    passed pawn 0\n}\n");
        RuleModel m = compile(out);
        assertThat(m.weights()).isEqualTo(EvalWeights.DEFAULT.with(EvalWeights.Weight.MOBILITY, 5).with(EvalWeights.Weight.PASSED_PAWN, 0));
    }

    @Test
    void a_weight_the_block_names_changes_its_number_only_and_a_new_one_joins_the_block_at_its_indent() {
        String text = "variant \"V\" extends \"chess.variant\"\n"
                + "evaluation {   # tuned by hand\n"
                + "\tmobility    4   # a little more than the default\n"
                + "\tking attack max 350\n"
                + "}\n"
                + "# the end\n";
        String out = WeightWriter.write("v.variant", text, Map.of("mobility", 7, "king attack max", 420));
        assertThat(out).isEqualTo(text.replace("mobility    4", "mobility    7").replace("max 350", "max 420"));
        String added = WeightWriter.write("v.variant", text, Map.of("shelter", 11));
        assertThat(added).isEqualTo(text.replace("\tking attack max 350\n", "\tking attack max 350\n\tshelter 11\n"));
        assertThat(compile(added).weights().get(EvalWeights.Weight.SHELTER)).isEqualTo(11);
        assertThat(compile(added).weights().get(EvalWeights.Weight.MOBILITY)).isEqualTo(4);
    }

    @Test
    void a_block_on_one_line_takes_the_new_weight_before_its_brace() {
        String text = "variant \"V\" extends \"chess.variant\"\nevaluation { mobility 2 }\n";
        String out = WeightWriter.write("v.variant", text, Map.of("reach", 25, "mobility", 3));
        assertThat(out).isEqualTo("variant \"V\" extends \"chess.variant\"\nevaluation { mobility 3 reach 25 }\n");
        assertThat(compile(out).weights().get(EvalWeights.Weight.REACH)).isEqualTo(25);
    }

    @Test
    void no_weight_to_write_leaves_the_text_as_it_was_and_a_broken_text_is_refused_with_its_place() {
        String text = "variant \"V\" extends \"chess.variant\"\n";
        assertThat(WeightWriter.write("v.variant", text, Map.of())).isSameAs(text);
        assertThatThrownBy(() -> WeightWriter.write("v.variant", "variant \"V\"\nboard {\n  files a..\n", Map.of("reach", 3)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("v.variant:2:7: ");
    }
}
