package io.ashtapada.cli;

import io.ashtapada.api.Ashtapada;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code ashtapada validate FILE...}: checks definitions and prints every error. */
@Command(name = "validate", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = {"Checks variant definitions: prints 'FILE: ok' or every error as file:line:col: message.",
                "Likely mistakes are warnings (file:line:col: warning: ...), which fail only with --strict.",
                "A Fairy-Stockfish variants.ini (a FILE ending in .ini) is read as 'import' reads it: every section written and "
                        + "compiled, every key it cannot say reported as file:line:col: reason."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every file is valid", "1:a file has errors (or, with --strict, warnings)", Main.EXIT_2},
        footerHeading = "%nExamples:%n",
        footer = {"  ashtapada validate examples/chess.variant",
                "  ashtapada validate omega-chess            (a shipped variant, by name)",
                "  ashtapada validate variants-dsl/*.variant",
                "  ashtapada validate --strict my.variant", ""})
final class ValidateCommand implements Callable<Integer> {
    private final Streams io;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Definition files (.variant), or names of shipped variants.")
    List<String> files;
    @Option(names = "--strict", description = "Warnings fail the check too.")
    boolean strict;

    ValidateCommand(Streams io) {
        this.io = io;
    }

    @Override
    public Integer call() {
        boolean ok = true;
        for (String f : files) {
            if (f.endsWith(".ini") && java.nio.file.Files.isRegularFile(Path.of(f))) {
                // Fairy-Stockfish's variants.ini: every section imported and compiled, every key it cannot say located.
                if (ImportCommand.run(io, Path.of(f), null, null, false) == 0) io.out().println(f + ": ok");
                else ok = false;
                continue;
            }
            List<String> errors;
            List<String> warnings = new java.util.ArrayList<>();
            try {
                if (!java.nio.file.Files.exists(Path.of(f)) && Main.shippedName(f)
                        && !Ashtapada.defaults().shippedSources(f).isEmpty()) {
                    errors = shippedErrors(f);
                } else {
                    errors = Ashtapada.defaults().validate(Path.of(f), warnings);
                }
            } catch (java.nio.file.InvalidPathException e) {
                errors = List.of(f.replace('\0', '?') + ":1:1: not a file name: " + e.getReason());
            }
            warnings.forEach(io.err()::println);
            if (strict && !warnings.isEmpty()) ok = false;
            if (errors.isEmpty()) {
                io.out().println(f + (warnings.isEmpty() ? ": ok" : strict ? ": " + warnings.size() + " warning(s), failing with --strict"
                        : ": ok (" + warnings.size() + " warning" + (warnings.size() == 1 ? "" : "s") + ")"));
            } else {
                ok = false;
                errors.forEach(io.err()::println);
            }
        }
        return ok ? Main.OK : Main.INVALID;
    }

    /** The errors of a shipped variant named on the command line (none, unless the jar is broken). */
    private static List<String> shippedErrors(String name) {
        try {
            Ashtapada.defaults().variant(name);
            return List.of();
        } catch (io.ashtapada.api.DefinitionException e) {
            return e.errors();
        }
    }
}
