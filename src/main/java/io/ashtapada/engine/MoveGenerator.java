package io.ashtapada.engine;

import io.ashtapada.model.*;

import java.util.List;

/**
 * Generates moves from the compiled tables into a {@link MoveList}: pseudo-legal moves (every
 * move the pieces can make) and legal ones (those that do not leave the mover's royal piece
 * attacked, under check rules; under capture-the-royal rules pseudo-legal moves are legal,
 * and a player without a royal piece has lost, so the position has no moves: G-2).
 *
 * <p>The inner loops write into the list's array without a bounds check per move: before
 * each piece the list makes room for the most moves that piece can have, a bound the model
 * computes from the definition ({@link EngineTables#maxPieceMoves}); castlings, drops, passes
 * and hook moves make room as they go. So no definition can overflow the list, and the hot
 * path stays as it was.
 */
public final class MoveGenerator {
    private MoveGenerator() {
    }

    /** Appends the pseudo-legal moves of the side to move to {@code moves}. */
    public static void pseudoLegal(Position p, MoveList moves) {
        moves.size = pseudoLegal(p, moves, moves.size);
    }

    /** Appends the pseudo-legal moves of the side to move to {@code moves} from index {@code n}; returns the new count. */
    static int pseudoLegal(Position p, MoveList moves, int n) {
        return pseudoLegal(p, moves, n, false);
    }

    /** The pseudo-legal moves; with {@code tactical} without castlings and drops, which never capture or promote. */
    static int pseudoLegal(Position p, MoveList moves, int n, boolean tactical) {
        if (p.walls != null) return WallMoves.expand(p, moves, n, pieceAndDropMoves(p, moves, n, tactical));
        return pieceAndDropMoves(p, moves, n, tactical);
    }

    /** The moves of the pieces, castlings, drops and hook moves, without walls. */
    private static int pieceAndDropMoves(Position p, MoveList moves, int n, boolean tactical) {
        int me = p.side;
        int[] board = p.board;
        int[] list = p.plist[me];
        int count = p.pcount[me];
        DiceRules dice = p.model.dice();
        long moveMask = p.movableKinds(), captureMask = p.capturingKinds();
        if (moveMask == 0) return n;
        long[] captureBarred = p.tables.captureBarred;
        int[] most = p.tables.maxPieceMoves[me];
        int[] out = moves.moves;
        for (int i = 0; i < count; i++) {
            int s = list[i];
            int code = board[s];
            int kind = (code >>> 2) - 1;
            if ((moveMask & (1L << kind)) == 0) continue;
            PieceKind k = p.kinds[kind];
            MoveTable t = k.tables()[me];
            if (n + most[kind] > out.length) out = moves.room(n, most[kind]);
            int start = n;
            PromotionRule promo = k.promotion();
            if (p.tables.turnOver && promo != null && promo.turnOver() != PromotionRule.TURN_NONE) promo = null;
            // Listing captures and promotions, a kind that never promotes lists only its captures.
            n = pieceMoves(p, s, promo, t, out, n, tactical && promo == null && !p.tables.turnOver);
            if (promo != null && promo.inPlace()) n = inPlace(p, s, kind, promo, out, n);
            // Under check rules a royal piece is never taken: royal-only threats are attacks, not moves.
            if (k.threats() != null && !p.checkRules) n = royalCaptures(p, s, k.threats()[me], out, n);
            boolean repeats = t.steps[s] != null ? t.stepsRepeat[s] : t.overlapping[s];
            boolean mayCapture = (captureMask & (1L << kind)) != 0;
            boolean paths = false;
            if (dice != null) {
                for (Power pw : k.powers()) {
                    if (!p.holds(pw.when())) continue;
                    n = pieceMoves(p, s, promo, pw.tables()[me], out, n);
                    paths |= !pw.paths().isEmpty();
                    repeats = true;
                }
            }
            if (k.restrictions() != null || p.anyImmune || !mayCapture) n = restrict(p, s, k, out, start, n, mayCapture);
            if (captureBarred != null && captureBarred[kind] != 0) n = withoutBarredCaptures(p, out, start, n, captureBarred[kind]);
            if (paths) {
                for (Power pw : k.powers()) {
                    if (!p.holds(pw.when())) continue;
                    for (PathSpec ps : pw.paths()) n = Paths.generate(p, s, ps, out, start, n, mayCapture);
                }
            }
            if (repeats) n = MoveList.dedupe(out, start, n);
            if (p.tables.turnOver) turnOver(p, s, kind, out, start, n);
            if (p.tables.gateZone != null && p.moved[s] == 0 && p.tables.gateZone[me].contains(s) && n > start) {
                n = CastlingMoves.gates(p, moves, start, n);
                out = moves.moves;
            }
        }
        if (!tactical) {
            int castleStart = n;
            n = CastlingMoves.castlings(p, moves, n);
            if (p.tables.gateZone != null && n > castleStart) n = CastlingMoves.gates(p, moves, castleStart, n);
            n = DropMoves.drops(p, moves, n, moveMask);
        }
        p.clearPaths();
        if (!p.model.hooks().isEmpty()) n = p.hooks().generate(moves, n);
        return n;
    }

