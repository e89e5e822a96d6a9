package io.ashtapada.server;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 25, findings 1 and 8: a seat belongs to whoever holds its token. A watcher (no token)
 * reads everything and can do nothing; a token acts for its own seat only; an open seat is taken
 * by whoever opens its invitation, once; an undo is a takeback the other human seats accept; a
 * private game is not listed; the dice of a roll taken back come back the same.
 */
class SeatTokenTest {
    static TestServer s;

    @BeforeAll
    static void start() throws Exception {
        s = TestServer.start();
    }

    @AfterAll
    static void stop() {
        s.close();
    }

    private static JsonNode create(Map<String, Object> body) throws Exception {
        TestServer.Reply r = s.post("/api/games", body);
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        return r.json();
    }

    private static void assertError(TestServer.Reply r, int status, String code) {
        assertThat(r.status()).as(r.body()).isEqualTo(status);
        assertThat(r.json().path("error").path("code").asText()).isEqualTo(code);
        assertThat(r.json().path("error").path("message").asText()).doesNotContain("\n");
    }

    @Test
    void a_new_game_gives_a_secret_token_per_human_seat_and_none_for_machine_seats() throws Exception {
        JsonNode g = create(Map.of("variant", "chess", "seats", Map.of("black", "random")));
        assertThat(g.path("seatTokens").path("white").asText()).hasSizeGreaterThan(20);
        assertThat(g.path("seatTokens").has("black")).isFalse();
        String id = g.path("id").asText();
        assertThat(s.get("/api/games/" + id).body()).doesNotContain(g.path("seatTokens").path("white").asText());
        assertThat(s.get("/api/games/" + id + "/record").body()).doesNotContain(g.path("seatTokens").path("white").asText());
    }

    @Test
    void a_watcher_without_a_token_can_read_but_not_move_undo_resign_or_offer_a_draw_finding_1() throws Exception {
        String id = create(Map.of("variant", "chess")).path("id").asText();
        String before = s.get("/api/games/" + id).body();
        for (Map<String, String> action : List.of(Map.of("action", "e2e4"), Map.of("action", "resign"),
                Map.of("action", "offer-draw", "player", "white"), Map.of("action", "accept-draw", "player", "black"))) {
            assertError(s.postAs(null, "/api/games/" + id + "/actions", action), 403, "watcher");
        }
        assertError(s.postAs(null, "/api/games/" + id + "/undo", Map.of()), 403, "watcher");
        assertError(s.postAs("forged-token", "/api/games/" + id + "/actions", Map.of("action", "e2e4")), 403, "bad-seat-token");
        assertThat(s.get("/api/games/" + id).body()).isEqualTo(before);
    }

    @Test
    void a_seat_token_acts_for_its_own_seat_only_finding_1() throws Exception {
        String id = create(Map.of("variant", "chess")).path("id").asText();
        String white = s.token(id, "white"), black = s.token(id, "black");
        assertError(s.postAs(black, "/api/games/" + id + "/actions", Map.of("action", "e2e4")), 409, "not-your-turn");
        assertThat(s.postAs(white, "/api/games/" + id + "/actions", Map.of("action", "e2e4")).status()).isEqualTo(200);
        assertError(s.postAs(white, "/api/games/" + id + "/actions", Map.of("action", "e7e5")), 409, "not-your-turn");
        assertError(s.postAs(white, "/api/games/" + id + "/actions", Map.of("action", "resign")), 409, "not-your-turn");
        assertError(s.postAs(white, "/api/games/" + id + "/actions", Map.of("action", "accept-draw", "player", "black")), 403, "not-your-seat");
        // A token of another game holds no seat here.
        String other = create(Map.of("variant", "chess")).path("id").asText();
        assertError(s.postAs(s.token(other, "black"), "/api/games/" + id + "/actions", Map.of("action", "e7e5")), 403, "bad-seat-token");
        // The Authorization header works as well as X-Seat-Token.
        TestServer.Reply r = s.send(java.net.http.HttpRequest.newBuilder(s.uri("/api/games/" + id + "/actions"))
                .header("Content-Type", "application/json").header("Authorization", "Bearer " + black)
                .POST(java.net.http.HttpRequest.BodyPublishers.ofString("{\"action\":\"e7e5\"}")));
        assertThat(r.status()).as(r.body()).isEqualTo(200);
    }

