package io.ashtapada.format;

import io.ashtapada.TestFiles;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.RandomPlayer;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Ashtapada's PGN of chess loads in a reader nobody here wrote: chess.js (npm, BSD-2-Clause,
 * pinned in src/test/js/package-lock.json and installed there by {@code npm ci}) reads the PGN
 * of seeded random games, each played to its end or 200 plies, in strict mode and must stand on
 * the same final FEN as Ashtapada. Without node and npm the test skips, unless
 * {@code ASHTAPADA_REQUIRE_SERVICES=true} (CI) makes it fail. (python-chess, the other
 * reader, cannot be installed here: no PyPI access.)
 */
class PgnChessJsTest {
    static final Path JS = Path.of("src/test/js");
    static final int GAMES = 200;

    static boolean required() {
        return "true".equals(System.getenv("ASHTAPADA_REQUIRE_SERVICES")) || Boolean.getBoolean("ashtapada.requireServices");
    }

    /** Skips, or fails under ASHTAPADA_REQUIRE_SERVICES, when node or npm is missing. */
    static void needNode() {
        boolean present = onPath("node") && onPath("npm");
        if (!present && required()) throw new AssertionError("node and npm are required (ASHTAPADA_REQUIRE_SERVICES) but missing");
        Assumptions.assumeTrue(present, "node or npm is missing; skipped");
    }

    static boolean onPath(String program) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(dir, program))) return true;
        }
        return false;
    }

    /** Runs a command in src/test/js; its standard output, or an AssertionError with its error output. */
    static String run(List<String> command) throws Exception {
        Path err = TestFiles.tempFile("node-err", ".txt");
        Path out = TestFiles.tempFile("node-out", ".txt");
        Process p = new ProcessBuilder(command).directory(JS.toFile())
                .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!p.waitFor(300, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError(command + " did not finish in 300 s");
        }
        String stdout = Files.readString(out, StandardCharsets.UTF_8);
        if (p.exitValue() != 0) {
            throw new AssertionError(command + " exited with " + p.exitValue() + ": " + Files.readString(err, StandardCharsets.UTF_8));
        }
        return stdout;
    }

    /** Installs chess.js as the lock file pins it, once. */
    static void installChessJs() throws Exception {
        if (Files.isDirectory(JS.resolve("node_modules/chess.js"))) return;
        run(List.of("npm", "ci", "--no-audit", "--no-fund"));
    }

    /** Each PGN as chess.js reads it: {fen, plies} or {error}. */
    static JsonNode readWithChessJs(List<String> pgns) throws Exception {
        Path in = TestFiles.tempFile("pgn", ".json");
        ObjectMapper json = new ObjectMapper();
        Files.writeString(in, json.writeValueAsString(pgns));
        return json.readTree(run(List.of("node", "read-pgn.mjs", in.toAbsolutePath().toString())));
    }

    @Test
    void random_chess_games_written_as_pgn_load_in_chess_js_at_the_same_final_fen() throws Exception {
        needNode();
        installChessJs();
        Variant v = Ashtapada.defaults().load(Path.of("examples/chess.variant"));
        List<String> pgns = new ArrayList<>();
        List<Game> games = new ArrayList<>();
        for (int seed = 1; seed <= GAMES; seed++) {
            Game g = v.newGame().seed(seed);
            RandomPlayer player = new RandomPlayer(seed * 7919L);
            while (g.phase() != Game.Phase.OVER && g.movesMade() < 200) player.playTurn(g);
            pgns.add(g.pgn(Map.of("Event", "random game " + seed, "White", "random", "Black", "random")));
            games.add(g);
        }
        JsonNode read = readWithChessJs(pgns);
        int promotions = 0;
        for (int i = 0; i < GAMES; i++) {
            JsonNode r = read.get(i);
            Game g = games.get(i);
            assertThat(r.has("error")).as("seed %d: chess.js refuses the PGN: %s%n%s", i + 1, r.path("error").asText(), pgns.get(i)).isFalse();
            assertThat(r.get("plies").asInt()).as("seed %d: plies", i + 1).isEqualTo(g.movesMade());
            assertThat(r.get("fen").asText()).as("seed %d: final FEN%n%s", i + 1, pgns.get(i)).isEqualTo(g.position());
            if (pgns.get(i).contains("=")) promotions++;
            // ... and Ashtapada reads its own PGN back to the same game.
            assertThat(Game.replay(v, pgns.get(i)).position()).as("seed %d: replay", i + 1).isEqualTo(g.position());
        }
        assertThat(promotions).as("games with a promotion (a promoted piece is written without '~')").isGreaterThan(10);
    }

    @Test
    void a_game_from_a_set_up_position_loads_in_chess_js_with_its_fen() throws Exception {
        needNode();
        installChessJs();
        Variant v = Ashtapada.defaults().load(Path.of("examples/chess.variant"));
        Game g = v.newGame("r3k2r/pPp2ppp/8/3Pp3/8/8/PPP2PPP/R3K2R w KQkq e6 0 12");
        for (String m : List.of("dxe6", "O-O", "bxa8=Q", "Rxa8", "O-O-O")) g.play(m);
        String pgn = g.pgn();
        assertThat(pgn).contains("[SetUp \"1\"]", "[FEN \"r3k2r/pPp2ppp/8/3Pp3/8/8/PPP2PPP/R3K2R w KQkq e6 0 12\"]", "12. dxe6 O-O 13. bxa8=Q Rxa8 14. O-O-O *");
        JsonNode r = readWithChessJs(List.of(pgn)).get(0);
        assertThat(r.path("error").asText()).isEmpty();
        assertThat(r.get("fen").asText()).isEqualTo(g.position());
    }
}