    /**
     * Pieces that turn over (Kyoto, micro shogi): each plain move of the piece on s in
     * {@code out[start..n)} becomes its turn, to the kind it turns to, or, for a piece so turned,
     * back to the kind it was; with {@code every capture} only the captures turn.
     */
    static void turnOver(Position p, int s, int kind, int[] out, int start, int n) {
        int was = (p.moved[s] & PromotionRule.PROMOTED_MASK) >>> PromotionRule.PROMOTED_SHIFT;
        PromotionRule back = was == 0 ? null : p.kinds[was - 1].promotion();
        int to, mode;
        if (back != null && back.turnOver() != PromotionRule.TURN_NONE) {
            to = was - 1;
            mode = back.turnOver();
        } else {
            PromotionRule own = p.kinds[kind].promotion();
            if (own == null || own.turnOver() == PromotionRule.TURN_NONE) return;
            to = own.choices()[0];
            mode = own.turnOver();
        }
        for (int i = start; i < n; i++) {
            int m = out[i];
            if (Move.type(m) != Move.NORMAL || Move.kind(m) >= 0 || Move.gate(m) >= 0) continue;
            if (mode == PromotionRule.TURN_EVERY_CAPTURE && p.board[Move.to(m)] == 0) continue;
            out[i] = Move.promotion(Move.from(m), Move.to(m), to);
        }
    }

    /** The moves of table {@code t} for the piece on s, promoting on landing as {@code promo} says (null: never). */
    static int pieceMoves(Position p, int s, PromotionRule promo, MoveTable t, int[] out, int n) {
        return pieceMoves(p, s, promo, t, out, n, false);
    }

    /** The same, with {@code capturesOnly} only the captures (a hop's moves all). */
    static int pieceMoves(Position p, int s, PromotionRule promo, MoveTable t, int[] out, int n, boolean capturesOnly) {
        boolean unmoved = p.moved[s] == 0 && (p.rights == null || !barredInCheck(p, s));
        return pieceMoves(p, s, promo, t, out, n, capturesOnly, unmoved);
    }

    /** The same, the piece's first-move-only moves allowed or not ({@code unmoved}). */
    static int pieceMoves(Position p, int s, PromotionRule promo, MoveTable t, int[] out, int n, boolean capturesOnly, boolean unmoved) {
        SquareSet promoZone = promo == null || promo.inPlace() ? null : promo.zone()[p.side];
        int[] steps = t.steps[s];
        if (steps != null) return steps(p, s, steps, unmoved, out, n, promoZone, promo, capturesOnly);
        return byKinds(p, s, t, unmoved, out, n, promoZone, promo, capturesOnly);
    }

    /** {@link #pieceMoves} as the kinds walk their own tables (where a leap's path decides or a ride hops; tests compare the two). */
    static int byKinds(Position p, int s, MoveTable t, boolean unmoved, int[] out, int n, SquareSet promoZone, PromotionRule promo,
                       boolean capturesOnly) {
        n = Leaps.generate(p, s, t, unmoved, out, n, promoZone, promo, capturesOnly);
        return Slides.generate(p, s, t, unmoved, out, n, promoZone, promo, capturesOnly);
    }

