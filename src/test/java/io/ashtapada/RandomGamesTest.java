package io.ashtapada;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.RandomPlayer;
import io.ashtapada.api.Result;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Seeded random games of the variants without dice (the dice variants have their own, in
 * {@code dice.RandomDiceGamesTest}) play to the end; every record replays to the same final
 * position and score, and undoing the whole game action by action returns to the start
 * position string: 1,000 games of each, except Guru Mahachaturanga, whose JavaScript hooks make
 * its 1,000 games a tagged slow test ({@code mvn verify -Pslow}).
 */
class RandomGamesTest {

    @ParameterizedTest(name = "{0}: {1} games")
    @CsvSource({"examples/chess.variant, 1000", "examples/sittuyin.variant, 100", "variants-dsl/omega-chess.variant, 1000",
            "variants-dsl/omega-transplant.variant, 1000", "variants-dsl/guru-mahachaturanga.variant, 3"})
    void random_games_replay_from_their_records_and_undo_to_the_start(String file, int games) throws Exception {
        play(file, games);
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0}: 1,000 games")
    @CsvSource({"variants-dsl/guru-mahachaturanga.variant"})
    void a_thousand_random_games_replay_and_undo_to_the_start(String file) throws Exception {
        play(file, 1000);
    }

    private static void play(String file, int games) throws Exception {
        Variant v = Ashtapada.defaults().load(Path.of(file));
        long plies = 0;
        Map<String, Integer> results = new TreeMap<>();
        long t0 = System.nanoTime();
        for (int seed = 1; seed <= games; seed++) {
            Game g = v.newGame().seed(seed);
            RandomPlayer player = new RandomPlayer(seed * 7919L);
            while (g.phase() != Game.Phase.OVER) player.playTurn(g);
            Result r = g.result();
            Game replayed = Game.replay(v, g.record(Map.of("Seed", Integer.toString(seed))));
            assertThat(replayed.position()).as("seed %d: replay", seed).isEqualTo(g.position());
            assertThat(replayed.result()).as("seed %d: replay result", seed).isEqualTo(r);
            assertThat(replayed.scoreText()).as("seed %d: replay score", seed).isEqualTo(g.scoreText());
            plies += g.movesMade();
            results.merge(r.status() == Result.Status.WIN ? r.winner() + " wins" : "draw (" + r.reason() + ")", 1, Integer::sum);
            while (g.undo()) {
                // every action taken back, one at a time
            }
            assertThat(g.position()).as("seed %d: undone to the start", seed).isEqualTo(v.startPosition());
        }
        System.out.printf("%s: %d games, plies mean %.1f, results %s, %.1f s%n", v.title(), games, plies / (double) games,
                results, (System.nanoTime() - t0) / 1e9);
    }
}
