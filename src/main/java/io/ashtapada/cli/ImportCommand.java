package io.ashtapada.cli;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.DefinitionException;
import io.ashtapada.format.VariantsIni;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code ashtapada import variants.ini}: Fairy-Stockfish's variant configuration file read into
 * definitions in Ashtapada's language ({@link VariantsIni}), one per section, each compiled to
 * check it; every key that cannot be said is a one-line reason on standard error.
 */
@Command(name = "import", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = {"Reads Fairy-Stockfish's variants.ini and writes one definition per section ([name] or "
                + "[name:parent]) in Ashtapada's language, compiling each to check it.",
                "Every key that cannot be said (or only approximately) is reported as 'FILE:LINE:COL: reason' on standard "
                + "error. Without --out the definitions are printed; with --out DIR each is written as DIR/NAME.variant."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every section was written and compiles (keys ignored are reported, not failures)",
                "1:invalid input: the file cannot be read, or a section could not be written or does not compile",
                Main.EXIT_2},
        footerHeading = "%nExamples:%n",
        footer = {"  ashtapada import my-variants.ini --out imported",
                "  ashtapada import my-variants.ini --section minixiangqi", ""})
final class ImportCommand implements Callable<Integer> {
    private final Streams io;

    @Parameters(paramLabel = "FILE", description = "A variants.ini file (at most 1 MiB).")
    Path file;

    @Option(names = "--out", paramLabel = "DIR", description = "Write each definition as DIR/NAME.variant (created if missing).")
    Path out;

    @Option(names = "--section", paramLabel = "NAME", description = "Only this section (its parents are still read).")
    String section;

    ImportCommand(Streams io) {
        this.io = io;
    }

    @Override
    public Integer call() {
        return run(io, file, out, section, true);
    }

    /**
     * Imports {@code file}: prints each section's reasons (file:line:col) on standard error and,
     * when {@code print}, the definitions (or writes them into {@code out}); 0 when every section
     * is written and compiles, else 1. {@code validate} calls it without printing: then a key that
     * changes a rule and cannot be said fails the file too (a key of display or evaluation only
     * does not).
     */
    static int run(Streams io, Path file, Path out, String section, boolean print) {
        String text;
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            char[] buf = new char[VariantsIni.MAX_CHARS + 1];
            int n = 0, k;
            while (n < buf.length && (k = r.read(buf, n, buf.length - n)) > 0) n += k;
            if (n > VariantsIni.MAX_CHARS) {
                io.err().println(file + ":1:1: longer than " + VariantsIni.MAX_CHARS + " characters; nothing read");
                return 1;
            }
            text = new String(buf, 0, n);
        } catch (IOException | RuntimeException e) {
            io.err().println(file + ": cannot be read (" + e.getClass().getSimpleName() + ")");
            return 1;
        }
        List<VariantsIni.Converted> all = VariantsIni.convert(file.toString(), text);
        Path dir = out != null ? out : Path.of(".");
        try {
            if (out != null) Files.createDirectories(out);
        } catch (IOException e) {
            io.err().println(out + ": cannot be created (" + e.getClass().getSimpleName() + ")");
            return 1;
        }
        int sections = 0, written = 0, valid = 0, unsaid = 0;
        for (VariantsIni.Converted c : all) {
            if (section != null && !c.name().equals(section)) continue;
            if (!c.name().isEmpty()) sections++;
            c.reasons().forEach(io.err()::println);
            unsaid += c.ruleReasons();
            if (c.definition() == null) continue;
            written++;
            String name = VariantsIni.fileName(c.name());
            try {
                if (c.parentFiles().isEmpty()) Ashtapada.defaults().compile(name, c.definition(), dir);
                else Ashtapada.defaults().compile(name, c.files());
                valid++;
            } catch (DefinitionException e) {
                io.err().println(file + ": [" + c.name() + "] written, but does not compile: "
                        + String.join("; ", e.getMessage().lines().limit(3).toList()));
            }
            if (!print) {
                continue;
            } else if (out == null) {
                io.out().println(c.definition());
            } else {
                try {
                    Files.writeString(out.resolve(name), c.definition(), StandardCharsets.UTF_8);
                    // The shipped definitions it extends, beside it, unless a file of that name is there.
                    for (var f : c.parentFiles().entrySet()) {
                        Path p = out.resolve(f.getKey());
                        if (!Files.exists(p)) Files.writeString(p, f.getValue(), StandardCharsets.UTF_8);
                    }
                } catch (IOException e) {
                    io.err().println(out.resolve(name) + ": cannot be written (" + e.getClass().getSimpleName() + ")");
                    return 1;
                }
            }
        }
        if (section != null && sections == 0) {
            io.err().println(file + ": no section [" + section + "]");
            return 1;
        }
        io.err().println(file + ": " + sections + " sections, " + written + " written, " + valid + " compile");
        if (!print && unsaid > 0) return 1;
        return sections > 0 && valid == sections && all.stream().noneMatch(c -> c.name().isEmpty()) ? 0 : 1;
    }
}
