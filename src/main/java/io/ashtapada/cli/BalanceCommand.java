package io.ashtapada.cli;

import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.Variant;
import io.ashtapada.balance.BalanceReport;
import io.ashtapada.balance.HtmlReport;
import io.ashtapada.balance.PieceValues;
import io.ashtapada.balance.Player;
import io.ashtapada.balance.SelfPlay;
import io.ashtapada.balance.SkillLadder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code ashtapada balance FILE [--games N] [--precision P%] [--seed S] [--time MS | --depth N | --seat ...] [--ladder G] [--values [G]] [--out FILE.html]}:
 * self-play for variant authors. The measuring is {@link io.ashtapada.balance}'s; this command
 * only reads the options and prints the report (terminal summary and an HTML page).
 */
@Command(name = "balance", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = {"Self-play for variant authors: plays games (every seat 'ai' at --time ms a decision, or N moves "
                + "deep with --depth N, unless --seat is given) and reports each seat's score, the first player's advantage, the draw rate and its causes, "
                + "decisiveness, game lengths, the branching factor through the game, lead changes and how the games ended, "
                + "every rate with its 95%% interval, and what the figures suggest; on the terminal and as an HTML page "
                + "(--out, default balance.html).",
                "With --precision the run stops once the first player's score is known to within that many percent "
                        + "(or at --games, whichever comes first). With --ladder G it also plays G games between each rung of "
                        + "a skill ladder (random, greedy, two moves deep, ai at --time): how often the weaker scores measures luck.",
                "With --values [G] it also estimates each piece kind's value in pawns from about G games (default 100) from "
                        + "imbalanced starts, played by the first seat on both sides, and compares it with the written values "
                        + "(two players only).",
                "A seat: 'random', 'ai', 'ai:MS' or 'ai:dN', once per player in order (or none)."},
        exitCodeListHeading = "%nExit codes:%n", exitCodeList = {Main.EXIT_0, Main.EXIT_1, Main.EXIT_2},
        footerHeading = "%nExamples:%n",
        footer = {"  ashtapada balance chess --games 50 --time 20 --out chess-balance.html",
                "  ashtapada balance sejrang --games 400 --precision 3%% --seat ai:d2 --seat ai:d2",
                "  ashtapada balance omechanga --games 20 --ladder 20",
                "  ashtapada balance chess --games 10 --seat ai:d2 --seat ai:d2 --values 200",
                "  ashtapada balance guru-mahachaturaji --games 10 --seed 3", ""})
final class BalanceCommand implements Callable<Integer> {
    private final Streams io;

    @Parameters(index = "0", paramLabel = "FILE", description = "The variant definition: a file, or a shipped variant's name (ashtapada variants).")
    String file;
    @Option(names = "--games", paramLabel = "N", description = "How many games at most (default 20).")
    int games = 20;
    @Option(names = "--precision", paramLabel = "P%", description = "Stop once the first player's score is known to within "
            + "+-P%% at 95%% (default: play all --games).")
    String precision;
    @Option(names = "--seed", paramLabel = "S", description = "Seed of the dice and of the players (default 1): the same seed "
            + "and seats give the same games.")
    long seed = 1;
    @Option(names = "--time", paramLabel = "MS", description = "Milliseconds a decision of an 'ai' seat (default 20).")
    int time = 20;
    @Option(names = "--depth", paramLabel = "N", description = "Every seat 'ai:dN': the computer searching N moves deep "
            + "instead of --time ms, so the games are the same on any machine (default: off).")
    int depth;
    @Option(names = "--seat", paramLabel = "WHO", description = "A seat, once per player in order: random, ai, ai:MS or ai:dN.")
    List<String> seatOptions = new ArrayList<>();
    @Option(names = "--ladder", paramLabel = "G", description = "Also play G games between each rung of the skill ladder (default 0: off).")
    int ladder;
    @Option(names = "--values", arity = "0..1", fallbackValue = "100", paramLabel = "G", description = "Also estimate piece "
            + "values from about G games from imbalanced starts (G defaults to 100 when left out; default: off).")
    int values;
    @Option(names = {"-o", "--out"}, paramLabel = "FILE.html", description = "Where to write the HTML report (default balance.html).")
    Path html = Path.of("balance.html");

    BalanceCommand(Streams io) {
        this.io = io;
    }

