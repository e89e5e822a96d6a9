package io.ashtapada.engine;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Result;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code fewest pieces wins} (suicide chess, Fairy-Stockfish's stalematePieceCount under
 * antichess's stalemate that wins): a player left without a move does not simply win; the
 * player with fewer pieces on the board wins, as many draw. Each position was checked with
 * Fairy-Stockfish (go depth 3 after Black's only move a6a5: mate 1, mate -1, and a draw).
 */
class CountedStalemateTest {
    private static Game suicide(String fen) throws Exception {
        return Ashtapada.defaults().load(Path.of("examples", "suicide.variant")).newGame(fen);
    }

    @Test
    void stalemated_player_with_more_pieces_loses() throws Exception {
        // After a6a5 White (a3, a4) has no move and two pieces to Black's one.
        Game g = suicide("8/8/p7/8/P7/P7/8/8 b - - 0 1");
        assertThat(g.legalMoves()).containsExactly("a6a5");
        g.play("a5");
        assertThat(g.legalMoves()).isEmpty();
        assertThat(g.result().status()).isEqualTo(Result.Status.WIN);
        assertThat(g.result().winner()).isEqualTo("black");
        assertThat(g.result().reason()).contains("fewest pieces");
    }

    @Test
    void stalemated_player_with_fewer_pieces_wins() throws Exception {
        // After a6a5 White (a4, h4) has no move and two pieces to Black's three.
        Game g = suicide("8/8/p6p/7p/P6P/8/8/8 b - - 0 1");
        g.play("a5");
        assertThat(g.legalMoves()).isEmpty();
        assertThat(g.result().winner()).isEqualTo("white");
    }

    @Test
    void stalemate_with_as_many_pieces_is_a_draw() throws Exception {
        Game g = suicide("8/8/p7/8/P7/8/8/8 b - - 0 1");
        g.play("a5");
        assertThat(g.result().status()).isEqualTo(Result.Status.DRAW);
        assertThat(g.result().reason()).contains("as many pieces");
    }

    @Test
    void antichess_without_the_count_lets_the_stalemated_player_win() throws Exception {
        // The same position as the first: antichess's plain 'stalemate win'.
        Game g = Ashtapada.defaults().load(Path.of("examples", "antichess.variant")).newGame("8/8/p7/8/P7/P7/8/8 b - - 0 1");
        g.play("a5");
        assertThat(g.result().winner()).isEqualTo("white");
    }

    @Test
    void a_player_with_no_piece_left_still_wins_by_extinction() throws Exception {
        // White's last piece, the pawn on b4, must take on a5 (must capture), then Black's pawn takes it.
        Game g = suicide("8/8/8/p7/1P6/8/8/8 b - - 0 1");
        g.play("axb4");
        assertThat(g.result().winner()).isEqualTo("white");
        assertThat(g.position()).isEqualTo(suicide(g.position()).position());
    }
}
