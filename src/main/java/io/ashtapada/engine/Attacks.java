package io.ashtapada.engine;

import io.ashtapada.model.*;
import java.util.Arrays;

/** Attacks in a {@link Position}: who attacks a square (leaps, rides, hops, lame and conditional leaps, hook moves), checks given, and the pins that legality by pins needs. Read from the compiled attack tables; nothing here allocates. */
final class Attacks {
    private final BoardState pos;

    /**
     * Does a plain move or drop change nothing but the squares it touches, as the enemy's attacks
     * see it (no explosions, few-royal kinds, petrifying, or first-move rights lost on a line)? Then
     * legality ({@link MoveGenerator#checkRules}) and a check given ({@link #givesNoCheck}) may be
     * judged on the board without making the move; the latter with two players, no hooks, no walls.
     */
    final boolean judgedOnBoard, checkOnBoard;

    Attacks(BoardState pos) {
        this.pos = pos;
        judgedOnBoard = !pos.explode && pos.fewKinds == 0 && pos.petrify == 0 && pos.rights == null;
        checkOnBoard = judgedOnBoard && pos.playerCount == 2 && !pos.hookEffects && !pos.hookAttacks && pos.walls == null;
    }


    // ------------------------------------------------------------ attacks

    /** Is {@code sq} attacked by any piece of {@code by}? */
    boolean attacked(int sq, int by) {
        return attacked(sq, by, -1L);
    }

    /** Is a royal piece of {@code player} attacked by an enemy piece of one of the kinds (bit k: kind k)? */
    boolean checkedBy(int player, long kinds) {
        for (int i = 0; i < pos.pcount[player]; i++) {
            int s = pos.plist[player][i];
            if (!pos.royalKind[Codes.kind(pos.board[s])]) continue;
            for (int o = 0; o < pos.playerCount; o++) if (o != player && attacked(s, o, kinds)) return true;
        }
        return false;
    }

    /** More than two players: does {@code me} attack a royal piece of another player still in the game (with pieces of these kinds; -1: any)? */
    boolean checksAny(int me, long kinds) {
        for (int o = 0; o < pos.playerCount; o++) {
            if (o == me || pos.isOut(o)) continue;
            for (int i = 0; i < pos.pcount[o]; i++) {
                int s = pos.plist[o][i];
                if (pos.royalKind[Codes.kind(pos.board[s])] && attacked(s, me, kinds)) return true;
            }
        }
        return false;
    }

    /** Is {@code sq} attacked by a piece of {@code by} of one of the kinds (bit k: kind k; -1: any)? */
    boolean attacked(int sq, int by, long kinds) {
        if (attackers(sq, by, kinds, null) != 0) return true;
        // A piece a hook's move could capture is attacked too (never while a hook itself runs).
        return pos.hookAttacks && pos.hookDepth == 0 && pos.hooks.attacks(sq, by);
    }

    /** Where {@link #checkingKinds} collects the checking pieces, so recording them per ply allocates nothing. */
    private int[] checkerScratch = new int[0];

    /** The kinds (bit k: kind k) of the pieces that attack the royal piece of {@code side} (two players), 0 when none does. */
    long checkingKinds(int side) {
        int sq = pos.royalSquare(side);
        if (sq < 0) return 0;
        if (checkerScratch.length < pos.pcount[1 - side]) checkerScratch = new int[pos.plist[1 - side].length];
        int[] at = checkerScratch;
        int n = attackers(sq, 1 - side, -1L, at);
        long kinds = 0;
        for (int i = 0; i < n; i++) kinds |= 1L << Codes.kind(pos.board[at[i]]);
        return kinds;
    }

    /**
     * The squares of {@code by}'s pieces whose own (built-in) moves could capture on {@code sq},
     * whatever stands there, in no set order (a new array): what {@code view.attackers} gives a hook.
     */
    int[] attackers(int sq, int by) {
        int[] out = new int[pos.pcount[by]];
        return java.util.Arrays.copyOf(out, attackers(sq, by, -1L, out));
    }

    /**
     * The pieces of {@code by} of one of the kinds (bit k: kind k; -1: any) that attack {@code sq}
     * by their built-in moves: with {@code out} null, 1 at the first found (0 if none); else all
     * of them, written to {@code out}, and their number.
     */
    int attackers(int sq, int by, long kinds, int[] out) {
        AttackTables a = pos.model.attacks()[by];
        int n = 0;
        for (AttackQuery q : KINDS) {
            n = q.attackers(pos, a, sq, by, kinds, out, n);
            if (out == null && n != 0) return n;
        }
        return n;
    }

    /**
     * One move kind's answer to "which pieces attack this square": {@link Leaps}, {@link Slides},
     * {@link Hops}, asked in turn through one call site that sees all three, so the JIT compiles
     * each kind's answer once, on its own, and the legal-move filter calling {@link #attackers}
     * stays small (with the kinds' code inlined into it, each deoptimisation of an attack test
     * recompiled the whole filter). An abstract class, not an interface: a virtual call is cheaper.
     */
    abstract static class AttackQuery {
        abstract int attackers(BoardState pos, AttackTables a, int sq, int by, long kinds, int[] out, int n);
    }

    private static final class LeapAttacks extends AttackQuery {
        @Override
        int attackers(BoardState pos, AttackTables a, int sq, int by, long kinds, int[] out, int n) {
            return Leaps.attackers(pos, a, sq, by, kinds, out, n);
        }
    }

