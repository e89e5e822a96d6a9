package io.ashtapada.server;

import io.ashtapada.TestFiles;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 29, the deployment of docs/server.md tested: two {@code ashtapada serve} processes on one
 * PostgreSQL database behind Debian's nginx (round-robin, server-sent events passed through
 * unbuffered), started by the test with its own configuration in a temporary directory. Clients
 * play chess games through the proxy while watchers follow them through it, two of them against
 * an AI seat whose decisions one worker process makes; one server and the worker are killed
 * with {@code kill -9} mid-game (the servers then make the AI decisions themselves). Every acknowledged move must be kept, the games go on
 * on the other server, and every watcher, reconnecting as a browser's EventSource does, follows
 * its game to its end. Conflicting moves for one ply sent through the proxy leave exactly one
 * applied and the other refused with 409.
 */
@Tag("postgres")
class ProxiedDeploymentTest {
    static final int GAMES = 4;
    /** Games against an AI seat, besides. */
    static final int AI_GAMES = 2;
    static final int PLIES = 16;
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private final List<AutoCloseable> running = new ArrayList<>();

    @AfterEach
    void stop() throws Exception {
        for (int i = running.size() - 1; i >= 0; i--) running.get(i).close();
    }

    /** Debian's nginx as an unprivileged process (as nobody when the test runs as root), all its files under {@code dir}. */
    static final class Nginx implements AutoCloseable {
        final Process process;
        final int port;
        final Path dir;

        Nginx(Path binary, int port, List<Integer> upstreams) throws Exception {
            this.port = port;
            this.dir = TestFiles.tempDirectory("ashtapada-nginx");
            StringBuilder servers = new StringBuilder();
            for (int p : upstreams) servers.append("    server 127.0.0.1:").append(p).append(" max_fails=1 fail_timeout=5s;\n");
            String conf = Files.readString(Path.of("src/test/resources/nginx/ashtapada.conf"))
                    .replace("@DIR@", dir.toString()).replace("@PORT@", String.valueOf(port)).replace("@UPSTREAMS@", servers.toString());
            Files.writeString(dir.resolve("nginx.conf"), conf);
            List<String> cmd = new ArrayList<>();
            if ("root".equals(System.getProperty("user.name")) && Files.isExecutable(Path.of("/usr/bin/setpriv"))) {
                // Never as root: the directory goes to nobody, and nginx runs as nobody.
                try (Stream<Path> s = Files.walk(dir)) {
                    for (Path p : s.toList()) {
                        Files.setOwner(p, dir.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("nobody"));
                    }
                }
                cmd.addAll(List.of("/usr/bin/setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"));
            }
            cmd.addAll(List.of(binary.toString(), "-p", dir.toString(), "-c", dir.resolve("nginx.conf").toString(),
                    "-e", dir.resolve("error.log").toString()));
            process = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(dir.resolve("stdout.log").toFile()).start();
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            while (true) {
                assertThat(process.isAlive()).as("nginx stopped: " + log()).isTrue();
                try {
                    if (HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/variants")).timeout(Duration.ofSeconds(5))
                            .build(), HttpResponse.BodyHandlers.ofString()).statusCode() == 200) {
                        break;
                    }
                } catch (java.io.IOException e) {
                    // not listening yet
                }
                assertThat(System.nanoTime()).as("nginx did not answer: " + log()).isLessThan(end);
                Thread.sleep(50);
            }
        }

        String log() {
            try {
                return Files.exists(dir.resolve("error.log")) ? Files.readString(dir.resolve("error.log")) : "(no error log)";
            } catch (java.io.IOException e) {
                return e.toString();
            }
        }

        /** The upstream ports that answered, as nginx's access log has them ({@code $upstream_addr}). */
        List<String> upstreamsUsed() throws Exception {
            return Files.readAllLines(dir.resolve("access.log"));
        }

