package io.ashtapada.engine;

import io.ashtapada.model.Goals;
import io.ashtapada.model.SquareSet;
import io.ashtapada.model.RuleModel;
import io.ashtapada.model.ends.EndCondition;

/**
 * Ends a game by a variant rule before its player runs out of moves, as Fairy-Stockfish does:
 * a position that is over has no legal moves, so perft counts it as a leaf. The rules are
 * tested in this order for two players: extinction (the player who moved last first), the
 * end rule classes ({@link EndCondition}: bare king, N in a row, a block) in the order written,
 * a flag reached, N-check. With more players {@link #of} answers only the rules that name
 * a winner (extinction that wins, a flag reached, N-check); the rules that take one player out
 * (extinction that loses, bare king, a royal piece blown up) are {@link #loses}, applied by
 * {@link Elimination}.
 *
 * <p>A result is packed into an int: bits 0-3 the winner's index plus one (0: a draw), bits 4-7
 * the reason ({@link #CHECKS} ...), bits 8-15 the kind concerned where there is one.
 * {@link #NONE} is 0: the game goes on.
 */
public final class Ending {
    public static final int NONE = 0;
    /** The winner gave the N-th check. */
    public static final int CHECKS = 1;
    /** The winner's piece reached the flag zone. */
    public static final int FLAG = 2;
    /** Both players reached the flag zone (racing kings): a draw. */
    public static final int BOTH_FLAGS = 3;
    /** A player lost every piece of a kind (or every piece). */
    public static final int EXTINCTION = 4;
    /** A player lost its last royal piece to an explosion or an after-move hook (more than two players). */
    public static final int ROYAL_LOST = 6;
    /** No square is empty ({@code full board ends}); with {@code most pieces wins} the winner has more pieces ({@code fewest}: fewer). */
    public static final int FULL_BOARD = 8;
    /** An end rule class ({@link EndCondition}: bare king, N in a row, a block), its index in bits 8-15. */
    public static final int CONDITION = 9;
    /** The winner castled onto a winning square ({@code castling to ... wins}). */
    public static final int CASTLED = 10;
    /** The loser can no longer castle onto a winning square. */
    public static final int CASTLING_LOST = 11;

    private Ending() {
    }

    private static int win(int player, int reason, int kind) {
        return (player + 1) | reason << 4 | kind << 8;
    }

    /** The winner's index, or -1 for a draw. */
    public static int winner(int code) {
        return (code & 15) - 1;
    }

    /** Whether the position is over by a variant rule, and how ({@link #NONE}: it is not). */
    public static int of(Position p) {
        if (p.playerCount > 2) return ofMany(p);
        Goals g = p.goals;
        int stm = p.side, mover = 1 - stm;
        if (g.extinctAll() || g.extinctKinds() != 0) {
            for (int i = 0, c = mover; i < 2; i++, c = stm) {
                int kind = extinctKind(p, c, g);
                // unless mutual (antiatomic): no result while the other player is extinct too.
                if (kind >= 0 && g.extinctUnlessMutual() && extinctKind(p, 1 - c, g) >= 0) continue;
                if (kind >= 0) return win(g.extinctionWins() ? c : 1 - c, EXTINCTION, kind);
            }
        }
        int e = conditions(p, g, mover);
        if (e != NONE) return e;
        if (g.castlingWins() != null && (e = castlingGoal(p, g.castlingWins(), mover)) != NONE) return e;
        if (g.flagZone() != null) {
            if (g.bothMayReach() && onFlag(p, stm, g) >= 0) {
                // The second player has replied to the first player's arrival: both there draw.
                int k = onFlag(p, stm, g);
                return onFlag(p, mover, g) >= 0 && stm == 0 ? BOTH_FLAGS << 4 | k << 8 : win(stm, FLAG, k);
            }
            Goals.Hold h = g.flagHold();
            int k = h.moverWins() ? onFlag(p, mover, g) : -1;
            if (k >= 0 && !(g.bothMayReach() && stm == 1 && !p.inCheck(stm) && canReach(p, stm, g))) return win(mover, FLAG, k);
            if (h.keptWins()) {
                // A piece that reached the zone and was not taken wins now: once safe, or as it stands ('kept').
                k = onFlag(p, stm, g, h.keptNeedsSafety());
                if (k >= 0) return win(stm, FLAG, k);
            }
        }
        if (g.checksToWin() > 0 && p.checksGiven[mover] >= g.checksToWin()) return win(mover, CHECKS, 0);
        if (g.fullBoardEnds() && p.pcount[0] + p.pcount[1] == p.squares) {
            int most = g.mostPieces() ? mostPieces(p) : -1;
            return most < 0 ? FULL_BOARD << 4 : win(most, FULL_BOARD, 0);
        }
        return NONE;
    }

