package io.ashtapada.engine;

import io.ashtapada.hooks.*;
import io.ashtapada.model.*;

/**
 * Runs a definition's {@code moves} hooks for the side to move and turns what they emit into
 * packed moves. A hook is called at most once per generation, and a piece hook only when the
 * side to move has that piece (in its {@code when} zone, if given). A hook that fails (throws,
 * runs too long, reaches for the host, emits a malformed move) contributes no moves; the
 * failure is recorded on the position with the hook's name and the position, and play goes on.
 */
final class HookMoves implements PositionHooks {
    private static volatile HookRuntime runtime;

    /** The position this game's hooks play on. */
    private final Position pos;
    /** After-move effects, journaled per ply. */
    private final HookEffects effects;
    /** This game's own JavaScript context for its hooks (issue 12 b); null until a hook runs. */
    private HookRuntime.Session session;
    /** Per hook, what it emitted in positions met before; null until a hook runs. */
    private Cache[] caches;
    /** Hook failures seen in this game (the most recent 100); null before the first. */
    private java.util.ArrayDeque<String> failures;
    /**
     * The game's one reader and {@code view} over it, and one {@code out} with what it collects:
     * made once, not at every call, and a view a hook keeps from an earlier call is the current
     * one, whose tries are taken back with the call's (a kept view of its own left them made).
     */
    private final HookReader reader;
    private final PositionView view;
    private final Buffer buffer = new Buffer();
    private final MoveSink sink = new MoveSink(buffer);

    private HookMoves(Position pos) {
        this.pos = pos;
        this.effects = new HookEffects(pos);
        this.reader = new HookReader(pos);
        this.view = new PositionView(reader);
    }

    /** The game's reader, ready for a call (hooks are never called from inside a hook call: see {@code hookDepth}). */
    private static HookReader reader(Position p) {
        if (p.hookDepth != 0) throw new IllegalStateException("hook called from inside a hook call");
        return of(p).reader.begin();
    }

    /** Gives a position of a variant with hooks its game's hooks (see {@link Positions#of}). */
    static void install(Position p) {
        p.hooks = new HookMoves(p);
    }

    /** The hooks of the game {@code p} belongs to. */
    private static HookMoves of(Position p) {
        return (HookMoves) p.hooks();
    }

    @Override
    public int generate(MoveList out, int n) {
        return generate(pos, out, n);
    }

    @Override
    public int filter(MoveList list, int n) {
        return filter(pos, list, n);
    }

    @Override
    public boolean attacks(int sq, int by) {
        return attacks(pos, sq, by);
    }

    @Override
    public void afterMove(int u, int m, int me, int from, int to, int kind, int taken, int takenSq) {
        if (!effects.begin(u, m)) return;
        int mine = pos.royalCount[me];
        long others = effects.othersWithRoyals(me);
        int type = Move.type(m);
        afterMove(pos, m, type == Move.DROP || type == Move.DROP_ADVANCE ? -1 : from, to, kind, taken, takenSq,
                type == Move.NORMAL || type == Move.EN_PASSANT ? Move.kind(m) : -1);
        effects.end(u, me, mine, others);
    }

    @Override
    public void undoAfterMove(int u) {
        effects.undo(u);
    }

    @Override
    public int afterMoveFlags(int u) {
        return effects.flags(u);
    }

    @Override
    public boolean inCheck(int player) {
        return effects.inCheckEffects(player);
    }

    @Override
    public void clearEffects() {
        effects.clear();
    }

    @Override
    public void forgetResults() {
        caches = null;
    }

    @Override
    public java.util.List<String> drainFailures() {
        if (failures == null) return new java.util.ArrayList<>();
        java.util.List<String> out = new java.util.ArrayList<>(failures);
        failures.clear();
        return out;
    }

    /** Records a failure of hook {@code h} (at the hook's start). */
    private static void recordFailure(Position p, HookDef h, String detail) {
        HookScript s = h.script();
        recordFailure(p, h, s == null ? 0 : s.firstLine(), s == null ? 0 : s.firstColumn(), detail);
    }

