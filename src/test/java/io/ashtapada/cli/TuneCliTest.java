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

    private static final String GAMES = """
            [Event "a"]
            [Result "1-0"]

            1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0

            [Event "b"]
            [Result "1/2-1/2"]

            1. d4 d5 2. c4 e6 1/2-1/2

            [Event "c"]
            [Result "*"]

            1. d4 d5 *
            """;

    @Test
    void tune_from_learns_from_the_games_of_a_pgn_file_and_says_which_it_left_out(@TempDir Path dir) throws Exception {
        Path games = dir.resolve("games.pgn");
        Files.writeString(games, GAMES);
        Path tuned = dir.resolve("tuned.variant");
        assertThat(run("tune", "examples/chess.variant", "--from", games.toString(), "--weights", "--out", tuned.toString()))
                .as(err()).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8))
                .contains("piece values of Chess fitted to 11 quiet positions of the 2 games of " + games)
                .contains("evaluation weights fitted to the same positions").contains("wrote " + tuned);
        assertThat(err()).contains(games + ": 1 game without a result left out");
        assertThat(Ashtapada.defaults().load(tuned)).isNotNull();
    }

    @Test
    void tune_from_names_every_game_that_does_not_replay_at_its_place_with_exit_1(@TempDir Path dir) throws Exception {
        Path games = dir.resolve("games.pgn");
        Files.writeString(games, GAMES.replace("2. c4 e6", "2. c4 Ke6").replace("1. d4 d5 *", "1. d4 d9 *"));
        assertThat(run("tune", "chess", "--from", games.toString())).isEqualTo(1);
        assertThat(err().lines()).hasSize(2).doesNotContain("Exception");
        assertThat(err().lines().toList().get(0)).startsWith(games + ":9:16: illegal move 'Ke6'");
        assertThat(err().lines().toList().get(1)).startsWith(games + ":14:7: ");
    }

    @Test
    void tune_from_refuses_the_self_play_options_in_one_line_with_exit_2(@TempDir Path dir) throws Exception {
        Path games = dir.resolve("games.pgn");
        Files.writeString(games, GAMES);
        assertThat(run("tune", "chess", "--from", games.toString(), "--games", "10")).isEqualTo(2);
        assertOneLine("tune --from reads its games: --games, --nodes and --seed are for self-play");
    }

    @Test
    void tune_squares_fits_the_square_tables_from_a_pgn_file_and_writes_them_into_the_definition(@TempDir Path dir) throws Exception {
        Path games = dir.resolve("games.pgn");
        Files.writeString(games, GAMES);
        Path tuned = dir.resolve("tuned.variant");
        Path start = dir.resolve("start.variant");
        Files.writeString(start, Files.readString(Path.of("examples/chess.variant")).replaceAll("(?s)\\nevaluation \\{.*", "\n"));
        assertThat(run("tune", start.toString(), "--squares", "--from", games.toString(), "--out", tuned.toString())).as(err()).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8))
                .contains("square tables of Chess fitted to 11 quiet positions of the 2 games of " + games)
                .doesNotContain("piece values").contains("wrote " + tuned);
        String written = Files.readString(tuned);
        assertThat(written).startsWith(Files.readString(start)).contains("\nevaluation {\n    squares ");
        assertThat(Ashtapada.defaults().load(tuned)).isNotNull();
    }

    @Test
    void tune_squares_fits_the_tables_to_self_play_and_reports_them_without_writing() {
        assertThat(run("tune", "examples/minishogi.variant", "--squares", "--games", "3", "--nodes", "300")).as(err()).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8))
                .containsPattern("square tables of Minishogi fitted to \\d+ quiet positions of 3 games at 300 nodes a move, seed 1")
                .contains("nothing held out (fewer than 5 games)").doesNotContain("wrote");
    }

    @Test
    void tune_squares_and_weights_together_are_refused_in_one_line_with_exit_2() {
        assertThat(run("tune", "chess", "--squares", "--weights")).isEqualTo(2);
        assertOneLine("tune fits the square tables (--squares) or the values and weights (--weights), not both at once");
    }

    @Test
    void tune_by_score_needs_a_games_file_in_one_line_with_exit_2() {
        assertThat(run("tune", "chess", "--by-score")).isEqualTo(2);
        assertOneLine("--by-score reads the scores of a games file: give --from GAMES");
    }

    @Test
    void tune_from_refuses_a_file_with_no_finished_game_and_a_missing_file_in_one_line(@TempDir Path dir) throws Exception {
        Path games = dir.resolve("games.pgn");
        Files.writeString(games, "[Event \"c\"]\n[Result \"*\"]\n\n1. d4 d5 *\n");
        assertThat(run("tune", "chess", "--from", games.toString())).isEqualTo(1);
        assertOneLine(games + ":1:1: no game with a result to learn from (1 without one)");
        err.reset();
        assertThat(run("tune", "chess", "--from", dir.resolve("none.pgn").toString())).isEqualTo(1);
        assertOneLine(dir.resolve("none.pgn") + ":1:1: cannot read the games");
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
