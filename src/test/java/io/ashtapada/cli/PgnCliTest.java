package io.ashtapada.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code play --pgn FILE} writes the game as PGN; {@code replay} reads PGN and the one-ply-a-line record alike. */
class PgnCliTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return new Main(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8)).run(args);
    }

    @Test
    void play_writes_pgn_to_a_file_and_replay_reads_it_back_to_the_same_position(@TempDir Path dir) throws Exception {
        Path pgn = dir.resolve("game.pgn");
        assertThat(run("play", "examples/chess.variant", "--white", "random", "--black", "random", "--seed", "3",
                "--pgn", pgn.toString())).isZero();
        String played = out.toString(StandardCharsets.UTF_8);
        String text = Files.readString(pgn);
        assertThat(text).startsWith("[Event \"Ashtapada play\"]\n[Site \"?\"]\n[Date \"").contains("[White \"random\"]", "[Seed \"3\"]", "\n1. ");
        out.reset();
        assertThat(run("replay", "examples/chess.variant", pgn.toString())).as(err.toString(StandardCharsets.UTF_8)).isZero();
        String replayed = out.toString(StandardCharsets.UTF_8);
        String finalPosition = replayed.lines().filter(l -> l.startsWith("position ")).findFirst().orElseThrow();
        assertThat(played).contains("result ");
        // The old record printed by play replays to the same position.
        Path record = dir.resolve("game.txt");
        Files.writeString(record, played.substring(played.indexOf("[Variant")));
        out.reset();
        assertThat(run("replay", "examples/chess.variant", record.toString())).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains(finalPosition);
    }

    @Test
    void replay_names_file_line_and_column_of_a_refused_pgn_move(@TempDir Path dir) throws Exception {
        Path pgn = dir.resolve("bad.pgn");
        Files.writeString(pgn, "[Event \"?\"]\n\n1. e4 e5\n2. Ke3 *\n");
        assertThat(run("replay", "examples/chess.variant", pgn.toString())).isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith(pgn + ":4:4: illegal move 'Ke3'");
    }
}
