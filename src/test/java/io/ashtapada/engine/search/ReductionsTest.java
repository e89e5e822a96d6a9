package io.ashtapada.engine.search;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Late-move reductions and pruning, and the null move's reduction. */
class ReductionsTest {

    @Test
    void a_late_move_is_reduced_more_the_deeper_the_node_and_the_later_the_move() {
        assertThat(Reductions.lateMove(3, 3, false)).isEqualTo(1);
        assertThat(Reductions.lateMove(12, 30, false)).isGreaterThan(Reductions.lateMove(12, 4, false));
        assertThat(Reductions.lateMove(12, 30, false)).isGreaterThan(Reductions.lateMove(4, 30, false));
    }

    @Test
    void a_reduced_search_never_starts_below_depth_one_and_a_principal_variation_node_reduces_less() {
        for (int d = 3; d < 70; d++) {
            for (int m = 3; m < 200; m += 7) {
                assertThat(d - 1 - Reductions.lateMove(d, m, false)).isGreaterThanOrEqualTo(1);
                assertThat(Reductions.lateMove(d, m, true)).isLessThanOrEqualTo(Reductions.lateMove(d, m, false));
            }
        }
    }

    @Test
    void a_null_move_is_searched_shallower_the_deeper_the_node_and_the_more_the_side_stands_above_beta() {
        assertThat(Reductions.nullMove(3, 0)).isEqualTo(3);
        assertThat(Reductions.nullMove(12, 0)).isEqualTo(6);
        assertThat(Reductions.nullMove(12, 1000)).isEqualTo(8);
        assertThat(Reductions.nullMove(12, -500)).isEqualTo(6);
    }

    @Test
    void late_move_pruning_keeps_more_moves_the_farther_the_horizon() {
        assertThat(Reductions.lateMoveCount(1)).isEqualTo(4);
        assertThat(Reductions.lateMoveCount(4)).isEqualTo(19);
    }

    @Test
    void futility_prunes_quiet_moves_up_to_three_plies_from_the_horizon_150_centipawns_a_ply_below_alpha() {
        assertThat(Reductions.futility(-450, 3, 0)).isEqualTo(0);
        assertThat(Reductions.futility(-449, 3, 0)).isEqualTo(Integer.MIN_VALUE);
        assertThat(Reductions.futility(-1000, 1, 0)).isEqualTo(-850);
        assertThat(Reductions.futility(-1000, 4, 0)).isEqualTo(Integer.MIN_VALUE);
    }
}
