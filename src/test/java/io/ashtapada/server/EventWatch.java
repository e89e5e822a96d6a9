package io.ashtapada.server;

import com.fasterxml.jackson.databind.JsonNode;

import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

import static org.assertj.core.api.Assertions.assertThat;

/** A watcher of one game's server-sent events: each state lands in a queue with the moment it arrived. */
final class EventWatch implements AutoCloseable {
    /** A state event and when it arrived ({@link System#nanoTime()}). */
    record Event(JsonNode state, long at) {
    }

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    final BlockingQueue<Event> events = new LinkedBlockingQueue<>();
    private final InputStream body;

    /** Opens {@code base + /api/games/{id}/events} and starts reading it. */
    EventWatch(String base, String id) throws Exception {
        HttpResponse<InputStream> r = HTTP.send(HttpRequest.newBuilder(URI.create(base + "/api/games/" + id + "/events"))
                .header("Accept", "text/event-stream").GET().build(), HttpResponse.BodyHandlers.ofInputStream());
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.headers().firstValue("Content-Type").orElse("")).startsWith("text/event-stream");
        body = r.body();
        Thread t = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(body, StandardCharsets.UTF_8))) {
                String line;
                while ((line = in.readLine()) != null) {
                    if (line.startsWith("data:")) events.add(new Event(TestServer.JSON.readTree(line.substring(5).trim()), System.nanoTime()));
                }
            } catch (Exception e) {
                // the stream ended
            }
        }, "test-event-watch");
        t.setDaemon(true);
        t.start();
    }

    /** The first event (waiting at most {@code seconds}) whose state satisfies {@code done}; earlier ones are dropped. */
    Event await(Predicate<JsonNode> done, long seconds) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (true) {
            long left = end - System.nanoTime();
            Event e = left > 0 ? events.poll(left, TimeUnit.NANOSECONDS) : null;
            assertThat(e).as("no event reached the state within " + seconds + " s").isNotNull();
            if (done.test(e.state())) return e;
        }
    }

    @Override
    public void close() throws Exception {
        body.close();
    }
}
