package io.ashtapada.server;

import java.util.List;

/**
 * A refused request: the HTTP status, a stable code for programs and a message for people.
 * The server answers every one as {@code {"error": {"status", "code", "message"}}}, with
 * {@code problems} for a definition that does not compile; the game is left as it was.
 */
final class ApiError extends RuntimeException {
    final int status;
    final String code;
    final transient List<?> problems;

    ApiError(int status, String code, String message) {
        this(status, code, message, List.of());
    }

    ApiError(int status, String code, String message, List<?> problems) {
        super(message, null, false, false);
        this.status = status;
        this.code = code;
        this.problems = problems;
    }

    static ApiError badRequest(String message) {
        return new ApiError(400, "bad-request", message);
    }

    static ApiError notFound(String what) {
        return new ApiError(404, "not-found", what);
    }
}
