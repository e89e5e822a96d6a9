package io.ashtapada.engine.turn;

import io.ashtapada.engine.Elimination;
import io.ashtapada.engine.Ending;
import io.ashtapada.engine.Move;
import io.ashtapada.engine.Legality;
import io.ashtapada.engine.MoveGenerator;
import io.ashtapada.engine.MoveList;
import io.ashtapada.engine.Notation;
import io.ashtapada.engine.Position;
import io.ashtapada.engine.Positions;
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
public final class TurnMachine implements MachineView {

    final RuleModel model;
    final DiceRules dice;
    final Position pos;
    final PositionData start;
    /** Three ints per applied action: kind | actor << 4 | FLAG, then two payload words. */
    int[] journal = new int[3 * 8];
    int actions;
    /** Moves made (passes and forfeits included) since the start: the ply limit counts them. */
    int movesMade;
    /** The player who resigned, or -1. */
    int resigned = -1;
    boolean drawAgreed;
    /** The player who lost on time (two players), or -1. */
    int timedOut = -1;
    final MoveList moves = new MoveList();
    /** The moves outside the choosing phase: none (never added to). */
    final MoveList none = new MoveList(4);
    boolean movesValid;
    Outcome outcome;

    /** A machine at a position (its turn state included). */
    public TurnMachine(RuleModel model, PositionData start) {
        this.model = model;
        this.dice = model.dice();
        this.start = start;
        this.pos = Positions.of(model);
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
    @Override
    public boolean leaves(int i) {
        int head = journal[3 * i];
        return (head & 15) == ELIMINATE || ((head & 15) == RESIGN || (head & 15) == TIMEOUT) && (head & FLAG) != 0;
    }

    /**
     * After a move (or a resignation) in a game of more than two players: the players the
     * rules now take out leave the game, each journaled as an elimination of the same group.
     */
    void settle(int group) {
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
    @Override
    public MoveList generated() {
        if (!movesValid) {
            Legality.legal(pos, moves);
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
                for (int i = 0; i < ms.size(); i++) out.add(Action.of(ms.get(i)));
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

    interface FaceConsumer {
        void accept(int a, int b);
    }

    void forEachOutcome(FaceConsumer c) {
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
                        + (allowed.isEmpty() ? whyNoReroll() : whyNotThis(r.which()) + " (allowed: " + ActionText.rerollNames(allowed) + ")"));
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
                apply(Action.of(p.move()));
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

    String name(int player) {
        return model.players().get(player).id();
    }

    /** Checks that a player may take an action that is not a move (is in the game); returns it. */
    int inGame(int player, String what) throws IllegalActionException {
        if (player < 0 || player >= model.playerCount()) throw new IllegalActionException("no player " + player + " to " + what);
        if (Elimination.applies(pos) && pos.isOut(player)) {
            throw new IllegalActionException(name(player) + " is out of the game and cannot " + what);
        }
        return player;
    }

    /** Journals an offer or acceptance of a draw; when every player in the game now agrees, the game is drawn. */
    void agree(int kind, int player, int standing) {
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
    int standingOffers() {
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
     * The longest move text read: far more than any notation writes, and short enough that
     * reading it (whose patterns backtrack) stays a few microseconds.
     */
    public static final int MAX_MOVE_TEXT = ActionText.MAX_MOVE_TEXT;

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

    void requireChoose(Phase ph) throws IllegalActionException {
        if (ph == Phase.ROLL) throw new IllegalActionException("roll the dice first");
        if (ph == Phase.CONFIRM) throw new IllegalActionException("the royal capture waits for its confirmation roll");
    }

    void needDice() throws IllegalActionException {
        if (dice == null) throw new IllegalActionException("this variant has no dice");
    }

    void checkFaces(int a, int b) throws IllegalActionException {
        if (a < 1 || b < 1 || a > dice.sides() || b > dice.sides()) {
            throw new IllegalActionException("a die shows 1 to " + dice.sides() + ", not " + a + "," + b);
        }
    }

    /** Why this re-roll is refused while another is allowed. */
    String whyNotThis(Action.Dice which) {
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

    String whyNoReroll() {
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

    void push(int kindAndFlags, int actor, int p1, int p2) {
        if (3 * actions + 3 > journal.length) journal = Arrays.copyOf(journal, journal.length * 2);
        journal[3 * actions] = kindAndFlags | actor << 4;
        journal[3 * actions + 1] = p1;
        journal[3 * actions + 2] = p2;
        actions++;
        invalidate();
    }

    void invalidate() {
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

    void popRoll(int pending) {
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
    int moveOf(int i) {
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

    List<String> movesReplayed() {
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
    boolean needsConfirmation(int m) {
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

    /** The outcome in words, e.g. "white wins (checkmate)". */
    public String describe(Outcome o) {
        return switch (o.status()) {
            case ONGOING -> "ongoing";
            case WIN -> model.players().get(o.winner()).id() + " wins (" + o.reason() + ")";
            case DRAW -> "draw (" + o.reason() + ")";
        };
    }

    // ------------------------------------------------------------ the rooms: adjudication, action text

    /** The rooms hold no state of their own: one of each per machine, none made per call (the search asks for outcomes at every node). */
    private final Adjudication adjudication = new Adjudication(this);
    private final ActionText actionText = new ActionText(this);

    private Outcome decide() {
        return adjudication.decide();
    }

    /**
     * The draws the player to move may claim now: every legal move after which the game is
     * drawn by the fifty-move rule or by repetition. Empty in dice games, games of more than two
     * players, outside the choosing phase and where the variant has neither rule.
     */
    public List<Claim> claims() {
        return adjudication.claims();
    }

    /**
     * Reads a claim of a draw with a move (see {@link #claims()}): the move's action when it
     * brings a claimable draw.
     *
     * @throws IllegalActionException when the move is not legal or brings no draw to claim
     */
    public Action parseClaim(String moveText) throws IllegalActionException {
        return adjudication.parseClaim(moveText);
    }

    /** Each player's points so far (see {@link Adjudication#score}). */
    public double[] score() {
        return adjudication.score();
    }

    /** The name of a re-roll choice: {@code first}, {@code second} or {@code both}. */
    public static String rerollName(Action.Dice d) {
        return ActionText.rerollName(d);
    }

    /** An action as the record writes it. */
    public String text(Action a) {
        return actionText.text(a);
    }

    /** A move in coordinate notation. */
    public String coordinate(int move) {
        return actionText.coordinate(move);
    }

    /** A move in SAN. */
    public String san(int move) {
        return actionText.san(move);
    }

    /** A move in the variant's display notation. */
    public String display(int move) {
        return actionText.display(move);
    }

    /**
     * Reads an action in any notation this machine writes.
     *
     * @throws IllegalActionException when it is not legal here, with the reason
     */
    public Action parse(String text) throws IllegalActionException {
        return actionText.parse(text);
    }

    @Override
    public DiceRules dice() {
        return dice;
    }

    @Override
    public int resigned() {
        return resigned;
    }

    @Override
    public int timedOut() {
        return timedOut;
    }

    @Override
    public boolean drawAgreed() {
        return drawAgreed;
    }

    @Override
    public int journal(int i, int w) {
        return journal[3 * i + w];
    }
}
