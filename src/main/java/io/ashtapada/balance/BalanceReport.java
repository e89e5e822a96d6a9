package io.ashtapada.balance;

import io.ashtapada.api.Variant;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The balance of a variant as self-play measured it, every rate with its 95% interval.
 *
 * <p>The measures follow the game-design literature where it has one (C. Browne's evaluation of
 * games and Ludii's metrics): <b>balance</b> (each seat's score against a fair share),
 * <b>decisiveness</b> (games with a single winner) and the <b>draw rate</b> with its causes,
 * <b>duration</b> (moves per game), <b>branching factor</b> (legal moves a decision, through the
 * game), <b>drama</b> as lead changes (how often the player ahead on material changed), and how
 * the games ended, with the repetition and fifty-move rates.
 *
 * @param title          the variant's title
 * @param players        player ids in turn order
 * @param seats          the seat of each player
 * @param seed           the run's seed (the same seed and seats give the same games)
 * @param stoppedBy      why the run stopped: its budget, or the precision asked for
 * @param scores         each player's mean score
 * @param draws          the draw rate
 * @param decisive       the share of games with a single winner
 * @param drawCauses     draws by their reason
 * @param endings        games by the reason they ended
 * @param lengths        moves per game, in the order played
 * @param branching      mean legal moves a decision in each tenth of the games
 * @param meanBranching  mean legal moves a decision over all decisions
 * @param leadChanges    mean lead changes a game
 * @param repetition     the share of games ended by repetition
 * @param fiftyMove      the share of games ended by the fifty-move (or n-move) rule
 * @param suggestions    what the figures suggest to the variant's author, in words
 */
