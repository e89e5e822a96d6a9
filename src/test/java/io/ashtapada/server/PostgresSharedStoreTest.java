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
    /** The options both servers got (a third server joins them on the same database). */
    private ServerOptions sharedOptions0;

    @Override
    ServerOptions sharedOptions() throws Exception {
        sharedOptions0 = TestServer.options().withDatabase(Services.freshPostgresDatabase("shared"));
        return sharedOptions0;
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

    private static int plies(TestServer s, String id) throws Exception {
        return s.get("/api/games/" + id).json().path("history").size();
    }

    private static int pliesReached(TestServer s, String id, int n, long seconds) throws Exception {
        long until = System.nanoTime() + seconds * 1_000_000_000L;
        int now = plies(s, id);
        while (now < n && System.nanoTime() < until) {
            Thread.sleep(50);
            now = plies(s, id);
        }
        return now;
    }

    @Test
    void two_servers_holding_an_ai_game_never_search_the_same_turn() throws Exception {
        String id = a.post("/api/games", Map.of("variant", "chess", "seats", Map.of("white", "ai:20", "black", "ai:20")))
                .json().path("id").asText();
        // A third server starting now takes up every AI game in play (it cannot know whether another server plays it).
        try (TestServer c = new TestServer(sharedOptions0)) {
            assertThat(pliesReached(a, id, 16, 30)).isGreaterThanOrEqualTo(16);
            long searches = a.server.aiSearches.get() + c.server.aiSearches.get();
            int plies = plies(a, id);
            // Every stored ply was searched once; at most the turn in hand is being searched when counted.
            assertThat(searches).as("searches by A %d and C %d for %d plies", a.server.aiSearches.get(), c.server.aiSearches.get(), plies)
                    .isBetween((long) plies - 1, (long) plies + 1);
        }
    }

    @Test
    void an_ai_decision_whose_server_stopped_is_taken_by_another_once_its_lease_runs_out() throws Exception {
        String id = a.post("/api/games", Map.of("variant", "chess", "seats", Map.of("white", "ai:20", "black", "ai:20")))
                .json().path("id").asText();
        try (TestServer c = new TestServer(sharedOptions0)) {
            int before = pliesReached(a, id, 4, 30);
            assertThat(before).isGreaterThanOrEqualTo(4);
            a.close();
            a = null;
            int after = pliesReached(c, id, before + 4, 30);
            assertThat(after).as("plies on C after A stopped at %d", before).isGreaterThanOrEqualTo(before + 4);
            assertThat(c.server.aiSearches.get()).isPositive();
        }
    }

    @Test
    void two_servers_admitting_games_at_once_never_pass_a_clients_limit_together() throws Exception {
        ServerOptions limited = TestServer.options().withDatabase(Services.freshPostgresDatabase("limits"))
                .withLimits(1 << 20, 256 << 10, 16, java.time.Duration.ofSeconds(5), 3);
        try (TestServer p = new TestServer(limited); TestServer q = new TestServer(limited)) {
            java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(8);
            try {
                List<java.util.concurrent.Future<Integer>> replies = new ArrayList<>();
                java.util.concurrent.CountDownLatch go = new java.util.concurrent.CountDownLatch(1);
                for (int i = 0; i < 16; i++) {
                    TestServer s = i % 2 == 0 ? p : q;
                    replies.add(pool.submit(() -> {
                        go.await();
                        return s.post("/api/games", Map.of("variant", "chess")).status();
                    }));
                }
                go.countDown();
                List<Integer> statuses = new ArrayList<>();
                for (java.util.concurrent.Future<Integer> r : replies) statuses.add(r.get());
                assertThat(statuses).filteredOn(st -> st == 201).hasSize(3);
                assertThat(statuses).filteredOn(st -> st == 429).hasSize(13);
            } finally {
                pool.shutdownNow();
            }
            try (java.sql.Connection c = java.sql.DriverManager.getConnection(limited.database());
                 java.sql.ResultSet r = c.createStatement().executeQuery("SELECT COUNT(*) FROM ashtapada_game")) {
                r.next();
                assertThat(r.getInt(1)).isEqualTo(3);
            }
        }
    }
}
