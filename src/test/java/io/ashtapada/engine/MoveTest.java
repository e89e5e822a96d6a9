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
        int c = Move.castle(143, 140, 63);
        assertThat(Move.type(c)).isEqualTo(Move.CASTLE);
        assertThat(Move.rule(c)).isEqualTo(63);
        assertThat(Move.from(c)).isEqualTo(143);
        // Gating: the kind put on the square left, and for a castling on which square.
        int g = Move.castleGated(c, 30, true);
        assertThat(Move.rule(g)).isEqualTo(63);
        assertThat(Move.gate(g)).isEqualTo(30);
        assertThat(Move.gateOnPartner(g)).isTrue();
        assertThat(g).isNotNegative();
        int n = Move.gated(Move.normal(255, 254), 30);
        assertThat(Move.gate(n)).isEqualTo(30);
        assertThat(Move.kind(n)).isEqualTo(-1);
        assertThat(Move.from(n)).isEqualTo(255);
        assertThat(Move.type(n)).isEqualTo(Move.NORMAL);
        int d = Move.dropAdvance(30, 200, 255);
        assertThat(Move.type(d)).isEqualTo(Move.DROP_ADVANCE);
        assertThat(Move.kind(d)).isEqualTo(30);
        assertThat(Move.from(d)).isEqualTo(200);
        assertThat(Move.to(d)).isEqualTo(255);
        assertThat(Move.kind(Move.normal(3, 4))).isEqualTo(-1);
    }

    @Test
    void every_move_at_the_limits_is_a_non_negative_int_so_minus_one_means_none() {
        // 128 castlings per player and 4,096 hook paths per position are what the compiler and
        // the path pool allow; the largest of each keeps bit 31 clear.
        int c = Move.castle(255, 255, 127);
        assertThat(c).isNotNegative();
        assertThat(Move.rule(c)).isEqualTo(127);
        // A gated castling (at most 64 rules): bit 30 says the piece goes on the partner's square.
        int g = Move.castleGated(Move.castle(255, 255, 63), 30, true);
        assertThat(Move.rule(g)).isEqualTo(63);
        assertThat(Move.gate(g)).isEqualTo(30);
        assertThat(Move.gateOnPartner(g)).isTrue();
        int p = Move.path(255, 254, Move.MAX_PATHS - 1);
        assertThat(p).isNotNegative();
        assertThat(Move.pathIndex(p)).isEqualTo(Move.MAX_PATHS - 1);
        assertThat(Move.from(p)).isEqualTo(255);
        assertThat(Move.to(p)).isEqualTo(254);
        assertThat(Move.type(p)).isEqualTo(Move.PATH);
        assertThat(Move.enPassantPromotion(255, 255, 30)).isNotNegative();
        assertThat(Move.pass(true)).isNotNegative();
    }

    @Test
    void a_move_with_its_wall_keeps_every_part_on_the_largest_walling_board() {
        // Walls: boards of at most 126 squares (the wall square plus one in bits 24-30).
        int last = io.ashtapada.model.Walls.MAX_SQUARES - 1;
        int m = Move.withWall(Move.promotion(last, last - 1, 30), last);
        assertThat(m).isNotNegative();
        assertThat(Move.wall(m)).isEqualTo(last);
        assertThat(Move.base(m)).isEqualTo(Move.promotion(last, last - 1, 30));
        assertThat(Move.from(m)).isEqualTo(last);
        assertThat(Move.to(m)).isEqualTo(last - 1);
        // A castling keeps its rule beside the wall, and gives it back without the wall.
        int c = Move.withWall(Move.castle(4, 6, 31), 0);
        assertThat(Move.wall(c)).isEqualTo(0);
        assertThat(Move.type(c)).isEqualTo(Move.CASTLE);
        assertThat(Move.rule(Move.base(c))).isEqualTo(31);
        // No wall: -1; a wall alone (atlantis) is its own type.
        assertThat(Move.wall(Move.withWall(Move.normal(1, 2), -1))).isEqualTo(-1);
        int w = Move.wallOnly(last);
        assertThat(Move.type(w)).isEqualTo(Move.WALL);
        assertThat(Move.wall(w)).isEqualTo(last);
        assertThat(Move.to(w)).isEqualTo(last);
    }
}
