package io.ashtapada.cli;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.Variant;
import io.ashtapada.model.RuleModel;
import io.ashtapada.model.VariantCompiler;
import io.ashtapada.tune.GameFile;
import io.ashtapada.tune.SquareWriter;
import io.ashtapada.tune.Tuner;
import io.ashtapada.tune.ValueWriter;
import io.ashtapada.tune.WeightWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * {@code ashtapada tune FILE [--games N] [--nodes N] [--seed S | --from GAMES] [--weights | --squares] [--write | --out FILE]}: piece
 * values (and with {@code --weights} the evaluation's weights; with {@code --squares} the kinds' square tables instead) fitted to self-play games or to a file of games ({@link io.ashtapada.tune}); this command reads the options,
 * prints the report and, when asked, the definition with the new values. The user's file is
 * never rewritten: the definition goes to the standard output or to {@code --out}.
 */
@Command(name = "tune", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = {"Fits the piece values of a two-player variant to its own games (Texel's method): plays --games "
                + "self-play games at --nodes nodes a move, keeps the quiet positions (no check, no capture next) with each "
                + "game's result, and fits the values so that the material balance predicts the results. Prints each kind's "
                + "current and fitted value and the error before and after on held-out games (every fifth). With --weights "
                + "it fits the evaluation's weights (the definition's evaluation block) to the same positions too; with --squares it fits the kinds' square tables instead of the values. With --from it "
                + "learns from the games of a PGN file instead of playing (each game labelled with its Result tag).",
                "With --write the definition with the fitted values goes to the standard output (the report to the "
                        + "standard error); with --out FILE it goes to FILE. The definition's own file is never rewritten."},
        exitCodeListHeading = "%nExit codes:%n", exitCodeList = {Main.EXIT_0, Main.EXIT_1, Main.EXIT_2},
        footerHeading = "%nExamples:%n",
        footer = {"  ashtapada tune examples/minishogi.variant --games 100 --nodes 2000",
                "  ashtapada tune my.variant --games 200 --seed 7 --out my-tuned.variant",
                "  ashtapada tune my.variant --weights --games 300 --nodes 1000 --out my-tuned.variant",
                "  ashtapada tune chess --weights --from engine-games.pgn --out chess-tuned.variant",
                "  ashtapada tune chess --squares --from engine-games.pgn --by-score --out chess-tuned.variant", ""})
final class TuneCommand implements Callable<Integer> {
    private final Streams io;

    @Parameters(index = "0", paramLabel = "FILE", description = "The variant definition: a file, or a shipped variant's name (ashtapada variants).")
    String file;
    @Option(names = "--games", paramLabel = "N", description = "Self-play games to learn from (default 40).")
    Integer games;
    @Option(names = "--nodes", paramLabel = "N", description = "Nodes the computer searches a move (default 2000): the same "
            + "games on any machine.")
    Long nodes;
    @Option(names = "--seed", paramLabel = "S", description = "Seed of the games (default 1): the same seed gives the same values.")
    Long seed;
    @Option(names = "--from", paramLabel = "GAMES", description = "Learn from the games of this PGN file (any number of games, "
            + "each with its Result tag, at most 64 MiB) instead of playing: games of strong players or engines, which "
            + "self-play at a few thousand nodes cannot give.")
    Path from;
    @Option(names = "--by-score", description = "With --from: label each position with the engine's score recorded after the "
            + "move that followed it ({+0.35/12}, the mover's view in pawns, as cutechess and tools/EngineGames.java write "
            + "it) instead of the game's result; positions without one are left out.")
    boolean byScore;
    @Option(names = "--weights", description = "Fit the evaluation's weights too (the definition's evaluation block), on the same "
            + "positions; --write and --out write the block.")
    boolean weights;
    @Option(names = "--squares", description = "Fit the kinds' square tables instead of the values (squares in the evaluation "
            + "block: each kind's worth on each square, middlegame and endgame), on top of the definition's evaluation as it is; "
            + "--write and --out write the tables.")
    boolean squares;
    @Option(names = "--write", description = "Print the definition with the fitted values (the report goes to the standard error).")
    boolean write;
    @Option(names = {"-o", "--out"}, paramLabel = "FILE", description = "Write the definition with the fitted values to FILE.")
    Path out;

