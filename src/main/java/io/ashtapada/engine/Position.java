package io.ashtapada.engine;

import io.ashtapada.model.*;

import java.util.Arrays;

/**
 * A mutable game position with make/unmake and an incrementally kept Zobrist hash. One per
 * game or search; not thread-safe. Move generation lives in {@link MoveGenerator}.
 *
 * <p>A position holds only its own state: the board, hands, counters, the dice turn and one
 * undo journal that starts small and grows with the game. Everything derived from the
 * variant (Zobrist keys, per-kind facts) is in the shared {@link EngineTables} of its model.
 */
public final class Position {
    /** Plies the journal has room for before it first grows. */
    static final int INITIAL_PLIES = 32;
    /**
     * Journal ints one ply needs at most, besides its en passant squares, its rolls and a
     * multi-leg move's captures: the en passant victim, the pending capture and the points,
     * three to take the move back, the halfmove count, the header and the move.
     */
    static final int FRAME = 10;

    final RuleModel model;
    /** The variant's shared tables: keys, per-kind facts, move bounds. */
    final EngineTables tables;
    final Board geo;
    /** The piece kinds by index (shared, read-only: {@link EngineTables#kinds}). */
    final PieceKind[] kinds;
    final int squares;
    final int playerCount;
    final boolean checkRules;

    /** Piece code per square ({@link Codes}); 0 empty. */
    final int[] board;
    /** Moves made by the piece on each square. */
    final int[] moved;
    /** Pieces in hand, [player][kind]. */
    final int[][] hand;
    /** Squares of each player's pieces, and each square's index in its owner's list. */
    final int[][] plist;
    final int[] pcount;
    final int[] pidx;
    /** Number of royal pieces each player has on the board. */
    final int[] royalCount;
    /** A royal square per player when known (-1: none or must be searched). */
    final int[] royalSq;
    /** Royal flag per kind, for the hot path (shared, read-only: {@link EngineTables#royal}). */
    final boolean[] royalKind;
    /** Per attacking player: only slider pins matter for legality ({@link EngineTables#simpleAttacks}). */
    final boolean[] simpleAttacks;
    int side;
    /** En passant: squares that may be captured onto (grown as a long move needs), and the piece that would be taken. */
    int[] ep = new int[4];
    int epCount;
    int epVictim = -1;
    int halfmove;
    int fullmove;
    int ply;
    long hash;

    // Turn state of dice games (see TurnState).
    /** This turn's rolls, oldest first, each {@link TurnState#roll packed}; the last one is the dice showing. */
    final int[] rolls = new int[TurnState.MAX_ROLLS];
    int rollCount;
    /** A royal capture waiting for its confirmation roll (OM-12), or -1. */
    int pending = -1;
    /** Each player's points, in half points. */
    final int[] points2;
    /** Some kind is immune to capture while unmoved, so every capture is checked. */
    final boolean anyImmune;
    /** Where captured pieces go ({@link EndRules#captures}). */
    final int captures;
    /** The variant's ways to win and lose, forbidden moves and capture effects ({@link Goals#NONE}: none). */
    final Goals goals;
    /** The game may end before a player runs out of moves ({@link Goals#endsEarly}): tested before generating. */
    final boolean endsEarly;
    /** Every move is made and tested for legality ({@link Goals#slowLegality}). */
    final boolean slowLegality;
    /** Captures explode ({@link Goals#explode}). */
    final boolean explode;
    /** No kind is royal, so the piece on a castling's king square castles whatever its kind (extinction chess). */
    final boolean castleAnyKing;
    /** N-check: checks each player has given (null when not counted). */
    final int[] checksGiven;
    /** N-check: per ply made, whether that move gave check (and so counted one). */
    boolean[] gaveCheck;
    /** Pieces removed by explosions, as (square, code, moves made) triples, each explosion followed by its count. */
    int[] blast;
    int blastTop;

    /**
     * The undo journal: one frame per ply made, pushed by {@link #make} and popped by
     * {@link #unmake}, last in first out. A frame holds, in push order: the en passant squares
     * and victim (when there were any); the turn's rolls (when there were any); the pending
     * capture and the mover's points (when not -1 and 0); what the move's type needs to be
     * taken back (see make); the halfmove count (when the move reset it); a header saying
     * which of these are there, with the piece codes of an ordinary move; and the move itself,
     * on top. A quiet move of a piece takes three ints. The journal grows by half when full.
     */
    int[] journal = new int[INITIAL_PLIES * 4];
    /** Ints of the journal in use. */
    int top;
    /** The hash at each ply since the position was loaded ({@code hashes[ply]} is the current one): for unmake and repetition. */
    long[] hashes = new long[INITIAL_PLIES];
    /**
     * Multi-leg moves emitted by hooks while generating at each ply, {@code pathPool[ply][i]}
     * for the first {@code pathCount[ply]}; null until a hook emits one.
     */
    int[][][] pathPool;
    int[] pathCount;
    /** Hook failures seen by this position (the most recent 100); null before the first. */
    java.util.ArrayDeque<String> hookFailures;
    /** This game's own JavaScript context for its hooks (issue 12 b); null until a hook runs. */
    io.ashtapada.hooks.HookRuntime.Session hookSession;
    /** Per hook, what it emitted in positions met before (HookMoves.Cache); null until a hook runs. */
    HookMoves.Cache[] hookCaches;

