package io.ashtapada.tune;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Variant;
import io.ashtapada.model.EvalWeights;
import io.ashtapada.model.RuleModel;
import io.ashtapada.model.VariantCompiler;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Issue 30: the evaluation's weights fitted to the tuner's positions, from the seed alone. */
class WeightFitTest {
    private static final Path FILE = Path.of("examples/minishogi.variant");

    @Test
    void the_same_seed_gives_the_same_weights_and_the_fit_lowers_the_error_of_its_positions() throws Exception {
        Variant v = Ashtapada.defaults().load(FILE);
        RuleModel model = VariantCompiler.compileFile(FILE).model();
        Tuner.Result a = Tuner.run(v, model, 6, 120, 3, null);
        Tuner.Result b = Tuner.run(v, VariantCompiler.compileFile(FILE).model(), 6, 120, 3, null);
        assertThat(a).isEqualTo(b);
        WeightFit.Result w = a.weights();
        assertThat(w).isNotNull();
        assertThat(w.rows()).hasSize(EvalWeights.Weight.values().length);
        assertThat(w.rows().get(0).name()).isEqualTo("mobility");
        assertThat(w.fitted() + w.heldOut()).isEqualTo(a.fitted() + a.heldOut());
        assertThat(w.fitAfter()).isLessThanOrEqualTo(w.fitBefore());
        for (WeightFit.Row r : w.rows()) {
            EvalWeights.Weight x = EvalWeights.Weight.byText(r.name());
            assertThat(r.current()).isEqualTo(x.standard());
            assertThat(r.fitted()).isBetween(x.min(), x.max()).isEqualTo(w.weights().get(x));
        }
        assertThat(a.text()).contains("evaluation weights fitted").contains("king attack max");
    }

    @Test
    void a_descent_from_the_defaults_on_positions_a_weight_decides_moves_that_weight() {
        // Positions whose results follow the passed pawn alone: White's passed pawn wins.
        RuleModel m = VariantCompiler.compileFile(Path.of("examples/chess.variant")).model();
        List<Sample> train = new ArrayList<>();
        String[] wins = {"4k3/8/8/3P4/8/8/8/4K3 w - - 0 1", "4k3/8/8/2P5/8/8/8/4K3 w - - 0 1", "4k3/8/8/8/5P2/8/8/4K3 w - - 0 1"};
        String[] draws = {"4k3/3p4/8/3P4/8/8/8/4K3 w - - 0 1", "4k3/2p5/8/2P5/8/8/8/4K3 w - - 0 1", "4k3/5p2/8/8/5P2/8/8/4K3 w - - 0 1"};
        for (int i = 0; i < 3; i++) {
            train.add(new Sample(i, new double[0], 1.0, wins[i]));
            train.add(new Sample(i, new double[0], 0.5, draws[i]));
        }
        WeightFit f = new WeightFit(m, train, List.of());
        WeightFit.Descent d = f.descend(f.trainPositions(), new double[]{1, 0.5, 1, 0.5, 1, 0.5}, EvalWeights.DEFAULT, 0);
        assertThat(d.weights().get(EvalWeights.Weight.PASSED_PAWN)).isGreaterThan(EvalWeights.Weight.PASSED_PAWN.standard());
    }
}
