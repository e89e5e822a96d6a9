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
 * format with every roll, re-roll and move, so a restarted server replays it to exactly the
 * same state. The same SQL runs on the embedded H2 and on PostgreSQL.
 */
final class Store implements AutoCloseable {
    /** An uploaded definition: its id, the main file's name and every file as JSON. */
    record StoredVariant(String id, String main, String filesJson) {
    }

    /**
     * A game: its id, variant id, seats joined by commas, the client that made it, its record, and who may act in
     * it ({@link SeatAccess#toJson}: hashes of the seat tokens and invitations, public or private, the dice seed;
     * null for a game stored before seats had tokens).
     */
    record StoredGame(String id, String variant, String seats, String client, String record, String access) {
    }

    /** The longest text a column holds: uploads and records are bounded well below it. */
    private static final int TEXT = 1_000_000;

    private final Connection connection;

    Store(String url) throws SQLException {
        connection = DriverManager.getConnection(url);
        try (Statement s = connection.createStatement()) {
            s.executeUpdate("CREATE TABLE IF NOT EXISTS ashtapada_variant (id VARCHAR(100) PRIMARY KEY, "
                    + "main VARCHAR(400) NOT NULL, files VARCHAR(" + TEXT + ") NOT NULL)");
            s.executeUpdate("CREATE TABLE IF NOT EXISTS ashtapada_game (id VARCHAR(100) PRIMARY KEY, "
                    + "variant VARCHAR(100) NOT NULL, seats VARCHAR(400) NOT NULL, client VARCHAR(200) NOT NULL, "
                    + "record VARCHAR(" + TEXT + ") NOT NULL)");
            s.executeUpdate("ALTER TABLE ashtapada_game ADD COLUMN IF NOT EXISTS access VARCHAR(" + ACCESS + ")");
        }
        h2 = url.startsWith("jdbc:h2:");
    }

    /** The longest access column (seat token hashes and invitations). */
    private static final int ACCESS = 20_000;
    /** Whether the database is H2, whose file is synced after every change (see {@link #durable}). */
    private final boolean h2;

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
            if (u.executeUpdate() > 0) return;
        }
        try (PreparedStatement i = connection.prepareStatement("INSERT INTO ashtapada_variant (id, main, files) VALUES (?, ?, ?)")) {
            i.setString(1, v.id());
            i.setString(2, v.main());
            i.setString(3, v.filesJson());
            i.executeUpdate();
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

    synchronized void saveGame(StoredGame g) throws SQLException {
        try (PreparedStatement u = connection.prepareStatement("UPDATE ashtapada_game SET record = ?, access = ? WHERE id = ?")) {
            u.setString(1, g.record());
            u.setString(2, g.access());
            u.setString(3, g.id());
            if (u.executeUpdate() > 0) {
                durable();
                return;
            }
        }
        try (PreparedStatement i = connection.prepareStatement(
                "INSERT INTO ashtapada_game (id, variant, seats, client, record, access) VALUES (?, ?, ?, ?, ?, ?)")) {
            i.setString(1, g.id());
            i.setString(2, g.variant());
            i.setString(3, g.seats());
            i.setString(4, g.client());
            i.setString(5, g.record());
            i.setString(6, g.access());
            i.executeUpdate();
        }
        durable();
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
             ResultSet r = s.executeQuery("SELECT id, variant, seats, client, record, access FROM ashtapada_game ORDER BY id")) {
            while (r.next()) {
                out.add(new StoredGame(r.getString(1), r.getString(2), r.getString(3), r.getString(4), r.getString(5), r.getString(6)));
            }
        }
        return out;
    }

    @Override
    public synchronized void close() throws SQLException {
        connection.close();
    }
}
