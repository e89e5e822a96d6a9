/**
 * The embedding API of Ashtapada: everything a game server, a GUI or a tool needs, and nothing
 * of the engine behind it.
 *
 * <p>Start with {@link io.ashtapada.api.Ashtapada#builder()} (or the shared
 * {@link io.ashtapada.api.Ashtapada#defaults()}): it compiles definitions — from a file, from
 * memory for untrusted uploads, or a variant shipped in the jar by name — into immutable
 * {@link io.ashtapada.api.Variant}s that any number of threads share. A variant starts
 * {@link io.ashtapada.api.Game}s: one thread at a time each, holding the turn (rolls, re-rolls,
 * moves, passes, draws, resignations), legal actions in three notations, the result, records and
 * a data snapshot for drawing ({@link io.ashtapada.api.GameState}).
 * {@link io.ashtapada.api.RandomPlayer} and {@link io.ashtapada.api.ComputerPlayer} play seats.
 *
 * <p>Errors are data: a definition's {@link io.ashtapada.api.DefinitionException} lists every
 * problem with its file, line, column and stable code; a refused action throws
 * {@link io.ashtapada.api.IllegalMoveException} with a one-line reason and leaves the game as it
 * was. Nothing in this package exposes a type of the engine, the rule model or GraalJS (a test
 * checks every public signature), so those may change without breaking an embedder.
 */
package io.ashtapada.api;
