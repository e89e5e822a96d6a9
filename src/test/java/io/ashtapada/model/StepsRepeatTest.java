package io.ashtapada.model;

import org.junit.jupiter.api.Test;

import static io.ashtapada.model.MoveTable.CAPTURE;
import static io.ashtapada.model.MoveTable.INITIAL;
import static io.ashtapada.model.MoveTable.MOVE;
import static io.ashtapada.model.MoveTable.STEP_NEXT;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Where two parts of a piece's moves reach one square (G-1), the flat move walk lands there once
 * when it can ({@link MoveTable#landOnce}): an entry whose every landing an earlier one always
 * makes too only passes its square; any other repeat is left for the generator to drop.
 */
class StepsRepeatTest {
    /** A steps entry: the square, its modes, the place to go on from. */
    private static int e(int square, int modes, int next) {
        return square | modes | next << STEP_NEXT;
    }

    @Test
    void a_pawns_double_step_passes_the_square_its_single_step_lands_on() {
        // A step to 20, then a first-move-only ride 20, 28: the ride's 20 repeats the step.
        int[] steps = {e(20, MOVE, 1), e(20, MOVE | INITIAL, 3), e(28, MOVE | INITIAL, 3)};
        assertThat(MoveTable.landOnce(steps)).isTrue();
        assertThat(steps).containsExactly(e(20, MOVE, 1), e(20, INITIAL, 3), e(28, MOVE | INITIAL, 3));
    }

    @Test
    void an_earlier_first_move_only_entry_does_not_cover_a_later_one_always_made() {
        int[] steps = {e(20, MOVE | INITIAL, 1), e(20, MOVE, 2)};
        assertThat(MoveTable.landOnce(steps.clone())).isFalse();
        int[] after = steps.clone();
        MoveTable.landOnce(after);
        assertThat(after).containsExactly(steps);
    }

    @Test
    void a_rides_later_square_does_not_cover_a_leap_there_the_ride_may_not_reach() {
        // A ride 19, 20 (blocked on 19, it never reaches 20), then a leap to 20.
        int[] steps = {e(19, MOVE | CAPTURE, 2), e(20, MOVE | CAPTURE, 2), e(20, MOVE | CAPTURE, 3)};
        int[] after = steps.clone();
        assertThat(MoveTable.landOnce(after)).isFalse();
        assertThat(after).containsExactly(steps);
        // Its first square, which nothing blocks, does.
        int[] first = {e(20, MOVE | CAPTURE, 2), e(21, MOVE | CAPTURE, 2), e(20, MOVE | CAPTURE, 3)};
        assertThat(MoveTable.landOnce(first)).isTrue();
        assertThat(first[2]).isEqualTo(e(20, 0, 3));
    }

    @Test
    void a_later_entry_that_lands_another_way_too_is_kept() {
        // Moving only, then moving and capturing: the capture is the later entry's alone.
        int[] steps = {e(20, MOVE, 1), e(20, MOVE | CAPTURE, 2)};
        int[] after = steps.clone();
        assertThat(MoveTable.landOnce(after)).isFalse();
        assertThat(after).containsExactly(steps);
    }

    @Test
    void entries_that_never_land_alike_are_no_repeat() {
        // One moves there, the other only captures: never the same move.
        int[] steps = {e(20, MOVE, 1), e(20, CAPTURE, 2)};
        int[] after = steps.clone();
        assertThat(MoveTable.landOnce(after)).isTrue();
        assertThat(after).containsExactly(steps);
    }
}