    /**
     * {@link #pieceMoves} over a piece's {@link MoveTable#steps} entries: one walk over leaps and
     * rides alike, on from the next one where a piece stands or a first move is no longer allowed.
     */
    private static int steps(Position p, int s, int[] steps, boolean unmoved, int[] out, int n, SquareSet promoZone, PromotionRule promo,
                             boolean capturesOnly) {
        int[] board = p.board;
        for (int i = 0; i < steps.length; ) {
            int e = steps[i];
            if ((e & MoveTable.INITIAL) != 0 && !unmoved) {
                i = e >>> MoveTable.STEP_NEXT;
                continue;
            }
            int to = e & MoveTable.SQ_MASK;
            int c = board[to];
            n = Promotions.land(p, out, n, s, to, c, e, capturesOnly, promoZone, promo);
            i = c == 0 ? i + 1 : e >>> MoveTable.STEP_NEXT;
        }
        return n;
    }

    /** Cambodian: the piece on s may not make its first-move moves while its player is in check ({@code first-move not in check}). */
    static boolean barredInCheck(Position p, int s) {
        return p.rights.notInCheck()[Codes.kind(p.board[s])] && p.inCheck(p.side);
    }

    /**
     * Promotions in place (Sittuyin): the piece on s, standing in its zone (anywhere, with
     * {@code anywhere if last}, when it is the player's only piece of its kind on the board),
     * becomes one of the kinds offered where it stands, or while making one of its step moves.
     */
    static int inPlace(Position p, int s, int kind, PromotionRule promo, int[] out, int n) {
        int me = p.side;
        if (!promo.zone()[me].contains(s) && !(promo.lastAnywhere() && Promotions.onBoard(p, me, kind) == 1)) return n;
        if (!Promotions.ready(p, s, promo)) return n;
        int start = n;
        out[n++] = Move.normal(s, s);
        if (promo.step() != null) n = pieceMoves(p, s, null, promo.step()[me], out, n);
        int end = n, first = -1;
        for (int c : promo.choicesOf(me)) {
            if (!Promotions.offered(p, me, c, promo)) continue;
            if (first < 0) {
                first = c;
                continue;
            }
            for (int i = start; i < end; i++) out[n++] = Promotions.promoted(out[i], Move.from(out[i]), Move.to(out[i]), c);
        }
        if (first < 0) return start;
        for (int i = start; i < end; i++) out[i] = Promotions.promoted(out[i], Move.from(out[i]), Move.to(out[i]), first);
        return n;
    }

    /** The captures of enemy royal pieces by the royal-only threats {@code t} of the piece on s. */
    static int royalCaptures(Position p, int s, MoveTable t, int[] out, int n) {
        int start = n;
        n = pieceMoves(p, s, null, t, out, n);
        int w = start;
        for (int i = start; i < n; i++) {
            int c = p.board[Move.to(out[i])];
            if (c != 0 && p.royalKind[Codes.kind(c)]) out[w++] = out[i];
        }
        return w;
    }

    /** The bit of {@link #targets(Position, int, long[], long[], int[], int)}'s answer that says a piece worth more is attacked. */
    public static final int PREY = 1 << 30;

    /**
     * For the evaluation's mobility: how many squares the piece on {@code s} could step, leap or
     * ride to now by the table of its owner, empty or holding an enemy piece it may capture.
     * Only the plain moves count (first-move-only moves, en passant, hops, castling, dice powers,
     * paths and promotions aside), and no legality is tested: it is a measure, not a move list.
     * The count is in bits 0-9, less the squares in {@code unsafe} (a bit per square; null:
     * none), which are counted in bits 10-19; in bits 20 to 29, how many of all those squares
     * are in {@code zone} (null: none), for the evaluation's king attack.
     */
    public static int targets(Position p, int s, long[] zone, long[] unsafe) {
        return targets(p, s, zone, unsafe, null, 0);
    }

