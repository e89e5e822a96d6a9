package io.ashtapada.model;

import io.ashtapada.model.ends.EndCondition;

/**
 * Ways to win and lose besides checkmate and stalemate, and what a capture does besides taking a
 * piece: the rules of a {@code rules} block that end a game early, forbid moves or change the
 * board after a capture, compiled to masks and tables the engine reads without a lookup. One per
 * variant; {@link #NONE} for a variant that uses none of them, so the engine tests one flag
 * ({@link #endsEarly}, {@link #slowLegality}) and pays nothing more.
 *
 * <p>Each end rule is one small record, null where the variant does not have it; the accessors
 * below the records ({@link #checksToWin}, {@link #flagZone}, ...) answer as if each field were
 * there, with the value that means "off".
 *
 * @param checks          N-check, or null
 * @param flag            reaching a zone, or null
 * @param extinction      losing every piece of a kind, or null
 * @param conditions      the end rules that are classes of {@link io.ashtapada.model.ends} (bare king,
 *                        N in a row, an N by N block), in the order written; empty without them
 * @param mustCapture     where a capture is legal, only captures are
 * @param royalStays      a royal piece in check moves only to take a lone checker (makpong)
 * @param checksForbidden a move that gives check is illegal (racing kings)
 * @param dupleCheck      a player with several royal pieces is in check only while all are attacked
 * @param anyRoyalCheck   a player may have several royal pieces and is in check while any is attacked (coregal)
 * @param explosion       captures explode, or null
 * @param fullBoardEnds   the game is over once no square is empty (Othello, Ataxx)
 * @param mostPieces      a game ended by stalemate, by passing or by a full board goes to the player
 *                        with more pieces on the board, a draw when they have as many (Othello)
 * @param fewestWins      with {@code mostPieces}: to the player with fewer pieces instead (suicide chess)
 * @param royalWhile      pieces of some kinds are royal while few (maharajah), or null
 * @param mate            what makes a checkmate count (shatar's mate rule), or null: every checkmate counts
 * @param castle          castling that wins or takes the other's castlings, or null
 * @param petrify         captures that turn the capturer to stone, or null
 * @param dropChecksForbidden a drop that gives check is illegal (xiangqi house)
 */
