package io.ashtapada;

import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 23's proof, on the packaged product (run by failsafe after {@code package}):
 * the artifact installed into a throwaway repository and embedded by an outside Maven project
 * ({@code examples/embed}) brings only ANTLR's runtime and GraalJS; the runnable jar works from a
 * directory outside the checkout, with shipped variants by name, and writes nothing there.
 */
class ProductIT {
    private static final Path JAR = Path.of("target/ashtapada.jar").toAbsolutePath();
    /** What an embedder may get transitively: Ashtapada, ANTLR's runtime, GraalJS and its own parts. */
    private static final Pattern ALLOWED = Pattern.compile("io\\.ashtapada|org\\.antlr|org\\.graalvm\\.[a-z.]+");

    @Test
    void an_outside_project_embeds_the_installed_artifact_and_gets_only_antlr_and_graaljs() throws Exception {
        Path work = TestFiles.tempDirectory("ashtapada-embed");
        Path repo = work.resolve("repo");
        // A version of its own, so that nothing already in the local repository answers for it.
        String version = "0.0.0-it" + System.currentTimeMillis();
        String pom = Files.readString(Path.of("pom.xml")).replaceFirst("<version>[^<]*</version>", "<version>" + version + "</version>");
        Path pomCopy = work.resolve("pom.xml");
        Files.writeString(pomCopy, pom);
        Path m2 = Path.of(System.getProperty("user.home"), ".m2", "repository", "io", "ashtapada", "ashtapada", version);
        try {
            run(Path.of("."), 300, "mvn", "-B", "-q", "deploy:deploy-file", "-Dfile=" + JAR, "-DpomFile=" + pomCopy,
                    "-Durl=" + repo.toUri(), "-DrepositoryId=throwaway");
            assertThat(repo.resolve("io/ashtapada/ashtapada/" + version + "/ashtapada-" + version + ".jar")).exists();

            Path embed = work.resolve("embed");
            copyTree(Path.of("examples/embed"), embed);
            Path deps = work.resolve("deps.txt");
            run(embed, 300, "mvn", "-B", "-q", "-Dashtapada.version=" + version, "-Dashtapada.repo=" + repo.toUri(),
                    "dependency:list", "-DincludeScope=runtime", "-DoutputFile=" + deps, "-DoutputAbsoluteArtifactFilename=false");
            List<String> groups = new ArrayList<>();
            for (String line : Files.readAllLines(deps)) {
                Matcher m = Pattern.compile("^\\s+([\\w.-]+):([\\w.-]+):").matcher(line);
                if (m.find()) groups.add(m.group(1) + ":" + m.group(2));
            }
            assertThat(groups).as("the embedder's runtime dependencies").contains("io.ashtapada:ashtapada", "org.antlr:antlr4-runtime",
                    "org.graalvm.polyglot:polyglot", "org.graalvm.js:js-language");
            assertThat(groups).as("only ANTLR's runtime, GraalJS and their own dependencies")
                    .allSatisfy(g -> assertThat(g.substring(0, g.indexOf(':'))).matches(ALLOWED));

            Path cp = work.resolve("cp.txt");
            run(embed, 300, "mvn", "-B", "-q", "-Dashtapada.version=" + version, "-Dashtapada.repo=" + repo.toUri(),
                    "compile", "dependency:build-classpath", "-Dmdep.outputFile=" + cp);
            String out = run(embed, 300, "java", "-cp", embed.resolve("target/classes") + java.io.File.pathSeparator
                    + Files.readString(cp).strip(), "RandomGame", "omega-chess", "7");
            assertThat(out).contains("[Variant \"Omega Chess\"]").containsPattern("result: (\\w+ wins|draw)");
        } finally {
            deleteTree(m2);
            deleteTree(work);
        }
    }

    @Test
    void from_outside_the_checkout_perft_of_shipped_chess_prints_197281_and_writes_nothing() throws Exception {
        Path dir = TestFiles.tempDirectory("ashtapada-outside");
        try {
            String out = run(dir, 120, "java", "-jar", JAR.toString(), "perft", "chess", "--depth", "4");
            assertThat(out).contains("197281");
            String list = run(dir, 60, "java", "-jar", JAR.toString(), "variants");
            assertThat(list).contains("omega-chess", "Omega Chess", "guru-mahachaturaji", "chess ", "crazyhouse");
            try (Stream<Path> s = Files.list(dir)) {
                assertThat(s.toList()).as("files written to the working directory").isEmpty();
            }
        } finally {
            deleteTree(dir);
        }
    }

