package io.ashtapada.engine;

import java.util.List;

/**
 * What a position and move generation ask of a game's hooks: the moves {@code moves} hooks
 * emit, what {@code filter} hooks forbid, attacks by hook moves, and the after-move effects
 * journaled with each ply. {@link HookMoves} answers it, one per game (its own JavaScript
 * context, caches and failures); {@link Positions#of} installs it. The position and the
 * generator see only this interface, so they do not depend on the hook code that in turn
 * plays moves on them: the engine's classes import each other in no circle.
 */
interface PositionHooks {
    /** Flags of {@link #afterMoveFlags}: the effects took a royal piece of the mover; they took an opponent's last royal piece. */
    int OWN_ROYAL = 1, ENEMY_EXTINCT = 2;

    /** Appends the moves the {@code moves} hooks emit for the side to move to {@code out} from {@code n}; returns the new count. */
    int generate(MoveList out, int n);

    /** Keeps only the first {@code n} moves of {@code list} no {@code filter} hook forbids; returns how many are left. */
    int filter(MoveList list, int n);

    /** Could a move emitted by a {@code moves} hook of {@code by} capture the piece on {@code sq}? */
    boolean attacks(int sq, int by);

    /** Runs the after-move hooks for move {@code m} just made at ply {@code ply} (side not yet switched) and journals their effects. */
    void afterMove(int ply, int m, int me, int from, int to, int kind, int taken, int takenSq);

    /** Takes back the effects journaled for ply {@code ply} (unmake; the hash is restored by the caller). */
    void undoAfterMove(int ply);

    /** What the effects of ply {@code ply} did ({@link #OWN_ROYAL}, {@link #ENEMY_EXTINCT}). */
    int afterMoveFlags(int ply);

    /** Check where after-move effects can take pieces (see {@link HookEffects#inCheckEffects}). */
    boolean inCheck(int player);

    /** Forgets the effects journal (the position was loaded anew). */
    void clearEffects();

    /** Forgets what the hooks answered per position, so the next visits call them again. */
    void forgetResults();

    /** Hook failures recorded so far (oldest first), then forgotten. */
    List<String> drainFailures();
}