    @Test
    void an_invitation_gives_its_seat_to_whoever_opens_it_first_and_only_once() throws Exception {
        JsonNode g = create(Map.of("variant", "chess", "invite", List.of("black")));
        String id = g.path("id").asText();
        assertThat(g.path("seatTokens").has("black")).isFalse();
        String invitation = g.path("invitations").path("black").asText();
        assertThat(invitation).isNotEmpty();
        assertThat(texts(g.path("openSeats"))).containsExactly("black");
        assertError(s.post("/api/games/" + id + "/join", Map.of("invitation", "guess")), 403, "bad-invitation");
        JsonNode joined = s.post("/api/games/" + id + "/join", Map.of("invitation", invitation)).json();
        assertThat(joined.path("player").asText()).isEqualTo("black");
        String black = joined.path("token").asText();
        assertError(s.post("/api/games/" + id + "/join", Map.of("invitation", invitation)), 403, "bad-invitation");
        assertThat(s.get("/api/games/" + id).json().path("openSeats")).isEmpty();
        s.postAs(s.token(id, "white"), "/api/games/" + id + "/actions", Map.of("action", "e4"));
        assertThat(s.postAs(black, "/api/games/" + id + "/actions", Map.of("action", "e5")).status()).isEqualTo(200);
    }

    @Test
    void undo_is_a_takeback_request_the_other_human_seat_must_accept_finding_8() throws Exception {
        String id = create(Map.of("variant", "chess")).path("id").asText();
        String white = s.token(id, "white"), black = s.token(id, "black");
        s.postAs(white, "/api/games/" + id + "/actions", Map.of("action", "e4"));
        TestServer.Reply asked = s.postAs(white, "/api/games/" + id + "/undo", Map.of());
        assertThat(asked.status()).isEqualTo(202);
        assertThat(texts(asked.json().path("takeback"))).containsExactly("white");
        assertThat(texts(asked.json().path("history"))).containsExactly("e2e4");
        // Declined: nothing is taken back and the request is gone.
        JsonNode declined = s.postAs(black, "/api/games/" + id + "/undo", Map.of("decline", true)).json();
        assertThat(declined.path("takeback")).isEmpty();
        assertThat(texts(declined.path("history"))).containsExactly("e2e4");
        // Asked again and accepted: made.
        s.postAs(white, "/api/games/" + id + "/undo", Map.of());
        TestServer.Reply made = s.postAs(black, "/api/games/" + id + "/undo", Map.of());
        assertThat(made.status()).isEqualTo(200);
        assertThat(made.json().path("history")).isEmpty();
        // A move clears a standing request.
        s.postAs(white, "/api/games/" + id + "/actions", Map.of("action", "d4"));
        s.postAs(black, "/api/games/" + id + "/undo", Map.of());
        s.postAs(black, "/api/games/" + id + "/actions", Map.of("action", "d5"));
        assertThat(s.get("/api/games/" + id).json().path("takeback")).isEmpty();
        assertThat(s.postAs(white, "/api/games/" + id + "/undo", Map.of()).status()).isEqualTo(202);
    }

    @Test
    void against_a_machine_seat_the_takeback_is_made_at_once() throws Exception {
        String id = create(Map.of("variant", "chess", "seats", Map.of("black", "random"))).path("id").asText();
        s.postAs(s.token(id, "white"), "/api/games/" + id + "/actions", Map.of("action", "e4"));
        TestServer.Reply r = s.postAs(s.token(id, "white"), "/api/games/" + id + "/undo", Map.of());
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.json().path("history")).isEmpty();
    }

    @Test
    void a_private_game_is_not_listed_but_is_reachable_by_its_id() throws Exception {
        String open = create(Map.of("variant", "chess")).path("id").asText();
        String hidden = create(Map.of("variant", "chess", "private", true)).path("id").asText();
        String list = s.get("/api/games").body();
        assertThat(list).contains(open).doesNotContain(hidden);
        assertThat(s.get("/api/games/" + hidden).status()).isEqualTo(200);
    }

    @Test
    void roll_undo_roll_gives_the_same_faces_finding_8() throws Exception {
        String id = create(Map.of("variant", "sejrang")).path("id").asText();
        String white = s.token(id, "white"), black = s.token(id, "black");
        List<String> faces = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            JsonNode rolled = s.postAs(white, "/api/games/" + id + "/actions", Map.of("action", "roll")).json();
            faces.add(rolled.path("state").path("dice").toString());
            s.postAs(white, "/api/games/" + id + "/undo", Map.of());
            assertThat(s.postAs(black, "/api/games/" + id + "/undo", Map.of()).status()).isEqualTo(200);
        }
        assertThat(faces).as("the same roll, taken back and thrown again").containsOnly(faces.get(0));
    }

    private static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }
}
