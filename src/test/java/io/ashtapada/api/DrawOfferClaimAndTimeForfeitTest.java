package io.ashtapada.api;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The turn core's draw offers and acceptances, draw claims with the move that reaches the
 * fifty-move count or a repetition, and loss on time: each recorded, replayed and undone like
 * every other action, and each refusal leaving the game as it was.
 */
class DrawOfferClaimAndTimeForfeitTest {
    private static final Variant CHESS = load("examples/chess.variant");
    private static final Variant GURU = load("variants-dsl/guru-mahachaturaji.variant");

    private static Variant load(String file) {
        try {
            return Ashtapada.defaults().load(Path.of(file));
        } catch (DefinitionException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Game play(Variant v, String... moves) throws Exception {
        Game g = v.newGame();
        for (String m : moves) g.play(m);
        return g;
    }

    @Test
    void a_draw_offer_stands_until_the_other_player_moves_and_its_acceptance_draws_by_agreement() throws Exception {
        Game g = play(CHESS, "e4");
        g.offerDraw("white");
        assertThat(g.drawOffers()).containsExactly("white");
        assertThat(g.state().drawOffers()).containsExactly("white");
        assertThat(g.result().isOver()).isFalse();
        g.acceptDraw("black");
        assertThat(g.result()).isEqualTo(new Result(Result.Status.DRAW, null, "agreement"));
        String record = g.record(Map.of());
        assertThat(record).contains("w offer-draw", "b accept-draw", "[Termination \"agreement\"]");
        assertThat(Game.replay(CHESS, record).result()).isEqualTo(g.result());
        assertThat(g.undo()).isTrue();
        assertThat(g.result().isOver()).isFalse();
        assertThat(g.drawOffers()).containsExactly("white");
    }

    @Test
    void a_draw_offer_lapses_when_the_other_player_moves_and_a_late_acceptance_is_refused() throws Exception {
        Game g = play(CHESS, "e4");
        g.offerDraw("white");
        g.play("e5");
        assertThat(g.drawOffers()).isEmpty();
        String before = g.record(Map.of());
        assertThatThrownBy(() -> g.acceptDraw("black")).isInstanceOf(IllegalMoveException.class)
                .hasMessageContaining("no draw offer of another player stands");
        assertThatThrownBy(() -> g.acceptDraw("white")).isInstanceOf(IllegalMoveException.class);
        assertThat(g.record(Map.of())).isEqualTo(before);
        // The offerer's own move does not withdraw it: it stands until the other player moves.
        g.offerDraw("white");
        g.play("Nf3");
        assertThat(g.drawOffers()).containsExactly("white");
        assertThatThrownBy(() -> g.offerDraw("white")).isInstanceOf(IllegalMoveException.class).hasMessageContaining("stands already");
        assertThatThrownBy(() -> g.play("offer-draw")).isInstanceOf(IllegalMoveException.class).hasMessageContaining("is not a move");
    }

    @Test
    void with_four_players_a_draw_is_agreed_only_when_every_player_in_the_game_agrees() throws Exception {
        Game g = GURU.newGame();
        g.offerDraw("red");
        g.acceptDraw("blue");
        g.acceptDraw("yellow");
        assertThat(g.result().isOver()).isFalse();
        assertThat(g.drawOffers()).containsExactly("red", "blue", "yellow");
        g.acceptDraw("green");
        assertThat(g.result().status()).isEqualTo(Result.Status.DRAW);
        assertThat(g.result().reason()).isEqualTo("agreement");
        assertThat(Game.replay(GURU, g.record(Map.of())).result()).isEqualTo(g.result());
    }

    @Test
    void the_fifty_move_rule_is_claimed_with_the_move_that_reaches_the_count() throws Exception {
        Game g = CHESS.newGame("7k/8/8/8/8/8/8/K5R1 w - - 99 80");
        List<Game.Claim> claims = g.claims();
        assertThat(claims).isNotEmpty().allSatisfy(c -> assertThat(c.reason()).isEqualTo("fifty-move rule"));
        assertThat(claims).extracting(Game.Claim::coordinate).contains("g1g2", "a1b1");
        assertThat(g.state().claims()).isEqualTo(claims);
        g.claimDraw("Rg2");
        assertThat(g.result()).isEqualTo(new Result(Result.Status.DRAW, null, "fifty-move rule"));
        assertThat(g.record(Map.of())).contains("[Termination \"fifty-move rule\"]");
    }

    @Test
    void a_refused_claim_leaves_the_game_unchanged() throws Exception {
        Game g = CHESS.newGame("7k/8/8/8/8/8/8/K5R1 w - - 97 80");
        assertThat(g.claims()).isEmpty();
        String before = g.record(Map.of());
        assertThatThrownBy(() -> g.claimDraw("Rg2")).isInstanceOf(IllegalMoveException.class)
                .hasMessageContaining("no draw to claim with Rg2").hasMessageContaining("97 so far");
        assertThatThrownBy(() -> g.claimDraw("Rg9")).isInstanceOf(IllegalMoveException.class);
        assertThat(g.record(Map.of())).isEqualTo(before);
        assertThat(g.position()).isEqualTo("7k/8/8/8/8/8/8/K5R1 w - - 97 80");
    }

    @Test
    void repetition_is_claimed_with_the_move_that_repeats_the_position_the_third_time() throws Exception {
        Game g = play(CHESS, "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1");
        assertThat(g.claims()).containsExactly(new Game.Claim("repetition", "Ng8", "f6g8"));
        assertThatThrownBy(() -> g.claimDraw("Nh5")).isInstanceOf(IllegalMoveException.class);
        g.claimDraw("f6g8");
        assertThat(g.result()).isEqualTo(new Result(Result.Status.DRAW, null, "repetition"));
    }

    @Test
    void a_player_who_runs_out_of_time_loses_on_time_in_the_state_the_record_and_its_replay() throws Exception {
        Game g = play(CHESS, "e4");
        g.loseOnTime("black");
        assertThat(g.result()).isEqualTo(new Result(Result.Status.WIN, "white", "time forfeit"));
        String record = g.record(Map.of());
        assertThat(record).contains("[Termination \"time forfeit\"]", "b timeout").doesNotContain("resign");
        Game replayed = Game.replay(CHESS, record);
        assertThat(replayed.result()).isEqualTo(g.result());
        assertThat(replayed.record(Map.of())).isEqualTo(record);
        assertThatThrownBy(() -> g.play("e5")).isInstanceOf(IllegalMoveException.class).hasMessageContaining("time forfeit");
        assertThat(g.undo()).isTrue();
        assertThat(g.result().isOver()).isFalse();
        assertThatThrownBy(() -> g.play("timeout")).isInstanceOf(IllegalMoveException.class).hasMessageContaining("is not a move");
    }

    @Test
    void with_four_players_the_player_who_runs_out_of_time_leaves_the_game() throws Exception {
        Game g = GURU.newGame();
        g.loseOnTime("red");
        assertThat(g.eliminated()).containsExactly("red");
        assertThat(g.result().isOver()).isFalse();
        assertThat(g.sideToMove()).isEqualTo("blue");
        g.loseOnTime("blue");
        g.loseOnTime("yellow");
        assertThat(g.result()).isEqualTo(new Result(Result.Status.WIN, "green", "time forfeit"));
        assertThat(g.places()).containsEntry("green", 1).containsEntry("red", 4);
        assertThat(Game.replay(GURU, g.record(Map.of())).result()).isEqualTo(g.result());
    }
}
