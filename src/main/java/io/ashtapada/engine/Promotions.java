package io.ashtapada.engine;

import io.ashtapada.model.*;

/**
 * Where a generated move lands: one plain move, or, in the piece's promotion zone, one move per
 * kind it may promote to (and the plain one where staying is allowed). Every move kind's
 * generator ({@link MoveGenerator}, {@link Hops}) adds its moves through here; nothing allocates.
 */
final class Promotions {
    private Promotions() {
    }

    /**
     * The move of the piece on {@code from} to {@code to}, where {@code c} stands, by an entry
     * with mode flags {@code modes} ({@link MoveTable#MOVE}, {@link MoveTable#CAPTURE},
     * {@link MoveTable#EN_PASSANT}; none for a square the piece only passes): a move to an empty
     * square (unless {@code capturesOnly}), a capture of another player's piece, or an en passant
     * capture; the new count. What every walk of leaps and rides asks at each square.
     */
    static int land(BoardState p, int[] out, int n, int from, int to, int c, int modes, boolean capturesOnly,
                    SquareSet promoZone, PromotionRule promo) {
        // One call of add for moves and captures: the JIT inlines it there.
        if (c == 0 ? (modes & MoveTable.MOVE) != 0 && !capturesOnly : (c & 3) != p.side && (modes & MoveTable.CAPTURE) != 0) {
            return add(p, out, n, from, to, promoZone, promo);
        }
        if (c == 0 && (modes & MoveTable.EN_PASSANT) != 0 && (modes & MoveTable.MOVE) == 0 && p.epCount > 0 && p.isEpSquare(to)) {
            return addEp(p, out, n, from, to, promoZone, promo);
        }
        return n;
    }

    static int add(BoardState p, int[] out, int n, int from, int to, SquareSet promoZone, PromotionRule promo) {
        if (promoZone != null && (promoZone.contains(to) || promo.fromInside() && promoZone.contains(from))) {
            return promotions(p, out, n, from, to, promo, Move.normal(from, to));
        }
        out[n++] = Move.normal(from, to);
        return n;
    }

    /**
     * The moves of a piece landing in its promotion zone: one per choice (the file's kind for
     * file-type promotion), plus {@code plain} where staying is allowed.
     */
    static int promotions(BoardState p, int[] out, int n, int from, int to, PromotionRule promo, int plain) {
        int me = p.side;
        if (!ready(p, from, promo)) {
            out[n++] = plain;
            return n;
        }
        boolean promoted = false;
        if (promo.fileChoice() != null) {
            int k = promo.fileKind(me, to);
            if (k >= 0) {
                out[n++] = promoted(plain, from, to, k);
                promoted = true;
            }
        } else {
            for (int kind : promo.choicesOf(me)) {
                if (!offered(p, me, kind, promo)) continue;
                out[n++] = promoted(plain, from, to, kind);
                promoted = true;
            }
        }
        boolean must = compulsoryAt(promo, me, to);
        if (!promoted && must && promo.barredWithoutChoice()) return n;
        if (!promoted || !must) out[n++] = plain;
        return n;
    }


    /** Has the piece on {@code from} made the moves its promotion needs, this one included? */
    static boolean ready(BoardState p, int from, PromotionRule promo) {
        if (promo.minMoves() == 0) return true;
        int m = p.moved[from];
        int need = (m & PromotionRule.HAD_INITIAL) != 0 && (m & PromotionRule.USED_ADVANCE) == 0
                ? promo.movesIfUnused() : promo.minMoves();
        return (m & PromotionRule.COUNT) + 1 >= need;
    }

    /** Is the kind offered to the player: lost, if only lost kinds are (if lost), and below its limit on the board? */
    static boolean offered(BoardState p, int player, int kind, PromotionRule promo) {
        if (promo.ifLost() && !lost(p, player, kind)) return false;
        if (kind == promo.limitKind() && count(p, player, kind) >= promo.limitCount()) return false;
        return promo.limit() == 0 || onBoard(p, player, kind) < promo.limit();
    }

    /** How many pieces of this kind the player has, on the board and in hand. */
    static int count(BoardState p, int player, int kind) {
        return p.hand[player][kind] + onBoard(p, player, kind);
    }

    /** Has the player fewer pieces of this kind (board and hand) than in the setup? */
    static boolean lost(BoardState p, int player, int kind) {
        int have = p.hand[player][kind];
        int code = Codes.code(kind, player);
        for (int i = 0; i < p.pcount[player]; i++) if (p.board[p.plist[player][i]] == code) have++;
        return have < p.model.army()[player][kind];
    }

    /**
     * An en passant capture onto {@code to}: it promotes as any move into the zone (Guru
     * Mahachaturanga, GM-5), except a promotion made shogi's way ({@code also from inside},
     * Fairy-Stockfish's promotedPieceType: shogun's camp), which an en passant capture makes only
     * where it is compulsory, as Fairy-Stockfish has it.
     */
    static int addEp(BoardState p, int[] out, int n, int from, int to, SquareSet promoZone, PromotionRule promo) {
        if (p.epVictim < 0 || (p.board[p.epVictim] & 3) == p.side) return n;
        if (promoZone != null && promoZone.contains(to) && (!promo.fromInside() || compulsoryAt(promo, p.side, to))) {
            return promotions(p, out, n, from, to, promo, Move.enPassant(from, to));
        }
        out[n++] = Move.enPassant(from, to);
        return n;
    }

    /** Must a move of {@code player} landing on {@code to} promote (not {@code optional}, or in its {@code compulsory} zone)? */
    static boolean compulsoryAt(PromotionRule promo, int player, int to) {
        return promo.compulsory() != null ? promo.compulsory()[player].contains(to) : !promo.optional();
    }

    static int promoted(int plain, int from, int to, int kind) {
        return Move.type(plain) == Move.EN_PASSANT ? Move.enPassantPromotion(from, to, kind) : Move.promotion(from, to, kind);
    }

    /** How many pieces of this kind the player has on the board. */
    static int onBoard(BoardState p, int player, int kind) {
        int code = Codes.code(kind, player), have = 0;
        for (int i = 0; i < p.pcount[player]; i++) if (p.board[p.plist[player][i]] == code) have++;
        return have;
    }
}
