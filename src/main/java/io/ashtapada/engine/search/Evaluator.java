package io.ashtapada.engine.search;

import io.ashtapada.engine.MoveGenerator;
import io.ashtapada.engine.Position;
import io.ashtapada.model.Board;
import io.ashtapada.model.Codes;
import io.ashtapada.model.EvalWeights;
import io.ashtapada.model.MoveTable;
import io.ashtapada.model.PieceKind;
import io.ashtapada.model.PromotionRule;
import io.ashtapada.model.RuleModel;
import io.ashtapada.model.SquareTables;
import io.ashtapada.model.SquareSet;

/**
 * A static evaluation made from the definition alone, for any variant: nothing here knows a
 * variant by name. Everything is precomputed into per-piece-code square tables when the
 * evaluator is built, so evaluating a position is one pass over the piece lists.
 *
 * <p>What it counts, in centipawns (a pawn of value 1 is 100):
 * <ul>
 *   <li><b>material</b>: the kind's {@code value}, or, when the definition gives none, an
 *       estimate from the kind's mobility on the empty board ({@link #estimatedValue});
 *       royal pieces count nothing (losing one ends the game, which the search sees);</li>
 *   <li><b>mobility</b>, in its static form: each kind's number of targets from a square on
 *       the empty board, compared with its average over the board (a knight in the corner
 *       sees fewer squares than in the centre); and in its dynamic form, for pieces other
 *       than pawns and royals, the squares each can reach now (a square an enemy pawn attacks
 *       counting {@code unsafe reach} 64ths of one), weighted less for a kind of long reach;</li>
 *   <li><b>advancement</b> of a kind that promotes, by how close it stands to its owner's
 *       promotion zone, scaled by what the promotion gains;</li>
 *   <li><b>pieces in hand</b>, at their value plus a tenth (a piece in hand may go anywhere);</li>
 *   <li><b>king safety</b>: a few points for each own piece next to a royal piece; with two
 *       players, a royal piece's steps toward the enemy camp cost while the opponent keeps its
 *       pieces, and its centralisation counts once they are gone (the game's phase, measured
 *       against the start position; advancement, too, counts less while they stand); and the
 *       pieces of the opponent reaching the squares around a royal piece, two or more of them,
 *       count for the opponent, more than in proportion to their number;</li>
 *   <li><b>development</b>, with two players: a minor piece (worth under half the most
 *       valuable kind that is neither royal nor a pawn) still on its start square costs a
 *       little while the opponent keeps its pieces;</li>
 *   <li><b>pawn structure</b>, with two players, for kinds marked {@code pawn} that promote at
 *       one end of the board: a pawn behind another of its side on its file, or with none of
 *       its side on a neighbouring file, costs a little; a passed pawn (no enemy pawn ahead on
 *       its file or a neighbouring one) earns a little and its advancement once more; a piece
 *       other than a pawn or royal that an enemy pawn attacks costs its owner; a piece that
 *       rides forward along its file (a rook) earns on a file with no pawn, half as much on
 *       one with enemy pawns only;</li>
 *   <li><b>threats</b>, with two players: a piece other than a pawn or royal that could capture
 *       an enemy piece worth more than itself (not royal) earns a little;</li>
 *   <li><b>square tables</b>, where the definition gives them ({@code squares} in its
 *       {@code evaluation} block, two players): a kind's number for the square a piece stands
 *       on, its middlegame and endgame numbers shared by the game's phase as above;</li>
 *   <li>the move: the player to move earns a tempo (two players);</li>
 *   <li>the points of a dice game (a pass for the dice total), a little.</li>
 * </ul>
 * Where losing every piece wins (losing chess: {@code extinction of all win}), material and
 * pieces in hand count against their owner and advancement counts nothing: a capture given
 * away is a step toward the goal.
 * With two players the score is one side's sum less the other's; with more it is the
 * player's own sum less the average of the others' (the paranoid view of the search).
 */
public final class Evaluator {
    /** Centipawns per unit of {@code value}. */
    static final int PAWN = 100;
    /**
     * The weights ({@link EvalWeights}: a definition's {@code evaluation} block, or the defaults):
     * centipawns per target square above the kind's average on the empty board; per own piece
     * next to a royal piece (at most three count); mop-up, per half-step of the lone royal from
     * the centre and per step between the royals; per king step nearer the zone a kind wins by
     * reaching; dynamic mobility, per square reached, over the kind's average reach on the empty
     * board to the power 3/4.
     */
    private final int wMobility, wShelter, wMopEdge, wMopNear, wFlagStep, wReach;
    /** Half points of the dice total per centipawn. */
    private static final int HALF_POINTS_PER_CP = 2;

