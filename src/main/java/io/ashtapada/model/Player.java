package io.ashtapada.model;

/**
 * One player: turn order is the index. {@code view} says which way the player faces;
 * vectors written in the player's own frame and zones written from the first player's view
 * are turned by it. A player facing south either mirrors the first player across the middle
 * rank (chess, the default) or, when {@code turned}, sees the board turned half round (a
 * four-player game, where every army is the first one turned about the centre). Players facing
 * east or west are always a quarter turn from the first.
 *
 * @param colour a colour for displays, as written ({@code "red"}); the display name when none is given
 */
public record Player(int index, String id, String display, String colour, View view, boolean turned) {

    /** A player without a colour of its own, facing {@code view}, mirrored when facing south. */
    public Player(int index, String id, String display, View view) {
        this(index, id, display, display, view, false);
    }

    /** Facing of a player: north is the first player's frame of reference. */
    public enum View {
        NORTH, SOUTH, EAST, WEST;

        /** Absolute x of a vector given in the player's frame (dx right, dy forward); south mirrors. */
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

    /** Absolute x of a vector given in this player's frame (dx right, dy forward). */
    public int vx(int dx, int dy) {
        return view == View.SOUTH && turned ? -dx : view.vx(dx, dy);
    }

    /** Absolute y of a vector given in this player's frame. */
    public int vy(int dx, int dy) {
        return view.vy(dx, dy);
    }

    /** Absolute x of a vector given in the frame of a piece of this player facing {@code f}. */
    public int vx(Facing f, int dx, int dy) {
        return vx(f.x(dx, dy), f.y(dx, dy));
    }

    /** Absolute y of a vector given in the frame of a piece of this player facing {@code f}. */
    public int vy(Facing f, int dx, int dy) {
        return vy(f.x(dx, dy), f.y(dx, dy));
    }

    /**
     * The square seen by this player where the first player sees {@code sq}: mirrored across the
     * middle rank for SOUTH (turned half round when {@code turned}), turned a quarter for EAST
     * (clockwise) and WEST (anticlockwise); EAST and WEST need a square main rectangle. -1 when
     * that square does not exist.
     */
    public int mapSquare(Board b, int sq) {
        int x = b.x(sq), y = b.y(sq);
        int n = b.ranks - 1, m = b.files - 1;
        return switch (view) {
            case NORTH -> sq;
            case SOUTH -> turned ? b.at(m - x, n - y) : b.at(x, n - y);
            case EAST -> b.at(y, m - x);
            case WEST -> b.at(n - y, x);
        };
    }
}
