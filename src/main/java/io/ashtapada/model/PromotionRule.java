package io.ashtapada.model;

/**
 * Promotion of a piece kind: on landing in {@code zone[player]} it becomes one of
 * {@code choices}, or, for file-type promotion, the kind of the file the piece lands on, read in
 * the piece's own frame ({@link #fileKind}; {@code fileKinds[player][square]}, -1 for none).
 * {@code fileChoice[player][x]} holds the same by the landing square's x, for pieces whose files
 * are the board's files; for a piece that moves along a rank (its files are the board's ranks)
 * that row is all -1: the x-indexed table offers such a piece nothing, so readers should use
 * {@link #fileKind}. When {@code optional} it may also stay as it is, except on landing in
 * {@code compulsory[player]} (null: nowhere). With {@code minMoves > 0} the piece must have
 * made that many moves, this one included; {@code movesIfUnused} replaces it for a piece that
 * had a first-move-only move available and never made a multi-square advance. With
 * {@code ifLost} only kinds the player has lost and not reinstated are offered (fewer on the
 * board and in hand than in the setup); with none left the piece stays as it is, or, when
 * {@code barredWithoutChoice}, may not make the move where promotion is compulsory. With
 * {@code fromInside} a move that starts in the zone promotes too (shogi: leaving the camp).
 *
 * <p>With {@code inPlace} promotion is a move of its own instead of happening on landing: a piece
 * standing in the zone becomes one of the choices on its square, or while making one of the
 * moves of {@code step[player]} (null: in place only); with {@code lastAnywhere} the player's
 * only piece of the kind on the board may do so outside the zone too (Sittuyin). With
 * {@code limit > 0} a choice is offered only while the player has fewer than {@code limit} of it
 * on the board; with {@code noCheck} a promoting move may not give check, and with
 * {@code noAttack} the promoted piece may not attack an enemy piece where it stands after the move.
 * With {@code limitKind >= 0} that choice is offered only while the player has fewer than
 * {@code limitCount} pieces of it, board and hand (spartan's second king).
 *
 * <p>With {@code turnOver} ({@link #TURN_EVERY_MOVE}, {@link #TURN_EVERY_CAPTURE}) the piece is
 * one side of a piece that turns over: every move (or every capture) it makes turns it to its
 * one choice, and the piece so turned turns back with its next move (or capture). The zone is the
 * whole board and the turn compulsory (Kyoto shogi, micro shogi).
 *
 * <p>{@code perPlayer}, when not null, holds each player's kinds ({@code for black to ...}); then
 * {@code choices} is every kind any player may promote to, for the checks that need them all.
 */
public record PromotionRule(SquareSet[] zone, int[] choices, int[][] fileChoice, int[][] fileKinds, boolean optional,
                            SquareSet[] compulsory, int minMoves, int movesIfUnused, boolean ifLost,
                            boolean barredWithoutChoice, boolean fromInside, boolean inPlace, MoveTable[] step,
                            boolean lastAnywhere, int limit, boolean noCheck, boolean noAttack, int limitKind, int limitCount,
                            int turnOver, int[][] perPlayer) {

    /** The kinds offered to {@code player}: its own list ({@code for PLAYER to ...}) or the common one. */
    public int[] choicesOf(int player) {
        return perPlayer == null ? choices : perPlayer[player];
    }

    /** {@code turnOver}: not a piece that turns over; turns with every move; with every capture. */
    public static final int TURN_NONE = 0, TURN_EVERY_MOVE = 1, TURN_EVERY_CAPTURE = 2;


    /** The kind a piece of {@code player} becomes on landing on {@code square} by file-type promotion, or -1. */
    public int fileKind(int player, int square) {
        return fileKinds == null ? -1 : fileKinds[player][square];
    }

    /** Bit of a moves-made count: the piece had a first-move-only move available at its first move. */
    public static final int HAD_INITIAL = 1 << 16;
    /** Bit of a moves-made count: the piece made a straight advance of two or more squares. */
    public static final int USED_ADVANCE = 1 << 17;
    /** Bits of a moves-made count: the kind a promoted piece promoted from, plus one (0: not promoted). */
    public static final int PROMOTED_SHIFT = 18;
    public static final int PROMOTED_MASK = 0x1F << PROMOTED_SHIFT;
    /** The count itself, without the flag bits. */
    public static final int COUNT = 0xFFFF;
}
