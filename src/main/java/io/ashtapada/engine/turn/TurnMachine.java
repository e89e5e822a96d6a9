package io.ashtapada.engine.turn;

import io.ashtapada.engine.Elimination;
import io.ashtapada.engine.Ending;
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

/**
 * The turn as one state machine, for every variant: which {@link Phase} the turn is in, which
 * {@link Action}s are legal now, {@link #apply applying} one and {@link #undo undoing} the last,
 * the {@link Outcome} and the score. Everything that plays games — the API, replay, the terminal
 * game, the random player, and later the AI and the server — asks this class what may happen
 * now, so there is one answer.
 *
 * <p>The rules of a dice turn live here: the roll, the re-roll policy ({@code reroll one},
 * {@code both if double}, {@code one-or-both}), the pass and the forfeit, the confirmation roll
 * of a royal capture (OM-12), resignation (SJ-13) and every end-of-game decision. The position
 * ({@link Position}) holds the board and the turn's rolls; move generation stays in
 * {@link MoveGenerator}.
 *
 * <p>Applied actions are kept in a compact journal of ints (three per action), so a long game
 * costs a few bytes per action; {@link #undo} takes back exactly one action — a roll, a
 * re-roll, a confirmation roll, a move, a pass, a resignation.
 *
 * <p>Not thread-safe: one machine per game.
 */
public final class TurnMachine {
    // Journal entry kinds.
    private static final int ROLL = 0, REROLL = 1, CONFIRM = 2, PLAY = 3, PASS = 4, FORFEIT = 5, RESIGN = 6, DRAW = 7,
            ELIMINATE = 8, OFFER = 9, ACCEPT = 10, TIMEOUT = 11;
    /**
     * Journal flag: a PLAY that waits for its confirmation roll; a CONFIRM whose capture stood; a
     * RESIGN or TIMEOUT that took its player out of a larger game; an OFFER or ACCEPT that
     * completed a draw by agreement.
     */
    private static final int FLAG = 1 << 8;

    private final RuleModel model;
    private final DiceRules dice;
    private final Position pos;
    private final PositionData start;
    /** Three ints per applied action: kind | actor << 4 | FLAG, then two payload words. */
    private int[] journal = new int[3 * 8];
    private int actions;
    /** Moves made (passes and forfeits included) since the start: the ply limit counts them. */
    private int movesMade;
    /** The player who resigned, or -1. */
    private int resigned = -1;
    private boolean drawAgreed;
    /** The player who lost on time (two players), or -1. */
    private int timedOut = -1;
    private final MoveList moves = new MoveList();
    /** The moves outside the choosing phase: none (never added to). */
    private final MoveList none = new MoveList(4);
    private boolean movesValid;
    private Outcome outcome;

    /** A machine at a position (its turn state included). */
    public TurnMachine(RuleModel model, PositionData start) {
        this.model = model;
        this.dice = model.dice();
        this.start = start;
        this.pos = new Position(model);
        pos.load(start);
        // A position of a game of more than two players is settled as it is loaded (GR-7).
        if (Elimination.applies(pos)) Elimination.settle(pos, moves);
    }

    public RuleModel model() {
        return model;
    }

    /**
     * Why the loaded position cannot arise in a game, or null: under check rules, the player who
     * moved last cannot have left their own royal piece attacked.
     */
    public String positionProblem() {
        return io.ashtapada.engine.PositionCheck.checkedNotToMove(model, pos);
    }

    /** The position, for reading and for engine tools (perft); change it only through this machine. */
    public Position position() {
        return pos;
    }

    /** The position the game started from. */
    public PositionData start() {
        return start;
    }

    /** The player to move (or to roll). */
    public int side() {
        return pos.side();
    }

    /** The players who left the game (checkmated with more than two players), in the order they left. */
    public int[] eliminationOrder() {
        int n = 0;
        int[] out = new int[model.playerCount()];
        for (int i = 0; i < actions; i++) if (leaves(i)) out[n++] = actor(i);
        return Arrays.copyOf(out, n);
    }

    /** Does the i-th action take its actor out of the game (an elimination, or a resignation with more than two players)? */
    private boolean leaves(int i) {
        int head = journal[3 * i];
        return (head & 15) == ELIMINATE || ((head & 15) == RESIGN || (head & 15) == TIMEOUT) && (head & FLAG) != 0;
    }

    /**
     * After a move (or a resignation) in a game of more than two players: the players the
     * rules now take out leave the game, each journaled as an elimination of the same group.
     */
    private void settle(int group) {
        if (!Elimination.applies(pos)) return;
        int count = Elimination.settle(pos, moves);
        int[] who = pos.lastEliminated(count), why = pos.lastEliminationCauses(count);
        for (int i = 0; i < count; i++) push(ELIMINATE, who[i], group, why[i]);
        movesValid = true;          // settling left the legal moves of the player to move
    }

    /** Moves made since the start, passes and forfeits included. */
    public int movesMade() {
        return movesMade;
    }

    // ------------------------------------------------------------ phase and legal actions

    public Phase phase() {
        if (outcome().isOver()) return Phase.OVER;
        if (dice == null) return Phase.CHOOSE;
        if (pos.pending() >= 0) return Phase.CONFIRM;
        return pos.rolled() ? Phase.CHOOSE : Phase.ROLL;
    }

