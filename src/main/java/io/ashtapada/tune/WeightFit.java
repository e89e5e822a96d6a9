package io.ashtapada.tune;

import io.ashtapada.engine.Position;
import io.ashtapada.engine.Positions;
import io.ashtapada.engine.search.Evaluator;
import io.ashtapada.model.EvalWeights;
import io.ashtapada.model.PositionData;
import io.ashtapada.model.PositionFormat;
import io.ashtapada.model.RuleModel;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The evaluation's weights ({@link EvalWeights}) fitted to the same quiet positions as the piece
 * values: the mean squared error between each position's game result and
 * {@code 1 / (1 + exp(-K·e))}, where e is the computer player's own static evaluation of the
 * position (the real {@link Evaluator}, in centipawns, from the first player's side) with the
 * candidate weights, minimised by coordinate descent. Each weight in turn moves by ± a step while
 * the error falls, the step halved from 100 down to 1 (a weight joins once the step is at most a
 * quarter of its default, so that a weight of 3 moves by 1 and one of 400 by 100 first); K is
 * fitted again after every pass. Weights stay whole numbers within their ranges. As for the
 * values, a ridge pulls the weights toward where they started, its weight chosen by
 * cross-validation over the fitted games. The piece values
 * are the definition's own. Nothing is random and nothing is timed: the same positions give the
 * same weights.
 */
public final class WeightFit {
    /** The range searched for K, per centipawn. */
    static final double K_LOW = 1e-5, K_HIGH = 0.2;
    /** The ridge weights tried (cross-validated over the fitted games' folds, as for the values). */
    static final double[] RIDGES = {0, 1e-4, 1e-3, 1e-2, 1e-1};
    /** The most passes over the weights at one step size. */
    static final int PASSES = 20;

    private final RuleModel model;
    private final Position pos;
    private final List<PositionData> train, held;
    private final double[] trainScore, heldScore;
    private final int[] trainGame;

    /**
     * A weight's row of the report.
     *
     * @param name    its name in a definition
     * @param current the definition's (or the default)
     * @param fitted  the fitted weight
     */
    public record Row(String name, int current, int fitted) {
    }

    /**
     * The fit.
     *
     * @param rows        every weight, in the order of {@link EvalWeights.Weight}
     * @param weights     the fitted weights
     * @param k           the logistic's slope per centipawn, fitted
     * @param ridge       the ridge weight cross-validation chose
     * @param fitted      positions fitted
     * @param heldOut     positions held out
     * @param errorBefore the held-out positions' mean squared error with the current weights (each with its own best K)
     * @param errorAfter  the same with the fitted weights
     * @param fitBefore   the fitted positions' error with the current weights
     * @param fitAfter    the same with the fitted weights
     */
    public record Result(List<Row> rows, EvalWeights weights, double k, double ridge, int fitted, int heldOut,
                         double errorBefore, double errorAfter, double fitBefore, double fitAfter) {

        /** The weights whose fitted value differs from the current one, by name. */
        public java.util.Map<String, Integer> changed() {
            java.util.Map<String, Integer> out = new java.util.LinkedHashMap<>();
            for (Row r : rows) if (r.fitted() != r.current()) out.put(r.name(), r.fitted());
            return out;
        }

        /** The terminal report. */
        public String text() {
            StringBuilder sb = new StringBuilder();
            sb.append(String.format(Locale.ROOT, "evaluation weights fitted to the same positions (centipawns; the piece values as written)%n"));
            sb.append(String.format(Locale.ROOT, "  %-16s %8s %8s%n", "weight", "current", "fitted"));
            for (Row r : rows) {
                sb.append(String.format(Locale.ROOT, "  %-16s %8d %8d%s%n", r.name(), r.current(), r.fitted(), r.fitted() == r.current() ? "" : "  *"));
            }
            sb.append(String.format(Locale.ROOT, "  K %.5f a centipawn, ridge %s; mean squared error of the %d fitted positions %.5f -> %.5f%n",
                    k, ridge == 0 ? "0" : String.format(Locale.ROOT, "%.0e", ridge), fitted, fitBefore, fitAfter));
            if (heldOut > 0) {
                sb.append(String.format(Locale.ROOT, "  held out (%d positions): %.5f -> %.5f (%s)%n", heldOut, errorBefore, errorAfter,
                        errorAfter < errorBefore ? "better" : "no better"));
            }
            return sb.toString();
        }
    }

    /**
     * Ready to fit: the positions read once.
     *
     * @throws IllegalArgumentException when a sample has no position string, or one the model cannot read
     */
    WeightFit(RuleModel model, List<Sample> train, List<Sample> held) {
        this.model = model;
        this.pos = Positions.of(model);
        PositionFormat format = PositionFormat.of(model);
        this.train = read(format, train);
        this.held = read(format, held);
        this.trainScore = train.stream().mapToDouble(Sample::score).toArray();
        this.heldScore = held.stream().mapToDouble(Sample::score).toArray();
        this.trainGame = train.stream().mapToInt(Sample::game).toArray();
    }

    static List<PositionData> read(PositionFormat format, List<Sample> samples) {
        List<PositionData> out = new ArrayList<>(samples.size());
        for (Sample s : samples) {
            if (s.position() == null) throw new IllegalArgumentException("a sample without its position");
            try {
                out.add(format.parse(s.position()));
            } catch (PositionFormat.FormatException e) {
                throw new IllegalArgumentException("a sample's position cannot be read: " + e.getMessage() + ": " + s.position());
            }
        }
        return out;
    }

    /** The fitted positions, read. */
    List<PositionData> trainPositions() {
        return train;
    }

    /** Fits the weights, starting from the model's, with the ridge cross-validation chooses. */
    Result fit() {
        EvalWeights start = model.weights();
        double ridge = ridge(start);
        Descent d = descend(train, trainScore, start, ridge);
        double[] before = evaluate(train, start);
        double fitBefore = error(before, trainScore, fitK(before, trainScore));
        double[] after = evaluate(train, d.weights());
        List<Row> rows = new ArrayList<>();
        for (EvalWeights.Weight x : EvalWeights.Weight.values()) rows.add(new Row(x.text(), start.get(x), d.weights().get(x)));
        double[] hb = evaluate(held, start), ha = evaluate(held, d.weights());
        return new Result(List.copyOf(rows), d.weights(), d.k(), ridge, train.size(), held.size(),
                error(hb, heldScore, fitK(hb, heldScore)), error(ha, heldScore, fitK(ha, heldScore)), fitBefore,
                error(after, trainScore, fitK(after, trainScore)));
    }

    /** Where a descent ended: the weights and K. */
    record Descent(EvalWeights weights, double k) {
    }

    /**
     * The ridge of {@link #RIDGES} whose fits predict the positions of the games left out best:
     * each fold of games in turn is left out, fitted without it and measured on it (each with its
     * own K). Without games enough for the folds, the strongest.
     */
    double ridge(EvalWeights start) {
        long games = java.util.Arrays.stream(trainGame).distinct().count();
        if (games < 2L * Tuner.FOLDS) return RIDGES[RIDGES.length - 1];
        double best = RIDGES[RIDGES.length - 1], bestError = Double.MAX_VALUE;
        for (double ridge : RIDGES) {
            double sum = 0;
            for (int f = 0; f < Tuner.FOLDS; f++) {
                List<PositionData> in = new ArrayList<>(), out = new ArrayList<>();
                List<Double> inScore = new ArrayList<>(), outScore = new ArrayList<>();
                for (int i = 0; i < train.size(); i++) {
                    boolean left = trainGame[i] % Tuner.FOLDS == f;
                    (left ? out : in).add(train.get(i));
                    (left ? outScore : inScore).add(trainScore[i]);
                }
                double[] is = inScore.stream().mapToDouble(Double::doubleValue).toArray();
                double[] os = outScore.stream().mapToDouble(Double::doubleValue).toArray();
                Descent d = descend(in, is, start, ridge);
                double[] e = evaluate(out, d.weights());
                sum += error(e, os, d.k()) * out.size();
            }
            if (sum < bestError - 1e-12) {
                bestError = sum;
                best = ridge;
            }
        }
        return best;
    }

    /**
     * Coordinate descent from {@code start}: the error minimised is the mean squared error plus
     * {@code ridge × Σ ((weight − start) / default)²}, so that a weight the games say little
     * about stays near where it started.
     */
    Descent descend(List<PositionData> positions, double[] score, EvalWeights start, double ridge) {
        double[] e = evaluate(positions, start);
        double k = fitK(e, score);
        EvalWeights w = start;
        double best = error(e, score, k);
        int largest = 1;
        for (EvalWeights.Weight x : EvalWeights.Weight.values()) largest = Math.max(largest, Math.max(1, x.standard() / 4));
        for (int level = largest; level >= 1; level /= 2) {
            for (int pass = 0; pass < PASSES; pass++) {
                boolean moved = false;
                for (EvalWeights.Weight x : EvalWeights.Weight.values()) {
                    if (level > Math.max(1, x.standard() / 4)) continue;    // its steps start lower
                    int step = level;
                    for (int sign = 1; sign >= -1; sign -= 2) {
                        int to = w.get(x) + sign * step;
                        if (to < x.min() || to > x.max()) continue;
                        EvalWeights c = w.with(x, to);
                        double err = error(evaluate(positions, c), score, k) + ridge * penalty(c, start);
                        if (err < best - 1e-12) {
                            best = err;
                            w = c;
                            moved = true;
                            break;
                        }
                    }
                }
                double[] now = evaluate(positions, w);
                double k2 = fitK(now, score);
                double err = error(now, score, k2) + ridge * penalty(w, start);
                if (err < best) {
                    best = err;
                    k = k2;
                }
                if (!moved) break;
            }
        }
        return new Descent(w, k);
    }

    /** Σ ((weight − start) / default)², a default of 0 counting as 1. */
    static double penalty(EvalWeights w, EvalWeights start) {
        double p = 0;
        for (EvalWeights.Weight x : EvalWeights.Weight.values()) {
            double d = (w.get(x) - start.get(x)) / (double) Math.max(1, x.standard());
            p += d * d;
        }
        return p;
    }

    /** Each position's evaluation with the weights, in centipawns, from the first player's side. */
    double[] evaluate(List<PositionData> positions, EvalWeights w) {
        Evaluator ev = new Evaluator(model, w);
        double[] out = new double[positions.size()];
        for (int i = 0; i < out.length; i++) {
            pos.load(positions.get(i));
            out[i] = ev.evaluate(pos, 0);
        }
        return out;
    }

    static double error(double[] e, double[] score, double k) {
        if (e.length == 0) return 0;
        double sum = 0;
        for (int i = 0; i < e.length; i++) {
            double d = score[i] - Fit.sigmoid(k * e[i]);
            sum += d * d;
        }
        return sum / e.length;
    }

    /** The K of least error for fixed evaluations ({@link Fit#leastK}). */
    static double fitK(double[] e, double[] score) {
        return Fit.leastK(K_LOW, K_HIGH, k -> error(e, score, k));
    }
}
