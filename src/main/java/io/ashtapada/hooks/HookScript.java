package io.ashtapada.hooks;

import java.util.List;
import java.util.Objects;

import org.graalvm.polyglot.PolyglotException;
import org.graalvm.polyglot.Source;
import org.graalvm.polyglot.SourceSection;

/**
 * The compiled (parsed and checked) form of one hook: immutable and safe to share between threads
 * and between {@link HookRuntime}s.
 *
 * <h2>Source convention</h2>
 * The source text is <b>one JavaScript function expression</b>, exactly as written in the
 * definition file, for example
 * <pre>{@code
 * function (view, out) {
 *   for (let sq = 0; sq < view.size(); sq++) { ... out.add(sq); }
 *   return true;
 * }
 * }</pre>
 * or an arrow function {@code (view, out) => view.size() > 0}. The hook chooses its parameter
 * names; the runtime passes the arguments given to {@link HookRuntime#call}. Internally the text
 * is evaluated as {@code "(\n" + source + "\n)"}, so its lines keep their own numbering and columns
 * and can be mapped back exactly: {@code firstLine}/{@code firstColumn} give the position in the
 * definition file of the first character of {@code source}. Code runs in strict mode; {@code eval}
 * and {@code new Function} are disabled.
 *
 * <h2>Diagnostics</h2>
 * {@link #compile} never throws for bad JavaScript: syntax errors are found by parsing once (the
 * code is not run) and returned by {@link #diagnostics()} with positions in the definition file.
 * GraalJS stops at the first syntax error, so there is at most one diagnostic. Calling an invalid
 * script fails with {@link HookFailure.Kind#SYNTAX}. Whether the source really evaluates to a
 * function is only known when it is first evaluated ({@link HookFailure.Kind#BAD_RESULT}); use
 * {@link HookRuntime#load} to check that eagerly.
 */
public final class HookScript {

    /** Longest accepted source, in chars. */
    public static final int MAX_SOURCE_CHARS = 256 * 1024;

    static final String PREFIX = "(\n";
    static final String SUFFIX = "\n)";

    private final String fileName;
    private final String hookName;
    private final String source;
    private final int firstLine;
    private final int firstColumn;
    private final int sourceLines;
    private final int lastLineLength;
    private final Source polyglotSource;
    private final List<HookDiagnostic> diagnostics;

    private HookScript(String fileName, int firstLine, int firstColumn, String hookName, String source) {
        this.fileName = fileName;
        this.hookName = hookName;
        this.source = source;
        this.firstLine = firstLine;
        this.firstColumn = firstColumn;
        int lines = 1;
        int lastBreak = -1;
        for (int i = 0; i < source.length(); i++) {
            if (source.charAt(i) == '\n') {
                lines++;
                lastBreak = i;
            }
        }
        this.sourceLines = lines;
        this.lastLineLength = source.length() - lastBreak - 1;

        Source built = null;
        HookDiagnostic problem;
        if (source.isBlank()) {
            problem = new HookDiagnostic(fileName, firstLine, firstColumn, "empty hook source, expected a function");
        } else if (source.length() > MAX_SOURCE_CHARS) {
            problem = new HookDiagnostic(fileName, firstLine, firstColumn,
                    "hook source too long (" + source.length() + " chars, at most " + MAX_SOURCE_CHARS + ")");
        } else {
            built = Source.newBuilder(HookEngine.LANGUAGE, PREFIX + source + SUFFIX, fileName)
                    .cached(true).buildLiteral();
            problem = syntaxCheck(built);
        }
        this.polyglotSource = problem == null ? built : null;
        this.diagnostics = problem == null ? List.of() : List.of(problem);
    }

    /** Same as {@link #compile(String, int, int, String, String)} with {@code firstColumn = 1}. */
    public static HookScript compile(String fileName, int firstLine, String hookName, String source) {
        return compile(fileName, firstLine, 1, hookName, source);
    }

