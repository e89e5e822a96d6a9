package io.ashtapada.server;

import java.util.concurrent.Callable;

/** What the browser tests share beyond their pages. */
final class BrowserBoardTestSupport {
    private BrowserBoardTestSupport() {
    }

    /** Waits (polling every 50 ms, at most {@link BrowserBoardTest#WAIT_MS}) for a condition outside the page, such as the server's state. */
    static void eventually(String what, Callable<Boolean> condition) throws Exception {
        long end = System.nanoTime() + BrowserBoardTest.WAIT_MS * 1_000_000L;
        while (!condition.call()) {
            if (System.nanoTime() > end) throw new AssertionError("timed out after " + BrowserBoardTest.WAIT_MS + " ms waiting for " + what);
            Thread.sleep(50);
        }
    }
}
