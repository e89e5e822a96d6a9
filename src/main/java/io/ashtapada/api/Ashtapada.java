package io.ashtapada.api;

import io.ashtapada.model.RuleModel;
import io.ashtapada.model.VariantCompiler;
import io.ashtapada.syntax.Diagnostic;

import java.nio.file.Path;
import java.util.List;

/**
 * The embedding facade: compile a definition once, then start any number of games on any
 * number of threads from the {@link Variant} it returns.
 *
 * <pre>{@code
 *   Variant chess = Ashtapada.load(Path.of("examples/chess.variant"));
 *   Game game = chess.newGame();
 *   game.play("e2e4");
 *   List<String> replies = game.legalMoves();
 * }</pre>
 */
public final class Ashtapada {
    private Ashtapada() {
    }

    /** Compiles a definition file (and those it extends). */
    public static Variant load(Path file) throws DefinitionException {
        return wrap(VariantCompiler.compileFile(file), file.toString());
    }

    /** Compiles definition text; {@code fileName} names it in error messages, {@code baseDir} resolves {@code extends}. */
    public static Variant compile(String fileName, String text, Path baseDir) throws DefinitionException {
        return wrap(VariantCompiler.compileString(fileName, text, baseDir), fileName);
    }

    /** Every problem in a definition file as {@code file:line:col: message}; empty when it is valid. */
    public static List<String> validate(Path file) {
        return withStart(VariantCompiler.compileFile(file), file.toString()).stream().map(Diagnostic::toString).toList();
    }

    /**
     * Compiles a definition from memory, for text from an untrusted source: {@code files} holds
     * the definition and every file it names ({@code extends}, hook {@code file}s) by relative
     * name, and nothing else is read; absolute names and {@code ..} are refused as problems.
     */
    public static Variant compile(String mainFile, java.util.Map<String, String> files) throws DefinitionException {
        return wrap(VariantCompiler.compileMemory(mainFile, files), mainFile);
    }

    /**
     * Every problem in a definition file, as {@link #validate(Path)}; the likely mistakes that do
     * not stop it (a second setup block, a zone reaching off the board, a drop rule no hand can
     * use) are added to {@code warnings} as {@code file:line:col: warning: message}.
     */
    public static List<String> validate(Path file, List<String> warnings) {
        List<Diagnostic> w = new java.util.ArrayList<>();
        List<String> errors = withStart(VariantCompiler.compileFile(file, w), file.toString()).stream().map(Diagnostic::toString).toList();
        w.forEach(d -> warnings.add(d.toString()));
        return errors;
    }

    private static Variant wrap(VariantCompiler.Result r, String file) throws DefinitionException {
        List<Diagnostic> problems = withStart(r, file);
        if (!problems.isEmpty()) throw new DefinitionException(problems.stream().map(Diagnostic::toString).toList(),
                problems.stream().map(Problem::of).toList());
        RuleModel m = r.model();
        return new Variant(m);
    }

    /**
     * The compiler's problems, and when there are none, whether the start position is legal
     * under the variant's own rules, hooks included: a hook that lets the side to move capture a
     * king at once makes the start illegal, which is the definition's error, not a game's.
     */
    private static List<Diagnostic> withStart(VariantCompiler.Result r, String file) {
        if (!r.ok()) return r.diagnostics();
        String why = null;
        try {
            // What a new game checks (the turn machine's view of the start: whose king stands attacked).
            new Variant(r.model()).newGame();
        } catch (IllegalStateException e) {
            Throwable c = e.getCause() != null ? e.getCause() : e;
            why = String.valueOf(c.getMessage()).replaceFirst("^bad position string: ", "");
        } catch (RuntimeException e) {
            why = "it cannot be set up: " + e.getMessage();
        }
        if (why == null) return List.of();
        return List.of(new Diagnostic(file, 1, 1, "the start position is illegal under the variant's own rules: " + why));
    }
}
