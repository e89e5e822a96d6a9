package io.ashtapada.model;

/**
 * Ways to win and lose besides checkmate and stalemate, and what a capture does besides taking a
 * piece: the rules of a {@code rules} block that end a game early, forbid moves or change the
 * board after a capture, compiled to masks and tables the engine reads without a lookup. One per
 * variant; {@link #NONE} for a variant that uses none of them, so the engine tests one flag
 * ({@link #endsEarly}, {@link #slowLegality}) and pays nothing more.
 *
 * @param checksToWin    N-check: the player who gives check for the N-th time wins (0: off)
 * @param checkKinds     N-check: bit k, a check given by a piece of kind k counts (0: every check counts)
 * @param flagZone       per player, the squares a flag piece wins by reaching (null: off)
 * @param flagKinds      bit k: a piece of kind k wins by reaching the flag zone
 * @param flagName       the zone's name, for the reason ("king reached the hill")
 * @param bothMayReach   when the first player reaches the zone, the second may still reach its own
 *                       with its reply, and then the game is drawn (racing kings)
 * @param flagSafe       a flag piece wins only where no enemy piece attacks it (dobutsu: it would be captured at once)
 * @param extinctKinds   bit k: a player with no piece of kind k left (board and hand) has the extinction result
 * @param extinctAll     a player with no piece left at all has the extinction result
 * @param extinctionWins the extinction result is a win (losing chess); else a loss
 * @param extinctBelow   the extinction result comes when a player holds fewer than this many pieces of a kind (1: none left; three-kings chess: 3)
 * @param bareKing       a player left with one piece has the {@code bareKingVerdict}, unless it bares the other in reply (shatranj)
 * @param bareKingVerdict what being bare is: a loss (shatranj), a draw (shatar) or a win (losers); null without the rule
 * @param mustCapture    where a capture is legal, only captures are
 * @param checksForbidden a move that gives check is illegal (racing kings)
 * @param dupleCheck     a player with several royal pieces is in check only while all are attacked
 * @param anyRoyalCheck  a player may have several royal pieces and is in check while any is attacked (coregal)
 * @param explode        a capture also removes the capturer and the pieces next to the capture square
 * @param spared         bit k: pieces of kind k next to an explosion stay
 * @param immune         bit k: an explosion never removes pieces of kind k, not even the capturer (atomar's kings)
 * @param around         per square, the squares next to it (a king's step away); null without explosions
 */
public record Goals(int checksToWin, long checkKinds, SquareSet[] flagZone, long flagKinds, String flagName, boolean bothMayReach, boolean flagSafe,
                    long extinctKinds, boolean extinctAll, boolean extinctionWins, int extinctBelow, boolean bareKing, Verdict bareKingVerdict,
                    boolean mustCapture, boolean checksForbidden, boolean dupleCheck, boolean anyRoyalCheck, boolean explode, long spared,
                    long immune, int[][] around) {

    /** A variant with none of these rules. */
    public static final Goals NONE = new Goals(0, 0, null, 0, null, false, false, 0, false, false, 1, false, null, false, false, false,
            false, false, 0, 0, null);

    /** Can a position end before its player runs out of moves (N-check, a flag, extinction, bare king)? */
    public boolean endsEarly() {
        return checksToWin > 0 || flagZone != null || extinctKinds != 0 || extinctAll || bareKing;
    }

    /**
     * Must every move be made and tested for legality (explosions, forbidden checks, several
     * royals)? Under {@code any royal attacked is check} even a player with one royal piece: a
     * promotion may make a second one, which must not land attacked.
     */
    public boolean slowLegality() {
        return explode || checksForbidden || dupleCheck || anyRoyalCheck;
    }

    /** Does any rule here apply? */
    public boolean any() {
        return endsEarly() || mustCapture || slowLegality();
    }
}
