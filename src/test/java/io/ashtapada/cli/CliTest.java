package io.ashtapada.cli;

import io.ashtapada.server.ServerOptions;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class CliTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return new Main(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8)).run(args);
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void validate_prints_ok_and_exits_zero_for_a_good_file() {
        assertThat(run("validate", "examples/chess.variant")).isZero();
        assertThat(out()).isEqualTo("examples/chess.variant: ok\n");
    }

    @Test
    void validate_prints_every_error_and_exits_nonzero_without_stack_trace() {
        assertThat(run("validate", "examples/chess.variant", "src/test/resources/errors/names.variant")).isEqualTo(1);
        assertThat(out()).contains("examples/chess.variant: ok");
        assertThat(err()).contains("src/test/resources/errors/names.variant:8:6: duplicate zone 'start'")
                .doesNotContain("Exception").doesNotContain("\tat ");
        assertThat(err().lines().count()).isEqualTo(12);
    }

    @Test
    void validate_reports_a_missing_file() {
        assertThat(run("validate", "nope.variant")).isEqualTo(1);
        assertThat(err()).startsWith("nope.variant:1:1: cannot read file");
    }

    @Test
    void perft_prints_one_line_per_depth() {
        assertThat(run("perft", "examples/chess.variant", "--depth", "3")).isZero();
        assertThat(out().lines().toList()).hasSize(3);
        assertThat(out().lines().toList().get(2)).matches("depth 3 nodes 8902 time \\d+ nps \\d+");
    }

    @Test
    void perft_divide_plays_moves_first() {
        assertThat(run("perft", "examples/chess.variant", "--depth", "2", "--moves", "e2e4 e7e5", "--divide")).isZero();
        assertThat(out()).contains("g1f3: 29", "total 835", "depth 2 nodes 835");
    }

    @Test
    void perft_refuses_an_illegal_move_in_moves() {
        assertThat(run("perft", "examples/chess.variant", "--depth", "1", "--moves", "e2e5")).isEqualTo(1);
        assertThat(err()).contains("illegal move 'e2e5'");
    }

    @Test
    void perft_accepts_fen_and_reports_a_bad_one() {
        assertThat(run("perft", "examples/chess.variant", "--depth", "1", "--fen", "4k3/8/8/8/8/8/8/4K2R w K - 0 1")).isZero();
        assertThat(out()).contains("depth 1 nodes 15");
        assertThat(run("perft", "examples/chess.variant", "--depth", "1", "--fen", "nonsense")).isEqualTo(1);
        assertThat(err()).contains("bad position string");
    }

    @Test
    void usage_errors_exit_two() {
        assertThat(run()).isEqualTo(2);
        assertThat(run("perft", "examples/chess.variant")).isEqualTo(2);
        assertThat(run("frobnicate")).isEqualTo(2);
    }

    @Test
    void bench_reports_nodes_per_second() {
        assertThat(run("bench", "examples/chess.variant", "--depth", "3")).isZero();
        assertThat(out()).containsPattern("best nps \\d+");
    }

    @Test
    void the_record_play_prints_replays_and_the_same_seed_prints_the_same_record(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        Main quiet = new Main(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                new java.io.ByteArrayInputStream(new byte[0]));
        assertThat(quiet.run(new String[]{"play", "examples/chess.variant", "--seed", "5", "--white", "random", "--black", "random"})).isZero();
        String first = out();
        String record = first.substring(first.indexOf("[Variant"));
        assertThat(record).startsWith("[Variant \"Chess\"]\n[Result \"").contains("[White \"random\"]\n[Black \"random\"]\n[Seed \"5\"]\n");
        java.nio.file.Path file = dir.resolve("game.txt");
        java.nio.file.Files.writeString(file, record);
        out.reset();
        assertThat(run("replay", "examples/chess.variant", file.toString())).as(err()).isZero();
        out.reset();
        Main again = new Main(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                new java.io.ByteArrayInputStream(new byte[0]));
        again.run(new String[]{"play", "examples/chess.variant", "--seed", "5", "--white", "random", "--black", "random"});
        assertThat(out()).isEqualTo(first);
    }

    @Test
    void play_seats_four_players_and_announces_an_elimination_GR4() {
        // Red's only move is a1b1; then Blue, to move, has no legal move and leaves the game, and
        // Yellow's rook on k12 checkmates Green along rank 12 once Yellow is the player to move.
        String pos = "gK,9,yR,yK/12/12/12/12/12/12/12/12/12/7,yR,4/rK,10,bK r - - 0 1";
        Main m = new Main(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                new java.io.ByteArrayInputStream(new byte[0]));
        int code = m.run(new String[]{"play", "variants-dsl/guru-mahachaturaji.variant", "--fen", pos, "--seed", "1",
                "--seat", "red=random", "--seat", "blue=random", "--seat", "yellow=random", "--seat", "green=random"});
        assertThat(code).as(err()).isZero();
        assertThat(out()).contains("blue is checkmated and leaves the game").contains("green is checkmated and leaves the game")
                .contains("[Red \"random\"]\n[Blue \"random\"]\n[Yellow \"random\"]\n[Green \"random\"]");
        assertThat(run("play", "variants-dsl/guru-mahachaturaji.variant", "--seat", "purple=human")).isEqualTo(2);
    }

    // Issue 23: every command that takes a FILE also takes a shipped variant's name.

    @Test
    void perft_takes_a_shipped_name() {
        assertThat(run("perft", "chess", "--depth", "3")).as(err()).isZero();
        assertThat(out()).contains("8902");
    }

    @Test
    void moves_and_validate_take_shipped_names() {
        assertThat(run("moves", "omega-chess")).as(err()).isZero();
        assertThat(run("validate", "guru-mahachaturanga")).as(err()).isZero();
        assertThat(out()).contains("guru-mahachaturanga: ok");
    }

    @Test
    void variants_lists_every_shipped_variant_with_its_title() {
        assertThat(run("variants")).isZero();
        assertThat(out()).contains("omega-chess").contains("Omega Chess").contains("(variants-dsl/omega-chess.variant)")
                .contains("crazyhouse").contains("(examples/crazyhouse.variant)");
        assertThat(out().lines().count()).isGreaterThanOrEqualTo(50);
    }

    @Test
    void a_name_that_is_neither_a_file_nor_shipped_says_so_in_one_located_line() {
        assertThat(run("perft", "chesss", "--depth", "1")).isEqualTo(Main.INVALID);
        assertThat(err()).isEqualTo("chesss:1:1: no such file, and no shipped variant of that name ('ashtapada variants' lists them)\n");
    }

    @Test
    void a_file_of_the_working_directory_still_wins_over_a_name() {
        assertThat(run("perft", "examples/chess.variant", "--depth", "2")).isZero();
        assertThat(out()).contains("400");
    }

    @Test
    void serve_refuses_a_variants_directory_that_does_not_exist() {
        assertThat(run("serve", "--port", "0", "--variants", "/nonexistent/dir")).isEqualTo(Main.USAGE);
        assertThat(err()).contains("--variants /nonexistent/dir: no such directory");
    }

    @Test
    void the_server_keeps_its_data_in_the_xdg_data_directory_or_under_the_home() {
        assertThat(ServerOptions.defaults().dataDir()).isAbsolute();
        assertThat(ServerOptions.defaults().variantDirs()).isEmpty();
        assertThat(userDataDir("/srv/xdg", "/home/ann")).isEqualTo(Path.of("/srv/xdg/ashtapada"));
        assertThat(userDataDir(null, "/home/ann")).isEqualTo(Path.of("/home/ann/.local/share/ashtapada"));
        assertThat(userDataDir("relative/dir", "/home/ann")).isEqualTo(Path.of("/home/ann/.local/share/ashtapada"));
    }

    private static Path userDataDir(String xdg, String home) {
        return ServerOptions.userDataDir(xdg, home);
    }
}