    private final int players;
    /** Material and square bonus of the piece code on each square: {@code table[code][square]}. */
    private final int[][] table;
    /**
     * What {@link #side} reads of a piece code on a square, side by side, once the tables are
     * made: at {@code (code × squares + square) × 4} its {@link #table}, {@link #advanceOf},
     * {@link #middle} and {@link #royalEnd} entries.
     */
    private final int[] squareTerms;
    private final int squareCount;
    /** Value of a piece of each kind in hand. */
    private final int[] handValue;
    /** Value of each kind on the board, for move ordering (royal pieces: the largest value). */
    final int[] value;
    /** Is each kind royal? */
    private final boolean[] royal;
    /** Is each kind neither royal nor a pawn (a piece whose presence makes zugzwang rare)? */
    private final boolean[] officer;
    /** The squares next to each square (king steps), for king safety. */
    private final int[][] around;
    /** Per square, its distance from the board's centre (twice the file and rank offsets, added). */
    private final int[] centreDistance;
    private final Board board;
    /** Two players, not losing chess: a player left with royal pieces alone is driven to the edge (mop-up). */
    private final boolean mopUp;
    private final int kinds;
    /**
     * Two players only: the advancement part of {@link #table}, which counts in full once the
     * opponent's pieces (other than pawns and royals) are gone and {@link #wAdvanceMiddle} of it
     * while they all stand; the royal's exposure, its steps toward its own promotion zone (the
     * enemy camp), and a minor piece's standing on its start square ({@link #wUndeveloped}),
     * which cost while the opponent's pieces stand and nothing once they are gone (the
     * {@code middle} table); and the royal's centralisation (its empty-board mobility), which
     * counts only then.
     */
    private final int[][] advanceOf, middle, royalEnd;
    /** The material of the pieces other than pawns and royals each player starts with (the largest), for the game's phase. */
    private final int officersAtStart;
    /**
     * Centipawns for a minor piece on its start square, in the middlegame; per step a royal piece
     * stands nearer the enemy camp than its farthest square, in the middlegame; of the
     * advancement bonus, the share (in 1/64) that counts while the opponent has all its pieces.
     */
    private final int wUndeveloped, wExposure, wAdvanceMiddle;
    private final int[] officerValue;
    private final boolean phased;
    /**
     * Dynamic mobility of the pieces other than pawns and royals: per kind, eighths of a
     * centipawn per square it can reach now ({@link MoveGenerator#targets}), and the number of
     * squares that counts as none (half its average on the empty board). The weight falls with
     * the kind's reach, {@code 20/average^0.75} centipawns (a knight 5.8 on 8x8, a bishop 3.9, a rook 2.8, a queen 1.9): a square more matters more to a
     * knight than to a queen, so the queen is not drawn out early to roam.
     */
    private final int[] reachWeight, reachBase;
    /**
     * Pawn structure (two players): the kinds marked {@code pawn} that promote in a zone at one
     * end of the board, and per player the step along y toward that end (+1, -1, or 0 where the
     * zones do not say). Per player and file (x, offset by one so that a file's neighbours
     * always exist): how many such pawns stand there and the least and greatest y among them.
     */
    private final boolean[] structured;
    private final int[] forward;
    private final int[][] fileCount, fileMinY, fileMaxY;
    private final boolean structure;
    /** Centipawns: a pawn behind another of its side on its file; a pawn with no pawn of its side on a neighbouring file; a passed pawn (besides its advancement, counted once more). */
    private final int wDoubled, wIsolated, wPassed;
    /**
     * King attack (two players): per square, a bit for each square of the zone of a royal piece
     * standing there (that square and the squares next to it), precomputed. A side whose pieces
     * reach {@code hits} squares of the enemy royal's zone, with at least two pieces taking part,
     * earns {@code wKingAttack × hits² / 4} centipawns (at most {@link #wKingAttackMax}), scaled
     * by its own pieces left against the start (an attack without pieces behind it is no threat).
     * Null where it is not counted (more than two players, losing chess, no start position).
     */
    private final long[][] zoneAt;
    /** The zone of each player's royal piece in the position being evaluated (null: none). */
    private final long[][] zoneOf = new long[2][];
    private final int wKingAttack, wKingAttackMax;
    /** Centipawns for the player to move (two players). */
    private final int wTempo;
    /**
     * Threats by pawns (two players, kinds marked {@code pawn} that promote at one end), counted
     * or not: a piece other than a pawn or royal standing where an enemy pawn attacks it (by a
     * plain capturing leap, {@link #pawnAttacked}) costs its owner {@code wPawnThreat}.
     */
    private final boolean pawnThreat;
    /**
     * Per player and square, the squares a structured pawn of that player standing there attacks
     * (null where not counted); and per player, the squares the player's pawns attack in the
     * position being evaluated, which the opponent's dynamic mobility does not count.
     */
    private final int[][][] pawnTo;
    private final long[][] pawnAttacked;
    /** Of such a square, the share in 64ths that counts for dynamic mobility. */
    private final int wUnsafeReach;
    private final int wPawnThreat;
    /**
     * Open files (two players, with pawn structure): per piece code, does it ride forward along
     * its file (a rook)? Standing on a file with no pawn, it earns {@code wOpenFile}; with only
     * enemy pawns there, half of it.
     */
    private final boolean[] fileRider;
    private final int wOpenFile;
    /**
     * Threats by lesser pieces (two players, not losing chess): per piece code what it is worth
     * as prey (its value; royals -1, never prey), null where not counted. A piece other than a
     * pawn or royal that could capture a piece of the opponent worth more than itself earns
     * {@code wThreat}.
     */
    private final int[] preyWorth;
    private final int wThreat;
    /**
     * The pair (a bishop pair): the kinds, other than pawns and royals, whose every move keeps
     * the colour of the square in a chequered board (bit k: kind k), and per square its colour.
     * A player with pieces of such a kind on squares of both colours earns {@code wPair}.
     */
    private final long colourBound;
    private final int[] colourOf;
    private final int wPair;
    /**
     * Square tables (a definition's {@code squares}): per square, the square a piece of the second
     * player standing there counts in the tables, which are written from the first player's side:
     * the board as that player sees it (mirrored top to bottom, as in chess, or turned half round
     * for a player declared {@code turned}, as in shogi).
     */
    private final int[] secondSide;

