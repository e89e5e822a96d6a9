package io.ashtapada.engine;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Result;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Enclosing drops and flipping (Fairy-Stockfish's enclosingDrop and flipEnclosedPieces): where a
 * drop may land ({@code enclosing}, {@code next to own}, {@code not orthogonally next to enemy},
 * {@code falling}, {@code from any side}, {@code after filling ZONE}, {@code endless hand}), what a
 * move turns over ({@code flip enclosed lines}, {@code flip neighbours [unless lone drop]}) and how
 * such games end ({@code full board ends}, {@code most pieces wins}, {@code pass when stuck}).
 */
class EnclosingTest {
    private static Variant example(String name) throws Exception {
        return Ashtapada.defaults().load(Path.of("examples", name + ".variant"));
    }

    private static Game at(String name, String fen) throws Exception {
        return example(name).newGame(fen);
    }

    @Test
    void a_reversi_drop_must_enclose_and_flips_every_enclosed_line() throws Exception {
        Game g = example("flipello").newGame();
        // Flipello's start: White d4 e5, Black d5 e4. Each legal drop encloses one black disc.
        assertThat(g.legalMoves()).containsExactlyInAnyOrder("P@e3", "P@f4", "P@c5", "P@d6");
        // White c7 and c5, Black c6, b7 and d7 (the centre filled): a drop on e7 encloses d7 against c7, one on a7 b7.
        Game two = at("flipello", "8/1pPp4/2p5/2PPp3/3pP3/8/8/8[PPPPpppp] w - - 0 1");
        assertThat(two.legalMoves()).contains("P@e7", "P@a7");
        two.play("P@e7");               // encloses d7 between e7 and c7
        assertThat(two.piece("d7")).isEqualTo("P");
        assertThat(two.piece("b7")).isEqualTo("p");
        Game both = at("flipello", "8/Pp1p4/2p5/2PPp3/3pP3/8/8/8[PPPPpppp] w - - 0 1");
        both.play("P@c7");              // encloses b7 (to a7) and c6 (to c5) at once; d7 has no white beyond
        assertThat(both.piece("b7")).isEqualTo("P");
        assertThat(both.piece("c6")).isEqualTo("P");
        assertThat(both.piece("d7")).isEqualTo("p");
    }

    @Test
    void reversi_drops_fill_the_centre_first_and_need_not_enclose_there() throws Exception {
        Game g = example("flipersi").newGame();
        assertThat(g.legalMoves()).containsExactlyInAnyOrder("P@d4", "P@e4", "P@d5", "P@e5");
        g.play("P@d4");
        g.play("P@e5");
        g.play("P@e4");
        assertThat(g.legalMoves()).containsExactly("P@d5");
        g.play("P@d5");
        assertThat(g.legalMoves()).doesNotContain("P@d4", "P@a1").isNotEmpty();
    }

    @Test
    void an_ataxx_clone_lands_next_to_its_own_and_flips_every_neighbour() throws Exception {
        Game g = at("ataxx", "7/7/7/2pp3/2P4/7/7 w - - 0 1");
        String start = g.position();
        assertThat(start).isEqualTo("7/7/7/2pp3/2P4/7/7 w - - 0 1");      // an endless hand is not written
        // The hand is endless: drops next to c3, jumps two away; no drop away from White.
        assertThat(g.legalMoves()).contains("P@d3", "P@b2", "c3e5", "c3a1").doesNotContain("P@a5");
        g.play("P@d3");
        assertThat(g.piece("c4")).isEqualTo("P");
        assertThat(g.piece("d4")).isEqualTo("P");
        assertThat(g.piece("c3")).isEqualTo("P");
        g.undo();
        assertThat(g.piece("c4")).isEqualTo("p");
        assertThat(g.position()).isEqualTo(start);
    }

    @Test
    void a_quadwrangle_drop_standing_alone_flips_nothing_but_a_slide_flips_its_neighbours() throws Exception {
        Game alone = at("quadwrangle7x7", "7/7/7/3p3/7/7/P6 w - - 0 1");
        alone.play("P@d3");              // no White stone next to d3
        assertThat(alone.piece("d4")).isEqualTo("p");
        Game joined = at("quadwrangle7x7", "7/7/7/3p3/7/7/P6 w - - 0 1");
        joined.play("a1c3");            // a slide always flips
        assertThat(joined.piece("d4")).isEqualTo("P");
        Game beside = at("quadwrangle7x7", "7/7/7/3p3/2P4/7/7 w - - 0 1");
        beside.play("P@d3");            // a drop next to c3 flips
        assertThat(beside.piece("d4")).isEqualTo("P");
    }

    @Test
    void a_snort_drop_may_not_touch_an_enemy_stone_orthogonally() throws Exception {
        Game g = at("snort", "8/8/8/3P4/8/8/8/8 b - - 0 1");
        assertThat(g.legalMoves()).doesNotContain("P@d4", "P@d6", "P@c5", "P@e5", "P@d5")
                .contains("P@c4", "P@e6").hasSize(59);
    }

    @Test
    void a_connect_four_disc_falls_to_the_lowest_empty_square_of_its_file() throws Exception {
        Game g = example("cfour").newGame();
        assertThat(g.legalMoves()).containsExactly("P@a1", "P@b1", "P@c1", "P@d1", "P@e1", "P@f1", "P@g1");
        g.play("P@d1");
        assertThat(g.legalMoves()).contains("P@d2").doesNotContain("P@d1", "P@d3");
        for (String m : new String[]{"P@d2", "P@a1", "P@a2", "P@b1", "P@b2"}) g.play(m);
        assertThat(g.result().status()).isEqualTo(Result.Status.ONGOING);
        g.play("P@c1");                 // a1 b1 c1 d1
        assertThat(g.result().winner()).isEqualTo("white");
        assertThat(g.result().reason()).isEqualTo("4 in a row");
    }

    @Test
    void an_anyside_disc_slides_in_from_an_edge_and_stops_before_the_first_disc() throws Exception {
        Game g = at("cfour-anyside", "7/7/7/p6/7/7/P6[PPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppppp] w - - 0 1");
        // Down file a: a5 (above a4); from the right along rank 4: b4, along rank 7: a7; never b5 or c4.
        assertThat(g.legalMoves()).contains("P@a5", "P@b4", "P@a2", "P@g2").contains("P@a7").doesNotContain("P@b5", "P@c4").hasSize(22);
        Game corner = at("cfour-anyside", "2p4/7/7/7/7/7/P6[PPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppppp] w - - 0 1");
        // a7 is reached from no edge: down file a stops at a2, along rank 7 at b7 or d7.
        assertThat(corner.legalMoves()).contains("P@a2", "P@b7", "P@d7").doesNotContain("P@a7");
    }

    @Test
    void a_full_board_ends_the_game_and_the_player_with_more_pieces_wins() throws Exception {
        Game g = at("ataxx", "PPPPPPP/ppppppp/PPPPPPP/ppppppp/PPPPPPP/ppppppp/PPPPPP1 b - - 0 1");
        g.play("P@g1");                  // Black fills the board and takes f1, f2, g2
        assertThat(g.result().reason()).startsWith("board full");
        assertThat(g.legalMoves()).isEmpty();
        // The crusade board starts full, with as many pieces each: a draw before the first move.
        Game crusade = example("crusade").newGame();
        assertThat(crusade.result().status()).isEqualTo(Result.Status.DRAW);
        assertThat(crusade.legalMoves()).isEmpty();
    }

    @Test
    void a_stuck_player_passes_and_when_both_pass_the_most_pieces_win() throws Exception {
        Game g = at("flipello", "8/8/8/3pp3/3pp3/8/8/pP6[PPPPPPPPPPpppppppppp] w - - 0 1");
        assertThat(g.legalMoves()).containsExactly("pass");
        g.play("pass");
        g.play("P@c1");                 // Black takes b1: White has no disc left, so it may not pass
        assertThat(g.legalMoves()).isEmpty();
        assertThat(g.result().winner()).isEqualTo("black");
        assertThat(g.result().reason()).contains("most pieces");
    }

    @Test
    void flipping_is_undone_exactly_at_every_node() throws Exception {
        // make/unmake restore the position and its hash at every node (perft --check's test).
        for (String v : new String[]{"flipello", "ataxx", "quadwrangle7x7", "cfour-anyside"}) {
            Game g = example(v).newGame();
            String before = g.position();
            assertThat(g.perftChecked(3)).isPositive();
            assertThat(g.position()).isEqualTo(before);
        }
    }
}
