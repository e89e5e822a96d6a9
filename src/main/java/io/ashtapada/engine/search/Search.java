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

import static io.ashtapada.engine.search.Scores.*;

/**
 * One search for every variant, driven only by the turn core ({@link TurnMachine}: its legal
 * moves, its chance actions with their probabilities, apply and undo, the outcome), so every
 * end rule the language has — capture of the royal piece, checkmate, stalemate results,
 * repetition, the fifty-move rule, ply limits, eliminations — is the rules' own answer.
 *
 * <p>The algorithm is iterative-deepening principal-variation search (negamax form) with a
 * transposition table (buckets of four, aged by search: {@link TranspositionTable}), quiescence
 * on captures and promotions ({@link Quiescence}), move ordering (the table's choice, captures by
 * most valuable victim and least valuable attacker corrected by a capture history, two killers
 * per ply, a history table: {@link MoveOrdering}) and check extensions. Where the rules
 * are plain (see {@link #plainRules}) it also uses null moves (verified deep in the tree),
 * late-move reductions from a log-log table and late-move pruning ({@link Reductions}), futility
 * and reverse futility pruning, static exchange evaluation of captures for any piece kind
 * ({@link Exchange}: losing captures are ordered late, skipped in quiescence, and a check that
 * loses material is not extended; near the horizon a late move that loses more than a margin
 * growing with the depth is not searched), singular extensions of the table's move (not where
 * pieces can be dropped), internal iterative reduction (a node the table knows no move for is
 * searched a ply shallower), a quiescence that stands pat before listing moves and asks the
 * table, and a table probe before the game's end is asked. The same recursion handles:
 * <ul>
 *   <li><b>dice</b>: a turn's roll and a confirmation roll are chance nodes whose value is the
 *       expectation over each distinct roll with its probability (expectimax), pruned with
 *       Ballard's Star2 (probing each outcome for lower bounds, then Star1 windows; see
 *       {@link ChancePruning}); a re-roll is a choice of the player whose value is the
 *       expectation over its outcomes. Chance and re-rolls cost no depth; the table key holds
 *       the dice state;</li>
 *   <li><b>more than two players</b>: by default the paranoid assumption — the searching player against a
 *       coalition of all the others, each minimising the searching player's score (best-reply
 *       search and max^n are options: {@link MultiPlayer}). In negamax
 *       form a score changes sign only where the mover changes sides between the searching
 *       player and the coalition, so consecutive coalition moves keep the same window.</li>
 * </ul>
 *
 * <p>A search applies and undoes actions on the machine it is given and leaves it as it was
 * (the journal, the position and its hash). Not thread-safe; one search per thread, reused
 * from move to move so its table keeps what it learnt.
 */
public final class Search extends SearchCore {
    /** The deepest iteration. */
    public static final int MAX_DEPTH = Scores.MAX_DEPTH;
    /** The score of a won game at the root; a win in n plies scores {@code WIN - n}. */
    public static final int WIN = Scores.WIN;
    /** Scores beyond this are wins or losses found by the search. */
    public static final int WIN_BOUND = Scores.WIN_BOUND;
    /** The most threads one search may use. */
    public static final int MAX_THREADS = Scores.MAX_THREADS;

    /** The rooms of the search: move ordering, the dice's chance nodes, and search with more than two players. */
    final Exchange exchange = players == 2 ? new Exchange(this) : null;
    final MoveOrdering ordering = new MoveOrdering(this, exchange);
    final ChanceNodes chanceNodes = new ChanceNodes(this);
    final ManyPlayers many = new ManyPlayers(this, ordering);
    final Quiescence quiescence = new Quiescence(this, ordering);
    final Deepening deepening = new Deepening(this, ordering, many);

    /** A search that shares this table (a helper thread's). */
    Search(RuleModel model, TranspositionTable tt) {
        super(model, tt);
    }

