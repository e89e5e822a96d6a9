package io.ashtapada.hooks;

import java.util.Objects;

/**
 * A hook call that did not produce a usable result. The message is a single line of the form
 * {@code file:line:col: hook 'name' KIND: detail} (position parts left out when unknown), never a
 * stack trace. The runtime that threw it stays usable.
 *
 * <p>Instances have no Java stack trace of their own (it would only show runtime internals); for
 * {@link Kind#HOST_ERROR} the host exception is the {@linkplain #getCause() cause}.
 */
public final class HookFailure extends Exception {

    private static final long serialVersionUID = 1L;

    /** Why the call failed. */
    public enum Kind {
        /** The hook source has a syntax error (reported at compile time, thrown when called). */
        SYNTAX,
        /** The hook threw (or did not catch) a JavaScript exception. */
        THROWN,
        /** The call exceeded the wall-clock timeout. */
        TIMEOUT,
        /** The call executed more statements than allowed. */
        STATEMENT_LIMIT,
        /** The call exhausted memory, stack, or a size cap on strings/arrays. */
        RESOURCE,
        /** The source did not evaluate to a function, or the return value cannot be converted. */
        BAD_RESULT,
        /** The hook touched something the sandbox does not expose (e.g. {@code getClass()}). */
        HOST_ACCESS,
        /** An exported host method called by the hook threw; the exception is the cause. */
        HOST_ERROR,
        /** An unexpected failure of the JavaScript runtime itself. */
        INTERNAL
    }

    private final Kind kind;
    private final String hookName;
    private final String file;
    private final int line;
    private final int col;
    private final String detail;

    HookFailure(Kind kind, String hookName, String file, int line, int col, String detail, Throwable cause) {
        super(format(kind, hookName, file, line, col, detail), cause, false, false);
        this.kind = Objects.requireNonNull(kind);
        this.hookName = hookName;
        this.file = file;
        this.line = line;
        this.col = col;
        this.detail = detail;
    }

    static HookFailure of(HookScript script, Kind kind, int line, int col, String detail) {
        return new HookFailure(kind, script.hookName(), script.fileName(), line, col, detail, null);
    }

    private static String format(Kind kind, String hookName, String file, int line, int col, String detail) {
        StringBuilder sb = new StringBuilder();
        if (file != null) {
            sb.append(file);
            if (line > 0) {
                sb.append(':').append(line);
                if (col > 0) {
                    sb.append(':').append(col);
                }
            }
            sb.append(": ");
        }
        sb.append("hook '").append(hookName).append("' ").append(kind).append(": ").append(detail);
        return sb.toString();
    }

    public Kind kind() {
        return kind;
    }

    public String hookName() {
        return hookName;
    }

    /** The definition file of the hook. */
    public String file() {
        return file;
    }

    /**
     * 1-based line in the definition file: where the JavaScript failed if known, else where the
     * hook starts; 0 only for failures not tied to the hook's code (e.g. no context could be built).
     */
    public int line() {
        return line;
    }

    /** 1-based column in the definition file, as for {@link #line()}. */
    public int col() {
        return col;
    }

    /** The one-line description without position and hook name. */
    public String detail() {
        return detail;
    }
}
