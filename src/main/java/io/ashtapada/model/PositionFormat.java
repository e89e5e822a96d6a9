package io.ashtapada.model;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The position string: FEN extended for any board of the language, and for up to four players.
 *
 * <pre>
 *   ROWS[HAND] SIDE CASTLING EP HALFMOVE FULLMOVE [moves:SQ=N,...] [out:ID,...] [rolls:..] [pending:..] [points:..]
 * </pre>
 * ROWS lists rows from the highest y to the lowest over all squares (extra squares
 * included), separated by '/'; each row names only the squares that exist, left to right
 * (holes and empty coordinates are skipped), a digit run counting empty squares. Orthodox
 * FEN is the special case of an 8x8 board. HAND is optional, e.g. {@code [JJJJjjjj]}. SIDE
 * is the player's initial letter ({@code w}, {@code b}). CASTLING uses K/Q (partner on the
 * king's higher or lower file side), upper case for the first player, or '-'. EP lists the
 * passed-over squares that may be captured onto, comma separated, or '-'. The optional
 * last field sets moves-made counts of pieces explicitly; without it a piece on its start
 * square has not moved and any other piece has.
 *
 * <p>With more than two players letter case cannot tell the owner, so the string follows
 * chess.com's four-player FEN: a piece is its owner's letter (the SIDE letter) followed by its
 * own upper-case letter ({@code rK}, {@code bP}), and the squares of a row, empty runs included,
 * are separated by commas ({@code rR,rN,3,bK}); hands likewise ({@code [rS,rS,bP]}). CASTLING
 * lists, comma separated, the start squares of the partners each player may still castle with
 * ({@code f1,a6,l6}), since king side and queen side mean nothing in a corner. {@code out:} names
 * the players who are out of the game ({@code out:blue,green}); their pieces have left the board.
 * Everything else is as with two players.
 */
public final class PositionFormat {
    final Board board;
    final List<Player> players;
    final List<PieceKind> pieces;
    final List<List<CastlingRule>> castling;
    final int[] startBoard;
    final List<List<Integer>> rows = new ArrayList<>();
    /** More than two players: pieces are written with their owner's letter, castling by partner square. */
    final boolean multi;
    /** No kind is royal, so the piece on a castling's king square castles whatever its kind. */
    final boolean noRoyal;
    /**
     * Two players, and some player has castlings to one side with partners on different squares
     * ({@code castle anywhere}, Chess960): a castling right is then the partner's file letter,
     * upper case for the first player (Shredder-FEN {@code HAha}), since K and Q would not say which.
     */
    final boolean byFile;
    /**
     * Per player, the gating zone ({@code gate from hand in ZONE}), or null: the castling field
     * then also lists, by file letter (upper case for the first player), the unmoved pieces of
     * the zone that may still gate, as Fairy-Stockfish writes Seirawan's {@code KQBCDFGkqbcdfg}.
     */
    SquareSet[] gates;

    /**
     * N-check: the checks each player may still give before winning, written after the en passant
     * field ({@code 3+3}, Fairy-Stockfish's form); 0 for a variant that does not count checks.
     */
    int checkLimit;

    /**
     * Are promoted pieces written as such ({@code Q~}, shogi's {@code +P})? Only where the rules
     * remember them: a captured promoted piece goes to hand as what it promoted from
     * (crazyhouse, shogi). Elsewhere a promoted piece is written as the piece it is, as FEN and
     * Fairy-Stockfish write it (chess's {@code Q}, makruk's {@code M}); both forms are read.
     */
    boolean promotedMemory = true;

    /** This format writing promoted pieces as such only when {@code memory} (see {@link #promotedMemory}). */
    public PositionFormat withPromotedMemory(boolean memory) {
        this.promotedMemory = memory;
        return this;
    }

    /** This format with the checks of an N-check variant ({@code win by N checks}). */
    public PositionFormat withChecks(int limit) {
        this.checkLimit = limit;
        return this;
    }

    /** A castling king need not be royal in a variant where nothing is (extinction chess, giveaway). */
    boolean castlesAsKing(int kind) {
        return pieces.get(kind).royal() || noRoyal;
    }

