package io.ashtapada.tune;

import java.util.List;

/**
 * Texel's fit: the mean squared error between each position's game result and
 * {@code 1 / (1 + exp(-K·e))}, where e is the material balance {@code Σ value_k · material_k} in
 * pawns, minimised over the values. One kind, the unit, keeps its value (without it K and the
 * values could grow and shrink together); K is fitted with the current values first and again
 * after every pass over the kinds. The values move by coordinate descent: each kind in turn by
 * ± a step while the error falls, the step halved from {@value #FIRST_STEP} down to
 * {@value #LAST_STEP} pawns. A ridge may pull the values toward where they started: the error
 * minimised is then {@code MSE + ridge · Σ (value − start)²}, so that a kind the games say little
 * about stays near its start. Nothing is random: the same samples give the same values.
 */
final class Fit {
    /** The first and the last step of the descent, in pawns. */
    static final double FIRST_STEP = 1.0, LAST_STEP = 0.01;
    /** The least value a kind may take, in pawns (a value of 0 would mean "estimate one"). */
    static final double LEAST = 0.1;
    /** The range searched for K, per pawn. */
    static final double K_LOW = 0.01, K_HIGH = 20;

    private Fit() {
    }

    /**
     * The fitted values and K.
     *
     * @param values per kind, in pawns
     * @param k      the logistic's slope per pawn
     */
    record Result(double[] values, double k) {
    }

    /** The mean squared error of the samples under the values and K (0 without samples). */
    static double error(List<Sample> samples, double[] values, double k) {
        if (samples.isEmpty()) return 0;
        double sum = 0;
        for (Sample s : samples) {
            double d = s.score() - sigmoid(k * balance(s, values));
            sum += d * d;
        }
        return sum / samples.size();
    }

    static double balance(Sample s, double[] values) {
        double e = 0;
        double[] m = s.material();
        for (int j = 0; j < m.length; j++) e += values[j] * m[j];
        return e;
    }

    static double sigmoid(double x) {
        return 1 / (1 + Math.exp(-x));
    }

    /** The K of least error for fixed values: a golden-section search over log K. */
    static double fitK(List<Sample> samples, double[] values) {
        double[] e = new double[samples.size()];
        for (int i = 0; i < e.length; i++) e[i] = balance(samples.get(i), values);
        return leastK(K_LOW, K_HIGH, k -> errorOf(samples, e, k));
    }

    /** The K in [low, high] where {@code error} is least: a golden-section search over log K (the values' fit and the weights' share it). */
    static double leastK(double low, double high, java.util.function.DoubleUnaryOperator error) {
        double a = Math.log(low), b = Math.log(high), g = (Math.sqrt(5) - 1) / 2;
        double c = b - g * (b - a), d = a + g * (b - a);
        double fc = error.applyAsDouble(Math.exp(c)), fd = error.applyAsDouble(Math.exp(d));
        for (int i = 0; i < 60; i++) {
            if (fc <= fd) {
                b = d;
                d = c;
                fd = fc;
                c = b - g * (b - a);
                fc = error.applyAsDouble(Math.exp(c));
            } else {
                a = c;
                c = d;
                fc = fd;
                d = a + g * (b - a);
                fd = error.applyAsDouble(Math.exp(d));
            }
        }
        return Math.exp((a + b) / 2);
    }

    private static double errorOf(List<Sample> samples, double[] balance, double k) {
        double sum = 0;
        for (int i = 0; i < balance.length; i++) {
            double d = samples.get(i).score() - sigmoid(k * balance[i]);
            sum += d * d;
        }
        return balance.length == 0 ? 0 : sum / balance.length;
    }

    /**
     * Fits the values of the kinds marked {@code free}, starting from {@code start}; the others
     * (the unit among them) keep their start values. No ridge.
     */
    static Result fit(List<Sample> samples, double[] start, boolean[] free) {
        return fit(samples, start, free, 0);
    }

    /** As {@link #fit(List, double[], boolean[])}, with a ridge toward the start values. */
    static Result fit(List<Sample> samples, double[] start, boolean[] free, double ridge) {
        double[] v = start.clone();
        double k = fitK(samples, v);
        int n = samples.size();
        double[] e = new double[n];
        for (int i = 0; i < n; i++) e[i] = balance(samples.get(i), v);
        double best = errorOf(samples, e, k) + ridge * penalty(v, start);
        for (double step = FIRST_STEP; step >= LAST_STEP - 1e-12; step /= 2) {
            for (int pass = 0; pass < 200; pass++) {
                boolean moved = false;
                for (int j = 0; j < v.length; j++) {
                    if (!free[j]) continue;
                    for (int sign = 1; sign >= -1; sign -= 2) {
                        double delta = sign * step;
                        if (v[j] + delta < LEAST) continue;
                        double err = errorShifted(samples, e, k, j, delta)
                                + ridge * (penalty(v, start) - sq(v[j] - start[j]) + sq(v[j] + delta - start[j]));
                        if (err < best - 1e-12) {
                            best = err;
                            v[j] += delta;
                            for (int i = 0; i < n; i++) e[i] += delta * samples.get(i).material()[j];
                            moved = true;
                            break;
                        }
                    }
                }
                double k2 = fitK(samples, v);
                double err = errorOf(samples, e, k2) + ridge * penalty(v, start);
                if (err < best) {
                    best = err;
                    k = k2;
                }
                if (!moved) break;
            }
        }
        return new Result(v, k);
    }

    private static double penalty(double[] v, double[] start) {
        double p = 0;
        for (int j = 0; j < v.length; j++) p += sq(v[j] - start[j]);
        return p;
    }

    private static double sq(double x) {
        return x * x;
    }

    /** The error with kind j's value moved by delta. */
    private static double errorShifted(List<Sample> samples, double[] e, double k, int j, double delta) {
        double sum = 0;
        for (int i = 0; i < e.length; i++) {
            Sample s = samples.get(i);
            double d = s.score() - sigmoid(k * (e[i] + delta * s.material()[j]));
            sum += d * d;
        }
        return e.length == 0 ? 0 : sum / e.length;
    }
}
