package io.ashtapada.model;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import io.ashtapada.model.PositionFormat.FormatException;

/** Checks a position read against the rules of its variant (royal pieces, hands, en passant, castling rights, pawns where they can stand), as {@link PositionFormat#of} sets it up. */
final class PositionValidator {
    private final PositionFormat pf;


    // ------------------------------------------------------------ validation against the rules

    /** The rules a parsed position is checked against, or null (the compiler's own reading of a setup). */
    RuleModel rules;
    /** Per player, the royal pieces (board and hand) of the start position. */
    int[] startRoyals;
    /** Does the start position hold a royal piece in hand (placement chess)? */
    boolean royalInHandAtStart;
    /** Can a piece ever be in hand (drops, captures to hand, gating, a start hand)? */
    boolean hands;
    /** Per kind, the most pieces of it all hands together can hold: the game's pieces that go to hand as it. */
    int[] handLimit;
    /** Per pawn kind and player, the squares it can never stand on; null when any is possible. */
    SquareSet[][] pawnNever;
    /** Per player, the most squares a move of a passable kind of theirs goes straight without capturing (made when first asked). */
    private int[] passReach;

    /** This format, checking every position it reads against the rules of {@code m}, whose start is {@code start}. */
    /** A validator for the positions of {@code m}, whose start is {@code start}. */
    PositionValidator(PositionFormat pf, RuleModel m, PositionData start) {
        this.pf = pf;
        this.rules = m;
        int n = pf.players.size();
        startRoyals = new int[n];
        for (int s = 0; s < pf.board.size; s++) {
            int c = start.board()[s];
            if (c == 0) continue;
            if (pf.pieces.get(Codes.kind(c)).royal()) startRoyals[Codes.owner(c)]++;
        }
        for (int p = 0; p < n; p++) {
            for (PieceKind k : pf.pieces) {
                int h = start.hand()[p][k.index()];
                if (k.royal()) {
                    startRoyals[p] += h;
                    royalInHandAtStart |= h > 0;
                }
                hands |= h > 0 || k.drop() != null;
            }
        }
        // Hooks may read hands (Guru Mahachaturaji): then any hand is possible.
        hands |= m.end().captures() != EndRules.REMOVED || pf.gates != null || !m.hooks().isEmpty();
        handLimit = new int[pf.pieces.size()];
        for (int s = 0; s < pf.board.size; s++) {
            if (start.board()[s] == 0) continue;
            // A promoted piece of the start (+L) goes to hand as what it promoted from.
            int was = start.moved() == null ? 0 : (start.moved()[s] & PromotionRule.PROMOTED_MASK) >>> PromotionRule.PROMOTED_SHIFT;
            handLimit[was != 0 && m.end().captures() == EndRules.TO_HAND ? was - 1 : Codes.kind(start.board()[s])]++;
        }
        for (int[] h : start.hand()) for (PieceKind k : pf.pieces) handLimit[k.index()] += h[k.index()];
        if (m.end().captures() == EndRules.TO_HAND_AS_PROMOTED) {
            // A promoted piece goes to hand as what it is: every piece that may promote to a kind counts for it.
            int[] extra = new int[pf.pieces.size()];
            for (PieceKind k : pf.pieces) {
                if (k.promotion() == null || k.promotion().choices() == null) continue;
                for (int c : k.promotion().choices()) extra[c] += handLimit[k.index()];
            }
            for (int i = 0; i < extra.length; i++) handLimit[i] += extra[i];
        }
        pawnNever = pawnNever(m, start);
    }

