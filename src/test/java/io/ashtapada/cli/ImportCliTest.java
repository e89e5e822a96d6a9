package io.ashtapada.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static io.ashtapada.cli.AiCliTest.run;
import static org.assertj.core.api.Assertions.assertThat;

/** {@code ashtapada import}: a variants.ini in, definitions out, reasons as file:line:col lines, exit codes 0, 1 and 2. */
class ImportCliTest {
    @Test
    void import_writes_one_compiling_definition_per_section_and_exits_0(@TempDir Path dir) throws Exception {
        AiCliTest.Run r = run("", "import", "src/test/resources/ini/fixtures.ini", "--out", dir.toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.err()).contains("6 sections, 6 written, 6 compile");
        assertThat(dir.resolve("sixbysix.variant")).exists();
        assertThat(run("", "validate", dir.resolve("tinyshogi.variant").toString()).code()).isZero();
    }

    @Test
    void import_writes_the_shipped_parent_beside_a_section_that_extends_it(@TempDir Path dir) throws Exception {
        AiCliTest.Run r = run("", "import", "src/test/resources/ini/on-shipped.ini", "--section", "knightdrop", "--out", dir.toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(Files.readString(dir.resolve("knightdrop.variant"))).contains("extends \"makruk.variant\"");
        assertThat(dir.resolve("makruk.variant")).exists();
        assertThat(dir.resolve("chess.variant")).exists();
        assertThat(run("", "validate", dir.resolve("knightdrop.variant").toString()).code()).isZero();
    }

    @Test
    void import_prints_one_section_to_standard_output() {
        AiCliTest.Run r = run("", "import", "src/test/resources/ini/fixtures.ini", "--section", "hillrace");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("variant \"hillrace\"", "reach flag with king wins").doesNotContain("sixbysix");
    }

    @Test
    void import_of_a_section_it_cannot_write_reports_the_reason_and_exits_1(@TempDir Path dir) throws Exception {
        Path ini = dir.resolve("v.ini");
        Files.writeString(ini, "[a:chess]\npetrifyOnCaptureTypes = q\n[b:nosuch]\n");
        AiCliTest.Run r = run("", "import", ini.toString(), "--out", dir.resolve("out").toString());
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.err()).contains(ini + ":2:1: petrifyOnCaptureTypes cannot be said", ini + ":3:1: parent 'nosuch'", "2 sections, 1 written, 1 compile");
    }

    @Test
    void import_of_a_missing_file_exits_1_and_without_a_file_exits_2() {
        assertThat(run("", "import", "no/such.ini").code()).isEqualTo(1);
        assertThat(run("", "import").code()).isEqualTo(2);
    }

    @Test
    void validate_reads_a_variants_ini_directly_and_locates_what_it_cannot_say(@TempDir Path dir) throws Exception {
        AiCliTest.Run ok = run("", "validate", "src/test/resources/ini/fixtures.ini");
        assertThat(ok.code()).as(ok.err()).isZero();
        assertThat(ok.out()).contains("src/test/resources/ini/fixtures.ini: ok");
        Path bad = dir.resolve("bad.ini");
        java.nio.file.Files.writeString(bad, "[stone:chess]\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\npetrifyOnCaptureTypes = q\n");
        AiCliTest.Run r = run("", "validate", bad.toString());
        assertThat(r.err()).containsPattern(java.util.regex.Pattern.quote(bad.toString()) + ":3:1: .*petrifyOnCaptureTypes");
        assertThat(r.out()).doesNotContain(": ok");
        assertThat(r.code()).isEqualTo(1);
    }
}
