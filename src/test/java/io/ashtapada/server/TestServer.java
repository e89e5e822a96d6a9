package io.ashtapada.server;

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
import java.util.List;

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
        return ServerOptions.defaults().withPort(0).withDataDir(Files.createTempDirectory("ashtapada-server-test"))
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

    Reply post(String path, Object body) throws Exception {
        String text = body instanceof String s ? s : JSON.writeValueAsString(body);
        return send(HttpRequest.newBuilder(uri(path)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(text)));
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
