package io.ashtapada.engine;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code castle anywhere to KT with KIND to PT} (Chess960 castling for whatever array stands) and
 * the castling field by rook file it brings (Shredder-FEN, X-FEN's KQkq read). Perft from nine
 * arrays matches Fairy-Stockfish's fischerandom (src/test/resources/perft/catalogue.perft).
 */
class CastleAnywhereTest {
    private static Game chess960(String fen) throws Exception {
        return Ashtapada.defaults().load(Path.of("examples", "fischerandom.variant")).newGame(fen);
    }

    @Test
    void castling_rights_are_written_by_rook_file() throws Exception {
        Game g = chess960("rbbqn1kr/pp2p1pp/6n1/2pp1p2/2P4P/P7/BP1PPPP1/R1BQNNKR w KQkq - 0 9");
        assertThat(g.position()).isEqualTo("rbbqn1kr/pp2p1pp/6n1/2pp1p2/2P4P/P7/BP1PPPP1/R1BQNNKR w HAha - 0 9");
        assertThat(chess960(g.position()).position()).isEqualTo(g.position());
    }

    @Test
    void the_king_castles_onto_its_rooks_square() throws Exception {
        // King c1, rooks b1 and g1: castling short takes the king to g1, the rook on g1 to f1.
        Game g = chess960("1rk4r/8/8/8/8/8/8/1RK3R1 w GBhb - 0 1");
        assertThat(g.legalMoves()).contains("c1g1/g1f1", "c1c1/b1d1");
        g.play("c1g1/g1f1");
        assertThat(g.position()).isEqualTo("1rk4r/8/8/8/8/8/8/1R3RK1 b hb - 1 1");
        assertThat(chess960(g.position()).position()).isEqualTo(g.position());
    }

    @Test
    void san_names_a_chess960_castling_by_its_side() throws Exception {
        // King c1: short castling goes right (to g1) though its rook is the farther one.
        Game shortOne = chess960("1rk4r/8/8/8/8/8/8/1RK3R1 w GBhb - 0 1");
        shortOne.play("O-O");
        assertThat(shortOne.position()).startsWith("1rk4r/8/8/8/8/8/8/1R3RK1 b ");
        Game longOne = chess960("1rk4r/8/8/8/8/8/8/1RK3R1 w GBhb - 0 1");
        longOne.play("O-O-O");
        assertThat(longOne.position()).startsWith("1rk4r/8/8/8/8/8/8/2KR2R1 b ");
    }

    @Test
    void make_and_unmake_restore_chess960_positions_at_every_node() throws Exception {
        Game g = chess960("1rk3r1/8/8/8/8/8/8/1RK3R1 w GBgb - 0 1");
        String before = g.position();
        assertThat(g.perftChecked(4)).isEqualTo(214105);
        assertThat(g.position()).isEqualTo(before);
    }

    @Test
    void a_moved_rook_takes_only_its_own_sides_castling() throws Exception {
        Game g = chess960("1rk4r/8/8/8/8/8/8/1RK3R1 w GBhb - 0 1");
        g.play("b1a1");
        assertThat(g.position()).startsWith("1rk4r/8/8/8/8/8/8/R1K3R1 b Ghb ");
        g.play("b8a8");
        assertThat(g.legalMoves()).contains("c1g1/g1f1").noneMatch(m -> m.startsWith("c1c1"));
    }

    @Test
    void a_right_no_rook_can_use_is_dropped() throws Exception {
        // D names no rook of White's: the castling field keeps the rights that stand.
        assertThat(chess960("1rk3r1/8/8/8/8/8/8/1RK3R1 w DBgb - 0 1").position()).isEqualTo("1rk3r1/8/8/8/8/8/8/1RK3R1 w Bgb - 0 1");
        assertThat(Ashtapada.defaults().load(Path.of("examples", "fischerandom.variant"))
                .positionProblem("1rk3r1/8/8/8/8/8/8/1RK3R1 w XBgb - 0 1")).contains("castling field");
    }
}
