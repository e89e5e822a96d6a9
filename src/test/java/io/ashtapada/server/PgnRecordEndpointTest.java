package io.ashtapada.server;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code GET /api/games/{id}/record?format=pgn}: the game as PGN; the plain record stays the default. */
class PgnRecordEndpointTest {
    static TestServer s;

    @BeforeAll
    static void start() throws Exception {
        s = TestServer.start();
    }

    @AfterAll
    static void stop() {
        s.close();
    }

    @Test
    void the_record_endpoint_answers_pgn_when_asked_and_refuses_an_unknown_format() throws Exception {
        TestServer.Reply created = s.post("/api/games", Map.of("variant", "chess"));
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        String id = created.json().path("id").asText();
        for (String move : new String[]{"e2e4", "e7e5", "g1f3"}) s.post("/api/games/" + id + "/actions", Map.of("action", move));
        TestServer.Reply pgn = s.get("/api/games/" + id + "/record?format=pgn");
        assertThat(pgn.status()).isEqualTo(200);
        assertThat(pgn.contentType()).startsWith("application/x-chess-pgn");
        assertThat(pgn.body()).contains("[Event \"?\"]", "[Variant \"Standard\"]", "[Result \"*\"]", "1. e4 e5 2. Nf3 *");
        assertThat(s.get("/api/games/" + id + "/record").body()).contains("w e4");
        TestServer.Reply bad = s.get("/api/games/" + id + "/record?format=xml");
        assertThat(bad.status()).isEqualTo(400);
        assertThat(bad.json().path("error").path("code").asText()).isEqualTo("bad-format");
    }
}
