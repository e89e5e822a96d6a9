package io.ashtapada.engine.turn;

import io.ashtapada.engine.Elimination;
import io.ashtapada.engine.Ending;
import io.ashtapada.engine.MateSeries;
import io.ashtapada.engine.Move;
import io.ashtapada.engine.MoveGenerator;
import io.ashtapada.engine.MoveList;
import io.ashtapada.engine.Notation;
import io.ashtapada.engine.Position;
import io.ashtapada.model.*;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;

import static io.ashtapada.engine.turn.MachineView.*;

/** How a game of a {@link TurnMachine} stands: its outcome by the rules (checkmate, stalemate, the end rules, eliminations, resignation, time, agreement, counts), the score, and the draws the player to move may claim. */
final class Adjudication {
    private final MachineView tm;

    Adjudication(MachineView tm) {
        this.tm = tm;
    }


    /**
     * The draws the player to move may claim now: every legal move after which the game is
     * drawn by the fifty-move rule or by repetition. Empty in dice games, games of more than two
     * players, outside the choosing phase and where the variant has neither rule.
     */
    List<Claim> claims() {
        List<Claim> out = new ArrayList<>();
        EndRules end = tm.model().end();
        if (end.fiftyMove() <= 0 && end.repetition() <= 0 || tm.dice() != null || Elimination.applies(tm.position())) return out;
        if (tm.phase() != Phase.CHOOSE) return out;
        MoveList ms = tm.moves();
        int[] candidates = new int[ms.size()];
        int n = 0;
        // A quick look first (make and unmake only), so that hooks run again only for a real candidate.
        for (int i = 0; i < ms.size(); i++) {
            int m = ms.get(i);
            tm.position().make(m);
            boolean near = end.fiftyMove() > 0 && tm.position().halfmove() >= end.fiftyMove()
                    || end.repetition() > 0 && tm.position().repetitions() >= end.repetition();
            tm.position().unmake();
            if (near) candidates[n++] = m;
        }
        for (int i = 0; i < n; i++) {
            tm.playGenerated(candidates[i]);
            Outcome o = tm.outcome();
            tm.undo();
            if (o.status() == Outcome.Status.DRAW && ("fifty-move rule".equals(o.reason()) || "repetition".equals(o.reason()))) {
                out.add(new Claim(o.reason(), candidates[i]));
            }
        }
        return out;
    }

    Action parseClaim(String moveText) throws IllegalActionException {
        Action a = tm.parse(moveText);
        if (!(a instanceof Action.Play p)) throw new IllegalActionException("a draw is claimed with a move, not '" + moveText + "'");
        for (Claim c : claims()) if (c.move() == p.move()) return a;
        EndRules end = tm.model().end();
        throw new IllegalActionException("no draw to claim with " + moveText.strip() + ": after it neither the fifty-move rule"
                + (end.fiftyMove() > 0 ? " (" + end.fiftyMove() + " plies without capture or pawn move; " + tm.position().halfmove() + " so far)" : " (not a rule here)")
                + " nor repetition" + (end.repetition() > 0 ? " (" + end.repetition() + " times the same position)" : " (not a rule here)")
                + " draws the game");
    }

    Outcome decide() {
        Outcome o = decideRules();
        int odds = tm.model().end().drawOdds();
        // Draw odds (armageddon): a game the rules end drawn is that player's win; an agreed draw stays one.
        if (odds >= 0 && o.status() == Outcome.Status.DRAW && !"agreement".equals(o.reason())) {
            return Outcome.win(o.places().length, odds, o.reason() + ", draw odds");
        }
        return o;
    }

    /** A rule's verdict for {@code player} (checkmate, stalemate, bikjang, repetition): a win, a loss (the next player wins) or a draw. */
    private static Outcome verdict(Verdict v, int player, int n, String why) {
        return switch (v) {
            case WIN -> Outcome.win(n, player, why);
            case LOSS -> Outcome.win(n, (player + 1) % n, why);
            case DRAW -> Outcome.draw(n, why);
        };
    }

