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
    public static final int PASS_ONLY = 1 << 9;

    public final int[][] leaps;
    public final int[][] leapPath;
    public final int[][][] rays;
    public final int[][] rayFlags;
    /** Two components can reach the same square from here: the generator must drop repeats (G-1). */
    public final boolean[] overlapping;

    MoveTable(int[][] leaps, int[][] leapPath, int[][][] rays, int[][] rayFlags, boolean[] overlapping) {
        this.leaps = leaps;
        this.leapPath = leapPath;
        this.rays = rays;
        this.rayFlags = rayFlags;
        this.overlapping = overlapping;
    }
}
