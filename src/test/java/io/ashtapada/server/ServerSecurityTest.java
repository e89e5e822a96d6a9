package io.ashtapada.server;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Uploads are untrusted: a definition reaches only its own uploaded files, sizes and compile
 * time are bounded, hooks stay in their sandbox, and one client cannot hold unbounded games.
 */
class ServerSecurityTest {
    static TestServer s;
    static String chess;

    @BeforeAll
    static void start() throws Exception {
        // Small limits so that each can be hit: 64 KiB requests, 32 KiB definitions, 3 files, 2 games.
        s = new TestServer(TestServer.options().withLimits(64 << 10, 32 << 10, 3, Duration.ofSeconds(20), 2));
        chess = Files.readString(Path.of("examples/chess.variant"));
    }

    @AfterAll
    static void stop() {
        s.close();
    }

    private static JsonNode problem(TestServer.Reply r) {
        assertThat(r.status()).as(r.body()).isEqualTo(422);
        assertThat(r.json().path("error").path("code").asText()).isEqualTo("invalid-definition");
        return r.json().path("problems").get(0);
    }

    private static TestServer.Reply upload(Map<String, String> files) throws Exception {
        return s.post("/api/variants", Map.of("main", "mine.variant", "files", files));
    }

    @Test
    void extends_with_an_absolute_path_is_refused_without_reading_the_disk() throws Exception {
        String abs = Path.of("examples/chess.variant").toAbsolutePath().toString();
        JsonNode p = problem(upload(Map.of("mine.variant", "variant \"X\" extends \"" + abs + "\"\n")));
        assertThat(p.path("message").asText()).contains("not a relative file name");
        assertThat(p.path("line").asInt()).isEqualTo(1);
    }

    @Test
    void extends_climbing_out_with_dot_dot_is_refused() throws Exception {
        JsonNode p = problem(upload(Map.of("mine.variant", "variant \"X\" extends \"../examples/chess.variant\"\n")));
        assertThat(p.path("message").asText()).contains("climbs out");
        JsonNode q = problem(upload(Map.of("mine.variant", "variant \"X\" extends \"sub/../../x.variant\"\n")));
        assertThat(q.path("message").asText()).contains("climbs out");
    }

    @Test
    void a_file_that_exists_on_the_servers_disk_but_was_not_uploaded_is_not_read() throws Exception {
        // examples/chess.variant is readable relative to the server's working directory, and a link
        // or any other file there is just as unreachable: only the uploaded names exist.
        JsonNode p = problem(upload(Map.of("mine.variant", "variant \"X\" extends \"examples/chess.variant\"\n")));
        assertThat(p.path("message").asText()).contains("no file 'examples/chess.variant' was given");
    }

    @Test
    void extends_reaches_a_file_of_the_same_upload() throws Exception {
        TestServer.Reply r = upload(Map.of("base/chess.variant", chess, "mine.variant",
                "variant \"Child\" extends \"base/chess.variant\"\n"));
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        assertThat(r.json().path("title").asText()).isEqualTo("Child");
    }

    @Test
    void a_hook_file_outside_the_upload_is_refused() throws Exception {
        String withHook = chess + "\nhook escape on knight moves file \"/etc/passwd\"\n";
        JsonNode p = problem(upload(Map.of("mine.variant", withHook)));
        assertThat(p.path("message").asText()).contains("cannot read hook file '/etc/passwd'");
        String climbing = chess + "\nhook escape on knight moves file \"../variants-dsl/sejrang-teleport.js\"\n";
        assertThat(problem(upload(Map.of("mine.variant", climbing))).path("message").asText()).contains("climbs out");
    }

    @Test
    void a_hook_file_of_the_upload_is_compiled() throws Exception {
        String withHook = chess + "\nhook step on knight moves file \"hooks/step.js\"\n";
        TestServer.Reply r = upload(Map.of("mine.variant", withHook,
                "hooks/step.js", "function (view, out) { }"));
        assertThat(r.status()).as(r.body()).isEqualTo(201);
    }

    @Test
    void a_definition_larger_than_the_limit_is_refused_with_413() throws Exception {
        String big = chess + "\n#" + "x".repeat(40 << 10) + "\n";
        TestServer.Reply r = upload(Map.of("mine.variant", big));
        assertThat(r.status()).isEqualTo(413);
        assertThat(r.json().path("error").path("code").asText()).isEqualTo("definition-too-large");
        Map<String, String> many = new LinkedHashMap<>();
        for (int i = 0; i < 4; i++) many.put("f" + i + ".js", "1");
        many.put("mine.variant", chess);
        assertThat(upload(many).json().path("error").path("code").asText()).isEqualTo("too-many-files");
    }

