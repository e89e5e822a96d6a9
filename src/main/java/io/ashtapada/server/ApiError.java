package io.ashtapada.server;

import java.util.List;

/**
 * A refused request: the HTTP status, a stable code for programs and a message for people.
 * The server answers every one as {@code {"error": {"status", "code", "message"}}}, with
 * {@code problems} for a definition that does not compile, and {@code game} (the game now) for a
 * version conflict; the game is left as it was.
 */
final class ApiError extends RuntimeException {
    final int status;
    final String code;
    final transient List<?> problems;
    /** The game as it stands, answered beside the error ({@code "game"}) where the client needs it to go on: a version conflict. */
    final transient Object game;

    ApiError(int status, String code, String message) {
        this(status, code, message, List.of());
    }

    ApiError(int status, String code, String message, List<?> problems) {
        this(status, code, message, problems, null);
    }

    private ApiError(int status, String code, String message, List<?> problems, Object game) {
        super(message, null, false, false);
        this.status = status;
        this.code = code;
        this.problems = problems;
        this.game = game;
    }

    /**
     * 409 {@code version-conflict}: another writer (another server on the same database) changed
     * the game after this server's copy was read, so this change was not written; {@code game}
     * is the game as the store now holds it.
     */
    static ApiError conflict(String message, Object game) {
        return new ApiError(409, "version-conflict", message, List.of(), game);
    }

    static ApiError badRequest(String message) {
        return new ApiError(400, "bad-request", message);
    }

    /** The most characters of a client's text an error quotes. */
    static final int QUOTE_CHARS = 40;

    /** Words (runs without spaces) longer than this in a message are cut by {@link #shortenWords}. */
    static final int LONGEST_WORD = 60;

    /**
     * A message with each word longer than {@link #LONGEST_WORD} characters cut to its first
     * {@link #QUOTE_CHARS}, then "…" (and the word's closing quote, if it had one): a definition's
     * error quotes the token it is about, and a 40,000-character name would be quoted whole. One
     * pass over the message.
     */
    static String shortenWords(String message) {
        return io.ashtapada.syntax.Diagnostic.shortenWords(message, LONGEST_WORD);
    }

    /** Problems of a definition with their messages shortened ({@link #shortenWords}). */
    static List<io.ashtapada.api.Problem> shortenProblems(List<io.ashtapada.api.Problem> problems) {
        return problems.stream().map(p -> new io.ashtapada.api.Problem(p.file(), p.line(), p.col(), shortenWords(p.message()), p.code()))
                .toList();
    }

    /**
     * A client's text as an error quotes it: in single quotes, at most {@link #QUOTE_CHARS}
     * characters of it (then "…" and its length), control characters shown as '?', so that an
     * error is never larger than a line however large the input.
     */
    static String quote(String text) {
        if (text == null) return "''";
        StringBuilder sb = new StringBuilder("'");
        int n = Math.min(text.length(), QUOTE_CHARS);
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            sb.append(Character.isISOControl(c) ? '?' : c);
        }
        sb.append('\'');
        if (text.length() > QUOTE_CHARS) sb.append("… (").append(text.length()).append(" characters)");
        return sb.toString();
    }

    static ApiError notFound(String what) {
        return new ApiError(404, "not-found", what);
    }
}