    /**
     * As {@link #targets(Position, int, long[], long[])}, and bit {@link #PREY} set when the piece
     * could capture a piece whose code is worth more than {@code above} by {@code worth} (null:
     * none asked).
     */
    public static int targets(Position p, int s, long[] zone, long[] unsafe, int[] worth, int above) {
        int[] board = p.board;
        int code = board[s];
        if (code == 0) return 0;
        int owner = code & 3;
        MoveTable[] tables = p.kinds[(code >>> 2) - 1].tables();
        if (tables == null || owner >= tables.length || tables[owner] == null) return 0;
        MoveTable t = tables[owner];
        int[] reach = t.reach[s];
        if (reach != null) return reach(board, reach, owner, zone, unsafe, worth, above);
        return targetsByKinds(p, s, t, owner, zone, unsafe, worth, above);
    }

    /** {@link #targets} as the kinds walk their own tables (where a leap's path decides; tests compare the two). */
    static int targetsByKinds(Position p, int s, MoveTable t, int owner, long[] zone, long[] unsafe, int[] worth, int above) {
        int a = Leaps.targets(p, s, t, owner, zone, unsafe, worth, above), b = Slides.targets(p, s, t, owner, zone, unsafe, worth, above);
        return (a & ~PREY) + (b & ~PREY) | (a | b) & PREY;
    }

    /**
     * {@link #targets} over a piece's {@link MoveTable#reach} entries: one walk over leaps and
     * rides alike, on from the next ride where a piece stands.
     */
    private static int reach(int[] board, int[] reach, int owner, long[] zone, long[] unsafe, int[] worth, int above) {
        int n = 0;
        for (int i = 0; i < reach.length; ) {
            int e = reach[i];
            int to = e & MoveTable.SQ_MASK;
            int c = board[to];
            boolean counts;
            if (c == 0) {
                counts = (e & MoveTable.MOVE) != 0;
                i++;
            } else {
                counts = (c & 3) != owner && (e & MoveTable.CAPTURE) != 0;
                i = e >>> MoveTable.STEP_NEXT;
            }
            if (counts) {
                n += unsafe == null || (unsafe[to >>> 6] & 1L << to) == 0 ? 1 : 1 << 10;
                if (zone != null && (zone[to >>> 6] & 1L << to) != 0) n += 1 << 20;
                if (c != 0 && worth != null && worth[c] > above) n |= PREY;
            }
        }
        return n;
    }

    /** Keeps the moves in out[start..n) that take none of the kinds in {@code barred} ({@code not taking}). */
    static int withoutBarredCaptures(Position p, int[] out, int start, int n, long barred) {
        int w = start;
        for (int i = start; i < n; i++) {
            int m = out[i];
            int victim = Move.type(m) == Move.EN_PASSANT ? p.epVictim : Move.to(m);
            int c = victim == Move.from(m) ? 0 : p.board[victim];
            if (c != 0 && (barred & (1L << Codes.kind(c))) != 0) continue;
            out[w++] = m;
        }
        return w;
    }

    /**
     * Keeps the moves in out[start..n) of the piece on s that its situation allows: captures
     * only when the dice allow them ({@code mayCapture}), not by an unmoved restrained piece,
     * not of an unmoved immune piece, and an unmoved piece bound by a first-move rule only
     * sideways or capturing as the rule says (SJ-10, OM-6, OM-7).
     */
    static int restrict(Position p, int s, PieceKind k, int[] out, int start, int n, boolean mayCapture) {
        boolean own = k.restrictions() != null && p.moved[s] == 0;
        int w = start;
        for (int i = start; i < n; i++) {
            int m = out[i];
            int to = Move.to(m);
            int victim = Move.type(m) == Move.EN_PASSANT ? p.epVictim : to;
            boolean capture = victim != s && p.board[victim] != 0;      // not a promotion in place
            if (capture && (!mayCapture || Restraints.immune(p, victim, s))) continue;
            if (own && !Restraints.ownRulesAllow(p, s, to, capture)) continue;
            out[w++] = m;
        }
        return w;
    }

    /**
     * May the side to move make a hook's move from {@code from} to {@code to} under this
     * turn's dice and the capture restrictions? Always true without dice and restrictions.
     */
    static boolean hookMoveAllowed(Position p, int from, int to) {
        long bit = 1L << ((p.board[from] >>> 2) - 1);
        boolean capture = p.board[to] != 0 && to != from;
        if ((p.movableKinds() & bit) == 0) return false;
        if (capture && ((p.capturingKinds() & bit) == 0 || Restraints.immune(p, to, from))) return false;
        return Restraints.ownRulesAllow(p, from, to, capture);
    }

