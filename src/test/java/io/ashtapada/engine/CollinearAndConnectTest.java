package io.ashtapada.engine;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Result;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two end rules written as classes of {@code io.ashtapada.model.ends} (issue 24):
 * {@code collinear N of KIND straight loss} (three musketeers) and
 * {@code connect ZONE to ZONE straight win} (gale).
 */
class CollinearAndConnectTest {
    private static Variant example(String name) throws Exception {
        return Ashtapada.defaults().load(Path.of("examples", name + ".variant"));
    }

    @Test
    void three_musketeers_on_one_file_with_gaps_between_lose_for_the_musketeers() throws Exception {
        // Musketeers b4, a3, a1; b4 takes a4: a4, a3, a1 stand on file a.
        Game g = example("three-musketeers").newGame("5/pM3/M4/1p3/M4 w - - 0 1");
        g.play("b4a4");
        Result r = g.state().result();
        assertThat(r.winner()).isEqualTo("black");
        assertThat(r.reason()).isEqualTo("3 on a line");
    }

    @Test
    void three_musketeers_on_a_diagonal_do_not_count_under_straight() throws Exception {
        Game g = example("three-musketeers").newGame("5/pM3/M4/1p3/M4 w - - 0 1");
        g.play("a3a4");          // a4, b4 and a1: two on file a, two on rank 4
        assertThat(g.state().result().status()).isEqualTo(Result.Status.ONGOING);
        // e5, c3, a1: one diagonal, which 'straight' leaves out; White has just moved.
        Game d = example("three-musketeers").newGame("4M/1p3/2M2/3p1/M4 b - - 0 1");
        assertThat(d.state().result().status()).isEqualTo(Result.Status.ONGOING);
        assertThat(d.legalMoves()).isNotEmpty();
    }

    @Test
    void gale_a_chain_that_turns_south_joins_the_files_and_wins() throws Exception {
        // White's chain a8-g8, down the g file to g4; h4 joins it to i4.
        Game g = example("gale").newGame("1p1p1p1pP/PPPPPPP1P/pp1p1pPp1/PPP1P1P1P/pp1pppPpp/PpP1P1P1P/1p1ppppp1/P1PPPpP1P/Pp1p1p1pp w - - 18 10");
        assertThat(g.state().result().status()).isEqualTo(Result.Status.ONGOING);
        g.play("P@h4");
        Result r = g.state().result();
        assertThat(r.winner()).isEqualTo("white");
        assertThat(r.reason()).isEqualTo("home joined to goal");
    }

    @Test
    void gale_black_joins_rank_1_to_rank_9_and_a_diagonal_step_does_not_join() throws Exception {
        String fen = "1p1p1p1p1/P1PpPpPpP/1p1p1p1p1/P1PpPpPpP/1p1p1p1p1/P1PpPpPpP/1p1p1p1p1/PPPPPPP1P/1p1p1p1p1 b - - 0 1";
        Game g = example("gale").newGame(fen);
        g.play("P@h2");          // h1 to h9
        assertThat(g.state().result().winner()).isEqualTo("black");
        Game h = example("gale").newGame(fen);
        h.play("P@c1");          // next to b1 and d1 only: no chain along a file or rank to rank 9 through it
        assertThat(h.state().result().status()).isEqualTo(Result.Status.ONGOING);
    }
}
