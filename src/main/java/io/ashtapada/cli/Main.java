package io.ashtapada.cli;

import io.ashtapada.format.UciDialect;
import io.ashtapada.api.*;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.Callable;

/**
 * The command line: argument parsing and printing only. Parsing, per-command help, "did you
 * mean" for unknown options and the exit codes come from picocli.
 *
 * <p>Each command is one class ({@link ValidateCommand}, {@link PerftCommand}, ...) annotated
 * with {@code @Command}, implementing {@code Callable<Integer>} (the exit code) and taking the
 * {@link Streams} in its constructor. To add a command, write such a class and list it in
 * {@link #commands()}.
 *
 * <p>Exit codes: 0 ok, 1 invalid input (a definition, position, move or record that is
 * refused), 2 usage (unknown command or option, a missing or malformed argument).
 */
@Command(name = "ashtapada", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "A scriptable chess-variant interpreter: checks definitions, counts moves, plays games.",
        synopsisSubcommandLabel = "COMMAND",
        commandListHeading = "%nCommands:%n",
        exitCodeListHeading = "%nExit codes:%n", exitCodeList = {Main.EXIT_0, Main.EXIT_1, Main.EXIT_2},
        footer = {"", "Run 'ashtapada COMMAND --help' for a command's options and examples."})
public final class Main implements Callable<Integer> {
    /** Exit status: success. */
    public static final int OK = 0;
    /** Exit status: the input (a definition, position, move, record) was refused. */
    public static final int INVALID = 1;
    /** Exit status: the command line itself was wrong. */
    public static final int USAGE = 2;
    static final String EXIT_0 = "0:ok";
    static final String EXIT_1 = "1:invalid input: a definition, position, move or record was refused";
    static final String EXIT_2 = "2:usage: unknown command or option, missing or malformed argument";

    private final Streams io;

    Main(PrintStream out, PrintStream err) {
        this(out, err, System.in);
    }

    Main(PrintStream out, PrintStream err, InputStream in) {
        this(new Streams(out, err, in, false));
    }

    Main(Streams io) {
        this.io = io;
    }

    public static void main(String[] args) {
        // picocli looks for Groovy's closure class once; the miss searches every jar of the
        // Class-Path (GraalJS's, the server's), some 50 ms of each command's start-up.
        System.setProperty("picocli.disable.closures", "true");
        int code = new Main(Streams.system()).run(args);
        System.out.flush();
        System.exit(code);
    }

    /**
     * The commands, one class each, in the order the help lists them. A new command is a class
     * like {@link PerftCommand} added here.
     */
    private List<Object> commands() {
        return List.of(new ValidateCommand(io), new PerftCommand(io), new BenchCommand(io), new MovesCommand(io),
                new PlayCommand(io), new ReplayCommand(io), new ServeCommand(io), new AnalyseCommand(io), new MatchCommand(io),
                new BalanceCommand(io), new UciCommand(io), new UsiCommand(io), new XboardCommand(io), new ImportCommand(io),
                new VariantsCommand(io), new WorkerCommand(io), new TuneCommand(io), new CommandLine.HelpCommand());
    }

    /** Runs a command line; returns the exit status (0 ok, 1 invalid input, 2 usage). */
    public int run(String[] args) {
        // "--version" alone needs no command: building them all would be most of its time.
        boolean versionOnly = args.length == 1 && (args[0].equals("--version") || args[0].equals("-V"));
        CommandLine cl = versionOnly ? bare() : commandLine(args.length > 0 ? args[0] : null);
        PrintWriter out = cl.getOut(), err = cl.getErr();
        try {
            return cl.execute(args);
        } catch (StackOverflowError | OutOfMemoryError e) {
            err.println("error: the input is too large or too deeply nested to handle (" + e.getClass().getSimpleName() + ")");
            return INVALID;
        } finally {
            out.flush();
            err.flush();
            io.out().flush();
            io.err().flush();
        }
    }

    CommandLine commandLine() {
        return commandLine(null);
    }

    /**
     * The command line; with {@code wanted} naming a command (not help), only that command is
     * built: picocli reads every command's options by reflection, about 0.2 s for all of them at
     * start-up, which a run of one command need not pay.
     */
    CommandLine commandLine(String wanted) {
        CommandLine cl = new CommandLine(this);
        List<Object> all = commands();
        boolean one = wanted != null && !wanted.equals("help") && all.stream().anyMatch(c -> commandName(c).equals(wanted));
        for (Object c : all) if (!one || commandName(c).equals(wanted)) cl.addSubcommand(c);
        return configured(cl);
    }

