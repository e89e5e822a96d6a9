package io.ashtapada.engine;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.GameState;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** Under check rules a royal piece still in hand may not be dropped where it would stand attacked. */
class RoyalDropTest {
    @Test
    void a_king_in_hand_may_not_be_dropped_where_it_stands_attacked() throws Exception {
        Variant placement = Ashtapada.defaults().load(Path.of("examples", "placement.variant"));
        // Black's king in hand, White's bishop on a1 watching the long diagonal up to h8.
        var state = placement.newGame("8/8/8/8/8/8/8/B3K3[k] b - - 0 1").state();
        var drops = state.legalActions().stream().filter(a -> a.kind() == GameState.Kind.MOVE).map(GameState.LegalAction::to).toList();
        assertThat(drops).hasSize(7).doesNotContain("h8").contains("a8", "g8");
    }

    @Test
    void screen_chess_counts_as_fairy_stockfish_once_a_king_is_never_dropped_attacked() throws Exception {
        // Fairy-Stockfish (built from source) counts 33,268 at depth 2: Black may not drop its king
        // where White's first piece attacks it. Dropping it there anyway gave more.
        Variant screen = Ashtapada.defaults().load(Path.of("examples", "screen.variant"));
        assertThat(screen.newGame().perft(2)).isEqualTo(33268);
    }
}
