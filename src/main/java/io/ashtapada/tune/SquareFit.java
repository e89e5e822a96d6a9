package io.ashtapada.tune;

import io.ashtapada.engine.Position;
import io.ashtapada.engine.Positions;
import io.ashtapada.engine.search.Evaluator;
import io.ashtapada.model.Board;
import io.ashtapada.model.PieceKind;
import io.ashtapada.model.PositionData;
import io.ashtapada.model.RuleModel;
import io.ashtapada.model.SquareTables;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Fits the kinds' square tables (a definition's {@code squares}, two phases each) to labelled
 * quiet positions: the evaluation as the definition has it (values, weights, any tables it gives)
 * plus, for each piece on the board, its kind's number for its square, shared between the
 * middlegame and the endgame table as the evaluator shares them ({@link Evaluator#squareShares}).
 * Since the tables add to the evaluation linearly, the fit evaluates each position once and then
 * moves all the numbers together: the mean squared error between each label and
 * {@code 1 / (1 + exp(-K·e))} (K fitted to the evaluation as it is, then kept), plus a ridge per
 * number squared (in centipawns) so that a square seldom seen stays near 0, minimised by
 * {@value #STEPS} steps of Adam (step size {@value #RATE} centipawns). The ridge is chosen among
 * {@link #RIDGES}: each is fitted without a fifth of the fitted games (the validation games, apart
 * from the held-out ones) and measured on them, and the strongest whose error is within a standard
 * error of the best one's (each game one draw) is fitted again on all. Nothing is
 * random: the same positions give the same tables.
 */
final class SquareFit {
    /**
     * The ridges tried, per number squared in centipawns, strongest first. On chess's 1,681 games
     * of Fairy-Stockfish's the held-out error was 0.01844 at 1e-8 and 0.01799 at 1e-9, but the
     * tables of 1e-9 played no better (docs/tuning.md): hence the strongest ridge within a standard
     * error of the best, not the best.
     */
    static final double[] RIDGES = {1e-5, 1e-6, 1e-7, 1e-8, 1e-9, 1e-10};
    /** The ridge where too few games are fitted to leave a fifth of them out for choosing it (chess's choice). */
    static final double DEFAULT_RIDGE = 1e-8;
    /** Steps of the descent (the held-out error of chess settles after about 100). */
    static final int STEPS = 300;
    /** Adam's step size, in centipawns. */
    static final double RATE = 1;

    private final RuleModel model;
    private final int squares, kinds;
    /** Per position: its evaluation, its label, and its pieces' table entries (kind × squares + square) and middlegame shares (signed). */
    private final double[] base;
    private final double[] label;
    private final int[][] entry;
    private final float[][] middle;
    private final byte[][] sign;
    private final boolean[] held;
    /** Fitted positions of the validation games (the one before each held-out game: games 3, 8, 13, ...), which choose the ridge. */
    private final boolean[] validation;
    /** Per position, the game it comes from (for the validation error's standard error). */
    private final int[] gameOf;

    /**
     * Ready to fit: each position evaluated once.
     *
     * @throws IllegalArgumentException when a sample has no position string, or one the model cannot read
     */
    SquareFit(RuleModel model, List<Sample> samples, List<Boolean> heldOut) {
        this.model = model;
        this.squares = model.board().size;
        this.kinds = model.pieces().size();
        Evaluator ev = new Evaluator(model);
        Position pos = Positions.of(model);
        List<PositionData> read = WeightFit.read(io.ashtapada.model.PositionFormat.of(model), samples);
        int n = samples.size();
        base = new double[n];
        label = new double[n];
        entry = new int[n][];
        middle = new float[n][];
        sign = new byte[n][];
        held = new boolean[n];
        validation = new boolean[n];
        gameOf = new int[n];
        int games = samples.stream().mapToInt(Sample::game).max().orElse(-1) + 1;
        for (int i = 0; i < n; i++) {
            pos.load(read.get(i));
            base[i] = ev.evaluate(pos, 0);
            label[i] = samples.get(i).score();
            held[i] = heldOut.get(i);
            gameOf[i] = samples.get(i).game();
            validation[i] = !held[i] && games >= 2 * Tuner.HELD_OUT && samples.get(i).game() % Tuner.HELD_OUT == Tuner.HELD_OUT - 2;
            int pieces = pos.pieceCount(0) + pos.pieceCount(1);
            int[] en = new int[pieces];
            float[] mi = new float[pieces];
            byte[] sg = new byte[pieces];
            int[] c = {0};
            ev.squareShares(pos, (kind, square, sgn, mid) -> {
                en[c[0]] = kind * squares + square;
                mi[c[0]] = (float) mid;
                sg[c[0]++] = (byte) sgn;
            });
            entry[i] = en;
            middle[i] = mi;
            sign[i] = sg;
        }
    }

    /**
     * The fitted tables and the errors.
     *
     * @param tables    the kinds' tables after the fit (the definition's own plus what was fitted), by kind index
     * @param k         the logistic's slope per centipawn
     * @param fitted    positions fitted
     * @param heldOut   positions held out
     * @param fitBefore the mean squared error of the fitted positions before, and {@code fitAfter} after
     * @param heldBefore the same of the held-out positions
     * @param ridge     the ridge chosen
     * @param tried     per ridge of {@link #RIDGES}, the mean squared error of the validation games fitted without them (empty where the ridge was not chosen so)
     * @param spread    per ridge, that error's standard error (each game one draw)
     */
    record Result(SquareTables tables, double k, int fitted, int heldOut, double fitBefore, double fitAfter,
                  double heldBefore, double heldAfter, double ridge, double[] tried, double[] spread) {
    }

    /** Fits the tables. */
    Result fit() {
        int n = base.length, size = 2 * kinds * squares;
        boolean[] fitting = new boolean[n], shortened = new boolean[n];
        int fitted = 0, validated = 0;
        for (int i = 0; i < n; i++) {
            fitting[i] = !held[i];
            shortened[i] = !held[i] && !validation[i];
            if (fitting[i]) fitted++;
            if (validation[i]) validated++;
        }
        double k = WeightFit.fitK(select(base, false), select(label, false));
        double ridge = DEFAULT_RIDGE;
        double[] tried = new double[validated > 0 ? RIDGES.length : 0];
        double[] spread = new double[tried.length];
        for (int r = 0; r < tried.length; r++) {
            double[] e = errorAndSpread(descend(k, RIDGES[r], shortened), k, validation);
            tried[r] = e[0];
            spread[r] = e[1];
        }
        if (tried.length > 0) {
            // The strongest ridge within a standard error of the best: as good a prediction as the
            // validation games can tell apart, with the smallest tables.
            int best = indexOfBest(tried), chosen = 0;
            while (tried[chosen] > tried[best] + spread[best]) chosen++;
            ridge = RIDGES[chosen];
        }
        double[] w = new double[size];
        double fitBefore = error(w, k, fitting), heldBefore = error(w, k, held);
        w = descend(k, ridge, fitting);
        int[] rounded = new int[size];
        for (int j = 0; j < size; j++) rounded[j] = (int) Math.round(w[j]);
        double[] r = new double[size];
        for (int j = 0; j < size; j++) r[j] = rounded[j];
        SquareTables before = model.weights().squares();
        int[][] mid = new int[kinds][], end = new int[kinds][];
        for (int kind = 0; kind < kinds; kind++) {
            mid[kind] = sum(before.middle(kind), rounded, kind * squares);
            end[kind] = sum(before.end(kind), rounded, (kinds + kind) * squares);
        }
        return new Result(new SquareTables(mid, end), k, fitted, n - fitted, fitBefore, error(r, k, fitting), heldBefore,
                error(r, k, held), ridge, tried, spread);
    }

    /**
     * {@link #error} of the positions {@code of}, and its standard error, taking each game's
     * positions as one draw (positions of one game are not independent of each other).
     */
    private double[] errorAndSpread(double[] w, double k, boolean[] of) {
        Map<Integer, double[]> byGame = new java.util.HashMap<>();
        double sum = 0;
        int c = 0;
        for (int i = 0; i < base.length; i++) {
            if (!of[i]) continue;
            double d = label[i] - Fit.sigmoid(k * eval(i, w));
            double[] g = byGame.computeIfAbsent(gameOf[i], x -> new double[2]);
            g[0] += d * d;
            g[1]++;
            sum += d * d;
            c++;
        }
        if (c == 0) return new double[]{0, 0};
        int games = byGame.size();
        double mean = sum / c, var = 0;
        for (double[] g : byGame.values()) var += (g[0] - mean * g[1]) * (g[0] - mean * g[1]);
        return new double[]{mean, games < 2 ? 0 : Math.sqrt(var * games / (games - 1.0)) / c};
    }

    /** The index of the lowest of {@code e} (the first of equals). */
    private static int indexOfBest(double[] e) {
        int best = 0;
        for (int r = 1; r < e.length; r++) if (e[r] < e[best]) best = r;
        return best;
    }

    /** The numbers after {@value #STEPS} steps of Adam from 0 on the positions {@code use}, with this ridge. */
    private double[] descend(double k, double ridge, boolean[] use) {
        int n = base.length, size = 2 * kinds * squares, count = 0;
        for (boolean u : use) if (u) count++;
        double[] w = new double[size], m = new double[size], v = new double[size];
        for (int step = 1; step <= STEPS && count > 0; step++) {
            double[] g = new double[size];
            for (int i = 0; i < n; i++) {
                if (!use[i]) continue;
                double s = Fit.sigmoid(k * eval(i, w));
                double d = 2 * (s - label[i]) * s * (1 - s) * k / count;
                for (int j = 0; j < entry[i].length; j++) {
                    g[entry[i][j]] += d * middle[i][j] * sign[i][j];
                    g[kinds * squares + entry[i][j]] += d * (1 - middle[i][j]) * sign[i][j];
                }
            }
            double c1 = 1 - Math.pow(0.9, step), c2 = 1 - Math.pow(0.999, step);
            for (int j = 0; j < size; j++) {
                double gj = g[j] + 2 * ridge * w[j];
                m[j] = 0.9 * m[j] + 0.1 * gj;
                v[j] = 0.999 * v[j] + 0.001 * gj * gj;
                w[j] -= RATE * (m[j] / c1) / (Math.sqrt(v[j] / c2) + 1e-12);
            }
        }
        return w;
    }

    /** A kind's table: the definition's (or none) plus the fitted numbers from {@code at}, clamped; null when both are all zero. */
    private int[] sum(int[] before, int[] fitted, int at) {
        int[] out = new int[squares];
        boolean any = false;
        for (int s = 0; s < squares; s++) {
            out[s] = Math.max(SquareTables.MIN, Math.min(SquareTables.MAX, (before == null ? 0 : before[s]) + fitted[at + s]));
            any |= out[s] != 0;
        }
        return any || before != null ? out : null;
    }

    private double eval(int i, double[] w) {
        double x = base[i];
        int[] en = entry[i];
        for (int j = 0; j < en.length; j++) {
            x += sign[i][j] * (middle[i][j] * w[en[j]] + (1 - middle[i][j]) * w[kinds * squares + en[j]]);
        }
        return x;
    }

    /** The mean squared error of the positions {@code of} with the numbers {@code w} added (0 where there are none). */
    private double error(double[] w, double k, boolean[] of) {
        return errorAndSpread(w, k, of)[0];
    }

    private double[] select(double[] a, boolean ofHeld) {
        double[] out = new double[base.length];
        int c = 0;
        for (int i = 0; i < a.length; i++) if (held[i] == ofHeld) out[c++] = a[i];
        return java.util.Arrays.copyOf(out, c);
    }

    /**
     * The tables of {@code t} as a definition writes them: by kind name, the middlegame and the
     * endgame numbers (null where a phase has none) in the order {@code squares} lists them, the
     * board's top row first.
     */
    static Map<String, int[][]> listing(RuleModel model, SquareTables t) {
        int[] order = model.board().drawingOrder();
        Map<String, int[][]> out = new LinkedHashMap<>();
        for (PieceKind kind : model.pieces()) {
            int[] mid = t.middle(kind.index()), end = t.end(kind.index());
            if (mid == null && end == null) continue;
            int[][] rows = new int[2][];
            if (mid != null) rows[0] = java.util.Arrays.stream(order).map(s -> mid[s]).toArray();
            if (end != null) rows[1] = java.util.Arrays.stream(order).map(s -> end[s]).toArray();
            out.put(kind.name(), rows);
        }
        return out;
    }

    /** How many squares each row of the board has, the top row first. */
    static int[] rows(RuleModel model) {
        Board b = model.board();
        int[] out = new int[b.maxY() - b.minY() + 1];
        for (int s : b.drawingOrder()) out[b.maxY() - b.y(s)]++;
        return out;
    }

    /** The report of a fit: the errors, and each table's average size. */
    static String text(String title, String source, RuleModel model, Result r) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "square tables of %s fitted to %d quiet positions of %s%n", title, r.fitted() + r.heldOut(), source));
        sb.append(String.format(Locale.ROOT, "  %-14s %14s %14s%n", "kind", "middle (avg |cp|)", "end (avg |cp|)"));
        for (PieceKind kind : model.pieces()) {
            int[] mid = r.tables().middle(kind.index()), end = r.tables().end(kind.index());
            if (mid == null && end == null) continue;
            sb.append(String.format(Locale.ROOT, "  %-14s %14s %14s%n", kind.name(), average(mid), average(end)));
        }
        if (r.tried().length > 0) {
            sb.append("  ridge chosen on the validation games (games 3, 8, 13, ...) fitted without them:");
            for (int i = 0; i < r.tried().length; i++) sb.append(String.format(Locale.ROOT, " %.0e %.5f", RIDGES[i], r.tried()[i]));
            int best = indexOfBest(r.tried());
            sb.append(String.format(Locale.ROOT, "; the strongest within the best's standard error (%.5f) is taken%n", r.spread()[best]));
        }
        sb.append(String.format(Locale.ROOT, "  K %.5f a centipawn, ridge %.0e; mean squared error of the %d fitted positions %.5f -> %.5f%n",
                r.k(), r.ridge(), r.fitted(), r.fitBefore(), r.fitAfter()));
        if (r.heldOut() > 0) {
            sb.append(String.format(Locale.ROOT, "  held out (every %dth game, %d positions): %.5f -> %.5f (%s)%n", Tuner.HELD_OUT, r.heldOut(),
                    r.heldBefore(), r.heldAfter(), r.heldAfter() < r.heldBefore() ? "better" : "no better"));
        } else {
            sb.append(String.format(Locale.ROOT, "  nothing held out (fewer than %d games)%n", Tuner.HELD_OUT));
        }
        return sb.toString();
    }

    private static String average(int[] t) {
        if (t == null) return "-";
        double s = 0;
        for (int x : t) s += Math.abs(x);
        return String.format(Locale.ROOT, "%.1f", s / t.length);
    }
}
