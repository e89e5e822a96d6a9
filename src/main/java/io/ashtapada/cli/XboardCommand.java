package io.ashtapada.cli;

import io.ashtapada.api.Variant;
import io.ashtapada.protocol.XboardBoard;
import io.ashtapada.protocol.XboardEngine;

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
 * {@code ashtapada xboard [FILE...]}: the XBoard (CECP, protocol 2) engine protocol for the given
 * two-player variants without dice. The variants are announced in {@code feature variants=...},
 * each named by its file name without {@code .variant}, except that a file named
 * {@code chess.variant} is XBoard's {@code normal}; the first is played until {@code variant}
 * chooses another, which the engine then describes to XBoard with {@code setup} and
 * {@code piece} commands ({@link XboardBoard}). Moves are in coordinate notation with XBoard's
 * square names ({@code usermove e2e4}, {@code move e7e5}; Omega Chess's a0 is XBoard's b2),
 * positions are set with {@code setboard} in XBoard's FEN or the variant's own string. Supported:
 * {@code new}, {@code variant}, {@code force}, {@code go}, {@code playother}, {@code usermove},
 * {@code setboard}, {@code undo}, {@code remove}, {@code st}, {@code sd}, {@code level},
 * {@code time}, {@code ping}, {@code result}, {@code quit}; the rest is ignored or refused with
 * {@code Error (unknown command)}. The engine thinks synchronously (no pondering, no analysis
 * mode): XBoard waits for its move. The protocol is {@link XboardEngine}'s; this command loads
 * the variants and wires the streams.
 */
@Command(name = "xboard", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = {"Speaks the XBoard (CECP, protocol 2) engine protocol on standard input and output for the "
                + "given two-player variants without dice.",
                "The variants are announced in 'feature variants=...', each named by its file name without .variant "
                + "(chess.variant is XBoard's 'normal'); 'variant NAME' answers with XBoard's 'setup' and 'piece' "
                + "commands; moves are in coordinate notation with XBoard's square names (the board's rectangle, holes "
                + "where it has no square), positions are set with 'setboard' in XBoard's FEN or the variant's own "
                + "position string. With no FILE, examples/chess.variant."},
        exitCodeListHeading = "%nExit codes:%n", exitCodeList = {Main.EXIT_0, Main.EXIT_1, Main.EXIT_2},
        footerHeading = "%nExamples:%n",
        footer = {"  ashtapada xboard chess omega-chess",
                "  xboard -fcp \"ashtapada xboard examples/chess.variant\" -fd .",
                "  printf 'xboard\\nprotover 2\\nnew\\nsd 3\\nusermove e2e4\\nquit\\n' | ashtapada xboard", ""})
final class XboardCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", arity = "0..*", description = "The variant definitions: files or shipped names (default: chess).")
    List<String> files = new ArrayList<>();

    private final Streams io;

    XboardCommand(Streams io) {
        this.io = io;
    }

    @Override
    public Integer call() {
        Map<String, Variant> found = Main.protocolVariants(files, "XBoard", io.err());
        if (found == null) return 1;
        try {
            new XboardEngine(found, io.out()).run(new InputStreamReader(io.in(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            io.err().println("xboard: " + e.getMessage());
            return 1;
        }
        return 0;
    }
}
