package io.ashtapada.variants;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Result;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code bare king loss|draw|win} (issue 27): a player left with one piece loses (shatranj), the
 * game is drawn (shatar), or the bare player wins (losers). White takes Black's last piece but
 * the king with a rook, keeping two more pieces, so no reply can bare White.
 */
class BareKingVerdictTest {

    static Game bared(String verdict) throws Exception {
        Variant v = Ashtapada.defaults().compile("bare.variant", """
                variant "Bare king %s" extends "chess.variant"
                setup "n3k3/8/8/8/8/8/8/R3K2R w - - 0 1"
                rules { check  stalemate draw  bare king %s }
                """.formatted(verdict, verdict), java.nio.file.Path.of("examples"));
        Game g = v.newGame();
        g.play("Rxa8+");
        return g;
    }

    @Test
    void bare_king_loss_the_bare_player_loses_as_in_shatranj() throws Exception {
        Result r = bared("loss").result();
        assertThat(r.winner()).isEqualTo("white");
        assertThat(r.reason()).isEqualTo("bare king");
    }

    @Test
    void bare_king_draw_the_game_is_drawn_as_in_shatar() throws Exception {
        Result r = bared("draw").result();
        assertThat(r.status()).isEqualTo(Result.Status.DRAW);
        assertThat(r.reason()).isEqualTo("bare king");
    }

    @Test
    void bare_king_win_the_bare_player_wins_as_in_losers() throws Exception {
        Game g = bared("win");
        assertThat(g.result().winner()).isEqualTo("black");
        assertThat(g.legalMoves()).isEmpty();
    }

    @Test
    void bare_king_win_with_four_players_ends_the_game_with_the_bare_player_first() throws Exception {
        Game g = FourPlayerEndRulesTest.game(FourPlayerEndRulesTest.KINGS
                + "  white queen: d1  white rook: a1  black rook: d8  red rook: a2  green rook: h2", "check  bare king win");
        g.play("d1d8");
        assertThat(g.result().winner()).isEqualTo("black");
        assertThat(g.places()).containsEntry("black", 1).containsEntry("white", 2);
    }
}
