package io.ashtapada.api;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The shipped catalogue, read from the jar's resources: the build copies {@code variants-dsl/}
 * and {@code examples/} under {@code io/ashtapada/catalogue/} with an {@code index.txt} that lists
 * every file (a jar cannot be listed portably). A variant is compiled from memory with the files of
 * its own folder, so {@code extends "chess.variant"} and hook {@code file}s resolve as on disk.
 */
final class Catalogue {
    private static final String ROOT = "/io/ashtapada/catalogue/";
    private static final Pattern TITLE = Pattern.compile("(?m)^[ \\t]*variant[ \\t]+\"([^\"\\n]{0,200})\"");
    /** A shipped name: lower-case letters, digits and dashes, as the file names are. */
    private static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9-]{0,63}");

    private static volatile Catalogue shipped;

    /** Folder name → (file name → text), in index order. */
    private final Map<String, Map<String, String>> folders;
    private final List<ShippedVariant> variants;

    private Catalogue(Map<String, Map<String, String>> folders) {
        this.folders = folders;
        List<ShippedVariant> list = new ArrayList<>();
        folders.forEach((folder, files) -> files.forEach((file, text) -> {
            if (!file.endsWith(".variant")) return;
            Matcher m = TITLE.matcher(text);
            String name = file.substring(0, file.length() - ".variant".length());
            list.add(new ShippedVariant(name, m.find() ? m.group(1) : name, folder));
        }));
        list.sort(java.util.Comparator.comparing(ShippedVariant::name));
        this.variants = List.copyOf(list);
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
        Map<String, Map<String, String>> folders = new LinkedHashMap<>();
        String index = resource("index.txt");
        if (index != null) {
            for (String line : index.split("\\R")) {
                String path = line.strip();
                int slash = path.indexOf('/');
                if (slash < 0) continue;
                String text = resource(path);
                if (text == null) continue;
                folders.computeIfAbsent(path.substring(0, slash), k -> new LinkedHashMap<>()).put(path.substring(slash + 1), text);
            }
        }
        for (Map.Entry<String, Map<String, String>> e : folders.entrySet()) e.setValue(Map.copyOf(e.getValue()));
        return new Catalogue(folders);
    }

    private static String resource(String path) {
        try (InputStream in = Catalogue.class.getResourceAsStream(ROOT + path)) {
            return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return null;
        }
    }

    List<ShippedVariant> variants() {
        return variants;
    }

    /** The shipped variant of this name, or null. */
    ShippedVariant find(String name) {
        if (name == null || !NAME.matcher(name).matches()) return null;
        for (ShippedVariant v : variants) if (v.name().equals(name)) return v;
        return null;
    }

    /** Every file of the variant's folder by name, for compiling it from memory. */
    Map<String, String> files(ShippedVariant v) {
        return folders.get(v.folder());
    }
}