    /** The command line without its commands. */
    private CommandLine bare() {
        return configured(new CommandLine(this));
    }

    private CommandLine configured(CommandLine cl) {
        cl.setUsageHelpWidth(100);
        // Numbers in words of our own: "--depth needs a number, not 'x'" (registered after the subcommands: applies to all).
        cl.registerConverter(Integer.class, s -> number(s, Integer::valueOf));
        cl.registerConverter(Integer.TYPE, s -> number(s, Integer::valueOf));
        cl.registerConverter(Long.class, s -> number(s, Long::valueOf));
        cl.registerConverter(Long.TYPE, s -> number(s, Long::valueOf));
        cl.setOut(new PrintWriter(io.out(), true, StandardCharsets.UTF_8));
        cl.setErr(new PrintWriter(io.err(), true, StandardCharsets.UTF_8));
        cl.setColorScheme(CommandLine.Help.defaultColorScheme(io.colour() ? CommandLine.Help.Ansi.ON : CommandLine.Help.Ansi.OFF));
        cl.setParameterExceptionHandler(Main::usageError);
        cl.setExecutionExceptionHandler((e, line, parsed) -> {
            if (e instanceof UsageException) return usageError(line, e.getMessage());
            // A bug, not bad input: one line, never a stack trace (ASHTAPADA_DEBUG=1 shows it).
            line.getErr().println("internal error (please report it): " + e);
            if (System.getenv("ASHTAPADA_DEBUG") != null) e.printStackTrace(line.getErr());
            return INVALID;
        });
        return cl;
    }

    private static String commandName(Object command) {
        CommandLine.Command c = command.getClass().getAnnotation(CommandLine.Command.class);
        return c == null ? "" : c.name();
    }

    /** No command: the overview, and the usage status. */
    @Override
    public Integer call() {
        commandLine().usage(new PrintWriter(io.err(), true, StandardCharsets.UTF_8));
        return USAGE;
    }

    private static <T> T number(String s, java.util.function.Function<String, T> parse) {
        try {
            return parse.apply(s.trim());
        } catch (NumberFormatException e) {
            throw new CommandLine.TypeConversionException("needs a number, not '" + s + "'");
        }
    }

    private static int usageError(CommandLine.ParameterException e, String[] args) {
        CommandLine line = e.getCommandLine();
        PrintWriter err = line.getErr();
        if (e.getCause() instanceof CommandLine.TypeConversionException t && e.getArgSpec() instanceof CommandLine.Model.OptionSpec o) {
            // One line: "--depth needs a number, not 'x'".
            err.println(o.longestName() + " " + t.getMessage());
        } else if (e instanceof CommandLine.UnmatchedArgumentException u && line.getCommandSpec().subcommands().size() > 0
                && !u.getUnmatched().isEmpty() && !u.getUnmatched().get(0).startsWith("-")) {
            err.println("unknown command '" + u.getUnmatched().get(0) + "'");
        } else {
            err.println(e.getMessage());
        }
        if (e instanceof CommandLine.UnmatchedArgumentException u && !u.getSuggestions().isEmpty()) {
            err.println("did you mean " + String.join(" or ", u.getSuggestions()) + "?");
        }
        return usageHint(line);
    }

    private static int usageError(CommandLine line, String message) {
        line.getErr().println(message);
        return usageHint(line);
    }

    private static int usageHint(CommandLine line) {
        line.getErr().println("Run '" + line.getCommandSpec().qualifiedName() + " --help' for usage.");
        return USAGE;
    }

    /** {@code --version}: the project version, written into the jar at build time. */
    public static final class Version implements CommandLine.IVersionProvider {
        /** Public, so picocli makes it at once (otherwise it first fails, with an exception, per command). */
        public Version() {
        }

        @Override
        public String[] getVersion() throws Exception {
            Properties p = new Properties();
            try (InputStream in = Main.class.getResourceAsStream("version.properties")) {
                if (in != null) p.load(in);
            }
            return new String[]{"ashtapada " + p.getProperty("version", "(development build)"),
                    "Java " + System.getProperty("java.version")};
        }
    }

    // ------------------------------------------------------------ shared by the commands