    /** Forgets what the hooks answered per position, so the next visits call them again (benchmarks). */
    public void forgetHookResults() {
        hookCaches = null;
    }
    /**
     * Moves emitted by {@code moves} hooks count as attacks ({@link #attacked}): check rules and
     * some {@code moves} hook. False for every variant without hooks, whose attack test is unchanged.
     */
    final boolean hookAttacks;
    static final byte HOOK_MOVES = 0, HOOK_FILTER = 1, HOOK_AFTER = 2;
    /** Per hook of the model: its event (HOOK_MOVES, HOOK_FILTER, HOOK_AFTER). */
    final byte[] hookEvents;
    /** Some {@code filter} hook may forbid legal moves. */
    final boolean hookFilters;
    /** Some {@code after-move} hook changes the board after moves. */
    final boolean hookEffects;
    /** After-move effects, four ints each (see {@link #applyEffects}); per ply, where its effects start and what they did. */
    int[] fx = new int[64];
    int fxTop;
    int[] fxStart = new int[INITIAL_PLIES], fxFlags = new int[INITIAL_PLIES];
    /** fxFlags: the effects took a royal piece of the mover; they took an opponent's last royal piece. */
    static final int FX_OWN_ROYAL = 1, FX_ENEMY_EXTINCT = 2;
    /** Per player: the setup gives it a royal piece (board or hand). */
    final boolean[] royalInArmy;
    /**
     * Under check rules a royal piece can still vanish, taken by an explosion or an after-move
     * hook, and no extinction rule says what then: losing the last one loses the game
     * (see {@link MoveGenerator#royalLost}). Two players; more are ended by {@link Elimination}.
     */
    final boolean royalLossEnds;
    /**
     * With more than two players under check rules, where an explosion or an after-move hook can
     * take a royal piece: a player who loses the last one leaves the game ({@link Elimination}).
     */
    final boolean royalLossEliminates;
    /** What a stalemate is for the stalemated player. */
    final io.ashtapada.model.EndRules.Stalemate stalemate;
    /** Effect-aware threat tests in progress (inside one, check is the built-in test). */
    int probing;
    /** Hook calls in progress on this position: while one runs, attacks are the built-in ones only. */
    int hookDepth;
    /** Per hook index: the hook has failed in this game, so it is no longer asked about attacks. */
    final boolean[] hookFailed;
    /** Per hook index: a limit (time, statements, memory) stopped the hook, so it is not run again in this game. */
    final boolean[] hookStopped;
    PositionFormat format;
    /** Pin marks per square while legal moves are filtered; null until first needed. */
    boolean[] pins;

    /** Attacks, checks and pins (see {@link Attacks}). */
    final Attacks attacks = new Attacks(this);

    /** Is {@code sq} attacked by a piece of {@code by} (hook moves included)? */
    public boolean attacked(int sq, int by) {
        return attacks.attacked(sq, by);
    }

    /**
     * The squares of {@code by}'s pieces whose built-in moves could capture on {@code sq} (hook
     * moves not included), written to {@code out} (room for all of {@code by}'s pieces); their number.
     */
    public int attackers(int sq, int by, int[] out) {
        return attacks.attackers(sq, by, -1L, out);
    }

    /** Is {@code sq} attacked by a piece of any player but {@code player}? */
    public boolean attackedByEnemy(int sq, int player) {
        return attacks.attackedByEnemy(sq, player);
    }

    /** The rooms of a position: after-move hook effects and explosions. */
    final HookEffects effects = new HookEffects(this);
    final Explosions explosions = new Explosions(this);

    /** Applies an after-move hook's effects (see {@link HookEffects#applyEffects}). */
    String applyEffects(int[] ops) {
        return effects.applyEffects(ops);
    }

    /** Where captures explode: may the king castle along its path (see {@link Explosions#blastCastlingSafe})? */
    boolean blastCastlingSafe(io.ashtapada.model.CastlingRule r, int me) {
        return explosions.blastCastlingSafe(r, me);
    }

    public Position(RuleModel model) {
        this.model = model;
        this.tables = model.engineTables();
        this.geo = model.board();
        this.kinds = tables.kinds;
        this.squares = geo.size;
        this.playerCount = model.playerCount();
        this.checkRules = model.end().check();
        board = new int[squares];
        moved = new int[squares];
        hand = new int[playerCount][kinds.length];
        plist = new int[playerCount][squares];
        pcount = new int[playerCount];
        pidx = new int[squares];
        royalCount = new int[playerCount];
        royalSq = new int[playerCount];
        royalKind = tables.royal;
        simpleAttacks = tables.simpleAttacks;
        anyImmune = tables.anyImmune;
        captures = tables.captures;
        points2 = new int[playerCount];
        goals = tables.goals;
        endsEarly = goals.endsEarly();
        slowLegality = goals.slowLegality();
        explode = goals.explode();
        boolean anyRoyal = false;
        for (boolean r : royalKind) anyRoyal |= r;
        castleAnyKing = !anyRoyal;
        checksGiven = goals.checksToWin() > 0 ? new int[playerCount] : null;
        if (checksGiven != null) gaveCheck = new boolean[INITIAL_PLIES];
        if (explode) blast = new int[64];
        boolean movesHook = false, filterHook = false, afterHook = false;
        hookEvents = new byte[model.hooks().size()];
        hookStopped = new boolean[hookEvents.length];
        hookFailed = new boolean[hookEvents.length];
        for (int i = 0; i < hookEvents.length; i++) {
            HookDef h = model.hooks().get(i);
            hookEvents[i] = h.moves() ? HOOK_MOVES : h.event() == HookDef.Event.FILTER ? HOOK_FILTER : HOOK_AFTER;
            movesHook |= h.moves() && h.checks();
            filterHook |= hookEvents[i] == HOOK_FILTER;
            afterHook |= hookEvents[i] == HOOK_AFTER;
        }
        hookAttacks = checkRules && movesHook;
        hookFilters = filterHook;
        hookEffects = afterHook;
        royalInArmy = new boolean[playerCount];
        for (int o = 0; o < playerCount; o++) {
            for (int k = 0; k < kinds.length; k++) royalInArmy[o] |= royalKind[k] && model.army()[o][k] > 0;
        }
        royalLossEnds = checkRules && playerCount == 2 && (explode || afterHook)
                && !goals.extinctAll() && goals.extinctKinds() == 0;
        royalLossEliminates = checkRules && playerCount > 2 && (explode || afterHook);
        stalemate = model.end().stalemate();
    }