    @Override
    SearchCore helper() {
        return new Search(model, tt);
    }

    public Search(RuleModel model) {
        this(model, 20);
    }

    /** Bytes a slot of the transposition table takes (its key, its entry and its age). */
    public static final int SLOT_BYTES = 17;

    /** The largest table that fits in {@code megabytes} MiB, as a power of two of slots (at least 2^10). */
    public static int tableBits(int megabytes) {
        long slots = (long) megabytes * (1 << 20) / SLOT_BYTES;
        return Math.max(10, 63 - Long.numberOfLeadingZeros(Math.max(1, slots)));
    }

    /** A search with a transposition table of 2^ttBits slots (17 bytes each). */
    public Search(RuleModel model, int ttBits) {
        this(model, new TranspositionTable(ttBits));
    }

    public RuleModel model() {
        return model;
    }

    /** Chooses the pruning of chance nodes (default {@link ChancePruning#STAR2}); returns this search. */
    public Search chancePruning(ChancePruning p) {
        this.chancePruning = p;
        return this;
    }

    /** Chooses the search of games of more than two players (default {@link MultiPlayer#PARANOID}); returns this search. */
    public Search multiPlayer(MultiPlayer m) {
        this.multiPlayer = m;
        return this;
    }

    /**
     * Turns null-move pruning and late-move reductions on (the default where the rules allow
     * them: see {@link #nullMovesAllowed}) or off; they are never used where the rules do not
     * allow them. Returns this search.
     */
    public Search pruning(boolean on) {
        this.pruning = on && plainRules;
        return this;
    }

    /** Do this variant's rules allow null moves and late-move reductions (two players, no dice, check rules, nothing special)? */
    public boolean nullMovesAllowed() {
        return plainRules;
    }

    /** Null moves tried since this search was made (zero where the rules forbid them). */
    public long nullMovesTried() {
        return nullMoves;
    }

    /** Moves left unsearched since this search was made because they lose material in the exchange near the horizon. */
    public long exchangePruned() {
        return exchangePruned;
    }

    /** Table moves searched a ply deeper since this search was made because no other move came near them. */
    public long singularExtensions() {
        return singularExtensions;
    }

    /** How many captures that lose in the exchange were searched shallower first (late-move reductions). */
    public long losingCapturesReduced() {
        return losingCapturesReduced;
    }

    /** Nodes searched a ply shallower because the table knew no move for them (internal iterative reduction). */
    public long iterativeReductions() {
        return iterativeReductions;
    }

    /**
     * Nodes since this search was made whose end was not judged before their prunings (plain
     * rules, not in check): no list of legal moves was made for them unless they came to their moves.
     */
    public long judgedLate() {
        return judgedLate;
    }

    /** Turns the cache of static values off (to compare: the same search, only slower) or on; returns this search. */
    public Search cacheValues(boolean on) {
        this.cacheValues = on;
        return this;
    }

    /** Turns the transposition table off (for exact comparisons of pruning methods) or on; returns this search. */
    public Search useTable(boolean on) {
        this.useTable = on;
        return this;
    }

    /** The static evaluation of the position for the player to move, in centipawns. */
    public int evaluate(TurnMachine machine) {
        return eval.evaluate(machine.position(), machine.side());
    }

    /**
     * Searches with this many threads (1 to 64; default 1) sharing the transposition table (Lazy
     * SMP), where the rules allow it: two players or more without dice and without hooks, and a
     * budget of time or depth (a node budget keeps one thread, so its play stays the same on any
     * machine). Returns this search.
     */
    public Search threads(int n) {
        if (n < 1 || n > MAX_THREADS) throw new IllegalArgumentException("threads are 1 to " + MAX_THREADS + ", not " + n);
        this.threads = n;
        return this;
    }

