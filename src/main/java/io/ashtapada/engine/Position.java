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
/**
 * A mutable game position: the board and counters ({@link BoardState}) with make/unmake, the
 * undo journal and the checks that legality needs. One per game or search; not thread-safe.
 * Move generation lives in {@link MoveGenerator}; a position is made by {@link Positions#of},
 * which gives it its game's hooks.
 *
 * <p>A position holds only its own state: the board, hands, counters, the dice turn and one
 * undo journal that starts small and grows with the game. Everything derived from the
 * variant (Zobrist keys, per-kind facts) is in the shared {@link EngineTables} of its model.
 * Attacks and explosions are rooms of their own ({@link Attacks}, {@link Explosions}) that read
 * the state; hooks are reached through {@link PositionHooks} only, so nothing here depends on
 * move generation or hook code.
 */
public final class Position extends BoardState implements io.ashtapada.model.ends.GameView {
    /** Attacks, checks and pins (see {@link Attacks}). */
    final Attacks attacks = new Attacks(this);
    /** Captures that explode (see {@link Explosions}). */
    final Explosions explosions = new Explosions(this);
    /** Where the position string is written (made when first needed). */
    private PositionFormat format;

    /** A position of the model, empty until {@link #load}; {@link Positions#of} adds the game's hooks. */
    Position(RuleModel model) {
        super(model);
    }

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

    /** The exchange's x-ray: the slider of {@code by} x uncovers on sq's line once the squares of {@code gone} (x too) left; -1: none. */
    public int revealed(int sq, int x, int by, long[] gone) {
        return Slides.revealed(this, model.attacks()[by], sq, x, by, gone);
    }

    /** Is {@code sq} attacked by a piece of any player but {@code player}? */
    public boolean attackedByEnemy(int sq, int player) {
        return attacks.attackedByEnemy(sq, player);
    }

    /** The game's hooks; only asked where the model has some. */
    PositionHooks hooks() {
        PositionHooks h = hooks;
        if (h == null) throw new IllegalStateException("a position of a variant with hooks is made by Positions.of");
        return h;
    }

    /** Forgets what the hooks answered per position, so the next visits call them again (benchmarks). */
    public void forgetHookResults() {
        if (hooks != null) hooks.forgetResults();
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
        if (hooks != null) hooks.clearEffects();
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
        checkAt[0] = 0;
        if (checkers != null) checkers[0] = attacks.checkingKinds(side);
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
        return dataWith(Arrays.copyOf(ep, epCount));
    }

