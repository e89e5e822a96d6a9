package io.ashtapada.api;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The computer player against the random player, and its answers through the API. */
class ComputerPlayerTest {

    /**
     * Plays {@code games} games, the computer taking each seat in turn (the others random),
     * and returns its total score (a win 1, a first place shared by k players 1/k).
     */
    static double aiScore(String file, int games, int depth, long seed) throws Exception {
        Variant v = Ashtapada.defaults().load(Path.of(file));
        List<String> players = v.players();
        int n = players.size();
        ComputerPlayer ai = new ComputerPlayer(v);
        double total = 0;
        for (int i = 0; i < games; i++) {
            Game g = v.newGame().seed(seed + i);
            int aiSeat = i % n;
            ai.seed(seed + i);
            RandomPlayer random = new RandomPlayer(seed * 7 + i);
            while (g.phase() != Game.Phase.OVER) {
                if (players.indexOf(g.sideToMove()) == aiSeat) ai.playTurn(g, ComputerPlayer.Limits.depth(depth));
                else random.playTurn(g);
            }
            Map<String, Integer> places = g.places();
            long firsts = places.values().stream().filter(p -> p == 1).count();
            if (places.get(players.get(aiSeat)) == 1) total += 1.0 / firsts;
        }
        return total;
    }

    @Test
    void the_computer_beats_the_random_player_in_chess_with_either_colour() throws Exception {
        assertThat(aiScore("examples/chess.variant", 2, 2, 1)).isEqualTo(2.0);
    }

    @Test
    void the_computer_beats_the_random_player_in_omega_chess_with_either_colour() throws Exception {
        assertThat(aiScore("variants-dsl/omega-chess.variant", 2, 2, 1)).isEqualTo(2.0);
    }

    @Test
    void the_computer_beats_the_random_player_in_sejrang_with_either_colour() throws Exception {
        assertThat(aiScore("variants-dsl/sejrang.variant", 2, 1, 1)).isEqualTo(2.0);
    }

    @Test
    @Tag("slow")
    void the_computer_beats_three_random_players_in_guru_mahachaturaji_from_each_seat() throws Exception {
        assertThat(aiScore("variants-dsl/guru-mahachaturaji.variant", 4, 1, 1)).isGreaterThanOrEqualTo(3.0);
    }

    @Test
    void a_suggestion_names_a_legal_move_and_leaves_the_game_as_it_was() throws Exception {
        Variant v = Ashtapada.defaults().load(Path.of("examples/chess.variant"));
        Game g = v.newGame("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
        String before = g.position();
        ComputerPlayer.Suggestion s = new ComputerPlayer(v).suggest(g, ComputerPlayer.Limits.depth(3));
        assertThat(s.choice()).isEqualTo("Rd8#");
        assertThat(s.mateIn()).isEqualTo(1);
        assertThat(g.position()).isEqualTo(before);
        assertThat(g.legalMovesDisplay()).contains(s.choice());
    }

    @Test
    void a_decision_given_exactly_a_time_searches_until_that_time_is_up() throws Exception {
        // UCI's go movetime and XBoard's st: the whole time, not "no new iteration after half".
        Variant v = Ashtapada.defaults().load(Path.of("examples/chess.variant"));
        ComputerPlayer.Suggestion s = new ComputerPlayer(v).suggest(v.newGame(), ComputerPlayer.Limits.exactly(300));
        assertThat(s.millis()).isGreaterThanOrEqualTo(300);
        assertThat(s.depth()).isPositive();
    }

    @Test
    void a_suggestion_is_refused_while_the_dice_are_to_be_rolled_and_once_the_game_is_over() throws Exception {
        Variant v = Ashtapada.defaults().load(Path.of("variants-dsl/sejrang.variant"));
        Game g = v.newGame();
        ComputerPlayer ai = new ComputerPlayer(v);
        assertThatThrownBy(() -> ai.suggest(g, ComputerPlayer.Limits.time(100))).isInstanceOf(IllegalMoveException.class)
                .hasMessageContaining("rolled");
        g.resign();
        assertThatThrownBy(() -> ai.suggest(g, ComputerPlayer.Limits.time(100))).isInstanceOf(IllegalMoveException.class)
                .hasMessageContaining("over");
    }
}
