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
 * the error falls, the step halved from a quarter of its default (at least 1) down to 1; K is
 * fitted again after every pass. Weights stay whole numbers within their ranges. The piece values
 * are the definition's own. Nothing is random and nothing is timed: the same positions give the
 * same weights.
 */
public final class WeightFit {
    /** The range searched for K, per centipawn. */
    static final double K_LOW = 1e-5, K_HIGH = 0.2;
    /** The most passes over the weights at one step size. */
    static final int PASSES = 20;

    private final RuleModel model;
    private final Position pos;
    private final List<PositionData> train, held;
    private final double[] trainScore, heldScore;

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
     * @param fitted      positions fitted
     * @param heldOut     positions held out
     * @param errorBefore the held-out positions' mean squared error with the current weights (each with its own best K)
     * @param errorAfter  the same with the fitted weights
     * @param fitBefore   the fitted positions' error with the current weights
     * @param fitAfter    the same with the fitted weights
     */
    public record Result(List<Row> rows, EvalWeights weights, double k, int fitted, int heldOut,
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
            sb.append(String.format(Locale.ROOT, "  K %.5f a centipawn; mean squared error of the %d fitted positions %.5f -> %.5f%n",
                    k, fitted, fitBefore, fitAfter));
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
    }

    private static List<PositionData> read(PositionFormat format, List<Sample> samples) {
        List<PositionData> out = new ArrayList<>(samples.size());
        for (Sample s : samples) {
            if (s.position() == null) throw new IllegalArgumentException("a sample without its position");
            try {
                out.add(format.parse(s.position()));
            } catch (PositionFormat.FormatException e) {
                throw new IllegalArgumentException("a sample's position cannot be read: " + e.getMessage());
            }
        }
        return out;
    }

    /** Fits the weights, starting from the model's. */
    Result fit() {
        EvalWeights start = model.weights() == null ? EvalWeights.DEFAULT : model.weights();
        double[] e = evaluate(train, start);
        double k = fitK(e, trainScore);
        EvalWeights w = start;
        double best = error(e, trainScore, k);
        double fitBefore = best;
        int largest = 1;
        for (EvalWeights.Weight x : EvalWeights.Weight.values()) largest = Math.max(largest, Math.max(1, x.standard() / 4));
        for (int level = largest; level >= 1; level /= 2) {
            for (int pass = 0; pass < PASSES; pass++) {
                boolean moved = false;
                for (EvalWeights.Weight x : EvalWeights.Weight.values()) {
                    int step = Math.min(level, Math.max(1, x.standard() / 4));
                    for (int sign = 1; sign >= -1; sign -= 2) {
                        int to = w.get(x) + sign * step;
                        if (to < x.min() || to > x.max()) continue;
                        EvalWeights c = w.with(x, to);
                        double err = error(evaluate(train, c), trainScore, k);
                        if (err < best - 1e-12) {
                            best = err;
                            w = c;
                            moved = true;
                            break;
                        }
                    }
                }
                double[] now = evaluate(train, w);
                double k2 = fitK(now, trainScore);
                double err = error(now, trainScore, k2);
                if (err < best) {
                    best = err;
                    k = k2;
                }
                if (!moved) break;
            }
        }
        List<Row> rows = new ArrayList<>();
        for (EvalWeights.Weight x : EvalWeights.Weight.values()) rows.add(new Row(x.text(), start.get(x), w.get(x)));
        double[] hb = evaluate(held, start), ha = evaluate(held, w);
        return new Result(List.copyOf(rows), w, k, train.size(), held.size(),
                error(hb, heldScore, fitK(hb, heldScore)), error(ha, heldScore, fitK(ha, heldScore)), fitBefore, best);
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

    /** The K of least error for fixed evaluations: a golden-section search over log K. */
    static double fitK(double[] e, double[] score) {
        double a = Math.log(K_LOW), b = Math.log(K_HIGH), g = (Math.sqrt(5) - 1) / 2;
        double c = b - g * (b - a), d = a + g * (b - a);
        double fc = error(e, score, Math.exp(c)), fd = error(e, score, Math.exp(d));
        for (int i = 0; i < 60; i++) {
            if (fc <= fd) {
                b = d;
                d = c;
                fd = fc;
                c = b - g * (b - a);
                fc = error(e, score, Math.exp(c));
            } else {
                a = c;
                c = d;
                fc = fd;
                d = a + g * (b - a);
                fd = error(e, score, Math.exp(d));
            }
        }
        return Math.exp((a + b) / 2);
    }
}
