package io.ashtapada;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.DefinitionException;
import io.ashtapada.api.Variant;
import io.ashtapada.cli.Main;
import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.PolyglotException;
import org.graalvm.polyglot.Source;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import picocli.CommandLine;

import javax.tools.ToolProvider;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * Every fenced code block of README.md and docs/*.md carries a language tag, and each is checked
 * as its tag says:
 * <ul>
 *   <li>{@code variant}: a whole definition, compiled with base directory {@code examples/} (so
 *   {@code extends "chess.variant"} resolves; {@code variants-dsl/} when only that folder holds the
 *   extended file). No errors, or, when its first line is {@code # error: TEXT}, an error containing TEXT;</li>
 *   <li>{@code java}: compiled (imports lifted, the rest the body of a method);</li>
 *   <li>{@code sh}: each command line starts with a known program; an {@code ashtapada} line is
 *   parsed (not run) by the CLI's own picocli command line;</li>
 *   <li>{@code json}: parsed by Jackson; {@code js}: parsed by GraalJS;</li>
 *   <li>{@code text}: terminal output and diagrams, not checked.</li>
 * </ul>
 */
class DocsCodeBlocksTest {
    /** The tags a fenced block may carry; {@code pgn} blocks are replayed by FormatsDocTest. */
    static final Set<String> TAGS = Set.of("variant", "java", "sh", "json", "js", "text", "pgn");
    static final Set<String> PROGRAMS = Set.of("./ashtapada", "ashtapada", "mvn", "curl", "java", "git", "cd", "npm", "docker");
    /** Tokens at which a shell line stops being checked: placeholders, pipes, redirections, sequences. */
    static final Pattern STOP = Pattern.compile("<.*|\\||\\|\\||&&|;|&|[0-9]?>>?.*|<");

    record Block(Path file, int line, String tag, String text) {
        String where() {
            return file + ":" + line;
        }
    }

    static List<Path> docs() throws IOException {
        List<Path> files = new ArrayList<>(List.of(Path.of("README.md")));
        try (Stream<Path> s = Files.list(Path.of("docs"))) {
            s.filter(p -> p.toString().endsWith(".md")).sorted().forEach(files::add);
        }
        return files;
    }

