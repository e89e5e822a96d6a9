package io.ashtapada.server;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The game server's load through a real deployment: a benchmark, not a test (nothing asserts).
 * For each count of servers (1, 2) and each count of open games (1,000, 10,000) it makes a
 * fresh PostgreSQL database, starts that many {@code serve} processes on it behind Debian's
 * nginx (round robin, as {@link ProxiedDeploymentTest} does), and runs the load client
 * ({@code io.ashtapada.bench.ServerLoadBenchmark --url}) in a process of its own against the
 * proxy: throughput and p50/p99 of a move request, with the machine's load average.
 *
 * <p>Run it from the project folder with a PostgreSQL URL (as {@code .ci/postgres.sh} exports it)
 * after {@code mvn -q -B -DskipTests test-compile dependency:build-classpath -Dmdep.outputFile=cp.txt}:
 * <pre>
 *   java -cp target/classes:target/test-classes:$(cat cp.txt) io.ashtapada.server.ProxyLoadBenchmark \
 *       [--servers 1,2] [--games 1000,10000] [--clients 8] [--requests 6000]
 * </pre>
 */
public final class ProxyLoadBenchmark {
    private ProxyLoadBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int[] servers = {1, 2}, counts = {1000, 10000};
        int clients = 8, requests = 6000;
        for (int i = 0; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--servers" -> servers = java.util.Arrays.stream(args[i + 1].split(",")).mapToInt(Integer::parseInt).toArray();
                case "--games" -> counts = java.util.Arrays.stream(args[i + 1].split(",")).mapToInt(Integer::parseInt).toArray();
                case "--clients" -> clients = Integer.parseInt(args[i + 1]);
                case "--requests" -> requests = Integer.parseInt(args[i + 1]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        Path nginxBinary = Services.nginx();
        for (int n : servers) {
            for (int games : counts) run(nginxBinary, n, games, clients, requests);
        }
    }

    private static void run(Path nginxBinary, int n, int games, int clients, int requests) throws Exception {
        String db = Services.freshPostgresDatabase("load");
        int proxyPort;
        try (java.net.ServerSocket s = new java.net.ServerSocket(0)) {
            proxyPort = s.getLocalPort();
        }
        List<String> args = List.of("--db", db, "--variants", "examples", "--allow-origin", "http://127.0.0.1:" + proxyPort,
                "--max-games", String.valueOf(2 * games + 1000), "--max-games-per-client", String.valueOf(2 * games + 1000));
        List<AutoCloseable> running = new ArrayList<>();
        try {
            List<Integer> ports = new ArrayList<>();
            for (int k = 0; k < n; k++) {
                ServeProcess p = new ServeProcess(args, List.of("-Xmx1g"));
                running.add(p);
                ports.add(p.port);
            }
            running.add(new ProxiedDeploymentTest.Nginx(nginxBinary, proxyPort, ports));
            List<String> cmd = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                    System.getProperty("java.class.path"), "io.ashtapada.bench.ServerLoadBenchmark", "--url",
                    "http://127.0.0.1:" + proxyPort, "--games", String.valueOf(games), "--clients", String.valueOf(clients),
                    "--requests", String.valueOf(requests));
            Process client = new ProcessBuilder(cmd).redirectErrorStream(true).start();
            String out = new String(client.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).strip();
            client.waitFor();
            String load = Files.readString(Path.of("/proc/loadavg")).strip();
            System.out.println(n + (n == 1 ? " server" : " servers") + " behind nginx, " + out + " (load average " + load + ")");
        } finally {
            for (int i = running.size() - 1; i >= 0; i--) running.get(i).close();
        }
    }
}
