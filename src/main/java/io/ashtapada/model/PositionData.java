package io.ashtapada.model;

/**
 * A position as plain data, read from or written to a position string.
 *
 * @param board    piece code per square ({@link Codes}), 0 empty
 * @param moved    moves made per square's piece (0 = never moved)
 * @param side     the player to move
 * @param hand     pieces in hand, {@code hand[player][kind]}
 * @param ep       squares that may be captured onto en passant this move (passed-over squares),
 *                 then the square of the piece to be taken where it does not stand straight ahead
 *                 of the last of them (after a diagonal double step)
 * @param halfmove plies since the last capture or pawn move
 * @param fullmove move number, starting at 1
 * @param turn     the dice-turn state, or null (no dice, or not given)
 * @param out      the players who are out of the game (eliminated), one bit per player index:
 *                 bit {@code 1 << p} for player p; 0 when everyone is still in
 * @param checks   checks each player has given (N-check), or null where the variant does not count them
 */
public record PositionData(int[] board, int[] moved, int side, int[][] hand, int[] ep, int halfmove, int fullmove,
                           TurnState turn, int out, int[] checks) {

    /** A position without check counts. */
    public PositionData(int[] board, int[] moved, int side, int[][] hand, int[] ep, int halfmove, int fullmove,
                        TurnState turn, int out) {
        this(board, moved, side, hand, ep, halfmove, fullmove, turn, out, null);
    }

    /** A position in which every player is still in the game. */
    public PositionData(int[] board, int[] moved, int side, int[][] hand, int[] ep, int halfmove, int fullmove,
                        TurnState turn) {
        this(board, moved, side, hand, ep, halfmove, fullmove, turn, 0);
    }

    /** A position of a game without dice, in which every player is still in the game. */
    public PositionData(int[] board, int[] moved, int side, int[][] hand, int[] ep, int halfmove, int fullmove) {
        this(board, moved, side, hand, ep, halfmove, fullmove, null, 0);
    }

    /** Is player {@code p} out of the game? */
    public boolean isOut(int p) {
        return (out & (1 << p)) != 0;
    }

    /** The same position with the given players out of the game ({@link #out}'s bits). */
    public PositionData withOut(int players) {
        return new PositionData(board, moved, side, hand, ep, halfmove, fullmove, turn, players, checks);
    }
}
