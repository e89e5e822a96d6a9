package io.ashtapada.server;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 25, finding 4: an action is answered only once it is durably committed. The server runs
 * as a child process ({@code ashtapada serve}); concurrent clients play games and note every
 * acknowledged answer; the process is killed with {@code kill -9} mid-play and started again.
 * Every acknowledged game and action must be there, and at most the one action in flight when
 * the process died may follow them (whole: the stored record replays).
 */
abstract class CrashDurabilityContract {
    static final int CLIENTS = 8;
    static final ObjectMapperHolder JSON = new ObjectMapperHolder();

    static final class ObjectMapperHolder {
        final com.fasterxml.jackson.databind.ObjectMapper m = new com.fasterxml.jackson.databind.ObjectMapper();
    }

    /** The arguments that point {@code serve} at the store under test (the same for both runs). */
    abstract List<String> storeArgs() throws Exception;

    /** A game a client plays: its id, its seats' tokens, and the history of its last acknowledged answer. */
    record Played(String id, Map<String, String> tokens, List<String> acked, String inFlight) {
    }

    private static final class Child implements AutoCloseable {
        final Process process;
        final int port;

        Child(List<String> storeArgs) throws Exception {
            List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Xmx512m", "-cp", System.getProperty("java.class.path"), "io.ashtapada.cli.Main", "serve", "--port", "0",
                    "--variants", "examples"));
            cmd.addAll(storeArgs);
            process = new ProcessBuilder(cmd).redirectErrorStream(true).start();
            BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
            int found = -1;
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
            StringBuilder seen = new StringBuilder();
            while (found < 0 && System.nanoTime() < end) {
                String line = out.readLine();
                if (line == null) break;
                seen.append(line).append('\n');
                java.util.regex.Matcher m = java.util.regex.Pattern.compile("serving on http://[^:]+:(\\d+)/").matcher(line);
                if (m.find()) found = Integer.parseInt(m.group(1));
            }
            assertThat(found).as("the server did not start: " + seen).isPositive();
            port = found;
            // Keep reading its output so that it never blocks on a full pipe.
            Thread drain = new Thread(() -> {
                try {
                    while (out.readLine() != null) {
                        // discarded
                    }
                } catch (java.io.IOException e) {
                    // the process died
                }
            });
            drain.setDaemon(true);
            drain.start();
        }

        void kill9() throws Exception {
            process.destroyForcibly();
            assertThat(process.waitFor(30, TimeUnit.SECONDS)).isTrue();
        }

        @Override
        public void close() throws Exception {
            if (process.isAlive()) kill9();
        }
    }

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private static HttpResponse<String> post(int port, String path, Object body, String token) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).timeout(Duration.ofSeconds(20))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(JSON.m.writeValueAsString(body)));
        if (token != null) b.header("X-Seat-Token", token);
        return HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static List<String> texts(JsonNode a) {
        List<String> out = new ArrayList<>();
        a.forEach(n -> out.add(n.asText()));
        return out;
    }

    @Test
    void every_acknowledged_action_survives_kill_9_under_concurrent_clients_finding_4() throws Exception {
        List<String> args = storeArgs();
        Map<String, Played> games = new ConcurrentHashMap<>();
        AtomicBoolean dead = new AtomicBoolean();
        AtomicInteger acked = new AtomicInteger();
        try (Child a = new Child(args)) {
            List<Thread> clients = new ArrayList<>();
            for (int c = 0; c < CLIENTS; c++) {
                int client = c;
                Thread t = new Thread(() -> {
                    try {
                        for (int game = 0; !dead.get(); game++) {
                            HttpResponse<String> r = post(a.port, "/api/games", Map.of("variant", "chess"), null);
                            if (r.statusCode() != 201) return;
                            JsonNode g = JSON.m.readTree(r.body());
                            String id = g.path("id").asText();
                            Map<String, String> tokens = JSON.m.convertValue(g.path("seatTokens"),
                                    new com.fasterxml.jackson.core.type.TypeReference<Map<String, String>>() {
                                    });
                            games.put(id, new Played(id, tokens, List.of(), null));
                            JsonNode state = g.path("state");
                            for (int ply = 0; ply < 30 && !dead.get(); ply++) {
                                List<String> moves = new ArrayList<>();
                                for (JsonNode act : state.path("legalActions")) {
                                    if (act.path("kind").asText().equals("MOVE")) moves.add(act.path("text").asText());
                                }
                                if (moves.isEmpty()) break;
                                String move = moves.get((client * 7 + game * 3 + ply * 5) % moves.size());
                                Played before = games.get(id);
                                games.put(id, new Played(id, tokens, before.acked(), move));
                                HttpResponse<String> m = post(a.port, "/api/games/" + id + "/actions", Map.of("action", move),
                                        tokens.get(state.path("toMove").asText()));
                                if (m.statusCode() != 200) throw new AssertionError("refused: " + m.body());
                                JsonNode v = JSON.m.readTree(m.body());
                                games.put(id, new Played(id, tokens, texts(v.path("history")), null));
                                acked.incrementAndGet();
                                state = v.path("state");
                            }
                        }
                    } catch (java.io.IOException e) {
                        // the server was killed under this request: it is in flight, not acknowledged
                    } catch (Exception e) {
                        if (!dead.get()) throw new RuntimeException(e);
                    }
                });
                t.start();
                clients.add(t);
            }
            // Play until well into the games, then kill -9 with requests in flight.
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (acked.get() < 150 && System.nanoTime() < end) Thread.sleep(20);
            a.kill9();
            dead.set(true);
            for (Thread t : clients) t.join(30_000);
        }
        int ackedAtKill = games.values().stream().mapToInt(p -> p.acked().size()).sum();
        assertThat(ackedAtKill).as("acknowledged actions before the kill").isGreaterThanOrEqualTo(100);
        int lost = 0, inFlightApplied = 0;
        List<String> problems = new ArrayList<>();
        try (Child b = new Child(args)) {
            for (Played p : games.values()) {
                HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + b.port + "/api/games/" + p.id()))
                        .timeout(Duration.ofSeconds(20)).build(), HttpResponse.BodyHandlers.ofString());
                if (r.statusCode() != 200) {
                    problems.add(p.id() + " is gone (" + p.acked().size() + " acknowledged actions)");
                    lost += p.acked().size();
                    continue;
                }
                List<String> now = texts(JSON.m.readTree(r.body()).path("history"));
                if (now.size() < p.acked().size() || !now.subList(0, p.acked().size()).equals(p.acked())) {
                    problems.add(p.id() + ": acknowledged " + p.acked() + ", restored " + now);
                    lost += Math.max(0, p.acked().size() - now.size());
                } else if (now.size() > p.acked().size()) {
                    // Only the action in flight may follow, whole.
                    if (now.size() != p.acked().size() + 1 || p.inFlight() == null) {
                        problems.add(p.id() + ": unacknowledged actions appeared: acknowledged " + p.acked() + ", restored " + now);
                    }
                    inFlightApplied++;
                }
            }
        }
        System.out.println(getClass().getSimpleName() + ": " + games.size() + " games, " + ackedAtKill
                + " acknowledged actions at kill -9, " + lost + " lost, " + inFlightApplied + " in-flight actions stored unanswered");
        assertThat(problems).isEmpty();
        assertThat(lost).isZero();
    }
}
