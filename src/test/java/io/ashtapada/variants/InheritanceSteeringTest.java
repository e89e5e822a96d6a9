package io.ashtapada.variants;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.DefinitionException;
import io.ashtapada.api.Variant;
import java.util.Map;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * Inheritance a child can steer (issue 27): {@code rules only} replaces the inherited rules (a
 * child of crazyhouse without drops can leave its {@code captures to hand} behind), and an error
 * located in a parent says which line of the child brought it in.
 */
class InheritanceSteeringTest {

    static final String PARENT = """
            variant "Drops"
            board { files a..d ranks 1..4 }
            piece king { letter K  royal  betza "K" }
            piece rook { letter R  betza "R"  drop to anywhere }
            zone anywhere = all
            setup "k3/4/4/1R1K w - - 0 1"
            rules { check  stalemate draw  captures to hand }
            """;

    static final String ROOK_WITHOUT_DROPS = """
            variant "No drops" extends "parent.variant"
            piece rook { letter R  betza "R" }
            """;

    @Test
    void an_error_from_the_parent_names_the_child_line_that_inherits_it() {
        DefinitionException e = catchThrowableOfType(DefinitionException.class, () -> Ashtapada.defaults().compile("child.variant",
                Map.of("child.variant", ROOK_WITHOUT_DROPS, "parent.variant", PARENT)));
        assertThat(e.getMessage()).contains("parent.variant:7:")
                .contains("captures go to the hand, but no piece has a 'drop to' rule to leave it (inherited through child.variant:1:")
                .doesNotContain("Exception");
    }

    @Test
    void rules_only_replaces_the_inherited_rules() throws Exception {
        Variant v = Ashtapada.defaults().compile("child.variant", Map.of("child.variant",
                ROOK_WITHOUT_DROPS + "rules only { check  stalemate loss }\n", "parent.variant", PARENT));
        // No captures to hand: the rook the king takes leaves the game, it is in nobody's hand.
        var g = v.newGame("k3/1R2/4/3K b - - 0 1");
        g.play("a4b3");
        assertThat(g.position()).doesNotContainIgnoringCase("r");
        // The parent's rules are gone too: a stalemate now loses.
        var h = v.newGame("k3/2R1/1R2/3K b - - 0 1");
        assertThat(h.legalMoves()).isEmpty();
        assertThat(h.result().winner()).isEqualTo("white");
    }

    @Test
    void a_rules_block_without_only_still_adds_to_the_inherited_ones() {
        DefinitionException e = catchThrowableOfType(DefinitionException.class, () -> Ashtapada.defaults().compile("child.variant",
                Map.of("child.variant", ROOK_WITHOUT_DROPS + "rules { stalemate loss }\n", "parent.variant", PARENT)));
        assertThat(e.getMessage()).contains("captures go to the hand");
    }
}
