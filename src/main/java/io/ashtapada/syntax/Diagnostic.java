package io.ashtapada.syntax;

/**
 * One problem in a definition, located at a 1-based line and column of a file.
 * Printed as {@code file:line:col: message}, the form every user-facing error takes.
 *
 * @param code the kind of problem, chosen where it is raised ({@link ErrorCode}); null for a warning
 */
public record Diagnostic(String file, int line, int col, String message, ErrorCode code) implements Comparable<Diagnostic> {

    /** A warning: a definition that compiles but likely does not say what its author meant. It has no error code. */
    public Diagnostic(String file, int line, int col, String message) {
        this(file, line, col, message, null);
    }

    @Override
    public String toString() {
        return file + ":" + line + ":" + col + ": " + message;
    }

    @Override
    public int compareTo(Diagnostic o) {
        int c = file.compareTo(o.file);
        if (c != 0) return c;
        if (line != o.line) return Integer.compare(line, o.line);
        return Integer.compare(col, o.col);
    }
}