    /**
     * Is the position over before any move: under capture-the-royal, a player without royals has
     * lost (G-2). Under check rules the same holds for a player whose setup had one, where an
     * explosion or an after-move hook can take it and no extinction rule is declared (issue 24,
     * fault 5: atomic written as a hook without its {@code extinction of king loss} line went on
     * without black's king, in a position its own reader refused).
     */
    public static boolean royalLost(Position p) {
        if (p.checkRules) {
            if (!p.royalLossEnds) return false;
            for (int o = 0; o < p.playerCount; o++) if (p.royalCount[o] == 0 && p.royalInArmy[o]) return true;
            return false;
        }
        for (int o = 0; o < p.playerCount; o++) if (p.royalCount[o] == 0 && hadRoyal(p)) return true;
        return false;
    }

    static boolean hadRoyal(Position p) {
        for (PieceKind k : p.kinds) if (k.royal()) return true;
        return false;
    }

    /** Does the move take a piece (en passant included)? */
    static boolean captures(Position p, int m) {
        int t = Move.type(m);
        if (t == Move.EN_PASSANT) return true;
        if (t != Move.NORMAL && t != Move.PATH) return false;
        int c = p.board[Move.to(m)];
        return c != 0 && Codes.owner(c) != p.side;
    }

    /** Do two royal pieces of different players stand on one file or rank with only empty squares between? */
    static boolean royalsFacing(Position p) {
        for (int a = 0; a < p.playerCount; a++) {
            int ka = p.royalSquare(a);
            if (ka < 0) continue;
            for (int b = a + 1; b < p.playerCount; b++) {
                int kb = p.royalSquare(b);
                if (kb < 0) continue;
                int dx = p.geo.x(kb) - p.geo.x(ka), dy = p.geo.y(kb) - p.geo.y(ka);
                if (dx != 0 && dy != 0) continue;
                int sx = Integer.signum(dx), sy = Integer.signum(dy), x = p.geo.x(ka) + sx, y = p.geo.y(ka) + sy;
                boolean open = true;
                for (; open && (x != p.geo.x(kb) || y != p.geo.y(kb)); x += sx, y += sy) {
                    int q = p.geo.at(x, y);
                    open = q >= 0 && p.board[q] == 0;
                }
                if (open) return true;
            }
        }
        return false;
    }

    /** Does the piece on {@code sq} attack a piece of another player: could it capture one now? */
    static boolean attacksAPiece(Position p, int sq) {
        int code = p.board[sq], owner = code & 3;
        MoveTable t = p.kinds[Codes.kind(code)].tables()[owner];
        return Leaps.attacksAPiece(p, t, sq, owner) || Slides.attacksAPiece(p, t, sq, owner);
    }

    /** Does the move capture an enemy royal piece on its destination? */
    public static boolean capturesRoyal(Position p, int m) {
        int t = Move.type(m);
        if (t != Move.NORMAL && t != Move.EN_PASSANT && t != Move.PATH) return false;
        int c = p.board[Move.to(m)];
        return c != 0 && Codes.owner(c) != p.side && p.royalKind[Codes.kind(c)];
    }

    /**
     * The legal moves without the variant's end rules: pseudo-legal moves that pass the check
     * rules and the definition's {@code filter} hooks.
     */
    static int checked(Position p, MoveList list) {
        int n = checkRules(p, list);
        return p.hookFilters ? p.hooks().filter(list, n) : n;
    }

    /**
     * A player with no royal piece on the board (its king still in hand: placement chess) may not
     * drop one where it stands attacked; every other move passes.
     */
    private static int royalDrops(Position p, int[] out, int n, int me) {
        int w = 0;
        for (int i = 0; i < n; i++) {
            int m = out[i], t = Move.type(m);
            if ((t == Move.DROP || t == Move.DROP_ADVANCE) && p.royalKind[Move.kind(m)]) {
                p.make(m);
                boolean ok = !p.inCheck(me);
                p.unmake();
                if (!ok) continue;
            }
            out[w++] = m;
        }
        return w;
    }