    /**
     * The legal moves of the turn (passes and forfeits included) while the player chooses;
     * empty in every other phase and once the game is over. Generated once per state (hooks
     * run once). The list belongs to the machine: read it, do not change it.
     */
    public MoveList moves() {
        return phase() == Phase.CHOOSE ? generated() : none;
    }

    /** The engine's legal moves for the position as it stands, whatever the phase. */
    private MoveList generated() {
        if (!movesValid) {
            MoveGenerator.legal(pos, moves);
            movesValid = true;
        }
        return moves;
    }

    /** The re-rolls allowed now. */
    public EnumSet<Action.Dice> rerollOptions() {
        EnumSet<Action.Dice> out = EnumSet.noneOf(Action.Dice.class);
        if (dice == null || phase() != Phase.CHOOSE) return out;
        boolean one = false, both = false;
        for (int r : pos.rolls()) {
            if (TurnState.how(r) == TurnState.REROLL_ONE) one = true;
            if (TurnState.how(r) == TurnState.REROLL_BOTH) both = true;
            if (TurnState.how(r) == TurnState.CONFIRM) return out;
        }
        if (dice.rerollOneOrBoth()) {
            if (!one && !both) out.addAll(EnumSet.allOf(Action.Dice.class));
            return out;
        }
        if (dice.rerollOne() && !one) {
            out.add(Action.Dice.FIRST);
            out.add(Action.Dice.SECOND);
        }
        if (dice.rerollBothIfDouble() && !both && pos.die(0) == pos.die(1)) out.add(Action.Dice.BOTH);
        return out;
    }

    /**
     * Every action that may happen now: each distinct roll outcome (unordered faces) in the
     * roll and confirmation phases; the legal moves, passes or forfeits and every outcome of
     * each allowed re-roll while choosing; resigning (by the player to move) and agreeing a
     * draw until the game is over.
     */
    public List<Action> legalActions() {
        List<Action> out = new ArrayList<>();
        Phase ph = phase();
        if (ph == Phase.OVER) return out;
        switch (ph) {
            case ROLL -> forEachOutcome((a, b) -> out.add(new Action.Roll(a, b)));
            case CONFIRM -> forEachOutcome((a, b) -> out.add(new Action.Confirm(a, b)));
            default -> {
                MoveList ms = moves();
                for (int i = 0; i < ms.size(); i++) out.add(toAction(ms.get(i)));
                int a = pos.die(0), b = pos.die(1);
                for (Action.Dice d : rerollOptions()) {
                    switch (d) {
                        case FIRST -> {
                            for (int f = 1; f <= dice.sides(); f++) out.add(new Action.Reroll(d, f, b));
                        }
                        case SECOND -> {
                            for (int f = 1; f <= dice.sides(); f++) out.add(new Action.Reroll(d, a, f));
                        }
                        case BOTH -> forEachOutcome((x, y) -> out.add(new Action.Reroll(d, x, y)));
                    }
                }
            }
        }
        out.add(new Action.Resign(pos.side()));
        out.add(new Action.Draw());
        return out;
    }

    private interface FaceConsumer {
        void accept(int a, int b);
    }

    private void forEachOutcome(FaceConsumer c) {
        for (int a = 1; a <= dice.sides(); a++) for (int b = a; b <= dice.sides(); b++) c.accept(a, b);
    }

    /**
     * The probability of a chance action among the outcomes of its throw: 1/s² for an ordered
     * pair of different faces thrown as two dice, so {@code (a,b)} with a≠b listed once as an
     * unordered outcome has 2/s², a double 1/s²; a single re-rolled die 1/s. 1 for choices.
     */
    public double probability(Action a) {
        if (!a.isChance()) return 1;
        int s = dice.sides();
        if (a instanceof Action.Reroll r && r.which() != Action.Dice.BOTH) return 1.0 / s;
        int x, y;
        if (a instanceof Action.Roll r) {
            x = r.first();
            y = r.second();
        } else if (a instanceof Action.Reroll r) {
            x = r.first();
            y = r.second();
        } else {
            Action.Confirm c = (Action.Confirm) a;
            x = c.first();
            y = c.second();
        }
        return (x == y ? 1.0 : 2.0) / (s * (double) s);
    }

    /** The typed action of a packed legal move. */
    public static Action toAction(int move) {
        if (Move.type(move) == Move.PASS) return Move.isForfeit(move) ? new Action.Forfeit() : new Action.Pass();
        return new Action.Play(move);
    }

    // ------------------------------------------------------------ apply and undo

