package io.ashtapada.cli;

import io.ashtapada.api.ComputerPlayer;
import io.ashtapada.server.GameServer;
import io.ashtapada.server.ServerOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code ashtapada serve}: starts the game server and runs until the process is stopped. */
@Command(name = "serve", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = {"Serves the variants, stateless rules calls and live games over HTTP and JSON, "
                + "with a browser board and a definition editor (see docs/server.md).",
                "Listens on localhost unless --host says otherwise; stop it with Ctrl-C."},
        exitCodeListHeading = "%nExit codes:%n", exitCodeList = {"1:the server could not start", Main.EXIT_2},
        footerHeading = "%nExamples:%n",
        footer = {"  ashtapada serve",
                "  ashtapada serve --port 9000 --variants examples --data /var/lib/ashtapada",
                "  ashtapada serve --allow-origin https://chess.example.org --max-games 2000   (behind a TLS reverse proxy)",
                "  ashtapada serve --db 'jdbc:postgresql://127.0.0.1:5432/ashtapada?user=me&password=secret'", ""})
final class ServeCommand implements Callable<Integer> {
    private final Streams io;

    @Option(names = "--port", paramLabel = "N", description = "The port (default 8080; 0 for any free port).")
    int port = 8080;
    @Option(names = "--host", paramLabel = "ADDR", description = "The address to listen on (default 127.0.0.1).")
    String host = "127.0.0.1";
    @Option(names = "--variants", paramLabel = "DIR", description = "A directory of .variant files to offer besides the "
            + "shipped ones (a file of a shipped name replaces it); repeat for more. It must exist.")
    List<Path> variants = new ArrayList<>();
    @Option(names = "--db", paramLabel = "JDBC-URL", description = "A database for games and uploads, e.g. jdbc:postgresql://... "
            + "(default: an embedded H2 file under --data).")
    String db;
    @Option(names = "--data", paramLabel = "DIR", description = "Where the embedded database lives (default: "
            + "$XDG_DATA_HOME/ashtapada, or ~/.local/share/ashtapada).")
    Path data;
    @Option(names = "--max-ai-ms", paramLabel = "MS", description = "The longest an AI seat may think a decision "
            + "(default 5000); games asking for more are refused.")
    long maxAiMs = 5000;
    @Option(names = "--allow-origin", paramLabel = "ORIGIN", description = "An origin (scheme://host[:port]) besides the "
            + "server's own whose pages may use the API, e.g. the public address of a reverse proxy; its host is accepted "
            + "in the Host header too. Repeat for more.")
    List<String> allowOrigins = new ArrayList<>();
    @Option(names = "--max-games", paramLabel = "N", description = "Games kept in all, finished ones included (default 10000); "
            + "past it the oldest finished game is dropped, and with none finished a new game is refused.")
    int maxGames = 10_000;
    @Option(names = "--max-games-per-client", paramLabel = "N", description = "Games one client address may hold, finished "
            + "ones included (default 50); past it its oldest finished game is dropped.")
    int maxGamesPerClient = 50;
    @Option(names = "--ai-threads", paramLabel = "N", description = "Threads each AI seat's search uses (1 to 64, "
            + "default 1); with several games thinking at once, more threads only share the same cores.")
    int aiThreads = 1;

    ServeCommand(Streams io) {
        this.io = io;
    }

    @Override
    public Integer call() {
        ServerOptions o = ServerOptions.defaults().withPort(port).withHost(host).withDatabase(db);
        if (data != null) o = o.withDataDir(data);
        for (Path dir : variants) {
            if (!java.nio.file.Files.isDirectory(dir)) {
                io.err().println("serve: --variants " + dir + ": no such directory");
                return Main.USAGE;
            }
        }
        if (maxAiMs < 1) {
            io.err().println("serve: --max-ai-ms is at least 1, not " + maxAiMs);
            return Main.USAGE;
        }
        o = o.withMaxAiMillis(maxAiMs);
        if (aiThreads < 1 || aiThreads > ComputerPlayer.MAX_THREADS) {
            io.err().println("serve: --ai-threads is 1 to " + ComputerPlayer.MAX_THREADS + ", not " + aiThreads);
            return Main.USAGE;
        }
        o = o.withAiThreads(aiThreads);
        if (maxGames < 1 || maxGamesPerClient < 1) {
            io.err().println("serve: --max-games and --max-games-per-client are at least 1");
            return Main.USAGE;
        }
        for (String origin : allowOrigins) {
            if (!origin.matches("https?://[A-Za-z0-9.\\[\\]:-]+")) {
                io.err().println("serve: --allow-origin is scheme://host[:port] with no path, not " + origin);
                return Main.USAGE;
            }
        }
        o = o.withAllowedOrigins(allowOrigins).withMaxStoredGames(maxGames)
                .withLimits(o.maxRequestBytes(), o.maxDefinitionBytes(), o.maxUploadFiles(), o.compileTimeout(), maxGamesPerClient);
        if (!variants.isEmpty()) o = o.withVariantDirs(variants);
        GameServer server;
        try {
            server = GameServer.start(o);
        } catch (Exception e) {
            io.err().println("serve: cannot start: " + oneLine(e));
            return Main.INVALID;
        }
        io.out().println("Ashtapada serving on http://" + host + ":" + server.port() + "/ (stop with Ctrl-C)");
        io.out().flush();
        Runtime.getRuntime().addShutdownHook(new Thread(server::close, "ashtapada-stop"));
        try {
            Thread.currentThread().join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return Main.OK;
    }

    private static String oneLine(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null) root = root.getCause();
        String m = root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
        return m.lines().findFirst().orElse(m);
    }
}
