package io.ashtapada.cli;

import java.io.InputStream;
import java.io.PrintStream;

/**
 * Where a command reads and writes, and whether a person watches: {@code terminal} is true only
 * when standard output is a console (never in tests or pipes). Colour and progress lines are
 * shown only then; colour also not when {@code NO_COLOR} is set or {@code TERM} is {@code dumb}.
 */
record Streams(PrintStream out, PrintStream err, InputStream in, boolean terminal) {

    static Streams system() {
        return new Streams(System.out, System.err, System.in, isTerminal(System.console()));
    }

    /** Java 17 has no console when a stream is redirected; from Java 22 the console says it with isTerminal(). */
    private static boolean isTerminal(java.io.Console c) {
        if (c == null) return false;
        try {
            return (Boolean) java.io.Console.class.getMethod("isTerminal").invoke(c);
        } catch (ReflectiveOperationException e) {
            return true;
        }
    }

    /** Whether to colour the output. */
    boolean colour() {
        if (!terminal) return false;
        String term = System.getenv("TERM");
        return System.getenv("NO_COLOR") == null && term != null && !term.equals("dumb");
    }
}
