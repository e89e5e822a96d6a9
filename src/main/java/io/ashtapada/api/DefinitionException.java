package io.ashtapada.api;

import java.util.List;

/** A definition could not be compiled; {@link #errors()} holds every problem as {@code file:line:col: message}. */
public final class DefinitionException extends Exception {
    private final List<String> errors;
    private final List<Problem> problems;

    DefinitionException(List<String> errors) {
        this(errors, List.of());
    }

    DefinitionException(List<String> errors, List<Problem> problems) {
        super(errors.isEmpty() ? "invalid definition" : errors.get(0) + (errors.size() > 1 ? " (and " + (errors.size() - 1) + " more)" : ""));
        this.errors = List.copyOf(errors);
        this.problems = List.copyOf(problems);
    }

    /** Every problem as data, with its place and code (same order as {@link #errors()}). */
    public List<Problem> problems() {
        return problems;
    }

    public List<String> errors() {
        return errors;
    }
}
