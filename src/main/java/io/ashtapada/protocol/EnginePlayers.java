package io.ashtapada.protocol;

import io.ashtapada.api.ComputerPlayer;
import io.ashtapada.api.Variant;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The computer players of one protocol session (UCI, USI, XBoard): one per variant, made when
 * first asked, each with the transposition table size the session's option set ({@code Hash},
 * {@code USI_Hash}, {@code memory}). A new size drops the players, so the next search makes its
 * table at that size. The caller finishes a running search first.
 */
final class EnginePlayers {
    private final Map<Variant, ComputerPlayer> players = new LinkedHashMap<>();
    private int tableMb = ComputerPlayer.DEFAULT_TABLE_MB;

    /** The player of variant {@code v}, searching with {@code threads} threads. */
    ComputerPlayer of(Variant v, int threads) {
        return players.computeIfAbsent(v, x -> new ComputerPlayer(x, tableMb)).threads(threads);
    }

    /** Sets the table size from an option's text; false (nothing changed) unless it is 1 to {@link ComputerPlayer#tableLimitMb()}. */
    boolean tableSize(String text) {
        Integer n = text == null ? null : Lines.count(text, 1, ComputerPlayer.tableLimitMb());
        if (n == null) return false;
        if (n != tableMb) {
            tableMb = n;
            players.clear();
        }
        return true;
    }
}