    /** Sets this position from data (board, hands, side, counters). */
    public void load(PositionData d) {
        Arrays.fill(board, 0);
        Arrays.fill(moved, 0);
        Arrays.fill(pcount, 0);
        Arrays.fill(royalCount, 0);
        Arrays.fill(royalSq, -1);
        for (int s = 0; s < squares; s++) {
            if (d.board()[s] != 0) {
                put(s, d.board()[s]);
                moved[s] = d.moved()[s];
            }
        }
        for (int p = 0; p < playerCount; p++) hand[p] = Arrays.copyOf(d.hand()[p], kinds.length);
        side = d.side();
        out = d.out();
        eliminations = 0;
        elimTop = 0;
        epCount = 0;
        epVictim = -1;
        if (d.ep().length > ep.length) ep = new int[d.ep().length];
        int prev = (d.side() + playerCount - 1) % playerCount;
        for (int e : d.ep()) {
            // A listed square holding a piece of the player who moved last names the piece that
            // may be taken (after a diagonal double step, Fairy-Stockfish's "c5d6"); the others
            // are the squares it passed.
            if (board[e] != 0 && Codes.owner(board[e]) == prev) epVictim = e;
            else if (!isEpSquare(e)) ep[epCount++] = e;
        }
        if (epCount > 0 && epVictim < 0) epVictim = victimFor(ep[epCount - 1], d.side());
        if (epVictim < 0) epCount = 0;
        halfmove = d.halfmove();
        fullmove = d.fullmove();
        if (checksGiven != null) {
            for (int p = 0; p < playerCount; p++) checksGiven[p] = d.checks() == null ? 0 : d.checks()[p];
        }
        blastTop = 0;
        fxTop = 0;
        TurnState t = d.turn();
        rollCount = 0;
        pending = -1;
        Arrays.fill(points2, 0);
        if (t != null) {
            for (int r : t.rolls()) rolls[rollCount++] = r;
            pending = t.pending() == null ? -1 : t.pending()[2] >= 0
                    ? Move.promotion(t.pending()[0], t.pending()[1], t.pending()[2]) : Move.normal(t.pending()[0], t.pending()[1]);
            for (int i = 0; i < playerCount && i < t.points2().length; i++) points2[i] = t.points2()[i];
        }
        ply = 0;
        top = 0;
        hash = computeHash();
        hashes[0] = hash;
    }

    /**
     * The piece to be taken en passant through {@code passed}: the first piece beyond it
     * along the previous player's forward direction.
     */
    int victimFor(int passed, int sideToMove) {
        int prev = (sideToMove + playerCount - 1) % playerCount;
        Player.View v = model.players().get(prev).view();
        int dx = v.vx(0, 1), dy = v.vy(0, 1);
        for (int k = 1; k <= 4; k++) {
            int t = geo.at(geo.x(passed) + dx * k, geo.y(passed) + dy * k);
            if (t < 0) return -1;
            if (board[t] != 0) return Codes.owner(board[t]) == prev ? t : -1;
        }
        return -1;
    }

    public PositionData data() {
        int[][] h = new int[playerCount][];
        for (int p = 0; p < playerCount; p++) h[p] = hand[p].clone();
        int[] passed = Arrays.copyOf(ep, epCount);
        if (epCount > 0 && victimFor(ep[epCount - 1], side) != epVictim) {
            // The victim is not the piece straight ahead of the passed square: name it too.
            passed = Arrays.copyOf(passed, epCount + 1);
            passed[epCount] = epVictim;
        }
        return new PositionData(board.clone(), moved.clone(), side, h, passed, halfmove, fullmove,
                turn(), out, checksGiven == null ? null : checksGiven.clone());
    }

    /** The dice-turn state, or null in a game without dice. */
    public TurnState turn() {
        if (model.dice() == null) return null;
        int[] pend = pending < 0 ? null : new int[]{Move.from(pending), Move.to(pending), Move.kind(pending)};
        return new TurnState(Arrays.copyOf(rolls, rollCount), pend, points2.clone());
    }

    // ------------------------------------------------------------ dice turn

    /** Have the dice been rolled this turn? */
    public boolean rolled() {
        return rollCount > 0;
    }

    /** Face of die {@code i} (0 or 1) showing now; 0 before the turn's first roll. */
    public int die(int i) {
        return rollCount == 0 ? 0 : TurnState.face(rolls[rollCount - 1], i);
    }

    /** The rolls made this turn, oldest first (see {@link TurnState#roll}). */
    public int[] rolls() {
        return Arrays.copyOf(rolls, rollCount);
    }

    /** Records a roll of this turn ({@link TurnState#roll}): the dice now show its faces. */
    public void addRoll(int roll) {
        if (rollCount == rolls.length) throw new IllegalStateException("too many rolls in one turn");
        rolls[rollCount++] = roll;
    }

    /** Replaces the whole turn state with one first roll (perft and set-up positions). */
    public void setRoll(int a, int b) {
        rollCount = 0;
        pending = -1;
        rolls[rollCount++] = TurnState.roll(a, b, TurnState.ROLL);
    }

    /**
     * Kinds the dice let move now, capturing or not (bit k = kind k): every kind in a game
     * without dice, none before the turn's roll.
     */
    public long movableKinds() {
        DiceRules d = model.dice();
        if (d == null) return -1L;
        return rollCount == 0 ? 0 : d.moveMask(die(0), die(1));
    }

    /** Kinds the dice let capture now (every kind without dice). */
    public long capturingKinds() {
        DiceRules d = model.dice();
        if (d == null) return -1L;
        return rollCount == 0 ? 0 : d.captureMask(die(0), die(1));
    }

    /** Does a dice condition hold for the dice showing now? */
    public boolean holds(DiceCondition c) {
        return rollCount > 0 && c.holds(die(0), die(1), rerolledSameDouble());
    }

    /** Was the dice's double produced by re-rolling both dice of the same double (SJ-5)? */
    public boolean rerolledSameDouble() {
        if (rollCount < 2) return false;
        int last = rolls[rollCount - 1], prev = rolls[rollCount - 2];
        return TurnState.how(last) == TurnState.REROLL_BOTH && TurnState.face(last, 0) == TurnState.face(last, 1)
                && TurnState.face(prev, 0) == TurnState.face(last, 0) && TurnState.face(prev, 1) == TurnState.face(last, 1);
    }

    /** Has this turn already had its confirmation roll (OM-12)? */
    public boolean confirmationUsed() {
        for (int i = 0; i < rollCount; i++) if (TurnState.how(rolls[i]) == TurnState.CONFIRM) return true;
        return false;
    }

    /** Restores this turn's rolls and pending capture, as saved before a roll (undo of a dice action). */
    public void restoreTurn(int[] turnRolls, int pendingMove) {
        rollCount = 0;
        for (int r : turnRolls) addRoll(r);
        pending = pendingMove;
    }

    public int pending() {
        return pending;
    }

    public void setPending(int move) {
        pending = move;
    }

    /** A player's points, in half points. */
    public int points2(int player) {
        return points2[player];
    }

    public RuleModel model() {
        return model;
    }

    public int side() {
        return side;
    }

    public long hash() {
        return hash;
    }

    public int pieceAt(int sq) {
        return board[sq];
    }

    public int movedAt(int sq) {
        return moved[sq];
    }

