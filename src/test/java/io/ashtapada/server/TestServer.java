package io.ashtapada.server;

import io.ashtapada.TestFiles;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/** A server on an ephemeral loopback port with its own data directory, and a JDK HTTP client to talk to it. */
final class TestServer implements AutoCloseable {
    static final ObjectMapper JSON = new ObjectMapper();

    /** An answer: its status and body, the body read as JSON when it is JSON. */
    record Reply(int status, String body, String contentType) {
        JsonNode json() {
            try {
                return JSON.readTree(body);
            } catch (IOException e) {
                throw new AssertionError("not JSON: " + body, e);
            }
        }
    }

    final GameServer server;
    final ServerOptions options;
    final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    TestServer(ServerOptions options) throws Exception {
        this.options = options;
        this.server = GameServer.start(options);
    }

    /** Options for a test: port 0, the shipped variants, an H2 database in a fresh temporary directory. */
    static ServerOptions options() throws IOException {
        return ServerOptions.defaults().withPort(0).withDataDir(TestFiles.tempDirectory("ashtapada-server-test"))
                .withVariantDirs(List.of(Path.of("examples"), Path.of("variants-dsl")));
    }

    static TestServer start() throws Exception {
        return new TestServer(options());
    }

    URI uri(String path) {
        return URI.create("http://127.0.0.1:" + server.port() + path);
    }

    Reply get(String path) throws Exception {
        return send(HttpRequest.newBuilder(uri(path)).GET());
    }

    /** The seat tokens of the games this client made, by game id and player id: this client holds those seats. */
    final Map<String, Map<String, String>> tokens = new ConcurrentHashMap<>();
    private static final Pattern ACT = Pattern.compile("/api/games/([^/]+)/(actions|undo)");

    /**
     * Posts as a client that holds every seat of the games it made: an action carries the seat
     * token of the player it is for (the {@code player} of a draw offer, else the player to move),
     * and an undo asks the takeback with each held human seat in turn until it is made.
     */
    Reply post(String path, Object body) throws Exception {
        java.util.regex.Matcher m = ACT.matcher(path);
        Map<String, String> held = m.matches() ? tokens.get(m.group(1)) : null;
        if (held == null) {
            Reply r = postAs(null, path, body);
            if (path.equals("/api/games") && r.status() == 201) {
                Map<String, String> t = new LinkedHashMap<>();
                r.json().path("seatTokens").fields().forEachRemaining(e -> t.put(e.getKey(), e.getValue().asText()));
                tokens.put(r.json().path("id").asText(), t);
            }
            return r;
        }
        if (m.group(2).equals("undo")) {
            Reply r = null;
            for (String token : held.values()) {
                r = postAs(token, path, body);
                if (r.status() != 202) return r;
            }
            return r;
        }
        JsonNode b;
        try {
            b = body instanceof String s ? JSON.readTree(s) : JSON.valueToTree(body);
        } catch (IOException e) {
            b = JSON.createObjectNode();     // not JSON: the server refuses it, whoever sends it
        }
        String player = b.path("player").isTextual() ? b.path("player").asText()
                : get("/api/games/" + m.group(1)).json().path("state").path("toMove").asText();
        return postAs(held.getOrDefault(player, held.values().stream().findFirst().orElse(null)), path, body);
    }

    /** Posts with a seat token in the X-Seat-Token header (none: as a watcher). */
    Reply postAs(String token, String path, Object body) throws Exception {
        String text = body instanceof String s ? s : JSON.writeValueAsString(body);
        HttpRequest.Builder b = HttpRequest.newBuilder(uri(path)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(text));
        if (token != null) b.header("X-Seat-Token", token);
        return send(b);
    }

    /** The token of a seat this client holds. */
    String token(String game, String player) {
        return tokens.get(game).get(player);
    }

    Reply send(HttpRequest.Builder b) throws Exception {
        HttpResponse<String> r = http.send(b.timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
        return new Reply(r.statusCode(), r.body(), r.headers().firstValue("Content-Type").orElse(""));
    }

    @Override
    public void close() {
        server.close();
    }
}