    /**
     * Applies an action if the rules allow it now.
     *
     * @throws IllegalActionException with the reason, leaving the game unchanged
     */
    public void apply(Action a) throws IllegalActionException {
        Outcome o = outcome();
        if (o.isOver()) throw new IllegalActionException("the game is over: " + describe(o));
        Phase ph = phase();
        int actor = pos.side();
        if (a instanceof Action.Roll r) {
            needDice();
            checkFaces(r.first(), r.second());
            if (ph != Phase.ROLL) throw new IllegalActionException(ph == Phase.CONFIRM
                    ? "the royal capture waits for its confirmation roll" : "the dice are already rolled this turn");
            int roll = TurnState.roll(r.first(), r.second(), TurnState.ROLL);
            pos.addRoll(roll);
            push(ROLL, actor, roll, 0);
        } else if (a instanceof Action.Reroll r) {
            needDice();
            checkFaces(r.first(), r.second());
            if (ph != Phase.CHOOSE) throw new IllegalActionException(ph == Phase.ROLL ? "roll the dice first"
                    : "the royal capture waits for its confirmation roll");
            EnumSet<Action.Dice> allowed = rerollOptions();
            if (!allowed.contains(r.which())) {
                throw new IllegalActionException("re-roll " + rerollName(r.which()) + " is not allowed now: "
                        + (allowed.isEmpty() ? whyNoReroll() : whyNotThis(r.which()) + " (allowed: " + rerollNames(allowed) + ")"));
            }
            if (r.which() == Action.Dice.FIRST && r.second() != pos.die(1)
                    || r.which() == Action.Dice.SECOND && r.first() != pos.die(0)) {
                throw new IllegalActionException("re-rolling die " + rerollName(r.which()) + " leaves the other die as it is");
            }
            int roll = TurnState.roll(r.first(), r.second(),
                    r.which() == Action.Dice.BOTH ? TurnState.REROLL_BOTH : TurnState.REROLL_ONE);
            pos.addRoll(roll);
            push(REROLL, actor, roll, r.which().ordinal());
        } else if (a instanceof Action.Confirm c) {
            needDice();
            checkFaces(c.first(), c.second());
            if (ph != Phase.CONFIRM) throw new IllegalActionException("no royal capture waits for confirmation");
            int pending = pos.pending();
            int roll = TurnState.roll(c.first(), c.second(), TurnState.CONFIRM);
            pos.addRoll(roll);
            invalidate();
            // The capture stands if the new roll allows that same move (OM-12); while it is
            // pending the engine still generates royal captures.
            boolean stands = generated().contains(pending);
            pos.setPending(-1);
            invalidate();
            if (stands) {
                pos.make(pending);
                movesMade++;
            }
            push(CONFIRM | (stands ? FLAG : 0), actor, roll, pending);
        } else if (a instanceof Action.Play p) {
            if (Move.type(p.move()) == Move.PASS) {
                apply(toAction(p.move()));
                return;
            }
            requireChoose(ph);
            if (!moves().contains(p.move())) throw new IllegalActionException("illegal move");
            if (needsConfirmation(p.move())) {
                pos.setPending(p.move());
                push(PLAY | FLAG, actor, p.move(), 0);
            } else {
                pos.make(p.move());
                movesMade++;
                push(PLAY, actor, p.move(), 0);
                settle(actions - 1);
            }
        } else if (a instanceof Action.Pass p) {
            requireChoose(ph);
            if (!moves().contains(Move.pass(false))) {
                throw new IllegalActionException(dice != null && dice.passScores() ? "pass: not allowed now"
                        : "pass: this variant has no voluntary pass");
            }
            pos.make(Move.pass(false));
            movesMade++;
            push(PASS, actor, 0, 0);
            settle(actions - 1);
        } else if (a instanceof Action.Forfeit f) {
            requireChoose(ph);
            if (!moves().contains(Move.pass(true))) {
                throw new IllegalActionException("forfeit: only when no move is legal for the dice");
            }
            pos.make(Move.pass(true));
            movesMade++;
            push(FORFEIT, actor, 0, 0);
            settle(actions - 1);
        } else if (a instanceof Action.Resign r) {
            if (r.player() < 0 || r.player() >= model.playerCount()) {
                throw new IllegalActionException("no player " + r.player() + " to resign");
            }
            if (Elimination.applies(pos)) {
                // With more than two players a resigning player leaves the game (GR-4).
                if (pos.isOut(r.player())) throw new IllegalActionException("that player is out of the game already");
                pos.eliminate(r.player());
                push(RESIGN | FLAG, r.player(), actions, 0);
                settle(actions - 1);
            } else {
                resigned = r.player();
                push(RESIGN, r.player(), 0, 0);
            }
        } else if (a instanceof Action.Draw d) {
            drawAgreed = true;
            push(DRAW, actor, 0, 0);
        } else if (a instanceof Action.OfferDraw d) {
            int p = inGame(d.player(), "offer a draw");
            int standing = standingOffers();
            if ((standing & 1 << p) != 0) throw new IllegalActionException(name(p) + "'s draw offer stands already");
            agree(OFFER, p, standing);
        } else if (a instanceof Action.AcceptDraw d) {
            int p = inGame(d.player(), "accept a draw");
            int standing = standingOffers();
            if ((standing & ~(1 << p)) == 0) throw new IllegalActionException("no draw offer of another player stands");
            if ((standing & 1 << p) != 0) throw new IllegalActionException(name(p) + " agreed to a draw already");
            agree(ACCEPT, p, standing);
        } else if (a instanceof Action.TimeForfeit f) {
            int p = inGame(f.player(), "lose on time");
            if (Elimination.applies(pos)) {
                pos.eliminate(p);
                push(TIMEOUT | FLAG, p, actions, 0);
                settle(actions - 1);
            } else {
                timedOut = p;
                push(TIMEOUT, p, 0, 0);
            }
        } else if (a instanceof Action.Eliminate e) {
            throw new IllegalActionException("a player leaves the game only when the rules checkmate them");
        }
    }