    /**
     * The variants an engine protocol (UCI, XBoard) offers, by file name without {@code .variant}
     * (orthodox chess when no file is named); null after printing why one cannot be offered.
     */
    static java.util.Map<String, Variant> protocolVariants(List<String> files, String protocol, PrintStream err) {
        List<String> names = !files.isEmpty() ? files : List.of("chess");
        java.util.Map<String, Variant> out = new java.util.LinkedHashMap<>();
        for (String f : names) {
            Variant v = load(f, err);
            if (v == null) return null;
            if (v.hasDice() || v.players().size() != 2) {
                err.println(f + ": " + protocol + " plays two-player games without dice; " + v.title() + " is not one");
                return null;
            }
            // Fairy-Stockfish's name for it where the definition gives one, else the file's name.
            out.put(v.names().getOrDefault("fairy-stockfish", Path.of(f).getFileName().toString().replaceFirst("\\.variant$", "")), v);
        }
        return out;
    }

    /**
     * Loads a definition: a file, or else a variant shipped in the jar by its name
     * ({@code chess}, {@code omega-chess}: {@code ashtapada variants} lists them); null after
     * printing every error to {@code err}.
     */
    static Variant load(String file, PrintStream err) {
        try {
            Path path = Path.of(file);
            if (!java.nio.file.Files.exists(path) && shippedName(file)) {
                if (!Ashtapada.defaults().shippedSources(file).isEmpty()) {
                    return Ashtapada.defaults().variant(file);
                }
                err.println(shown(file) + ":1:1: no such file, and no shipped variant of that name"
                        + " ('ashtapada variants' lists them)");
                return null;
            }
            return Ashtapada.defaults().load(path);
        } catch (DefinitionException e) {
            e.errors().forEach(err::println);
            return null;
        } catch (java.nio.file.InvalidPathException e) {
            err.println(shown(file.replace('\0', '?')) + ":1:1: not a file name: " + e.getReason());
            return null;
        }
    }

    /** An argument as an error quotes it: at most 80 characters. */
    static String shown(String arg) {
        return arg.length() <= 80 ? arg : arg.substring(0, 80) + "...";
    }

    /** Could the argument be a shipped variant's name rather than a path (no folder, no extension)? */
    static boolean shippedName(String arg) {
        return arg.matches("[a-z0-9][a-z0-9-]{0,63}");
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

    /**
     * Loads the variant and sets up the game from {@code --fen}, then {@code --moves}, then
     * {@code --roll}; null after printing the error.
     */
    static Game setUp(Streams io, String file, String fen, String moves, String roll) throws UsageException {
        Variant v = load(file, io.err());
        if (v == null) return null;
        Game g;
        try {
            g = fen != null ? v.newGame(fen) : v.newGame();
        } catch (IllegalPositionException e) {
            io.err().println("--fen: " + e.getMessage());
            return null;
        }
        if (moves != null) {
            UciDialect engines = null;
            for (String m : moves.strip().split("\\s+")) {
                if (m.isEmpty()) continue;
                try {
                    g.act(m);
                } catch (IllegalMoveException e) {
                    // Also read as engines write moves over UCI (Fairy-Stockfish's shogi-style b2h8+).
                    if (engines == null) engines = UciDialect.fairyStockfish(v);
                    String ours = engines.read(m, g);
                    try {
                        if (ours.equals(m)) throw e;
                        g.act(ours);
                    } catch (IllegalMoveException again) {
                        io.err().println("--moves: " + e.getMessage());
                        return null;
                    }
                }
            }
        }
        if (roll == null) return g;
        int[] r = roll(roll);
        try {
            if (!g.hasDice()) throw new UsageException("--roll: " + g.variant().title() + " has no dice");
            if (g.phase() != Game.Phase.ROLL) throw new UsageException("--roll: the dice of this position are already rolled");
            g.roll(r[0], r[1]);
        } catch (IllegalMoveException e) {
            throw new UsageException("--roll: " + e.getMessage());
        }
        return g;
    }

    /** Prints hook failures (at most 10 distinct) to stderr; exit status 1 if there were any. */
    static int reportHookFailures(Streams io, Game g) {
        List<String> failures = g.hookFailures().stream().distinct().limit(10).toList();
        failures.forEach(io.err()::println);
        return failures.isEmpty() ? OK : INVALID;
    }

    /** Bad command-line usage found by a command itself (exit status 2). */
    static final class UsageException extends Exception {
        UsageException(String m) {
            super(m);
        }
    }
}