    /** The evaluator of the model, with its weights. */
    public Evaluator(RuleModel model) {
        this(model, model.weights());
    }

    /** The evaluator of the model with other weights (the tuner's candidates). */
    public Evaluator(RuleModel model, EvalWeights w) {
        wMobility = w.get(EvalWeights.Weight.MOBILITY);
        wShelter = w.get(EvalWeights.Weight.SHELTER);
        wMopEdge = w.get(EvalWeights.Weight.MOP_EDGE);
        wMopNear = w.get(EvalWeights.Weight.MOP_NEAR);
        wFlagStep = w.get(EvalWeights.Weight.FLAG_STEP);
        wReach = w.get(EvalWeights.Weight.REACH);
        wUndeveloped = w.get(EvalWeights.Weight.UNDEVELOPED);
        wExposure = w.get(EvalWeights.Weight.EXPOSURE);
        wAdvanceMiddle = w.get(EvalWeights.Weight.ADVANCE_MIDDLE);
        wDoubled = w.get(EvalWeights.Weight.DOUBLED_PAWN);
        wIsolated = w.get(EvalWeights.Weight.ISOLATED_PAWN);
        wPassed = w.get(EvalWeights.Weight.PASSED_PAWN);
        wKingAttack = w.get(EvalWeights.Weight.KING_ATTACK);
        wKingAttackMax = w.get(EvalWeights.Weight.KING_ATTACK_MAX);
        wTempo = w.get(EvalWeights.Weight.TEMPO);
        wPawnThreat = w.get(EvalWeights.Weight.PAWN_THREAT);
        wOpenFile = w.get(EvalWeights.Weight.OPEN_FILE);
        wUnsafeReach = w.get(EvalWeights.Weight.UNSAFE_REACH);
        wThreat = w.get(EvalWeights.Weight.THREAT);
        wPair = w.get(EvalWeights.Weight.PAIR);
        Board b = model.board();
        players = model.playerCount();
        kinds = model.pieces().size();
        int squares = b.size;
        value = new int[kinds];
        royal = new boolean[kinds];
        officer = new boolean[kinds];
        handValue = new int[kinds];
        double[][] mobility = new double[kinds][];
        int maxValue = PAWN;
        for (PieceKind k : model.pieces()) {
            mobility[k.index()] = emptyBoardMobility(k, 0, squares);
            royal[k.index()] = k.royal();
            officer[k.index()] = !k.royal() && !k.pawn();
            int v = (int) Math.round((k.value() > 0 ? k.value() : estimatedValue(k, mobility[k.index()])) * PAWN);
            value[k.index()] = k.royal() ? 0 : v;
            maxValue = Math.max(maxValue, value[k.index()]);
            handValue[k.index()] = k.royal() ? 0 : v + v / 10;
        }
        for (int k = 0; k < kinds; k++) if (royal[k]) value[k] = 2 * maxValue;
        around = new int[squares][];
        for (int s = 0; s < squares; s++) {
            int[] n = new int[8];
            int c = 0;
            for (int dx = -1; dx <= 1; dx++) {
                for (int dy = -1; dy <= 1; dy++) {
                    if (dx == 0 && dy == 0) continue;
                    int t = b.at(b.x(s) + dx, b.y(s) + dy);
                    if (t >= 0) n[c++] = t;
                }
            }
            around[s] = java.util.Arrays.copyOf(n, c);
        }
        board = b;
        centreDistance = new int[squares];
        for (int s = 0; s < squares; s++) {
            centreDistance[s] = Math.abs(2 * b.x(s) - b.minX() - b.maxX()) + Math.abs(2 * b.y(s) - b.minY() - b.maxY());
        }
        table = new int[(kinds + 1) << 2][squares];
        advanceOf = new int[(kinds + 1) << 2][squares];
        middle = new int[(kinds + 1) << 2][squares];
        royalEnd = new int[(kinds + 1) << 2][squares];
        officerValue = new int[kinds];
        for (int k = 0; k < kinds; k++) officerValue[k] = officer[k] ? value[k] : 0;
        reachWeight = new int[kinds];
        reachBase = new int[kinds];
        for (int k = 0; k < kinds; k++) {
            double avg = average(mobility[k]);
            if (!officer[k] || avg <= 0) continue;
            reachWeight[k] = (int) Math.round(8 * (double) wReach / Math.pow(avg, 0.75));
            reachBase[k] = (int) Math.round(avg / 2);
        }
        boolean losing = model.engineTables() != null && model.engineTables().goals.extinctAll()
                && model.engineTables().goals.extinctionWins();
        if (losing) for (int k = 0; k < kinds; k++) handValue[k] = -handValue[k];
        io.ashtapada.model.Goals goals = model.engineTables() == null ? null : model.engineTables().goals;
        io.ashtapada.model.SquareSet[] flagZone = goals == null ? null : goals.flagZone();
        long flagKinds = goals == null ? 0 : goals.flagKinds();
        for (PieceKind k : model.pieces()) {
            for (int p = 0; p < players; p++) {
                int code = Codes.code(k.index(), p);
                double[] mob = p == 0 ? mobility[k.index()] : emptyBoardMobility(k, p, squares);
                double avg = average(mob);
                int[] advance = advancement(model, k, p);
                for (int s = 0; s < squares; s++) {
                    int bonus = k.royal() ? 0 : (int) Math.round((mob[s] - avg) * wMobility);
                    int material = k.royal() ? 0 : value[k.index()];
                    table[code][s] = losing ? bonus - material : material + bonus + advance[s];
                    advanceOf[code][s] = losing ? 0 : advance[s];
                    if (k.royal() && !losing) royalEnd[code][s] = (int) Math.round((mob[s] - avg) * wMobility * 3);
                }
                boolean flag = flagZone != null && (flagKinds & (1L << k.index())) != 0 && p < flagZone.length && flagZone[p] != null;
                if (k.royal() && !losing && !flag) {
                    int[] steps = campSteps(model, p);
                    for (int s = 0; s < squares; s++) middle[code][s] = -wExposure * steps[s];
                }
                if (flag) {
                    // A kind that wins by reaching a zone (king of the hill, racing kings): every
                    // step nearer the zone is worth wFlagStep, whatever the phase.
                    int[] d = distanceTo(b, flagZone[p]);
                    int far = 0;
                    for (int s = 0; s < squares; s++) if (d[s] < Integer.MAX_VALUE) far = Math.max(far, d[s]);
                    for (int s = 0; s < squares; s++) if (d[s] < Integer.MAX_VALUE) table[code][s] += wFlagStep * (far - d[s]);
                }
            }
        }
        structured = new boolean[kinds];
        forward = new int[players];
        boolean anyStructured = false;
        if (players == 2 && !losing) {
            double centreY = (b.minY() + b.maxY()) / 2.0;
            for (PieceKind k : model.pieces()) {
                PromotionRule pr = k.promotion();
                if (!k.pawn() || pr == null || pr.zone() == null || pr.zone().length < 2) continue;
                int[] dir = new int[2];
                for (int p = 0; p < 2; p++) {
                    SquareSet z = pr.zone()[p];
                    if (z == null || z.members().length == 0) continue;
                    double y = 0;
                    for (int m : z.members()) y += b.y(m);
                    y /= z.members().length;
                    dir[p] = y > centreY + 0.5 ? 1 : y < centreY - 0.5 ? -1 : 0;
                }
                if (dir[0] == 0 || dir[1] != -dir[0]) continue;
                structured[k.index()] = true;
                forward[0] = dir[0];
                forward[1] = dir[1];
                anyStructured = true;
            }
        }
        structure = anyStructured;
        pawnThreat = structure && wPawnThreat != 0;
        pawnTo = structure ? pawnAttacks(model, squares) : null;
        pawnAttacked = structure ? new long[2][(squares + 63) >>> 6] : null;
        colourOf = new int[squares];
        for (int s = 0; s < squares; s++) colourOf[s] = b.isDark(s) ? 1 : 0;
        long bound = 0;
        for (PieceKind k : model.pieces()) {
            boolean keeps = wPair != 0 && officer[k.index()] && k.tables() != null && k.index() < 64;
            int tables = 0;
            for (int p = 0; keeps && p < k.tables().length; p++) {
                if (k.tables()[p] == null) continue;
                keeps = k.tables()[p].keepsColour(b);
                tables++;
            }
            if (tables == 0) keeps = false;
            if (keeps) bound |= 1L << k.index();
        }
        colourBound = bound;
        preyWorth = players == 2 && !losing && wThreat != 0 ? new int[(kinds + 1) << 2] : null;
        for (int code = 4; preyWorth != null && code < preyWorth.length; code++) {
            preyWorth[code] = royal[Codes.kind(code)] ? -1 : value[Codes.kind(code)];
        }
        fileRider = new boolean[(kinds + 1) << 2];
        for (PieceKind k : model.pieces()) {
            for (int p = 0; p < players && structure && wOpenFile != 0; p++) {
                if (!officer[k.index()] || k.tables() == null || p >= k.tables().length || k.tables()[p] == null) continue;
                for (int s = 0; s < squares && !fileRider[Codes.code(k.index(), p)]; s++) {
                    fileRider[Codes.code(k.index(), p)] = k.tables()[p].ridesAlongFile(b, s, forward[p]);
                }
            }
        }
        int files = b.maxX() - b.minX() + 3;
        fileCount = new int[players][structure ? files : 0];
        fileMinY = new int[players][structure ? files : 0];
        fileMaxY = new int[players][structure ? files : 0];
        int start = 0;
        if (players == 2 && !losing) {
            try {
                int[] board = io.ashtapada.model.PositionFormat.of(model).parse(model.startPosition()).board();
                int[] sum = new int[players];
                int most = 0;
                for (int k = 0; k < kinds; k++) most = Math.max(most, officerValue[k]);
                for (int s = 0; s < board.length; s++) {
                    int c = board[s];
                    if (c == 0 || Codes.owner(c) >= players) continue;
                    int k = Codes.kind(c);
                    sum[Codes.owner(c)] += officerValue[k];
                    // Development: a minor piece (an officer worth under half the most valuable)
                    // still on the square it starts on costs while the opponent keeps its pieces.
                    if (officer[k] && 2 * value[k] < most) middle[c][s] -= wUndeveloped;
                }
                start = Math.max(sum[0], sum[1]);
            } catch (Exception e) {
                start = 0;      // no start position to read: no phase, the table as it is
            }
        }
        officersAtStart = start;
        phased = start > 0;
        secondSide = secondSide(model);
        SquareTables tables = w.squares();
        for (int k = 0; k < kinds; k++) {
            int[] mid = tables.middle(k), end = tables.end(k);
            if (mid == null && end == null) continue;
            for (int p = 0; p < 2; p++) {
                int code = Codes.code(k, p);
                for (int s = 0; s < squares; s++) {
                    int from = p == 0 ? s : secondSide[s];
                    if (phased) {
                        if (mid != null) middle[code][s] += mid[from];
                        if (end != null) royalEnd[code][s] += end[from];
                    } else {
                        table[code][s] += mid != null ? mid[from] : end[from];
                    }
                }
            }
        }
        if (phased) {
            zoneAt = new long[squares][(squares + 63) >>> 6];
            for (int k = 0; k < squares; k++) {
                zoneAt[k][k >>> 6] |= 1L << k;
                for (int t : around[k]) zoneAt[k][t >>> 6] |= 1L << t;
            }
        } else {
            zoneAt = null;
        }
        mopUp = players == 2 && !losing;
        squareCount = squares;
        squareTerms = new int[table.length * squares * 4];
        for (int code = 0; code < table.length; code++) {
            for (int q = 0; q < squares; q++) {
                int at = (code * squares + q) << 2;
                squareTerms[at] = table[code][q];
                squareTerms[at + 1] = advanceOf[code][q];
                squareTerms[at + 2] = middle[code][q];
                squareTerms[at + 3] = royalEnd[code][q];
            }
        }
    }

