package io.ashtapada.hooks;

import org.graalvm.polyglot.HostAccess;

/**
 * Example adapter (the pattern described in {@code package-info.java}): a plain Java interface
 * implemented by the host, and a final class whose {@code @HostAccess.Export} methods delegate to
 * it. Hooks see exactly {@code size()}, {@code pieceAt(sq)} and {@code name(sq)}.
 */
public final class ExampleBoardView {

    /** What the host implements; knows nothing about GraalVM. */
    public interface Reader {
        int size();

        String pieceAt(int square);

        String name(int square);
    }

    private final Reader reader;

    public ExampleBoardView(Reader reader) {
        this.reader = reader;
    }

    @HostAccess.Export
    public int size() {
        return reader.size();
    }

    @HostAccess.Export
    public String pieceAt(int square) {
        if (square < 0 || square >= reader.size()) {
            throw new IndexOutOfBoundsException("no square " + square);
        }
        return reader.pieceAt(square);
    }

    @HostAccess.Export
    public String name(int square) {
        return reader.name(square);
    }

    /** Not exported: invisible to hooks. */
    public Reader reader() {
        return reader;
    }
}
