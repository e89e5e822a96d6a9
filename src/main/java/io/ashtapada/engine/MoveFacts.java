package io.ashtapada.engine;

import java.util.Arrays;

/** What a packed legal move does, in squares, for describing it to people and programs. */
public final class MoveFacts {
    private MoveFacts() {
    }

    /** The move's type ({@link Move#NORMAL} ... {@link Move#PASS}). */
    public static int type(int m) {
        return Move.type(m);
    }

    /** Where the piece starts (the drop square of a drop), or -1 for a pass. */
    public static int from(int m) {
        return switch (Move.type(m)) {
            case Move.PASS -> -1;
            case Move.DROP -> Move.to(m);
            default -> Move.from(m);
        };
    }

    /** Where the moving piece ends, or -1 for a pass. */
    public static int to(int m) {
        return Move.type(m) == Move.PASS ? -1 : Move.to(m);
    }

    /** The kind dropped from hand, or -1. */
    public static int dropped(int m) {
        int t = Move.type(m);
        return t == Move.DROP || t == Move.DROP_ADVANCE ? Move.kind(m) : -1;
    }

    /** The kind promoted to, or -1. */
    public static int promotion(int m) {
        int t = Move.type(m);
        return t == Move.NORMAL || t == Move.EN_PASSANT ? Move.kind(m) : -1;
    }

    /** The squares whose pieces the move takes, in the position before the move. */
    public static int[] captures(Position p, int m) {
        switch (Move.type(m)) {
            case Move.NORMAL -> {
                return p.board[Move.to(m)] != 0 && Move.to(m) != Move.from(m) ? new int[]{Move.to(m)} : new int[0];
            }
            case Move.EN_PASSANT -> {
                return p.epVictim >= 0 ? new int[]{p.epVictim} : new int[0];
            }
            case Move.PATH -> {
                int[] path = p.path(m);
                int[] out = new int[path.length];
                int n = 0;
                for (int i = 1; i < path.length; i++) if (p.board[path[i]] != 0 && path[i] != path[0]) out[n++] = path[i];
                return Arrays.copyOf(out, n);
            }
            default -> {
                return new int[0];
            }
        }
    }

    /** The squares a multi-leg move passes through, start and end included; else from and to. */
    public static int[] path(Position p, int m) {
        if (Move.type(m) == Move.PATH) return p.path(m);
        if (Move.type(m) == Move.PASS) return new int[0];
        return new int[]{from(m), to(m)};
    }
}
