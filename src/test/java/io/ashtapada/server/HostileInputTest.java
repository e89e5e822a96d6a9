package io.ashtapada.server;

import io.ashtapada.TestFiles;
import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.DefinitionException;
import io.ashtapada.api.Game;
import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Issue 25, findings 5, 6, 7 and 9: what a hostile upload or request can make the server do is
 * bounded: text lengths (the limit in the error), records read without recursion, move texts
 * refused before they are read, betza strings capped, errors quoting a short prefix, a start
 * position illegal under its own rules refused at upload, upload names safe on any disk, and a
 * stored game that cannot be restored left out without stopping the server.
 */
class HostileInputTest {
    static TestServer s;
    static String chess;

    /** A hook that lets the side to move capture the enemy king with a knight from the start. */
    static final String BITE = "\nhook bite on knight moves {{ function (view, out) {\n"
            + "  const me = view.side(), kinds = view.kinds(), king = view.kindOf('king'), knight = view.kindOf('knight');\n"
            + "  const theirs = view.pieces(1 - me), mine = view.pieces(me);\n"
            + "  let k = -1;\n"
            + "  for (let i = 0; i < theirs.length; i++) if (kinds[theirs[i]] === king) k = theirs[i];\n"
            + "  for (let i = 0; i < mine.length; i++) if (kinds[mine[i]] === knight && k >= 0) out.move(mine[i], k);\n"
            + "} }}\n";

    @BeforeAll
    static void start() throws Exception {
        s = new TestServer(TestServer.options().withLimits(1 << 20, 256 << 10, 16, Duration.ofSeconds(10), 50));
        chess = Files.readString(Path.of("examples/chess.variant"));
    }

    @AfterAll
    static void stop() {
        s.close();
    }

    private static void assertError(TestServer.Reply r, int status, String code) {
        assertThat(r.status()).as(r.body().substring(0, Math.min(400, r.body().length()))).isEqualTo(status);
        assertThat(r.json().path("error").path("code").asText()).isEqualTo(code);
        assertThat(r.json().path("error").path("message").asText()).hasSizeLessThan(300).doesNotContain("\n");
    }

    private static String titled(String title) {
        return chess.replace("variant \"Chess\"", "variant \"" + title + "\"");
    }

    @Test
    void a_40000_character_title_is_refused_at_upload_with_its_limit_finding_5() throws Exception {
        TestServer.Reply r = s.post("/api/variants", Map.of("files", Map.of("long.variant", titled("T".repeat(40_000)))));
        assertError(r, 422, "too-long");
        assertThat(r.json().path("error").path("message").asText()).contains("at most 200");
    }

    @Test
    void a_record_with_a_40000_character_tag_replays_without_stack_overflow_finding_5() throws Exception {
        Variant v = Ashtapada.defaults().load(Path.of("examples/chess.variant"));
        Game g = v.newGame();
        g.act("e4");
        String record = g.record(Map.of("Event", "x\\\"y".repeat(10_000)));
        Game again = Game.replay(v, record);
        assertThat(again.history()).containsExactly("e2e4");
        String event = io.ashtapada.engine.turn.GameRecord.tags(record).get("Event");
        assertThat(event.length()).isEqualTo(40_000);
        assertThat(event.equals("x\\\"y".repeat(10_000))).as("the tag reads back as written").isTrue();
    }

    @Test
    void a_stored_game_that_cannot_be_restored_is_reported_and_skipped_never_fatal_finding_5() throws Exception {
        ServerOptions o = TestServer.options();
        try (Store st = new Store(o.jdbcUrl())) {
            st.saveGame(new Store.StoredGame("broken", "chess", "human,human", "x", "w e2e5\n", null));
            st.saveGame(new Store.StoredGame("deep", "chess", "human,human", "x", "[Event \"" + "(".repeat(100_000) + "\"]\nw e2e4\n", null));
            st.saveGame(new Store.StoredGame("gone", "no-such-variant", "human,human", "x", "w e2e4\n", null));
        }
        java.io.PrintStream err = System.err;
        java.io.ByteArrayOutputStream said = new java.io.ByteArrayOutputStream();
        System.setErr(new java.io.PrintStream(said, true, java.nio.charset.StandardCharsets.UTF_8));
        try (TestServer b = new TestServer(o)) {
            assertThat(b.get("/api/games/broken").status()).isEqualTo(404);
            assertThat(b.get("/api/games/gone").status()).isEqualTo(404);
            assertThat(b.get("/api/games/deep").status()).isEqualTo(200);
            assertThat(b.post("/api/games", Map.of("variant", "chess")).status()).isEqualTo(201);
        } finally {
            System.setErr(err);
        }
        // Each game left out is reported to the operator, on one line each.
        String log = said.toString(java.nio.charset.StandardCharsets.UTF_8);
        assertThat(log).contains("stored game broken cannot be resumed").contains("stored game gone cannot be resumed")
                .doesNotContain("stored game deep cannot be resumed");
    }

