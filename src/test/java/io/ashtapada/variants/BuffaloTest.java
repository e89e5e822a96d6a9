package io.ashtapada.variants;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Result;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A goal for one player only (buffalo chess): a zone empty for White and rank 1 for Black, so a
 * buffalo reaching rank 1 wins and White can only win by leaving the herd no move.
 */
class BuffaloTest {
    private static Variant buffalo() throws Exception {
        return Ashtapada.defaults().load(Path.of("examples", "buffalo.variant"));
    }

    @Test
    void a_buffalo_stepping_onto_the_first_rank_wins_for_black() throws Exception {
        Game g = buffalo().newGame("bbbbbbbbbb1/11/11/11/3D7/b2DCDD4/11 b - - 0 1");
        g.play("a2a1");
        Result r = g.state().result();
        assertThat(r.winner()).isEqualTo("black");
        assertThat(r.reason()).isEqualTo("buffalo reached the pasture");
    }

    @Test
    void white_reaches_no_goal_and_a_herd_without_a_move_loses() throws Exception {
        Game g = buffalo().newGame("11/b10/C10/11/11/D10/11 w - - 0 1");
        assertThat(g.legalMoves()).doesNotContain("a2a1").contains("a2b2");     // the dogs stay on ranks 2 to 6
        g.play("a2b2");
        // Black's only buffalo, on a6, is blocked by the chief on a5: no move, and a player who cannot move loses.
        assertThat(g.state().result().winner()).isEqualTo("white");
        assertThat(g.state().result().reason()).isEqualTo("stalemate");
    }

    @Test
    void a_zone_empty_for_every_player_is_still_an_error() {
        String text = """
                variant "empty goal"
                board { files a..c ranks 1..3 }
                zone nowhere = all except all
                piece king { letter K  royal  betza "K" }
                setup "k2/3/2K w - - 0 1"
                rules { reach nowhere with king wins }
                """;
        assertThatThrownBy(() -> Ashtapada.defaults().compile("empty.variant", text, null))
                .hasMessageContaining("zone 'nowhere' is empty");
    }
}
