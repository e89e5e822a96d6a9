package io.ashtapada.model;

/**
 * One player: turn order is the index. {@code view} says which way the player faces;
 * vectors written in the player's own frame and zones written from the first player's view
 * are turned by it.
 */
public record Player(int index, String id, String display, View view) {

    /** Facing of a player: north is the first player's frame of reference. */
    public enum View {
        NORTH, SOUTH, EAST, WEST;

        /** Absolute x of a vector given in the player's frame (dx right, dy forward). */
        public int vx(int dx, int dy) {
            return switch (this) {
                case NORTH, SOUTH -> dx;
                case EAST -> dy;
                case WEST -> -dy;
            };
        }

        /** Absolute y of a vector given in the player's frame. */
        public int vy(int dx, int dy) {
            return switch (this) {
                case NORTH -> dy;
                case SOUTH -> -dy;
                case EAST -> -dx;
                case WEST -> dx;
            };
        }
    }

    /**
     * The square seen by this player where the first player sees {@code sq}: mirrored across the
     * middle rank for SOUTH, turned a quarter for EAST and WEST (square main rectangles only).
     */
    public int mapSquare(Board b, int sq) {
        int x = b.x(sq), y = b.y(sq);
        int n = b.ranks - 1, m = b.files - 1;
        return switch (view) {
            case NORTH -> sq;
            case SOUTH -> b.at(x, n - y);
            case EAST -> b.at(y, m - x);
            case WEST -> b.at(n - y, x);
        };
    }
}