    /** Forgets what earlier searches learnt (the table, killers and history). */
    @Override
    public void clear() {
        tt.clear();
        java.util.Arrays.fill(history, 0);
        java.util.Arrays.fill(captureHistory, 0);
        java.util.Arrays.fill(continuation, (short) 0);
        java.util.Arrays.fill(counters, NO_CHOICE);
        for (int[] k : killers) java.util.Arrays.fill(k, NO_CHOICE);
        for (SearchCore h : helpers) h.clear();
    }

    // ------------------------------------------------------------------ the root

    /**
     * The best choice for the player to move, searched within the budget; the machine is
     * left exactly as it was.
     *
     * @param listener told of each finished iteration (may be null)
     * @throws IllegalStateException when the player has nothing to choose: the game is over,
     *                               or the dice are to be rolled (roll them first)
     */
    @Override
    public SearchResult bestAction(TurnMachine machine, Budget budget, Consumer<Iteration> listener) {
        if (machine.model() != model) throw new IllegalArgumentException("the machine plays another variant");
        Phase ph = machine.phase();
        if (ph == Phase.OVER) throw new IllegalStateException("the game is over");
        if (ph != Phase.CHOOSE) throw new IllegalStateException("the dice are to be rolled, not chosen");
        if (HelperThreads.allowed(this, budget)) {
            HelperThreads running = HelperThreads.start(this, machine, budget);
            SearchResult r;
            try {
                r = searchAlone(machine, budget, listener);
            } finally {
                running.stop();
            }
            SearchResult deeper = running.deeperThan(r.depth(), budget.depth());
            if (deeper != null) r = new SearchResult(deeper.action(), deeper.reroll(), deeper.score(), deeper.depth(), r.nodes(),
                    r.millis(), deeper.pv(), r.iterations());
            return new SearchResult(r.action(), r.reroll(), r.score(), r.depth(), r.nodes() + running.nodes(), r.millis(), r.pv(),
                    r.iterations());
        }
        return searchAlone(machine, budget, listener);
    }

    private SearchResult searchAlone(TurnMachine machine, Budget budget, Consumer<Iteration> listener) {
        this.tm = machine;
        this.pos = machine.position();
        this.root = pos.side();
        this.nodes = 0;
        this.qNodes = 0;
        this.stopped = false;
        this.started = System.nanoTime();
        this.deadline = budget.millis() > 0 ? started + budget.millis() * 1_000_000L : Long.MAX_VALUE;
        this.lastDeadline = budget.millis() > 0 ? started + 3 * budget.millis() * 1_000_000L : Long.MAX_VALUE;
        this.nodeLimit = budget.nodes() > 0 ? budget.nodes() : Long.MAX_VALUE;
        this.stopSignal = budget.stop();
        for (int[] k : killers) java.util.Arrays.fill(k, NO_CHOICE);
        for (int i = 0; i < history.length; i++) history[i] >>= 2;
        for (int i = 0; i < captureHistory.length; i++) captureHistory[i] >>= 1;
        for (int i = 0; i < continuation.length; i++) continuation[i] >>= 1;
        previous[0] = -1;
        followed[0] = -1;
        if (helperIndex == 0) tt.newSearch();
        jitterKey = pos.hash();
        return deepening.run(budget, listener);
    }

    /**
     * The choices at this ply: the legal moves (passes and forfeits included), then the
     * re-rolls allowed — at the root, and below it only where at least two moves are left to
     * search (a re-roll multiplies the tree by the dice's outcomes; one move from the horizon
     * a player is taken to keep the dice, which underrates that player a little).
     */
    @Override
    int rootChoices(int ply, int depth) {
        MoveList ms = tm.moves();
        int n = ms.size();
        EnumSet<Action.Dice> rr = dice == null || ply > 0 && depth < 2 ? null : tm.rerollOptions();
        int total = n + (rr == null ? 0 : rr.size());
        if (choices[ply].length < total) {
            choices[ply] = new int[total + 16];
            orders[ply] = new int[total + 16];
        }
        int[] out = choices[ply];
        for (int i = 0; i < n; i++) out[i] = ms.get(i);
        if (rr != null) for (Action.Dice d : rr) out[n++] = REROLL_BASE - d.ordinal();
        return n;
    }

