package io.ashtapada.cli;

import io.ashtapada.api.Ashtapada;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code ashtapada validate FILE...}: checks definitions and prints every error. */
@Command(name = "validate", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Checks variant definitions: prints 'FILE: ok' or every error as file:line:col: message.",
        exitCodeListHeading = "%nExit codes:%n", exitCodeList = {"0:every file is valid", "1:a file has errors", Main.EXIT_2},
        footerHeading = "%nExamples:%n",
        footer = {"  ashtapada validate examples/chess.variant",
                "  ashtapada validate variants-dsl/*.variant", ""})
final class ValidateCommand implements Callable<Integer> {
    private final Streams io;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Definition files (.variant).")
    List<String> files;

    ValidateCommand(Streams io) {
        this.io = io;
    }

    @Override
    public Integer call() {
        boolean ok = true;
        for (String f : files) {
            List<String> errors;
            try {
                errors = Ashtapada.validate(Path.of(f));
            } catch (java.nio.file.InvalidPathException e) {
                errors = List.of(f.replace('\0', '?') + ":1:1: not a file name: " + e.getReason());
            }
            if (errors.isEmpty()) {
                io.out().println(f + ": ok");
            } else {
                ok = false;
                errors.forEach(io.err()::println);
            }
        }
        return ok ? Main.OK : Main.INVALID;
    }
}