    /** Records a failure of hook {@code h} at {@code line:col} of its file (the JavaScript statement that failed, or the hook's start). */
    private static void recordFailure(Position p, HookDef h, int line, int col, String detail) {
        HookMoves self = of(p);
        int index = p.model.hooks().indexOf(h);
        if (index >= 0) p.hookFailed[index] = true;
        if (self.failures == null) self.failures = new java.util.ArrayDeque<>();
        if (self.failures.size() >= 100) self.failures.removeFirst();
        String at = line > 0 ? ":" + line + (col > 0 ? ":" + col : "") : "";
        String message = h.file() + at + ": hook '" + h.name() + "' failed: " + detail + " in position " + p.positionString();
        self.failures.addLast(message);
        HookRuntime own = p.model.hookRuntime();
        (own != null ? own : runtime()).reportFailure(h.name(), message);
    }

    static HookRuntime runtime() {
        HookRuntime r = runtime;
        if (r == null) {
            synchronized (HookMoves.class) {
                if (runtime == null) runtime = HookRuntime.builder().timeout(java.time.Duration.ofSeconds(2)).build();
                r = runtime;
            }
        }
        return r;
    }

    /**
     * The game's own hook context: one game's hooks never see another game's globals, builtins or
     * closure state, in the same JVM and on the same thread.
     */
    private static HookRuntime.Session session(Position p) {
        HookMoves self = of(p);
        HookRuntime.Session s = self.session;
        if (s == null) {
            HookRuntime own = p.model.hookRuntime();
            s = (own != null ? own : runtime()).newSession();
            self.session = s;
        }
        return s;
    }

    static int generate(Position p, MoveList out, int n) {
        java.util.List<HookDef> hooks = p.model.hooks();
        for (int i = 0; i < hooks.size(); i++) {
            HookDef h = hooks.get(i);
            if (p.hookEvents[i] != HookDef.Event.MOVES || p.hookStopped[i] || !wanted(p, h)) continue;
            HookFailure[] failure = new HookFailure[1];
            int[][] emitted = emitted(p, h, i, failure);
            if (emitted == null) {
                if (failure[0] != null) failed(p, i, failure[0], "");
                continue;
            }
            // Emitted moves are checked against the real position, after any look-ahead is undone.
            n = emit(p, h, out, n, emitted);
        }
        return n;
    }

    /** Cached for a position where the hook failed: the failure was reported once, the call is not repeated. */
    private static final int[][] FAILED = new int[0][];

    /**
     * What hook {@code i} emits for the side to move in this position: remembered (same hash)
     * or from a call. Null when the call failed, with the reason in {@code failure[0]}.
     */
    private static int[][] emitted(Position p, HookDef h, int i, HookFailure[] failure) {
        Cache cache = cache(p, i, p.model.hooks().size());
        int[][] known = cache.get(p.hash);
        if (known == FAILED) return null; // failed here before and reported then: not run (nor reported) again
        if (known != null) return known;
        HookReader reader = reader(p);
        HookMoves self = of(p);
        Buffer buffer = self.buffer;
        buffer.moves.clear();
        self.sink.reset();
        p.hookDepth++;
        try {
            session(p).call(h.script(), self.view, self.sink);
        } catch (HookFailure f) {
            failure[0] = f;
            cache.put(p.hash, FAILED);
            return null;
        } finally {
            reader.undoAll();
            p.hookDepth--;
        }
        int[][] emitted = buffer.moves.toArray(new int[0][]);
        // Reused for the same position (same hash) unless the hook read something the hash
        // does not cover (a piece's exact move count).
        if (!reader.uncacheable) cache.put(p.hash, emitted);
        return emitted;
    }

