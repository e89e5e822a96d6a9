package io.ashtapada.server;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.Javalin;
import io.javalin.http.Context;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static io.ashtapada.server.ServerJson.MAX_ACTION_CHARS;
import static io.ashtapada.server.ServerJson.MAX_NAME_CHARS;
import static io.ashtapada.server.ServerJson.body;
import static io.ashtapada.server.ServerJson.errorJson;
import static io.ashtapada.server.ServerJson.text;
import static io.ashtapada.server.ServerJson.toJson;

/**
 * The routes of live games: list, create, join by invitation, read (view, record, timeline),
 * act, take back, and the event stream a board watches. The games themselves, their copies in
 * memory and in the store, are the {@link GameServer}'s; these routes translate HTTP to it.
 */
final class GameRoutes {
    private final GameServer server;
    private final VariantCatalog catalog;
    private final Store store;

    GameRoutes(GameServer server, VariantCatalog catalog, Store store) {
        this.server = server;
        this.catalog = catalog;
        this.store = store;
    }

    void register(Javalin app) {
        app.get("/api/games", ctx -> {
            List<Map<String, Object>> out = new ArrayList<>();
            // A private game is reachable by its id only. The store answers: every server lists every game.
            for (Store.Listed g : GameServer.stored(store::listed)) out.add(Map.of("id", g.id(), "variant", g.variant(), "over", g.over()));
            ctx.json(out);
        });
        app.post("/api/games", ctx -> ctx.status(201).json(server.createGame(body(ctx), ctx.ip())));
        app.post("/api/games/{id}/join", ctx -> {
            String invitation = text(body(ctx), "invitation", true, 200);
            ctx.json(server.withGame(ctx.pathParam("id"), s -> {
                String player = s.access.redeem(invitation);
                if (player == null) {
                    throw new ApiError(403, "bad-invitation", "no open seat of this game has this invitation (it is taken once)");
                }
                Map<String, Object> out = new LinkedHashMap<>();
                out.put("id", s.id);
                out.put("player", player);
                out.put("token", s.access.seat(player));
                server.changed(s);
                return out;
            }));
        });
        app.get("/api/games/{id}", ctx -> ctx.json(server.withGame(ctx.pathParam("id"), GameSession::view)));
        // ?format=pgn: the game as PGN (docs/formats.md); otherwise the one-ply-a-line record.
        app.get("/api/games/{id}/record", ctx -> {
            String format = ctx.queryParam("format");
            if (format != null && !format.equals("pgn") && !format.equals("record")) {
                throw new ApiError(400, "bad-format", "format is pgn or record, not '" + format + "'");
            }
            ctx.contentType("pgn".equals(format) ? "application/x-chess-pgn; charset=utf-8" : "text/plain; charset=utf-8")
                    .result(server.<String>withGame(ctx.pathParam("id"), s -> "pgn".equals(format) ? s.pgn() : s.record()));
        });
        // The record action by action, for the board's move list (GameTimeline).
        app.get("/api/games/{id}/timeline", ctx -> {
            ctx.json(server.<Object>withGame(ctx.pathParam("id"), s -> GameTimeline.of(catalog.variant(s.variantId), s.record())));
        });
        app.post("/api/games/{id}/actions", ctx -> {
            String id = ctx.pathParam("id");
            server.withGame(id, s -> seatOf(ctx, s));
            JsonNode b = body(ctx);
            String action = text(b, "action", true, MAX_ACTION_CHARS);
            String which = text(b, "which", false, 8);
            String player = text(b, "player", false, MAX_NAME_CHARS), move = text(b, "move", false, MAX_ACTION_CHARS);
            ctx.json(server.withGame(id, s -> {
                s.act(action, which, player, move, seatOf(ctx, s));
                return server.changed(s);
            }));
        });
        app.post("/api/games/{id}/undo", ctx -> {
            String id = ctx.pathParam("id");
            server.withGame(id, s -> seatOf(ctx, s));
            JsonNode b = body(ctx);
            JsonNode decline = b.get("decline");
            if (decline != null && !decline.isBoolean()) throw ApiError.badRequest("'decline' is true or false");
            boolean[] made = {true};
            GameSession.View v = server.withGame(id, s -> {
                String actor = seatOf(ctx, s);
                if (decline != null && decline.asBoolean()) s.declineTakeback(actor);
                else made[0] = s.askTakeback(actor);
                return server.changed(s);
            });
            // 202: asked, waiting for the other human seats.
            ctx.status(made[0] ? 200 : 202).json(v);
        });
        app.sse("/api/games/{id}/events", client -> {
            String id = client.ctx().pathParam("id");
            client.keepAlive();
            java.util.function.Consumer<String> w = json -> {
                if (!client.terminated()) client.sendEvent("state", json);
                if (client.terminated()) {
                    // A stream that failed is ended, so that the browser's EventSource sees it end,
                    // connects again and is sent the state as it then stands.
                    client.close();
                    throw new IllegalStateException("closed");
                }
            };
            GameSession s;
            try {
                s = server.withGame(id, g -> {
                    client.sendEvent("state", toJson(g.view()));
                    g.watch(w);
                    return g;
                });
            } catch (ApiError e) {
                client.sendEvent("error", errorJson(e.status, e.code, e.getMessage()));
                client.close();
                return;
            }
            client.onClose(() -> s.unwatch(w));
        });

    }

    /** The header that carries a seat's token (an {@code Authorization: Bearer} header is read too). */
    static final String SEAT_HEADER = "X-Seat-Token";

    /**
     * The player whose seat the request's token holds; a request without a token is a
     * watcher's, and a watcher may read but not act (403).
     */
    private static String seatOf(Context ctx, GameSession s) {
        String token = ctx.header(SEAT_HEADER);
        if (token == null) {
            String auth = ctx.header("Authorization");
            if (auth != null && auth.regionMatches(true, 0, "Bearer ", 0, 7)) token = auth.substring(7).trim();
        }
        if (token == null || token.isBlank()) {
            throw new ApiError(403, "watcher", "a watcher cannot act: send the seat's token in the " + SEAT_HEADER + " header");
        }
        String player = s.access.playerOf(token.trim());
        if (player == null) throw new ApiError(403, "bad-seat-token", "no seat of this game holds this token");
        return player;
    }
}
