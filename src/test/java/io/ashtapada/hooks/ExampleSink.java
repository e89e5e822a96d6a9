package io.ashtapada.hooks;

import java.util.ArrayList;
import java.util.List;

import org.graalvm.polyglot.HostAccess;

/** Example output sink: hooks call {@code out.add(from, to)}. */
public final class ExampleSink {

    private static final int MAX = 10_000;

    final List<int[]> moves = new ArrayList<>();

    @HostAccess.Export
    public void add(int from, int to) {
        if (moves.size() >= MAX) {
            throw new IllegalStateException("too many moves");
        }
        moves.add(new int[] {from, to});
    }
}
