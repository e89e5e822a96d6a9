package io.ashtapada.cli;

import io.ashtapada.api.Game;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

/** {@code ashtapada perft FILE --depth N}: counts the leaves of the legal move tree. */
@Command(name = "perft", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = {"Counts the leaves of the legal move tree, depth by depth: "
                + "'depth D nodes COUNT time MS nps NPS'.",
                "In a dice game each later ply expands every distinct roll once (see docs/dice.md, Dice perft)."},
        exitCodeListHeading = "%nExit codes:%n", exitCodeList = {Main.EXIT_0, Main.EXIT_1, Main.EXIT_2},
        footerHeading = "%nExamples:%n",
        footer = {"  ashtapada perft chess --depth 5",
                "  ashtapada perft chess -d 2 --moves \"e2e4 e7e5\" --divide",
                "  ashtapada perft sejrang --depth 2 --roll 1,2", ""})
final class PerftCommand implements Callable<Integer> {
    private final Streams io;

    @Parameters(index = "0", paramLabel = "FILE", description = "The variant definition: a file, or a shipped variant's name (ashtapada variants).")
    String file;
    // Checked in call(), not by picocli's "required": an unknown option (--dept) is reported first.
    @Option(names = {"-d", "--depth"}, paramLabel = "N", description = "Count to this depth (1 or more); required.")
    Integer depth;
    @Option(names = "--fen", paramLabel = "POS", description = "Start from this position string.")
    String fen;
    @Option(names = "--moves", paramLabel = "MOVES", description = "Play these moves first (space-separated).")
    String moves;
    @Option(names = "--roll", paramLabel = "A,B", description = "Dice games: the faces rolled at the first ply.")
    String roll;
    @Option(names = "--divide", description = "First print the count under each move.")
    boolean divide;
    @Option(names = "--check", description = "Check at every node that unmake restores the position and its hash.")
    boolean check;

    PerftCommand(Streams io) {
        this.io = io;
    }

    @Override
    public Integer call() throws Main.UsageException {
        if (depth == null) throw new Main.UsageException("perft needs --depth N (N >= 1)");
        if (depth < 1) throw new Main.UsageException("--depth needs a number of 1 or more, not " + depth);
        Game g = Main.setUp(io, file, fen, moves, roll);
        if (g == null) return Main.INVALID;
        if (divide) {
            long total = 0;
            Map<String, Long> counts;
            try (Progress p = Progress.start(io, "perft --divide depth " + depth)) {
                counts = g.divide(depth);
            }
            for (Map.Entry<String, Long> e : counts.entrySet()) {
                io.out().println(e.getKey() + ": " + e.getValue());
                total += e.getValue();
            }
            io.out().println("total " + total);
        }
        for (int d = 1; d <= depth; d++) {
            long t0 = System.nanoTime();
            long n;
            try (Progress p = Progress.start(io, "perft depth " + d + " of " + depth)) {
                n = check ? g.perftChecked(d) : g.perft(d);
            }
            long ns = System.nanoTime() - t0;
            io.out().printf(Locale.ROOT, "depth %d nodes %d time %d nps %d%n", d, n, ns / 1_000_000,
                    ns > 0 ? (long) (n * 1e9 / ns) : 0);
        }
        return Main.reportHookFailures(io, g);
    }
}