    /**
     * Per square, the square of the first player's side a second player's piece standing there
     * counts in the square tables: the square the second player sees where the first sees it
     * ({@link io.ashtapada.model.Player#mapSquare}: mirrored top to bottom, or turned half round
     * for a player declared {@code turned}, as in shogi). Where that is not a square of the
     * board, or with fewer than two players, the square itself.
     */
    static int[] secondSide(RuleModel model) {
        int[] out = new int[model.board().size];
        for (int s = 0; s < out.length; s++) {
            int m = model.players().size() < 2 ? -1 : model.players().get(1).mapSquare(model.board(), s);
            out[s] = m >= 0 ? m : s;
        }
        return out;
    }

    /** Receives a piece's share of the square tables ({@link #squareShares}). */
    public interface SquareShare {
        /**
         * @param kind   the piece's kind
         * @param square the square it counts in the tables (the first player's side)
         * @param sign   +1 for the first player's piece, -1 for the second's
         * @param middle the share of the middlegame table, 0 to 1 (the endgame table's is the rest)
         */
        void accept(int kind, int square, int sign, double middle);
    }

    /**
     * For the tuner: each piece on the board, with the square it counts in the square tables and
     * the share the middlegame table has in it, as {@link #evaluate} counts them (two players).
     */
    public void squareShares(Position pos, SquareShare out) {
        int[] officers = new int[2];
        for (int p = 0; p < 2; p++) {
            int n = pos.pieceCount(p);
            for (int i = 0; i < n; i++) officers[p] += officerValue[Codes.kind(pos.pieceAt(pos.pieceSquare(p, i)))];
        }
        for (int p = 0; p < 2; p++) {
            double mid = phased ? Math.min(officersAtStart, officers[1 - p]) / (double) officersAtStart : 1;
            int n = pos.pieceCount(p);
            for (int i = 0; i < n; i++) {
                int s = pos.pieceSquare(p, i);
                out.accept(Codes.kind(pos.pieceAt(s)), p == 0 ? s : secondSide[s], p == 0 ? 1 : -1, mid);
            }
        }
    }