    public int handCount(int player, int kind) {
        return hand[player][kind];
    }

    public int halfmove() {
        return halfmove;
    }

    public int ply() {
        return ply;
    }

    // ------------------------------------------------------------ hashing

    /** A piece's Zobrist key ({@link EngineTables#pieceKey}). */
    long key(int sq, int code, int movedCount) {
        return tables.pieceKey(sq, code, movedCount);
    }

    long handKey(int p, int kind, int count) {
        return tables.handKey(p, kind, count);
    }

    /** The hash computed from scratch; equals {@link #hash} whenever make/unmake are right. */
    public long computeHash() {
        long h = tables.sideKey(side);
        for (int s = 0; s < squares; s++) if (board[s] != 0) h ^= key(s, board[s], moved[s]);
        for (int i = 0; i < epCount; i++) h ^= tables.epKey(ep[i]);
        for (int p = 0; p < playerCount; p++) {
            for (int k = 0; k < kinds.length; k++) h ^= handKey(p, k, hand[p][k]);
        }
        if (checksGiven != null) for (int p = 0; p < playerCount; p++) h ^= tables.checkKey(p, checksGiven[p]);
        return h;
    }

    // ------------------------------------------------------------ piece lists

    void put(int s, int code) {
        board[s] = code;
        int o = Codes.owner(code);
        pidx[s] = pcount[o];
        plist[o][pcount[o]++] = s;
        if (royalKind[(code >>> 2) - 1]) {
            royalCount[o]++;
            royalSq[o] = royalCount[o] == 1 ? s : -1;
        }
    }

    /**
     * Undoes the latest {@link #remove} of the piece on {@code s}, which stood at {@code idx} in
     * its owner's list: the piece that {@code remove} moved into that place goes back to the end,
     * so the list (and with it the order of generated moves) is exactly as before the capture.
     */
    void putBack(int s, int code, int idx) {
        int o = Codes.owner(code);
        if (idx > pcount[o]) {
            put(s, code);
            return;
        }
        if (idx < pcount[o]) {
            int x = plist[o][idx];
            plist[o][pcount[o]] = x;
            pidx[x] = pcount[o];
        }
        board[s] = code;
        plist[o][idx] = s;
        pidx[s] = idx;
        pcount[o]++;
        if (royalKind[(code >>> 2) - 1]) {
            royalCount[o]++;
            royalSq[o] = royalCount[o] == 1 ? s : -1;
        }
    }

    void remove(int s) {
        int code = board[s];
        int o = Codes.owner(code);
        int last = plist[o][--pcount[o]];
        plist[o][pidx[s]] = last;
        pidx[last] = pidx[s];
        board[s] = 0;
        if (royalKind[(code >>> 2) - 1]) {
            royalCount[o]--;
            royalSq[o] = -1;
        }
    }

    /** Moves the piece on {@code from} to {@code to} (the same square for a promotion in place). */
    void relocate(int from, int to) {
        int code = board[from];
        board[from] = 0;
        board[to] = code;
        int o = Codes.owner(code);
        plist[o][pidx[from]] = to;
        pidx[to] = pidx[from];
        if (royalSq[o] == from) royalSq[o] = to;
    }

    /** How many pieces the player has on the board. */
    public int pieceCount(int player) {
        return pcount[player];
    }

    /** The square of the player's i-th piece on the board (0 &le; i &lt; {@link #pieceCount}), in no particular order. */
    public int pieceSquare(int player, int i) {
        return plist[player][i];
    }

    /** The square of the player's royal piece (the first found), or -1. */
    public int royalSquare(int player) {
        if (royalCount[player] == 0) return -1;
        if (royalSq[player] >= 0) return royalSq[player];
        for (int i = 0; i < pcount[player]; i++) {
            int s = plist[player][i];
            if (kinds[Codes.kind(board[s])].royal()) return s;
        }
        return -1;
    }

    // ------------------------------------------------------------ players out of the game

    /** The players out of the game (eliminated), one bit per player index. */
    int out;
    /** Eliminations made and not undone. */
    int eliminations;
    /** Undo stack of eliminations: per elimination the removed (square, code, moves made) triples, then count, player, side before. */
    int[] elimStack = new int[0];
    int elimTop;

    /** The next player after {@code p} in turn order who is still in the game. */
    int nextActive(int p) {
        int q = p;
        do q = (q + 1) % playerCount; while ((out & (1 << q)) != 0 && q != p);
        return q;
    }

    /** Is the player out of the game? */
    public boolean isOut(int player) {
        return (out & (1 << player)) != 0;
    }

    /** How many players are still in the game. */
    public int activePlayers() {
        return playerCount - Integer.bitCount(out & ((1 << playerCount) - 1));
    }

    /**
     * Takes a player out of the game (GR-4): their pieces leave the board, and if it was their
     * turn the next player still in the game is to move. Undone by {@link #undoElimination()}.
     */
    public void eliminate(int player) {
        eliminate(player, 0);
    }

    /**
     * {@link #eliminate(int)}, with why the player left as an {@link Ending} code without a
     * winner (0: checkmated, or without a legal move), read back by {@link #lastEliminationCauses}.
     */
    public void eliminate(int player, int cause) {
        int n = pcount[player];
        if (elimTop + 3 * n + 4 > elimStack.length) elimStack = Arrays.copyOf(elimStack, Math.max(16, 2 * (elimTop + 3 * n + 4)));
        int[] st = elimStack;
        while (pcount[player] > 0) {
            int sq = plist[player][pcount[player] - 1];
            int code = board[sq];
            st[elimTop++] = sq;
            st[elimTop++] = code;
            st[elimTop++] = moved[sq];
            hash ^= tables.pieceKey(sq, code, moved[sq]);
            remove(sq);
            moved[sq] = 0;
        }
        st[elimTop++] = n;
        st[elimTop++] = cause;
        st[elimTop++] = player;
        st[elimTop++] = side;
        out |= 1 << player;
        if (side == player) {
            hash ^= tables.sideKey(side);
            side = nextActive(player);
            hash ^= tables.sideKey(side);
        }
        eliminations++;
    }

    /** The players of the last {@code count} eliminations, oldest first. */
    public int[] lastEliminated(int count) {
        int[] out = new int[count];
        int t = elimTop;
        for (int i = count - 1; i >= 0; i--) {
            out[i] = elimStack[t - 2];
            t -= 4 + 3 * elimStack[t - 4];
        }
        return out;
    }

