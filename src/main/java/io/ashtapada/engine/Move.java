package io.ashtapada.engine;

/**
 * A move packed into an int, so generation allocates nothing.
 *
 * <pre>
 *  bits  0-7   to square (drop square for a plain drop; final square after a drop-advance)
 *  bits  8-15  from square (drop square for a drop-advance; unused for a plain drop)
 *  bits 16-20  piece kind + 1: the promotion kind, or the dropped kind; 0 = none
 *  bits 21-23  type: NORMAL, EN_PASSANT, CASTLE, DROP, DROP_ADVANCE
 *  bits 24-30  DROP: bit 24 = put down turned over (a piece that turns over); castling rule index (CASTLE: bits 24-30,
 *              128 rules; a gated castling: bits 24-29 and bit 30 = the gated piece goes on the partner's square);
 *              gated kind + 1 (NORMAL: bits 24-28; CASTLE: bits 16-20), 0 = none
 *  bit  31     always 0: every move is a non-negative int, so -1 can mean "no move"
 * </pre>
 * A PATH move keeps its path-table index in bits 16-20 (low) and 24-30 (high): 4096 paths
 * per position ({@link #MAX_PATHS}).
 * <p>In a variant with walls ({@code model.Walls}) bits 24-30 hold the square the move's wall
 * goes on, plus one (0: no wall); such a variant has no gating, hook paths or dice forfeits,
 * which use those bits, and at most {@code Walls.MAX_SQUARES} squares. A castling keeps its rule
 * in bits 16-20 there ({@link #withWall}); {@link #base} gives back the move without its wall,
 * as every other variant packs it. A turn of a wall alone (atlantis) is a {@link #WALL} move.
 * Squares go up to 255, so the largest board of the language (256 squares) fits; kinds go up
 * to 31 ({@code Codes.MAX_KINDS}) and castling rules to 128 per player (64 with gating, 32 with
 * walls), and the compiler
 * refuses definitions beyond these (VariantCompiler). See MoveTest for the checks.
 */
public final class Move {
    /** The most multi-leg moves (hook paths) one position can hold: the 12 bits of a path index. */
    public static final int MAX_PATHS = 1 << 12;

    public static final int NORMAL = 0;
    public static final int EN_PASSANT = 1;
    public static final int CASTLE = 2;
    public static final int DROP = 3;
    public static final int DROP_ADVANCE = 4;
    /** A multi-leg move emitted by a hook; its squares are in the position's path table. */
    public static final int PATH = 5;
    /** A turn without moving a piece: a pass for points, or (rule bits 1) a forfeit. */
    public static final int PASS = 6;
    /** A turn spent putting a wall on the to square, without moving a piece (atlantis). */
    public static final int WALL = 7;

    private Move() {
    }

    public static int normal(int from, int to) {
        return to | (from << 8);
    }

    public static int promotion(int from, int to, int kind) {
        return to | (from << 8) | ((kind + 1) << 16);
    }

    public static int enPassant(int from, int to) {
        return to | (from << 8) | (EN_PASSANT << 21);
    }

    /** An en passant capture that also promotes. */
    public static int enPassantPromotion(int from, int to, int kind) {
        return to | (from << 8) | ((kind + 1) << 16) | (EN_PASSANT << 21);
    }

    public static int castle(int kingFrom, int kingTo, int rule) {
        return kingTo | (kingFrom << 8) | (CASTLE << 21) | (rule << 24);
    }

    public static int drop(int kind, int to) {
        return to | (to << 8) | ((kind + 1) << 16) | (DROP << 21);
    }

    /** A drop of a piece that turns over, put down turned: as the kind it turns to ({@code +N@c3}). */
    public static int dropTurned(int kind, int to) {
        return drop(kind, to) | (1 << 24);
    }

    /** Is this a drop put down turned over ({@link #dropTurned})? {@link #kind} is the kind in hand. */
    public static boolean turned(int m) {
        return type(m) == DROP && (m & (1 << 24)) != 0;
    }

