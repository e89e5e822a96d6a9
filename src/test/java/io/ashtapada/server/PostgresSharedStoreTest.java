package io.ashtapada.server;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two servers on one PostgreSQL database (a fresh one per test) keep to the shared-store
 * contract, and a watcher on one server hears of changes made on the other (LISTEN/NOTIFY).
 */
@Tag("postgres")
class PostgresSharedStoreTest extends SharedStoreContract {
    @Override
    ServerOptions sharedOptions() throws Exception {
        return TestServer.options().withDatabase(Services.freshPostgresDatabase("shared"));
    }

    /** A short game of chess, every move legal. */
    static final List<String> MOVES = List.of("e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "c3", "Nf6", "d3", "d6", "O-O", "O-O",
            "h3", "h6", "a3", "a6");

    @Test
    void a_watcher_on_one_server_sees_a_move_made_on_another_within_100_ms() throws Exception {
        String id = a.post("/api/games", Map.of("variant", "chess")).json().path("id").asText();
        List<Long> latencies = new ArrayList<>();
        try (EventWatch onB = new EventWatch("http://127.0.0.1:" + b.server.port(), id)) {
            onB.await(g -> g.path("history").isEmpty(), 10);
            for (int ply = 1; ply <= MOVES.size(); ply++) {
                int n = ply;
                long sent = System.nanoTime();
                TestServer.Reply r = a.post("/api/games/" + id + "/actions", Map.of("action", MOVES.get(ply - 1)));
                assertThat(r.status()).as(r.body()).isEqualTo(200);
                EventWatch.Event e = onB.await(g -> g.path("history").size() == n, 5);
                assertThat(e.state().path("version").asLong()).isEqualTo(r.json().path("version").asLong());
                latencies.add((e.at() - sent) / 1_000);
            }
        }
        List<Long> sorted = latencies.stream().sorted().toList();
        long median = sorted.get(sorted.size() / 2), max = sorted.get(sorted.size() - 1);
        System.out.println("PostgresSharedStoreTest: a move made on A seen by a watcher on B, from the request's start, in µs: median "
                + median + ", max " + max + " (" + sorted.size() + " moves)");
        assertThat(median).as("median µs of " + sorted).isLessThan(100_000);
        assertThat(max).as("slowest µs of " + sorted).isLessThan(1_000_000);
    }
}