    /** Why the players of the last {@code count} eliminations left (see {@link #eliminate(int, int)}), oldest first. */
    public int[] lastEliminationCauses(int count) {
        int[] out = new int[count];
        int t = elimTop;
        for (int i = count - 1; i >= 0; i--) {
            out[i] = elimStack[t - 3];
            t -= 4 + 3 * elimStack[t - 4];
        }
        return out;
    }

    /** Takes back the last elimination. */
    public void undoElimination() {
        int[] st = elimStack;
        int before = st[--elimTop], player = st[--elimTop];
        elimTop--;                              // the cause
        int n = st[--elimTop];
        out &= ~(1 << player);
        if (side != before) {
            hash ^= tables.sideKey(side);
            side = before;
            hash ^= tables.sideKey(side);
        }
        for (int i = 0; i < n; i++) {
            int m = st[--elimTop], code = st[--elimTop], sq = st[--elimTop];
            put(sq, code);
            moved[sq] = m;
            hash ^= tables.pieceKey(sq, code, m);
        }
        eliminations--;
    }

    // ------------------------------------------------------------ make / unmake

    // The frame header: what a frame holds besides its fixed parts (see the journal).
    static final int H_EP = 0x1FF;             // bits 0-8: en passant squares before the move
    static final int H_ROLLS_SHIFT = 9;        // bits 9-12: rolls of the turn before the move
    static final int H_TURN = 1 << 13;         // pending capture and mover's points were pushed
    static final int H_HALF = 1 << 14;         // the halfmove count was pushed (the move reset it)
    static final int H_CAP_SHIFT = 15;         // bits 15-21: the piece code taken (NORMAL, EN_PASSANT), 0 none
    static final int H_CODE_SHIFT = 22;        // bits 22-28: the mover's piece code before promotion

    /** Plays a pseudo-legal move. */
    public void make(int m) {
        int u = ply;
        if (u + 1 >= hashes.length) hashes = Arrays.copyOf(hashes, hashes.length + (hashes.length >> 1));
        int t = top;
        int[] j = journal;
        if (t + epCount + rollCount + FRAME > j.length) j = growJournal(t + epCount + rollCount + FRAME);
        int me = side;
        hashes[u] = hash;
        int header = epCount | rollCount << H_ROLLS_SHIFT;
        // The turn's state, pushed only where it differs from a plain orthodox move.
        if (epCount > 0) {
            for (int i = 0; i < epCount; i++) j[t++] = ep[i];
            j[t++] = epVictim;
        }
        for (int i = 0; i < rollCount; i++) j[t++] = rolls[i];
        if (pending != -1 || points2[me] != 0) {
            j[t++] = pending;
            j[t++] = points2[me];
            header |= H_TURN;
        }
        int half = halfmove;
        int rollTotal = rollCount == 0 ? 0
                : TurnState.face(rolls[rollCount - 1], 0) + TurnState.face(rolls[rollCount - 1], 1);
        int victim = epVictim;
        rollCount = 0;
        pending = -1;
        for (int i = 0; i < epCount; i++) hash ^= tables.epKey(ep[i]);
        epCount = 0;
        epVictim = -1;
        int to = Move.to(m), from = Move.from(m);
        int fxKind = -1, fxTaken = -1, fxTakenSq = -1;
        if (hookEffects) {
            // What an after-move hook is told about the move (the board changes below).
            int type = Move.type(m);
            if (type == Move.DROP || type == Move.DROP_ADVANCE) fxKind = Move.kind(m);
            else if (type != Move.PASS && board[from] != 0) fxKind = Codes.kind(board[from]);
            int cs = type == Move.EN_PASSANT ? victim : type == Move.NORMAL || type == Move.PATH ? to : -1;
            if (cs >= 0 && cs != from && board[cs] != 0 && Codes.owner(board[cs]) != me) {
                fxTaken = Codes.kind(board[cs]);
                fxTakenSq = cs;
            }
        }
        halfmove++;
        switch (Move.type(m)) {
            case Move.NORMAL, Move.EN_PASSANT -> {
                // Frame: [captured square, its moves made, its place in the piece list,] the mover's moves made; the codes go in the header.
                int code = board[from];
                int capSq = Move.type(m) == Move.EN_PASSANT ? victim : to;
                int cap = capSq == from ? 0 : board[capSq];          // a promotion in place takes nothing
                if (cap != 0) {
                    points2[me] += tables.captureBonus2[Codes.kind(cap)];
                    j[t++] = capSq;
                    j[t++] = moved[capSq];
                    j[t++] = pidx[capSq];                          // its place in the piece list, restored on unmake
                    hash ^= key(capSq, cap, moved[capSq]);
                    remove(capSq);
                    if (captures != EndRules.REMOVED) toHand(me, cap, moved[capSq]);
                    halfmove = 0;
                }
                header |= cap << H_CAP_SHIFT | code << H_CODE_SHIFT;
                j[t++] = moved[from];
                hash ^= key(from, code, moved[from]);
                relocate(from, to);
                int mc = moved[from] + 1;
                int kind = Codes.kind(code);
                if (mc == 1 && tables.stateful[kind] && hasInitialMove(kind, me, from)) {
                    mc |= PromotionRule.HAD_INITIAL;
                }
                moved[from] = 0;
                int promo = Move.kind(m);
                if (promo >= 0) {
                    if ((mc & PromotionRule.PROMOTED_MASK) == 0) mc |= (kind + 1) << PromotionRule.PROMOTED_SHIFT;
                    int nc = Codes.code(promo, me);
                    if (royalKind[kind]) royalCount[me]--;
                    if (royalKind[promo]) royalCount[me]++;
                    royalSq[me] = -1;
                    board[to] = nc;
                    code = nc;
                }
                PieceKind k = kinds[kind];
                if (k.passable() && cap == 0 && passesIn(kind, me, from, to) && setEnPassant(from, to)) mc |= PromotionRule.USED_ADVANCE;
                moved[to] = mc;
                hash ^= key(to, code, mc);
                if (k.pawn()) halfmove = 0;
                int gate = Move.gate(m);
                if (gate >= 0) gateIn(me, gate, from);
                if (explode && cap != 0) explosions.explodeAt(to);
            }
            case Move.CASTLE -> {
                // Frame: the king's moves made, the partner's, the king's place in the piece list, the partner's.
                CastlingRule r = model.castling().get(me).get(Move.rule(m));
                int kc = board[r.kingFrom()], pc = board[r.partnerFrom()];
                j[t++] = moved[r.kingFrom()];
                j[t++] = moved[r.partnerFrom()];
                hash ^= key(r.kingFrom(), kc, moved[r.kingFrom()]) ^ key(r.partnerFrom(), pc, moved[r.partnerFrom()]);
                int km = moved[r.kingFrom()] + 1, pm = moved[r.partnerFrom()] + 1;
                j[t++] = pidx[r.kingFrom()];                 // places in the piece list, restored on unmake
                remove(r.kingFrom());
                j[t++] = pidx[r.partnerFrom()];
                remove(r.partnerFrom());
                moved[r.kingFrom()] = 0;
                moved[r.partnerFrom()] = 0;
                put(r.kingTo(), kc);
                put(r.partnerTo(), pc);
                moved[r.kingTo()] = km;
                moved[r.partnerTo()] = pm;
                hash ^= key(r.kingTo(), kc, km) ^ key(r.partnerTo(), pc, pm);
                int gate = Move.gate(m);
                if (gate >= 0) gateIn(me, gate, Move.gateOnPartner(m) ? r.partnerFrom() : r.kingFrom());
            }
            case Move.DROP, Move.DROP_ADVANCE -> {
                // Frame: nothing; the move names the kind and the square.
                int kind = Move.kind(m);
                int code = Codes.code(kind, me);
                hash ^= handKey(me, kind, hand[me][kind]);
                hand[me][kind]--;
                hash ^= handKey(me, kind, hand[me][kind]);
                int mc = Move.type(m) == Move.DROP && !tables.droppedMoved[kind] ? 0 : 1;
                put(to, code);
                moved[to] = mc;
                hash ^= key(to, code, mc);
                if (kinds[kind].pawn()) halfmove = 0;
                if (Move.type(m) == Move.DROP_ADVANCE && kinds[kind].passable() && setEnPassant(from, to)) {
                    hash ^= key(to, code, mc);
                    moved[to] = mc | PromotionRule.USED_ADVANCE;
                    hash ^= key(to, code, moved[to]);
                }
            }
            case Move.PATH -> {
                // Frame: (square, code, moves made) of each piece taken, the number of those ints, the mover's moves made.
                int[] path = pathPool[u][Move.pathIndex(m)];
                if (t + 3 * path.length + 4 > j.length) j = growJournal(t + 3 * path.length + 4);
                int code = board[from];
                int movedFrom = moved[from];
                int mc = movedFrom + 1;
                hash ^= key(from, code, movedFrom);
                moved[from] = 0;
                int start = t;
                for (int i = 1; i < path.length; i++) {
                    int s = path[i];
                    int cap = board[s];
                    if (cap != 0) {
                        points2[me] += tables.captureBonus2[Codes.kind(cap)];
                        j[t++] = s;
                        j[t++] = cap;
                        j[t++] = moved[s];
                        hash ^= key(s, cap, moved[s]);
                        remove(s);
                        if (captures != EndRules.REMOVED) toHand(me, cap, j[t - 1]);
                        moved[s] = 0;
                        halfmove = 0;
                    }
                    relocate(path[i - 1], s);
                }
                int taken = t - start;
                j[t++] = taken;
                j[t++] = movedFrom;
                moved[to] = mc;
                hash ^= key(to, code, mc);
                if (kinds[Codes.kind(code)].pawn()) halfmove = 0;
            }
            case Move.PASS -> {
                // Frame: nothing.
                if (!Move.isForfeit(m)) points2[me] += 2 * rollTotal;
            }
            default -> throw new IllegalStateException("unknown move type");
        }
        if (hookEffects) effects.afterMove(u, m, me, from, to, fxKind, fxTaken, fxTakenSq);
        if (halfmove != half + 1) {
            j[t++] = half;
            header |= H_HALF;
        }
        j[t++] = header;
        j[t++] = m;
        top = t;
        hash ^= tables.sideKey(me);
        side = nextActive(me);
        hash ^= tables.sideKey(side);
        if (side <= me) fullmove++;
        if (checksGiven != null) countCheck(me, u);
        ply++;
        hashes[ply] = hash;
    }

