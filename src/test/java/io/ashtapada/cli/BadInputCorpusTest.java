package io.ashtapada.cli;

import io.ashtapada.TestFiles;
import io.ashtapada.api.*;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

/**
 * Bad input at every door (issue 15): position strings, moves, records and definitions from the
 * files in {@code src/test/resources/bad-input/}, one case a line: the fields separated by
 * {@code " | "}, the last the error the case must produce (a part of its one line). Escapes in
 * the fields: {@code \n}, {@code \t}, {@code \0}, {@code \\} and {@code ${repeat N TEXT}}.
 * Every case must be refused through the command line with a non-zero exit, a one-line error
 * (definitions: every line located {@code file:line:col: }) and no stack trace, and through the
 * API with an exception and, for moves, an unchanged game.
 */
class BadInputCorpusTest {
    private static final Path DIR = Path.of("src/test/resources/bad-input");
    private static final Map<String, Variant> VARIANTS = new HashMap<>();

    /** One case: its file, line number and fields (unescaped). */
    record Case(String file, int line, List<String> fields) {
        String expected() {
            return fields.get(fields.size() - 1);
        }

        @Override
        public String toString() {
            return file + ":" + line + " " + String.join(" | ", fields).replace("\0", "\\0");
        }
    }

    static List<Case> cases(String file) throws IOException {
        List<Case> out = new ArrayList<>();
        List<String> lines = Files.readAllLines(DIR.resolve(file));
        for (int i = 0; i < lines.size(); i++) {
            String l = lines.get(i);
            if (l.isBlank() || l.startsWith("#")) continue;
            List<String> fields = new ArrayList<>();
            for (String f : l.split(" \\| ", -1)) fields.add(unescape(f));
            out.add(new Case(file, i + 1, fields));
        }
        return out;
    }

    private static final Pattern REPEAT = Pattern.compile("\\$\\{repeat (\\d+) ([^}]*)}");

