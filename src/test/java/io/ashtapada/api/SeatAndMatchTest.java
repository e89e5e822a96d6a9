package io.ashtapada.api;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * One seat reader ({@link Seat}) for the command line and the server, and one match
 * ({@link Match}) for {@code play --match} and {@code match}: seats move round the players from
 * game to game, and each seat's standing adds its result shares and points.
 */
class SeatAndMatchTest {

    @Test
    void every_seat_form_reads_and_writes_back() {
        assertThat(Seat.parse("human", 100)).isEqualTo(Seat.HUMAN);
        assertThat(Seat.parse("random", 100)).isEqualTo(Seat.RANDOM);
        assertThat(Seat.parse("ai", 250)).isEqualTo(new Seat(Seat.Kind.AI, 250, 0, null));
        assertThat(Seat.parse("ai:40", 100).millis()).isEqualTo(40);
        assertThat(Seat.parse("ai:d3", 100).depth()).isEqualTo(3);
        assertThat(Seat.parse("ai:d3:brs", 100)).isEqualTo(new Seat(Seat.Kind.AI, 0, 3, "brs"));
        assertThat(Seat.parse("ai:maxn", 100)).isEqualTo(new Seat(Seat.Kind.AI, 100, 0, "maxn"));
        for (String t : List.of("human", "random", "ai:100", "ai:d3", "ai:d3:brs", "ai:200:maxn")) {
            assertThat(Seat.parse(t, 100).text()).isEqualTo(t);
        }
    }

    @Test
    void a_bad_seat_is_refused_with_one_line_quoting_at_most_40_characters() {
        for (String t : List.of("robot", "ai:0", "ai:d0", "ai:d65", "ai:-5", "ai:d3:brs:maxn", "ai:x", "", "a".repeat(10_000))) {
            assertThatThrownBy(() -> Seat.parse(t, 100)).isInstanceOf(IllegalArgumentException.class)
                    .satisfies(e -> assertThat(e.getMessage()).startsWith("a seat is human, random, ai").doesNotContain("\n")
                            .hasSizeLessThan(260));
        }
    }

    @Test
    void seats_move_round_the_players_and_the_standings_follow_the_seat_not_the_player() throws Exception {
        Variant chess = Ashtapada.defaults().load(Path.of("examples/chess.variant"));
        Match m = new Match(chess, List.of("a", "b"));
        assertThat(m.playerOf(0, 0)).isZero();
        assertThat(m.playerOf(0, 1)).isEqualTo(1);
        assertThat(m.seatOf(0, 1)).isEqualTo(1);
        // Game 0: white (seat a) wins; game 1: seat a plays black, and white (seat b) wins again.
        Game g0 = chess.newGame();
        for (String mv : List.of("f3", "e5", "g4", "Qh4#")) g0.play(mv);
        m.add(0, g0);
        Game g1 = chess.newGame();
        for (String mv : List.of("f3", "e5", "g4", "Qh4#")) g1.play(mv);
        m.add(1, g1);
        // Black won both: seat b in game 0, seat a in game 1.
        assertThat(m.standings()).extracting(Match.Standing::wins).containsExactly(1, 1);
        assertThat(m.standings()).extracting(Match.Standing::losses).containsExactly(1, 1);
        assertThat(m.standings().get(0).mean()).isEqualTo(0.5);
    }

    @Test
    void a_played_match_is_the_same_for_the_same_seed() throws Exception {
        Variant chess = Ashtapada.defaults().load(Path.of("examples/chess.variant"));
        List<Seat> seats = List.of(Seat.parse("ai:d1", 100), Seat.parse("random", 100));
        Match a = Match.play(chess, seats, 4, 7, m -> { });
        Match b = Match.play(chess, seats, 4, 7, m -> { });
        assertThat(a.standings()).isEqualTo(b.standings());
        assertThat(a.standings()).extracting(Match.Standing::games).containsExactly(4, 4);
        assertThat(a.standings().get(0).score() + a.standings().get(1).score()).isEqualTo(4.0);
        assertThatThrownBy(() -> Match.play(chess, List.of(Seat.HUMAN, Seat.RANDOM), 1, 1, m -> { }))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
