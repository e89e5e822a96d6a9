package io.ashtapada.cli;

import io.ashtapada.api.*;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.*;

/**
 * The command line: argument parsing and printing only.
 *
 * <pre>
 *   ashtapada validate FILE...
 *   ashtapada perft FILE --depth N [--fen POS | --moves "e2e4 e7e5"] [--divide] [--check]
 *   ashtapada bench [FILE] [--depth N]
 *   ashtapada moves FILE [--fen POS | --moves "..."] [--roll a,b]
 *   ashtapada play FILE [--seed S] [--white human|random] [--black human|random] [--match]
 *   ashtapada replay FILE RECORD
 *   ashtapada analyse FILE [--fen POS | --moves "..."] [--roll a,b] [--time MS | --depth N]
 *   ashtapada match FILE --seat A --seat B ... [--games N] [--seed S] [--time MS]
 *   ashtapada uci [FILE...]
 *   ashtapada xboard [FILE...]
 *   ashtapada balance FILE [--games N] [--seed S] [--time MS | --seat A ...] [--out FILE.html]
 * </pre>
 */
public final class Main {
    private final PrintStream out;
    private final PrintStream err;

    private final java.io.InputStream in;

    Main(PrintStream out, PrintStream err) {
        this(out, err, System.in);
    }

    Main(PrintStream out, PrintStream err, java.io.InputStream in) {
        this.out = out;
        this.err = err;
        this.in = in;
    }

    public static void main(String[] args) {
        int code = new Main(System.out, System.err).run(args);
        System.out.flush();
        System.exit(code);
    }

    /** Runs a command; returns the exit status (0 ok, 1 failure, 2 usage error). */
    public int run(String[] args) {
        if (args.length == 0) return usage();
        try {
            Args a = new Args(Arrays.copyOfRange(args, 1, args.length));
            return switch (args[0]) {
                case "validate" -> validate(a);
                case "perft" -> perft(a);
                case "bench" -> bench(a);
                case "moves" -> moves(a);
                case "play" -> new PlayCommand(out, err, in).play(a);
                case "replay" -> replay(a);
                case "analyse", "analyze" -> new AnalyseCommand(out, err).run(a, game(a));
                case "match" -> new MatchCommand(out, err).run(a);
                case "balance" -> new BalanceCommand(out, err).run(a);
                case "uci" -> new UciCommand(in, out, err).run(a);
                case "xboard" -> new XboardCommand(in, out, err).run(a);
                case "help", "--help", "-h" -> {
                    usage();
                    yield 0;
                }
                default -> {
                    err.println("unknown command '" + args[0] + "'");
                    yield usage();
                }
            };
        } catch (UsageException e) {
            err.println(e.getMessage());
            return 2;
        }
    }

    private int usage() {
        err.println("""
                usage: ashtapada validate FILE...
                       ashtapada perft FILE --depth N [--fen POS | --moves "e2e4 e7e5"] [--roll a,b] [--divide] [--check]
                       ashtapada bench [FILE] [--depth N] [--roll a,b]
                       ashtapada moves FILE [--fen POS | --moves "..."] [--roll a,b]
                       ashtapada play FILE [--seed S] [--white human|random] [--black human|random] [--match]
                       ashtapada replay FILE RECORD
                       ashtapada analyse FILE [--fen POS | --moves "..."] [--roll a,b] [--time MS | --depth N]
                       ashtapada match FILE --seat A --seat B ... [--games N] [--seed S] [--time MS]
                       ashtapada balance FILE [--games N] [--seed S] [--time MS | --seat A ...] [--out FILE.html]
                       ashtapada uci [FILE...]
                       ashtapada xboard [FILE...]
                       (a seat: human, random, ai, ai:MS or ai:dN)""");
        return 2;
    }

    private int validate(Args a) throws UsageException {
        if (a.positional.isEmpty()) throw new UsageException("validate needs at least one FILE");
        boolean ok = true;
        for (String f : a.positional) {
            List<String> errors = Ashtapada.validate(Path.of(f));
            if (errors.isEmpty()) {
                out.println(f + ": ok");
            } else {
                ok = false;
                errors.forEach(err::println);
            }
        }
        return ok ? 0 : 1;
    }

    /** Loads the variant and sets up the game from --fen or --moves; null after printing the error. */
    private Game game(Args a) throws UsageException {
        if (a.positional.size() != 1) throw new UsageException("expected exactly one definition FILE");
        Game g = setUp(a);
        if (g == null || !a.options.containsKey("--roll")) return g;
        int[] r = roll(a.options.get("--roll"));
        try {
            if (!g.hasDice()) throw new UsageException("--roll: " + g.variant().title() + " has no dice");
            if (g.phase() != Game.Phase.ROLL) throw new UsageException("--roll: the dice of this position are already rolled");
            g.roll(r[0], r[1]);
        } catch (IllegalMoveException e) {
            throw new UsageException("--roll: " + e.getMessage());
        }
        return g;
    }

    /** Loads a definition; null after printing every error to {@code err}. */
    static Variant load(String file, PrintStream err) {
        try {
            return Ashtapada.load(Path.of(file));
        } catch (DefinitionException e) {
            e.errors().forEach(err::println);
            return null;
        }
    }

