package io.ashtapada.server;

import io.ashtapada.api.ComputerPlayer;
import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.Variant;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code ashtapada worker}: makes AI seats' decisions off the servers' request path. It claims
 * jobs from the PostgreSQL job queue ({@link Store#claim}: {@code FOR UPDATE SKIP LOCKED}, for a
 * lease), fetches the game, searches, and stores the decision over the game's version like any
 * server would (a stale decision is dropped), which every server's watchers then hear of. A worker
 * that dies mid-job holds its job only until its lease runs out; then another worker takes it.
 * Servers queue jobs only while a worker has said it is there (a heartbeat every second), and
 * play their AI seats themselves otherwise.
 */
public final class Worker implements AutoCloseable {
    /** How long a claim holds beyond the seat's own time (twice it): a worker that died is replaced after this. */
    static final long LEASE_MS = 5_000;
    /** How often a worker says it is there. */
    static final long HEARTBEAT_MS = 1_000;
    /** The most AI turns one job plays in a row (AI against AI), renewing its lease each turn. */
    private static final int MAX_TURNS = 500;

    private final Store store;
    private final VariantCatalog catalog;
    private final String id;
    private final long maxAiMillis;
    private final Thread thread;
    /** Plays self-play jobs ({@code ashtapada_balance}), one at a time, beside the AI decisions. */
    private final Thread balanceThread;
    /** Renews the lease of the self-play job in hand while its games run. */
    private final java.util.concurrent.ScheduledExecutorService renewals = java.util.concurrent.Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "ashtapada-worker-lease");
        t.setDaemon(true);
        return t;
    });
    /** How long a claim on a self-play job holds without word from its worker; its lease is renewed every few seconds. */
    static final long BALANCE_LEASE_MS = 15_000;
    private volatile boolean closed;
    /** Each variant's computer player, the few most recently used kept (each holds a search table). */
    private final Map<Variant, ComputerPlayer> players = new LinkedHashMap<>(8, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Variant, ComputerPlayer> eldest) {
            return size() > 4;
        }
    };

    private Worker(String jdbcUrl, List<Path> variantDirs, long maxAiMillis) throws SQLException, IOException {
        if (jdbcUrl == null || !jdbcUrl.startsWith("jdbc:postgresql:")) {
            throw new SQLException("a worker needs the servers' PostgreSQL database (--db jdbc:postgresql://...)");
        }
        this.store = new Store(jdbcUrl);
        this.catalog = new VariantCatalog(ServerOptions.defaults().withDatabase(jdbcUrl).withVariantDirs(variantDirs), store);
        this.maxAiMillis = maxAiMillis;
        this.id = "w-" + SeatAccess.newSecret().substring(0, 10);
        this.thread = new Thread(this::run, "ashtapada-worker");
        this.thread.setDaemon(true);
        this.balanceThread = new Thread(this::runBalance, "ashtapada-worker-balance");
        this.balanceThread.setDaemon(true);
    }

    /** Starts a worker on the servers' database; {@code variantDirs} as the servers' {@code --variants}. */
    public static Worker start(String jdbcUrl, List<Path> variantDirs, long maxAiMillis) throws SQLException, IOException {
        Worker w = new Worker(jdbcUrl, variantDirs, maxAiMillis);
        w.store.heartbeat(w.id);
        w.thread.start();
        w.balanceThread.start();
        return w;
    }

    /** This worker's id, as the job rows name it. */
    public String id() {
        return id;
    }

    private void run() {
        long[] beat = {0};
        loop(() -> {
            if (System.currentTimeMillis() - beat[0] >= HEARTBEAT_MS) {
                store.heartbeat(id);
                beat[0] = System.currentTimeMillis();
            }
            Store.Job job = store.claim(id, LEASE_MS);
            if (job == null) return false;
            if (job.retaken()) System.err.println("worker " + id + ": took over game " + job.game() + " from a worker whose lease ran out");
            work(job);
            return true;
        }, 50);
    }

    /** One round of a worker's loop: false when there was nothing to do. */
    private interface Round {
        boolean run() throws SQLException;
    }

    /**
     * Runs rounds until the worker closes: after an idle round it waits {@code idleMs}, after a failing
     * one (the database gone a moment) it says so and waits half a second.
     */
    private void loop(Round round, long idleMs) {
        while (!closed) {
            try {
                if (!round.run()) Thread.sleep(idleMs);
            } catch (InterruptedException e) {
                return;
            } catch (SQLException | RuntimeException e) {
                if (closed) return;
                System.err.println("worker " + id + ": " + e.getMessage());
                try {
                    Thread.sleep(500);
                } catch (InterruptedException again) {
                    return;
                }
            }
        }
    }

    /** Plays the AI turns of a job's game while an AI seat is to move, each stored over the version it was made from. */
    private void work(Store.Job job) throws SQLException {
        Store.StoredGame sg = store.game(job.game());
        if (sg == null || sg.version() != job.version()) {
            store.finish(job, id);      // the game moved on (or is gone): the decision is no longer wanted
            return;
        }
        GameSession s;
        try {
            s = GameServer.load(sg, catalog, maxAiMillis);
        } catch (ApiError e) {
            store.finish(job, id);
            return;
        }
        for (int turns = 0; turns < MAX_TURNS && !closed; turns++) {
            GameSession.AiTurn turn;
            synchronized (s) {
                if (!s.aiToMove()) break;
                turn = s.aiTurn();
            }
            if (turn == null) {
                if (!write(s)) break;
                continue;
            }
            String choice = null, failure = null;
            long deadline = System.nanoTime() + (2 * turn.ms() + 1000) * 1_000_000L;
            try {
                ComputerPlayer player = players.computeIfAbsent(turn.game().variant(), ComputerPlayer::new);
                choice = player.suggest(turn.game(), ComputerPlayer.Limits.time(turn.ms()), null,
                        () -> closed || System.nanoTime() > deadline).choice();
            } catch (IllegalMoveException | RuntimeException e) {
                failure = e.getMessage();
            }
            if (closed) return;         // the job stays taken; its lease runs out and another worker takes it
            GameSession.AiApplied done = s.applyAi(turn, choice, failure);
            if (done == GameSession.AiApplied.STALE || !write(s) || done == GameSession.AiApplied.FAILED) break;
            if (!store.renew(job, id, LEASE_MS + 2 * s.aiSeatMs())) break;
        }
        store.finish(job, id);
    }

    /** Claims self-play jobs and plays them, one at a time, until the worker closes. */
    private void runBalance() {
        loop(() -> {
            Store.BalanceJob job = store.claimBalance(id, BALANCE_LEASE_MS);
            if (job == null) return false;
            if (job.retaken()) System.err.println("worker " + id + ": took over self-play job " + job.id() + " from a worker whose lease ran out");
            playBalance(job);
            return true;
        }, 200);
    }

    /**
     * Plays a self-play job's games and stores its report; the lease is renewed every few seconds
     * meanwhile. A job this worker no longer holds (its lease ran out and another took it) is dropped.
     */
    private void playBalance(Store.BalanceJob job) throws SQLException {
        Variant v;
        try {
            v = Workbench.variant(catalog, ServerJson.JSON.readTree(job.spec()));
        } catch (ApiError | com.fasterxml.jackson.core.JsonProcessingException e) {
            store.finishBalance(job.id(), id, "failed", 0, null, null, "the job's variant: " + e.getMessage());
            return;
        }
        java.util.concurrent.atomic.AtomicInteger played = new java.util.concurrent.atomic.AtomicInteger();
        java.util.concurrent.atomic.AtomicBoolean lost = new java.util.concurrent.atomic.AtomicBoolean();
        java.util.concurrent.ScheduledFuture<?> renewal = renewals.scheduleWithFixedDelay(() -> {
            try {
                if (!store.progressBalance(job.id(), id, played.get(), BALANCE_LEASE_MS)) lost.set(true);
            } catch (SQLException e) {
                System.err.println("worker " + id + ": renewing self-play job " + job.id() + ": " + e.getMessage());
            }
        }, BALANCE_LEASE_MS / 5, BALANCE_LEASE_MS / 5, java.util.concurrent.TimeUnit.MILLISECONDS);
        try {
            String[] done = BalanceJobs.play(v, job.games(), job.millis(), job.seed(), k -> {
                if (closed || lost.get()) throw new IllegalStateException("stopped");
                played.set(k);
            });
            store.finishBalance(job.id(), id, "done", Integer.parseInt(done[2]), done[0], done[1], null);
        } catch (Exception | StackOverflowError e) {
            // Closed, or no longer this worker's: the job stays taken until its lease runs out, then another worker plays it.
            if (closed || lost.get()) return;
            store.finishBalance(job.id(), id, "failed", played.get(), null, null, String.valueOf(e.getMessage()).replaceAll("[\\r\\n]+", " "));
        } finally {
            renewal.cancel(false);
        }
    }

    /** Stores the worker's copy over the version it was made from; false when another writer was first. */
    private boolean write(GameSession s) throws SQLException {
        s.over = s.isOver();
        Store.StoredGame row = GameServer.stored(s, s.stored + 1);
        if (!store.updateGame(row)) return false;
        s.stored = row.version();
        return true;
    }

    @Override
    public void close() {
        closed = true;
        thread.interrupt();
        balanceThread.interrupt();
        renewals.shutdownNow();
        try {
            thread.join(5000);
            balanceThread.join(5000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try {
            store.leave(id);
            store.close();
        } catch (SQLException e) {
            System.err.println("worker " + id + ": " + e.getMessage());
        }
        catalog.close();
    }
}
