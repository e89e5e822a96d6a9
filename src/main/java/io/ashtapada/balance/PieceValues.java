package io.ashtapada.balance;

import io.ashtapada.api.Game;
import io.ashtapada.api.GameState;
import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.Variant;
import io.ashtapada.api.VariantInfo;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.function.Consumer;

/**
 * Piece values measured by play, as engine authors measure them: games from imbalanced starts, a
 * piece (or a handful) removed from one side against other pieces removed from the other, and a fit
 * of what each kind is worth in pawns.
 *
 * <p><b>The matchups.</b> The kinds are the non-royal kinds that both players have at the start. The
 * unit is the pawn (the kind marked {@code pawn} with the most pieces; without one, the kind of
 * lowest written value). Pawns are played as <i>odds</i>: as many as the cheapest other kind is worth
 * (three in chess) removed from one side, nothing from the other; a single pawn's worth is too small
 * to show above the noise of a few dozen games. Every other kind is played <i>against its
 * neighbour</i>: removed from one side while the next cheaper kind by written value, plus as many
 * pawns as the written values differ by, is removed from the other (queen against rook and four
 * pawns, rook against bishop and two pawns, bishop against knight, knight against three pawns). A
 * neighbour matchup is nearly even when the written values are right, where a game result says the
 * most; the odds tie the chain to the pawn. Every start is played twice, each side taking each
 * material once, so the first move's advantage cancels; which pieces of a kind are removed is drawn
 * from the seed, the same in both games of a pair.
 *
 * <p><b>The fit.</b> Each game gives the first player's score s (1, ½, 0) and the material
 * difference d (the first player's pieces of each kind less the second's). A logistic model,
 * {@code E[s] = 1 / (1 + exp(-(b + Σ w_k d_k)))}, is fitted by maximum likelihood (Newton's method,
 * with a weak ridge of {@value #RIDGE} on every weight so that a matchup won every time keeps a
 * finite weight); b is the first move's worth, w_k a piece of kind k's. A kind's value in pawns is
 * {@code w_k / w_pawn}; its 95% interval comes from the fit's covariance (the inverse Hessian) by the
 * delta method. The players search with the definition's own values, so the figures say what a
 * piece is worth to players who trust the written values; a kind whose interval excludes its written
 * value is worth a second look.
 */
public final class PieceValues {
    /** The ridge penalty on every logistic weight. */
    static final double RIDGE = 0.01;

    private PieceValues() {
    }

    /**
     * A kind's measured value.
     *
     * @param kind    the kind's name
     * @param written the value the definition writes (0 when it writes none)
     * @param value   the measured value in pawns
     * @param low     the lower end of its 95% interval
     * @param high    the upper end
     * @param elo     what one piece of it is worth in Elo at this strength of play
     */
    public record Estimate(String kind, double written, double value, double low, double high, double elo) {
        /** Whether the written value lies inside the measured interval (scaled to the definition's pawn). */
        boolean agrees(double unitWritten) {
            return written >= low * unitWritten && written <= high * unitWritten;
        }
    }

    /**
     * The games of one imbalance.
     *
     * @param removedA   what one side lacks ({@code queen})
     * @param removedB   what the other side lacks ({@code rook + 4 pawn}, or {@code nothing})
     * @param scoreOfA   the score of the side lacking {@code removedA}, both colours together
     */
    public record Matchup(String removedA, String removedB, Interval scoreOfA) {
    }