    static int[] roll(String s) throws UsageException {
        String[] p = s.split(",");
        try {
            if (p.length == 2) return new int[]{Integer.parseInt(p[0].trim()), Integer.parseInt(p[1].trim())};
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UsageException("--roll needs two faces like 3,5, not '" + s + "'");
    }

    private int replay(Args a) throws UsageException {
        if (a.positional.size() != 2) throw new UsageException("replay needs FILE and RECORD");
        Variant v = load(a.positional.get(0), err);
        if (v == null) return 1;
        String text;
        try {
            text = Files.readString(Path.of(a.positional.get(1)));
        } catch (java.io.IOException e) {
            err.println("cannot read record '" + a.positional.get(1) + "': " + e.getMessage());
            return 1;
        }
        Game g;
        try {
            g = Game.replay(v, text);
        } catch (IllegalMoveException | IllegalPositionException e) {
            err.println(a.positional.get(1) + ": " + e.getMessage());
            return 1;
        }
        out.print(g.render());
        out.println("position " + g.position());
        out.println("result " + g.result());
        out.println("score " + g.scoreText());
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?m)^\\[Score \"([^\"]*)\"\\]").matcher(text);
        if (m.find() && !m.group(1).equals(g.scoreText())) {
            err.println(a.positional.get(1) + ": the record says the score is " + m.group(1) + ", the replay gives " + g.scoreText());
            return 1;
        }
        return 0;
    }

    private Game setUp(Args a) {
        Variant v = load(a.positional.get(0), err);
        if (v == null) return null;
        String fen = a.options.get("--fen");
        Game g;
        try {
            g = fen != null ? v.newGame(fen) : v.newGame();
        } catch (IllegalPositionException e) {
            err.println(e.getMessage());
            return null;
        }
        String moves = a.options.get("--moves");
        if (moves != null) {
            for (String m : moves.trim().split("\\s+")) {
                if (m.isEmpty()) continue;
                try {
                    g.play(m);
                } catch (IllegalMoveException e) {
                    err.println(e.getMessage());
                    return null;
                }
            }
        }
        return g;
    }

    private int perft(Args a) throws UsageException {
        int depth = a.intOption("--depth", -1);
        if (depth < 1) throw new UsageException("perft needs --depth N (N >= 1)");
        Game g = game(a);
        if (g == null) return 1;
        boolean check = a.flags.contains("--check");
        if (a.flags.contains("--divide")) {
            long total = 0;
            for (Map.Entry<String, Long> e : g.divide(depth).entrySet()) {
                out.println(e.getKey() + ": " + e.getValue());
                total += e.getValue();
            }
            out.println("total " + total);
        }
        for (int d = 1; d <= depth; d++) {
            long t0 = System.nanoTime();
            long n = check ? g.perftChecked(d) : g.perft(d);
            long ns = System.nanoTime() - t0;
            out.printf(Locale.ROOT, "depth %d nodes %d time %d nps %d%n", d, n, ns / 1_000_000,
                    ns > 0 ? (long) (n * 1e9 / ns) : 0);
        }
        return reportHookFailures(g);
    }

    /** Prints hook failures (at most 10 distinct) to stderr; exit status 1 if there were any. */
    private int reportHookFailures(Game g) {
        List<String> failures = g.hookFailures().stream().distinct().limit(10).toList();
        failures.forEach(err::println);
        return failures.isEmpty() ? 0 : 1;
    }

    private int bench(Args a) throws UsageException {
        if (a.positional.isEmpty()) a.positional.add(Files.exists(Path.of("examples/chess.variant"))
                ? "examples/chess.variant" : "chess.variant");
        int depth = a.intOption("--depth", 5);
        Game g = game(a);
        if (g == null) return 1;
        out.println("bench " + g.variant().title() + " perft " + depth + " from " + g.position());
        g.perft(Math.max(1, depth - 1));
        long best = 0, nodes = 0;
        for (int i = 0; i < 3; i++) {
            long t0 = System.nanoTime();
            nodes = g.perft(depth);
            long ns = System.nanoTime() - t0;
            long nps = (long) (nodes * 1e9 / Math.max(1, ns));
            best = Math.max(best, nps);
            out.printf(Locale.ROOT, "run %d nodes %d time %d nps %d%n", i + 1, nodes, ns / 1_000_000, nps);
        }
        out.printf(Locale.ROOT, "best nps %d%n", best);
        return 0;
    }

    private int moves(Args a) throws UsageException {
        Game g = game(a);
        if (g == null) return 1;
        out.print(g.render());
        out.println("position " + g.position());
        out.println("result " + g.result());
        if (g.hasDice() && g.phase() == Game.Phase.ROLL) out.println("(roll the dice: --roll a,b)");
        out.println("moves " + String.join(" ", g.legalMoves()));
        return reportHookFailures(g);
    }

    /** Bad command-line usage. */
    static final class UsageException extends Exception {
        UsageException(String m) {
            super(m);
        }
    }

    /** Options with values, flags, and positional arguments. */
    static final class Args {
        private static final Set<String> WITH_VALUE = Set.of("--depth", "--fen", "--moves", "--seed", "--white",
                "--black", "--roll", "--seat", "--time", "--games", "--out");
        final List<String> positional = new ArrayList<>();
        final Map<String, String> options = new HashMap<>();
        /** Every value of {@code --seat} (it may be given once per player). */
        final List<String> seats = new ArrayList<>();
        final Set<String> flags = new HashSet<>();

        Args(String[] args) throws UsageException {
            for (int i = 0; i < args.length; i++) {
                String s = args[i];
                if (WITH_VALUE.contains(s)) {
                    if (i + 1 >= args.length) throw new UsageException(s + " needs a value");
                    options.put(s, args[++i]);
                    if (s.equals("--seat")) seats.add(args[i]);
                } else if (s.startsWith("--")) {
                    flags.add(s);
                } else {
                    positional.add(s);
                }
            }
        }

        int intOption(String name, int dflt) throws UsageException {
            String v = options.get(name);
            if (v == null) return dflt;
            try {
                return Integer.parseInt(v);
            } catch (NumberFormatException e) {
                throw new UsageException(name + " needs a number, not '" + v + "'");
            }
        }
    }
}
