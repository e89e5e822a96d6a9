package io.ashtapada.engine;

import io.ashtapada.model.*;

/**
 * The legal moves of a position: the generator's moves that pass the check rules
 * ({@link MoveGenerator#checked}), less what the variant's rules forbid (a game already ended
 * by an end rule, must capture, must drop, drop mate, barred promotions, passes and facing
 * royal pieces, the dice). Apart from {@link MoveGenerator} because the end rules it asks
 * ({@link Ending}) generate moves themselves: the generator never depends on them.
 */
public final class Legality {
    private Legality() {
    }

    /**
     * Replaces the contents of {@code list} with the legal moves; the list grows as needed. Under check
     * rules a move is tried (made, tested, unmade) only when it could matter: royal moves,
     * castling, en passant, moves of pinned pieces, every move while in check, and every move
     * when an enemy has lame, jumping or hopping attacks. The rest are legal as generated.
     */
    public static void legal(Position p, MoveList list) {
        list.size = legal0(p, list);
    }

    /**
     * Replaces the contents of {@code list} with the legal captures and promotions: the legal
     * moves that take an enemy piece (en passant included) or promote. Where only the variant's
     * rules can tell (an end rule, must capture or drop, a royal that may not flee, passing,
     * filter hooks, dice) it is {@link #legal} filtered; otherwise only these moves are tested against the check rules. For a search's
     * quiescence, which tries nothing else.
     */
    public static void tactical(Position p, MoveList list) {
        boolean special = MoveGenerator.royalLost(p) || p.endsEarly || p.hookFilters || p.goals.mustCapture()
                || p.goals.royalStays() || p.tables.mustDrop || p.tables.bikjang || p.tables.pass || p.model.dice() != null;
        if (special) {
            legal(p, list);
            int w = 0;
            for (int i = 0; i < list.size; i++) if (MoveGenerator.isTactical(p, list.moves[i])) list.moves[w++] = list.moves[i];
            list.size = w;
            return;
        }
        int n = MoveGenerator.checkRules(p, list, true);
        if (p.tables.restrictedPromotions) n = withoutBarredPromotions(p, list.moves, n);
        list.size = n;
    }

    static int legal0(Position p, MoveList list) {
        if (MoveGenerator.royalLost(p)) return 0;
        // A game ended by a variant rule (N-check, a flag reached, extinction, bare king) has no moves.
        if (p.endsEarly && Ending.of(p) != Ending.NONE) return 0;
        int n = MoveGenerator.checked(p, list);
        if (p.goals.mustCapture()) n = onlyCaptures(p, list.moves, n);
        if (p.goals.royalStays() && p.checkRules && p.inCheck(p.side)) n = royalTakesOnlyTheChecker(p, list.moves, n);
        if (p.tables.mustDrop) n = DropMoves.onlyDrops(p, list.moves, n);
        if ((p.tables.noMateDrops || p.goals.dropChecksForbidden()) && p.checkRules) n = withoutForbiddenDrops(p, list.moves, n);
        if (p.tables.restrictedPromotions) n = withoutBarredPromotions(p, list.moves, n);
        if (p.tables.bikjang || p.tables.pass) n = passesAndFacing(p, list, n);
        DiceRules dice = p.model.dice();
        if (dice != null && p.rollCount > 0) {
            int[] out = list.room(n, 1);
            if (dice.confirmRoyal() && p.pending < 0 && p.confirmationUsed()) {
                // After a failed confirmation roll no further roll may confirm another royal capture
                // (OM-12). While the capture is pending, its confirmation roll is being judged.
                int w = 0;
                for (int i = 0; i < n; i++) if (!MoveGenerator.capturesRoyal(p, out[i])) out[w++] = out[i];
                n = w;
            }
            if (dice.passScores()) out[n++] = Move.pass(false);
            else if (n == 0 && dice.forfeit()) out[n++] = Move.pass(true);
        }
        return n;
    }

