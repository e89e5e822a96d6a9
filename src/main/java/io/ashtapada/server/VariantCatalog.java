package io.ashtapada.server;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.DefinitionException;
import io.ashtapada.api.Variant;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The variants a server offers: the shipped definitions of its variant directories (trusted,
 * read from disk, compiled on first use) and uploads (untrusted, compiled from memory only,
 * within a time limit, stored in the database and compiled again after a restart).
 */
final class VariantCatalog implements AutoCloseable {
    /** A variant on offer: its id, title, where it comes from, and the compiled variant once compiled. */
    record Entry(String id, String title, String origin, Path file, Map<String, String> files, String main) {
    }

    private static final Pattern TITLE = Pattern.compile("(?m)^\\s*variant\\s+\"([^\"]*)\"");
    private static final ObjectMapper JSON = new ObjectMapper();
    /**
     * Shipped variants compiled in this JVM, by file and its modification time: compiling one with
     * hooks takes seconds, and a compiled variant is immutable, so servers in one JVM share them.
     */
    private static final Map<String, Variant> SHIPPED = new ConcurrentHashMap<>();

    private final ServerOptions options;
    private final Store store;
    private final Map<String, Entry> entries = new ConcurrentHashMap<>();
    private final Map<String, Variant> compiled = new ConcurrentHashMap<>();
    /** Compiles uploads off the request thread so that a slow one can be abandoned at its limit. */
    private final ExecutorService compiler = Executors.newFixedThreadPool(2, r -> {
        Thread t = new Thread(r, "ashtapada-compile");
        t.setDaemon(true);
        return t;
    });

    VariantCatalog(ServerOptions options, Store store) throws IOException, SQLException {
        this.options = options;
        this.store = store;
        for (Path dir : options.variantDirs()) {
            if (!Files.isDirectory(dir)) throw new IOException("--variants " + dir + ": no such directory");
            try (var files = Files.list(dir)) {
                for (Path f : files.filter(p -> p.getFileName().toString().endsWith(".variant")).sorted().toList()) {
                    String id = f.getFileName().toString().replaceFirst("\\.variant$", "");
                    entries.putIfAbsent(id, new Entry(id, title(Files.readString(f), id), "shipped", f, null, null));
                }
            }
        }
        // The catalogue shipped in the jar, wherever the server runs (a directory's file of the same name wins).
        for (io.ashtapada.api.ShippedVariant v : Ashtapada.defaults().catalogue()) {
            entries.putIfAbsent(v.name(), new Entry(v.name(), v.title(), "shipped", null, null, null));
        }
        for (Store.StoredVariant v : store.variants()) {
            Map<String, String> files = JSON.readValue(v.filesJson(), new TypeReference<TreeMap<String, String>>() {
            });
            try {
                Variant compiledVariant = Ashtapada.defaults().compile(v.main(), files);
                entries.put(v.id(), new Entry(v.id(), compiledVariant.title(), "uploaded", null, files, v.main()));
                compiled.put(v.id(), compiledVariant);
            } catch (DefinitionException e) {
                // An upload that compiled when stored but not with this version of the language stays out.
                System.err.println("stored variant " + v.id() + " no longer compiles: " + e.getMessage());
            }
        }
    }

    private static String title(String text, String fallback) {
        Matcher m = TITLE.matcher(text);
        return m.find() ? m.group(1) : fallback;
    }

    List<Entry> list() {
        List<Entry> out = new ArrayList<>(entries.values());
        out.sort((a, b) -> a.id().compareTo(b.id()));
        return out;
    }

    Entry entry(String id) {
        Entry e = entries.get(id);
        if (e == null) throw ApiError.notFound("no variant '" + id + "'");
        return e;
    }