    @Test
    void a_40000_character_move_text_is_refused_at_once_and_quoted_short_finding_7() throws Exception {
        String id = s.post("/api/games", Map.of("variant", "chess")).json().path("id").asText();
        long t0 = System.nanoTime();
        TestServer.Reply r = s.post("/api/games/" + id + "/actions", Map.of("action", "e".repeat(40_000)));
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertError(r, 400, "too-long");
        assertThat(r.json().path("error").path("message").asText()).contains("at most 64");
        assertThat(ms).isLessThan(2_000);
        TestServer.Reply rules = s.post("/api/rules", Map.of("variant", "chess", "moves", List.of("e".repeat(40_000))));
        assertError(rules, 400, "too-long");
    }

    @Test
    void the_engine_refuses_a_long_move_text_before_reading_it_as_xboard_usermove_does_finding_7() throws Exception {
        Game g = Ashtapada.defaults().load(Path.of("examples/chess.variant")).newGame();
        for (String text : List.of("e".repeat(40_000), "a1".repeat(20_000), "N" + "a".repeat(39_999) + "1")) {
            long t0 = System.nanoTime();
            assertThatThrownBy(() -> g.act(text)).isInstanceOf(IllegalMoveException.class)
                    .satisfies(e -> assertThat(e.getMessage()).hasSizeLessThan(200).contains("at most 64"));
            assertThat((System.nanoTime() - t0) / 1_000_000).isLessThan(500);
        }
        // Just under the limit, the worst text the patterns may see is read fast too.
        long t0 = System.nanoTime();
        assertThatThrownBy(() -> g.act("e".repeat(64))).isInstanceOf(IllegalMoveException.class);
        assertThat((System.nanoTime() - t0) / 1_000_000).isLessThan(500);
    }

    @Test
    void a_100_kb_betza_string_is_a_located_error_at_once_and_the_next_upload_compiles_finding_6() throws Exception {
        String bomb = chess.replace("variant \"Chess\"", "variant \"Bomb\"")
                .replaceFirst("(?m)^(\\s*piece\\s+queen\\b[^\\n]*)$", "$1") ;
        String withBomb = bomb + "\npiece bomb {\n  letter X\n  betza \"" + "Q".repeat(100_000) + "\"\n}\n";
        long t0 = System.nanoTime();
        TestServer.Reply r = s.post("/api/variants", Map.of("files", Map.of("bomb.variant", withBomb)));
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertThat(r.status()).as(r.body().substring(0, Math.min(400, r.body().length()))).isEqualTo(422);
        assertThat(r.json().path("error").path("code").asText()).isEqualTo("invalid-definition");
        assertThat(r.json().path("problems").toString()).contains("a betza move is at most 200 characters");
        assertThat(r.json().path("problems").get(0).path("line").asInt()).isPositive();
        assertThat(ms).isLessThan(5_000);
        for (int i = 0; i < 3; i++) {
            TestServer.Reply ok = s.post("/api/variants/check", Map.of("files", Map.of("ok.variant", titled("Fine " + i))));
            assertThat(ok.status()).as(ok.body()).isEqualTo(200);
            assertThat(ok.json().path("ok").asBoolean()).isTrue();
        }
    }

