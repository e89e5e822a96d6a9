package io.ashtapada.tune;

import io.ashtapada.api.ComputerPlayer;
import io.ashtapada.api.Game;
import io.ashtapada.api.GameState;
import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.Variant;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;

/**
 * The positions the tuner learns from: self-play games of the computer player at a fixed number
 * of nodes a move (so the games are the same on any machine), each opened by a few random moves
 * drawn from the seed so that the games differ. A position is kept when it is quiet: nobody is in
 * check, and the move the computer chose from it leaves every player's material as it was (no
 * capture, no promotion; a drop only moves a piece from hand to board). Its label is the game's
 * result: a tactic about to change the material would make the balance a poor guess of it.
 */
final class PositionSampler {
    /** Random moves that open a game: at least {@value #OPENING_MIN}, at most {@value #OPENING_MAX}. */
    static final int OPENING_MIN = 2, OPENING_MAX = 6;
    /** Turns after which a game still going on is stopped and counted as a draw. */
    static final int MAX_TURNS = 400;

    private final Variant variant;
    /** The tuned kinds' names, in the order of a sample's material. */
    private final List<String> kinds;
    private final List<String> players;

    /** The kinds tuned, in the order of a sample's material counts: the fit and every sampler agree on it. */
    static List<String> kinds(Variant v) {
        return List.copyOf(v.pieceValues().keySet());
    }

    PositionSampler(Variant variant, List<String> kinds) {
        this.variant = variant;
        this.kinds = List.copyOf(kinds);
        this.players = variant.players();
    }

    /** Plays {@code games} games, game {@code i} seeded with {@code seed + i}, and returns their quiet positions in order. */
    List<Sample> play(int games, long nodes, long seed, Consumer<String> progress) throws IllegalMoveException {
        List<Sample> out = new ArrayList<>();
        for (int i = 0; i < games; i++) {
            if (progress != null) progress.accept("game " + (i + 1) + "/" + games + ", " + out.size() + " positions");
            out.addAll(game(i, nodes, seed + i));
        }
        return out;
    }

    /** One game's quiet positions, labelled with its result. */
    List<Sample> game(int index, long nodes, long seed) throws IllegalMoveException {
        Game g = variant.newGame().seed(seed);
        Random random = new Random(seed * 0x9E3779B97F4A7C15L + 11);
        int opening = OPENING_MIN + random.nextInt(OPENING_MAX - OPENING_MIN + 1);
        for (int ply = 0; ply < opening && g.phase() != Game.Phase.OVER; ply++) {
            if (g.phase() != Game.Phase.CHOOSE) {
                g.roll();
                continue;
            }
            List<String> moves = g.legalMoves();
            if (moves.isEmpty()) break;
            g.play(moves.get(random.nextInt(moves.size())));
        }
        ComputerPlayer[] ai = new ComputerPlayer[players.size()];
        for (int p = 0; p < ai.length; p++) ai[p] = new ComputerPlayer(variant).seed(seed * 31 + p);
        ComputerPlayer.Limits limits = ComputerPlayer.Limits.nodes(nodes);
        List<double[]> kept = new ArrayList<>();
        List<String> keptAt = new ArrayList<>();
        for (int turn = 0; g.phase() != Game.Phase.OVER && turn < MAX_TURNS; turn++) {
            if (g.phase() != Game.Phase.CHOOSE) {
                g.roll();
                continue;
            }
            GameState before = g.state();
            String at = g.position();
            ai[players.indexOf(g.sideToMove())].playTurn(g, limits);
            if (quiet(before, g.state())) {
                kept.add(material(before));
                keptAt.add(at);
            }
        }
        double end = GameFile.score(null, g, players), score = Double.isNaN(end) ? 0.5 : end;   // unfinished: a draw
        List<Sample> out = new ArrayList<>(kept.size());
        for (int i = 0; i < kept.size(); i++) out.add(new Sample(index, kept.get(i), score, keptAt.get(i)));
        return out;
    }

