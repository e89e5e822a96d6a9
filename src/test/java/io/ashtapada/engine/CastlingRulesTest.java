package io.ashtapada.engine;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Result;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What castling does besides moving two pieces: {@code castling to SQUARE wins} (castle chess,
 * Fairy-Stockfish's castlingWins = q: Black's long castling only) and {@code opposite castling}
 * (Fairy-Stockfish's oppositeCastling). Perft from these positions matches Fairy-Stockfish
 * (src/test/resources/perft/catalogue.perft); here the outcomes and position strings.
 */
class CastlingRulesTest {
    private static final String ROOKS = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    /** Kings and rooks behind their pawns: no castling square is attacked. */
    private static final String WALLED = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";

    private static Game game(String name, String fen) throws Exception {
        return Ashtapada.defaults().load(Path.of("examples", name + ".variant")).newGame(fen);
    }

    private static void roundTrips(String name, Game g) throws Exception {
        assertThat(game(name, g.position()).position()).isEqualTo(g.position());
    }

    @Test
    void castling_long_wins_for_black() throws Exception {
        Game g = game("castle", ROOKS);
        g.play("a1b1");
        g.play("e8c8");
        assertThat(g.result().status()).isEqualTo(Result.Status.WIN);
        assertThat(g.result().winner()).isEqualTo("black");
        assertThat(g.result().reason()).isEqualTo("castled");
        assertThat(g.legalMoves()).isEmpty();
        roundTrips("castle", g);
    }

    @Test
    void whites_castling_and_blacks_short_castling_do_not_end_the_game() throws Exception {
        Game g = game("castle", WALLED);
        g.play("e1g1");
        assertThat(g.result().status()).isEqualTo(Result.Status.ONGOING);
        g.play("e8g8");
        // Black castled short: its long castling is gone with the king's move, so Black loses.
        assertThat(g.result().winner()).isEqualTo("white");
        assertThat(g.result().reason()).isEqualTo("castling lost");
    }

    @Test
    void losing_the_long_castling_loses_for_black() throws Exception {
        Game moved = game("castle", ROOKS);
        moved.play("a1b1");
        moved.play("a8b8");          // the partner moved
        assertThat(moved.result().winner()).isEqualTo("white");
        Game taken = game("castle", ROOKS);
        taken.play("a1a8");          // White takes the partner
        assertThat(taken.result().winner()).isEqualTo("white");
        assertThat(taken.result().reason()).isEqualTo("castling lost");
        roundTrips("castle", taken);
        // A position string without Black's long castling is over before a move.
        assertThat(game("castle", "r3k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1").result().winner()).isEqualTo("white");
    }

    @Test
    void white_losing_its_castlings_is_no_loss() throws Exception {
        Game g = game("castle", ROOKS);
        g.play("e1e2");
        assertThat(g.result().status()).isEqualTo(Result.Status.ONGOING);
        assertThat(g.position()).startsWith("r3k2r/8/8/8/8/8/4K3/R6R b kq ");
    }

    @Test
    void castling_takes_the_others_castling_to_the_same_side() throws Exception {
        Game g = game("opposite-castling", WALLED);
        g.play("e1g1");
        assertThat(g.position()).isEqualTo("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 b q - 1 1");
        assertThat(g.legalMoves()).contains("e8c8").doesNotContain("e8g8");
        roundTrips("opposite-castling", g);
        g.play("e8c8");
        assertThat(g.position()).startsWith("2kr3r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 w - ");
    }

    @Test
    void castling_long_takes_the_others_long_castling() throws Exception {
        Game g = game("opposite-castling", "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1");
        g.play("e8c8");
        assertThat(g.legalMoves()).contains("e1g1").doesNotContain("e1c1");
        assertThat(g.position()).startsWith("2kr3r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w K ");
        // Taken back, the castling is there again.
        g.undo();
        g.play("a8b8");
        assertThat(g.legalMoves()).contains("e1g1", "e1c1");
    }

    @Test
    void taken_castlings_are_given_back_exactly_at_every_node() throws Exception {
        // make/unmake restore the position and its hash at every node (perft --check's test).
        for (String v : new String[]{"opposite-castling", "castle"}) {
            Game g = game(v, WALLED);
            String before = g.position();
            assertThat(g.perftChecked(4)).isPositive();
            assertThat(g.position()).isEqualTo(before);
        }
    }

    @Test
    void orthodox_castling_takes_nothing_from_the_other() throws Exception {
        Game g = game("chess", WALLED);
        g.play("e1g1");
        assertThat(g.legalMoves()).contains("e8g8", "e8c8");
    }
}
