package io.ashtapada.server;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.function.BiConsumer;

/**
 * Hears, on its own PostgreSQL connection, every change any server stores: {@link Store#updateGame}
 * sends {@code NOTIFY ashtapada_game, 'id version'} in the change's transaction, so a notice comes
 * only for a committed change. The notice carries no state: the hearer fetches the game from the
 * store, so that a lost or late notice can never show a wrong game. When the connection breaks,
 * it connects again and says so ({@code onReconnect}), since notices sent meanwhile are lost.
 * Only this class touches the PostgreSQL driver's own API.
 */
final class ChangeListener implements AutoCloseable {
    private final String url;
    private final BiConsumer<String, Long> onChange;
    private final Runnable onReconnect;
    private final Thread thread;
    private volatile boolean closed;
    private volatile Connection connection;

    /** Starts listening; {@code onChange} gets each change's game id and version, on the listener's thread. */
    ChangeListener(String url, BiConsumer<String, Long> onChange, Runnable onReconnect) throws SQLException {
        this.url = url;
        this.onChange = onChange;
        this.onReconnect = onReconnect;
        connect();
        thread = new Thread(this::run, "ashtapada-listen");
        thread.setDaemon(true);
        thread.start();
    }

    private void connect() throws SQLException {
        Connection c = DriverManager.getConnection(url);
        try (Statement s = c.createStatement()) {
            s.execute("LISTEN " + Store.CHANNEL);
        }
        connection = c;
    }

    private void run() {
        while (!closed) {
            try {
                org.postgresql.PGNotification[] notes = connection.unwrap(org.postgresql.PGConnection.class).getNotifications(500);
                if (notes == null) continue;
                for (org.postgresql.PGNotification n : notes) {
                    String[] p = n.getParameter().split(" ");
                    if (p.length != 2 || !p[1].matches("\\d{1,18}")) continue;
                    try {
                        onChange.accept(p[0], Long.parseLong(p[1]));
                    } catch (RuntimeException e) {
                        System.err.println("change of game " + p[0] + " not passed on: " + e.getMessage());
                    }
                }
            } catch (SQLException e) {
                if (closed) return;
                System.err.println("listening for changes failed (" + e.getMessage() + "); connecting again");
                reconnect();
            }
        }
    }

    private void reconnect() {
        try {
            connection.close();
        } catch (SQLException e) {
            // already broken
        }
        while (!closed) {
            try {
                Thread.sleep(1000);
                connect();
                onReconnect.run();
                return;
            } catch (SQLException e) {
                System.err.println("listening for changes: cannot connect yet: " + e.getMessage());
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    @Override
    public void close() {
        closed = true;
        thread.interrupt();
        try {
            thread.join(2000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try {
            connection.close();
        } catch (SQLException e) {
            // closing anyway
        }
    }
}
