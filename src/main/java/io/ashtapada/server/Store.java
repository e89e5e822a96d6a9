package io.ashtapada.server;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * The server's database, through JDBC: uploaded definitions (their files) and games (variant,
 * seats, owner and the game record). A game is stored as its record, the project's own
 * format with every roll, re-roll and move, so any server replays it to exactly the same state.
 * The same SQL runs on the embedded H2 and on PostgreSQL.
 *
 * <p>Every game row carries a version. A change is written only over the version it was made
 * from ({@link #updateGame}): several servers on one PostgreSQL database each hold copies of
 * games, and a server whose copy is stale is refused instead of overwriting another's move
 * (optimistic concurrency). On PostgreSQL the same transaction sends {@code NOTIFY} on
 * {@link #CHANNEL} with the game's id and new version, so that every server's watchers hear of it.
 * PostgreSQL also holds the job queue of AI decisions for {@link Worker}s ({@code ashtapada_job},
 * {@code ashtapada_worker}).
 */
final class Store implements AutoCloseable {
    /** An uploaded definition: its id, the main file's name and every file as JSON. */
    record StoredVariant(String id, String main, String filesJson) {
    }

    /**
     * A game: its id, variant id, seats joined by commas, the client that made it, its record, and who may act in
     * it ({@link SeatAccess#toJson}: hashes of the seat tokens and invitations, public or private, the dice seed;
     * null for a game stored before seats had tokens); the human seats asking for a takeback (joined by commas,
     * or null); whether it is over; whether it is listed (not private); when it was made (epoch ms); the version
     * it was stored as (grows by one with each change); when it was stored (epoch ms, 0 when unknown: a running
     * clock goes on from there); the latest failures of its hooks and machine seats, one a line (or null), so
     * that a server that fetches the game shows them as the one that saw them did.
     */
    record StoredGame(String id, String variant, String seats, String client, String record, String access,
                      String takeback, boolean over, boolean listed, long created, long version, long savedAt,
                      String failures) {
        /** A game as stored before versions: listed, not over, version 1. */
        StoredGame(String id, String variant, String seats, String client, String record, String access) {
            this(id, variant, seats, client, record, access, null, false, true, 0, 1, 0, null);
        }
    }

    /** A listed game: its id, variant and whether it is over. */
    record Listed(String id, String variant, boolean over) {
    }

    /** The PostgreSQL channel on which a stored change is announced: the payload is "id version". */
    static final String CHANNEL = "ashtapada_game";

    /** The longest text a column holds: uploads and records are bounded well below it. */
    private static final int TEXT = 1_000_000;

    private final String url;
    private final Connection connection;

    Store(String url) throws SQLException {
        this.url = url;
        h2 = url.startsWith("jdbc:h2:");
        connection = DriverManager.getConnection(url);
        try (Statement s = connection.createStatement()) {
            // Servers starting together on one PostgreSQL database make the tables one at a time.
            if (!h2) s.execute("SELECT pg_advisory_lock(7472617368)");
            try {
                s.executeUpdate("CREATE TABLE IF NOT EXISTS ashtapada_variant (id VARCHAR(100) PRIMARY KEY, "
                        + "main VARCHAR(400) NOT NULL, files VARCHAR(" + TEXT + ") NOT NULL)");
                s.executeUpdate("CREATE TABLE IF NOT EXISTS ashtapada_game (id VARCHAR(100) PRIMARY KEY, "
                        + "variant VARCHAR(100) NOT NULL, seats VARCHAR(400) NOT NULL, client VARCHAR(200) NOT NULL, "
                        + "record VARCHAR(" + TEXT + ") NOT NULL)");
                s.executeUpdate("ALTER TABLE ashtapada_game ADD COLUMN IF NOT EXISTS access VARCHAR(" + ACCESS + ")");
                s.executeUpdate("ALTER TABLE ashtapada_game ADD COLUMN IF NOT EXISTS takeback VARCHAR(400)");
                s.executeUpdate("ALTER TABLE ashtapada_game ADD COLUMN IF NOT EXISTS over BOOLEAN DEFAULT FALSE NOT NULL");
                s.executeUpdate("ALTER TABLE ashtapada_game ADD COLUMN IF NOT EXISTS listed BOOLEAN DEFAULT TRUE NOT NULL");
                s.executeUpdate("ALTER TABLE ashtapada_game ADD COLUMN IF NOT EXISTS created BIGINT DEFAULT 0 NOT NULL");
                s.executeUpdate("ALTER TABLE ashtapada_game ADD COLUMN IF NOT EXISTS version BIGINT DEFAULT 1 NOT NULL");
                s.executeUpdate("ALTER TABLE ashtapada_game ADD COLUMN IF NOT EXISTS saved_at BIGINT DEFAULT 0 NOT NULL");
                s.executeUpdate("ALTER TABLE ashtapada_game ADD COLUMN IF NOT EXISTS failures VARCHAR(" + FAILURES + ")");
                // Private games stored before the listed column are left out of the list too.
                s.executeUpdate("UPDATE ashtapada_game SET listed = FALSE WHERE listed AND access LIKE '%\"private\":true%'");
                if (!h2) {
                    s.executeUpdate("CREATE TABLE IF NOT EXISTS ashtapada_job (game VARCHAR(100) NOT NULL, version BIGINT NOT NULL, "
                            + "ms BIGINT NOT NULL, state VARCHAR(10) NOT NULL, worker VARCHAR(100), lease_until BIGINT DEFAULT 0 NOT NULL, "
                            + "taken INT DEFAULT 0 NOT NULL, created BIGINT NOT NULL, PRIMARY KEY (game, version))");
                    s.executeUpdate("CREATE TABLE IF NOT EXISTS ashtapada_worker (id VARCHAR(100) PRIMARY KEY, seen_at BIGINT NOT NULL)");
                    s.executeUpdate("CREATE TABLE IF NOT EXISTS ashtapada_balance (id VARCHAR(40) PRIMARY KEY, spec VARCHAR(" + TEXT + ") NOT NULL, "
                            + "games INT NOT NULL, millis BIGINT NOT NULL, seed BIGINT NOT NULL, state VARCHAR(10) NOT NULL, worker VARCHAR(100), "
                            + "lease_until BIGINT DEFAULT 0 NOT NULL, taken INT DEFAULT 0 NOT NULL, played INT DEFAULT 0 NOT NULL, "
                            + "summary VARCHAR(" + TEXT + "), html VARCHAR(" + TEXT + "), reason VARCHAR(2000), created BIGINT NOT NULL)");
                }
            } finally {
                if (!h2) s.execute("SELECT pg_advisory_unlock(7472617368)");
            }
        }
    }

    /** The longest failures column: the session keeps the latest 20, each cut to 500 characters. */
    static final int FAILURES = 12_000;
    /** The longest access column (seat token hashes and invitations). */
    private static final int ACCESS = 20_000;
    /** Whether the database is H2, whose file is synced after every change (see {@link #durable}). */
    private final boolean h2;

    /** Whether this is PostgreSQL, which announces changes with NOTIFY. */
    boolean notifies() {
        return !h2;
    }

    /** The JDBC URL (a listener opens its own connection with it). */
    String url() {
        return url;
    }

    /**
     * Makes the change just committed durable before the caller answers: PostgreSQL's commit is
     * (with its default {@code synchronous_commit}); H2's is once its store is written and synced,
     * which {@code CHECKPOINT SYNC} does.
     */
    private void durable() throws SQLException {
        if (!h2) return;
        try (Statement s = connection.createStatement()) {
            s.execute("CHECKPOINT SYNC");
        }
    }

    synchronized void saveVariant(StoredVariant v) throws SQLException {
        try (PreparedStatement u = connection.prepareStatement("UPDATE ashtapada_variant SET main = ?, files = ? WHERE id = ?")) {
            u.setString(1, v.main());
            u.setString(2, v.filesJson());
            u.setString(3, v.id());
            if (u.executeUpdate() > 0) {
                durable();
                return;
            }
        }
        try (PreparedStatement i = connection.prepareStatement("INSERT INTO ashtapada_variant (id, main, files) VALUES (?, ?, ?)")) {
            i.setString(1, v.id());
            i.setString(2, v.main());
            i.setString(3, v.filesJson());
            i.executeUpdate();
        } catch (SQLException e) {
            // Another server stored the same upload (its id is its content's digest) in between: it is there.
            if (variant(v.id()) == null) throw e;
        }
        durable();
    }

    synchronized List<StoredVariant> variants() throws SQLException {
        List<StoredVariant> out = new ArrayList<>();
        try (Statement s = connection.createStatement();
             ResultSet r = s.executeQuery("SELECT id, main, files FROM ashtapada_variant ORDER BY id")) {
            while (r.next()) out.add(new StoredVariant(r.getString(1), r.getString(2), r.getString(3)));
        }
        return out;
    }

    /** The ids of every stored upload. */
    synchronized List<String> variantIds() throws SQLException {
        List<String> out = new ArrayList<>();
        try (Statement s = connection.createStatement(); ResultSet r = s.executeQuery("SELECT id FROM ashtapada_variant ORDER BY id")) {
            while (r.next()) out.add(r.getString(1));
        }
        return out;
    }

    /** One stored upload, or null. */
    synchronized StoredVariant variant(String id) throws SQLException {
        try (PreparedStatement q = connection.prepareStatement("SELECT id, main, files FROM ashtapada_variant WHERE id = ?")) {
            q.setString(1, id);
            try (ResultSet r = q.executeQuery()) {
                return r.next() ? new StoredVariant(r.getString(1), r.getString(2), r.getString(3)) : null;
            }
        }
    }

    /** Stores a game whatever its stored version (a new game, or a test's fixture); it gets its given version. */
    synchronized void saveGame(StoredGame g) throws SQLException {
        try (PreparedStatement d = connection.prepareStatement("DELETE FROM ashtapada_game WHERE id = ?")) {
            d.setString(1, g.id());
            d.executeUpdate();
        }
        insert(g);
        durable();
    }

    /**
     * What became of a new game offered to {@link #admit}: stored (with the finished games forgotten to make
     * room), or refused because the client's games or all games are at their limit with none finished
     * to forget, or because its id is taken.
     */
    record Admission(Refusal refusal, List<String> forgotten) {
        enum Refusal { NONE, CLIENT_FULL, STORE_FULL, ID_TAKEN }
    }

    /**
     * Stores a new game within the retention limits, as one step that no other server can interleave
     * with: a client holds at most {@code perClient} games and the store at most {@code total}; past a
     * limit the oldest finished game (of the client, or of anyone) is forgotten to make room, and with
     * none finished the game is refused and nothing changes. On PostgreSQL the step is one
     * transaction under an advisory lock that every server takes, so two servers making room at once
     * cannot both pass a limit.
     */
    synchronized Admission admit(StoredGame g, int perClient, int total) throws SQLException {
        connection.setAutoCommit(false);
        try {
            if (!h2) {
                try (Statement s = connection.createStatement()) {
                    s.execute("SELECT pg_advisory_xact_lock(7472617369)");
                }
            }
            List<String> forgotten = new ArrayList<>();
            Admission.Refusal refusal = Admission.Refusal.NONE;
            if (count(g.client()) >= perClient) {
                String old = oldestFinished(g.client());
                if (old == null) refusal = Admission.Refusal.CLIENT_FULL;
                else forgotten.add(old);
            }
            if (refusal == Admission.Refusal.NONE && count(null) - forgotten.size() >= total) {
                String old = oldestFinishedBut(forgotten);
                if (old == null) refusal = Admission.Refusal.STORE_FULL;
                else forgotten.add(old);
            }
            if (refusal == Admission.Refusal.NONE && version(g.id()) >= 0) refusal = Admission.Refusal.ID_TAKEN;
            if (refusal != Admission.Refusal.NONE) {
                connection.rollback();
                return new Admission(refusal, List.of());
            }
            for (String id : forgotten) {
                try (PreparedStatement d = connection.prepareStatement("DELETE FROM ashtapada_game WHERE id = ?")) {
                    d.setString(1, id);
                    d.executeUpdate();
                }
            }
            insert(g);
            if (!h2) notify(g.id(), g.version());
            connection.commit();
            durable();
            return new Admission(Admission.Refusal.NONE, List.copyOf(forgotten));
        } catch (SQLException e) {
            connection.rollback();
            throw e;
        } finally {
            connection.setAutoCommit(true);
        }
    }

    /** The oldest finished game of anyone that is not in {@code except}, or null. */
    private String oldestFinishedBut(List<String> except) throws SQLException {
        try (PreparedStatement q = connection.prepareStatement("SELECT id FROM ashtapada_game WHERE over ORDER BY created, id")) {
            q.setMaxRows(except.size() + 1);
            try (ResultSet r = q.executeQuery()) {
                while (r.next()) {
                    if (!except.contains(r.getString(1))) return r.getString(1);
                }
                return null;
            }
        }
    }

    private void insert(StoredGame g) throws SQLException {
        try (PreparedStatement i = connection.prepareStatement(
                "INSERT INTO ashtapada_game (id, variant, seats, client, record, access, takeback, over, listed, created, version, saved_at, "
                        + "failures) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            i.setString(1, g.id());
            i.setString(2, g.variant());
            i.setString(3, g.seats());
            i.setString(4, g.client());
            i.setString(5, g.record());
            i.setString(6, g.access());
            i.setString(7, g.takeback());
            i.setBoolean(8, g.over());
            i.setBoolean(9, g.listed());
            i.setLong(10, g.created());
            i.setLong(11, g.version());
            i.setLong(12, g.savedAt());
            i.setString(13, g.failures());
            i.executeUpdate();
        }
    }

    /**
     * Stores a changed game over the version it was changed from: {@code g.version()} is the new
     * version, written only where the row still has {@code g.version() - 1}. Returns false when
     * another writer got there first (or the game is gone): nothing is written then. On PostgreSQL
     * the change is announced on {@link #CHANNEL} in the same transaction.
     */
    synchronized boolean updateGame(StoredGame g) throws SQLException {
        boolean tx = !h2;
        if (tx) connection.setAutoCommit(false);
        try {
            int n;
            try (PreparedStatement u = connection.prepareStatement("UPDATE ashtapada_game SET record = ?, access = ?, takeback = ?, "
                    + "over = ?, version = ?, saved_at = ?, failures = ? WHERE id = ? AND version = ?")) {
                u.setString(1, g.record());
                u.setString(2, g.access());
                u.setString(3, g.takeback());
                u.setBoolean(4, g.over());
                u.setLong(5, g.version());
                u.setLong(6, g.savedAt());
                u.setString(7, g.failures());
                u.setString(8, g.id());
                u.setLong(9, g.version() - 1);
                n = u.executeUpdate();
            }
            if (n == 1 && tx) notify(g.id(), g.version());
            if (tx) connection.commit();
            if (n == 1) durable();
            return n == 1;
        } catch (SQLException e) {
            if (tx) connection.rollback();
            throw e;
        } finally {
            if (tx) connection.setAutoCommit(true);
        }
    }

    private void notify(String id, long version) throws SQLException {
        try (PreparedStatement n = connection.prepareStatement("SELECT pg_notify(?, ?)")) {
            n.setString(1, CHANNEL);
            n.setString(2, id + " " + version);
            n.execute();
        }
    }

    /** The stored version of a game, or -1 when there is none. */
    synchronized long version(String id) throws SQLException {
        try (PreparedStatement q = connection.prepareStatement("SELECT version FROM ashtapada_game WHERE id = ?")) {
            q.setString(1, id);
            try (ResultSet r = q.executeQuery()) {
                return r.next() ? r.getLong(1) : -1;
            }
        }
    }

    private static final String GAME_COLUMNS = "id, variant, seats, client, record, access, takeback, over, listed, created, version, saved_at, failures";

    private static StoredGame game(ResultSet r) throws SQLException {
        return new StoredGame(r.getString(1), r.getString(2), r.getString(3), r.getString(4), r.getString(5), r.getString(6),
                r.getString(7), r.getBoolean(8), r.getBoolean(9), r.getLong(10), r.getLong(11), r.getLong(12), r.getString(13));
    }

    /** One stored game, or null. */
    synchronized StoredGame game(String id) throws SQLException {
        try (PreparedStatement q = connection.prepareStatement("SELECT " + GAME_COLUMNS + " FROM ashtapada_game WHERE id = ?")) {
            q.setString(1, id);
            try (ResultSet r = q.executeQuery()) {
                return r.next() ? game(r) : null;
            }
        }
    }

    /** Forgets a game (retention: the oldest finished games make room). */
    synchronized void deleteGame(String id) throws SQLException {
        try (PreparedStatement d = connection.prepareStatement("DELETE FROM ashtapada_game WHERE id = ?")) {
            d.setString(1, id);
            d.executeUpdate();
        }
        durable();
    }

    synchronized List<StoredGame> games() throws SQLException {
        List<StoredGame> out = new ArrayList<>();
        try (Statement s = connection.createStatement();
             ResultSet r = s.executeQuery("SELECT " + GAME_COLUMNS + " FROM ashtapada_game ORDER BY id")) {
            while (r.next()) out.add(game(r));
        }
        return out;
    }

    /** The listed (public) games, by id. */
    synchronized List<Listed> listed() throws SQLException {
        List<Listed> out = new ArrayList<>();
        try (Statement s = connection.createStatement();
             ResultSet r = s.executeQuery("SELECT id, variant, over FROM ashtapada_game WHERE listed ORDER BY id")) {
            while (r.next()) out.add(new Listed(r.getString(1), r.getString(2), r.getBoolean(3)));
        }
        return out;
    }

    /** The games still in play with a machine seat (AI or random): a server that starts sees that they move. */
    synchronized List<String> inPlayWithMachineSeats() throws SQLException {
        List<String> out = new ArrayList<>();
        try (Statement s = connection.createStatement();
             ResultSet r = s.executeQuery("SELECT id FROM ashtapada_game WHERE NOT over AND (seats LIKE '%ai%' OR seats LIKE '%random%') ORDER BY id")) {
            while (r.next()) out.add(r.getString(1));
        }
        return out;
    }

    /** How many games are stored, of one client (or of all when null). */
    synchronized int count(String client) throws SQLException {
        try (PreparedStatement q = connection.prepareStatement(client == null ? "SELECT COUNT(*) FROM ashtapada_game"
                : "SELECT COUNT(*) FROM ashtapada_game WHERE client = ?")) {
            if (client != null) q.setString(1, client);
            try (ResultSet r = q.executeQuery()) {
                r.next();
                return r.getInt(1);
            }
        }
    }

    /** The id of the oldest finished game, of one client (or of all when null), or null when none is finished. */
    synchronized String oldestFinished(String client) throws SQLException {
        try (PreparedStatement q = connection.prepareStatement("SELECT id FROM ashtapada_game WHERE over"
                + (client == null ? "" : " AND client = ?") + " ORDER BY created, id")) {
            q.setMaxRows(1);
            if (client != null) q.setString(1, client);
            try (ResultSet r = q.executeQuery()) {
                return r.next() ? r.getString(1) : null;
            }
        }
    }

    // ------------------------------------------------------------------ jobs (PostgreSQL only)

    /**
     * An AI decision to make: the game, the stored version it is for, the seat's time a decision,
     * and whether this claim took it from a worker whose lease ran out.
     */
    record Job(String game, long version, long ms, boolean retaken) {
    }

    /** Queues an AI decision for a game at its stored version (once: a second queueing of the same is a no-op). */
    synchronized void enqueue(String game, long version, long ms) throws SQLException {
        try (PreparedStatement i = connection.prepareStatement("INSERT INTO ashtapada_job (game, version, ms, state, created) "
                + "VALUES (?, ?, ?, 'queued', ?) ON CONFLICT DO NOTHING")) {
            i.setString(1, game);
            i.setLong(2, version);
            i.setLong(3, ms);
            i.setLong(4, System.currentTimeMillis());
            i.executeUpdate();
        }
        try (PreparedStatement n = connection.prepareStatement("SELECT pg_notify('ashtapada_job', ?)")) {
            n.setString(1, game);
            n.execute();
        }
    }

    /**
     * Claims the oldest job that is queued, or taken by a worker whose lease has run out (it died
     * mid-job), for {@code worker} until {@code leaseMs} from now; null when there is none. Workers
     * claiming at once skip each other's rows ({@code FOR UPDATE SKIP LOCKED}) instead of waiting.
     */
    synchronized Job claim(String worker, long leaseMs) throws SQLException {
        long now = System.currentTimeMillis();
        try (PreparedStatement q = connection.prepareStatement("UPDATE ashtapada_job j SET state = 'taken', worker = ?, "
                + "lease_until = ? + j.ms * 2 + ?, taken = j.taken + 1 FROM (SELECT game, version FROM ashtapada_job "
                + "WHERE state = 'queued' OR (state = 'taken' AND lease_until < ?) ORDER BY created LIMIT 1 FOR UPDATE SKIP LOCKED) c "
                + "WHERE j.game = c.game AND j.version = c.version RETURNING j.game, j.version, j.ms, j.taken")) {
            q.setString(1, worker);
            q.setLong(2, now);
            q.setLong(3, leaseMs);
            q.setLong(4, now);
            try (ResultSet r = q.executeQuery()) {
                return r.next() ? new Job(r.getString(1), r.getLong(2), r.getLong(3), r.getInt(4) > 1) : null;
            }
        }
    }

    /**
     * A server claims the AI decision of a game at its stored version for itself (no worker is there to
     * make it), until {@code leaseMs} from now: true when it is this server's to make. It is not when the
     * game has moved on from that version, or when another server (or a worker) holds the decision under a
     * lease that has not run out. So two servers holding the same game never search the same turn, and a
     * decision whose server died is taken by another once its lease runs out.
     */
    synchronized boolean claimDecision(String game, long version, String holder, long ms, long leaseMs) throws SQLException {
        if (h2) return true;
        long now = System.currentTimeMillis();
        try (PreparedStatement u = connection.prepareStatement("INSERT INTO ashtapada_job AS j (game, version, ms, state, worker, "
                + "lease_until, taken, created) SELECT ?, ?, ?, 'server', ?, ?, 1, ? WHERE EXISTS (SELECT 1 FROM ashtapada_game "
                + "WHERE id = ? AND version = ?) ON CONFLICT (game, version) DO UPDATE SET state = 'server', worker = EXCLUDED.worker, "
                + "lease_until = EXCLUDED.lease_until, taken = j.taken + 1 WHERE j.state = 'queued' "
                + "OR (j.state IN ('server', 'taken') AND j.lease_until < ?) OR (j.state = 'server' AND j.worker = EXCLUDED.worker)")) {
            u.setString(1, game);
            u.setLong(2, version);
            u.setLong(3, ms);
            u.setString(4, holder);
            u.setLong(5, now + leaseMs);
            u.setLong(6, now);
            u.setString(7, game);
            u.setLong(8, version);
            u.setLong(9, now);
            return u.executeUpdate() == 1;
        }
    }

    /** Extends a worker's lease on its job (a long run of AI turns); false when the job is no longer this worker's. */
    synchronized boolean renew(Job job, String worker, long leaseMs) throws SQLException {
        try (PreparedStatement u = connection.prepareStatement("UPDATE ashtapada_job SET lease_until = ? "
                + "WHERE game = ? AND version = ? AND worker = ? AND state = 'taken'")) {
            u.setLong(1, System.currentTimeMillis() + leaseMs);
            u.setString(2, job.game());
            u.setLong(3, job.version());
            u.setString(4, worker);
            return u.executeUpdate() == 1;
        }
    }

    /** Marks a job done (its decision stored, or found stale). */
    synchronized void finish(Job job, String worker) throws SQLException {
        try (PreparedStatement u = connection.prepareStatement("UPDATE ashtapada_job SET state = 'done', worker = ? "
                + "WHERE game = ? AND version = ?")) {
            u.setString(1, worker);
            u.setString(2, job.game());
            u.setLong(3, job.version());
            u.executeUpdate();
        }
    }

    /** A job's state, the worker that last took it and how many times it was taken ("done w-1 2"), or null. */
    synchronized String jobState(String game, long version) throws SQLException {
        try (PreparedStatement q = connection.prepareStatement("SELECT state, worker, taken FROM ashtapada_job WHERE game = ? AND version = ?")) {
            q.setString(1, game);
            q.setLong(2, version);
            try (ResultSet r = q.executeQuery()) {
                return r.next() ? r.getString(1) + " " + r.getString(2) + " " + r.getInt(3) : null;
            }
        }
    }

    /** A server that stops lets go of the decisions it claimed, so that another server takes them at once. */
    synchronized void releaseDecisions(String holder) throws SQLException {
        if (h2) return;
        try (PreparedStatement u = connection.prepareStatement("UPDATE ashtapada_job SET lease_until = 0 WHERE worker = ? AND state = 'server'")) {
            u.setString(1, holder);
            u.executeUpdate();
        }
    }

    // ------------------------------------------------------------------ self-play jobs (PostgreSQL only)

    /**
     * A self-play job as stored: what to play ({@code spec}: the request's variant, as JSON), how many
     * games at how many milliseconds a decision from which seed; its state ({@code queued}, {@code taken},
     * {@code done}, {@code failed}), the games played so far, and when done the report's text and HTML
     * (or, failed, the reason); whether the claim that returned it took it from a worker that died.
     */
    record BalanceJob(String id, String spec, int games, long millis, long seed, String state, String worker, int played,
                      String summary, String html, String reason, boolean retaken) {
    }

    private static final String BALANCE_COLUMNS = "id, spec, games, millis, seed, state, worker, played, summary, html, reason, taken";

    private static BalanceJob balanceJob(ResultSet r) throws SQLException {
        return new BalanceJob(r.getString(1), r.getString(2), r.getInt(3), r.getLong(4), r.getLong(5), r.getString(6), r.getString(7),
                r.getInt(8), r.getString(9), r.getString(10), r.getString(11), r.getInt(12) > 1);
    }

    /** Queues a self-play job for the workers. */
    synchronized void enqueueBalance(String id, String spec, int games, long millis, long seed) throws SQLException {
        try (PreparedStatement i = connection.prepareStatement("INSERT INTO ashtapada_balance (id, spec, games, millis, seed, state, created) "
                + "VALUES (?, ?, ?, ?, ?, 'queued', ?)")) {
            i.setString(1, id);
            i.setString(2, spec);
            i.setInt(3, games);
            i.setLong(4, millis);
            i.setLong(5, seed);
            i.setLong(6, System.currentTimeMillis());
            i.executeUpdate();
        }
    }

    /** How many self-play jobs wait or run (a server refuses more past its limit). */
    synchronized int balanceBacklog() throws SQLException {
        try (Statement s = connection.createStatement();
             ResultSet r = s.executeQuery("SELECT COUNT(*) FROM ashtapada_balance WHERE state IN ('queued', 'taken')")) {
            r.next();
            return r.getInt(1);
        }
    }

    /**
     * Claims the oldest self-play job that is queued, or taken by a worker whose lease ran out, for
     * {@code worker} until {@code leaseMs} from now ({@code FOR UPDATE SKIP LOCKED}); null when there is none.
     */
    synchronized BalanceJob claimBalance(String worker, long leaseMs) throws SQLException {
        long now = System.currentTimeMillis();
        try (PreparedStatement q = connection.prepareStatement("UPDATE ashtapada_balance b SET state = 'taken', worker = ?, "
                + "lease_until = ?, taken = b.taken + 1, played = 0 FROM (SELECT id FROM ashtapada_balance WHERE state = 'queued' "
                + "OR (state = 'taken' AND lease_until < ?) ORDER BY created LIMIT 1 FOR UPDATE SKIP LOCKED) c WHERE b.id = c.id "
                + "RETURNING b.id, b.spec, b.games, b.millis, b.seed, b.state, b.worker, b.played, b.summary, b.html, b.reason, b.taken")) {
            q.setString(1, worker);
            q.setLong(2, now + leaseMs);
            q.setLong(3, now);
            try (ResultSet r = q.executeQuery()) {
                return r.next() ? balanceJob(r) : null;
            }
        }
    }

    /** A worker's progress on its job, renewing its lease; false when the job is no longer this worker's. */
    synchronized boolean progressBalance(String id, String worker, int played, long leaseMs) throws SQLException {
        try (PreparedStatement u = connection.prepareStatement("UPDATE ashtapada_balance SET played = ?, lease_until = ? "
                + "WHERE id = ? AND worker = ? AND state = 'taken'")) {
            u.setInt(1, played);
            u.setLong(2, System.currentTimeMillis() + leaseMs);
            u.setString(3, id);
            u.setString(4, worker);
            return u.executeUpdate() == 1;
        }
    }

    /** Ends a job ({@code done} with its report, or {@code failed} with a reason), if it is still this worker's. */
    synchronized boolean finishBalance(String id, String worker, String state, int played, String summary, String html,
                                       String reason) throws SQLException {
        try (PreparedStatement u = connection.prepareStatement("UPDATE ashtapada_balance SET state = ?, played = ?, summary = ?, "
                + "html = ?, reason = ? WHERE id = ? AND worker = ? AND state = 'taken'")) {
            u.setString(1, state);
            u.setInt(2, played);
            u.setString(3, summary);
            u.setString(4, html);
            u.setString(5, reason == null ? null : reason.length() > 2000 ? reason.substring(0, 2000) : reason);
            u.setString(6, id);
            u.setString(7, worker);
            return u.executeUpdate() == 1;
        }
    }

    /** A self-play job, or null. */
    synchronized BalanceJob balance(String id) throws SQLException {
        try (PreparedStatement q = connection.prepareStatement("SELECT " + BALANCE_COLUMNS + " FROM ashtapada_balance WHERE id = ?")) {
            q.setString(1, id);
            try (ResultSet r = q.executeQuery()) {
                return r.next() ? balanceJob(r) : null;
            }
        }
    }

    /** A worker says it is there. */
    synchronized void heartbeat(String worker) throws SQLException {
        try (PreparedStatement u = connection.prepareStatement("INSERT INTO ashtapada_worker (id, seen_at) VALUES (?, ?) "
                + "ON CONFLICT (id) DO UPDATE SET seen_at = EXCLUDED.seen_at")) {
            u.setString(1, worker);
            u.setLong(2, System.currentTimeMillis());
            u.executeUpdate();
        }
    }

    /** A worker that stops says it is gone. */
    synchronized void leave(String worker) throws SQLException {
        try (PreparedStatement d = connection.prepareStatement("DELETE FROM ashtapada_worker WHERE id = ?")) {
            d.setString(1, worker);
            d.executeUpdate();
        }
    }

    /** Whether a worker has said it is there within {@code withinMs} (false on H2, which has no job queue). */
    synchronized boolean workersPresent(long withinMs) throws SQLException {
        if (h2) return false;
        try (PreparedStatement q = connection.prepareStatement("SELECT 1 FROM ashtapada_worker WHERE seen_at > ?")) {
            q.setMaxRows(1);
            q.setLong(1, System.currentTimeMillis() - withinMs);
            try (ResultSet r = q.executeQuery()) {
                return r.next();
            }
        }
    }

    @Override
    public synchronized void close() throws SQLException {
        connection.close();
    }
}
