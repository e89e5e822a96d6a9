package io.ashtapada.model;

import io.ashtapada.hooks.HookScript;

/**
 * A JavaScript hook of the definition, compiled and syntax-checked.
 *
 * @param name       the hook's name in the definition
 * @param file       the file its code is in (definition or .js file), for reports
 * @param targetKind the piece kind it is bound to, or -1 for the whole game
 * @param event      when it runs: "moves" (extra moves for the side to move), "filter" (may
 *                   forbid legal moves of the side to move), "after-move" (effects after a move)
 * @param when       per player: call only while the side to move has a target piece in this
 *                   zone (null: whenever it has one; game hooks: always)
 * @param dice       call only while this dice condition holds (null: always)
 * @param script     the parsed source, shared by all threads
 * @param checks     a {@code moves} hook whose moves count as attacks (false when declared
 *                   {@code no check}: its moves never capture a royal piece)
 */
public record HookDef(String name, String file, int targetKind, String event, SquareSet[] when, DiceCondition dice,
                      HookScript script, boolean checks) {
    public static final String MOVES = "moves";
    public static final String FILTER = "filter";
    public static final String AFTER_MOVE = "after-move";

    public boolean moves() {
        return event.equals(MOVES);
    }
}
