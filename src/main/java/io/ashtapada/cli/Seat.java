package io.ashtapada.cli;

import io.ashtapada.api.ComputerPlayer;
import io.ashtapada.api.Game;
import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.RandomPlayer;
import io.ashtapada.api.Variant;

/**
 * A seat at the table as the command line names it: {@code human}, {@code random}, {@code ai}
 * (100 ms a decision), {@code ai:MS} (MS milliseconds a decision) or {@code ai:dN} (a search of N
 * moves a decision, whatever the time: reproducible; {@code ai:d1} is the greedy one-move player).
 * With more than two players a last part chooses the search: {@code ai:brs}, {@code ai:200:maxn},
 * {@code ai:d3:paranoid} (the default).
 */
final class Seat {
    /** Milliseconds per decision of a plain {@code ai} seat. */
    static final long DEFAULT_MILLIS = 100;

    final String name;
    final boolean human;
    private final long millis;
    private final int depth;
    /** The search of games of more than two players (paranoid, brs, maxn), or null for the default. */
    private String multi;
    private RandomPlayer random;
    private ComputerPlayer ai;

    private Seat(String name, boolean human, long millis, int depth) {
        this.name = name;
        this.human = human;
        this.millis = millis;
        this.depth = depth;
    }

    /** Reads a seat; {@code defaultMillis} is the time of a plain {@code ai} seat. */
    static Seat parse(String text, long defaultMillis) throws Main.UsageException {
        for (String m : new String[]{"paranoid", "brs", "maxn"}) {
            if (text.startsWith("ai:") && text.endsWith(":" + m)) {
                String base = text.substring(0, text.length() - m.length() - 1);
                Seat s = parse(base, defaultMillis);
                Seat out = new Seat(text, false, s.millis, s.depth);
                out.multi = m;
                return out;
            }
        }
        if (text.equals("human")) return new Seat(text, true, 0, 0);
        if (text.equals("random")) return new Seat(text, false, 0, 0);
        if (text.equals("ai")) return new Seat(text, false, defaultMillis, 0);
        if (text.startsWith("ai:")) {
            String v = text.substring(3);
            try {
                if (v.startsWith("d")) {
                    int d = Integer.parseInt(v.substring(1));
                    if (d >= 1 && d <= 64) return new Seat(text, false, 0, d);
                } else {
                    long ms = Long.parseLong(v);
                    if (ms >= 1) return new Seat(text, false, ms, 0);
                }
            } catch (NumberFormatException e) {
                // reported below
            }
        }
        throw new Main.UsageException("a seat is human, random, ai, ai:MS (milliseconds a move) or ai:dN (depth N), not '" + text
                + "' (an ai seat may end in :paranoid, :brs or :maxn, the search of more than two players)");
    }

    boolean isAi() {
        return millis > 0 || depth > 0;
    }

    /** Gets the seat ready for a game of this variant, seeded. */
    void prepare(Variant v, long seed) {
        if (isAi()) {
            if (ai == null) {
                ai = new ComputerPlayer(v);
                if (multi != null) ai.multiPlayer(multi);
            }
            ai.seed(seed);
        } else {
            random = new RandomPlayer(seed); // a human seat's too: played on at random once its input ends
        }
    }

    /** Plays the side to move's whole turn (a human seat only once its input ended). */
    void playTurn(Game g) throws IllegalMoveException {
        if (isAi()) ai.playTurn(g, new ComputerPlayer.Limits(millis, millis > 0 ? 0 : depth, 0));
        else random.playTurn(g);
    }
}
