package io.ashtapada.hooks;

/**
 * A problem found in a hook source at compile time, located in the definition file.
 *
 * @param file    the definition file name given to {@link HookScript#compile}
 * @param line    1-based line in the definition file
 * @param col     1-based column in the definition file
 * @param message one-line description, without file or position
 */
public record HookDiagnostic(String file, int line, int col, String message) {

    /** {@code file:line:col: message}, the usual compiler format. */
    @Override
    public String toString() {
        return file + ":" + line + ":" + col + ": " + message;
    }
}
