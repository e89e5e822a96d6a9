package io.ashtapada.engine.search;

import io.ashtapada.engine.Legality;
import io.ashtapada.engine.Move;
import io.ashtapada.engine.MoveList;

/**
 * Quiescence: at the horizon, the standing score, or better by captures and promotions, so that
 * no position is judged in the middle of an exchange. Where every move is a capture
 * ({@link Search#capturesOnly}) there is no quiet position to reach and the standing score is
 * the answer. Under plain rules the transposition table is asked and told here too (at depth 0),
 * captures that lose material in the exchange ({@link Exchange}) are not tried, nor those that
 * cannot bring the score near alpha; a node not in check there lists only its captures and
 * promotions ({@link Legality#tactical}), not every legal move. From {@link #RECAPTURES_FROM} captures deep on, only
 * recaptures on the square of the capture before are tried: in a board full of pieces that
 * face each other (double army) the chains of even trades would otherwise multiply without end.
 */
final class Quiescence {
    /** How many captures deep quiescence tries every capture; past it only recaptures. */
    static final int RECAPTURES_FROM = 4;

    private final SearchCore sr;
    private final MoveOrdering ordering;
    /** The captures made since the horizon, and per such depth the square the last one landed on. */
    private int depth;
    private final int[] landed = new int[Scores.MAX_PLY + 1];
    /** Per ply, the captures and promotions of a node not in check under plain rules. */
    private final MoveList[] tactical = new MoveList[Scores.MAX_PLY + 1];

    Quiescence(SearchCore sr, MoveOrdering ordering) {
        this.sr = sr;
        this.ordering = ordering;
    }

    int quiesce(int ply, int alpha, int beta) {
        sr.nodes++;
        sr.qNodes++;
        sr.poll();
        if (sr.stopped) return 0;
        sr.pvLen[ply] = ply;
        // Under plain rules a player not in check who stands at beta needs no list of moves:
        // the game can end here only by a stalemate, the fifty-move rule or a repetition, which
        // a horizon node takes as the standing score (as it takes every quiet move).
        boolean early = sr.plainRules && !sr.pos.sideInCheck();
        int stand = Integer.MIN_VALUE;
        if (early) {
            stand = sr.staticValue();
            if (stand >= beta) return stand;
        }
        long key = 0;
        int ttChoice = Scores.NO_CHOICE;
        boolean table = early && sr.useTable;
        if (table) {
            key = sr.key();
            long e = sr.tt.probe(key);
            if (e != TranspositionTable.MISS) {
                ttChoice = TranspositionTable.choice(e);
                int s = TranspositionTable.cutoff(e, ply, alpha, beta);
                if (s != Integer.MIN_VALUE) return s;
            }
        }
        // Not in check under plain rules, the game can end here only by a stalemate or a counter
        // (fifty moves, repetition, the ply limit), which a horizon node takes as the standing
        // score: only the captures and promotions are listed, not every legal move.
        if (!early) {
            int term = sr.terminal(ply);
            if (term != Integer.MIN_VALUE) return term;
        }
        if (stand == Integer.MIN_VALUE) stand = sr.staticValue();
        if (sr.capturesOnly || ply >= Scores.MAX_PLY - 2 || stand >= beta) return stand;
        int alpha0 = alpha;
        if (stand > alpha) alpha = stand;
        MoveList ms;
        if (early) {
            if (tactical[ply] == null) tactical[ply] = new MoveList();
            ms = tactical[ply];
            Legality.tactical(sr.pos, ms);
        } else {
            ms = sr.tm.moves();
        }
        int total = ms.size();
        if (sr.choices[ply].length < total) {
            sr.choices[ply] = new int[total + 16];
            sr.orders[ply] = new int[total + 16];
        }
        int[] list = sr.choices[ply];
        int[] sc = sr.orders[ply];
        int n = 0;
        boolean recapturesOnly = depth >= RECAPTURES_FROM;
        for (int i = 0; i < total; i++) {
            int m = ms.get(i);
            if (recapturesOnly && (Move.type(m) != Move.NORMAL || Move.to(m) != landed[depth])) continue;
            // The tactical list holds only captures and promotions: asked again only of the full list.
            if (early || ordering.isCapture(m) || MoveOrdering.isPromotion(m)) {
                // Delta pruning: a capture that, even winning its victim clean, leaves the score
                // two pawns short of alpha is not tried (plain rules: material counts for its owner).
                if (early && !MoveOrdering.isPromotion(m) && Move.type(m) != Move.EN_PASSANT
                        && stand + sr.eval.kindValue(sr.pos.pieceAt(Move.to(m))) + 2 * Evaluator.PAWN <= alpha) continue;
                // A capture that loses in the exchange is not tried either (the pick below leaves
                // it out, asking the exchange only of the captures it comes to).
                int o = ordering.orderScore(m, ply, ttChoice, !early);
                list[n] = m;
                sc[n] = o;
                n++;
            }
        }
        int best = stand, bestChoice = Scores.NO_CHOICE;
        int me = sr.team(sr.pos.side());
        for (int i = 0; i < n; i++) {
            if (early) {
                n = ordering.pickNextWinning(list, sc, i, n);
                if (i >= n) break;
            } else {
                MoveOrdering.pickNext(list, sc, i, n);
            }
            int m = list[i];
            sr.tm.playGenerated(m);
            landed[++depth] = Move.to(m);
            int v;
            try {
                v = sr.childQuiet(me, ply + 1, alpha, beta);
            } finally {
                depth--;
            }
            sr.tm.undo();
            if (sr.stopped) return 0;
            if (v > best) {
                best = v;
                if (v > alpha) {
                    alpha = v;
                    bestChoice = m;
                    if (v >= beta) break;
                }
            }
        }
        if (table) {
            byte flag = best >= beta ? TranspositionTable.LOWER
                    : best > alpha0 ? TranspositionTable.EXACT : TranspositionTable.UPPER;
            sr.tt.store(key, bestChoice, TranspositionTable.toTable(best, ply), 0, flag);
        }
        return best;
    }
}
