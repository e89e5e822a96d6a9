package io.ashtapada.model;

/**
 * Which way the pieces of one kind face, relative to their owner. A kind's moves are written in
 * its own frame (y forward, x to the right); this turns them into the owner's frame, which the
 * owner's {@link Player} then turns onto the board. Chaturaji pawns that advance to their owner's
 * right are a kind {@code facing right}: the same moves as the owner's forward pawns, turned a
 * quarter clockwise. The kind's files (for {@code file-type} promotion) turn with it.
 */
public enum Facing {
    FORWARD, RIGHT, BACKWARD, LEFT;

    /** The owner-frame x of a vector written in the piece's frame (dx right, dy forward). */
    public int x(int dx, int dy) {
        return switch (this) {
            case FORWARD -> dx;
            case RIGHT -> dy;
            case BACKWARD -> -dx;
            case LEFT -> -dy;
        };
    }

    /** The owner-frame y of a vector written in the piece's frame. */
    public int y(int dx, int dy) {
        return switch (this) {
            case FORWARD -> dy;
            case RIGHT -> -dx;
            case BACKWARD -> -dy;
            case LEFT -> dx;
        };
    }
}
