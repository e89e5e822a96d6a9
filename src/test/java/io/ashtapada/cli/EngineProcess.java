package io.ashtapada.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * An engine program run by a referee ({@link XboardReferee}, {@link UciReferee}): the process,
 * a thread that reads its lines, the lines sent and received as a log, and waiting for a line
 * with a time limit. What the protocol means is the referee's.
 */
class EngineProcess implements AutoCloseable {
    final String name;
    final Process process;
    final List<String> log = new ArrayList<>();
    private final Writer in;
    private final LinkedBlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private static final String EOF = "\u0000eof";

    EngineProcess(String name, List<String> command, Path stderr) throws IOException {
        this.name = name;
        process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.appendTo(stderr.toFile())).start();
        in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        Thread t = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                String l;
                while ((l = r.readLine()) != null) lines.add(l);
            } catch (IOException ignored) {
                // the process ended
            }
            lines.add(EOF);
        }, "engine-" + name);
        t.setDaemon(true);
        t.start();
    }

    void send(String s) {
        log.add("> " + s);
        try {
            in.write(s + "\n");
            in.flush();
        } catch (IOException ignored) {
            // noticed as a missing answer
        }
    }

    /** Whether a received line goes into the log (all of them unless a protocol says otherwise). */
    boolean logged(String line) {
        return true;
    }

    /** Told of every line received, before it is tested. */
    void seen(String line) {
    }

    /** The next line satisfying the test within the time, or null (time out, or the engine ended). */
    String await(Predicate<String> test, long millis) throws InterruptedException {
        long end = System.nanoTime() + millis * 1_000_000L;
        while (true) {
            long left = end - System.nanoTime();
            if (left <= 0) return null;
            String l = lines.poll(left, TimeUnit.NANOSECONDS);
            if (l == null || l.equals(EOF)) return null;
            if (logged(l)) log.add("< " + l);
            seen(l);
            if (test.test(l)) return l;
        }
    }

    @Override
    public void close() throws InterruptedException {
        send("quit");
        if (!process.waitFor(3, TimeUnit.SECONDS)) process.destroyForcibly().waitFor(3, TimeUnit.SECONDS);
    }
}
