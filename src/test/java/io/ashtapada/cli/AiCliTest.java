package io.ashtapada.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** The commands of the computer player: analyse, match, balance, uci, and ai seats in play. */
class AiCliTest {
    record Run(int code, String out, String err) {
    }

    static Run run(String input, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int code = new Main(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8))).run(args);
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** Runs with {@code first} as input, then {@code rest} once the output shows {@code waitFor}. */
    static Run runWaiting(String first, String waitFor, String rest, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        PipedOutputStream feed = new PipedOutputStream();
        PipedInputStream in;
        try {
            in = new PipedInputStream(feed, 1 << 16);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Thread typist = new Thread(() -> {
            try (feed) {
                feed.write(first.getBytes(StandardCharsets.UTF_8));
                feed.flush();
                long deadline = System.nanoTime() + 60_000_000_000L;
                while (!out.toString(StandardCharsets.UTF_8).contains(waitFor) && System.nanoTime() < deadline) Thread.sleep(10);
                feed.write(rest.getBytes(StandardCharsets.UTF_8));
            } catch (IOException | InterruptedException e) {
                // the command stopped reading: nothing more to type
            }
        });
        typist.start();
        int code = new Main(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8), in)
                .run(args);
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void analyse_prints_each_depth_and_finds_the_mate_in_two() {
        Run r = run("", "analyse", "examples/chess.variant", "--fen", "kbK5/pp6/1P6/8/8/8/8/R7 w - - 0 1", "--depth", "4");
        assertThat(r.code()).isZero();
        // Every Black reply to Ra6 is mated (bxa6 b7#, Bc7 Rxa7#): the line ends in mate, whichever is shown.
        assertThat(r.out()).contains("depth 1 score").containsPattern("depth 3 score mate 3 .* pv Ra6 \\S+ \\S+#\n")
                .contains("best Ra6 score mate 3");
    }

    @Test
    void analyse_of_a_dice_game_asks_for_the_roll_then_searches_the_rolled_position() {
        Run r = run("", "analyse", "variants-dsl/omechanga.variant");
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.err()).contains("--roll a,b");
        r = run("", "analyse", "variants-dsl/omechanga.variant", "--roll", "3,5", "--depth", "1");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("rolls:35").contains("depth 1 score").containsPattern("best \\S+");
    }

    @Test
    void bad_seats_and_budgets_are_usage_errors_without_a_stack_trace() {
        Run r = run("", "match", "examples/chess.variant", "--seat", "ai:fast", "--seat", "random");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("a seat is human, random, ai, ai:MS").doesNotContain("Exception");
        r = run("", "match", "examples/chess.variant", "--seat", "ai");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("one --seat per player (2");
        r = run("", "analyse", "examples/chess.variant", "--depth", "x");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("--depth needs a number");
    }

    @Test
    void match_prints_a_line_per_seat_with_an_interval_and_the_elo_difference() {
        Run r = run("", "match", "examples/chess.variant", "--seat", "ai:d2", "--seat", "random", "--games", "2", "--seed", "5");
        assertThat(r.code()).isZero();
        assertThat(r.out()).containsPattern("ai:d2 +score 2\\.0/2 = 100\\.0% \\(95%: 34\\.2% to 100\\.0%\\) +\\+2 =0 -0")
                .containsPattern("random +score 0\\.0/2").contains("elo ai:d2 - random: +inf");
    }

    @Test
    void play_with_a_computer_seat_plays_to_the_end() {
        Run r = run("", "play", "examples/chess.variant", "--white", "ai:d1", "--black", "random", "--seed", "3");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("result ").contains("[White \"ai:d1\"]");
    }

    @Test
    void balance_writes_the_figures_with_intervals_and_an_html_report_with_svg_charts(@TempDir Path dir) throws Exception {
        Path html = dir.resolve("b.html");
        Run r = run("", "balance", "examples/chess.variant", "--games", "2", "--seat", "ai:d1", "--seat", "random",
                "--out", html.toString());
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("score of white (player 1)").contains("draw rate").contains("game length (moves)")
                .contains("ended by").contains("branching factor").containsPattern("draw rate: \\d+\\.\\d% \\(\\d+\\.\\d% to ")
                .contains("reproduce: ashtapada balance examples/chess.variant --games 2 --seed 1");
        String page = Files.readString(html);
        assertThat(page).startsWith("<!DOCTYPE html>").contains("<svg").contains("Score by seat").contains("Game length")
                .contains("How the games ended").doesNotContain("<img");
    }

    @Test
    void uci_answers_the_handshake_and_a_search_with_a_legal_bestmove() {
        // As a GUI does, the next position is sent once the bestmove came (a position during a search stops it).
        Run r = runWaiting("uci\nisready\nsetoption name UCI_Variant value chess\nposition fen 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1\n"
                + "go depth 3\nisready\n", "bestmove", "position startpos moves e2e4 zz9\nquit\n", "uci", "examples/chess.variant");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("id name Ashtapada").contains("option name UCI_Variant type combo default chess var chess")
                .contains("uciok").contains("readyok").contains("score mate 1").contains("bestmove d1d8")
                .contains("info string");
    }

    @Test
    void uci_refuses_dice_variants() {
        Run r = run("quit\n", "uci", "variants-dsl/omechanga.variant");
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.err()).contains("two-player games without dice");
    }

    @Test
    void xboard_announces_its_variants_answers_ping_and_replies_to_a_user_move() {
        Run r = run("xboard\nprotover 2\nnew\nvariant omega-chess\nsd 2\nping 7\nusermove f3f5\nusermove zz\nquit\n",
                "xboard", "examples/chess.variant", "variants-dsl/omega-chess.variant");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("feature myname=\"Ashtapada\" variants=\"normal,omega-chess\"").contains("done=1")
                .contains("pong 7").containsPattern("(?m)^move \\S+").contains("Illegal move");
    }

    /** Issue 25, finding 7: a 40,000-character usermove is refused at once, quoted short, and the game goes on. */
    @Test
    void xboard_refuses_a_40000_character_usermove_at_once_and_plays_on_finding_7() {
        String huge = "e".repeat(40_000);
        long t0 = System.nanoTime();
        Run r = run("xboard\nprotover 2\nnew\nforce\nusermove " + huge + "\nusermove e2e4\nping 9\nquit\n",
                "xboard", "examples/chess.variant");
        long millis = (System.nanoTime() - t0) / 1_000_000;
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("Illegal move").contains("pong 9");
        // Every line of the answer is short: the move text is never echoed whole.
        assertThat(r.out().lines()).allSatisfy(line -> assertThat(line.length()).isLessThan(400));
        // The legal move after it was taken: the game was left as it was, then went on.
        assertThat(r.out()).doesNotContain("Illegal move (e2e4)").doesNotContain("Illegal move: e2e4");
        assertThat(millis).as("answered without reading the text move by move").isLessThan(20_000);
    }

    /** Issue 25: an engine protocol never echoes a long line back whole (commands, variants, options). */
    @Test
    void uci_and_xboard_quote_at_most_a_short_prefix_of_a_long_unknown_word() {
        String huge = "z".repeat(40_000);
        Run x = run("xboard\nprotover 2\n" + huge + "\nvariant " + huge + "\nquit\n", "xboard", "examples/chess.variant");
        assertThat(x.out()).contains("Error (unknown command)").contains("Error (unknown variant)");
        assertThat(x.out().lines()).allSatisfy(line -> assertThat(line.length()).isLessThan(400));
        Run u = run("uci\n" + huge + "\nsetoption name " + huge + " value 1\nquit\n", "uci", "examples/chess.variant");
        assertThat(u.out()).contains("info string unknown command").contains("info string no option");
        assertThat(u.out().lines()).allSatisfy(line -> assertThat(line.length()).isLessThan(400));
    }

    @Test
    void xboard_plays_white_after_go_and_announces_a_mate_it_gives() {
        Run r = run("xboard\nprotover 2\nnew\nforce\nsetboard 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1\nsd 3\ngo\nquit\n",
                "xboard", "examples/chess.variant");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("move d1d8").contains("1-0 {white wins (checkmate)}");
    }
}
