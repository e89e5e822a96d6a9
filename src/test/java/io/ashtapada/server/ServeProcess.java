package io.ashtapada.server;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code ashtapada serve} as a child process on a port of its own choosing, which it prints; {@link #kill9} ends it hard. */
final class ServeProcess implements AutoCloseable {
    final Process process;
    final int port;
    /** What it printed (its standard output and error), for a failing test's message. */
    final StringBuffer output = new StringBuffer();

    ServeProcess(List<String> args) throws Exception {
        this(args, List.of("-Xmx384m", "-XX:TieredStopAtLevel=1"));
    }

    /** A server started with these JVM options (a benchmark wants the full JIT and more memory). */
    ServeProcess(List<String> args, List<String> jvm) throws Exception {
        this(List.of("serve", "--port", "0"), args, jvm, "serving on http://[^:]+:(\\d+)/");
    }

    /** {@code ashtapada worker} as a child process (its port is 0: it serves nothing). */
    static ServeProcess worker(List<String> args) throws Exception {
        return new ServeProcess(List.of("worker"), args, List.of("-Xmx384m", "-XX:TieredStopAtLevel=1"), "Ashtapada worker (\\S+) ");
    }

    private ServeProcess(List<String> command, List<String> args, List<String> jvm, String ready) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        cmd.addAll(jvm);
        cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), "io.ashtapada.cli.Main"));
        cmd.addAll(command);
        cmd.addAll(args);
        process = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        int found = -1;
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
        while (found < 0 && System.nanoTime() < end) {
            String line = out.readLine();
            if (line == null) break;
            output.append(line).append('\n');
            java.util.regex.Matcher m = java.util.regex.Pattern.compile(ready).matcher(line);
            if (m.find()) found = m.group(1).chars().allMatch(Character::isDigit) ? Integer.parseInt(m.group(1)) : 0;
        }
        assertThat(found).as("the process did not start: " + output).isNotNegative();
        port = found;
        // Keep reading its output so that it never blocks on a full pipe.
        Thread drain = new Thread(() -> {
            try {
                String line;
                while ((line = out.readLine()) != null) output.append(line).append('\n');
            } catch (java.io.IOException e) {
                // the process died
            }
        }, "serve-output");
        drain.setDaemon(true);
        drain.start();
    }

    /** Ends the process with SIGKILL: nothing of it runs after this, no shutdown hook included. */
    void kill9() throws Exception {
        process.destroyForcibly();
        assertThat(process.waitFor(30, TimeUnit.SECONDS)).isTrue();
    }

    @Override
    public void close() throws Exception {
        if (process.isAlive()) kill9();
    }
}
