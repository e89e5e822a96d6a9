package io.ashtapada.engine.search;

import io.ashtapada.engine.Position;
import io.ashtapada.engine.turn.Action;
import io.ashtapada.engine.turn.Outcome;
import io.ashtapada.engine.turn.TurnMachine;
import io.ashtapada.model.DiceRules;
import io.ashtapada.model.RuleModel;
import io.ashtapada.model.Verdict;
import java.util.SplittableRandom;
import java.util.function.Consumer;

import static io.ashtapada.engine.search.Scores.*;

/**
 * The state one {@link Search} shares with its rooms ({@link Quiescence}, {@link MoveOrdering},
 * {@link ChanceNodes}, {@link ManyPlayers}, {@link Deepening}, {@link HelperThreads}) and the
 * steps of the recursion they call. The rooms depend on this core, the search on them, so the
 * search package has no import circle (issue 24); the one search extends it, so its calls stay
 * direct for the compiler.
 */
abstract class SearchCore {
    /** Off only to compare: every iteration searches in the full window. */
    boolean aspiration = true;
    /** Iterations searched again because their value fell outside the aspiration window. */
    long researches;

    final RuleModel model;
    final Evaluator eval;
    final TranspositionTable tt;
    final DiceRules dice;
    final int players;
    final int squares;
    final boolean checkRules;
    final boolean repetitionRule;
    /** The result of a repetition for the player to move (a draw as usual). */
    final Verdict repetitionVerdict;
    final int repetitionCount;
    final boolean perpetualRule;
    /** The player the repetition's result is for (-1: the player to move). */
    final int repetitionPlayer;
    /** Centipawns: the edge a repetition that decides the game gives before its last occurrence. */
    static final int DECIDING_REPETITION = 1000;
    final int fiftyMove, plyLimit;
    /** The player a game drawn by a rule goes to ({@code draw odds}), or -1. */
    final int drawOdds;
    /**
     * Are the rules plain enough for the pruning that assumes them ({@link SearchRules#plain}).
     * Null moves, late-move reductions and the quiescence's early stand-pat are used only then:
     * where the rules make zugzwang or passing matter, or a game may end while the side to move
     * still has moves, they would misjudge.
     */
    final boolean plainRules;
    /** Is every move a capture ({@link SearchRules#everyMoveCaptures})? Quiescence then stands on the static value. */
    final boolean capturesOnly;
    /**
     * Can a piece be dropped (shogi, crazyhouse)? A capture there is worth more than the board
     * shows, and the static value swings more: reverse futility keeps its older, narrower reach.
     */
    final boolean drops;
    /** Null-move pruning and late-move reductions (on where {@link #plainRules}; tests turn them off to compare). */
    boolean pruning;
    /** Null moves in the line being searched (at most one). */
    int nullLine;
    /** Null moves tried (for tests: none where the rules forbid them). */
    long nullMoves;
    /** Moves exchange pruning left out, table moves extended as singular, nodes reduced for want of a table move, nodes judged only at their moves (for tests). */
    long exchangePruned, singularExtensions, iterativeReductions, judgedLate, losingCapturesReduced;
    /** Key of the searching player, so that scores relative to different searchers never mix. */
    final long[] rootKeys;
    final long[] rollKeys = new long[64];
    final long pendingKey;

    // Chance actions, made once.
    final Action[][] rolls, confirms;
    final double[] pairProbability;
    final Action[][] rerollFirst, rerollSecond, rerollBoth;

