package io.ashtapada.cli;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** Issue 30: {@code ashtapada tune} on the command line. */
class TuneCliTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return new Main(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                new ByteArrayInputStream(new byte[0])).run(args);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    private void assertOneLine(String startsWith) {
        assertThat(err()).startsWith(startsWith).doesNotContain("Exception").doesNotContain("\tat ");
        assertThat(err().lines().filter(l -> !l.isBlank() && !l.startsWith("Usage") && !l.startsWith(" ")
                && !l.startsWith("Run ") && !l.startsWith("Try "))).hasSize(1);
    }

    @Test
    void tune_out_writes_a_definition_that_compiles_and_carries_the_fitted_values(@TempDir Path dir) throws Exception {
        Path tuned = dir.resolve("tuned.variant");
        Files.copy(Path.of("examples/minishogi.variant"), dir.resolve("minishogi.variant"));
        assertThat(run("tune", dir.resolve("minishogi.variant").toString(), "--games", "2", "--nodes", "150", "--out", tuned.toString()))
                .as(err()).isZero();
        String report = out.toString(StandardCharsets.UTF_8);
        assertThat(report).contains("piece values of Minishogi fitted to").contains("2 games at 150 nodes a move, seed 1")
                .contains("wrote " + tuned);
        Variant v = Ashtapada.defaults().load(tuned);
        Matcher m = Pattern.compile("(?m)^  (\\w+) +\\S+ +([0-9.]+) ").matcher(report);
        int rows = 0;
        while (m.find()) {
            if (m.group(1).equals("kind")) continue;
            assertThat(v.pieceValues().get(m.group(1))).as(m.group(1)).isEqualTo(Double.parseDouble(m.group(2)));
            rows++;
        }
        assertThat(rows).isEqualTo(v.pieceValues().size());
        assertThat(Files.readString(dir.resolve("minishogi.variant"))).isEqualTo(Files.readString(Path.of("examples/minishogi.variant")));
    }

    @Test
    void tune_weights_out_writes_an_evaluation_block_that_compiles_and_keeps_the_source_file(@TempDir Path dir) throws Exception {
        Path tuned = dir.resolve("tuned.variant");
        Files.copy(Path.of("examples/minishogi.variant"), dir.resolve("minishogi.variant"));
        assertThat(run("tune", dir.resolve("minishogi.variant").toString(), "--games", "2", "--nodes", "120", "--weights",
                "--out", tuned.toString())).as(err()).isZero();
        String report = out.toString(StandardCharsets.UTF_8);
        assertThat(report).contains("evaluation weights fitted to the same positions").contains("wrote " + tuned);
        Variant v = Ashtapada.defaults().load(tuned);
        assertThat(v).isNotNull();
        // A weight the fit moved (marked *) is written in the definition's evaluation block.
        Matcher moved = Pattern.compile("(?m)^  ([a-z][a-z ]*?) +\\d+ +(\\d+)  \\*$").matcher(report);
        int written = 0;
        while (moved.find()) {
            assertThat(Files.readString(tuned)).containsPattern("(?m)^\\s*" + moved.group(1) + " +" + moved.group(2) + "\\b");
            written++;
        }
        assertThat(written).as("weights the fit moved (seed 1 moves 'reach')").isPositive();
        assertThat(Files.readString(dir.resolve("minishogi.variant"))).isEqualTo(Files.readString(Path.of("examples/minishogi.variant")));
    }

    @Test
    void tune_write_prints_the_definition_and_sends_the_report_to_the_standard_error() {
        assertThat(run("tune", "examples/minishogi.variant", "--games", "1", "--nodes", "100", "--write")).as(err()).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("# Minishogi").contains("variant \"Minishogi\"")
                .containsPattern("piece gold +\\{ value [0-9.]+  letter G");
        assertThat(err()).contains("piece values of Minishogi");
    }

    @Test
    void tune_refuses_zero_games_in_one_line_with_exit_2() {
        assertThat(run("tune", "chess", "--games", "0")).isEqualTo(2);
        assertOneLine("--games needs a number of at least 1, not 0");
    }

    @Test
    void tune_refuses_zero_nodes_in_one_line_with_exit_2() {
        assertThat(run("tune", "chess", "--nodes", "0")).isEqualTo(2);
        assertOneLine("--nodes needs a number of at least 1, not 0");
    }

    @Test
    void tune_refuses_a_four_player_game_in_one_line_with_exit_2() {
        assertThat(run("tune", "variants-dsl/guru-mahachaturaji.variant", "--games", "1")).isEqualTo(2);
        assertOneLine("tune: tuning needs a two-player game; Guru Mahachaturaji has 4 players");
    }

    @Test
    void tune_refuses_a_missing_file_in_one_line_with_exit_1() {
        assertThat(run("tune", "no/such.variant")).isEqualTo(1);
        assertOneLine("no/such.variant:1:1: cannot read file");
    }

    @Test
    void tune_never_writes_over_the_definition_itself(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("minishogi.variant");
        Files.copy(Path.of("examples/minishogi.variant"), f);
        assertThat(run("tune", f.toString(), "--games", "1", "--out", f.toString())).isEqualTo(2);
        assertOneLine("--out names the definition itself");
        assertThat(Files.readString(f)).isEqualTo(Files.readString(Path.of("examples/minishogi.variant")));
    }

    @Test
    void tune_takes_write_or_out_not_both() {
        assertThat(run("tune", "chess", "--write", "--out", "x.variant")).isEqualTo(2);
        assertOneLine("tune takes --write or --out, not both");
    }
}