    @Test
    void a_request_larger_than_the_limit_is_refused_with_413() throws Exception {
        TestServer.Reply r = s.post("/api/rules", Map.of("variant", "chess", "position", "x".repeat(100 << 10)));
        assertThat(r.status()).isEqualTo(413);
        assertThat(r.json().path("error").path("code").asText()).isEqualTo("request-too-large");
    }

    @Test
    void compiling_longer_than_the_limit_is_abandoned() throws Exception {
        try (TestServer quick = new TestServer(TestServer.options().withLimits(1 << 20, 256 << 10, 16, Duration.ofNanos(1), 10))) {
            TestServer.Reply r = quick.post("/api/variants", Map.of("files", Map.of("mine.variant", chess)));
            assertThat(r.status()).as(r.body()).isEqualTo(422);
            assertThat(r.json().path("error").path("code").asText()).isEqualTo("compile-timeout");
            assertThat(quick.get("/api/variants").body()).doesNotContain("uploaded");
        }
    }

    /**
     * Issue 25, finding 6: a compile refused for its time is stopped, not left running. Two riders
     * with nearly the most directions allowed, on the largest board, take 1.5 s or more to tabulate
     * (7 s on a busy machine); with a 100 ms limit the upload is refused and the compile's thread
     * ends within 0.7 s (on 160cf00 it went on in TableBuilder.build for the whole compile), and the
     * next upload compiles.
     */
    @Test
    void a_compile_refused_for_its_time_stops_its_thread_and_the_next_upload_compiles_finding_6() throws Exception {
        StringBuilder riders = new StringBuilder("variant \"Slow riders\"\nboard { files a..n  ranks 1..14 }\n"
                + "players {\n  white \"White\" forward north\n  black \"Black\" forward south\n}\n"
                + "piece king { letter K royal betza \"K\" }\n");
        for (String letter : new String[]{"R", "S"}) {
            riders.append("piece rider").append(letter).append(" { letter ").append(letter).append('\n');
            for (int i = 0; i < 10; i++) riders.append("  betza \"QNNCCZZAADDGGHH\"\n");
            riders.append("}\n");
        }
        riders.append("setup \"k13/14/14/14/14/14/14/14/14/14/14/14/14/K13 w - - 0 1\"\nrules { check }\n");
        try (TestServer quick = new TestServer(TestServer.options().withLimits(1 << 20, 256 << 10, 16, Duration.ofMillis(100), 10))) {
            TestServer.Reply r = quick.post("/api/variants", Map.of("files", Map.of("slow.variant", riders.toString())));
            assertThat(r.status()).as(r.body()).isEqualTo(422);
            assertThat(r.json().path("error").path("code").asText()).isIn("compile-timeout", "compile-budget");
            long refused = System.nanoTime();
            while (compileThreads() > 0 && System.nanoTime() - refused < 700_000_000L) Thread.sleep(20);
            assertThat(compileThreads()).as("compile threads still running 0.7 s after the refusal").isZero();
        }
        TestServer.Reply ok = upload(Map.of("mine.variant", chess.replace("variant \"Chess\"", "variant \"After the slow one\"")));
        assertThat(ok.status()).as(ok.body()).isEqualTo(201);
    }