    // ------------------------------------------------------------------ the recursion

    /** The value of a choice for the player choosing at this ply, searched to {@code depth}. */
    @Override
    int choiceValue(int c, int depth, int ply, int alpha, int beta) {
        return choiceValue(c, depth, ply, alpha, beta, 0, Integer.MIN_VALUE);
    }

    /**
     * The value of a choice, searched {@code reduction} plies shallower first when the move
     * gives no check (a late quiet move); when that reduced search beats alpha the move is
     * searched again to the full depth. A {@code futile} bound other than
     * {@link Integer#MIN_VALUE} is the answer, unsearched, when the move gives no check.
     */
    @Override
    int choiceValue(int c, int depth, int ply, int alpha, int beta, int reduction, int futile) {
        int me = team(pos.side());
        if (c < 0) {
            // A re-roll: each outcome's apply records that no move leads to ply + 1.
            return chanceNodes.rerollValue(Action.Dice.values()[REROLL_BASE - c], depth, ply, alpha, beta);
        }
        // A pruned move is made only to see whether it gives check; where the board alone can
        // tell that it does not, it is not made.
        if (futile != Integer.MIN_VALUE && (!checkRules || dice != null || pos.givesNoCheck(c))) return futile;
        tm.playGenerated(c);
        ordering.made(c, ply + 1);
        boolean gives = checkRules && dice == null && pos.sideInCheck();
        if (futile != Integer.MIN_VALUE && !gives) {
            tm.undo();
            return futile;
        }
        int ext = gives && ply < 2 * iterationDepth ? 1 : 0;
        // Under plain rules a check that loses material in the exchange on its square (a piece
        // thrown away to check) is not extended: it rarely leads anywhere.
        if (ext == 1 && plainRules && !MoveOrdering.isDrop(c)) {
            tm.undo();
            if (exchange.below(c, 0)) ext = 0;
            tm.playGenerated(c);
        }
        int v;
        if (reduction > 0 && ext == 0) {
            v = child(me, depth - 1 - reduction, ply + 1, alpha, alpha + 1);
            if (!stopped && v > alpha) v = child(me, depth - 1, ply + 1, alpha, beta);
        } else {
            v = child(me, depth - 1 + ext, ply + 1, alpha, beta);
        }
        tm.undo();
        return v;
    }

    /** Have neither the fifty-move rule nor the ply limit ended the game here? */
    private boolean countersOpen() {
        return (fiftyMove == 0 || pos.halfmove() < fiftyMove) && (plyLimit == 0 || tm.movesMade() < plyLimit);
    }

    /**
     * What a node settles before its moves, judged by the rules (the game's end, the ply limit of
     * the search, a repetition, a roll to make or confirm, the horizon, another team's layer under
     * best-reply search); {@link Integer#MIN_VALUE} when its moves are to be searched.
     */
    private int beforeMoves(int depth, int ply, int alpha, int beta) {
        int term = terminal(ply);
        if (term != Integer.MIN_VALUE) return term;
        if (ply >= MAX_PLY - 2) return staticValue();
        // Under a null move the position's history is not a real game's: no repetition counts.
        // (Under plain rules it was looked at already.)
        if (!plainRules && dice == null && repetitionRule && nullLine == 0 && pos.repetitions() >= 2) return repeated(ply);
        Phase ph = tm.phase();
        if (ph == Phase.ROLL) {
            if (depth <= 0) return staticValue();
            return chanceNodes.chance(rolls, depth, ply, alpha, beta);
        }
        // A royal capture waiting for its confirmation roll is judged even at the horizon:
        // whether it stands decides the game.
        if (ph == Phase.CONFIRM) return chanceNodes.chance(confirms, depth, ply, alpha, beta);
        if (depth <= 0) return dice == null ? quiesce(ply, alpha, beta) : staticValue();
        if (multiPlayer == MultiPlayer.BRS && players > 2 && dice == null && team(pos.side()) < 0) {
            return many.brsLayer(depth, ply, alpha, beta, false);
        }
        return Integer.MIN_VALUE;
    }