    private String name(int player) {
        return model.players().get(player).id();
    }

    /** Checks that a player may take an action that is not a move (is in the game); returns it. */
    private int inGame(int player, String what) throws IllegalActionException {
        if (player < 0 || player >= model.playerCount()) throw new IllegalActionException("no player " + player + " to " + what);
        if (Elimination.applies(pos) && pos.isOut(player)) {
            throw new IllegalActionException(name(player) + " is out of the game and cannot " + what);
        }
        return player;
    }

    /** Journals an offer or acceptance of a draw; when every player in the game now agrees, the game is drawn. */
    private void agree(int kind, int player, int standing) {
        int agreeing = standing | 1 << player;
        boolean all = true;
        for (int p = 0; p < model.playerCount(); p++) {
            if (Elimination.applies(pos) && pos.isOut(p)) continue;
            if ((agreeing & 1 << p) == 0) all = false;
        }
        if (all) drawAgreed = true;
        push(kind | (all ? FLAG : 0), player, 0, 0);
    }

    /**
     * The players whose draw offer (or acceptance) stands, as a bit set: one stands until a
     * player other than the one who made it makes a move (a pass and a forfeit count).
     */
    private int standingOffers() {
        int movers = 0, out = 0;
        for (int i = actions - 1; i >= 0; i--) {
            int head = journal[3 * i], kind = head & 15, actor = (head >>> 4) & 15;
            if (kind == OFFER || kind == ACCEPT) {
                if ((movers & ~(1 << actor)) == 0) out |= 1 << actor;
            } else if (moveOf(i) != -1) {
                movers |= 1 << actor;
                if (Integer.bitCount(movers) > 1) break;
            }
        }
        return out;
    }

    /** The ids' indices of the players whose draw offer or acceptance stands now (none once the game is over). */
    public List<Integer> drawOffers() {
        List<Integer> out = new ArrayList<>();
        if (outcome().isOver()) return out;
        int standing = standingOffers();
        for (int p = 0; p < model.playerCount(); p++) if ((standing & 1 << p) != 0) out.add(p);
        return out;
    }

    /**
     * A draw the player to move may claim: the move that brings it and the rule ("fifty-move
     * rule" or "repetition"). The engine ends a game by those rules as soon as their count is
     * reached, so a claim is made, as FIDE 9.2.1 and 9.3.1 have it, with the move that reaches it.
     */
    public record Claim(String reason, int move) {
    }

    /**
     * The draws the player to move may claim now: every legal move after which the game is
     * drawn by the fifty-move rule or by repetition. Empty in dice games, games of more than two
     * players, outside the choosing phase and where the variant has neither rule.
     */
    public List<Claim> claims() {
        List<Claim> out = new ArrayList<>();
        EndRules end = model.end();
        if (end.fiftyMove() <= 0 && end.repetition() <= 0 || dice != null || Elimination.applies(pos)) return out;
        if (phase() != Phase.CHOOSE) return out;
        MoveList ms = moves();
        int[] candidates = new int[ms.size()];
        int n = 0;
        // A quick look first (make and unmake only), so that hooks run again only for a real candidate.
        for (int i = 0; i < ms.size(); i++) {
            int m = ms.get(i);
            pos.make(m);
            boolean near = end.fiftyMove() > 0 && pos.halfmove() >= end.fiftyMove()
                    || end.repetition() > 0 && pos.repetitions() >= end.repetition();
            pos.unmake();
            if (near) candidates[n++] = m;
        }
        for (int i = 0; i < n; i++) {
            playGenerated(candidates[i]);
            Outcome o = outcome();
            undo();
            if (o.status() == Outcome.Status.DRAW && ("fifty-move rule".equals(o.reason()) || "repetition".equals(o.reason()))) {
                out.add(new Claim(o.reason(), candidates[i]));
            }
        }
        return out;
    }

    /**
     * Reads a claim of a draw with a move (see {@link #claims()}): the move's action when it
     * brings a claimable draw.
     *
     * @throws IllegalActionException when the move is not legal or brings no draw to claim
     */
    /**
     * The longest move text read: far more than any notation writes, and short enough that
     * reading it (whose patterns backtrack) stays a few microseconds.
     */
    public static final int MAX_MOVE_TEXT = 64;

    public Action parseClaim(String moveText) throws IllegalActionException {
        Action a = parse(moveText);
        if (!(a instanceof Action.Play p)) throw new IllegalActionException("a draw is claimed with a move, not '" + moveText + "'");
        for (Claim c : claims()) if (c.move() == p.move()) return a;
        EndRules end = model.end();
        throw new IllegalActionException("no draw to claim with " + moveText.strip() + ": after it neither the fifty-move rule"
                + (end.fiftyMove() > 0 ? " (" + end.fiftyMove() + " plies without capture or pawn move; " + pos.halfmove() + " so far)" : " (not a rule here)")
                + " nor repetition" + (end.repetition() > 0 ? " (" + end.repetition() + " times the same position)" : " (not a rule here)")
                + " draws the game");
    }

