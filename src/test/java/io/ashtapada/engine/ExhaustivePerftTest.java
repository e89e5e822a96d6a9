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
        Game g = Ashtapada.defaults().load(Path.of("examples/chess.variant"))
                .newGame("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        assertThat(g.perftChecked(3)).isEqualTo(97862);
    }

    @Test
    void unmake_restores_position_and_hash_with_promotions_and_en_passant() throws Exception {
        Game g = Ashtapada.defaults().load(Path.of("examples/chess.variant"))
                .newGame("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1");
        assertThat(g.perftChecked(3)).isEqualTo(9467);
        Game ep = Ashtapada.defaults().load(Path.of("examples/chess.variant")).newGame("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1");
        assertThat(ep.perftChecked(4)).isEqualTo(43238);
    }

    private static Game game(String file, String position) throws Exception {
        var v = Ashtapada.defaults().load(Path.of(file));
        return position == null ? v.newGame() : v.newGame(position);
    }

    @Test
    void unmake_restores_position_and_hash_with_omega_triple_steps_and_corner_squares() throws Exception {
        assertThat(game("variants-dsl/omega-chess.variant", null).perftChecked(3)).isEqualTo(67202);
    }

    @Test
    void unmake_restores_position_and_hash_with_transplant_drops_then_advances() throws Exception {
        assertThat(game("variants-dsl/omega-transplant.variant", null).perftChecked(3)).isEqualTo(81146);
    }

    @Test
    void unmake_restores_position_and_hash_with_elephant_charges_and_enlightened_moves() throws Exception {
        // Both sides have Enlightened Moves (GM-7) and Elephant Charges (GM-6): hook multi-leg moves.
        Game g = game("variants-dsl/guru-mahachaturanga.variant",
                "4n6k/12/1p1g4e1e1/7e4/12/3E1E1R4/2E3p5/3E1E2N3/P11/7G4/6K5/12 w - - 0 1");
        assertThat(g.perftChecked(2)).isEqualTo(2024);
    }

    @Test
    void unmake_restores_position_hash_and_dice_state_in_dice_games() throws Exception {
        Game sejrang = game("variants-dsl/sejrang.variant", null);
        sejrang.roll(4, 4);                     // the 4-4 rook teleport hook (SJ-6)
        assertThat(sejrang.perftChecked(2)).isEqualTo(706);
        Game omechanga = game("variants-dsl/omechanga.variant", null);
        omechanga.roll(2, 2);                   // double knight leaps, then every roll at ply 2
        assertThat(omechanga.perftChecked(2)).isEqualTo(omechanga.perft(2));
}
}
