package io.ashtapada;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * Temporary files and directories for tests that cannot take JUnit's {@code @TempDir} (a server's
 * data directory shared by a class, a helper outside a test method): each is deleted, with all it
 * holds, when the test JVM exits, so a run leaves nothing behind in the system's temporary folder.
 * Symbolic links inside are deleted, never followed.
 */
public final class TestFiles {
    private static final List<Path> CREATED = new ArrayList<>();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(TestFiles::deleteAll, "test-files-cleanup"));
    }

    private TestFiles() {
    }

    /** A new empty directory, deleted with its contents when the JVM exits. */
    public static Path tempDirectory(String prefix) throws IOException {
        return remember(Files.createTempDirectory(prefix));
    }

    /** A new empty file, deleted when the JVM exits. */
    public static Path tempFile(String prefix, String suffix) throws IOException {
        return remember(Files.createTempFile(prefix, suffix));
    }

    private static Path remember(Path p) {
        synchronized (CREATED) {
            CREATED.add(p);
        }
        return p;
    }

    private static void deleteAll() {
        List<Path> all;
        synchronized (CREATED) {
            all = new ArrayList<>(CREATED);
        }
        for (Path p : all) {
            try {
                delete(p);
            } catch (IOException | UncheckedIOException e) {
                // Best effort at exit: a file still held open elsewhere stays.
            }
        }
    }

    /** Deletes a file, or a directory with everything under it (links themselves, not their targets). */
    public static void delete(Path p) throws IOException {
        if (!Files.exists(p, java.nio.file.LinkOption.NOFOLLOW_LINKS)) return;
        try (Stream<Path> walk = Files.walk(p)) {
            for (Path q : walk.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(q);
        }
    }
}
