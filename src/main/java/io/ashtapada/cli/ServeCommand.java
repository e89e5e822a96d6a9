package io.ashtapada.cli;

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