    /**
     * Parses a hook source. Never throws for bad JavaScript; see {@link #diagnostics()}.
     *
     * @param fileName    definition file name, used in diagnostics and failures
     * @param firstLine   1-based line in the definition file where {@code source} starts
     * @param firstColumn 1-based column in the definition file of the first char of {@code source}
     * @param hookName    name of the hook, used in failures
     * @param source      a JavaScript function expression (see the class comment)
     */
    public static HookScript compile(String fileName, int firstLine, int firstColumn, String hookName, String source) {
        Objects.requireNonNull(fileName, "fileName");
        Objects.requireNonNull(hookName, "hookName");
        Objects.requireNonNull(source, "source");
        if (firstLine < 1 || firstColumn < 1) {
            throw new IllegalArgumentException("firstLine and firstColumn are 1-based");
        }
        return new HookScript(fileName, firstLine, firstColumn, hookName, source);
    }

    private HookDiagnostic syntaxCheck(Source built) {
        PolyglotException e;
        try {
            e = HookEngine.parse(built);
        } catch (RuntimeException unexpected) {
            return new HookDiagnostic(fileName, firstLine, firstColumn,
                    "could not parse hook: " + Texts.oneLine(unexpected.getMessage()));
        }
        if (e == null) {
            return null;
        }
        SourceSection at = e.getSourceLocation();
        int[] pos = at != null && at.isAvailable() && at.hasLines()
                ? map(at.getStartLine(), at.hasColumns() ? at.getStartColumn() : 1)
                : new int[] {firstLine, firstColumn};
        String message = syntaxMessage(e.getMessage(), at);
        return new HookDiagnostic(fileName, pos[0], pos[1], message);
    }

    /** First line of a GraalJS syntax error message, without the "SyntaxError: name:L:C " prefix. */
    private String syntaxMessage(String raw, SourceSection at) {
        String m = raw == null ? "" : raw;
        int nl = m.indexOf('\n');
        if (nl >= 0) {
            m = m.substring(0, nl);
        }
        if (m.startsWith("SyntaxError: ")) {
            m = m.substring("SyntaxError: ".length());
        }
        if (m.startsWith(fileName + ":")) {
            String rest = m.substring(fileName.length() + 1);
            m = rest.replaceFirst("^\\d+:\\d+\\s*", "");
        }
        if (at != null && at.isAvailable() && at.hasLines() && at.getStartLine() > sourceLines + 1) {
            // The error is on the line of the wrapper's closing parenthesis: the source ended early.
            m = m.replace("but found )", "but found end of hook source");
        }
        m = Texts.oneLine(m);
        return m.isEmpty() ? "syntax error" : m;
    }

    /**
     * Maps a 1-based line/column of the wrapped source to the definition file. Positions in the
     * wrapper's own lines are clamped to the start or the end of the hook source.
     */
    int[] map(int wrappedLine, int wrappedCol) {
        int line = wrappedLine - 1; // 1-based line within the hook source
        if (line < 1) {
            return new int[] {firstLine, firstColumn};
        }
        if (line > sourceLines) {
            int endCol = lastLineLength + 1 + (sourceLines == 1 ? firstColumn - 1 : 0);
            return new int[] {firstLine + sourceLines - 1, endCol};
        }
        int col = Math.max(1, wrappedCol) + (line == 1 ? firstColumn - 1 : 0);
        return new int[] {firstLine + line - 1, col};
    }

    /** The definition file name. */
    public String fileName() {
        return fileName;
    }

    public String hookName() {
        return hookName;
    }

    /** The hook source as given. */
    public String source() {
        return source;
    }

    public int firstLine() {
        return firstLine;
    }

    public int firstColumn() {
        return firstColumn;
    }

    /** Problems found at compile time; empty if the script is valid. Immutable. */
    public List<HookDiagnostic> diagnostics() {
        return diagnostics;
    }

    public boolean isValid() {
        return diagnostics.isEmpty();
    }

    /** The wrapped source, or {@code null} if the script is invalid. */
    Source polyglotSource() {
        return polyglotSource;
    }

    @Override
    public String toString() {
        return "HookScript[" + fileName + ":" + firstLine + " " + hookName + (isValid() ? "" : " INVALID") + "]";
    }
}
