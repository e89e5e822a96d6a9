package io.ashtapada.balance;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The balance report as one self-contained HTML page: a summary table, then flat SVG charts drawn
 * here (no chart library, no script, no gradient): each seat's score with its 95% interval as a
 * whisker and the fair share as a line, the distribution of game lengths, the branching factor
 * through the game, and the end reasons as bars. Every text from the definition is escaped.
 */
public final class HtmlReport {
    private static final String INK = "#1f2937", MUTED = "#6b7280", ACCENT = "#2563eb", LIGHT = "#dbeafe", GRID = "#e5e7eb";

    private HtmlReport() {
    }

    public static String of(BalanceReport r, SkillLadder.Result ladder, String rulesSummary) {
        return of(r, ladder, null, rulesSummary);
    }

    /** The page with piece values from play (null: none measured) after the luck measure. */
    public static String of(BalanceReport r, SkillLadder.Result ladder, PieceValues.Result values, String rulesSummary) {
        StringBuilder sb = new StringBuilder();
        sb.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>Balance of ")
                .append(esc(r.title())).append("</title>\n<style>")
                .append("body{font:15px/1.5 system-ui,sans-serif;color:").append(INK).append(";max-width:52em;margin:2em auto;padding:0 1em}")
                .append("h1{font-size:1.6em;margin-bottom:.2em}h2{font-size:1.15em;margin-top:2em}")
                .append("table{border-collapse:collapse;width:100%}td,th{padding:.3em .6em;border-bottom:1px solid ").append(GRID)
                .append(";text-align:left;vertical-align:top}th{font-weight:600;width:40%}")
                .append(".muted{color:").append(MUTED).append("}svg{max-width:100%;height:auto}li{margin:.3em 0}")
                .append("</style>\n</head>\n<body>\n");
        sb.append("<h1>Balance of ").append(esc(r.title())).append("</h1>\n");
        sb.append("<p class=\"muted\">").append(r.games()).append(" games of ").append(esc(String.join(" v ", r.seats())))
                .append(", seed ").append(r.seed()).append(". Stopped: ").append(esc(r.stoppedBy())).append(".</p>\n");
        if (rulesSummary != null && !rulesSummary.isBlank()) {
            sb.append("<p>").append(esc(rulesSummary)).append("</p>\n");
        }
        List<String> suggestions = new ArrayList<>(r.suggestions());
        if (values != null) suggestions.addAll(values.suggestions());
        if (!suggestions.isEmpty()) {
            sb.append("<h2>What this suggests</h2>\n<ul>\n");
            for (String s : suggestions) sb.append("<li>").append(esc(s)).append("</li>\n");
            sb.append("</ul>\n");
        }
        sb.append("<h2>Figures (95% intervals)</h2>\n<table>\n");
        for (int p = 0; p < r.players().size(); p++) row(sb, "score of " + r.players().get(p), r.scores().get(p).percent());
        Interval adv = r.firstPlayerAdvantage();
        row(sb, "first-player advantage", String.format(Locale.ROOT, "%+.1f%% (%+.1f%% to %+.1f%%)", 100 * adv.value(),
                100 * adv.low(), 100 * adv.high()));
        row(sb, "draw rate", r.draws().percent());
        row(sb, "decisive games", r.decisive().percent());
        int[] q = r.lengthQuantiles();
        row(sb, "game length (moves)", String.format(Locale.ROOT, "median %d, quartiles %d to %d, range %d to %d", q[2], q[1], q[3],
                q[0], q[4]));
        row(sb, "branching factor", String.format(Locale.ROOT, "%.1f legal moves a decision", r.meanBranching()));
        row(sb, "lead changes", String.format(Locale.ROOT, "%.2f a game (material)", r.leadChanges()));
        row(sb, "ended by repetition", r.repetition().percent());
        row(sb, "ended by the move-count rule", r.fiftyMove().percent());
        sb.append("</table>\n");

        sb.append("<h2>Score by seat</h2>\n").append(scoreChart(r));
        sb.append("<h2>Game length</h2>\n").append(histogram(r.lengths()));
        sb.append("<h2>Branching factor through the game</h2>\n").append(line(r.branching()));
        sb.append("<h2>How the games ended</h2>\n").append(bars(r.endings(), r.games()));
        if (ladder != null) {
            sb.append("<h2>Luck against skill</h2>\n<table>\n");
            for (SkillLadder.Step s : ladder.steps()) row(sb, s.weaker() + " v " + s.stronger(), "the weaker scores " + s.weakerScore().percent()
                    + " and wins " + s.upsets().percent() + " of the decisive games");
            row(sb, "luck", String.format(Locale.ROOT, "%.2f (0: skill decides, 1: a coin flip)", ladder.luck()));
            sb.append("</table>\n");
        }
        if (values != null) sb.append(values(values));
        sb.append("</body>\n</html>\n");
        return sb.toString();
    }

