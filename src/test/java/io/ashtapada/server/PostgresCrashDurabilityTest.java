package io.ashtapada.server;

import java.util.List;

/** PostgreSQL keeps every acknowledged action through kill -9 (skipped without a server, unless services are required). */
class PostgresCrashDurabilityTest extends CrashDurabilityContract {
    @Override
    List<String> storeArgs() {
        return List.of("--db", Services.postgresUrl());
    }
}