    TuneCommand(Streams io) {
        this.io = io;
    }

    @Override
    public Integer call() throws Main.UsageException {
        if (from != null && (games != null || nodes != null || seed != null)) {
            throw new Main.UsageException("tune --from reads its games: --games, --nodes and --seed are for self-play");
        }
        if (byScore && from == null) throw new Main.UsageException("--by-score reads the scores of a games file: give --from GAMES");
        int games = this.games == null ? 40 : this.games;
        long nodes = this.nodes == null ? 2000 : this.nodes, seed = this.seed == null ? 1 : this.seed;
        if (games < 1) throw new Main.UsageException("--games needs a number of at least 1, not " + games);
        if (nodes < 1) throw new Main.UsageException("--nodes needs a number of at least 1, not " + nodes);
        if (write && out != null) throw new Main.UsageException("tune takes --write or --out, not both");
        if (squares && weights) throw new Main.UsageException("tune fits the square tables (--squares) or the values and weights (--weights), not both at once");
        Variant v = Main.load(file, io.err());
        if (v == null) return Main.INVALID;
        String refused = Tuner.refusal(v);
        if (refused != null) throw new Main.UsageException("tune: " + refused);
        String[] source = null;
        if (write || out != null) {
            source = source();
            if (source == null) return Main.INVALID;
            if (out != null && Files.exists(Path.of(file)) && samePath(Path.of(file), out)) {
                throw new Main.UsageException("--out names the definition itself; tune never rewrites it: give another file");
            }
        }
        RuleModel model = null;
        if (weights || squares) {
            model = model();
            if (model == null) return Main.INVALID;
        }
        GameFile recorded = null;
        if (from != null) {
            recorded = readGames(v);
            if (recorded == null) return Main.INVALID;
        }
        return fitAndWrite(v, model, recorded, games, nodes, seed, source);
    }

    /** The fit the options ask for (the tables, or the values and perhaps the weights), its report, and the definition when asked. */
    private int fitAndWrite(Variant v, RuleModel model, GameFile recorded, int games, long nodes, long seed, String[] source) {
        String shownFrom = from == null ? null : Main.shown(from.toString());
        if (squares) {
            Tuner.SquaresResult q = fitted(v, p -> recorded != null ? Tuner.squares(v, model, recorded, shownFrom, p)
                    : Tuner.squares(v, model, games, nodes, seed, p));
            if (q == null) return Main.INVALID;
            return finish(q.text(), source, () -> new ValueWriter.Written(SquareWriter.write(source[0], source[1], q.tables(), q.rows()), List.of()));
        }
        Tuner.Result r = fitted(v, p -> recorded != null ? Tuner.run(v, model, recorded, shownFrom, p)
                : Tuner.run(v, model, games, nodes, seed, p));
        if (r == null) return Main.INVALID;
        return finish(r.text(), source, () -> {
            ValueWriter.Written w = ValueWriter.write(source[0], source[1], r.values());
            return r.weights() == null ? w : new ValueWriter.Written(WeightWriter.write(source[0], w.text(), r.weights().changed()), w.notHere());
        });
    }

    /** A fit that may play games (and so meet an illegal move), given the progress line's sink. */
    private interface Fitting<R> {
        R run(java.util.function.Consumer<String> progress) throws IllegalMoveException;
    }

    /** The fit run under a progress line, or null after printing why it failed. */
    private <R> R fitted(Variant v, Fitting<R> fit) {
        try (Progress progress = Progress.start(io, "tune " + v.title())) {
            return fit.run(progress::status);
        } catch (IllegalMoveException e) {
            io.err().println(e.getMessage());
            return null;
        }
    }

