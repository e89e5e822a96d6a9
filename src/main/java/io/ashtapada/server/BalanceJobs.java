package io.ashtapada.server;

import com.fasterxml.jackson.databind.JsonNode;
import io.ashtapada.api.Variant;
import io.ashtapada.balance.BalanceReport;
import io.ashtapada.balance.HtmlReport;
import io.ashtapada.balance.Player;
import io.ashtapada.balance.SelfPlay;
import io.javalin.Javalin;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * Self-play jobs for the workbench ({@code ashtapada balance} in the page): {@code POST /api/balance}
 * queues one, {@code GET /api/balance/{id}} tells how far it is and, when done, the report's text,
 * {@code GET /api/balance/{id}/report} the HTML report. One job runs at a time per server, a few
 * wait; past them a job is refused (429). Such jobs live in this server's memory, the last
 * {@link #KEPT} of them.
 *
 * <p>On PostgreSQL, while a worker ({@code ashtapada worker}) is there, a job is instead a row of
 * {@code ashtapada_balance} that a worker claims ({@code FOR UPDATE SKIP LOCKED}) and plays off the
 * servers, writing its progress and report into the row: every server answers for it, and a job whose
 * worker died is taken by another once its lease runs out ({@link Worker}).
 */
final class BalanceJobs implements AutoCloseable {
    /** Games a job may ask for. */
    static final int MAX_GAMES = 50;
    /** The longest an AI seat of a job may think a decision, in milliseconds. */
    static final long MAX_MILLIS = 2_000;
    /** Jobs that may wait while one runs. */
    static final int MAX_QUEUED = 4;
    /** Jobs remembered (the oldest finished ones are forgotten first). */
    static final int KEPT = 32;

    /** A job as the page sees it; its fields change under the job's lock. */
    static final class Job {
        final String id;
        final int games;
        String state = "queued";
        int played;
        String summary, reason, html;

        Job(String id, int games) {
            this.id = id;
            this.games = games;
        }

        synchronized Map<String, Object> view() {
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("id", id);
            out.put("state", state);
            out.put("played", played);
            out.put("games", games);
            out.put("summary", summary);
            out.put("reason", reason);
            return out;
        }
    }

    private final Function<JsonNode, Variant> variantOf;
    /** The shared store (jobs for workers on PostgreSQL), or null. */
    private final Store store;
    private final java.util.function.BooleanSupplier workersPresent;
    private final SecureRandom random = new SecureRandom();
    private final Map<String, Job> jobs = new LinkedHashMap<>();
    private final ThreadPoolExecutor runner = new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS,
            new ArrayBlockingQueue<>(MAX_QUEUED), r -> {
        Thread t = new Thread(r, "ashtapada-balance");
        t.setDaemon(true);
        t.setPriority(Thread.NORM_PRIORITY - 1);
        return t;
    });

    /** {@code variantOf} reads the variant a request's body names (an id, or uploaded files). */
    BalanceJobs(Function<JsonNode, Variant> variantOf) {
        this(variantOf, null, () -> false);
    }

    /** As {@link #BalanceJobs(Function)}, queueing jobs for the workers of {@code store} while one is there. */
    BalanceJobs(Function<JsonNode, Variant> variantOf, Store store, java.util.function.BooleanSupplier workersPresent) {
        this.variantOf = variantOf;
        this.store = store;
        this.workersPresent = workersPresent;
    }

    void routes(Javalin app) {
        app.post("/api/balance", ctx -> ctx.status(202).json(Map.of("id", start(ServerJson.body(ctx)).id)));
        app.get("/api/balance/{id}", ctx -> ctx.json(view(ctx.pathParam("id"))));
        app.get("/api/balance/{id}/report", ctx -> {
            Map<String, Object> view = view(ctx.pathParam("id"));
            String html = (String) view.remove("html");
            if (html == null) throw new ApiError(409, "not-done", "the job has no report yet (it is " + view.get("state") + ")");
            // The report carries its own <style>: the page's policy lets that one block in by its hash, nothing else.
            ctx.header("Content-Security-Policy", WebGuard.CSP.replace("style-src 'self'", "style-src 'self' " + styleHashes(html)));
            ctx.contentType("text/html; charset=utf-8").result(html);
        });
    }

    /** A job as the page sees it, with its report's HTML under "html" (null until done): this server's, or the workers'. */
    private Map<String, Object> view(String id) {
        Job j;
        synchronized (jobs) {
            j = jobs.get(id);
        }
        if (j != null) {
            Map<String, Object> out = j.view();
            synchronized (j) {
                out.put("html", j.html);
            }
            return out;
        }
        if (store != null && store.notifies() && id.length() <= 40) {
            Store.BalanceJob row;
            try {
                row = store.balance(id);
            } catch (java.sql.SQLException e) {
                throw new ApiError(503, "storage-failed", "the database could not be read");
            }
            if (row != null) {
                Map<String, Object> out = new LinkedHashMap<>();
                out.put("id", row.id());
                out.put("state", row.state().equals("taken") ? "running" : row.state());
                out.put("played", row.played());
                out.put("games", row.games());
                out.put("summary", row.summary());
                out.put("reason", row.reason());
                out.put("worker", row.worker());
                out.put("html", row.html());
                return out;
            }
        }
        throw ApiError.notFound("no balance job " + ApiError.quote(id));
    }

    /** Reads a request, queues its job and answers it (202); 429 when the queue is full. */
    Job start(JsonNode b) {
        int games = number(b, "games", 10, 1, MAX_GAMES);
        long millis = number(b, "millis", 50, 1, (int) MAX_MILLIS);
        JsonNode s = b.get("seed");
        if (s != null && !s.isIntegralNumber()) throw ApiError.badRequest("'seed' is a whole number");
        long seed = s == null ? random.nextInt(1_000_000) : s.asLong();
        Variant v = variantOf.apply(b);
        if (store != null && store.notifies() && workersPresent.getAsBoolean()) return enqueue(b, games, millis, seed);
        Job job = new Job(newId(), games);
        synchronized (jobs) {
            try {
                runner.execute(() -> run(job, v, millis, seed));
            } catch (RejectedExecutionException e) {
                throw new ApiError(429, "balance-busy", "a self-play job runs and " + MAX_QUEUED + " wait; try again when one is done");
            }
            jobs.put(job.id, job);
            forgetOld();
        }
        return job;
    }

    /** Queues a job for the workers: the variant as the request named it (an id, or the files), the games, time and seed. */
    private Job enqueue(JsonNode b, int games, long millis, long seed) {
        com.fasterxml.jackson.databind.node.ObjectNode spec = ServerJson.JSON.createObjectNode();
        for (String field : List.of("variant", "files", "main")) if (b.has(field)) spec.set(field, b.get(field));
        Job job = new Job(newId(), games);
        try {
            synchronized (this) {
                if (store.balanceBacklog() > MAX_QUEUED) {
                    throw new ApiError(429, "balance-busy", "the workers have " + MAX_QUEUED + " self-play jobs waiting; try again when one is done");
                }
                store.enqueueBalance(job.id, ServerJson.JSON.writeValueAsString(spec), games, millis, seed);
            }
        } catch (java.sql.SQLException | com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new ApiError(503, "storage-failed", "the job could not be stored");
        }
        return job;
    }

    /**
     * Plays a stored job's games (a worker's part), reporting each game played through {@code played}
     * (which throws to stop the job); the report's text and HTML.
     */
    static String[] play(Variant v, int games, long millis, long seed, java.util.function.IntConsumer played) throws Exception {
        List<Player> seats = new ArrayList<>();
        for (int i = 0; i < v.players().size(); i++) seats.add(Player.ai(millis));
        BalanceReport r = SelfPlay.run(v, seats, games, 0, seed, line -> {
            int slash = line.indexOf('/'), colon = line.indexOf(':');
            if (line.startsWith("game ") && slash > 5 && colon > slash) {
                try {
                    played.accept(Integer.parseInt(line.substring(5, slash)));
                } catch (NumberFormatException e) {
                    // another line: ignored
                }
            }
        });
        return new String[]{r.text(), HtmlReport.of(r, null, null), String.valueOf(r.games())};
    }

    private void run(Job job, Variant v, long millis, long seed) {
        synchronized (job) {
            job.state = "running";
        }
        try {
            String[] done = play(v, job.games, millis, seed, k -> {
                // The server closing stops a job between two games.
                if (closed) throw new IllegalStateException("the server closed");
                synchronized (job) {
                    job.played = k;
                }
            });
            synchronized (job) {
                job.played = Integer.parseInt(done[2]);
                job.summary = done[0];
                job.html = done[1];
                job.state = "done";
            }
        } catch (Exception | StackOverflowError e) {
            synchronized (job) {
                job.state = "failed";
                job.reason = String.valueOf(e.getMessage()).replaceAll("[\\r\\n]+", " ");
            }
        }
    }

    /** The oldest finished jobs past {@link #KEPT} are forgotten (call holding the jobs' lock). */
    private void forgetOld() {
        var it = jobs.values().iterator();
        while (jobs.size() > KEPT && it.hasNext()) {
            Job j = it.next();
            synchronized (j) {
                if (j.state.equals("done") || j.state.equals("failed")) it.remove();
            }
        }
    }

    private String newId() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 12; i++) sb.append("abcdefghijkmnpqrstuvwxyz23456789".charAt(random.nextInt(32)));
        return sb.toString();
    }

    private static int number(JsonNode b, String field, int otherwise, int min, int max) {
        JsonNode n = b.get(field);
        if (n == null || n.isNull()) return otherwise;
        if (!n.isIntegralNumber() || n.asLong() < min || n.asLong() > max) {
            throw ApiError.badRequest("'" + field + "' is a whole number from " + min + " to " + max);
        }
        return n.asInt();
    }

    /** The CSP hash sources ({@code 'sha256-...'}) of every {@code <style>} block of a page. */
    static String styleHashes(String html) {
        StringBuilder out = new StringBuilder();
        int at = 0;
        while ((at = html.indexOf("<style>", at)) >= 0) {
            int end = html.indexOf("</style>", at);
            if (end < 0) break;
            String css = html.substring(at + 7, end);
            try {
                byte[] h = MessageDigest.getInstance("SHA-256").digest(css.getBytes(StandardCharsets.UTF_8));
                out.append(out.length() > 0 ? " " : "").append("'sha256-").append(Base64.getEncoder().encodeToString(h)).append('\'');
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException(e);
            }
            at = end;
        }
        return out.toString();
    }

    private volatile boolean closed;

    @Override
    public void close() {
        closed = true;
        runner.shutdownNow();
    }
}
