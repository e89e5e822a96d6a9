package io.ashtapada.bench;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.RandomPlayer;
import io.ashtapada.api.Result;
import io.ashtapada.api.Variant;

import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/**
 * Seeded random games of a variant, checked as the random-game tests check them (position
 * string after every turn, record replay, undo to the start), for seeds FROM..TO: the slow
 * tests' work split into shards that run side by side. Prints wins per player and lengths.
 *
 * <pre>
 * mvn -q -B test-compile dependency:build-classpath -Dmdep.outputFile=cp.txt
 * java -cp target/classes:target/test-classes:$(cat cp.txt) io.ashtapada.bench.RandomGamesRun \
 *     variants-dsl/guru-mahachaturaji.variant 1 500
 * </pre>
 */
public final class RandomGamesRun {
    public static void main(String[] args) throws Exception {
        Variant v = Ashtapada.defaults().load(Path.of(args[0]));
        int from = Integer.parseInt(args[1]), to = Integer.parseInt(args[2]);
        Map<String, Integer> results = new TreeMap<>();
        long plies = 0;
        int shortest = Integer.MAX_VALUE, longest = 0, eliminations = 0;
        long t0 = System.nanoTime();
        for (int seed = from; seed <= to; seed++) {
            Game g = v.newGame().seed(seed);
            RandomPlayer player = new RandomPlayer(seed);
            while (!g.result().isOver()) {
                player.playTurn(g);
                String pos = g.position();
                if (!v.newGame(pos).position().equals(pos)) throw new AssertionError("seed " + seed + ": round trip of " + pos);
            }
            Game back = Game.replay(v, g.record(Map.of()));
            if (!back.position().equals(g.position()) || !back.places().equals(g.places())) {
                throw new AssertionError("seed " + seed + ": the record does not replay");
            }
            int len = g.movesMade();
            plies += len;
            shortest = Math.min(shortest, len);
            longest = Math.max(longest, len);
            eliminations += g.eliminated().size();
            Result r = g.result();
            results.merge(r.status() == Result.Status.WIN ? r.winner() + " wins" : "draw (" + r.reason() + ")", 1, Integer::sum);
            while (g.undo()) {
                // back to the start
            }
            if (!g.position().equals(v.startPosition())) throw new AssertionError("seed " + seed + ": undo to the start");
            if ((seed - from + 1) % 25 == 0) {
                System.out.printf("  %d games: plies %d, eliminations %d, %s%n", seed - from + 1, plies, eliminations, results);
            }
        }
        int games = to - from + 1;
        System.out.printf("%s seeds %d..%d: %d games, plies mean %.1f min %d max %d, eliminations %d, %s, %.0f s%n", v.title(),
                from, to, games, plies / (double) games, shortest, longest, eliminations, results, (System.nanoTime() - t0) / 1e9);
    }
}