    // The state of one search.
    TurnMachine tm;
    Position pos;
    int root;
    long nodes;
    /** Of {@link #nodes}, those of quiescence. */
    long qNodes;
    long nodeLimit;
    long deadline;
    /** When even a first iteration that has no root choice searched yet stops (three times the time). */
    long lastDeadline;
    /** Root choices whose value the current iteration has finished. */
    int rootDone;
    long started;
    java.util.function.BooleanSupplier stopSignal;
    boolean stopped;
    final int[][] choices = new int[MAX_PLY][];
    final int[][] orders = new int[MAX_PLY][];
    final int[][] killers = new int[MAX_PLY][2];
    final int[] history;
    /** The quiet reply that last refuted a move, by that move's piece and square. */
    final int[] counters;
    /** The reply-table index of the move that led to each ply (-1: none, a pass, a roll). */
    final int[] previous = new int[MAX_PLY + 1];
    /** Capture history: how often a capture caused a cutoff, by the capturing piece, its destination and the captured kind. */
    final int[] captureHistory;
    /**
     * Continuation history: how often a quiet move (its kind, owner and destination) caused a
     * cutoff after a given move one or two plies before (that move's kind, owner and
     * destination: with two players the owners tell the opponent's move one ply up from the
     * player's own two plies up), as
     * {@link MoveOrdering#continuationIndex} files the pairs.
     */
    final short[] continuation;
    /** Kinds × players × squares: the number of moves the continuation history tells apart. */
    final int continuationMoves;
    /** Are there more pairs than {@link MoveOrdering#CONTINUATION_MAX}, so that they share entries? */
    final boolean continuationHashed;
    /** The continuation index of the move that led to each ply (-1: none, a pass, a roll). */
    final int[] followed = new int[MAX_PLY + 1];
    final int[][] pv = new int[MAX_PLY][MAX_PLY];
    /** Per ply, the move a singular-extension search leaves out ({@link Scores#NO_CHOICE}: none). */
    final int[] excluded = new int[MAX_PLY + 1];
    final int[] pvLen = new int[MAX_PLY];
    int iterationDepth;

    ChancePruning chancePruning = ChancePruning.STAR2;

    MultiPlayer multiPlayer = MultiPlayer.PARANOID;
    /** max^n: per ply, the value of the position for each player. */
    final int[][] vectors;
    final int[] sides;
    /** Off only to compare pruning methods exactly: the table's deeper results change values. */
    boolean useTable = true;
    // Per ply: a chance node's outcomes, their probabilities and the lower bounds its probes found.
    final Action[][] outcomes = new Action[MAX_PLY][];
    final double[][] outcomeP = new double[MAX_PLY][];
    final double[][] lower = new double[MAX_PLY][];

    /** Threads searching a position together (Lazy SMP: {@link HelperThreads}); 1: this one alone. */
    int threads = 1;
    /** The helper threads' searches, made when first needed and kept (with what they learnt). */
    SearchCore[] helpers = new SearchCore[0];
    /** 0 for the search that answers; a helper's number otherwise (odd ones start one iteration deeper). */
    int helperIndex;