    /**
     * Makes a move, pass or forfeit taken from {@link #moves()} in this very state, without
     * checking it against the list again. A search walks a list it copied and returns to the
     * state with {@link #undo}, which forgets the list; checking each move would generate the
     * list again for every move tried.
     */
    public void playGenerated(int move) {
        int actor = pos.side();
        int type = Move.type(move);
        if (type == Move.PASS) {
            pos.make(move);
            movesMade++;
            push(Move.isForfeit(move) ? FORFEIT : PASS, actor, 0, 0);
        } else if (needsConfirmation(move)) {
            pos.setPending(move);
            push(PLAY | FLAG, actor, move, 0);
            return;
        } else {
            pos.make(move);
            movesMade++;
            push(PLAY, actor, move, 0);
        }
        settle(actions - 1);
    }

    private void requireChoose(Phase ph) throws IllegalActionException {
        if (ph == Phase.ROLL) throw new IllegalActionException("roll the dice first");
        if (ph == Phase.CONFIRM) throw new IllegalActionException("the royal capture waits for its confirmation roll");
    }

    private void needDice() throws IllegalActionException {
        if (dice == null) throw new IllegalActionException("this variant has no dice");
    }

    private void checkFaces(int a, int b) throws IllegalActionException {
        if (a < 1 || b < 1 || a > dice.sides() || b > dice.sides()) {
            throw new IllegalActionException("a die shows 1 to " + dice.sides() + ", not " + a + "," + b);
        }
    }

    /** Why this re-roll is refused while another is allowed. */
    private String whyNotThis(Action.Dice which) {
        boolean both = false;
        for (int r : pos.rolls()) both |= TurnState.how(r) == TurnState.REROLL_BOTH;
        if (which == Action.Dice.BOTH) {
            if (both) return "both dice were re-rolled this turn already";
            if (dice.rerollBothIfDouble() && !dice.rerollOneOrBoth() && pos.die(0) != pos.die(1)) {
                return "both dice may be re-rolled only while they show a double (they show " + pos.die(0) + "," + pos.die(1) + ")";
            }
            return "this variant does not re-roll both dice";
        }
        return dice.rerollOne() || dice.rerollOneOrBoth() ? "one die was re-rolled this turn already"
                : "this variant re-rolls both dice of a double only, never one die";
    }

    private String whyNoReroll() {
        boolean one = false, both = false;
        for (int r : pos.rolls()) {
            if (TurnState.how(r) == TurnState.REROLL_ONE) one = true;
            if (TurnState.how(r) == TurnState.REROLL_BOTH) both = true;
            if (TurnState.how(r) == TurnState.CONFIRM) return "a confirmation roll is never re-rolled";
        }
        String shows = " (they show " + pos.die(0) + "," + pos.die(1) + ")";
        if (dice.rerollOneOrBoth()) return (one ? "one die" : "both dice") + " were re-rolled this turn already: one re-roll a turn";
        List<String> why = new ArrayList<>();
        if (dice.rerollOne()) why.add("one die was re-rolled this turn already");
        if (dice.rerollBothIfDouble()) {
            why.add(both ? "both dice were re-rolled this turn already"
                    : "both dice may be re-rolled only while they show a double" + shows);
        }
        if (why.isEmpty()) return "this variant has no re-rolls";
        return String.join(", and ", why);
    }

    /** How a re-roll is named to players: "1", "2" or "both". */
    public static String rerollName(Action.Dice d) {
        return switch (d) {
            case FIRST -> "1";
            case SECOND -> "2";
            case BOTH -> "both";
        };
    }

    private static String rerollNames(EnumSet<Action.Dice> ds) {
        StringBuilder sb = new StringBuilder();
        for (Action.Dice d : ds) sb.append(sb.length() > 0 ? ", " : "").append(rerollName(d));
        return sb.toString();
    }

    private void push(int kindAndFlags, int actor, int p1, int p2) {
        if (3 * actions + 3 > journal.length) journal = Arrays.copyOf(journal, journal.length * 2);
        journal[3 * actions] = kindAndFlags | actor << 4;
        journal[3 * actions + 1] = p1;
        journal[3 * actions + 2] = p2;
        actions++;
        invalidate();
    }

    private void invalidate() {
        movesValid = false;
        outcome = null;
    }

    /** Takes back the last action (a roll, a re-roll, a move, a resignation ...); false when there is none. */
    public boolean undo() {
        if (actions == 0) return false;
        // Eliminations are consequences of the action before them: they go with it.
        while (actions > 0 && (journal[3 * (actions - 1)] & 15) == ELIMINATE) {
            actions--;
            pos.undoElimination();
        }
        if (actions == 0) return true;
        actions--;
        int head = journal[3 * actions], p2 = journal[3 * actions + 2];
        boolean flag = (head & FLAG) != 0;
        switch (head & 15) {
            case ROLL, REROLL -> popRoll(pos.pending());
            case CONFIRM -> {
                if (flag) {
                    pos.unmake();
                    movesMade--;
                }
                popRoll(p2);
            }
            case PLAY -> {
                if (flag) {
                    pos.setPending(-1);
                } else {
                    pos.unmake();
                    movesMade--;
                }
            }
            case PASS, FORFEIT -> {
                pos.unmake();
                movesMade--;
            }
            case RESIGN -> {
                if (flag) pos.undoElimination();
                else resigned = -1;
            }
            case TIMEOUT -> {
                if (flag) pos.undoElimination();
                else timedOut = -1;
            }
            case OFFER, ACCEPT -> {
                if (flag) drawAgreed = false;
            }
            case DRAW -> drawAgreed = false;
            default -> throw new IllegalStateException("bad journal entry");
        }
        invalidate();
        return true;
    }

