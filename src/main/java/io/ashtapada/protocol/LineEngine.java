package io.ashtapada.protocol;

import java.io.IOException;
import java.io.PrintStream;
import java.io.Reader;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * What the UCI and USI engines share: commands read a line at a time (lines over
 * {@link Lines#MAX_CHARS} skipped and reported), answers sent whole, and one search at a time
 * on its own thread, which {@code stop}, a new position or the end of the input finishes.
 */
abstract class LineEngine {
    private final PrintStream out;
    private Thread searching;
    /** Asked by the running search whether to stop. */
    final AtomicBoolean stop = new AtomicBoolean();

    LineEngine(PrintStream out) {
        this.out = out;
    }

    /** One command; false on quit. */
    public abstract boolean command(String line);

    /** Reads commands until {@code quit} or the end of the input; a running search is finished first. */
    public void run(Reader in) throws IOException {
        Lines lines = new Lines(in);
        try {
            String line;
            while ((line = lines.next()) != null) {
                if (line == Lines.TOO_LONG) {
                    send("info string line longer than " + Lines.MAX_CHARS + " characters ignored");
                    continue;
                }
                if (!command(line.trim())) break;
            }
        } finally {
            finishSearch();
        }
    }

    /** Sends one answer line, whole (the search thread sends too). */
    synchronized void send(String s) {
        out.println(s);
        out.flush();
    }

    /** Starts a search on its own thread (the one before it finished first). */
    void startSearch(Runnable search, String name) {
        finishSearch();
        stop.set(false);
        searching = new Thread(search, name);
        searching.setDaemon(true);
        searching.start();
    }

    /** Stops a running search and waits for its bestmove. */
    void finishSearch() {
        Thread t = searching;
        if (t == null) return;
        stop.set(true);
        try {
            t.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        searching = null;
    }
}