    /** The compiled variant of an id, compiling a shipped one on first use. */
    Variant variant(String id) {
        Entry e = entry(id);
        return compiled.computeIfAbsent(id, k -> {
            if (e.file() == null && e.files() == null) {
                return SHIPPED.computeIfAbsent("jar:" + id, n -> {
                    try {
                        return Ashtapada.defaults().variant(id);
                    } catch (DefinitionException ex) {
                        throw new ApiError(500, "shipped-variant-invalid", "the shipped variant '" + id + "' does not compile: " + ex.getMessage());
                    }
                });
            }
            String key;
            try {
                key = e.file().toAbsolutePath() + "@" + Files.getLastModifiedTime(e.file()).toMillis();
            } catch (IOException ex) {
                throw new ApiError(500, "unreadable", "the shipped variant '" + id + "' cannot be read");
            }
            return SHIPPED.computeIfAbsent(key, f -> {
                try {
                    return Ashtapada.defaults().load(e.file());
                } catch (DefinitionException ex) {
                    throw new ApiError(500, "shipped-variant-invalid", "the shipped variant '" + id + "' does not compile: " + ex.getMessage());
                }
            });
        });
    }

    /**
     * Compiles an upload from memory within the time limit. Returns the variant, or throws
     * an {@link ApiError} with every problem.
     */
    Variant compileUpload(String main, Map<String, String> files) {
        checkUpload(main, files);
        Map<String, String> copy = Map.copyOf(files);
        Future<Variant> job = compiler.submit(() -> Ashtapada.defaults().compile(main, copy));
        try {
            return job.get(options.compileTimeout().toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            job.cancel(true);
            throw new ApiError(422, "compile-timeout", "compiling took longer than " + options.compileTimeout().toMillis() + " ms");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ApiError(503, "interrupted", "the server is stopping");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof DefinitionException d) {
                throw new ApiError(422, "invalid-definition", d.getMessage(), d.problems());
            }
            throw new ApiError(422, "invalid-definition", "the definition could not be compiled");
        }
    }

    private void checkUpload(String main, Map<String, String> files) {
        if (files.isEmpty()) throw ApiError.badRequest("'files' names no file");
        if (files.size() > options.maxUploadFiles()) {
            throw new ApiError(413, "too-many-files", "at most " + options.maxUploadFiles() + " files in one upload, not " + files.size());
        }
        long bytes = 0;
        for (Map.Entry<String, String> f : files.entrySet()) {
            bytes += f.getKey().getBytes(StandardCharsets.UTF_8).length + f.getValue().getBytes(StandardCharsets.UTF_8).length;
        }
        if (bytes > options.maxDefinitionBytes()) {
            throw new ApiError(413, "definition-too-large", "an upload may hold at most " + options.maxDefinitionBytes()
                    + " bytes, not " + bytes);
        }
        if (!files.containsKey(main)) throw ApiError.badRequest("'main' names '" + main + "', which is not among the files");
    }

    /** Compiles, stores and offers an upload; its id is made from its content, so the same upload keeps its id. */
    Entry upload(String main, Map<String, String> files) {
        Variant v = compileUpload(main, files);
        String id = "u-" + digest(main, files);
        Map<String, String> sorted = new TreeMap<>(files);
        try {
            store.saveVariant(new Store.StoredVariant(id, main, JSON.writeValueAsString(sorted)));
        } catch (SQLException | JsonProcessingException e) {
            throw new ApiError(503, "storage-failed", "the variant could not be stored");
        }
        Entry entry = new Entry(id, v.title(), "uploaded", null, Map.copyOf(sorted), main);
        compiled.put(id, v);
        entries.put(id, entry);
        return entry;
    }

    /** The files of an entry by name, to show its text (shipped: the definition file only). */
    Map<String, String> sources(Entry e) {
        if (e.files() != null) return new TreeMap<>(e.files());
        Map<String, String> out = new LinkedHashMap<>();
        if (e.file() == null) {   // shipped in the jar: the definition and the files it names from its folder
            out.putAll(Ashtapada.defaults().shippedSources(e.id()));
            return out;
        }
        try {
            out.put(e.file().getFileName().toString(), Files.readString(e.file()));
        } catch (IOException ex) {
            throw new ApiError(500, "unreadable", "the variant's file cannot be read");
        }
        return out;
    }

    private static String digest(String main, Map<String, String> files) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            md.update(main.getBytes(StandardCharsets.UTF_8));
            for (Map.Entry<String, String> f : new TreeMap<>(files).entrySet()) {
                md.update((byte) 0);
                md.update(f.getKey().getBytes(StandardCharsets.UTF_8));
                md.update((byte) 0);
                md.update(f.getValue().getBytes(StandardCharsets.UTF_8));
            }
            return HexFormat.of().formatHex(md.digest(), 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        compiler.shutdownNow();
    }
}
