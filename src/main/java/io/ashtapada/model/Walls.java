package io.ashtapada.model;

/**
 * Walls: squares no piece may enter, pass or take. The compiler makes one piece kind for them
 * ({@link #kind}), with no moves, that every kind is barred from taking and explosions spare;
 * on the board a wall belongs to the second player, so that its own pieces stop in front of it
 * as in front of their own and the first player's stop as before a piece they may not take.
 * Each move of a walling variant carries the square its wall goes on ({@code engine.Move}).
 *
 * @param rule   where the walls go
 * @param region per player, the squares a wall may go on; null: any
 * @param kind   the piece kind of the walls
 */
public record Walls(Rule rule, SquareSet[] region, int kind) {
    /** The owner of every wall on the board. */
    public static final int OWNER = 1;
    /** The most squares a walling board may have: a move holds its wall square plus one in 7 bits. */
    public static final int MAX_SQUARES = 126;

    /** Where walls go. */
    public enum Rule {
        /** One wall, moved to another empty square after every move (duck chess). */
        DUCK,
        /** A wall on a square the piece that moved could now move to (the game of the amazons). */
        ARROW,
        /** A wall on any empty square after every move (isolation). */
        ANYWHERE,
        /** The square a piece leaves becomes a wall (snailtrail, joust). */
        PAST,
        /** Instead of a move, a wall on an empty square at the edge or next to a wall (atlantis). */
        EDGE
    }

    /** May player {@code p} put a wall on {@code sq}? */
    public boolean allowed(int p, int sq) {
        return region == null || region[p].contains(sq);
    }
}