    private Outcome decideRules() {
        List<Player> players = tm.model().players();
        int n = players.size();
        int me = tm.position().side();
        EndRules end = tm.model().end();
        // perpetual check loses: remember whether this position's player to move is in check.
        if (end.perpetualCheckLoses()) tm.position().sideInCheck();
        if (Elimination.applies(tm.position())) return decideMany();
        if (tm.resigned() >= 0) {
            // SJ-13: the other player wins. (With more players the resigner is last and the
            // others share first place until elimination ranks them: issue 10.)
            if (n == 2) return Outcome.win(n, 1 - tm.resigned(), "resignation");
            int[] places = new int[n];
            Arrays.fill(places, 1);
            places[tm.resigned()] = 2;
            return new Outcome(Outcome.Status.DRAW, places, "resignation");
        }
        if (tm.timedOut() >= 0) {
            if (n == 2) return Outcome.win(n, 1 - tm.timedOut(), "time forfeit");
            int[] places = new int[n];
            Arrays.fill(places, 1);
            places[tm.timedOut()] = 2;
            return new Outcome(Outcome.Status.DRAW, places, "time forfeit");
        }
        if (tm.drawAgreed()) return Outcome.draw(n, "agreement");
        if (MoveGenerator.royalLost(tm.position())) {
            for (Player p : players) {
                if (tm.position().royalSquare(p.index()) >= 0) return Outcome.win(n, p.index(), "royal piece captured");
            }
        }
        if (tm.model().engineTables().goals.endsEarly()) {
            // A variant rule ended the game: N-check, a flag reached, extinction, bare king.
            int e = Ending.of(tm.position());
            if (e != Ending.NONE) {
                String why = Ending.reason(tm.model(), e);
                return Ending.winner(e) < 0 ? Outcome.draw(n, why) : Outcome.win(n, Ending.winner(e), why);
            }
        }
        if (tm.dice() != null) {
            if (end.plyLimit() > 0 && tm.movesMade() >= end.plyLimit()) return Outcome.draw(n, "ply limit");
            if (!tm.position().rolled() || tm.position().pending() >= 0 || tm.generated().size() > 0) return Outcome.ONGOING;
        }
        if (tm.generated().size() == 0) {
            // Passing (every player passed, or bikjang after a pass) ends the game as a position without moves does; the reason says which.
            String passed = Ending.passEnding(tm.position());
            if (end.check() && tm.position().inCheck(me)) {
                String why = passed != null ? passed : "checkmate";
                Verdict mated = end.checkmate();
                Goals.Mate rule = tm.model().engineTables().goals.mate();
                if (rule != null && passed == null) {
                    // Shatar: a mate by knights alone, or one without a shak in its series of checks.
                    if (rule.aloneKinds() != 0 && (MateSeries.checkingKinds(tm.position()) & ~rule.aloneKinds()) == 0) {
                        mated = rule.alone();
                        why = "checkmate by " + kindNames(rule.aloneKinds()) + " alone";
                    } else if (rule.shakKinds() != 0 && !MateSeries.seriesHas(tm.position(), rule.shakKinds())) {
                        mated = rule.otherwise();
                        why = "checkmate without a check by " + kindNames(rule.shakKinds());
                    }
                }
                return verdict(mated, me, n, why);
            }
            String why = passed != null ? passed : "stalemate";
            if (tm.model().engineTables().goals.mostPieces() && n == 2) {
                // Othello's count: the player with more pieces on the board wins (suicide chess: fewer).
                int most = Ending.mostPieces(tm.position());
                String won = tm.model().engineTables().goals.fewestWins() ? ", fewest pieces" : ", most pieces";
                return most < 0 ? Outcome.draw(n, why + ", as many pieces") : Outcome.win(n, most, why + won);
            }
            // A game bikjang ended has bikjang's result where the rules give one, else the stalemate's.
            Verdict v = "bikjang".equals(passed) && end.bikjang() != null ? end.bikjang() : Verdict.valueOf(end.stalemate().name());
            return verdict(v, me, n, why);
        }
        if (end.fiftyMove() > 0 && tm.position().halfmove() >= end.fiftyMove()) return Outcome.draw(n, "fifty-move rule");
        if (end.repetition() > 0 && tm.position().repetitions() >= end.repetition()) {
            // A repetition one player forced by checking with every move loses for that player.
            int checker = end.perpetualCheckLoses() ? tm.position().perpetualChecker(end.repetition()) : -1;
            if (checker >= 0) return Outcome.win(n, 1 - checker, "perpetual check");
            // The result for the player to move (Tori shogi: a win, the player who repeated loses),
            // or for the player the rule names (minishogi: Sente loses).
            return verdict(end.repetitionVerdict(), end.repetitionPlayer() >= 0 ? end.repetitionPlayer() : me, n, "repetition");
        }
        if (end.plyLimit() > 0 && tm.movesMade() >= end.plyLimit()) return Outcome.draw(n, "ply limit");
        return Outcome.ONGOING;
    }

