package io.ashtapada.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The workbench's routes over HTTP: move diagrams worked out by the engine, perft 1 to 3 and
 * nothing deeper, self-play jobs with their summary, report and limits.
 */
class WorkbenchRoutesTest {
    static TestServer s;
    static final ObjectMapper JSON = new ObjectMapper();

    @BeforeAll
    static void start() throws Exception {
        s = TestServer.start();
    }

    @AfterAll
    static void stop() {
        if (s != null) s.close();
    }

    private static List<String> list(JsonNode n) {
        List<String> out = new ArrayList<>();
        n.forEach(e -> out.add(e.asText()));
        return out;
    }

    private static JsonNode piece(JsonNode diagrams, String kind) {
        for (JsonNode p : diagrams.path("pieces")) if (p.path("piece").asText().equals(kind)) return p;
        throw new AssertionError("no diagram of " + kind + " in " + diagrams);
    }

    @Test
    void a_pawn_moves_straight_and_captures_diagonally_and_a_rook_rides_on_the_diagram() throws Exception {
        TestServer.Reply r = s.get("/api/variants/chess/moves");
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        assertThat(r.json().path("square").asText()).isEqualTo("d4");
        JsonNode pawn = piece(r.json(), "pawn");
        assertThat(list(pawn.path("move"))).containsExactly("d5");
        assertThat(list(pawn.path("capture"))).containsExactlyInAnyOrder("c5", "e5");
        assertThat(list(pawn.path("both"))).isEmpty();
        JsonNode rook = piece(r.json(), "rook");
        assertThat(list(rook.path("both"))).hasSize(14).contains("d8", "d1", "a4", "h4");
        // The kings chess needs on the board stand where they start, out of the rook's way.
        assertThat(rook.path("placed").toString()).contains("\"square\":\"e1\"", "\"square\":\"e8\"");
    }

    @Test
    void a_cannon_of_xiangqi_moves_along_its_lines_and_takes_over_a_screen_drawn_next_to_it() throws Exception {
        JsonNode cannon = piece(s.get("/api/variants/xiangqi/moves").json(), "cannon");
        // Off the kings' file, so neither king serves it as a screen.
        assertThat(cannon.path("square").asText()).isEqualTo("d5");
        // Next to it only moves (nothing to jump there); beyond the screens it moves or takes.
        assertThat(list(cannon.path("move"))).containsExactlyInAnyOrder("d6", "e5", "d4", "c5");
        assertThat(list(cannon.path("both"))).hasSize(13).contains("d7", "d10", "i5", "d1", "a5");
        assertThat(list(cannon.path("capture"))).isEmpty();
        assertThat(cannon.path("placed").toString()).contains("\"square\":\"d6\"", "\"square\":\"c5\"");
        assertThat(cannon.path("note").asText()).contains("over a screen");
    }

    @Test
    void a_cannon_of_janggi_moves_and_takes_only_over_a_screen() throws Exception {
        JsonNode cannon = piece(s.get("/api/variants/janggi/moves").json(), "cannon");
        assertThat(list(cannon.path("move"))).isEmpty();
        assertThat(list(cannon.path("both"))).contains("d7", "d10", "f5", "a5", "d1").doesNotContain("d6", "c5");
        assertThat(cannon.path("note").asText()).contains("only over a screen");
    }

    @Test
    void a_grasshopper_lands_just_beyond_the_screens_next_to_it() throws Exception {
        JsonNode hopper = piece(s.get("/api/variants/grasshopper/moves").json(), "grasshopper");
        assertThat(hopper.path("square").asText()).isEqualTo("d4");
        assertThat(list(hopper.path("both"))).containsExactlyInAnyOrder("d6", "f6", "f4", "f2", "d2", "b2", "b4", "b6");
        assertThat(hopper.path("placed").size()).isEqualTo(2 + 8);
    }

    @Test
    void a_pawn_kept_off_the_long_diagonal_is_shown_from_where_it_starts_with_four_players() throws Exception {
        // GR-2: the middle square f6 lies on the long diagonal, where no pawn may stand.
        JsonNode diagrams = s.get("/api/variants/guru-mahachaturaji/moves").json();
        JsonNode pawn = piece(diagrams, "pawn");
        assertThat(pawn.path("square").asText()).isEqualTo("b3");
        assertThat(list(pawn.path("move"))).containsExactly("b4");
        JsonNode side = piece(diagrams, "side-pawn");
        assertThat(list(side.path("move"))).containsExactly("d2");
    }

    @Test
    void a_janggi_rook_between_the_palaces_rides_its_file_and_rank_with_the_other_king_a_file_aside() throws Exception {
        // The kings facing each other on the e-file would pin the rook on e5 (bikjang): the diagram sets
        // Black's king a file aside. From e5 the rook reaches the rank (8) and its file up to its own king on e2 (7).
        JsonNode rook = piece(s.get("/api/variants/janggi/moves").json(), "rook");
        assertThat(rook.path("square").asText()).isEqualTo("e5");
        assertThat(list(rook.path("both"))).hasSize(15).contains("a5", "i5", "e3", "e10");
        JsonNode advisor = piece(s.get("/api/variants/janggi/moves").json(), "advisor");
        assertThat(list(advisor.path("both"))).isNotEmpty();
    }

