package io.ashtapada.engine;

import io.ashtapada.model.*;

import java.util.Arrays;

/**
 * The state of a {@link Position}: the board and its piece lists, hands, counters, the dice
 * turn, the players out of the game, the Zobrist hash and the undo journal's storage, with the
 * primitive edits (put, remove, relocate) that make/unmake and the rooms ({@link Attacks},
 * {@link Explosions}, {@link HookEffects}) share. It depends on no move generation or hook code,
 * so that those can depend on it without an import cycle; {@link Position} adds make/unmake.
 */
abstract class BoardState {
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
    /** The kind whose extinction ends the game when it is the only royal kind (atomic's king): its count is {@link #royalCount}; -1 otherwise. */
    final int extinctRoyal;
    /** Per attacking player: only slider pins matter for legality ({@link EngineTables#simpleAttacks}). */
    final boolean[] simpleAttacks;
    int side;
    /** En passant: squares that may be captured onto (grown as a long move needs), and the piece that would be taken. */
    int[] ep = new int[4];
    int epCount;
    int epVictim = -1;

    /** The square of the piece an en passant capture would take now (-1: none). */
    public int enPassantVictim() { return epVictim; }
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
    /** Explosions alone make legality slow (atomic): a move that takes nothing is judged by pins ({@link MoveGenerator}). */
    final boolean blastOnlySlow;
    /** Kinds royal while their player has at most {@link #fewAtMost} of them (0: no such rule; {@link Goals.RoyalWhile}). */
    final long fewKinds;
    final int fewAtMost;
    /** No kind is royal, so the piece on a castling's king square castles whatever its kind (extinction chess). */
    final boolean castleAnyKing;
    /** N-check: checks each player has given (null when not counted). */
    final int[] checksGiven;
    /** N-check: per ply made, whether that move gave check (and so counted one). */
    boolean[] gaveCheck;
    /**
     * Shatar's mate rule ({@link Goals.Mate}): per ply since the position was loaded, the kinds
     * (bit k: kind k) of the pieces that check the player to move there; null without the rule.
     */
    long[] checkers;
    /** Pieces removed by explosions, as (square, code, moves made) triples, each explosion followed by its count. */
    int[] blast;
    int blastTop;
    /** {@code captures petrify}: bit k, a capture by a piece of kind k turns it to stone; 0 without the rule. */
    final long petrify;

    /**
     * The undo journal: one frame per ply made, pushed by {@link #make} and popped by
     * {@link #unmake}, last in first out. A frame holds, in push order: the en passant squares
     * and victim (when there were any); the turn's rolls (when there were any); the pending
     * capture and the mover's points (when not -1 and 0); what the move's type needs to be
     * taken back (see make); the pieces it flipped (when some did: {@code flip} rules); the halfmove count (when the move reset it); a header saying
     * which of these are there, with the piece codes of an ordinary move; and the move itself,
     * on top. A quiet move of a piece takes three ints. The journal grows by half when full.
     */
    int[] journal = new int[INITIAL_PLIES * 4];
    /** Ints of the journal in use. */
    int top;
    /** The hash at each ply since the position was loaded ({@code hashes[ply]} is the current one): for unmake and repetition. */
    long[] hashes = new long[INITIAL_PLIES];
    /** Per ply since the position was loaded: is the player to move in check (0 not known yet, 1 no, 2 yes)? See {@link #sideInCheck}. */
    byte[] checkAt = new byte[INITIAL_PLIES];
    /** Multi-leg moves hooks emit at each ply, {@code pathPool[ply][i]} for the first {@code pathCount[ply]}; null until one does. */
    int[][][] pathPool;
    int[] pathCount;
    /**
     * Moves emitted by {@code moves} hooks count as attacks ({@link #attacked}): check rules and
     * some {@code moves} hook. False for every variant without hooks, whose attack test is unchanged.
     */
    final boolean hookAttacks;
    /** Per hook of the model: its event. */
    final HookDef.Event[] hookEvents;
    /** Some {@code filter} hook may forbid legal moves. */
    final boolean hookFilters;
    /** Some {@code after-move} hook changes the board after moves. */
    final boolean hookEffects;
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
    /** Pieces flip after moves ({@link EngineTables#flip}; NO_FLIP for nearly every variant). */
    final int flip;
    /** First-move rights that depend on history ({@link EngineTables#rights}; null for nearly every variant). */
    final io.ashtapada.model.FirstMoveRights rights;
    /** {@code opposite castling}: a castling takes from the other players their castlings to the same side. */
    final boolean oppositeCastling;
    /** Some kind's drops have a place rule or an endless hand ({@link EngineTables#placedDrops}). */
    final boolean placedDrops;
    /** Effect-aware threat tests in progress (inside one, check is the built-in test). */
    int probing;
    /** Hook calls in progress on this position: while one runs, attacks are the built-in ones only. */
    int hookDepth;
    /** Per hook index: the hook has failed in this game, so it is no longer asked about attacks. */
    final boolean[] hookFailed;
    /** Per hook index: a limit (time, statements, memory) stopped the hook, so it is not run again in this game. */
    final boolean[] hookStopped;
    /** This game's hooks, as the position sees them (null in a variant without hooks); see {@link Positions#of}. */
    PositionHooks hooks;
    /** Pin marks per square while legal moves are filtered; null until first needed. */
    boolean[] pins;
    /** Scratch of {@link Attacks#evasionSquares}: the squares that answer a check, cleared after each use. */
    long[] evasions;
    /** Where walls go, or null: the variant has none ({@link WallMoves}). */
    final Walls walls;
    /** The board code of a wall, or 0. */
    final int wallCode;
    /** The moves of one piece before their walls are added ({@link WallMoves}); grown as needed. */
    private int[] wallScratch;

