package io.ashtapada.api;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 24, fault 5: under check rules a royal piece can still vanish, taken by an explosion or
 * an after-move hook. Without an extinction rule the game used to go on without black's king,
 * in a position its own reader refused; now losing the last royal piece loses the game.
 */
class RoyalLossTest {

    /** The moves of the random game that blew black's king away (found by PositionRoundTripTest). */
    private static final List<String> KING_BLOWN_AWAY = List.of("c2c4", "c7c6", "f2f3", "g8h6", "e2e4", "g7g5", "c4c5",
            "f7f5", "f1a6", "g5g4", "a6e2", "h6f7", "e2d3", "f8g7", "d3c4", "h7h6", "e1e2", "f5e4", "g1h3", "d8a5", "c4e6",
            "e8g8", "e6f5", "a5d2");

    private static Variant withoutExtinctionLine(String example) throws Exception {
        String text = Files.readString(Path.of("examples", example));
        String without = text.replace("  extinction of king loss\n", "");
        assertThat(without).isNotEqualTo(text);
        return Ashtapada.defaults().compile(example, without, Path.of("examples"));
    }

    @Test
    void losing_the_last_royal_piece_to_an_after_move_hook_under_check_rules_loses_the_game() throws Exception {
        Variant v = withoutExtinctionLine("atomic-hook.variant");
        Game g = v.newGame();
        for (String m : KING_BLOWN_AWAY) g.play(m);
        assertThat(g.phase()).isEqualTo(Game.Phase.OVER);
        assertThat(g.result()).isEqualTo(new Result(Result.Status.WIN, "black", "royal piece captured"));
        assertThat(g.legalMoves()).isEmpty();
        // ... and the position it ends in reads back, as over.
        String end = g.position();
        assertThat(v.positionProblem(end)).isNull();
        Game back = v.newGame(end);
        assertThat(back.position()).isEqualTo(end);
        assertThat(back.result()).isEqualTo(g.result());
    }

    @Test
    void losing_the_last_royal_piece_to_an_explosion_under_check_rules_loses_the_game() throws Exception {
        Variant v = withoutExtinctionLine("atomic.variant");
        Game g = v.newGame();
        for (String m : KING_BLOWN_AWAY) g.play(m);
        assertThat(g.result()).isEqualTo(new Result(Result.Status.WIN, "black", "royal piece captured"));
    }

    @Test
    void with_its_extinction_line_atomic_by_hook_ends_as_before() throws Exception {
        Variant v = Ashtapada.defaults().load(Path.of("examples/atomic-hook.variant"));
        Game g = v.newGame();
        for (String m : KING_BLOWN_AWAY) g.play(m);
        assertThat(g.result()).isEqualTo(new Result(Result.Status.WIN, "black", "no king left"));
    }
}
