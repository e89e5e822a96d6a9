package io.ashtapada.server;

import com.fasterxml.jackson.databind.JsonNode;
import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** The server's endpoints over real HTTP: every answer, and every refusal with the game left as it was. */
class GameServerApiTest {
    static TestServer s;

    @BeforeAll
    static void start() throws Exception {
        s = TestServer.start();
    }

    @AfterAll
    static void stop() {
        s.close();
    }

    private static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }

    private static JsonNode newGame(Object body) throws Exception {
        TestServer.Reply r = s.post("/api/games", body);
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        return r.json();
    }

    private static void assertError(TestServer.Reply r, int status, String code) {
        assertThat(r.status()).as(r.body().substring(0, Math.min(300, r.body().length()))).isEqualTo(status);
        assertThat(r.contentType()).startsWith("application/json");
        assertThat(r.json().path("error").path("code").asText()).isEqualTo(code);
        assertThat(r.json().path("error").path("message").asText()).isNotBlank();
        assertThat(r.body()).doesNotContain("at io.ashtapada", "Exception");
    }

    @Test
    void the_variant_list_offers_every_shipped_definition_with_its_title() throws Exception {
        JsonNode list = s.get("/api/variants").json();
        List<String> ids = new ArrayList<>();
        list.forEach(v -> ids.add(v.path("id").asText()));
        assertThat(ids).contains("chess", "sejrang", "omega-chess", "guru-mahachaturaji");
        list.forEach(v -> {
            if (v.path("id").asText().equals("omega-chess")) assertThat(v.path("title").asText()).isEqualTo("Omega Chess");
        });
    }

    @Test
    void describing_a_variant_gives_its_squares_extra_squares_included_players_pieces_and_dice() throws Exception {
        JsonNode omega = s.get("/api/variants/omega-chess").json().path("info");
        assertThat(omega.path("squares")).hasSize(104);
        List<String> names = new ArrayList<>();
        omega.path("squares").forEach(q -> names.add(q.path("name").asText()));
        assertThat(names).contains("w1", "w2", "w3", "w4", "a0", "j9");
        omega.path("squares").forEach(q -> {
            if (q.path("name").asText().equals("w1")) assertThat(q.path("x").asInt()).isEqualTo(-1);
        });
        JsonNode sejrang = s.get("/api/variants/sejrang").json().path("info");
        assertThat(sejrang.path("dice").path("sides").asInt()).isEqualTo(6);
        JsonNode guru = s.get("/api/variants/guru-mahachaturaji").json().path("info");
        assertThat(guru.path("players")).hasSize(4);
        assertThat(omega.path("pieces").get(0).path("letter").asText()).hasSize(1);
    }

    @Test
    void the_rules_call_gives_the_same_legal_moves_and_position_as_the_java_api() throws Exception {
        JsonNode r = s.post("/api/rules", Map.of("variant", "chess", "moves", List.of("e2e4", "e7e5", "g1f3"))).json();
        Game g = Ashtapada.defaults().load(Path.of("examples/chess.variant")).newGame();
        for (String m : List.of("e2e4", "e7e5", "g1f3")) g.play(m);
        assertThat(r.path("position").asText()).isEqualTo(g.position());
        assertThat(texts(r.path("legalMoves").path("coordinate"))).isEqualTo(g.legalMoves());
        assertThat(texts(r.path("legalMoves").path("san"))).isEqualTo(g.legalMovesSan());
        assertThat(texts(r.path("legalMoves").path("display"))).isEqualTo(g.legalMovesDisplay());
        assertThat(r.path("toMove").asText()).isEqualTo("black");
        assertThat(r.path("result").path("status").asText()).isEqualTo("ONGOING");
    }

    @Test
    void the_rules_call_from_a_position_reports_checkmate_with_its_reason_and_the_check() throws Exception {
        JsonNode r = s.post("/api/rules", Map.of("variant", "chess", "moves", List.of("f2f3", "e7e5", "g2g4", "Qh4"))).json();
        assertThat(r.path("result").path("status").asText()).isEqualTo("WIN");
        assertThat(r.path("result").path("winner").asText()).isEqualTo("black");
        assertThat(r.path("result").path("reason").asText()).isEqualTo("checkmate");
        assertThat(texts(r.path("inCheck"))).containsExactly("white");
        assertThat(r.path("legalMoves").path("coordinate")).isEmpty();
        JsonNode from = s.post("/api/rules", Map.of("variant", "chess", "position", "7k/8/8/8/8/8/8/K5R1 w - - 0 1")).json();
        assertThat(texts(from.path("legalMoves").path("coordinate"))).contains("g1g8");
    }

    @Test
    void the_rules_call_plays_dice_as_the_record_writes_them() throws Exception {
        Game g = Ashtapada.defaults().load(Path.of("variants-dsl/sejrang.variant")).newGame();
        g.act("35");
        JsonNode r = s.post("/api/rules", Map.of("variant", "sejrang", "moves", List.of("35"))).json();
        assertThat(texts(r.path("legalMoves").path("coordinate"))).isEqualTo(g.legalMoves());
        assertThat(r.path("state").path("dice").toString()).isEqualTo("[3,5]");
    }

    @Test
    void an_illegal_move_in_a_rules_call_is_refused_with_its_number_and_reason() throws Exception {
        TestServer.Reply r = s.post("/api/rules", Map.of("variant", "chess", "moves", List.of("e2e4", "e2e4")));
        assertError(r, 422, "illegal-action");
        assertThat(r.json().path("error").path("message").asText()).startsWith("move 2 'e2e4'");
    }

    @Test
    void position_validation_says_why_a_position_string_is_refused() throws Exception {
        JsonNode ok = s.post("/api/rules/validate", Map.of("variant", "chess", "position", "4k3/8/8/8/8/8/8/4K3 w - - 0 1")).json();
        assertThat(ok.path("valid").asBoolean()).isTrue();
        JsonNode bad = s.post("/api/rules/validate", Map.of("variant", "chess", "position", "4k3/8/8/X/8/8/8/4K3 w - - 0 1")).json();
        assertThat(bad.path("valid").asBoolean()).isFalse();
        assertThat(bad.path("reason").asText()).startsWith("bad position string");
        JsonNode kingless = s.post("/api/rules/validate", Map.of("variant", "chess", "position", "8/8/8/8/8/8/8/4K3 w - - 0 1")).json();
        assertThat(kingless.path("valid").asBoolean()).isFalse();
        assertThat(kingless.path("reason").asText()).contains("black has no king");
        JsonNode checked = s.post("/api/rules/validate", Map.of("variant", "chess", "position", "4k3/8/8/8/8/8/8/4RK2 w - - 0 1")).json();
        assertThat(checked.path("reason").asText()).isEqualTo("black is in check but white is to move");
        assertError(s.post("/api/rules", Map.of("variant", "chess", "position", "nonsense")), 422, "illegal-position");
    }

    @Test
    void a_game_is_created_played_undone_and_recorded() throws Exception {
        JsonNode g = newGame(Map.of("variant", "chess"));
        String id = g.path("id").asText();
        assertThat(g.path("state").path("toMove").asText()).isEqualTo("white");
        JsonNode after = s.post("/api/games/" + id + "/actions", Map.of("action", "e2e4")).json();
        assertThat(texts(after.path("history"))).containsExactly("e2e4");
        s.post("/api/games/" + id + "/actions", Map.of("action", "Nf6"));
        JsonNode undone = s.post("/api/games/" + id + "/undo", Map.of()).json();
        assertThat(texts(undone.path("history"))).containsExactly("e2e4");
        assertThat(undone.path("state").path("toMove").asText()).isEqualTo("black");
        TestServer.Reply record = s.get("/api/games/" + id + "/record");
        assertThat(record.contentType()).startsWith("text/plain");
        assertThat(record.body()).contains("[Variant \"Chess\"]", "w e4").doesNotContain("Nf6");
        assertThat(s.get("/api/games/" + id).json().path("position").asText()).isEqualTo(undone.path("position").asText());
    }

    @Test
    void a_refused_action_answers_with_a_json_error_and_leaves_the_game_unchanged() throws Exception {
        String id = newGame(Map.of("variant", "chess")).path("id").asText();
        s.post("/api/games/" + id + "/actions", Map.of("action", "d2d4"));
        String before = s.get("/api/games/" + id).body();
        assertError(s.post("/api/games/" + id + "/actions", Map.of("action", "e1e3")), 422, "illegal-action");
        assertError(s.post("/api/games/" + id + "/actions", Map.of("action", "roll")), 422, "illegal-action");
        assertError(s.post("/api/games/" + id + "/actions", Map.of("move", "e7e5")), 400, "bad-request");
        assertError(s.post("/api/games/" + id + "/actions", "{not json"), 400, "bad-request");
        assertError(s.post("/api/games/" + id + "/actions", "[1,2]"), 400, "bad-request");
        assertThat(s.get("/api/games/" + id).body()).isEqualTo(before);
    }

    @Test
    void unknown_games_variants_and_paths_answer_404_as_json() throws Exception {
        assertError(s.get("/api/games/nosuchgame"), 404, "not-found");
        assertError(s.post("/api/games/nosuchgame/actions", Map.of("action", "e2e4")), 404, "not-found");
        assertError(s.get("/api/variants/nosuchvariant"), 404, "not-found");
        assertError(s.post("/api/games", Map.of("variant", "nosuchvariant")), 404, "not-found");
        assertError(s.get("/api/nothing/here"), 404, "not-found");
        assertError(s.post("/api/games", Map.of("variant", "chess", "seats", Map.of("red", "human"))), 400, "bad-request");
        assertError(s.post("/api/games", Map.of("variant", "chess", "seats", Map.of("black", "wizard"))), 400, "bad-request");
    }

    @Test
    void a_random_seat_answers_the_human_move_at_once() throws Exception {
        JsonNode g = newGame(Map.of("variant", "chess", "seats", Map.of("black", "random")));
        String id = g.path("id").asText();
        JsonNode after = s.post("/api/games/" + id + "/actions", Map.of("action", "e2e4")).json();
        assertThat(after.path("history")).hasSize(2);
        assertThat(after.path("state").path("toMove").asText()).isEqualTo("white");
        JsonNode undone = s.post("/api/games/" + id + "/undo", Map.of()).json();
        assertThat(undone.path("history")).isEmpty();
        assertThat(undone.path("state").path("toMove").asText()).isEqualTo("white");
        JsonNode black = newGame(Map.of("variant", "chess", "seats", Map.of("white", "random")));
        assertThat(black.path("history")).hasSize(1);
        assertError(s.post("/api/games/" + black.path("id").asText() + "/undo", Map.of()), 409, "nothing-to-undo");
    }

    @Test
    void a_dice_turn_rolls_rerolls_and_moves_through_the_api() throws Exception {
        String id = newGame(Map.of("variant", "sejrang")).path("id").asText();
        assertThat(s.get("/api/games/" + id).json().path("state").path("phase").asText()).isEqualTo("ROLL");
        assertError(s.post("/api/games/" + id + "/actions", Map.of("action", "e2e4")), 422, "illegal-action");
        JsonNode rolled = s.post("/api/games/" + id + "/actions", Map.of("action", "66")).json();
        assertThat(rolled.path("state").path("phase").asText()).isEqualTo("CHOOSE");
        assertThat(texts(rolled.path("state").path("rerolls"))).contains("1", "2");
        JsonNode rerolled = s.post("/api/games/" + id + "/actions", Map.of("action", "reroll", "which", "1")).json();
        assertThat(rerolled.path("state").path("dice").get(1).asInt()).isEqualTo(6);
        assertThat(rerolled.path("state").path("rerolls").toString()).doesNotContain("\"1\"");
        String move = null;
        for (JsonNode a : rerolled.path("state").path("legalActions")) {
            if (a.path("kind").asText().equals("MOVE") || a.path("kind").asText().equals("PASS")
                    || a.path("kind").asText().equals("FORFEIT")) {
                move = a.path("text").asText();
                break;
            }
        }
        assertThat(move).isNotNull();
        JsonNode moved = s.post("/api/games/" + id + "/actions", Map.of("action", move)).json();
        assertThat(moved.path("state").path("toMove").asText()).isEqualTo("black");
        assertThat(s.get("/api/games/" + id + "/record").body()).contains("66", "o:");
        JsonNode random = newGame(Map.of("variant", "sejrang", "seats", Map.of("black", "random")));
        String rid = random.path("id").asText();
        s.post("/api/games/" + rid + "/actions", Map.of("action", "roll"));
        JsonNode r2 = s.get("/api/games/" + rid).json();
        for (JsonNode a : r2.path("state").path("legalActions")) {
            if (!a.path("kind").asText().equals("REROLL")) {
                r2 = s.post("/api/games/" + rid + "/actions", Map.of("action", a.path("text").asText())).json();
                break;
            }
        }
        assertThat(r2.path("state").path("toMove").asText()).isEqualTo("white");
        assertThat(r2.path("state").path("phase").asText()).isEqualTo("ROLL");
    }

    @Test
    void resigning_ends_the_game_and_further_actions_are_refused() throws Exception {
        String id = newGame(Map.of("variant", "chess")).path("id").asText();
        JsonNode over = s.post("/api/games/" + id + "/actions", Map.of("action", "resign")).json();
        assertThat(over.path("state").path("result").path("winner").asText()).isEqualTo("black");
        assertThat(over.path("state").path("result").path("reason").asText()).isEqualTo("resignation");
        assertError(s.post("/api/games/" + id + "/actions", Map.of("action", "e2e4")), 409, "game-over");
        JsonNode drawn = s.post("/api/games/" + newGame(Map.of("variant", "chess")).path("id").asText() + "/actions",
                Map.of("action", "draw")).json();
        assertThat(drawn.path("state").path("result").path("status").asText()).isEqualTo("DRAW");
    }

    @Test
    void a_clock_adds_its_increment_after_each_turn() throws Exception {
        JsonNode g = newGame(Map.of("variant", "chess", "clock", Map.of("base", 60, "increment", 5)));
        assertThat(g.path("clock").path("running").asText()).isEqualTo("white");
        JsonNode after = s.post("/api/games/" + g.path("id").asText() + "/actions", Map.of("action", "e4")).json();
        assertThat(after.path("clock").path("leftMs").path("white").asLong()).isBetween(60_000L, 65_000L);
        assertThat(after.path("clock").path("leftMs").path("black").asLong()).isBetween(50_000L, 60_000L);
        assertThat(after.path("clock").path("running").asText()).isEqualTo("black");
        assertError(s.post("/api/games", Map.of("variant", "chess", "clock", Map.of("base", -1))), 400, "bad-request");
    }

    @Test
    void a_player_whose_time_runs_out_loses_on_time_without_a_request() throws Exception {
        JsonNode g = newGame(Map.of("variant", "chess", "clock", Map.of("base", 0.3, "increment", 0)));
        String id = g.path("id").asText();
        BlockingQueue<JsonNode> events = watch(id);
        JsonNode last = events.poll(10, TimeUnit.SECONDS);
        while (!last.path("state").path("result").path("status").asText().equals("WIN")) {
            last = events.poll(10, TimeUnit.SECONDS);
            assertThat(last).as("a state pushed when the flag falls").isNotNull();
        }
        assertThat(last.path("state").path("result").path("winner").asText()).isEqualTo("black");
        assertThat(last.path("clock").path("flagged").asText()).isEqualTo("white");
        assertThat(last.path("clock").path("leftMs").path("white").asLong()).isZero();
        assertError(s.post("/api/games/" + id + "/actions", Map.of("action", "e4")), 409, "game-over");
        assertThat(last.path("state").path("result").path("reason").asText()).isEqualTo("time forfeit");
        String record = s.get("/api/games/" + id + "/record").body();
        assertThat(record).contains("[TimeForfeit \"white\"]", "[Termination \"time forfeit\"]", "w timeout")
                .doesNotContain("resign");
        assertError(s.post("/api/games/" + newGame(Map.of("variant", "chess")).path("id").asText() + "/actions",
                Map.of("action", "timeout")), 422, "illegal-action");
    }

    /** Waits for a pushed state that satisfies {@code done}. */
    private static JsonNode awaitState(BlockingQueue<JsonNode> events, java.util.function.Predicate<JsonNode> done) throws Exception {
        while (true) {
            JsonNode e = events.poll(20, TimeUnit.SECONDS);
            assertThat(e).as("a pushed state").isNotNull();
            if (done.test(e)) return e;
        }
    }

    @Test
    void an_ai_seat_moves_by_itself_in_the_background_and_every_watcher_sees_it() throws Exception {
        JsonNode g = newGame(Map.of("variant", "chess", "seats", Map.of("black", "ai:100")));
        String id = g.path("id").asText();
        assertThat(g.path("seats").path("black").asText()).isEqualTo("ai:100");
        BlockingQueue<JsonNode> events = watch(id);
        awaitState(events, e -> e.path("history").isEmpty());
        long start = System.nanoTime();
        JsonNode mine = s.post("/api/games/" + id + "/actions", Map.of("action", "e2e4")).json();
        // The answer does not wait for the AI: it shows the human's move with the AI to move.
        assertThat(texts(mine.path("history"))).containsExactly("e2e4");
        assertThat(mine.path("state").path("toMove").asText()).isEqualTo("black");
        // The human's token cannot play the AI seat's move (sent at once, as before tokens: the AI may not have answered yet).
        assertError(s.postAs(s.token(id, "white"), "/api/games/" + id + "/actions", Map.of("action", "e7e5")), 409, "not-your-turn");
        JsonNode answered = awaitState(events, e -> e.path("history").size() == 2);
        assertThat(answered.path("state").path("toMove").asText()).isEqualTo("white");
        assertThat(System.nanoTime() - start).as("the AI's time is bounded").isLessThan(5_000_000_000L);
        assertThat(s.get("/api/games/" + id + "/record").body()).contains("[Black \"ai:100\"]");
        // An undo takes back the AI's move too, so the human decides again.
        JsonNode undone = s.post("/api/games/" + id + "/undo", Map.of()).json();
        assertThat(undone.path("history")).isEmpty();
    }

    @Test
    void an_ai_seat_that_moves_first_plays_its_dice_turn_by_itself() throws Exception {
        JsonNode g = newGame(Map.of("variant", "sejrang", "seats", Map.of("white", "ai:30")));
        String id = g.path("id").asText();
        BlockingQueue<JsonNode> events = watch(id);
        JsonNode turned = awaitState(events, e -> e.path("state").path("toMove").asText().equals("black"));
        assertThat(turned.path("state").path("phase").asText()).isEqualTo("ROLL");
        assertThat(s.get("/api/games/" + id + "/record").body()).containsPattern("(?m)^w \\d\\d");
    }

    @Test
    void ai_seats_are_bounded_in_time_and_a_depth_search_is_refused() throws Exception {
        for (String seat : List.of("ai:5001", "ai:0", "ai:d3", "ai:-5", "robot")) {
            assertError(s.post("/api/games", Map.of("variant", "chess", "seats", Map.of("black", seat))), 400, "bad-request");
        }
        assertThat(newGame(Map.of("variant", "chess", "seats", Map.of("black", "ai:5000"))).path("seats").path("black").asText())
                .isEqualTo("ai:5000");
    }

    @Test
    void a_draw_offer_is_accepted_by_the_other_player_and_refusals_leave_the_game_unchanged() throws Exception {
        String id = newGame(Map.of("variant", "chess")).path("id").asText();
        s.post("/api/games/" + id + "/actions", Map.of("action", "e4"));
        String before = s.get("/api/games/" + id).body();
        assertError(s.post("/api/games/" + id + "/actions", Map.of("action", "accept-draw")), 422, "illegal-action");
        // A seat's token speaks for its own player only.
        assertError(s.postAs(s.token(id, "white"), "/api/games/" + id + "/actions", Map.of("action", "accept-draw", "player", "nobody")),
                403, "not-your-seat");
        assertThat(s.get("/api/games/" + id).body()).isEqualTo(before);
        JsonNode offered = s.post("/api/games/" + id + "/actions", Map.of("action", "offer-draw", "player", "white")).json();
        assertThat(texts(offered.path("state").path("drawOffers"))).containsExactly("white");
        assertThat(offered.path("state").path("result").path("status").asText()).isEqualTo("ONGOING");
        JsonNode drawn = s.post("/api/games/" + id + "/actions", Map.of("action", "accept-draw")).json();
        assertThat(drawn.path("state").path("result").path("status").asText()).isEqualTo("DRAW");
        assertThat(drawn.path("state").path("result").path("reason").asText()).isEqualTo("agreement");
        assertThat(s.get("/api/games/" + id + "/record").body()).contains("w offer-draw", "b accept-draw");
        // An AI seat accepts nothing on a client's word.
        String vsAi = newGame(Map.of("variant", "chess", "seats", Map.of("black", "ai:5000"))).path("id").asText();
        // Nobody holds an AI seat's token: white's token cannot speak for black.
        assertError(s.postAs(s.token(vsAi, "white"), "/api/games/" + vsAi + "/actions", Map.of("action", "offer-draw", "player", "black")),
                403, "not-your-seat");
        assertError(s.post("/api/games/" + vsAi + "/actions", Map.of("action", "draw")), 422, "illegal-action");
    }

    @Test
    void the_rules_call_reports_claimable_draws_and_a_game_accepts_a_claim_and_refuses_a_false_one() throws Exception {
        JsonNode rules = s.post("/api/rules", Map.of("variant", "chess",
                "moves", List.of("Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"))).json();
        assertThat(rules.path("claims")).hasSize(1);
        assertThat(rules.path("claims").get(0).path("reason").asText()).isEqualTo("repetition");
        assertThat(rules.path("claims").get(0).path("coordinate").asText()).isEqualTo("f6g8");
        assertThat(s.post("/api/rules", Map.of("variant", "chess")).json().path("claims")).isEmpty();

        String early = newGame(Map.of("variant", "chess", "position", "7k/8/8/8/8/8/8/K5R1 w - - 97 80")).path("id").asText();
        String before = s.get("/api/games/" + early).body();
        assertError(s.post("/api/games/" + early + "/actions", Map.of("action", "claim", "move", "Rg2")), 422, "illegal-action");
        assertError(s.post("/api/games/" + early + "/actions", Map.of("action", "claim")), 400, "bad-request");
        assertThat(s.get("/api/games/" + early).body()).isEqualTo(before);

        String id = newGame(Map.of("variant", "chess", "position", "7k/8/8/8/8/8/8/K5R1 w - - 99 80")).path("id").asText();
        JsonNode g = s.get("/api/games/" + id).json();
        assertThat(g.path("state").path("claims").size()).isGreaterThan(5);
        JsonNode claimed = s.post("/api/games/" + id + "/actions", Map.of("action", "claim", "move", "Rg2")).json();
        assertThat(claimed.path("state").path("result").path("status").asText()).isEqualTo("DRAW");
        assertThat(claimed.path("state").path("result").path("reason").asText()).isEqualTo("fifty-move rule");
    }

    @Test
    void every_watcher_of_the_event_stream_sees_each_change() throws Exception {
        String id = newGame(Map.of("variant", "chess")).path("id").asText();
        BlockingQueue<JsonNode> first = watch(id), second = watch(id);
        assertThat(first.poll(10, TimeUnit.SECONDS).path("history")).isEmpty();
        assertThat(second.poll(10, TimeUnit.SECONDS).path("history")).isEmpty();
        s.post("/api/games/" + id + "/actions", Map.of("action", "e2e4"));
        assertThat(texts(first.poll(10, TimeUnit.SECONDS).path("history"))).containsExactly("e2e4");
        assertThat(texts(second.poll(10, TimeUnit.SECONDS).path("history"))).containsExactly("e2e4");
        // The takeback is asked by white (every watcher sees the request), then black agrees and it is made.
        s.post("/api/games/" + id + "/undo", Map.of());
        assertThat(texts(first.poll(10, TimeUnit.SECONDS).path("takeback"))).containsExactly("white");
        assertThat(first.poll(10, TimeUnit.SECONDS).path("history")).isEmpty();
    }

    /** Reads a game's server-sent events on a background thread; each state lands in the queue. */
    static BlockingQueue<JsonNode> watch(String id) throws Exception {
        BlockingQueue<JsonNode> q = new ArrayBlockingQueue<>(100);
        HttpResponse<InputStream> r = s.http.send(HttpRequest.newBuilder(s.uri("/api/games/" + id + "/events"))
                        .header("Accept", "text/event-stream").GET().build(),
                HttpResponse.BodyHandlers.ofInputStream());
        assertThat(r.headers().firstValue("Content-Type").orElse("")).startsWith("text/event-stream");
        Thread t = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(r.body(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = in.readLine()) != null) {
                    if (line.startsWith("data:")) q.add(TestServer.JSON.readTree(line.substring(5).trim()));
                }
            } catch (Exception e) {
                // the stream ends with the server
            }
        });
        t.setDaemon(true);
        t.start();
        return q;
    }

    @Test
    void an_uploaded_definition_gets_an_id_and_its_games_are_played() throws Exception {
        String def = java.nio.file.Files.readString(Path.of("examples/chess.variant")).replace("variant \"Chess\"", "variant \"Uploaded\"");
        TestServer.Reply r = s.post("/api/variants", Map.of("main", "mine.variant", "files", Map.of("mine.variant", def)));
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        String vid = r.json().path("id").asText();
        assertThat(r.json().path("title").asText()).isEqualTo("Uploaded");
        assertThat(s.post("/api/variants", Map.of("files", Map.of("mine.variant", def))).json().path("id").asText()).isEqualTo(vid);
        JsonNode g = newGame(Map.of("variant", vid));
        assertThat(s.post("/api/games/" + g.path("id").asText() + "/actions", Map.of("action", "e4")).json().path("history"))
                .hasSize(1);
        assertThat(s.get("/api/variants/" + vid + "/source").json().path("files").path("mine.variant").asText()).isEqualTo(def);
    }

    @Test
    void a_definition_with_mistakes_answers_every_diagnostic_with_place_and_code() throws Exception {
        String def = """
                variant "Broken"
                board { files a..h ranks 1..8 }
                players { white "White" forward north  black "Black" forward south }
                piece king { letter K royal move queen-step }
                piece rook { letter R move slide ortho }
                setup { white king e1, queen d1  black king e8 }
                """;
        TestServer.Reply r = s.post("/api/variants", Map.of("files", Map.of("broken.variant", def)));
        assertError(r, 422, "invalid-definition");
        JsonNode problems = r.json().path("problems");
        assertThat(problems.size()).isGreaterThanOrEqualTo(1);
        for (JsonNode p : problems) {
            assertThat(p.path("file").asText()).isEqualTo("broken.variant");
            assertThat(p.path("line").asInt()).isPositive();
            assertThat(p.path("col").asInt()).isPositive();
            assertThat(p.path("message").asText()).isNotBlank();
            assertThat(p.path("code").asText()).matches("[a-z]+(-[a-z]+)*");
        }
        JsonNode check = s.post("/api/variants/check", Map.of("files", Map.of("broken.variant", def))).json();
        assertThat(check.path("ok").asBoolean()).isFalse();
        assertThat(check.path("problems").toString()).isEqualTo(problems.toString());
        assertError(s.post("/api/variants", Map.of("files", Map.of())), 400, "bad-request");
        assertError(s.post("/api/variants", Map.of("main", "x.variant", "files", Map.of("y.variant", def))), 400, "bad-request");
    }

    @Test
    void the_same_mistake_has_the_same_code_whatever_it_names() throws Exception {
        String base = java.nio.file.Files.readString(Path.of("examples/chess.variant"));
        String a = base.replace("to queen, rook", "to dragon, rook");
        String b = base.replace("to queen, rook", "to wyvern, rook");
        JsonNode pa = s.post("/api/variants/check", Map.of("files", Map.of("a.variant", a))).json().path("problems").get(0);
        JsonNode pb = s.post("/api/variants/check", Map.of("files", Map.of("b.variant", b))).json().path("problems").get(0);
        assertThat(pa.path("message").asText()).isNotEqualTo(pb.path("message").asText());
        assertThat(pa.path("code").asText()).isEqualTo(pb.path("code").asText()).isEqualTo("unknown-piece");
    }

    @Test
    void the_browser_pages_are_served() throws Exception {
        TestServer.Reply index = s.get("/");
        assertThat(index.status()).isEqualTo(200);
        assertThat(index.contentType()).startsWith("text/html");
        assertThat(s.get("/board.js").status()).isEqualTo(200);
        assertThat(s.get("/editor.html").status()).isEqualTo(200);
    }
}
