package io.ashtapada.api;

/** A move was refused; the game is unchanged. The message says why. */
public final class IllegalMoveException extends Exception {
    IllegalMoveException(String reason) {
        super(reason);
    }
}