    /** N-check: a move that leaves the next player in check counts one check for its mover. */
    void countCheck(int me, int u) {
        if (u >= gaveCheck.length) gaveCheck = Arrays.copyOf(gaveCheck, Math.max(u + 1, gaveCheck.length * 2));
        boolean check = playerCount > 2 ? attacks.checksAny(me, goals.checkKinds() == 0 ? -1 : goals.checkKinds())
                : goals.checkKinds() == 0 ? inCheck(side) : attacks.checkedBy(side, goals.checkKinds());
        gaveCheck[u] = check;
        if (check) {
            hash ^= tables.checkKey(me, checksGiven[me]);
            checksGiven[me]++;
            hash ^= tables.checkKey(me, checksGiven[me]);
        }
    }

    /** The kind a captured piece joins its capturer's hand as: demoted if it was promoted, unless the rules keep it. */
    int handKind(int cap, int capMoved) {
        int from = (capMoved & PromotionRule.PROMOTED_MASK) >>> PromotionRule.PROMOTED_SHIFT;
        return from != 0 && captures == EndRules.TO_HAND ? from - 1 : Codes.kind(cap);
    }

    /** A captured piece changes sides into the capturer's hand (the frame's capture record is enough to undo it). */
    void toHand(int me, int cap, int capMoved) {
        int kind = handKind(cap, capMoved);
        hash ^= handKey(me, kind, hand[me][kind]);
        hand[me][kind]++;
        hash ^= handKey(me, kind, hand[me][kind]);
    }

    /** Gating: a piece from the mover's hand goes on a square just left; it counts as moved (it cannot gate again). */
    void gateIn(int me, int kind, int sq) {
        hash ^= handKey(me, kind, hand[me][kind]);
        hand[me][kind]--;
        hash ^= handKey(me, kind, hand[me][kind]);
        int code = Codes.code(kind, me);
        put(sq, code);
        moved[sq] = 1;
        hash ^= key(sq, code, 1);
    }

    /** Takes a gated piece back into the hand (unmake). */
    void gateOut(int me, int kind, int sq) {
        remove(sq);
        moved[sq] = 0;
        hand[me][kind]++;
    }

