package io.ashtapada.engine;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Exhaustive mode: every node is made and unmade, and at every node the board and the
 * incremental hash must come back exactly and equal a hash computed from scratch.
 */
class ExhaustivePerftTest {

    @Test
    void unmake_restores_position_and_hash_at_every_node_in_kiwipete() throws Exception {
        Game g = Ashtapada.load(Path.of("examples/chess.variant"))
                .newGame("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        assertThat(g.perftChecked(3)).isEqualTo(97862);
    }

    @Test
    void unmake_restores_position_and_hash_with_promotions_and_en_passant() throws Exception {
        Game g = Ashtapada.load(Path.of("examples/chess.variant"))
                .newGame("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1");
        assertThat(g.perftChecked(3)).isEqualTo(9467);
        Game ep = Ashtapada.load(Path.of("examples/chess.variant")).newGame("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1");
        assertThat(ep.perftChecked(4)).isEqualTo(43238);
    }
}
