package io.ashtapada.server;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** What every database must do: a restarted server resumes every game and every upload exactly. */
abstract class PersistenceContract {
    /** Server options pointing at the database under test; the same for both runs of a test. */
    abstract ServerOptions options() throws Exception;

    private static JsonNode act(TestServer s, String id, Map<String, String> action) throws Exception {
        TestServer.Reply r = s.post("/api/games/" + id + "/actions", action);
        assertThat(r.status()).as(r.body().substring(0, Math.min(300, r.body().length()))).isEqualTo(200);
        return r.json();
    }

    private static String create(TestServer s, Map<String, Object> body) throws Exception {
        TestServer.Reply r = s.post("/api/games", body);
        assertThat(r.status()).as(r.body().substring(0, Math.min(300, r.body().length()))).isEqualTo(201);
        return r.json().path("id").asText();
    }

    /** Plays the first legal action that is not a re-roll, rolling with the server's dice when asked. */
    private static void playSome(TestServer s, String id, int actions) throws Exception {
        for (int i = 0; i < actions; i++) {
            JsonNode state = s.get("/api/games/" + id).json().path("state");
            if (state.path("result").path("status").asText().matches("WIN|DRAW")) return;
            String phase = state.path("phase").asText();
            if (phase.equals("ROLL") || phase.equals("CONFIRM")) {
                act(s, id, Map.of("action", "roll"));
                continue;
            }
            if (state.path("rerolls").size() > 0 && i % 3 == 0) {
                act(s, id, Map.of("action", "reroll", "which", state.path("rerolls").get(0).asText()));
                continue;
            }
            for (JsonNode a : state.path("legalActions")) {
                String kind = a.path("kind").asText();
                if (kind.equals("MOVE") || kind.equals("PASS") || kind.equals("FORFEIT")) {
                    act(s, id, Map.of("action", a.path("text").asText()));
                    break;
                }
            }
        }
    }

    @Test
    void a_restarted_server_resumes_every_game_and_upload_exactly() throws Exception {
        ServerOptions options = options();
        Map<String, String> before = new LinkedHashMap<>();
        String uploaded;
        Map<String, Map<String, String>> a0tokens;
        try (TestServer a = new TestServer(options)) {
            a0tokens = a.tokens;
            String chess = create(a, Map.of("variant", "chess", "clock", Map.of("base", 600, "increment", 10)));
            for (String m : List.of("e2e4", "e7e5", "Nf3", "Nc6", "Bb5")) act(a, chess, Map.of("action", m));
            a.post("/api/games/" + chess + "/undo", Map.of());
            String sejrang = create(a, Map.of("variant", "sejrang", "seats", Map.of("black", "random")));
            playSome(a, sejrang, 12);
            String guru = create(a, Map.of("variant", "guru-mahachaturaji",
                    "seats", Map.of("blue", "random", "yellow", "random", "green", "random")));
            playSome(a, guru, 3);
            String fromPosition = create(a, Map.of("variant", "chess", "position", "7k/8/8/8/8/8/8/K5R1 w - - 0 1"));
            act(a, fromPosition, Map.of("action", "Rg7"));
            String resigned = create(a, Map.of("variant", "chess"));
            act(a, resigned, Map.of("action", "resign"));
            String def = Files.readString(Path.of("examples/chess.variant")).replace("variant \"Chess\"", "variant \"Kept\"");
            uploaded = a.post("/api/variants", Map.of("files", Map.of("kept.variant", def))).json().path("id").asText();
            String ofUpload = create(a, Map.of("variant", uploaded));
            act(a, ofUpload, Map.of("action", "d4"));
            for (String id : List.of(chess, sejrang, guru, fromPosition, resigned, ofUpload)) {
                before.put(id, a.get("/api/games/" + id).body());
                before.put(id + "/record", a.get("/api/games/" + id + "/record").body());
            }
        }
        try (TestServer b = new TestServer(options)) {
            b.tokens.putAll(a0tokens);
            for (Map.Entry<String, String> e : before.entrySet()) {
                String path = "/api/games/" + e.getKey();
                if (e.getKey().endsWith("/record")) {
                    String timeLeft = "(?m)^\\[TimeLeft .*$";     // the running clock goes on
                    assertThat(b.get(path).body().replaceAll(timeLeft, "")).as(path).isEqualTo(e.getValue().replaceAll(timeLeft, ""));
                } else {
                    JsonNode was = TestServer.JSON.readTree(e.getValue()), now = b.get(path).json();
                    // The version counts changes while a server runs; a restarted one counts anew.
                    ((com.fasterxml.jackson.databind.node.ObjectNode) was).remove("version");
                    ((com.fasterxml.jackson.databind.node.ObjectNode) now).remove("version");
                    // The running clock goes on; the stopped one (the player not to move) is exact.
                    if (was.path("clock").isObject()) {
                        String waiting = was.path("clock").path("running").asText().equals("white") ? "black" : "white";
                        assertThat(now.path("clock").path("leftMs").path(waiting)).isEqualTo(was.path("clock").path("leftMs").path(waiting));
                        assertThat(now.path("clock").path("leftMs").path("white").asLong()).isGreaterThan(600_000);
                        ((com.fasterxml.jackson.databind.node.ObjectNode) was).remove("clock");
                        ((com.fasterxml.jackson.databind.node.ObjectNode) now).remove("clock");
                    }
                    assertThat(now).as(path).isEqualTo(was);
                }
            }
            assertThat(b.get("/api/variants/" + uploaded).json().path("info").path("title").asText()).isEqualTo("Kept");
            String chess = before.keySet().iterator().next();
            assertThat(act(b, chess, Map.of("action", "Bb5")).path("history")).hasSize(5);
        }
    }