    /** Per player and square, the squares a structured pawn of that player attacks from there by a plain capturing leap. */
    private int[][][] pawnAttacks(RuleModel model, int squares) {
        int[][][] out = new int[2][squares][];
        for (int p = 0; p < 2; p++) {
            java.util.List<java.util.Set<Integer>> by = new java.util.ArrayList<>();
            for (int t = 0; t < squares; t++) by.add(new java.util.TreeSet<>());
            for (PieceKind k : model.pieces()) {
                if (!structured[k.index()] || k.tables() == null || p >= k.tables().length || k.tables()[p] == null) continue;
                for (int s = 0; s < squares; s++) for (int t : k.tables()[p].plainCaptureLeaps(s)) by.get(s).add(t);
            }
            for (int t = 0; t < squares; t++) out[p][t] = by.get(t).stream().mapToInt(Integer::intValue).toArray();
        }
        return out;
    }

    /** Per square, the king steps to the nearest square of {@code zone} (MAX_VALUE when it is empty). */
    private static int[] distanceTo(Board b, io.ashtapada.model.SquareSet zone) {
        int[] zs = zone.members();
        int[] d = new int[b.size];
        for (int s = 0; s < b.size; s++) {
            int m = Integer.MAX_VALUE;
            for (int z : zs) m = Math.min(m, Math.max(Math.abs(b.x(s) - b.x(z)), Math.abs(b.y(s) - b.y(z))));
            d[s] = m;
        }
        return d;
    }

