package io.ashtapada.server;

import com.fasterxml.jackson.databind.JsonNode;
import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.GameState;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The stateless rules call answers as the Java API does: random games are played through the
 * API, and at each position the server, given the variant and the actions so far, must name the
 * same position, legal moves in all three notations, player to move and result. The order of the
 * legal moves is not part of the answer: the engine's piece lists, and with them the order moves
 * are generated in, depend on which positions were searched before.
 */
class StatelessRulesEquivalenceTest {
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

    /** Plays random games of a variant and checks {@code positions} positions against the server; returns how many. */
    private static int check(Path file, int positions, long seed) throws Exception {
        String id = file.getFileName().toString().replaceFirst("\\.variant$", "");
        Variant v = Ashtapada.defaults().load(file);
        SplittableRandom random = new SplittableRandom(seed);
        int checked = 0;
        while (checked < positions) {
            Game g = v.newGame();
            List<String> actions = new ArrayList<>();
            for (int ply = 0; ply < 120 && checked < positions && !g.result().isOver(); ply++) {
                GameState state = g.state();
                List<GameState.LegalAction> choices = state.legalActions().stream()
                        .filter(a -> a.kind() != GameState.Kind.RESIGN && a.kind() != GameState.Kind.DRAW).toList();
                if (choices.isEmpty()) break;
                String action = choices.get(random.nextInt(choices.size())).text();
                g.act(action);
                actions.add(action);
                JsonNode r = s.post("/api/rules", Map.of("variant", id, "moves", actions)).json();
                assertThat(r.path("position").asText()).as(id + " " + actions).isEqualTo(g.position());
                assertThat(texts(r.path("legalMoves").path("coordinate"))).as(id + " " + actions).containsExactlyInAnyOrderElementsOf(g.legalMoves());
                assertThat(texts(r.path("legalMoves").path("san"))).as(id + " " + actions).containsExactlyInAnyOrderElementsOf(g.legalMovesSan());
                assertThat(texts(r.path("legalMoves").path("display"))).as(id + " " + actions).containsExactlyInAnyOrderElementsOf(g.legalMovesDisplay());
                assertThat(r.path("toMove").asText()).isEqualTo(g.sideToMove());
                assertThat(r.path("result").path("status").asText()).isEqualTo(g.result().status().name());
                assertThat(r.path("result").path("reason").asText(null)).isEqualTo(g.result().reason());
                checked++;
            }
        }
        return checked;
    }

    private static List<Path> shipped() throws Exception {
        List<Path> out = new ArrayList<>();
        for (String dir : List.of("examples", "variants-dsl")) {
            try (Stream<Path> files = Files.list(Path.of(dir))) {
                files.filter(p -> p.toString().endsWith(".variant")).sorted().forEach(out::add);
            }
        }
        return out;
    }

    @Test
    void the_rules_call_matches_the_java_api_on_random_positions_of_chess_sejrang_and_omega() throws Exception {
        for (String f : List.of("examples/chess.variant", "variants-dsl/sejrang.variant", "variants-dsl/omega-chess.variant")) {
            assertThat(check(Path.of(f), 15, 11)).isEqualTo(15);
        }
    }

    @Test
    @Tag("slow")
    void the_rules_call_matches_the_java_api_on_1000_random_positions_of_every_shipped_variant() throws Exception {
        for (Path f : shipped()) assertThat(check(f, 1000, 5)).isEqualTo(1000);
    }
}
