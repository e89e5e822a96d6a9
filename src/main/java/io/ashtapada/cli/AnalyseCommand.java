package io.ashtapada.cli;

import io.ashtapada.api.ComputerPlayer;
import io.ashtapada.api.Game;
import io.ashtapada.api.IllegalMoveException;

import java.io.PrintStream;
import java.util.Locale;

/**
 * {@code ashtapada analyse FILE [--fen POS | --moves "..."] [--roll a,b] [--time MS | --depth N]}:
 * searches the position and prints, depth by depth, the score, the nodes, the time and the
 * principal variation, then the best choice. Scores are from the point of view of the player
 * to move (see {@link #score}).
 */
final class AnalyseCommand {
    private final PrintStream out;
    private final PrintStream err;

    AnalyseCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    int run(Main.Args a, Game g) throws Main.UsageException {
        if (g == null) return 1;
        int depth = a.intOption("--depth", 0);
        int time = a.intOption("--time", 0);
        if (depth < 0 || time < 0) throw new Main.UsageException("--depth and --time are not negative");
        if (depth == 0 && time == 0) time = 1000;
        if (g.phase() == Game.Phase.OVER) {
            err.println("the game is over: " + g.result());
            return 1;
        }
        if (g.phase() != Game.Phase.CHOOSE) {
            err.println("the dice are to be rolled first: give the roll with --roll a,b");
            return 1;
        }
        out.println("analyse " + g.variant().title() + " " + g.position() + " (" + g.sideToMove() + " to move)");
        ComputerPlayer ai = new ComputerPlayer(g.variant()).seed(a.intOption("--seed", 0));
        try {
            ComputerPlayer.Suggestion s = ai.suggest(g, time, depth, 0, p -> out.printf(Locale.ROOT,
                    "depth %d score %s nodes %d time %d nps %d pv %s%n", p.depth(), score(p.score(), p.mateIn()), p.nodes(),
                    p.millis(), p.nodes() * 1000 / Math.max(1, p.millis()), String.join(" ", p.pv())), null);
            out.printf(Locale.ROOT, "best %s score %s depth %d nodes %d time %d%n", s.choice(), score(s.score(), s.mateIn()),
                    s.depth(), s.nodes(), s.millis());
        } catch (IllegalMoveException e) {
            err.println(e.getMessage());
            return 1;
        }
        return 0;
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
