package io.ashtapada.api;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import javax.tools.ToolProvider;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The documentation's code must work: examples/embed/src/main/java/RandomGame.java, which uses only the
 * public facade, runs on every shipped variant, and every Java block of README.md compiles.
 */
class EmbeddingExampleTest {
    private static Path exampleClasses;

    @BeforeAll
    static void compileExample() throws Exception {
        exampleClasses = Files.createTempDirectory("embed");
        int rc = ToolProvider.getSystemJavaCompiler().run(null, null, null,
                "-cp", System.getProperty("java.class.path"), "-d", exampleClasses.toString(), "examples/embed/src/main/java/RandomGame.java");
        assertThat(rc).isZero();
    }

    @ParameterizedTest
    @ValueSource(strings = {"examples/chess.variant", "variants-dsl/omega-chess.variant", "variants-dsl/omega-transplant.variant",
            "variants-dsl/guru-mahachaturanga.variant", "variants-dsl/sejrang.variant", "variants-dsl/omechanga.variant"})
    void embedding_example_plays_every_shipped_variant_to_the_end(String file) throws Exception {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        PrintStream old = System.out;
        try (URLClassLoader cl = new URLClassLoader(new URL[]{exampleClasses.toUri().toURL()}, getClass().getClassLoader())) {
            System.setOut(new PrintStream(buf, true, StandardCharsets.UTF_8));
            cl.loadClass("RandomGame").getMethod("main", String[].class).invoke(null, (Object) new String[]{file, "7"});
        } finally {
            System.setOut(old);
        }
        String text = buf.toString(StandardCharsets.UTF_8);
        assertThat(text).contains("[Variant \"").containsPattern("result: \\w+ wins|result: draw");
        // The record it prints replays to the same end.
        String record = text.substring(text.indexOf("[Variant"), text.indexOf("final: "));
        Game replayed = Game.replay(Ashtapada.defaults().load(Path.of(file)), record);
        assertThat(text).contains("final: " + replayed.position() + "\n");
    }

    @Test
    void every_java_block_of_the_readme_compiles() throws Exception {
        String readme = Files.readString(Path.of("README.md"));
        Matcher m = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL).matcher(readme);
        Path src = Files.createTempDirectory("readme");
        List<String> files = new ArrayList<>();
        int n = 0;
        while (m.find()) {
            n++;
            StringBuilder imports = new StringBuilder(), body = new StringBuilder();
            for (String line : m.group(1).split("\n")) {
                (line.startsWith("import ") ? imports : body).append(line).append('\n');
            }
            String name = "ReadmeBlock" + n;
            Path f = src.resolve(name + ".java");
            Files.writeString(f, imports + "class " + name + " {\n static void run() throws Exception {\n" + body + "\n }\n}\n");
            files.add(f.toString());
        }
        assertThat(n).as("Java blocks in README.md").isPositive();
        List<String> args = new ArrayList<>(List.of("-cp", System.getProperty("java.class.path"), "-d",
                Files.createTempDirectory("readme-out").toString(), "-proc:none"));
        args.addAll(files);
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        int rc = ToolProvider.getSystemJavaCompiler().run(null, null, errors, args.toArray(new String[0]));
        assertThat(rc).as(errors.toString(StandardCharsets.UTF_8)).isZero();
    }

    @Test
    void the_readme_omega_chess_start_position_is_the_one_the_engine_writes() throws Exception {
        String readme = Files.readString(Path.of("README.md"));
        Matcher m = Pattern.compile("Omega Chess's start position.*?`([^`]*/[^`]*)`", Pattern.DOTALL).matcher(readme);
        assertThat(m.find()).isTrue();
        Variant omega = Ashtapada.defaults().load(Path.of("variants-dsl/omega-chess.variant"));
        assertThat(omega.newGame(m.group(1)).position()).isEqualTo(omega.startPosition()).isEqualTo(m.group(1));
    }
}
