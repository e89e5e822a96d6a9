package io.ashtapada.model;

/**
 * For one attacking player, where attacks on each square can come from: the reverse of
 * every capturing move of every piece kind, so that "is this square attacked?" looks only
 * at the few squares that matter.
 *
 * <p>Leaps: {@code leapFrom[sq][i]} may hold an attacker whose kind is in
 * {@code leapKinds[sq][i]} (bit per kind index); {@code leapCond[sq][i]} carries
 * {@link MoveTable#LAME}/{@link MoveTable#JUMP}/{@link MoveTable#INITIAL} with the path in
 * {@code leapPath[sq][i]} (packed as in {@link MoveTable}).
 *
 * <p>Rays: {@code rays[sq][r]} walks outward from sq; the first piece met at distance d
 * (index d-1) attacks when its kind is in {@code rayKinds[sq][r][d-1]}
 * ({@code rayInitialKinds} for capture moves allowed only to unmoved pieces).
 * Hops: {@code hopRays[sq][r]} with {@code hopKinds[sq][r][d-1]} for the piece beyond the first screen
 * at distance d (by distance, so that a hop's range and zones hold);
 * when {@code hopAdjacent[sq][r]} (grasshoppers) the screen must stand on {@code hopRays[sq][r][0]}.
 * Jump-first rides (a slide passing over its first square): {@code jumpRays[sq][r]} walks outward
 * from sq as {@code rays} does, and the piece at distance d attacks when its kind is in
 * {@code jumpKinds[sq][r][d-1]} ({@code jumpInitialKinds}: unmoved only) and nothing stands nearer
 * sq than the square next to it (its first step, which it passes over): so the first piece met
 * attacks, or the one just beyond it.
 */
public final class AttackTables {
    public final int[][] leapFrom;
    public final long[][] leapKinds;
    public final int[][] leapCond;
    public final int[][] leapPath;
    public final int[][][] rays;
    public final long[][][] rayKinds;
    public final long[][][] rayInitialKinds;
    public final int[][][] hopRays;
    public final long[][][] hopKinds;
    public final boolean[][] hopAdjacent;
    public final int[][][] jumpRays;
    public final long[][][] jumpKinds;
    public final long[][][] jumpInitialKinds;
    /** Has any square a jump-first ride to it? (Most definitions have none, and their attack test never looks.) */
    public final boolean anyJumps;
    /**
     * Do the rays from each square share no square (no ride is a multiple of another, as an
     * alfil-rider's is of a bishop's)? Then a piece on one ray blocks or pins along that ray alone.
     */
    public final boolean distinctRays;
    /**
     * Where the rays are distinct: per square sq and square x, the ray of sq that x stands on and its place there, as
     * {@code (r << 16 | d) + 1} ({@code x == rays[sq][r][d]}), 0 where x is on none. Null otherwise.
     */
    public final int[][] rayAt;
    /**
     * {@link #rays} per square in one array the attack test walks: each square of each ray in
     * bits 0-8 and, from bit {@value #WALK_NEXT} up, the place of the next ray's first square
     * (where a piece stands, the ray ends); {@link #rayWalkKinds} and {@link #rayWalkInitialKinds}
     * hold {@link #rayKinds} and {@link #rayInitialKinds} at the same places.
     */
    public final int[][] rayWalk;
    public final long[][] rayWalkKinds, rayWalkInitialKinds;
    /** Where a {@link #rayWalk} entry keeps the place of the next ray. */
    public static final int WALK_NEXT = 9;

    AttackTables(int[][] leapFrom, long[][] leapKinds, int[][] leapCond, int[][] leapPath, int[][][] rays,
                 long[][][] rayKinds, long[][][] rayInitialKinds, int[][][] hopRays, long[][][] hopKinds, boolean[][] hopAdjacent,
                 int[][][] jumpRays, long[][][] jumpKinds, long[][][] jumpInitialKinds) {
        this.leapFrom = leapFrom;
        this.leapKinds = leapKinds;
        this.leapCond = leapCond;
        this.leapPath = leapPath;
        this.rays = rays;
        this.rayKinds = rayKinds;
        this.rayInitialKinds = rayInitialKinds;
        this.hopRays = hopRays;
        this.hopKinds = hopKinds;
        this.hopAdjacent = hopAdjacent;
        this.jumpRays = jumpRays;
        this.jumpKinds = jumpKinds;
        this.jumpInitialKinds = jumpInitialKinds;
        boolean any = false;
        for (int[][] rs : jumpRays) any |= rs.length > 0;
        this.anyJumps = any;
        this.distinctRays = distinct(rays);
        this.rayAt = distinctRays ? rayAt(rays) : null;
        rayWalk = new int[rays.length][];
        rayWalkKinds = new long[rays.length][];
        rayWalkInitialKinds = new long[rays.length][];
        for (int sq = 0; sq < rays.length; sq++) {
            int size = 0;
            for (int[] ray : rays[sq]) size += ray.length;
            int[] walk = rayWalk[sq] = new int[size];
            long[] k = rayWalkKinds[sq] = new long[size], ik = rayWalkInitialKinds[sq] = new long[size];
            int i = 0;
            for (int r = 0; r < rays[sq].length; r++) {
                int next = i + rays[sq][r].length;
                for (int d = 0; d < rays[sq][r].length; d++, i++) {
                    walk[i] = rays[sq][r][d] | next << WALK_NEXT;
                    k[i] = rayKinds[sq][r][d];
                    ik[i] = rayInitialKinds[sq][r][d];
                }
            }
        }
    }

    private static int[][] rayAt(int[][][] rays) {
        int[][] out = new int[rays.length][];
        for (int sq = 0; sq < rays.length; sq++) {
            out[sq] = new int[rays.length];
            for (int r = 0; r < rays[sq].length; r++) {
                for (int d = 0; d < rays[sq][r].length; d++) out[sq][rays[sq][r][d]] = (r << 16 | d) + 1;
            }
        }
        return out;
    }

    private static boolean distinct(int[][][] rays) {
        int[] seen = new int[rays.length];      // rays by square: every square on them is one of these
        int mark = 0;
        for (int[][] rs : rays) {
            mark++;
            for (int[] r : rs) {
                for (int t : r) {
                    if (seen[t] == mark) return false;
                    seen[t] = mark;
                }
            }
        }
        return true;
    }

    /** Are the attacks on s all plain (no hop, no lame or jumping leap, no jump-first ride), so a pin test can stand for a move test? */
    public boolean simple(int s) {
        return !Hop.any(this, s) && !Leap.conditional(this, s) && !Slide.anyJump(this, s);
    }
}