    /** Makes room in the journal for at least {@code need} ints; returns the journal. */
    int[] growJournal(int need) {
        journal = Arrays.copyOf(journal, Math.max(journal.length + (journal.length >> 1), need));
        return journal;
    }

    /** Do the squares between from and to lie in the kind's en passant zone ({@code passable in ZONE}; always without one)? */
    boolean passesIn(int kind, int me, int from, int to) {
        SquareSet[] z = tables.passZone[kind];
        if (z == null) return true;
        int dx = Integer.signum(geo.x(to) - geo.x(from)), dy = Integer.signum(geo.y(to) - geo.y(from));
        for (int s = geo.at(geo.x(from) + dx, geo.y(from) + dy); s >= 0 && s != to; s = geo.at(geo.x(s) + dx, geo.y(s) + dy)) {
            if (!z[me].contains(s)) return false;
        }
        return true;
    }

    /** After a straight non-capturing move of two or more squares the passed squares may be taken onto. */
    boolean setEnPassant(int from, int to) {
        int dx = geo.x(to) - geo.x(from), dy = geo.y(to) - geo.y(from);
        int n = Math.max(Math.abs(dx), Math.abs(dy));
        if (n < 2 || (dx != 0 && dy != 0 && Math.abs(dx) != Math.abs(dy))) return false;
        if (epCount + n > ep.length) ep = Arrays.copyOf(ep, epCount + n);
        for (int i = 1; i < n; i++) {
            int s = geo.at(geo.x(from) + Integer.signum(dx) * i, geo.y(from) + Integer.signum(dy) * i);
            ep[epCount++] = s;
            hash ^= tables.epKey(s);
        }
        epVictim = to;
        return true;
    }

    /** Does the kind have a first-move-only move from this square? */
    boolean hasInitialMove(int kind, int player, int sq) {
        MoveTable t = kinds[kind].tables()[player];
        for (int e : t.leaps[sq]) if ((e & MoveTable.INITIAL) != 0) return true;
        for (int f : t.rayFlags[sq]) if ((f & MoveTable.INITIAL) != 0) return true;
        return false;
    }

    /** Takes back the last move made. */
    public void unmake() {
        int u = --ply;
        int[] j = journal;
        int t = top;
        int m = j[--t];
        int header = j[--t];
        if (hookEffects) effects.undoEffects(fxStart[u]);
        int after = side;
        // The mover is the active player before the one to move (players out were skipped).
        int prev = after;
        do prev = (prev + playerCount - 1) % playerCount; while ((out & (1 << prev)) != 0 && prev != after);
        side = prev;
        int me = side;
        if (after <= me) fullmove--;
        halfmove = (header & H_HALF) != 0 ? j[--t] : halfmove - 1;
        if (checksGiven != null && gaveCheck[u]) checksGiven[me]--;
        int to = Move.to(m), from = Move.from(m);
        switch (Move.type(m)) {
            case Move.NORMAL, Move.EN_PASSANT -> {
                if (explode && ((header >>> H_CAP_SHIFT) & 0x7F) != 0) explosions.unexplode();
                int gate = Move.gate(m);
                if (gate >= 0) gateOut(me, gate, from);
                int movedFrom = j[--t];
                int code = (header >>> H_CODE_SHIFT) & 0x7F;
                int cap = (header >>> H_CAP_SHIFT) & 0x7F;
                int now = board[to];
                if (now != code) {
                    if (royalKind[Codes.kind(now)]) royalCount[me]--;
                    if (royalKind[Codes.kind(code)]) royalCount[me]++;
                    royalSq[me] = -1;
                    board[to] = code;
                }
                relocate(to, from);
                moved[to] = 0;
                moved[from] = movedFrom;
                if (cap != 0) {
                    int capIdx = j[--t];
                    int capMoved = j[--t];
                    int capSq = j[--t];
                    putBack(capSq, cap, capIdx);
                    moved[capSq] = capMoved;
                    if (captures != EndRules.REMOVED) hand[me][handKind(cap, capMoved)]--;
                }
            }
            case Move.CASTLE -> {
                CastlingRule r = model.castling().get(me).get(Move.rule(m));
                int gate = Move.gate(m);
                if (gate >= 0) gateOut(me, gate, Move.gateOnPartner(m) ? r.partnerFrom() : r.kingFrom());
                int kc = board[r.kingTo()], pc = board[r.partnerTo()];
                remove(r.partnerTo());                       // the exact reverse of make, so the piece lists are as before
                remove(r.kingTo());
                moved[r.kingTo()] = 0;
                moved[r.partnerTo()] = 0;
                int partnerIdx = j[--t], kingIdx = j[--t];
                putBack(r.partnerFrom(), pc, partnerIdx);
                putBack(r.kingFrom(), kc, kingIdx);
                moved[r.partnerFrom()] = j[--t];
                moved[r.kingFrom()] = j[--t];
            }
            case Move.PATH -> {
                int movedFrom = j[--t];
                int taken = j[--t];
                moved[to] = 0;
                if (to != from) relocate(to, from);
                moved[from] = movedFrom;
                for (int i = 0; i < taken; i += 3) {
                    int capMoved = j[--t];
                    int cap = j[--t];
                    int s = j[--t];
                    put(s, cap);
                    moved[s] = capMoved;
                    if (captures != EndRules.REMOVED) hand[me][handKind(cap, capMoved)]--;
                }
            }
            case Move.PASS -> {
            }
            default -> {
                remove(to);
                moved[to] = 0;
                hand[me][Move.kind(m)]++;
            }
        }
        if ((header & H_TURN) != 0) {
            points2[me] = j[--t];
            pending = j[--t];
        } else {
            points2[me] = 0;
            pending = -1;
        }
        rollCount = (header >>> H_ROLLS_SHIFT) & 0xF;
        for (int i = rollCount - 1; i >= 0; i--) rolls[i] = j[--t];
        epCount = header & H_EP;
        if (epCount > 0) {
            epVictim = j[--t];
            for (int i = epCount - 1; i >= 0; i--) ep[i] = j[--t];
        } else {
            epVictim = -1;
        }
        top = t;
        hash = hashes[u];
    }

    // ------------------------------------------------------------ multi-leg moves of hooks

    /** Forgets the multi-leg moves of the current ply (a new generation begins). */
    void clearPaths() {
        if (pathCount != null && ply < pathCount.length) pathCount[ply] = 0;
    }

