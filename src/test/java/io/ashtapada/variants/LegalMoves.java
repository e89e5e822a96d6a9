package io.ashtapada.variants;

import io.ashtapada.api.Game;

import java.util.List;

/** Filters of a game's legal moves (coordinate notation) shared by the variant tests. */
final class LegalMoves {
    private LegalMoves() {
    }

    /** Legal moves that start on {@code from}: one-leg moves, castlings and multi-leg moves (not drops). */
    static List<String> from(Game g, String from) {
        return g.legalMoves().stream()
                .filter(m -> m.startsWith(from) && !Character.isDigit(m.charAt(from.length())))
                .toList();
    }

    /** The targets of the one-leg moves from {@code from} (promotion letters kept). */
    static List<String> targets(Game g, String from) {
        return from(g, from).stream().filter(m -> !m.contains("-")).map(m -> m.substring(from.length())).toList();
    }

    /** Drops, including drops with an advance. */
    static List<String> drops(Game g) {
        return g.legalMoves().stream().filter(m -> m.contains("@")).toList();
    }

    /** Multi-leg moves emitted by hooks. */
    static List<String> paths(Game g) {
        return g.legalMoves().stream().filter(m -> m.contains("-") && !m.contains("@")).toList();
    }
}
