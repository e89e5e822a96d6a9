package io.ashtapada.model;

import java.util.List;

/**
 * One movement component of a piece, written in the mover's own frame: {@code dy > 0} is
 * the mover's forward, {@code dx > 0} the mover's right. Both the XBetza reader and the
 * structured {@code move} form of the language produce these; the compiler turns them into
 * per-square tables.
 *
 * @param kind        leap (one jump per vector), slide (repeat the vector until blocked) or
 *                    hop (slide that must jump exactly one occupied square first, cannon style) or
 *                    grasshop (slide to the first occupied square, land just beyond it: XBetza {@code g})
 * @param vectors     the distinct vectors this component moves along, in the mover's frame
 * @param maxRange    for slides and hops the greatest number of steps (0 = unlimited); 1 for leaps
 * @param move        may go to an empty square
 * @param capture     may capture an enemy piece on the landing square
 * @param initialOnly only while the piece has not moved yet (XBetza {@code i})
 * @param lame        for leaps: NONE, LAME (XBetza {@code n}: blocked by a piece on the path),
 *                    JUMP (XBetza {@code j}: the path square must be occupied)
 * @param enPassant   may capture en passant (XBetza {@code e}) on the landing square
 * @param fromZone    name of the zone the piece must stand in, or null
 * @param toZone      name of the zone the piece must land in, or null
 */
public record MoveSpec(Kind kind, List<Vector> vectors, int maxRange, boolean move, boolean capture,
                       boolean initialOnly, Lameness lame, boolean enPassant,
                       String fromZone, String toZone) {

    /** How a component repeats its vector. */
    public enum Kind { LEAP, SLIDE, HOP, GRASSHOP }

    /**
     * Path conditions of a leap (LAME, JUMP), or for a slide JUMP_FIRST: the first square is
     * passed over whatever stands on it (the slide starts from the second).
     */
    public enum Lameness { NONE, LAME, JUMP, JUMP_FIRST }

    /** A displacement in the mover's frame: dx to the right, dy forward. */
    public record Vector(int dx, int dy) {
        // Written out: the record's generated equals and hashCode go through a method handle
        // made on first use, and the table builder hashes vectors by the thousand at start-up.
        @Override
        public boolean equals(Object o) {
            return o instanceof Vector v && v.dx == dx && v.dy == dy;
        }

        @Override
        public int hashCode() {
            return dx * 31 + dy;
        }

        @Override
        public String toString() {
            return "(" + dx + "," + dy + ")";
        }
    }

    public MoveSpec {
        vectors = List.copyOf(vectors);
    }

    /** A copy restricted to the given zones (null keeps the current one). */
    public MoveSpec withZones(String from, String to) {
        return new MoveSpec(kind, vectors, maxRange, move, capture, initialOnly, lame, enPassant,
                from != null ? from : fromZone, to != null ? to : toZone);
    }
}