    /**
     * The quiet positions of a recorded game ({@link GameFile}), numbered {@code index} and
     * labelled with {@code score} (the first player's): the game is taken back action by action
     * from its end (it is left at its start), and a position where a player chooses a move is
     * kept when it is quiet, as in self-play, the move that followed it in the record standing
     * for the computer's choice. With {@code byScore} each position is labelled instead with the
     * score the record gives after that move (an engine's search of the position, as cutechess
     * and {@code tools/EngineGames.java} write it: {@link #scoreLabel}), and a position without
     * one is left out.
     */
    List<Sample> recorded(int index, Game g, double score, boolean byScore) {
        List<Sample> out = new ArrayList<>();
        GameState after = g.state();
        while (g.undo()) {                     // only the position after the one taken back is held
            GameState before = g.state();
            if (g.phase() == Game.Phase.CHOOSE && quiet(before, after)) {
                double label = score;
                if (byScore) {
                    label = Double.NaN;
                    for (String c : g.pgnComments(g.actionCount())) {
                        label = scoreLabel(c);
                        if (!Double.isNaN(label)) break;
                    }
                    if (!Double.isNaN(label) && players.indexOf(g.sideToMove()) != 0) label = 1 - label;
                }
                if (!Double.isNaN(label)) out.add(new Sample(index, material(before), label, g.position()));
            }
            after = before;
        }
        java.util.Collections.reverse(out);    // the record's order
        return out;
    }

    /** A score comment: {@code +0.35/12}, {@code -1.20}, {@code +M3/14} (the mover's view, in pawns; the depth and anything after it ignored). */
    private static final java.util.regex.Pattern SCORE = java.util.regex.Pattern.compile("\\s*([+-]?)(M?)(\\d{1,5}(?:\\.\\d{1,4})?)(?:/\\d+)?(?:\\s.*)?",
            java.util.regex.Pattern.DOTALL);

    /** Pawns of a score whose expected result is 1 / (1 + 10^(−pawns/4)): a pawn up scores about 64%. */
    static final double PAWNS_PER_DECADE = 4;

    /**
     * The mover's expected result from a score comment ({@link #SCORE}): {@code 1 / (1 + 10^(−x/4))}
     * for a score of x pawns, 1 for a mate it gives and 0 for one it suffers; NaN where the
     * comment is not a score.
     */
    static double scoreLabel(String comment) {
        if (comment.length() > 200) return Double.NaN;
        java.util.regex.Matcher m = SCORE.matcher(comment);
        if (!m.matches()) return Double.NaN;
        boolean minus = m.group(1).equals("-");
        if (!m.group(2).isEmpty()) return minus ? 0 : 1;
        double x = Double.parseDouble(m.group(3)) * (minus ? -1 : 1);
        return 1 / (1 + Math.pow(10, -x / PAWNS_PER_DECADE));
    }

    /**
     * Whether the position {@code before} is quiet, given the position the move chosen from it
     * led to: nobody in check before it, and every player's pieces of each kind (board and hand
     * together) as many after it as before.
     */
    boolean quiet(GameState before, GameState after) {
        return before.inCheck().isEmpty() && Arrays.equals(counts(before), counts(after));
    }

    /** Per player and tuned kind, the pieces on the board and in hand together. */
    int[] counts(GameState s) {
        int n = kinds.size();
        int[] c = new int[players.size() * n];
        for (GameState.SquareState q : s.squares()) {
            if (q.piece() == null) continue;
            int k = kinds.indexOf(q.piece()), p = players.indexOf(q.owner());
            if (k >= 0 && p >= 0) c[p * n + k]++;
        }
        s.hands().forEach((owner, hand) -> {
            int p = players.indexOf(owner);
            if (p < 0) return;
            hand.forEach((kind, count) -> {
                int k = kinds.indexOf(kind);
                if (k >= 0) c[p * n + k] += count;
            });
        });
        return c;
    }

    /** Per tuned kind, the first player's pieces less the second's, a piece in hand counting {@link Sample#HAND}. */
    double[] material(GameState s) {
        double[] m = new double[kinds.size()];
        for (GameState.SquareState q : s.squares()) {
            if (q.piece() == null) continue;
            int k = kinds.indexOf(q.piece()), p = players.indexOf(q.owner());
            if (k >= 0 && p >= 0) m[k] += p == 0 ? 1 : -1;
        }
        s.hands().forEach((owner, hand) -> {
            int p = players.indexOf(owner);
            if (p < 0) return;
            hand.forEach((kind, count) -> {
                int k = kinds.indexOf(kind);
                if (k >= 0) m[k] += (p == 0 ? 1 : -1) * Sample.HAND * count;
            });
        });
        return m;
    }
}
