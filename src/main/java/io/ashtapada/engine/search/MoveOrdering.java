package io.ashtapada.engine.search;

import io.ashtapada.engine.Move;
import io.ashtapada.engine.MoveList;
import io.ashtapada.engine.Position;
import io.ashtapada.engine.turn.Action;
import io.ashtapada.engine.turn.IllegalActionException;
import io.ashtapada.engine.turn.Outcome;
import io.ashtapada.engine.turn.Phase;
import io.ashtapada.engine.turn.TurnMachine;
import io.ashtapada.model.Codes;
import io.ashtapada.model.DiceRules;
import io.ashtapada.model.RuleModel;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * The order a {@link Search} tries choices in: the table's move, captures by victim and attacker
 * corrected by their capture history (the cutoffs each capture caused, by its piece, destination
 * and victim), promotions, killer moves and the history of cutoffs.
 */
final class MoveOrdering {
    private final SearchCore sr;
    /** Static exchange evaluation (null with more than two players). */
    private final Exchange exchange;

    /** The variant's piece kinds (a dimension of the capture history). */
    private final int kinds;

    MoveOrdering(SearchCore sr, Exchange exchange) {
        this.sr = sr;
        this.kinds = sr.model.pieces().size();
        this.exchange = exchange;
    }


    // ------------------------------------------------------------------ move ordering

    boolean isCapture(int m) {
        int t = Move.type(m);
        if (t == Move.EN_PASSANT) return true;
        if (t != Move.NORMAL && t != Move.PATH) return false;
        int c = sr.pos.pieceAt(Move.to(m));
        return c != 0 && Codes.owner(c) != sr.pos.side();
    }

    static boolean isDrop(int m) {
        return Move.type(m) == Move.DROP || Move.type(m) == Move.DROP_ADVANCE;
    }

    static boolean isPromotion(int m) {
        return Exchange.isPromotion(m);
    }

    /** The largest history a move can have, either way. */
    static final int HISTORY_MAX = 1 << 14;

    /**
     * A quiet move that caused a cutoff becomes a killer at this ply and the reply to the move
     * before it, and earns history; the quiet moves tried before it at this node lose as much.
     * A capture that caused one earns capture history, and the captures tried before the move
     * that caused it (capture or quiet) lose as much. Both move toward their bound by a share of
     * the bonus (they saturate instead of growing).
     */
    void rememberCutoff(int c, int ply, int depth, int[] list, int tried) {
        if (c < 0) return;
        int bonus = Math.min(depth * depth, 400) * 8;
        // The captures tried before the one that cut off (or before a quiet move that did) lose capture history.
        for (int j = 0; j < tried; j++) {
            int q = list[j];
            if (q >= 0 && q != c && isCapture(q)) {
                int hq = captureIndex(q);
                if (hq >= 0) addCaptureHistory(hq, -bonus);
            }
        }
        if (isCapture(c)) {
            int hc = captureIndex(c);
            if (hc >= 0) addCaptureHistory(hc, bonus);
            return;
        }
        if (sr.killers[ply][0] != c) {
            sr.killers[ply][1] = sr.killers[ply][0];
            sr.killers[ply][0] = c;
        }
        int before = sr.previous[ply];
        if (before >= 0) sr.counters[before] = c;
        int one = sr.followed[ply], two = ply > 0 ? sr.followed[ply - 1] : -1;
        learnQuiet(c, one, two, bonus);
        for (int j = 0; j < tried; j++) {
            int q = list[j];
            if (q < 0 || q == c || isCapture(q) || isPromotion(q)) continue;
            learnQuiet(q, one, two, -bonus);
        }
    }

    /** A quiet move's history and continuation history (after the moves {@code one} and {@code two} plies up) move by {@code bonus}. */
    private void learnQuiet(int m, int one, int two, int bonus) {
        int code = moverCode(m);
        if (code == 0) return;
        addHistory(code * sr.squares + Move.to(m), bonus);
        int now = continuationNumber(code, Move.to(m));
        if (one >= 0) addContinuation(continuationIndex(one, now), bonus);
        if (two >= 0) addContinuation(continuationIndex(two, now), bonus);
    }

    /** The most pairs the continuation history keeps apart; beyond, pairs share entries by a hash. */
    static final int CONTINUATION_BITS = 20, CONTINUATION_MAX = 1 << CONTINUATION_BITS;

    /** Where the continuation history keeps the pair (a move before, a move now), both numbered by kind, owner and destination ({@link #made}). */
    int continuationIndex(int before, int now) {
        long pair = (long) before * sr.continuationMoves + now;
        if (!sr.continuationHashed) return (int) pair;
        return (int) ((pair * 0x9E3779B97F4A7C15L) >>> (64 - CONTINUATION_BITS));
    }

    /** The continuation number of a piece code (its kind and owner) on a square. */
    private int continuationNumber(int code, int sq) {
        return (Codes.kind(code) * sr.players + Codes.owner(code)) * sr.squares + sq;
    }