    /** How many multi-leg moves the current ply's generation stored. */
    int pathCount() {
        return pathCount == null || ply >= pathCount.length ? 0 : pathCount[ply];
    }

    /** The i-th multi-leg move stored at the current ply (not a copy). */
    int[] storedPath(int i) {
        return pathPool[ply][i];
    }

    /**
     * Stores a hook's multi-leg path for the current ply; returns its index. The pools grow
     * with the search; the index must fit the packed move ({@link Move#MAX_PATHS}).
     */
    int addPath(int[] squares) {
        if (pathPool == null || ply >= pathPool.length) {
            int n = Math.max(ply + 1, pathPool == null ? 8 : pathPool.length * 2);
            pathPool = pathPool == null ? new int[n][][] : Arrays.copyOf(pathPool, n);
            pathCount = pathCount == null ? new int[n] : Arrays.copyOf(pathCount, n);
        }
        int n = pathCount[ply];
        if (n >= Move.MAX_PATHS) throw new IllegalArgumentException("too many multi-leg moves (at most " + Move.MAX_PATHS + " in one position)");
        int[][] pool = pathPool[ply];
        if (pool == null || pool.length == n) pathPool[ply] = pool = Arrays.copyOf(pool == null ? new int[0][] : pool, Math.max(8, n * 2));
        pool[n] = squares.clone();
        pathCount[ply] = n + 1;
        return n;
    }

    /** The squares of a multi-leg move generated at the current ply. */
    public int[] path(int move) {
        return pathPool[ply][Move.pathIndex(move)].clone();
    }

    /** Was the last move made (since the position was loaded) a pass? */
    boolean lastMoveWasPass() {
        return top > 0 && Move.type(journal[top - 1]) == Move.PASS;
    }

    /**
     * Has every player still in the game passed, one after the other, since the position was
     * loaded? The last move was a pass and the placement is the one from a round ago (a move
     * of a piece would have changed it).
     */
    boolean everyonePassed() {
        int n = activePlayers();
        return lastMoveWasPass() && ply >= n && hashes[ply - n] == hash;
    }

    /** The hash without side to move and en passant squares: equal for equal placements, hands and counters. */
    long placementHash() {
        long h = hash ^ tables.sideKey(side);
        for (int i = 0; i < epCount; i++) h ^= tables.epKey(ep[i]);
        return h;
    }

    /** The position string of the current position. */
    public String positionString() {
        if (format == null) format = PositionFormat.of(model);
        return format.format(data());
    }

    void recordHookFailure(HookDef h, String detail) {
        io.ashtapada.hooks.HookScript s = h.script();
        recordHookFailure(h, s == null ? 0 : s.firstLine(), s == null ? 0 : s.firstColumn(), detail);
    }

    /** Records a failure of hook {@code h} at {@code line:col} of its file (the JavaScript statement that failed, or the hook's start). */
    void recordHookFailure(HookDef h, int line, int col, String detail) {
        int index = model.hooks().indexOf(h);
        if (index >= 0) hookFailed[index] = true;
        if (hookFailures == null) hookFailures = new java.util.ArrayDeque<>();
        if (hookFailures.size() >= 100) hookFailures.removeFirst();
        String at = line > 0 ? ":" + line + (col > 0 ? ":" + col : "") : "";
        String message = h.file() + at + ": hook '" + h.name() + "' failed: " + detail + " in position " + positionString();
        hookFailures.addLast(message);
        io.ashtapada.hooks.HookRuntime own = model.hookRuntime();
        (own != null ? own : HookMoves.runtime()).reportFailure(h.name(), message);
    }

    /** Hook failures recorded so far (oldest first), then forgotten. */
    public java.util.List<String> drainHookFailures() {
        if (hookFailures == null) return new java.util.ArrayList<>();
        java.util.List<String> out = new java.util.ArrayList<>(hookFailures);
        hookFailures.clear();
        return out;
    }

    /** How often the current position occurred since the game's start (this time included). */
    public int repetitions() {
        int n = 0;
        for (int i = ply; i >= 0 && i >= ply - halfmove; i--) if (hashes[i] == hash) n++;
        return n;
    }

    /** True when the en passant set holds this square. */
    boolean isEpSquare(int sq) {
        for (int i = 0; i < epCount; i++) if (ep[i] == sq) return true;
        return false;
    }

    /**
     * Is {@code player}'s royal piece attacked by any other player? With several royal pieces:
     * is any of them attacked, or, under duple check, all of them. Where captures explode, a
     * royal piece next to an enemy royal piece is not attacked (taking it would blow up the taker's own).
     */
    public boolean inCheck(int player) {
        if (hookEffects && probing == 0) return effects.inCheckEffects(player);
        if (royalCount[player] > 1 || explode) return inCheckMany(player);
        int k = royalSquare(player);
        if (k < 0) return false;
        for (int o = 0; o < playerCount; o++) if (o != player && attacks.attacked(k, o)) return true;
        return false;
    }

    boolean inCheckMany(int player) {
        boolean any = false, all = true;
        for (int i = 0; i < pcount[player]; i++) {
            int s = plist[player][i];
            if (!royalKind[Codes.kind(board[s])]) continue;
            boolean hit = attacks.attackedByEnemy(s, player) && !(explode && explosions.touchesEnemyRoyal(s, player));
            any |= hit;
            all &= hit;
        }
        return goals.dupleCheck() ? any && all : any;
    }

    /**
     * After a move by {@code me} (made, not yet taken back) under check rules: may it stand?
     * Not if it leaves {@code me} in check, blows up its own royal piece, or, where checks are
     * forbidden, gives check; a move that blows up the enemy's royal piece stands even so (atomic).
     */
    boolean legalAfter(int me) {
        if (hookEffects) {
            // After-move effects: taking one's own royal piece makes the move illegal; taking an
            // opponent's last one ends the game, so the move stands even so.
            int f = fxFlags[ply - 1];
            if ((f & FX_OWN_ROYAL) != 0) return false;
            if ((f & FX_ENEMY_EXTINCT) != 0) return true;
        }
        if (explode) {
            if (royalCount[me] == 0) return false;
            for (int o = 0; o < playerCount; o++) if (o != me && royalCount[o] == 0) return true;
        }
        if (inCheck(me)) return false;
        return !goals.checksForbidden() || !inCheck(side);
    }
}