    @Test
    void a_rook_of_a_four_player_game_rides_the_whole_twelve_by_twelve_board_with_the_four_kings_at_home() throws Exception {
        JsonNode diagrams = s.get("/api/variants/guru-mahachaturaji/moves").json();
        JsonNode rook = piece(diagrams, "rook");
        assertThat(rook.path("square").asText()).isEqualTo("f6");
        assertThat(list(rook.path("both"))).hasSize(22).contains("f12", "f1", "a6", "l6");
        assertThat(rook.path("placed").size()).isEqualTo(4);
    }

    @Test
    void a_piece_of_an_uploaded_definition_is_shown_alone_and_in_its_position() throws Exception {
        JsonNode files = s.get("/api/variants/chess/source").json().path("files");
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("files", files);
        body.put("main", "chess.variant");
        body.put("square", "b1");
        TestServer.Reply r = s.post("/api/rules/moves", body);
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        assertThat(list(r.json().path("empty").path("both"))).containsExactlyInAnyOrder("a3", "c3", "d2");
        assertThat(list(r.json().path("position").path("move"))).containsExactlyInAnyOrder("a3", "c3");
        body.put("square", "e4");
        TestServer.Reply empty = s.post("/api/rules/moves", body);
        assertThat(empty.status()).isEqualTo(400);
        assertThat(empty.json().path("error").path("message").asText()).isEqualTo("no piece on 'e4'");
    }

    @Test
    void perft_counts_chess_to_depth_three_and_refuses_depth_four_in_one_line() throws Exception {
        TestServer.Reply r = s.post("/api/rules/perft", Map.of("variant", "chess", "depth", 3));
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        assertThat(r.json().path("counts").toString()).isEqualTo("[20,400,8902]");
        assertThat(r.json().path("millis").isNumber()).isTrue();
        JsonNode files = s.get("/api/variants/kingofthehill/source").json().path("files");
        TestServer.Reply up = s.post("/api/rules/perft", Map.of("files", files, "main", "kingofthehill.variant", "depth", 2));
        assertThat(up.json().path("counts").toString()).as(up.body()).isEqualTo("[20,400]");
        TestServer.Reply deep = s.post("/api/rules/perft", Map.of("variant", "chess", "depth", 4));
        assertThat(deep.status()).isEqualTo(400);
        assertThat(deep.json().path("error").path("message").asText())
                .isEqualTo("perft from the server goes to depth 3 at most, not 4 (run 'ashtapada perft' for more)");
        assertThat(s.post("/api/rules/perft", Map.of("variant", "chess", "depth", 0)).status()).isEqualTo(400);
        assertThat(s.post("/api/rules/perft", Map.of("variant", "chess", "depth", "3")).status()).isEqualTo(400);
    }

    @Test
    void a_self_play_job_is_queued_played_and_reported() throws Exception {
        TestServer.Reply r = s.post("/api/balance", Map.of("variant", "chess", "games", 1, "millis", 2, "seed", 7));
        assertThat(r.status()).as(r.body()).isEqualTo(202);
        String id = r.json().path("id").asText();
        BrowserBoardTestSupport.eventually("the job done", () -> s.get("/api/balance/" + id).json().path("state").asText().equals("done"));
        JsonNode job = s.get("/api/balance/" + id).json();
        assertThat(job.path("played").asInt()).isEqualTo(1);
        assertThat(job.path("games").asInt()).isEqualTo(1);
        assertThat(job.path("summary").asText()).startsWith("balance of Chess: 1 games of ai:2 v ai:2, seed 7\n");
        TestServer.Reply report = s.get("/api/balance/" + id + "/report");
        assertThat(report.status()).isEqualTo(200);
        assertThat(report.contentType()).startsWith("text/html");
        assertThat(report.body()).contains("<h1>Balance of Chess</h1>");
        assertThat(s.get("/api/balance/nosuchjob").status()).isEqualTo(404);
        assertThat(s.post("/api/balance", Map.of("variant", "chess", "games", 51)).status()).isEqualTo(400);
        assertThat(s.post("/api/balance", Map.of("variant", "chess", "millis", 0)).status()).isEqualTo(400);
    }

    @Test
    void past_one_running_and_four_waiting_jobs_a_fifth_waiting_one_is_refused_with_429() throws Exception {
        try (TestServer own = TestServer.start()) {
            int accepted = 0;
            TestServer.Reply last = null;
            for (int i = 0; i < 6; i++) {
                last = own.post("/api/balance", Map.of("variant", "chess", "games", 50, "millis", 1));
                if (last.status() == 202) accepted++;
                else break;
            }
            // The first may have started already or still wait: 1 running + 4 waiting at most.
            assertThat(accepted).isEqualTo(1 + BalanceJobs.MAX_QUEUED);
            assertThat(last.status()).isEqualTo(429);
            assertThat(last.json().path("error").path("code").asText()).isEqualTo("balance-busy");
        }
    }
}
