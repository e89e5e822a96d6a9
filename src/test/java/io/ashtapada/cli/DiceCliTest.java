package io.ashtapada.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** The dice side of the command line: perft --roll, play (random and human seats), replay. */
class DiceCliTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String stdin, String... args) {
        return new Main(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8))).run(args);
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void perft_with_a_roll_counts_the_first_ply_under_those_dice() {
        assertThat(run("", "perft", "variants-dsl/sejrang.variant", "--depth", "2", "--roll", "1,2")).isZero();
        assertThat(out()).contains("depth 1 nodes 18 ").contains("depth 2 nodes 3183 ");
    }

    @Test
    void perft_reads_the_dice_from_a_position_string() {
        String start = "rp2kbnr/np2pppp/bp6/qp6/6PQ/6PB/PPPP2PN/RNBK2PR[Ww] w KQkq - 0 1 rolls:78";
        assertThat(run("", "perft", "variants-dsl/omechanga.variant", "--depth", "1", "--fen", start)).isZero();
        assertThat(out()).contains("depth 1 nodes 33 ");
    }

    @Test
    void a_bad_roll_is_a_usage_error() {
        assertThat(run("", "perft", "variants-dsl/sejrang.variant", "--depth", "1", "--roll", "7,1")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("a die shows 1 to 6").doesNotContain("Exception");
        assertThat(run("", "perft", "examples/chess.variant", "--depth", "1", "--roll", "1,2")).isEqualTo(2);
    }

    @ParameterizedTest
    @ValueSource(strings = {"variants-dsl/sejrang.variant", "variants-dsl/omechanga.variant", "examples/chess.variant",
            "variants-dsl/omega-chess.variant", "variants-dsl/omega-transplant.variant"})
    void two_random_players_without_input_play_to_the_end_and_print_record_and_result(String file) {
        assertThat(run("", "play", file, "--seed", "3", "--white", "random", "--black", "random")).isZero();
        assertThat(out()).contains("[Variant ").contains("\nresult ").contains("\nscore ").doesNotContain("ongoing");
    }

    @Test
    void the_same_seed_gives_the_same_game() {
        run("", "play", "variants-dsl/omechanga.variant", "--seed", "11", "--white", "random", "--black", "random");
        String first = out();
        out.reset();
        run("", "play", "variants-dsl/omechanga.variant", "--seed", "11", "--white", "random", "--black", "random");
        assertThat(out()).isEqualTo(first);
    }

    @Test
    void a_human_sees_board_dice_and_choices_and_may_reroll_move_or_pass() {
        // Omechanga Solitaire (OM-15): both seats human, the program rolls for both.
        assertThat(run("reroll both\npass\npass\nquit\n", "play", "variants-dsl/omechanga.variant", "--seed", "5",
                "--white", "human", "--black", "human")).isZero();
        assertThat(out()).contains("dice ").contains("re-rolls: reroll 1 reroll 2 reroll both").contains("moves: ")
                .contains("white> ").contains("black> ");
    }

    @Test
    void an_illegal_command_is_refused_with_a_reason_and_play_goes_on() {
        assertThat(run("h8h1\nquit\n", "play", "variants-dsl/sejrang.variant", "--seed", "5", "--white", "human")).isZero();
        assertThat(out()).contains("illegal move 'h8h1'");
    }

    @Test
    void a_played_record_replays_to_the_same_result(@TempDir Path dir) throws Exception {
        run("", "play", "variants-dsl/omechanga.variant", "--seed", "2", "--white", "random", "--black", "random");
        String text = out();
        String record = text.substring(text.indexOf("[Variant"));
        String score = text.substring(text.indexOf("\nscore ") + 7, text.indexOf('\n', text.indexOf("\nscore ") + 7)).trim();
        Path file = dir.resolve("game.txt");
        Files.writeString(file, record);
        out.reset();
        assertThat(run("", "replay", "variants-dsl/omechanga.variant", file.toString())).isZero();
        assertThat(out()).contains("score " + score);
    }

    @Test
    void a_record_with_an_impossible_event_is_refused_naming_the_line(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("bad.txt");
        Files.writeString(file, "[Variant \"Sejrang\"]\nw 12 d2d3\nb 55 pass\n");
        assertThat(run("", "replay", "variants-dsl/sejrang.variant", file.toString())).isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("line 3:").doesNotContain("Exception");
    }
}
