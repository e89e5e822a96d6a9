package io.ashtapada.model;

/**
 * A position as plain data, read from or written to a position string.
 *
 * @param board    piece code per square ({@link Codes}), 0 empty
 * @param moved    moves made per square's piece (0 = never moved)
 * @param side     the player to move
 * @param hand     pieces in hand, {@code hand[player][kind]}
 * @param ep       squares that may be captured onto en passant this move (passed-over squares)
 * @param halfmove plies since the last capture or pawn move
 * @param fullmove move number, starting at 1
 * @param turn     the dice-turn state, or null (no dice, or not given)
 */
public record PositionData(int[] board, int[] moved, int side, int[][] hand, int[] ep, int halfmove, int fullmove,
                           TurnState turn) {

    /** A position of a game without dice. */
    public PositionData(int[] board, int[] moved, int side, int[][] hand, int[] ep, int halfmove, int fullmove) {
        this(board, moved, side, hand, ep, halfmove, fullmove, null);
    }
}
