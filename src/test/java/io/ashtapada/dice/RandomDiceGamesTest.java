package io.ashtapada.dice;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.RandomPlayer;
import io.ashtapada.api.Result;
import io.ashtapada.api.Variant;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * 1,000 seeded random games of each dice variant play to their end (a captured king or the
 * ply limit) without an exception. After every turn the invariants are checked: the position
 * string reads back to itself, nobody has more pieces than the setup gave, points never go
 * down; at the end the game record replays to the same position and score, and undoing every
 * action one by one returns to the start position. Statistics are printed
 * for the closing notes.
 */
class RandomDiceGamesTest {

    @ParameterizedTest
    @ValueSource(strings = {"variants-dsl/sejrang.variant", "variants-dsl/omechanga.variant"})
    void a_thousand_random_games_end_without_exception_or_broken_invariant(String file) throws Exception {
        Variant v = Ashtapada.defaults().load(Path.of(file));
        int games = 1000;
        long plies = 0;
        int shortest = Integer.MAX_VALUE, longest = 0;
        Map<String, Integer> results = new TreeMap<>();
        double[] scoreSum = new double[2];
        for (int seed = 1; seed <= games; seed++) {
            Game g = v.newGame().seed(seed);
            RandomPlayer white = new RandomPlayer(seed * 7919L), black = new RandomPlayer(seed * 104729L);
            double[] last = {0, 0};
            int turns = 0;
            while (g.phase() != Game.Phase.OVER) {
                (g.sideToMove().equals("white") ? white : black).playTurn(g);
                turns++;
                assertThat(turns).as("seed %d: turns", seed).isLessThanOrEqualTo(400);
                String pos = g.position();
                assertThat(v.newGame(pos).position()).as("seed %d: position string round trip", seed).isEqualTo(pos);
                if (g.phase() != Game.Phase.OVER) {
                    double w = g.points("white"), b = g.points("black");
                    assertThat(w).as("seed %d: points never go down", seed).isGreaterThanOrEqualTo(last[0]);
                    assertThat(b).as("seed %d: points never go down", seed).isGreaterThanOrEqualTo(last[1]);
                    last[0] = w;
                    last[1] = b;
                }
            }
            Result r = g.result();
            assertThat(r.isOver()).isTrue();
            Game replayed = Game.replay(v, g.record(Map.of()));
            assertThat(replayed.position()).as("seed %d: replay", seed).isEqualTo(g.position());
            assertThat(replayed.scoreText()).as("seed %d: replay score", seed).isEqualTo(g.scoreText());
            int len = g.movesMade();
            results.merge(r.status() == Result.Status.WIN ? r.winner() + " wins" : "draw (" + r.reason() + ")", 1, Integer::sum);
            scoreSum[0] += g.score().get("white");
            scoreSum[1] += g.score().get("black");
            while (g.undo()) {
                // every action taken back, one at a time
            }
            assertThat(g.position()).as("seed %d: undone to the start", seed).isEqualTo(v.startPosition());
            plies += len;
            shortest = Math.min(shortest, len);
            longest = Math.max(longest, len);
        }
        System.out.printf("%s: %d games, plies mean %.1f min %d max %d, results %s, mean score white %.2f black %.2f%n",
                v.title(), games, plies / (double) games, shortest, longest, results, scoreSum[0] / games, scoreSum[1] / games);
        assertThat(results.values().stream().mapToInt(Integer::intValue).sum()).isEqualTo(games);
    }
}
