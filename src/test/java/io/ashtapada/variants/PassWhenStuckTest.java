package io.ashtapada.variants;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Result;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code pass when stuck} (issue 27): a player may pass only when it has no legal move, as in
 * Ataxx and Othello-like games; once every player has passed in turn the game is over, decided
 * as a stalemate. A plain {@code pass} (Janggi) may be played any time outside check.
 */
class PassWhenStuckTest {

    static Variant variant(String pass) throws Exception {
        return Ashtapada.defaults().compile("stuck.variant", """
                variant "Stones that get stuck"
                board { files a..c ranks 1..3 }
                players {
                  white "White" forward north
                  black "Black" forward south
                }
                piece stone { letter S  betza "fmW" }
                setup { white stone: a1  black stone: c3 }
                rules { no check  stalemate draw  %s }
                """.formatted(pass), null);
    }

    @Test
    void a_pass_when_stuck_is_offered_only_without_another_legal_move_and_two_passes_end_the_game() throws Exception {
        Game g = variant("pass when stuck").newGame();
        assertThat(g.legalMoves()).containsExactly("a1a2");
        g.play("a1a2");
        g.play("c3c2");
        g.play("a2a3");
        g.play("c2c1");
        assertThat(g.legalMoves()).as("white's stone is on the last rank").containsExactly("pass");
        g.play("pass");
        assertThat(g.result().isOver()).isFalse();
        assertThat(g.legalMoves()).containsExactly("pass");
        g.play("pass");
        assertThat(g.result().status()).isEqualTo(Result.Status.DRAW);
        assertThat(g.result().reason()).isEqualTo("both passed");
        assertThat(g.perft(1)).isZero();
    }

    @Test
    void a_plain_pass_is_offered_beside_every_move() throws Exception {
        Game g = variant("pass").newGame();
        assertThat(g.legalMoves()).containsExactlyInAnyOrder("a1a2", "pass");
    }

    @Test
    void in_andersanti_a_stuck_player_passes_instead_of_winning_and_two_passes_draw() throws Exception {
        Variant anders = Ashtapada.defaults().load(java.nio.file.Path.of("examples/andersanti.variant"));
        // White's pawn is blocked and is White's only piece: in antichess White would have won.
        Game g = anders.newGame("8/8/8/p7/P7/8/8/7k w - - 0 1");
        assertThat(g.legalMoves()).containsExactly("pass");
        g.play("pass");
        assertThat(g.result().isOver()).isFalse();
        assertThat(g.legalMoves()).hasSize(3);
        // Both stuck: White passes, Black passes, and the game is drawn.
        g = anders.newGame("8/8/8/p7/P7/8/8/8 w - - 0 1");
        g.play("pass");
        assertThat(g.legalMoves()).containsExactly("pass");
        g.play("pass");
        assertThat(g.result().status()).isEqualTo(Result.Status.DRAW);
        assertThat(g.result().reason()).isEqualTo("both passed");
        // Antichess itself, from the same position, gives White the win at once.
        Game anti = Ashtapada.defaults().load(java.nio.file.Path.of("examples/antichess.variant"))
                .newGame("8/8/8/p7/P7/8/8/7k w - - 0 1");
        assertThat(anti.result().status()).isEqualTo(Result.Status.WIN);
    }
}
