package io.ashtapada.syntax;

import io.ashtapada.model.VariantCompiler;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** Error codes are an explicit enum: unique, listed in docs/error-codes.md, chosen where each error is raised. */
class ErrorCodeTest {

    private static final Path LIST = Path.of("docs/error-codes.md");

    @Test
    void every_code_is_unique_and_lower_case_words_joined_by_hyphens() {
        List<String> codes = Arrays.stream(ErrorCode.values()).map(ErrorCode::code).toList();
        assertThat(codes).doesNotHaveDuplicates().allMatch(c -> c.matches("[a-z]+(-[a-z]+)*"));
    }

    @Test
    void docs_error_codes_md_is_a_table_of_exactly_the_enum_codes() throws IOException {
        String text = Files.readString(LIST);
        assertThat(text).doesNotContain("```");
        List<String> listed = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (line.startsWith("| `")) listed.add(line.substring(3, line.indexOf('`', 3)));
        }
        assertThat(listed).as("the codes of " + LIST + ", in order")
                .containsExactlyElementsOf(Arrays.stream(ErrorCode.values()).map(ErrorCode::code).sorted().toList());
        for (ErrorCode c : ErrorCode.values()) {
            assertThat(text).contains("| `" + c.code() + "` | " + c.example().replace("|", "\\|") + " |");
        }
    }

    /** Every error of every golden file: a code chosen where it was raised. */
    private static List<Diagnostic> goldenErrors() throws IOException {
        List<Diagnostic> all = new ArrayList<>();
        try (Stream<Path> s = Files.list(Path.of("src/test/resources/errors"))) {
            for (Path p : s.filter(f -> f.toString().endsWith(".variant")).sorted().toList()) {
                all.addAll(VariantCompiler.compileFile(p).diagnostics());
            }
        }
        return all;
    }

    @Test
    void every_error_of_the_golden_files_has_a_code() throws IOException {
        assertThat(goldenErrors()).isNotEmpty().allSatisfy(d -> assertThat(d.code()).as(d.toString()).isNotNull());
    }

    /**
     * The codes the server returned before the enum were the first words of the message. Each
     * kind of error keeps that string, except where it was not stable (a message starting with
     * a name, or none of its first words outside quotes: then it was {@code definition-error}).
     */
    @Test
    void codes_keep_the_strings_they_had_before_the_enum() throws IOException {
        Map<String, String> changed = new TreeMap<>();
        for (Diagnostic d : goldenErrors()) {
            String before = derived(d.message());
            if (!before.equals(d.code().code())) changed.put(before, d.code().code());
        }
        // Unstable before: the words were a name or a message from elsewhere, or no word stood outside quotes.
        changed.remove("definition-error");
        assertThat(changed).isEqualTo(Map.ofEntries(
                Map.entry("bad-setup-position-unknown-piece-letter", "bad-setup-position"),
                Map.entry("rank-is-not-on-the-board", "not-on-the-board"),
                Map.entry("under-check-rules-white-needs-exactly", "under-check-rules-needs-exactly-one"),
                // New with the hook checks (issue 27): no string before; one code for every object a hook receives.
                Map.entry("hook-view-has-no-member", "hook-member"), Map.entry("hook-out-has-no-member", "hook-member"),
                Map.entry("hook-moves-has-no-member", "hook-member"), Map.entry("hook-move-has-no-member", "hook-member"),
                // New with `line of N` (issue 27): no string before; named after what is wrong.
                Map.entry("is-longer-than-any-line-of", "line-longer-than-the-board"),
                // New with pieces royal while few (issue 27): no string before.
                Map.entry("names", "already-royal"),
                // New with walls (issue 27): no string before; named after what is wrong.
                Map.entry("piece-the-wall-rule-at-line", "wall-name-is-taken"),
                Map.entry("walls-cannot-go-with-players", "walls-cannot-go-with"),
                Map.entry("walls-cannot-go-with-drops", "walls-cannot-go-with"),
                Map.entry("walls-need-a-board-of-at", "walls-need-a-smaller-board"),
                // New with `opposite castling`: no string before; the code every "'X' needs Y" has.
                Map.entry("needs-pairs", "needs"),
                // Explosions with drops for more than two players (2026-11-27): the code every "'X' needs two players" has.
                Map.entry("with-drops-needs-two-players", "needs-two-players")));
    }

    /** The old derivation (Problem.codeOf before the enum): the leading words, quoted text left out. */
    private static String derived(String message) {
        String plain = message.replaceAll("'[^']*'|\"[^\"]*\"", " ");
        int stop = plain.length();
        for (char c : new char[]{'(', ',', ';'}) {
            int i = plain.indexOf(c);
            if (i >= 0) stop = Math.min(stop, i);
        }
        List<String> words = new ArrayList<>();
        for (String w : plain.substring(0, stop).toLowerCase(Locale.ROOT).split("[^a-z]+")) {
            if (!w.isEmpty() && words.size() < 6) words.add(w);
        }
        return words.isEmpty() ? "definition-error" : String.join("-", words);
    }
}