public record Goals(CheckCount checks, FlagZone flag, Extinction extinction, EndCondition[] conditions,
                    boolean mustCapture, boolean royalStays, boolean checksForbidden, boolean dupleCheck, boolean anyRoyalCheck,
                    Explosion explosion, boolean fullBoardEnds, boolean mostPieces, boolean fewestWins, RoyalWhile royalWhile,
                    Mate mate, Castle castle, Petrify petrify, boolean dropChecksForbidden) {

    /** A variant with none of these rules. */
    public static final Goals NONE = new Goals(null, null, null, new EndCondition[0], false, false, false, false, false, null, false, false, false, null, null, null, null, false);

    /**
     * What castling does besides moving two pieces.
     *
     * @param winsTo   {@code castling to SQUARE, ... wins}: a castling whose king lands on one of
     *                 these squares wins, and a player who had such a castling and can no longer
     *                 make one loses (castle chess); null: castling wins nothing
     * @param opposite {@code opposite castling}: a castling takes from the other players their
     *                 castlings to the same side
     */
    public record Castle(SquareSet winsTo, boolean opposite) {
    }

    /**
     * {@code captures petrify KIND, ...}: a capture by a piece of these kinds leaves a stone, a
     * wall, on the square it took on, in the capturer's place.
     *
     * @param kinds bit k: a capture by a piece of kind k petrifies it
     * @param stone the wall kind the stones are (written '*', owned as walls are)
     */
    public record Petrify(long kinds, int stone) {
    }

    /**
     * N-check: the player who gives check for the N-th time wins.
     *
     * @param toWin the N (at least 1)
     * @param kinds bit k: a check given by a piece of kind k counts (0: every check counts)
     */
    public record CheckCount(int toWin, long kinds) {
    }

    /**
     * Reaching a zone wins.
     *
     * @param zone         per player, the squares a flag piece wins by reaching
     * @param kinds        bit k: a piece of kind k wins by reaching the zone
     * @param name         the zone's name, for the reason ("king reached the hill")
     * @param bothMayReach when the first player reaches the zone, the second may still reach its own
     *                     with its reply, and then the game is drawn (racing kings)
     * @param hold         when a flag piece on the zone wins: on arriving, only where safe, kept through the reply
     * @param count        how many flag pieces must stand on the zone at once (kono: 7; usually 1)
     * @param whenFull     one flag piece on the zone is enough once no square of the zone is empty (kono)
     */
    public record FlagZone(SquareSet[] zone, long kinds, String name, boolean bothMayReach, Hold hold, int count,
                           boolean whenFull) {
    }

    /**
     * When a flag piece on its zone wins. The player who has just moved wins on arriving (where
     * {@link #moverNeedsSafety} only if no enemy attacks it); a player to move whose piece is still
     * on the zone wins where {@link #keptWins} (where {@link #keptNeedsSafety} only if safe now).
     */
    public enum Hold {
        /** {@code wins}: on arriving (king of the hill). */
        ARRIVAL,
        /** {@code wins if safe}: on arriving where safe, or once no longer attacked (dobutsu). */
        SAFE,
        /** {@code wins if safe or kept}: on arriving where safe, or still there after the reply (alapo). */
        SAFE_OR_KEPT,
        /** {@code wins if kept}: only still there after the reply (jeson mor). */
        KEPT;

        public boolean moverWins() {
            return this != KEPT;
        }

        public boolean moverNeedsSafety() {
            return this == SAFE || this == SAFE_OR_KEPT;
        }

        public boolean keptWins() {
            return this != ARRIVAL;
        }

        public boolean keptNeedsSafety() {
            return this == SAFE;
        }
    }

    /**
     * Extinction: a player who has lost every piece of a kind (or every piece) has its result.
     *
     * @param kinds bit k: a player with no piece of kind k left (board and hand) has the result
     * @param all   a player with no piece left at all has the result
     * @param wins  the result is a win (losing chess); else a loss
     * @param below the result comes when a player holds fewer than this many pieces of a kind (1: none left; three-kings chess: 3)
     * @param unlessMutual not while the other player is extinct too ({@code unless mutual}: antiatomic)
     */
    public record Extinction(long kinds, boolean all, boolean wins, int below, boolean unlessMutual) {
    }

    /**
     * Captures explode: the capturer and the pieces next to the capture square leave the board too.
     *
     * @param spared bit k: pieces of kind k next to an explosion stay
     * @param immune bit k: an explosion never removes pieces of kind k, not even the capturer (atomar's kings)
     * @param around per square, the squares next to it (a king's step away)
     */
    /**
     * Pieces royal while few (Fairy-Stockfish's extinctionPseudoRoyal): a piece of one of these
     * kinds is royal while its player has at most {@code atMost} pieces of that kind on the board.
     *
     * @param kinds  bit k: kind k
     * @param atMost the count up to which they are royal (at least 1)
     */
    public record RoyalWhile(long kinds, int atMost) {
    }

    public record Explosion(long spared, long immune, int[][] around) {
    }

    /**
     * Shatar's mate rule: which checkmates have the usual result. The engine keeps, per ply, the
     * kinds that give check, so a checkmate looks back along the mating player's series of checks.
     *
     * @param aloneKinds bit k: a checkmate given by pieces of these kinds only has {@code alone} (0: off)
     * @param alone      the result for a player so checkmated (shatar: a knight's mate wins for the mated player)
     * @param shakKinds  bit k: a check by kind k is a shak; any other checkmate counts only when a shak is
     *                   among the mating player's unbroken series of checks, the mating one included (0: off)
     * @param otherwise  the result for a player checkmated without a shak in that series (shatar: a draw)
     */
    public record Mate(long aloneKinds, Verdict alone, long shakKinds, Verdict otherwise) {
    }

    /** Can a position end before its player runs out of moves (N-check, a flag, extinction, an end rule class)? */
    public boolean endsEarly() {
        return checks != null || flag != null || extinction != null || conditions.length > 0 || fullBoardEnds || castlingWins() != null;
    }

    /**
     * Must every move be made and tested for legality (explosions, forbidden checks, several
     * royals)? Under {@code any royal attacked is check} even a player with one royal piece: a
     * promotion may make a second one, which must not land attacked.
     */
    public boolean slowLegality() {
        return explosion != null || checksForbidden || dupleCheck || anyRoyalCheck || royalWhile != null;
    }

    /**
     * Two players, pieces counted ({@link #mostPieces}): the player with more pieces on the board
     * (with {@link #fewestWins} fewer), -1 when they have as many.
     */
    public int countWinner(int first, int second) {
        if (first == second) return -1;
        return (first > second) != fewestWins ? 0 : 1;
    }

    /** Does any rule here apply? */
    public boolean any() {
        return endsEarly() || mustCapture || royalStays || slowLegality() || mostPieces || castle != null || petrify != null;
    }

    // The rules' fields, each with its "off" value where the rule is absent.

    /** The squares a castling king wins by landing on ({@code castling to ... wins}), or null. */
    public SquareSet castlingWins() {
        return castle == null ? null : castle.winsTo();
    }

    /** Does a castling take from the other players their castlings to the same side? */
    public boolean oppositeCastling() {
        return castle != null && castle.opposite();
    }

    /** N-check's N (0: off). */
    public int checksToWin() {
        return checks == null ? 0 : checks.toWin();
    }

    /** N-check: bit k, a check given by a piece of kind k counts (0: every check counts). */
    public long checkKinds() {
        return checks == null ? 0 : checks.kinds();
    }

    /** Per player, the squares a flag piece wins by reaching (null: off). */
    public SquareSet[] flagZone() {
        return flag == null ? null : flag.zone();
    }

    /** Bit k: a piece of kind k wins by reaching the flag zone. */
    public long flagKinds() {
        return flag == null ? 0 : flag.kinds();
    }

    /** The flag zone's name (null: off). */
    public String flagName() {
        return flag == null ? null : flag.name();
    }

    /** Racing kings: the second player may still reach the zone with its reply. */
    public boolean bothMayReach() {
        return flag != null && flag.bothMayReach();
    }

    /** How many flag pieces must stand on the zone at once (1 when off). */
    public int flagCount() {
        return flag == null ? 1 : flag.count();
    }

    /** One flag piece on the zone is enough once the zone has no empty square. */
    public boolean flagWhenFull() {
        return flag != null && flag.whenFull();
    }

    /** When a flag piece on the zone wins ({@link Hold#ARRIVAL} without a flag). */
    public Hold flagHold() {
        return flag == null ? Hold.ARRIVAL : flag.hold();
    }

    /** Bit k: a player with no piece of kind k left has the extinction result. */
    public long extinctKinds() {
        return extinction == null ? 0 : extinction.kinds();
    }

    /** A player with no piece left at all has the extinction result. */
    public boolean extinctAll() {
        return extinction != null && extinction.all();
    }

    /** The extinction result is a win; else a loss. */
    public boolean extinctionWins() {
        return extinction != null && extinction.wins();
    }

    /** An extinction does not count while the other player is extinct too ({@code unless mutual}). */
    public boolean extinctUnlessMutual() {
        return extinction != null && extinction.unlessMutual();
    }

    /** The extinction result comes below this many pieces of a kind (1 without the rule). */
    public int extinctBelow() {
        return extinction == null ? 1 : extinction.below();
    }

    /** Do captures explode? */
    public boolean explode() {
        return explosion != null;
    }

    /** Bit k: pieces of kind k next to an explosion stay (0 without explosions). */
    public long spared() {
        return explosion == null ? 0 : explosion.spared();
    }

    /** Bit k: an explosion never removes pieces of kind k (0 without explosions). */
    public long immune() {
        return explosion == null ? 0 : explosion.immune();
    }

    /** Per square, the squares next to it; null without explosions. */
    public int[][] around() {
        return explosion == null ? null : explosion.around();
    }
}
