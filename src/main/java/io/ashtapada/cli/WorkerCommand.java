package io.ashtapada.cli;

import io.ashtapada.server.Worker;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code ashtapada worker}: makes the AI decisions the servers on one PostgreSQL database queue, until stopped. */
@Command(name = "worker", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = {"Makes AI seats' decisions for the game servers that share a PostgreSQL database, off their request "
                + "path (see docs/server.md). Run any number; a worker that dies has its job taken by another.",
                "Servers play their AI seats themselves while no worker is running. Stop it with Ctrl-C."},
        exitCodeListHeading = "%nExit codes:%n", exitCodeList = {"1:the worker could not start", Main.EXIT_2},
        footerHeading = "%nExamples:%n",
        footer = {"  ashtapada worker --db 'jdbc:postgresql://127.0.0.1:5432/ashtapada?user=me&password=secret'",
                "  ashtapada worker --db 'jdbc:postgresql://db:5432/ashtapada?user=me' --variants my-variants", ""})
final class WorkerCommand implements Callable<Integer> {
    private final Streams io;

    @Option(names = "--db", paramLabel = "JDBC-URL", required = true,
            description = "The servers' PostgreSQL database, e.g. jdbc:postgresql://host:5432/ashtapada?user=me.")
    String db;
    @Option(names = "--variants", paramLabel = "DIR", description = "A directory of .variant files, as the servers' --variants; "
            + "repeat for more. It must exist.")
    List<Path> variants = new ArrayList<>();
    @Option(names = "--max-ai-ms", paramLabel = "MS", description = "The longest an AI seat may think a decision (default 5000), "
            + "as the servers' --max-ai-ms.")
    long maxAiMs = 5000;

    WorkerCommand(Streams io) {
        this.io = io;
    }

    @Override
    public Integer call() {
        if (!db.startsWith("jdbc:postgresql:")) {
            io.err().println("worker: --db is a PostgreSQL JDBC URL (jdbc:postgresql://...), not " + db.split("[?;]", 2)[0]);
            return Main.USAGE;
        }
        for (Path dir : variants) {
            if (!java.nio.file.Files.isDirectory(dir)) {
                io.err().println("worker: --variants " + dir + ": no such directory");
                return Main.USAGE;
            }
        }
        if (maxAiMs < 1) {
            io.err().println("worker: --max-ai-ms is at least 1, not " + maxAiMs);
            return Main.USAGE;
        }
        Worker worker;
        try {
            worker = Worker.start(db, variants, maxAiMs);
        } catch (Exception e) {
            Throwable root = e;
            while (root.getCause() != null) root = root.getCause();
            String m = root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
            io.err().println("worker: cannot start: " + m.lines().findFirst().orElse(m));
            return Main.INVALID;
        }
        io.out().println("Ashtapada worker " + worker.id() + " taking AI decisions (stop with Ctrl-C)");
        io.out().flush();
        Runtime.getRuntime().addShutdownHook(new Thread(worker::close, "ashtapada-worker-stop"));
        try {
            Thread.currentThread().join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return Main.OK;
    }
}
