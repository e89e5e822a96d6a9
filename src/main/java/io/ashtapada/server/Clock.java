package io.ashtapada.server;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A game clock of base time plus increment (Fischer): the clock of the player to move runs;
 * when that player's turn ends, the time used is taken off and the increment added. A player
 * whose time runs out loses on time. Not thread-safe: its session's lock guards it.
 */
final class Clock {
    /** Base time per player in milliseconds. */
    final long baseMs;
    /** Added to a player's time after each of their turns, in milliseconds. */
    final long incrementMs;
    /** Time left per player (turn order), in milliseconds, as of {@link #since}. */
    private final long[] left;
    /** The player whose clock runs, or -1 when stopped. */
    private int running = -1;
    /** When the running clock was last settled ({@link System#nanoTime()}). */
    private long since;
    /** The player who last ran out of time, or -1. */
    int flagged = -1;

    Clock(long baseMs, long incrementMs, int players) {
        this.baseMs = baseMs;
        this.incrementMs = incrementMs;
        this.left = new long[players];
        java.util.Arrays.fill(left, baseMs);
    }

    /** Restores the time left per player (from a stored game). */
    void restore(long[] times) {
        System.arraycopy(times, 0, left, 0, Math.min(times.length, left.length));
    }

    /** Starts the clock of a player (the one to move). */
    void start(int player, long now) {
        running = player;
        since = now;
    }

    /** Stops all clocks (the game is over). */
    void stop(long now) {
        settle(now);
        running = -1;
    }

    private void settle(long now) {
        if (running >= 0) left[running] -= (now - since) / 1_000_000;
        since = now;
    }

    /** Whether the running player's time is gone at {@code now}. */
    boolean outOfTime(long now) {
        return running >= 0 && left[running] - (now - since) / 1_000_000 <= 0;
    }

    /** The running player's turn ended: their time used is taken off, the increment added, and the next player's clock starts. */
    void turnEnded(int next, long now) {
        settle(now);
        if (running >= 0) left[running] += incrementMs;
        running = next;
    }

    /**
     * The running player's time ran out: their clock shows 0 and they are the one who lost on
     * time; {@code next}'s clock starts (a larger game goes on), or none (-1: the game is over).
     */
    void flag(int next, long now) {
        settle(now);
        if (running >= 0) {
            left[running] = 0;
            flagged = running;
        }
        running = next;
    }

    int running() {
        return running;
    }

    /** Time left per player at {@code now} (never below zero). */
    long[] left(long now) {
        long[] out = left.clone();
        if (running >= 0) out[running] -= (now - since) / 1_000_000;
        for (int i = 0; i < out.length; i++) out[i] = Math.max(0, out[i]);
        return out;
    }

    /** The clock as the API shows it. */
    Map<String, Object> view(List<String> players, long now) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("baseMs", baseMs);
        out.put("incrementMs", incrementMs);
        Map<String, Long> times = new LinkedHashMap<>();
        long[] l = left(now);
        for (int i = 0; i < players.size(); i++) times.put(players.get(i), l[i]);
        out.put("leftMs", times);
        out.put("running", running < 0 ? null : players.get(running));
        out.put("flagged", flagged < 0 ? null : players.get(flagged));
        return out;
    }
}
