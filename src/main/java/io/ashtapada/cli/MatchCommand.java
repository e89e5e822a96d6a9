package io.ashtapada.cli;

import io.ashtapada.api.Match;
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
        var seats = Seat.forMatch(seatNames, time);
        out.println("match " + v.title() + ": " + games + " games, seed " + seed);
        Match match;
        try (Progress progress = Progress.start(io, "match " + v.title())) {
            progress.status("game 1/" + games + ", score " + summary(new Match(v, seatNames).standings()));
            match = Match.play(v, seats, games, seed, m -> {
                if (m.gamesPlayed() < games) progress.status("game " + (m.gamesPlayed() + 1) + "/" + games + ", score " + summary(m.standings()));
            });
        } catch (IllegalMoveException e) {
            err.println(e.getMessage());
            return Main.INVALID;
        }
        List<Match.Standing> tally = match.standings();
        for (int k = 0; k < n; k++) {
            Match.Standing t = tally.get(k);
            double[] ci = t.interval();
            out.printf(Locale.ROOT, "%-10s score %.1f/%d = %.1f%% (95%%: %.1f%% to %.1f%%)  +%d =%d -%d%n", seatNames.get(k), t.score(),
                    t.games(), 100 * t.mean(), 100 * ci[0], 100 * ci[1], t.wins(), t.draws(), t.losses());
        }
        if (n == 2) {
            double[] ci = tally.get(0).interval();
            out.printf(Locale.ROOT, "elo %s - %s: %s (95%%: %s to %s)%n", seatNames.get(0), seatNames.get(1), elo(tally.get(0).mean()),
                    elo(ci[0]), elo(ci[1]));
        }
        return Main.OK;
    }

    private static String summary(List<Match.Standing> tally) {
        StringBuilder sb = new StringBuilder();
        for (Match.Standing t : tally) sb.append(sb.length() > 0 ? " " : "").append(String.format(Locale.ROOT, "%.1f", t.score()));
        return sb.toString();
    }

    /** The Elo difference of a mean score, "+inf" or "-inf" at the ends. */
    static String elo(double score) {
        if (score >= 1) return "+inf";
        if (score <= 0) return "-inf";
        return String.format(Locale.ROOT, "%+.0f", -400 * Math.log10(1 / score - 1));
    }
}