    /** This format with gating rights for the zone (per player) in its castling field. */
    public PositionFormat withGates(SquareSet[] zone) {
        this.gates = zone;
        return this;
    }

    public PositionFormat(Board board, List<Player> players, List<PieceKind> pieces,
                          List<List<CastlingRule>> castling, int[] startBoard) {
        this.board = board;
        this.players = players;
        this.pieces = pieces;
        this.castling = castling;
        this.startBoard = startBoard;
        this.multi = players.size() > 2;
        this.noRoyal = pieces.stream().noneMatch(PieceKind::royal);
        this.byFile = !multi && castling.stream().anyMatch(l -> l.stream().anyMatch(r -> l.stream().anyMatch(
                o -> o.side() == r.side() && o.partnerFrom() != r.partnerFrom())));
        for (int y = board.maxY(); y >= board.minY(); y--) {
            List<Integer> row = new ArrayList<>();
            for (int x = board.minX(); x <= board.maxX(); x++) {
                int s = board.at(x, y);
                if (s >= 0) row.add(s);
            }
            rows.add(row);
        }
    }

    /** Has the variant a wall kind (written '*' on a board square)? */
    boolean hasWall() {
        return pieces.stream().anyMatch(k -> k.letter() == '*');
    }

    /** The format of a compiled variant, whose start position gives each piece's start square. */
    public static PositionFormat of(RuleModel m) {
        try {
            PositionFormat plain = new PositionFormat(m.board(), m.players(), m.pieces(), m.castling(), new int[m.board().size]);
            SquareSet[] g = m.engineTables().gateZone != null ? m.engineTables().gateZone
                    : m.engineTables().rights != null ? m.engineTables().rights.zone() : null;
            int checks = m.engineTables().goals.checksToWin();
            plain.withGates(g).withChecks(checks);
            PositionData start = plain.parse(m.startPosition());
            return new PositionFormat(m.board(), m.players(), m.pieces(), m.castling(), start.board())
                    .withGates(g).withChecks(checks).withPromotedMemory(m.end().captures() == EndRules.TO_HAND)
                    .validating(m, start);
        } catch (FormatException e) {
            throw new IllegalStateException("compiled start position unreadable: " + e.getMessage());
        }
    }

    /** Thrown for a malformed position string; the message says what and where. */
    public static final class FormatException extends Exception {
        public FormatException(String message) {
            super(message);
        }
    }

    /** The kind that promotes to this one, or -1. */
    int demotesTo(int kind) {
        for (PieceKind k : pieces) {
            PromotionRule pr = k.promotion();
            if (pr == null) continue;
            for (int c : pr.choices()) if (c == kind) return k.index();
            if (pr.fileKinds() == null) continue;
            // File-type promotion (Guru Mahachaturanga): the kinds it reaches are in its square tables.
            for (int[] perPlayer : pr.fileKinds()) for (int c : perPlayer) if (c == kind) return k.index();
        }
        return -1;
    }

    public char sideLetter(int player) {
        return Character.toLowerCase(players.get(player).id().charAt(0));
    }

    /**
     * The piece code of a two-player position-string letter (upper case: first player). With more
     * than two players a letter cannot name the owner: use {@link #pieceCode(String)}.
     */
    public int pieceCode(char c) throws FormatException {
        if (multi) {
            throw new FormatException("with more than two players a piece is written as its owner's letter and its own, like '"
                    + sideLetter(0) + Character.toUpperCase(c) + "', not '" + c + "'");
        }
        int owner = Character.isUpperCase(c) ? 0 : 1;
        if (owner >= players.size()) throw new FormatException("no player for piece letter '" + c + "'");
        return Codes.code(kindOf(c), owner);
    }

