package io.ashtapada.cli;

import io.ashtapada.api.Game;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;

/** {@code ashtapada bench [FILE]}: a perft benchmark in nodes per second. */
@Command(name = "bench", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = {"Runs perft at one depth at least three times (after a warm-up), and on until the runs took 3 s in all (--seconds), and prints the best nodes per second.",
                "Without FILE it benchmarks the shipped chess."},
        exitCodeListHeading = "%nExit codes:%n", exitCodeList = {Main.EXIT_0, Main.EXIT_1, Main.EXIT_2},
        footerHeading = "%nExamples:%n",
        footer = {"  ashtapada bench",
                "  ashtapada bench omega-chess --depth 4",
                "  ashtapada bench sejrang --depth 2 --roll 3,4", ""})
final class BenchCommand implements Callable<Integer> {
    private final Streams io;

    @Parameters(index = "0", arity = "0..1", paramLabel = "FILE", description = "The variant definition (default: chess).")
    String file;
    @Option(names = {"-d", "--depth"}, paramLabel = "N", description = "Perft depth (default: 5, or 2 for a dice game).")
    Integer depth;
    @Option(names = "--fen", paramLabel = "POS", description = "Start from this position string.")
    String fen;
    @Option(names = "--moves", paramLabel = "MOVES", description = "Play these moves first (space-separated).")
    String moves;
    @Option(names = "--seconds", paramLabel = "S", description = "Run on until the runs took S seconds in all (default 3).")
    private Integer seconds;

    @Option(names = "--roll", paramLabel = "A,B", description = "Dice games: the faces rolled at the first ply.")
    String roll;

    BenchCommand(Streams io) {
        this.io = io;
    }

    private static final int MIN_RUNS = 3, MAX_RUNS = 100;
    private static final long MIN_MEASURED_NS = 3_000_000_000L;

    @Override
    public Integer call() throws Main.UsageException {
        if (depth != null && depth < 1) throw new Main.UsageException("--depth needs a number of 1 or more, not " + depth);
        if (file == null) file = "chess";
        Game g = Main.setUp(io, file, fen, moves, roll);
        if (g == null) return Main.INVALID;
        if (depth == null) depth = g.hasDice() ? 2 : 5;
        if (g.hasDice()) {
            // A dice perft expands every distinct roll at each ply: say so, since it grows much faster than chess.
            io.out().println(g.variant().title() + " has dice: each ply expands every distinct roll"
                    + (g.phase() == Game.Phase.ROLL ? ", the first ply too (give --roll a,b to fix it)" : " after the first")
                    + "; see docs/dice.md, Dice perft");
        }
        io.out().println("bench " + g.variant().title() + " perft " + depth + " from " + g.position());
        try (Progress p = Progress.start(io, "bench warm-up, perft " + Math.max(1, depth - 1))) {
            g.perft(Math.max(1, depth - 1));
        }
        // Short perfts are still warming up after three runs (a Sejrang perft 3 took 400, 143 and 82 ms):
        // run on until the runs have taken MIN_MEASURED_NS in all, so that small benchmarks compare fairly.
        long best = 0, nodes = 0, measured = 0;
        if (seconds != null && (seconds < 1 || seconds > 3600)) throw new Main.UsageException("--seconds must be 1 to 3600, not " + seconds);
        long minMeasured = seconds == null ? MIN_MEASURED_NS : seconds * 1_000_000_000L;
        for (int i = 0; i < MAX_RUNS && (i < MIN_RUNS || measured < minMeasured); i++) {
            long t0 = System.nanoTime();
            try (Progress p = Progress.start(io, "bench run " + (i + 1) + ", perft " + depth)) {
                g.forgetHookResults(); // every run calls the hooks afresh (no answers kept from the last)
                nodes = g.perft(depth);
            }
            long ns = System.nanoTime() - t0;
            measured += ns;
            long nps = (long) (nodes * 1e9 / Math.max(1, ns));
            best = Math.max(best, nps);
            io.out().printf(Locale.ROOT, "run %d nodes %d time %d nps %d%n", i + 1, nodes, ns / 1_000_000, nps);
        }
        io.out().printf(Locale.ROOT, "best nps %d%n", best);
        return Main.OK;
    }
}
