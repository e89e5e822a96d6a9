package io.ashtapada.balance;

import io.ashtapada.api.ComputerPlayer;
import io.ashtapada.api.Game;
import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.RandomPlayer;
import io.ashtapada.api.Variant;

/**
 * A seat of self-play: makes a fresh player for each game (seeded, so a run is reproducible)
 * that plays whole turns. The command line turns its seat words into these.
 */
public interface Player {
    /** How the seat is written ({@code random}, {@code ai:20}, {@code ai:d1}). */
    String name();

    /** A player for one game of {@code variant}, seeded by {@code seed}. */
    Turns player(Variant variant, long seed);

    /** Plays whole turns of one game. */
    @FunctionalInterface
    interface Turns {
        void playTurn(Game g) throws IllegalMoveException;
    }

    /** Uniformly random turns (re-rolls included). */
    static Player random() {
        return of("random", (v, seed) -> new RandomPlayer(seed)::playTurn);
    }

    /** The computer searching one move deep: the "greedy" rung of the skill ladder. */
    static Player greedy() {
        return of("ai:d1", (v, seed) -> {
            ComputerPlayer ai = new ComputerPlayer(v).seed(seed);
            return g -> ai.playTurn(g, ComputerPlayer.Limits.depth(1));
        });
    }

    /** The computer at {@code millis} ms a decision. */
    static Player ai(long millis) {
        return of("ai:" + millis, (v, seed) -> {
            ComputerPlayer ai = new ComputerPlayer(v).seed(seed);
            return g -> ai.playTurn(g, ComputerPlayer.Limits.time(millis));
        });
    }

    /** The computer searching {@code depth} moves deep (reproducible whatever the machine's load). */
    static Player aiDepth(int depth) {
        return of("ai:d" + depth, (v, seed) -> {
            ComputerPlayer ai = new ComputerPlayer(v).seed(seed);
            return g -> ai.playTurn(g, ComputerPlayer.Limits.depth(depth));
        });
    }

    /** A seat of this name made by {@code make}. */
    static Player of(String name, java.util.function.BiFunction<Variant, Long, Turns> make) {
        return new Player() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public Turns player(Variant variant, long seed) {
                return make.apply(variant, seed);
            }
        };
    }
}
