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
 * {@code perpetual check loses} (Fairy-Stockfish's perpetualCheckIllegal: xiangqi, shogi and their
 * kin): a repetition during which one player gave check with every move loses for that player.
 */
class PerpetualCheckTest {
    private static final String FEN = "7k/6p1/7p/8/8/8/6PP/5QK1 w - - 0 1";
    /**
     * The queen checks from f8 and f5 in turn; the king goes h7 and back. The position after the
     * first Qf8+ comes back after the fifth and the ninth ply: the third time ends the game.
     */
    private static final String[] CYCLE = {"f1f8", "h8h7", "f8f5", "h7h8", "f5f8", "h8h7", "f8f5", "h7h8", "f5f8"};

    private static Variant chess(String rules) throws Exception {
        return Ashtapada.defaults().compile("p.variant", "variant \"P\" extends \"chess.variant\"\n" + rules + "\n", Path.of("examples"));
    }

    @Test
    void the_player_who_checks_with_every_move_of_the_repetition_loses() throws Exception {
        Game g = chess("rules { perpetual check loses }").newGame(FEN);
        for (int i = 0; i < CYCLE.length - 1; i++) {
            g.play(CYCLE[i]);
            assertThat(g.state().result().isOver()).as("after %s", CYCLE[i]).isFalse();
        }
        g.play(CYCLE[CYCLE.length - 1]);
        assertThat(g.state().result()).isEqualTo(new Result(Result.Status.WIN, "black", "perpetual check"));
    }

    @Test
    void without_the_rule_the_same_repetition_is_a_draw() throws Exception {
        Game g = chess("").newGame(FEN);
        for (String m : CYCLE) g.play(m);
        assertThat(g.state().result()).isEqualTo(new Result(Result.Status.DRAW, null, "repetition"));
    }

    @Test
    void a_repetition_with_quiet_moves_in_it_is_a_draw_as_before() throws Exception {
        Game g = chess("rules { perpetual check loses }").newGame("7k/6p1/7p/8/8/8/6PP/5QK1 w - - 0 1");
        for (int i = 0; i < 2; i++) for (String m : new String[]{"f1f2", "h8g8", "f2f1", "g8h8"}) g.play(m);
        assertThat(g.state().result()).isEqualTo(new Result(Result.Status.DRAW, null, "repetition"));
    }

    @Test
    void the_search_does_not_check_perpetually_where_that_loses() throws Exception {
        Variant rule = chess("rules { perpetual check loses }"), plain = chess("");
        for (Variant v : new Variant[]{rule, plain}) {
            // White is a rook down: a perpetual would be welcome, unless it loses. Qf8+ brings back
            // the position after the first Qf8+.
            Game g = v.newGame("7k/6p1/7p/8/8/r7/q5PP/5QK1 w - - 0 1");
            for (int i = 0; i < 4; i++) g.play(CYCLE[i]);
            String best = new ComputerPlayer(v).suggest(g, ComputerPlayer.Limits.depth(4)).choice();
            assertThat(best.equals("Qf8+")).as("%s chose %s", v == rule ? "with the rule" : "without", best).isEqualTo(v == plain);
        }
    }
}
