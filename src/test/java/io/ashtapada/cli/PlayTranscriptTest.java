package io.ashtapada.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Transcripts of {@code play} (issue 15): what a person types, and what the game must print. */
class PlayTranscriptTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int play(String stdin, String... args) {
        String[] full = new String[args.length + 1];
        full[0] = "play";
        System.arraycopy(args, 0, full, 1, args.length);
        return new Main(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8))).run(full);
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void the_other_sides_move_is_shown_as_it_happens() {
        assertThat(play("e2e4\nquit\n", "examples/chess.variant", "--seed", "3")).isZero();
        assertThat(out()).contains("white plays e4\nblack plays ");
    }

    @Test
    void every_dice_action_of_every_seat_is_shown_rolls_rerolls_moves_passes_with_points() {
        assertThat(play("", "variants-dsl/omechanga.variant", "--seed", "2", "--white", "random", "--black", "random")).isZero();
        assertThat(out()).containsPattern("white rolls \\d \\d \\(\\d: [a-z ,;0-9:]+\\)")
                .containsPattern("black rolls \\d \\d")
                .containsPattern("(white|black) re-rolls (one die|both dice): \\d \\d")
                .containsPattern("black passes and scores \\d+ \\(\\d+ in all\\)")
                .containsPattern("(white|black) plays \\S+");
    }

    @Test
    void a_royal_capture_and_its_confirmation_roll_are_shown_OM12() {
        play("", "variants-dsl/omechanga.variant", "--seed", "1", "--white", "random", "--black", "random");
        assertThat(out()).contains("white plays Qxe7 - a royal capture: it waits for a confirmation roll\n"
                + "white's confirmation roll: 1 2 - the dice do not allow the capture again: it does not stand");
    }

    @Test
    void a_sejrang_teleport_is_named_not_silent() {
        // Every move of a random seat is printed: no piece changes square without a word.
        play("", "variants-dsl/sejrang.variant", "--seed", "3", "--white", "random", "--black", "random");
        long moves = out().lines().filter(l -> l.matches("(white|black) plays \\S+.*")).count();
        String record = out().substring(out().indexOf("[Variant"));
        long recorded = record.lines().filter(l -> l.matches("[wb] .*")).flatMap(l -> java.util.Arrays.stream(l.split(" ")).skip(1))
                .filter(t -> !t.matches("([obc]:)?\\d+") && !t.equals("pass") && !t.equals("forfeit")).count();
        assertThat(moves).isEqualTo(recorded).isPositive();
    }

    @Test
    void the_final_board_result_and_record_are_printed_at_the_end() {
        play("", "examples/chess.variant", "--seed", "5", "--white", "random", "--black", "random");
        String o = out();
        int result = o.indexOf("\nresult ");
        assertThat(o.substring(0, result)).endsWith("    a b c d e f g h");
        assertThat(o.substring(result)).containsPattern("result (white wins|black wins|draw) \\(").contains("\n[Variant \"Chess\"]");
    }

    @Test
    void quit_prints_the_board_result_and_record() {
        assertThat(play("e2e4\nquit\n", "examples/chess.variant", "--seed", "3")).isZero();
        assertThat(out()).contains("result ongoing").contains("[Result \"*\"]").containsPattern("\nw e4\nb \\S+\n$");
    }

    @Test
    void the_status_says_check() {
        play("quit\n", "examples/chess.variant", "--fen", "4k3/8/8/8/8/8/8/4R1K1 b - - 0 1", "--white", "random", "--black", "human");
        assertThat(out()).contains("black to move - check");
    }

    @Test
    void the_board_is_turned_toward_a_human_playing_black() {
        play("quit\n", "examples/chess.variant", "--white", "random", "--black", "human", "--seed", "1");
        String o = out();
        assertThat(o.indexOf("\n  1 R ")).isPositive().isLessThan(o.indexOf("\n  8 r n b k q b n r\n    h g f e d c b a\n"));
    }

    @Test
    void the_board_is_turned_a_quarter_for_a_player_facing_west() {
        play("quit\n", "variants-dsl/guru-mahachaturaji.variant", "--seat", "red=random", "--seat", "blue=human", "--seed", "1");
        assertThat(out()).contains("\n  l bK bN").contains("    1  2  3");
    }

    @Test
    void help_lists_the_commands_instead_of_cannot_read_move() {
        play("help\nquit\n", "examples/chess.variant", "--seed", "1");
        assertThat(out()).contains("undo").contains("history").contains("record").contains("position").contains("save FILE")
                .contains("legend").contains("hint").contains("resign").doesNotContain("cannot read move");
    }

    @Test
    void undo_takes_back_my_move_and_the_reply() {
        play("e2e4\nundo\nposition\nquit\n", "examples/chess.variant", "--seed", "3");
        assertThat(out()).containsPattern("taken back: white e4, black \\S+")
                .contains("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    }

    @Test
    void history_record_position_and_moves_answer() {
        play("e2e4\nhistory\nrecord\nposition\nmoves\nquit\n", "examples/chess.variant", "--seed", "3");
        assertThat(out()).containsPattern("  1\\. w e4\n  2\\. b \\S+\n").contains("[White \"human\"]")
                .contains("> rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2\n").contains("moves: ");
    }

    @Test
    void hint_answers_with_the_searchs_best_move_the_mate_in_one() {
        play("hint\nquit\n", "examples/chess.variant", "--fen", "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", "--seed", "1");
        assertThat(out()).containsPattern("hint: Rd8# \\(score mate 1, depth \\d+\\)");
        // The hint does not play: the position is unchanged and it is still White's turn.
        assertThat(out()).contains("result ongoing").doesNotContain("white plays Rd8#");
    }

    @Test
    void hint_in_a_dice_game_suggests_a_legal_choice_for_the_rolled_dice() {
        play("hint\nquit\n", "variants-dsl/omechanga.variant", "--seed", "4");
        String o = out();
        String hint = o.substring(o.indexOf("hint: ") + 6, o.indexOf(" (score", o.indexOf("hint: ")));
        String moves = o.substring(o.indexOf("moves: ") + 7, o.indexOf('\n', o.indexOf("moves: ")));
        assertThat(hint.startsWith("reroll ") || hint.equals("pass") || List.of(moves.split(" ")).contains(hint))
                .as("hint '%s' is one of: %s, pass or a re-roll", hint, moves).isTrue();
    }

    @Test
    void a_computer_seat_plays_to_the_end_and_the_record_is_printed(@TempDir Path dir) throws Exception {
        assertThat(play("", "examples/chess.variant", "--white", "ai:d1", "--black", "random", "--seed", "3")).isZero();
        String o = out();
        assertThat(o).containsPattern("(?m)^white plays \\S+").containsPattern("(?m)^black plays \\S+")
                .containsPattern("(?m)^result (white wins|black wins|draw)").doesNotContain("result *");
        // The record comes last and replays.
        String record = o.substring(o.indexOf("[Variant"));
        assertThat(record).contains("[White \"ai:d1\"]").contains("[Black \"random\"]");
        Path f = dir.resolve("game.txt");
        Files.writeString(f, record);
        out.reset();
        assertThat(new Main(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8))
                .run(new String[]{"replay", "examples/chess.variant", f.toString()})).isZero();
    }

    @Test
    void an_ai_seat_is_given_per_player() {
        assertThat(play("", "examples/chess.variant", "--seat", "black=ai:d1", "--seat", "white=random", "--seed", "2")).isZero();
        assertThat(out()).contains("[White \"random\"]").contains("[Black \"ai:d1\"]").containsPattern("(?m)^result ");
    }

    @Test
    void a_bad_seat_names_every_kind_of_seat() {
        assertThat(play("", "examples/chess.variant", "--white", "robot")).isEqualTo(2);
        assertThat(err()).contains("a seat is human, random, ai, ai:MS (milliseconds a move) or ai:dN (depth N), not 'robot'");
        err.reset();
        assertThat(play("", "examples/chess.variant", "--seat", "purple=ai")).isEqualTo(2);
        assertThat(err()).contains("--seat needs PLAYER=WHO (WHO: human, random, ai, ai:MS or ai:dN) with a player of white, black");
        err.reset();
        assertThat(play("", "examples/chess.variant", "--white", "ai:0")).isEqualTo(2);
        assertThat(err()).contains("not 'ai:0'").doesNotContain("Exception");
    }

    @Test
    void resign_ends_the_game_for_the_other_side() {
        play("resign\n", "examples/chess.variant", "--seed", "1");
        assertThat(out()).contains("white resigns").contains("result black wins (resignation)");
    }

    @Test
    void save_writes_a_record_that_replays(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("g.txt");
        play("e2e4\nsave " + f + "\nquit\n", "examples/chess.variant", "--seed", "3");
        assertThat(out()).contains("record saved to " + f);
        assertThat(Files.readString(f)).startsWith("[Variant \"Chess\"]").contains("\nw e4\n");
        out.reset();
        assertThat(new Main(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8))
                .run(new String[]{"replay", "examples/chess.variant", f.toString()})).as(err()).isZero();
    }

    @Test
    void fen_and_moves_are_honoured() {
        play("position\nquit\n", "examples/chess.variant", "--fen", "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "--moves", "e1f1 e8d8",
                "--white", "human");
        assertThat(out()).contains("3k4/8/8/8/8/8/8/5K1R w - - 2 2").contains("[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]");
        out.reset();
        assertThat(play("", "examples/chess.variant", "--fen", "nonsense")).isEqualTo(1);
        assertThat(err()).contains("--fen: bad position string");
        assertThat(play("", "examples/chess.variant", "--moves", "e2e5")).isEqualTo(1);
        assertThat(err()).contains("--moves: illegal move 'e2e5'");
    }

    @Test
    void a_legend_names_the_pieces_on_demand() {
        play("legend\nquit\n", "variants-dsl/guru-mahachaturanga.variant", "--seed", "1");
        assertThat(out()).containsPattern("\n  E [a-z-]+ +").containsPattern("\n  F [a-z-]+ +").containsPattern("\n  G [a-z-]+ +")
                .contains("(upper case: white, lower case: black)");
    }

    @Test
    void extra_squares_are_labelled() {
        play("quit\n", "variants-dsl/omega-chess.variant", "--seed", "1");
        assertThat(out()).contains("extra squares: w4 (next to a9) holds w, w3 (next to j9) holds w, w1 (next to a0) holds W, "
                + "w2 (next to j0) holds W");
        out.reset();
        play("quit\n", "variants-dsl/omega-transplant.variant", "--seed", "1");
        assertThat(out()).contains("\n 11 ").contains("\n  0 ");
    }

    @Test
    void a_hand_reads_as_a_count_and_a_kind_not_a_capture() {
        play("quit\n", "variants-dsl/omega-transplant.variant", "--seed", "1");
        assertThat(out()).contains("white in hand: 4 ninja (J)").doesNotContain("Jx4");
    }

    @Test
    void the_dice_line_says_what_the_faces_let_move_and_points_are_words() {
        play("quit\n", "variants-dsl/sejrang.variant", "--seed", "5", "--white", "human");
        assertThat(out()).containsPattern("dice (\\d) (\\d) \\(\\1: [a-z]+(; \\2: [a-z]+)?\\)").contains("points white 0, black 0")
                .doesNotContain("{white=");
    }

    @Test
    void the_match_summary_names_the_winner() {
        play("", "variants-dsl/omechanga.variant", "--seed", "2", "--white", "random", "--black", "random", "--match");
        assertThat(out()).containsPattern("match: first seat \\(random\\) \\d+(\\.5)?, second seat \\(random\\) \\d+(\\.5)?; "
                + "the match (goes to the (first|second) seat|is drawn)");
    }

    @Test
    void no_colour_when_not_a_terminal() {
        play("quit\n", "examples/chess.variant", "--seed", "1");
        assertThat(out()).doesNotContain("\u001b[");
    }

    @Test
    void a_failing_hook_is_shown_on_stderr(@TempDir Path dir) throws Exception {
        Files.copy(Path.of("examples/chess.variant"), dir.resolve("chess.variant"));
        Files.writeString(dir.resolve("bad.variant"), """
                variant "Bad hook" extends "chess.variant"
                hook boom on game moves {{ function (view, out) { throw new Error("boom"); } }}
                """);
        play("", dir.resolve("bad.variant").toString(), "--seed", "1", "--white", "random", "--black", "random");
        assertThat(err()).contains("boom");
    }
}
