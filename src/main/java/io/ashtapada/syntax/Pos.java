package io.ashtapada.syntax;

/** Where a syntax element starts: file, 1-based line and column. */
public record Pos(String file, int line, int col) {

    /** An error of kind {@code code} at this place. */
    public Diagnostic error(ErrorCode code, String message) {
        return new Diagnostic(file, line, col, message, code);
    }
}
