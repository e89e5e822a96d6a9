package io.ashtapada.cli;

import io.ashtapada.api.Variant;
import io.ashtapada.protocol.UciEngine;

import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * {@code ashtapada uci [FILE...]}: the UCI protocol, so that chess GUIs and other engines can
 * play any of the given variants (two players, no dice) against the computer player. The
 * variants are offered as the {@code UCI_Variant} option, each named by its file name without
 * {@code .variant} (the first is the default; with no FILE, {@code examples/chess.variant}).
 * Positions are given as {@code position startpos|fen POS [moves m1 m2 ...]} with the
 * variant's own position string and moves in coordinate notation; {@code go} takes
 * {@code movetime}, {@code wtime}/{@code btime}/{@code winc}/{@code binc}, {@code depth},
 * {@code nodes} and {@code infinite}, and {@code stop} ends a search. Anything the engine cannot
 * read is answered with an {@code info string} and otherwise ignored, as UCI asks. The protocol
 * itself is {@link UciEngine}'s; this command loads the variants and wires the streams.
 */
@Command(name = "uci", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = {"Speaks the UCI engine protocol on standard input and output, so that chess GUIs and other "
                + "engines can play the given variants (two players, no dice) against the computer player.",
                "The variants are offered as the UCI_Variant option, each named by its file name without .variant "
                + "(the first is the default; with no FILE, examples/chess.variant). Positions use the variant's own "
                + "position string, moves coordinate notation; 'go' takes movetime, wtime/btime/winc/binc, depth, "
                + "nodes and infinite, 'stop' ends a search."},
        exitCodeListHeading = "%nExit codes:%n", exitCodeList = {Main.EXIT_0, Main.EXIT_1, Main.EXIT_2},
        footerHeading = "%nExamples:%n",
        footer = {"  ashtapada uci chess omega-chess",
                "  printf 'uci\\nposition startpos moves e2e4\\ngo depth 4\\nquit\\n' | ashtapada uci examples/chess.variant",
                "  tools/uci_match.py --games 4 --movetime 100 --engine \"ashtapada uci examples/chess.variant\" "
                        + "--engine /usr/games/fairy-stockfish", ""})
final class UciCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", arity = "0..*", description = "The variant definitions: files or shipped names (default: chess).")
    List<String> files = new ArrayList<>();

    private final Streams io;

    UciCommand(Streams io) {
        this.io = io;
    }

    @Override
    public Integer call() {
        Map<String, Variant> found = Main.protocolVariants(files, "UCI", io.err());
        if (found == null) return 1;
        try {
            new UciEngine(found, io.out()).run(new InputStreamReader(io.in(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            io.err().println("uci: " + e.getMessage());
            return 1;
        }
        return 0;
    }
}
