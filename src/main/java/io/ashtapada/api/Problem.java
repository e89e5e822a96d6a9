package io.ashtapada.api;

import io.ashtapada.syntax.Diagnostic;

/**
 * One problem in a definition, as data for programs (the game server answers uploads with
 * these): where it is, what is wrong, and a code that names the kind of problem.
 *
 * @param file    the file it is in, as the definition names it
 * @param line    1-based line
 * @param col     1-based column
 * @param message what is wrong, in words
 * @param code    the kind of problem ({@link io.ashtapada.syntax.ErrorCode}, listed in
 *                docs/error-codes.md), chosen where the error is raised: stable when a message is
 *                reworded, and the same for one kind of mistake whatever it names
 */
public record Problem(String file, int line, int col, String message, String code) {

    static Problem of(Diagnostic d) {
        // Every error names its kind where it is raised; only warnings have none, and they are not Problems.
        String code = d.code() == null ? "definition-error" : d.code().code();
        return new Problem(d.file(), d.line(), d.col(), d.message(), code);
    }

    @Override
    public String toString() {
        return file + ":" + line + ":" + col + ": " + message;
    }
}
