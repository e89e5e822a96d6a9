package io.ashtapada.cli;

import io.ashtapada.api.Game;
import io.ashtapada.api.Result;
import io.ashtapada.api.Variant;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * An engine program run by a referee ({@link XboardReferee}, {@link UciReferee}): the process,
 * a thread that reads its lines, the lines sent and received as a log, and waiting for a line
 * with a time limit; and what both referees do alike around a game (Ashtapada's own command line,
 * the rules' verdict, the written game). What the protocol means is the referee's.
 */
class EngineProcess implements AutoCloseable {
    /** Time allowed past an engine's clock before it loses on time (process start-up, a loaded machine). */
    static final long GRACE_MILLIS = 2000;

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

    /** The command that starts Ashtapada's {@code protocol} command in a new JVM on this JVM's class path. */
    static List<String> ashtapada(String protocol, String... files) {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xss8m", "-cp", System.getProperty("java.class.path"), "io.ashtapada.cli.Main", protocol));
        cmd.addAll(List.of(files));
        return cmd;
    }

    /** The score of a game the rules have ended ("1-0", "0-1", "1/2-1/2"). */
    static String score(Variant variant, Game game) {
        Result r = game.result();
        return r.status() == Result.Status.DRAW ? "1/2-1/2" : variant.players().indexOf(r.winner()) == 0 ? "1-0" : "0-1";
    }

    /**
     * Writes the game as an Ashtapada record with the engines, the result and the reason as tags,
     * then the referee's verdict, the moves as sent ({@code movesLabel}) and every engine's protocol
     * log, to {@code file}; returns the record.
     */
    static String write(Path file, Game game, String white, String black, String score, String reason, String movesLabel,
                        List<String> moves, EngineProcess... engines) throws IOException {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("White", white);
        tags.put("Black", black);
        tags.put("Result", score);
        tags.put("Termination", reason);
        String record = game.record(tags);
        StringBuilder logs = new StringBuilder(record).append("\n# Referee: ").append(score).append(" (").append(reason)
                .append(")\n# ").append(movesLabel).append(" moves: ").append(String.join(" ", moves)).append('\n');
        for (EngineProcess p : engines) {
            if (p == null) continue;
            logs.append("\n# protocol with ").append(p.name).append('\n');
            for (String l : p.log) logs.append("# ").append(l).append('\n');
        }
        Files.writeString(file, logs.toString());
        return record;
    }
}