    /**
     * The report printed; with {@code --write} or {@code --out} ({@code source} not null), the
     * definition {@code define} makes written too, and each fitted value it could not place named.
     */
    private int finish(String report, String[] source, java.util.function.Supplier<ValueWriter.Written> define) {
        if (source == null) {
            io.out().print(report);
            return Main.OK;
        }
        ValueWriter.Written w;
        try {
            w = define.get();
        } catch (IllegalArgumentException e) {
            io.err().println(e.getMessage());
            return Main.INVALID;
        }
        (write ? io.err() : io.out()).print(report);
        for (String k : w.notHere()) {
            io.err().println(source[0] + ": the piece " + k + " is declared in the file it extends: its fitted value is not written");
        }
        return written(w.text());
    }

    /** The definition written to the standard output ({@code --write}) or to {@code --out}. */
    private int written(String text) {
        if (write) {
            io.out().print(text);
            return Main.OK;
        }
        try {
            Files.writeString(out, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            io.err().println(Main.shown(out.toString()) + ":1:1: cannot write: " + e.getMessage());
            return Main.INVALID;
        }
        io.out().println("wrote " + out);
        return Main.OK;
    }

    /**
     * The games of {@code --from}, or null after printing why not: the file unreadable or too long,
     * or each game that does not replay under the variant's rules (all of them, one line each).
     */
    private GameFile readGames(Variant v) {
        String name = Main.shown(from.toString());
        String text;
        try {
            if (Files.size(from) > 4L * GameFile.MAX_CHARS) {
                io.err().println(name + ":1:1: the games file is longer than " + (GameFile.MAX_CHARS >> 20) + " MiB");
                return null;
            }
            text = Files.readString(from, StandardCharsets.UTF_8);
        } catch (IOException | java.io.UncheckedIOException | java.nio.file.InvalidPathException e) {
            io.err().println(name + ":1:1: cannot read the games: " + e.getMessage());
            return null;
        }
        GameFile f;
        try {
            f = GameFile.read(v, name, text, byScore);
        } catch (IllegalArgumentException e) {
            io.err().println(e.getMessage());
            return null;
        }
        if (!f.errors().isEmpty()) {
            f.errors().forEach(io.err()::println);
            return null;
        }
        if (f.games() == 0) {
            io.err().println(name + ":1:1: no game with a result to learn from (" + f.unfinished() + " without one)");
            return null;
        }
        if (f.unfinished() > 0) {
            io.err().println(name + ": " + f.unfinished() + (f.unfinished() == 1 ? " game" : " games") + " without a result left out");
        }
        return f;
    }

    /** The variant's rules, compiled again from its file or its shipped text (for the weights), or null after an error. */
    private RuleModel model() {
        Path p = Path.of(file);
        VariantCompiler.Result c = Files.exists(p) ? VariantCompiler.compileFile(p)
                : null;
        if (c == null) {
            Map<String, String> shipped = Ashtapada.defaults().shippedSources(file);
            if (!shipped.isEmpty()) c = VariantCompiler.compileMemory(shipped.keySet().iterator().next(), shipped);
        }
        if (c == null || c.model() == null) {
            io.err().println(c == null || c.diagnostics().isEmpty() ? Main.shown(file) + ":1:1: cannot compile the definition for its weights"
                    : c.diagnostics().get(0).toString());
            return null;
        }
        return c.model();
    }

    /** The definition's file name and text (a shipped variant's own text when FILE names one), or null after an error. */
    private String[] source() {
        Path p = Path.of(file);
        if (Files.exists(p)) {
            try {
                return new String[]{file, Files.readString(p, StandardCharsets.UTF_8)};
            } catch (IOException e) {
                io.err().println(Main.shown(file) + ":1:1: cannot read: " + e.getMessage());
                return null;
            }
        }
        Map<String, String> shipped = Ashtapada.defaults().shippedSources(file);
        if (shipped.isEmpty()) {
            io.err().println(Main.shown(file) + ":1:1: no definition text to write the values into");
            return null;
        }
        Map.Entry<String, String> first = shipped.entrySet().iterator().next();
        return new String[]{first.getKey(), first.getValue()};
    }

    private static boolean samePath(Path a, Path b) {
        try {
            return Files.exists(b) && Files.isSameFile(a, b);
        } catch (IOException e) {
            return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
        }
    }
}
