package io.ashtapada.api;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * A match: several games of one variant between the same seats, the seats moving round the
 * players from game to game (in game {@code i}, seat {@code k} plays player {@code (k + i) mod n}),
 * with each seat's standing. The terminal's {@code play --match} (humans included) and
 * {@code match} (computer seats only) keep score with it.
 *
 * <p>Each game adds, per seat, its result share (1 for a sole first place, {@code 1/k} for first
 * place shared by {@code k}, else 0: wins, draws and losses) and its points as the variant scores
 * them ({@link Game#score()}: the winner's point in chess, captured values in Omechanga).
 */
public final class Match {
    private final Variant variant;
    private final List<String> seats;
    private final int n;
    private final int[] games, wins, draws, losses;
    private final double[] score, points;

    /** A match of the variant between these seats (by name), one per player. */
    public Match(Variant variant, List<String> seats) {
        this.variant = variant;
        this.n = variant.players().size();
        if (seats.size() != n) throw new IllegalArgumentException("a match needs one seat per player (" + n + "), not " + seats.size());
        this.seats = List.copyOf(seats);
        games = new int[n];
        wins = new int[n];
        draws = new int[n];
        losses = new int[n];
        score = new double[n];
        points = new double[n];
    }

    /** The player (index in turn order) that seat {@code seat} plays in game {@code game} (from 0). */
    public int playerOf(int seat, int game) {
        return (seat + game) % n;
    }

    /** The seat that plays player {@code player} in game {@code game}. */
    public int seatOf(int player, int game) {
        return Math.floorMod(player - game, n);
    }

    /** Adds a finished game, the {@code game}-th (from 0), to the standings. */
    public void add(int game, Game g) {
        Map<String, Integer> places = g.places();
        List<String> players = variant.players();
        int firsts = 0;
        for (int p : places.values()) if (p == 1) firsts++;
        List<Double> pts = List.copyOf(g.score().values());
        for (int k = 0; k < n; k++) {
            int p = playerOf(k, game);
            Integer place = places.get(players.get(p));
            double share = place != null && place == 1 && firsts > 0 ? 1.0 / firsts : 0;
            games[k]++;
            score[k] += share;
            if (share == 1) wins[k]++;
            else if (share > 0) draws[k]++;
            else losses[k]++;
            points[k] += pts.get(p);
        }
    }

    /** How many games were added. */
    public int gamesPlayed() {
        return n == 0 ? 0 : games[0];
    }

    /** Each seat's standing, in seat order. */
    public List<Standing> standings() {
        List<Standing> out = new ArrayList<>();
        for (int k = 0; k < n; k++) out.add(new Standing(seats.get(k), games[k], wins[k], draws[k], losses[k], score[k], points[k]));
        return out;
    }

    /**
     * Plays a whole match between computer and random seats: game {@code i} is seeded with
     * {@code seed + i}, seat {@code k}'s player with {@code seed * (31 + 6k) + i}. Where the setup
     * shuffles (Chess960), game {@code i} starts from the array {@code seed + i / players} draws:
     * one array for each full turn of the seats round the colours.
     *
     * @param afterGame told the match after each game (its {@link #standings()} so far)
     * @throws IllegalArgumentException when a seat is human
     * @throws IllegalMoveException     when a player's choice is refused (a fault, reported with the game)
     */
    public static Match play(Variant v, List<Seat> seats, int games, long seed, Consumer<Match> afterGame) throws IllegalMoveException {
        int n = v.players().size();
        Match m = new Match(v, seats.stream().map(Seat::text).toList());
        if (seats.stream().anyMatch(s -> s.kind() == Seat.Kind.HUMAN)) throw new IllegalArgumentException("a match is played by random and ai seats, not human");
        ComputerPlayer[] ai = new ComputerPlayer[n];
        List<String> players = v.players();
        for (int i = 0; i < games; i++) {
            // A shuffled setup (Chess960): each round of the seats draws one array, so every seat plays it (newGame(long)).
            Game g = v.newGame(seed + i / n).seed(seed + i);
            RandomPlayer[] random = new RandomPlayer[n];
            for (int k = 0; k < n; k++) {
                long s = seed * (31 + 6L * k) + i;
                if (seats.get(k).isAi()) {
                    if (ai[k] == null) {
                        ai[k] = new ComputerPlayer(v);
                        if (seats.get(k).search() != null) ai[k].multiPlayer(seats.get(k).search());
                    }
                    ai[k].seed(s);
                } else {
                    random[k] = new RandomPlayer(s);
                }
            }
            try {
                while (g.phase() != Game.Phase.OVER) {
                    int k = m.seatOf(players.indexOf(g.sideToMove()), i);
                    if (seats.get(k).isAi()) ai[k].playTurn(g, seats.get(k).limits());
                    else random[k].playTurn(g);
                }
            } catch (IllegalMoveException e) {
                throw new IllegalMoveException("game " + (i + 1) + ": " + e.getMessage());
            }
            m.add(i, g);
            afterGame.accept(m);
        }
        return m;
    }

    /**
     * A seat's standing.
     *
     * @param score  the sum of its result shares (a win 1, first place shared by k 1/k)
     * @param points the sum of its points as the variant scores them
     */
    public record Standing(String seat, int games, int wins, int draws, int losses, double score, double points) {
        /** The mean result share, 0 to 1. */
        public double mean() {
            return games == 0 ? 0 : score / games;
        }

        /** The 95% interval of the mean result share: Wilson's, which stays inside 0..1 and is not empty at 0% or 100%. */
        public double[] interval() {
            if (games == 0) return new double[]{0, 1};
            double z = 1.96, g = games, p = mean();
            double centre = (p + z * z / (2 * g)) / (1 + z * z / g);
            double half = z * Math.sqrt(p * (1 - p) / g + z * z / (4 * g * g)) / (1 + z * z / g);
            return new double[]{Math.max(0, centre - half), Math.min(1, centre + half)};
        }
    }
}
