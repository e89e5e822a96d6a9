package io.ashtapada.tune;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** Issue 30, the tuner's fit: on positions labelled by a known value model it finds that model again. */
class FitTest {
    /** The model the synthetic games follow: pawn, knight, rook, queen, and the logistic's slope. */
    private static final double[] TRUE = {1, 3, 5, 9};
    private static final double K = 0.8;

    /**
     * Positions with random material differences, each labelled with a win or a loss drawn with
     * the model's probability (noise of the coarsest kind: a game result is 1 or 0, never the
     * probability), one position a game.
     */
    static List<Sample> synthetic(int n, long seed) {
        Random r = new Random(seed);
        List<Sample> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            double[] m = new double[TRUE.length];
            for (int j = 0; j < m.length; j++) m[j] = r.nextInt(5) == 0 ? r.nextInt(5) - 2 : 0;
            double p = Fit.sigmoid(K * Fit.balance(new Sample(i, m, 0), TRUE));
            out.add(new Sample(i, m, r.nextDouble() < p ? 1 : 0));
        }
        return out;
    }

    @Test
    void the_fit_recovers_known_piece_values_from_noisy_results() {
        List<Sample> s = synthetic(40_000, 7);
        Fit.Result r = Fit.fit(s, new double[]{1, 2, 2, 2}, new boolean[]{false, true, true, true});
        assertThat(r.values()[0]).isEqualTo(1.0);
        assertThat(r.values()[1]).isCloseTo(3, within(0.35));
        assertThat(r.values()[2]).isCloseTo(5, within(0.5));
        assertThat(r.values()[3]).isCloseTo(9, within(0.9));
        assertThat(r.k()).isCloseTo(K, within(0.1));
        assertThat(Fit.error(s, r.values(), r.k())).isLessThan(Fit.error(s, new double[]{1, 2, 2, 2}, Fit.fitK(s, new double[]{1, 2, 2, 2})));
    }

    @Test
    void k_alone_is_found_when_the_values_are_right() {
        List<Sample> s = synthetic(20_000, 3);
        assertThat(Fit.fitK(s, TRUE)).isCloseTo(K, within(0.08));
    }

    @Test
    void a_kind_held_fixed_keeps_its_value_and_none_falls_below_the_least() {
        List<Sample> s = synthetic(5_000, 11);
        Fit.Result r = Fit.fit(s, new double[]{1, 3, 0.2, 9}, new boolean[]{false, true, false, true});
        assertThat(r.values()[2]).isEqualTo(0.2);
        for (double v : r.values()) assertThat(v).isGreaterThanOrEqualTo(Fit.LEAST - 1e-9);
    }

    @Test
    void the_tuner_holds_out_every_fifth_game_and_its_error_falls_with_the_right_values() {
        List<Sample> s = synthetic(20_000, 5);
        Tuner.Result r = Tuner.fit("synthetic", 20_000, 1, 1, List.of("pawn", "knight", "rook", "queen"), new double[]{1, 2, 2, 2},
                new boolean[]{true, true, true, true}, 0, s);
        assertThat(r.heldOut()).isEqualTo(4_000);
        assertThat(r.fitted()).isEqualTo(16_000);
        assertThat(r.errorAfter()).isLessThan(r.errorBefore());
        assertThat(r.values().get("pawn")).isEqualTo(1.0);
        assertThat(r.values().get("knight")).isCloseTo(3, within(0.4));
        assertThat(r.kinds().get(0).held()).isEqualTo("the unit");
        assertThat(r.text()).contains("held out (every 5th game, 4000 positions)").contains("knight").contains("(kept: the unit)");
    }

    @Test
    void a_kind_seldom_unequal_keeps_its_value() {
        List<Sample> s = new ArrayList<>();
        for (Sample x : synthetic(2_000, 9)) {
            double[] m = x.material().clone();
            m[3] = 0;                                   // the queens always match
            s.add(new Sample(x.game(), m, x.score()));
        }
        Tuner.Result r = Tuner.fit("synthetic", 2_000, 1, 1, List.of("pawn", "knight", "rook", "queen"), new double[]{1, 3, 5, 7.5},
                new boolean[]{true, true, true, false}, 0, s);
        Tuner.Kind queen = r.kinds().get(3);
        assertThat(queen.imbalanced()).isZero();
        assertThat(queen.fitted()).isEqualTo(7.5);
        assertThat(queen.held()).isEqualTo("too few imbalances");
        assertThat(r.text()).contains("7.5*");
    }
}