    static String unescape(String s) {
        Matcher m = REPEAT.matcher(s);
        StringBuilder sb = new StringBuilder();
        while (m.find()) m.appendReplacement(sb, Matcher.quoteReplacement(m.group(2).repeat(Integer.parseInt(m.group(1)))));
        m.appendTail(sb);
        s = sb.toString();
        StringBuilder o = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '\\' || i + 1 >= s.length()) {
                o.append(c);
                continue;
            }
            char n = s.charAt(++i);
            o.append(switch (n) {
                case 'n' -> '\n';
                case 't' -> '\t';
                case '0' -> '\0';
                default -> n;
            });
        }
        return o.toString();
    }

    private static Variant variant(String file) throws Exception {
        Variant v = VARIANTS.get(file);
        if (v == null) VARIANTS.put(file, v = Ashtapada.defaults().load(Path.of(file)));
        return v;
    }

    /** Runs the command line; returns exit code, stdout and stderr. */
    private static String[] run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int code = new Main(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                new ByteArrayInputStream(new byte[0])).run(args);
        return new String[]{Integer.toString(code), out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8)};
    }

    /** A clean refusal: exit 1, one line on stderr naming the expected error, no stack trace. */
    private static void clean(Case c, String[] r) {
        assertThat(r[0]).as(c + "\nstderr: " + r[2]).isEqualTo("1");
        assertThat(r[2]).as(c.toString()).doesNotContain("Exception").doesNotContain("\tat ").doesNotContain("internal error")
                .doesNotContain("Error:");
        assertThat(r[2].lines().count()).as(c + "\nstderr: " + r[2]).isEqualTo(1);
        assertThat(r[2]).as(c.toString()).contains(c.expected());
    }

    @TestFactory
    Stream<DynamicTest> position_strings_are_refused_with_a_one_line_reason() throws IOException {
        return cases("positions.txt").stream().map(c -> DynamicTest.dynamicTest(c.toString(), () -> {
            String file = c.fields().get(0), pos = c.fields().get(1);
            clean(c, run("moves", file, "--fen", pos));
            Throwable t = catchThrowable(() -> variant(file).newGame(pos));
            assertThat(t).as(c.toString()).isInstanceOf(IllegalPositionException.class);
            assertThat(t.getMessage()).as(c.toString()).contains(c.expected()).doesNotContain("\n");
        }));
    }

    @TestFactory
    Stream<DynamicTest> moves_are_refused_with_a_one_line_reason_and_the_game_unchanged() throws IOException {
        return cases("moves.txt").stream().map(c -> DynamicTest.dynamicTest(c.toString(), () -> {
            String file = c.fields().get(0), pos = c.fields().get(1), move = c.fields().get(2);
            Game g = pos.equals("-") ? variant(file).newGame() : variant(file).newGame(pos);
            String before = g.position();
            int history = g.history().size();
            Throwable t = catchThrowable(() -> g.play(move));
            assertThat(t).as(c.toString()).isInstanceOf(IllegalMoveException.class);
            assertThat(t.getMessage()).as(c.toString()).contains(c.expected()).doesNotContain("\n");
            assertThat(g.position()).as(c.toString()).isEqualTo(before);
            assertThat(g.history()).as(c.toString()).hasSize(history);
            if (!move.isBlank() && move.strip().chars().noneMatch(Character::isWhitespace)) {
                List<String> args = new ArrayList<>(List.of("moves", file, "--moves", move));
                if (!pos.equals("-")) args.addAll(List.of("--fen", pos));
                String[] r = run(args.toArray(String[]::new));
                assertThat(r[0]).as(c + " " + r[2]).isEqualTo("1");
                assertThat(r[2].lines().count()).as(c + " " + r[2]).isEqualTo(1);
                assertThat(r[2]).doesNotContain("Exception");
            }
        }));
    }

    @TestFactory
    Stream<DynamicTest> records_are_refused_with_a_one_line_reason() throws IOException {
        Path dir = TestFiles.tempDirectory("records");
        return cases("records.txt").stream().map(c -> DynamicTest.dynamicTest(c.toString(), () -> {
            String file = c.fields().get(0), record = c.fields().get(1);
            Path rec = dir.resolve("r" + c.line() + ".txt");
            Files.writeString(rec, record);
            clean(c, run("replay", file, rec.toString()));
            Throwable t = catchThrowable(() -> Game.replay(variant(file), record));
            assertThat(t).as(c.toString()).isInstanceOfAny(IllegalMoveException.class, IllegalPositionException.class);
            assertThat(t.getMessage()).as(c.toString()).contains(c.expected()).doesNotContain("\n");
        }));
    }

    @TestFactory
    Stream<DynamicTest> definitions_are_refused_with_located_errors() throws IOException {
        return cases("definitions.txt").stream().map(c -> DynamicTest.dynamicTest(c.toString(), () -> {
            Path base = Path.of(c.fields().get(0));
            String find = c.fields().get(1), replace = c.fields().get(2);
            // The mutant sits in a copy of its folder, so that extends and hook files resolve.
            Path dir = TestFiles.tempDirectory("mutant");
            try (Stream<Path> files = Files.list(base.getParent())) {
                for (Path p : files.toList()) if (Files.isRegularFile(p)) Files.copy(p, dir.resolve(p.getFileName()));
            }
            String text = Files.readString(base);
            String mutant = find.equals("^") ? replace + text : find.equals("$") ? text + replace : text.replace(find, replace);
            assertThat(mutant).as(c + ": the text to replace is not in " + base).isNotEqualTo(text);
            Path file = dir.resolve("mutant.variant");
            Files.writeString(file, mutant);
            String[] r = run("validate", file.toString());
            assertThat(r[0]).as(c + "\nstderr: " + r[2]).isEqualTo("1");
            assertThat(r[2]).as(c.toString()).doesNotContain("Exception").doesNotContain("\tat ").doesNotContain("internal error")
                    .contains(c.expected());
            for (String line : r[2].lines().toList()) assertThat(line).as(c.toString()).matches("[^:\\s]+:\\d+:\\d+: .*");
            Throwable t = catchThrowable(() -> Ashtapada.defaults().load(file));
            assertThat(t).as(c.toString()).isInstanceOf(DefinitionException.class);
        }));
    }
}