    /**
     * The check rules for the moves of a walling variant, which come grouped by the move without
     * its wall ({@link WallMoves}). A wall only ever blocks, so where the move stands with no new
     * wall and the duck lifted from its square, it stands with every wall; only the other moves
     * are made one by one (a wall may block a check).
     */
    private static int wallLegality(Position p, int[] out, int n, int me) {
        int duck = p.walls.rule() == Walls.Rule.DUCK ? p.duckSquare() : -1;
        int w = 0;
        for (int i = 0; i < n; ) {
            int base = Move.base(out[i]);
            int j = i + 1;
            while (j < n && Move.base(out[j]) == base) j++;
            int idx = duck >= 0 ? p.pidx[duck] : 0;
            if (duck >= 0) p.remove(duck);
            p.make(Move.withWall(base, -1));                 // the move with no wall
            boolean all = p.legalAfter(me);
            p.unmake();
            if (duck >= 0) p.putBack(duck, p.wallCode, idx);
            for (int k = i; k < j; k++) {
                int m = out[k];
                if (!all) {
                    p.make(m);
                    boolean ok = p.legalAfter(me);
                    p.unmake();
                    if (!ok) continue;
                }
                out[w++] = m;
            }
            i = j;
        }
        return w;
    }

    /** Is m a capture with nothing else to it: an en passant capture, or a plain move onto a piece, no gate? */
    static boolean plainCapture(Position p, int m) {
        return Move.gate(m) < 0 && (Move.type(m) == Move.EN_PASSANT
                || Move.type(m) == Move.NORMAL && p.board[Move.to(m)] != 0 && Move.to(m) != Move.from(m));
    }

    /** Does the move take an enemy piece by landing on it or en passant, or promote? */
    static boolean isTactical(Position p, int m) {
        int t = Move.type(m);
        if (t == Move.EN_PASSANT) return true;
        if ((t == Move.NORMAL || t == Move.PATH) && p.board[Move.to(m)] != 0 && Codes.owner(p.board[Move.to(m)]) != p.side) return true;
        return t == Move.NORMAL && Move.kind(m) >= 0;
    }

    /**
     * The royal's own step from ksq to {@code to}, judged on the board with it lifted off: is the
     * square it goes to free of attacks, as the move made would show (no make and unmake)?
     */
    private static boolean royalStepStands(Position p, int ksq, int to, int me) {
        int kc = p.board[ksq];
        p.board[ksq] = 0;
        boolean ok = !p.attackedByEnemy(to, me);
        p.board[ksq] = kc;
        return ok;
    }

    /** Does the plain move or drop put a royal piece on the board (a promotion to a royal kind, a royal dropped)? Then it is made and tested. */
    private static boolean makesRoyal(Position p, int m) {
        int k = Move.kind(m);
        return k >= 0 && p.royalKind[k];
    }

    /** Pseudo-legal moves that pass the check rules. */
    static int checkRules(Position p, MoveList list) {
        return checkRules(p, list, false);
    }