    /**
     * Could a move emitted by a {@code moves} hook of player {@code by} capture the piece on
     * {@code sq}? The engine asks each of the player's hooks for its moves as if {@code by} were
     * to move (same board, hands and counters), and a move whose start holds a piece of
     * {@code by} and whose path lands on {@code sq} (which holds another player's piece not
     * immune to it) attacks it. An empty square is never attacked by a hook (a hook move only
     * says where a piece may go, not whether it could capture there). A hook that has failed in
     * this game is not asked again here: a runaway hook must not cost its limit at every
     * legality test. Dice conditions of hooks are ignored, as for built-in attacks.
     */
    static boolean attacks(Position p, int sq, int by) {
        int victim = p.board[sq];
        if (victim == 0 || Codes.owner(victim) == by) return false;
        java.util.List<HookDef> hooks = p.model.hooks();
        int side = p.side;
        long hash = p.hash;
        int failed = -1;
        HookFailure[] failure = new HookFailure[1];
        boolean hit = false;
        if (side != by) {
            p.side = by;
            p.hash = hash ^ p.tables.sideKey(side) ^ p.tables.sideKey(by);
        }
        try {
            for (int i = 0; i < hooks.size() && !hit; i++) {
                HookDef h = hooks.get(i);
                if (p.hookEvents[i] != HookDef.Event.MOVES || !h.checks() || p.hookFailed[i]
                        || p.hookStopped[i] || !present(p, h)) continue;
                int[][] emitted = emitted(p, h, i, failure);
                if (emitted == null) {
                    failed = i;
                    break;
                }
                for (int[] e : emitted) {
                    if (hits(p, e, sq, by)) {
                        hit = true;
                        break;
                    }
                }
            }
        } finally {
            p.side = side;
            p.hash = hash;
        }
        if (failed >= 0 && failure[0] != null) failed(p, failed, failure[0], " (asked for the attacks of player " + (by + 1) + ")");
        return hit;
    }

    /** Does the emitted path {@code e}, a move of player {@code by}, land on {@code sq}? Malformed paths attack nothing. */
    private static boolean hits(Position p, int[] e, int sq, int by) {
        if (e.length < 2) return false;
        int from = e[0];
        if (from < 0 || from >= p.squares || from == sq) return false;
        int c = p.board[from];
        if (c == 0 || Codes.owner(c) != by) return false;
        boolean lands = false;
        for (int k = 1; k < e.length; k++) {
            int s = e[k];
            if (s < 0 || s >= p.squares) return false;
            if (s == sq) lands = true;
        }
        return lands && !Restraints.immune(p, sq, from);
    }

    /**
     * The {@code filter} hooks: each sees the moves left so far and may forbid some. Called
     * once per generation (not during a hook's own call); what a filter forbade is kept per
     * position hash with the list it saw. A filter that fails forbids nothing.
     */
    static int filter(Position p, MoveList list, int n) {
        if (p.hookDepth > 0 || n == 0) return n;
        java.util.List<HookDef> hooks = p.model.hooks();
        for (int i = 0; i < hooks.size() && n > 0; i++) {
            if (p.hookEvents[i] != HookDef.Event.FILTER || p.hookStopped[i]) continue;
            HookDef h = hooks.get(i);
            if (!wanted(p, h)) continue;
            int[] out = list.moves;
            Cache cache = cache(p, i, hooks.size());
            int[][] known = cache.get(p.hash);
            if (known == FAILED) continue;
            int[] forbid;
            if (known != null && java.util.Arrays.equals(known[0], 0, known[0].length, out, 0, n)) {
                forbid = known[1];
            } else {
                int[] from = new int[n], to = new int[n], kind = new int[n], taken = new int[n], promo = new int[n];
                for (int k = 0; k < n; k++) describe(p, out[k], k, from, to, kind, taken, promo);
                boolean[] no = new boolean[n];
                final int[] moves = java.util.Arrays.copyOf(out, n);
                MoveChoices choices = new MoveChoices(from, to, kind, taken, promo, k -> Notation.coordinate(p, moves[k]), no);
                HookReader reader = reader(p);
                p.hookDepth++;
                try {
                    session(p).call(h.script(), of(p).view, choices);
                } catch (HookFailure f) {
                    failed(p, i, f, "");
                    cache.put(p.hash, FAILED);
                    continue;
                } finally {
                    reader.undoAll();
                    p.hookDepth--;
                }
                forbid = new int[n];
                for (int k = 0; k < n; k++) forbid[k] = no[k] ? 1 : 0;
                if (!reader.uncacheable) cache.put(p.hash, new int[][]{moves, forbid});
            }
            int w = 0;
            for (int k = 0; k < n; k++) if (forbid[k] == 0) out[w++] = out[k];
            n = w;
        }
        return n;
    }

