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
 * watcher. A random seat plays its whole turn as soon as it is to move; an AI seat's turn is
 * searched by the server's AI workers on a copy of the game, outside this lock
 * ({@link #aiTurn}, {@link #applyAi}).
 */
final class GameSession {
    /**
     * What sits in a seat: a human, the random player, or the computer with its time a decision.
     *
     * @param kind what it is
     * @param ms   for an AI seat, milliseconds a decision; else 0
     */
    record Seat(Kind kind, long ms) {
        enum Kind { HUMAN, RANDOM, AI }

        static final Seat HUMAN = new Seat(Kind.HUMAN, 0);
        static final Seat RANDOM = new Seat(Kind.RANDOM, 0);
        /** Milliseconds a decision of a plain {@code ai} seat (as on the command line). */
        static final long DEFAULT_AI_MS = 100;

        /**
         * Reads a seat as the command line names it ({@link io.ashtapada.api.Seat}, the one
         * reader): {@code human}, {@code random}, {@code ai} or {@code ai:MS}, MS from 1 to
         * {@code maxAiMs}. A search to a depth ({@code ai:dN}) is refused: its time has no
         * bound; so is a choice of multi-player search (the server's seats use the default).
         */
        static Seat parse(String text, long maxAiMs) {
            io.ashtapada.api.Seat s;
            try {
                s = io.ashtapada.api.Seat.parse(text, Math.min(DEFAULT_AI_MS, maxAiMs));
            } catch (IllegalArgumentException e) {
                s = null;
            }
            if (s == null || s.depth() > 0 || s.search() != null) {
                throw ApiError.badRequest("a seat is human, random, ai or ai:MS (milliseconds a decision, at most " + maxAiMs
                        + "), not '" + (text.length() > 40 ? text.substring(0, 40) + "..." : text) + "'");
            }
            return switch (s.kind()) {
                case HUMAN -> HUMAN;
                case RANDOM -> RANDOM;
                case AI -> {
                    if (s.millis() > maxAiMs) {
                        throw ApiError.badRequest("an ai seat thinks 1 to " + maxAiMs + " ms a decision on this server, not " + s.millis());
                    }
                    yield new Seat(Kind.AI, s.millis());
                }
            };
        }

        /** The seat as {@link #parse} reads it. */
        String text() {
            return switch (kind) {
                case HUMAN -> "human";
                case RANDOM -> "random";
                case AI -> "ai:" + ms;
            };
        }
    }

    /** The most turns random seats play in a row in one request (a game of random seats only plays in steps). */
    private static final int MAX_AUTOPLAY_TURNS = 2000;

    final String id;
    final String variantId;
    final String client;
    final List<Seat> seats;
    private Game game;
    /** The players' ids in turn order (the variant's, asked once). */
    private final List<String> players;
    /** Whether the game was over when last stored: read without the lock (the games-per-client count). */
    volatile boolean over;
    /** Counts the changes of the game: an AI's search result is applied only to the game it searched. */
    private volatile long version;
    /** The version of the game in the store that this copy is (see {@link Store#updateGame}); the views show it. */
    volatile long stored;
    /** Set when the server let go of this copy (idle, or gone from the store): whoever holds it must fetch the game again. */
    boolean evicted;
    /** When a request last used this copy ({@link System#nanoTime()}): idle copies are let go. */
    volatile long lastUsed = System.nanoTime();
    /** The stored version last pushed to this server's watchers (a change is pushed once, whoever announced it). */
    long pushed;
    /** Whether an AI worker has this game in hand (see {@link GameServer}). */
    boolean aiQueued;
    private final RandomPlayer random;
    private final List<Consumer<String>> watchers = new CopyOnWriteArrayList<>();
    private final List<String> hookFailures = new ArrayList<>();

    /** The game's clock, or null for a game without one. */
    private Clock clock;
    /** Who may act: the seats' tokens and invitations, public or private, the dice seed. */
    SeatAccess access;
    /** The human seats that ask to take back the last action (a takeback is made once every human seat asks). */
    private final java.util.Set<String> takeback = new java.util.LinkedHashSet<>();

    GameSession(String id, String variantId, String client, List<Seat> seats, Game game, long seed) {
        this(id, variantId, client, seats, game, seed, null, new SeatAccess(false, seed, System.currentTimeMillis()));
    }

    GameSession(String id, String variantId, String client, List<Seat> seats, Game game, long seed, Clock clock, SeatAccess access) {
        this.access = access;
        this.clock = clock;
        this.id = id;
        this.variantId = variantId;
        this.client = client;
        this.seats = List.copyOf(seats);
        this.game = game;
        this.players = game.variant().players();
        this.over = game.result().isOver();
        this.random = new RandomPlayer(seed);
        // The dice are indexed by the roll's place, so an undo never throws a roll again.
        game.diceStream(access.diceSeed);
    }

    synchronized boolean isOver() {
        return game.result().isOver();
    }

    private Seat seatToMove() {
        return seats.get(players.indexOf(game.sideToMove()));
    }

    /**
     * Takes one action, as the record writes it or one of the words {@code roll} and
     * {@code reroll} (with {@code which}: 1, 2 or both) to throw the server's dice,
     * {@code claim} (with {@code move}: a draw claimed with the move that reaches the fifty-move
     * count or a repetition), {@code offer-draw} and {@code accept-draw} (by {@code player}, a
     * human seat; the player to move when not given). Every other action is the player to move's.
     * Losing on time is the clock's alone.
     */
    synchronized void act(String action, String which, String player, String move, String actor) {
        flagIfOutOfTime();
        if (game.result().isOver()) throw new ApiError(409, "game-over", "the game is over: " + game.result());
        int mover = turnIndex();
        boolean offer = action.equals("offer-draw") || action.equals("accept-draw");
        if (action.equals("timeout")) throw new ApiError(422, "illegal-action", "only the game's clock makes a player lose on time");
        if (action.equals("draw") && seats.stream().anyMatch(st -> st.kind() != Seat.Kind.HUMAN)) {
            throw new ApiError(422, "illegal-action", "a draw needs every player's word, and random and AI seats give none: offer-draw");
        }
        if (!offer && player != null) throw ApiError.badRequest("'player' is for offer-draw and accept-draw only");
        if (!action.equals("claim") && move != null) throw ApiError.badRequest("'move' is for claim only");
        if (offer && player != null && !player.equals(actor)) {
            throw new ApiError(403, "not-your-seat", "this seat token is " + actor + "'s, not " + ApiError.quote(player) + "'s");
        }
        String who = offer ? actor : game.sideToMove();
        if (!offer && !actor.equals(who)) {
            throw new ApiError(409, "not-your-turn", "it is " + who + "'s turn, not " + actor + "'s");
        }
        int seat = players.indexOf(who);
        if (seat < 0) throw ApiError.badRequest("no player " + ApiError.quote(who) + " in this variant");
        if (seats.get(seat).kind() != Seat.Kind.HUMAN) {
            throw new ApiError(409, "not-your-turn", who + " is a " + seats.get(seat).text() + " seat");
        }
        try {
            switch (action) {
                case "roll" -> game.roll();
                case "reroll" -> game.reroll(which == null ? "" : which);
                case "offer-draw" -> game.offerDraw(who);
                case "accept-draw" -> game.acceptDraw(who);
                case "claim" -> {
                    if (move == null) throw ApiError.badRequest("a claim names the move that reaches the draw in 'move'");
                    game.claimDraw(move);
                }
                default -> game.act(action);
            }
        } catch (IllegalMoveException e) {
            throw new ApiError(422, "illegal-action", e.getMessage());
        }
        version++;
        takeback.clear();
        collectHookFailures();
        clockAfter(mover);
        autoplay();
    }

    /**
     * A human seat asks to take back the last action. The takeback is made (as {@link #undo})
     * once every human seat has asked; random and AI seats agree at once. Returns whether it
     * was made now; until then the request shows in the view, and any action clears it.
     */
    synchronized boolean askTakeback(String actor) {
        if (game.actionCount() == 0) throw new ApiError(409, "nothing-to-undo", "no action to take back");
        takeback.add(actor);
        for (int i = 0; i < players.size(); i++) {
            if (seats.get(i).kind() == Seat.Kind.HUMAN && !takeback.contains(players.get(i))) {
                version++;
                return false;
            }
        }
        takeback.clear();
        undo();
        return true;
    }

    /** A human seat refuses the standing takeback request. */
    synchronized void declineTakeback(String actor) {
        if (takeback.isEmpty()) throw new ApiError(409, "no-takeback", "no takeback is asked");
        takeback.clear();
        version++;
    }

    /** The time a decision of the AI seat to move (0 when none is). */
    synchronized long aiSeatMs() {
        return aiToMove() ? seatToMove().ms() : 0;
    }

    /** The stored version for which this game's AI decision was queued for the workers (-1: none). */
    long queuedFor = -1;
    /** The stored version whose AI decision another server holds (-1: none), and since when ({@link System#nanoTime()}). */
    long deferredFor = -1;
    long deferredAt;

    /** Whether an AI seat is to act now (the game goes on). */
    synchronized boolean aiToMove() {
        return !game.result().isOver() && seatToMove().kind() == Seat.Kind.AI;
    }

    /**
     * An AI seat's decision to search: a copy of the game, the seat's time (bounded by the time
     * left on its clock) and the game's version; null when the AI seat only had to throw the
     * dice, which it did here (the caller stores and broadcasts that change).
     */
    synchronized AiTurn aiTurn() {
        if (!aiToMove()) throw new IllegalStateException("no AI seat is to move");
        int mover = turnIndex();
        if (game.phase() == Game.Phase.ROLL || game.phase() == Game.Phase.CONFIRM) {
            try {
                game.roll();
            } catch (IllegalMoveException e) {
                throw new IllegalStateException("an AI seat could not roll: " + e.getMessage(), e);
            }
            version++;
            collectHookFailures();
            clockAfter(mover);
            return null;
        }
        long ms = seatToMove().ms();
        if (clock != null) ms = Math.max(1, Math.min(ms, clock.left(System.nanoTime())[mover] / 10));
        return new AiTurn(copyForSearch(), ms, version);
    }

    /** How long replaying this game's record took last time, in nanoseconds (0: not yet tried). */
    private long replayNanos;
    /** Replaying the record for the AI's copy is worth at most this much; past it the position string is copied. */
    private static final long REPLAY_BUDGET_NANOS = 5_000_000;

    /**
     * A copy of the game for an AI seat to search outside the lock. The record replayed gives
     * the whole history (the search sees repetitions); where that is slow (hooks run again for
     * every ply: a long Guru Mahachaturaji game takes 100 ms and more) the position string is
     * copied instead, which gives the same legal moves (checked here) without the earlier
     * positions.
     */
    private Game copyForSearch() {
        if (replayNanos <= REPLAY_BUDGET_NANOS) return replayed();
        try {
            Game copy = game.variant().newGame(game.position());
            if (new java.util.HashSet<>(copy.legalMoves()).equals(new java.util.HashSet<>(game.legalMoves()))
                    && copy.sideToMove().equals(game.sideToMove()) && copy.phase() == game.phase()) {
                return copy;
            }
        } catch (io.ashtapada.api.IllegalPositionException e) {
            // replayed below
        }
        return replayed();
    }

    private Game replayed() {
        long start = System.nanoTime();
        try {
            return Game.replay(game.variant(), game.record(Map.of()));
        } catch (IllegalMoveException | io.ashtapada.api.IllegalPositionException e) {
            throw new IllegalStateException("a game's own record does not replay", e);
        } finally {
            replayNanos = Math.max(1, System.nanoTime() - start);
        }
    }

    /** A decision for an AI worker: search {@code game} (a copy) for {@code ms}; the result fits while the version stands. */
    record AiTurn(Game game, long ms, long version) {
    }

    long version() {
        return version;
    }

    /** What became of an AI seat's choice. */
    enum AiApplied { APPLIED, STALE, FAILED }

    /**
     * Applies an AI seat's choice ({@code reroll 1|2|both}, or an action as the record writes
     * it) if the game is still the one it searched. When the search failed (null) or its choice
     * is refused, the seat plays that turn at random instead and says so in the hook failures,
     * so the game does not stall; FAILED when even that fails.
     */
    synchronized AiApplied applyAi(AiTurn turn, String choice, String failure) {
        if (turn.version() != version || !aiToMove()) return AiApplied.STALE;
        int mover = turnIndex();
        try {
            if (choice == null) throw new IllegalStateException("its search failed: " + failure);
            if (choice.startsWith("reroll ")) game.reroll(choice.substring(7));
            else game.act(choice);
        } catch (IllegalMoveException | IllegalStateException e) {
            hookFailures.add("ai seat could not play " + (choice == null ? "" : choice + " ") + "(" + e.getMessage()
                    + "); it played at random");
            try {
                random.playTurn(game);
            } catch (IllegalMoveException | IllegalStateException again) {
                hookFailures.add("ai seat could not play at random either: " + again.getMessage());
                return AiApplied.FAILED;
            }
        }
        version++;
        collectHookFailures();
        clockAfter(mover);
        autoplay();
        return AiApplied.APPLIED;
    }

    private int turnIndex() {
        return players.indexOf(game.sideToMove());
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
        startClock(0);
    }

    /**
     * The clock, if any, is started for the player to move as if it had run {@code elapsedMs}
     * already: a game fetched from the store goes on from when it was stored, so that moving it
     * from one server to another gives nobody time.
     */
    synchronized void startClock(long elapsedMs) {
        if (clock != null && !game.result().isOver()) {
            clock.start(turnIndex(), System.nanoTime() - Math.max(0, elapsedMs) * 1_000_000L);
        }
    }

    /**
     * Takes the state of {@code fresh} (the same game as the store now holds it): the game, its
     * clock, who may act, the takeback asked; watchers and the AI's place in line stay. An AI
     * search of the old state finds its version changed and is dropped.
     */
    synchronized void adopt(GameSession fresh) {
        synchronized (fresh) {
            game = fresh.game;
            clock = fresh.clock;
            access = fresh.access;
            takeback.clear();
            takeback.addAll(fresh.takeback);
            hookFailures.clear();
            hookFailures.addAll(fresh.hookFailures);
            over = fresh.over;
            stored = fresh.stored;
            replayNanos = 0;
            version++;
        }
    }

    /** The human seats asking for a takeback, joined by commas (as stored), or null. */
    synchronized String takebackText() {
        return takeback.isEmpty() ? null : String.join(",", takeback);
    }

    /** Restores the stored takeback request ({@link #takebackText}). */
    synchronized void restoreTakeback(String text) {
        takeback.clear();
        if (text != null && !text.isBlank()) {
            for (String p : text.split(",")) if (players.contains(p)) takeback.add(p);
        }
    }

    /**
     * Loss on time: when the running clock has run out, its player loses on time in the turn
     * core (result reason "time forfeit", {@code timeout} in the record). With more than two
     * players they leave the game and the next player's clock starts. Returns whether it
     * happened now.
     */
    synchronized boolean flagIfOutOfTime() {
        if (clock == null || game.result().isOver() || !clock.outOfTime(System.nanoTime())) return false;
        long now = System.nanoTime();
        int flagged = clock.running();
        try {
            game.loseOnTime(players.get(flagged));
        } catch (IllegalMoveException e) {
            throw new IllegalStateException("the player to move could not lose on time: " + e.getMessage(), e);
        }
        version++;
        clock.flag(game.result().isOver() ? -1 : turnIndex(), now);
        collectHookFailures();
        autoplay();
        return true;
    }

    boolean hasClock() {
        return clock != null;
    }

    /** Lets random seats play while one is to move. */
    synchronized void autoplay() {
        for (int turns = 0; turns < MAX_AUTOPLAY_TURNS && !game.result().isOver() && seatToMove() == Seat.RANDOM; turns++) {
            version++;
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

    /**
     * Takes back the last action, and those of random and AI seats before it, so that a human
     * is to decide again (an AI seat searching now finds its game changed and searches again).
     */
    synchronized void undo() {
        String before = game.record(Map.of());
        boolean human = seats.contains(Seat.HUMAN);
        if (!game.undo()) throw new ApiError(409, "nothing-to-undo", "no action to take back");
        while (seatToMove().kind() != Seat.Kind.HUMAN && human && game.undo()) {
            // keep going back to the last human decision
        }
        if (seatToMove().kind() != Seat.Kind.HUMAN && human) {
            // Only random and AI seats have acted: put the game back exactly as it was.
            try {
                game = Game.replay(game.variant(), before);
            } catch (IllegalMoveException | io.ashtapada.api.IllegalPositionException e) {
                throw new IllegalStateException("a game's own record does not replay", e);
            }
            throw new ApiError(409, "nothing-to-undo", "no action of a human seat to take back");
        }
        version++;
        if (clock != null && !game.result().isOver()) clock.turnEnded(turnIndex(), System.nanoTime());
    }

    private void collectHookFailures() {
        hookFailures.addAll(game.hookFailures());
        while (hookFailures.size() > 20) hookFailures.remove(0);
    }

    /** The most characters of one failure kept (and stored): a hook's message can be long. */
    private static final int FAILURE_CHARS = 500;

    /**
     * The latest failures as stored, one a line (each cut to {@value #FAILURE_CHARS} characters, line breaks
     * flattened), or null when there is none: the server that fetches the game next shows them too.
     */
    synchronized String failuresText() {
        if (hookFailures.isEmpty()) return null;
        StringBuilder b = new StringBuilder();
        for (String f : hookFailures) {
            String one = f.replace('\r', ' ').replace('\n', ' ');
            if (one.length() > FAILURE_CHARS) one = one.substring(0, FAILURE_CHARS - 1) + "…";
            b.append(b.length() > 0 ? "\n" : "").append(one);
        }
        return b.toString();
    }

    /** Takes the failures a stored game carries ({@link #failuresText()}); null or blank is none. */
    synchronized void restoreFailures(String text) {
        hookFailures.clear();
        if (text == null || text.isBlank()) return;
        for (String line : text.split("\n", 21)) {
            if (!line.isBlank()) hookFailures.add(line.length() > FAILURE_CHARS ? line.substring(0, FAILURE_CHARS) : line);
        }
        while (hookFailures.size() > 20) hookFailures.remove(0);
    }

    synchronized String record() {
        return game.record(recordTags());
    }

    /** The game as PGN (GET /api/games/{id}/record?format=pgn). */
    synchronized String pgn() {
        Map<String, String> tags = recordTags();
        // PGN's TimeControl is in seconds ("180+2"); the record's is in milliseconds.
        if (clock != null) tags.put("TimeControl", clock.baseMs / 1000 + "+" + clock.incrementMs / 1000);
        return game.pgn(tags);
    }

    private Map<String, String> seatTags() {
        Map<String, String> tags = new LinkedHashMap<>();
        for (int i = 0; i < players.size(); i++) tags.put(players.get(i), seats.get(i).text());
        return tags;
    }

    /** The record's tags: the seats, and with a clock its setting, the time left and who last lost on time (read back by {@link #clockFrom}). */
    private Map<String, String> recordTags() {
        Map<String, String> tags = seatTags();
        if (clock != null) {
            tags.put("TimeControl", clock.baseMs + "+" + clock.incrementMs);
            StringBuilder left = new StringBuilder();
            for (long l : clock.left(System.nanoTime())) left.append(left.length() > 0 ? " " : "").append(l);
            tags.put("TimeLeft", left.toString());
            if (clock.flagged >= 0) tags.put("TimeForfeit", players.get(clock.flagged));
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
        return new View(id, variantId, seatTags(), game.position(), game.history(), game.eliminated(), state, List.copyOf(hookFailures),
                clock == null ? null : clock.view(players, System.nanoTime()), stored, List.copyOf(takeback), access.openSeats());
    }

    /**
     * A game as the server shows it.
     *
     * @param id           the game's id
     * @param variant      the variant's id
     * @param seats        per player id: human, random or ai:MS
     * @param position     the position string now
     * @param history      the moves made, in coordinate notation
     * @param eliminated   the players out of the game (checkmated or out of time with more than two), in the order they left
     * @param state        everything about the position, the legal actions included
     * @param hookFailures the latest failures of the variant's hooks, if any
     * @param clock        the clock (base, increment, time left per player, whose runs, who lost on time), or null
     * @param version      the game's stored version, which grows by one with every stored change (a move, an undo,
     *                     a seat's turn) on whichever server made it: a client told of the game both by a reply
     *                     and by the event stream, which may arrive in either order and from different servers,
     *                     keeps the newer view
     * @param takeback     the human seats that ask to take back the last action (empty: no request stands)
     * @param openSeats    the human seats whose invitation nobody has opened yet
     */
    record View(String id, String variant, Map<String, String> seats, String position, List<String> history,
                List<String> eliminated, GameState state, List<String> hookFailures, Map<String, Object> clock,
                long version, List<String> takeback, List<String> openSeats) {
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