    /**
     * The measurement.
     *
     * @param title        the variant's title
     * @param player       the seat that played every game
     * @param seed         the run's seed
     * @param unit         the unit kind (the pawn)
     * @param unitWritten  the unit's written value (the definition's scale)
     * @param estimates    each kind's value, the unit first (1 by definition)
     * @param matchups     the games of each imbalance
     * @param firstMoveElo the first move's worth in Elo, as fitted
     * @param games        games played
     * @param reliable     whether the pawn's own worth showed above the noise (else no value is suggested)
     * @param notes        what could not be measured, and why
     */
    public record Result(String title, String player, long seed, String unit, double unitWritten, List<Estimate> estimates,
                         List<Matchup> matchups, double firstMoveElo, int games, boolean reliable, List<String> notes) {

        /** Values to write, in words: only where the measured interval excludes the written value. */
        public List<String> suggestions() {
            List<String> out = new ArrayList<>();
            if (!reliable) {
                out.add(String.format(Locale.ROOT, "The %s's own worth did not show above the noise in %d games: no piece value "
                        + "is suggested; play more games (--values N) or stronger players.", unit, games));
                return out;
            }
            boolean any = false;
            for (Estimate e : estimates) {
                if (e.kind().equals(unit) || Double.isNaN(e.value())) continue;
                if (!e.agrees(unitWritten)) {
                    any = true;
                    out.add(String.format(Locale.ROOT, "Play values the %s at %.2f %ss (%.2f to %.2f), the definition at %s:"
                                    + " consider 'value %s'.", e.kind(), e.value(), unit, e.low(), e.high(),
                            e.written() > 0 ? plain(e.written()) : "nothing (no value written)",
                            plain(suggested(e.value() * unitWritten))));
                }
            }
            if (!any && !estimates.isEmpty()) {
                out.add(String.format(Locale.ROOT, "Every written piece value lies within what play measured (%d games from "
                        + "imbalanced starts; more games narrow the intervals).", games));
            }
            return out;
        }

        /** The terminal summary. */
        public String text() {
            StringBuilder sb = new StringBuilder();
            String nl = System.lineSeparator();
            sb.append(String.format(Locale.ROOT, "piece values of %s from play: %d games of %s from imbalanced starts, seed %d%n",
                    title, games, player, seed));
            for (Matchup m : matchups) {
                sb.append(String.format(Locale.ROOT, "  without %s v without %s: the side without %s scores %s%n", m.removedA(),
                        m.removedB(), m.removedA(), m.scoreOfA().percent()));
            }
            sb.append(String.format(Locale.ROOT, "  %-14s %8s %8s  %-17s %s%n", "kind", "written", "measured", "95%", "Elo a piece"));
            for (Estimate e : estimates) {
                sb.append(String.format(Locale.ROOT, "  %-14s %8s %8.2f  %-17s %+.0f%n", e.kind(), plain(e.written()),
                        e.value() * unitWritten, String.format(Locale.ROOT, "%.2f to %.2f", e.low() * unitWritten,
                                e.high() * unitWritten), e.elo()));
            }
            sb.append(String.format(Locale.ROOT, "  (in the definition's scale: a %s = %s; the first move is worth %+.0f Elo)%n",
                    unit, plain(unitWritten), firstMoveElo));
            for (String n : notes) sb.append("  note: ").append(n).append(nl);
            List<String> s = suggestions();
            if (!s.isEmpty()) {
                sb.append("what the values suggest:").append(nl);
                for (String x : s) sb.append("  - ").append(x).append(nl);
            }
            return sb.toString();
        }
    }

    /**
     * Why piece values cannot be measured for this variant, or null when they can: the method needs
     * two players (with more, a piece removed from one seat shifts the others' scores too).
     */
    public static String refusal(Variant v) {
        if (v.players().size() != 2) {
            return "piece values from play need a two-player game; " + v.title() + " has " + v.players().size() + " players";
        }
        return null;
    }

    /** A piece of the start: its kind's index and where it stands (a square, or null in hand). */
    private record Piece(int kind, String square, char letter, int x, int y) {
    }

