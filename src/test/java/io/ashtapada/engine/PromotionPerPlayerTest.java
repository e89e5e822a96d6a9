package io.ashtapada.engine;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.DefinitionException;
import io.ashtapada.api.Game;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** {@code promote in ZONE to KINDS for PLAYER to KINDS}: each player promotes to its own kinds (issue 27). */
class PromotionPerPlayerTest {
    private static Variant example(String name) throws Exception {
        return Ashtapada.defaults().load(Path.of("examples", name + ".variant"));
    }

    @Test
    void each_player_promotes_to_its_own_kinds() throws Exception {
        Game g = example("chigorin").newGame("4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1");
        assertThat(g.legalMoves()).contains("b7b8c", "b7b8r", "b7b8n").doesNotContain("b7b8q", "b7b8b");
        g.play("e1d2");
        assertThat(g.legalMoves()).contains("g2g1q", "g2g1r", "g2g1b").doesNotContain("g2g1c", "g2g1n");
    }

    @Test
    void a_player_without_its_own_list_takes_the_first_one() throws Exception {
        Game g = example("sortofalmost").newGame("4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1");
        assertThat(g.legalMoves()).contains("b7b8c", "b7b8r", "b7b8b", "b7b8n").doesNotContain("b7b8q");
        g.play("e1d2");
        assertThat(g.legalMoves()).contains("g2g1q", "g2g1n").doesNotContain("g2g1c");
    }

    @Test
    void an_unknown_player_in_a_promotion_is_a_located_error() {
        String src = """
                variant "Nobody" extends "chess.variant"
                piece pawn { letter P  pawn  betza "fmWfcF"  promote in last-rank to queen  for red to rook }
                """;
        assertThatThrownBy(() -> Ashtapada.defaults().compile("x.variant", src, Path.of("examples")))
                .isInstanceOf(DefinitionException.class)
                .hasMessageContaining("x.variant:2:")
                .hasMessageContaining("unknown player 'red'");
    }
}
