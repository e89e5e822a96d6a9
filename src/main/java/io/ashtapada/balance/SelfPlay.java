package io.ashtapada.balance;

import io.ashtapada.api.Game;
import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.Result;
import io.ashtapada.api.Variant;
import io.ashtapada.api.VariantInfo;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Plays games of a variant between seats and measures them. Seats stay with their players (the
 * point is the variant's balance, not the seats'); game {@code i} is seeded with {@code seed + i},
 * its players with seeds derived from both, so a run is reproducible from its seed.
 */
public final class SelfPlay {
    /** Parts of a game in which the branching factor is averaged: tenths of its decisions. */
    static final int PARTS = 10;
    /** Turns after which a game that has not ended is stopped and counted as a draw (rules without a move-count rule can go on for ever). */
    static final int MAX_TURNS = 5000;

    private SelfPlay() {
    }

    /**
     * What one game showed.
     *
     * @param scores       each player's score: 1 a sole first place, 1/k a first place shared by k, else 0
     * @param draw         no single winner
     * @param reason       the result's reason ({@code checkmate}, {@code repetition}, ...)
     * @param moves        moves made
     * @param branching    the legal moves at each decision, in order
     * @param leadChanges  how often the player ahead on material changed hands (two players; 0 with more)
     */
    public record GameFacts(double[] scores, boolean draw, String reason, int moves, int[] branching, int leadChanges) {
    }

    /**
     * Plays games until {@code budget} games are played or, when {@code precision} is above 0,
     * until the first player's score is known to within ±precision (at 95%), whichever comes first.
     */
    public static BalanceReport run(Variant v, List<Player> seats, int budget, double precision, long seed,
                                    Consumer<String> progress) throws IllegalMoveException {
        int n = v.players().size();
        if (seats.size() != n) throw new IllegalArgumentException("one seat per player: " + n);
        List<GameFacts> facts = new ArrayList<>();
        String stoppedBy = "the game budget (" + budget + ") was spent";
        for (int i = 0; i < budget; i++) {
            if (progress != null) progress.accept("game " + (i + 1) + "/" + budget);
            facts.add(play(v, seats, seed + i));
            if (progress != null) {
                GameFacts f = facts.get(facts.size() - 1);
                progress.accept("game " + (i + 1) + "/" + budget + ": " + (f.draw() ? "draw" : "decided") + " by " + f.reason()
                        + " in " + f.moves() + " moves");
            }
            if (precision > 0 && facts.size() >= 10) {
                Interval first = Interval.score(column(facts, 0));
                if (first.halfWidth() <= precision) {
                    stoppedBy = String.format(java.util.Locale.ROOT, "the first player's score was known to within %.1f%% after %d games",
                            100 * precision, facts.size());
                    break;
                }
            }
        }
        return BalanceReport.of(v, seats.stream().map(Player::name).toList(), facts, seed, stoppedBy);
    }

    /** One game between the seats, seeded. */
    public static GameFacts play(Variant v, List<Player> seats, long seed) throws IllegalMoveException {
        return play(v, null, seats, seed);
    }

    /**
     * One game between the seats from a position string (null: the start), seeded.
     *
     * @throws IllegalArgumentException when the position cannot start a game
     */
    public static GameFacts play(Variant v, String position, List<Player> seats, long seed) throws IllegalMoveException {
        return play(v, position, seats, seed, MAX_TURNS);
    }

    /** As {@link #play(Variant, String, List, long)}, stopping a game after {@code maxTurns} turns as a draw. */
    static GameFacts play(Variant v, String position, List<Player> seats, long seed, int maxTurns) throws IllegalMoveException {
        List<String> players = v.players();
        int n = players.size();
        Game g;
        try {
            g = (position == null ? v.newGame() : v.newGame(position)).seed(seed);
        } catch (io.ashtapada.api.IllegalPositionException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        Player.Turns[] turns = new Player.Turns[n];
        for (int k = 0; k < n; k++) turns[k] = seats.get(k).player(v, seed * (31 + 6L * k) + 17 * k);
        VariantInfo info = v.describe();
        Map<Character, Double> values = values(info);
        List<String> squares = info.squares().stream().map(VariantInfo.Square::name).toList();
        List<Integer> branching = new ArrayList<>();
        int leader = -1, changes = 0;
        for (int turn = 0; g.phase() != Game.Phase.OVER && turn < maxTurns; turn++) {
            // Roll first, so that the choices of a dice turn are counted as those of any other turn.
            if (g.phase() == Game.Phase.ROLL) g.roll();
            if (g.phase() == Game.Phase.CHOOSE) branching.add(g.legalMoves().size());
            if (g.phase() == Game.Phase.OVER) break;
            turns[players.indexOf(g.sideToMove())].playTurn(g);
            int now = n == 2 ? leader(g, squares, values) : -1;
            if (now >= 0 && leader >= 0 && now != leader) changes++;
            if (now >= 0) leader = now;
        }
        double[] scores = new double[n];
        if (g.phase() != Game.Phase.OVER) {
            java.util.Arrays.fill(scores, 1.0 / n);
            return new GameFacts(scores, true, "unfinished after " + maxTurns + " turns", g.movesMade(),
                    branching.stream().mapToInt(Integer::intValue).toArray(), changes);
        }
        Result res = g.result();
        Map<String, Integer> places = g.places();
        int firsts = 0;
        for (int p : places.values()) if (p == 1) firsts++;
        for (int p = 0; p < n; p++) if (places.get(players.get(p)) == 1) scores[p] = 1.0 / firsts;
        boolean draw = res.status() == Result.Status.DRAW || firsts != 1;
        return new GameFacts(scores, draw, res.reason() == null ? "unknown" : res.reason(), g.movesMade(),
                branching.stream().mapToInt(Integer::intValue).toArray(), changes);
    }

    /** Each kind's value by its letter (upper case). */
    private static Map<Character, Double> values(VariantInfo info) {
        Map<Character, Double> out = new HashMap<>();
        for (VariantInfo.PieceInfo p : info.pieces()) out.put(Character.toUpperCase(p.letter()), p.royal() ? 0 : p.value());
        return out;
    }

    /**
     * Of two players, the one with more material on the board (the definition's values; royal
     * pieces count nothing), or -1 when level. A position string's letters: upper case the first
     * player's.
     */
    static int leader(Game g, List<String> squares, Map<Character, Double> values) {
        double balance = 0;
        for (String sq : squares) {
            String token = g.piece(sq);
            if (token.isEmpty()) continue;
            char c = token.charAt(0) == '+' && token.length() > 1 ? token.charAt(1) : token.charAt(0);
            double value = values.getOrDefault(Character.toUpperCase(c), 0.0);
            balance += Character.isUpperCase(c) ? value : -value;
        }
        return Math.abs(balance) < 1e-9 ? -1 : balance > 0 ? 0 : 1;
    }

    static double[] column(List<GameFacts> facts, int player) {
        double[] out = new double[facts.size()];
        for (int i = 0; i < out.length; i++) out[i] = facts.get(i).scores()[player];
        return out;
    }
}