    /**
     * Checks a position against the rules: the dice fields only with dice and faces on the dice,
     * one royal piece per player where the start has one, royal pieces in hand only where the
     * start has them, hands only where pieces can be in hand, no more pieces than the start has,
     * pawns only where they can stand, castling rights with king and partner on their squares,
     * an en passant square a piece has just passed.
     */
    void validate(PositionData d, Set<String> rights, String castlingField) throws FormatException {
        String title = rules.title();
        DiceRules dice = rules.dice();
        TurnState t = d.turn();
        if (t != null && dice == null) throw new FormatException(title + " has no dice: no rolls:, pending: or points: field");
        if (t != null) {
            for (int r : t.rolls()) {
                int a = TurnState.face(r, 0), b = TurnState.face(r, 1);
                if (a < 1 || b < 1 || a > dice.sides() || b > dice.sides()) {
                    throw new FormatException("a die shows 1 to " + dice.sides() + ", not " + a + "," + b + " (rolls:)");
                }
            }
            checkTurn(d, t, dice);
        }
        int n = pf.players.size();
        for (PieceKind k : pf.pieces) {
            int inHands = 0;
            for (int p = 0; p < n; p++) {
                int h = d.hand()[p][k.index()];
                if (h == 0) continue;
                if (!hands) throw new FormatException(title + " has no pieces in hand, but the position holds a " + k.name());
                // A royal piece blown up where captures go to hand (atomic crazyhouse) goes to the
                // other player's hand: the game is over then, and its position reads back.
                if (k.royal() && !royalInHandAtStart && !blastsToHand()) {
                    throw new FormatException("a " + k.name() + " is never in hand in " + title);
                }
                inHands += h;
            }
            if (inHands > handLimit[k.index()] && rules.hooks().isEmpty()) {
                throw new FormatException("the hands hold " + inHands + " " + k.name() + (inHands == 1 ? "" : "s") + ", more than the "
                        + handLimit[k.index()] + " " + title + " has");
            }
        }
        for (int p = 0; p < n; p++) {
            if (d.isOut(p) || startRoyals[p] != 1) continue;
            // Without check rules a captured royal piece ends the game: a position may lack it then.
            // ... and so does a variant rule (atomic's explosions, extinction), or an after-move hook
            // taking it (the engine's royalLost: the game is over then).
            boolean mayLack = !rules.end().check() || rules.engineTables().goals.explode()
                    || rules.engineTables().goals.extinctKinds() != 0 || rules.engineTables().goals.extinctAll()
                    || rules.hooks().stream().anyMatch(h -> h.event() == HookDef.Event.AFTER_MOVE);
            int royals = 0;
            String name = null;
            for (int s = 0; s < pf.board.size; s++) {
                int c = d.board()[s];
                if (c != 0 && Codes.owner(c) == p && pf.pieces.get(Codes.kind(c)).royal()) royals++;
            }
            // (A royal piece in hand where blasts go to hand is the other player's, blown up: not counted.)
            boolean blasted = blastsToHand();
            for (PieceKind k : pf.pieces) {
                if (!k.royal()) continue;
                if (!blasted) royals += d.hand()[p][k.index()];
                if (name == null) name = k.name();
            }
            if (royals > 1 || royals == 0 && !mayLack) {
                throw new FormatException(pf.players.get(p).id() + " has " + (royals == 0 ? "no " + name : royals + " " + name + "s")
                        + ", but " + title + " has one per player");
            }
        }
        if (pawnNever != null) {
            for (int s = 0; s < pf.board.size; s++) {
                int c = d.board()[s];
                if (c == 0) continue;
                SquareSet never = pawnNever[Codes.kind(c)] == null ? null : pawnNever[Codes.kind(c)][Codes.owner(c)];
                if (never != null && never.contains(s)) {
                    throw new FormatException("a " + pf.players.get(Codes.owner(c)).id() + " " + pf.pieces.get(Codes.kind(c)).name()
                            + " can never stand on " + pf.board.name(s));
                }
            }
        }
        if (!pf.multi) checkCastlingRights(d, rights, castlingField);
        if (!pf.multi && d.ep().length == 1) checkEnPassant(d);
    }

    /** Do pieces blown up go to hand (captures explode and go to hand: atomic crazyhouse)? */
    private boolean blastsToHand() {
        return rules.engineTables().goals.explode() && rules.end().captures() != EndRules.REMOVED;
    }

