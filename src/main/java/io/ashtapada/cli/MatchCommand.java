package io.ashtapada.cli;

import io.ashtapada.api.Game;
import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.Variant;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * {@code ashtapada match FILE --seat A --seat B ... --games N [--seed S] [--time MS]}: plays N
 * games between the seats (one per player: {@code random}, {@code ai}, {@code ai:MS},
 * {@code ai:dN}), the seats moving round the players from game to game so each plays every
 * colour, and prints one line per seat: its score (a win 1, a first place shared by k players
 * 1/k, else 0), the wins, draws and losses, and a 95% interval of the mean score (Wilson's
 * score interval); with two seats also the Elo difference. A plain {@code ai} seat thinks
 * {@code --time} ms a decision (100 by default). Shows its progress on a terminal
 * ({@link Progress}), none when piped.
 */
@Command(name = "match", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = {"Plays games between computer seats, one --seat per player (random, ai, ai:MS, ai:dN), "
                + "the seats moving round the players from game to game, and prints one line per seat: "
                + "its score with a 95%% interval, wins, draws and losses; with two seats also the Elo difference.",
                "A seat: 'random'; 'ai' (--time ms a decision); 'ai:MS' (MS ms a decision); "
                + "'ai:dN' (N moves deep a decision, whatever the time: reproducible)."},
        exitCodeListHeading = "%nExit codes:%n", exitCodeList = {Main.EXIT_0, Main.EXIT_1, Main.EXIT_2},
        footerHeading = "%nExamples:%n",
        footer = {"  ashtapada match chess --seat ai --seat random --games 20",
                "  ashtapada match chess --seat ai:d3 --seat ai:d1 --games 10 --seed 7",
                "  ashtapada match sejrang --seat ai:200 --seat random --games 4", ""})
final class MatchCommand implements Callable<Integer> {
    private final Streams io;

    @Parameters(index = "0", paramLabel = "FILE", description = "The variant definition: a file, or a shipped variant's name (ashtapada variants).")
    String file;
    @Option(names = "--seat", paramLabel = "WHO", description = "A seat, once per player in order: random, ai, ai:MS or ai:dN.")
    List<String> seatNames = new ArrayList<>();
    @Option(names = "--games", paramLabel = "N", description = "How many games (default 10).")
    int games = 10;
    @Option(names = "--seed", paramLabel = "S", description = "Seed of the dice and of the players (default 1).")
    long seed = 1;
    @Option(names = "--time", paramLabel = "MS", description = "Milliseconds a decision of a plain 'ai' seat (default 100).")
    int time = (int) Seat.DEFAULT_MILLIS;

    MatchCommand(Streams io) {
        this.io = io;
    }

    /** What one seat did over a match. */
    static final class Tally {
        final String name;
        int games, wins, draws, losses;
        double sum, sumSq;

        Tally(String name) {
            this.name = name;
        }

        void add(double score) {
            games++;
            sum += score;
            sumSq += score * score;
            if (score == 1) wins++;
            else if (score > 0) draws++;
            else losses++;
        }

        double mean() {
            return games == 0 ? 0 : sum / games;
        }

        /** The 95% interval of the mean score: Wilson's, which stays inside 0..1 and is not empty at 0% or 100%. */
        double[] interval() {
            if (games == 0) return new double[]{0, 1};
            double z = 1.96, n = games, p = mean();
            double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
            double half = z * Math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
            return new double[]{Math.max(0, centre - half), Math.min(1, centre + half)};
        }
    }

    @Override
    public Integer call() throws Main.UsageException {
        if (games < 1) throw new Main.UsageException("--games needs a number of at least 1");
        if (time < 1) throw new Main.UsageException("--time needs a number of milliseconds of at least 1");
        PrintStream out = io.out(), err = io.err();
        Variant v = Main.load(file, err);
        if (v == null) return Main.INVALID;
        int n = v.players().size();
        if (seatNames.size() != n) {
            throw new Main.UsageException("match needs one --seat per player (" + n + " for " + v.title() + "), not " + seatNames.size());
        }
        Seat[] seats = new Seat[n];
        Tally[] tally = new Tally[n];
        for (int k = 0; k < n; k++) {
            seats[k] = Seat.parse(seatNames.get(k), time);
            if (seats[k].human) throw new Main.UsageException("a match is played by random and ai seats, not human");
            tally[k] = new Tally(seats[k].name);
        }
        out.println("match " + v.title() + ": " + games + " games, seed " + seed);
        List<String> players = v.players();
        String refused = null;
        try (Progress progress = Progress.start(io, "match " + v.title())) {
            for (int i = 0; i < games; i++) {
                progress.status("game " + (i + 1) + "/" + games + ", score " + summary(tally));
                Game g = v.newGame().seed(seed + i);
                Seat[] sat = new Seat[n];
                for (int k = 0; k < n; k++) {
                    sat[(k + i) % n] = seats[k];
                    seats[k].prepare(v, seed * (31 + 6L * k) + i);
                }
                try {
                    while (g.phase() != Game.Phase.OVER) {
                        sat[players.indexOf(g.sideToMove())].playTurn(g);
                    }
                } catch (IllegalMoveException e) {
                    refused = "game " + (i + 1) + ": " + e.getMessage();
                    break;
                }
                Map<String, Integer> places = g.places();
                int firsts = 0;
                for (int p : places.values()) if (p == 1) firsts++;
                for (int k = 0; k < n; k++) {
                    int place = places.get(players.get((k + i) % n));
                    tally[k].add(place == 1 ? 1.0 / firsts : 0);
                }
            }
        }
        if (refused != null) {
            err.println(refused);
            return Main.INVALID;
        }
        for (Tally t : tally) {
            double[] ci = t.interval();
            out.printf(Locale.ROOT, "%-10s score %.1f/%d = %.1f%% (95%%: %.1f%% to %.1f%%)  +%d =%d -%d%n", t.name, t.sum,
                    t.games, 100 * t.mean(), 100 * ci[0], 100 * ci[1], t.wins, t.draws, t.losses);
        }
        if (n == 2) {
            double[] ci = tally[0].interval();
            out.printf(Locale.ROOT, "elo %s - %s: %s (95%%: %s to %s)%n", tally[0].name, tally[1].name, elo(tally[0].mean()),
                    elo(ci[0]), elo(ci[1]));
        }
        return Main.OK;
    }

    private static String summary(Tally[] tally) {
        StringBuilder sb = new StringBuilder();
        for (Tally t : tally) sb.append(sb.length() > 0 ? " " : "").append(String.format(Locale.ROOT, "%.1f", t.sum));
        return sb.toString();
    }

    /** The Elo difference of a mean score, "+inf" or "-inf" at the ends. */
    static String elo(double score) {
        if (score >= 1) return "+inf";
        if (score <= 0) return "-inf";
        return String.format(Locale.ROOT, "%+.0f", -400 * Math.log10(1 / score - 1));
    }
}
