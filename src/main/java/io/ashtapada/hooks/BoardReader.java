package io.ashtapada.hooks;

/**
 * What a hook may know about a position, implemented by the engine. Squares are numbers
 * 0..size()-1; file/rank are 0-based coordinates. {@link #tryMove} plays a plain move
 * temporarily so a hook can look ahead (check, repetition); every try is taken back by the
 * engine after the call, so to the caller the position is read-only.
 */
public interface BoardReader {
    int size();

    String name(int sq);

    int square(String name);

    int file(int sq);

    int rank(int sq);

    int at(int file, int rank);

    String piece(int sq);

    int owner(int sq);

    int moved(int sq);

    boolean royal(int sq);

    /** Is the piece on {@code sq} of a pawn kind (declared {@code pawn})? False for an empty square. */
    boolean pawn(int sq);

    int side();

    int players();

    /** The way {@code player} faces: "north", "east", "south" or "west". */
    String facing(int player);

    int hand(int player, String piece);

    boolean attacked(int sq, int byPlayer);

    boolean inCheck(int player);

    boolean tryMove(int from, int to);

    boolean undoTry();

    String key();
}