    /**
     * Records the move just made to reach {@code ply} (the piece now on its destination), for
     * the counter-move and reply tables ({@code previous}) and the continuation history
     * ({@code followed}); {@code m} -1 records none (a null move, a roll, a re-roll).
     */
    void made(int m, int ply) {
        int code = m < 0 || Move.type(m) == Move.PASS ? 0 : sr.pos.pieceAt(Move.to(m));
        sr.previous[ply] = code == 0 ? -1 : code * sr.squares + Move.to(m);
        sr.followed[ply] = code == 0 ? -1 : continuationNumber(code, Move.to(m));
    }

    private void addContinuation(int i, int bonus) {
        short[] t = sr.continuation;
        t[i] = (short) (t[i] + bonus - t[i] * Math.abs(bonus) / HISTORY_MAX);
    }

    /** The continuation history of a quiet move at this ply: after the opponent's last move and after the player's own before it. */
    int continuationScore(int m, int ply) {
        int code = moverCode(m);
        return code == 0 ? 0 : continuationAt(continuationNumber(code, Move.to(m)), ply);
    }

    /** The continuation history of the move numbered {@code now} at this ply. */
    private int continuationAt(int now, int ply) {
        int one = sr.followed[ply], two = ply > 0 ? sr.followed[ply - 1] : -1;
        int s = 0;
        if (one >= 0) s += sr.continuation[continuationIndex(one, now)];
        if (two >= 0) s += sr.continuation[continuationIndex(two, now)];
        return s;
    }

    void addCaptureHistory(int h, int bonus) {
        sr.captureHistory[h] += bonus - sr.captureHistory[h] * Math.abs(bonus) / HISTORY_MAX;
    }

    /** A capture's capture-history index (its piece, its destination, the captured kind), or -1. */
    int captureIndex(int m) {
        int h = historyIndex(m);
        if (h < 0) return -1;
        int victim = Move.type(m) == Move.EN_PASSANT ? 0 : Codes.kind(sr.pos.pieceAt(Move.to(m)));
        return h * kinds + victim;
    }

    void addHistory(int h, int bonus) {
        sr.history[h] += bonus - sr.history[h] * Math.abs(bonus) / HISTORY_MAX;
    }

    /** The code of the piece a move moves or drops (0: none, a pass). */
    private int moverCode(int m) {
        int t = Move.type(m);
        if (t == Move.DROP || t == Move.DROP_ADVANCE) return Codes.code(Move.kind(m), sr.pos.side());
        if (t == Move.PASS) return 0;
        return sr.pos.pieceAt(Move.from(m));
    }

    int historyIndex(int m) {
        int code = moverCode(m);
        if (code == 0) return -1;
        return code * sr.squares + Move.to(m);
    }

    int orderScore(int c, int ply, int ttChoice) {
        return orderScore(c, ply, ttChoice, true);
    }

    /**
     * The order of choice {@code c}: the table's move, captures (by victim, then attacker, and
     * their history), promotions, killers, the counter-move, then quiet moves by history. With
     * {@code askExchange} false a capture is scored as if it lost nothing in the exchange; {@link
     * #pickNextChecked} asks when it comes to it.
     */
    int orderScore(int c, int ply, int ttChoice, boolean askExchange) {
        if (c == ttChoice) return 1 << 30;
        if (c < 0) return 1 << 24;                 // a re-roll: after captures, before quiet moves
        int t = Move.type(c);
        if (t == Move.PASS) return -(1 << 20);
        int s = 0;
        if (isCapture(c)) {
            int order = captureOrder(c);
            if (askExchange && losesOnItsSquare(c)) return LOSING + order;
            s = (1 << 28) + order;
        }
        if (isPromotion(c)) s += (1 << 27) + sr.eval.value[Move.kind(c)];
        if (s != 0) return s;
        if (c == sr.killers[ply][0]) return 1 << 26;
        if (c == sr.killers[ply][1]) return (1 << 26) - 1;
        int before = sr.previous[ply];
        if (before >= 0 && c == sr.counters[before]) return (1 << 26) - 2;
        int code = moverCode(c);
        if (code == 0) return 0;
        return sr.history[code * sr.squares + Move.to(c)] + continuationAt(continuationNumber(code, Move.to(c)), ply);
    }

    /** A capture's order among captures: its victim's worth, less a quarter of its attacker's, and its history. */
    private int captureOrder(int c) {
        int hc = captureIndex(c);
        int learnt = hc >= 0 ? sr.captureHistory[hc] / 4 : 0;
        return victim(c) * 64 - attacker(c) / 4 + learnt;
    }

    /** What a capture takes: a pawn en passant, else the piece on its square. */
    private int victim(int c) {
        return Move.type(c) == Move.EN_PASSANT ? Evaluator.PAWN : sr.eval.kindValue(sr.pos.pieceAt(Move.to(c)));
    }

