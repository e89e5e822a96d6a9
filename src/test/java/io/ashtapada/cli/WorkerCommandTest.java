package io.ashtapada.cli;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code ashtapada worker} needs the servers' PostgreSQL database; anything else is a usage error in one line. */
class WorkerCommandTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return new Main(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8)).run(args);
    }

    @Test
    void a_worker_without_a_postgresql_database_is_refused_in_one_line() {
        assertThat(run("worker", "--db", "jdbc:h2:mem:x;USER=secret")).isEqualTo(2);
        String e = err.toString(StandardCharsets.UTF_8);
        assertThat(e.strip()).doesNotContain("\n").contains("PostgreSQL JDBC URL").doesNotContain("secret");
    }

    @Test
    void a_worker_is_refused_without_its_database() {
        assertThat(run("worker")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--db");
    }

    @Test
    void a_worker_with_a_missing_variants_directory_is_refused() {
        assertThat(run("worker", "--db", "jdbc:postgresql://127.0.0.1:1/x", "--variants", "no-such-dir")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8).strip()).isEqualTo("worker: --variants no-such-dir: no such directory");
    }
}
