package io.ashtapada.variants;

import io.ashtapada.api.Game;
import io.ashtapada.api.Result;
import org.junit.jupiter.api.Test;


import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code extinction of all win unless mutual} (anti-atomic): a blast that leaves neither player a
 * piece is no win by extinction for the player who made it; the player to move, without a move,
 * wins by the stalemate rule. Atomic giveaway, without the option, gives the blast to its maker.
 * Both as Fairy-Stockfish scores them (antiatomic: mate -1 for the capturer; atomic-giveaway: mate 1).
 */
class ExtinctionUnlessMutualTest {
    @Test
    void antiatomic_a_blast_that_empties_the_board_wins_for_the_player_to_move() throws Exception {
        Game g = Examples.game("antiatomic", "8/8/8/3p4/4P3/8/8/8 w - - 0 1");
        g.play("e4d5");
        assertThat(g.state().result()).isEqualTo(new Result(Result.Status.WIN, "black", "stalemate"));
    }

    @Test
    void antiatomic_losing_every_piece_while_the_other_keeps_one_still_wins() throws Exception {
        Game g = Examples.game("antiatomic", "8/8/8/3p4/4P3/8/8/7n w - - 0 1");
        g.play("e4d5");
        assertThat(g.state().result().winner()).isEqualTo("white");
    }

    @Test
    void atomic_giveaway_gives_the_same_blast_to_the_player_who_made_it() throws Exception {
        Game g = Examples.game("atomic-giveaway", "8/8/8/3p4/4P3/8/8/8 w - - 0 1");
        g.play("e4d5");
        assertThat(g.state().result().winner()).isEqualTo("white");
    }
}
