package io.ashtapada.cli;

import io.ashtapada.server.ServerOptions;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** Issue 23: every command that takes a FILE also takes a shipped variant's name. */
class ShippedNamesCliTest {
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
