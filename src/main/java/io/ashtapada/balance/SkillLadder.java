package io.ashtapada.balance;

import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.Variant;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Luck against skill: a ladder of players, each stronger than the one below (random, the
 * one-move-deep greedy player, the computer at two strengths), and games between neighbours. How
 * often the weaker player still scores measures luck: a weaker share near 50% means the result is
 * a coin flip whatever the skill; near 0%, skill decides. In a game without dice the same ladder
 * shows its depth: whether more thinking keeps winning at every rung.
 */
public final class SkillLadder {
    private SkillLadder() {
    }

    /**
     * One rung against the next.
     *
     * @param weaker the weaker seat
     * @param stronger the stronger seat
     * @param weakerScore the weaker seat's mean score, seats alternating between the players
     * @param upsets       the weaker seat's share of the decisive games (its wins), with its interval
     */
    public record Step(String weaker, String stronger, Interval weakerScore, Interval upsets) {
    }

    /**
     * The ladder's result.
     *
     * @param steps each rung against the next
     * @param luck the weaker seat's share of the decisive games, averaged over the steps that had any and
     *             scaled so that 0 is pure skill (the weaker never wins) and 1 pure chance (it wins its
     *             fair share); draws say nothing of luck and are left out
     */
    public record Result(String title, List<Step> steps, double luck) {
        public String text() {
            StringBuilder sb = new StringBuilder();
            sb.append("skill ladder of ").append(title).append(':').append(System.lineSeparator());
            for (Step s : steps) {
                sb.append(String.format(Locale.ROOT, "  %s v %s: the weaker scores %s and wins %s of the decisive games%n",
                        s.weaker(), s.stronger(), s.weakerScore().percent(), s.upsets().percent()));
            }
            sb.append(String.format(Locale.ROOT, "luck: %.2f (0 = skill decides every game, 1 = a coin flip)%n", luck));
            return sb.toString();
        }
    }

    /**
     * The default ladder: random, greedy (one move deep), two moves deep, then the computer at
     * {@code millis} a decision. Random against greedy is all skill in most games; the steps above
     * it are where luck shows.
     */
    public static List<Player> rungs(long millis) {
        return List.of(Player.random(), Player.greedy(), Player.aiDepth(2), Player.ai(millis));
    }

    /** Plays {@code games} games between each rung and the next (the weaker takes each seat in turn). */
    public static Result run(Variant v, List<Player> rungs, int games, long seed, java.util.function.Consumer<String> progress)
            throws IllegalMoveException {
        int n = v.players().size();
        double fair = 1.0 / n;
        List<Step> steps = new ArrayList<>();
        double luck = 0;
        int counted = 0;
        for (int r = 0; r + 1 < rungs.size(); r++) {
            Player weak = rungs.get(r), strong = rungs.get(r + 1);
            double[] scores = new double[games];
            int wins = 0, decisive = 0;
            for (int i = 0; i < games; i++) {
                int weakSeat = i % n;
                List<Player> seats = new ArrayList<>();
                for (int k = 0; k < n; k++) seats.add(k == weakSeat ? weak : strong);
                SelfPlay.GameFacts f = SelfPlay.play(v, seats, seed + 1000L * r + i);
                scores[i] = f.scores()[weakSeat];
                if (!f.draw()) {
                    decisive++;
                    if (f.scores()[weakSeat] == 1) wins++;
                }
                if (progress != null) progress.accept(weak.name() + " v " + strong.name() + ": game " + (i + 1) + "/" + games);
            }
            Interval upsets = Interval.rate(wins, decisive);
            steps.add(new Step(weak.name(), strong.name(), Interval.score(scores), upsets));
            if (decisive > 0) {
                luck += Math.min(1, upsets.value() / fair);
                counted++;
            }
        }
        return new Result(v.title(), List.copyOf(steps), counted == 0 ? 0 : luck / counted);
    }
}
