package io.ashtapada.cli;

import io.ashtapada.api.ComputerPlayer;
import io.ashtapada.api.Game;
import io.ashtapada.api.IllegalMoveException;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintStream;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code ashtapada analyse FILE [--fen POS | --moves "..."] [--roll a,b] [--time MS | --depth N]}:
 * searches the position and prints, depth by depth, the score, the nodes, the time and the
 * principal variation, then the best choice. Scores are from the point of view of the player
 * to move (see {@link #score}).
 */
@Command(name = "analyse", aliases = "analyze", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = {"Searches a position with the computer player and prints, depth by depth, "
                + "'depth D score S nodes N time MS nps NPS pv LINE', then 'best CHOICE score S depth D nodes N time MS'.",
                "Scores are from the side to move's point of view: pawns (+0.25), 'mate N' (a forced win in N plies), "
                + "with dice 'win P%%' or 'loss P%%'. A dice position needs its roll (--roll a,b). "
                + "Without --time or --depth it thinks 1000 ms."},
        exitCodeListHeading = "%nExit codes:%n", exitCodeList = {Main.EXIT_0, Main.EXIT_1, Main.EXIT_2},
        footerHeading = "%nExamples:%n",
        footer = {"  ashtapada analyse chess --moves \"e2e4 e7e5\" --time 2000",
                "  ashtapada analyse chess --fen \"kbK5/pp6/1P6/8/8/8/8/R7 w - - 0 1\" --depth 4",
                "  ashtapada analyse omechanga --roll 3,5 --depth 3", ""})
final class AnalyseCommand implements Callable<Integer> {
    private final Streams io;

    @Parameters(index = "0", paramLabel = "FILE", description = "The variant definition: a file, or a shipped variant's name (ashtapada variants).")
    String file;
    @Option(names = "--fen", paramLabel = "POS", description = "Analyse this position string.")
    String fen;
    @Option(names = "--moves", paramLabel = "MOVES", description = "Play these moves first (space-separated).")
    String moves;
    @Option(names = "--roll", paramLabel = "A,B", description = "Dice games: the faces rolled for the position.")
    String roll;
    @Option(names = "--time", paramLabel = "MS", description = "Think this many milliseconds (default 1000 without --depth).")
    Integer time;
    @Option(names = {"-d", "--depth"}, paramLabel = "N", description = "Search this many moves deep.")
    Integer depth;
    @Option(names = "--seed", paramLabel = "S", description = "Seed of the preference among equal choices (default 0).")
    long seed;
    @Option(names = "--threads", paramLabel = "N", description = "Search with this many threads (1 to 64, default 1).")
    int threads = 1;

    AnalyseCommand(Streams io) {
        this.io = io;
    }

    @Override
    public Integer call() throws Main.UsageException {
        int d = depth == null ? 0 : depth, ms = time == null ? 0 : time;
        if (d < 0 || ms < 0) throw new Main.UsageException("--depth and --time are not negative");
        if (d == 0 && ms == 0) ms = 1000;
        if (threads < 1 || threads > ComputerPlayer.MAX_THREADS) {
            throw new Main.UsageException("--threads is 1 to " + ComputerPlayer.MAX_THREADS + ", not " + threads);
        }
        Game g = Main.setUp(io, file, fen, moves, roll);
        if (g == null) return Main.INVALID;
        PrintStream out = io.out(), err = io.err();
        if (g.phase() == Game.Phase.OVER) {
            err.println("the game is over: " + g.result());
            return Main.INVALID;
        }
        if (g.phase() != Game.Phase.CHOOSE) {
            err.println("the dice are to be rolled first: give the roll with --roll a,b");
            return Main.INVALID;
        }
        out.println("analyse " + g.variant().title() + " " + g.position() + " (" + g.sideToMove() + " to move)");
        ComputerPlayer ai = new ComputerPlayer(g.variant()).seed(seed).threads(threads);
        try {
            ComputerPlayer.Suggestion s = ai.suggest(g, new ComputerPlayer.Limits(ms, d, 0), p -> out.printf(Locale.ROOT,
                    "depth %d score %s nodes %d time %d nps %d pv %s%n", p.depth(), score(p.score(), p.mateIn()), p.nodes(),
                    p.millis(), p.nodes() * 1000 / Math.max(1, p.millis()), String.join(" ", p.pv())), null);
            out.printf(Locale.ROOT, "best %s score %s depth %d nodes %d time %d%n", s.choice(), score(s.score(), s.mateIn()),
                    s.depth(), s.nodes(), s.millis());
        } catch (IllegalMoveException e) {
            err.println(e.getMessage());
            return Main.INVALID;
        }
        return Main.reportHookFailures(io, g);
    }

    /**
     * A score in words: pawns ({@code +0.25}); {@code mate N} / {@code -mate N} for a forced
     * result in N plies; with dice, an expectation that is mostly won or lost games as the
     * share of a win it is worth ({@code win 42.1%}, {@code loss 10.0%}).
     */
    static String score(int centipawns, int mateIn) {
        if (mateIn != 0) return (mateIn < 0 ? "-" : "") + "mate " + Math.abs(mateIn);
        if (Math.abs(centipawns) >= ComputerPlayer.WIN / 100) {
            return String.format(Locale.ROOT, "%s %.1f%%", centipawns > 0 ? "win" : "loss", 100.0 * Math.abs(centipawns) / ComputerPlayer.WIN);
        }
        return String.format(Locale.ROOT, "%+.2f", centipawns / 100.0);
    }
}
