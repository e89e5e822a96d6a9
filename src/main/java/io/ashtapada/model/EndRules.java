package io.ashtapada.model;

/**
 * How games end.
 *
 * @param check        royal pieces may not be left attacked; no legal move in check is checkmate
 * @param stalemate    the result for the side to move when it has no legal move and is not in check
 * @param fiftyMove    plies without capture or pawn move that draw (0 = off)
 * @param repetition   occurrences of a position that draw (0 = off)
 * @param plyLimit     plies after which the game is drawn (0 = off)
 * @param captures     where captured pieces go: {@link #REMOVED}, {@link #TO_HAND} (the capturer's hand, a
 *                     promoted piece as the kind it promoted from) or {@link #TO_HAND_AS_PROMOTED}
 * @param mustDrop     while the player to move holds pieces and some drop is legal, only drops are legal
 * @param mustDropKinds with {@code mustDrop}: bit k, the rule holds while the player holds a piece of kind k,
 *                     and then only drops of such kinds are legal (-1: every kind)
 * @param checkmate    the result for the checkmated player: a loss as usual, a win (misere, losers) or a draw
 * @param bikjang      the result for the player to move of a game ended by bikjang ({@code bikjang draw}:
 *                     janggitraditional), or null: the stalemate's
 * @param drawOdds     the player who wins a game a rule ends drawn ({@code draw odds black}: armageddon), or -1
 * @param repetitionVerdict the result for the player to move when a position occurs the {@code repetition}-th
 *                     time: a draw as usual, or a win (Tori shogi: the player who repeated loses) or a loss
 * @param repetitionPlayer the player whom {@code repetitionVerdict} is for whoever is to move (minishogi: Sente
 *                     loses a repetition), or -1: the player to move
 * @param perpetualCheckLoses a repetition during which one player gave check with every move loses for that player
 */
public record EndRules(boolean check, Stalemate stalemate, int fiftyMove, int repetition, int plyLimit, int captures,
                       boolean mustDrop, long mustDropKinds, Verdict checkmate, Verdict bikjang, int drawOdds,
                       Verdict repetitionVerdict, int repetitionPlayer, boolean perpetualCheckLoses) {

    /** Captured pieces leave the game. */
    public static final int REMOVED = 0;
    /** Captured pieces go to the capturer's hand, demoted to the kind they promoted from. */
    public static final int TO_HAND = 1;
    /** Captured pieces go to the capturer's hand as they are. */
    public static final int TO_HAND_AS_PROMOTED = 2;

    /** What a stalemate is for the stalemated player. */
    public enum Stalemate {
        DRAW, WIN, LOSS;

        /** The word of the language: {@code draw}, {@code win}, {@code loss}. */
        public String word() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    public EndRules(boolean check, Stalemate stalemate, int fiftyMove, int repetition, int plyLimit) {
        this(check, stalemate, fiftyMove, repetition, plyLimit, REMOVED, false, -1L, Verdict.LOSS, null, -1, Verdict.DRAW, -1, false);
    }
}
