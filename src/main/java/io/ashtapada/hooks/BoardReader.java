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

    /**
     * The squares of {@code byPlayer}'s pieces whose own built-in moves could capture on {@code sq}
     * (whatever stands there: a player's pieces that defend their own piece are its attackers
     * too), in no set order (a new array). Hook moves are not counted.
     */
    int[] attackers(int sq, int byPlayer);

    boolean tryMove(int from, int to);

    boolean undoTry();

    String key();

    /** The squares of {@code player}'s pieces on the board, in ascending order (a new array). */
    int[] pieces(int player);

    /** The squares of {@code player}'s pieces of kind {@code kind} (an index), ascending (a new array). */
    int[] piecesOf(int player, int kind);

    /** Per square: the piece's kind index, -1 if empty (a new array). */
    int[] kinds();

    /** Per square: the piece's owner, -1 if empty (a new array). */
    int[] owners();

    /** Per square: its file (a new array). */
    int[] files();

    /** Per square: its rank (a new array). */
    int[] ranks();

    /** The index of the kind called {@code name} (as in {@link #kinds()}), or -1. */
    int kindOf(String name);

    /** The name of kind {@code index}, or "" if there is none. */
    String kindName(int index);
}