    /**
     * The piece code of a piece as a position string writes it: owner's letter and piece letter
     * ({@code rK}, any number of players), or one letter whose case names the owner (two players).
     */
    public int pieceCode(String token) throws FormatException {
        if (token.length() == 1) return pieceCode(token.charAt(0));
        if (token.length() != 2 || !Character.isUpperCase(token.charAt(1))) {
            throw new FormatException("bad piece '" + token + "': expected a player letter and a piece letter, like '"
                    + sideLetter(0) + "K'");
        }
        int owner = -1;
        for (int p = 0; p < players.size(); p++) if (sideLetter(p) == token.charAt(0)) owner = p;
        if (owner < 0) throw new FormatException("no player with letter '" + token.charAt(0) + "' in '" + token + "'");
        return Codes.code(kindOf(token.charAt(1)), owner);
    }

    int kindOf(char c) throws FormatException {
        for (PieceKind p : pieces) if (p.letter() == Character.toUpperCase(c)) return p.index();
        throw new FormatException("unknown piece letter '" + c + "'");
    }

    /** The {@code moves:} value of a piece's packed moves-made state (see {@link #movesMade}). */
    static String movesValue(int moved) {
        return (moved & PromotionRule.COUNT) + ((moved & PromotionRule.HAD_INITIAL) != 0 ? "i" : "")
                + ((moved & PromotionRule.USED_ADVANCE) != 0 ? "a" : "");
    }

    /** Is {@code square} in player p's gating zone (a piece there may gate while unmoved)? */
    boolean gatesFrom(int p, int square) {
        return gates != null && p < gates.length && gates[p] != null && gates[p].contains(square);
    }

    /** The file letter of a square in the CASTLING field: upper case for the first player. */
    char fileLetter(int p, int square) {
        char f = (char) ('a' + board.x(square) - board.minX());
        return p == 0 ? Character.toUpperCase(f) : f;
    }

    /** The token of a castling's right in the CASTLING field: K/Q by player with two, the partner's square with more. */
    String right(CastlingRule r) {
        if (multi) return board.name(r.partnerFrom());
        if (byFile) return String.valueOf(fileLetter(r.player(), r.partnerFrom()));
        return String.valueOf(r.player() == 0 ? r.side() : Character.toLowerCase(r.side()));
    }

    boolean royalInHand(int[][] hand, int p) {
        for (PieceKind k : pieces) if (k.royal() && hand[p][k.index()] > 0) return true;
        return false;
    }

    /** May player p still castle by rule r: king and partner unmoved on their start squares? */
    boolean holds(PositionData d, int p, CastlingRule r) {
        int kc = d.board()[r.kingFrom()];
        return kc != 0 && Codes.owner(kc) == p && castlesAsKing(Codes.kind(kc)) && d.moved()[r.kingFrom()] == 0
                && d.board()[r.partnerFrom()] == Codes.code(r.partnerKind(), p)
                && d.moved()[r.partnerFrom()] == 0;
    }

    boolean hasInitialMoves(int kind) {
        return pieces.get(kind).specs().stream().anyMatch(MoveSpec::initialOnly);
    }

    /** Half points written as a number: 3, 1.5. */
    public static String points(int halves) {
        return halves % 2 == 0 ? Integer.toString(halves / 2) : (halves / 2) + ".5";
    }

    /**
     * The piece's letter, upper case for the first player and lower case for the others: the
     * two-player position string's letter. With more players it cannot tell them apart; see {@link #token}.
     */
    public char letter(int code) {
        char c = pieces.get(Codes.kind(code)).letter();
        return Codes.owner(code) == 0 ? c : Character.toLowerCase(c);
    }

    /** The piece as this variant's position string writes it: {@code K}/{@code k} for two players, {@code rK} for more. */
    public String token(int code) {
        if (!multi) return String.valueOf(letter(code));
        return String.valueOf(sideLetter(Codes.owner(code))) + pieces.get(Codes.kind(code)).letter();
    }

    /** Does this format write pieces with their owner's letter (more than two players)? */
    public boolean multiPlayer() {
        return multi;
    }