    @Test
    void many_betza_lines_for_one_piece_are_bounded_in_directions_finding_6() throws Exception {
        StringBuilder def = new StringBuilder(titled("Many")).append("\npiece many {\n  letter Y\n");
        for (int i = 0; i < 200; i++) def.append("  betza \"QQQQQQQQQQ\"\n");
        def.append("}\n");
        TestServer.Reply r = s.post("/api/variants/check", Map.of("files", Map.of("many.variant", def.toString())));
        assertThat(r.status()).as(r.body().substring(0, Math.min(400, r.body().length()))).isEqualTo(200);
        assertThat(r.json().path("problems").toString()).contains("at most 512 directions");
    }

    @Test
    void cli_validate_refuses_the_betza_bomb_at_once_finding_6() throws Exception {
        Path dir = TestFiles.tempDirectory("ashtapada-bomb");
        Path f = dir.resolve("bomb.variant");
        Files.writeString(f, titled("Bomb") + "\npiece bomb {\n  letter X\n  betza \"" + "Q".repeat(100_000) + "\"\n}\n");
        long t0 = System.nanoTime();
        List<String> problems = Ashtapada.defaults().validate(f);
        assertThat((System.nanoTime() - t0) / 1_000_000).isLessThan(5_000);
        assertThat(String.join("\n", problems)).contains("a betza move is at most 200 characters");
    }

    @Test
    void a_hook_that_captures_a_king_at_once_is_a_validation_and_upload_error_not_a_500_finding_9() throws Exception {
        TestServer.Reply r = s.post("/api/variants", Map.of("files", Map.of("bite.variant", titled("Bite") + BITE)));
        assertThat(r.status()).as(r.body()).isEqualTo(422);
        assertThat(r.json().path("problems").toString()).contains("start position is illegal");
        Path dir = TestFiles.tempDirectory("ashtapada-bite");
        Files.writeString(dir.resolve("bite.variant"), titled("Bite") + BITE);
        assertThat(String.join("\n", Ashtapada.defaults().validate(dir.resolve("bite.variant")))).contains("start position is illegal");
        assertThatThrownBy(() -> Ashtapada.defaults().load(dir.resolve("bite.variant"))).isInstanceOf(DefinitionException.class);
    }

    @Test
    void dice_fields_of_a_position_are_checked_against_the_rules_finding_9() throws Exception {
        Variant v = Ashtapada.defaults().load(Path.of("variants-dsl/sejrang.variant"));
        String start = v.startPosition();
        assertThat(v.positionProblem(start)).isNull();
        assertThat(v.positionProblem(start + " rolls:35,o:12,o:13,o:14,o:15,o:16,o:11,o:22")).contains("re-roll");
        assertThat(v.positionProblem(start + " rolls:35,c:46")).contains("confirms no capture");
        assertThat(v.positionProblem(start + " rolls:35 pending:e2e8")).contains("confirms no capture");
        assertThat(v.positionProblem(start + " rolls:35,35")).contains("one roll");
        assertThat(v.positionProblem(start + " rolls:c:46")).contains("first throw");
        TestServer.Reply r = s.post("/api/games", Map.of("variant", "sejrang", "position", start + " rolls:35,c:46"));
        assertThat(r.status()).as(r.body()).isEqualTo(422);
    }

    /**
     * Issue 25, finding 9: a pending capture (where royal captures are confirmed by a roll) must
     * start from a piece of the player to move, end on a royal piece and follow the turn's roll;
     * on 160cf00 {@code pending:} from an empty square was taken as given.
     */
    @Test
    void a_pending_capture_from_an_empty_square_or_onto_no_royal_piece_is_refused_finding_9() throws Exception {
        Variant v = Ashtapada.defaults().load(Path.of("variants-dsl/omechanga.variant"));
        String rook = "4k3/8/8/8/4R3/8/8/K7 w - - 0 1";
        assertThat(v.positionProblem(rook + " rolls:41 pending:e4e8")).isNull();
        assertThat(v.positionProblem(rook + " rolls:41 pending:d4e8")).contains("starts from d4, which holds no piece of the player to move");
        assertThat(v.positionProblem(rook + " rolls:41 pending:e4e1")).contains("ends on e1, which holds no royal piece");
        assertThat(v.positionProblem(rook + " pending:e4e8")).contains("follows the turn's roll");
        assertThat(v.positionProblem(rook + " rolls:41,o:12,o:13,o:14,o:15,o:16,o:11,o:22")).contains("more re-rolls than the rules allow");
        TestServer.Reply r = s.post("/api/games", Map.of("variant", "omechanga", "position", rook + " rolls:41 pending:d4e8"));
        assertThat(r.status()).as(r.body()).isEqualTo(422);
        assertThat(r.body()).contains("holds no piece of the player to move");
    }

