package io.ashtapada.cli;

import io.ashtapada.api.Variant;
import io.ashtapada.protocol.UsiEngine;

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
 * {@code ashtapada usi [FILE...]}: the USI protocol, so that shogi GUIs and other engines can
 * play the given variants (two players, no dice; with no FILE, shogi) against the computer
 * player, with USI's squares ({@code 7g7f}), promotions ({@code 8h2b+}), drops ({@code P*5e})
 * and SFEN positions. The protocol is {@link UsiEngine}'s; this command loads the variants and
 * wires the streams.
 */
@Command(name = "usi", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = {"Speaks the USI engine protocol on standard input and output, so that shogi GUIs and other "
                + "engines can play the given variants (two players, no dice) against the computer player.",
                "Squares are USI's (files numbered from the right, ranks lettered from the top: 7g7f), promotions "
                + "are marked + (8h2b+), drops are P*5e, positions are SFEN ('position startpos|sfen ... moves ...'); "
                + "'go' takes btime/wtime/binc/winc, byoyomi, movetime, depth, nodes and infinite, 'stop' ends a "
                + "search. Several variants are offered as the USI_Variant option, each named by its file name "
                + "without .variant (the first is the default; with no FILE, shogi)."},
        exitCodeListHeading = "%nExit codes:%n", exitCodeList = {Main.EXIT_0, Main.EXIT_1, Main.EXIT_2},
        footerHeading = "%nExamples:%n",
        footer = {"  ashtapada usi shogi",
                "  printf 'usi\\nposition startpos moves 7g7f 3c3d\\ngo byoyomi 1000\\nquit\\n' | ashtapada usi examples/shogi.variant",
                ""})
final class UsiCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", arity = "0..*", description = "The variant definitions: files or shipped names (default: shogi).")
    List<String> files = new ArrayList<>();

    private final Streams io;

    UsiCommand(Streams io) {
        this.io = io;
    }

    @Override
    public Integer call() {
        Map<String, Variant> found = Main.protocolVariants(files.isEmpty() ? List.of("shogi") : files, "USI", io.err());
        if (found == null) return 1;
        try {
            new UsiEngine(found, io.out()).run(new InputStreamReader(io.in(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            io.err().println("usi: " + e.getMessage());
            return 1;
        }
        return 0;
    }
}