    /**
     * {@code royal may not flee check} (makpong): in check, a royal piece moves only to take the
     * one piece that gives check; with two checkers it does not move at all.
     */
    static int royalTakesOnlyTheChecker(Position p, int[] out, int n) {
        int me = p.side, royal = -1;
        for (int i = 0; i < p.pcount[me] && royal < 0; i++) {
            int s = p.plist[me][i];
            if (p.royalKind[(p.board[s] >>> 2) - 1] && p.attacked(s, 1 - me)) royal = s;
        }
        if (royal < 0) return n;
        int[] checkers = new int[p.pcount[1 - me]];
        int count = p.attackers(royal, 1 - me, checkers);
        int only = count == 1 ? checkers[0] : -1;
        int w = 0;
        for (int i = 0; i < n; i++) {
            int m = out[i];
            boolean royalMove = Move.type(m) != Move.DROP && Move.type(m) != Move.DROP_ADVANCE && Move.from(m) == royal;
            if (!royalMove || Move.to(m) == only) out[w++] = m;
        }
        return w;
    }

    /**
     * Removes the drops the rules forbid: every drop that gives check ({@code drop checks
     * forbidden}: xiangqi house), and a drop of a {@code no mate} kind that checkmates (shogi's
     * pawn-drop mate). Each drop concerned is made once.
     */
    static int withoutForbiddenDrops(Position p, int[] out, int n) {
        boolean noChecks = p.goals.dropChecksForbidden();
        int w = 0;
        MoveList reply = null;
        for (int i = 0; i < n; i++) {
            int m = out[i];
            int t = Move.type(m);
            if ((t == Move.DROP || t == Move.DROP_ADVANCE) && (noChecks || p.kinds[Move.kind(m)].drop().noMate())) {
                p.make(m);
                boolean refused = false;
                if (p.inCheck(p.side)) {
                    if (noChecks) refused = true;
                    else {
                        if (reply == null) reply = new MoveList();
                        refused = MoveGenerator.checked(p, reply) == 0;
                    }
                }
                p.unmake();
                if (refused) continue;
            }
            out[w++] = m;
        }
        return w;
    }

    /** Where some move captures, only the captures (losing chess: {@code must capture}). */
    static int onlyCaptures(Position p, int[] out, int n) {
        int w = 0;
        for (int i = 0; i < n; i++) if (MoveGenerator.captures(p, out[i])) out[w++] = out[i];
        return w == 0 ? n : w;
    }

    /**
     * Removes the promotions that give check to another player ({@code no check}, under check
     * rules) or after which the promoted piece attacks an enemy piece ({@code no attack}): Sittuyin.
     */
    static int withoutBarredPromotions(Position p, int[] out, int n) {
        int w = 0, me = p.side;
        for (int i = 0; i < n; i++) {
            int m = out[i];
            int t = Move.type(m);
            PromotionRule promo = (t == Move.NORMAL || t == Move.EN_PASSANT) && Move.kind(m) >= 0
                    ? p.kinds[Codes.kind(p.board[Move.from(m)])].promotion() : null;
            if (promo != null && (promo.noCheck() && p.checkRules || promo.noAttack())) {
                p.make(m);
                boolean barred = promo.noAttack() && MoveGenerator.attacksAPiece(p, Move.to(m));
                for (int o = 0; o < p.playerCount && !barred && promo.noCheck() && p.checkRules; o++) {
                    int k = o == me ? -1 : p.royalSquare(o);
                    barred = k >= 0 && p.attacked(k, me);
                }
                p.unmake();
                if (barred) continue;
            }
            out[w++] = m;
        }
        return w;
    }

    /**
     * Passing ({@code pass}: when not in check; once every player has passed in turn, the game
     * is over) and facing royals ({@code bikjang}): while two
     * royal pieces face each other on an open line, the player to move must part them or pass,
     * and may pass even in check; facing still after a pass, the game is over (no moves).
     */
    static int passesAndFacing(Position p, MoveList list, int n) {
        int[] out = list.moves;
        if (p.tables.pass && p.everyonePassed()) return 0;       // all passed in turn: the game is over
        if (p.tables.bikjang && MoveGenerator.royalsFacing(p)) {
            if (p.lastMoveWasPass()) return 0;
            int w = 0;
            for (int i = 0; i < n; i++) {
                p.make(out[i]);
                boolean facing = MoveGenerator.royalsFacing(p);
                p.unmake();
                if (!facing) out[w++] = out[i];
            }
            out = list.room(w, 1);
            out[w++] = Move.pass(false);
            return w;
        }
        // A player stuck without a piece on the board cannot pass either (Fairy-Stockfish: nothing to pass with).
        if (p.tables.pass && !p.inCheck(p.side) && (n == 0 && p.pcount[p.side] > 0 || !p.tables.passWhenStuck)) {
            out = list.room(n, 1);
            out[n++] = Move.pass(false);
        }
        return n;
    }
}
