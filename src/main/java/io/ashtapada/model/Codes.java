package io.ashtapada.model;

/**
 * A piece on a square is one int: {@code ((kind + 1) << 2) | owner}; 0 is an empty square.
 * Up to 31 kinds and 4 players.
 */
public final class Codes {
    public static final int MAX_KINDS = 31;
    public static final int MAX_PLAYERS = 4;

    private Codes() {
    }

    public static int code(int kind, int owner) {
        return ((kind + 1) << 2) | owner;
    }

    public static int kind(int code) {
        return (code >>> 2) - 1;
    }

    public static int owner(int code) {
        return code & 3;
    }
}
