package io.ashtapada.server;

import org.junit.jupiter.api.Tag;

/**
 * PostgreSQL (given with {@code --db jdbc:postgresql://...}) keeps games across restarts. Needs
 * {@code ASHTAPADA_TEST_POSTGRES_URL}; {@code .ci/run} starts a cluster and sets it.
 */
@Tag("postgres")
class PostgresPersistenceTest extends PersistenceContract {
    @Override
    ServerOptions options() throws Exception {
        return TestServer.options().withDatabase(Services.postgresUrl());
    }
}