        @Override
        public void close() throws Exception {
            process.destroy();
            if (!process.waitFor(10, TimeUnit.SECONDS)) process.destroyForcibly();
        }
    }

    /**
     * A watcher through the proxy that, like a browser's EventSource, opens the stream again
     * when it ends (its server died) and takes the state it is sent then.
     */
    static final class Follower implements AutoCloseable {
        final AtomicReference<JsonNode> last = new AtomicReference<>();
        final AtomicInteger reconnects = new AtomicInteger();
        private volatile boolean closed;
        private volatile InputStream body;
        private final Thread thread;

        Follower(String base, String id) {
            thread = new Thread(() -> {
                while (!closed) {
                    try {
                        HttpResponse<InputStream> r = HTTP.send(HttpRequest.newBuilder(URI.create(base + "/api/games/" + id + "/events"))
                                .header("Accept", "text/event-stream").GET().build(), HttpResponse.BodyHandlers.ofInputStream());
                        body = r.body();
                        try (BufferedReader in = new BufferedReader(new InputStreamReader(body, StandardCharsets.UTF_8))) {
                            String line;
                            while ((line = in.readLine()) != null) {
                                if (line.startsWith("data:")) {
                                    JsonNode n = TestServer.JSON.readTree(line.substring(5).trim());
                                    if (n.has("history")) last.set(n);
                                }
                            }
                        }
                    } catch (Exception e) {
                        // the stream broke
                    }
                    if (closed) return;
                    reconnects.incrementAndGet();
                    try {
                        Thread.sleep(100);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }, "test-follower");
            thread.setDaemon(true);
            thread.start();
        }

        int plies() {
            JsonNode n = last.get();
            return n == null ? -1 : n.path("history").size();
        }

        @Override
        public void close() throws Exception {
            closed = true;
            InputStream b = body;
            if (b != null) b.close();
            thread.interrupt();
        }
    }

    private static HttpResponse<String> post(String base, String path, Object body, String token) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(20))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(TestServer.JSON.writeValueAsString(body)));
        if (token != null) b.header("X-Seat-Token", token);
        return HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static HttpResponse<String> get(String base, String path) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(20)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static List<String> history(JsonNode g) {
        List<String> out = new ArrayList<>();
        g.path("history").forEach(n -> out.add(n.asText()));
        return out;
    }

    private static int freePort() throws Exception {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    /** Whether a game as the API answers it is over. */
    private static boolean over(JsonNode game) {
        return game.path("result").path("over").asBoolean(false) || game.path("state").path("result").path("over").asBoolean(false);
    }

    /** How many AI decisions the worker has made so far. */
    private static int workerDecisions(String db) throws java.sql.SQLException {
        try (java.sql.Connection c = java.sql.DriverManager.getConnection(db);
             java.sql.ResultSet r = c.createStatement().executeQuery("SELECT COUNT(*) FROM ashtapada_job WHERE worker LIKE 'w-%' AND state = 'done'")) {
            r.next();
            return r.getInt(1);
        }
    }

    /** A client's game: its id, its seats' tokens, and every history an answer acknowledged. */
    record Played(String id, Map<String, String> tokens, List<List<String>> acked) {
    }

    @Test
    void two_servers_behind_nginx_keep_every_acknowledged_move_when_one_is_killed_and_watchers_follow() throws Exception {
        Path nginxBinary = Services.nginx();
        String db = Services.freshPostgresDatabase("proxied");
        int proxyPort = freePort();
        List<String> args = List.of("--db", db, "--variants", "examples", "--allow-origin", "http://127.0.0.1:" + proxyPort);
        // The two servers start side by side.
        ServeProcess[] servers = new ServeProcess[2];
        Thread other = new Thread(() -> {
            try {
                servers[1] = new ServeProcess(args);
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        });
        other.start();
        servers[0] = new ServeProcess(args);
        other.join();
        assertThat(servers[1]).as("the second server did not start").isNotNull();
        running.add(servers[0]);
        running.add(servers[1]);
        // One worker makes the AI seats' decisions off the servers.
        ServeProcess worker = ServeProcess.worker(List.of("--db", db, "--variants", "examples"));
        running.add(worker);
        Nginx nginx = new Nginx(nginxBinary, proxyPort, List.of(servers[0].port, servers[1].port));
        running.add(nginx);
        String base = "http://127.0.0.1:" + proxyPort;

        // Split brain, through the proxy: white's e4 and c4 for one ply at once; round-robin sends them to both servers.
        for (int round = 0; round < 4; round++) {
            JsonNode g = TestServer.JSON.readTree(post(base, "/api/games", Map.of("variant", "chess"), null).body());
            String id = g.path("id").asText(), white = g.path("seatTokens").path("white").asText();
            get(base, "/api/games/" + id);
            get(base, "/api/games/" + id);
            CountDownLatch go = new CountDownLatch(1);
            List<HttpResponse<String>> replies = new CopyOnWriteArrayList<>();
            List<Thread> two = new ArrayList<>();
            for (String move : List.of("e4", "c4")) {
                Thread t = new Thread(() -> {
                    try {
                        go.await();
                        replies.add(post(base, "/api/games/" + id + "/actions", Map.of("action", move), white));
                    } catch (Exception e) {
                        throw new RuntimeException(e);
                    }
                });
                t.start();
                two.add(t);
            }
            go.countDown();
            for (Thread t : two) t.join(30_000);
            assertThat(replies.stream().map(HttpResponse::statusCode).toList()).containsExactlyInAnyOrder(200, 409);
            HttpResponse<String> won = replies.stream().filter(r -> r.statusCode() == 200).findFirst().orElseThrow();
            List<String> applied = history(TestServer.JSON.readTree(won.body()));
            assertThat(applied).hasSize(1);
            for (int i = 0; i < 2; i++) assertThat(history(TestServer.JSON.readTree(get(base, "/api/games/" + id).body()))).isEqualTo(applied);
        }

        // Games played through the proxy, each followed by a watcher through the proxy.
        List<Played> games = new ArrayList<>();
        Map<String, Follower> followers = new ConcurrentHashMap<>();
        for (int i = 0; i < GAMES + AI_GAMES; i++) {
            // The last games have an AI black, whose decisions the worker makes (and, once it is killed, the servers).
            Map<String, Object> body = i < GAMES ? Map.of("variant", "chess") : Map.of("variant", "chess", "seats", Map.of("black", "ai:50"));
            JsonNode g = TestServer.JSON.readTree(post(base, "/api/games", body, null).body());
            Map<String, String> tokens = TestServer.JSON.convertValue(g.path("seatTokens"),
                    new com.fasterxml.jackson.core.type.TypeReference<Map<String, String>>() {
                    });
            Played p = new Played(g.path("id").asText(), tokens, new CopyOnWriteArrayList<>());
            games.add(p);
            Follower f = new Follower(base, p.id());
            followers.put(p.id(), f);
            running.add(f);
        }
        AtomicInteger acked = new AtomicInteger(), unanswered = new AtomicInteger();
        List<Throwable> failures = new CopyOnWriteArrayList<>();
        List<Thread> clients = new ArrayList<>();
        for (Played p : games) {
            Thread t = new Thread(() -> {
                try {
                    JsonNode state = TestServer.JSON.readTree(get(base, "/api/games/" + p.id()).body());
                    int tries = 0;
                    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
                    while (history(state).size() < PLIES && !over(state)) {
                        assertThat(tries++).as("game " + p.id() + " stalled at " + history(state)).isLessThan(200);
                        if (!p.tokens().containsKey(state.path("state").path("toMove").asText())) {
                            // The AI seat is to move: wait for its decision (the worker's, or a server's once the worker is gone).
                            assertThat(System.nanoTime()).as("AI of game " + p.id() + " stalled at " + history(state)).isLessThan(deadline);
                            tries--;
                            Thread.sleep(50);
                            HttpResponse<String> again = get(base, "/api/games/" + p.id());
                            if (again.statusCode() == 200) state = TestServer.JSON.readTree(again.body());
                            continue;
                        }
                        List<String> moves = new ArrayList<>();
                        for (JsonNode act : state.path("state").path("legalActions")) {
                            if (act.path("kind").asText().equals("MOVE")) moves.add(act.path("text").asText());
                        }
                        if (moves.isEmpty()) {
                            // Over (the AI mated or stalemated the client): read the game again to see it so.
                            Thread.sleep(50);
                            state = TestServer.JSON.readTree(get(base, "/api/games/" + p.id()).body());
                            continue;
                        }
                        String move = moves.get((history(state).size() * 7 + p.id().charAt(0)) % moves.size());
                        HttpResponse<String> r;
                        try {
                            r = post(base, "/api/games/" + p.id() + "/actions", Map.of("action", move),
                                    p.tokens().get(state.path("state").path("toMove").asText()));
                        } catch (java.io.IOException e) {
                            r = null;
                        }
                        if (r != null && r.statusCode() == 200) {
                            state = TestServer.JSON.readTree(r.body());
                            p.acked().add(history(state));
                            acked.incrementAndGet();
                            continue;
                        }
                        if (r != null && r.statusCode() == 409) {
                            state = TestServer.JSON.readTree(r.body()).path("game");
                            if (state.isMissingNode()) state = TestServer.JSON.readTree(get(base, "/api/games/" + p.id()).body());
                            continue;
                        }
                        // No answer (the server died under the request, 502 from nginx): the move is in flight; read the game again.
                        unanswered.incrementAndGet();
                        Thread.sleep(50);
                        HttpResponse<String> again = get(base, "/api/games/" + p.id());
                        if (again.statusCode() == 200) state = TestServer.JSON.readTree(again.body());
                    }
                } catch (Throwable e) {
                    failures.add(e);
                }
            }, "test-client");
            t.start();
            clients.add(t);
        }
        // Kill one server in the middle of the games.
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while ((acked.get() < GAMES * PLIES / 3 || workerDecisions(db) < 2) && System.nanoTime() < end) Thread.sleep(5);
        int ackedAtKill = acked.get();
        servers[0].kill9();
        worker.kill9();
        for (Thread t : clients) t.join(120_000);
        assertThat(failures).isEmpty();
        assertThat(ackedAtKill).as("acknowledged moves before the kill").isGreaterThanOrEqualTo(GAMES);

        // The worker made AI decisions before it was killed, and the servers made the rest.
        try (java.sql.Connection c = java.sql.DriverManager.getConnection(db);
             java.sql.ResultSet r = c.createStatement().executeQuery(
                     "SELECT COUNT(*) FILTER (WHERE worker LIKE 'w-%' AND state = 'done'), COUNT(*) FILTER (WHERE state = 'server') FROM ashtapada_job")) {
            r.next();
            assertThat(r.getInt(1)).as("AI decisions made by the worker").isPositive();
            assertThat(r.getInt(2)).as("AI decisions made by a server after the worker was killed").isPositive();
        }
        for (Played p : games) {
            JsonNode fin = TestServer.JSON.readTree(get(base, "/api/games/" + p.id()).body());
            List<String> now = history(fin);
            // A game against the AI may end before (the AI mates the client's scripted moves).
            if (over(fin)) assertThat(now.size()).as("game " + p.id()).isLessThanOrEqualTo(PLIES);
            else assertThat(now).as("game " + p.id()).hasSize(PLIES);
            for (List<String> a : p.acked()) assertThat(now.subList(0, a.size())).as("acknowledged in " + p.id()).isEqualTo(a);
            // Every watcher follows its game to the end, across the kill.
            Follower f = followers.get(p.id());
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(15);
            while (f.plies() != now.size() && System.nanoTime() < until) Thread.sleep(20);
            assertThat(history(f.last.get())).as("the watcher of " + p.id() + " (" + f.reconnects.get() + " reconnects)").isEqualTo(now);
        }
        int reconnected = followers.values().stream().mapToInt(f -> f.reconnects.get()).sum();
        List<String> upstreams = nginx.upstreamsUsed();
        assertThat(upstreams).anyMatch(l -> l.contains(":" + servers[0].port)).anyMatch(l -> l.contains(":" + servers[1].port));
        System.out.println("ProxiedDeploymentTest: " + GAMES + " games and " + AI_GAMES + " against an AI of " + PLIES
                + " plies through nginx, one server and the worker killed, " + ackedAtKill
                + " moves acknowledged at the kill, " + acked.get() + " in all, " + unanswered.get()
                + " requests unanswered by the killed server, " + reconnected + " watcher reconnects; none lost");
    }
}
