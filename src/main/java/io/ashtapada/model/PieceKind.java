package io.ashtapada.model;

import java.util.List;

/**
 * A kind of piece: its name and letter, its properties, and its compiled moves for each
 * player ({@code tables[player]}).
 *
 * @param index     position in {@link RuleModel#pieces()}
 * @param letter    the upper-case letter; in a two-player position string the first player writes it upper
 *                  case, the second lower; with more players each piece is written with its owner's letter
 * @param royal     losing it (to checkmate or capture) loses the game
 * @param pawn      its moves reset the fifty-move count
 * @param passable  after a straight non-capturing move of two or more squares it may be taken en passant
 * @param stateful  its moves-made count matters to the rules (first moves, castling), so it is hashed
 * @param specs     the movement as written, for display and hooks
 * @param powers    extra moves while a dice condition holds (empty without dice)
 * @param restrictions rules for the piece until it first moves, or null
 * @param facing    which way pieces of this kind face relative to their owner; their tables are turned by it
 * @param threats   per player, the captures that only take royal pieces ({@code royal-only}: Xiangqi's
 *                  flying general), which count as attacks; null when the kind has none
 */
public record PieceKind(int index, String name, char letter, boolean royal, boolean pawn, boolean passable,
                        double value, boolean stateful, List<MoveSpec> specs, MoveTable[] tables,
                        PromotionRule promotion, DropRule drop, List<Power> powers, Restrictions restrictions,
                        Facing facing, MoveTable[] threats) {

    /** A kind without {@code royal-only} threats. */
    public PieceKind(int index, String name, char letter, boolean royal, boolean pawn, boolean passable,
                     double value, boolean stateful, List<MoveSpec> specs, MoveTable[] tables,
                     PromotionRule promotion, DropRule drop, List<Power> powers, Restrictions restrictions,
                     Facing facing) {
        this(index, name, letter, royal, pawn, passable, value, stateful, specs, tables, promotion, drop, powers,
                restrictions, facing, null);
    }

    /** Its promotion depends on how many moves it has made, so the exact count is part of its state. */
    public boolean countsMoves() {
        return promotion != null && promotion.minMoves() > 0;
    }
}