    /** Plays about {@code games} games from imbalanced starts with {@code player} on both sides and fits the values. */
    public static Result run(Variant v, Player player, int games, long seed, Consumer<String> progress)
            throws IllegalMoveException {
        String refused = refusal(v);
        if (refused != null) throw new IllegalArgumentException(refused);
        VariantInfo info = v.describe();
        List<VariantInfo.PieceInfo> kinds = info.pieces();
        Game start = v.newGame();
        GameState state = start.state();
        String[] fields = v.startPosition().split(" ");
        String side = fields.length > 1 ? fields[1] : "w", castling = fields.length > 2 ? fields[2] : "-";
        List<List<Piece>> pieces = List.of(startPieces(v, state, kinds, 0), startPieces(v, state, kinds, 1));
        List<String> notes = new ArrayList<>();

        // The kinds both players have, cheapest written value first; the unit among them.
        List<Integer> measured = new ArrayList<>();
        for (int k = 0; k < kinds.size(); k++) {
            if (kinds.get(k).royal() || count(pieces.get(0), k) == 0 || count(pieces.get(1), k) == 0) continue;
            measured.add(k);
        }
        if (measured.isEmpty()) {
            throw new IllegalArgumentException("piece values from play need non-royal pieces that both players have at the start; "
                    + v.title() + " has none");
        }
        measured.sort(Comparator.comparingDouble((Integer k) -> kinds.get(k).value()).thenComparing(k -> k));
        int unit = measured.stream().filter(k -> kinds.get(k).pawn())
                .max(Comparator.comparingInt((Integer k) -> Math.min(count(pieces.get(0), k), count(pieces.get(1), k))))
                .orElse(measured.get(0));
        double unitWritten = kinds.get(unit).value() > 0 ? kinds.get(unit).value() : 1;
        int units = Math.min(count(pieces.get(0), unit), count(pieces.get(1), unit));

        // The imbalances: pawns as odds (as many as the cheapest other kind is worth, so that their worth shows
        // above the noise), and each other kind against its cheaper neighbour plus the pawns that make up the
        // written difference.
        double cheapest = measured.stream().filter(k -> k != unit).mapToDouble(k -> kinds.get(k).value()).min().orElse(unitWritten);
        int oddsPawns = (int) Math.max(1, Math.min(units, Math.round(cheapest / unitWritten)));
        List<int[][]> designs = new ArrayList<>();
        designs.add(new int[][]{removal(kinds.size(), unit, oddsPawns), removal(kinds.size(), -1, 0)});
        for (int k : measured) {
            if (k == unit) continue;
            int neighbour = -1;
            for (int j : measured) {
                if (j != unit && j != k && measured.indexOf(j) < measured.indexOf(k)) neighbour = j;
            }
            double gap = kinds.get(k).value() - (neighbour < 0 ? 0 : kinds.get(neighbour).value());
            int pawns = (int) Math.max(0, Math.min(units, Math.round(gap / unitWritten)));
            if (neighbour < 0 && pawns == 0) pawns = Math.min(1, units);
            int[] other = removal(kinds.size(), neighbour, 1);
            other[unit] += pawns;
            designs.add(new int[][]{removal(kinds.size(), k, 1), other});
        }
        int pairs = Math.max(1, (int) Math.round(games / (2.0 * designs.size())));

        List<double[]> rows = new ArrayList<>();
        List<Double> outcomes = new ArrayList<>();
        List<Matchup> matchups = new ArrayList<>();
        List<Player> seats = List.of(player, player);
        int played = 0, total = pairs * 2 * designs.size();
        for (int di = 0; di < designs.size(); di++) {
            int[][] d = designs.get(di);
            List<Double> scoresOfA = new ArrayList<>();
            for (int p = 0; p < pairs; p++) {
                long pairSeed = seed + 7919L * di + 2L * p;
                for (int swap = 0; swap < 2; swap++) {
                    int[] firstLacks = swap == 0 ? d[0] : d[1], secondLacks = swap == 0 ? d[1] : d[0];
                    String position = imbalanced(v, pieces, kinds, side, castling, firstLacks, secondLacks, new Random(pairSeed));
                    if (position == null) continue;
                    if (progress != null) {
                        progress.accept("values: without " + words(kinds, d[0]) + " v without " + words(kinds, d[1]) + ": game "
                                + (played + 1) + "/" + total);
                    }
                    SelfPlay.GameFacts f = SelfPlay.play(v, position, seats, pairSeed + swap);
                    played++;
                    double s = f.scores()[0];
                    double[] x = new double[1 + measured.size()];
                    x[0] = 1;
                    for (int m = 0; m < measured.size(); m++) x[1 + m] = secondLacks[measured.get(m)] - firstLacks[measured.get(m)];
                    rows.add(x);
                    outcomes.add(s);
                    scoresOfA.add(swap == 0 ? s : 1 - s);
                }
            }
            if (scoresOfA.isEmpty()) {
                notes.add("no legal start without " + words(kinds, d[0]) + " v without " + words(kinds, d[1]));
                continue;
            }
            matchups.add(new Matchup(words(kinds, d[0]), words(kinds, d[1]),
                    Interval.score(scoresOfA.stream().mapToDouble(Double::doubleValue).toArray())));
        }

        Fit fit = Fit.of(rows, outcomes.stream().mapToDouble(Double::doubleValue).toArray());
        int u = 1 + measured.indexOf(unit);
        double wu = fit.w[u];
        boolean reliable = fit.w[u] - Interval.Z95 * Math.sqrt(fit.cov[u][u]) > 0;
        if (!reliable) {
            notes.add(String.format(Locale.ROOT, "the %s's worth did not show above the noise (%.0f Elo, 95%% from %.0f): the "
                    + "values in pawns are unreliable; play more games", kinds.get(unit).name(), elo(wu),
                    elo(wu - Interval.Z95 * Math.sqrt(fit.cov[u][u]))));
        }
        List<Estimate> estimates = new ArrayList<>();
        List<Integer> order = new ArrayList<>(measured);
        order.remove(Integer.valueOf(unit));
        order.add(0, unit);
        for (int k : order) {
            int i = 1 + measured.indexOf(k);
            double value = fit.w[i] / wu;
            // Delta method for a ratio: var(a/b) = (var a - 2 r cov(a,b) + r² var b) / b².
            double var = (fit.cov[i][i] - 2 * value * fit.cov[i][u] + value * value * fit.cov[u][u]) / (wu * wu);
            double half = k == unit ? 0 : Interval.Z95 * Math.sqrt(Math.max(0, var));
            estimates.add(new Estimate(kinds.get(k).name(), kinds.get(k).value(), value, value - half, value + half, elo(fit.w[i])));
        }
        return new Result(v.title(), player.name(), seed, kinds.get(unit).name(), unitWritten, List.copyOf(estimates),
                List.copyOf(matchups), elo(fit.w[0]), played, reliable,
                List.copyOf(notes));
    }

