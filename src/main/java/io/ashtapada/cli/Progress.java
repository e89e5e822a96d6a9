package io.ashtapada.cli;

import java.io.PrintStream;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * A progress line for long work ({@code perft}, {@code bench}): on a terminal, once a second,
 * what is running and for how long, rewritten in place on stderr and wiped at the end. Never
 * shown when the output is piped or in tests, so what the commands print stays the same.
 */
final class Progress implements AutoCloseable {
    private final ScheduledExecutorService timer;
    private final PrintStream err;

    private Progress(PrintStream err, String label) {
        this.err = err;
        long t0 = System.nanoTime();
        timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "progress");
            t.setDaemon(true);
            return t;
        });
        timer.scheduleAtFixedRate(() -> err.printf(Locale.ROOT, "\r%s ... %d s ", label, (System.nanoTime() - t0) / 1_000_000_000L),
                1, 1, TimeUnit.SECONDS);
    }

    /** A progress line for {@code label} when {@code io} is a terminal; otherwise one that shows nothing. */
    static Progress start(Streams io, String label) {
        return io.terminal() ? new Progress(io.err(), label) : new Progress();
    }

    private Progress() {
        this.timer = null;
        this.err = null;
    }

    @Override
    public void close() {
        if (timer == null) return;
        timer.shutdownNow();
        err.print("\r\u001b[K");
        err.flush();
    }
}
