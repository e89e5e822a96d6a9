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
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
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
    /** A file name in quotes in a definition (an {@code extends} parent, a hook's {@code file}). */
    private static final Pattern QUOTED_FILE = Pattern.compile("\"([A-Za-z0-9_.-]+\\.(?:variant|js))\"");
    /**
     * Shipped variants compiled in this JVM, by file and its modification time: compiling one with
     * hooks takes seconds, and a compiled variant is immutable, so servers in one JVM share them.
     */
    private static final Map<String, Variant> SHIPPED = new ConcurrentHashMap<>();

    private final ServerOptions options;
    private final Store store;
    private final Map<String, Entry> entries = new ConcurrentHashMap<>();
    private final Map<String, Variant> compiled = new ConcurrentHashMap<>();
    /** The longest file name in an upload. */
    static final int MAX_FILE_NAME_CHARS = 200;
    /** The longest title of an uploaded variant. */
    static final int MAX_TITLE_CHARS = 200;
    /** The longest name of a player, piece or zone of an uploaded variant. */
    static final int MAX_NAME_CHARS = 64;
    /** Compiles running at once (a compile past its time is interrupted and its thread given up). */
    private static final int COMPILES = 4;
    private final java.util.concurrent.Semaphore compileSlots = new java.util.concurrent.Semaphore(COMPILES);
    /** A file name: path segments of letters, digits, '.', '_' and '-'. */
    private static final Pattern FILE_NAME = Pattern.compile("[A-Za-z0-9_.\\-]+(/[A-Za-z0-9_.\\-]+)*");
    /** Names Windows keeps for devices, with or without an extension. */
    private static final Pattern DEVICE = Pattern.compile("(?i)(con|prn|aux|nul|com[0-9]|lpt[0-9])(\\..*)?");

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
        for (Store.StoredVariant v : store.variants()) take(v);
    }

    /** Uploads some other server stored and this one has not compiled; ids that do not compile are tried once. */
    private final java.util.Set<String> leftOut = ConcurrentHashMap.newKeySet();

    /**
     * Compiles a stored upload and offers it; false (reported) when it does not compile with this
     * version of the language, which is never fatal.
     */
    private boolean take(Store.StoredVariant v) {
        try {
            Map<String, String> files = JSON.readValue(v.filesJson(), new TypeReference<TreeMap<String, String>>() {
            });
            Variant compiledVariant = Ashtapada.defaults().compile(v.main(), files);
            checkCompiled(compiledVariant);
            compiled.put(v.id(), compiledVariant);
            entries.put(v.id(), new Entry(v.id(), compiledVariant.title(), "uploaded", null, files, v.main()));
            return true;
        } catch (DefinitionException | IOException | RuntimeException | StackOverflowError e) {
            leftOut.add(v.id());
            System.err.println("stored variant " + v.id() + " is left out: " + ApiError.quote(String.valueOf(e.getMessage())));
            return false;
        }
    }

    /**
     * An upload another server stored: fetched from the store on a miss, so that an upload is
     * offered by every server at once. Null when there is none.
     */
    private Entry fromStore(String id) {
        if (!id.startsWith("u-") || id.length() > 100 || leftOut.contains(id)) return null;
        Store.StoredVariant v;
        try {
            v = store.variant(id);
        } catch (SQLException e) {
            throw new ApiError(503, "storage-failed", "the database could not be read");
        }
        return v != null && take(v) ? entries.get(id) : null;
    }

    private static String title(String text, String fallback) {
        Matcher m = TITLE.matcher(text);
        return m.find() ? m.group(1) : fallback;
    }

    List<Entry> list() {
        try {
            for (String id : store.variantIds()) if (!entries.containsKey(id)) fromStore(id);
        } catch (SQLException e) {
            throw new ApiError(503, "storage-failed", "the database could not be read");
        }
        List<Entry> out = new ArrayList<>(entries.values());
        out.sort((a, b) -> a.id().compareTo(b.id()));
        return out;
    }

    Entry entry(String id) {
        Entry e = entries.get(id);
        if (e == null) e = fromStore(id);
        if (e == null) throw ApiError.notFound("no variant " + ApiError.quote(id));
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
        if (!compileSlots.tryAcquire()) {
            throw new ApiError(503, "compile-busy", COMPILES + " definitions are being compiled; try again shortly");
        }
        // Its own low-priority thread, watched for time, CPU and memory: one that overruns is
        // interrupted and given up, never blocking the next (api.CompileBudget).
        try {
            Variant v = new io.ashtapada.api.CompileBudget(options.compileTimeout(), options.maxCompileBytes())
                    .run(() -> Ashtapada.defaults().compile(main, copy), compileSlots::release);
            checkCompiled(v);
            return v;
        } catch (io.ashtapada.api.CompileBudget.OverBudget e) {
            if (e.part() == io.ashtapada.api.CompileBudget.Part.WALL_CLOCK) throw new ApiError(422, "compile-timeout", e.getMessage());
            throw new ApiError(422, "compile-budget", e.getMessage() + ", this server's budget for one definition");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ApiError(503, "interrupted", "the server is stopping");
        } catch (DefinitionException d) {
            throw new ApiError(422, "invalid-definition", ApiError.shortenWords(d.getMessage()), ApiError.shortenProblems(d.problems()));
        } catch (RuntimeException e) {
            if (e instanceof ApiError a) throw a;
            throw new ApiError(422, "invalid-definition", "the definition could not be compiled");
        }
    }

    /** An upload's texts that the pages and records show are bounded: its title and the names of its players, pieces and zones. */
    private static void checkCompiled(Variant v) {
        io.ashtapada.api.VariantInfo info = v.describe();
        if (info.title().length() > MAX_TITLE_CHARS) {
            throw new ApiError(422, "too-long", "a variant's title is at most " + MAX_TITLE_CHARS + " characters, not " + info.title().length());
        }
        for (io.ashtapada.api.VariantInfo.PlayerInfo p : info.players()) {
            if (p.id().length() > MAX_NAME_CHARS || p.name().length() > MAX_NAME_CHARS) {
                throw new ApiError(422, "too-long", "a player's id and name are at most " + MAX_NAME_CHARS + " characters: "
                        + ApiError.quote(p.name()));
            }
        }
        for (io.ashtapada.api.VariantInfo.PieceInfo p : info.pieces()) {
            if (p.name().length() > MAX_NAME_CHARS) {
                throw new ApiError(422, "too-long", "a piece's name is at most " + MAX_NAME_CHARS + " characters: " + ApiError.quote(p.name()));
            }
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
        for (String name : files.keySet()) checkFileName(name);
        // A title past its limit is refused before the compile, which would spend a core on it.
        for (String text : files.values()) {
            Matcher m = TITLE.matcher(text);
            if (m.find() && m.group(1).length() > MAX_TITLE_CHARS) {
                throw new ApiError(422, "too-long", "a variant's title is at most " + MAX_TITLE_CHARS + " characters, not "
                        + m.group(1).length());
            }
        }
        if (!files.containsKey(main)) throw ApiError.badRequest("'main' names " + ApiError.quote(main) + ", which is not among the files");
    }

    /**
     * A file name of an upload: at most {@link #MAX_FILE_NAME_CHARS} characters, relative path
     * segments of letters, digits, '.', '_' and '-', none of them '.', '..' or a Windows device
     * name (CON, NUL ...), so that it is safe to write as a file on any system.
     */
    static void checkFileName(String name) {
        if (name.length() > MAX_FILE_NAME_CHARS) {
            throw ApiError.badRequest("a file name is at most " + MAX_FILE_NAME_CHARS + " characters, not " + name.length());
        }
        if (!FILE_NAME.matcher(name).matches()) {
            throw ApiError.badRequest("a file name is made of letters, digits, '.', '_', '-' and '/' between folders, not "
                    + ApiError.quote(name));
        }
        for (String seg : name.split("/")) {
            if (seg.equals(".") || seg.equals("..") || DEVICE.matcher(seg).matches()) {
                throw ApiError.badRequest("the file name " + ApiError.quote(name) + " is reserved ('.', '..' or a device name such as CON)");
            }
        }
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
        // A definition from a folder: it, and the files of its folder that it names in quotes (its
        // parent, the parent's parent, its hook files), so that an editor can start from all of them.
        Path dir = e.file().getParent();
        java.util.ArrayDeque<String> todo = new java.util.ArrayDeque<>(List.of(e.file().getFileName().toString()));
        try {
            while (!todo.isEmpty()) {
                String name = todo.poll();
                Path f = dir.resolve(name);
                if (out.containsKey(name) || !f.normalize().getParent().equals(dir.normalize()) || !Files.isRegularFile(f)) continue;
                String text = Files.readString(f);
                out.put(name, text);
                java.util.regex.Matcher m = QUOTED_FILE.matcher(text);
                while (m.find()) todo.add(m.group(1));
            }
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
        // Compile threads are daemons, each bounded by its timeout.
    }
}