    private static long compileThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.isAlive() && t.getName().equals("ashtapada-compile")).count();
    }

    /** Issue 25: a compile has a memory budget (and a CPU one, the same as its time): past it, it is stopped and refused. */
    @Test
    void compiling_past_its_memory_budget_is_stopped_and_refused_and_the_next_upload_compiles() throws Exception {
        try (TestServer tight = new TestServer(TestServer.options().withMaxCompileBytes(64 << 10))) {
            // Rider tables on a 14x14 board: a compile that allocates far more than 64 KB.
            StringBuilder riders = new StringBuilder("variant \"Riders\"\nboard { files a..n  ranks 1..14 }\n"
                    + "players {\n  white \"White\" forward north\n  black \"Black\" forward south\n}\n"
                    + "piece king { letter K royal betza \"K\" }\n");
            for (String letter : new String[]{"R", "S"}) {
                riders.append("piece rider").append(letter).append(" { letter ").append(letter).append('\n');
                for (int i = 0; i < 10; i++) riders.append("  betza \"QNNCCZZAADDGGHH\"\n");
                riders.append("}\n");
            }
            riders.append("setup \"k13/14/14/14/14/14/14/14/14/14/14/14/14/K13 w - - 0 1\"\nrules { check }\n");
            TestServer.Reply r = tight.post("/api/variants", Map.of("files", Map.of("riders.variant", riders.toString())));
            assertThat(r.status()).as(r.body()).isEqualTo(422);
            assertThat(r.json().path("error").path("code").asText()).isEqualTo("compile-budget");
            assertThat(r.json().path("error").path("message").asText()).contains("this server's budget");
            assertThat(tight.get("/api/variants").body()).doesNotContain("uploaded");
        }
        // The default budget compiles it.
        TestServer.Reply ok = upload(Map.of("mine.variant", chess.replace("variant \"Chess\"", "variant \"Budgeted\"")));
        assertThat(ok.status()).as(ok.body()).isEqualTo(201);
    }

    @Test
    void a_hook_that_never_returns_is_stopped_by_its_sandbox_and_the_game_goes_on() throws Exception {
        String looping = chess.replace("variant \"Chess\"", "variant \"Looping\"")
                + "\nhook loop on knight moves {{ function (view, out) { while (true) {} } }}\n";
        TestServer.Reply up = upload(Map.of("mine.variant", looping));
        assertThat(up.status()).as(up.body()).isEqualTo(201);
        long t0 = System.nanoTime();
        TestServer.Reply game = s.post("/api/rules", Map.of("variant", up.json().path("id").asText()));
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertThat(game.status()).as(game.body()).isEqualTo(200);
        assertThat(ms).isLessThan(15_000);
        assertThat(game.json().path("hookFailures").toString()).contains("loop");
        assertThat(game.json().path("legalMoves").path("coordinate").toString()).contains("e2e4");
    }

    @Test
    void one_client_may_hold_only_so_many_games_and_its_oldest_finished_game_makes_room_finding_9() throws Exception {
        try (TestServer own = new TestServer(TestServer.options().withLimits(1 << 20, 256 << 10, 16, Duration.ofSeconds(5), 2))) {
            String first = own.post("/api/games", Map.of("variant", "chess")).json().path("id").asText();
            assertThat(own.post("/api/games", Map.of("variant", "chess")).status()).isEqualTo(201);
            TestServer.Reply third = own.post("/api/games", Map.of("variant", "chess"));
            assertThat(third.status()).isEqualTo(429);
            assertThat(third.json().path("error").path("code").asText()).isEqualTo("too-many-games");
            own.post("/api/games/" + first + "/actions", Map.of("action", "resign"));
            // Finished games count toward the limit: the oldest finished one is forgotten to make room.
            assertThat(own.post("/api/games", Map.of("variant", "chess")).status()).isEqualTo(201);
            assertThat(own.get("/api/games/" + first).status()).isEqualTo(404);
            assertThat(own.get("/api/games").json().size()).isEqualTo(2);
        }
    }

    @Test
    void the_server_keeps_at_most_the_games_its_operator_sets_finished_ones_dropped_first_finding_9() throws Exception {
        ServerOptions o = TestServer.options().withLimits(1 << 20, 256 << 10, 16, Duration.ofSeconds(5), 100).withMaxStoredGames(3);
        String oldest;
        try (TestServer own = new TestServer(o)) {
            oldest = own.post("/api/games", Map.of("variant", "chess")).json().path("id").asText();
            own.post("/api/games", Map.of("variant", "chess"));
            own.post("/api/games", Map.of("variant", "chess"));
            TestServer.Reply full = own.post("/api/games", Map.of("variant", "chess"));
            assertThat(full.status()).isEqualTo(503);
            assertThat(full.json().path("error").path("code").asText()).isEqualTo("server-full");
            own.post("/api/games/" + oldest + "/actions", Map.of("action", "resign"));
            assertThat(own.post("/api/games", Map.of("variant", "chess")).status()).isEqualTo(201);
            assertThat(own.get("/api/games/" + oldest).status()).isEqualTo(404);
        }
        try (TestServer again = new TestServer(o)) {
            assertThat(again.get("/api/games").json().size()).as("the forgotten game is gone from the store too").isEqualTo(3);
            assertThat(again.get("/api/games/" + oldest).status()).isEqualTo(404);
        }
    }
}
