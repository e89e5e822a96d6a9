package io.ashtapada.engine.turn;

/**
 * Everything that can happen in a game, as a closed set of typed actions. A turn is a sequence
 * of them: in a dice game a {@link Roll}, any {@link Reroll}s, then a {@link Play}, a
 * {@link Pass} or a {@link Forfeit}, and a {@link Confirm} roll where a royal capture waits for
 * one (OM-12); in other games a single {@link Play}. {@link Resign} and {@link Draw} end a game
 * at any point. Chance actions ({@link #isChance()}) carry the faces the dice landed on, so a
 * sequence of actions replays a game exactly.
 */
public sealed interface Action permits Action.Roll, Action.Reroll, Action.Confirm, Action.Play, Action.Pass,
        Action.Forfeit, Action.Resign, Action.Draw, Action.Eliminate, Action.OfferDraw, Action.AcceptDraw,
        Action.TimeForfeit {

    /** The typed action of a packed legal move: a play, a pass or a forfeit. */
    static Action of(int move) {
        if (io.ashtapada.engine.Move.type(move) == io.ashtapada.engine.Move.PASS) {
            return io.ashtapada.engine.Move.isForfeit(move) ? new Forfeit() : new Pass();
        }
        return new Play(move);
    }

    /** Which dice a re-roll throws again. */
    enum Dice { FIRST, SECOND, BOTH }

    /** Is this the outcome of throwing dice (a chance event) rather than a player's choice? */
    default boolean isChance() {
        return false;
    }

    /** The turn's first roll: the dice land on {@code first} and {@code second}. */
    record Roll(int first, int second) implements Action {
        @Override
        public boolean isChance() {
            return true;
        }
    }

    /**
     * The player re-rolls one die or both (as the variant allows) and the dice then show
     * {@code first} and {@code second}; a re-rolled single die leaves the other as it was.
     */
    record Reroll(Dice which, int first, int second) implements Action {
        @Override
        public boolean isChance() {
            return true;
        }
    }

    /** The confirmation roll of a pending royal capture (OM-12): the capture stands if this roll allows it again. */
    record Confirm(int first, int second) implements Action {
        @Override
        public boolean isChance() {
            return true;
        }
    }

    /** A move, packed as {@link io.ashtapada.engine.Move} describes (never a pass). */
    record Play(int move) implements Action {
    }

    /** The player takes the turn without moving (for the dice total, where the variant allows it). */
    record Pass() implements Action {
    }

    /** The player has no legal move for the dice and loses the turn, scoring nothing. */
    record Forfeit() implements Action {
    }

    /** A player resigns (SJ-13: scored as if their royal piece had been captured). */
    record Resign(int player) implements Action {
    }

    /** The players agree a draw. */
    record Draw() implements Action {
    }

    /**
     * A player offers a draw. The offer stands until another player makes a move; when every
     * player still in the game has a standing offer or acceptance, the game is drawn by agreement.
     */
    record OfferDraw(int player) implements Action {
    }

    /** A player accepts a standing draw offer of another player (see {@link OfferDraw}). */
    record AcceptDraw(int player) implements Action {
    }

    /**
     * A player's time ran out: they lose on time (two players: the other wins; more: they leave
     * the game as a resigning player does); the outcome's reason is "time forfeit" (as PGN's
     * Termination tag has it). Only a clock applies it, never a player's choice.
     */
    record TimeForfeit(int player) implements Action {
    }

    /**
     * A player is checkmated, or taken out by an end rule, and leaves a game of more than two
     * players (GR-4, GR-7). It is never chosen: the rules apply it after the move that causes it,
     * and the record shows it ({@code checkmated}, or {@code out} for a rule).
     *
     * @param cause 0: checkmated (or no legal move); else the rule, as an {@code Ending} code without a winner
     */
    record Eliminate(int player, int cause) implements Action {
        public Eliminate(int player) {
            this(player, 0);
        }
    }
}