    /** Pseudo-legal moves (with {@code tactical}: only captures and promotions, {@link #isTactical}) that pass the check rules. */
    static int checkRules(Position p, MoveList list, boolean tactical) {
        int n = pseudoLegal(p, list, 0, tactical);
        int[] out = list.moves;
        if (tactical) {
            int w = 0;
            for (int i = 0; i < n; i++) if (isTactical(p, out[i])) out[w++] = out[i];
            n = w;
        }
        if (!p.checkRules) return n;
        int me = p.side;
        int ksq = p.royalSquare(me);
        if (ksq < 0 && p.fewKinds == 0) return royalDrops(p, out, n, me);
        if (p.walls != null && !p.hookEffects) return wallLegality(p, out, n, me);
        // Explosions alone (atomic) need no make for a move that takes nothing: it blows nothing
        // up, so, as in chess, only a pinned piece or the king can expose the king. Captures are
        // made and tested (an explosion may take the own king, or the enemy's, which wins).
        boolean blastOnly = p.blastOnlySlow && p.royalCount[me] == 1;
        // A wall may block a check, and the duck leaving its square may open one.
        boolean slow = p.slowLegality && !blastOnly || p.royalCount[me] > 1 || p.hookEffects || p.walls != null;
        // (The player to move's check, remembered per ply, where it is this very test.)
        boolean plain = !slow && !p.hookAttacks;
        for (int o = 0; o < p.playerCount && plain; o++) if (o != me && !p.simpleAttacks[o]) plain = false;
        boolean checkedNow = plain && (p.fewKinds == 0 && !p.explode ? p.sideInCheck() : p.attackedByEnemy(ksq, me));
        boolean fast = plain && !checkedNow;
        // In check (two players, plain attacks, one royal piece, no explosions): a move of
        // another piece that is not pinned answers the check exactly when it takes the one
        // checking piece or lands between it and the royal on a slider's line; a drop, when it
        // lands there. Double check: none does. No make and unmake for them.
        // Both judgements on the board (the royal's step, the answers to a check) need moves
        // that change nothing but the squares they touch: no explosions, no few-royal kinds, no
        // petrifying, no first-move rights lost on a line.
        boolean onBoard = p.attacks.judgedOnBoard;
        long[] evade = null;
        if (checkedNow && onBoard && p.playerCount == 2 && p.model.attacks()[1 - me].distinctRays) {
            evade = p.attacks.evasionScratch();
            p.attacks.evasionSquares(me, ksq, evade);
        }
        // Atomic with two players, one royal piece each and no kind immune to explosions: a
        // capture is judged on the board, its blast emptied for the test (Explosions.captureStands).
        boolean blastTest = blastOnly && !slow && p.playerCount == 2 && p.royalCount[1 - me] == 1
                && p.goals.immune() == 0 && p.fewKinds == 0 && !p.hookAttacks && p.petrify == 0;
        boolean[] pinned = p.attacks.pinScratch();
        boolean judged = fast || evade != null;
        boolean anyPin = judged && p.attacks.markPins(me, ksq, pinned);
        // A plain step of the one royal piece (not a promotion of it) is legal exactly when
        // nothing attacks its new square with it gone.
        boolean kingStep = judged && onBoard;
        int w = 0;
        for (int i = 0; i < n; i++) {
            int m = out[i];
            int type = Move.type(m);
            if (judged && (type == Move.NORMAL || type == Move.DROP) && !makesRoyal(p, m)) {
                int from = Move.from(m);
                if (type == Move.DROP || from != ksq) {
                    boolean free = type == Move.DROP || !anyPin || !pinned[from];
                    if (evade != null) {
                        // In check: it answers by taking the checker or blocking its line.
                        if (free && (evade[Move.to(m) >>> 6] & 1L << Move.to(m)) != 0) out[w++] = m;
                        continue;
                    }
                    if (free && (!blastOnly || p.board[Move.to(m)] == 0)) {
                        out[w++] = m;
                        continue;
                    }
                } else if (kingStep && Move.kind(m) < 0) {
                    if (royalStepStands(p, ksq, Move.to(m), me)) out[w++] = m;
                    continue;
                }
            }
            if (blastTest && plainCapture(p, m)) {
                if (p.explosions.captureStands(p.attacks, m, me, ksq)) out[w++] = m;
                continue;
            }
            // A gated piece may not block a check its own move uncovers (Seirawan: no passing
            // through check between moving and gating): the move is judged without it.
            // A drop or promotion that changes a few-royal kind's count is judged by the royal
            // pieces before it (FewRoyals), as Fairy-Stockfish judges its pseudo-royal pieces.
            boolean few = p.fewKinds != 0 && !p.hookEffects && FewRoyals.changesCount(p, m);
            int was = few && Move.type(m) != Move.DROP && Move.type(m) != Move.DROP_ADVANCE ? Codes.kind(p.board[Move.from(m)]) : -1;
            p.make(Move.withoutGate(m));
            boolean ok = few ? FewRoyals.stands(p, me, m, was) && (!p.goals.checksForbidden() || !p.inCheck(p.side))
                    : slow || blastOnly ? p.legalAfter(me) : !p.inCheck(me);
            p.unmake();
            if (ok) out[w++] = m;
        }
        if (anyPin) p.attacks.clearPins(pinned);
        if (evade != null) java.util.Arrays.fill(evade, 0);
        return w;
    }
}
