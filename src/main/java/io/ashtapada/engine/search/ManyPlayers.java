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

/** Search with more than two players: best-reply search (BRS) layers and max^n with its value vectors, for a {@link Search} whose variant has three or four. */
final class ManyPlayers {
    private final SearchCore sr;
    private final MoveOrdering ordering;

    ManyPlayers(SearchCore sr, MoveOrdering ordering) {
        this.sr = sr;
        this.ordering = ordering;
    }


    boolean maxn() {
        return sr.multiPlayer == MultiPlayer.MAXN && sr.players > 2 && sr.dice == null;
    }

    // ------------------------------------------------------------------ more than two players

    /**
     * Best-reply search: the opponents' layer between two moves of the searching player, in
     * the coalition's terms. Each opponent in turn order either makes the layer's one move
     * (when no one has yet) or passes; the last one passes only when someone moved. The layer
     * costs one move of depth.
     */
    int brsLayer(int depth, int ply, int alpha, int beta, boolean moved) {
        sr.pvLen[ply] = ply;
        int best = -Scores.WIN - 1;
        if (!moved) {
            int n = sr.rootChoices(ply, depth);
            int[] list = sr.choices[ply];
            ordering.scoreChoices(list, n, ply, Scores.NO_CHOICE);
            for (int i = 0; i < n; i++) {
                ordering.pickNext(list, sr.orders[ply], i, n);
                int c = list[i];
                sr.tm.playGenerated(c);
                ordering.made(c, ply + 1);
                int v = brsAfter(depth, ply + 1, alpha, beta, true);
                sr.tm.undo();
                if (sr.stopped) return 0;
                if (v > best) {
                    best = v;
                    if (v > alpha) {
                        alpha = v;
                        if (v >= beta) {
                            ordering.rememberCutoff(c, ply, depth, list, 0);
                            return best;
                        }
                    }
                }
            }
        }
        sr.tm.playGenerated(Scores.PASS);
        ordering.made(-1, ply + 1);
        if (moved || sr.pos.side() != sr.root) {
            int v = brsAfter(depth, ply + 1, alpha, beta, moved);
            if (v > best) best = v;
        }
        sr.tm.undo();
        if (sr.stopped) return 0;
        return best == -Scores.WIN - 1 ? sr.staticValue() : best;
    }

    /** The state after one opponent's move or pass in a best-reply layer, in the coalition's terms. */
    int brsAfter(int depth, int ply, int alpha, int beta, boolean moved) {
        sr.nodes++;
        sr.poll();
        if (sr.stopped) return 0;
        sr.pvLen[ply] = ply;
        int term = sr.terminal(ply);
        if (term != Integer.MIN_VALUE) return sr.team(sr.pos.side()) < 0 ? term : -term;
        if (sr.team(sr.pos.side()) > 0) return -sr.search(depth - 1, ply, -beta, -alpha);
        if (ply >= Scores.MAX_PLY - 2) return sr.staticValue();
        return brsLayer(depth, ply, alpha, beta, moved);
    }

    /** max^n at the root: the searching player's component of the choice's value vector. */
    int maxnChoice(int c, int depth) {
        sr.tm.playGenerated(c);
        ordering.made(c, 1);
        maxn(depth - 1, 1);
        sr.tm.undo();
        sr.pvLen[1] = 1;
        return sr.vectors[1][sr.root];
    }

    /** max^n: fills {@code vectors[ply]} with the state's value for each player; the player to move picks its best. */
    void maxn(int depth, int ply) {
        sr.nodes++;
        sr.poll();
        int[] out = sr.vectors[ply];
        if (sr.stopped) return;
        Outcome o = sr.tm.outcome();
        if (o.isOver()) {
            for (int p = 0; p < sr.players; p++) {
                out[p] = o.places()[p] == 1 ? (o.status() == Outcome.Status.WIN ? Scores.WIN - ply : 0) : -(Scores.WIN - ply);
            }
            return;
        }
        if (depth <= 0 || ply >= Scores.MAX_PLY - 2) {
            staticVector(out, ply);
            return;
        }
        int me = sr.pos.side();
        int n = sr.rootChoices(ply, depth);
        if (n == 0) {
            staticVector(out, ply);
            return;
        }
        int[] list = sr.choices[ply];
        ordering.scoreChoices(list, n, ply, Scores.NO_CHOICE);
        int best = Integer.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            ordering.pickNext(list, sr.orders[ply], i, n);
            sr.tm.playGenerated(list[i]);
            ordering.made(list[i], ply + 1);
            maxn(depth - 1, ply + 1);
            sr.tm.undo();
            if (sr.stopped) return;
            if (sr.vectors[ply + 1][me] > best) {
                best = sr.vectors[ply + 1][me];
                System.arraycopy(sr.vectors[ply + 1], 0, out, 0, sr.players);
            }
        }
    }

    /** Each player's evaluation: its own material and position against the others' average; a player out has lost. */
    void staticVector(int[] out, int ply) {
        int sum = 0;
        for (int p = 0; p < sr.players; p++) {
            sr.sides[p] = sr.eval.side(sr.pos, p);
            sum += sr.sides[p];
        }
        for (int p = 0; p < sr.players; p++) {
            out[p] = sr.pos.isOut(p) ? -(Scores.WIN - ply) : sr.sides[p] - (sum - sr.sides[p]) / (sr.players - 1);
        }
    }
}
