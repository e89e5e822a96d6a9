package io.ashtapada.engine;

import io.ashtapada.model.*;
import java.util.Arrays;

/**
 * The after-move effects of a {@link Position}'s hooks: applied (all or none), journaled for
 * unmake and hashed; and check where effects can take pieces (a threat is real only if the
 * capture's effects leave the royal piece taken). Owned by the game's {@link HookMoves}, which
 * runs the hooks; this class runs none, so it depends on the position and the generator only.
 */
final class HookEffects {
    private final Position pos;
    /** The effects journal: four ints per effect (tag, and a square's or a hand's old state). */
    private int[] fx = new int[64];
    private int fxTop;
    /** Per ply: where its effects start in the journal, and what they did ({@link PositionHooks#afterMoveFlags}). */
    private int[] fxStart = new int[Position.INITIAL_PLIES], fxFlags = new int[Position.INITIAL_PLIES];

    HookEffects(Position pos) {
        this.pos = pos;
    }

    // ------------------------------------------------------------ after-move effects

    /**
     * Opens ply {@code u}'s record of effects for move {@code m}; returns whether the after-move
     * hooks run for it (not inside a hook's own look-ahead, which plays plain moves, nor for a pass).
     */
    boolean begin(int u, int m) {
        if (u >= fxStart.length) {
            fxStart = Arrays.copyOf(fxStart, Math.max(u + 1, fxStart.length * 2));
            fxFlags = Arrays.copyOf(fxFlags, fxStart.length);
        }
        fxStart[u] = fxTop;
        fxFlags[u] = 0;
        return pos.hookDepth == 0 && Move.type(m) != Move.PASS;
    }

    /** The players but {@code me} who have a royal piece now (bit o: player o, the first 16). */
    long othersWithRoyals(int me) {
        long others = 0;
        for (int o = 0; o < pos.playerCount && o < 16; o++) if (o != me && pos.royalCount[o] > 0) others |= 1L << o;
        return others;
    }

    /** Closes ply {@code u}'s record: did its effects take a royal piece of {@code me} (who had {@code mine}), or an opponent's last one? */
    void end(int u, int me, int mine, long others) {
        int f = pos.royalCount[me] < mine ? PositionHooks.OWN_ROYAL : 0;
        for (int o = 0; o < pos.playerCount && o < 16; o++) if ((others & (1L << o)) != 0 && pos.royalCount[o] == 0) f |= PositionHooks.ENEMY_EXTINCT;
        fxFlags[u] = f;
    }

    /** What ply {@code u}'s effects did. */
    int flags(int u) {
        return fxFlags[u];
    }

    /** Takes back ply {@code u}'s effects. */
    void undo(int u) {
        undoEffects(fxStart[u]);
    }

    /** Forgets the journal (the position was loaded anew). */
    void clear() {
        fxTop = 0;
    }

    /**
     * Applies an after-move hook's effects ({@link io.ashtapada.hooks.EffectSink} ops), journaled
     * for unmake and hashed: all of them, or, when one is malformed (a square off the board,
     * a piece put on an occupied square, an empty square emptied, an unknown kind or player, an
     * empty hand), none. Returns null, or why they were refused.
     */
    String applyEffects(int[] ops) {
        int start = fxTop;
        long before = pos.hash;
        for (int k = 0; k + 3 < ops.length; k += 4) {
            String bad = effect(ops[k], ops[k + 1], ops[k + 2], ops[k + 3]);
            if (bad != null) {
                undoEffects(start);
                pos.hash = before;
                return bad;
            }
        }
        return null;
    }

    String effect(int op, int a, int b, int c) {
        switch (op) {
            case io.ashtapada.hooks.EffectSink.REMOVE -> {
                String bad = occupied("remove", a);
                if (bad != null) return bad;
                setSquare(a, 0, 0);
            }
            case io.ashtapada.hooks.EffectSink.ADD -> {
                String bad = empty("add", a);
                if (bad == null) bad = kindAndPlayer("add", b, c);
                if (bad != null) return bad;
                setSquare(a, Codes.code(b, c), 1);
            }
            case io.ashtapada.hooks.EffectSink.CHANGE -> {
                String bad = occupied("change", a);
                if (bad == null) bad = kindAndPlayer("change", b, c);
                if (bad != null) return bad;
                setSquare(a, Codes.code(b, c), pos.moved[a]);
            }
            case io.ashtapada.hooks.EffectSink.MOVE -> {
                String bad = occupied("move", a);
                if (bad == null) bad = empty("move", b);
                if (bad != null) return bad;
                int code = pos.board[a], mv = pos.moved[a];
                setSquare(a, 0, 0);
                setSquare(b, code, mv);
            }
            case io.ashtapada.hooks.EffectSink.TO_HAND -> {
                String bad = occupied("toHand", a);
                if (bad == null && (b < 0 || b >= pos.playerCount)) bad = "toHand: no player " + b;
                if (bad != null) return bad;
                int kind = Codes.kind(pos.board[a]);
                setSquare(a, 0, 0);
                setHand(b, kind, pos.hand[b][kind] + 1);
            }
            case io.ashtapada.hooks.EffectSink.FROM_HAND -> {
                String bad = kindAndPlayer("fromHand", b, a);
                if (bad == null) bad = empty("fromHand", c);
                if (bad == null && pos.hand[a][b] == 0) bad = "fromHand: player " + a + " has no " + pos.kinds[b].name() + " in hand";
                if (bad != null) return bad;
                setHand(a, b, pos.hand[a][b] - 1);
                setSquare(c, Codes.code(b, a), 1);
            }
            default -> {
                return "unknown effect " + op;
            }
        }
        return null;
    }

