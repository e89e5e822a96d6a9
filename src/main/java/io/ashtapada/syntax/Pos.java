package io.ashtapada.syntax;

/** Where a syntax element starts: file, 1-based line and column. */
public record Pos(String file, int line, int col) {

    /** A diagnostic at this place. */
    public Diagnostic error(String message) {
        return new Diagnostic(file, line, col, message);
    }
}
