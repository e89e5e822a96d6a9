package io.ashtapada.server;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 29, many servers on one database: two servers A and B share a store. Any server answers
 * for any game and upload at once; a change is written only over the version it was made from,
 * so a stale writer is refused (409 version-conflict, with the game as it stands) and never
 * overwrites another server's move.
 */
abstract class SharedStoreContract {
    /** Options for one server on the shared store (both servers get the same). */
    abstract ServerOptions sharedOptions() throws Exception;

    TestServer a, b;

    @BeforeEach
    void start() throws Exception {
        ServerOptions o = sharedOptions();
        a = new TestServer(o);
        b = new TestServer(o);
    }

    @AfterEach
    void stop() {
        if (a != null) a.close();
        if (b != null) b.close();
    }

    private static String create(TestServer s, Map<String, Object> body) throws Exception {
        TestServer.Reply r = s.post("/api/games", body);
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        return r.json().path("id").asText();
    }

    private static List<String> history(JsonNode game) {
        List<String> out = new ArrayList<>();
        game.path("history").forEach(n -> out.add(n.asText()));
        return out;
    }

    @Test
    void a_game_made_on_one_server_is_listed_and_played_on_another_at_once() throws Exception {
        String id = create(a, Map.of("variant", "chess"));
        String white = a.token(id, "white"), black = a.token(id, "black");
        assertThat(b.get("/api/games/" + id).status()).isEqualTo(200);
        assertThat(b.get("/api/games").json().findValuesAsText("id")).contains(id);
        TestServer.Reply e4 = b.postAs(white, "/api/games/" + id + "/actions", Map.of("action", "e4"));
        assertThat(e4.status()).as(e4.body()).isEqualTo(200);
        JsonNode onA = a.get("/api/games/" + id).json();
        assertThat(history(onA)).containsExactly("e2e4");
        assertThat(onA.path("version").asLong()).isEqualTo(e4.json().path("version").asLong());
        TestServer.Reply e5 = a.postAs(black, "/api/games/" + id + "/actions", Map.of("action", "e5"));
        assertThat(e5.status()).as(e5.body()).isEqualTo(200);
        assertThat(history(b.get("/api/games/" + id).json())).containsExactly("e2e4", "e7e5");
        assertThat(b.get("/api/games/" + id + "/record").body()).isEqualTo(a.get("/api/games/" + id + "/record").body());
    }

    @Test
    void a_hook_failure_seen_on_one_server_is_shown_by_another_that_fetches_the_game() throws Exception {
        String def = Files.readString(Path.of("examples/chess.variant")).replace("variant \"Chess\"", "variant \"Failing\"")
                + "\nhook fails on knight moves {{ function (view, out) { throw new Error('no knights today'); } }}\n";
        TestServer.Reply up = a.post("/api/variants", Map.of("files", Map.of("failing.variant", def)));
        assertThat(up.status()).as(up.body()).isEqualTo(201);
        String id = create(a, Map.of("variant", up.json().path("id").asText()));
        TestServer.Reply e4 = a.post("/api/games/" + id + "/actions", Map.of("action", "e4"));
        assertThat(e4.status()).as(e4.body()).isEqualTo(200);
        String onA = e4.json().path("hookFailures").toString();
        assertThat(onA).contains("no knights today");
        assertThat(b.get("/api/games/" + id).json().path("hookFailures").toString()).isEqualTo(onA);
    }

    @Test
    void an_upload_made_on_one_server_is_offered_by_another_at_once() throws Exception {
        String def = Files.readString(Path.of("examples/chess.variant")).replace("variant \"Chess\"", "variant \"Shared\"");
        TestServer.Reply up = a.post("/api/variants", Map.of("files", Map.of("shared.variant", def)));
        assertThat(up.status()).as(up.body()).isEqualTo(201);
        String vid = up.json().path("id").asText();
        assertThat(b.get("/api/variants/" + vid).json().path("info").path("title").asText()).isEqualTo("Shared");
        assertThat(b.get("/api/variants").json().findValuesAsText("id")).contains(vid);
        String id = create(b, Map.of("variant", vid));
        assertThat(a.postAs(b.token(id, "white"), "/api/games/" + id + "/actions", Map.of("action", "d4")).status()).isEqualTo(200);
    }

