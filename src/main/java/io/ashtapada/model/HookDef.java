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

    /**
     * When a hook runs, with what the language allows on its declaration. A new event is a
     * constant here, the place the engine calls it ({@code engine.HookMoves}) and the way the
     * sandbox calls the script ({@code hooks.HookRuntime}); the compiler's checks and messages
     * read the flags below.
     */
    public enum Event {
        /** Extra moves for the side to move. */
        MOVES("moves", true, true),
        /** May forbid legal moves of the side to move. */
        FILTER("filter", false, true),
        /** Effects after a move. */
        AFTER_MOVE("after-move", false, false);

        private final String word;
        private final boolean emitsMoves, zoned;

        Event(String word, boolean emitsMoves, boolean zoned) {
            this.word = word;
            this.emitsMoves = emitsMoves;
            this.zoned = zoned;
        }

        /** Does a hook of this event emit moves ({@code no check} and dice conditions are for those)? */
        public boolean emitsMoves() {
            return emitsMoves;
        }

        /** May a hook of this event be limited to a zone ({@code when in})? */
        public boolean zoned() {
            return zoned;
        }

        /** The words of the events with this property, for messages: "moves and filter". */
        public static String words(java.util.function.Predicate<Event> which, String joiner) {
            return java.util.Arrays.stream(values()).filter(which).map(e -> "'" + e.word + "'")
                    .collect(java.util.stream.Collectors.joining(joiner));
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