    /** A search that shares this table (a helper thread's). */
    SearchCore(RuleModel model, TranspositionTable tt) {
        this.model = model;
        this.eval = new Evaluator(model);
        this.tt = tt;
        this.dice = model.dice();
        this.players = model.playerCount();
        this.squares = model.board().size;
        this.checkRules = model.end().check();
        this.repetitionRule = model.end().repetition() > 0;
        this.repetitionVerdict = model.end().repetitionVerdict();
        this.repetitionCount = model.end().repetition();
        this.perpetualRule = model.end().perpetualCheckLoses();
        this.repetitionPlayer = model.end().repetitionPlayer();
        this.fiftyMove = model.end().fiftyMove();
        this.drawOdds = model.end().drawOdds();
        this.plyLimit = model.end().plyLimit();
        this.plainRules = SearchRules.plain(model);
        this.capturesOnly = SearchRules.everyMoveCaptures(model);
        this.pruning = plainRules;
        this.evalKeys = plainRules ? new long[EVAL_SLOTS] : null;
        this.evalValues = evalKeys == null ? null : new int[EVAL_SLOTS];
        this.drops = model.pieces().stream().anyMatch(k -> k.drop() != null);
        SplittableRandom keys = new SplittableRandom(0x5EA5C4L);
        rootKeys = new long[players];
        for (int p = 0; p < players; p++) rootKeys[p] = keys.nextLong();
        for (int i = 0; i < rollKeys.length; i++) rollKeys[i] = keys.nextLong();
        pendingKey = keys.nextLong();
        history = new int[((model.pieces().size() + 1) << 2) * squares];
        counters = new int[history.length];
        captureHistory = new int[history.length * model.pieces().size()];
        continuationMoves = model.pieces().size() * players * squares;
        long pairs = (long) continuationMoves * continuationMoves;
        continuationHashed = pairs > MoveOrdering.CONTINUATION_MAX;
        continuation = new short[(int) Math.min(pairs, MoveOrdering.CONTINUATION_MAX)];
        java.util.Arrays.fill(followed, -1);
        java.util.Arrays.fill(counters, NO_CHOICE);
        java.util.Arrays.fill(excluded, NO_CHOICE);
        vectors = new int[MAX_PLY][players];
        sides = new int[players];
        for (int i = 0; i < MAX_PLY; i++) {
            choices[i] = new int[64];
            orders[i] = new int[64];
        }
        int outcomesMax = dice == null ? 0 : dice.sides() * (dice.sides() + 1) / 2;
        for (int i = 0; i < MAX_PLY && dice != null; i++) {
            outcomes[i] = new Action[outcomesMax];
            outcomeP[i] = new double[outcomesMax];
            lower[i] = new double[outcomesMax];
        }
        int s = dice == null ? 0 : dice.sides();
        rolls = new Action[s + 1][s + 1];
        confirms = new Action[s + 1][s + 1];
        rerollFirst = new Action[s + 1][s + 1];
        rerollSecond = new Action[s + 1][s + 1];
        rerollBoth = new Action[s + 1][s + 1];
        pairProbability = new double[2];
        if (dice != null) {
            for (int a = 1; a <= s; a++) {
                for (int b = 1; b <= s; b++) {
                    rolls[a][b] = new Action.Roll(a, b);
                    confirms[a][b] = new Action.Confirm(a, b);
                    rerollFirst[a][b] = new Action.Reroll(Action.Dice.FIRST, a, b);
                    rerollSecond[a][b] = new Action.Reroll(Action.Dice.SECOND, a, b);
                    rerollBoth[a][b] = new Action.Reroll(Action.Dice.BOTH, a, b);
                }
            }
            pairProbability[0] = 1.0 / (s * (double) s);   // a double
            pairProbability[1] = 2.0 / (s * (double) s);   // two different faces, either order
        }
    }

    /** A small seeded preference (0 to 2 centipawns) among choices of equal worth, so games differ by seed. */
    long jitterKey;

    int jitter(long seed, int choice) {
        long z = seed * 0x9E3779B97F4A7C15L + choice + jitterKey;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return (int) Math.floorMod(z ^ (z >>> 31), 3L);
    }

    /** Which side of the search the player is on: +1 the searching player, -1 the others. */
    int team(int player) {
        return player == root ? 1 : -1;
    }

    /** Searches the state just entered from a node of team {@code me}, in that node's terms. */
    int child(int me, int depth, int ply, int alpha, int beta) {
        if (team(pos.side()) == me) return search(depth, ply, alpha, beta);
        return -search(depth, ply, -beta, -alpha);
    }

    int childQuiet(int me, int ply, int alpha, int beta) {
        if (team(pos.side()) == me) return quiesce(ply, alpha, beta);
        return -quiesce(ply, -beta, -alpha);
    }

    void poll() {
        if (nodes >= nodeLimit) {
            stopped = true;
            return;
        }
        // The clock is read every eighth node: a node of a variant with hooks can take milliseconds.
        if ((nodes & 7) == 0) {
            // Out of time, the first iteration still goes on until one root choice has a searched
            // value (an answer from the static order alone would hardly be one), but not past
            // three times the time: in a variant whose hooks make a node cost milliseconds, even
            // depth 1 with its quiescence can take seconds.
            long now = System.nanoTime();
            if (now > deadline && (iterationDepth > 1 || rootDone > 0 || now > lastDeadline)
                    || stopSignal != null && stopSignal.getAsBoolean()) {
                stopped = true;
            }
        }
    }