    /**
     * {@code castling to ... wins}, as Fairy-Stockfish's castlingWins: the mover wins by a
     * castling whose king lands on one of the squares (tested first: the castling itself ends
     * its rights); else a player who had such a castling and can no longer make one, its king
     * or partner moved or taken, loses, the mover tested first.
     */
    private static int castlingGoal(Position p, SquareSet to, int mover) {
        int last = p.lastCastling();
        if (last >= 0 && to.contains(p.model.castling().get(mover).get(last).kingTo())) return win(mover, CASTLED, 0);
        for (int i = 0, c = mover; i < 2; i++, c = 1 - c) {
            boolean had = false, holds = false;
            for (io.ashtapada.model.CastlingRule r : p.model.castling().get(c)) {
                if (!to.contains(r.kingTo())) continue;
                had = true;
                if (CastlingMoves.holds(p, c, r)) {
                    holds = true;
                    break;
                }
            }
            if (had && !holds) return win(1 - c, CASTLING_LOST, 0);
        }
        return NONE;
    }

    /**
     * Two players: the one with more pieces on the board ({@code most pieces wins}) or fewer
     * ({@code fewest pieces wins}), -1 when they have as many.
     */
    public static int mostPieces(Position p) {
        return p.goals.countWinner(p.pcount[0], p.pcount[1]);
    }

    /**
     * More than two players: a rule that names a winner, tested from the player who moved last
     * (the active player before the one to move) in turn order: extinction that wins, the
     * mover's flag piece on its zone (then, with {@code if safe}, the player to move's), the
     * mover's N-th check.
     */
    private static int ofMany(Position p) {
        Goals g = p.goals;
        int stm = p.side, mover = previousActive(p, stm);
        if (g.extinctionWins() && (g.extinctAll() || g.extinctKinds() != 0)) {
            for (int i = 0, c = mover; i < p.playerCount; i++, c = (c + 1) % p.playerCount) {
                if (p.isOut(c)) continue;
                int kind = extinctKind(p, c, g);
                if (kind >= 0) return win(c, EXTINCTION, kind);
            }
        }
        int e = conditions(p, g, mover);
        if (e != NONE) return e;
        if (g.flagZone() != null) {
            Goals.Hold h = g.flagHold();
            int k = h.moverWins() ? onFlag(p, mover, g) : -1;
            if (k >= 0) return win(mover, FLAG, k);
            if (h.keptWins() && (k = onFlag(p, stm, g, h.keptNeedsSafety())) >= 0) return win(stm, FLAG, k);
        }
        if (g.checksToWin() > 0 && p.checksGiven[mover] >= g.checksToWin()) return win(mover, CHECKS, 0);
        return NONE;
    }

    /** The first end rule class, in the order written, that ends the game now that {@code mover} moved; {@link #NONE} if none. */
    private static int conditions(Position p, Goals g, int mover) {
        EndCondition[] cs = g.conditions();
        for (int i = 0; i < cs.length; i++) {
            int r = cs[i].afterMove(p, mover);
            if (r != EndCondition.GOES_ON) return r == EndCondition.DRAW ? CONDITION << 4 | i << 8 : win(r, CONDITION, i);
        }
        return NONE;
    }

    /** The active player before {@code c} in turn order (the one who moved last). */
    private static int previousActive(Position p, int c) {
        int q = c;
        do q = (q + p.playerCount - 1) % p.playerCount; while (p.isOut(q) && q != c);
        return q;
    }

    /**
     * More than two players: does a rule take player {@code c} out of the game? The cause as a
     * code without a winner ({@link #EXTINCTION} with its kind, {@link #CONDITION} with its
     * index, {@link #ROYAL_LOST}), {@link #NONE} if not.
     */
    static int loses(Position p, int c) {
        Goals g = p.goals;
        if (!g.extinctionWins() && (g.extinctAll() || g.extinctKinds() != 0)) {
            int kind = extinctKind(p, c, g);
            if (kind >= 0) return EXTINCTION << 4 | kind << 8;
        }
        EndCondition[] cs = g.conditions();
        for (int i = 0; i < cs.length; i++) if (cs[i].takesOut(p, c)) return CONDITION << 4 | i << 8;
        if (p.royalLossEliminates && p.royalInArmy[c] && p.royalCount[c] == 0) return ROYAL_LOST << 4;
        return NONE;
    }

    /**
     * The kind of which player {@code c} has no piece left (board and hand), -1 for none; with
     * {@code all}, 0 when it has no piece. With {@code below N}: fewer than N left (three-kings chess).
     */
    private static int extinctKind(Position p, int c, Goals g) {
        int r = p.extinctRoyal;
        if (r >= 0) return p.royalCount[c] == 0 && (r >= p.hand[c].length || p.hand[c][r] == 0) ? r : -1;
        int below = g.extinctBelow();
        if (g.extinctAll()) return p.pieces(c) < below ? 0 : -1;
        if (below > 1) return fewKind(p, c, g.extinctKinds(), below);
        long have = 0;
        for (int i = 0; i < p.pcount[c]; i++) have |= 1L << ((p.board[p.plist[c][i]] >>> 2) - 1);
        for (int k = 0; k < p.hand[c].length; k++) if (p.hand[c][k] > 0) have |= 1L << k;
        long gone = g.extinctKinds() & ~have;
        return gone == 0 ? -1 : Long.numberOfTrailingZeros(gone);
    }

