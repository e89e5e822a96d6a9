package io.ashtapada.cli;

import io.ashtapada.api.ComputerPlayer;
import io.ashtapada.api.Game;
import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.RandomPlayer;
import io.ashtapada.api.Variant;

/**
 * A seat at the table of a terminal game or a match: the seat as {@link io.ashtapada.api.Seat}
 * reads it (the one reader the server uses too), with the players that play its turns.
 */
final class Seat {
    /** Milliseconds per decision of a plain {@code ai} seat. */
    static final long DEFAULT_MILLIS = 100;

    final String name;
    final boolean human;
    private final io.ashtapada.api.Seat spec;
    private RandomPlayer random;
    private ComputerPlayer ai;

    private Seat(String name, io.ashtapada.api.Seat spec) {
        this.name = name;
        this.spec = spec;
        this.human = spec.kind() == io.ashtapada.api.Seat.Kind.HUMAN;
    }

    /** Reads a seat; {@code defaultMillis} is the time of a plain {@code ai} seat. */
    static Seat parse(String text, long defaultMillis) throws Main.UsageException {
        try {
            return new Seat(text, io.ashtapada.api.Seat.parse(text, defaultMillis));
        } catch (IllegalArgumentException e) {
            throw new Main.UsageException(e.getMessage());
        }
    }

    /** The seats of a match (random and ai only), read; {@code defaultMillis} is a plain {@code ai}'s time. */
    static java.util.List<io.ashtapada.api.Seat> forMatch(java.util.List<String> names, long defaultMillis) throws Main.UsageException {
        java.util.List<io.ashtapada.api.Seat> out = new java.util.ArrayList<>();
        for (String name : names) {
            Seat s = parse(name, defaultMillis);
            if (s.human) throw new Main.UsageException("a match is played by random and ai seats, not human");
            out.add(s.spec);
        }
        return out;
    }

    boolean isAi() {
        return spec.isAi();
    }

    /** Gets the seat ready for a game of this variant, seeded. */
    void prepare(Variant v, long seed) {
        if (isAi()) {
            if (ai == null) {
                ai = new ComputerPlayer(v);
                if (spec.search() != null) ai.multiPlayer(spec.search());
            }
            ai.seed(seed);
        } else {
            random = new RandomPlayer(seed); // a human seat's too: played on at random once its input ends
        }
    }

    /** Plays the side to move's whole turn (a human seat only once its input ended). */
    void playTurn(Game g) throws IllegalMoveException {
        if (isAi()) ai.playTurn(g, spec.limits());
        else random.playTurn(g);
    }
}
