package io.ashtapada.engine;

import io.ashtapada.model.*;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * A mutable game position with make/unmake and an incrementally kept Zobrist hash. One per
 * game or search; not thread-safe. Move generation lives in {@link MoveGenerator}.
 */
public final class Position {
    static final int MAX_PLY = 4096;
    private static final int BUCKETS = 8;

    final RuleModel model;
    final Board geo;
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
    /** Per kind: its promotion depends on how many moves it made. */
    final boolean[] countsMoves;
    /** Royal flag per kind, for the hot path. */
    final boolean[] royalKind;
    /**
     * Per attacking player: its attacks can neither be opened nor closed by a piece moving
     * in or out of a leap's path or a hopper's screen, so only slider pins matter for legality.
     */
    final boolean[] simpleAttacks;
    int side;
    /** En passant: squares that may be captured onto, and the piece that would be taken. */
    final int[] ep = new int[16];
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
    /** Per kind: half points for capturing it. */
    private final int[] captureBonus2;

    // Zobrist keys.
    private final long[] zPiece;
    private final long[] zSide;
    private final long[] zEp;
    private final long[] zHand;

    // Undo stack, one entry per ply made.
    private int[] uMove = new int[MAX_PLY];
    private int[] uCaptured = new int[MAX_PLY];
    private int[] uCapturedSq = new int[MAX_PLY];
    private int[] uCapturedMoved = new int[MAX_PLY];
    private int[] uMovedFrom = new int[MAX_PLY];
    private int[] uMovedPartner = new int[MAX_PLY];
    private int[] uCode = new int[MAX_PLY];
    private int[] uHalf = new int[MAX_PLY];
    private int[] uEpVictim = new int[MAX_PLY];
    private int[] uEpCount = new int[MAX_PLY];
    private int[][] uEp = new int[MAX_PLY][];
    private long[] uHash = new long[MAX_PLY];
    private int[][] uRolls = new int[MAX_PLY][];
    private int[] uRollCount = new int[MAX_PLY];
    private int[] uPending = new int[MAX_PLY];
    private int[] uPoints = new int[MAX_PLY];
    /** Multi-leg moves emitted by hooks while generating at each ply. */
    int[][][] pathPool = new int[MAX_PLY + 1][][];
    int[] pathCount = new int[MAX_PLY + 1];
    /** Pieces a multi-leg move took: (square, code, moves made) triples. */
    private int[][] uPathCaps = new int[MAX_PLY][];
    /** Hook failures seen by this position (the most recent 100). */
    final java.util.ArrayDeque<String> hookFailures = new java.util.ArrayDeque<>();
    private PositionFormat format;
    /** Hash after each ply, for repetition; index = ply. */
    long[] history = new long[MAX_PLY + 1];
    int historyStart;

    public Position(RuleModel model) {
        this.model = model;
        this.geo = model.board();
        this.kinds = model.pieces().toArray(new PieceKind[0]);
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
        royalKind = new boolean[kinds.length];
        countsMoves = new boolean[kinds.length];
        for (int k = 0; k < kinds.length; k++) {
            countsMoves[k] = kinds[k].countsMoves();
        }
        for (int k = 0; k < kinds.length; k++) royalKind[k] = kinds[k].royal();
        simpleAttacks = new boolean[playerCount];
        for (int p = 0; p < playerCount; p++) {
            AttackTables a = model.attacks()[p];
            boolean simple = true;
            for (int s = 0; s < squares; s++) {
                if (a.hopRays[s].length > 0) simple = false;
                for (int c : a.leapCond[s]) if ((c & (MoveTable.LAME | MoveTable.JUMP)) != 0) simple = false;
            }
            simpleAttacks[p] = simple;
        }
        SplittableRandom rnd = new SplittableRandom(0x5eed_a57a_da5aL);
        zPiece = new long[squares * 128 * BUCKETS];
        for (int i = 0; i < zPiece.length; i++) zPiece[i] = rnd.nextLong();
        zSide = new long[playerCount];
        for (int i = 0; i < playerCount; i++) zSide[i] = rnd.nextLong();
        zEp = new long[squares];
        for (int i = 0; i < squares; i++) zEp[i] = rnd.nextLong();
        zHand = new long[playerCount * 32 * 65];
        for (int i = 0; i < zHand.length; i++) zHand[i] = rnd.nextLong();
        for (int i = 0; i < MAX_PLY; i++) uEp[i] = new int[16];
        points2 = new int[playerCount];
        boolean immune = false;
        for (PieceKind k : kinds) immune |= k.restrictions() != null && k.restrictions().immune();
        anyImmune = immune;
        captureBonus2 = new int[kinds.length];
        for (int k = 0; k < kinds.length; k++) captureBonus2[k] = (int) Math.round(model.scoring().captureBonus()[k] * 2);
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
        epCount = 0;
        epVictim = -1;
        for (int e : d.ep()) ep[epCount++] = e;
        if (epCount > 0) epVictim = victimFor(ep[epCount - 1], d.side());
        if (epVictim < 0) epCount = 0;
        halfmove = d.halfmove();
        fullmove = d.fullmove();
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
        hash = computeHash();
        historyStart = 0;
        history[0] = hash;
    }

