package io.ashtapada.cli;

import java.io.PrintStream;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * A progress line for long work ({@code perft}, {@code bench}, {@code match}, {@code balance}):
 * on a terminal, once a second and whenever the work says where it stands ({@link #status}),
 * what is running and for how long, rewritten in place on stderr and wiped at the end. Never
 * shown when the output is piped or in tests, so what the commands print stays the same.
 */
final class Progress implements AutoCloseable {
    private final ScheduledExecutorService timer;
    private final PrintStream err;
    private final String label;
    private final long t0 = System.nanoTime();
    /** Where the work stands ("game 3/10 ..."), or empty. */
    private volatile String status = "";
    /** Wiped: a tick that was already waiting prints nothing after the wipe. */
    private boolean closed;

    private Progress(PrintStream err, String label) {
        this.err = err;
        this.label = label;
        timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "progress");
            t.setDaemon(true);
            return t;
        });
        timer.scheduleAtFixedRate(this::show, 1, 1, TimeUnit.SECONDS);
    }

    /** A progress line for {@code label} when {@code io} is a terminal; otherwise one that shows nothing. */
    static Progress start(Streams io, String label) {
        return io.terminal() ? new Progress(io.err(), label) : new Progress();
    }

    private Progress() {
        this.timer = null;
        this.err = null;
        this.label = null;
    }

    /** Says where the work stands, shown at once and on every tick after (nothing when not on a terminal). */
    void status(String now) {
        if (timer == null) return;
        status = now;
        show();
    }

    private synchronized void show() {
        if (closed) return;
        String s = status;
        err.printf(Locale.ROOT, "\r\u001b[K%s%s ... %d s", label, s.isEmpty() ? "" : ": " + s, (System.nanoTime() - t0) / 1_000_000_000L);
        err.flush();
    }

    @Override
    public void close() {
        if (timer == null) return;
        timer.shutdownNow();
        synchronized (this) {
            closed = true;
            err.print("\r\u001b[K");
            err.flush();
        }
    }
}