    private void popRoll(int pending) {
        int[] rolls = pos.rolls();
        pos.restoreTurn(Arrays.copyOf(rolls, rolls.length - 1), pending);
    }

    /** Actions applied since the start. */
    public int actionCount() {
        return actions;
    }

    /** The i-th action applied since the start (a move's packed form is the one it was applied with). */
    public Action action(int i) {
        int head = journal[3 * i], p1 = journal[3 * i + 1], p2 = journal[3 * i + 2];
        return switch (head & 15) {
            case ROLL -> new Action.Roll(TurnState.face(p1, 0), TurnState.face(p1, 1));
            case REROLL -> new Action.Reroll(Action.Dice.values()[p2], TurnState.face(p1, 0), TurnState.face(p1, 1));
            case CONFIRM -> new Action.Confirm(TurnState.face(p1, 0), TurnState.face(p1, 1));
            case PLAY -> new Action.Play(p1);
            case PASS -> new Action.Pass();
            case FORFEIT -> new Action.Forfeit();
            case RESIGN -> new Action.Resign((head >>> 4) & 15);
            case ELIMINATE -> new Action.Eliminate((head >>> 4) & 15, p2);
            case OFFER -> new Action.OfferDraw((head >>> 4) & 15);
            case ACCEPT -> new Action.AcceptDraw((head >>> 4) & 15);
            case TIMEOUT -> new Action.TimeForfeit((head >>> 4) & 15);
            default -> new Action.Draw();
        };
    }

