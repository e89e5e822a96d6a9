package io.ashtapada.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The command layer (issue 15): per-command help, unknown options refused with a suggestion, --version, exit codes. */
class CommandLineTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return new Main(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                new ByteArrayInputStream(new byte[0])).run(args);
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void a_misspelt_option_is_refused_with_did_you_mean_and_exit_2() {
        assertThat(run("perft", "examples/chess.variant", "--dept", "3")).isEqualTo(2);
        assertThat(err()).contains("Unknown option").contains("'--dept'").contains("did you mean --depth?")
                .contains("Run 'ashtapada perft --help' for usage.").doesNotContain("perft needs --depth");
        assertThat(out()).isEmpty();
    }

    @Test
    void depth_is_read_as_depth_equals_N_and_as_d_N() {
        assertThat(run("perft", "examples/chess.variant", "--depth=2")).isZero();
        assertThat(out()).contains("depth 2 nodes 400 ");
        out.reset();
        assertThat(run("perft", "examples/chess.variant", "-d", "2")).isZero();
        assertThat(out()).contains("depth 2 nodes 400 ");
    }

    @Test
    void an_unknown_option_after_a_file_is_refused_not_ignored() {
        assertThat(run("moves", "examples/chess.variant", "--foo")).isEqualTo(2);
        assertThat(err()).contains("Unknown option: '--foo'");
        assertThat(out()).isEmpty();
    }

    @Test
    void a_misspelt_command_is_refused_with_a_suggestion() {
        assertThat(run("plya", "examples/chess.variant")).isEqualTo(2);
        assertThat(err()).contains("unknown command 'plya'").contains("did you mean play");
    }

    @ParameterizedTest
    @ValueSource(strings = {"validate", "perft", "bench", "moves", "play", "replay", "serve", "analyse", "match", "balance", "uci", "usi", "xboard", "import", "worker"})
    void every_command_has_help_with_examples_and_exit_codes(String command) {
        assertThat(run(command, "--help")).isZero();
        assertThat(out()).startsWith("Usage: ashtapada " + command).contains("Examples:\n  ashtapada ").contains("  ashtapada " + command + " ")
                .contains("Exit codes:").contains("2   usage");
        out.reset();
        assertThat(run(command, "-h")).isZero();
        assertThat(out()).startsWith("Usage: ashtapada " + command);
        out.reset();
        assertThat(run("help", command)).isZero();
        assertThat(out()).startsWith("Usage: ashtapada " + command);
    }

    @Test
    void play_h_is_help_not_a_file() {
        assertThat(run("play", "-h")).isZero();
        assertThat(out()).contains("Usage: ashtapada play");
        assertThat(err()).doesNotContain("cannot read file");
    }

    @Test
    void analyse_and_match_help_print_real_examples() {
        assertThat(run("analyse", "--help")).isZero();
        assertThat(out()).contains("Examples:\n  ashtapada analyse chess").contains("--depth").contains("--time");
        out.reset();
        assertThat(run("match", "--help")).isZero();
        assertThat(out()).contains("Examples:\n  ashtapada match chess --seat ai --seat random").contains("--games");
        out.reset();
        assertThat(run("analyze", "--help")).as("the American spelling").isZero();
        assertThat(out()).startsWith("Usage: ashtapada analyse");
    }

    @Test
    void every_command_summary_of_the_overview_is_a_whole_sentence() {
        // The overview shows only the first line of a command's description: it must not stop mid-sentence.
        assertThat(run("--help")).isZero();
        String text = out();
        List<String> entries = new java.util.ArrayList<>();
        for (String line : text.substring(text.indexOf("Commands:")).lines().skip(1).toList()) {
            if (line.isBlank()) break;   // the footer (exit codes) follows
            if (line.matches("  \\S.*")) entries.add(line.strip());
            else if (!entries.isEmpty()) entries.set(entries.size() - 1, entries.get(entries.size() - 1) + " " + line.strip());
        }
        assertThat(entries).hasSizeGreaterThan(15).allSatisfy(e -> assertThat(e).as(e).endsWith("."));
    }

    @Test
    void help_texts_with_a_percent_sign_print_without_a_picocli_format_warning() {
        // picocli reads descriptions as format strings: a lone '%' made it warn on stderr and print the raw text.
        PrintStream saved = System.err;
        ByteArrayOutputStream system = new ByteArrayOutputStream();
        System.setErr(new PrintStream(system, true, StandardCharsets.UTF_8));
        try {
            assertThat(run("match", "--help")).isZero();
            assertThat(run("analyse", "--help")).isZero();
            // The overview lists every command's description (balance's "95% interval" warned there), and each command's help.
            assertThat(run("--help")).isZero();
            for (String c : List.of("validate", "perft", "bench", "moves", "play", "replay", "serve", "analyse", "match", "balance", "uci", "usi", "xboard", "import", "variants", "worker"))
                assertThat(run(c, "--help")).as(c).isZero();
        } finally {
            System.setErr(saved);
        }
        assertThat(system.toString(StandardCharsets.UTF_8)).doesNotContain("picocli WARN");
        assertThat(out()).contains("with a 95%").contains("'win P%' or").contains("--precision 3% ").contains("its 95% interval")
                .doesNotContain("%%");
    }

    @Test
    void the_computer_commands_refuse_unknown_options_with_did_you_mean() {
        assertThat(run("match", "examples/chess.variant", "--seat", "ai", "--seat", "random", "--game", "2")).isEqualTo(2);
        assertThat(err()).contains("Unknown option").contains("did you mean --games?").contains("Run 'ashtapada match --help'");
        err.reset();
        assertThat(run("analyse", "examples/chess.variant", "--tim", "10")).isEqualTo(2);
        assertThat(err()).contains("did you mean --time?");
        err.reset();
        assertThat(run("balance", "examples/chess.variant", "--seats", "ai")).isEqualTo(2);
        assertThat(err()).contains("did you mean --seed or --seat?");
        err.reset();
        assertThat(run("uci", "--depth", "3")).isEqualTo(2);
        assertThat(err()).contains("Unknown option: '--depth'");
        assertThat(out()).isEmpty();
    }

    @Test
    void a_number_option_given_a_word_says_it_needs_a_number() {
        assertThat(run("match", "examples/chess.variant", "--seat", "ai", "--seat", "random", "--games", "many")).isEqualTo(2);
        assertThat(err()).contains("--games needs a number, not 'many'").doesNotContain("Exception");
    }

    @Test
    void version_prints_the_version() {
        assertThat(run("--version")).isZero();
        assertThat(out()).startsWith("ashtapada ").contains("Java ");
        out.reset();
        assertThat(run("perft", "--version")).isZero();
        assertThat(out()).startsWith("ashtapada ");
        // "--version" alone is answered without building the commands; the short form and a
        // command after it answer the same.
        out.reset();
        assertThat(run("-V")).isZero();
        assertThat(out()).startsWith("ashtapada ").contains("Java ");
        out.reset();
        assertThat(run("--version", "validate")).isZero();
        assertThat(out()).startsWith("ashtapada ").contains("Java ");
    }

    @Test
    void no_command_prints_the_overview_and_exits_2() {
        assertThat(run()).isEqualTo(2);
        assertThat(err()).contains("Commands:").contains("validate").contains("play").contains("Exit codes:");
    }

    @Test
    void exit_codes_are_0_ok_1_invalid_input_2_usage() {
        assertThat(run("validate", "examples/chess.variant")).isEqualTo(0);
        assertThat(run("validate", "src/test/resources/errors/names.variant")).isEqualTo(1);
        assertThat(run("perft", "examples/chess.variant", "--depth", "1", "--fen", "nonsense")).isEqualTo(1);
        assertThat(run("perft", "examples/chess.variant", "--depth", "x")).isEqualTo(2);
        assertThat(run("perft", "examples/chess.variant", "--depth", "0")).isEqualTo(2);
        assertThat(run("replay", "examples/chess.variant")).isEqualTo(2);
        assertThat(err()).doesNotContain("Exception").doesNotContain("\tat ");
    }

    @Test
    void warnings_are_printed_located_and_fail_validate_only_with_strict() {
        String f = "src/test/resources/warnings/likely-mistakes.variant";
        assertThat(run("validate", f)).isZero();
        assertThat(out()).isEqualTo(f + ": ok (3 warnings)\n");
        assertThat(err()).contains(f + ":69:1: warning: a second setup block: it replaces the one at line 67, which is never checked");
        out.reset();
        assertThat(run("validate", "--strict", f)).isEqualTo(1);
        assertThat(out()).contains("failing with --strict");
    }

    @Test
    void unreachable_squares_and_promotion_zones_are_warnings_that_fail_validate_only_with_strict() {
        String f = "src/test/resources/warnings/unreachable.variant";
        assertThat(run("validate", f)).isZero();
        assertThat(out()).isEqualTo(f + ": ok (2 warnings)\n");
        assertThat(err()).contains(f + ":8:9: warning: no piece can ever reach extra square 'z1'")
                .contains(f + ":11:1: warning: 'pawn' (of white, black) can never reach its promotion zone 'home-rank'");
        out.reset();
        assertThat(run("validate", "--strict", f)).isEqualTo(1);
        assertThat(out()).isEqualTo(f + ": 2 warning(s), failing with --strict\n");
    }

    @Test
    void every_shipped_definition_passes_validate_strict() throws java.io.IOException {
        List<String> args = new java.util.ArrayList<>(List.of("validate", "--strict"));
        for (String dir : List.of("examples", "variants-dsl")) {
            try (java.util.stream.Stream<java.nio.file.Path> s = java.nio.file.Files.list(java.nio.file.Path.of(dir))) {
                s.map(java.nio.file.Path::toString).filter(n -> n.endsWith(".variant")).sorted().forEach(args::add);
            }
        }
        assertThat(args).hasSizeGreaterThan(40);
        assertThat(run(args.toArray(new String[0]))).as(err()).isZero();
        assertThat(err()).isEmpty();
        assertThat(out().lines()).hasSize(args.size() - 2).allMatch(l -> l.endsWith(": ok"));
    }

    @Test
    void bench_on_a_dice_variant_says_what_it_does_and_uses_a_small_depth() {
        assertThat(run("bench", "variants-dsl/sejrang.variant", "--roll", "1,2")).isZero();
        assertThat(out()).startsWith("Sejrang has dice: each ply expands every distinct roll after the first")
                .contains("bench Sejrang perft 2 from ");
    }

    @Test
    void bench_seconds_sets_how_long_the_runs_go_on_and_refuses_zero() {
        assertThat(run("bench", "examples/chess.variant", "--depth", "2", "--seconds", "1")).isZero();
        assertThat(out().lines().filter(l -> l.startsWith("run ")).count()).isGreaterThanOrEqualTo(3);
        assertThat(out()).contains("best nps ");
        out.reset();
        assertThat(run("bench", "examples/chess.variant", "--seconds", "0")).isEqualTo(2);
        assertThat(err()).startsWith("--seconds must be 1 to 3600, not 0\n");
    }

    @Test
    void match_and_balance_print_no_progress_when_piped(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
        assertThat(run("match", "examples/chess.variant", "--seat", "random", "--seat", "random", "--games", "2")).isZero();
        assertThat(err()).isEmpty();
        assertThat(out()).startsWith("match Chess: 2 games, seed 1\n").doesNotContain("\r").doesNotContain("\u001b");
        out.reset();
        String html = dir.resolve("b.html").toString();
        assertThat(run("balance", "examples/chess.variant", "--seat", "random", "--seat", "random", "--games", "2", "--out", html)).isZero();
        assertThat(err()).isEmpty();
        assertThat(out()).startsWith("balance of Chess: 2 games of random v random, seed 1\n").doesNotContain("\r").doesNotContain("\u001b");
    }

    @Test
    void match_and_balance_show_progress_on_a_terminal_and_wipe_it(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
        Main onTerminal = new Main(new Streams(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), new ByteArrayInputStream(new byte[0]), true));
        assertThat(onTerminal.run(new String[]{"match", "examples/chess.variant", "--seat", "random", "--seat", "random",
                "--games", "2"})).isZero();
        assertThat(err()).contains("\r\u001b[Kmatch Chess: game 1/2, score 0.0 0.0 ... ").contains("match Chess: game 2/2")
                .endsWith("\r\u001b[K");
        assertThat(out()).doesNotContain("\r");
        err.reset();
        String html = dir.resolve("b.html").toString();
        assertThat(onTerminal.run(new String[]{"balance", "examples/chess.variant", "--seat", "random", "--seat", "random",
                "--games", "2", "--out", html})).isZero();
        assertThat(err()).contains("\r\u001b[Kbalance Chess: game 1/2 ... ").contains("balance Chess: game 2/2 ")
                .endsWith("\r\u001b[K");
    }

    @Test
    void thread_counts_outside_one_to_sixty_four_are_usage_errors_of_analyse_and_serve() {
        assertThat(run("analyse", "examples/chess.variant", "--depth", "2", "--threads", "0")).isEqualTo(2);
        assertThat(err()).contains("--threads is 1 to 64, not 0");
        assertThat(run("serve", "--port", "0", "--ai-threads", "65")).isEqualTo(2);
        assertThat(err()).contains("serve: --ai-threads is 1 to 64, not 65");
        assertThat(run("analyse", "examples/chess.variant", "--depth", "4", "--threads", "2")).isZero();
        assertThat(out()).contains("best ");
    }

    @Test
    void long_work_prints_no_progress_line_when_piped() {
        assertThat(run("perft", "examples/chess.variant", "--depth", "3")).isZero();
        assertThat(err()).isEmpty();
        assertThat(out()).doesNotContain("\r");
    }
}