    /** The data with these en passant squares ({@link EnPassantField}), and the victim where not straight ahead of the last. */
    PositionData dataWith(int[] passed) {
        int[][] h = new int[playerCount][];
        for (int p = 0; p < playerCount; p++) h[p] = hand[p].clone();
        int n = passed.length;
        if (n > 0 && victimFor(passed[n - 1], side) != epVictim) {
            // The victim is not the piece straight ahead of the passed square: name it too.
            passed = Arrays.copyOf(passed, n + 1);
            passed[n] = epVictim;
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

    // ------------------------------------------------------------ make / unmake

    // The frame header: what a frame holds besides its fixed parts (see the journal).
    static final int H_EP = 0x1FF;             // bits 0-8: en passant squares before the move
    static final int H_ROLLS_SHIFT = 9;        // bits 9-12: rolls of the turn before the move
    static final int H_TURN = 1 << 13;         // pending capture and mover's points were pushed
    static final int H_HALF = 1 << 14;         // the halfmove count was pushed (the move reset it)
    static final int H_CAP_SHIFT = 15;         // bits 15-21: the piece code taken (NORMAL, EN_PASSANT), 0 none
    static final int H_CODE_SHIFT = 22;        // bits 22-28: the mover's piece code before promotion
    static final int H_FLIP = 1 << 29;         // pieces were flipped: (square, code, list place) each, then their number
    static final int H_LOST = 1 << 30;         // pieces lost their first-move rights: their squares, then their number

    /** Plays a pseudo-legal move. */
    public void make(int m) {
        int full = m, wall = -1;
        if (walls != null) {
            wall = Move.wall(m);
            m = Move.base(m);
        }
        int u = ply;
        if (u + 1 >= hashes.length) checkAt = Arrays.copyOf(checkAt, (hashes = Arrays.copyOf(hashes, hashes.length + (hashes.length >> 1))).length);
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
                    int was = (mc & PromotionRule.PROMOTED_MASK) >>> PromotionRule.PROMOTED_SHIFT;
                    if (was == 0) mc |= (kind + 1) << PromotionRule.PROMOTED_SHIFT;
                    else if (was - 1 == promo) mc &= ~PromotionRule.PROMOTED_MASK;   // turned back (a piece that turns over)
                    int nc = Codes.code(promo, me);
                    // Only a change of royalty moves the royal square (a royal piece that stays royal was relocated).
                    if (royalKind[kind] != royalKind[promo]) { royalCount[me] += royalKind[promo] ? 1 : -1; royalSq[me] = -1; }
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
                if (explode && cap != 0) explosions.explodeAt(to, (petrify >>> kind & 1) != 0);
                else if (cap != 0 && (petrify >>> kind & 1) != 0) explosions.petrifyAt(to);
            }
            case Move.CASTLE -> {
                // Frame: the king's moves made, the partner's, the king's place in the piece list, the partner's.
                CastlingRule r = castlingRules[me][Move.rule(m)];
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
                if (!placedDrops || !kinds[kind].drop().endless()) {    // an endless hand gives without running out
                    hash ^= handKey(me, kind, hand[me][kind]);
                    hand[me][kind]--;
                    hash ^= handKey(me, kind, hand[me][kind]);
                }
                int mc = Move.type(m) == Move.DROP && !tables.droppedMoved[kind] ? 0 : 1;
                if (Move.turned(m)) {
                    // Put down turned over: the kind it turns to, remembering what it is in hand.
                    code = Codes.code(kinds[kind].promotion().choices()[0], me);
                    mc = 1 | (kind + 1) << PromotionRule.PROMOTED_SHIFT;
                }
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
            case Move.WALL -> {
                // Frame: nothing; the wall goes on below.
            }
            default -> throw new IllegalStateException("unknown move type");
        }
        if (flip != EngineTables.NO_FLIP && Move.type(m) != Move.PASS) {
            int before = t;
            t = flip(m, me, to, t);
            if (t != before) header |= H_FLIP;
            j = journal;
        }
        if (wall >= 0) {
            // Frame: for the duck, its place in the piece list and its square before (-1: not yet placed).
            if (t + 2 > j.length) j = growJournal(t + 2);
            if (walls.rule() == Walls.Rule.DUCK) {
                int old = duckSquare();
                if (old >= 0) {
                    j[t++] = pidx[old];
                    hash ^= key(old, wallCode, 0);
                    remove(old);
                }
                j[t++] = old;
            }
            put(wall, wallCode);
            moved[wall] = 0;
            hash ^= key(wall, wallCode, 0);
            // A wall on a square just passed: nothing may be taken en passant there (as Fairy-Stockfish has it).
            for (int i = 0; i < epCount; i++) {
                if (ep[i] != wall) continue;
                for (int k = 0; k < epCount; k++) hash ^= tables.epKey(ep[k]);
                epCount = 0;
                epVictim = -1;
            }
        }
        int lost = t;
        if (rights != null && Move.type(m) == Move.NORMAL) {
            long losers = rights.losers()[Codes.kind((header >>> H_CODE_SHIFT) & 0x7F)];
            if (losers != 0) t = loseRights(me, to, losers, t);
        } else if (oppositeCastling && Move.type(m) == Move.CASTLE) t = takeSameSide(me, Move.rule(m), t);
        if (t != lost) header |= H_LOST;
        j = journal;
        if (hookEffects) hooks().afterMove(u, m, me, from, to, fxKind, fxTaken, fxTakenSq);
        if (halfmove != half + 1) {
            j[t++] = half;
            header |= H_HALF;
        }
        j[t++] = header;
        j[t++] = full;
        top = t;
        hash ^= tables.sideKey(me);
        side = nextActive(me);
        hash ^= tables.sideKey(side);
        if (side <= me) fullmove++;
        if (checksGiven != null) countCheck(me, u);
        ply++;
        hashes[ply] = hash;
        if (ply < checkAt.length) checkAt[ply] = 0;
        if (checkers != null) {
            // Shatar's mate rule (MateSeries): the kinds checking the player to move, per ply.
            if (ply >= checkers.length) checkers = Arrays.copyOf(checkers, Math.max(ply + 1, checkers.length * 2));
            checkers[ply] = attacks.checkingKinds(side);
        }
    }

    /**
     * Flipping ({@code flip} rules): the enemy pieces the move of {@code me} onto {@code to}
     * turns over become {@code me}'s, each recorded on the journal from {@code t} as (square,
     * code, place in its owner's list), then their number; returns the new top, {@code t} itself
     * when nothing flipped. {@code enclosed lines}: along each line from {@code to}, enemy pieces
     * followed by a piece of {@code me}; {@code neighbours}: enemy pieces a king's step away,
     * {@code unless lone drop}: not after a drop with no piece of {@code me} next to it.
     */
    int flip(int m, int me, int to, int t) {
        int[][] steps = tables.steps;
        if (t + 3 * squares + 4 > journal.length) growJournal(t + 3 * squares + 4);
        int[] j = journal;
        int start = t;
        if (flip == EngineTables.FLIP_LINES) {
            for (int[] step : steps) {
                int s = step[to];
                while (s >= 0 && board[s] != 0 && Codes.owner(board[s]) != me) s = step[s];
                if (s < 0 || board[s] == 0 || s == step[to]) continue;
                for (int q = step[to]; q != s; q = step[q]) t = flipOne(me, q, j, t);
            }
        } else {
            if (flip == EngineTables.FLIP_NEIGHBOURS_UNLESS_LONE && Move.type(m) != Move.NORMAL) {
                boolean joined = false;
                for (int[] step : steps) joined |= step[to] >= 0 && board[step[to]] != 0 && Codes.owner(board[step[to]]) == me;
                if (!joined) return t;
            }
            for (int[] step : steps) {
                int s = step[to];
                if (s >= 0 && board[s] != 0 && Codes.owner(board[s]) != me) t = flipOne(me, s, j, t);
            }
        }
        if (t == start) return t;
        j[t] = (t - start) / 3;
        return t + 1;
    }

    /** Turns the piece on {@code s} over to {@code me}, recorded at {@code t}; returns the new top. */
    private int flipOne(int me, int s, int[] j, int t) {
        int code = board[s];
        j[t++] = s;
        j[t++] = code;
        j[t++] = pidx[s];
        int mc = moved[s];
        int now = Codes.code(Codes.kind(code), me);
        hash ^= key(s, code, mc) ^ key(s, now, mc);
        remove(s);
        put(s, now);
        return t;
    }

    /**
     * Rights lost on a line (Cambodian: a rook that moves onto the enemy king's rank or file, even
     * with pieces between, takes away its leap): the unmoved enemy pieces of the kinds in
     * {@code losers} on the rank or file of {@code to} count as moved from now on, their squares
     * recorded on the journal from {@code t}, then their number; returns the new top, {@code t}
     * itself when none lost a right.
     */
    int loseRights(int me, int to, long losers, int t) {
        if (t + squares + 1 + FRAME > journal.length) growJournal(t + squares + 1 + FRAME);
        int start = t;
        int x = geo.x(to), y = geo.y(to);
        for (int p = 0; p < playerCount; p++) {
            if (p == me) continue;
            int[] list = plist[p];
            for (int i = 0, n = pcount[p]; i < n; i++) {
                int s = list[i];
                int code = board[s];
                if (moved[s] != 0 || (losers >>> Codes.kind(code) & 1) == 0 || geo.x(s) != x && geo.y(s) != y) continue;
                t = markMoved(s, code, t);
            }
        }
        return closeMarks(start, t);
    }

    /** Takes back the lost rights of the move being unmade, whose record ends at {@code t}; returns where it starts. */
    private int regainRights(int[] j, int t) {
        int n = j[--t];
        for (int i = 0; i < n; i++) moved[j[--t]] = 0;
        return t;
    }

    /** Takes back the flips of the move being unmade, whose record ends at {@code t}; returns where it starts. */
    private int unflip(int[] j, int t) {
        int n = j[--t];
        for (int i = 0; i < n; i++) {
            int idx = j[--t], code = j[--t], s = j[--t];
            remove(s);
            putBack(s, code, idx);
        }
        return t;
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
        return kinds[kind].tables()[player].hasInitialMove(sq);
    }

    /** Takes back the last move made. */
    public void unmake() {
        int u = --ply;
        int[] j = journal;
        int t = top;
        int m = j[--t];
        int header = j[--t];
        if (hookEffects) hooks().undoAfterMove(u);
        int after = side;
        // The mover is the active player before the one to move (players out were skipped).
        int prev = after;
        do prev = (prev + playerCount - 1) % playerCount; while ((out & (1 << prev)) != 0 && prev != after);
        side = prev;
        int me = side;
        if (after <= me) fullmove--;
        halfmove = (header & H_HALF) != 0 ? j[--t] : halfmove - 1;
        if (checksGiven != null && gaveCheck[u]) checksGiven[me]--;
        if ((header & H_LOST) != 0) t = regainRights(j, t);
        if (walls != null) {
            int wall = Move.wall(m);
            m = Move.base(m);
            if (wall >= 0) {
                remove(wall);
                if (walls.rule() == Walls.Rule.DUCK) {
                    int old = j[--t];
                    if (old >= 0) putBack(old, wallCode, j[--t]);
                }
            }
        }
        if ((header & H_FLIP) != 0) t = unflip(j, t);
        int to = Move.to(m), from = Move.from(m);
        switch (Move.type(m)) {
            case Move.NORMAL, Move.EN_PASSANT -> {
                if (explode && ((header >>> H_CAP_SHIFT) & 0x7F) != 0) explosions.unexplode(to, (petrify >>> Codes.kind(header >>> H_CODE_SHIFT & 0x7F) & 1) != 0);
                else if ((header >>> H_CAP_SHIFT & 0x7F) != 0 && (petrify >>> Codes.kind(header >>> H_CODE_SHIFT & 0x7F) & 1) != 0) explosions.unpetrify(to);
                int gate = Move.gate(m);
                if (gate >= 0) gateOut(me, gate, from);
                int movedFrom = j[--t];
                int code = (header >>> H_CODE_SHIFT) & 0x7F;
                int cap = (header >>> H_CAP_SHIFT) & 0x7F;
                int now = board[to];
                if (now != code) {
                    if (royalKind[Codes.kind(now)] != royalKind[Codes.kind(code)]) { royalCount[me] += royalKind[Codes.kind(code)] ? 1 : -1; royalSq[me] = -1; }
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
                CastlingRule r = castlingRules[me][Move.rule(m)];
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
            case Move.PASS, Move.WALL -> {
            }
            default -> {
                remove(to);
                moved[to] = 0;
                if (!placedDrops || !kinds[Move.kind(m)].drop().endless()) hand[me][Move.kind(m)]++;
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

    /** The position string, every passed square in its en passant field ({@link EnPassantField} writes Fairy-Stockfish's). */
    public String positionString() {
        if (format == null) format = PositionFormat.of(model);
        return format.format(data());
    }

    /** Hook failures recorded so far (oldest first), then forgotten. */
    public java.util.List<String> drainHookFailures() {
        return hooks == null ? new java.util.ArrayList<>() : hooks.drainFailures();
    }

    /**
     * Is {@code player}'s royal piece attacked by any other player? With several royal pieces:
     * is any of them attacked, or, under duple check, all of them. Where captures explode, a
     * royal piece next to an enemy royal piece is not attacked (taking it would blow up the taker's own).
     */
    @Override
    public boolean inCheck(int player) {
        if (hookEffects && probing == 0) return hooks().inCheck(player);
        if (fewKinds != 0) return inCheckFew(player);
        if (royalCount[player] > 1 || explode) return inCheckMany(player);
        int k = royalSquare(player);
        if (k < 0) return false;
        return attacks.attackedByEnemy(k, player);
    }

    /**
     * Does the legal move {@code m} of the player to move certainly leave the opponent out of
     * check, judged on the board without making it ({@link Attacks#givesNoCheck})? False where it
     * gives check or where that cannot be judged so: the caller then makes the move and asks.
     */
    public boolean givesNoCheck(int m) {
        return attacks.givesNoCheck(m);
    }

    /**
     * In check under {@code royal KINDS while at most N}: a royal piece of the player is attacked,
     * or a piece of one of those kinds of which the player has at most N on the board.
     */
    private boolean inCheckFew(int player) {
        int[] count = fewCount;
        java.util.Arrays.fill(count, 0);
        for (int i = 0; i < pcount[player]; i++) {
            int k = Codes.kind(board[plist[player][i]]);
            if ((fewKinds >>> k & 1) != 0) count[k]++;
        }
        for (int i = 0; i < pcount[player]; i++) {
            int s = plist[player][i];
            int k = Codes.kind(board[s]);
            if ((royalKind[k] || (fewKinds >>> k & 1) != 0 && count[k] <= fewAtMost) && attacks.attackedByEnemy(s, player)) return true;
        }
        return false;
    }

    /** Scratch for {@link #inCheckFew} and {@link FewRoyals#stands}: pieces per kind. */
    final int[] fewCount = new int[kinds.length];

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

    /** {@code perpetual check loses}: the player who gave check with every move over the last {@code n} occurrences of this position, or -1. */
    public int perpetualChecker(int n) {
        return Perpetual.checker(this, n);
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
            int f = hooks().afterMoveFlags(ply - 1);
            if ((f & PositionHooks.OWN_ROYAL) != 0) return false;
            if ((f & PositionHooks.ENEMY_EXTINCT) != 0) return true;
        }
        if (explode) {
            if (royalCount[me] == 0) return false;
            for (int o = 0; o < playerCount; o++) if (o != me && royalCount[o] == 0) return true;
        }
        if (inCheck(me)) return false;
        return !goals.checksForbidden() || !inCheck(side);
    }
}
