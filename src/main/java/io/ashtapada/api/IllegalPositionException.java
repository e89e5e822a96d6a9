package io.ashtapada.api;

/** A position string could not be read for this variant. The message says why. */
public final class IllegalPositionException extends Exception {
    IllegalPositionException(String reason) {
        super(reason);
    }
}
