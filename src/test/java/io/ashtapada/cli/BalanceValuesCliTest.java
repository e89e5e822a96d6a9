package io.ashtapada.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** Issue 31: {@code balance --values} on the command line. */
class BalanceValuesCliTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return new Main(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                new ByteArrayInputStream(new byte[0])).run(args);
    }

    @Test
    void balance_values_prints_measured_against_written_values_and_puts_them_in_the_html(@TempDir Path dir) throws Exception {
        Path html = dir.resolve("b.html");
        assertThat(run("balance", "chess", "--seat", "ai:d1", "--seat", "ai:d1", "--games", "2", "--values", "10",
                "--out", html.toString())).isZero();
        String text = out.toString(StandardCharsets.UTF_8);
        assertThat(text).contains("piece values of Chess from play: 10 games of ai:d1 from imbalanced starts, seed 1")
                .contains("without 3 pawns v without nothing").contains("without queen v without rook + 4 pawns")
                .containsPattern("queen +9 +-?\\d+\\.\\d\\d ").contains("--values 10");
        assertThat(Files.readString(html)).contains("Piece values from play").contains("the dark tick is the written value")
                .contains("<th>queen</th>");
    }

    @Test
    void balance_values_refuses_a_four_player_game_in_one_line_with_exit_2() {
        assertThat(run("balance", "guru-mahachaturaji", "--values", "--games", "1")).isEqualTo(2);
        String e = err.toString(StandardCharsets.UTF_8);
        assertThat(e).startsWith("balance --values: piece values from play need a two-player game; Guru Mahachaturaji has 4 players\n");
        assertThat(e.lines().filter(l -> l.contains("Exception"))).isEmpty();
        assertThat(out.toString(StandardCharsets.UTF_8)).isEmpty();
    }
}