    /**
     * The start without the pieces named (kind name to count) for each player, as {@link #run} makes
     * it, or null when no legal position results.
     */
    static String imbalancedStart(Variant v, Map<String, Integer> firstLacks, Map<String, Integer> secondLacks, long seed) {
        VariantInfo info = v.describe();
        List<VariantInfo.PieceInfo> kinds = info.pieces();
        GameState state = v.newGame().state();
        String[] fields = v.startPosition().split(" ");
        int[][] lacks = new int[2][kinds.size()];
        for (int k = 0; k < kinds.size(); k++) {
            lacks[0][k] = firstLacks.getOrDefault(kinds.get(k).name(), 0);
            lacks[1][k] = secondLacks.getOrDefault(kinds.get(k).name(), 0);
        }
        return imbalanced(v, List.of(startPieces(v, state, kinds, 0), startPieces(v, state, kinds, 1)), kinds,
                fields.length > 1 ? fields[1] : "w", fields.length > 2 ? fields[2] : "-", lacks[0], lacks[1], new Random(seed));
    }

    /** A logistic weight as Elo: 400 / ln 10 per unit of log-odds. */
    static double elo(double logit) {
        return logit * 400 / Math.log(10);
    }

    /** Removing {@code count} pieces of {@code kind} (none when kind is -1), as counts by kind. */
    private static int[] removal(int kinds, int kind, int count) {
        int[] out = new int[kinds];
        if (kind >= 0) out[kind] = count;
        return out;
    }

