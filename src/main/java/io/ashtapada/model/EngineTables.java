package io.ashtapada.model;

import java.util.List;
import java.util.SplittableRandom;

/**
 * What the engine reads on every move, derived once from the rest of the model when it is
 * compiled and shared by every position of the variant: the Zobrist keys, per-kind facts as
 * flat arrays, and how many moves one piece can have. Nothing here changes after
 * construction, so any number of games and threads read it at once. The arrays are public
 * for the hot path, like {@link MoveTable}'s, and are read-only by contract.
 */
public final class EngineTables {
    /** Zobrist keys per piece per square: one per moves-made bucket (see {@link #pieceKey}). */
    public static final int BUCKETS = 8;
    private static final long SEED = 0x5eed_a57a_da5aL;

    /** Piece codes per square in {@link #pieceKeys}: every code of {@link Codes} for this many kinds. */
    private final int codes;
    /** Keys of a piece: [(square * codes + code) * BUCKETS + bucket]. */
    private final long[] pieceKeys;
    /** Key of the player to move. */
    private final long[] sideKeys;
    /** Key of each square that may be captured onto en passant. */
    private final long[] epKeys;
    /** Base key of each (player, kind) hand, mixed with the count (see {@link #handKey}). */
    private final long[] handKeys;
    /** {@link #handKey} for counts below {@link #HAND_TABLE}, by (player × kinds + kind) × HAND_TABLE + count. */
    private final long[] handTable;
    private final int kindCount;

    /** The piece kinds by index, as an array for the hot path. */
    public final PieceKind[] kinds;
    /** Per kind: losing it loses the game. */
    public final boolean[] royal;
    /** Per kind: its promotion depends on how many moves it made, so the count is hashed (up to 7). */
    public final boolean[] countsMoves;
    /** Per kind: whether it has moved matters to the rules, so it is hashed. */
    public final boolean[] stateful;
    /** Where captured pieces go ({@link EndRules#captures}). */
    public final int captures;
    /** Per kind: the kind that promotes to it (a promoted piece written {@code Q~} demotes to it), or -1. */
    public final int[] demotesTo;
    /** The kinds whose drops keep them split between light and dark squares ({@link DropRule#splitColours}). */
    public final int[] splitColourKinds;
    /**
     * Per kind: a dropped piece counts as having moved, so it cannot castle: its castlings are
     * written without a partner kind, which only a piece that started on the square may make.
     */
    public final boolean[] droppedMoved;
    /** Some kind may not be dropped to give checkmate ({@link DropRule#noMate}). */
    public final boolean noMateDrops;
    /** Only drops are legal while the player to move holds pieces and some drop is legal. */
    public final boolean mustDrop;
    /** With {@link #mustDrop}: the kinds whose pieces in hand must be dropped (bit k; -1: every kind). */
    public final long mustDropKinds;
    /** Some kind's promotions may not give check or attack ({@link PromotionRule#noCheck}, {@link PromotionRule#noAttack}). */
    public final boolean restrictedPromotions;
    /**
     * Per player: the squares from which an unmoved piece's first move may gate a piece from
     * hand onto the square it leaves; null without gating.
     */
    public final SquareSet[] gateZone;
    /** First-move rights that depend on history (Cambodian), or null: no kind has them. */
    public final FirstMoveRights rights;
    /** Per kind: per player, the zone every passed square must lie in to be taken en passant; null: anywhere. */
    public final SquareSet[][] passZone;
    /** Ways to win and lose besides checkmate, forbidden moves and capture effects ({@link Goals#NONE}: none). */
    public final Goals goals;
    /** A player may pass instead of moving when not in check ({@code pass}). */
    public final boolean pass;
    /** With {@link #pass}: a pass only when the player has no legal move ({@code pass when stuck}). */
    public final boolean passWhenStuck;
    /** Royal pieces facing on an open line must be parted or passed on ({@code bikjang}). */
    public final boolean bikjang;
    /** Per kind: the kinds its hops may not use as a screen ({@code not over}); null when no kind has one. */
    public final long[] hopScreenBarred;
    /** Per kind: the kinds it may not capture ({@code not taking}); null when no kind has one. */
    public final long[] captureBarred;
    /** Flipping after a move: {@link #NO_FLIP}, {@link #FLIP_LINES}, {@link #FLIP_NEIGHBOURS} or {@link #FLIP_NEIGHBOURS_UNLESS_LONE}. */
    public final int flip;
    public static final int NO_FLIP = 0;
    /** {@code flip enclosed lines}: enemy pieces in a line between the landing square and a piece of the mover. */
    public static final int FLIP_LINES = 1;
    /** {@code flip neighbours}: enemy pieces a king's step from the landing square. */
    public static final int FLIP_NEIGHBOURS = 2;
    /** {@code flip neighbours unless lone drop}: as neighbours, but a drop with no piece of the mover next to it flips nothing. */
    public static final int FLIP_NEIGHBOURS_UNLESS_LONE = 3;
    /**
     * Per direction (N, NE, E, SE, S, SW, W, NW: the first four and their reverses four apart)
     * and square, the next square that way, -1 off the board; null unless some rule flips or
     * places drops by their neighbours.
     */
    public final int[][] steps;
    /** Some kind's drops have a place rule, a zone filled first or an endless hand ({@link DropRule}). */
    public final boolean placedDrops;
    /** Where walls go ({@code duck after each move}, ...); null: the variant has none. */
    public final Walls walls;
    /** Per kind: half points for capturing it. */
    public final int[] captureBonus2;
    /**
     * Per attacking player: its attacks can neither be opened nor closed by a piece moving
     * in or out of a leap's path or a hopper's screen, so only slider pins matter for legality.
     */
    public final boolean[] simpleAttacks;
    /** Some kind is immune to capture while unmoved, so every capture is checked. */
    public final boolean anyImmune;
    /**
     * [player][kind]: the most moves one piece of the kind can have from any square, its
     * promotions, dice powers and multi-leg paths included; the generator makes room for
     * that many before it generates the piece's moves.
     */
    public final int[][] maxPieceMoves;
    /** [player][kind]: the most moves a dropped piece of the kind can have (its advances), plus the drop itself. */
    public final int[][] maxDropMoves;
    /** Some kind turns over ({@code turns over to ...}): pieces flip as they move (Kyoto, micro shogi). */
    public final boolean turnOver;