    /**
     * The outcome with more than two players (GR-6): the last player left wins; the others are
     * ranked by when they left, the first to leave last, players checkmated by the same move
     * sharing a place; a draw (agreed, or the ply limit) among the players still in the game.
     */
    Outcome decideMany() {
        int n = tm.model().playerCount();
        int active = tm.position().activePlayers();
        String reason = null;
        int winner = -1;
        if (active <= 1) reason = lastLeftOnTime() ? "time forfeit" : lastLeftWhy();
        else if (tm.drawAgreed()) reason = "agreement";
        else if (tm.model().end().plyLimit() > 0 && tm.movesMade() >= tm.model().end().plyLimit()) reason = "ply limit";
        else if (tm.dice() == null || tm.position().rolled() && tm.position().pending() < 0) {
            // A rule that names a winner (N-check, a flag, extinction that wins), or a stalemate that draws or wins.
            int e = tm.model().engineTables().goals.endsEarly() ? Ending.of(tm.position()) : Ending.NONE;
            if (e != Ending.NONE) {
                reason = Ending.reason(tm.model(), e);
                winner = Ending.winner(e);
            } else if (tm.generated().size() == 0) {
                reason = "stalemate";
                if (tm.model().end().stalemate() == EndRules.Stalemate.WIN) winner = tm.position().side();
            }
        }
        if (reason == null) return Outcome.ONGOING;
        int[] places = new int[n];
        for (int p = 0; p < n; p++) if (!tm.position().isOut(p)) places[p] = 1;
        int ranked = active;
        // Walk the eliminations from the last: each group (one move's) shares the next place.
        int i = tm.actionCount() - 1;
        while (i >= 0) {
            if (!tm.leaves(i)) {
                i--;
                continue;
            }
            int group = tm.journal(i, 1), size = 0, j = i;
            while (j >= 0 && tm.leaves(j) && tm.journal(j, 1) == group) {
                places[tm.actor(j)] = ranked + 1;
                size++;
                j--;
            }
            ranked += size;
            i = j;
        }
        // Players out before the game was loaded here share the last place.
        for (int p = 0; p < n; p++) if (places[p] == 0) places[p] = ranked + 1;
        if (winner >= 0) {
            // The winner first; the others still in the game share second place; those out keep theirs.
            for (int p = 0; p < n; p++) places[p] = p == winner ? 1 : places[p] == 1 ? 2 : places[p];
            return new Outcome(Outcome.Status.WIN, places, reason);
        }
        if (active == 1) return new Outcome(Outcome.Status.WIN, places, reason);
        return new Outcome(Outcome.Status.DRAW, places, reason);
    }

    /** Why the last player to leave the game left: "checkmate", or the rule that took it out ("no king left", "bare king"). */
    String lastLeftWhy() {
        for (int i = tm.actionCount() - 1; i >= 0; i--) {
            if (!tm.leaves(i)) continue;
            int cause = (tm.journal(i, 0) & 15) == ELIMINATE ? tm.journal(i, 2) : 0;
            return cause == 0 ? "checkmate" : Ending.reason(tm.model(), cause);
        }
        return "checkmate";
    }

    /** Did the last player to leave the game leave on time? */
    boolean lastLeftOnTime() {
        for (int i = tm.actionCount() - 1; i >= 0; i--) if (tm.leaves(i)) return (tm.journal(i, 0) & 15) == TIMEOUT;
        return false;
    }

    /**
     * The score per player: while playing, the points so far; once over, with the variant's
     * scoring applied (the win and draw values, whether the loser keeps points).
     */
    double[] score() {
        Outcome o = tm.outcome();
        Scoring s = tm.model().scoring();
        double[] out = new double[tm.model().playerCount()];
        for (int p = 0; p < out.length; p++) {
            double pts = tm.position().points2(p) / 2.0;
            if (o.status() == Outcome.Status.WIN) {
                pts = o.places()[p] == 1 ? pts + s.win() : s.loserKeeps() ? pts : 0;
            } else if (o.status() == Outcome.Status.DRAW) {
                // The draw is shared by the players placed first (all of them with two players);
                // players already out of a larger game are losers.
                pts = o.places()[p] == 1 ? pts + s.draw() : s.loserKeeps() ? pts : 0;
            }
            out[p] = pts;
        }
        return out;
    }

    /** The names of the kinds in a mask, "knight" or "knight, rook or bers". */
    private String kindNames(long kinds) {
        List<String> names = new ArrayList<>();
        for (int k = 0; k < 64; k++) if ((kinds >>> k & 1) != 0) names.add(tm.model().pieces().get(k).name());
        if (names.size() == 1) return names.get(0);
        return String.join(", ", names.subList(0, names.size() - 1)) + " or " + names.get(names.size() - 1);
    }
}
