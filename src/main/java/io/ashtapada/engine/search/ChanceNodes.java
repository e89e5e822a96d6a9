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

/** The dice of a {@link Search}: a roll's chance node as the expectation over the faces (pruned where the bounds allow), re-roll choices and confirmation rolls. */
final class ChanceNodes {
    private final SearchCore sr;

    ChanceNodes(SearchCore sr) {
        this.sr = sr;
    }


    /** A chance node of a roll of both dice: the expectation over every distinct roll. */
    int chance(Action[][] actions, int depth, int ply, int alpha, int beta) {
        int s = sr.dice.sides(), n = 0;
        Action[] out = sr.outcomes[ply];
        double[] p = sr.outcomeP[ply];
        for (int a = 1; a <= s; a++) {
            for (int b = a; b <= s; b++) {
                out[n] = actions[a][b];
                p[n++] = sr.pairProbability[a == b ? 0 : 1];
            }
        }
        return expectation(n, depth, ply, alpha, beta);
    }

    /** The value of re-rolling: the expectation over the dice the re-roll may show. */
    int rerollValue(Action.Dice which, int depth, int ply, int alpha, int beta) {
        if (which == Action.Dice.BOTH) return chance(sr.rerollBoth, depth, ply, alpha, beta);
        int s = sr.dice.sides();
        int d0 = sr.pos.die(0), d1 = sr.pos.die(1);
        Action[] out = sr.outcomes[ply];
        double[] p = sr.outcomeP[ply];
        for (int f = 1; f <= s; f++) {
            out[f - 1] = which == Action.Dice.FIRST ? sr.rerollFirst[f][d1] : sr.rerollSecond[d0][f];
            p[f - 1] = 1.0 / s;
        }
        return expectation(s, depth, ply, alpha, beta);
    }

    /**
     * The expectation over the {@code n} outcomes in {@code outcomes[ply]}, pruned as
     * {@link #chancePruning} says. Every outcome's value v lies in [lower, WIN]; after the
     * outcomes before i are known exactly, outcome i can only change the answer inside
     * ((alpha - known - Σ p·WIN of the rest) / p_i, (beta - known - Σ p·lower of the rest) / p_i),
     * and the node fails low or high as soon as the known part with the rest's bounds decides.
     */
    int expectation(int n, int depth, int ply, int alpha, int beta) {
        int me = sr.team(sr.pos.side());
        Action[] out = sr.outcomes[ply];
        double[] p = sr.outcomeP[ply];
        if (sr.chancePruning == ChancePruning.NONE) {
            double sum = 0;
            for (int i = 0; i < n; i++) {
                sr.apply(out[i], ply + 1);
                int v = sr.child(me, depth, ply + 1, -Scores.WIN - 1, Scores.WIN + 1);
                sr.tm.undo();
                if (sr.stopped) return 0;
                sum += p[i] * v;
            }
            return (int) Math.round(sum);
        }
        double[] lo = sr.lower[ply];
        java.util.Arrays.fill(lo, 0, n, -Scores.WIN);
        if (sr.chancePruning == ChancePruning.STAR2 && beta <= Scores.WIN) {
            // Probing: is every outcome's first choice at least the share of beta still missing?
            double known = 0, left = 1;
            int probed = 0;
            for (int i = 0; i < n; i++) {
                double need = Math.ceil((beta - known) / left);
                if (need > Scores.WIN) break;
                sr.apply(out[i], ply + 1);
                int r = sr.probe(me, depth, ply + 1, (int) need);
                sr.tm.undo();
                if (sr.stopped) return 0;
                if (r == Integer.MIN_VALUE || r < need) break;
                lo[i] = r;
                known += p[i] * r;
                left -= p[i];
                probed++;
            }
            if (probed == n) return Math.max(beta, (int) Math.floor(known));
        }
        double sum = 0, restLo = 0, restHi = 0;
        for (int i = 0; i < n; i++) {
            restLo += p[i] * lo[i];
            restHi += p[i] * Scores.WIN;
        }
        for (int i = 0; i < n; i++) {
            restLo -= p[i] * lo[i];
            restHi -= p[i] * Scores.WIN;
            double a = (alpha - sum - restHi) / p[i], b = (beta - sum - restLo) / p[i];
            int ca = (int) Math.max(-Scores.WIN - 1, Math.floor(a)), cb = (int) Math.min(Scores.WIN + 1, Math.ceil(b));
            sr.apply(out[i], ply + 1);
            int v = sr.child(me, depth, ply + 1, ca, cb);
            sr.tm.undo();
            if (sr.stopped) return 0;
            sum += p[i] * v;
            if (sum + restHi <= alpha) return (int) Math.floor(sum + restHi);
            if (sum + restLo >= beta) return (int) Math.ceil(sum + restLo);
        }
        return (int) Math.round(sum);
    }
}