    /** What a filter hook is told about move {@code m} (index k). */
    private static void describe(Position p, int m, int k, int[] from, int[] to, int[] kind, int[] taken, int[] promo) {
        int t = Move.type(m);
        from[k] = to[k] = kind[k] = taken[k] = promo[k] = -1;
        switch (t) {
            case Move.PASS -> {
            }
            case Move.DROP, Move.DROP_ADVANCE -> {
                to[k] = Move.to(m);
                kind[k] = Move.kind(m);
            }
            default -> {
                int f = Move.from(m), d = Move.to(m);
                from[k] = f;
                to[k] = d;
                if (p.board[f] != 0) kind[k] = Codes.kind(p.board[f]);
                if (t == Move.EN_PASSANT) taken[k] = p.epVictim;
                if (t == Move.NORMAL && d != f && p.board[d] != 0 && Codes.owner(p.board[d]) != p.side) taken[k] = d;
                if (t == Move.PATH) {
                    for (int s : p.storedPath(Move.pathIndex(m))) {
                        if (s != f && p.board[s] != 0 && Codes.owner(p.board[s]) != p.side) {
                            taken[k] = s;
                            break;
                        }
                    }
                }
                if (t == Move.NORMAL || t == Move.EN_PASSANT) promo[k] = Move.kind(m);
            }
        }
    }

    /**
     * The {@code after-move} hooks, called by {@link Position#make} once the move's own changes are
     * made (the side to move is still the mover). A piece hook runs after moves of its kind. Each
     * hook's effects are applied, journaled and hashed by the position, all or none; a hook that
     * fails, or whose effects are malformed, changes nothing and is reported.
     */
    static void afterMove(Position p, int m, int from, int to, int kind, int taken, int takenSq, int promo) {
        java.util.List<HookDef> hooks = p.model.hooks();
        for (int i = 0; i < hooks.size(); i++) {
            if (p.hookEvents[i] != HookDef.Event.AFTER_MOVE || p.hookStopped[i]) continue;
            HookDef h = hooks.get(i);
            if (h.targetKind() >= 0 && h.targetKind() != kind) continue;
            HookReader reader = reader(p);
            EffectSink sink = new EffectSink();
            PlayedMove played = new PlayedMove(from, to, kind, taken, takenSq, promo, () -> Notation.coordinate(p.model, m));
            p.hookDepth++;
            try {
                session(p).call(h.script(), of(p).view, played, sink);
            } catch (HookFailure f) {
                failed(p, i, f, "");
                continue;
            } finally {
                reader.undoAll();
                p.hookDepth--;
            }
            String bad = of(p).effects.applyEffects(sink.effects());
            if (bad != null) recordFailure(p, h, "BAD_RESULT: " + bad);
        }
    }

    /**
     * Reports a failed call of hook {@code i}. A hook stopped by one of its limits (time,
     * statements, memory) is not run again in this game, for any event: a runaway hook costs its
     * limit once, not at every move or position (its moves are then none, its filter forbids
     * nothing, its effects are none). A hook that throws is cheap to call and is called again.
     */
    private static void failed(Position p, int i, HookFailure f, String context) {
        HookFailure.Kind k = f.kind();
        boolean runaway = k == HookFailure.Kind.TIMEOUT || k == HookFailure.Kind.STATEMENT_LIMIT || k == HookFailure.Kind.RESOURCE;
        if (runaway) p.hookStopped[i] = true;
        recordFailure(p, p.model.hooks().get(i), f.line(), f.col(), k + ": " + f.detail() + context
                + (runaway ? " (stopped by its limit: not run again in this game)" : ""));
    }

    /** Has player p.side a piece the hook is bound to (in its {@code when} zone)? Game hooks: always. */
    private static boolean present(Position p, HookDef h) {
        if (h.targetKind() < 0) return true;
        int code = Codes.code(h.targetKind(), p.side);
        SquareSet zone = h.when() == null ? null : h.when()[p.side];
        for (int i = 0; i < p.pcount[p.side]; i++) {
            int s = p.plist[p.side][i];
            if (p.board[s] == code && (zone == null || zone.contains(s))) return true;
        }
        return false;
    }

