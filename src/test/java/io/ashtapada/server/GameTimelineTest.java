package io.ashtapada.server;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** GET /api/games/{id}/timeline: the record action by action, as the board's move list shows it. */
class GameTimelineTest {
    static TestServer s;

    @BeforeAll
    static void start() throws Exception {
        s = TestServer.start();
    }

    @AfterAll
    static void stop() {
        if (s != null) s.close();
    }

    private static String game(Map<String, Object> body) throws Exception {
        return s.post("/api/games", body).json().path("id").asText();
    }

    private static void act(String id, String action) throws Exception {
        TestServer.Reply r = s.post("/api/games/" + id + "/actions", Map.of("action", action));
        assertThat(r.status()).as(r.body()).isEqualTo(200);
    }

    private static List<String> field(JsonNode actions, String name) {
        List<String> out = new ArrayList<>();
        for (JsonNode a : actions) out.add(a.path(name).isNull() ? null : a.path(name).asText());
        return out;
    }

    @Test
    void chess_moves_are_given_in_san_with_their_squares_captures_and_checks() throws Exception {
        String id = game(Map.of("variant", "chess"));
        for (String m : List.of("e2e4", "d7d5", "e4d5", "d8d5", "b1c3", "d5e5")) act(id, m);
        JsonNode t = s.get("/api/games/" + id + "/timeline").json();
        JsonNode actions = t.path("actions");
        assertThat(t.path("start").asText()).isEqualTo("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assertThat(field(actions, "san")).containsExactly("e4", "d5", "exd5", "Qxd5", "Nc3", "Qe5+");
        assertThat(field(actions, "player")).containsExactly("white", "black", "white", "black", "white", "black");
        assertThat(field(actions, "kind")).containsOnly("move");
        assertThat(field(actions, "capture")).containsExactly("false", "false", "true", "true", "false", "false");
        assertThat(actions.get(5).path("check").toString()).isEqualTo("[\"white\"]");
        assertThat(actions.get(0).path("from").asText()).isEqualTo("e2");
        assertThat(actions.get(0).path("to").asText()).isEqualTo("e4");
        assertThat(actions.get(5).path("position").asText()).isEqualTo(s.get("/api/games/" + id).json().path("position").asText());
    }

    @Test
    void a_dice_game_gives_each_roll_and_reroll_with_its_faces_before_the_move() throws Exception {
        String id = game(Map.of("variant", "sejrang"));
        act(id, "32");
        act(id, "o:22");
        JsonNode st = s.get("/api/games/" + id).json().path("state");
        JsonNode move = null;
        for (JsonNode a : st.path("legalActions")) if (a.path("kind").asText().equals("MOVE")) { move = a; break; }
        assertThat(move).as("a legal move with the dice 2 2").isNotNull();
        act(id, move.path("text").asText());
        JsonNode actions = s.get("/api/games/" + id + "/timeline").json().path("actions");
        assertThat(field(actions, "kind")).containsExactly("roll", "reroll", "move");
        assertThat(actions.get(0).path("dice").toString()).isEqualTo("[3,2]");
        assertThat(actions.get(1).path("dice").toString()).isEqualTo("[2,2]");
        assertThat(actions.get(1).path("text").asText()).isEqualTo("o:22");
        assertThat(actions.get(2).path("san").asText()).isEqualTo(move.path("san").asText());
        assertThat(field(actions, "player")).containsOnly("white");
    }

    @Test
    void an_unknown_game_has_no_timeline() throws Exception {
        assertThat(s.get("/api/games/nosuchgame/timeline").status()).isEqualTo(404);
    }
}