    /**
     * The rules of a definition the tables carry besides its pieces: gating, passing, the ways to
     * win and lose, and which kinds hops may not use as a screen or may not take.
     *
     * @param gateZone        per player, the gating squares; null without gating
     * @param passZone        per kind, per player, the en passant zone; null entries: anywhere
     * @param goals           {@link Goals#NONE} when the definition has none
     * @param hopScreenBarred per kind; null when no kind has {@code not over}
     * @param captureBarred   per kind; null when no kind has {@code not taking}
     * @param rights          first-move rights that depend on history; null when no kind has them
     */
    record Rules(SquareSet[] gateZone, SquareSet[][] passZone, Goals goals, boolean pass, boolean passWhenStuck, boolean bikjang,
                 long[] hopScreenBarred, long[] captureBarred, int flip, Walls walls, FirstMoveRights rights) {
    }

    /** The eight directions of {@link #steps}, as (file, rank) steps. */
    public static final int[][] DIRECTIONS = {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};

    EngineTables(Board board, int players, List<PieceKind> kinds, AttackTables[] attacks, Scoring scoring, int captures,
                 boolean mustDrop, long mustDropKinds, boolean[] droppedMoved, Rules rules) {
        this.droppedMoved = droppedMoved;
        this.gateZone = rules.gateZone();
        this.rights = rules.rights();
        this.goals = rules.goals();
        this.pass = rules.pass();
        this.passWhenStuck = rules.passWhenStuck();
        this.bikjang = rules.bikjang();
        this.hopScreenBarred = rules.hopScreenBarred();
        this.captureBarred = rules.captureBarred();
        this.flip = rules.flip();
        placedDrops = kinds.stream().anyMatch(k -> k.drop() != null
                && (k.drop().place() != DropRule.Place.ANY || k.drop().fill() != null || k.drop().endless()));
        if (flip != NO_FLIP || placedDrops) {
            steps = new int[DIRECTIONS.length][board.size];
            for (int d = 0; d < DIRECTIONS.length; d++) {
                for (int s = 0; s < board.size; s++) steps[d][s] = board.at(board.x(s) + DIRECTIONS[d][0], board.y(s) + DIRECTIONS[d][1]);
            }
        } else {
            steps = null;
        }
        this.walls = rules.walls();
        int squares = board.size;
        this.captures = captures;
        this.mustDrop = mustDrop;
        this.mustDropKinds = mustDropKinds;
        noMateDrops = kinds.stream().anyMatch(k -> k.drop() != null && k.drop().noMate());
        turnOver = kinds.stream().anyMatch(k -> k.promotion() != null && k.promotion().turnOver() != PromotionRule.TURN_NONE);
        restrictedPromotions = kinds.stream().anyMatch(k -> k.promotion() != null
                && (k.promotion().noCheck() || k.promotion().noAttack()));
        splitColourKinds = kinds.stream().filter(k -> k.drop() != null && k.drop().splitColours())
                .mapToInt(PieceKind::index).toArray();
        demotesTo = new int[kinds.size()];
        java.util.Arrays.fill(demotesTo, -1);
        for (PieceKind k : kinds) {
            if (k.promotion() == null) continue;
            for (int c : k.promotion().choices()) if (demotesTo[c] < 0) demotesTo[c] = k.index();
        }
        kindCount = kinds.size();
        codes = (kindCount + 1) << 2;
        SplittableRandom rnd = new SplittableRandom(SEED);
        pieceKeys = new long[squares * codes * BUCKETS];
        for (int i = 0; i < pieceKeys.length; i++) pieceKeys[i] = rnd.nextLong();
        sideKeys = new long[players];
        for (int i = 0; i < players; i++) sideKeys[i] = rnd.nextLong();
        epKeys = new long[squares];
        for (int i = 0; i < squares; i++) epKeys[i] = rnd.nextLong();
        handKeys = new long[players * kindCount];
        for (int i = 0; i < handKeys.length; i++) handKeys[i] = rnd.nextLong();
        handTable = new long[players * kindCount * HAND_TABLE];
        for (int i = 0; i < handTable.length; i++) handTable[i] = mixHand(i / HAND_TABLE, i % HAND_TABLE);

        this.kinds = kinds.toArray(new PieceKind[0]);
        passZone = rules.passZone();
        royal = new boolean[kindCount];
        countsMoves = new boolean[kindCount];
        stateful = new boolean[kindCount];
        captureBonus2 = new int[kindCount];
        boolean immune = false;
        for (PieceKind k : kinds) {
            int i = k.index();
            royal[i] = k.royal();
            countsMoves[i] = k.countsMoves();
            stateful[i] = k.stateful();
            captureBonus2[i] = (int) Math.round(scoring.captureBonus()[i] * 2);
            immune |= k.restrictions() != null && k.restrictions().immune();
        }
        anyImmune = immune;

        simpleAttacks = new boolean[players];
        for (int p = 0; p < players; p++) {
            AttackTables a = attacks[p];
            boolean simple = true;
            for (int s = 0; s < squares; s++) {
                if (!a.simple(s)) simple = false;
            }
            simpleAttacks[p] = simple;
        }

        maxPieceMoves = new int[players][kindCount];
        maxDropMoves = new int[players][kindCount];
        for (PieceKind k : kinds) {
            int promotions = promotionFactor(k.promotion());
            for (int p = 0; p < players; p++) {
                boolean paths = false;
                int most = 0, advances = 0;
                for (int s = 0; s < squares; s++) {
                    int n = targets(k.tables()[p], s);
                    advances = Math.max(advances, n);
                    for (Power pw : k.powers()) {
                        n += targets(pw.tables()[p], s);
                        paths |= !pw.paths().isEmpty();
                    }
                    if (k.threats() != null) n += targets(k.threats()[p], s);
                    most = Math.max(most, n);
                }
                // A multi-leg path adds at most one move per destination square (G-1).
                long bound = ((long) most + (paths ? squares : 0)) * promotions + inPlaceMoves(k.promotion(), p, squares);
                maxPieceMoves[p][k.index()] = (int) Math.min(Integer.MAX_VALUE, bound);
                maxDropMoves[p][k.index()] = 1 + advances + (k.drop() != null && k.drop().eitherSide() ? 1 : 0);
            }
        }
    }

