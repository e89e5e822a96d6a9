import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.DefinitionException;
import io.ashtapada.api.Game;
import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.Variant;
import io.ashtapada.format.VariantsIni;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Measures the variants.ini import (run by tools/import_measure.sh): imports every section of
 * INI, compiles each definition, and for every imported variant named in PERFT (lines
 * "name | fen START | depth | nodes") compares Ashtapada's perft from the imported start
 * position with the file's count. Prints one line per variant and a summary.
 * Usage: java -cp CLASSPATH tools/ImportMeasure.java INI PERFT [OUT_DIR]
 */
public class ImportMeasure {
    static final long NODE_CAP = 3_000_000;
    static long nodes;

    public static void main(String[] args) throws Exception {
        Path ini = Path.of(args[0]), perftFile = Path.of(args[1]);
        Path out = Path.of(args.length > 2 ? args[2] : "target/import-measure");
        Files.createDirectories(out);
        Map<String, long[]> expected = new HashMap<>();
        Map<String, String> startOf = new HashMap<>();
        for (String l : Files.readAllLines(perftFile)) {
            if (l.startsWith("#") || l.isBlank()) continue;
            String[] p = l.split("\\|");
            if (p.length < 4) continue;
            expected.put(p[0].trim(), new long[]{Long.parseLong(p[2].trim()), Long.parseLong(p[3].trim())});
            startOf.put(p[0].trim(), p[1].trim().replaceFirst("^fen ", ""));
        }
        List<VariantsIni.Converted> all = VariantsIni.convert(ini.toString(), Files.readString(ini));
        int sections = 0, written = 0, valid = 0, withPerft = 0, match = 0;
        Map<String, Integer> failures = new TreeMap<>();
        StringBuilder report = new StringBuilder();
        Map<String, Integer> refused = new TreeMap<>();
        for (VariantsIni.Converted c : all) {
            if (c.name().isEmpty()) continue;
            sections++;
            for (int i = 0; i < c.ruleReasons(); i++) refused.merge(key(c.reasons().get(i)), 1, Integer::sum);
            if (c.definition() == null) {
                report.append(c.name()).append(": not written: ").append(last(c.reasons())).append('\n');
                failures.merge("not written: " + kind(last(c.reasons())), 1, Integer::sum);
                continue;
            }
            written++;
            String file = VariantsIni.fileName(c.name());
            Files.writeString(out.resolve(file), c.definition());
            Variant v;
            try {
                for (Map.Entry<String, String> f : c.parentFiles().entrySet())
                    if (!Files.exists(out.resolve(f.getKey()))) Files.writeString(out.resolve(f.getKey()), f.getValue());
                v = c.parentFiles().isEmpty() ? Ashtapada.defaults().compile(file, c.definition(), out) : Ashtapada.defaults().compile(file, c.files());
                valid++;
            } catch (DefinitionException e) {
                report.append(c.name()).append(": does not compile: ").append(e.errors().get(0)).append('\n');
                failures.merge("does not compile: " + kind(e.errors().get(0)), 1, Integer::sum);
                continue;
            }
            long[] exp = expected.get(c.name());
            if (exp == null) {
                report.append(c.name()).append(": compiles (no perft line)\n");
                continue;
            }
            withPerft++;
            nodes = 0;
            long got;
            try {
                got = perft(v.newGame(), (int) Math.min(3, exp[0]));
            } catch (RuntimeException | IllegalMoveException e) {
                report.append(c.name()).append(": perft failed: ").append(e.getMessage()).append('\n');
                failures.merge("perft failed", 1, Integer::sum);
                continue;
            }
            boolean ok = exp[0] <= 3 && got == exp[1];
            if (ok) match++;
            else failures.merge("perft differs", 1, Integer::sum);
            report.append(String.format(Locale.ROOT, "%s: perft %d %s %d (Fairy-Stockfish %d)%s%n", c.name(), exp[0],
                    ok ? "matches" : "DIFFERS", got, exp[1], ok ? "" : "; start " + v.startPosition() + " vs " + startOf.get(c.name())));
        }
        System.out.print(report);
        System.out.printf(Locale.ROOT, "%nsections %d, imported (written) %d, validated (compile) %d, with a perft line %d, perft matches %d%n",
                sections, written, valid, withPerft, match);
        failures.forEach((k, n) -> System.out.printf(Locale.ROOT, "  %3d  %s%n", n, k));
        System.out.printf(Locale.ROOT, "%nkeys refused (reasons that change a rule, by the word they start with):%n");
        refused.forEach((k, n) -> System.out.printf(Locale.ROOT, "  %3d  %s%n", n, k));
    }

    /** The first word of a reason after its place: the key it names. */
    static String key(String reason) {
        String r = reason.replaceFirst("^[^ ]*:\\d+:\\d+: ", "");
        int sp = r.indexOf(' ');
        return sp < 0 ? r : r.substring(0, sp);
    }

    static String last(List<String> reasons) {
        return reasons.isEmpty() ? "?" : reasons.get(reasons.size() - 1);
    }

    /** The reason without its place and names, to group like failures. */
    static String kind(String reason) {
        String r = reason.replaceFirst("^[^ ]*:\\d+:\\d+: ", "");
        r = r.replaceAll("'[^']*'", "'…'");
        return r.length() > 90 ? r.substring(0, 90) : r;
    }

    static long perft(Game g, int depth) throws IllegalMoveException {
        if (depth == 0) return 1;
        if (g.phase() != Game.Phase.CHOOSE) return 0;
        List<String> moves = g.legalMoves();
        if (depth == 1) return moves.size();
        long n = 0;
        for (String m : moves) {
            if (++nodes > NODE_CAP) throw new IllegalStateException("more than " + NODE_CAP + " inner nodes");
            g.play(m);
            n += perft(g, depth - 1);
            g.undo();
        }
        return n;
    }
}
