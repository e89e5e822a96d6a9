package io.ashtapada.model;

import io.ashtapada.syntax.ErrorCode;

/**
 * An XBetza text that {@link XBetza#parse} cannot read, either because it is malformed or
 * because it uses a part of XBetza that Ashtapada does not support. The reader never guesses,
 * so every construct it does not understand ends up here, with the place it stopped.
 */
public final class XBetzaException extends Exception {
    private static final long serialVersionUID = 1L;

    private final int offset;
    /** The kind of problem, chosen where it is found. */
    private final ErrorCode code;

    /**
     * @param code    the kind of problem
     * @param message what is wrong, naming the text, e.g. {@code unsupported XBetza modifier 'y' in "yafW"}
     * @param offset  0-based index into the text where the problem is; the text's length when
     *                the text ends too early
     */
    public XBetzaException(ErrorCode code, String message, int offset) {
        super(message);
        this.code = code;
        this.offset = offset;
    }

    /** The kind of problem. */
    public ErrorCode code() {
        return code;
    }

    /** 0-based index into the text where the problem is (the text's length if it ended too early). */
    public int offset() {
        return offset;
    }
}
