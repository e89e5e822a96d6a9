package io.ashtapada.model;

import io.ashtapada.hooks.HookScript;

/**
 * A JavaScript hook of the definition, compiled and syntax-checked.
 *
 * @param name       the hook's name in the definition
 * @param file       the file its code is in (definition or .js file), for reports
 * @param targetKind the piece kind it is bound to, or -1 for the whole game
 * @param event      when it runs
 * @param when       per player: call only while the side to move has a target piece in this
 *                   zone (null: whenever it has one; game hooks: always)
 * @param dice       call only while this dice condition holds (null: always)
 * @param script     the parsed source, shared by all threads
 * @param checks     a {@code moves} hook whose moves count as attacks (false when declared
 *                   {@code no check}: its moves never capture a royal piece)
 */
public record HookDef(String name, String file, int targetKind, Event event, SquareSet[] when, DiceCondition dice,
                      HookScript script, boolean checks) {

    /** When a hook runs. */
    public enum Event {
        /** Extra moves for the side to move. */
        MOVES("moves"),
        /** May forbid legal moves of the side to move. */
        FILTER("filter"),
        /** Effects after a move. */
        AFTER_MOVE("after-move");

        private final String word;

        Event(String word) {
            this.word = word;
        }

        /** The word of the language. */
        public String word() {
            return word;
        }

        /** The event a word of the language names, or null. */
        public static Event of(String word) {
            for (Event e : values()) if (e.word.equals(word)) return e;
            return null;
        }
    }

    public boolean moves() {
        return event == Event.MOVES;
    }
}