    /** A terminal state's score for the player to move (its team), or {@link Integer#MIN_VALUE} when not terminal. */
    int terminal(int ply) {
        if (players > 2 && pos.isOut(root)) return team(pos.side()) * -(WIN - ply);
        Outcome o = tm.outcome();
        if (!o.isOver()) return Integer.MIN_VALUE;
        int forRoot;
        if (o.places()[root] == 1) forRoot = o.status() == Outcome.Status.WIN ? WIN - ply : 0;
        else forRoot = -(WIN - ply);
        return team(pos.side()) * forRoot;
    }

    /** A position repeated inside the search: a draw, or with {@code draw odds} that player's win. */
    int repeated(int ply) {
        // A repetition made by one player's unbroken checks loses for that player (perpetual check loses).
        if (perpetualRule) {
            int checker = pos.perpetualChecker(2);
            if (checker >= 0) return (checker == pos.side() ? -1 : 1) * DECIDING_REPETITION;
        }
        // A repetition that decides the game (Tori shogi): at its last occurrence the rules'
        // result for the player to move; before, already at the second, a large edge toward it
        // (the player who repeats must deviate before the count is reached, or lose).
        if (repetitionVerdict != Verdict.DRAW) {
            int sign = repetitionVerdict == Verdict.WIN ? 1 : -1;
            if (repetitionPlayer >= 0 && repetitionPlayer != pos.side()) sign = -sign;
            return sign * (pos.repetitions() >= repetitionCount ? WIN - ply : DECIDING_REPETITION);
        }
        if (drawOdds < 0) return 0;
        return team(pos.side()) * (drawOdds == root ? WIN - ply : -(WIN - ply));
    }

    /**
     * Static values already computed, by position key (direct-mapped, {@link #EVAL_SLOTS} slots):
     * a node searched again (a re-search after a reduction or a null window, the next
     * iteration, a transposition) asks the evaluation once. Only under plain rules, where the
     * key is all the value depends on (no points, no dice).
     */
    private final long[] evalKeys;
    private final int[] evalValues;
    static final int EVAL_SLOTS = 1 << 15;
    /** Off only to compare: every static value computed afresh. */
    boolean cacheValues = true;

    int staticValue() {
        if (evalKeys == null || !cacheValues) return team(pos.side()) * eval.evaluate(pos, root);
        long k = key();
        int i = (int) k & (EVAL_SLOTS - 1);
        if (evalKeys[i] == k) return evalValues[i];
        int v = team(pos.side()) * eval.evaluate(pos, root);
        evalKeys[i] = k;
        evalValues[i] = v;
        return v;
    }

    long key() {
        long k = pos.hash() ^ rootKeys[root];
        if (dice != null) {
            int[] r = pos.rolls();
            for (int i = 0; i < r.length; i++) k ^= Long.rotateLeft(rollKeys[i & 63], r[i] & 63) * (r[i] + 1);
            if (pos.pending() >= 0) k ^= pendingKey * (pos.pending() + 1);
        }
        return k;
    }

    // ------------------------------------------------------------------ the recursion, in the search

    abstract int search(int depth, int ply, int alpha, int beta);

    abstract int quiesce(int ply, int alpha, int beta);

    /** The value of a choice for the player choosing at this ply, searched to {@code depth}. */
    abstract int choiceValue(int c, int depth, int ply, int alpha, int beta);

    abstract int choiceValue(int c, int depth, int ply, int alpha, int beta, int reduction, int futile);

    abstract int rootChoices(int ply, int depth);

    abstract int probe(int me, int depth, int ply, int need);

    /** Applies a chance outcome (a roll) that leads to {@code ply}; the ordering tables record no move made there. */
    abstract void apply(Action a, int ply);

    abstract SearchResult bestAction(TurnMachine machine, Budget budget, Consumer<Iteration> listener);

    abstract void clear();

    /** A helper thread's search on the same table (Lazy SMP). */
    abstract SearchCore helper();
}
