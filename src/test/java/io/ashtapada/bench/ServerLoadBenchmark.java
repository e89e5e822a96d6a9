package io.ashtapada.bench;

import io.ashtapada.TestFiles;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.ashtapada.server.GameServer;
import io.ashtapada.server.ServerOptions;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Move requests against a game server with many games open: a benchmark, not a test (the
 * figures depend on the machine and its load, so nothing here asserts).
 *
 * <p>For each count of games it starts a server on a loopback port (its own H2 database in a
 * temporary directory), opens that many chess games, and has {@code --clients} threads play
 * moves in them over HTTP, each thread in its own share of the games, until {@code --requests}
 * moves are made (a finished game starts again). It prints requests per second and the
 * 50th and 99th percentile latency of a move request, answer included (the whole game state).
 * Traffic goes only to 127.0.0.1 and every loop is bounded.
 *
 * <p>With {@code --url BASE} it starts no server and drives the one at BASE instead (a proxy in
 * front of several: {@code io.ashtapada.server.ProxyLoadBenchmark} runs it so, in a process of
 * its own).
 *
 * <p>Run it from the project folder after {@code mvn -q -B -DskipTests test-compile dependency:build-classpath -Dmdep.outputFile=cp.txt}:
 * <pre>
 *   java -cp target/classes:target/test-classes:$(cat cp.txt) io.ashtapada.bench.ServerLoadBenchmark \
 *       [--games 100,1000] [--clients 8] [--requests 4000]
 * </pre>
 */
public final class ServerLoadBenchmark {
    private static final ObjectMapper JSON = new ObjectMapper();

    private ServerLoadBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int[] counts = {100, 1000};
        int clients = 8, requests = 4000;
        String url = null;
        for (int i = 0; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--games" -> counts = Arrays.stream(args[i + 1].split(",")).mapToInt(Integer::parseInt).toArray();
                case "--clients" -> clients = Integer.parseInt(args[i + 1]);
                case "--requests" -> requests = Integer.parseInt(args[i + 1]);
                case "--url" -> url = args[i + 1];
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        for (int games : counts) {
            if (url != null) {
                drive(url, games, clients, requests);
                continue;
            }
            ServerOptions o = ServerOptions.defaults().withPort(0).withDataDir(TestFiles.tempDirectory("ashtapada-load"))
                    .withVariantDirs(List.of(Path.of("examples")))
                    .withLimits(1 << 20, 256 << 10, 16, Duration.ofSeconds(5), games + 1);
            try (GameServer server = GameServer.start(o)) {
                drive("http://127.0.0.1:" + server.port(), games, clients, requests);
            }
        }
    }

    private static void drive(String base, int games, int clients, int requests) throws Exception {
        HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        String[] ids = new String[games];
        JsonNode[] last = new JsonNode[games];
        for (int g = 0; g < games; g++) {
            last[g] = post(http, base + "/api/games", "{\"variant\":\"chess\"}");
            ids[g] = last[g].path("id").asText();
        }
        // Warm up: one move in every game.
        for (int g = 0; g < games; g++) last[g] = move(http, base, ids, last, g);
        long[] latency = new long[requests];
        AtomicInteger next = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(clients);
        long t0 = System.nanoTime();
        List<Future<?>> jobs = new ArrayList<>();
        for (int c = 0; c < clients; c++) {
            int client = c, nClients = clients;
            jobs.add(pool.submit(() -> {
                int g = client;
                for (int r; (r = next.getAndIncrement()) < requests; ) {
                    long s = System.nanoTime();
                    last[g] = move(http, base, ids, last, g);
                    latency[r] = System.nanoTime() - s;
                    g += nClients;
                    if (g >= games) g = client % games;
                }
                return null;
            }));
        }
        for (Future<?> f : jobs) f.get();
        double seconds = (System.nanoTime() - t0) / 1e9;
        pool.shutdown();
        Arrays.sort(latency);
        System.out.printf("%d games, %d clients: %d move requests in %.1f s, %.0f requests/s, p50 %.1f ms, p99 %.1f ms%n",
                games, clients, requests, seconds, requests / seconds, latency[requests / 2] / 1e6,
                latency[(int) (requests * 0.99)] / 1e6);
    }

    /** Plays the first legal move of a game (a new game when it is over) and returns its new state. */
    private static JsonNode move(HttpClient http, String base, String[] ids, JsonNode[] last, int g) throws Exception {
        JsonNode state = last[g].path("state");
        if (!state.path("result").path("status").asText().equals("ONGOING")) {
            JsonNode fresh = post(http, base + "/api/games", "{\"variant\":\"chess\"}");
            ids[g] = fresh.path("id").asText();
            state = fresh.path("state");
        }
        String text = null;
        List<String> moves = new ArrayList<>();
        for (JsonNode a : state.path("legalActions")) if (a.path("kind").asText().equals("MOVE")) moves.add(a.path("text").asText());
        text = moves.get((int) (Math.abs(ids[g].hashCode() + state.path("movesMade").asInt() * 31L) % moves.size()));
        return post(http, base + "/api/games/" + ids[g] + "/actions", "{\"action\":\"" + text + "\"}",
                TOKENS.get(ids[g]).path(state.path("toMove").asText()).asText());
    }

    /** The seat tokens of each game made, by game id: the benchmark's clients hold every seat. */
    private static final java.util.Map<String, JsonNode> TOKENS = new java.util.concurrent.ConcurrentHashMap<>();

    private static JsonNode post(HttpClient http, String url, String body) throws Exception {
        return post(http, url, body, null);
    }

    private static JsonNode post(HttpClient http, String url, String body, String token) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (token != null) b.header("X-Seat-Token", token);
        HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() / 100 != 2) throw new IllegalStateException(url + ": " + r.body());
        JsonNode j = JSON.readTree(r.body());
        if (url.endsWith("/api/games")) TOKENS.put(j.path("id").asText(), j.path("seatTokens"));
        return j;
    }
}
