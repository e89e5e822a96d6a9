package io.ashtapada.engine;

import io.ashtapada.model.RuleModel;

/**
 * Makes positions: a {@link Position} of a variant with hooks gets its game's hooks
 * ({@link HookMoves}, reached through {@link PositionHooks}). The one place that knows both, so
 * that the position itself depends on no hook code.
 */
public final class Positions {
    private Positions() {
    }

    /** A new, empty position of the model (load it with {@link Position#load}). */
    public static Position of(RuleModel model) {
        Position p = new Position(model);
        if (!model.hooks().isEmpty()) HookMoves.install(p);
        return p;
    }
}
