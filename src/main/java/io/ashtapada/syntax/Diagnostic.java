package io.ashtapada.syntax;

/**
 * One problem in a definition, located at a 1-based line and column of a file.
 * Printed as {@code file:line:col: message}, the form every user-facing error takes.
 */
public record Diagnostic(String file, int line, int col, String message) implements Comparable<Diagnostic> {

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
