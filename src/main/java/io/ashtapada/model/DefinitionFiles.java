package io.ashtapada.model;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.Path;

/**
 * The files a definition may name ({@code extends "..."}, {@code hook ... file "..."}): regular
 * files of reasonable size inside the folder of the definition that names them (or below it).
 * A definition never reads {@code /etc/passwd} (named directly, through {@code ..} or through a
 * symbolic link), a device such as {@code /dev/zero}, or a file of gigabytes.
 */
final class DefinitionFiles {
    /** The largest file a definition may name (1 MB): definitions and hooks are small. */
    static final long MAX_SIZE = 1 << 20;

    private DefinitionFiles() {
    }

    /** Why {@code name}, named by a definition in {@code folder}, may not be read, or null when it may. */
    static String refusal(Path folder, String name) {
        if (name.indexOf('\0') >= 0 || name.chars().anyMatch(Character::isISOControl)) return "a file name has no control characters";
        Path base = (folder != null ? folder : Path.of(".")).toAbsolutePath().normalize();
        Path p;
        try {
            p = base.resolve(name).normalize();
        } catch (InvalidPathException e) {
            return "not a file name: " + e.getReason();
        }
        if (Path.of(name).isAbsolute() || !p.startsWith(base)) {
            return "'" + name + "' is outside the definition's folder (" + base + "): name a file in it or below it";
        }
        if (!Files.exists(p)) return null;                       // "cannot read" is reported where it is read
        // A symbolic link (the file or a folder on its way) may not lead out, as '..' may not.
        try {
            if (!p.toRealPath().startsWith(base.toRealPath())) {
                return "'" + name + "' leads outside the definition's folder through a symbolic link";
            }
        } catch (java.io.IOException e) {
            return "'" + name + "' cannot be resolved: " + e.getClass().getSimpleName();
        }
        if (!Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(p)) return "'" + name + "' is not a regular file";
        try {
            if (Files.size(p) > MAX_SIZE) return "'" + name + "' is larger than " + (MAX_SIZE >> 20) + " MB";
        } catch (java.io.IOException e) {
            return null;
        }
        return null;
    }
}
