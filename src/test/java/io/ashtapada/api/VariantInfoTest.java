package io.ashtapada.api;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** A variant describes itself for drawing its board: squares with coordinates, players, pieces, dice. */
class VariantInfoTest {

    @Test
    void omega_chess_lists_its_corner_squares_outside_the_ten_by_ten_field() throws Exception {
        VariantInfo info = Ashtapada.defaults().load(Path.of("variants-dsl/omega-chess.variant")).describe();
        assertThat(info.squares()).hasSize(104);
        assertThat(info.squares()).filteredOn(s -> s.name().equals("w1")).singleElement()
                .satisfies(s -> assertThat(s.x()).isNegative());
        assertThat(info.players()).extracting(VariantInfo.PlayerInfo::id).containsExactly("white", "black");
        assertThat(info.pieces()).filteredOn(p -> p.name().equals("wizard")).singleElement()
                .satisfies(p -> assertThat(p.letter()).isEqualTo('W'));
        assertThat(info.dice()).isNull();
    }

    @Test
    void a_board_with_holes_leaves_them_out_and_chess_pieces_say_how_they_move() throws Exception {
        VariantInfo info = Ashtapada.defaults().load(Path.of("examples/chess.variant")).describe();
        assertThat(info.squares()).hasSize(64);
        VariantInfo.PieceInfo pawn = info.pieces().stream().filter(p -> p.name().equals("pawn")).findFirst().orElseThrow();
        assertThat(pawn.promotesTo()).containsExactlyInAnyOrder("queen", "rook", "bishop", "knight");
        assertThat(pawn.promotesIn()).contains("a8", "h8").doesNotContain("a1");
        assertThat(pawn.moves()).isNotEmpty();
    }

    @Test
    void omechanga_says_what_each_die_face_lets_move() throws Exception {
        VariantInfo info = Ashtapada.defaults().load(Path.of("variants-dsl/omechanga.variant")).describe();
        assertThat(info.dice().sides()).isEqualTo(8);
        assertThat(info.dice().faces().get(0)).containsExactly("pawn");
        assertThat(info.dice().faces().get(7)).containsExactly("any");
        assertThat(info.pieces()).filteredOn(p -> p.name().equals("wizard")).singleElement()
                .satisfies(p -> assertThat(p.dropsTo()).contains("a1", "h1"));
    }
}
