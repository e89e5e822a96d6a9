package io.ashtapada.cli;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.CompileBudget;
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
    @Option(names = "--budget-ms", paramLabel = "MS", description = "The time one file's check may take, its CPU time alike (default: ${DEFAULT-VALUE}); "
            + "its memory is held to the server's budget, 256 MB.", defaultValue = "20000")
    long budgetMillis;

    ValidateCommand(Streams io) {
        this.io = io;
    }

    @Override
    public Integer call() {
        if (budgetMillis <= 0) {
            io.err().println("--budget-ms needs a positive number of milliseconds, not " + budgetMillis);
            return Main.USAGE;
        }
        boolean ok = true;
        for (String f : files) {
            if (f.endsWith(".ini") && java.nio.file.Files.isRegularFile(Path.of(f))) {
                // Fairy-Stockfish's variants.ini: every section imported and compiled, every key it cannot say located.
                if (ImportCommand.run(io, Path.of(f), null, null, false) == 0) io.out().println(f + ": ok");
                else ok = false;
                continue;
            }
            List<String> errors;
            List<String> warnings = java.util.Collections.synchronizedList(new java.util.ArrayList<>());
            // Within a budget, as the server compiles uploads: a definition built to exhaust the
            // compiler is stopped and reported, never a hang (issue 25).
            CompileBudget budget = new CompileBudget(java.time.Duration.ofMillis(budgetMillis), CompileBudget.DEFAULT.bytes());
            try {
                if (!java.nio.file.Files.exists(Path.of(f)) && Main.shippedName(f)
                        && !Ashtapada.defaults().shippedSources(f).isEmpty()) {
                    errors = shippedErrors(f);
                } else {
                    Path path = Path.of(f);
                    errors = budget.run(() -> Ashtapada.defaults().validate(path, warnings));
                }
            } catch (java.nio.file.InvalidPathException e) {
                errors = List.of(f.replace('\0', '?') + ":1:1: not a file name: " + e.getReason());
            } catch (CompileBudget.OverBudget e) {
                errors = List.of(Main.shown(f) + ":1:1: " + e.getMessage() + ", the budget of one file's check (--budget-ms)");
            } catch (io.ashtapada.api.DefinitionException | InterruptedException e) {
                errors = List.of(Main.shown(f) + ":1:1: " + e.getMessage());
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
