package io.ashtapada.server;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 29, heavy work off the request path: AI decisions queued in PostgreSQL ({@code ashtapada_job})
 * are claimed by workers with {@code FOR UPDATE SKIP LOCKED} for a lease; a server without workers
 * plays its AI seats itself; a worker that dies mid-job has its job taken again once its lease ends.
 */
@Tag("postgres")
class WorkerTest {
    private static JsonNode until(TestServer s, String id, Predicate<JsonNode> done) throws Exception {
        long end = System.nanoTime() + 15_000_000_000L;
        JsonNode g = s.get("/api/games/" + id).json();
        while (!done.test(g)) {
            assertThat(System.nanoTime()).as("game " + id + " never reached the state: " + g.path("history")).isLessThan(end);
            Thread.sleep(20);
            g = s.get("/api/games/" + id).json();
        }
        return g;
    }

    /** The job's state once the worker has marked it finished: it writes the game first, then the job. */
    private static String finished(Store st, String game, long version) throws Exception {
        long end = System.nanoTime() + 15_000_000_000L;
        String state = st.jobState(game, version);
        while (state == null || !state.startsWith("done ")) {
            assertThat(System.nanoTime()).as("the job of " + game + " was never finished: " + state).isLessThan(end);
            Thread.sleep(20);
            state = st.jobState(game, version);
        }
        return state;
    }

    /** Makes a chess game with an AI black of 50 ms, plays e4 and returns {id, the version e4 was stored as}. */
    private static Object[] e4AgainstAi(TestServer s) throws Exception {
        String id = s.post("/api/games", Map.of("variant", "chess", "seats", Map.of("black", "ai:50"))).json().path("id").asText();
        TestServer.Reply r = s.post("/api/games/" + id + "/actions", Map.of("action", "e4"));
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        return new Object[]{id, r.json().path("version").asLong()};
    }

    @Test
    void a_worker_makes_the_ai_decisions_the_server_queues() throws Exception {
        String db = Services.freshPostgresDatabase("worker");
        try (Worker w = Worker.start(db, List.of(Path.of("examples")), 5000);
             TestServer s = new TestServer(TestServer.options().withDatabase(db));
             Store st = new Store(db)) {
            Object[] g = e4AgainstAi(s);
            JsonNode answered = until(s, (String) g[0], v -> v.path("history").size() == 2);
            assertThat(answered.path("state").path("toMove").asText()).isEqualTo("white");
            assertThat(finished(st, (String) g[0], (Long) g[1])).isEqualTo("done " + w.id() + " 1");
        }
    }

    @Test
    void a_server_without_workers_plays_its_ai_seats_itself() throws Exception {
        String db = Services.freshPostgresDatabase("noworker");
        try (TestServer s = new TestServer(TestServer.options().withDatabase(db)); Store st = new Store(db)) {
            Object[] g = e4AgainstAi(s);
            until(s, (String) g[0], v -> v.path("history").size() == 2);
            // Nothing was queued for a worker: the server claimed the decision for itself (and made it).
            assertThat(st.jobState((String) g[0], (Long) g[1])).as("the decision's claim").startsWith("server s-");
        }
    }

    @Test
    void a_job_whose_worker_died_mid_job_is_taken_again_when_its_lease_runs_out() throws Exception {
        String db = Services.freshPostgresDatabase("deadworker");
        try (Store dead = new Store(db); TestServer s = new TestServer(TestServer.options().withDatabase(db))) {
            dead.heartbeat("w-dead");               // a worker is there: the server queues its AI decisions
            Object[] g = e4AgainstAi(s);
            long end = System.nanoTime() + 10_000_000_000L;
            Store.Job taken = dead.claim("w-dead", 300);
            while (taken == null) {
                assertThat(System.nanoTime()).as("the server queued no job").isLessThan(end);
                Thread.sleep(10);
                taken = dead.claim("w-dead", 300);
            }
            assertThat(taken.game()).isEqualTo(g[0]);
            // ... and dies holding it. A live worker takes it once the lease (2 × 50 ms + 300 ms) has run out.
            try (Worker w = Worker.start(db, List.of(Path.of("examples")), 5000)) {
                until(s, (String) g[0], v -> v.path("history").size() == 2);
                assertThat(finished(dead, (String) g[0], (Long) g[1])).isEqualTo("done " + w.id() + " 2");
            }
        }
    }

    private static JsonNode balanceDone(TestServer s, String id) throws Exception {
        long end = System.nanoTime() + 90_000_000_000L;
        JsonNode j = s.get("/api/balance/" + id).json();
        while (!j.path("state").asText().equals("done")) {
            assertThat(j.path("state").asText()).as("job " + id + ": " + j).isNotEqualTo("failed");
            assertThat(System.nanoTime()).as("job " + id + " never finished: " + j).isLessThan(end);
            Thread.sleep(100);
            j = s.get("/api/balance/" + id).json();
        }
        return j;
    }

    @Test
    void a_worker_plays_the_self_play_job_a_server_queues_and_every_server_answers_for_it() throws Exception {
        String db = Services.freshPostgresDatabase("balancejob");
        try (Worker w = Worker.start(db, List.of(Path.of("examples")), 5000);
             TestServer a = new TestServer(TestServer.options().withDatabase(db));
             TestServer b = new TestServer(TestServer.options().withDatabase(db))) {
            TestServer.Reply r = a.post("/api/balance", Map.of("variant", "chess", "games", 2, "millis", 5, "seed", 7));
            assertThat(r.status()).as(r.body()).isEqualTo(202);
            String id = r.json().path("id").asText();
            JsonNode done = balanceDone(b, id);
            assertThat(done.path("worker").asText()).isEqualTo(w.id());
            assertThat(done.path("played").asInt()).isEqualTo(2);
            assertThat(done.path("summary").asText()).contains("Chess");
            TestServer.Reply report = a.get("/api/balance/" + id + "/report");
            assertThat(report.status()).isEqualTo(200);
            assertThat(report.body()).contains("<svg");
        }
    }

    @Test
    void a_self_play_job_whose_worker_died_is_played_by_another_once_its_lease_runs_out() throws Exception {
        String db = Services.freshPostgresDatabase("deadbalance");
        try (Store dead = new Store(db); TestServer s = new TestServer(TestServer.options().withDatabase(db))) {
            dead.heartbeat("w-dead");               // a worker is there: the server queues the job for the workers
            TestServer.Reply r = s.post("/api/balance", Map.of("variant", "chess", "games", 2, "millis", 5, "seed", 3));
            assertThat(r.status()).as(r.body()).isEqualTo(202);
            String id = r.json().path("id").asText();
            Store.BalanceJob taken = dead.claimBalance("w-dead", 300);
            assertThat(taken).isNotNull();
            assertThat(taken.id()).isEqualTo(id);
            // ... and dies holding it. A live worker takes it once the 300 ms lease has run out.
            try (Worker w = Worker.start(db, List.of(Path.of("examples")), 5000)) {
                JsonNode done = balanceDone(s, id);
                assertThat(done.path("worker").asText()).isEqualTo(w.id());
                assertThat(dead.balance(id).retaken()).isTrue();
            }
        }
    }
}