    @Override
    public Integer call() throws Main.UsageException {
        if (games < 1) throw new Main.UsageException("--games needs a number of at least 1");
        if (time < 1) throw new Main.UsageException("--time needs a number of milliseconds of at least 1");
        if (ladder < 0) throw new Main.UsageException("--ladder needs a number of games of at least 0");
        if (depth < 0) throw new Main.UsageException("--depth needs a number of at least 1");
        if (depth > 0 && !seatOptions.isEmpty()) throw new Main.UsageException("balance takes --depth or --seat, not both");
        if (values < 0) throw new Main.UsageException("--values needs a number of games of at least 0");
        double p = precision == null ? 0 : precision(precision);
        PrintStream out = io.out(), err = io.err();
        Variant v = Main.load(file, err);
        if (v == null) return Main.INVALID;
        int n = v.players().size();
        List<String> seatNames = new ArrayList<>(seatOptions);
        if (seatNames.isEmpty()) for (int k = 0; k < n; k++) seatNames.add(depth > 0 ? "ai:d" + depth : "ai");
        if (seatNames.size() != n) throw new Main.UsageException("balance needs no --seat or one per player (" + n + ")");
        List<Player> seats = new ArrayList<>();
        for (String name : seatNames) {
            Seat s = Seat.parse(name, time);
            if (s.human) throw new Main.UsageException("balance is self-play: random and ai seats, not human");
            seats.add(selfPlaySeat(name, s));
        }
        if (values > 0 && PieceValues.refusal(v) != null) throw new Main.UsageException("balance --values: " + PieceValues.refusal(v));
        BalanceReport r;
        SkillLadder.Result skill = null;
        PieceValues.Result worth = null;
        try {
            try (Progress progress = Progress.start(io, "balance " + v.title())) {
                r = SelfPlay.run(v, seats, games, p, seed, progress::status);
                if (ladder > 0) skill = SkillLadder.run(v, SkillLadder.rungs(time), ladder, seed, progress::status);
                if (values > 0) worth = PieceValues.run(v, seats.get(0), values, seed, progress::status);
            }
        } catch (IllegalArgumentException e) {
            throw new Main.UsageException("balance --values: " + e.getMessage());
        } catch (IllegalMoveException e) {
            err.println(e.getMessage());
            return Main.INVALID;
        }
        out.print(r.text());
        if (skill != null) out.print(skill.text());
        if (worth != null) out.print(worth.text());
        try {
            Files.writeString(html, HtmlReport.of(r, skill, worth, rules(v)), StandardCharsets.UTF_8);
        } catch (IOException e) {
            err.println("cannot write " + html + ": " + e.getMessage());
            return Main.INVALID;
        }
        out.println("report " + html);
        out.printf(Locale.ROOT, "reproduce: ashtapada balance %s --games %d%s --seed %d %s%s%s%s%n", file, games,
                precision == null ? "" : " --precision " + precision, seed, depth > 0 ? "--depth " + depth : "--time " + time,
                seatOptions.isEmpty() ? "" : " --seat " + String.join(" --seat ", seatOptions), ladder > 0 ? " --ladder " + ladder : "",
                values > 0 ? " --values " + values : "");
        return Main.OK;
    }

    /** A command-line seat as self-play takes it. */
    private static Player selfPlaySeat(String name, Seat s) {
        return Player.of(name, (variant, sd) -> {
            s.prepare(variant, sd);
            return s::playTurn;
        });
    }

    /** {@code 3%} or {@code 0.03} as a fraction. */
    static double precision(String text) throws Main.UsageException {
        String t = text.strip();
        boolean percent = t.endsWith("%");
        try {
            double d = Double.parseDouble(percent ? t.substring(0, t.length() - 1) : t);
            double f = percent || d >= 1 ? d / 100 : d;
            if (f > 0 && f < 0.5) return f;
        } catch (NumberFormatException e) {
            // below
        }
        throw new Main.UsageException("--precision needs a share like 3% (above 0%, below 50%), not '" + Main.shown(text) + "'");
    }

    /** The variant in a sentence for the report: players, board, pieces. */
    private static String rules(Variant v) {
        var info = v.describe();
        return String.format(Locale.ROOT, "%d players (%s) on %d squares (%d files, %d ranks); %d kinds of piece: %s%s.",
                info.players().size(), String.join(", ", v.players()), info.squares().size(), info.files(), info.ranks(),
                info.pieces().size(), String.join(", ", info.pieces().stream().map(k -> k.name()).toList()),
                v.hasDice() ? "; dice" : "");
    }
}