    /** Per player, its castling rules by number, as arrays (read at every castling made). */
    final CastlingRule[][] castlingRules;

    BoardState(RuleModel model) {
        this.model = model;
        castlingRules = model.castling().stream().map(rules -> rules.toArray(new CastlingRule[0])).toArray(CastlingRule[][]::new);
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
        blastOnlySlow = explode && !goals.checksForbidden() && !goals.dupleCheck() && !goals.anyRoyalCheck() && goals.royalWhile() == null;
        fewKinds = goals.royalWhile() == null ? 0 : goals.royalWhile().kinds();
        fewAtMost = goals.royalWhile() == null ? 0 : goals.royalWhile().atMost();
        boolean anyRoyal = false;
        for (boolean r : royalKind) anyRoyal |= r;
        castleAnyKing = !anyRoyal;
        long royalMask = 0;
        for (int k = 0; k < royalKind.length; k++) if (royalKind[k]) royalMask |= 1L << k;
        extinctRoyal = !goals.extinctAll() && goals.extinctBelow() == 1 && Long.bitCount(royalMask) == 1
                && goals.extinctKinds() == royalMask ? Long.numberOfTrailingZeros(royalMask) : -1;
        walls = tables.walls;
        petrify = goals.petrify() == null ? 0 : goals.petrify().kinds();
        wallCode = walls != null ? Codes.code(walls.kind(), Walls.OWNER) : petrify != 0 ? Codes.code(goals.petrify().stone(), Walls.OWNER) : 0;
        checksGiven = goals.checksToWin() > 0 ? new int[playerCount] : null;
        if (checksGiven != null) gaveCheck = new boolean[INITIAL_PLIES];
        if (goals.mate() != null) checkers = new long[INITIAL_PLIES];
        if (explode || petrify != 0) blast = new int[64];
        boolean movesHook = false, filterHook = false, afterHook = false;
        hookEvents = new HookDef.Event[model.hooks().size()];
        hookStopped = new boolean[hookEvents.length];
        hookFailed = new boolean[hookEvents.length];
        for (int i = 0; i < hookEvents.length; i++) {
            HookDef h = model.hooks().get(i);
            hookEvents[i] = h.event();
            movesHook |= h.moves() && h.checks();
            filterHook |= hookEvents[i] == HookDef.Event.FILTER;
            afterHook |= hookEvents[i] == HookDef.Event.AFTER_MOVE;
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
        flip = tables.flip;
        rights = tables.rights;
        oppositeCastling = tables.goals.oppositeCastling();
        placedDrops = tables.placedDrops;
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

    /** Is {@code player}'s royal piece attacked (see {@link Position#inCheck})? */
    public abstract boolean inCheck(int player);

    /**
     * Is the player to move in check? Remembered per ply until the move is taken back, so a
     * search asking it for the move it made, at the node, and the generator asking it again
     * compute it once. Without hooks and dice only: there the position at a ply changes only
     * through {@code make} and {@code load}.
     */
    public boolean sideInCheck() {
        if (hookEffects || rollCount > 0 || ply >= checkAt.length) return inCheck(side);
        byte c = checkAt[ply];
        if (c != 0) return c == 2;
        boolean v = inCheck(side);
        checkAt[ply] = v ? (byte) 2 : (byte) 1;
        return v;
    }

    public int ply() {
        return ply;
    }

    // ------------------------------------------------------------ hashing

    /** A piece's Zobrist key ({@link EngineTables#pieceKey}). */
    long key(int sq, int code, int movedCount) {
        return tables.pieceKey(sq, code, movedCount);
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

    /** Room for {@code n} moves before their walls are added. */
    int[] wallScratch(int n) {
        if (wallScratch == null || wallScratch.length < n) wallScratch = new int[Math.max(64, n * 2)];
        return wallScratch;
    }

    /** The square of the duck (the one wall of {@code duck after each move}), or -1 before it is first placed. */
    int duckSquare() {
        int[] l = plist[Walls.OWNER];
        for (int i = 0; i < pcount[Walls.OWNER]; i++) if (board[l[i]] == wallCode) return l[i];
        return -1;
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
            if (kinds[Codes.kind(board[s])].royal()) {
                if (royalCount[player] == 1) royalSq[player] = s;   // kept by put, remove and relocate from now on
                return s;
            }
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

    // What an end rule reads ({@link io.ashtapada.model.ends.GameView}, which Position implements).

    public int players() {
        return playerCount;
    }

    public int toMove() {
        return side;
    }

    public int onBoard(int player) {
        return pcount[player];
    }

    public int squareOf(int player, int i) {
        return plist[player][i];
    }

    public int ownerAt(int square) {
        int c = board[square];
        return c == 0 ? -1 : c & 3;
    }

    public int kindAt(int square) {
        return (board[square] >>> 2) - 1;
    }

    /** The player's pieces on the board and in hand. */
    public int pieces(int player) {
        int n = pcount[player];
        for (int h : hand[player]) n += h;
        return n;
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

    /**
     * {@code opposite castling}, as Fairy-Stockfish's oppositeCastling: the castling {@code rule}
     * just made by {@code me} takes from every other player its castlings to the same side (the
     * partner on the king's higher-file side or not). Each such castling's unmoved partner counts
     * as moved from now on, recorded in the journal from {@code t} as {@link Position#loseRights}
     * records lost first-move rights (their squares, then their number); returns the new top.
     */
    int takeSameSide(int me, int rule, int t) {
        char side = model.castling().get(me).get(rule).side();
        int start = t;
        for (int c = 0; c < playerCount; c++) {
            if (c == me) continue;
            java.util.List<CastlingRule> rules = model.castling().get(c);
            if (t + rules.size() + 1 + FRAME > journal.length) journal = Arrays.copyOf(journal, Math.max(journal.length + (journal.length >> 1), t + rules.size() + 1 + FRAME));
            for (CastlingRule r : rules) {
                int s = r.partnerFrom(), code = board[s];
                if (r.side() != side || moved[s] != 0 || code != Codes.code(r.partnerKind(), c)) continue;
                t = markMoved(s, code, t);
            }
        }
        return closeMarks(start, t);
    }

    /**
     * Marks the unmoved piece {@code code} on {@code s} as moved from now on (its hash key
     * changes), its square recorded on the journal at {@code t}; returns the new top. A record
     * of such squares ends with their number ({@link #closeMarks}).
     */
    final int markMoved(int s, int code, int t) {
        hash ^= key(s, code, 0) ^ key(s, code, 1);
        moved[s] = 1;
        journal[t] = s;
        return t + 1;
    }

    /** Ends a record of squares marked moved from {@code start} to {@code t} with their number; {@code t} itself when there are none. */
    final int closeMarks(int start, int t) {
        if (t == start) return t;
        journal[t] = t - start;
        return t + 1;
    }

    /** Was the last move made (since the position was loaded) a castling? Its rule's index for the player who made it, or -1. */
    int lastCastling() {
        if (top == 0) return -1;
        int m = walls != null ? Move.base(journal[top - 1]) : journal[top - 1];
        return Move.type(m) == Move.CASTLE ? Move.rule(m) : -1;
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

}
