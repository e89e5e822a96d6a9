package io.ashtapada.engine;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class MoveTest {

    @Test
    void packed_move_keeps_every_field_on_the_largest_board() {
        // The language allows at most 256 squares and 31 kinds; the extreme values must round-trip.
        int m = Move.promotion(255, 254, 30);
        assertThat(Move.from(m)).isEqualTo(255);
        assertThat(Move.to(m)).isEqualTo(254);
        assertThat(Move.kind(m)).isEqualTo(30);
        assertThat(Move.type(m)).isEqualTo(Move.NORMAL);
        int c = Move.castle(143, 140, 255);
        assertThat(Move.type(c)).isEqualTo(Move.CASTLE);
        assertThat(Move.rule(c)).isEqualTo(255);
        assertThat(Move.from(c)).isEqualTo(143);
        int d = Move.dropAdvance(30, 200, 255);
        assertThat(Move.type(d)).isEqualTo(Move.DROP_ADVANCE);
        assertThat(Move.kind(d)).isEqualTo(30);
        assertThat(Move.from(d)).isEqualTo(200);
        assertThat(Move.to(d)).isEqualTo(255);
        assertThat(Move.kind(Move.normal(3, 4))).isEqualTo(-1);
    }
}