public record BalanceReport(String title, List<String> players, List<String> seats, long seed, String stoppedBy,
                            List<Interval> scores, Interval draws, Interval decisive, Map<String, Integer> drawCauses,
                            Map<String, Integer> endings, int[] lengths, double[] branching, double meanBranching,
                            double leadChanges, Interval repetition, Interval fiftyMove, List<String> suggestions) {

    static BalanceReport of(Variant v, List<String> seats, List<SelfPlay.GameFacts> facts, long seed, String stoppedBy) {
        int n = v.players().size(), games = facts.size();
        List<Interval> scores = new ArrayList<>();
        for (int p = 0; p < n; p++) scores.add(Interval.score(SelfPlay.column(facts, p)));
        int draws = 0, repetition = 0, fifty = 0;
        Map<String, Integer> causes = new TreeMap<>(), endings = new TreeMap<>();
        int[] lengths = new int[games];
        double[] partSum = new double[SelfPlay.PARTS];
        int[] partCount = new int[SelfPlay.PARTS];
        long choices = 0, decisions = 0;
        double lead = 0;
        for (int i = 0; i < games; i++) {
            SelfPlay.GameFacts f = facts.get(i);
            if (f.draw()) {
                draws++;
                causes.merge(f.reason(), 1, Integer::sum);
            }
            endings.merge(f.reason(), 1, Integer::sum);
            if (f.reason().contains("repetition")) repetition++;
            if (f.reason().contains("move rule") || f.reason().contains("fifty")) fifty++;
            lengths[i] = f.moves();
            int[] b = f.branching();
            for (int k = 0; k < b.length; k++) {
                int part = (int) ((long) k * SelfPlay.PARTS / b.length);
                partSum[part] += b[k];
                partCount[part]++;
                choices += b[k];
                decisions++;
            }
            lead += f.leadChanges();
        }
        double[] branching = new double[SelfPlay.PARTS];
        for (int k = 0; k < branching.length; k++) branching[k] = partCount[k] == 0 ? Double.NaN : partSum[k] / partCount[k];
        BalanceReport r = new BalanceReport(v.title(), v.players(), List.copyOf(seats), seed, stoppedBy, List.copyOf(scores),
                Interval.rate(draws, games), Interval.rate(games - draws, games), causes, endings, lengths, branching,
                decisions == 0 ? 0 : choices / (double) decisions, games == 0 ? 0 : lead / games,
                Interval.rate(repetition, games), Interval.rate(fifty, games), List.of());
        return r.withSuggestions();
    }

    public int games() {
        return lengths.length;
    }

    /** The first player's score above (or below) a fair share, with its interval. */
    public Interval firstPlayerAdvantage() {
        Interval s = scores.get(0);
        double fair = 1.0 / players.size();
        return new Interval(s.value() - fair, s.low() - fair, s.high() - fair, s.n());
    }

    /** Length quantiles: min, first quartile, median, third quartile, max. */
    public int[] lengthQuantiles() {
        int[] s = lengths.clone();
        Arrays.sort(s);
        if (s.length == 0) return new int[5];
        return new int[]{s[0], s[(s.length - 1) / 4], s[(s.length - 1) / 2], s[3 * (s.length - 1) / 4], s[s.length - 1]};
    }

    private BalanceReport withSuggestions() {
        List<String> out = new ArrayList<>();
        double fair = 1.0 / players.size();
        boolean sameSeats = seats.stream().distinct().count() == 1;
        if (!sameSeats) {
            out.add("The seats differ (" + String.join(" v ", seats) + "): the scores measure the players as much as the variant;"
                    + " give every player the same seat to measure the variant's balance.");
        }
        for (int p = 0; p < players.size() && sameSeats; p++) {
            Interval s = scores.get(p);
            if (s.low() > fair) {
                out.add(String.format(Locale.ROOT, "%s scores %s, above a fair %.0f%%: consider weakening its start "
                        + "(a piece less, a tempo: e.g. a first move that may not capture), or ruling a compensation.",
                        players.get(p), s.percent(), 100 * fair));
            } else if (s.high() < fair) {
                out.add(String.format(Locale.ROOT, "%s scores %s, below a fair %.0f%%: its seat is at a disadvantage.",
                        players.get(p), s.percent(), 100 * fair));
            }
        }
        if (sameSeats && scores.stream().allMatch(s -> s.contains(fair)) && games() > 0) {
            out.add(String.format(Locale.ROOT, "No seat is shown to be favoured: every score's interval holds the fair %.0f%%"
                    + " (%d games; more games narrow the intervals).", 100 * fair, games()));
        }
        Interval first = scores.get(0);
        if (sameSeats && games() >= 2 && first.halfWidth() > 0.03) {
            // The half-width shrinks as 1/sqrt(n): n (h / 3%)^2 games bring it to 3%.
            long needed = (long) Math.ceil(games() * Math.pow(first.halfWidth() / 0.03, 2));
            out.add(String.format(Locale.ROOT, "The first player's score is known to ±%.0f%% after %d games: about %d games "
                    + "(--games %d --precision 3%%) would pin it to ±3%%.", 100 * first.halfWidth(), games(), needed, needed));
        }
        int[] q = lengthQuantiles();
        if (games() > 0 && q[2] > 0 && q[2] < 10 * players.size()) {
            out.add(String.format(Locale.ROOT, "Half the games end within %d moves: the game may be decided before the players "
                    + "develop their pieces (a quick mate or capture race).", q[2]));
        }
        int unfinished = endings.entrySet().stream().filter(e -> e.getKey().startsWith("unfinished")).mapToInt(Map.Entry::getValue).sum();
        if (unfinished > 0) {
            out.add(String.format(Locale.ROOT, "%d of %d games had not ended after %d turns (counted as draws): the rules may "
                    + "lack a way to end a game that goes round in circles (a repetition or move-count rule).", unfinished, games(),
                    SelfPlay.MAX_TURNS));
        }
        if (draws.low() > 0.4) {
            out.add("The game is drawish (" + draws.percent() + " draws): consider a stronger win condition or fewer ways to "
                    + "stall (the draws' causes are listed).");
        }
        if (fiftyMove.low() > 0.2) {
            out.add("Many games end by the move-count rule (" + fiftyMove.percent() + "): the pieces may be too weak to force "
                    + "a win, or the players at this strength cannot.");
        }
        if (games() > 0 && leadChanges < 0.5 && decisive.value() > 0.5) {
            out.add(String.format(Locale.ROOT, "The material lead changed %.2f times a game: games tend to be decided by the "
                    + "first advantage; little drama.", leadChanges));
        }
        if (meanBranching > 0 && meanBranching < 5) {
            out.add(String.format(Locale.ROOT, "A player has %.1f legal choices a decision on average: the game may feel forced.",
                    meanBranching));
        }
        return new BalanceReport(title, players, seats, seed, stoppedBy, scores, draws, decisive, drawCauses, endings, lengths,
                branching, meanBranching, leadChanges, repetition, fiftyMove, List.copyOf(out));
    }

    /** The terminal summary. */
    public String text() {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "balance of %s: %d games of %s, seed %d%n", title, games(), String.join(" v ", seats), seed));
        sb.append("stopped: ").append(stoppedBy).append(System.lineSeparator());
        for (int p = 0; p < players.size(); p++) {
            sb.append(String.format(Locale.ROOT, "score of %s (player %d): %s%n", players.get(p), p + 1, scores.get(p).percent()));
        }
        Interval adv = firstPlayerAdvantage();
        sb.append(String.format(Locale.ROOT, "first-player advantage: %+.1f%% (%+.1f%% to %+.1f%%) over a fair %.1f%%%s%n",
                100 * adv.value(), 100 * adv.low(), 100 * adv.high(), 100.0 / players.size(),
                players.size() == 2 ? ", Elo " + scores.get(0).elo() : ""));
        sb.append("draw rate: ").append(draws.percent()).append(System.lineSeparator());
        sb.append("decisive games: ").append(decisive.percent()).append(System.lineSeparator());
        drawCauses.forEach((k, c) -> sb.append(String.format(Locale.ROOT, "  draws by %s: %d%n", k, c)));
        int[] q = lengthQuantiles();
        double mean = Arrays.stream(lengths).average().orElse(0);
        sb.append(String.format(Locale.ROOT, "game length (moves): mean %.1f; min %d, quartiles %d / %d / %d, max %d%n", mean,
                q[0], q[1], q[2], q[3], q[4]));
        sb.append(String.format(Locale.ROOT, "branching factor: %.1f legal moves a decision; by tenth of the game:", meanBranching));
        for (double b : branching) sb.append(Double.isNaN(b) ? " -" : String.format(Locale.ROOT, " %.1f", b));
        sb.append(System.lineSeparator());
        sb.append(String.format(Locale.ROOT, "lead changes (material): %.2f a game%n", leadChanges));
        endings.forEach((k, c) -> sb.append(String.format(Locale.ROOT, "ended by %s: %d (%.1f%%)%n", k, c, 100.0 * c / games())));
        sb.append("repetition: ").append(repetition.percent()).append("; move-count rule: ").append(fiftyMove.percent())
                .append(System.lineSeparator());
        if (!suggestions.isEmpty()) {
            sb.append("what this suggests:").append(System.lineSeparator());
            for (String s : suggestions) sb.append("  - ").append(s).append(System.lineSeparator());
        }
        return sb.toString();
    }
}
