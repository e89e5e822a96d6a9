package io.ashtapada.model;

/**
 * How one piece kind moves for one player, precomputed per square. The move generator
 * walks these arrays and nothing else.
 *
 * <p>Leap entry layout ({@code leaps[sq][i]}): bits 0-8 target square, bits 9.. flags
 * ({@link #MOVE}, {@link #CAPTURE}, ...). {@code leapPath[sq][i]} holds the path square(s)
 * a lame or jumping leap looks at: bits 0-8 first, bits 9-17 second ({@link #NONE} when absent).
 *
 * <p>Ray layout ({@code rays[sq][r]}): squares in order from the nearest, each entry the
 * square in bits 0-8 and {@link #PASS_ONLY} when the piece may cross but not land there
 * (outside the to-zone). {@code rayFlags[sq][r]} holds the mode flags of the whole ray.
 *
 * <p>Only the move kinds read these arrays: {@link Leap}, {@link Slide} and {@link Hop} here,
 * {@code Leaps}, {@code Slides} and {@code Hops} in the engine ({@code MoveTableAccessTest});
 * everyone else asks the questions below, which ask the kinds.
 */
public final class MoveTable {
    public static final int SQ_MASK = 0x1FF;
    public static final int NONE = 0x1FF;
    public static final int MOVE = 1 << 9;
    public static final int CAPTURE = 1 << 10;
    public static final int INITIAL = 1 << 11;
    public static final int EN_PASSANT = 1 << 12;
    public static final int LAME = 1 << 13;
    public static final int JUMP = 1 << 14;
    public static final int HOP = 1 << 15;
    /** The vector points straight forward (used by drop-then-advance). */
    public static final int FORWARD = 1 << 16;
    /** With {@link #HOP}: the piece lands on the square just beyond the screen, nowhere else (grasshopper). */
    public static final int GRASSHOP = 1 << 17;
    /** A slide that passes over its first square, whatever stands there ({@code jump-first}): the ray starts on the second. */
    public static final int JUMP_FIRST = 1 << 18;
    public static final int PASS_ONLY = 1 << 9;

    public final int[][] leaps;
    public final int[][] leapPath;
    public final int[][][] rays;
    public final int[][] rayFlags;
    /** Two components can reach the same square from here: the generator must drop repeats (G-1). */
    public final boolean[] overlapping;

    /** Per square: has the piece a first-move-only move from there (read at every first move made)? */
    private final boolean[] initialAt;

    /**
     * Per square, what the evaluation's mobility counts, in one array the count walks without
     * asking the kinds ({@code MoveGenerator.targets}): each square a leap or a ride's step
     * reaches, in bits 0-8, with {@link #MOVE} where the piece may land there empty and
     * {@link #CAPTURE} where it may take there (neither: a square a ride only passes), and in
     * bits {@value #STEP_NEXT} up the place of the entry to go on from when a piece stands there
     * (the next leap; the first square of the next ride): {@link #steps} less first-move-only
     * moves and hops, which mobility leaves out; null where a leap's path decides (lame,
     * jumping), which the kinds judge.
     */
    public final int[][] reach;

    /**
     * Per square, the moves the generator walks, in one array ({@code MoveGenerator.pieceMoves}):
     * each square a leap or a ride's step reaches, in bits 0-8, with the mode flags of its leap
     * or ride ({@link #MOVE}, {@link #CAPTURE}, {@link #INITIAL}, {@link #EN_PASSANT}; a square a
     * ride only passes has no {@code MOVE}, {@code CAPTURE} or {@code EN_PASSANT}), and in bits
     * {@value #STEP_NEXT} up the place of the entry to go on from when a piece stands there or
     * the move is a first-move-only one the piece may no longer make (the next leap; the first
     * square of the next ride). In the kinds' order (leaps, then rides), so the moves come out as
     * the kinds would give them. Null where a leap's path decides (lame, jumping) or a ride hops:
     * the kinds generate those.
     */
    public final int[][] steps;
    /** Where a {@link #steps} entry keeps the place to go on from. */
    public static final int STEP_NEXT = 13;
    /**
     * Per square: can two entries of {@link #steps} land the same move (the generator must drop
     * repeats)? Fewer than {@link #overlapping}: an entry whose every landing an earlier entry
     * always makes too (a pawn's first-move double step over the square its single step reaches)
     * only passes its square ({@link #landOnce}).
     */
    public final boolean[] stepsRepeat;

