package io.ashtapada.api;

import java.util.List;

/** A definition could not be compiled; {@link #errors()} holds every problem as {@code file:line:col: message}. */
public final class DefinitionException extends Exception {
    private final List<String> errors;

    DefinitionException(List<String> errors) {
        super(errors.isEmpty() ? "invalid definition" : errors.get(0) + (errors.size() > 1 ? " (and " + (errors.size() - 1) + " more)" : ""));
        this.errors = List.copyOf(errors);
    }

    public List<String> errors() {
        return errors;
    }
}
