package io.ashtapada.server;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * How a server runs: where it listens, which variants it ships, where it stores games, and
 * the limits that keep an untrusted client from taking it over.
 *
 * @param host              the address to listen on (loopback unless asked otherwise)
 * @param port              the port (0: any free port)
 * @param variantDirs       directories whose {@code .variant} files are offered, besides the variants shipped in the
 *                          jar (a directory's file of a shipped name takes its place)
 * @param database          a JDBC URL, or null for the embedded database under {@code dataDir}
 * @param dataDir           where the embedded database lives (by default the user's data directory,
 *                          {@code $XDG_DATA_HOME/ashtapada} or {@code ~/.local/share/ashtapada}, never the working directory)
 * @param maxRequestBytes   the largest request body
 * @param maxDefinitionBytes the largest upload: the definition and its files together
 * @param maxUploadFiles    the most files in one upload
 * @param compileTimeout    how long compiling an upload may take (its wall-clock and its CPU time)
 * @param maxCompileBytes   how many bytes compiling one upload may allocate (256 MB by default); with the
 *                          compiler's own bounds (board, kinds, directions) a compile stays far below it
 * @param maxGamesPerClient games (in play or finished) that one client address may have stored; past it the
 *                          client's oldest finished game is dropped, and with none finished a new game is refused
 * @param maxAiMillis       the longest an AI seat may think a decision (longer seats are refused)
 * @param allowedOrigins    origins ({@code scheme://host[:port]}) besides the server's own whose pages may call the
 *                          API, e.g. the public address of a reverse proxy; their hosts are accepted in {@code Host} too
 * @param maxStoredGames    games the server keeps in all; past it the oldest finished game is dropped, and with
 *                          none finished a new game is refused
 * @param aiThreads         threads one AI seat's search uses (1 by default; Lazy SMP, see docs/embedding.md)
 */
public record ServerOptions(String host, int port, List<Path> variantDirs, String database, Path dataDir,
                            int maxRequestBytes, int maxDefinitionBytes, int maxUploadFiles, Duration compileTimeout,
                            int maxGamesPerClient, long maxAiMillis, List<String> allowedOrigins, int maxStoredGames,
                            long maxCompileBytes, int aiThreads) {

    /**
     * The defaults of {@code ashtapada serve}: localhost:8080, the variants shipped in the jar, the
     * embedded database in the user's data directory ({@link #userDataDir()}).
     */
    public static ServerOptions defaults() {
        return new ServerOptions("127.0.0.1", 8080, List.of(), null,
                userDataDir(), 1 << 20, 256 << 10, 16, Duration.ofSeconds(5), 50, 5000, List.of(), 10_000, 256L << 20, 1);
    }

    /**
     * Where a server keeps its data unless told otherwise, as the XDG base directory
     * specification has it: {@code $XDG_DATA_HOME/ashtapada}, or {@code ~/.local/share/ashtapada}
     * when that variable is unset or not absolute.
     */
    public static Path userDataDir() {
        return userDataDir(System.getenv("XDG_DATA_HOME"), System.getProperty("user.home"));
    }

    /** {@link #userDataDir()} for the given {@code XDG_DATA_HOME} (may be null) and home directory. */
    public static Path userDataDir(String xdgDataHome, String home) {
        if (xdgDataHome != null && !xdgDataHome.isBlank() && Path.of(xdgDataHome).isAbsolute()) {
            return Path.of(xdgDataHome, "ashtapada");
        }
        return Path.of(home, ".local", "share", "ashtapada");
    }

    public ServerOptions withPort(int p) {
        return new ServerOptions(host, p, variantDirs, database, dataDir, maxRequestBytes, maxDefinitionBytes, maxUploadFiles,
                compileTimeout, maxGamesPerClient, maxAiMillis, allowedOrigins, maxStoredGames, maxCompileBytes, aiThreads);
    }

    public ServerOptions withHost(String h) {
        return new ServerOptions(h, port, variantDirs, database, dataDir, maxRequestBytes, maxDefinitionBytes, maxUploadFiles,
                compileTimeout, maxGamesPerClient, maxAiMillis, allowedOrigins, maxStoredGames, maxCompileBytes, aiThreads);
    }

    public ServerOptions withVariantDirs(List<Path> dirs) {
        return new ServerOptions(host, port, List.copyOf(dirs), database, dataDir, maxRequestBytes, maxDefinitionBytes,
                maxUploadFiles, compileTimeout, maxGamesPerClient, maxAiMillis, allowedOrigins, maxStoredGames, maxCompileBytes, aiThreads);
    }

    public ServerOptions withDatabase(String url) {
        return new ServerOptions(host, port, variantDirs, url, dataDir, maxRequestBytes, maxDefinitionBytes, maxUploadFiles,
                compileTimeout, maxGamesPerClient, maxAiMillis, allowedOrigins, maxStoredGames, maxCompileBytes, aiThreads);
    }

    public ServerOptions withDataDir(Path dir) {
        return new ServerOptions(host, port, variantDirs, database, dir, maxRequestBytes, maxDefinitionBytes, maxUploadFiles,
                compileTimeout, maxGamesPerClient, maxAiMillis, allowedOrigins, maxStoredGames, maxCompileBytes, aiThreads);
    }

    public ServerOptions withLimits(int requestBytes, int definitionBytes, int uploadFiles, Duration compile, int gamesPerClient) {
        return new ServerOptions(host, port, variantDirs, database, dataDir, requestBytes, definitionBytes, uploadFiles, compile,
                gamesPerClient, maxAiMillis, allowedOrigins, maxStoredGames, maxCompileBytes, aiThreads);
    }

    /** The same options with another bound on an AI seat's time a decision. */
    public ServerOptions withMaxAiMillis(long ms) {
        return new ServerOptions(host, port, variantDirs, database, dataDir, maxRequestBytes, maxDefinitionBytes, maxUploadFiles,
                compileTimeout, maxGamesPerClient, ms, allowedOrigins, maxStoredGames, maxCompileBytes, aiThreads);
    }

    /** The same options with more origins allowed (a reverse proxy's public address). */
    public ServerOptions withAllowedOrigins(List<String> origins) {
        return new ServerOptions(host, port, variantDirs, database, dataDir, maxRequestBytes, maxDefinitionBytes, maxUploadFiles,
                compileTimeout, maxGamesPerClient, maxAiMillis, List.copyOf(origins), maxStoredGames, maxCompileBytes, aiThreads);
    }

    /** The same options with another bound on the bytes compiling one upload may allocate. */
    public ServerOptions withMaxCompileBytes(long bytes) {
        return new ServerOptions(host, port, variantDirs, database, dataDir, maxRequestBytes, maxDefinitionBytes, maxUploadFiles,
                compileTimeout, maxGamesPerClient, maxAiMillis, allowedOrigins, maxStoredGames, bytes, aiThreads);
    }

    /** The same options with this many threads for each AI seat's search (1 to 64). */
    public ServerOptions withAiThreads(int threads) {
        if (threads < 1 || threads > io.ashtapada.api.ComputerPlayer.MAX_THREADS) {
            throw new IllegalArgumentException("AI threads are 1 to " + io.ashtapada.api.ComputerPlayer.MAX_THREADS + ", not " + threads);
        }
        return new ServerOptions(host, port, variantDirs, database, dataDir, maxRequestBytes, maxDefinitionBytes, maxUploadFiles,
                compileTimeout, maxGamesPerClient, maxAiMillis, allowedOrigins, maxStoredGames, maxCompileBytes, threads);
    }

    /** The same options with another bound on the games stored in all. */
    public ServerOptions withMaxStoredGames(int games) {
        return new ServerOptions(host, port, variantDirs, database, dataDir, maxRequestBytes, maxDefinitionBytes, maxUploadFiles,
                compileTimeout, maxGamesPerClient, maxAiMillis, allowedOrigins, games, maxCompileBytes, aiThreads);
    }

    /**
     * The JDBC URL to use: the given one, or an H2 file database under the data directory.
     * H2 is told to write every commit to the file before the commit returns
     * ({@code WRITE_DELAY=0}); the store also syncs after each change (see {@link Store}).
     */
    String jdbcUrl() {
        if (database != null) return database;
        return "jdbc:h2:file:" + dataDir.toAbsolutePath().resolve("ashtapada").toString().replace('\\', '/') + ";WRITE_DELAY=0";
    }
}
