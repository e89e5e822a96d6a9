package io.ashtapada.server;

import io.ashtapada.TestFiles;
import java.nio.file.Files;
import java.util.List;

/** The embedded H2 store keeps every acknowledged action through kill -9. */
class H2CrashDurabilityTest extends CrashDurabilityContract {
    private String dir;

    @Override
    List<String> storeArgs() throws Exception {
        if (dir == null) dir = TestFiles.tempDirectory("ashtapada-crash").toString();
        return List.of("--data", dir);
    }
}