    /** Adds moves remembered for this position (checked and accepted when they were emitted). */
    private static int emit(Position p, HookDef h, MoveList out, int n, int[][] emitted) {
        Writer w = new Writer(p, out, n);
        String firstBad = null;
        int bad = 0;
        for (int[] e : emitted) {
            int before = w.n;
            try {
                w.path(e);
            } catch (IllegalArgumentException x) {
                // A malformed move is dropped alone; the hook's other moves stand.
                w.n = before;
                if (bad++ == 0) firstBad = x.getMessage();
            }
        }
        if (bad > 0) {
            int index = p.model.hooks().indexOf(h);
            boolean wasFailed = index >= 0 && p.hookFailed[index];
            recordFailure(p, h, "BAD_RESULT: " + firstBad + (bad > 1 ? " (and " + (bad - 1) + " more malformed)" : "")
                    + "; dropped, the hook's other moves stand");
            if (index >= 0) p.hookFailed[index] = wasFailed;     // its good moves still count as attacks
        }
        // A 'no check' hook promised never to take a royal piece, so it was not asked for
        // attacks; here it would have: the promise is broken (the move itself is dropped).
        if (w.tookRoyal && !h.checks()) {
            recordFailure(p, h, "BAD_RESULT: declared 'no check' but emitted a capture of a royal piece"
                    + " (its moves must count as attacks: remove 'no check')");
        }
        return w.n;
    }

    private static Cache cache(Position p, int hook, int hooks) {
        HookMoves self = of(p);
        if (self.caches == null) self.caches = new Cache[hooks];
        Cache c = self.caches[hook];
        if (c == null) c = self.caches[hook] = new Cache();
        return c;
    }

    /**
     * What a hook emitted, per position hash (Zobrist: board, pieces' moved state, side, hands,
     * en passant): a hook is a function of what its view shows, so a position met again (a
     * transposition, or the same position asked twice) reuses the moves instead of running
     * JavaScript. Direct-mapped; it starts small and doubles while it fills, up to
     * {@value #MAX_ENTRIES} entries, so a game that meets few positions keeps it small.
     */
    static final class Cache {
        static final int MAX_ENTRIES = 1 << 16;
        private long[] keys = new long[256];
        private int[][][] values = new int[256][][];
        private int stores;

        int[][] get(long key) {
            int i = index(key, keys.length);
            int[][] v = values[i];
            return v != null && keys[i] == key ? v : null;
        }

        void put(long key, int[][] moves) {
            if (++stores > keys.length && keys.length < MAX_ENTRIES) grow();
            int i = index(key, keys.length);
            keys[i] = key;
            values[i] = moves;
        }

        private void grow() {
            long[] k = keys;
            int[][][] v = values;
            keys = new long[k.length * 2];
            values = new int[k.length * 2][][];
            stores = 0;
            for (int i = 0; i < k.length; i++) {
                if (v[i] != null) {
                    int j = index(k[i], keys.length);
                    keys[j] = k[i];
                    values[j] = v[i];
                    stores++;
                }
            }
        }

        private static int index(long key, int length) {
            return (int) (key ^ (key >>> 29) ^ (key >>> 47)) & (length - 1);
        }
    }

    private static boolean wanted(Position p, HookDef h) {
        if (h.targetKind() < 0) return true;
        if ((p.movableKinds() & (1L << h.targetKind())) == 0) return false;
        if (h.dice() != null && !p.holds(h.dice())) return false;
        return present(p, h);
    }

    /**
     * What a hook emitted, kept until its look-ahead is undone. It grows as the hook emits;
     * the hook's allocation budget and statement limit bound it.
     */
    private static final class Buffer implements MoveWriter {
        final java.util.List<int[]> moves = new java.util.ArrayList<>();

        @Override
        public void move(int from, int to) {
            path(new int[]{from, to});
        }

        @Override
        public void path(int[] squares) {
            moves.add(squares.clone());
        }
    }

