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

    /** The game's clock, or null for a game without one. */
    private final Clock clock;

    GameSession(String id, String variantId, String client, List<Seat> seats, Game game, long seed) {
        this(id, variantId, client, seats, game, seed, null);
    }

    GameSession(String id, String variantId, String client, List<Seat> seats, Game game, long seed, Clock clock) {
        this.clock = clock;
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
        flagIfOutOfTime();
        if (game.result().isOver()) throw new ApiError(409, "game-over", "the game is over: " + game.result()
                + (clock != null && clock.flagged >= 0 ? " on time" : ""));
        int mover = turnIndex();
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
        clockAfter(mover);
        autoplay();
    }

    private int turnIndex() {
        return game.variant().players().indexOf(game.sideToMove());
    }

    /** After an action of {@code mover}: when the turn passed, the clocks change hands; when the game ended, they stop. */
    private void clockAfter(int mover) {
        if (clock == null) return;
        long now = System.nanoTime();
        if (game.result().isOver()) clock.stop(now);
        else if (turnIndex() != mover) clock.turnEnded(turnIndex(), now);
    }

    /** The clock, if any, is started for the player to move (a new or restored game). */
    synchronized void startClock() {
        if (clock != null && !game.result().isOver()) clock.start(turnIndex(), System.nanoTime());
    }

    /**
     * Loss on time: when the running clock has run out, its player loses. The turn core has no
     * flag of its own, so the player resigns there (the record writes {@code resign}); the clock
     * shows who flagged. Returns whether it happened now.
     */
    synchronized boolean flagIfOutOfTime() {
        if (clock == null || game.result().isOver() || !clock.outOfTime(System.nanoTime())) return false;
        clock.flagged = clock.running();
        clock.stop(System.nanoTime());
        try {
            game.resign();
        } catch (IllegalMoveException e) {
            throw new IllegalStateException("the player to move could not lose on time: " + e.getMessage(), e);
        }
        return true;
    }

    boolean hasClock() {
        return clock != null;
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
            clockAfterAutoplay();
        }
    }

    private void clockAfterAutoplay() {
        if (clock == null) return;
        long now = System.nanoTime();
        if (game.result().isOver()) clock.stop(now);
        else if (turnIndex() != clock.running()) clock.turnEnded(turnIndex(), now);
    }

    /** Takes back the last action, and those of random seats before it, so that a human is to decide again. */
    synchronized void undo() {
        String before = game.record(Map.of());
        if (!game.undo()) throw new ApiError(409, "nothing-to-undo", "no action to take back");
        while (seatToMove() == Seat.RANDOM && seats.contains(Seat.HUMAN) && game.undo()) {
            // keep going back to the last human decision
        }
        if (clock != null && !game.result().isOver()) clock.turnEnded(turnIndex(), System.nanoTime());
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
        return game.record(recordTags());
    }

    private Map<String, String> seatTags() {
        Map<String, String> tags = new LinkedHashMap<>();
        List<String> players = game.variant().players();
        for (int i = 0; i < players.size(); i++) tags.put(players.get(i), seats.get(i).name().toLowerCase());
        return tags;
    }

    /** The record's tags: the seats, and with a clock its setting, the time left and who flagged (read back by {@link #clockFrom}). */
    private Map<String, String> recordTags() {
        Map<String, String> tags = seatTags();
        if (clock != null) {
            tags.put("TimeControl", clock.baseMs + "+" + clock.incrementMs);
            StringBuilder left = new StringBuilder();
            for (long l : clock.left(System.nanoTime())) left.append(left.length() > 0 ? " " : "").append(l);
            tags.put("TimeLeft", left.toString());
            if (clock.flagged >= 0) tags.put("TimeForfeit", game.variant().players().get(clock.flagged));
        }
        return tags;
    }

    /** The clock a stored record describes (its TimeControl, TimeLeft and TimeForfeit tags), or null. */
    static Clock clockFrom(String record, List<String> players) {
        java.util.regex.Matcher tc = java.util.regex.Pattern.compile("(?m)^\\[TimeControl \"(\\d+)\\+(\\d+)\"\\]").matcher(record);
        if (!tc.find()) return null;
        Clock c = new Clock(Long.parseLong(tc.group(1)), Long.parseLong(tc.group(2)), players.size());
        java.util.regex.Matcher tl = java.util.regex.Pattern.compile("(?m)^\\[TimeLeft \"([\\d ]+)\"\\]").matcher(record);
        if (tl.find()) c.restore(java.util.Arrays.stream(tl.group(1).trim().split(" ")).mapToLong(Long::parseLong).toArray());
        java.util.regex.Matcher tf = java.util.regex.Pattern.compile("(?m)^\\[TimeForfeit \"([^\"]*)\"\\]").matcher(record);
        if (tf.find()) c.flagged = players.indexOf(tf.group(1));
        return c;
    }

    /** The game as the API answers it. */
    synchronized View view() {
        collectHookFailures();
        GameState state = game.state();
        return new View(id, variantId, seatTags(), game.position(), game.history(), state, List.copyOf(hookFailures),
                clock == null ? null : clock.view(game.variant().players(), System.nanoTime()));
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
     * @param clock        the clock (base, increment, time left per player, whose runs, who lost on time), or null
     */
    record View(String id, String variant, Map<String, String> seats, String position, List<String> history,
                GameState state, List<String> hookFailures, Map<String, Object> clock) {
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