    /**
     * Mop-up: when {@code p}'s opponent has nothing but royal pieces and {@code p} has a piece
     * that is neither royal nor a pawn, a bonus for the opponent's royal far from the centre and
     * {@code p}'s own royal near it, so that a won ending is driven to mate (or capture) instead
     * of being shuffled until the fifty-move rule. Nothing from the definition says "king and
     * rook mate": the board's centre and the royal kinds are all it uses.
     */
    private int mopUp(Position pos, int p) {
        int o = 1 - p;
        int n = pos.pieceCount(o);
        if (n == 0 || n > 2) return 0;
        int theirs = -1;
        for (int i = 0; i < n; i++) {
            int s = pos.pieceSquare(o, i);
            if (!royal[Codes.kind(pos.pieceAt(s))]) return 0;
            theirs = s;
        }
        if (!hasPieces(pos, p)) return 0;
        int bonus = wMopEdge * centreDistance[theirs];
        int m = pos.pieceCount(p);
        for (int i = 0; i < m; i++) {
            int s = pos.pieceSquare(p, i);
            if (royal[Codes.kind(pos.pieceAt(s))]) {
                int d = Math.max(Math.abs(board.x(s) - board.x(theirs)), Math.abs(board.y(s) - board.y(theirs)));
                // Two steps apart is nearest: where royals may touch (atomic), touching counts as
                // three steps, since a royal next to the other can be neither checked nor mated.
                bonus -= wMopNear * (d == 1 ? 3 : d);
                break;
            }
        }
        return bonus;
    }

    /**
     * Per square, how many king steps nearer a player's promotion zone (of any of its kinds that
     * promote: the enemy camp) the square is than the farthest square; all zero without one.
     */
    private static int[] campSteps(RuleModel model, int player) {
        Board b = model.board();
        int[] out = new int[b.size];
        for (PieceKind k : model.pieces()) {
            PromotionRule pr = k.promotion();
            if (pr == null || pr.zone() == null || player >= pr.zone().length || pr.zone()[player] == null) continue;
            int[] zs = pr.zone()[player].members();
            if (zs.length == 0) continue;
            int[] dist = distanceTo(b, pr.zone()[player]);
            int far = 0;
            for (int d : dist) far = Math.max(far, d);
            for (int s = 0; s < b.size; s++) out[s] = far - dist[s];
            return out;
        }
        return out;
    }

    /**
     * The value of a kind without a {@code value} in its definition, in pawns: one plus a third
     * of its average number of targets on the empty board (a knight about 2.8, a rook 5.7, a
     * queen 8.6 on 8x8); a kind marked {@code pawn} is worth one.
     */
    static double estimatedValue(PieceKind k, double[] mobility) {
        if (k.pawn()) return 1;
        return 1 + average(mobility) / 3;
    }

    /**
     * What a piece of each kind (by index) is worth to the search, in pawns: its {@code value},
     * or {@link #estimatedValue} where the definition gives none; royal kinds 0. The tuner starts
     * from these.
     */
    public static double[] pieceValues(RuleModel model) {
        double[] out = new double[model.pieces().size()];
        for (PieceKind k : model.pieces()) {
            if (k.royal()) continue;
            out[k.index()] = k.value() > 0 ? k.value() : estimatedValue(k, emptyBoardMobility(k, 0, model.board().size));
        }
        return out;
    }

