package io.ashtapada.server;

import io.ashtapada.api.Game;
import io.ashtapada.api.GameState;
import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.RandomPlayer;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * One game the server holds: the game, who sits in each seat, who made it, and who watches it.
 * Every change goes through here under the session's lock, then is stored and pushed to every
 * watcher. A random seat plays its whole turn as soon as it is to move.
 */
final class GameSession {
    /** What sits in a seat. */
    enum Seat { HUMAN, RANDOM }

    /** The most turns random seats play in a row in one request (a game of random seats only plays in steps). */
    private static final int MAX_AUTOPLAY_TURNS = 2000;

    final String id;
    final String variantId;
    final String client;
    final List<Seat> seats;
    private Game game;
    private final RandomPlayer random;
    private final List<Consumer<String>> watchers = new CopyOnWriteArrayList<>();
    private final List<String> hookFailures = new ArrayList<>();

    GameSession(String id, String variantId, String client, List<Seat> seats, Game game, long seed) {
        this.id = id;
        this.variantId = variantId;
        this.client = client;
        this.seats = List.copyOf(seats);
        this.game = game;
        this.random = new RandomPlayer(seed);
        game.seed(seed ^ 0x5DEECE66DL);
    }

    synchronized boolean isOver() {
        return game.result().isOver();
    }

    private Seat seatToMove() {
        return seats.get(game.variant().players().indexOf(game.sideToMove()));
    }

    /**
     * Takes one action of the player to move, as the record writes it or one of the words
     * {@code roll} and {@code reroll} (with {@code which}: 1, 2 or both) to throw the server's dice.
     */
    synchronized void act(String action, String which) {
        if (game.result().isOver()) throw new ApiError(409, "game-over", "the game is over: " + game.result());
        if (seatToMove() != Seat.HUMAN) {
            throw new ApiError(409, "not-your-turn", game.sideToMove() + " is a " + seatToMove().name().toLowerCase() + " seat");
        }
        try {
            switch (action) {
                case "roll" -> game.roll();
                case "reroll" -> game.reroll(which == null ? "" : which);
                default -> game.act(action);
            }
        } catch (IllegalMoveException e) {
            throw new ApiError(422, "illegal-action", e.getMessage());
        }
        collectHookFailures();
        autoplay();
    }

    /** Lets random seats play while one is to move. */
    synchronized void autoplay() {
        for (int turns = 0; turns < MAX_AUTOPLAY_TURNS && !game.result().isOver() && seatToMove() == Seat.RANDOM; turns++) {
            try {
                random.playTurn(game);
            } catch (IllegalMoveException | IllegalStateException e) {
                hookFailures.add("random seat could not move: " + e.getMessage());
                break;
            }
            collectHookFailures();
        }
    }

    /** Takes back the last action, and those of random seats before it, so that a human is to decide again. */
    synchronized void undo() {
        String before = game.record(Map.of());
        if (!game.undo()) throw new ApiError(409, "nothing-to-undo", "no action to take back");
        while (seatToMove() == Seat.RANDOM && seats.contains(Seat.HUMAN) && game.undo()) {
            // keep going back to the last human decision
        }
        if (seatToMove() == Seat.RANDOM && seats.contains(Seat.HUMAN)) {
            // Only random seats have acted: put the game back exactly as it was.
            try {
                game = Game.replay(game.variant(), before);
            } catch (IllegalMoveException | io.ashtapada.api.IllegalPositionException e) {
                throw new IllegalStateException("a game's own record does not replay", e);
            }
            throw new ApiError(409, "nothing-to-undo", "no action of a human seat to take back");
        }
    }

    private void collectHookFailures() {
        hookFailures.addAll(game.hookFailures());
        while (hookFailures.size() > 20) hookFailures.remove(0);
    }

    synchronized String record() {
        return game.record(seatTags());
    }

    private Map<String, String> seatTags() {
        Map<String, String> tags = new LinkedHashMap<>();
        List<String> players = game.variant().players();
        for (int i = 0; i < players.size(); i++) tags.put(players.get(i), seats.get(i).name().toLowerCase());
        return tags;
    }

    /** The game as the API answers it. */
    synchronized View view() {
        collectHookFailures();
        GameState state = game.state();
        return new View(id, variantId, seatTags(), game.position(), game.history(), state, List.copyOf(hookFailures));
    }

    /**
     * A game as the server shows it.
     *
     * @param id           the game's id
     * @param variant      the variant's id
     * @param seats        per player id: human or random
     * @param position     the position string now
     * @param history      the moves made, in coordinate notation
     * @param state        everything about the position, the legal actions included
     * @param hookFailures the latest failures of the variant's hooks, if any
     */
    record View(String id, String variant, Map<String, String> seats, String position, List<String> history,
                GameState state, List<String> hookFailures) {
    }

    void watch(Consumer<String> watcher) {
        watchers.add(watcher);
    }

    void unwatch(Consumer<String> watcher) {
        watchers.remove(watcher);
    }

    /** Sends a state to every watcher; a watcher whose connection fails is dropped. */
    void broadcast(String json) {
        for (Consumer<String> w : watchers) {
            try {
                w.accept(json);
            } catch (RuntimeException e) {
                watchers.remove(w);
            }
        }
    }

    int watcherCount() {
        return watchers.size();
    }
}
