package io.ashtapada.engine.turn;

/** An action the rules do not allow now; the message is the one-line reason. The game is unchanged. */
public final class IllegalActionException extends Exception {
    public IllegalActionException(String message) {
        super(message);
    }
}