    private static int count(List<Piece> pieces, int kind) {
        int n = 0;
        for (Piece p : pieces) if (p.kind() == kind) n++;
        return n;
    }

    /** {@code rook + 2 pawns}, or {@code nothing}: the dearer kinds (by written value) first. */
    static String words(List<VariantInfo.PieceInfo> kinds, int[] removed) {
        List<Integer> order = new ArrayList<>();
        for (int k = 0; k < kinds.size(); k++) if (removed[k] > 0) order.add(k);
        order.sort(Comparator.comparingDouble((Integer k) -> -kinds.get(k).value()).thenComparing(k -> k));
        List<String> parts = new ArrayList<>();
        for (int k : order) parts.add(removed[k] == 1 ? kinds.get(k).name() : removed[k] + " " + plural(kinds.get(k).name()));
        return parts.isEmpty() ? "nothing" : String.join(" + ", parts);
    }

    /** An English plural good enough for piece names: pawns, bishops, ferzes. */
    static String plural(String name) {
        return name.matches(".*(s|x|z|ch|sh)") ? name + "es" : name + "s";
    }

    /** A player's pieces at the start, on the board (by file, then rank) and then in hand. */
    private static List<Piece> startPieces(Variant v, GameState state, List<VariantInfo.PieceInfo> kinds, int player) {
        String id = v.players().get(player);
        Map<String, Integer> byName = new LinkedHashMap<>();
        for (int k = 0; k < kinds.size(); k++) byName.put(kinds.get(k).name(), k);
        List<Piece> out = new ArrayList<>();
        for (GameState.SquareState s : state.squares()) {
            if (s.piece() == null || !id.equals(s.owner())) continue;
            out.add(new Piece(byName.get(s.piece()), s.name(), s.letter(), s.x(), s.y()));
        }
        out.sort(Comparator.comparingInt(Piece::x).thenComparingInt(Piece::y));
        Map<String, Integer> hand = state.hands().getOrDefault(id, Map.of());
        hand.forEach((name, n) -> {
            int k = byName.get(name);
            char letter = player == 0 ? Character.toUpperCase(kinds.get(k).letter()) : Character.toLowerCase(kinds.get(k).letter());
            for (int i = 0; i < n; i++) out.add(new Piece(k, null, letter, 0, 0));
        });
        return out;
    }

    /**
     * The start with pieces removed from each side, as a position string, or null when no legal
     * position results. Castling rights whose rook (or king) is gone are dropped.
     */
    static String imbalanced(Variant v, List<List<Piece>> pieces, List<VariantInfo.PieceInfo> kinds, String side,
                             String castling, int[] firstLacks, int[] secondLacks, Random random) {
        // The same draw for both sides: which instance of a kind goes is a property of the pair.
        // The first 64 instances in a seeded order, any beyond (a horde of pawns) after them in board order.
        int most = Math.max(pieces.get(0).size(), pieces.get(1).size());
        Map<Integer, List<Integer>> picks = new LinkedHashMap<>();
        for (int k = 0; k < kinds.size(); k++) {
            List<Integer> idx = new ArrayList<>();
            for (int i = 0; i < 64; i++) idx.add(i);
            java.util.Collections.shuffle(idx, random);
            for (int i = 64; i < most; i++) idx.add(i);
            picks.put(k, idx);
        }
        var builder = v.position();
        StringBuilder hand = new StringBuilder();
        for (int p = 0; p < 2; p++) {
            int[] lacks = p == 0 ? firstLacks : secondLacks;
            List<Piece> own = pieces.get(p);
            java.util.Set<Piece> gone = new java.util.HashSet<>();
            for (int k = 0; k < kinds.size(); k++) {
                if (lacks[k] == 0) continue;
                int kind = k;
                List<Piece> ofKind = own.stream().filter(x -> x.kind() == kind).toList();
                int taken = 0;
                for (int i : picks.get(k)) {
                    if (taken == lacks[k]) break;
                    if (i < ofKind.size()) {
                        gone.add(ofKind.get(i));
                        taken++;
                    }
                }
            }
            for (Piece x : own) {
                if (gone.contains(x)) continue;
                if (x.square() == null) hand.append(x.letter());
                else builder.place(x.letter() + x.square());
            }
        }
        builder.hand(hand.toString()).side(side);
        String rights = castling;
        for (int attempt = 0; attempt <= castling.length(); attempt++) {
            String position = builder.castling(rights.isEmpty() ? "-" : rights).build();
            String problem = v.positionProblem(position);
            if (problem == null) return position;
            int q = problem.indexOf("castling right '");
            if (q < 0 || rights.isEmpty() || rights.equals("-")) return null;
            char bad = problem.charAt(q + "castling right '".length());
            rights = rights.replace(String.valueOf(bad), "");
        }
        return null;
    }

