package io.ashtapada.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 25: {@code validate} checks each file within a budget, as the server compiles uploads
 * (api.CompileBudget): a definition that keeps the compiler busy is stopped and reported, the
 * compile's thread ends, and the next file is checked.
 */
class ValidateBudgetTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return new Main(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                new ByteArrayInputStream(new byte[0])).run(args);
    }

    /** Ten long riders each for two pieces on a 14x14 board: a definition within every limit of the language that takes the compiler a second or more. */
    static String slowRiders() {
        StringBuilder riders = new StringBuilder("variant \"Slow riders\"\nboard { files a..n  ranks 1..14 }\n"
                + "players {\n  white \"White\" forward north\n  black \"Black\" forward south\n}\n"
                + "piece king { letter K royal betza \"K\" }\n");
        for (String letter : new String[]{"R", "S"}) {
            riders.append("piece rider").append(letter).append(" { letter ").append(letter).append('\n');
            for (int i = 0; i < 10; i++) riders.append("  betza \"QNNCCZZAADDGGHH\"\n");
            riders.append("}\n");
        }
        return riders.append("setup \"k13/14/14/14/14/14/14/14/14/14/14/14/14/K13 w - - 0 1\"\nrules { check }\n").toString();
    }

    @Test
    void validate_stops_a_check_past_its_budget_reports_it_and_goes_on_to_the_next_file(@TempDir Path dir) throws Exception {
        Path slow = dir.resolve("slow.variant");
        Files.writeString(slow, slowRiders());
        int code = run("validate", "--budget-ms", "50", slow.toString(), "examples/chess.variant");
        assertThat(code).isEqualTo(Main.INVALID);
        String errors = err.toString(StandardCharsets.UTF_8);
        assertThat(errors).startsWith(slow + ":1:1: compiling ").contains("the budget of one file's check (--budget-ms)")
                .doesNotContain("Exception");
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("examples/chess.variant: ok");
        long refused = System.nanoTime();
        while (compileThreads() > 0 && System.nanoTime() - refused < 2_000_000_000L) Thread.sleep(20);
        assertThat(compileThreads()).as("compile threads still running after the refusal").isZero();
    }

    @Test
    void a_budget_of_no_time_is_a_usage_error() {
        assertThat(run("validate", "--budget-ms", "0", "examples/chess.variant")).isEqualTo(Main.USAGE);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--budget-ms needs a positive number");
    }

    private static long compileThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.isAlive() && t.getName().equals(io.ashtapada.api.CompileBudget.THREAD_NAME)).count();
    }
}