    /** Piece values from play: the matchups, a table, and each kind's value with its interval against the written one. */
    private static String values(PieceValues.Result v) {
        StringBuilder sb = new StringBuilder("<h2>Piece values from play</h2>\n");
        sb.append("<p class=\"muted\">").append(v.games()).append(" games of ").append(esc(v.player()))
                .append(" from imbalanced starts, seed ").append(v.seed()).append("; values in ").append(esc(v.unit()))
                .append("s, scaled to the definition's ").append(esc(v.unit())).append(" (").append(esc(PieceValues.plain(v.unitWritten())))
                .append("), with 95% intervals.</p>\n<table>\n");
        for (PieceValues.Matchup m : v.matchups()) {
            row(sb, "without " + m.removedA() + " v without " + m.removedB(), "the side without " + m.removedA() + " scores "
                    + m.scoreOfA().percent());
        }
        sb.append("</table>\n<table>\n<tr><th>kind</th><td><b>written</b></td><td><b>measured (95%)</b></td><td><b>Elo a piece</b></td></tr>\n");
        for (PieceValues.Estimate e : v.estimates()) {
            double u = v.unitWritten();
            sb.append("<tr><th>").append(esc(e.kind())).append("</th><td>").append(esc(PieceValues.plain(e.written())))
                    .append("</td><td>").append(String.format(Locale.ROOT, "%.2f (%.2f to %.2f)", e.value() * u, e.low() * u, e.high() * u))
                    .append("</td><td>").append(String.format(Locale.ROOT, "%+.0f", e.elo())).append("</td></tr>\n");
        }
        sb.append("</table>\n");
        for (String n : v.notes()) sb.append("<p class=\"muted\">").append(esc(n)).append("</p>\n");
        return sb.append(valueChart(v)).toString();
    }