    /** Polls a game until its state satisfies {@code done} (10 s at most). */
    private static JsonNode until(TestServer s, String id, java.util.function.Predicate<JsonNode> done) throws Exception {
        long end = System.nanoTime() + 10_000_000_000L;
        JsonNode g = s.get("/api/games/" + id).json();
        while (!done.test(g)) {
            assertThat(System.nanoTime()).as("game " + id + " never reached the state: " + g.path("history")).isLessThan(end);
            Thread.sleep(20);
            g = s.get("/api/games/" + id).json();
        }
        return g;
    }

    @Test
    void an_ai_seat_and_a_loss_on_time_are_resumed_after_a_restart() throws Exception {
        ServerOptions options = options();
        String thinking, flagged, flaggedRecord;
        Map<String, Map<String, String>> held;
        try (TestServer a = new TestServer(options)) {
            held = a.tokens;
            // The AI seat is still searching (5 s a decision) when the server stops.
            thinking = create(a, Map.of("variant", "chess", "seats", Map.of("black", "ai:5000")));
            assertThat(act(a, thinking, Map.of("action", "e2e4")).path("history")).hasSize(1);
            flagged = create(a, Map.of("variant", "chess", "clock", Map.of("base", 0.2, "increment", 0)));
            JsonNode over = until(a, flagged, g -> g.path("state").path("result").path("status").asText().equals("WIN"));
            assertThat(over.path("state").path("result").path("reason").asText()).isEqualTo("time forfeit");
            flaggedRecord = a.get("/api/games/" + flagged + "/record").body();
        }
        // The restarted server allows AI seats 50 ms: the stored seat thinks that long and answers.
        try (TestServer b = new TestServer(options.withMaxAiMillis(50))) {
            b.tokens.putAll(held);
            JsonNode answered = until(b, thinking, g -> g.path("history").size() == 2);
            assertThat(answered.path("seats").path("black").asText()).isEqualTo("ai:50");
            assertThat(answered.path("state").path("toMove").asText()).isEqualTo("white");
            JsonNode lost = b.get("/api/games/" + flagged).json();
            assertThat(lost.path("state").path("result").path("winner").asText()).isEqualTo("black");
            assertThat(lost.path("state").path("result").path("reason").asText()).isEqualTo("time forfeit");
            assertThat(lost.path("clock").path("flagged").asText()).isEqualTo("white");
            assertThat(b.get("/api/games/" + flagged + "/record").body()).isEqualTo(flaggedRecord)
                    .contains("w timeout", "[Termination \"time forfeit\"]");
        }
    }
}
