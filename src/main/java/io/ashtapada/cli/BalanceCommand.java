package io.ashtapada.cli;

import io.ashtapada.api.Game;
import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.Result;
import io.ashtapada.api.Variant;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.general.DefaultPieDataset;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;

/**
 * {@code ashtapada balance FILE [--games N] [--seed S] [--time MS | --seat A --seat B ...] [--out FILE.html]}:
 * self-play for variant authors. Plays N games (every seat {@code ai} at {@code --time} ms a
 * decision, 20 by default, unless seats are given) and reports the first player's advantage
 * (each player's mean score), the draw rate, the distribution of game lengths, how often each
 * end condition ended a game and the average number of legal moves a player had to choose
 * from; on the terminal and as an HTML page with charts (PNG, drawn by JFreeChart, inside
 * the page so it travels as one file). Shows its progress on a terminal ({@link Progress}), none when piped.
 */
@Command(name = "balance", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = {"Self-play for variant authors: plays games (every seat 'ai' at --time ms a decision unless "
                + "--seat is given) and reports each player's mean score (the first player's advantage), the draw rate, "
                + "the game lengths, how often each end condition ended a game and the average number of legal moves; "
                + "on the terminal and as an HTML page with charts (--out, default balance.html).",
                "A seat: 'random', 'ai', 'ai:MS' or 'ai:dN', once per player in order (or none)."},
        exitCodeListHeading = "%nExit codes:%n", exitCodeList = {Main.EXIT_0, Main.EXIT_1, Main.EXIT_2},
        footerHeading = "%nExamples:%n",
        footer = {"  ashtapada balance examples/chess.variant --games 50 --time 20 --out chess-balance.html",
                "  ashtapada balance variants-dsl/sejrang.variant --games 20 --seat ai:d2 --seat ai:d2",
                "  ashtapada balance variants-dsl/guru-mahachaturaji.variant --games 10 --seed 3", ""})
final class BalanceCommand implements Callable<Integer> {
    private final Streams io;

    @Parameters(index = "0", paramLabel = "FILE", description = "The variant definition: a file, or a shipped variant's name (ashtapada variants).")
    String file;
    @Option(names = "--games", paramLabel = "N", description = "How many games (default 20).")
    int games = 20;
    @Option(names = "--seed", paramLabel = "S", description = "Seed of the dice and of the players (default 1).")
    long seed = 1;
    @Option(names = "--time", paramLabel = "MS", description = "Milliseconds a decision of an 'ai' seat (default 20).")
    int time = 20;
    @Option(names = "--seat", paramLabel = "WHO", description = "A seat, once per player in order: random, ai, ai:MS or ai:dN.")
    List<String> seatOptions = new ArrayList<>();
    @Option(names = {"-o", "--out"}, paramLabel = "FILE.html", description = "Where to write the HTML report (default balance.html).")
    Path html = Path.of("balance.html");

    BalanceCommand(Streams io) {
        this.io = io;
    }