    /**
     * The moves made since the start (passes and forfeits included), in coordinate notation.
     * Only a hook's multi-leg move needs the position it was made in; when there is one the
     * game is played again from the start to name it.
     */
    public List<String> movesPlayed() {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < actions; i++) {
            int m = moveOf(i);
            if (m == -1) continue;
            if (Move.type(m) == Move.PATH) return movesReplayed();
            out.add(Notation.coordinate(model, m));
        }
        return out;
    }

    /** The packed move the i-th action made, or -1 when it made none. */
    private int moveOf(int i) {
        int head = journal[3 * i];
        boolean flag = (head & FLAG) != 0;
        return switch (head & 15) {
            case PLAY -> flag ? -1 : journal[3 * i + 1];
            case CONFIRM -> flag ? journal[3 * i + 2] : -1;
            case PASS -> Move.pass(false);
            case FORFEIT -> Move.pass(true);
            default -> -1;
        };
    }

    private List<String> movesReplayed() {
        List<String> out = new ArrayList<>();
        TurnMachine replay = new TurnMachine(model, start);
        for (int i = 0; i < actions; i++) {
            Action a = action(i);
            if (a instanceof Action.Eliminate) continue;        // the replay applies it by itself
            int m = moveOf(i);
            String text = m == -1 ? null : replay.coordinate(m);
            try {
                replay.apply(a);
            } catch (IllegalActionException e) {
                throw new IllegalStateException("the journal holds an action the rules refuse: " + e.getMessage(), e);
            }
            if (text != null) out.add(text);
        }
        return out;
    }

    /** The player who took the i-th action. */
    public int actor(int i) {
        return (journal[3 * i] >>> 4) & 15;
    }

    // ------------------------------------------------------------ OM-12 confirmation

    /** Must this royal capture be confirmed by a further roll (OM-12)? */
    private boolean needsConfirmation(int m) {
        if (dice == null || !dice.confirmRoyal() || !MoveGenerator.capturesRoyal(pos, m)) return false;
        int[] rolls = pos.rolls();
        boolean firstDouble = rolls.length == 1 && TurnState.face(rolls[0], 0) == TurnState.face(rolls[0], 1);
        return !(dice.confirmUnlessFirstDouble() && firstDouble);
    }

    // ------------------------------------------------------------ outcome and score

    /** Whether the game is over, and how. */
    public Outcome outcome() {
        if (outcome == null) outcome = decide();
        return outcome;
    }

    private Outcome decide() {
        List<Player> players = model.players();
        int n = players.size();
        int me = pos.side();
        int other = (me + 1) % n;
        EndRules end = model.end();
        if (Elimination.applies(pos)) return decideMany();
        if (resigned >= 0) {
            // SJ-13: the other player wins. (With more players the resigner is last and the
            // others share first place until elimination ranks them: issue 10.)
            if (n == 2) return Outcome.win(n, 1 - resigned, "resignation");
            int[] places = new int[n];
            Arrays.fill(places, 1);
            places[resigned] = 2;
            return new Outcome(Outcome.Status.DRAW, places, "resignation");
        }
        if (timedOut >= 0) {
            if (n == 2) return Outcome.win(n, 1 - timedOut, "time forfeit");
            int[] places = new int[n];
            Arrays.fill(places, 1);
            places[timedOut] = 2;
            return new Outcome(Outcome.Status.DRAW, places, "time forfeit");
        }
        if (drawAgreed) return Outcome.draw(n, "agreement");
        if (MoveGenerator.royalLost(pos)) {
            for (Player p : players) {
                if (pos.royalSquare(p.index()) >= 0) return Outcome.win(n, p.index(), "royal piece captured");
            }
        }
        if (model.engineTables().goals.endsEarly()) {
            // A variant rule ended the game: N-check, a flag reached, extinction, bare king.
            int e = Ending.of(pos);
            if (e != Ending.NONE) {
                String why = Ending.reason(model, e);
                return Ending.winner(e) < 0 ? Outcome.draw(n, why) : Outcome.win(n, Ending.winner(e), why);
            }
        }
        if (dice != null) {
            if (end.plyLimit() > 0 && movesMade >= end.plyLimit()) return Outcome.draw(n, "ply limit");
            if (!pos.rolled() || pos.pending() >= 0 || generated().size() > 0) return Outcome.ONGOING;
        }
        if (generated().size() == 0) {
            // Passing (every player passed, or bikjang after a pass) ends the game as a position without moves does; the reason says which.
            String passed = Ending.passEnding(pos);
            if (end.check() && pos.inCheck(me)) return Outcome.win(n, other, passed != null ? passed : "checkmate");
            String why = passed != null ? passed : "stalemate";
            return switch (end.stalemate()) {
                case WIN -> Outcome.win(n, me, why);
                case LOSS -> Outcome.win(n, other, why);
                case DRAW -> Outcome.draw(n, why);
            };
        }
        if (end.fiftyMove() > 0 && pos.halfmove() >= end.fiftyMove()) return Outcome.draw(n, "fifty-move rule");
        if (end.repetition() > 0 && pos.repetitions() >= end.repetition()) return Outcome.draw(n, "repetition");
        if (end.plyLimit() > 0 && movesMade >= end.plyLimit()) return Outcome.draw(n, "ply limit");
        return Outcome.ONGOING;
    }

    /**
     * The outcome with more than two players (GR-6): the last player left wins; the others are
     * ranked by when they left, the first to leave last, players checkmated by the same move
     * sharing a place; a draw (agreed, or the ply limit) among the players still in the game.
     */
    private Outcome decideMany() {
        int n = model.playerCount();
        int active = pos.activePlayers();
        String reason = null;
        int winner = -1;
        if (active <= 1) reason = lastLeftOnTime() ? "time forfeit" : lastLeftWhy();
        else if (drawAgreed) reason = "agreement";
        else if (model.end().plyLimit() > 0 && movesMade >= model.end().plyLimit()) reason = "ply limit";
        else if (dice == null || pos.rolled() && pos.pending() < 0) {
            // A rule that names a winner (N-check, a flag, extinction that wins), or a stalemate that draws or wins.
            int e = model.engineTables().goals.endsEarly() ? Ending.of(pos) : Ending.NONE;
            if (e != Ending.NONE) {
                reason = Ending.reason(model, e);
                winner = Ending.winner(e);
            } else if (generated().size() == 0) {
                reason = "stalemate";
                if (model.end().stalemate() == EndRules.Stalemate.WIN) winner = pos.side();
            }
        }
        if (reason == null) return Outcome.ONGOING;
        int[] places = new int[n];
        for (int p = 0; p < n; p++) if (!pos.isOut(p)) places[p] = 1;
        int ranked = active;
        // Walk the eliminations from the last: each group (one move's) shares the next place.
        int i = actions - 1;
        while (i >= 0) {
            if (!leaves(i)) {
                i--;
                continue;
            }
            int group = journal[3 * i + 1], size = 0, j = i;
            while (j >= 0 && leaves(j) && journal[3 * j + 1] == group) {
                places[actor(j)] = ranked + 1;
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
    private String lastLeftWhy() {
        for (int i = actions - 1; i >= 0; i--) {
            if (!leaves(i)) continue;
            int cause = (journal[3 * i] & 15) == ELIMINATE ? journal[3 * i + 2] : 0;
            return cause == 0 ? "checkmate" : Ending.reason(model, cause);
        }
        return "checkmate";
    }

    /** Did the last player to leave the game leave on time? */
    private boolean lastLeftOnTime() {
        for (int i = actions - 1; i >= 0; i--) if (leaves(i)) return (journal[3 * i] & 15) == TIMEOUT;
        return false;
    }

    /** The outcome in words, e.g. "white wins (checkmate)". */
    public String describe(Outcome o) {
        return switch (o.status()) {
            case ONGOING -> "ongoing";
            case WIN -> model.players().get(o.winner()).id() + " wins (" + o.reason() + ")";
            case DRAW -> "draw (" + o.reason() + ")";
        };
    }

    /**
     * The score per player: while playing, the points so far; once over, with the variant's
     * scoring applied (the win and draw values, whether the loser keeps points).
     */
    public double[] score() {
        Outcome o = outcome();
        Scoring s = model.scoring();
        double[] out = new double[model.playerCount()];
        for (int p = 0; p < out.length; p++) {
            double pts = pos.points2(p) / 2.0;
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

    // ------------------------------------------------------------ action text

    /**
     * The action as records and the command line write it: rolls {@code 35}, {@code o:37},
     * {@code b:22}, {@code c:46}; a move in the variant's own notation (computed for the
     * position as it stands, so call this before applying the move); {@code pass},
     * {@code forfeit}, {@code resign}, {@code draw}, {@code offer-draw}, {@code accept-draw},
     * {@code timeout} (the player lost on time).
     */
    public String text(Action a) {
        if (a instanceof Action.Roll r) return TurnState.format(TurnState.roll(r.first(), r.second(), TurnState.ROLL));
        if (a instanceof Action.Reroll r) {
            return TurnState.format(TurnState.roll(r.first(), r.second(),
                    r.which() == Action.Dice.BOTH ? TurnState.REROLL_BOTH : TurnState.REROLL_ONE));
        }
        if (a instanceof Action.Confirm c) return TurnState.format(TurnState.roll(c.first(), c.second(), TurnState.CONFIRM));
        if (a instanceof Action.Play p) return display(p.move());
        if (a instanceof Action.Pass) return "pass";
        if (a instanceof Action.Forfeit) return "forfeit";
        if (a instanceof Action.Resign) return "resign";
        if (a instanceof Action.Eliminate e) return e.cause() == 0 ? "checkmated" : "out";
        if (a instanceof Action.OfferDraw) return "offer-draw";
        if (a instanceof Action.AcceptDraw) return "accept-draw";
        if (a instanceof Action.TimeForfeit) return "timeout";
        return "draw";
    }

    /** A legal move in coordinate notation. */
    public String coordinate(int move) {
        return Notation.coordinate(pos, move);
    }

    /** A legal move in SAN. */
    public String san(int move) {
        return Notation.san(pos, move, generated());
    }

    /** A legal move in the variant's own notation (OM-14, SJ-11). */
    public String display(int move) {
        return Notation.display(pos, move, generated());
    }

    /**
     * Reads an action as {@link #text} writes it, or a move in coordinate notation, SAN or the
     * variant's own notation, and checks it is legal now.
     *
     * @throws IllegalActionException naming why the text is not a legal action now
     */
    public Action parse(String text) throws IllegalActionException {
        // Refused before any pattern sees it: reading is then bounded, however long the input.
        if (text != null && text.length() > MAX_MOVE_TEXT) {
            throw new IllegalActionException("a move text is at most " + MAX_MOVE_TEXT + " characters, not " + text.length()
                    + " ('" + MoveText.printable(text.substring(0, 20)) + "…')");
        }
        String t = text == null ? "" : text.strip();
        if (t.isEmpty()) throw new IllegalActionException("empty move");
        String malformed = MoveText.malformed(t);
        if (malformed != null) throw new IllegalActionException(malformed);
        Outcome o = outcome();
        if (o.isOver()) throw new IllegalActionException("the game is over: " + describe(o));
        switch (t) {
            case "pass" -> {
                return new Action.Pass();
            }
            case "forfeit" -> {
                return new Action.Forfeit();
            }
            case "resign" -> {
                return new Action.Resign(pos.side());
            }
            case "draw" -> {
                return new Action.Draw();
            }
            case "offer-draw" -> {
                return new Action.OfferDraw(pos.side());
            }
            case "accept-draw" -> {
                return new Action.AcceptDraw(pos.side());
            }
            case "timeout" -> {
                return new Action.TimeForfeit(pos.side());
            }
            default -> {
            }
        }
        if (dice != null && t.matches("(?:[obc]:)?\\d+(?:-\\d+)?")) return parseRoll(t);
        Phase ph = phase();
        if (ph == Phase.ROLL) throw new IllegalActionException("roll the dice first");
        if (ph == Phase.CONFIRM) throw new IllegalActionException("the royal capture waits for its confirmation roll");
        int m = Notation.parse(pos, t, moves());
        if (m == -1) throw new IllegalActionException(MoveText.explain(pos, t, dice, moves()));
        return toAction(m);
    }

    private Action parseRoll(String t) throws IllegalActionException {
        int roll;
        try {
            roll = TurnState.parse(t);
        } catch (IllegalArgumentException e) {
            throw new IllegalActionException(e.getMessage());
        }
        int a = TurnState.face(roll, 0), b = TurnState.face(roll, 1);
        return switch (TurnState.how(roll)) {
            case TurnState.ROLL -> new Action.Roll(a, b);
            case TurnState.CONFIRM -> new Action.Confirm(a, b);
            case TurnState.REROLL_BOTH -> new Action.Reroll(Action.Dice.BOTH, a, b);
            default -> {
                // Which die was thrown again: the one whose face changed (either, when none did).
                boolean firstKept = pos.rolled() && pos.die(0) == a;
                yield new Action.Reroll(firstKept ? Action.Dice.SECOND : Action.Dice.FIRST, a, b);
            }
        };
    }
}