    private static double average(double[] a) {
        if (a.length == 0) return 0;
        double s = 0;
        for (double v : a) s += v;
        return s / a.length;
    }

    /** Per square, the kind's targets on the empty board (leaps, and rides to their end), for one player. */
    private static double[] emptyBoardMobility(PieceKind k, int player, int squares) {
        double[] out = new double[squares];
        if (k.tables() == null || player >= k.tables().length || k.tables()[player] == null) return out;
        MoveTable t = k.tables()[player];
        for (int s = 0; s < squares; s++) {
            int n = t.emptyBoardTargets(s);
            out[s] = n;
        }
        return out;
    }

    /**
     * Per square, the bonus of a piece of kind {@code k} of {@code player} for standing near its
     * promotion zone: {@code 0.2 × gain × (1 − d/D)³}, where d is the king-step distance to the
     * nearest zone square, D the largest such distance on the board and gain what the best
     * promotion choice is worth more than the piece.
     */
    private int[] advancement(RuleModel model, PieceKind k, int player) {
        Board b = model.board();
        int[] out = new int[b.size];
        PromotionRule pr = k.promotion();
        if (pr == null || pr.zone() == null || player >= pr.zone().length || pr.zone()[player] == null) return out;
        SquareSet zone = pr.zone()[player];
        int[] zs = zone.members();
        if (zs.length == 0) return out;
        int best = 0;
        if (pr.choices() != null) for (int c : pr.choices()) if (c >= 0 && c < kinds && !royal[c]) best = Math.max(best, value[c]);
        if (best == 0) for (int c = 0; c < kinds; c++) if (!royal[c]) best = Math.max(best, value[c]);
        int gain = best - value[k.index()];
        if (gain <= 0) return out;
        int[] dist = distanceTo(b, zone);
        int far = 1;
        for (int d : dist) far = Math.max(far, d);
        for (int s = 0; s < b.size; s++) {
            if (zone.contains(s)) continue;     // a piece in the zone has promoted, or stays by choice
            double closeness = 1 - dist[s] / (double) far;
            out[s] = (int) Math.round(0.2 * gain * closeness * closeness * closeness);
        }
        return out;
    }

    /** The value of a piece code standing on a square, for move ordering. */
    int kindValue(int code) {
        return code == 0 ? 0 : value[Codes.kind(code)];
    }

    /** Has the player a piece on the board that is neither royal nor a pawn? */
    boolean hasPieces(Position pos, int p) {
        int n = pos.pieceCount(p);
        for (int i = 0; i < n; i++) if (officer[Codes.kind(pos.pieceAt(pos.pieceSquare(p, i)))]) return true;
        return false;
    }

    // What side() found besides its sum, for the phase (two players).
    private int lastOfficers, lastAdvance, lastMiddle, lastRoyalEnd;

    /** One player's sum: material, square bonuses, hand, king shelter, points. */
    int side(Position pos, int p) {
        int sum = 0, officers = 0, adv = 0, rm = 0, re = 0, reach = 0, hits = 0, attackers = 0;
        long light = 0, dark = 0;                 // colour-bound kinds seen on each colour of square
        long[] zone = zoneAt == null ? null : zoneOf[1 - p];
        int n = pos.pieceCount(p);
        for (int i = 0; i < n; i++) {
            int s = pos.pieceSquare(p, i);
            int code = pos.pieceAt(s);
            int at = (code * squareCount + s) << 2;
            sum += squareTerms[at];
            int kind = Codes.kind(code);
            if (reachWeight[kind] != 0) {
                int t = MoveGenerator.targets(pos, s, zone, pawnAttacked == null ? null : pawnAttacked[1 - p],
                        preyWorth, value[kind]);
                int counted = 64 * (t & 0x3FF) + wUnsafeReach * (t >>> 10 & 0x3FF);
                reach += reachWeight[kind] * (counted - 64 * reachBase[kind]) / 64;
                int zoneHits = t >>> 20 & 0x3FF;
                if (zoneHits != 0) {
                    hits += zoneHits;
                    attackers++;
                }
                if ((t & MoveGenerator.PREY) != 0) sum += wThreat;      // it could take a piece worth more
            }
            if (structure && structured[kind]) {
                int f = board.x(s) - board.minX() + 1, y = board.y(s), o = 1 - p;
                if (fileCount[p][f - 1] == 0 && fileCount[p][f + 1] == 0) sum -= wIsolated;
                boolean up = forward[p] > 0;
                if (fileCount[p][f] > 1 && (up ? fileMaxY[p][f] > y : fileMinY[p][f] < y)) {
                    sum -= wDoubled;                                 // another of its pawns stands ahead
                } else if (!ahead(o, f - 1, y, up) && !ahead(o, f, y, up) && !ahead(o, f + 1, y, up)) {
                    sum += wPassed;                                  // passed: nothing of the opponent's ahead
                    adv += squareTerms[at + 1];
                    sum += squareTerms[at + 1];
                }
            }
            if (fileRider[code]) {
                int f = board.x(s) - board.minX() + 1;
                if (fileCount[p][f] == 0) sum += fileCount[1 - p][f] == 0 ? wOpenFile : wOpenFile / 2;
            }
            // An enemy pawn attacks it (the squares its pawns attack, made by pawnFiles).
            if (pawnThreat && officer[kind] && (pawnAttacked[1 - p][s >>> 6] & 1L << s) != 0) sum -= wPawnThreat;
            officers += officerValue[kind];
            adv += squareTerms[at + 1];
            rm += squareTerms[at + 2];
            re += squareTerms[at + 3];
            if ((colourBound >>> kind & 1) != 0) {
                if (colourOf[s] == 0) light |= 1L << kind;
                else dark |= 1L << kind;
            }
            if (royal[Codes.kind(code)]) {
                int near = 0;
                for (int t : around[s]) {
                    int c = pos.pieceAt(t);
                    if (c != 0 && Codes.owner(c) == p) near++;
                }
                sum += wShelter * Math.min(near, 3);
            }
        }
        sum += wPair * Long.bitCount(light & dark);
        for (int k = 0; k < kinds; k++) {
            int h = pos.handCount(p, k);
            if (h != 0) sum += h * handValue[k];
        }
        sum += reach / 8;
        if (attackers >= 2) {
            int a = Math.min(wKingAttackMax, wKingAttack * hits * hits / 4);
            sum += (int) ((long) a * Math.min(officers, officersAtStart) / officersAtStart);
        }
        lastOfficers = officers;
        lastAdvance = adv;
        lastMiddle = rm;
        lastRoyalEnd = re;
        return sum + pos.points2(p) / HALF_POINTS_PER_CP;
    }

