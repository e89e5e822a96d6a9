package io.ashtapada.server;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.ashtapada.api.Game;
import io.ashtapada.api.GameState;
import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.IllegalPositionException;
import io.ashtapada.api.Variant;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.http.staticfiles.Location;

import static io.ashtapada.server.ServerJson.JSON;
import static io.ashtapada.server.ServerJson.MAX_NAME_CHARS;
import static io.ashtapada.server.ServerJson.MAX_POSITION_CHARS;
import static io.ashtapada.server.ServerJson.text;
import static io.ashtapada.server.ServerJson.toJson;
import io.javalin.json.JavalinJackson;

import java.io.IOException;
import java.security.SecureRandom;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * {@code ashtapada serve}: the variants, stateless rules calls and live games over HTTP and
 * JSON, plus a browser board. It only translates: every rule is the engine's, reached through
 * the {@code io.ashtapada.api} facade. See docs/server.md for the endpoints.
 */
public final class GameServer implements AutoCloseable {
    private static final String ID_LETTERS = "abcdefghijkmnpqrstuvwxyz23456789";

    private final ServerOptions options;
    private final Store store;
    private final VariantCatalog catalog;
    private final Map<String, GameSession> games = new ConcurrentHashMap<>();
    private final SecureRandom random = new SecureRandom();
    private final Javalin app;
    /** The workbench's routes: move diagrams, perft, self-play jobs. */
    private final Workbench workbench;

    private GameServer(ServerOptions options) throws IOException, SQLException {
        this.options = options;
        if (options.database() == null) java.nio.file.Files.createDirectories(options.dataDir());
        this.store = new Store(options.jdbcUrl());
        this.catalog = new VariantCatalog(options, store);
        this.app = Javalin.create(config -> {
            config.showJavalinBanner = false;
            config.http.maxRequestSize = options.maxRequestBytes();
            config.jsonMapper(new JavalinJackson(JSON, false));
            config.staticFiles.add(sf -> {
                sf.hostedPath = "/";
                sf.directory = "/web";
                sf.location = Location.CLASSPATH;
            });
        });
        WebGuard guard = new WebGuard(options, this::port);
        app.before(guard::check);
        VariantRoutes.register(app, catalog);
        new GameRoutes(this, catalog, store).register(app);
        ServerJson.registerErrors(app, options.maxRequestBytes());
        workbench = Workbench.register(app, catalog, options, store, this::workersPresent);
        flags.scheduleWithFixedDelay(this::checkClocks, 100, 100, java.util.concurrent.TimeUnit.MILLISECONDS);
        flags.scheduleWithFixedDelay(() -> evictIdle(IDLE_NANOS), 60, 60, java.util.concurrent.TimeUnit.SECONDS);
        if (store.notifies()) {
            flags.scheduleWithFixedDelay(() -> {
                try {
                    takeBackQueued();
                } catch (RuntimeException e) {
                    System.err.println("taking back queued AI decisions: " + e.getMessage());
                }
            }, 2, 2, java.util.concurrent.TimeUnit.SECONDS);
        }
        listener = store.notifies() ? new ChangeListener(store.url(), this::heard, this::followAll) : null;
        takeUpMachineSeats();
    }

    /** Hears the changes every server stores (PostgreSQL's LISTEN/NOTIFY); null on H2, where this server is the only one. */
    private final ChangeListener listener;

