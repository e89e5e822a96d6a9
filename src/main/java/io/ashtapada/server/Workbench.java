package io.ashtapada.server;

import com.fasterxml.jackson.databind.JsonNode;
import io.ashtapada.api.Game;
import io.ashtapada.api.IllegalPositionException;
import io.ashtapada.api.Variant;
import io.ashtapada.api.VariantInfo;
import io.javalin.Javalin;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.Semaphore;

/**
 * The workbench's routes, beside the game routes of {@link GameServer}: where a piece moves
 * ({@link MoveDiagram}), perft to depth 3, and self-play jobs ({@link BalanceJobs}). A request
 * names a variant by id ({@code "variant"}) or uploads its files as {@code POST /api/variants/check}
 * does ({@code "files"} and {@code "main"}); nothing uploaded here is kept.
 */
final class Workbench implements AutoCloseable {
    /** Perft goes no deeper from the page: depth 3 of a large variant is already a million moves. */
    static final int MAX_PERFT_DEPTH = 3;
    /** A perft depth is not started when the one before it, times its branching, says it would take longer. */
    static final long PERFT_BUDGET_MILLIS = 10_000;

    private final VariantCatalog catalog;
    private final BalanceJobs balance;
    /** One perft at a time per server: it holds a core while it counts. */
    private final Semaphore perfts = new Semaphore(1);
    /** The diagrams of every piece of a variant, made once per compiled variant. */
    private final Map<Variant, List<MoveDiagram.Diagram>> diagrams = new WeakHashMap<>();
    private final Object diagramLock = new Object();

    private Workbench(VariantCatalog catalog, Store store, java.util.function.BooleanSupplier workersPresent) {
        this.catalog = catalog;
        this.balance = new BalanceJobs(this::variant, store, workersPresent);
    }

    /**
     * Registers the workbench's routes on the server's app; self-play jobs go to the workers of
     * {@code store} while {@code workersPresent} says one is there (PostgreSQL), and run here otherwise.
     */
    static Workbench register(Javalin app, VariantCatalog catalog, ServerOptions options, Store store,
                              java.util.function.BooleanSupplier workersPresent) {
        Workbench w = new Workbench(catalog, store, workersPresent);
        app.get("/api/variants/{id}/moves", ctx -> {
            Variant v = catalog.variant(catalog.entry(ctx.pathParam("id")).id());
            VariantInfo info = v.describe();
            List<MoveDiagram.Diagram> list;
            synchronized (w.diagrams) {
                list = w.diagrams.get(v);
            }
            if (list == null) {
                // One diagram worked out at a time per server (each asks the engine for hundreds of positions).
                synchronized (w.diagramLock) {
                    synchronized (w.diagrams) {
                        list = w.diagrams.get(v);
                    }
                    if (list == null) {
                        list = MoveDiagram.all(v);
                        synchronized (w.diagrams) {
                            w.diagrams.put(v, list);
                        }
                    }
                }
            }
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("square", MoveDiagram.middle(info));
            out.put("pieces", list);
            ctx.json(out);
        });
        app.post("/api/rules/moves", ctx -> ctx.json(w.moves(ServerJson.body(ctx))));
        app.post("/api/rules/perft", ctx -> ctx.json(w.perft(ServerJson.body(ctx))));
        w.balance.routes(app);
        return w;
    }

    /** The variant a request names: an uploaded one (files and main) or one of the catalogue (variant). */
    Variant variant(JsonNode b) {
        return variant(catalog, b);
    }

    /** {@link #variant(JsonNode)} with any catalogue: a server's, or a worker's running a self-play job. */
    static Variant variant(VariantCatalog catalog, JsonNode b) {
        if (b.has("files")) {
            VariantRoutes.Upload u = VariantRoutes.upload(b);
            return catalog.compileUpload(u.main(), u.files());
        }
        return catalog.variant(ServerJson.text(b, "variant", true, ServerJson.MAX_NAME_CHARS));
    }

    /**
     * {@code POST /api/rules/moves}: the piece on {@code square} of {@code position} (the start when
     * absent), where it moves alone on an empty board and where it moves in that position.
     */
    private Map<String, Object> moves(JsonNode b) {
        Variant v = variant(b);
        String square = ServerJson.text(b, "square", true, ServerJson.MAX_NAME_CHARS);
        String position = ServerJson.text(b, "position", false, ServerJson.MAX_POSITION_CHARS);
        if (position == null) position = v.startPosition();
        MoveDiagram.Diagram here = MoveDiagram.inPosition(v, position, square);
        VariantInfo info = v.describe();
        VariantInfo.PieceInfo kind = info.pieces().stream().filter(p -> p.name().equals(here.piece())).findFirst().orElseThrow();
        int owner = v.players().indexOf(here.player());
        Map<String, Object> out = new LinkedHashMap<>();
        synchronized (diagramLock) {
            out.put("empty", MoveDiagram.empty(v, info, kind, owner, square));
        }
        out.put("position", here);
        return out;
    }

    /** {@code POST /api/rules/perft}: the leaf counts to {@code depth} (1 to 3) from the start or a position. */
    private Map<String, Object> perft(JsonNode b) {
        JsonNode d = b.get("depth");
        if (d == null || !d.canConvertToInt() || !d.isIntegralNumber()) throw ApiError.badRequest("'depth' is a whole number from 1 to " + MAX_PERFT_DEPTH);
        int depth = d.asInt();
        if (depth < 1 || depth > MAX_PERFT_DEPTH) {
            throw ApiError.badRequest("perft from the server goes to depth " + MAX_PERFT_DEPTH + " at most, not " + depth
                    + " (run 'ashtapada perft' for more)");
        }
        Variant v = variant(b);
        String position = ServerJson.text(b, "position", false, ServerJson.MAX_POSITION_CHARS);
        Game g;
        try {
            if (position != null && v.positionProblem(position) != null) throw new ApiError(422, "illegal-position", v.positionProblem(position));
            g = position == null ? v.newGame() : v.newGame(position);
        } catch (IllegalPositionException e) {
            throw new ApiError(422, "illegal-position", e.getMessage());
        }
        if (!perfts.tryAcquire()) throw new ApiError(503, "perft-busy", "another perft is counting on this server; try again shortly");
        try {
            List<Long> counts = new ArrayList<>();
            long t0 = System.nanoTime(), last = 0;
            String stopped = null;
            for (int k = 1; k <= depth; k++) {
                long spent = (System.nanoTime() - t0) / 1_000_000;
                if (k > 1 && (spent + last * Math.max(1, counts.get(0)) > PERFT_BUDGET_MILLIS)) {
                    stopped = "depth " + k + " would take more than " + PERFT_BUDGET_MILLIS / 1000 + " s";
                    break;
                }
                long t = System.nanoTime();
                counts.add(g.perft(k));
                last = Math.max(1, (System.nanoTime() - t) / 1_000_000);
            }
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("counts", counts);
            out.put("millis", (System.nanoTime() - t0) / 1_000_000);
            if (stopped != null) out.put("stopped", stopped);
            if (!g.hookFailures().isEmpty()) out.put("hookFailures", g.hookFailures());
            return out;
        } finally {
            perfts.release();
        }
    }

    @Override
    public void close() {
        balance.close();
    }
}
