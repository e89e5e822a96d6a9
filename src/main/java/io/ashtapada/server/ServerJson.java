package io.ashtapada.server;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;

import java.util.List;

/**
 * The server's JSON: reading a request's body and its text fields (with their length limits),
 * writing answers, and every error as one {@code {"error": {status, code, message}}} object.
 */
final class ServerJson {
    static final ObjectMapper JSON = new ObjectMapper();

    private ServerJson() {
    }

    /** Answers every failure of a route as a JSON error (an unexpected one as a 500 without details). */
    static void registerErrors(Javalin app, long maxRequestBytes) {
        app.exception(ApiError.class, (e, ctx) -> error(ctx, e.status, e.code, e.getMessage(), e.problems, e.game));
        app.exception(HttpResponseException.class, (e, ctx) -> error(ctx, e.getStatus(),
                e.getStatus() == 413 ? "request-too-large" : e.getStatus() == 404 ? "not-found" : "http-" + e.getStatus(),
                e.getStatus() == 413 ? "the request is larger than " + maxRequestBytes + " bytes" : e.getMessage(), List.of(), null));
        app.exception(Exception.class, (e, ctx) -> {
            System.err.println("request " + ctx.method() + " " + ctx.path() + " failed: " + e);
            error(ctx, 500, "internal-error", "the server could not answer this request", List.of(), null);
        });
        app.error(404, ctx -> {
            String type = ctx.contentType();
            if (type == null || !type.startsWith("application/json")) {
                error(ctx, 404, "not-found", "no such resource: " + ctx.method() + " " + ctx.path(), List.of(), null);
            }
        });
    }

    static JsonNode body(Context ctx) {
        String text = ctx.body();
        if (text.isBlank()) throw ApiError.badRequest("the request needs a JSON body");
        try {
            JsonNode n = JSON.readTree(text);
            if (n == null || !n.isObject()) throw ApiError.badRequest("the body must be a JSON object");
            return n;
        } catch (JsonProcessingException e) {
            throw ApiError.badRequest("the body is not JSON: " + e.getOriginalMessage());
        }
    }

    /** The longest action (a move as the record writes it, a claim's move): far more than any real move text. */
    static final int MAX_ACTION_CHARS = 64;
    /** The longest player id, variant id or similar name in a request. */
    static final int MAX_NAME_CHARS = 100;
    /** The longest position string in a request. */
    static final int MAX_POSITION_CHARS = 4000;

    static String text(JsonNode b, String field, boolean required, int max) {
        JsonNode n = b.get(field);
        if (n == null || n.isNull()) {
            if (required) throw ApiError.badRequest("'" + field + "' is missing");
            return null;
        }
        if (!n.isTextual()) throw ApiError.badRequest("'" + field + "' must be text");
        String t = n.asText();
        if (t.length() > max) {
            throw new ApiError(400, "too-long", "'" + field + "' is at most " + max + " characters, not " + t.length());
        }
        return t;
    }

    static String toJson(Object o) {
        try {
            return JSON.writeValueAsString(o);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    static String errorJson(int status, String code, String message) {
        ObjectNode root = JSON.createObjectNode();
        ObjectNode err = root.putObject("error");
        err.put("status", status).put("code", code).put("message", message);
        return root.toString();
    }

    /** The longest error message answered: whatever a message quotes of the input, it stays a line. */
    static final int MAX_MESSAGE_CHARS = 300;

    static void error(Context ctx, int status, String code, String message, List<?> problems, Object game) {
        ObjectNode root = JSON.createObjectNode();
        ObjectNode err = root.putObject("error");
        String m = message == null ? "" : ApiError.shortenWords(message.replaceAll("[\\r\\n]+", " "));
        if (m.length() > MAX_MESSAGE_CHARS) m = m.substring(0, MAX_MESSAGE_CHARS) + "… (" + m.length() + " characters)";
        err.put("status", status).put("code", code).put("message", m);
        if (problems != null && !problems.isEmpty()) root.set("problems", JSON.valueToTree(problems));
        if (game != null) root.set("game", JSON.valueToTree(game));
        ctx.status(status).contentType("application/json").result(root.toString());
    }
}
