package io.ashtapada.variants;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** Rules of the classic variants in examples/ that their perft lines do not pin on their own. */
class ClassicVariantsTest {

    private static Game game(String name, String position) throws Exception {
        Variant v = Ashtapada.load(Path.of("examples/" + name + ".variant"));
        return v.newGame(position);
    }

    @Test
    void grand_pawn_may_not_enter_the_last_rank_with_nothing_lost() throws Exception {
        Game g = game("grand", "6k3/4P5/4P5/10/10/10/10/10/1NBQKCABN1/R8R w - - 0 1");
        assertThat(LegalMoves.targets(g, "e9")).isEmpty();
        assertThat(LegalMoves.targets(g, "e8")).isEmpty();     // blocked by the e9 pawn
    }

    @Test
    void grand_pawn_promotes_only_to_kinds_lost_and_may_stay_below_the_last_rank() throws Exception {
        Game g = game("grand", "6k3/4P5/10/3P6/10/10/10/10/1NBQKCAB2/R8R w - - 0 1");
        assertThat(LegalMoves.targets(g, "e9")).containsExactly("e10n");
        assertThat(LegalMoves.targets(g, "d7")).containsExactlyInAnyOrder("d8", "d8n");
    }

    @Test
    void berolina_pawn_is_taken_en_passant_on_the_square_it_passed() throws Exception {
        Game g = game("berolina", "rnbqkbnr/pp1p1ppp/8/2pPp3/8/8/PP1PPPPP/RNBQKBNR w KQkq d6c5 0 1");
        assertThat(LegalMoves.targets(g, "d5")).contains("d6");
        g.play("d5d6");
        assertThat(g.position()).startsWith("rnbqkbnr/pp1p1ppp/3P4/4p3/");
        assertThat(game("berolina", "rnbqkbnr/pp1p1ppp/8/2pPp3/8/8/PP1PPPPP/RNBQKBNR w KQkq d6c5 0 1").position())
                .contains(" d6,c5 ");
    }

    @Test
    void grasshopper_checks_over_a_piece_next_to_the_king() throws Exception {
        // The grasshopper on a4 hops over d7 onto e8 once c6 no longer stands in the way.
        Game g = game("grasshopper", "4k3/3g4/2p5/8/G7/8/8/4K3 b - - 0 1");
        assertThat(LegalMoves.targets(g, "c6")).isEmpty();
        assertThat(LegalMoves.targets(g, "d7")).isNotEmpty();
    }
}