    /** A K or Q right needs an unmoved royal piece and partner on the squares of one of that side's castlings. */
    void checkCastlingRights(PositionData d, Set<String> rights, String field) throws FormatException {
        if (rights == null || field.isEmpty()) return;
        for (char c : field.toCharArray()) {
            if (Character.toUpperCase(c) != 'K' && Character.toUpperCase(c) != 'Q') continue;       // gating letters
            int p = Character.isUpperCase(c) ? 0 : 1;
            if (pf.royalInHand(d.hand(), p)) continue;
            String why = null;
            for (CastlingRule r : pf.castling.get(p)) {
                if (r.side() != Character.toUpperCase(c)) continue;
                int kc = d.board()[r.kingFrom()];
                if (kc == 0 || Codes.owner(kc) != p || !pf.pieces.get(Codes.kind(kc)).royal() && pf.pieces.stream().anyMatch(PieceKind::royal)) {
                    why = pf.players.get(p).id() + " has no royal piece on " + pf.board.name(r.kingFrom());
                } else if (d.board()[r.partnerFrom()] != Codes.code(r.partnerKind(), p)) {
                    why = pf.players.get(p).id() + " has no " + pf.pieces.get(r.partnerKind()).name() + " on " + pf.board.name(r.partnerFrom());
                } else {
                    why = null;
                    break;
                }
            }
            if (why != null) throw new FormatException("castling right '" + c + "' in '" + field + "': " + why);
        }
    }

    /** Was the piece, whose moves-made state this is, promoted from a passable kind (a torpedo pawn promoting with its double step)? */
    boolean promotedFromPassable(int moved) {
        int from = (moved & PromotionRule.PROMOTED_MASK) >>> PromotionRule.PROMOTED_SHIFT;
        return from != 0 && pf.pieces.get(from - 1).passable();
    }

    /**
     * Where promoted pieces are written as plain pieces (FEN as others write it), could a piece of
     * this kind have just promoted from a passable kind with its double step? Then the string
     * cannot say, and an en passant square behind it is taken as the engine wrote it.
     */
    boolean mayHavePromotedFromPassable(int kind) {
        if (pf.promotedMemory) return false;
        for (PieceKind k : pf.pieces) {
            PromotionRule pr = k.promotion();
            if (!k.passable() || pr == null || pr.choices() == null) continue;
            for (int c : pr.choices()) if (c == kind) return true;
        }
        return false;
    }

    /**
     * The en passant square must be empty, with a passable piece of the player who moved last
     * just beyond it (or one that promoted there, as the engine keeps the square after a
     * promoting double step), or straight ahead past empty squares as far as a passable kind's
     * move reaches (at most four squares on, as the engine reads the piece to take): after a pawn's triple step
     * (Omega Chess, OC-4 and OC-5) only the passed square an enemy can take on is written,
     * which may be the farther one.
     */
    void checkEnPassant(PositionData d) throws FormatException {
        int sq = d.ep()[0];
        int prev = (d.side() + pf.players.size() - 1) % pf.players.size();
        Player mover = pf.players.get(prev);
        String why = null;
        if (d.board()[sq] != 0) {
            why = "it is not empty";
        } else {
            boolean passed = false;
            int x = pf.board.x(sq), y = pf.board.y(sq);
            int fx = mover.vx(0, 1), fy = mover.vy(0, 1);
            for (int side = -1; side <= 1; side++) {
                int t = pf.board.at(x + fx + side * fy, y + fy + side * fx);
                // Straight ahead, over the other squares it passed (empty), to the piece: k squares
                // on where a passable kind's move goes k + 1 squares straight (Omega Chess's triple
                // step: two), and at most four, as far as the engine looks for the piece to be taken.
                int most = Math.min(4, passReach(prev) - 1);
                for (int k = 2; k <= most && side == 0 && t >= 0 && d.board()[t] == 0; k++) t = pf.board.at(x + k * fx, y + k * fy);
                if (t < 0) continue;
                int c = d.board()[t];
                if (c != 0 && Codes.owner(c) == prev && (pf.pieces.get(Codes.kind(c)).passable() || promotedFromPassable(d.moved()[t])
                        || mayHavePromotedFromPassable(Codes.kind(c)))) {
                    passed = true;
                }
            }
            if (!passed) why = "no " + mover.id() + " piece has just passed it (" + pf.players.get(d.side()).id() + " is to move)";
        }
        if (why != null) throw new FormatException("en passant square " + pf.board.name(sq) + ": " + why);
    }

