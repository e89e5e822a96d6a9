package io.ashtapada.hooks;

/** Where the moves a hook emits go, implemented by the engine. */
public interface MoveWriter {
    /** A one-leg move; throws IllegalArgumentException when it is malformed. */
    void move(int from, int to);

    /** A multi-leg move through the given squares, the first being the mover's; throws when malformed. */
    void path(int[] squares);
}
