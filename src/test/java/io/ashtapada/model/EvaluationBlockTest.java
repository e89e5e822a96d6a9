package io.ashtapada.model;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Issue 30: the {@code evaluation} block sets the evaluation's weights; a child inherits its parent's. */
class EvaluationBlockTest {
    private static final String PARENT = """
            variant "Parent"
            board { files a..h ranks 1..8 }
            piece king { letter K royal betza "K" }
            piece pawn { letter P pawn betza "mfW" }
            setup "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1"
            evaluation {
                passed pawn 40      # a passed pawn counts more here
                mobility 5
            }
            """;

    private static RuleModel compile(Map<String, String> files, String main) {
        VariantCompiler.Result r = VariantCompiler.compileMemory(main, files);
        assertThat(r.diagnostics()).isEmpty();
        return r.model();
    }

    @Test
    void a_definition_whose_block_names_no_weight_has_the_default_weights() {
        // The shipped chess's block gives square tables only, and so does Makruk's (which extends it).
        RuleModel m = VariantCompiler.compileFile(Path.of("examples/chess.variant")).model();
        assertThat(m.weights().squares().isEmpty()).isFalse();
        assertThat(m.weights().withSquares(io.ashtapada.model.SquareTables.NONE)).isEqualTo(EvalWeights.DEFAULT);
        EvalWeights makruk = VariantCompiler.compileFile(Path.of("examples/makruk.variant")).model().weights();
        assertThat(makruk.squares().isEmpty()).isFalse();
        assertThat(makruk.withSquares(io.ashtapada.model.SquareTables.NONE)).isEqualTo(EvalWeights.DEFAULT);
        assertThat(m.weights().get(EvalWeights.Weight.MOBILITY)).isEqualTo(3);
        assertThat(m.weights().get(EvalWeights.Weight.KING_ATTACK_MAX)).isEqualTo(400);
    }

    @Test
    void the_block_sets_the_weights_it_names_and_keeps_the_others() {
        RuleModel m = compile(Map.of("p.variant", PARENT), "p.variant");
        assertThat(m.weights().get(EvalWeights.Weight.PASSED_PAWN)).isEqualTo(40);
        assertThat(m.weights().get(EvalWeights.Weight.MOBILITY)).isEqualTo(5);
        assertThat(m.weights().get(EvalWeights.Weight.SHELTER)).isEqualTo(EvalWeights.Weight.SHELTER.standard());
        assertThat(m.weights().byName()).hasSize(EvalWeights.Weight.values().length).containsEntry("passed pawn", 40);
    }

    @Test
    void a_child_inherits_its_parents_weights_and_overrides_single_ones() {
        String child = """
                variant "Child" extends "p.variant"
                evaluation { mobility 7  doubled pawn 30 }
                """;
        RuleModel m = compile(Map.of("p.variant", PARENT, "c.variant", child), "c.variant");
        assertThat(m.weights().get(EvalWeights.Weight.PASSED_PAWN)).as("inherited").isEqualTo(40);
        assertThat(m.weights().get(EvalWeights.Weight.MOBILITY)).as("overridden").isEqualTo(7);
        assertThat(m.weights().get(EvalWeights.Weight.DOUBLED_PAWN)).isEqualTo(30);
        RuleModel plain = compile(Map.of("p.variant", PARENT, "c.variant", "variant \"Child\" extends \"p.variant\"\n"), "c.variant");
        assertThat(plain.weights()).isEqualTo(compile(Map.of("p.variant", PARENT), "p.variant").weights());
    }

    @Test
    void a_weight_named_again_in_a_child_is_no_error_but_twice_in_one_file_is() {
        String child = "variant \"Child\" extends \"p.variant\"\nevaluation { passed pawn 5 }\nevaluation { passed pawn 6 }\n";
        VariantCompiler.Result r = VariantCompiler.compileMemory("c.variant", Map.of("p.variant", PARENT, "c.variant", child));
        assertThat(r.diagnostics()).singleElement().hasToString("c.variant:3:14: weight 'passed pawn' given twice (first at line 2)");
    }

    @Test
    void evaluation_may_still_name_a_piece() {
        String text = PARENT.replace("piece pawn {", "piece evaluation {").replace("evaluation {\n", "evaluation {\n    shelter 9\n");
        RuleModel m = compile(Map.of("p.variant", text), "p.variant");
        assertThat(m.pieceByName("evaluation")).isNotNull();
        assertThat(m.weights().get(EvalWeights.Weight.SHELTER)).isEqualTo(9);
    }
}