    /** The fenced blocks of a Markdown file; a fence without a tag has tag "". */
    static List<Block> blocks(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file);
        List<Block> out = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String l = lines.get(i);
            if (!l.stripLeading().startsWith("```")) continue;
            String tag = l.strip().substring(3).strip();
            StringBuilder text = new StringBuilder();
            int start = i + 1;
            for (i++; i < lines.size() && !lines.get(i).strip().equals("```"); i++) text.append(lines.get(i)).append('\n');
            if (i >= lines.size()) fail(file + ":" + start + ": a code block is never closed");
            out.add(new Block(file, start, tag, text.toString()));
        }
        return out;
    }

    static List<Block> all(String tag) throws IOException {
        List<Block> out = new ArrayList<>();
        for (Path f : docs()) for (Block b : blocks(f)) if (b.tag().equals(tag)) out.add(b);
        return out;
    }

    @Test
    void every_code_block_carries_a_known_language_tag() throws IOException {
        List<String> bad = new ArrayList<>();
        int n = 0;
        for (Path f : docs()) {
            for (Block b : blocks(f)) {
                n++;
                if (!TAGS.contains(b.tag())) bad.add(b.where() + ": '" + b.tag() + "'");
            }
        }
        assertThat(n).as("code blocks").isGreaterThan(50);
        assertThat(bad).as("blocks whose tag is not one of " + TAGS).isEmpty();
    }

    @Test
    void every_route_of_the_game_server_is_documented_in_server_md() throws IOException {
        String doc = Files.readString(Path.of("docs/server.md"));
        Pattern route = Pattern.compile("\\.(get|post|put|delete|patch|sse)\\(\"(/[^\"]*)\"");
        List<String> routes = new ArrayList<>(), missing = new ArrayList<>();
        try (Stream<Path> s = Files.list(Path.of("src/main/java/io/ashtapada/server"))) {
            for (Path f : s.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                Matcher m = route.matcher(Files.readString(f));
                while (m.find()) {
                    // Server-sent events are a GET.
                    String r = (m.group(1).equals("sse") ? "GET" : m.group(1).toUpperCase(java.util.Locale.ROOT)) + " " + m.group(2);
                    routes.add(r);
                    if (!doc.contains("`" + r + "`") && !doc.contains("`" + r + ",")) missing.add(r);
                }
            }
        }
        assertThat(routes).hasSizeGreaterThan(15);
        assertThat(missing).as("routes without a row in docs/server.md").isEmpty();
    }

    @Test
    void the_design_page_has_a_paragraph_for_every_package() throws IOException {
        String doc = Files.readString(Path.of("docs/design.md"));
        Path root = Path.of("src/main/java/io/ashtapada");
        List<String> packages = new ArrayList<>(), missing = new ArrayList<>();
        try (Stream<Path> s = Files.walk(root)) {
            for (Path d : s.filter(Files::isDirectory).filter(d -> !d.equals(root)).sorted().toList()) {
                try (Stream<Path> f = Files.list(d)) {
                    if (f.noneMatch(p -> p.toString().endsWith(".java"))) continue;
                }
                String name = root.relativize(d).toString().replace(java.io.File.separatorChar, '.');
                packages.add(name);
                if (!doc.contains("- **`" + name + "`**")) missing.add(name);
            }
        }
        assertThat(packages).contains("api", "engine.search", "model.ends");
        assertThat(missing).as("packages without their paragraph in docs/design.md").isEmpty();
    }

    @Test
    void every_rule_form_of_the_grammar_has_an_example_in_language_md() throws IOException {
        String grammar = Files.readString(Path.of("grammar/io/ashtapada/syntax/Variant.g4"));
        String rules = grammar.substring(grammar.indexOf("\nruleItem"));
        rules = rules.substring(0, rules.indexOf("\n    ;"));
        StringBuilder examples = new StringBuilder();
        for (Block b : blocks(Path.of("docs/language.md"))) if (b.tag().equals("variant")) examples.append(b.text());
        // Each alternative's leading words ('bare' 'king' ...) must occur in some example definition.
        Pattern lead = Pattern.compile("^\\s*[:|]\\s*((?:'[^']+'\\s*)+)", Pattern.MULTILINE);
        List<String> forms = new ArrayList<>(), missing = new ArrayList<>();
        Matcher m = lead.matcher(rules);
        while (m.find()) {
            List<String> words = new ArrayList<>();
            Matcher w = Pattern.compile("'([^']+)'").matcher(m.group(1));
            while (w.find()) words.add(Pattern.quote(w.group(1)));
            String form = String.join(" ", words).replace("\\Q", "").replace("\\E", "");
            forms.add(form);
            if (!Pattern.compile("(?<![\\w-])" + String.join("\\s+", words) + "(?![\\w-])").matcher(examples).find()) missing.add(form);
        }
        assertThat(forms).hasSizeGreaterThan(30).contains("bare king", "wall at edge instead of move");
        assertThat(missing).as("rule forms with no example definition in docs/language.md").isEmpty();
    }

    @Test
    void every_class_the_docs_and_the_grammar_name_in_full_exists() throws IOException {
        // The grammar's header once named io.ashtapada.model.Compiler, a class that never existed.
        List<Path> files = new ArrayList<>(docs());
        files.add(Path.of("grammar/io/ashtapada/syntax/Variant.g4"));
        files.add(Path.of("pom.xml"));
        Pattern name = Pattern.compile("io\\.ashtapada(\\.[a-z]+)+\\.[A-Z][A-Za-z0-9]*");
        List<String> named = new ArrayList<>(), missing = new ArrayList<>();
        for (Path f : files) {
            Matcher m = name.matcher(Files.readString(f));
            while (m.find()) {
                String c = m.group().replace('.', '/') + ".java";
                named.add(m.group());
                if (!Files.exists(Path.of("src/main/java", c)) && !Files.exists(Path.of("src/test/java", c))) missing.add(f + ": " + m.group());
            }
        }
        assertThat(named).contains("io.ashtapada.model.VariantCompiler");
        assertThat(missing).as("classes named in full that do not exist").isEmpty();
    }

    @Test
    void the_readme_counts_the_definitions_that_ship() throws IOException {
        String readme = Files.readString(Path.of("README.md"));
        Matcher m = Pattern.compile("\\*\\*(\\d+) definitions\\*\\* in `examples/`").matcher(readme);
        assertThat(m.find()).as("README names how many definitions examples/ holds").isTrue();
        try (Stream<Path> s = Files.list(Path.of("examples"))) {
            assertThat(Integer.parseInt(m.group(1))).isEqualTo(s.filter(p -> p.toString().endsWith(".variant")).count());
        }
        try (Stream<Path> s = Files.list(Path.of("variants-dsl"))) {
            assertThat(s.filter(p -> p.toString().endsWith(".variant")).count()).as("README's six variants of variants-dsl/").isEqualTo(6);
        }
    }

    @Test
    void the_readme_stays_short() throws IOException {
        assertThat(Files.readAllLines(Path.of("README.md"))).hasSizeLessThanOrEqualTo(220);
    }

    @TestFactory
    Stream<DynamicTest> every_variant_block_compiles_or_gives_its_error() throws IOException {
        return all("variant").stream().map(b -> DynamicTest.dynamicTest(b.where(), () -> {
            String first = b.text().lines().findFirst().orElse("");
            Matcher m = Pattern.compile("^#\\s*error:\\s*(.+)$").matcher(first.strip());
            Path base = baseDir(b.text());
            String name = b.file().getFileName().toString().replace(".md", "") + "-line-" + b.line() + ".variant";
            try {
                Variant v = Ashtapada.defaults().compile(name, b.text(), base);
                if (m.find()) fail(b.where() + ": expected the error '" + m.group(1) + "', but it compiled");
                assertThat(v.startPosition()).isNotEmpty();
            } catch (DefinitionException e) {
                if (!m.find()) fail(b.where() + ": " + String.join("\n", e.errors()));
                assertThat(String.join("\n", e.errors())).as(b.where()).contains(m.group(1).strip());
            }
        }));
    }

    /** examples/, unless the definition extends a file that only variants-dsl/ holds. */
    static Path baseDir(String text) {
        Matcher m = Pattern.compile("extends\\s+\"([^\"]+)\"").matcher(text);
        if (m.find() && !Files.exists(Path.of("examples", m.group(1))) && Files.exists(Path.of("variants-dsl", m.group(1)))) {
            return Path.of("variants-dsl");
        }
        return Path.of("examples");
    }

    @Test
    void every_java_block_compiles() throws Exception {
        Path src = TestFiles.tempDirectory("docs-java");
        List<String> files = new ArrayList<>();
        List<Block> java = all("java");
        for (int n = 0; n < java.size(); n++) {
            StringBuilder imports = new StringBuilder(), body = new StringBuilder();
            for (String line : java.get(n).text().split("\n")) {
                (line.startsWith("import ") ? imports : body).append(line).append('\n');
            }
            String name = "DocsBlock" + n;
            Path f = src.resolve(name + ".java");
            Files.writeString(f, imports + "/** " + java.get(n).where() + " */\nclass " + name
                    + " {\n static void run() throws Exception {\n" + body + "\n }\n}\n");
            files.add(f.toString());
        }
        assertThat(files).as("Java blocks").isNotEmpty();
        List<String> args = new ArrayList<>(List.of("-cp", System.getProperty("java.class.path"), "-d",
                TestFiles.tempDirectory("docs-java-out").toString(), "-proc:none"));
        args.addAll(files);
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        int rc = ToolProvider.getSystemJavaCompiler().run(null, null, errors, args.toArray(new String[0]));
        assertThat(rc).as(errors.toString(StandardCharsets.UTF_8)).isZero();
    }

    @TestFactory
    Stream<DynamicTest> every_sh_line_is_a_known_command_and_ashtapada_accepts_its_arguments() throws Exception {
        CommandLine cli = cli();
        List<DynamicTest> tests = new ArrayList<>();
        for (Block b : all("sh")) {
            List<String> lines = joinContinuations(b.text());
            for (String line : lines) {
                if (line.isBlank() || line.strip().startsWith("#")) continue;
                tests.add(DynamicTest.dynamicTest(b.where() + ": " + line.strip(), () -> checkShellLine(cli, line)));
            }
        }
        assertThat(tests).isNotEmpty();
        return tests.stream();
    }

    static void checkShellLine(CommandLine cli, String line) {
        // A plain variable assignment (J='Content-Type: application/json', ID=abc): nothing to run.
        if (line.strip().matches("[A-Za-z_][A-Za-z0-9_]*=('[^']*'|\"[^\"$]*\"|[^\\s$()'\"]*)")) return;
        List<String> words = words(line);
        // NAME=$(command ...): the command inside.
        if (!words.isEmpty() && words.get(0).matches("[A-Za-z_][A-Za-z0-9_]*=\\$\\(.*")) {
            words.set(0, words.get(0).substring(words.get(0).indexOf("$(") + 2));
        }
        assertThat(words).as(line).isNotEmpty();
        assertThat(PROGRAMS).as("the program of: " + line).contains(words.get(0));
        if (!words.get(0).endsWith("ashtapada")) return;
        List<String> args = new ArrayList<>();
        boolean cut = false;
        for (String w : words.subList(1, words.size())) {
            if (STOP.matcher(w).matches() || w.startsWith("$")) {
                cut = true;
                break;
            }
            args.add(w);
        }
        if (!args.isEmpty() && args.get(0).equals("--jit")) args.remove(0);
        assertThat(args).as("a command in: " + line).isNotEmpty();
        try {
            cli.parseArgs(args.toArray(new String[0]));
        } catch (CommandLine.MissingParameterException e) {
            if (!cut) fail(line + ": " + e.getMessage());
        } catch (CommandLine.ParameterException e) {
            fail(line + ": " + e.getMessage());
        }
    }

    /** The CLI's command line with every command, built as Main builds it (nothing is run). */
    static CommandLine cli() throws Exception {
        Constructor<Main> c = Main.class.getDeclaredConstructor(PrintStream.class, PrintStream.class);
        c.setAccessible(true);
        PrintStream quiet = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        Main main = c.newInstance(quiet, quiet);
        Method m = Main.class.getDeclaredMethod("commandLine");
        m.setAccessible(true);
        return (CommandLine) m.invoke(main);
    }

    static List<String> joinContinuations(String text) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        for (String l : text.split("\n")) {
            if (l.endsWith("\\")) {
                cur.append(l, 0, l.length() - 1).append(' ');
            } else {
                out.add(cur.append(l).toString());
                cur.setLength(0);
            }
        }
        if (!cur.isEmpty()) out.add(cur.toString());
        return out;
    }

    /** Shell words: whitespace outside quotes separates them, quotes are removed, an unquoted # starts a comment. */
    static List<String> words(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder w = null;
        char quote = 0;
        for (int i = 0; i < line.length(); i++) {
            char ch = line.charAt(i);
            if (quote != 0) {
                if (ch == quote) quote = 0;
                else w.append(ch);
            } else if (ch == '\'' || ch == '"') {
                if (w == null) w = new StringBuilder();
                quote = ch;
            } else if (Character.isWhitespace(ch)) {
                if (w != null) out.add(w.toString());
                w = null;
            } else if (ch == '#' && w == null) {
                break;
            } else {
                if (w == null) w = new StringBuilder();
                w.append(ch);
            }
        }
        if (w != null) out.add(w.toString());
        return out;
    }

    @Test
    void the_sh_line_checker_refuses_what_the_cli_refuses() throws Exception {
        CommandLine cli = cli();
        checkShellLine(cli, "./ashtapada perft chess --depth 4   # a comment");
        checkShellLine(cli, "ashtapada play <FILE> --seat white=human");
        checkShellLine(cli, "ID=$(curl -s localhost:8080/api/games)");
        for (String bad : new String[]{"./ashtapada perft chess --dept 4", "./ashtapada nosuch chess", "rm -rf target",
                "./ashtapada perft"}) {
            try {
                checkShellLine(cli, bad);
            } catch (AssertionError expected) {
                continue;
            }
            fail("accepted: " + bad);
        }
    }

    @TestFactory
    Stream<DynamicTest> every_json_block_parses() throws IOException {
        ObjectMapper json = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
        return all("json").stream().map(b -> DynamicTest.dynamicTest(b.where(), () -> json.readTree(b.text())));
    }

    @Test
    void every_js_block_parses() throws IOException {
        List<Block> js = all("js");
        assertThat(js).isNotEmpty();
        List<String> bad = new ArrayList<>();
        try (Context context = Context.newBuilder("js").option("engine.WarnInterpreterOnly", "false").build()) {
            for (Block b : js) {
                try {
                    // A hook is a function expression: parsed as one, or else as a script.
                    context.parse(Source.create("js", "(" + b.text() + "\n)"));
                } catch (PolyglotException asExpression) {
                    try {
                        context.parse(Source.create("js", b.text()));
                    } catch (PolyglotException e) {
                        bad.add(b.where() + ": " + e.getMessage());
                    }
                }
            }
        }
        assertThat(bad).isEmpty();
    }

    // ------------------------------------------------------- blocks that must match the code

    @Test
    void the_hooks_page_shows_each_hook_event_example_as_it_is_in_its_file() throws Exception {
        String page = Files.readString(Path.of("docs/hooks.md"));
        for (String example : new String[]{"grasshopper-hook", "antichess-filter", "atomic-hook"}) {
            String text = Files.readString(Path.of("examples/" + example + ".variant"));
            String hook = text.substring(text.indexOf("\nhook ") + 1).strip();
            assertThat(page).as(example).contains(hook);
        }
        String teleport = Files.readString(Path.of("variants-dsl/sejrang-teleport.js")).strip();
        assertThat(page).contains(teleport.substring(teleport.indexOf("(function")));
    }

    @Test
    void the_omega_chess_start_position_shown_is_the_one_the_engine_writes() throws Exception {
        String page = Files.readString(Path.of("docs/notation.md"));
        Matcher m = Pattern.compile("Omega Chess's start position.*?`([^`]*/[^`]*)`", Pattern.DOTALL).matcher(page);
        assertThat(m.find()).isTrue();
        Variant omega = Ashtapada.defaults().load(Path.of("variants-dsl/omega-chess.variant"));
        assertThat(omega.newGame(m.group(1)).position()).isEqualTo(omega.startPosition()).isEqualTo(m.group(1));
    }

    /** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
    static String slug(String heading) {
        return heading.strip().toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9 _-]", "").replace(' ', '-');
    }

    static Set<String> anchors(Path file) throws IOException {
        Set<String> out = new java.util.HashSet<>();
        boolean code = false;
        for (String l : Files.readAllLines(file)) {
            if (l.startsWith("```")) code = !code;
            else if (!code && l.startsWith("#")) out.add(slug(l.replaceFirst("^#+", "")));
        }
        return out;
    }

    @Test
    void every_anchor_of_a_link_names_a_heading() throws IOException {
        Pattern link = Pattern.compile("\\]\\(((?:\\.\\./|docs/)?[A-Za-z0-9-]*(?:\\.md)?)#([^)]+)\\)");
        List<String> bad = new ArrayList<>();
        int n = 0;
        for (Path f : docs()) {
            Matcher m = link.matcher(Files.readString(f));
            while (m.find()) {
                n++;
                Path target = m.group(1).isEmpty() ? f : f.resolveSibling(m.group(1)).normalize();
                if (!Files.exists(target)) continue;   // a page another branch adds
                if (!anchors(target).contains(m.group(2))) bad.add(f + ": " + m.group(1) + "#" + m.group(2));
            }
        }
        assertThat(n).as("links with anchors").isGreaterThan(20);
        assertThat(bad).isEmpty();
    }

    @Test
    void every_link_to_a_docs_page_names_a_page_that_exists_or_is_coming() throws IOException {
        // Pages other branches of issue 23 add.
        Set<String> coming = Set.of("server-security.md", "formats.md", "error-codes.md");
        Pattern link = Pattern.compile("\\]\\((?:docs/)?([a-z0-9-]+\\.md)(#[^)]*)?\\)");
        List<String> bad = new ArrayList<>();
        for (Path f : docs()) {
            Matcher m = link.matcher(Files.readString(f));
            while (m.find()) {
                String page = m.group(1);
                if (page.equals("README.md") || coming.contains(page)) continue;
                if (!Files.exists(Path.of("docs", page))) bad.add(f + ": " + page);
            }
        }
        assertThat(bad).isEmpty();
    }
}
