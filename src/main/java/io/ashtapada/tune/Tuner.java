package io.ashtapada.tune;

import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.Variant;
import io.ashtapada.api.VariantInfo;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Piece values learned for a variant from its own games (Texel's method): quiet positions of
 * self-play games ({@link PositionSampler}), fitted ({@link Fit}) so that the material balance
 * predicts the results. Every {@value #HELD_OUT}th game is held out of the fit; its positions
 * measure the error before and after, so that a fit that only learned the noise shows.
 *
 * <p>A kind whose count differs between the players in fewer than {@value #MIN_IMBALANCED}
 * fitted positions keeps its value: the games say too little about it. The unit keeps its value
 * too: the kind marked {@code pawn} (else the cheapest), unless it is that rarely unequal, then
 * the kind most often unequal.
 *
 * <p>Positions of one game share its result, so a few hundred games are few data however many
 * positions they give, and a free fit learns their noise. The fit is therefore pulled toward the
 * current values by a ridge ({@link Fit}), its weight chosen among {@link #RIDGES} by
 * cross-validation over the fitted games ({@value #FOLDS} folds, by game): the held-out games
 * play no part in the choice.
 */
public final class Tuner {
    /** Every this-many-th game (the last of each run of them) is held out of the fit. */
    static final int HELD_OUT = 5;
    /** Fitted positions with a kind's count unequal needed to fit its value. */
    static final int MIN_IMBALANCED = 20;
    /** The ridge weights tried, and the folds of the cross-validation that chooses one. */
    static final double[] RIDGES = {0, 1e-5, 1e-4, 1e-3, 1e-2};
    static final int FOLDS = 4;

    private Tuner() {
    }

    /**
     * A kind's value.
     *
     * @param kind       its name
     * @param current    what the computer player counts now (the definition's value, or its estimate)
     * @param written    whether the definition writes a value for it
     * @param fitted     the fitted value, rounded to hundredths
     * @param imbalanced fitted positions in which the players' counts of it differ
     * @param held       why it kept its value ({@code unit}, {@code too few imbalances}), or null
     */
    public record Kind(String kind, double current, boolean written, double fitted, int imbalanced, String held) {
    }

    /**
     * A tuning run.
     *
     * @param title       the variant's title
     * @param games       games played
     * @param nodes       nodes a move
     * @param seed        the seed of the games
     * @param kinds       each kind that is not royal, in the definition's order
     * @param k           the logistic's slope per pawn, fitted
     * @param ridge       the ridge weight cross-validation chose
     * @param fitted      positions fitted
     * @param heldOut     positions held out
     * @param errorBefore the mean squared error of the held-out positions with the current values (each with its own best K)
     * @param errorAfter  the same with the fitted values
     * @param fitBefore   the error of the fitted positions with the current values
     * @param fitAfter    the same with the fitted values
     * @param weights     the evaluation's weights fitted too, or null
     * @param from        the file the games were read from ({@code tune --from}), or null for self-play (then games, nodes and seed say how they were played)
     */
    public record Result(String title, int games, long nodes, long seed, List<Kind> kinds, double k, double ridge, int fitted, int heldOut,
                         double errorBefore, double errorAfter, double fitBefore, double fitAfter, WeightFit.Result weights,
                         String from) {

        /** The same run with the evaluation's weights fitted too. */
        Result with(WeightFit.Result w) {
            return new Result(title, games, nodes, seed, kinds, k, ridge, fitted, heldOut, errorBefore, errorAfter, fitBefore, fitAfter, w, from);
        }

        /** The same run, its games read from the file {@code f} rather than played. */
        Result from(String f) {
            return new Result(title, games, 0, 0, kinds, k, ridge, fitted, heldOut, errorBefore, errorAfter, fitBefore, fitAfter, weights, f);
        }

        /** The fitted values by kind name. */
        public Map<String, Double> values() {
            Map<String, Double> out = new LinkedHashMap<>();
            for (Kind x : kinds) out.put(x.kind(), x.fitted());
            return out;
        }

        /** The terminal report. */
        public String text() {
            StringBuilder sb = new StringBuilder();
            if (from == null) {
                sb.append(String.format(Locale.ROOT, "piece values of %s fitted to %d quiet positions of %d games at %d nodes a move, seed %d%n",
                        title, fitted + heldOut, games, nodes, seed));
            } else {
                sb.append(String.format(Locale.ROOT, "piece values of %s fitted to %d quiet positions of the %d games of %s%n",
                        title, fitted + heldOut, games, from));
            }
            sb.append(String.format(Locale.ROOT, "  %-14s %8s %8s %11s%n", "kind", "current", "fitted", "imbalanced"));
            for (Kind x : kinds) {
                sb.append(String.format(Locale.ROOT, "  %-14s %8s %8s %11d%s%n", x.kind(), plain(x.current()) + (x.written() ? "" : "*"),
                        plain(x.fitted()), x.imbalanced(), x.held() == null ? "" : "  (kept: " + x.held() + ")"));
            }
            if (kinds.stream().anyMatch(x -> !x.written())) sb.append("  * no value written: the computer's estimate from the piece's mobility\n");
            sb.append(String.format(Locale.ROOT, "  K %.3f a pawn, ridge %s; mean squared error of the %d fitted positions %.5f -> %.5f%n",
                    k, ridge == 0 ? "0" : String.format(Locale.ROOT, "%.0e", ridge), fitted, fitBefore, fitAfter));
            if (heldOut > 0) {
                sb.append(String.format(Locale.ROOT, "  held out (every %dth game, %d positions): %.5f -> %.5f (%s)%n", HELD_OUT, heldOut,
                        errorBefore, errorAfter, errorAfter < errorBefore ? "better" : "no better"));
            } else {
                sb.append(String.format(Locale.ROOT, "  nothing held out (fewer than %d games)%n", HELD_OUT));
            }
            if (weights != null) sb.append(weights.text());
            return sb.toString();
        }
    }

    /**
     * Plays {@code games} games at {@code nodes} nodes a move from {@code seed} and fits the values.
     *
     * @throws IllegalArgumentException when the variant cannot be tuned (not two players, no kind to tune)
     */
    public static Result run(Variant v, int games, long nodes, long seed, Consumer<String> progress) throws IllegalMoveException {
        return run(v, null, games, nodes, seed, progress);
    }

    /**
     * As {@link #run(Variant, int, long, long, Consumer)}; with {@code model} (the variant's rules)
     * the evaluation's weights are fitted too ({@link WeightFit}), on the same split of the same positions.
     */
    public static Result run(Variant v, io.ashtapada.model.RuleModel model, int games, long nodes, long seed, Consumer<String> progress)
            throws IllegalMoveException {
        String refused = refusal(v);
        if (refused != null) throw new IllegalArgumentException(refused);
        List<String> names = PositionSampler.kinds(v);
        List<Sample> samples = new PositionSampler(v, names).play(games, nodes, seed, progress);
        return fitSamples(v, model, games, nodes, seed, names, samples, progress);
    }

    /**
     * As {@link #run(Variant, io.ashtapada.model.RuleModel, int, long, long, Consumer)}, learning from
     * recorded games ({@link GameFile}, the file's name {@code from}) instead of self-play: their
     * quiet positions, each labelled with its game's result.
     */
    public static Result run(Variant v, io.ashtapada.model.RuleModel model, GameFile file, String from, Consumer<String> progress) {
        String refused = refusal(v);
        if (refused != null) throw new IllegalArgumentException(refused);
        return fitSamples(v, model, file.games(), 0, 0, PositionSampler.kinds(v), file.samples(), progress).from(from);
    }

    private static Result fitSamples(Variant v, io.ashtapada.model.RuleModel model, int games, long nodes, long seed, List<String> names,
                                     List<Sample> samples, Consumer<String> progress) {
        Map<String, Double> current = v.pieceValues();
        VariantInfo info = v.describe();
        double[] start = new double[names.size()];
        boolean[] written = new boolean[names.size()];
        int pawn = -1;
        for (int j = 0; j < names.size(); j++) {
            start[j] = current.get(names.get(j));
            for (VariantInfo.PieceInfo p : info.pieces()) {
                if (!p.name().equals(names.get(j))) continue;
                written[j] = p.value() > 0;
                if (p.pawn() && pawn < 0) pawn = j;
            }
        }
        Result r = fit(v.title(), games, nodes, seed, names, start, written, pawn, samples);
        if (model == null) return r;
        if (progress != null) progress.accept("fitting the evaluation's weights to " + samples.size() + " positions");
        List<Sample> train = new ArrayList<>(), held = new ArrayList<>();
        for (Sample s : samples) (heldOut(games, s) ? held : train).add(s);
        return r.with(new WeightFit(model, train, held).fit());
    }

    /**
     * The kinds' square tables fitted to {@code games} self-play games at {@code nodes} nodes a
     * move from {@code seed} ({@link SquareFit}), on top of the evaluation {@code model} has; the
     * report is {@link SquaresResult#text}.
     *
     * @throws IllegalArgumentException when the variant cannot be tuned (not two players, no kind to tune)
     */
    public static SquaresResult squares(Variant v, io.ashtapada.model.RuleModel model, int games, long nodes, long seed,
                                        Consumer<String> progress) throws IllegalMoveException {
        String refused = refusal(v);
        if (refused != null) throw new IllegalArgumentException(refused);
        List<Sample> samples = new PositionSampler(v, PositionSampler.kinds(v)).play(games, nodes, seed, progress);
        return squares(v, model, games, samples, String.format(Locale.ROOT, "%d games at %d nodes a move, seed %d", games, nodes, seed), progress);
    }

    /** As {@link #squares(Variant, io.ashtapada.model.RuleModel, int, long, long, Consumer)}, from the games of a file (named {@code from}). */
    public static SquaresResult squares(Variant v, io.ashtapada.model.RuleModel model, GameFile file, String from, Consumer<String> progress) {
        String refused = refusal(v);
        if (refused != null) throw new IllegalArgumentException(refused);
        return squares(v, model, file.games(), file.samples(), "the " + file.games() + " games of " + from, progress);
    }

    private static SquaresResult squares(Variant v, io.ashtapada.model.RuleModel model, int games, List<Sample> samples, String source,
                                         Consumer<String> progress) {
        if (progress != null) progress.accept("fitting the square tables to " + samples.size() + " positions");
        List<Boolean> held = new ArrayList<>(samples.size());
        for (Sample s : samples) held.add(heldOut(games, s));
        SquareFit.Result r = new SquareFit(model, samples, held).fit();
        return new SquaresResult(SquareFit.text(v.title(), source, model, r), SquareFit.listing(model, r.tables()),
                SquareFit.rows(model), r.heldBefore(), r.heldAfter());
    }

    /**
     * Square tables fitted ({@link #squares}).
     *
     * @param text       the report
     * @param tables     by kind name, the middlegame and endgame numbers as a definition lists them (null: no such phase)
     * @param rows       how many squares each row of the board has, the top row first ({@link SquareWriter})
     * @param heldBefore the mean squared error of the held-out positions before the fit, and {@code heldAfter} after it
     */
    public record SquaresResult(String text, Map<String, int[][]> tables, int[] rows, double heldBefore, double heldAfter) {
    }

    /** Is the sample's game held out of the fit? */
    static boolean heldOut(int games, Sample s) {
        return games >= HELD_OUT && s.game() % HELD_OUT == HELD_OUT - 1;
    }

    /** Why a variant cannot be tuned, or null when it can. */
    public static String refusal(Variant v) {
        if (v.players().size() != 2) {
            return "tuning needs a two-player game; " + v.title() + " has " + v.players().size() + " players";
        }
        if (v.pieceValues().isEmpty()) return "tuning needs a piece kind that is not royal; " + v.title() + " has none";
        return null;
    }

    /** The fit of samples already played: the split, the unit, the fit and the errors. {@code pawn}: the unit's index, or -1. */
    static Result fit(String title, int games, long nodes, long seed, List<String> names, double[] start, boolean[] written,
                      int pawn, List<Sample> samples) {
        List<Sample> train = new ArrayList<>(), held = new ArrayList<>();
        for (Sample s : samples) (heldOut(games, s) ? held : train).add(s);
        int n = names.size();
        int[] imbalanced = new int[n];
        for (Sample s : train) for (int j = 0; j < n; j++) if (Math.abs(s.material()[j]) > 1e-9) imbalanced[j]++;
        int unit = pawn;
        if (unit < 0 || imbalanced[unit] < MIN_IMBALANCED) {
            int cheapest = -1, most = -1;
            for (int j = 0; j < n; j++) {
                if (cheapest < 0 || start[j] < start[cheapest]) cheapest = j;
                if (most < 0 || imbalanced[j] > imbalanced[most]) most = j;
            }
            unit = pawn < 0 && imbalanced[cheapest] >= MIN_IMBALANCED ? cheapest : most;
        }
        boolean[] free = new boolean[n];
        String[] heldWhy = new String[n];
        for (int j = 0; j < n; j++) {
            if (j == unit) heldWhy[j] = "the unit";
            else if (imbalanced[j] < MIN_IMBALANCED) heldWhy[j] = "too few imbalances";
            else free[j] = true;
        }
        double ridge = ridge(train, start, free);
        Fit.Result r = Fit.fit(train, start, free, ridge);
        double[] fitted = new double[n];
        for (int j = 0; j < n; j++) fitted[j] = free[j] ? Math.round(r.values()[j] * 100) / 100.0 : start[j];
        double kBefore = Fit.fitK(train, start);
        double kAfter = Fit.fitK(train, fitted);
        List<Kind> kinds = new ArrayList<>();
        for (int j = 0; j < n; j++) kinds.add(new Kind(names.get(j), start[j], written[j], fitted[j], imbalanced[j], heldWhy[j]));
        return new Result(title, games, nodes, seed, List.copyOf(kinds), kAfter, ridge, train.size(), held.size(),
                Fit.error(held, start, kBefore), Fit.error(held, fitted, kAfter),
                Fit.error(train, start, kBefore), Fit.error(train, fitted, kAfter), null, null);
    }

    /**
     * The ridge of {@link #RIDGES} whose fits predict the games left out best: each fold of games
     * in turn is left out, fitted without it and measured on it (each with its own K). Without
     * games enough for the folds, none.
     */
    static double ridge(List<Sample> train, double[] start, boolean[] free) {
        long games = train.stream().mapToInt(Sample::game).distinct().count();
        if (games < 2L * FOLDS) return 0;
        double best = 0, bestError = Double.MAX_VALUE;
        for (double ridge : RIDGES) {
            double sum = 0;
            for (int f = 0; f < FOLDS; f++) {
                List<Sample> in = new ArrayList<>(), out = new ArrayList<>();
                for (Sample s : train) (s.game() % FOLDS == f ? out : in).add(s);
                Fit.Result r = Fit.fit(in, start, free, ridge);
                sum += Fit.error(out, r.values(), r.k()) * out.size();
            }
            if (sum < bestError - 1e-12) {
                bestError = sum;
                best = ridge;
            }
        }
        return best;
    }

    /** A number as a definition writes it: {@code 3}, {@code 3.25}. */
    static String plain(double x) {
        double r = Math.round(x * 100) / 100.0;
        if (r == Math.rint(r)) return Long.toString((long) r);
        String s = String.format(Locale.ROOT, "%.2f", r);
        return s.endsWith("0") ? s.substring(0, s.length() - 1) : s;
    }
}