    @Test
    void a_stale_writer_gets_409_and_the_current_state_and_overwrites_nothing() throws Exception {
        String id = create(a, Map.of("variant", "chess"));
        String white = a.token(id, "white"), black = a.token(id, "black");
        assertThat(b.get("/api/games/" + id).status()).isEqualTo(200);
        // A has checked its copy and played e4 on it; just before A writes, B stores d4 for the same ply.
        a.server.beforeStore = g -> {
            a.server.beforeStore = null;
            try {
                TestServer.Reply d4 = b.postAs(white, "/api/games/" + id + "/actions", Map.of("action", "d4"));
                assertThat(d4.status()).as(d4.body()).isEqualTo(200);
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        };
        TestServer.Reply stale = a.postAs(white, "/api/games/" + id + "/actions", Map.of("action", "e4"));
        assertThat(stale.status()).as(stale.body()).isEqualTo(409);
        JsonNode error = stale.json().path("error");
        assertThat(error.path("code").asText()).isEqualTo("version-conflict");
        assertThat(error.path("message").asText()).doesNotContain("\n").contains("another server changed this game first");
        assertThat(history(stale.json().path("game"))).containsExactly("d2d4");
        assertThat(stale.json().path("game").path("version").asLong()).isEqualTo(2);
        for (TestServer s : List.of(a, b)) assertThat(history(s.get("/api/games/" + id).json())).containsExactly("d2d4");
        // A fetched the game again: it goes on from d4 at once.
        TestServer.Reply reply = a.postAs(black, "/api/games/" + id + "/actions", Map.of("action", "d5"));
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        assertThat(history(reply.json())).containsExactly("d2d4", "d7d5");
    }

    @Test
    void conflicting_moves_on_the_same_ply_on_two_servers_leave_exactly_one_applied_the_other_409() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            for (int round = 0; round < 8; round++) {
                String id = create(a, Map.of("variant", "chess"));
                String white = a.token(id, "white");
                a.get("/api/games/" + id);
                b.get("/api/games/" + id);       // both servers hold a copy, as in the issue
                CountDownLatch go = new CountDownLatch(1);
                Future<TestServer.Reply> onA = pool.submit(() -> {
                    go.await();
                    return a.postAs(white, "/api/games/" + id + "/actions", Map.of("action", "e4"));
                });
                Future<TestServer.Reply> onB = pool.submit(() -> {
                    go.await();
                    return b.postAs(white, "/api/games/" + id + "/actions", Map.of("action", "c4"));
                });
                go.countDown();
                TestServer.Reply ra = onA.get(), rb = onB.get();
                List<Integer> statuses = List.of(ra.status(), rb.status());
                assertThat(statuses).as(ra.body() + " / " + rb.body()).containsExactlyInAnyOrder(200, 409);
                TestServer.Reply won = ra.status() == 200 ? ra : rb, lost = ra.status() == 200 ? rb : ra;
                List<String> applied = history(won.json());
                assertThat(applied).hasSize(1);
                // Refused either as stale (it raced the write) or as not white's turn (it came second): both leave the game alone.
                assertThat(lost.json().path("error").path("code").asText()).isIn("version-conflict", "not-your-turn");
                for (TestServer s : List.of(a, b)) assertThat(history(s.get("/api/games/" + id).json())).isEqualTo(applied);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void a_copy_let_go_when_idle_is_fetched_again_from_the_store_and_the_game_goes_on() throws Exception {
        String id = create(a, Map.of("variant", "chess"));
        assertThat(a.post("/api/games/" + id + "/actions", Map.of("action", "e4")).status()).isEqualTo(200);
        assertThat(a.server.evictIdle(0)).isGreaterThanOrEqualTo(1);
        assertThat(a.server.cachedGames()).isZero();
        assertThat(history(a.get("/api/games/" + id).json())).containsExactly("e2e4");
        assertThat(a.server.cachedGames()).isEqualTo(1);
        assertThat(history(a.post("/api/games/" + id + "/actions", Map.of("action", "e5")).json())).containsExactly("e2e4", "e7e5");
    }

    @Test
    void a_private_game_stored_before_the_listed_column_stays_out_of_every_servers_list() throws Exception {
        String url = a.options.jdbcUrl();
        String access = new SeatAccess(true, 1, 0).toJson();
        try (Store old = new Store(url)) {
            // A row as an older server wrote it: the listed column was not there, so it got its default.
            old.saveGame(new Store.StoredGame("oldprivate", "chess", "human,human", "x", "w e2e4\n", access));
        }
        try (Store starting = new Store(url)) {
            assertThat(starting.listed()).extracting(Store.Listed::id).doesNotContain("oldprivate");
        }
        assertThat(b.get("/api/games").json().findValuesAsText("id")).doesNotContain("oldprivate");
        assertThat(b.get("/api/games/oldprivate").status()).isEqualTo(200);
    }

    @Test
    void a_running_clock_fetched_by_another_server_has_run_meanwhile() throws Exception {
        String id = create(a, Map.of("variant", "chess", "clock", Map.of("base", 60, "increment", 0)));
        // Black's clock starts when server A applies the move: after the request is sent, before
        // its answer comes back (on a loaded machine, that may be long before).
        long sent = System.nanoTime();
        assertThat(a.post("/api/games/" + id + "/actions", Map.of("action", "e4")).status()).isEqualTo(200);
        Thread.sleep(150);   // time passes with black to move; B has no copy yet
        JsonNode clock = b.get("/api/games/" + id).json().path("clock");
        long passed = (System.nanoTime() - sent) / 1_000_000;
        assertThat(clock.path("running").asText()).isEqualTo("black");
        assertThat(clock.path("leftMs").path("black").asLong()).isLessThanOrEqualTo(60_000 - 150).isGreaterThanOrEqualTo(60_000 - passed - 50);
    }
}