    /** Checks and packs emitted moves into the growing list; a one-leg move already generated is not added twice (G-1). */
    private static final class Writer implements MoveWriter {
        final Position p;
        final MoveList list;
        final int start;
        int n;
        /** An emitted move would have taken a royal piece (dropped under check rules). */
        boolean tookRoyal;

        Writer(Position p, MoveList list, int n) {
            this.p = p;
            this.list = list;
            this.start = 0;
            this.n = n;
        }

        /** Appends a packed move. */
        private void add(int m) {
            list.room(n, 1)[n++] = m;
        }

        /** Is the move among those generated so far? */
        private boolean generated(int m) {
            int[] out = list.moves;
            for (int i = start; i < n; i++) if (out[i] == m) return true;
            return false;
        }

        private void check(int from, int to) {
            if (from < 0 || from >= p.squares) throw new IllegalArgumentException("malformed move: square " + from + " is off the board");
            if (to < 0 || to >= p.squares) throw new IllegalArgumentException("malformed move: square " + to + " is off the board");
        }

        @Override
        public void move(int from, int to) {
            check(from, to);
            int c = p.board[from];
            if (c == 0 || Codes.owner(c) != p.side) {
                throw new IllegalArgumentException("malformed move: no piece of the side to move on " + p.geo.name(from));
            }
            if (p.board[to] != 0 && Codes.owner(p.board[to]) == p.side) {
                throw new IllegalArgumentException("malformed move: " + p.geo.name(to) + " holds a piece of the mover");
            }
            if (!MoveGenerator.hookMoveAllowed(p, from, to)) return;
            // Under check rules a royal piece is never captured: it must be mated instead.
            if (p.checkRules && p.board[to] != 0 && p.royalKind[Codes.kind(p.board[to])]) {
                tookRoyal = true;
                return;
            }
            int m = Move.normal(from, to);
            if (!generated(m)) add(m);
        }

        @Override
        public void path(int[] squares) {
            for (int i = 0; i + 1 < squares.length; i++) check(squares[i], squares[i + 1]);
            if (squares.length == 2) {
                move(squares[0], squares[1]);
                return;
            }
            int from = squares[0];
            int c = p.board[from];
            if (c == 0 || Codes.owner(c) != p.side) {
                throw new IllegalArgumentException("malformed move: no piece of the side to move on " + p.geo.name(from));
            }
            long[] captured = new long[4];
            for (int i = 1; i < squares.length; i++) {
                int s = squares[i];
                if (s == squares[i - 1]) throw new IllegalArgumentException("malformed move: a leg goes nowhere");
                int o = p.board[s];
                if (s != from && o != 0 && Codes.owner(o) == p.side) {
                    throw new IllegalArgumentException("malformed move: " + p.geo.name(s) + " holds a piece of the mover");
                }
                if (o != 0 && s != from) captured[s >>> 6] |= 1L << s;
                if (o != 0 && s != from && p.checkRules && p.royalKind[Codes.kind(o)]) {
                    tookRoyal = true;
                    return;
                }
            }
            int to = squares[squares.length - 1];
            if (to == from && java.util.Arrays.equals(captured, new long[4])) {
                throw new IllegalArgumentException("malformed move: a path back to its start that takes nothing is no move");
            }
            // G-1: a path that takes nothing on the way is the same move as an ordinary move
            // from its start to its end, when there is one.
            long[] plain = new long[4];
            if (to != from && p.board[to] != 0) plain[to >>> 6] |= 1L << to;
            if (to != from && java.util.Arrays.equals(captured, plain)) {
                if (generated(Move.normal(from, to))) return;
            }
            // G-1: the same start, end and captures by another path is the same move.
            for (int i = 0, count = p.pathCount(); i < count; i++) {
                int[] q = p.storedPath(i);
                if (q[0] == from && q[q.length - 1] == to && java.util.Arrays.equals(capturedSet(q), captured)) return;
            }
            add(Move.path(from, to, p.addPath(squares)));
        }

        private long[] capturedSet(int[] q) {
            long[] c = new long[4];
            for (int i = 1; i < q.length; i++) {
                int o = p.board[q[i]];
                if (o != 0 && q[i] != q[0]) c[q[i] >>> 6] |= 1L << q[i];
            }
            return c;
        }
    }
}