    private static final class SlideAttacks extends AttackQuery {
        @Override
        int attackers(BoardState pos, AttackTables a, int sq, int by, long kinds, int[] out, int n) {
            return Slides.attackers(pos, a, sq, by, kinds, out, n);
        }
    }

    private static final class HopAttacks extends AttackQuery {
        @Override
        int attackers(BoardState pos, AttackTables a, int sq, int by, long kinds, int[] out, int n) {
            return Hops.attackers(pos, a, sq, by, kinds, out, n);
        }
    }

    private static final AttackQuery[] KINDS = {new LeapAttacks(), new SlideAttacks(), new HopAttacks()};

    /**
     * Marks in {@code pinned} the pieces of {@code me} that stand alone between its royal piece
     * at {@code ksq} and an enemy slider that would attack it along that line; true if any is
     * (most positions have none, and then nothing is to be cleared).
     */
    boolean markPins(int me, int ksq, boolean[] pinned) {
        boolean any = false;
        for (int o = 0; o < pos.playerCount; o++) {
            if (o != me && Slides.markPins(pos, pos.model.attacks()[o], me, o, ksq, pinned)) any = true;
        }
        return any;
    }

    /**
     * The pin marks, all false, to be cleared after use ({@link #clearPins}). One array serves
     * every ply: legal-move filtering makes and unmakes moves but never generates in between.
     */
    boolean[] pinScratch() {
        boolean[] b = pos.pins;
        if (b == null) b = pos.pins = new boolean[pos.squares];
        return b;
    }

    /** A cleared bit set of the board's squares for {@link #evasionSquares}, made once. */
    long[] evasionScratch() {
        long[] b = pos.evasions;
        if (b == null) b = pos.evasions = new long[(pos.squares + 63) >>> 6];
        return b;
    }

    /**
     * Two players, {@code me} in check on {@code ksq}: marks in {@code bits} the square of the one
     * enemy piece attacking it and, where that piece attacks along a slider's line, the squares
     * between them; nothing when two or more attack it (only the royal piece can answer).
     */
    void evasionSquares(int me, int ksq, long[] bits) {
        int by = 1 - me;
        if (checkerScratch.length < pos.pcount[by]) checkerScratch = new int[pos.plist[by].length];
        int n = attackers(ksq, by, -1L, checkerScratch);
        if (n != 1) return;
        int c = checkerScratch[0];
        bits[c >>> 6] |= 1L << c;
        // A piece that also leaps to the royal (an alfil's leap beside a bishop's ride) is not stopped by a block.
        AttackTables a = pos.model.attacks()[by];
        if (Leaps.attackers(pos, a, ksq, by, 1L << Codes.kind(pos.board[c]), null, 0) == 0) Slides.markLine(pos, a, ksq, c, bits);
    }

    void clearPins(boolean[] pinned) {
        Arrays.fill(pinned, false);
    }

    /**
     * Does the legal move {@code m} of the player to move certainly leave the opponent out of
     * check, judged on the board without making it? Only where the check that {@link Position#make} then
     * {@link BoardState#sideInCheck} would find reads nothing but the squares the move touches: two
     * players, the opponent's one royal piece, attacks by built-in moves alone (no hooks), no
     * explosions, petrifying, few-royal kinds, walls or first-move rights; and only a plain move
     * (a promotion too, no gate) or a plain drop. The piece is lifted and set down where it lands
     * (as what it promotes to, with its move counted), the opponent's royal is tested for attacks,
     * and the squares are put back. False where the move gives check, and wherever it cannot be
     * judged so: the caller then makes the move and asks.
     */
    boolean givesNoCheck(int m) {
        BoardState p = pos;
        int[] board = p.board, moved = p.moved;
        if (!checkOnBoard || p.rollCount > 0) return false;
        int side = p.side, o = 1 - side;
        if (p.royalCount[o] != 1) return false;
        int type = Move.type(m), to = Move.to(m);
        int code, mc, from = -1, fromCode = 0;
        if (type == Move.NORMAL && Move.gate(m) < 0) {
            from = Move.from(m);
            if (from == to) return false;                       // a promotion in place
            fromCode = board[from];
            int promo = Move.kind(m);
            code = promo >= 0 ? Codes.code(promo, side) : fromCode;
            mc = moved[from] + 1;
        } else if (type == Move.DROP && !Move.turned(m)) {
            code = Codes.code(Move.kind(m), side);
            mc = p.tables.droppedMoved[Move.kind(m)] ? 1 : 0;
        } else {
            return false;
        }
        int ksq = p.royalSquare(o);
        if (ksq < 0 || ksq == to) return false;
        int toCode = board[to], toMoved = moved[to];
        if (from >= 0) board[from] = 0;
        board[to] = code;
        moved[to] = mc;
        boolean checks = attacked(ksq, side);
        moved[to] = toMoved;
        board[to] = toCode;
        if (from >= 0) board[from] = fromCode;
        return !checks;
    }

    /** Is {@code sq} attacked by any player other than {@code player}? */
    boolean attackedByEnemy(int sq, int player) {
        // Two players: one call, not a loop. The JIT copies a loop's body when it peels the
        // loop, and the attack test inlined twice doubled the compile of the move generator.
        if (pos.playerCount == 2) return attacked(sq, 1 - player);
        for (int o = 0; o < pos.playerCount; o++) if (o != player && attacked(sq, o)) return true;
        return false;
    }
}