    /** The figures of a self-play run. */
    record Report(String title, int games, List<String> players, double[] meanScore, int draws, int[] lengths,
                  Map<String, Integer> endings, double averageMoves, List<String> seats) {
        double drawRate() {
            return games == 0 ? 0 : draws / (double) games;
        }

        double averageLength() {
            double s = 0;
            for (int l : lengths) s += l;
            return lengths.length == 0 ? 0 : s / lengths.length;
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
        List<String> seatNames = new ArrayList<>(seatOptions);
        if (seatNames.isEmpty()) for (int k = 0; k < n; k++) seatNames.add("ai");
        if (seatNames.size() != n) throw new Main.UsageException("balance needs no --seat or one per player (" + n + ")");
        Seat[] seats = new Seat[n];
        for (int k = 0; k < n; k++) {
            seats[k] = Seat.parse(seatNames.get(k), time);
            if (seats[k].human) throw new Main.UsageException("balance is self-play: random and ai seats, not human");
        }
        Report r;
        try {
            try (Progress progress = Progress.start(io, "balance " + v.title())) {
                r = play(v, seats, seatNames, games, seed, progress);
            }
        } catch (IllegalMoveException e) {
            err.println(e.getMessage());
            return Main.INVALID;
        }
        print(r, out);
        try {
            Files.writeString(html, html(r), StandardCharsets.UTF_8);
        } catch (IOException e) {
            err.println("cannot write " + html + ": " + e.getMessage());
            return Main.INVALID;
        }
        out.println("report " + html);
        return Main.OK;
    }

    /** Plays the games (seats fixed to players: self-play needs no alternation of colours) and gathers the figures. */
    static Report play(Variant v, Seat[] seats, List<String> seatNames, int games, long seed, Progress progress)
            throws IllegalMoveException {
        List<String> players = v.players();
        int n = players.size();
        double[] score = new double[n];
        int draws = 0;
        int[] lengths = new int[games];
        Map<String, Integer> endings = new TreeMap<>();
        long choices = 0, decisions = 0;
        for (int i = 0; i < games; i++) {
            progress.status("game " + (i + 1) + "/" + games);
            Game g = v.newGame().seed(seed + i);
            for (int k = 0; k < n; k++) seats[k].prepare(v, seed * (31 + 6L * k) + i);
            while (g.phase() != Game.Phase.OVER) {
                if (g.phase() == Game.Phase.CHOOSE) {
                    choices += g.legalMoves().size();
                    decisions++;
                }
                seats[players.indexOf(g.sideToMove())].playTurn(g);
            }
            Result res = g.result();
            Map<String, Integer> places = g.places();
            int firsts = 0;
            for (int p : places.values()) if (p == 1) firsts++;
            for (int p = 0; p < n; p++) if (places.get(players.get(p)) == 1) score[p] += 1.0 / firsts;
            if (res.status() == Result.Status.DRAW) draws++;
            lengths[i] = g.movesMade();
            endings.merge(res.reason() == null ? "unknown" : res.reason(), 1, Integer::sum);
            progress.status("game " + (i + 1) + "/" + games + " " + res + " in " + g.movesMade() + " moves");
        }
        for (int p = 0; p < n; p++) score[p] /= games;
        return new Report(v.title(), games, players, score, draws, lengths, endings,
                decisions == 0 ? 0 : choices / (double) decisions, seatNames);
    }

    static void print(Report r, PrintStream out) {
        out.printf(Locale.ROOT, "balance %s: %d games of %s%n", r.title(), r.games(), String.join(" v ", r.seats()));
        for (int p = 0; p < r.players().size(); p++) {
            out.printf(Locale.ROOT, "score of %s (player %d): %.1f%%%n", r.players().get(p), p + 1, 100 * r.meanScore()[p]);
        }
        out.printf(Locale.ROOT, "first-player advantage: %+.1f%% over an equal share of %.1f%%%n",
                100 * (r.meanScore()[0] - 1.0 / r.players().size()), 100.0 / r.players().size());
        out.printf(Locale.ROOT, "draw rate: %.1f%%%n", 100 * r.drawRate());
        int[] sorted = r.lengths().clone();
        java.util.Arrays.sort(sorted);
        out.printf(Locale.ROOT, "game length (moves): mean %.1f, min %d, median %d, max %d%n", r.averageLength(), sorted[0],
                sorted[sorted.length / 2], sorted[sorted.length - 1]);
        for (Map.Entry<String, Integer> e : r.endings().entrySet()) {
            out.printf(Locale.ROOT, "ended by %s: %d (%.1f%%)%n", e.getKey(), e.getValue(), 100.0 * e.getValue() / r.games());
        }
        out.printf(Locale.ROOT, "average legal moves: %.1f%n", r.averageMoves());
    }

    /** Game lengths in ten bins (or fewer when the lengths span less), each labelled by its lowest length, to its count. */
    static Map<String, Integer> lengthBins(int[] lengths) {
        int min = Integer.MAX_VALUE, max = 0;
        for (int l : lengths) {
            min = Math.min(min, l);
            max = Math.max(max, l);
        }
        int width = Math.max(1, (max - min + 10) / 10);
        Map<String, Integer> bins = new LinkedHashMap<>();
        for (int lo = min; lo <= max; lo += width) bins.put(Integer.toString(lo), 0);
        List<String> keys = new ArrayList<>(bins.keySet());
        for (int l : lengths) bins.merge(keys.get((l - min) / width), 1, Integer::sum);
        return bins;
    }

    static String html(Report r) {
        System.setProperty("java.awt.headless", "true");      // charts are drawn without a display
        DefaultCategoryDataset scores = new DefaultCategoryDataset();
        for (int p = 0; p < r.players().size(); p++) scores.addValue(100 * r.meanScore()[p], "score %", r.players().get(p));
        if (r.draws() > 0) scores.addValue(100 * r.drawRate(), "score %", "draws");
        JFreeChart scoreChart = ChartFactory.createBarChart("Score by player (%)", "player", "%", scores,
                PlotOrientation.VERTICAL, false, false, false);
        DefaultCategoryDataset lengths = new DefaultCategoryDataset();
        for (Map.Entry<String, Integer> e : lengthBins(r.lengths()).entrySet()) lengths.addValue(e.getValue(), "games", e.getKey());
        JFreeChart lengthChart = ChartFactory.createBarChart("Game length (moves, bins from)", "moves", "games", lengths,
                PlotOrientation.VERTICAL, false, false, false);
        DefaultPieDataset<String> ends = new DefaultPieDataset<>();
        for (Map.Entry<String, Integer> e : r.endings().entrySet()) ends.setValue(e.getKey() + " (" + e.getValue() + ")", e.getValue());
        JFreeChart endChart = ChartFactory.createPieChart("How the games ended", ends, true, false, false);

        StringBuilder sb = new StringBuilder();
        sb.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>Balance of ")
                .append(escape(r.title())).append("</title>\n<style>body{font-family:sans-serif;max-width:60em;margin:2em auto}"
                        + "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.2em .6em;text-align:left}"
                        + "img{max-width:100%}</style>\n</head>\n<body>\n");
        sb.append("<h1>Balance of ").append(escape(r.title())).append("</h1>\n");
        sb.append("<p>").append(r.games()).append(" games of self-play: ").append(escape(String.join(" v ", r.seats())))
                .append(".</p>\n<table>\n");
        for (int p = 0; p < r.players().size(); p++) {
            row(sb, "score of " + r.players().get(p), String.format(Locale.ROOT, "%.1f%%", 100 * r.meanScore()[p]));
        }
        row(sb, "first-player advantage", String.format(Locale.ROOT, "%+.1f%% over an equal share",
                100 * (r.meanScore()[0] - 1.0 / r.players().size())));
        row(sb, "draw rate", String.format(Locale.ROOT, "%.1f%%", 100 * r.drawRate()));
        row(sb, "mean game length", String.format(Locale.ROOT, "%.1f moves", r.averageLength()));
        for (Map.Entry<String, Integer> e : r.endings().entrySet()) {
            row(sb, "ended by " + e.getKey(), String.format(Locale.ROOT, "%d (%.1f%%)", e.getValue(), 100.0 * e.getValue() / r.games()));
        }
        row(sb, "average legal moves", String.format(Locale.ROOT, "%.1f", r.averageMoves()));
        sb.append("</table>\n");
        image(sb, scoreChart, "Score by player");
        image(sb, lengthChart, "Game length distribution");
        image(sb, endChart, "End conditions");
        sb.append("</body>\n</html>\n");
        return sb.toString();
    }

    private static void row(StringBuilder sb, String k, String v) {
        sb.append("<tr><th>").append(escape(k)).append("</th><td>").append(escape(v)).append("</td></tr>\n");
    }

    private static void image(StringBuilder sb, JFreeChart chart, String alt) {
        ByteArrayOutputStream png = new ByteArrayOutputStream();
        try {
            ChartUtils.writeChartAsPNG(png, chart, 640, 360);
        } catch (IOException e) {
            throw new IllegalStateException("cannot draw a chart: " + e.getMessage(), e);
        }
        sb.append("<p><img alt=\"").append(escape(alt)).append("\" src=\"data:image/png;base64,")
                .append(Base64.getEncoder().encodeToString(png.toByteArray())).append("\"></p>\n");
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