    /**
     * Moves-made counts a position string implies without its moves field: a piece off its
     * start square has moved; castling partners whose right is absent (letter or square) have
     * moved, and so has a king none of whose castlings is listed.
     */
    /**
     * The moves-made counts a position string implies: a piece off its start square has moved;
     * a castling right says king and partner have not; without the right the partner has moved,
     * unless the king is still in hand (placement chess): then partners on their squares may
     * castle once the king is dropped on its square.
     */
    int[] defaults(int[] b, Set<String> rights, int[][] hand) {
        int[] moved = new int[board.size];
        for (int s = 0; s < board.size; s++) moved[s] = b[s] != 0 && b[s] != startBoard[s] ? 1 : 0;
        if (rights == null) return moved;
        for (int p = 0; p < castling.size() && (multi || p < 2); p++) {
            boolean any = false;
            for (CastlingRule r : castling.get(p)) {
                if (!rights.contains(right(r))) {
                    if (b[r.kingFrom()] == 0 && royalInHand(hand, p)) {
                        if (b[r.partnerFrom()] == Codes.code(r.partnerKind(), p)) moved[r.partnerFrom()] = 0;
                    } else if (b[r.partnerFrom()] != 0 && (!byFile || b[r.partnerFrom()] == Codes.code(r.partnerKind(), p))) {
                        // By file, another castling's partner square may hold the king: only a partner loses a right.
                        moved[r.partnerFrom()] = Math.max(1, moved[r.partnerFrom()]);
                    }
                } else {
                    // A right says king and partner have not moved, wherever the setup had them (or held them in hand).
                    any = true;
                    if (b[r.partnerFrom()] == Codes.code(r.partnerKind(), p)) moved[r.partnerFrom()] = 0;
                    int kc = b[r.kingFrom()];
                    if (kc != 0 && Codes.owner(kc) == p && castlesAsKing(Codes.kind(kc))) moved[r.kingFrom()] = 0;
                }
            }
            if (!any) {
                for (CastlingRule r : castling.get(p)) {
                    if (b[r.kingFrom()] != 0) moved[r.kingFrom()] = Math.max(1, moved[r.kingFrom()]);
                }
            }
        }
        if (gates != null && !multi) gateDefaults(b, rights, moved);
        return moved;
    }

    /**
     * Gating rights: a piece of its player's gating zone may gate while unmoved, so it is unmoved
     * when the field names its file (or a castling right names its square) and moved otherwise.
     */
    void gateDefaults(int[] b, Set<String> rights, int[] moved) {
        for (int p = 0; p < 2 && p < gates.length; p++) {
            Set<Integer> castles = new HashSet<>();
            for (CastlingRule r : castling.get(p)) {
                if (rights.contains(right(r))) {
                    castles.add(r.kingFrom());
                    castles.add(r.partnerFrom());
                }
            }
            for (int s : gates[p].members()) {
                if (b[s] == 0 || Codes.owner(b[s]) != p || castles.contains(s)) continue;
                char f = (char) ('a' + board.x(s) - board.minX());
                String letter = String.valueOf(p == 0 ? Character.toUpperCase(f) : f);
                if (rights.contains(letter)) {
                    // A Shredder-style letter may name a castling partner's file too (Seirawan 960).
                    moved[s] = 0;
                    for (CastlingRule r : castling.get(p)) {
                        if (r.partnerFrom() == s || r.kingFrom() == s) moved[s] = 0;
                    }
                } else {
                    moved[s] = Math.max(1, moved[s]);
                }
            }
        }
    }

    /** Checks positions read against the variant's rules; null for the compiler's own reading of a setup. */
    PositionValidator validator;

    /** The reader and writer hold no state of their own: one of each per format. */
    private final PositionReader reader = new PositionReader(this);
    private final PositionWriter writer = new PositionWriter(this);

    /** Reads a position string; what it refuses, it refuses with a one-line reason. */
    public PositionData parse(String text) throws FormatException {
        return reader.parse(text);
    }

    /** Writes a position as its string, which {@link #parse} reads back to the same position. */
    public String format(PositionData d) {
        return writer.format(d);
    }

    /** This format, checking every position it reads against the rules of {@code m}, whose start is {@code start}. */
    PositionFormat validating(RuleModel m, PositionData start) {
        validator = new PositionValidator(this, m, start);
        return this;
    }
}
