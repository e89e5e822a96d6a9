package io.ashtapada.cli;

import io.ashtapada.api.*;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** {@code ashtapada replay FILE RECORD}: re-checks a game record. */
@Command(name = "replay", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = {"Replays a game record, checking every event, and prints the final board, position, "
                + "result and score. RECORD is PGN (as 'play --pgn' writes it, or from another tool) or the "
                + "one-ply-a-line record 'play' prints; the first move line tells which.",
                "A record whose [Result] or [Score] the replay contradicts is refused."},
        exitCodeListHeading = "%nExit codes:%n", exitCodeList = {"0:the record replays", "1:the record is refused", Main.EXIT_2},
        footerHeading = "%nExamples:%n",
        footer = {"  ashtapada play omechanga --white random --black random > game.txt",
                "  ashtapada replay omechanga game.txt",
                "  ashtapada play chess --white random --black random --pgn game.pgn",
                "  ashtapada replay chess game.pgn", ""})
final class ReplayCommand implements Callable<Integer> {
    private final Streams io;

    @Parameters(index = "0", paramLabel = "FILE", description = "The variant definition: a file, or a shipped variant's name (ashtapada variants).")
    String file;
    @Parameters(index = "1", paramLabel = "RECORD", description = "The game record: PGN or the one-ply-a-line record.")
    String recordFile;

    ReplayCommand(Streams io) {
        this.io = io;
    }

    @Override
    public Integer call() {
        Variant v = Main.load(file, io.err());
        if (v == null) return Main.INVALID;
        String text;
        try {
            text = Files.readString(Path.of(recordFile));
        } catch (java.io.IOException | java.nio.file.InvalidPathException e) {
            io.err().println(recordFile + ":1:1: cannot read record: " + e.getMessage());
            return Main.INVALID;
        }
        Game g;
        try {
            g = Game.replay(v, text);
        } catch (IllegalMoveException | IllegalPositionException e) {
            // A PGN error names line and column ("3:7: ..."): file:line:col.
            String m = e.getMessage();
            io.err().println(recordFile + (m.matches("\\d+:\\d+: (?s).*") ? ":" : ": ") + m);
            return Main.INVALID;
        }
        io.out().print(g.render());
        io.out().println("position " + g.position());
        io.out().println("result " + g.result());
        io.out().println("score " + g.scoreText());
        Matcher m = Pattern.compile("(?m)^\\[Score \"([^\"]*)\"\\]").matcher(text);
        if (m.find() && !m.group(1).equals(g.scoreText())) {
            io.err().println(recordFile + ": the record says the score is " + m.group(1) + ", the replay gives " + g.scoreText());
            return Main.INVALID;
        }
        return Main.OK;
    }
}