    String occupied(String what, int sq) {
        if (sq < 0 || sq >= pos.squares) return what + ": square " + sq + " is off the board";
        return pos.board[sq] == 0 ? what + ": no piece on " + pos.geo.name(sq) : null;
    }

    String empty(String what, int sq) {
        if (sq < 0 || sq >= pos.squares) return what + ": square " + sq + " is off the board";
        return pos.board[sq] != 0 ? what + ": " + pos.geo.name(sq) + " already holds a piece (two pieces on one square)" : null;
    }

    String kindAndPlayer(String what, int kind, int player) {
        if (kind < 0 || kind >= pos.kinds.length) return what + ": no piece kind " + kind;
        if (player < 0 || player >= pos.playerCount) return what + ": no player " + player;
        return null;
    }

    /** Puts {@code code} (0: nothing) on a square, journaled and hashed. */
    void setSquare(int sq, int code, int mv) {
        if (fxTop + 4 > fx.length) fx = Arrays.copyOf(fx, fx.length * 2);
        int old = pos.board[sq];
        fx[fxTop++] = 0;
        fx[fxTop++] = sq;
        fx[fxTop++] = old;
        fx[fxTop++] = pos.moved[sq];
        if (old != 0) {
            pos.hash ^= pos.key(sq, old, pos.moved[sq]);
            pos.remove(sq);
        }
        pos.moved[sq] = 0;
        if (code != 0) {
            pos.put(sq, code);
            pos.moved[sq] = mv;
            pos.hash ^= pos.key(sq, code, mv);
        }
    }

    void setHand(int player, int kind, int count) {
        if (fxTop + 4 > fx.length) fx = Arrays.copyOf(fx, fx.length * 2);
        fx[fxTop++] = 1;
        fx[fxTop++] = player;
        fx[fxTop++] = kind;
        fx[fxTop++] = pos.hand[player][kind];
        pos.hash ^= pos.handKey(player, kind, pos.hand[player][kind]) ^ pos.handKey(player, kind, count);
        pos.hand[player][kind] = count;
    }

    /** Takes back the effects journaled since {@code start}, newest first (the hash is restored by the caller). */
    void undoEffects(int start) {
        while (fxTop > start) {
            int c = fx[--fxTop], b = fx[--fxTop], a = fx[--fxTop], tag = fx[--fxTop];
            if (tag == 1) {
                pos.hand[a][b] = c;
                continue;
            }
            if (pos.board[a] != 0) pos.remove(a);
            if (b != 0) pos.put(a, b);
            pos.moved[a] = c;
        }
    }

    /**
     * Check where after-move hooks change the board: a royal piece is attacked only if some
     * built-in capture of it, played with its after-move effects, leaves the capturer all its own
     * royal pieces (atomic: a capture that blows up the taker's own king is no threat). A
     * {@code moves} hook's capture of it counts as it is (hooks drop royal captures from their moves).
     */
    boolean inCheckEffects(int player) {
        boolean any = false, all = true;
        for (int i = 0; i < pos.pcount[player]; i++) {
            int s = pos.plist[player][i];
            if (!pos.royalKind[Codes.kind(pos.board[s])]) continue;
            // Built-in attacks are played out with their effects; a hook move's attack counts as it is.
            pos.hookDepth++;
            boolean builtIn = pos.attackedByEnemy(s, player);
            pos.hookDepth--;
            boolean hit = builtIn && realThreat(s, player);
            for (int o = 0; o < pos.playerCount && !hit && pos.hookAttacks && pos.hookDepth == 0; o++) {
                if (o != player && pos.hooks.attacks(s, o)) hit = true;
            }
            any |= hit;
            all &= hit;
        }
        return pos.goals.dupleCheck() ? any && all : any;
    }

    boolean realThreat(int sq, int player) {
        int side0 = pos.side;
        long hash0 = pos.hash;
        pos.probing++;
        pos.ply++; // a scratch ply: the generation and tries below leave the current ply's paths alone
        try {
            for (int o = 0; o < pos.playerCount; o++) {
                if (o == player || pos.isOut(o)) continue;
                if (pos.side != o) {
                    pos.hash ^= pos.tables.sideKey(pos.side) ^ pos.tables.sideKey(o);
                    pos.side = o;
                }
                MoveList list = new MoveList();
                MoveGenerator.pseudoLegal(pos, list);
                for (int i = 0; i < list.size; i++) {
                    int m = list.moves[i];
                    int type = Move.type(m);
                    boolean lands = type == Move.NORMAL && Move.to(m) == sq
                            || type == Move.EN_PASSANT && pos.epVictim == sq
                            || type == Move.PATH && Arrays.stream(pos.storedPath(Move.pathIndex(m))).anyMatch(x -> x == sq);
                    if (!lands) continue;
                    pos.make(m);
                    boolean threat = (fxFlags[pos.ply - 1] & PositionHooks.OWN_ROYAL) == 0;
                    pos.unmake();
                    if (threat) return true;
                }
            }
            return false;
        } finally {
            pos.ply--;
            pos.side = side0;
            pos.hash = hash0;
            pos.probing--;
        }
    }
}
