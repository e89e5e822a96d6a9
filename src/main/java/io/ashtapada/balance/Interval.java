package io.ashtapada.balance;

import java.util.Locale;

/**
 * An estimate with its 95% confidence interval.
 *
 * <p>Rates of yes/no events (a draw, a game ended by repetition) use the Wilson score interval,
 * which keeps its coverage near 95% for small samples and rates near 0 or 1, where the textbook
 * normal interval does not. A player's score (1 a win, ½ a draw or a shared first place, 0 a loss)
 * is a mean of values in [0, 1]: its interval is the Wilson interval at the mean and the sample
 * size, widened to the normal interval of the sample's own variance when that is wider, so that
 * draws (which lower the variance) never make it over-confident.
 *
 * @param value the estimate
 * @param low   the lower bound of the 95% interval
 * @param high  the upper bound
 * @param n     the sample size
 */
public record Interval(double value, double low, double high, int n) {
    /** The normal quantile of a two-sided 95% interval. */
    public static final double Z95 = 1.959963984540054;

    /** The rate of {@code successes} in {@code n} trials with its Wilson interval. */
    public static Interval rate(int successes, int n) {
        if (n <= 0) return new Interval(Double.NaN, 0, 1, 0);
        double p = successes / (double) n;
        double z2 = Z95 * Z95;
        double centre = (p + z2 / (2.0 * n)) / (1 + z2 / n);
        double half = Z95 * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / (1 + z2 / n);
        return new Interval(p, Math.max(0, centre - half), Math.min(1, centre + half), n);
    }

    /** The mean of scores in [0, 1] with its interval (see the class comment). */
    public static Interval score(double[] scores) {
        int n = scores.length;
        if (n == 0) return new Interval(Double.NaN, 0, 1, 0);
        double sum = 0;
        for (double s : scores) sum += s;
        double mean = sum / n;
        double var = 0;
        for (double s : scores) var += (s - mean) * (s - mean);
        var = n > 1 ? var / (n - 1) : 0.25;
        double z2 = Z95 * Z95;
        double centre = (mean + z2 / (2.0 * n)) / (1 + z2 / n);
        double half = Z95 * Math.sqrt(mean * (1 - mean) / n + z2 / (4.0 * n * n)) / (1 + z2 / n);
        double lo = centre - half, hi = centre + half;
        double normal = Z95 * Math.sqrt(var / n);
        lo = Math.min(lo, mean - normal);
        hi = Math.max(hi, mean + normal);
        return new Interval(mean, Math.max(0, lo), Math.min(1, hi), n);
    }

    /** Half the interval's width: how precisely the value is known. */
    public double halfWidth() {
        return (high - low) / 2;
    }

    public boolean contains(double x) {
        return x >= low && x <= high;
    }

    /** As a percentage: {@code 54.0% (50.1% to 57.9%)}. */
    public String percent() {
        return String.format(Locale.ROOT, "%.1f%% (%.1f%% to %.1f%%)", 100 * value, 100 * low, 100 * high);
    }

    /**
     * The Elo difference a score share means (two players), with the interval mapped through the
     * same logistic curve; infinite at a share of 0 or 1.
     */
    public String elo() {
        return bound(elo(value)) + " (" + bound(elo(low)) + " to " + bound(elo(high)) + ")";
    }

    static double elo(double share) {
        if (share <= 0) return Double.NEGATIVE_INFINITY;
        if (share >= 1) return Double.POSITIVE_INFINITY;
        return -400 * Math.log10(1 / share - 1);
    }

    private static String bound(double e) {
        return Double.isInfinite(e) ? (e > 0 ? "+inf" : "-inf") : String.format(Locale.ROOT, "%+.0f", e + 0.0);
    }
}
