package io.ashtapada.api;

import io.ashtapada.model.RuleModel;

/** The compiled rules behind a {@link Variant}, for the engine-level tests (not part of the embedding surface). */
public final class Models {
    private Models() {
    }

    public static RuleModel of(Variant v) {
        return v.model;
    }
}