    /**
     * A player's sum with the phase applied: {@code opponentOfficers} of {@link #officersAtStart}
     * left make the middlegame's weight; the advancement is scaled down and the {@code middle}
     * table counts while the opponent has its pieces, the royal's centralisation once it has not.
     */
    private int phased(int sum, int adv, int royalMid, int royalEnd, int opponentOfficers) {
        int mid = Math.min(officersAtStart, opponentOfficers);
        int end = officersAtStart - mid;
        long advanceScaled = (long) adv * (wAdvanceMiddle * mid + 64 * end) / (64L * officersAtStart);
        return sum - adv + (int) advanceScaled + (int) (((long) royalMid * mid + (long) royalEnd * end) / officersAtStart);
    }

    /** Has player {@code o} a structured pawn on file {@code f} beyond y (above it when {@code up}, below otherwise)? */
    private boolean ahead(int o, int f, int y, boolean up) {
        return fileCount[o][f] > 0 && (up ? fileMaxY[o][f] > y : fileMinY[o][f] < y);
    }

    /** Fills the per-file pawn counts and extremes of both players, and the squares their pawns attack. */
    private void pawnFiles(Position pos) {
        for (int p = 0; p < 2; p++) {
            java.util.Arrays.fill(fileCount[p], 0);
            long[] attacked = pawnAttacked[p];
            java.util.Arrays.fill(attacked, 0);
            int n = pos.pieceCount(p);
            for (int i = 0; i < n; i++) {
                int s = pos.pieceSquare(p, i);
                if (!structured[Codes.kind(pos.pieceAt(s))]) continue;
                for (int t : pawnTo[p][s]) attacked[t >>> 6] |= 1L << t;
                int f = board.x(s) - board.minX() + 1, y = board.y(s);
                if (fileCount[p][f]++ == 0) {
                    fileMinY[p][f] = y;
                    fileMaxY[p][f] = y;
                } else {
                    fileMinY[p][f] = Math.min(fileMinY[p][f], y);
                    fileMaxY[p][f] = Math.max(fileMaxY[p][f], y);
                }
            }
        }
    }

    /** The position from {@code player}'s point of view, in centipawns. */
    public int evaluate(Position pos, int player) {
        if (structure) pawnFiles(pos);
        if (zoneAt != null) {
            for (int p = 0; p < 2; p++) {
                int k = pos.royalSquare(p);
                zoneOf[p] = k < 0 ? null : zoneAt[k];
            }
        }
        int mop = mopUp ? mopUp(pos, player) - mopUp(pos, 1 - player) : 0;
        if (players == 2) mop += pos.side() == player ? wTempo : -wTempo;
        if (players == 2 && phased) {
            int a = side(pos, player), aOff = lastOfficers, aAdv = lastAdvance, aMid = lastMiddle, aEnd = lastRoyalEnd;
            int b = side(pos, 1 - player);
            return mop + phased(a, aAdv, aMid, aEnd, lastOfficers) - phased(b, lastAdvance, lastMiddle, lastRoyalEnd, aOff);
        }
        int mine = side(pos, player);
        if (players == 2) return mop + mine - side(pos, 1 - player);
        int others = 0;
        for (int p = 0; p < players; p++) if (p != player) others += side(pos, p);
        return mine - others / (players - 1);
    }
}
