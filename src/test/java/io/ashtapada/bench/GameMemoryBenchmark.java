package io.ashtapada.bench;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Variant;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * How much heap one live game holds, fresh and after some random plies: a benchmark, not a
 * test (the figures depend on the JVM and its settings, so nothing here asserts).
 *
 * <p>For each definition it loads the variant once, keeps {@code games} live games from
 * {@code newGame()}, and measures the used heap after several rounds of {@code System.gc()}
 * before the games exist, with the fresh games, and after each game has played {@code plies}
 * random legal moves through the public API ({@code legalMoves()}, {@code play(move)}). A game
 * that ends before that is replaced by a new one that starts again (counted as a restart).
 * It prints bytes per game. The shared compiled model is loaded before the first
 * measurement, so it is not counted per game.
 *
 * <p>Run it from the project folder after {@code mvn -q -B -DskipTests test-compile dependency:build-classpath -Dmdep.outputFile=cp.txt}:
 * <pre>
 *   java -Xmx8g -cp target/classes:target/test-classes:$(cat cp.txt) io.ashtapada.bench.GameMemoryBenchmark \
 *       [--games 10000] [--plies 300] [--seed 1] [DEFINITION ...]
 * </pre>
 * Without definitions it measures {@code examples/chess.variant} and
 * {@code variants-dsl/omega-chess.variant}.
 */
public final class GameMemoryBenchmark {
    private GameMemoryBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int games = 10_000, plies = 300;
        long seed = 1;
        List<String> files = new java.util.ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--games" -> games = Integer.parseInt(args[++i]);
                case "--plies" -> plies = Integer.parseInt(args[++i]);
                case "--seed" -> seed = Long.parseLong(args[++i]);
                default -> files.add(args[i]);
            }
        }
        if (files.isEmpty()) files = List.of("examples/chess.variant", "variants-dsl/omega-chess.variant");
        System.out.printf(Locale.ROOT, "%-36s %8s %6s %14s %14s %9s%n", "definition", "games", "plies",
                "fresh B/game", "played B/game", "restarts");
        for (String f : files) measure(f, games, plies, seed);
    }

    private static void measure(String file, int count, int plies, long seed) throws Exception {
        Variant v = Ashtapada.defaults().load(Path.of(file));
        // Warm the classes and the variant's shared tables so they are not counted per game.
        warmUp(v, plies, seed);
        long base = usedHeap();
        Game[] games = new Game[count];
        for (int i = 0; i < count; i++) games[i] = v.newGame();
        long fresh = usedHeap();
        SplittableRandom rnd = new SplittableRandom(seed);
        long restarts = 0;
        for (int i = 0; i < count; i++) {
            while (!play(games[i], plies, rnd)) {
                games[i] = v.newGame();
                restarts++;
            }
        }
        long played = usedHeap();
        System.out.printf(Locale.ROOT, "%-36s %8d %6d %14d %14d %9d%n", file, count, plies,
                (fresh - base) / count, (played - base) / count, restarts);
        // Keep the games reachable until after the last measurement.
        if (games[count - 1].movesMade() != plies) throw new IllegalStateException("a game is short");
    }

    /** Plays random legal moves until the game has {@code plies}; false when it ended before. */
    private static boolean play(Game g, int plies, SplittableRandom rnd) throws Exception {
        while (g.movesMade() < plies) {
            if (g.result().isOver()) return false;
            List<String> moves = g.legalMoves();
            if (moves.isEmpty()) return false;
            g.play(moves.get(rnd.nextInt(moves.size())));
        }
        return true;
    }

    private static void warmUp(Variant v, int plies, long seed) throws Exception {
        SplittableRandom rnd = new SplittableRandom(seed ^ 0x9e3779b97f4a7c15L);
        for (int i = 0; i < 20; i++) play(v.newGame(), plies, rnd);
    }

    /** Used heap after the collector has had several full rounds to settle. */
    private static long usedHeap() throws InterruptedException {
        Runtime rt = Runtime.getRuntime();
        long best = Long.MAX_VALUE;
        for (int round = 0; round < 6; round++) {
            System.gc();
            Thread.sleep(50);
            best = Math.min(best, rt.totalMemory() - rt.freeMemory());
        }
        return best;
    }
}