    /** The most squares a non-capturing move of one of {@code player}'s passable kinds goes along a straight line. */
    private int passReach(int player) {
        if (passReach == null) {
            passReach = new int[pf.players.size()];
            for (int p = 0; p < passReach.length; p++) {
                for (PieceKind k : pf.pieces) {
                    if (!k.passable() || k.tables() == null || p >= k.tables().length) continue;
                    for (int s = 0; s < pf.board.size; s++) passReach[p] = Math.max(passReach[p], k.tables()[p].straightMoveReach(pf.board, s));
                }
            }
        }
        return passReach[player];
    }

    /** Do the start squares of this piece lie on one rank or one file (and is there one)? */
    boolean oneLine(PositionData start, int code) {
        int x = Integer.MIN_VALUE, y = Integer.MIN_VALUE;
        boolean sameX = true, sameY = true, any = false;
        for (int s = 0; s < pf.board.size; s++) {
            if (start.board()[s] != code) continue;
            if (!any) {
                x = pf.board.x(s);
                y = pf.board.y(s);
                any = true;
            }
            sameX &= pf.board.x(s) == x;
            sameY &= pf.board.y(s) == y;
        }
        return any && (sameX || sameY);
    }

    /**
     * The squares each pawn kind can never stand on, per player: those it cannot reach from where
     * it starts or may be dropped or promoted to (its moves followed without regard to other
     * pieces), and those where it must promote. Null for a kind any square suits, and for every
     * kind when hooks may move pieces.
     */
    SquareSet[][] pawnNever(RuleModel m, PositionData start) {
        if (!m.hooks().isEmpty()) return null;
        SquareSet[][] out = new SquareSet[pf.pieces.size()][];
        for (PieceKind k : pf.pieces) {
            if (!k.pawn()) continue;
            boolean promotedTo = false;
            for (PieceKind o : pf.pieces) {
                if (o.promotion() != null && o.promotion().choices() != null) {
                    for (int ch : o.promotion().choices()) promotedTo |= ch == k.index();
                }
                if (o.promotion() != null && o.promotion().fileKinds() != null) promotedTo = true;
            }
            if (promotedTo) continue;
            // Only a promoting pawn that promotes on landing and starts on one line (chess,
            // makruk) is checked: composed positions of other games (sittuyin's two ranks,
            // xiangqi's soldiers) may put one anywhere its own game's engines accept.
            if (k.promotion() == null || k.promotion().inPlace()) continue;
            out[k.index()] = new SquareSet[pf.players.size()];
            for (int p = 0; p < pf.players.size(); p++) {
                if (!oneLine(start, Codes.code(k.index(), p))) continue;
                boolean[] reach = new boolean[pf.board.size];
                java.util.ArrayDeque<Integer> todo = new java.util.ArrayDeque<>();
                for (int s = 0; s < pf.board.size; s++) {
                    boolean seed = start.board()[s] == Codes.code(k.index(), p)
                            || k.drop() != null && (k.drop().zone()[p] == null || k.drop().zone()[p].contains(s));
                    if (seed && !reach[s]) {
                        reach[s] = true;
                        todo.add(s);
                    }
                }
                List<MoveTable> tables = new ArrayList<>();
                tables.add(k.tables()[p]);
                for (Power pw : k.powers()) tables.add(pw.tables()[p]);
                while (!todo.isEmpty()) {
                    int s = todo.poll();
                    for (MoveTable t : tables) {
                        for (int q : t.squares(s, true)) visit(q, reach, todo);
                    }
                }
                PromotionRule pr = k.promotion();
                SquareSet must = pr == null || pr.ifLost() ? null : !pr.optional() ? pr.zone()[p] : pr.compulsory() == null ? null : pr.compulsory()[p];
                List<Integer> never = new ArrayList<>();
                for (int s = 0; s < pf.board.size; s++) {
                    // A drop may put it where it would have had to promote (dobutsu's chick).
                    boolean dropped = k.drop() != null && (k.drop().zone()[p] == null || k.drop().zone()[p].contains(s));
                    if (!reach[s] || must != null && must.contains(s) && !dropped) never.add(s);
                }
                out[k.index()][p] = never.isEmpty() ? null : SquareSet.of(pf.board.size, never);
            }
        }
        return out;
    }

