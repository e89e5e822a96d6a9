package io.ashtapada.server;

import com.fasterxml.jackson.databind.JsonNode;
import io.ashtapada.api.Game;
import io.ashtapada.api.GameState;
import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.IllegalPositionException;
import io.ashtapada.api.Variant;
import io.javalin.Javalin;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static io.ashtapada.server.ServerJson.MAX_ACTION_CHARS;
import static io.ashtapada.server.ServerJson.MAX_NAME_CHARS;
import static io.ashtapada.server.ServerJson.MAX_POSITION_CHARS;
import static io.ashtapada.server.ServerJson.body;
import static io.ashtapada.server.ServerJson.text;

/**
 * The routes about variants and rules, which keep no game: the catalog (list, describe, source,
 * upload, check an upload) and the stateless rules calls ({@code /api/rules}: a position and
 * actions after it, answered in full; {@code /api/rules/validate}). See docs/server.md.
 */
final class VariantRoutes {
    private VariantRoutes() {
    }

    static void register(Javalin app, VariantCatalog catalog) {
        app.get("/api/variants", ctx -> {
            List<Map<String, Object>> out = new ArrayList<>();
            for (VariantCatalog.Entry e : catalog.list()) out.add(Map.of("id", e.id(), "title", e.title(), "origin", e.origin()));
            ctx.json(out);
        });
        app.get("/api/variants/{id}", ctx -> {
            VariantCatalog.Entry e = catalog.entry(ctx.pathParam("id"));
            Variant v = catalog.variant(e.id());
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("id", e.id());
            out.put("origin", e.origin());
            out.put("info", v.describe());
            ctx.json(out);
        });
        app.get("/api/variants/{id}/source", ctx -> {
            VariantCatalog.Entry e = catalog.entry(ctx.pathParam("id"));
            ctx.json(Map.of("id", e.id(), "files", catalog.sources(e)));
        });
        app.post("/api/variants", ctx -> {
            Upload u = upload(body(ctx));
            VariantCatalog.Entry e = catalog.upload(u.main, u.files);
            ctx.status(201).json(Map.of("id", e.id(), "title", e.title()));
        });
        app.post("/api/variants/check", ctx -> {
            Upload u = upload(body(ctx));
            Map<String, Object> out = new LinkedHashMap<>();
            try {
                Variant v = catalog.compileUpload(u.main, u.files);
                out.put("ok", true);
                out.put("title", v.title());
                out.put("problems", List.of());
                // For the editor's preview of the setup: the board and the start position's squares.
                out.put("info", v.describe());
                out.put("squares", v.newGame().state().squares());
            } catch (ApiError e) {
                if (!e.code.equals("invalid-definition")) throw e;
                out.put("ok", false);
                out.put("problems", e.problems);
            }
            ctx.json(out);
        });
        app.post("/api/rules", ctx -> ctx.json(rules(catalog, body(ctx))));
        app.post("/api/rules/validate", ctx -> {
            JsonNode b = body(ctx);
            Variant v = catalog.variant(text(b, "variant", true, MAX_NAME_CHARS));
            String position = text(b, "position", true, MAX_POSITION_CHARS);
            Map<String, Object> out = new LinkedHashMap<>();
            String problem = v.positionProblem(position);
            out.put("valid", problem == null);
            if (problem != null) out.put("reason", ApiError.shortenWords(problem));
            ctx.json(out);
        });
    }

    record Upload(String main, Map<String, String> files) {
    }

    static Upload upload(JsonNode b) {
        JsonNode files = b.get("files");
        if (files == null || !files.isObject()) throw ApiError.badRequest("'files' must map file names to their text");
        Map<String, String> out = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = files.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> f = it.next();
            if (!f.getValue().isTextual()) throw ApiError.badRequest("file '" + f.getKey() + "' must be text");
            out.put(f.getKey(), f.getValue().asText());
        }
        String main = text(b, "main", false, VariantCatalog.MAX_FILE_NAME_CHARS);
        if (main == null) {
            List<String> defs = out.keySet().stream().filter(n -> n.endsWith(".variant")).toList();
            if (defs.size() != 1) throw ApiError.badRequest("name the definition to compile in 'main'");
            main = defs.get(0);
        }
        return new Upload(main, out);
    }

    /** Stateless rules: the variant, a position (the start when absent) and actions after it → everything about the result. */
    static Map<String, Object> rules(VariantCatalog catalog, JsonNode b) {
        Variant v = catalog.variant(text(b, "variant", true, MAX_NAME_CHARS));
        Game g = newGame(v, text(b, "position", false, MAX_POSITION_CHARS));
        JsonNode moves = b.get("moves");
        if (moves != null && !moves.isArray()) throw ApiError.badRequest("'moves' must be a list of actions");
        int i = 0;
        if (moves != null) {
            for (JsonNode m : moves) {
                i++;
                if (!m.isTextual()) throw ApiError.badRequest("move " + i + " must be text");
                if (m.asText().length() > MAX_ACTION_CHARS) {
                    throw new ApiError(400, "too-long", "move " + i + " is at most " + MAX_ACTION_CHARS + " characters, not "
                            + m.asText().length());
                }
                try {
                    g.act(m.asText());
                } catch (IllegalMoveException e) {
                    throw new ApiError(422, "illegal-action", "move " + i + " " + ApiError.quote(m.asText()) + ": " + e.getMessage());
                }
            }
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("position", g.position());
        out.put("toMove", g.sideToMove());
        out.put("phase", g.phase());
        out.put("result", g.result());
        out.put("inCheck", g.state().inCheck());
        out.put("legalMoves", Map.of("coordinate", g.legalMoves(), "san", g.legalMovesSan(), "display", g.legalMovesDisplay()));
        GameState state = g.state();
        out.put("claims", state.claims());
        out.put("state", state);
        out.put("hookFailures", g.hookFailures());
        return out;
    }

    static Game newGame(Variant v, String position) {
        String problem = position == null ? null : v.positionProblem(position);
        if (problem != null) throw new ApiError(422, "illegal-position", problem);
        try {
            return position == null ? v.newGame() : v.newGame(position);
        } catch (IllegalPositionException e) {
            throw new ApiError(422, "illegal-position", e.getMessage());
        }
    }
}
