package io.ashtapada.model.ends;

/**
 * What an {@link EndCondition} may read of a position: the engine's position implements it,
 * so a rule reads the live board with no copy. Players and kinds are indices; a square holds
 * at most one piece.
 */
public interface GameView {
    /** How many players the game has. */
    int players();

    /** The player to move. */
    int toMove();

    /** Has the player left the game (more than two players)? */
    boolean isOut(int player);

    /** How many pieces the player has on the board. */
    int onBoard(int player);

    /** The square of the player's i-th piece on the board, {@code 0 <= i < onBoard(player)}. */
    int squareOf(int player, int i);

    /** The owner of the piece on the square, -1 when it is empty. */
    int ownerAt(int square);

    /** The kind of the piece on the square, -1 when it is empty. */
    int kindAt(int square);

    /** The player's pieces on the board and in hand. */
    int pieces(int player);

    /** Does a piece of another player attack the square? */
    boolean attackedByEnemy(int square, int player);
}