    static void visit(int s, boolean[] reach, java.util.ArrayDeque<Integer> todo) {
        if (s >= 0 && s < reach.length && !reach[s]) {
            reach[s] = true;
            todo.add(s);
        }
    }

    /**
     * The dice fields against the dice rules: the turn's throws are one roll, then only the
     * re-rolls the rules allow (each once a turn), then a confirmation roll (the last throw) only
     * where captures of royal pieces are confirmed; a pending capture only there too, after a
     * roll, from a square holding a piece of the player to move onto a royal piece.
     */
    void checkTurn(PositionData d, TurnState t, DiceRules dice) throws FormatException {
        int[] rolls = t.rolls();
        boolean one = dice.rerollOne() || dice.rerollOneOrBoth(), both = dice.rerollBothIfDouble() || dice.rerollOneOrBoth();
        int rerolls = 0, most = (dice.rerollOne() ? 1 : 0) + (dice.rerollBothIfDouble() ? 1 : 0) + (dice.rerollOneOrBoth() ? 1 : 0);
        for (int i = 0; i < rolls.length; i++) {
            int how = TurnState.how(rolls[i]);
            String shown = TurnState.format(rolls[i]);
            if (i == 0 && how != TurnState.ROLL) {
                throw new FormatException("the turn's first throw is a plain roll, not '" + shown + "' (rolls:)");
            }
            if (i > 0 && how == TurnState.ROLL) throw new FormatException("a turn has one roll; '" + shown + "' is a second (rolls:)");
            if (how == TurnState.REROLL_ONE && !one || how == TurnState.REROLL_BOTH && !both) {
                throw new FormatException(title(dice) + " allows no re-roll '" + shown + "' (rolls:)");
            }
            if (how == TurnState.REROLL_ONE || how == TurnState.REROLL_BOTH) {
                if (++rerolls > most) throw new FormatException("more re-rolls than the rules allow in a turn (rolls:)");
            }
            if (how == TurnState.CONFIRM) {
                // With no pending capture left it is a failed confirmation (OM-12): the turn goes on without it.
                if (!dice.confirmRoyal()) {
                    throw new FormatException(rules.title() + " confirms no capture: no confirmation roll '" + shown + "' (rolls:)");
                }
                if (i != rolls.length - 1) throw new FormatException("the confirmation roll is the turn's last throw (rolls:)");
            }
        }
        if (t.pending() != null) {
            if (!dice.confirmRoyal()) throw new FormatException(rules.title() + " confirms no capture: no pending: field");
            if (rolls.length == 0) throw new FormatException("a pending capture follows the turn's roll (rolls:)");
            int from = d.board()[t.pending()[0]], to = d.board()[t.pending()[1]];
            if (from == 0 || Codes.owner(from) != d.side()) {
                throw new FormatException("the pending capture starts from " + pf.board.name(t.pending()[0])
                        + ", which holds no piece of the player to move");
            }
            if (to == 0 || Codes.owner(to) == d.side() || !pf.pieces.get(Codes.kind(to)).royal()) {
                throw new FormatException("the pending capture ends on " + pf.board.name(t.pending()[1]) + ", which holds no royal piece to capture");
            }
        }
    }

    String title(DiceRules dice) {
        return rules.title();
    }

}
