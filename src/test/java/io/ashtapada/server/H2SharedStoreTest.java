package io.ashtapada.server;

/** Two servers in one process on one embedded H2 database keep to the shared-store contract too. */
class H2SharedStoreTest extends SharedStoreContract {
    @Override
    ServerOptions sharedOptions() throws Exception {
        return TestServer.options();
    }
}