    public static int dropAdvance(int kind, int dropSquare, int to) {
        return to | (dropSquare << 8) | ((kind + 1) << 16) | (DROP_ADVANCE << 21);
    }

    public static int path(int from, int to, int index) {
        return to | (from << 8) | ((index & 0x1F) << 16) | (PATH << 21) | ((index >>> 5) << 24);
    }

    /** A pass; {@code forfeit}: the turn is lost for want of a move, scoring nothing. */
    /** A move of a piece from its starting rank that puts a piece from hand on the square it left (gating). */
    public static int gated(int plain, int kind) {
        return plain | ((kind + 1) << 24);
    }

    /** A castling that puts a piece from hand on the king's (or, with {@code onPartner}, the partner's) square. */
    public static int castleGated(int castle, int kind, boolean onPartner) {
        return castle | ((kind + 1) << 16) | (onPartner ? 1 << 30 : 0);
    }

    /** The kind gated in by this move, or -1. */
    public static int gate(int m) {
        int t = type(m);
        if (t == NORMAL) return ((m >>> 24) & 0x1F) - 1;
        if (t == CASTLE) return ((m >>> 16) & 0x1F) - 1;
        return -1;
    }

    /**
     * The move without the piece it gates in (the move itself when it gates nothing): what its
     * legality is judged by, since the gated piece may not block a check the move uncovers.
     */
    public static int withoutGate(int m) {
        int t = type(m);
        if (t == NORMAL) return m & ~(0x1F << 24);
        if (t == CASTLE) return ((m >>> 16) & 0x1F) == 0 ? m : m & ~((0x1F << 16) | (1 << 30));   // ungated: bit 30 is the rule's
        return m;
    }

    /** A gated castling puts its piece on the partner's square rather than the king's. */
    public static boolean gateOnPartner(int m) {
        return (m & (1 << 30)) != 0;
    }

    public static int pass(boolean forfeit) {
        return (PASS << 21) | ((forfeit ? 1 : 0) << 24);
    }

    public static boolean isForfeit(int m) {
        return type(m) == PASS && rule(m) == 1;
    }

    /** A turn of a wall alone, on {@code sq}. */
    public static int wallOnly(int sq) {
        return withWall(sq | (sq << 8) | (WALL << 21), sq);
    }

    /**
     * The move {@code m} (packed as in a variant without walls, with no gating) followed by a wall
     * on {@code sq}: one action, so that legality, perft, search and the record see it whole.
     * With {@code sq} -1, the move alone as a walling variant packs it.
     */
    public static int withWall(int m, int sq) {
        if (type(m) == CASTLE) m = (m & 0xFFFF) | (CASTLE << 21) | (rule(m) << 16);
        return (m & 0xFFFFFF) | ((sq + 1) << 24);
    }

    /** The square of the move's wall, or -1 (a move of a walling variant only). */
    public static int wall(int m) {
        return ((m >>> 24) & 0x7F) - 1;
    }

    /** The move of a walling variant without its wall, packed as every other variant packs it. */
    public static int base(int m) {
        if (type(m) == CASTLE) return (m & 0xFFFF) | (CASTLE << 21) | (((m >>> 16) & 0x1F) << 24);
        return m & 0xFFFFFF;
    }

    public static int pathIndex(int m) {
        return ((m >>> 16) & 0x1F) | ((m >>> 24) << 5);
    }

    public static int to(int m) {
        return m & 0xFF;
    }

    public static int from(int m) {
        return (m >>> 8) & 0xFF;
    }

    /** Promotion or dropped kind, or -1. */
    public static int kind(int m) {
        return ((m >>> 16) & 0x1F) - 1;
    }

    public static int type(int m) {
        return (m >>> 21) & 7;
    }

    public static int rule(int m) {
        // Bit 30 is the rule's high bit, except in a gated castling (a kind in bits 16-20), where it says where the gate goes.
        return (m >>> 24) & (((m >>> 16) & 0x1F) == 0 ? 0x7F : 0x3F);
    }
}
