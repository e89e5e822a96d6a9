package io.ashtapada.cli;

import io.ashtapada.server.GameServer;
import io.ashtapada.server.ServerOptions;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code ashtapada serve [--port 8080] [--host 127.0.0.1] [--variants DIR]... [--db URL] [--data DIR]}:
 * starts the game server and runs until the process is stopped.
 */
final class ServeCommand {
    private final PrintStream out;
    private final PrintStream err;

    ServeCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    int run(String[] args) {
        ServerOptions o = ServerOptions.defaults();
        List<Path> dirs = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            String name = args[i];
            if (!List.of("--port", "--host", "--variants", "--db", "--data").contains(name)) {
                err.println("serve: unknown option '" + name + "' (options: --port N, --host ADDR, --variants DIR, --db JDBC-URL, --data DIR)");
                return 2;
            }
            if (i + 1 >= args.length) {
                err.println("serve: " + name + " needs a value");
                return 2;
            }
            String value = args[++i];
            switch (name) {
                case "--port" -> {
                    try {
                        o = o.withPort(Integer.parseInt(value));
                    } catch (NumberFormatException e) {
                        err.println("serve: --port needs a number, not '" + value + "'");
                        return 2;
                    }
                }
                case "--host" -> o = o.withHost(value);
                case "--variants" -> dirs.add(Path.of(value));
                case "--db" -> o = o.withDatabase(value);
                default -> o = o.withDataDir(Path.of(value));
            }
        }
        if (!dirs.isEmpty()) o = o.withVariantDirs(dirs);
        GameServer server;
        try {
            server = GameServer.start(o);
        } catch (Exception e) {
            err.println("serve: cannot start: " + oneLine(e));
            return 1;
        }
        out.println("Ashtapada serving on http://" + o.host() + ":" + server.port() + "/ (stop with Ctrl-C)");
        out.flush();
        Runtime.getRuntime().addShutdownHook(new Thread(server::close, "ashtapada-stop"));
        try {
            Thread.currentThread().join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return 0;
    }

    private static String oneLine(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null) root = root.getCause();
        String m = root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
        return m.lines().findFirst().orElse(m);
    }
}