    /**
     * Issue 25, finding 7 ("the error echoes the whole input back"), for definitions: a compile
     * error quotes the token it is about, and the server cuts a long one to a short prefix, in the
     * message and in every problem, on upload and on check alike. Before, a 40,000-character piece
     * name came back whole in {@code problems}.
     */
    @Test
    void a_definition_error_quotes_a_short_prefix_of_a_40000_character_token_finding_7() throws Exception {
        String name = "x".repeat(40_000);
        for (String extra : List.of("\npiece " + name + " { letter Q betza \"W\" }\n", "\n" + name + "\n",
                "\nzone z = " + name + "\n")) {
            Map<String, Object> files = Map.of("files", Map.of("long.variant", titled("Long") + extra));
            TestServer.Reply up = s.post("/api/variants", files);
            assertError(up, 422, "invalid-definition");
            TestServer.Reply check = s.post("/api/variants/check", files);
            assertThat(check.status()).isEqualTo(200);
            for (TestServer.Reply r : List.of(up, check)) {
                assertThat(r.json().path("problems").size()).isPositive();
                r.json().path("problems").forEach(p -> assertThat(p.path("message").asText())
                        .hasSizeLessThan(300).doesNotContain("x".repeat(41)));
                assertThat(r.body()).hasSizeLessThan(2_000).contains("…").contains(" characters)");
            }
        }
        TestServer.Reply rules = s.post("/api/rules/validate", Map.of("variant", "chess", "position", "p".repeat(3_000)));
        assertThat(rules.json().path("valid").asBoolean()).isFalse();
        assertThat(rules.json().path("reason").asText()).hasSizeLessThan(300);
    }

    @Test
    void upload_names_that_are_unsafe_on_some_disk_are_refused_finding_9() throws Exception {
        for (String name : List.of(".", "..", "CON", "con.variant", "a\nb.variant", "nul", "dir/./x.variant", "x:y.variant")) {
            TestServer.Reply r = s.post("/api/variants", Map.of("main", name, "files", Map.of(name, chess)));
            assertThat(r.status()).as(name + ": " + r.body()).isEqualTo(400);
        }
        String longName = "a".repeat(10_000) + ".variant";
        TestServer.Reply r = s.post("/api/variants", Map.of("main", longName, "files", Map.of(longName, chess)));
        assertError(r, 400, "too-long");
    }

    @Test
    void every_text_field_of_a_request_is_bounded_and_its_limit_named() throws Exception {
        assertError(s.post("/api/games", Map.of("variant", "v".repeat(5_000))), 400, "too-long");
        assertError(s.post("/api/rules", Map.of("variant", "chess", "position", "p".repeat(5_000))), 400, "too-long");
        String id = s.post("/api/games", Map.of("variant", "chess")).json().path("id").asText();
        TestServer.Reply r = s.postAs(s.token(id, "white"), "/api/games/" + id + "/actions",
                Map.of("action", "offer-draw", "player", "p".repeat(5_000)));
        assertError(r, 400, "too-long");
        assertThat(r.json().path("error").path("message").asText()).contains("at most 100");
    }

    @Test
    void a_symbolic_link_out_of_the_definitions_folder_is_refused_like_dot_dot_finding_9() throws Exception {
        Path dir = TestFiles.tempDirectory("ashtapada-link");
        Files.createSymbolicLink(dir.resolve("link"), Path.of("/"));
        Path f = dir.resolve("x.variant");
        Files.writeString(f, "variant \"X\" extends \"link/etc/passwd\"\n");
        String all = String.join("\n", Ashtapada.defaults().validate(f));
        assertThat(all).contains("symbolic link").doesNotContain("root");
        Files.writeString(f, chess + "\nhook h on knight moves file \"link/etc/hostname\"\n");
        assertThat(String.join("\n", Ashtapada.defaults().validate(f))).contains("symbolic link");
    }
}