    /** The first of the kinds of which player {@code c} holds fewer than {@code below} pieces (board and hand), or -1. */
    private static int fewKind(Position p, int c, long kinds, int below) {
        for (long ks = kinds; ks != 0; ks &= ks - 1) {
            int k = Long.numberOfTrailingZeros(ks), n = k < p.hand[c].length ? p.hand[c][k] : 0;
            for (int i = 0; i < p.pcount[c] && n < below; i++) if ((p.board[p.plist[c][i]] >>> 2) - 1 == k) n++;
            if (n < below) return k;
        }
        return -1;
    }

    /**
     * The kind of a flag piece of player {@code c} standing on its flag zone, or -1. With a count
     * ({@code reach ZONE with N KIND}) N of them must stand there at once (with {@code if safe}:
     * N not attacked), or with {@code or when full} one on a zone with no empty square.
     */
    private static int onFlag(Position p, int c, Goals g) {
        return onFlag(p, c, g, g.flagHold().moverNeedsSafety());
    }

    /**
     * {@link #onFlag(Position, int, Goals)}, with safety when {@code safe}: as in Fairy-Stockfish,
     * more flag pieces on the zone than it takes win as they stand (the other side cannot take
     * them all), and exactly as many win only where no enemy piece attacks any of them.
     */
    private static int onFlag(Position p, int c, Goals g, boolean safe) {
        int n = 0, first = -1, attacked = 0;
        SquareSet zone = g.flagZone()[c];
        for (int i = 0; i < p.pcount[c]; i++) {
            int s = p.plist[c][i];
            int k = (p.board[s] >>> 2) - 1;
            if ((g.flagKinds() & (1L << k)) != 0 && zone.contains(s)) {
                n++;
                if (first < 0) first = k;
                if (!safe && n >= g.flagCount()) return first;
                if (safe && p.attackedByEnemy(s, c)) attacked++;
            }
        }
        if (n == 0) return -1;
        if (n > g.flagCount() || n == g.flagCount() && attacked == 0) return first;
        if (g.flagWhenFull()) {
            for (int s : zone.members()) if (p.board[s] == 0) return -1;
            return first;
        }
        return -1;
    }

    /** Can player {@code c}, to move, bring a flag piece onto its zone with a legal move? */
    private static boolean canReach(Position p, int c, Goals g) {
        MoveList list = new MoveList();
        int n = MoveGenerator.checked(p, list);
        for (int i = 0; i < n; i++) {
            int m = list.moves[i];
            if (Move.type(m) != Move.NORMAL) continue;
            int k = (p.board[Move.from(m)] >>> 2) - 1;
            if ((g.flagKinds() & (1L << k)) != 0 && g.flagZone()[c].contains(Move.to(m))) return true;
        }
        return false;
    }

    /**
     * Why a position without moves has none when a pass rule took them away, in words: "both
     * passed" ("every player passed" with more players: {@code pass}, every player passed in
     * turn) or "bikjang" (royal pieces still facing after a pass); null when neither ended it,
     * so that the game is stalemate or checkmate as usual. The order follows the generator's.
     */
    public static String passEnding(Position p) {
        if (p.tables.pass && p.everyonePassed()) return p.activePlayers() == 2 ? "both passed" : "every player passed";
        if (p.tables.bikjang && p.lastMoveWasPass() && MoveGenerator.royalsFacing(p)) return "bikjang";
        return null;
    }

    /** The reason in words: "third check", "king reached the hill", "no queen left", "bare king". */
    public static String reason(RuleModel m, int code) {
        Goals g = m.engineTables().goals;
        int kind = (code >>> 8) & 0xFF;
        String zone = g.flagName() == null ? "" : g.flagName().replace('-', ' ');
        return switch ((code >>> 4) & 15) {
            case CHECKS -> ordinal(g.checksToWin()) + " check";
            case FLAG -> m.pieces().get(kind).name() + " reached the " + zone;
            case BOTH_FLAGS -> "both reached the " + zone;
            case EXTINCTION -> g.extinctBelow() > 1 ? (g.extinctAll() ? "piece count below " + g.extinctBelow()
                    : m.pieces().get(kind).name() + " count below " + g.extinctBelow())
                    : g.extinctAll() ? "no pieces left" : "no " + m.pieces().get(kind).name() + " left";
            case ROYAL_LOST -> "royal piece lost";
            case CONDITION -> g.conditions()[kind].reason();
            case FULL_BOARD -> "board full";
            case CASTLED -> "castled";
            case CASTLING_LOST -> "castling lost";
            default -> "game over";
        };
    }

    private static String ordinal(int n) {
        String[] words = {"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"};
        if (n >= 1 && n <= words.length) return words[n - 1];
        return n + (n % 10 == 1 && n % 100 != 11 ? "st" : n % 10 == 2 && n % 100 != 12 ? "nd" : n % 10 == 3 && n % 100 != 13 ? "rd" : "th");
    }
}
