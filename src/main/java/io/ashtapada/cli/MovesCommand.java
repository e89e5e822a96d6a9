package io.ashtapada.cli;

import io.ashtapada.api.Game;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.util.concurrent.Callable;

/** {@code ashtapada moves FILE}: the board, the position string, the result and the legal moves. */
@Command(name = "moves", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Prints the board, the position string, the result and the legal moves of a position.",
        exitCodeListHeading = "%nExit codes:%n", exitCodeList = {Main.EXIT_0, Main.EXIT_1, Main.EXIT_2},
        footerHeading = "%nExamples:%n",
        footer = {"  ashtapada moves chess --moves \"e2e4 e7e5\"",
                "  ashtapada moves chess --fen \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"",
                "  ashtapada moves omechanga --roll 3,5", ""})
final class MovesCommand implements Callable<Integer> {
    private final Streams io;

    @Parameters(index = "0", paramLabel = "FILE", description = "The variant definition: a file, or a shipped variant's name (ashtapada variants).")
    String file;
    @Option(names = "--fen", paramLabel = "POS", description = "Start from this position string.")
    String fen;
    @Option(names = "--moves", paramLabel = "MOVES", description = "Play these moves first (space-separated).")
    String moves;
    @Option(names = "--roll", paramLabel = "A,B", description = "Dice games: roll these faces first.")
    String roll;

    MovesCommand(Streams io) {
        this.io = io;
    }

    @Override
    public Integer call() throws Main.UsageException {
        Game g = Main.setUp(io, file, fen, moves, roll);
        if (g == null) return Main.INVALID;
        io.out().print(g.render());
        io.out().println("position " + g.position());
        io.out().println("result " + g.result());
        if (g.hasDice() && g.phase() == Game.Phase.ROLL) io.out().println("(roll the dice: --roll a,b)");
        io.out().println("moves " + String.join(" ", g.legalMoves()));
        return Main.reportHookFailures(io, g);
    }
}