    /**
     * The piece to be taken en passant through {@code passed}: the first piece beyond it
     * along the previous player's forward direction.
     */
    private int victimFor(int passed, int sideToMove) {
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
        return new PositionData(board.clone(), moved.clone(), side, h, Arrays.copyOf(ep, epCount), halfmove, fullmove,
                turn());
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

    /**
     * A piece's Zobrist key. Kinds whose promotion counts moves are keyed by the count (up to
     * 7); other stateful kinds only by whether they have moved, so a king shuffling back and
     * forth repeats the position (GM-8, orthodox repetition).
     */
    private long key(int sq, int code, int movedCount) {
        int k = Codes.kind(code);
        int bucket = countsMoves[k] ? Math.min(movedCount & PromotionRule.COUNT, BUCKETS - 1)
                : kinds[k].stateful() && movedCount != 0 ? 1 : 0;
        return zPiece[(sq * 128 + code) * BUCKETS + bucket];
    }

    private long handKey(int p, int kind, int count) {
        return zHand[(p * 32 + kind) * 65 + Math.min(count, 64)];
    }

    /** The hash computed from scratch; equals {@link #hash} whenever make/unmake are right. */
    public long computeHash() {
        long h = zSide[side];
        for (int s = 0; s < squares; s++) if (board[s] != 0) h ^= key(s, board[s], moved[s]);
        for (int i = 0; i < epCount; i++) h ^= zEp[ep[i]];
        for (int p = 0; p < playerCount; p++) {
            for (int k = 0; k < kinds.length; k++) h ^= handKey(p, k, hand[p][k]);
        }
        return h;
    }

    // ------------------------------------------------------------ piece lists

    private void put(int s, int code) {
        board[s] = code;
        int o = Codes.owner(code);
        pidx[s] = pcount[o];
        plist[o][pcount[o]++] = s;
        if (royalKind[(code >>> 2) - 1]) {
            royalCount[o]++;
            royalSq[o] = royalCount[o] == 1 ? s : -1;
        }
    }

    private void remove(int s) {
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

    private void relocate(int from, int to) {
        int code = board[from];
        board[to] = code;
        board[from] = 0;
        int o = Codes.owner(code);
        plist[o][pidx[from]] = to;
        pidx[to] = pidx[from];
        if (royalSq[o] == from) royalSq[o] = to;
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

    // ------------------------------------------------------------ make / unmake

    /** Plays a pseudo-legal move. */
    public void make(int m) {
        int u = ply;
        if (u + 1 >= uMove.length) grow();
        uMove[u] = m;
        uHash[u] = hash;
        uHalf[u] = halfmove;
        if (rollCount > 0 || pending >= 0) {
            int[] r = uRolls[u];
            if (r == null) r = uRolls[u] = new int[TurnState.MAX_ROLLS];
            System.arraycopy(rolls, 0, r, 0, rollCount);
        }
        uRollCount[u] = rollCount;
        uPending[u] = pending;
        uPoints[u] = points2[side];
        rollCount = 0;
        pending = -1;
        uEpVictim[u] = epVictim;
        uEpCount[u] = epCount;
        System.arraycopy(ep, 0, uEp[u], 0, epCount);
        uCaptured[u] = 0;
        for (int i = 0; i < epCount; i++) hash ^= zEp[ep[i]];
        epCount = 0;
        epVictim = -1;
        int to = Move.to(m), from = Move.from(m);
        int me = side;
        halfmove++;
        switch (Move.type(m)) {
            case Move.NORMAL, Move.EN_PASSANT -> {
                int code = board[from];
                int capSq = Move.type(m) == Move.EN_PASSANT ? uEpVictim[u] : to;
                int cap = board[capSq];
                if (cap != 0) {
                    points2[me] += captureBonus2[Codes.kind(cap)];
                    uCaptured[u] = cap;
                    uCapturedSq[u] = capSq;
                    uCapturedMoved[u] = moved[capSq];
                    hash ^= key(capSq, cap, moved[capSq]);
                    remove(capSq);
                    halfmove = 0;
                }
                uCode[u] = code;
                uMovedFrom[u] = moved[from];
                hash ^= key(from, code, moved[from]);
                relocate(from, to);
                int mc = moved[from] + 1;
                if (mc == 1 && kinds[Codes.kind(code)].stateful() && hasInitialMove(Codes.kind(code), me, from)) {
                    mc |= PromotionRule.HAD_INITIAL;
                }
                moved[from] = 0;
                int promo = Move.kind(m);
                if (promo >= 0) {
                    int nc = Codes.code(promo, me);
                    if (kinds[Codes.kind(code)].royal()) royalCount[me]--;
                    if (kinds[promo].royal()) royalCount[me]++;
                    royalSq[me] = -1;
                    board[to] = nc;
                    code = nc;
                }
                PieceKind k = kinds[Codes.kind(uCode[u])];
                if (k.passable() && cap == 0 && setEnPassant(from, to)) mc |= PromotionRule.USED_ADVANCE;
                moved[to] = mc;
                hash ^= key(to, code, mc);
                if (k.pawn()) halfmove = 0;
            }
            case Move.CASTLE -> {
                CastlingRule r = model.castling().get(me).get(Move.rule(m));
                int kc = board[r.kingFrom()], pc = board[r.partnerFrom()];
                uCode[u] = kc;
                uMovedFrom[u] = moved[r.kingFrom()];
                uMovedPartner[u] = moved[r.partnerFrom()];
                hash ^= key(r.kingFrom(), kc, moved[r.kingFrom()]) ^ key(r.partnerFrom(), pc, moved[r.partnerFrom()]);
                int km = moved[r.kingFrom()] + 1, pm = moved[r.partnerFrom()] + 1;
                remove(r.kingFrom());
                remove(r.partnerFrom());
                moved[r.kingFrom()] = 0;
                moved[r.partnerFrom()] = 0;
                put(r.kingTo(), kc);
                put(r.partnerTo(), pc);
                moved[r.kingTo()] = km;
                moved[r.partnerTo()] = pm;
                hash ^= key(r.kingTo(), kc, km) ^ key(r.partnerTo(), pc, pm);
            }
            case Move.DROP, Move.DROP_ADVANCE -> {
                int kind = Move.kind(m);
                int code = Codes.code(kind, me);
                uCode[u] = code;
                hash ^= handKey(me, kind, hand[me][kind]);
                hand[me][kind]--;
                hash ^= handKey(me, kind, hand[me][kind]);
                int mc = Move.type(m) == Move.DROP ? 0 : 1;
                put(to, code);
                moved[to] = mc;
                hash ^= key(to, code, mc);
                if (kinds[kind].pawn()) halfmove = 0;
                if (mc == 1 && kinds[kind].passable() && setEnPassant(from, to)) {
                    hash ^= key(to, code, mc);
                    moved[to] = mc | PromotionRule.USED_ADVANCE;
                    hash ^= key(to, code, moved[to]);
                }
            }
            case Move.PATH -> {
                int[] path = pathPool[u][Move.pathIndex(m)];
                int code = board[from];
                uCode[u] = code;
                uMovedFrom[u] = moved[from];
                int mc = moved[from] + 1;
                hash ^= key(from, code, moved[from]);
                moved[from] = 0;
                int[] caps = new int[3 * path.length];
                int nc = 0;
                for (int i = 1; i < path.length; i++) {
                    int s = path[i];
                    int cap = board[s];
                    if (cap != 0) {
                        points2[me] += captureBonus2[Codes.kind(cap)];
                        caps[nc++] = s;
                        caps[nc++] = cap;
                        caps[nc++] = moved[s];
                        hash ^= key(s, cap, moved[s]);
                        remove(s);
                        moved[s] = 0;
                        halfmove = 0;
                    }
                    relocate(path[i - 1], s);
                }
                uPathCaps[u] = Arrays.copyOf(caps, nc);
                moved[to] = mc;
                hash ^= key(to, code, mc);
                if (kinds[Codes.kind(code)].pawn()) halfmove = 0;
            }
            case Move.PASS -> {
                uCode[u] = 0;
                if (!Move.isForfeit(m)) points2[me] += 2 * uRollTotal(u);
            }
            default -> throw new IllegalStateException("unknown move type");
        }
        hash ^= zSide[me];
        side = (me + 1) % playerCount;
        hash ^= zSide[side];
        if (me == playerCount - 1) fullmove++;
        ply++;
        history[ply] = hash;
    }

    /** Doubles the undo stack for games longer than it. */
    private void grow() {
        int n = uMove.length * 2;
        uMove = Arrays.copyOf(uMove, n);
        uCaptured = Arrays.copyOf(uCaptured, n);
        uCapturedSq = Arrays.copyOf(uCapturedSq, n);
        uCapturedMoved = Arrays.copyOf(uCapturedMoved, n);
        uMovedFrom = Arrays.copyOf(uMovedFrom, n);
        uMovedPartner = Arrays.copyOf(uMovedPartner, n);
        uCode = Arrays.copyOf(uCode, n);
        uHalf = Arrays.copyOf(uHalf, n);
        uEpVictim = Arrays.copyOf(uEpVictim, n);
        uEpCount = Arrays.copyOf(uEpCount, n);
        uHash = Arrays.copyOf(uHash, n);
        int old = uEp.length;
        uEp = Arrays.copyOf(uEp, n);
        for (int i = old; i < n; i++) uEp[i] = new int[16];
        history = Arrays.copyOf(history, n + 1);
        uRolls = Arrays.copyOf(uRolls, n);
        uRollCount = Arrays.copyOf(uRollCount, n);
        uPending = Arrays.copyOf(uPending, n);
        uPoints = Arrays.copyOf(uPoints, n);
        pathPool = Arrays.copyOf(pathPool, n + 1);
        pathCount = Arrays.copyOf(pathCount, n + 1);
        uPathCaps = Arrays.copyOf(uPathCaps, n);
        pinScratch = Arrays.copyOf(pinScratch, n + 1);
    }

    /** After a straight non-capturing move of two or more squares the passed squares may be taken onto. */
    private boolean setEnPassant(int from, int to) {
        int dx = geo.x(to) - geo.x(from), dy = geo.y(to) - geo.y(from);
        int n = Math.max(Math.abs(dx), Math.abs(dy));
        if (n < 2 || (dx != 0 && dy != 0 && Math.abs(dx) != Math.abs(dy))) return false;
        for (int i = 1; i < n && epCount < ep.length; i++) {
            int s = geo.at(geo.x(from) + Integer.signum(dx) * i, geo.y(from) + Integer.signum(dy) * i);
            ep[epCount++] = s;
            hash ^= zEp[s];
        }
        epVictim = to;
        return true;
    }

    /** Does the kind have a first-move-only move from this square? */
    private boolean hasInitialMove(int kind, int player, int sq) {
        MoveTable t = kinds[kind].tables()[player];
        for (int e : t.leaps[sq]) if ((e & MoveTable.INITIAL) != 0) return true;
        for (int f : t.rayFlags[sq]) if ((f & MoveTable.INITIAL) != 0) return true;
        return false;
    }

    /** Takes back the last move made. */
    public void unmake() {
        int u = --ply;
        int m = uMove[u];
        side = (side + playerCount - 1) % playerCount;
        int me = side;
        if (me == playerCount - 1) fullmove--;
        int to = Move.to(m), from = Move.from(m);
        switch (Move.type(m)) {
            case Move.NORMAL, Move.EN_PASSANT -> {
                int code = uCode[u];
                int now = board[to];
                if (now != code) {
                    if (kinds[Codes.kind(now)].royal()) royalCount[me]--;
                    if (kinds[Codes.kind(code)].royal()) royalCount[me]++;
                    royalSq[me] = -1;
                    board[to] = code;
                }
                relocate(to, from);
                moved[to] = 0;
                moved[from] = uMovedFrom[u];
                if (uCaptured[u] != 0) {
                    put(uCapturedSq[u], uCaptured[u]);
                    moved[uCapturedSq[u]] = uCapturedMoved[u];
                }
            }
            case Move.CASTLE -> {
                CastlingRule r = model.castling().get(me).get(Move.rule(m));
                int kc = board[r.kingTo()], pc = board[r.partnerTo()];
                remove(r.kingTo());
                remove(r.partnerTo());
                moved[r.kingTo()] = 0;
                moved[r.partnerTo()] = 0;
                put(r.kingFrom(), kc);
                put(r.partnerFrom(), pc);
                moved[r.kingFrom()] = uMovedFrom[u];
                moved[r.partnerFrom()] = uMovedPartner[u];
            }
            case Move.PATH -> {
                moved[to] = 0;
                if (to != from) relocate(to, from);
                moved[from] = uMovedFrom[u];
                int[] caps = uPathCaps[u];
                for (int i = caps.length - 3; i >= 0; i -= 3) {
                    put(caps[i], caps[i + 1]);
                    moved[caps[i]] = caps[i + 2];
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
        points2[me] = uPoints[u];
        rollCount = uRollCount[u];
        if (rollCount > 0) System.arraycopy(uRolls[u], 0, rolls, 0, rollCount);
        pending = uPending[u];
        halfmove = uHalf[u];
        epVictim = uEpVictim[u];
        epCount = uEpCount[u];
        System.arraycopy(uEp[u], 0, ep, 0, epCount);
        hash = uHash[u];
    }

    /** The dice total of the roll showing when the move at undo slot u was made. */
    private int uRollTotal(int u) {
        int c = uRollCount[u];
        if (c == 0) return 0;
        int r = uRolls[u][c - 1];
        return TurnState.face(r, 0) + TurnState.face(r, 1);
    }

    /** Stores a hook's multi-leg path for the current ply; returns its index. */
    int addPath(int[] squares) {
        int n = pathCount[ply];
        if (n >= 8192) throw new IllegalArgumentException("too many multi-leg moves");
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

    /** The hash without side to move and en passant squares: equal for equal placements, hands and counters. */
    long placementHash() {
        long h = hash ^ zSide[side];
        for (int i = 0; i < epCount; i++) h ^= zEp[ep[i]];
        return h;
    }

    /** The position string of the current position. */
    public String positionString() {
        if (format == null) format = PositionFormat.of(model);
        return format.format(data());
    }

    void recordHookFailure(HookDef h, String detail) {
        if (hookFailures.size() >= 100) hookFailures.removeFirst();
        hookFailures.addLast(h.file() + ": hook '" + h.name() + "' failed: " + detail + " in position " + positionString());
    }

    /** Hook failures recorded so far (oldest first), then forgotten. */
    public java.util.List<String> drainHookFailures() {
        java.util.List<String> out = new java.util.ArrayList<>(hookFailures);
        hookFailures.clear();
        return out;
    }

    /** How often the current position occurred since the game's start (this time included). */
    public int repetitions() {
        int n = 0;
        for (int i = ply; i >= historyStart && i >= ply - halfmove; i--) if (history[i] == hash) n++;
        return n;
    }

    /** True when the en passant set holds this square. */
    boolean isEpSquare(int sq) {
        for (int i = 0; i < epCount; i++) if (ep[i] == sq) return true;
        return false;
    }

    // ------------------------------------------------------------ attacks

    /** Is {@code sq} attacked by any piece of {@code by}? */
    public boolean attacked(int sq, int by) {
        AttackTables a = model.attacks()[by];
        int[] lf = a.leapFrom[sq];
        long[] lk = a.leapKinds[sq];
        for (int i = 0; i < lf.length; i++) {
            int c = board[lf[i]];
            if (c == 0 || (c & 3) != by || (lk[i] & (1L << ((c >>> 2) - 1))) == 0) continue;
            int cond = a.leapCond[sq][i];
            if (cond != 0 && !leapConditionHolds(cond, lf[i], a.leapPath[sq][i])) continue;
            return true;
        }
        int[][] rays = a.rays[sq];
        for (int r = 0; r < rays.length; r++) {
            int[] ray = rays[r];
            for (int d = 0; d < ray.length; d++) {
                int c = board[ray[d]];
                if (c == 0) continue;
                if ((c & 3) == by) {
                    long bit = 1L << ((c >>> 2) - 1);
                    if ((a.rayKinds[sq][r][d] & bit) != 0) return true;
                    if ((a.rayInitialKinds[sq][r][d] & bit) != 0 && moved[ray[d]] == 0) return true;
                }
                break;
            }
        }
        int[][] hops = a.hopRays[sq];
        for (int r = 0; r < hops.length; r++) {
            int[] ray = hops[r];
            boolean screen = false;
            for (int t : ray) {
                int c = board[t];
                if (c == 0) continue;
                if (!screen) {
                    screen = true;
                    continue;
                }
                if ((c & 3) == by && (a.hopKinds[sq][r] & (1L << ((c >>> 2) - 1))) != 0) return true;
                break;
            }
        }
        return false;
    }

    boolean leapConditionHolds(int cond, int from, int path) {
        if ((cond & MoveTable.INITIAL) != 0 && moved[from] != 0) return false;
        int p1 = path & MoveTable.SQ_MASK, p2 = (path >>> 9) & MoveTable.SQ_MASK;
        if ((cond & MoveTable.LAME) != 0) {
            if (p1 != MoveTable.NONE && board[p1] != 0) return false;
            if (p2 != MoveTable.NONE && board[p2] != 0) return false;
        }
        if ((cond & MoveTable.JUMP) != 0) {
            return p1 != MoveTable.NONE && board[p1] != 0;
        }
        return true;
    }

    /** Is {@code player}'s royal piece attacked by any other player? */
    public boolean inCheck(int player) {
        int k = royalSquare(player);
        if (k < 0) return false;
        for (int o = 0; o < playerCount; o++) if (o != player && attacked(k, o)) return true;
        return false;
    }

    /**
     * Marks in {@code pinned} the pieces of {@code me} that stand alone between its royal piece
     * at {@code ksq} and an enemy slider that would attack it along that line.
     */
    void markPins(int me, int ksq, boolean[] pinned) {
        for (int o = 0; o < playerCount; o++) {
            if (o == me) continue;
            AttackTables a = model.attacks()[o];
            int[][] rays = a.rays[ksq];
            for (int r = 0; r < rays.length; r++) {
                int[] ray = rays[r];
                int own = -1;
                for (int d = 0; d < ray.length; d++) {
                    int c = board[ray[d]];
                    if (c == 0) continue;
                    if (own < 0) {
                        if ((c & 3) != me) break;
                        own = ray[d];
                        continue;
                    }
                    if ((c & 3) == o) {
                        long bit = 1L << ((c >>> 2) - 1);
                        if ((a.rayKinds[ksq][r][d] & bit) != 0
                                || ((a.rayInitialKinds[ksq][r][d] & bit) != 0 && moved[ray[d]] == 0)) {
                            pinned[own] = true;
                        }
                    }
                    break;
                }
            }
        }
    }

    /** Per-ply scratch arrays for pin marks, cleared after use. */
    private boolean[][] pinScratch = new boolean[MAX_PLY + 1][];

    boolean[] pinScratch() {
        boolean[] b = pinScratch[ply];
        if (b == null) b = pinScratch[ply] = new boolean[squares];
        return b;
    }

    void clearPins(boolean[] pinned) {
        Arrays.fill(pinned, false);
    }

    /** Is {@code sq} attacked by any player other than {@code player}? */
    boolean attackedByEnemy(int sq, int player) {
        for (int o = 0; o < playerCount; o++) if (o != player && attacked(sq, o)) return true;
        return false;
    }
}
