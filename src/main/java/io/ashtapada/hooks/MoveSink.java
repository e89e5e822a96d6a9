package io.ashtapada.hooks;

import org.graalvm.polyglot.HostAccess;

/**
 * The {@code out} object a hook receives. {@code out.move(from, to)} emits a one-leg move;
 * a multi-leg move is {@code out.begin(from)}, then {@code out.to(sq)} per leg, then
 * {@code out.end()}.
 */
public final class MoveSink {
    private static final int MAX_LEGS = 64;
    private final MoveWriter w;
    private final int[] legs = new int[MAX_LEGS + 1];
    private int n = -1;

    public MoveSink(MoveWriter w) {
        this.w = w;
    }

    /** Forgets a multi-leg move begun and not ended (the sink is used again for the next call; not for hooks). */
    public void reset() {
        n = -1;
    }

    @HostAccess.Export
    public void move(int from, int to) {
        w.move(from, to);
    }

    @HostAccess.Export
    public void begin(int from) {
        legs[0] = from;
        n = 1;
    }

    @HostAccess.Export
    public void to(int sq) {
        if (n < 1) throw new IllegalArgumentException("out.to() before out.begin()");
        if (n > MAX_LEGS) throw new IllegalArgumentException("more than " + MAX_LEGS + " legs");
        legs[n++] = sq;
    }

    @HostAccess.Export
    public void end() {
        if (n < 2) throw new IllegalArgumentException("out.end() needs out.begin() and at least one out.to()");
        int[] p = java.util.Arrays.copyOf(legs, n);
        n = -1;
        w.path(p);
    }
}
