package io.ashtapada.engine;

import io.ashtapada.model.*;

/** The castlings of a position's player to move, and gating (a piece from hand onto the square a piece leaves), for {@link MoveGenerator}. */
final class CastlingMoves {
    private CastlingMoves() {
    }


    static int castlings(Position p, MoveList moves, int n) {
        CastlingRule[] rules = p.castlingRules[p.side];
        if (rules.length == 0) return n;
        int[] out = moves.room(n, rules.length);
        int me = p.side;
        int[] board = p.board;
        boolean checked = false, inCheck = false;
        for (int i = 0; i < rules.length; i++) {
            CastlingRule r = rules[i];
            int kc = board[r.kingFrom()];
            if (kc == 0 || (kc & 3) != me || !(p.castleAnyKing || p.kinds[(kc >>> 2) - 1].royal()) || p.moved[r.kingFrom()] != 0) continue;
            if (board[r.partnerFrom()] != Codes.code(r.partnerKind(), me) || p.moved[r.partnerFrom()] != 0) continue;
            if (p.model.dice() != null && !castleDice(p, (kc >>> 2) - 1, r.partnerKind())) continue;
            boolean clear = true;
            for (int s : r.empty()) {
                if (s != r.kingFrom() && s != r.partnerFrom() && board[s] != 0) {
                    clear = false;
                    break;
                }
            }
            if (!clear) continue;
            if (p.walls != null && p.walls.rule() != Walls.Rule.EDGE) {
                // The check conditions are judged once the wall is placed (WallMoves).
            } else if (p.explode && p.checkRules) {
                // Without check rules (no-check atomic) nothing attacked stops a castling.
                if (!blastCastlingSafe(p, r, me)) continue;
            } else if (p.checkRules) {
                if (!checked) {
                    // Where the king is the player's one royal piece, its check is the one the
                    // position remembers for the ply (asked again by the check rules).
                    boolean own = !p.hookEffects && p.fewKinds == 0 && p.royalCount[me] == 1 && p.royalSquare(me) == r.kingFrom();
                    inCheck = own ? p.sideInCheck() : p.attackedByEnemy(r.kingFrom(), me);
                    checked = true;
                }
                if (inCheck) continue;
                boolean safe = true;
                for (int s : r.safe()) {
                    if (s != r.kingFrom() && p.attackedByEnemy(s, me)) {
                        safe = false;
                        break;
                    }
                }
                if (!safe) continue;
            }
            out[n++] = Move.castle(r.kingFrom(), r.kingTo(), i);
        }
        return n;
    }

    /**
     * Does player {@code me} keep the right to castle by {@code r}: its king (or, with nothing
     * royal, any piece) and the partner unmoved on their squares, as the generator asks?
     */
    static boolean holds(Position p, int me, CastlingRule r) {
        int kc = p.board[r.kingFrom()];
        return kc != 0 && (kc & 3) == me && (p.castleAnyKing || p.kinds[(kc >>> 2) - 1].royal()) && p.moved[r.kingFrom()] == 0
                && p.board[r.partnerFrom()] == Codes.code(r.partnerKind(), me) && p.moved[r.partnerFrom()] == 0;
    }

    /**
     * May the castling {@code r} be made under the check rules as the board stands: the king not
     * in check and no square of its way attacked (where captures explode, as
     * {@link #blastCastlingSafe} says). Without check rules, always.
     */
    static boolean castlingSafe(Position p, CastlingRule r, int me) {
        if (!p.checkRules) return true;
        if (p.explode) return blastCastlingSafe(p, r, me);
        if (p.attackedByEnemy(r.kingFrom(), me)) return false;
        for (int s : r.safe()) if (s != r.kingFrom() && p.attackedByEnemy(s, me)) return false;
        return true;
    }

    /**
     * Gating: the moves out[start..n) of an unmoved piece on its gating zone (or castlings),
     * each again once per kind in hand with that piece put on the square left (for a castling,
     * on the king's square or the partner's).
     */
    static int gates(Position p, MoveList moves, int start, int n) {
        int[] hand = p.hand[p.side];
        int end = n;
        for (int k = 0; k < hand.length; k++) {
            if (hand[k] == 0) continue;
            int[] out = moves.room(n, 2 * (end - start));
            for (int i = start; i < end; i++) {
                int m = out[i];
                int t = Move.type(m);
                if (t == Move.NORMAL && Move.kind(m) < 0) {
                    if (mayGate(p, k, Move.from(m))) out[n++] = Move.gated(m, k);
                } else if (t == Move.CASTLE) {
                    CastlingRule r = p.castlingRules[p.side][Move.rule(m)];
                    if (r.kingFrom() != r.kingTo() && r.kingFrom() != r.partnerTo() && mayGate(p, k, r.kingFrom())) {
                        out[n++] = Move.castleGated(m, k, false);
                    }
                    if (r.partnerFrom() != r.kingTo() && r.partnerFrom() != r.partnerTo() && mayGate(p, k, r.partnerFrom())) {
                        out[n++] = Move.castleGated(m, k, true);
                    }
                }
            }
        }
        return n;
    }

    /** A kind with a drop rule gates only onto squares it may be dropped on (no pawn on the first rank); others anywhere in the zone. */
    static boolean mayGate(Position p, int kind, int sq) {
        DropRule d = p.kinds[kind].drop();
        return d == null || d.zone()[p.side].contains(sq);
    }

    /** Do the dice allow a castling of these kinds: one die each, or the king's alone when so defined (OM-9)? */
    static boolean castleDice(Position p, int king, int partner) {
        DiceRules dice = p.model.dice();
        if (p.rollCount == 0) return false;
        int a = p.die(0), b = p.die(1);
        long d0 = dice.dieMask(0, a, b), d1 = dice.dieMask(1, a, b);
        long kb = 1L << king, pb = 1L << partner;
        if (!dice.castlingBothDice()) return ((d0 | d1) & kb) != 0;
        return ((d0 & kb) != 0 && (d1 & pb) != 0) || ((d1 & kb) != 0 && (d0 & pb) != 0);
    }

    /**
     * Where captures explode (Fairy-Stockfish's atomic): may the king castle along its path? Not
     * out of check; and each
     * square from its start up to, not including, its destination must not be attacked, the king
     * taken off its square, except next to an enemy royal piece; the destination is tested
     * after the move like any other.
     */
    static boolean blastCastlingSafe(Position pos, CastlingRule r, int me) {
        if (pos.inCheck(me)) return false;
        int kf = r.kingFrom(), kc = pos.board[kf];
        pos.board[kf] = 0;
        boolean safe = true;
        for (int s : r.safe()) {
            if (s == r.kingTo()) continue;
            if (pos.attackedByEnemy(s, me) && !pos.explosions.touchesEnemyRoyal(s, me)) {
                safe = false;
                break;
            }
        }
        pos.board[kf] = kc;
        return safe;
    }
}