    MoveTable(int[][] leaps, int[][] leapPath, int[][][] rays, int[][] rayFlags, boolean[] overlapping) {
        this.leaps = leaps;
        this.leapPath = leapPath;
        this.rays = rays;
        this.rayFlags = rayFlags;
        this.overlapping = overlapping;
        initialAt = new boolean[leaps.length];
        for (int s = 0; s < leaps.length; s++) initialAt[s] = Leap.hasInitial(this, s) || Slide.hasInitial(this, s);
        reach = new int[leaps.length][];
        steps = new int[leaps.length][];
        stepsRepeat = new boolean[leaps.length];
        for (int s = 0; s < leaps.length; s++) {
            reach[s] = walk(s, true);
            steps[s] = walk(s, false);
            stepsRepeat[s] = steps[s] != null && overlapping[s] && !landOnce(steps[s]);
        }
    }

    /** The landing modes of a steps entry as the generator reads them: en passant only where the entry does not move. */
    private static int landing(int e) {
        int m = e & (MOVE | CAPTURE | EN_PASSANT);
        return (m & MOVE) != 0 ? m & ~EN_PASSANT : m;
    }

    /**
     * Takes the landing modes off each entry of {@code steps} that only repeats an earlier one: on
     * the same square, landing no way the earlier does not, and no more often (the earlier a leap
     * or a ride's first square, which nothing blocks; first-move-only only if the later is too).
     * It still passes its square, so a ride goes on beyond it as before, and the moves come out in
     * the same order as with repeats dropped. True if no two entries left can land the same move.
     */
    static boolean landOnce(int[] steps) {
        boolean once = true;
        for (int j = 1; j < steps.length; j++) {
            int lj = landing(steps[j]);
            if (lj == 0) continue;
            for (int i = 0; i < j; i++) {
                int ei = steps[i], li = landing(ei);
                if ((ei & SQ_MASK) != (steps[j] & SQ_MASK) || (li & lj) == 0) continue;
                boolean sure = i == 0 || steps[i - 1] >>> STEP_NEXT <= i;
                if (sure && (lj & ~li) == 0 && ((ei & INITIAL) == 0 || (steps[j] & INITIAL) != 0)) {
                    steps[j] &= ~(MOVE | CAPTURE | EN_PASSANT);
                    break;
                }
                once = false;
            }
        }
        return once;
    }

    /** The {@link #steps} entries from s (with {@code mobility}: the {@link #reach} entries), or null where the kinds must walk. */
    private int[] walk(int s, boolean mobility) {
        int[] out = new int[entries(s)];
        int n = Leap.walk(this, s, out, 0, mobility);
        if (n >= 0) n = Slide.walk(this, s, out, n, mobility);
        return n < 0 ? null : java.util.Arrays.copyOf(out, n);
    }

    /** The squares a piece could land on from s on an empty board (with {@code passed}: the squares its rides only pass too), a new array. */
    public int[] squares(int s, boolean passed) {
        int[] out = new int[entries(s)];
        int n = Leap.squares(this, s, out, 0);
        n = Slide.squares(this, s, passed, out, n);
        return n == out.length ? out : java.util.Arrays.copyOf(out, n);
    }

    /**
     * Does the piece keep to the colour of square it stands on, the board chequered (a bishop, a
     * ferz, an alfil): every square it could land on from any square, on an empty board, of that
     * square's colour? False for a piece with no moves.
     */
    public boolean keepsColour(Board b) {
        boolean any = false;
        for (int s = 0; s < leaps.length; s++) {
            for (int t : squares(s, false)) {
                if (b.isDark(s) != b.isDark(t)) return false;
                any = true;
            }
        }
        return any;
    }

    /** Can the piece go from s to t on an empty board (squares its rides only pass count too)? */
    public boolean reaches(int s, int t) {
        for (int q : squares(s, true)) if (q == t) return true;
        return false;
    }

    /** The table's entries from s: each leap and each square of each ride (a bound on the moves from s). */
    public int entries(int s) {
        return Leap.count(this, s, false) + Slide.count(this, s);
    }

    /** The moves from s on an empty board, for mobility: each leap that moves or captures and each square of each ride. */
    public int emptyBoardTargets(int s) {
        return Leap.count(this, s, true) + Slide.count(this, s);
    }

    /** The squares the piece attacks from s by a leap that captures with no condition (a pawn's diagonal steps), a new array. */
    public int[] plainCaptureLeaps(int s) {
        return Leap.plainCaptures(this, s);
    }

    /** Does the piece ride from s along its file, toward growing y ({@code dy} 1) or falling y (-1), two squares or more (a rook forward)? */
    public boolean ridesAlongFile(Board b, int s, int dy) {
        return Slide.alongFile(this, b, s, dy);
    }

    /**
     * The most squares a non-capturing move of the piece from s goes along a file, rank or
     * diagonal (a chess pawn's double step: 2): how far beyond a square it passed a passable piece
     * may stand ({@code PositionValidator}).
     */
    public int straightMoveReach(Board b, int s) {
        return Math.max(Leap.straightMoveReach(this, b, s), Slide.straightMoveReach(this, b, s));
    }

    /** Has the piece a first-move-only move from s? */
    public boolean hasInitialMove(int s) {
        return initialAt[s];
    }
}
