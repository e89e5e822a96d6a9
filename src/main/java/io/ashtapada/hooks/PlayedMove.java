package io.ashtapada.hooks;

import org.graalvm.polyglot.HostAccess;

/**
 * The {@code move} object an {@code after-move} hook receives: the move just played (the view
 * shows the position after it). Kinds are kind indices; -1 where the move has none.
 */
public final class PlayedMove {
    private final int from, to, kind, taken, takenSquare, promotion;
    private final java.util.function.Supplier<String> text;

    public PlayedMove(int from, int to, int kind, int taken, int takenSquare, int promotion, java.util.function.Supplier<String> text) {
        this.from = from;
        this.to = to;
        this.kind = kind;
        this.taken = taken;
        this.takenSquare = takenSquare;
        this.promotion = promotion;
        this.text = text;
    }

    /** The square the piece left (-1 for a drop). */
    @HostAccess.Export
    public int from() {
        return from;
    }

    @HostAccess.Export
    public int to() {
        return to;
    }

    /** The kind that moved (before any promotion) or was dropped. */
    @HostAccess.Export
    public int kind() {
        return kind;
    }

    /** The kind taken, -1 if none. */
    @HostAccess.Export
    public int taken() {
        return taken;
    }

    /** Where the taken piece stood (differs from to() for en passant), -1 if none. */
    @HostAccess.Export
    public int takenSquare() {
        return takenSquare;
    }

    @HostAccess.Export
    public int promotion() {
        return promotion;
    }

    @HostAccess.Export
    public String text() {
        return text.get();
    }
}