    /** Fetches games that changed elsewhere and pushes them to this server's watchers, off the listener's thread. */
    private final java.util.concurrent.ExecutorService events = java.util.concurrent.Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "ashtapada-events");
        t.setDaemon(true);
        return t;
    });

    /** A change was stored (by any server): a game watched here is fetched and pushed, once per version. */
    private void heard(String id, long version) {
        GameSession s = games.get(id);
        if (s == null || version <= s.stored || s.watcherCount() == 0) return;
        events.execute(() -> follow(s));
    }

    /** After the listener lost its connection (notices missed): every watched game is fetched again. */
    private void followAll() {
        for (GameSession s : games.values()) if (s.watcherCount() > 0) events.execute(() -> follow(s));
    }

    private void follow(GameSession s) {
        synchronized (s) {
            if (s.evicted) return;
            try {
                refresh(s);
            } catch (ApiError e) {
                return;     // gone from the store, or unreadable: its watchers are told when they ask again
            }
            push(s, s.view());
        }
    }

    /** Called with the game's id just before a change is written (tests make another server write first here); null in use. */
    volatile java.util.function.Consumer<String> beforeStore;

    /** A copy of a game nobody has used for this long (and nobody watches here) is let go; the store keeps the game. */
    static final long IDLE_NANOS = java.util.concurrent.TimeUnit.MINUTES.toNanos(10);

    /**
     * At start-up: the games in play with an AI or random seat are fetched, so that a seat to
     * move moves (its server may have stopped while it thought). Another server that has the
     * same game may search the same turn; the store takes one answer and refuses the other.
     */
    private void takeUpMachineSeats() throws SQLException {
        for (String id : store.inPlayWithMachineSeats()) {
            try {
                kickAi(cached(id));
            } catch (ApiError e) {
                // reported by load(); never fatal
            }
        }
    }

    // ------------------------------------------------------------------ AI seats

    /** Threads that search for AI seats: one fewer than the cores (at least one), so requests keep a core. */
    private static final int AI_THREADS = Math.max(1, Runtime.getRuntime().availableProcessors() - 1);

    /** Searches AI seats' decisions in the background, never on a request's thread. */
    private final java.util.concurrent.ExecutorService aiWorkers = java.util.concurrent.Executors.newFixedThreadPool(AI_THREADS, r -> {
        Thread t = new Thread(r, "ashtapada-ai");
        t.setDaemon(true);
        t.setPriority(Thread.NORM_PRIORITY - 1);
        return t;
    });

    private volatile boolean closed;

    /** Each AI worker's computer players, one per variant, the few most recently used kept (each holds a search table). */
    private static final ThreadLocal<Map<Variant, io.ashtapada.api.ComputerPlayer>> PLAYERS = ThreadLocal.withInitial(
            () -> new LinkedHashMap<>(8, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<Variant, io.ashtapada.api.ComputerPlayer> eldest) {
                    return size() > 4;
                }
            });

    /** Hands a game to an AI worker when an AI seat is to move and no worker has it yet. */
    private void kickAi(GameSession s) {
        synchronized (s) {
            if (closed || s.aiQueued || !s.aiToMove()) return;
            if (workersPresent()) {
                // Off the request path: a worker process makes the decision and stores it.
                if (s.queuedFor != s.stored) {
                    try {
                        store.enqueue(s.id, s.stored, s.aiSeatMs());
                        s.queuedFor = s.stored;
                        return;
                    } catch (SQLException e) {
                        System.err.println("queueing the AI decision of game " + s.id + " failed (" + e.getMessage() + "); played here");
                    }
                } else {
                    return;
                }
            }
            s.aiQueued = true;
        }
        try {
            aiWorkers.execute(() -> runAi(s));
        } catch (java.util.concurrent.RejectedExecutionException e) {
            synchronized (s) {
                s.aiQueued = false;
            }
        }
    }

    /**
     * Plays AI seats' turns while one is to move: the dice under the game's lock, the search on
     * a copy of the game outside it (so requests about the game are answered meanwhile), then
     * the choice under the lock if the game has not changed in between. Every change is stored
     * and pushed to the watchers. The search is bounded by the seat's time, and stopped when the
     * game changes (an undo) or the server closes.
     */
    private void runAi(GameSession s) {
        try {
            while (!closed) {
                GameSession.AiTurn turn;
                synchronized (s) {
                    if (!s.aiToMove()) {
                        s.aiQueued = false;
                        return;
                    }
                    if (s.evicted) return;
                    turn = s.aiTurn();
                    if (turn == null) {
                        changedByMachine(s);
                        continue;
                    }
                    if (!claimDecision(s, turn.ms())) {
                        // Another server makes this decision; this one looks again if that one falls silent.
                        s.deferredFor = s.stored;
                        s.deferredAt = System.nanoTime();
                        s.aiQueued = false;
                        return;
                    }
                }
                aiSearches.incrementAndGet();
                String choice = null, failure = null;
                long deadline = System.nanoTime() + (2 * turn.ms() + 1000) * 1_000_000L;
                try {
                    io.ashtapada.api.ComputerPlayer player = PLAYERS.get()
                            .computeIfAbsent(turn.game().variant(), io.ashtapada.api.ComputerPlayer::new).threads(options.aiThreads());
                    choice = player.suggest(turn.game(), io.ashtapada.api.ComputerPlayer.Limits.time(turn.ms()), null,
                            () -> closed || s.version() != turn.version() || System.nanoTime() > deadline).choice();
                } catch (IllegalMoveException | RuntimeException e) {
                    failure = e.getMessage();
                }
                synchronized (s) {
                    if (closed) return;
                    GameSession.AiApplied done = s.applyAi(turn, choice, failure);
                    if (done == GameSession.AiApplied.FAILED) {
                        // Neither the search nor a random turn could act: the seat waits (an undo or a restart tries again).
                        System.err.println("AI seat of game " + s.id + " cannot act; it waits");
                        changedByMachine(s);
                        return;
                    }
                    if (done == GameSession.AiApplied.APPLIED) changedByMachine(s);
                }
            }
        } catch (RuntimeException e) {
            System.err.println("AI seat of game " + s.id + ": " + e.getMessage());
        } finally {
            synchronized (s) {
                s.aiQueued = false;
            }
        }
    }

    /** This server's name in the decisions it claims. */
    private final String serverId = "s-" + SeatAccess.newSecret().substring(0, 10);
    /** How many AI searches this server has started (tests compare servers sharing a store). */
    final java.util.concurrent.atomic.AtomicLong aiSearches = new java.util.concurrent.atomic.AtomicLong();

    /** How long a server's claim on a decision holds beyond the seat's time: past it, another server takes the decision. */
    static final long DECISION_LEASE_MS = 3_000;

    /**
     * Whether this server is to make the AI decision of {@code s} at its stored version: always on H2
     * (one server); on PostgreSQL, when its claim in the store succeeds (call holding the game's lock).
     */
    private boolean claimDecision(GameSession s, long ms) {
        if (!store.notifies()) return true;
        try {
            return store.claimDecision(s.id, s.stored, serverId, ms, 2 * ms + 1_000 + DECISION_LEASE_MS);
        } catch (SQLException e) {
            System.err.println("claiming the AI decision of game " + s.id + " failed (" + e.getMessage() + "); played here");
            return true;
        }
    }

    /**
     * Stores a change the server made by itself (an AI seat's, the clock's): false when another
     * server changed the game first, in which case this copy was brought up to date and the
     * change dropped.
     */
    private boolean changedByMachine(GameSession s) {
        try {
            changed(s);
            return true;
        } catch (ApiError e) {
            if (e.code.equals("version-conflict") || e.status == 404) return false;
            throw e;
        }
    }

    /** When workers were last looked for ({@link System#nanoTime()}), and whether one was there. */
    private volatile long workersCheckedAt = System.nanoTime() - WORKER_CHECK_NANOS;
    private volatile boolean workersSeen;
    /** Workers are looked for at most this often. */
    private static final long WORKER_CHECK_NANOS = 1_000_000_000L;

    /**
     * Whether a worker ({@code ashtapada worker}) has said it is there in the last 3 seconds
     * (PostgreSQL only; looked up at most once a second).
     */
    private boolean workersPresent() {
        if (!store.notifies()) return false;
        long now = System.nanoTime();
        if (now - workersCheckedAt >= WORKER_CHECK_NANOS) {
            try {
                workersSeen = store.workersPresent(3 * Worker.HEARTBEAT_MS);
            } catch (SQLException e) {
                workersSeen = false;
            }
            workersCheckedAt = now;
        }
        return workersSeen;
    }

    /**
     * The decisions queued for workers that nobody made while no worker is there any more (or
     * whose game did not move for far longer than a lease): this server makes them itself.
     */
    /** Per held game, the stored version the sweep last saw and when it first saw it ({@link #takeBackQueued}). */
    private final Map<GameSession, long[]> versionSeen = new java.util.WeakHashMap<>();

    private void takeBackQueued() {
        long now = System.nanoTime();
        for (GameSession s : games.values()) {
            // An AI seat to move whose game has not changed for longer than a decision takes: the server that
            // was to decide (or the worker) stopped. Any server holding the game takes the decision up; the
            // claim in the store keeps it to one of them.
            boolean stale = false;
            synchronized (s) {
                if (s.evicted || !s.aiToMove() || s.aiQueued) {
                    versionSeen.remove(s);
                } else {
                    long[] seen = versionSeen.get(s);
                    if (seen == null || seen[0] != s.stored) {
                        versionSeen.put(s, new long[]{s.stored, now});
                    } else if (now - seen[1] > java.util.concurrent.TimeUnit.MILLISECONDS.toNanos(2 * s.aiSeatMs() + 1_000 + DECISION_LEASE_MS)) {
                        try {
                            refresh(s);
                        } catch (ApiError e) {
                            continue;
                        }
                        if (s.stored != seen[0]) {
                            versionSeen.put(s, new long[]{s.stored, now});
                        } else {
                            seen[1] = now;
                            s.queuedFor = -1;
                            s.deferredFor = -1;
                            stale = s.aiToMove();
                        }
                    }
                }
            }
            if (stale) kickAi(s);
        }
        for (GameSession s : games.values()) {
            boolean retry = false;
            synchronized (s) {
                if (!s.evicted && s.deferredFor >= 0 && !s.aiQueued
                        && now - s.deferredAt > java.util.concurrent.TimeUnit.MILLISECONDS.toNanos(DECISION_LEASE_MS)) {
                    // Another server held this decision: is the game still waiting for it (that server died)?
                    try {
                        refresh(s);
                    } catch (ApiError e) {
                        continue;
                    }
                    s.deferredFor = -1;
                    retry = s.aiToMove();
                }
            }
            if (retry) kickAi(s);
        }
        for (GameSession s : games.values()) {
            synchronized (s) {
                if (s.evicted || s.queuedFor < 0 || s.queuedFor != s.stored || !s.aiToMove()) continue;
                if (workersPresent()) continue;
                s.queuedFor = -1;
            }
            kickAi(s);
        }
    }

    /** Watches the clocks, so that a player whose time runs out loses even when nobody asks. */
    private final java.util.concurrent.ScheduledExecutorService flags = java.util.concurrent.Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "ashtapada-clocks");
        t.setDaemon(true);
        return t;
    });

    private void checkClocks() {
        for (GameSession s : games.values()) {
            if (!s.hasClock()) continue;
            try {
                synchronized (s) {
                    if (!s.evicted && s.flagIfOutOfTime()) changedByMachine(s);
                }
            } catch (RuntimeException e) {
                System.err.println("clock of game " + s.id + ": " + e.getMessage());
            }
        }
    }

    /** Starts a server with these options; {@link #port()} tells where it listens. */
    public static GameServer start(ServerOptions options) throws IOException, SQLException {
        GameServer s = new GameServer(options);
        s.app.start(options.host(), options.port());
        return s;
    }

    /** The port the server listens on (the one chosen when asked for port 0). */
    public int port() {
        return app.port();
    }

    @Override
    public void close() {
        closed = true;
        if (listener != null) listener.close();
        events.shutdownNow();
        aiWorkers.shutdownNow();
        flags.shutdownNow();
        workbench.close();
        try {
            // The searches see 'closed' and stop; nothing is stored after the database closes.
            aiWorkers.awaitTermination(5, java.util.concurrent.TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        app.stop();
        catalog.close();
        try {
            store.releaseDecisions(serverId);
        } catch (SQLException e) {
            System.err.println("letting go of the AI decisions claimed: " + e.getMessage());
        }
        try {
            store.close();
        } catch (SQLException e) {
            System.err.println("closing the database: " + e.getMessage());
        }
    }

    // ------------------------------------------------------------------ requests

    /**
     * Makes a game. The answer is the game's view with {@code seatTokens} (the token of every
     * human seat the creator keeps) and {@code invitations} (one per seat named in {@code invite},
     * to hand to whoever is to sit there); neither is ever shown again.
     */
    Map<String, Object> createGame(JsonNode b, String client) {
        String variantId = text(b, "variant", true, MAX_NAME_CHARS);
        Variant v = catalog.variant(variantId);
        Game g = VariantRoutes.newGame(v, text(b, "position", false, MAX_POSITION_CHARS));
        List<GameSession.Seat> seats = seats(b.get("seats"), v.players(), options.maxAiMillis());
        JsonNode priv = b.get("private");
        if (priv != null && !priv.isBoolean()) throw ApiError.badRequest("'private' is true or false");
        List<String> invite = new ArrayList<>();
        JsonNode inv = b.get("invite");
        if (inv != null && !inv.isNull()) {
            if (!inv.isArray()) throw ApiError.badRequest("'invite' lists the human seats to leave open, e.g. [\"black\"]");
            for (JsonNode p : inv) {
                int i = p.isTextual() ? v.players().indexOf(p.asText()) : -1;
                if (i < 0 || seats.get(i).kind() != GameSession.Seat.Kind.HUMAN) {
                    throw ApiError.badRequest("'invite' names human seats of this variant, not " + ApiError.quote(p.asText()));
                }
                invite.add(p.asText());
            }
        }
        Clock clock = clock(b.get("clock"), v);
        synchronized (games) {
            SeatAccess access = new SeatAccess(priv != null && priv.asBoolean(), random.nextLong(), System.currentTimeMillis());
            Map<String, String> tokens = new LinkedHashMap<>(), invitations = new LinkedHashMap<>();
            for (int i = 0; i < seats.size(); i++) {
                if (seats.get(i).kind() != GameSession.Seat.Kind.HUMAN) continue;
                String p = v.players().get(i);
                if (invite.contains(p)) invitations.put(p, access.invite(p));
                else tokens.put(p, access.seat(p));
            }
            GameSession s = new GameSession(newId(), variantId, client, seats, g, random.nextLong(), clock, access);
            s.autoplay();
            s.startClock();
            s.over = s.isOver();
            admit(s, client);
            s.stored = 1;
            games.put(s.id, s);
            kickAi(s);
            Map<String, Object> out = JSON.convertValue(s.view(), new com.fasterxml.jackson.core.type.TypeReference<LinkedHashMap<String, Object>>() {
            });
            out.put("seatTokens", tokens);
            out.put("invitations", invitations);
            return out;
        }
    }

    /**
     * Retention: a client holds at most {@code maxGamesPerClient} games and the server at most
     * {@code maxStoredGames}, finished games included. Past a limit the oldest finished game
     * (of the client, or of anyone) is forgotten to make room; with none finished the new game is
     * refused. The store counts, forgets and stores as one step, so servers sharing it never pass a
     * limit together. Call holding the games' lock.
     */
    private void admit(GameSession s, String client) {
        Store.Admission a;
        try {
            a = store.admit(stored(s, 1), options.maxGamesPerClient(), options.maxStoredGames());
        } catch (SQLException e) {
            System.err.println("storing game " + s.id + " failed: " + e.getMessage());
            throw new ApiError(503, "storage-failed", "the game could not be stored");
        }
        switch (a.refusal()) {
            case CLIENT_FULL -> throw new ApiError(429, "too-many-games", "a client may hold at most " + options.maxGamesPerClient()
                    + " games, and none of this client's is finished");
            case STORE_FULL -> throw new ApiError(503, "server-full", "the server holds " + options.maxStoredGames() + " games, none finished");
            case ID_TAKEN -> throw new ApiError(503, "storage-failed", "a game id was drawn twice; try again");
            case NONE -> a.forgotten().forEach(this::evict);
        }
    }

    /** A game another step forgot: this server lets its copy go. */
    private void evict(String id) {
        GameSession s = games.remove(id);
        if (s != null) {
            synchronized (s) {
                s.evicted = true;
            }
        }
    }

    /** A read of the store. */
    interface StoreRead<T> {
        T read() throws SQLException;
    }

    /** Reads the store; a failure is 503 storage-failed, one line. */
    static <T> T stored(StoreRead<T> read) {
        try {
            return read.read();
        } catch (SQLException e) {
            System.err.println("reading the database failed: " + e.getMessage());
            throw new ApiError(503, "storage-failed", "the database could not be read");
        }
    }

    /** A clock from {@code {"base": seconds, "increment": seconds}}, or null without one. */
    private static Clock clock(JsonNode node, Variant v) {
        if (node == null || node.isNull()) return null;
        JsonNode base = node.get("base"), inc = node.get("increment");
        if (!node.isObject() || base == null || !base.isNumber() || inc != null && !inc.isNumber()) {
            throw ApiError.badRequest("'clock' is {\"base\": seconds, \"increment\": seconds}");
        }
        double b = base.asDouble(), i = inc == null ? 0 : inc.asDouble();
        if (!(b > 0 && b <= 86_400) || !(i >= 0 && i <= 3_600)) {
            throw ApiError.badRequest("a clock's base is more than 0 and at most 86400 seconds, its increment 0 to 3600 seconds");
        }
        return new Clock(Math.round(b * 1000), Math.round(i * 1000), v.players().size());
    }

    private static List<GameSession.Seat> seats(JsonNode node, List<String> players, long maxAiMillis) {
        List<GameSession.Seat> out = new ArrayList<>();
        for (String p : players) out.add(GameSession.Seat.HUMAN);
        if (node == null || node.isNull()) return out;
        if (!node.isObject()) throw ApiError.badRequest("'seats' must map player ids to human, random, ai or ai:MS");
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> f = it.next();
            int i = players.indexOf(f.getKey());
            if (i < 0) throw ApiError.badRequest("no player '" + f.getKey() + "' in this variant (players: " + String.join(", ", players) + ")");
            if (!f.getValue().isTextual()) throw ApiError.badRequest("a seat is text: human, random, ai or ai:MS");
            out.set(i, GameSession.Seat.parse(f.getValue().asText(), maxAiMillis));
        }
        return out;
    }

    private String newId() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 10; i++) sb.append(ID_LETTERS.charAt(random.nextInt(ID_LETTERS.length())));
        return sb.toString();
    }

    /**
     * This server's copy of a game, fetched from the store when it has none (a game made on
     * another server, or let go when idle). A copy fetched on demand whose AI seat is to move,
     * stored longer ago than any search may take, is taken up here: the server that searched
     * for it has stopped.
     */
    private GameSession cached(String id) {
        GameSession s = games.get(id);
        if (s != null) return s;
        if (id.length() > MAX_NAME_CHARS) throw ApiError.notFound("no game " + ApiError.quote(id));
        Store.StoredGame sg = stored(() -> store.game(id));
        if (sg == null) throw ApiError.notFound("no game " + ApiError.quote(id));
        GameSession loaded = load(sg);
        GameSession before = games.putIfAbsent(id, loaded);
        if (before != null) return before;
        if (System.currentTimeMillis() - sg.savedAt() > 2 * options.maxAiMillis() + 5_000) kickAi(loaded);
        return loaded;
    }

    /**
     * Runs {@code f} on a game under its lock, on a copy brought up to the version the store
     * holds (one indexed read), so that any server answers for any game as it now stands.
     */
    <T> T withGame(String id, java.util.function.Function<GameSession, T> f) {
        while (true) {
            GameSession s = cached(id);
            synchronized (s) {
                if (s.evicted) continue;
                refresh(s);
                s.lastUsed = System.nanoTime();
                return f.apply(s);
            }
        }
    }

    /** Brings a copy up to the stored version (call holding its lock); a game gone from the store is let go (404). */
    private void refresh(GameSession s) {
        long v = stored(() -> store.version(s.id));
        if (v == s.stored) return;
        Store.StoredGame sg = v < 0 ? null : stored(() -> store.game(s.id));
        if (sg == null) {
            s.evicted = true;
            games.remove(s.id, s);
            throw ApiError.notFound("no game " + ApiError.quote(s.id));
        }
        s.adopt(load(sg));
    }

    /**
     * Lets go of the copies nobody has used for {@code idleNanos}, nobody watches here and no
     * AI worker holds; the store keeps the games. Returns how many.
     */
    int evictIdle(long idleNanos) {
        int n = 0;
        long now = System.nanoTime();
        for (GameSession s : games.values()) {
            synchronized (s) {
                if (now - s.lastUsed < idleNanos || s.watcherCount() > 0 || s.aiQueued) continue;
                s.evicted = true;
                games.remove(s.id, s);
                n++;
            }
        }
        return n;
    }

    /** How many games this server holds a copy of now (the rest are in the store only). */
    int cachedGames() {
        return games.size();
    }

    /**
     * Stores a changed game, pushes its state to its watchers and, when an AI seat is now to
     * move, hands the game to an AI worker; call holding the session's lock. When another
     * server changed the game first, nothing is stored: the copy is brought up to date and the
     * request answered 409 with the game as it now stands.
     */
    GameSession.View changed(GameSession s) {
        store(s);
        GameSession.View v = s.view();
        push(s, v);
        kickAi(s);
        return v;
    }

    /** Pushes a view to this server's watchers of the game, once per stored version (call holding its lock). */
    private static void push(GameSession s, GameSession.View v) {
        if (v.version() <= s.pushed) return;
        s.pushed = v.version();
        if (s.watcherCount() > 0) s.broadcast(toJson(v));
    }

    /** A game's row as stored at {@code version}. */
    static Store.StoredGame stored(GameSession s, long version) {
        StringBuilder seats = new StringBuilder();
        for (GameSession.Seat seat : s.seats) seats.append(seats.length() > 0 ? "," : "").append(seat.text());
        return new Store.StoredGame(s.id, s.variantId, seats.toString(), s.client, s.record(), s.access.toJson(), s.takebackText(),
                s.over, !s.access.isPrivate, s.access.created, version, System.currentTimeMillis(), s.failuresText());
    }

    private void store(GameSession s) {
        s.over = s.isOver();
        Store.StoredGame g = stored(s, s.stored + 1);
        java.util.function.Consumer<String> hook = beforeStore;
        if (hook != null) hook.accept(s.id);
        boolean written;
        try {
            written = store.updateGame(g);
        } catch (SQLException e) {
            System.err.println("storing game " + s.id + " failed: " + e.getMessage());
            reload(s);
            throw new ApiError(503, "storage-failed", "the game could not be stored");
        }
        if (!written) {
            long was = s.stored;
            reload(s);
            GameSession.View now = s.evicted ? null : s.view();
            if (now != null) push(s, now);
            throw ApiError.conflict("another server changed this game first (version " + was + " is now "
                    + (now == null ? "gone" : String.valueOf(now.version())) + "); nothing was changed: act again on the game as it stands", now);
        }
        s.stored = g.version();
    }

    /** After a refused or failed write: the copy is fetched again from the store (call holding its lock). */
    private void reload(GameSession s) {
        try {
            Store.StoredGame sg = store.game(s.id);
            if (sg != null) {
                s.adopt(load(sg));
                return;
            }
        } catch (SQLException | ApiError e) {
            System.err.println("game " + s.id + " could not be fetched again: " + e.getMessage());
        }
        s.evicted = true;
        games.remove(s.id, s);
    }

    /**
     * A stored game replayed from its record, so that it stands exactly where it stood; a game
     * that cannot be (its variant no longer compiles, its record does not replay) is reported
     * and answered 404, never fatal.
     */
    private GameSession load(Store.StoredGame sg) {
        return load(sg, catalog, options.maxAiMillis());
    }

    /** Seeds of the random seats of fetched games. */
    private static final SecureRandom SEEDS = new SecureRandom();

    /** {@link #load(Store.StoredGame)} for any holder of a catalogue: a server, or a worker ({@link Worker}). */
    static GameSession load(Store.StoredGame sg, VariantCatalog catalog, long maxAiMillis) {
        SecureRandom random = SEEDS;
        try {
            Variant v = catalog.variant(sg.variant());
            Game g = Game.replay(v, sg.record());
            g.hookFailures();       // the replay's own: the server that played the game saw them, and they are stored
            List<GameSession.Seat> seats = new ArrayList<>();
            for (String seat : sg.seats().split(",")) {
                // A seat stored under a larger bound thinks as long as this server allows.
                GameSession.Seat st = GameSession.Seat.parse(seat, Long.MAX_VALUE);
                seats.add(st.kind() == GameSession.Seat.Kind.AI && st.ms() > maxAiMillis
                        ? new GameSession.Seat(GameSession.Seat.Kind.AI, maxAiMillis) : st);
            }
            SeatAccess access;
            if (sg.access() != null) {
                access = SeatAccess.fromJson(sg.access());
            } else {
                // Stored before seats had tokens: nobody holds its seats; it can be watched, not played.
                access = new SeatAccess(true, random.nextLong(), 0);
                System.err.println("stored game " + sg.id() + " has no seat tokens: it is resumed for watching only");
            }
            GameSession s = new GameSession(sg.id(), sg.variant(), sg.client(), seats, g, random.nextLong(),
                    GameSession.clockFrom(sg.record(), v.players()), access);
            s.restoreTakeback(sg.takeback());
            s.restoreFailures(sg.failures());
            s.stored = sg.version();
            s.pushed = sg.version();
            s.startClock(sg.savedAt() > 0 ? System.currentTimeMillis() - sg.savedAt() : 0);
            return s;
        } catch (IllegalMoveException | IllegalPositionException | RuntimeException | StackOverflowError e) {
            // One game that cannot be restored never stops the server: it is reported and answered 404.
            System.err.println("stored game " + sg.id() + " cannot be resumed: " + ApiError.quote(String.valueOf(e.getMessage()))
                    + " (" + e.getClass().getSimpleName() + ")");
            throw ApiError.notFound("stored game " + ApiError.quote(sg.id()) + " cannot be resumed");
        }
    }
}
