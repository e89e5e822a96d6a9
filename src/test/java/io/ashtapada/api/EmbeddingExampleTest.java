package io.ashtapada.api;

import org.junit.jupiter.api.Test;

import javax.tools.ToolProvider;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** Compiles and runs examples/embed/RandomGame.java, which uses only the public facade. */
class EmbeddingExampleTest {

    @Test
    void embedding_example_plays_a_game_to_the_end() throws Exception {
        Path outDir = Files.createTempDirectory("embed");
        int rc = ToolProvider.getSystemJavaCompiler().run(null, null, null,
                "-cp", System.getProperty("java.class.path"), "-d", outDir.toString(), "examples/embed/RandomGame.java");
        assertThat(rc).isZero();
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        PrintStream old = System.out;
        try (URLClassLoader cl = new URLClassLoader(new URL[]{outDir.toUri().toURL()}, getClass().getClassLoader())) {
            System.setOut(new PrintStream(buf, true, StandardCharsets.UTF_8));
            cl.loadClass("RandomGame").getMethod("main", String[].class)
                    .invoke(null, (Object) new String[]{"examples/chess.variant", "7"});
        } finally {
            System.setOut(old);
        }
        String text = buf.toString(StandardCharsets.UTF_8);
        assertThat(text).contains("refused: illegal move 'e2e5'").contains("moves: ").containsPattern("result: (white wins|black wins|draw)");
    }
}