    @Test
    void serve_from_outside_lists_every_shipped_variant_and_keeps_its_data_in_the_user_data_directory() throws Exception {
        Path dir = TestFiles.tempDirectory("ashtapada-serve-cwd");
        Path xdg = TestFiles.tempDirectory("ashtapada-xdg");
        ProcessBuilder pb = new ProcessBuilder("java", "-jar", JAR.toString(), "serve", "--port", "0").directory(dir.toFile())
                .redirectErrorStream(true);
        pb.environment().put("XDG_DATA_HOME", xdg.toString());
        Process p = pb.start();
        try {
            BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
            String line;
            int port = -1;
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (port < 0 && System.nanoTime() < end && (line = r.readLine()) != null) {
                Matcher m = Pattern.compile("http://[^:]+:(\\d+)/").matcher(line);
                if (m.find()) port = Integer.parseInt(m.group(1));
            }
            assertThat(port).as("the server announced its port").isPositive();
            HttpResponse<String> list = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                    URI.create("http://127.0.0.1:" + port + "/api/variants")).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(list.statusCode()).isEqualTo(200);
            for (String name : shippedNames()) assertThat(list.body()).contains("\"" + name + "\"");
            try (Stream<Path> s = Files.list(dir)) {
                assertThat(s.toList()).as("files written to the working directory").isEmpty();
            }
            assertThat(xdg.resolve("ashtapada")).isDirectory();
        } finally {
            p.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            deleteTree(dir);
            deleteTree(xdg);
        }
    }

    @Test
    void serve_refuses_a_variants_directory_that_does_not_exist() throws Exception {
        Path dir = TestFiles.tempDirectory("ashtapada-serve-bad");
        try {
            ProcessBuilder pb = new ProcessBuilder("java", "-jar", JAR.toString(), "serve", "--port", "0", "--variants",
                    "/nonexistent/variants").directory(dir.toFile()).redirectErrorStream(true);
            Process p = pb.start();
            assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(p.exitValue()).isEqualTo(2);
            assertThat(out).contains("--variants /nonexistent/variants: no such directory");
        } finally {
            deleteTree(dir);
        }
    }

    @Test
    void the_jar_carries_the_licence_and_the_notice() throws IOException {
        try (java.util.jar.JarFile jar = new java.util.jar.JarFile(JAR.toFile())) {
            for (String name : List.of("LICENSE", "NOTICE")) {
                var entry = jar.getJarEntry("META-INF/" + name);
                assertThat(entry).as("META-INF/" + name + " in the jar").isNotNull();
                try (var in = jar.getInputStream(entry)) {
                    assertThat(new String(in.readAllBytes(), StandardCharsets.UTF_8)).isEqualTo(Files.readString(Path.of(name)));
                }
            }
        }
    }

    @Test
    void the_notice_names_every_jar_the_runnable_jar_bundles() throws IOException {
        String notice = Files.readString(Path.of("NOTICE"));
        List<String> missing = new ArrayList<>();
        try (Stream<Path> s = Files.list(Path.of("target/lib"))) {
            for (Path f : s.sorted().toList()) {
                // artifact-1.2.3.jar (or .pom): the artifact id is the name before the version.
                String artifact = f.getFileName().toString().replaceFirst("-\\d[^-]*\\.(jar|pom)$", "");
                if (!Pattern.compile("(?<![\\w-])" + Pattern.quote(artifact) + "(?![\\w-])").matcher(notice).find()) missing.add(artifact);
            }
        }
        assertThat(missing).as("jars in target/lib that NOTICE does not name").isEmpty();
    }

    /**
     * Issue 30: class-data sharing (the launcher's archives) cannot keep a class file older than
     * Java 6, and picocli's released jar is Java 5 class files; the build compiles its sources
     * again for lib/. Every command loads picocli, so none of its classes may be left out.
     */
    @Test
    void the_runnable_jars_picocli_is_class_files_that_class_data_sharing_keeps() throws IOException {
        List<String> old = new ArrayList<>();
        int classes = 0;
        try (Stream<Path> s = Files.list(Path.of("target/lib"))) {
            Path picocli = s.filter(f -> f.getFileName().toString().startsWith("picocli-")).findFirst().orElseThrow();
            try (java.util.jar.JarFile jar = new java.util.jar.JarFile(picocli.toFile())) {
                for (var e : java.util.Collections.list(jar.entries())) {
                    if (!e.getName().endsWith(".class")) continue;
                    classes++;
                    try (var in = jar.getInputStream(e)) {
                        byte[] head = in.readNBytes(8);
                        int major = ((head[6] & 0xff) << 8) | (head[7] & 0xff);
                        if (major < 50) old.add(e.getName() + " " + major);
                    }
                }
            }
        }
        assertThat(classes).as("classes in lib/picocli").isGreaterThan(100);
        assertThat(old).as("class files before Java 6 (version 50)").isEmpty();
    }

    private static List<String> shippedNames() throws IOException {
        List<String> names = new ArrayList<>();
        for (String folder : List.of("variants-dsl", "examples")) {
            try (Stream<Path> s = Files.list(Path.of(folder))) {
                s.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(".variant"))
                        .forEach(n -> names.add(n.substring(0, n.length() - ".variant".length())));
            }
        }
        return names;
    }

    private static String run(Path dir, int seconds, String... command) throws Exception {
        Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
        byte[][] out = new byte[1][];
        Thread reader = new Thread(() -> {
            try {
                out[0] = p.getInputStream().readAllBytes();
            } catch (IOException e) {
                out[0] = new byte[0];
            }
        });
        reader.start();
        boolean done = p.waitFor(seconds, TimeUnit.SECONDS);
        if (!done) p.destroyForcibly();
        reader.join(10_000);
        String text = out[0] == null ? "" : new String(out[0], StandardCharsets.UTF_8);
        assertThat(done).as("%s finished in %d s", String.join(" ", command), seconds).isTrue();
        assertThat(p.exitValue()).as("%s exit status; output:%n%s", String.join(" ", command), text).isZero();
        return text;
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path f : s.toList()) {
                Path rel = from.relativize(f);
                if (rel.toString().startsWith("target")) continue;
                Path t = to.resolve(rel.toString());
                if (Files.isDirectory(f)) Files.createDirectories(t);
                else Files.copy(f, t);
            }
        }
    }

    private static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root)) return;
        try (Stream<Path> s = Files.walk(root)) {
            for (Path f : s.sorted(java.util.Comparator.reverseOrder()).toList()) Files.deleteIfExists(f);
        }
    }

}