    private static String valueChart(PieceValues.Result v) {
        List<PieceValues.Estimate> es = v.estimates();
        double u = v.unitWritten(), top = 0;
        for (PieceValues.Estimate e : es) {
            if (Double.isFinite(e.high())) top = Math.max(top, e.high() * u);
            top = Math.max(top, e.written());
        }
        if (es.isEmpty() || top <= 0) return "";
        top = Math.min(top, 4 * es.stream().mapToDouble(PieceValues.Estimate::written).max().orElse(top) + 1);
        int w = 640, rowH = 34, left = 120, right = 40, h = es.size() * rowH + 40;
        double scale = (w - left - right) / top;
        StringBuilder s = svg(w, h, "Each kind's value measured by play, with its 95% interval; the dark tick is the written value");
        for (PieceValues.Estimate e : es) {
            int i = es.indexOf(e);
            double y = 14 + i * rowH;
            double lo = clamp(e.low() * u, top), hi = clamp(e.high() * u, top), val = clamp(e.value() * u, top);
            s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%.1f\" font-size=\"13\" fill=\"%s\" text-anchor=\"end\">%s</text>",
                    left - 8, y + 15, INK, esc(e.kind())));
            s.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" stroke-width=\"2\"/>",
                    left + scale * lo, y + 10, left + scale * hi, y + 10, ACCENT));
            s.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"4\" fill=\"%s\"/>", left + scale * val, y + 10, ACCENT));
            s.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" stroke-width=\"3\"/>",
                    left + scale * clamp(e.written(), top), y + 1, left + scale * clamp(e.written(), top), y + 19, INK));
        }
        for (int t = 0; t <= 4; t++) {
            double x = left + (w - left - right) * t / 4.0;
            s.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" font-size=\"12\" fill=\"%s\" text-anchor=\"middle\">%s</text>",
                    x, h - 8, MUTED, esc(PieceValues.plain(Math.round(top * t / 4 * 10) / 10.0))));
        }
        return s.append("</svg>\n").toString();
    }

    private static double clamp(double x, double top) {
        return Double.isNaN(x) ? 0 : Math.max(0, Math.min(top, x));
    }

    private static String scoreChart(BalanceReport r) {
        int n = r.players().size(), w = 640, rowH = 34, left = 120, right = 40, h = n * rowH + 40;
        double scale = (w - left - right);
        StringBuilder s = svg(w, h, "Each seat's score with its 95% interval; the dashed line is a fair share");
        for (int t = 0; t <= 4; t++) {
            double x = left + scale * t / 4;
            s.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"10\" x2=\"%.1f\" y2=\"%d\" stroke=\"%s\"/>", x, x, h - 25, GRID));
            s.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" font-size=\"12\" fill=\"%s\" text-anchor=\"middle\">%d%%</text>",
                    x, h - 8, MUTED, 25 * t));
        }
        for (int p = 0; p < n; p++) {
            Interval iv = r.scores().get(p);
            double y = 14 + p * rowH;
            s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%.1f\" font-size=\"13\" fill=\"%s\" text-anchor=\"end\">%s</text>",
                    left - 8, y + 15, INK, esc(r.players().get(p))));
            s.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%.1f\" width=\"%.1f\" height=\"20\" fill=\"%s\"/>", left, y,
                    scale * iv.value(), LIGHT));
            s.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" stroke-width=\"2\"/>",
                    left + scale * iv.low(), y + 10, left + scale * iv.high(), y + 10, ACCENT));
            s.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"4\" fill=\"%s\"/>", left + scale * iv.value(), y + 10, ACCENT));
        }
        double fair = left + scale / n;
        s.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"8\" x2=\"%.1f\" y2=\"%d\" stroke=\"%s\" stroke-dasharray=\"4 3\"/>",
                fair, fair, h - 25, INK));
        return s.append("</svg>\n").toString();
    }

    private static String histogram(int[] lengths) {
        if (lengths.length == 0) return "<p class=\"muted\">No games.</p>\n";
        int min = Arrays.stream(lengths).min().orElse(0), max = Arrays.stream(lengths).max().orElse(0);
        int bins = Math.min(20, Math.max(1, max - min + 1));
        int width = Math.max(1, (int) Math.ceil((max - min + 1) / (double) bins));
        int[] count = new int[bins];
        for (int l : lengths) count[Math.min(bins - 1, (l - min) / width)]++;
        int top = Arrays.stream(count).max().orElse(1);
        int w = 640, h = 220, left = 40, bottom = 30;
        double bw = (w - left - 10) / (double) bins;
        StringBuilder s = svg(w, h, "Games by length in moves");
        for (int b = 0; b < bins; b++) {
            double bh = (h - bottom - 10) * count[b] / (double) top;
            s.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\"><title>%d to %d moves: %d</title></rect>",
                    left + b * bw + 1, h - bottom - bh, bw - 2, bh, ACCENT, min + b * width, min + (b + 1) * width - 1, count[b]));
        }
        axisLabels(s, left, w, h, bottom, Integer.toString(min), Integer.toString(min + bins * width - 1), "moves");
        s.append(String.format(Locale.ROOT, "<text x=\"4\" y=\"16\" font-size=\"12\" fill=\"%s\">%d</text>", MUTED, top));
        return s.append("</svg>\n").toString();
    }

    private static String line(double[] values) {
        double top = 0;
        for (double v : values) if (!Double.isNaN(v)) top = Math.max(top, v);
        if (top == 0) return "<p class=\"muted\">No decisions.</p>\n";
        int w = 640, h = 200, left = 40, bottom = 30;
        double step = (w - left - 20) / (double) Math.max(1, values.length - 1);
        StringBuilder s = svg(w, h, "Mean legal moves a decision in each tenth of the game");
        StringBuilder pts = new StringBuilder();
        for (int i = 0; i < values.length; i++) {
            if (Double.isNaN(values[i])) continue;
            double x = left + i * step, y = h - bottom - (h - bottom - 10) * values[i] / top;
            pts.append(String.format(Locale.ROOT, "%.1f,%.1f ", x, y));
            s.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"><title>%.1f</title></circle>", x, y, ACCENT, values[i]));
        }
        s.append("<polyline fill=\"none\" stroke=\"").append(ACCENT).append("\" stroke-width=\"2\" points=\"").append(pts.toString().trim()).append("\"/>");
        axisLabels(s, left, w, h, bottom, "start", "end", "of the game");
        s.append(String.format(Locale.ROOT, "<text x=\"4\" y=\"16\" font-size=\"12\" fill=\"%s\">%.0f</text>", MUTED, top));
        return s.append("</svg>\n").toString();
    }

    private static String bars(Map<String, Integer> counts, int games) {
        Map<String, Integer> m = new LinkedHashMap<>(counts);
        int w = 640, rowH = 28, left = 200, h = Math.max(1, m.size()) * rowH + 10;
        StringBuilder s = svg(w, h, "Games by the reason they ended");
        int i = 0;
        for (Map.Entry<String, Integer> e : m.entrySet()) {
            double y = 6 + i++ * rowH, bw = (w - left - 90) * e.getValue() / (double) Math.max(1, games);
            s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%.1f\" font-size=\"13\" fill=\"%s\" text-anchor=\"end\">%s</text>",
                    left - 8, y + 14, INK, esc(e.getKey())));
            s.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%.1f\" width=\"%.1f\" height=\"18\" fill=\"%s\"/>", left, y, bw, ACCENT));
            s.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"12\" fill=\"%s\">%d (%.0f%%)</text>",
                    left + bw + 6, y + 14, MUTED, e.getValue(), 100.0 * e.getValue() / Math.max(1, games)));
        }
        return s.append("</svg>\n").toString();
    }

    private static void axisLabels(StringBuilder s, int left, int w, int h, int bottom, String from, String to, String unit) {
        s.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\"/>", left, h - bottom, w - 10, h - bottom, GRID));
        s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"12\" fill=\"%s\">%s</text>", left, h - 10, MUTED, esc(from)));
        s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"12\" fill=\"%s\" text-anchor=\"end\">%s %s</text>", w - 10, h - 10,
                MUTED, esc(to), esc(unit)));
    }

    private static StringBuilder svg(int w, int h, String label) {
        return new StringBuilder(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %d %d\" width=\"%d\" "
                + "height=\"%d\" role=\"img\" aria-label=\"%s\">", w, h, w, h, esc(label)));
    }

    private static void row(StringBuilder sb, String k, String v) {
        sb.append("<tr><th>").append(esc(k)).append("</th><td>").append(esc(v)).append("</td></tr>\n");
    }

    static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;").replace("'", "&#39;");
    }
}