    /** Moves one landing square can become: each promotion choice, and the plain move. */
    private static int promotionFactor(PromotionRule promo) {
        if (promo == null) return 1;
        return Math.max(2, promo.choices().length + 1);
    }

    /** The most promotions in place one piece can have: per choice, staying and each move of its step. */
    private static int inPlaceMoves(PromotionRule promo, int player, int squares) {
        if (promo == null || !promo.inPlace()) return 0;
        int steps = 0;
        if (promo.step() != null) for (int s = 0; s < squares; s++) steps = Math.max(steps, targets(promo.step()[player], s));
        return promo.choices().length * (1 + steps);
    }

    /** Landing squares of a table from one square: each leap and each square of each ray. */
    private static int targets(MoveTable t, int s) {
        return t.entries(s);
    }

    /**
     * A piece's Zobrist key. Kinds whose promotion counts moves are keyed by the count (up to
     * 7); other stateful kinds only by whether they have moved, so a king shuffling back and
     * forth repeats the position (GM-8, orthodox repetition).
     */
    public long pieceKey(int sq, int code, int movedCount) {
        int k = Codes.kind(code);
        int bucket = countsMoves[k] ? Math.min(movedCount & PromotionRule.COUNT, BUCKETS - 1)
                : stateful[k] && movedCount != 0 ? 1 : 0;
        return pieceKeys[(sq * codes + code) * BUCKETS + bucket];
    }

    /** The key of the player to move. */
    public long sideKey(int player) {
        return sideKeys[player];
    }

    /** The key of an en passant square. */
    public long epKey(int sq) {
        return epKeys[sq];
    }

    /** The key of a player's count of checks given (N-check): distinct for every count. */
    public long checkKey(int player, int count) {
        long z = 0x7A3C_11E5_C0DE_5EEDL + player * 0x2545_F491_4F6C_DD1DL + count * 0x9E37_79B9_7F4A_7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58_476D_1CE4_E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D0_49BB_1331_11EBL;
        return z ^ (z >>> 31);
    }

    /** The key of a player's hand of one kind holding {@code count} pieces: distinct for every count. */
    public long handKey(int player, int kind, int count) {
        int pk = player * kindCount + kind;
        return (count & -HAND_TABLE) == 0 ? handTable[pk * HAND_TABLE + count] : mixHand(pk, count);
    }

    /** Counts of a hand below this have their keys precomputed ({@link #handTable}): captures into hand make two lookups, not two hashes. */
    private static final int HAND_TABLE = 32;

    private long mixHand(int playerKind, int count) {
        long z = handKeys[playerKind] + count * 0x9E37_79B9_7F4A_7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58_476D_1CE4_E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D0_49BB_1331_11EBL;
        return z ^ (z >>> 31);
    }
}