    /**
     * Does this move (a plain move or capture, not a promotion, a drop or a castling) lose more
     * material in the exchange on its square than exchange pruning allows at this depth?
     */
    boolean losesExchange(int c, boolean quiet, int depth) {
        int t = Move.type(c);
        if (c < 0 || t != Move.NORMAL && t != Move.PATH || Exchange.isPromotion(c) || !quiet && !ordering.isCapture(c)) return false;
        // A capture of a piece worth at least the capturer's loses nothing in the exchange: the
        // worst it comes to is the victim for the capturer.
        if (!quiet && exchange.valueOn(Move.to(c)) >= exchange.valueOn(Move.from(c))) return false;
        return exchange.below(c, quiet ? -Reductions.SEE_QUIET * depth * depth : -Reductions.SEE_CAPTURE * depth);
    }

    @Override
    int search(int depth, int ply, int alpha, int beta) {
        nodes++;
        poll();
        if (stopped) return 0;
        pvLen[ply] = ply;
        int skipped = excluded[ply];
        // Under plain rules the counters that can end a game (repetition, fifty moves, the ply
        // limit) are looked at first, once, before anything that makes a list of legal moves.
        boolean open = false;
        // The table's entry for this position, once asked (nothing between the two places that
        // ask below changes the position or, but for helper threads' stores, the table).
        long entry = TranspositionTable.MISS;
        boolean asked = false;
        if (plainRules && ply < MAX_PLY - 2) {
            if (repetitionRule && nullLine == 0 && pos.repetitions() >= 2) return repeated(ply);
            open = countersOpen();
        }
        if (open && useTable && depth > 0 && skipped == NO_CHOICE) {
            // Then the table is asked before the game's end is: a position found there was
            // searched, so it has moves and the same ones now (its hash is its board, side,
            // rights and en passant), and only the counters could end it where it did not end.
            // A cutoff then costs no list of legal moves.
            entry = tt.probe(key());
            asked = true;
            int s = entry != TranspositionTable.MISS && TranspositionTable.depth(entry) >= depth
                    ? TranspositionTable.cutoff(entry, ply, alpha, beta) : Integer.MIN_VALUE;
            if (s != Integer.MIN_VALUE) return s;
        }
        // A player not in check has a move unless stalemated: the list of legal moves is not
        // made to judge the game's end first. A horizon node goes straight to quiescence (which
        // lists only captures and promotions), and a node goes on to the prunings below; one that
        // comes to its moves and has none is judged then (after the loop). So a horizon node, and
        // a node a pruning settles, costs no list of legal moves; as in strong engines, a
        // stalemate is missed where a pruning answers first.
        boolean deferred = open && !pos.sideInCheck();
        if (deferred) {
            judgedLate++;
            if (depth <= 0) return quiesce(ply, alpha, beta);
        } else {
            int settled = beforeMoves(depth, ply, alpha, beta);
            if (settled != Integer.MIN_VALUE) return settled;
        }

        int alpha0 = alpha;
        long key = key();
        int ttChoice = NO_CHOICE;
        if (!asked && useTable) entry = tt.probe(key);
        if (entry != TranspositionTable.MISS) {
            ttChoice = TranspositionTable.choice(entry);
            int s = !asked && TranspositionTable.depth(entry) >= depth && skipped == NO_CHOICE
                    ? TranspositionTable.cutoff(entry, ply, alpha, beta) : Integer.MIN_VALUE;
            if (s != Integer.MIN_VALUE) return s;
        }

        boolean pvNode = beta - alpha > 1;
        boolean inCheck = pruning && pos.sideInCheck();
        int standing = pruning && !inCheck ? staticValue() : 0;
        // The table's bound, where it says more than the static value (exact; a lower bound
        // above it; an upper bound below it), stands for it in the prunings below, as in strong
        // engines: it knows what the search of this position found. Only a bound of a search at
        // least TABLE_STANDS_FROM plies deep: a one-ply search's quiescence tries no quiet move,
        // so it misses a mate one move past the horizon, and such a lower bound let reverse
        // futility skip the reply to a mating sacrifice at every depth (SearchTest's mate in two).
        if (pruning && !inCheck && entry != TranspositionTable.MISS && TranspositionTable.depth(entry) >= Reductions.TABLE_STANDS_FROM) {
            int tv = TranspositionTable.fromTable(TranspositionTable.score(entry), ply);
            byte fl = TranspositionTable.flag(entry);
            if (Math.abs(tv) < WIN_BOUND && (fl == TranspositionTable.EXACT || fl == TranspositionTable.LOWER && tv > standing
                    || fl == TranspositionTable.UPPER && tv < standing)) standing = tv;
        }
        // Reverse futility: near the horizon, a position standing well above beta is taken to
        // hold it (a quiet move rarely loses more than the margin).
        if (pruning && !pvNode && !inCheck && skipped == NO_CHOICE && depth <= (drops ? 3 : Reductions.RFP_DEPTH) && Math.abs(beta) < WIN_BOUND
                && standing - (drops ? FUTILITY : Reductions.RFP_MARGIN) * depth >= beta) {
            return standing;
        }
        // Null move: let the opponent move twice; if the position still holds beta, a real move
        // would too. Only under plain rules (zugzwang and passing are nothing special there), not
        // in check, with a piece other than pawns and royals (zugzwang is rare then), never twice
        // in one line.
        if (pruning && !pvNode && !inCheck && skipped == NO_CHOICE && depth >= 3 && nullLine == 0 && Math.abs(beta) < WIN_BOUND
                && eval.hasPieces(pos, pos.side()) && standing >= beta) {
            int r = Reductions.nullMove(depth, standing - beta);
            nullMoves++;
            nullLine++;
            tm.playGenerated(PASS);
            ordering.made(-1, ply + 1);
            int v = -search(depth - 1 - r, ply + 1, -beta, -beta + 1);
            tm.undo();
            // Deep in the tree a null move's cutoff is verified by a reduced search without one
            // (nullLine stays raised), against a zugzwang the reduction hides.
            if (!stopped && v >= beta && depth >= Reductions.VERIFY_DEPTH) v = search(depth - r, ply, beta - 1, beta);
            nullLine--;
            if (stopped) return 0;
            if (v >= beta) return v >= WIN_BOUND ? beta : v;
        }

        // Internal iterative reduction: a node the table knows no move for was not searched
        // before (or its entry was replaced), so its move order is a guess; it is searched a ply
        // shallower, which costs little where it matters and is mended when the line comes back.
        if (pruning && depth >= Reductions.IIR_DEPTH && ttChoice == NO_CHOICE && skipped == NO_CHOICE) {
            depth--;
            iterativeReductions++;
        }
        // Singular extension: where the table's move, by its stored lower bound, looks better
        // than every other move by a margin (a search of the others at half depth stays below
        // it), that move is searched a ply deeper. Where even the others reach beta, the node
        // is taken to fail high (multi-cut). Not where pieces can be dropped: there it lost
        // (docs/measurements.md).
        boolean singular = false;
        if (pruning && !drops && skipped == NO_CHOICE && ply > 0 && depth >= Reductions.SINGULAR_DEPTH && ttChoice != NO_CHOICE
                && ply < 2 * iterationDepth && TranspositionTable.depth(entry) >= depth - 3
                && TranspositionTable.flag(entry) != TranspositionTable.UPPER) {
            int ttValue = TranspositionTable.fromTable(TranspositionTable.score(entry), ply);
            if (Math.abs(ttValue) < WIN_BOUND) {
                int singularBeta = ttValue - Reductions.SINGULAR_MARGIN * depth;
                excluded[ply] = ttChoice;
                int v = search((depth - 1) / 2, ply, singularBeta - 1, singularBeta);
                excluded[ply] = NO_CHOICE;
                pvLen[ply] = ply;
                if (stopped) return 0;
                if (v < singularBeta) {
                    singular = true;
                    singularExtensions++;
                }
                else if (singularBeta >= beta) return singularBeta;
            }
        }
        int n = rootChoices(ply, depth);
        int[] list = choices[ply];
        ordering.scoreChoicesUnchecked(list, n, ply, ttChoice);
        int[] sc = orders[ply];
        int best = -WIN - 1, bestChoice = NO_CHOICE;
        boolean reduce = pruning && !inCheck && depth >= 3;
        // Futility: near the horizon, a quiet move that gives no check cannot raise a score this
        // far below alpha; it is made only to see whether it checks (Reductions.futility).
        int futile = pruning && !pvNode && !inCheck && Math.abs(alpha) < WIN_BOUND
                ? Reductions.futility(standing, depth, alpha) : Integer.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            ordering.pickNextChecked(list, sc, i, n);
            int c = list[i];
            if (c == skipped) continue;
            int v;
            if (i == 0) {
                v = choiceValue(c, singular && c == ttChoice ? depth + 1 : depth, ply, alpha, beta);
            } else {
                // Late-move reduction: a quiet move ordered after the table's move, the captures,
                // the promotions and the killers is searched shallower first.
                int red = 0;
                boolean quiet = c >= 0 && sc[i] < (1 << 26) - 2 && !ordering.isCapture(c) && !ordering.isPromotion(c);
                // Late-move pruning: near the horizon, outside the principal variation and out of
                // check, the quiet moves ordered after the first few are not searched unless they
                // give check (they are made to see; one that does not counts for nothing).
                int skip = quiet ? futile : Integer.MIN_VALUE;
                if (quiet && pruning && !pvNode && !inCheck && depth <= Reductions.LMP_DEPTH
                        && i >= Reductions.lateMoveCount(depth) && best > -WIN_BOUND) skip = best;
                // Exchange pruning: near the horizon, outside the principal variation and out of
                // check, a move that loses material in the exchange on its square (a quiet move
                // more than a margin growing with the square of the depth, a capture more than
                // one growing with the depth) is not searched unless it gives check.
                if (skip == Integer.MIN_VALUE && pruning && !pvNode && !inCheck && depth <= Reductions.SEE_DEPTH
                        && best > -WIN_BOUND && losesExchange(c, quiet, depth)) {
                    skip = best;
                    exchangePruned++;
                }
                // A capture found to lose in the exchange on its square is reduced as a quiet move is.
                boolean losing = c >= 0 && MoveOrdering.losingCapture(sc[i]) && ordering.isCapture(c);
                if (reduce && i >= 3 && (quiet || losing)) {
                    red = Reductions.lateMove(depth, i, pvNode);
                    if (losing && skip == Integer.MIN_VALUE) losingCapturesReduced++;
                }
                v = choiceValue(c, depth, ply, alpha, alpha + 1, red, skip);
                if (!stopped && v > alpha && v < beta) v = choiceValue(c, depth, ply, alpha, beta);
            }
            if (stopped) return 0;
            if (v > best) {
                best = v;
                bestChoice = c;
                if (v > alpha) {
                    alpha = v;
                    pv[ply][ply] = c;
                    int len = Math.max(pvLen[ply + 1], ply + 1);
                    for (int j = ply + 1; j < len; j++) pv[ply][j] = pv[ply + 1][j];
                    pvLen[ply] = len;
                    if (v >= beta) {
                        ordering.rememberCutoff(c, ply, depth, list, i);
                        break;
                    }
                }
            }
        }
        if (n == 0) {
            int term = deferred ? terminal(ply) : Integer.MIN_VALUE;
            return term != Integer.MIN_VALUE ? term : staticValue();
        }
        byte flag = best >= beta ? TranspositionTable.LOWER : best > alpha0 ? TranspositionTable.EXACT : TranspositionTable.UPPER;
        if (useTable && skipped == NO_CHOICE) tt.store(key, bestChoice, TranspositionTable.toTable(best, ply), depth, flag);
        return best;
    }

    /**
     * Star2's probe of the state just entered from a chance node of team {@code me}: the value,
     * in the chance node's terms, of the first choice the ordering gives, searched in a null
     * window at {@code need} — a lower bound of the state's value when it reaches {@code need}.
     * {@link Integer#MIN_VALUE} when the state cannot be probed (the other team chooses, or a
     * chance follows).
     */
    @Override
    int probe(int me, int depth, int ply, int need) {
        int term = terminal(ply);
        if (term != Integer.MIN_VALUE) {
            nodes++;
            return team(pos.side()) == me ? term : -term;
        }
        if (team(pos.side()) != me || tm.phase() != Phase.CHOOSE) return Integer.MIN_VALUE;
        if (depth <= 0) return search(depth, ply, need - 1, need);
        nodes++;
        poll();
        if (stopped) return 0;
        int ttChoice = NO_CHOICE;
        long entry = useTable ? tt.probe(key()) : TranspositionTable.MISS;
        if (entry != TranspositionTable.MISS) ttChoice = TranspositionTable.choice(entry);
        int n = rootChoices(ply, depth);
        if (n == 0) return search(depth, ply, need - 1, need);
        int[] list = choices[ply];
        ordering.scoreChoices(list, n, ply, ttChoice);
        ordering.pickNext(list, orders[ply], 0, n);
        return choiceValue(list[0], depth, ply, need - 1, need);
    }

    @Override
    void apply(Action a, int ply) {
        try {
            tm.apply(a);
            ordering.made(-1, ply);
        } catch (IllegalActionException e) {
            throw new IllegalStateException("the search tried an action the rules refuse: " + e.getMessage(), e);
        }
    }

    /** Quiescence (see {@link Quiescence}). */
    @Override
    int quiesce(int ply, int alpha, int beta) {
        return quiescence.quiesce(ply, alpha, beta);
    }

    // ------------------------------------------------------------------ display

    /**
     * A principal variation in the variant's own notation, read from the machine's current
     * state (which it leaves as it was); a re-roll is written {@code reroll 1}, {@code reroll 2}
     * or {@code reroll both}, and the line stops there since the dice decide what follows.
     */
    public static List<String> pvText(TurnMachine machine, int[] pv) {
        return pvText(machine, pv, false);
    }

    /** A principal variation as {@link #pvText(TurnMachine, int[])}, moves in coordinate notation when asked. */
    public static List<String> pvText(TurnMachine machine, int[] pv, boolean coordinate) {
        List<String> out = new ArrayList<>();
        int applied = 0;
        try {
            for (int c : pv) {
                if (machine.phase() != Phase.CHOOSE) break;
                if (c < 0) {
                    out.add("reroll " + TurnMachine.rerollName(Action.Dice.values()[REROLL_BASE - c]));
                    break;
                }
                if (!machine.moves().contains(c)) break;
                Action a = Action.of(c);
                out.add(coordinate ? (Move.type(c) == Move.PASS ? machine.text(a) : machine.coordinate(c)) : machine.text(a));
                machine.playGenerated(c);
                applied++;
            }
        } finally {
            for (int i = 0; i < applied; i++) machine.undo();
        }
        return out;
    }
}
