package io.ashtapada.server;

/** The embedded database (H2, a file under the data directory) keeps games across restarts. */
class H2PersistenceTest extends PersistenceContract {
    private ServerOptions options;

    @Override
    ServerOptions options() throws Exception {
        if (options == null) options = TestServer.options();
        return options;
    }
}
