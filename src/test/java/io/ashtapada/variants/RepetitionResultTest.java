package io.ashtapada.variants;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.ComputerPlayer;
import io.ashtapada.api.Game;
import io.ashtapada.api.Result;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code repetition N win|loss [for PLAYER]} (Tori shogi, minishogi, Empire chess): a position
 * occurring the N-th time ends the game with that result for the player to move, or for the named player. Perft counts,
 * which cannot see repetitions, are in perft/catalogue.perft.
 */
class RepetitionResultTest {
    private static final String[] FALCONS_SHUFFLE = {"d2e2", "d6e6", "e2d2", "e6d6"};

    private static Variant tori() throws Exception {
        return Ashtapada.defaults().load(Path.of("examples", "torishogi.variant"));
    }

    @Test
    void repetition_4_win_the_player_who_repeats_the_position_the_fourth_time_loses() throws Exception {
        Game g = tori().newGame();
        for (int round = 0; round < 3; round++) {
            for (int i = 0; i < 4; i++) {
                assertThat(g.state().result().isOver()).as("round %d ply %d", round, i).isFalse();
                g.play(FALCONS_SHUFFLE[i]);
            }
        }
        // The start position stands for the fourth time, Black having repeated it: White, to move, wins.
        assertThat(g.state().result()).isEqualTo(new Result(Result.Status.WIN, "white", "repetition"));
        g.undo();
        assertThat(g.state().result().isOver()).isFalse();
    }

    @Test
    void repetition_3_loss_gives_the_player_to_move_the_loss_and_plain_repetition_draws() throws Exception {
        String base = "variant \"Knights shuffle\" extends \"chess.variant\"\nrules { repetition 3 %s }\n";
        for (String verdict : new String[]{"loss", "draw", ""}) {
            Variant v = Ashtapada.defaults().compile("shuffle.variant", base.formatted(verdict), Path.of("examples"));
            Game g = v.newGame();
            for (int i = 0; i < 2; i++) for (String m : new String[]{"g1f3", "g8f6", "f3g1", "f6g8"}) g.play(m);
            Result r = g.state().result();
            // White is to move at the third occurrence: a loss for White, or a draw.
            if (verdict.equals("loss")) assertThat(r).isEqualTo(new Result(Result.Status.WIN, "black", "repetition"));
            else assertThat(r).isEqualTo(new Result(Result.Status.DRAW, null, "repetition"));
        }
    }

    /**
     * Black, two cranes down, could repeat the position a fourth time. Where repetition draws, the
     * search takes the draw (e6d6); under Tori shogi's rule that repetition loses, so it plays on.
     */
    @Test
    void the_search_avoids_a_repetition_that_loses_and_takes_one_that_draws() throws Exception {
        String fen = "rp1k1pl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[CC] w - - 0 1";
        String drawing = java.nio.file.Files.readString(Path.of("examples", "torishogi.variant"))
                .replace("repetition 4 win", "repetition 4");
        Variant draws = Ashtapada.defaults().compile("tori-draw.variant", drawing, Path.of("examples"));
        for (Variant v : new Variant[]{tori(), draws}) {
            Game g = v.newGame(fen);
            for (int round = 0; round < 3; round++) for (int i = 0; i < 4; i++) if (round < 2 || i < 3) g.play(FALCONS_SHUFFLE[i]);
            String best = new ComputerPlayer(v).suggest(g, ComputerPlayer.Limits.depth(4)).choice();
            g.play(best);
            boolean repeated = g.state().result().isOver() && g.state().result().reason().equals("repetition");
            assertThat(repeated).as("%s chose %s", v == draws ? "repetition 4" : "repetition 4 win", best).isEqualTo(v == draws);
        }
    }

    /** Minishogi's {@code repetition 4 loss for white}: Sente loses a fourth occurrence, whoever completed it. */
    @Test
    void repetition_4_loss_for_white_minishogi_sente_loses_whoever_repeats_and_euroshogi_draws() throws Exception {
        Variant mini = Ashtapada.defaults().load(Path.of("examples", "minishogi.variant"));
        // Black to move first: White's e2e1 makes the fourth occurrence, Black is to move.
        Game g = mini.newGame("rbsgk/4p/5/P4/KGSBR b - - 0 1");
        for (int i = 0; i < 3; i++) for (String m : new String[]{"a5a4", "e1e2", "a4a5", "e2e1"}) g.play(m);
        assertThat(g.state().result()).isEqualTo(new Result(Result.Status.WIN, "black", "repetition"));
        // White to move first: Black's a4a5 makes it, White is to move, and White still loses.
        Game h = mini.newGame();
        for (int i = 0; i < 3; i++) for (String m : new String[]{"e1e2", "a5a4", "e2e1", "a4a5"}) h.play(m);
        assertThat(h.state().result()).isEqualTo(new Result(Result.Status.WIN, "black", "repetition"));
        // Euro shogi, written on top of minishogi, draws it as Fairy-Stockfish does.
        Game euro = Ashtapada.defaults().load(Path.of("examples", "euroshogi.variant")).newGame();
        for (int i = 0; i < 3; i++) for (String m : new String[]{"g2h2", "b7a7", "h2g2", "a7b7"}) euro.play(m);
        assertThat(euro.state().result()).isEqualTo(new Result(Result.Status.DRAW, null, "repetition"));
    }

    @Test
    void repetition_with_a_verdict_is_not_offered_as_a_draw_claim() throws Exception {
        Game g = tori().newGame();
        for (int round = 0; round < 3; round++) for (int i = 0; i < 4; i++) if (round < 2 || i < 3) g.play(FALCONS_SHUFFLE[i]);
        // Black could repeat the position a fourth time with e6d6, but that is a loss, not a draw to claim.
        assertThat(g.claims()).isEmpty();
    }
}
