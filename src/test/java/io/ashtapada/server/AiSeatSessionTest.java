package io.ashtapada.server;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** An AI seat's turn inside a game session: a choice applies only to the game it was searched for, and a bad one never stalls the game. */
class AiSeatSessionTest {
    private static GameSession chessAgainstAi() throws Exception {
        Variant chess = Ashtapada.defaults().load(Path.of("examples/chess.variant"));
        GameSession s = new GameSession("g", "chess", "client",
                List.of(GameSession.Seat.HUMAN, new GameSession.Seat(GameSession.Seat.Kind.AI, 50)), chess.newGame(), 1);
        s.act("e4", null, null, null, s.view().state().toMove());
        return s;
    }

    @Test
    void a_choice_searched_before_an_undo_is_dropped() throws Exception {
        GameSession s = chessAgainstAi();
        GameSession.AiTurn turn = s.aiTurn();
        assertThat(turn.game().history()).containsExactly("e2e4");
        s.undo();
        assertThat(s.applyAi(turn, "e5", null)).isEqualTo(GameSession.AiApplied.STALE);
        assertThat(s.view().history()).isEmpty();
    }

    @Test
    void a_refused_or_missing_choice_is_replaced_by_a_random_turn_and_reported() throws Exception {
        GameSession s = chessAgainstAi();
        assertThat(s.applyAi(s.aiTurn(), "Ke9", null)).isEqualTo(GameSession.AiApplied.APPLIED);
        assertThat(s.view().history()).hasSize(2);
        assertThat(s.view().hookFailures()).anySatisfy(f -> assertThat(f).contains("could not play Ke9", "played at random"));
        s.act("d4", null, null, null, s.view().state().toMove());
        assertThat(s.applyAi(s.aiTurn(), null, "out of memory")).isEqualTo(GameSession.AiApplied.APPLIED);
        assertThat(s.view().history()).hasSize(4);
        assertThat(s.aiToMove()).isFalse();
    }

    @Test
    void seats_read_as_the_command_line_writes_them_within_the_servers_bound() {
        assertThat(GameSession.Seat.parse("ai", 5000)).isEqualTo(new GameSession.Seat(GameSession.Seat.Kind.AI, 100));
        assertThat(GameSession.Seat.parse("ai:250", 5000).text()).isEqualTo("ai:250");
        assertThat(GameSession.Seat.parse("ai", 40).ms()).isEqualTo(40);
        for (String bad : List.of("ai:251", "ai:d2", "ai:", "AI", "ai:1e3")) {
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> GameSession.Seat.parse(bad, 250)).isInstanceOf(ApiError.class);
        }
    }

    @Test
    void where_replaying_the_record_is_slow_the_ai_searches_a_copy_of_the_position_with_the_same_legal_moves() throws Exception {
        Variant guru = Ashtapada.defaults().load(Path.of("variants-dsl/guru-mahachaturaji.variant"));
        io.ashtapada.api.Game g = guru.newGame();
        io.ashtapada.api.RandomPlayer r = new io.ashtapada.api.RandomPlayer(3);
        while (g.movesMade() < 40 || !g.sideToMove().equals("red")) r.playTurn(g);
        GameSession.Seat ai = new GameSession.Seat(GameSession.Seat.Kind.AI, 50);
        GameSession s = new GameSession("g", "guru", "client", List.of(GameSession.Seat.HUMAN, ai, ai, ai), g, 1);
        s.act(s.view().state().legalActions().get(0).text(), null, null, null, s.view().state().toMove());
        // The first copy replays the record (40 plies of hooks: far over the 5 ms budget) ...
        GameSession.AiTurn first = s.aiTurn();
        assertThat(first.game().history()).isEqualTo(s.view().history());
        // ... so the next one copies the position: no history, the same choices.
        GameSession.AiTurn second = s.aiTurn();
        assertThat(second.game().history()).isEmpty();
        assertThat(second.game().position()).isEqualTo(s.view().position());
        assertThat(new java.util.HashSet<>(second.game().legalMoves())).isEqualTo(new java.util.HashSet<>(first.game().legalMoves()));
    }
}
