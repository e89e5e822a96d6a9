package io.ashtapada.model;

/**
 * Promotion of a piece kind: on landing in {@code zone[player]} it becomes one of
 * {@code choices}, or, when {@code fileChoice[player]} is set, the kind indexed there by the
 * landing square's file (x). When {@code optional} it may also stay as it is, except on
 * landing in {@code compulsory[player]} (null: nowhere). With {@code minMoves > 0} the piece
 * must have made that many moves, this one included; {@code movesIfUnused} replaces it for a
 * piece that had a first-move-only move available and never made a multi-square advance.
 * With {@code ifLost} only kinds the player has lost and not reinstated are offered (fewer on
 * the board and in hand than in the setup); with none left the piece stays as it is.
 */
public record PromotionRule(SquareSet[] zone, int[] choices, int[][] fileChoice, boolean optional,
                            SquareSet[] compulsory, int minMoves, int movesIfUnused, boolean ifLost) {

    /** Bit of a moves-made count: the piece had a first-move-only move available at its first move. */
    public static final int HAD_INITIAL = 1 << 16;
    /** Bit of a moves-made count: the piece made a straight advance of two or more squares. */
    public static final int USED_ADVANCE = 1 << 17;
    /** The count itself, without the flag bits. */
    public static final int COUNT = 0xFFFF;
}