    /** A value rounded for writing: to a quarter of a pawn. */
    static double suggested(double value) {
        return Math.round(value * 4) / 4.0;
    }

    static String plain(double d) {
        return d == Math.rint(d) ? String.valueOf((long) d) : String.format(Locale.ROOT, "%s", Math.round(d * 100) / 100.0);
    }

    /** Logistic regression with fractional outcomes by Newton's method, with a ridge penalty. */
    static final class Fit {
        final double[] w;
        final double[][] cov;

        private Fit(double[] w, double[][] cov) {
            this.w = w;
            this.cov = cov;
        }

        static Fit of(List<double[]> rows, double[] y) {
            int m = rows.isEmpty() ? 1 : rows.get(0).length;
            double[] w = new double[m];
            double[][] h = new double[m][m];
            for (int iter = 0; iter < 100; iter++) {
                double[] g = new double[m];
                h = new double[m][m];
                for (int j = 0; j < m; j++) {
                    g[j] = -RIDGE * w[j];
                    h[j][j] = RIDGE;
                }
                for (int i = 0; i < rows.size(); i++) {
                    double[] x = rows.get(i);
                    double z = 0;
                    for (int j = 0; j < m; j++) z += w[j] * x[j];
                    double p = 1 / (1 + Math.exp(-z));
                    for (int j = 0; j < m; j++) {
                        g[j] += (y[i] - p) * x[j];
                        for (int l = 0; l < m; l++) h[j][l] += p * (1 - p) * x[j] * x[l];
                    }
                }
                double[] step = solve(h, g);
                double size = 0;
                for (int j = 0; j < m; j++) {
                    w[j] += step[j];
                    size = Math.max(size, Math.abs(step[j]));
                }
                if (size < 1e-9) break;
            }
            double[][] cov = new double[m][m];
            for (int j = 0; j < m; j++) {
                double[] e = new double[m];
                e[j] = 1;
                double[] col = solve(h, e);
                for (int l = 0; l < m; l++) cov[l][j] = col[l];
            }
            return new Fit(w, cov);
        }

        /** Solves {@code a x = b} by Gaussian elimination with partial pivoting (a is positive definite here). */
        static double[] solve(double[][] a, double[] b) {
            int n = b.length;
            double[][] m = new double[n][n + 1];
            for (int i = 0; i < n; i++) {
                System.arraycopy(a[i], 0, m[i], 0, n);
                m[i][n] = b[i];
            }
            for (int c = 0; c < n; c++) {
                int pivot = c;
                for (int r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[pivot][c])) pivot = r;
                double[] t = m[c];
                m[c] = m[pivot];
                m[pivot] = t;
                for (int r = c + 1; r < n; r++) {
                    double f = m[r][c] / m[c][c];
                    for (int k = c; k <= n; k++) m[r][k] -= f * m[c][k];
                }
            }
            double[] x = new double[n];
            for (int r = n - 1; r >= 0; r--) {
                double s = m[r][n];
                for (int k = r + 1; k < n; k++) s -= m[r][k] * x[k];
                x[r] = s / m[r][r];
            }
            return x;
        }
    }
}
