package io.ashtapada.api;

import io.ashtapada.hooks.HookRuntime;
import io.ashtapada.model.RuleModel;
import io.ashtapada.model.VariantCompiler;
import io.ashtapada.syntax.Diagnostic;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * The embedding facade: compile a definition once, then start any number of games on any
 * number of threads from the {@link Variant} it returns.
 *
 * <pre>{@code
 *   Ashtapada ashtapada = Ashtapada.builder().hookTimeout(Duration.ofMillis(500)).build();
 *   Variant chess = ashtapada.variant("chess");          // shipped in the jar; or load(Path)
 *   Game game = chess.newGame();
 *   game.play("e2e4");
 *   List<String> replies = game.legalMoves();
 * }</pre>
 *
 * <p>An instance owns the runtime its variants' JavaScript hooks run in, with its limits (time,
 * statements, memory per call) and its failure listener; {@link #close()} stops it. Instances
 * are thread-safe. {@link #defaults()} is one shared instance with the default limits, for
 * programs that need no other.
 */
public final class Ashtapada implements AutoCloseable {
    private static final Ashtapada DEFAULTS = builder().build();

    private final Duration hookTimeout;
    private final long hookMemory;
    private final long hookStatements;
    private final boolean shippedCatalogue;
    private final Consumer<HookProblem> onHookFailure;
    /** Made when the first variant with hooks is compiled: a variant without hooks loads no GraalJS class. */
    private volatile HookRuntime runtime;
    private volatile boolean closed;

    private Ashtapada(Builder b) {
        this.hookTimeout = b.hookTimeout;
        this.hookMemory = b.hookMemory;
        this.hookStatements = b.hookStatements;
        this.shippedCatalogue = b.shippedCatalogue;
        this.onHookFailure = b.onHookFailure;
    }

    /** A builder with the default limits: each hook call at most 2 s, 1,000,000 statements and 128 MB. */
    public static Builder builder() {
        return new Builder();
    }

    /** A shared instance with the default limits and the shipped catalogue. */
    public static Ashtapada defaults() {
        return DEFAULTS;
    }

    /** Compiles a definition file (and those it extends). */
    public Variant load(Path file) throws DefinitionException {
        return wrap(VariantCompiler.compileFile(file), file.toString());
    }

    /** Compiles definition text; {@code fileName} names it in error messages, {@code baseDir} resolves {@code extends}. */
    public Variant compile(String fileName, String text, Path baseDir) throws DefinitionException {
        return wrap(VariantCompiler.compileString(fileName, text, baseDir), fileName);
    }

    /**
     * Compiles a definition from memory, for text from an untrusted source: {@code files} holds
     * the definition and every file it names ({@code extends}, hook {@code file}s) by relative
     * name, and nothing else is read; absolute names and {@code ..} are refused as problems.
     */
    public Variant compile(String mainFile, Map<String, String> files) throws DefinitionException {
        return wrap(VariantCompiler.compileMemory(mainFile, files), mainFile);
    }

    /** Every problem in a definition file as {@code file:line:col: message}; empty when it is valid. */
    public List<String> validate(Path file) {
        return validate(file, new ArrayList<>());
    }

    /**
     * Every problem in a definition file, as {@link #validate(Path)}; the likely mistakes that do
     * not stop it (a second setup block, a zone reaching off the board, a drop rule no hand can
     * use) are added to {@code warnings} as {@code file:line:col: warning: message}.
     */
    public List<String> validate(Path file, List<String> warnings) {
        List<Diagnostic> w = new ArrayList<>();
        Checked c = checked(VariantCompiler.compileFile(file, w), file.toString());
        List<String> errors = new ArrayList<>(c.problems().stream().map(Diagnostic::toString).toList());
        w.forEach(d -> warnings.add(d.toString()));
        if (errors.isEmpty() && c.variant() != null) errors.addAll(hookTrial(c.variant()));
        return List.copyOf(errors);
    }

    /**
     * Runs a definition's hooks before anyone plays: every legal move from the start position and
     * every answer to it is generated and made (perft 2), in the sandbox with this instance's
     * limits, so each {@code moves}, {@code filter} and {@code after-move} hook meets the start of
     * the game. Each hook's failures come back once per place and reason, as
     * {@code file:line:col: hook 'name' failed: ...} (the JavaScript statement that failed).
     */
    static List<String> hookTrial(Variant v) {
        if (v.model.hooks().isEmpty()) return List.of();
        java.util.Map<String, String> seen = new java.util.LinkedHashMap<>();
        try {
            Game g = v.newGame();
            g.perft(2);
            for (String f : g.hookFailures()) {
                int in = f.lastIndexOf(" in position ");
                String key = (in > 0 ? f.substring(0, in) : f).replaceAll(" \\(asked for the attacks of player \\d+\\)", "");
                seen.putIfAbsent(key, f);
            }
        } catch (RuntimeException e) {
            return List.of(v.model.hooks().get(0).file() + ":1:1: the hooks could not be tried on the start position: " + e.getMessage());
        }
        return List.copyOf(seen.values());
    }

    /** The variants shipped in the jar, by name (empty when the builder turned the catalogue off). */
    public List<ShippedVariant> catalogue() {
        return shippedCatalogue ? Catalogue.shipped().variants() : List.of();
    }

    /**
     * A shipped variant by its name ({@code "chess"}, {@code "omega-chess"}: see {@link #catalogue()}).
     *
     * @throws DefinitionException naming the variant when none ships under that name
     */
    public Variant variant(String name) throws DefinitionException {
        ShippedVariant v = shippedCatalogue ? Catalogue.shipped().find(name) : null;
        if (v == null) {
            String shown = name == null ? "" : name.length() > 64 ? name.substring(0, 64) + "..." : name;
            String message = shown + ":1:1: no shipped variant is named '" + shown + "'";
            throw new DefinitionException(List.of(message), List.of(Problem.of(new Diagnostic(shown, 1, 1,
                    "no shipped variant is named '" + shown + "'", io.ashtapada.syntax.ErrorCode.NO_SHIPPED_VARIANT))));
        }
        // Its definition and the files it names, not the whole folder: only those are read.
        return compile(v.name() + ".variant", shippedSources(name));
    }

    /**
     * The text of a shipped variant: its definition and every file it names ({@code extends},
     * hook {@code file}s), by file name, the definition first; empty when none ships under that
     * name. An editor starts from these; {@link #compile(String, Map)} compiles them.
     */
    public Map<String, String> shippedSources(String name) {
        ShippedVariant v = shippedCatalogue ? Catalogue.shipped().find(name) : null;
        if (v == null) return Map.of();
        Map<String, String> folder = Catalogue.shipped().files(v);
        Map<String, String> out = new java.util.LinkedHashMap<>();
        java.util.ArrayDeque<String> todo = new java.util.ArrayDeque<>(List.of(v.name() + ".variant"));
        while (!todo.isEmpty()) {
            String file = todo.poll();
            String text = folder.get(file);
            if (text == null || out.containsKey(file)) continue;
            out.put(file, text);
            // Files of the folder that this one names in quotes: its parent and its hook files.
            for (String other : new java.util.TreeSet<>(folder.keySet())) {
                if (!out.containsKey(other) && text.contains("\"" + other + "\"")) todo.add(other);
            }
        }
        return out;
    }

    /** Stops the hook runtime: games of this instance's variants with hooks can no longer run them. */
    @Override
    public void close() {
        closed = true;
        HookRuntime r = runtime;
        if (r != null) r.close();
    }

    private HookRuntime runtime() {
        if (closed) throw new IllegalStateException("this Ashtapada instance is closed");
        HookRuntime r = runtime;
        if (r == null) {
            synchronized (this) {
                if (closed) throw new IllegalStateException("this Ashtapada instance is closed");
                if (runtime == null) {
                    Consumer<HookProblem> listener = onHookFailure;
                    runtime = HookRuntime.builder().timeout(hookTimeout).allocationLimit(hookMemory).statementLimit(hookStatements)
                            .failureListener(listener == null ? null : (hook, message) -> listener.accept(new HookProblem(hook, message)))
                            .build();
                }
                r = runtime;
            }
        }
        return r;
    }

    private Variant wrap(VariantCompiler.Result r, String file) throws DefinitionException {
        Checked c = checked(r, file);
        if (!c.problems().isEmpty()) throw new DefinitionException(c.problems().stream().map(Diagnostic::toString).toList(),
                c.problems().stream().map(Problem::of).toList());
        return c.variant();
    }

    /** A compile's outcome: the variant, with this instance's hook runtime, or its problems. */
    private record Checked(Variant variant, List<Diagnostic> problems) {
    }

    /** The limits and options of an {@link Ashtapada} instance; every setter is optional. */
    public static final class Builder {
        private Duration hookTimeout = Duration.ofSeconds(2);
        private long hookMemory = HookRuntime.DEFAULT_ALLOCATION_LIMIT;
        private long hookStatements = HookRuntime.DEFAULT_STATEMENT_LIMIT;
        private boolean shippedCatalogue = true;
        private Consumer<HookProblem> onHookFailure;

        private Builder() {
        }

        /** Wall-clock time of one hook call (default 2 s); a call that runs longer is stopped and its hook not run again in that game. */
        public Builder hookTimeout(Duration timeout) {
            Objects.requireNonNull(timeout, "timeout");
            if (timeout.isNegative() || timeout.isZero()) throw new IllegalArgumentException("the hook timeout must be positive");
            this.hookTimeout = timeout;
            return this;
        }

        /** Bytes one hook call may allocate (default 128 MB); 0 turns the check off. */
        public Builder hookMemory(long bytes) {
            if (bytes < 0) throw new IllegalArgumentException("the hook memory limit must not be negative");
            this.hookMemory = bytes;
            return this;
        }

        /** Statements one hook call may run (default 1,000,000); 0 turns the limit off. */
        public Builder hookStatements(long statements) {
            if (statements < 0) throw new IllegalArgumentException("the hook statement limit must not be negative");
            this.hookStatements = statements;
            return this;
        }

        /** Whether {@link #variant(String)} and {@link #catalogue()} offer the variants shipped in the jar (default true). */
        public Builder shippedCatalogue(boolean on) {
            this.shippedCatalogue = on;
            return this;
        }

        /** Told of every hook failure in a game (on the thread that played it); null for none. */
        public Builder onHookFailure(Consumer<HookProblem> listener) {
            this.onHookFailure = listener;
            return this;
        }

        public Ashtapada build() {
            return new Ashtapada(this);
        }
    }

    /**
     * The compiler's problems, and when there are none, whether the start position is legal
     * under the variant's own rules, hooks included: a hook that lets the side to move capture a
     * king at once makes the start illegal, which is the definition's error, not a game's.
     */
    private Checked checked(VariantCompiler.Result r, String file) {
        if (!r.ok()) return new Checked(null, r.diagnostics());
        String why = null;
        RuleModel m = r.model();
        // This instance's hook limits; a closed instance refuses here. The variant checked is the one handed out.
        Variant v = new Variant(m.hooks().isEmpty() ? m : m.withHookRuntime(runtime()));
        try {
            // What a new game checks (the turn machine's view of the start: whose king stands attacked).
            Game g = v.newGame();
            // With hooks that game holds a JavaScript context: the first game played is this one.
            if (!m.hooks().isEmpty()) v.keepCheckedStart(g);
        } catch (IllegalStateException e) {
            Throwable c = e.getCause() != null ? e.getCause() : e;
            why = String.valueOf(c.getMessage()).replaceFirst("^bad position string: ", "");
        } catch (RuntimeException e) {
            why = "it cannot be set up: " + e.getMessage();
        }
        if (why == null) return new Checked(v, List.of());
        return new Checked(null, List.of(new Diagnostic(file, 1, 1, "the start position is illegal under the variant's own rules: "
                + why, io.ashtapada.syntax.ErrorCode.START_POSITION_ILLEGAL)));
    }
}
