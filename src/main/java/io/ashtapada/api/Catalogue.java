package io.ashtapada.api;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The shipped catalogue, read from the jar's resources: the build copies {@code variants-dsl/}
 * and {@code examples/} under {@code io/ashtapada/catalogue/} with an {@code index.txt} that lists
 * every file (a jar cannot be listed portably). A variant is compiled from memory with the files of
 * its own folder, so {@code extends "chess.variant"} and hook {@code file}s resolve as on disk.
 * A file's text is read when first asked for: playing one variant by name reads its few files,
 * not the several hundred of the catalogue (some 60 ms of start-up).
 */
final class Catalogue {
    private static final String ROOT = "/io/ashtapada/catalogue/";
    private static final Pattern TITLE = Pattern.compile("(?m)^[ \\t]*variant[ \\t]+\"([^\"\\n]{0,200})\"");
    /** A shipped name: lower-case letters, digits and dashes, as the file names are. */
    private static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9-]{0,63}");

    private static volatile Catalogue shipped;

    /** Folder name → its files, in index order. */
    private final Map<String, Folder> folders;
    private volatile List<ShippedVariant> variants;

    private Catalogue(Map<String, Folder> folders) {
        this.folders = folders;
    }

    /** The catalogue in this jar (empty when the jar was built without it). */
    static Catalogue shipped() {
        Catalogue c = shipped;
        if (c == null) {
            synchronized (Catalogue.class) {
                if (shipped == null) shipped = read();
                c = shipped;
            }
        }
        return c;
    }

    private static Catalogue read() {
        Map<String, Set<String>> names = new LinkedHashMap<>();
        String index = resource("index.txt");
        if (index != null) {
            for (String line : index.split("\\R")) {
                String path = line.strip();
                int slash = path.indexOf('/');
                if (slash <= 0 || slash == path.length() - 1) continue;
                names.computeIfAbsent(path.substring(0, slash), k -> new LinkedHashSet<>()).add(path.substring(slash + 1));
            }
        }
        Map<String, Folder> folders = new LinkedHashMap<>();
        names.forEach((folder, files) -> folders.put(folder, new Folder(folder, Set.copyOf(files))));
        return new Catalogue(folders);
    }

    private static String resource(String path) {
        try (InputStream in = Catalogue.class.getResourceAsStream(ROOT + path)) {
            return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return null;
        }
    }

    /** Every shipped variant with its title, by name (reads every definition once). */
    List<ShippedVariant> variants() {
        List<ShippedVariant> v = variants;
        if (v == null) {
            List<ShippedVariant> list = new ArrayList<>();
            folders.forEach((name, folder) -> {
                for (String file : folder.keySet()) {
                    if (!file.endsWith(".variant")) continue;
                    ShippedVariant s = variant(folder, file.substring(0, file.length() - ".variant".length()));
                    if (s != null) list.add(s);
                }
            });
            list.sort(java.util.Comparator.comparing(ShippedVariant::name));
            variants = v = List.copyOf(list);
        }
        return v;
    }

    /** The shipped variant of this name, or null. */
    ShippedVariant find(String name) {
        if (name == null || !NAME.matcher(name).matches()) return null;
        for (Folder f : folders.values()) {
            if (f.containsKey(name + ".variant")) return variant(f, name);
        }
        return null;
    }

    private static ShippedVariant variant(Folder folder, String name) {
        String text = folder.get(name + ".variant");
        if (text == null) return null;
        Matcher m = TITLE.matcher(text);
        return new ShippedVariant(name, m.find() ? m.group(1) : name, folder.name);
    }

    /** Every file of the variant's folder by name (read when asked for), for compiling it from memory. */
    Map<String, String> files(ShippedVariant v) {
        return folders.get(v.folder());
    }

    /** One folder's files: the names from the index, each text read from the jar when first asked for. */
    private static final class Folder extends AbstractMap<String, String> {
        private final String name;
        private final Set<String> files;
        private final Map<String, String> read = new ConcurrentHashMap<>();

        Folder(String name, Set<String> files) {
            this.name = name;
            this.files = files;
        }

        @Override
        public String get(Object key) {
            if (!(key instanceof String k) || !files.contains(k)) return null;
            String text = read.get(k);
            if (text == null) {
                text = resource(name + "/" + k);
                if (text == null) return null;
                read.putIfAbsent(k, text);
            }
            return text;
        }

        @Override
        public boolean containsKey(Object key) {
            return key instanceof String k && files.contains(k);
        }

        @Override
        public Set<String> keySet() {
            return files;
        }

        @Override
        public Set<Entry<String, String>> entrySet() {
            Set<Entry<String, String>> all = new LinkedHashSet<>();
            for (String f : files) {
                String text = get(f);
                if (text != null) all.add(new SimpleImmutableEntry<>(f, text));
            }
            return all;
        }
    }
}
