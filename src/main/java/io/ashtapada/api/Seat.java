package io.ashtapada.api;

/**
 * Who sits at a player's place, as the command line and the server name it: {@code human},
 * {@code random}, {@code ai} (the default time a decision), {@code ai:MS} (MS milliseconds a
 * decision) or {@code ai:dN} (a search N moves deep, whatever the time: reproducible;
 * {@code ai:d1} is the greedy one-move player). With more than two players a last part chooses
 * the search: {@code ai:brs}, {@code ai:200:maxn}, {@code ai:d3:paranoid} (the default). One
 * reader for every front end; each decides what it allows (the server refuses depths, whose time
 * has no bound, and caps the milliseconds).
 *
 * @param kind   human, random or computer
 * @param millis milliseconds a decision of a computer seat; 0 for a depth seat or another kind
 * @param depth  moves deep a decision of a depth seat; else 0
 * @param search the search with more than two players ({@code paranoid}, {@code brs},
 *               {@code maxn}), or null for the default
 */
public record Seat(Kind kind, long millis, int depth, String search) {
    /** What sits at the place. */
    public enum Kind { HUMAN, RANDOM, AI }

    /** The deepest {@code ai:dN}. */
    public static final int MAX_DEPTH = 64;
    /** The longest seat text read. */
    public static final int MAX_TEXT = 40;

    public static final Seat HUMAN = new Seat(Kind.HUMAN, 0, 0, null);
    public static final Seat RANDOM = new Seat(Kind.RANDOM, 0, 0, null);

    /**
     * Reads a seat; {@code defaultMillis} is the time of a plain {@code ai}.
     *
     * @throws IllegalArgumentException with a one-line reason when it is not a seat
     */
    public static Seat parse(String text, long defaultMillis) {
        if (text == null || text.length() > MAX_TEXT) throw refused(text);
        for (String m : new String[]{"paranoid", "brs", "maxn"}) {
            if (text.startsWith("ai:") && text.endsWith(":" + m)) {
                String base = text.substring(0, text.length() - m.length() - 1);
                Seat s = base.equals("ai") ? new Seat(Kind.AI, defaultMillis, 0, null) : parse(base, defaultMillis);
                if (s.search != null) throw refused(text);
                return new Seat(Kind.AI, s.millis, s.depth, m);
            }
        }
        switch (text) {
            case "human":
                return HUMAN;
            case "random":
                return RANDOM;
            case "ai":
                return new Seat(Kind.AI, defaultMillis, 0, null);
            default:
                break;
        }
        if (text.startsWith("ai:d") && text.substring(4).matches("\\d{1,3}")) {
            int d = Integer.parseInt(text.substring(4));
            if (d >= 1 && d <= MAX_DEPTH) return new Seat(Kind.AI, 0, d, null);
        } else if (text.startsWith("ai:") && text.substring(3).matches("\\d{1,9}")) {
            long ms = Long.parseLong(text.substring(3));
            if (ms >= 1) return new Seat(Kind.AI, ms, 0, null);
        }
        throw refused(text);
    }

    private static IllegalArgumentException refused(String text) {
        String shown = text == null ? "" : text.length() > MAX_TEXT ? text.substring(0, MAX_TEXT) + "..." : text;
        return new IllegalArgumentException("a seat is human, random, ai, ai:MS (milliseconds a move) or ai:dN (depth N), not '" + shown + "' (an ai seat may end in :paranoid, :brs or :maxn, the search of more than two players)");
    }

    /** Is it the computer player? */
    public boolean isAi() {
        return kind == Kind.AI;
    }

    /** The seat as {@link #parse} reads it. */
    public String text() {
        String base = switch (kind) {
            case HUMAN -> "human";
            case RANDOM -> "random";
            case AI -> depth > 0 ? "ai:d" + depth : "ai:" + millis;
        };
        return search == null ? base : base + ":" + search;
    }

    /** The computer player's limits a decision (AI seats). */
    public ComputerPlayer.Limits limits() {
        return new ComputerPlayer.Limits(millis, millis > 0 ? 0 : depth, 0);
    }
}
