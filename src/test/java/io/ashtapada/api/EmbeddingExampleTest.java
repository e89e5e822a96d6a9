package io.ashtapada.api;

import io.ashtapada.TestFiles;
import org.junit.jupiter.api.BeforeAll;
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

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The documentation's code must work: examples/embed/src/main/java/RandomGame.java, which uses only the
 * public facade, runs on every shipped variant (the Java blocks of the docs: DocsCodeBlocksTest).
 */
class EmbeddingExampleTest {
    private static Path exampleClasses;

    @BeforeAll
    static void compileExample() throws Exception {
        exampleClasses = TestFiles.tempDirectory("embed");
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
}