    /** What a capture risks: the piece that moves (nothing for a drop or another kind of move). */
    private int attacker(int c) {
        int t = Move.type(c);
        return t == Move.NORMAL || t == Move.PATH ? sr.eval.kindValue(sr.pos.pieceAt(Move.from(c))) : 0;
    }

    /** Where the order of a capture that loses in the exchange starts: after the killers. */
    private static final int LOSING = (1 << 25) + 1;

    /**
     * Is {@code score} the order of a capture that loses in the exchange (or of a killer or the
     * counter-move, which are no captures: the caller asks)? Above a re-roll's 1 << 24, as its
     * order among captures may be negative.
     */
    static boolean losingCapture(int score) {
        return score > 1 << 24 && score < 1 << 26;
    }

    /**
     * Under plain rules, is {@code c} a capture by a piece worth more than its victim that loses
     * material in the exchange on its square? Such a capture comes after the killers.
     */
    private boolean losesOnItsSquare(int c) {
        return sr.plainRules && !isPromotion(c) && attacker(c) > victim(c) && exchange.below(c, 0);
    }

    /**
     * Choices scored without asking the exchange ({@code orderScore(.., false)}), for
     * {@link #pickNextChecked}: a node that cuts off early never asks it of the captures it does
     * not reach.
     */
    void scoreChoicesUnchecked(int[] list, int n, int ply, int ttChoice) {
        scoreChoices(list, n, ply, ttChoice, false);
    }

    /**
     * {@link #pickNext} over scores from {@link #scoreChoicesUnchecked}: a capture it picks that
     * loses in the exchange is put back where it stood with the score {@link #orderScore} gives
     * it, and the pick is made again, so the order is the one fully scored choices would have.
     */
    void pickNextChecked(int[] list, int[] sc, int i, int n) {
        while (true) {
            int b = pickNext(list, sc, i, n);
            int c = list[i];
            // A capture's score is 1 << 28 and its order among captures, which may be negative
            // (a victim worth less than a pawn, a poor history): above 1 << 27 all the same.
            if (sc[i] < 1 << 27 || sc[i] >= 1 << 30 || !isCapture(c) || !losesOnItsSquare(c)) return;
            swap(list, sc, i, b);
            // Its order among captures as it was scored (the capture history has learnt since).
            sc[b] = LOSING + (sc[b] - (1 << 28));
        }
    }

    /**
     * {@link #pickNext} over scores from {@link #scoreChoicesUnchecked} for the quiescence, which
     * does not try captures that lose in the exchange: one it picks is taken out of the list
     * (the ones after it move up a place, so the others keep the order they would have had
     * without it, up to the order of moves of equal score), and the pick is made again. The table's move stays, whatever it loses.
     * Returns the number of choices left, so that the pick at {@code i} is valid when {@code i}
     * is below it.
     */
    int pickNextWinning(int[] list, int[] sc, int i, int n) {
        while (i < n) {
            int b = pickNext(list, sc, i, n);
            int c = list[i];
            if (sc[i] < 1 << 27 || sc[i] >= 1 << 30 || !isCapture(c) || !losesOnItsSquare(c)) return n;
            swap(list, sc, i, b);
            System.arraycopy(list, b + 1, list, b, n - b - 1);
            System.arraycopy(sc, b + 1, sc, b, n - b - 1);
            n--;
        }
        return n;
    }

    private static void swap(int[] list, int[] sc, int i, int b) {
        int t = list[i];
        list[i] = list[b];
        list[b] = t;
        t = sc[i];
        sc[i] = sc[b];
        sc[b] = t;
    }

    void scoreChoices(int[] list, int n, int ply, int ttChoice) {
        scoreChoices(list, n, ply, ttChoice, true);
    }

    private void scoreChoices(int[] list, int n, int ply, int ttChoice, boolean askExchange) {
        if (sr.orders[ply].length < n) sr.orders[ply] = new int[sr.choices[ply].length];
        for (int i = 0; i < n; i++) sr.orders[ply][i] = orderScore(list[i], ply, ttChoice, askExchange);
    }

    /** Moves the best-scored of list[i..n) to i (selection: cutoffs usually come early); where it stood. */
    static int pickNext(int[] list, int[] sc, int i, int n) {
        int b = i;
        for (int j = i + 1; j < n; j++) if (sc[j] > sc[b]) b = j;
        if (b != i) swap(list, sc, i, b);
        return b;
    }

    /** Sorts the choices by their values, best first (stable). */
    static void sortBy(int[] list, int[] values, int n) {
        for (int i = 1; i < n; i++) {
            int c = list[i], v = values[i], j = i - 1;
            while (j >= 0 && values[j] < v) {
                list[j + 1] = list[j];
                values[j + 1] = values[j];
                j--;
            }
            list[j + 1] = c;
            values[j + 1] = v;
        }
    }
}
