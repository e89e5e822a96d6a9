package io.ashtapada.api;

/**
 * A hook that failed while a game was played (it threw, ran past its limits, emitted a malformed
 * move): the game goes on without what the hook would have given. See
 * {@link Ashtapada.Builder#onHookFailure}.
 *
 * @param hook    the hook's name in its definition
 * @param message one line: the hook's file, what went wrong, and the position
 */
public record HookProblem(String hook, String message) {
}
