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
    private final Board board;
    private final List<Player> players;
    private final List<PieceKind> pieces;
    private final List<List<CastlingRule>> castling;
    private final int[] startBoard;
    private final List<List<Integer>> rows = new ArrayList<>();
    /** More than two players: pieces are written with their owner's letter, castling by partner square. */
    private final boolean multi;
    /** No kind is royal, so the piece on a castling's king square castles whatever its kind. */
    private final boolean noRoyal;
    /**
     * Per player, the gating zone ({@code gate from hand in ZONE}), or null: the castling field
     * then also lists, by file letter (upper case for the first player), the unmoved pieces of
     * the zone that may still gate, as Fairy-Stockfish writes Seirawan's {@code KQBCDFGkqbcdfg}.
     */
    private SquareSet[] gates;

    /**
     * N-check: the checks each player may still give before winning, written after the en passant
     * field ({@code 3+3}, Fairy-Stockfish's form); 0 for a variant that does not count checks.
     */
    private int checkLimit;

    /**
     * Are promoted pieces written as such ({@code Q~}, shogi's {@code +P})? Only where the rules
     * remember them: a captured promoted piece goes to hand as what it promoted from
     * (crazyhouse, shogi). Elsewhere a promoted piece is written as the piece it is, as FEN and
     * Fairy-Stockfish write it (chess's {@code Q}, makruk's {@code M}); both forms are read.
     */
    private boolean promotedMemory = true;

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
    private boolean castlesAsKing(int kind) {
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
        for (int y = board.maxY(); y >= board.minY(); y--) {
            List<Integer> row = new ArrayList<>();
            for (int x = board.minX(); x <= board.maxX(); x++) {
                int s = board.at(x, y);
                if (s >= 0) row.add(s);
            }
            rows.add(row);
        }
    }

    /** The format of a compiled variant, whose start position gives each piece's start square. */
    public static PositionFormat of(RuleModel m) {
        try {
            PositionFormat plain = new PositionFormat(m.board(), m.players(), m.pieces(), m.castling(), new int[m.board().size]);
            SquareSet[] g = m.engineTables().gateZone;
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
    private int demotesTo(int kind) {
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

    private int kindOf(char c) throws FormatException {
        for (PieceKind p : pieces) if (p.letter() == Character.toUpperCase(c)) return p.index();
        throw new FormatException("unknown piece letter '" + c + "'");
    }

    public PositionData parse(String text) throws FormatException {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isISOControl(c) && !Character.isWhitespace(c)) {
                throw new FormatException(String.format("control character (U+%04X) at column %d", (int) c, i + 1));
            }
        }
        String[] f = text.trim().split("\\s+");
        if (f.length == 0 || f[0].isEmpty()) throw new FormatException("empty position string");
        int[] checks = checkLimit > 0 ? new int[players.size()] : null;
        if (f.length > 4 && f[4].length() <= 40 && f[4].matches("\\d{1,9}(\\+\\d{1,9}){1,3}")) {
            // Fairy-Stockfish's checks still to give, after the en passant field: "1+3" (one number per player).
            checks = checksGiven(f[4], true);
            List<String> rest = new ArrayList<>(List.of(f));
            rest.remove(4);
            f = rest.toArray(new String[0]);
        }
        if (f.length > 2 && f[2].matches("\\d+") && f.length <= 4) {
            // No castling and en passant fields, as some tools write it: "w 0 1" (castling as the pieces stand).
            List<String> full = new ArrayList<>(List.of(f[0], f[1], "", "-"));
            full.addAll(List.of(f).subList(2, f.length));
            f = full.toArray(new String[0]);
        }
        if (f.length > 5 && f[3].matches("\\d+") && board.square(f[3]) < 0) {
            // Fairy-Stockfish's makruk counting: the counting limit stands in the en passant field
            // and the counting ply in the half-move field; the counting rules are not Ashtapada's.
            f = f.clone();
            f[3] = "-";
        }
        String placement = f[0];
        int[][] hand = new int[players.size()][pieces.size()];
        int lb = placement.indexOf('[');
        if (lb >= 0) {
            if (!placement.endsWith("]")) throw new FormatException("hand must end with ']'");
            String inside = placement.substring(lb + 1, placement.length() - 1);
            List<String> tokens = new ArrayList<>();
            if (multi) {
                if (!inside.isEmpty()) tokens.addAll(List.of(inside.split(",", -1)));
            } else {
                for (char c : inside.toCharArray()) tokens.add(String.valueOf(c));
            }
            for (String t : tokens) {
                int code = pieceCode(t);
                hand[Codes.owner(code)][Codes.kind(code)]++;
            }
            placement = placement.substring(0, lb);
        }
        int[] b = new int[board.size];
        int[] promotedFrom = new int[board.size];
        String[] rs = placement.split("/", -1);
        if (lb < 0 && !multi && rs.length == rows.size() + 1) {
            // Fairy-Stockfish's other hand form: the pieces in hand as one more row ("4K3/Qn").
            for (char c : rs[rows.size()].toCharArray()) {
                int code = pieceCode(c);
                hand[Codes.owner(code)][Codes.kind(code)]++;
            }
            rs = java.util.Arrays.copyOf(rs, rows.size());
        }
        if (rs.length != rows.size()) {
            throw new FormatException("expected " + rows.size() + " rows, found " + rs.length);
        }
        for (int r = 0; r < rs.length; r++) {
            List<Integer> row = rows.get(r);
            if (multi) {
                readRow(rs[r], r, row, b, promotedFrom);
                continue;
            }
            int i = 0;
            String s = rs[r];
            for (int k = 0; k < s.length(); k++) {
                char c = s.charAt(k);
                if (c == '+') {
                    // Shogi's promoted piece ("+P"): the kind P promotes to, going back to hand as a P.
                    if (k + 1 >= s.length() || i >= row.size()) throw new FormatException("'+' must precede a piece letter");
                    int base = pieceCode(s.charAt(++k));
                    PromotionRule pr = pieces.get(Codes.kind(base)).promotion();
                    if (pr == null || pr.choices().length != 1) {
                        throw new FormatException("'+" + s.charAt(k) + "': that kind does not promote to one kind");
                    }
                    promotedFrom[row.get(i)] = Codes.kind(base) + 1;
                    b[row.get(i++)] = Codes.code(pr.choices()[0], Codes.owner(base));
                    continue;
                }
                if (Character.isDigit(c)) {
                    int n = 0;
                    while (k < s.length() && Character.isDigit(s.charAt(k))) {
                        n = n * 10 + (s.charAt(k++) - '0');
                        // Checked digit by digit: 4294967297 must not wrap round to 1.
                        if (i + n > row.size()) throw new FormatException("row " + (r + 1) + " is too long");
                    }
                    k--;
                    i += n;
                } else if (c == '~') {
                    // A promoted piece (Fairy-Stockfish's "Q~"): captured, it goes to hand as what it promoted from.
                    int sq = i > 0 ? row.get(i - 1) : -1;
                    int from = sq < 0 || b[sq] == 0 ? -1 : demotesTo(Codes.kind(b[sq]));
                    if (from < 0) throw new FormatException("'~' must follow a piece that some kind promotes to");
                    promotedFrom[sq] = from + 1;
                } else {
                    if (i >= row.size()) throw new FormatException("row " + (r + 1) + " is too long");
                    b[row.get(i++)] = pieceCode(c);
                }
            }
            if (i != row.size()) {
                throw new FormatException("row " + (r + 1) + " has " + i + " squares, expected " + row.size());
            }
        }
        int side = 0;
        if (f.length > 1) {
            side = -1;
            for (int p = 0; p < players.size(); p++) if (f[1].length() == 1 && f[1].charAt(0) == sideLetter(p)) side = p;
            if (side < 0) throw new FormatException("unknown side to move '" + f[1] + "'");
        }
        Set<String> rights = f.length > 2 && !f[2].isEmpty() ? castlingRights(f[2]) : null;
        int[] moved = defaults(b, rights, hand);
        for (int s = 0; s < b.length; s++) {
            if (promotedFrom[s] != 0) moved[s] = Math.max(1, moved[s]) | promotedFrom[s] << PromotionRule.PROMOTED_SHIFT;
        }
        int[] ep = new int[0];
        if (f.length > 3 && !f[3].equals("-")) {
            List<String> sq = new ArrayList<>();
            for (String part : f[3].split(",")) {
                // Fairy-Stockfish writes several squares without a separator: "c5d6".
                if (board.square(part) >= 0) sq.add(part);
                else sq.addAll(List.of(part.split("(?<=[0-9])(?=[a-zA-Z])")));
            }
            ep = new int[sq.size()];
            for (int i = 0; i < sq.size(); i++) {
                ep[i] = board.square(sq.get(i));
                if (ep[i] < 0) throw new FormatException("unknown en passant square '" + sq.get(i) + "'");
            }
        }
        int half = f.length > 4 ? counter(f[4], "half-move counter", 0) : 0;
        int full = f.length > 5 ? counter(f[5], "move number", 1) : 1;
        List<Integer> rollList = new ArrayList<>();
        int[] pending = null;
        int[] points2 = new int[players.size()];
        boolean turnGiven = false;
        int out = 0;
        for (int fi = 6; fi < f.length; fi++) {
            String field = f[fi];
            if (field.matches("\\+\\d+\\+\\d+")) {
                // The checks given, at the end as lichess writes them: "+2+0".
                checks = checksGiven(field.substring(1), false);
                continue;
            }
            if (field.startsWith("out:")) {
                out |= outPlayers(field.substring(4));
                continue;
            }
            if (field.startsWith("rolls:")) {
                turnGiven = true;
                for (String r : field.substring(6).split(",")) if (!r.isEmpty()) rollList.add(roll(r));
                continue;
            }
            if (field.startsWith("pending:")) {
                turnGiven = true;
                pending = parsePending(field.substring(8));
                continue;
            }
            if (field.startsWith("points:")) {
                turnGiven = true;
                String[] ps = field.substring(7).split(",");
                if (ps.length != players.size()) throw new FormatException("points need one value per player: '" + field + "'");
                for (int i = 0; i < ps.length; i++) {
                    double v;
                    try {
                        v = Double.parseDouble(ps[i]);
                    } catch (NumberFormatException e) {
                        throw new FormatException("bad points '" + ps[i] + "'");
                    }
                    if (!(Math.abs(v) <= 1e6)) throw new FormatException("bad points '" + ps[i] + "': a number up to 1000000");
                    points2[i] = (int) Math.round(v * 2);
                }
                continue;
            }
            if (!field.startsWith("moves:")) throw new FormatException("unknown field '" + field + "'");
            for (String item : field.substring(6).split(",")) {
                if (item.isEmpty()) continue;
                String[] kv = item.split("=");
                int s = kv.length == 2 ? board.square(kv[0]) : -1;
                if (s < 0 || b[s] == 0) throw new FormatException("bad moves entry '" + item + "'");
                moved[s] = (moved[s] & PromotionRule.PROMOTED_MASK) | movesMade(item, kv[1]);
            }
        }
        TurnState turn = turnGiven ? new TurnState(rollList.stream().mapToInt(Integer::intValue).toArray(), pending, points2) : null;
        if (turn != null && turn.rolls().length > TurnState.MAX_ROLLS) throw new FormatException("too many rolls");
        checkOut(out, side, b, hand);
        PositionData data = new PositionData(b, moved, side, hand, ep, half, full, turn, out, checks);
        if (rules != null) validate(data, rights, f.length > 2 && !f[2].isEmpty() ? f[2] : "-");
        return data;
    }

    /**
     * One {@code moves:} value: the count of moves the piece has made, 0 to {@value PromotionRule#COUNT},
     * then the letters of its first-move history where its promotion depends on them: {@code i}
     * when its first move was made while it still had a first-move-only move, {@code a} when it
     * has made a straight advance of two or more squares (Guru Mahachaturanga's "6 if first-move
     * unused"). Whether it promoted, and from what, is the board's {@code ~} or {@code +}.
     */
    private static int movesMade(String item, String value) throws FormatException {
        java.util.regex.Matcher m = MOVES_VALUE.matcher(value);
        if (!m.matches()) {
            throw new FormatException("bad moves entry '" + item + "': a count of moves made, optionally followed by 'i' and 'a'");
        }
        if (m.group(1).length() > 5 || Integer.parseInt(m.group(1)) > PromotionRule.COUNT) {
            throw new FormatException("bad moves entry '" + item + "': a count is at most " + PromotionRule.COUNT);
        }
        int v = Integer.parseInt(m.group(1));
        if (m.group(2) != null) v |= PromotionRule.HAD_INITIAL;
        if (m.group(3) != null) v |= PromotionRule.USED_ADVANCE;
        return v;
    }

    /** A {@code moves:} value: digits, then optionally {@code i}, then optionally {@code a}. */
    private static final java.util.regex.Pattern MOVES_VALUE = java.util.regex.Pattern.compile("(\\d+)(i)?(a)?");

    /** The {@code moves:} value of a piece's packed moves-made state (see {@link #movesMade}). */
    private static String movesValue(int moved) {
        return (moved & PromotionRule.COUNT) + ((moved & PromotionRule.HAD_INITIAL) != 0 ? "i" : "")
                + ((moved & PromotionRule.USED_ADVANCE) != 0 ? "a" : "");
    }

    /** Checks given per player, read from "W+B": checks still to give ({@code remaining}) or given. */
    private int[] checksGiven(String field, boolean remaining) throws FormatException {
        if (checkLimit == 0) throw new FormatException("'" + field + "': this variant does not count checks");
        String[] parts = field.split("\\+");
        if (parts.length != players.size()) throw new FormatException("check counts need one number per player: '" + field + "'");
        int[] out = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            int n = Integer.parseInt(parts[i]);
            if (n > checkLimit) throw new FormatException("check count " + n + " is more than " + checkLimit);
            out[i] = remaining ? checkLimit - n : n;
        }
        return out;
    }

    /** One row of a position with more than two players: comma-separated pieces and empty runs. */
    private void readRow(String s, int r, List<Integer> row, int[] b, int[] promotedFrom) throws FormatException {
        int i = 0;
        for (String t : s.isEmpty() ? new String[0] : s.split(",", -1)) {
            if (t.matches("\\d+")) {
                if (t.length() > 4 || i + Integer.parseInt(t) > row.size()) throw new FormatException("row " + (r + 1) + " is too long");
                i += Integer.parseInt(t);
                continue;
            }
            if (i >= row.size()) throw new FormatException("row " + (r + 1) + " is too long");
            boolean promoted = t.endsWith("~");
            int code = pieceCode(promoted ? t.substring(0, t.length() - 1) : t);
            if (promoted) {
                int from = demotesTo(Codes.kind(code));
                if (from < 0) throw new FormatException("'~' must follow a piece that some kind promotes to");
                promotedFrom[row.get(i)] = from + 1;
            }
            b[row.get(i++)] = code;
        }
        if (i != row.size()) throw new FormatException("row " + (r + 1) + " has " + i + " squares, expected " + row.size());
    }

    /** The players named in an {@code out:} field, as bits. */
    private int outPlayers(String list) throws FormatException {
        int out = 0;
        for (String id : list.split(",")) {
            if (id.isEmpty()) continue;
            int p = -1;
            for (Player pl : players) if (pl.id().equals(id)) p = pl.index();
            if (p < 0) throw new FormatException("unknown player '" + id + "' in out:");
            out |= 1 << p;
        }
        return out;
    }

    /** A player who is out has no pieces, and is not the one to move. */
    private void checkOut(int out, int side, int[] b, int[][] hand) throws FormatException {
        if (out == 0) return;
        if ((out & (1 << side)) != 0) throw new FormatException("player '" + players.get(side).id() + "' is out and cannot be to move");
        for (int p = 0; p < players.size(); p++) {
            if ((out & (1 << p)) == 0) continue;
            boolean any = false;
            for (int c : b) any |= c != 0 && Codes.owner(c) == p;
            for (int n : hand[p]) any |= n > 0;
            if (any) throw new FormatException("player '" + players.get(p).id() + "' is out but still has pieces");
        }
    }

    /**
     * The castling rights a CASTLING field lists, as the tokens {@link #right} gives ('-': none).
     * Two players: K and Q letters, upper case for the first player; more: partner start squares.
     */
    private Set<String> castlingRights(String field) throws FormatException {
        Set<String> out = new HashSet<>();
        if (field.equals("-")) return out;
        if (!multi) {
            for (char c : field.toCharArray()) {
                char u = Character.toUpperCase(c);
                // Shredder-FEN (Chess960): the file of the partner, upper case for the first player.
                boolean partnerFile = false;
                if (u != 'K' && u != 'Q' && u >= 'A' && u < 'A' + board.files) {
                    int p = Character.isUpperCase(c) ? 0 : 1;
                    for (CastlingRule r : p < castling.size() ? castling.get(p) : List.<CastlingRule>of()) {
                        if (board.x(r.partnerFrom()) - board.minX() == u - 'A') {
                            partnerFile = true;
                            // With gating, a letter is a piece still able to gate or castle: the
                            // partner's letter castles only beside the king's ("FG"); alone it gates.
                            if (!gatesFrom(p, r.kingFrom()) || field.indexOf(fileLetter(p, r.kingFrom())) >= 0) out.add(right(r));
                        }
                    }
                }
                if (u != 'K' && u != 'Q' && !partnerFile && (gates == null || u < 'A' || u >= 'A' + board.files)) {
                    throw new FormatException("bad castling field '" + field + "'");
                }
                // With gating a file letter may come twice: a Shredder castling right, then a gating right
                // (Fairy-Stockfish's Seirawan 960 "GDABCDEFGH").
                if (!out.add(String.valueOf(c)) && (gates == null || u == 'K' || u == 'Q')) {
                    throw new FormatException("castling right '" + c + "' is written twice");
                }
            }
            return out;
        }
        Set<String> known = new HashSet<>();
        for (List<CastlingRule> l : castling) for (CastlingRule r : l) known.add(right(r));
        for (String sq : field.split(",")) {
            if (!known.contains(sq)) throw new FormatException("no castling partner starts on '" + sq + "' (castling field '" + field + "')");
            out.add(sq);
        }
        return out;
    }

    /** Is {@code square} in player p's gating zone (a piece there may gate while unmoved)? */
    private boolean gatesFrom(int p, int square) {
        return gates != null && p < gates.length && gates[p] != null && gates[p].contains(square);
    }

    /** The file letter of a square in the CASTLING field: upper case for the first player. */
    private char fileLetter(int p, int square) {
        char f = (char) ('a' + board.x(square) - board.minX());
        return p == 0 ? Character.toUpperCase(f) : f;
    }

    /** The token of a castling's right in the CASTLING field: K/Q by player with two, the partner's square with more. */
    private String right(CastlingRule r) {
        if (multi) return board.name(r.partnerFrom());
        return String.valueOf(r.player() == 0 ? r.side() : Character.toLowerCase(r.side()));
    }

    private static int roll(String r) throws FormatException {
        try {
            return TurnState.parse(r);
        } catch (IllegalArgumentException e) {
            throw new FormatException(e.getMessage());
        }
    }

    /**
     * The dice fields against the dice rules: the turn's throws are one roll, then only the
     * re-rolls the rules allow (each once a turn), then a confirmation roll (the last throw) only
     * where captures of royal pieces are confirmed; a pending capture only there too, after a
     * roll, from a square holding a piece of the player to move onto a royal piece.
     */
    private void checkTurn(PositionData d, TurnState t, DiceRules dice) throws FormatException {
        int[] rolls = t.rolls();
        boolean one = dice.rerollOne() || dice.rerollOneOrBoth(), both = dice.rerollBothIfDouble() || dice.rerollOneOrBoth();
        int rerolls = 0, most = (dice.rerollOne() ? 1 : 0) + (dice.rerollBothIfDouble() ? 1 : 0) + (dice.rerollOneOrBoth() ? 1 : 0);
        for (int i = 0; i < rolls.length; i++) {
            int how = TurnState.how(rolls[i]);
            String shown = TurnState.format(rolls[i]);
            if (i == 0 && how != TurnState.ROLL) {
                throw new FormatException("the turn's first throw is a plain roll, not '" + shown + "' (rolls:)");
            }
            if (i > 0 && how == TurnState.ROLL) throw new FormatException("a turn has one roll; '" + shown + "' is a second (rolls:)");
            if (how == TurnState.REROLL_ONE && !one || how == TurnState.REROLL_BOTH && !both) {
                throw new FormatException(title(dice) + " allows no re-roll '" + shown + "' (rolls:)");
            }
            if (how == TurnState.REROLL_ONE || how == TurnState.REROLL_BOTH) {
                if (++rerolls > most) throw new FormatException("more re-rolls than the rules allow in a turn (rolls:)");
            }
            if (how == TurnState.CONFIRM) {
                // With no pending capture left it is a failed confirmation (OM-12): the turn goes on without it.
                if (!dice.confirmRoyal()) {
                    throw new FormatException(rules.title() + " confirms no capture: no confirmation roll '" + shown + "' (rolls:)");
                }
                if (i != rolls.length - 1) throw new FormatException("the confirmation roll is the turn's last throw (rolls:)");
            }
        }
        if (t.pending() != null) {
            if (!dice.confirmRoyal()) throw new FormatException(rules.title() + " confirms no capture: no pending: field");
            if (rolls.length == 0) throw new FormatException("a pending capture follows the turn's roll (rolls:)");
            int from = d.board()[t.pending()[0]], to = d.board()[t.pending()[1]];
            if (from == 0 || Codes.owner(from) != d.side()) {
                throw new FormatException("the pending capture starts from " + board.name(t.pending()[0])
                        + ", which holds no piece of the player to move");
            }
            if (to == 0 || Codes.owner(to) == d.side() || !pieces.get(Codes.kind(to)).royal()) {
                throw new FormatException("the pending capture ends on " + board.name(t.pending()[1]) + ", which holds no royal piece to capture");
            }
        }
    }

    private String title(DiceRules dice) {
        return rules.title();
    }

    private int[] parsePending(String s) throws FormatException {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("([a-z]+\\d+)([a-z]+\\d+)(?:=([A-Za-z]))?").matcher(s);
        if (!m.matches()) throw new FormatException("bad pending move '" + s + "'");
        int from = board.square(m.group(1)), to = board.square(m.group(2));
        if (from < 0 || to < 0) throw new FormatException("bad pending move '" + s + "'");
        int promo = m.group(3) == null ? -1 : kindOf(m.group(3).charAt(0));
        return new int[]{from, to, promo};
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
    private int[] defaults(int[] b, Set<String> rights, int[][] hand) {
        int[] moved = new int[board.size];
        for (int s = 0; s < board.size; s++) moved[s] = b[s] != 0 && b[s] != startBoard[s] ? 1 : 0;
        if (rights == null) return moved;
        for (int p = 0; p < castling.size() && (multi || p < 2); p++) {
            boolean any = false;
            for (CastlingRule r : castling.get(p)) {
                if (!rights.contains(right(r))) {
                    if (b[r.kingFrom()] == 0 && royalInHand(hand, p)) {
                        if (b[r.partnerFrom()] == Codes.code(r.partnerKind(), p)) moved[r.partnerFrom()] = 0;
                    } else if (b[r.partnerFrom()] != 0) {
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
    private void gateDefaults(int[] b, Set<String> rights, int[] moved) {
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

    /**
     * The gating letters of player p: the files of its unmoved pieces in the zone, those of a
     * castling's king and partner included, as Fairy-Stockfish writes them ({@code KQABCDEFGH}
     * at Seirawan's start; {@code KQBCDFG}, without the files K and Q imply, is read as well).
     */
    private void gateRights(PositionData d, int p, Set<String> rights) {
        if (gates == null || multi || p >= gates.length) return;
        for (int s : gates[p].members()) {
            int c = d.board()[s];
            if (c == 0 || Codes.owner(c) != p || d.moved()[s] != 0) continue;
            char f = (char) ('a' + board.x(s) - board.minX());
            rights.add(String.valueOf(p == 0 ? Character.toUpperCase(f) : f));
        }
    }

    private boolean royalInHand(int[][] hand, int p) {
        for (PieceKind k : pieces) if (k.royal() && hand[p][k.index()] > 0) return true;
        return false;
    }

    public String format(PositionData d) {
        StringBuilder sb = new StringBuilder();
        String sep = multi ? "," : "";
        for (int r = 0; r < rows.size(); r++) {
            if (r > 0) sb.append('/');
            StringBuilder row = new StringBuilder();
            int empty = 0;
            for (int s : rows.get(r)) {
                int code = d.board()[s];
                if (code == 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) row.append(row.length() > 0 ? sep : "").append(empty);
                empty = 0;
                int from = promotedMemory ? (d.moved()[s] & PromotionRule.PROMOTED_MASK) >>> PromotionRule.PROMOTED_SHIFT : 0;
                PromotionRule pr = from == 0 || multi ? null : pieces.get(from - 1).promotion();
                if (pr != null && pr.choices().length == 1) {
                    // "+P": what it promoted from, where that kind has a single promotion (shogi).
                    row.append(row.length() > 0 ? sep : "").append('+').append(token(Codes.code(from - 1, Codes.owner(code))));
                    continue;
                }
                row.append(row.length() > 0 ? sep : "").append(token(code));
                if (pr != null) row.append('~');
            }
            if (empty > 0) row.append(row.length() > 0 ? sep : "").append(empty);
            sb.append(row);
        }
        boolean anyDrops = pieces.stream().anyMatch(k -> k.drop() != null);
        StringBuilder hand = new StringBuilder();
        for (int p = 0; p < d.hand().length; p++) {
            for (int k = 0; k < pieces.size(); k++) {
                for (int n = 0; n < d.hand()[p][k]; n++) hand.append(hand.length() > 0 ? sep : "").append(token(Codes.code(k, p)));
            }
        }
        if (anyDrops || hand.length() > 0) sb.append('[').append(hand).append(']');
        sb.append(' ').append(sideLetter(d.side()));
        Set<String> rights = new LinkedHashSet<>();
        for (int p = 0; p < castling.size() && (multi || p < 2); p++) {
            if (multi) {
                for (CastlingRule r : castling.get(p)) if (holds(d, p, r)) rights.add(right(r));
                continue;
            }
            for (char side : new char[]{'K', 'Q'}) {
                for (CastlingRule r : castling.get(p)) {
                    if (r.side() == side && holds(d, p, r)) {
                        rights.add(right(r));
                        break;
                    }
                }
            }
            gateRights(d, p, rights);
        }
        String castlingField = rights.isEmpty() ? "-" : String.join(multi ? "," : "", rights);
        sb.append(' ').append(castlingField);
        sb.append(' ');
        if (d.ep().length == 0) {
            sb.append('-');
        } else {
            for (int i = 0; i < d.ep().length; i++) sb.append(i > 0 ? "," : "").append(board.name(d.ep()[i]));
        }
        if (checkLimit > 0 && d.checks() != null) {
            // Fairy-Stockfish's form: the checks each player may still give.
            sb.append(' ');
            for (int p = 0; p < d.checks().length; p++) sb.append(p > 0 ? "+" : "").append(checkLimit - d.checks()[p]);
        }
        sb.append(' ').append(d.halfmove()).append(' ').append(d.fullmove());
        String extra = movesField(d, rights);
        if (!extra.isEmpty()) sb.append(" moves:").append(extra);
        if (d.out() != 0) {
            StringBuilder out = new StringBuilder();
            for (Player p : players) if (d.isOut(p.index())) out.append(out.length() > 0 ? "," : "").append(p.id());
            sb.append(" out:").append(out);
        }
        TurnState t = d.turn();
        if (t != null) {
            if (t.rolls().length > 0) {
                sb.append(" rolls:");
                for (int i = 0; i < t.rolls().length; i++) sb.append(i > 0 ? "," : "").append(TurnState.format(t.rolls()[i]));
            }
            if (t.pending() != null) {
                sb.append(" pending:").append(board.name(t.pending()[0])).append(board.name(t.pending()[1]));
                if (t.pending()[2] >= 0) sb.append('=').append(pieces.get(t.pending()[2]).letter());
            }
            boolean anyPoints = false;
            for (int p : t.points2()) anyPoints |= p != 0;
            if (anyPoints) {
                sb.append(" points:");
                for (int i = 0; i < t.points2().length; i++) sb.append(i > 0 ? "," : "").append(points(t.points2()[i]));
            }
        }
        return sb.toString();
    }

    /** May player p still castle by rule r: king and partner unmoved on their start squares? */
    private boolean holds(PositionData d, int p, CastlingRule r) {
        int kc = d.board()[r.kingFrom()];
        return kc != 0 && Codes.owner(kc) == p && castlesAsKing(Codes.kind(kc)) && d.moved()[r.kingFrom()] == 0
                && d.board()[r.partnerFrom()] == Codes.code(r.partnerKind(), p)
                && d.moved()[r.partnerFrom()] == 0;
    }

    /** Explicit moves-made counts where the default reading of the string would differ. */
    private String movesField(PositionData d, Set<String> rights) {
        int[] dflt = defaults(d.board(), rights, d.hand());
        StringBuilder sb = new StringBuilder();
        for (int s = 0; s < board.size; s++) {
            int code = d.board()[s];
            if (code == 0 || !pieces.get(Codes.kind(code)).stateful()) continue;
            boolean counts = pieces.get(Codes.kind(code)).countsMoves();
            // What the reader makes of the square without an entry: a promoted piece ('~', '+') has moved.
            int state = d.moved()[s] & ~PromotionRule.PROMOTED_MASK;
            int expected = (d.moved()[s] & PromotionRule.PROMOTED_MASK) != 0 ? Math.max(1, dflt[s]) : dflt[s];
            if (counts ? state == expected : (state == 0) == (expected == 0)) continue;
            // An absent castling letter already rules that castling out; the unmoved flag of a
            // piece that matters only for castling need not be written then.
            if (!counts && state == 0 && !hasInitialMoves(Codes.kind(code))) continue;
            sb.append(sb.length() > 0 ? "," : "").append(board.name(s)).append('=')
                    .append(counts ? movesValue(state) : String.valueOf(state == 0 ? 0 : Math.max(1, state & PromotionRule.COUNT)));
        }
        return sb.toString();
    }

    private boolean hasInitialMoves(int kind) {
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

    // ------------------------------------------------------------ validation against the rules

    /** The rules a parsed position is checked against, or null (the compiler's own reading of a setup). */
    private RuleModel rules;
    /** Per player, the royal pieces (board and hand) of the start position. */
    private int[] startRoyals;
    /** Does the start position hold a royal piece in hand (placement chess)? */
    private boolean royalInHandAtStart;
    /** Can a piece ever be in hand (drops, captures to hand, gating, a start hand)? */
    private boolean hands;
    /** Per kind, the most pieces of it all hands together can hold: the game's pieces that go to hand as it. */
    private int[] handLimit;
    /** Per pawn kind and player, the squares it can never stand on; null when any is possible. */
    private SquareSet[][] pawnNever;

    /** This format, checking every position it reads against the rules of {@code m}, whose start is {@code start}. */
    PositionFormat validating(RuleModel m, PositionData start) {
        this.rules = m;
        int n = players.size();
        startRoyals = new int[n];
        for (int s = 0; s < board.size; s++) {
            int c = start.board()[s];
            if (c == 0) continue;
            if (pieces.get(Codes.kind(c)).royal()) startRoyals[Codes.owner(c)]++;
        }
        for (int p = 0; p < n; p++) {
            for (PieceKind k : pieces) {
                int h = start.hand()[p][k.index()];
                if (k.royal()) {
                    startRoyals[p] += h;
                    royalInHandAtStart |= h > 0;
                }
                hands |= h > 0 || k.drop() != null;
            }
        }
        // Hooks may read hands (Guru Mahachaturaji): then any hand is possible.
        hands |= m.end().captures() != EndRules.REMOVED || gates != null || !m.hooks().isEmpty();
        handLimit = new int[pieces.size()];
        for (int s = 0; s < board.size; s++) if (start.board()[s] != 0) handLimit[Codes.kind(start.board()[s])]++;
        for (int[] h : start.hand()) for (PieceKind k : pieces) handLimit[k.index()] += h[k.index()];
        if (m.end().captures() == EndRules.TO_HAND_AS_PROMOTED) {
            // A promoted piece goes to hand as what it is: every piece that may promote to a kind counts for it.
            int[] extra = new int[pieces.size()];
            for (PieceKind k : pieces) {
                if (k.promotion() == null || k.promotion().choices() == null) continue;
                for (int c : k.promotion().choices()) extra[c] += handLimit[k.index()];
            }
            for (int i = 0; i < extra.length; i++) handLimit[i] += extra[i];
        }
        pawnNever = pawnNever(m, start);
        return this;
    }

    private static int counter(String text, String what, int min) throws FormatException {
        int v;
        try {
            v = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new FormatException(what + " '" + text + "' is not a number from " + min + " to " + Integer.MAX_VALUE);
        }
        if (v < min) throw new FormatException(what + " must be " + min + " or more, not " + v);
        return v;
    }

    /**
     * Checks a position against the rules: the dice fields only with dice and faces on the dice,
     * one royal piece per player where the start has one, royal pieces in hand only where the
     * start has them, hands only where pieces can be in hand, no more pieces than the start has,
     * pawns only where they can stand, castling rights with king and partner on their squares,
     * an en passant square a piece has just passed.
     */
    private void validate(PositionData d, Set<String> rights, String castlingField) throws FormatException {
        String title = rules.title();
        DiceRules dice = rules.dice();
        TurnState t = d.turn();
        if (t != null && dice == null) throw new FormatException(title + " has no dice: no rolls:, pending: or points: field");
        if (t != null) {
            for (int r : t.rolls()) {
                int a = TurnState.face(r, 0), b = TurnState.face(r, 1);
                if (a < 1 || b < 1 || a > dice.sides() || b > dice.sides()) {
                    throw new FormatException("a die shows 1 to " + dice.sides() + ", not " + a + "," + b + " (rolls:)");
                }
            }
            checkTurn(d, t, dice);
        }
        int n = players.size();
        for (PieceKind k : pieces) {
            int inHands = 0;
            for (int p = 0; p < n; p++) {
                int h = d.hand()[p][k.index()];
                if (h == 0) continue;
                if (!hands) throw new FormatException(title + " has no pieces in hand, but the position holds a " + k.name());
                if (k.royal() && !royalInHandAtStart) {
                    throw new FormatException("a " + k.name() + " is never in hand in " + title);
                }
                inHands += h;
            }
            if (inHands > handLimit[k.index()] && rules.hooks().isEmpty()) {
                throw new FormatException("the hands hold " + inHands + " " + k.name() + (inHands == 1 ? "" : "s") + ", more than the "
                        + handLimit[k.index()] + " " + title + " has");
            }
        }
        for (int p = 0; p < n; p++) {
            if (d.isOut(p) || startRoyals[p] != 1) continue;
            // Without check rules a captured royal piece ends the game: a position may lack it then.
            // ... and so does a variant rule (atomic's explosions, extinction), or an after-move hook
            // taking it (the engine's royalLost: the game is over then).
            boolean mayLack = !rules.end().check() || rules.engineTables().goals.explode()
                    || rules.engineTables().goals.extinctKinds() != 0 || rules.engineTables().goals.extinctAll()
                    || rules.hooks().stream().anyMatch(h -> h.event() == HookDef.Event.AFTER_MOVE);
            int royals = 0;
            String name = null;
            for (int s = 0; s < board.size; s++) {
                int c = d.board()[s];
                if (c != 0 && Codes.owner(c) == p && pieces.get(Codes.kind(c)).royal()) royals++;
            }
            for (PieceKind k : pieces) {
                if (!k.royal()) continue;
                royals += d.hand()[p][k.index()];
                if (name == null) name = k.name();
            }
            if (royals > 1 || royals == 0 && !mayLack) {
                throw new FormatException(players.get(p).id() + " has " + (royals == 0 ? "no " + name : royals + " " + name + "s")
                        + ", but " + title + " has one per player");
            }
        }
        if (pawnNever != null) {
            for (int s = 0; s < board.size; s++) {
                int c = d.board()[s];
                if (c == 0) continue;
                SquareSet never = pawnNever[Codes.kind(c)] == null ? null : pawnNever[Codes.kind(c)][Codes.owner(c)];
                if (never != null && never.contains(s)) {
                    throw new FormatException("a " + players.get(Codes.owner(c)).id() + " " + pieces.get(Codes.kind(c)).name()
                            + " can never stand on " + board.name(s));
                }
            }
        }
        if (!multi) checkCastlingRights(d, rights, castlingField);
        if (!multi && d.ep().length == 1) checkEnPassant(d);
    }

    /** A K or Q right needs an unmoved royal piece and partner on the squares of one of that side's castlings. */
    private void checkCastlingRights(PositionData d, Set<String> rights, String field) throws FormatException {
        if (rights == null || field.isEmpty()) return;
        for (char c : field.toCharArray()) {
            if (Character.toUpperCase(c) != 'K' && Character.toUpperCase(c) != 'Q') continue;       // gating letters
            int p = Character.isUpperCase(c) ? 0 : 1;
            if (royalInHand(d.hand(), p)) continue;
            String why = null;
            for (CastlingRule r : castling.get(p)) {
                if (r.side() != Character.toUpperCase(c)) continue;
                int kc = d.board()[r.kingFrom()];
                if (kc == 0 || Codes.owner(kc) != p || !pieces.get(Codes.kind(kc)).royal() && pieces.stream().anyMatch(PieceKind::royal)) {
                    why = players.get(p).id() + " has no royal piece on " + board.name(r.kingFrom());
                } else if (d.board()[r.partnerFrom()] != Codes.code(r.partnerKind(), p)) {
                    why = players.get(p).id() + " has no " + pieces.get(r.partnerKind()).name() + " on " + board.name(r.partnerFrom());
                } else {
                    why = null;
                    break;
                }
            }
            if (why != null) throw new FormatException("castling right '" + c + "' in '" + field + "': " + why);
        }
    }

    /** Was the piece, whose moves-made state this is, promoted from a passable kind (a torpedo pawn promoting with its double step)? */
    private boolean promotedFromPassable(int moved) {
        int from = (moved & PromotionRule.PROMOTED_MASK) >>> PromotionRule.PROMOTED_SHIFT;
        return from != 0 && pieces.get(from - 1).passable();
    }

    /**
     * Where promoted pieces are written as plain pieces (FEN as others write it), could a piece of
     * this kind have just promoted from a passable kind with its double step? Then the string
     * cannot say, and an en passant square behind it is taken as the engine wrote it.
     */
    private boolean mayHavePromotedFromPassable(int kind) {
        if (promotedMemory) return false;
        for (PieceKind k : pieces) {
            PromotionRule pr = k.promotion();
            if (!k.passable() || pr == null || pr.choices() == null) continue;
            for (int c : pr.choices()) if (c == kind) return true;
        }
        return false;
    }

    /**
     * The en passant square must be empty, with a passable piece of the player who moved last
     * just beyond it (or one that promoted there, as the engine keeps the square after a
     * promoting double step).
     */
    private void checkEnPassant(PositionData d) throws FormatException {
        int sq = d.ep()[0];
        int prev = (d.side() + players.size() - 1) % players.size();
        Player mover = players.get(prev);
        String why = null;
        if (d.board()[sq] != 0) {
            why = "it is not empty";
        } else {
            boolean passed = false;
            int x = board.x(sq), y = board.y(sq);
            int fx = mover.vx(0, 1), fy = mover.vy(0, 1);
            for (int side = -1; side <= 1; side++) {
                int t = board.at(x + fx + side * fy, y + fy + side * fx);
                if (t < 0) continue;
                int c = d.board()[t];
                if (c != 0 && Codes.owner(c) == prev && (pieces.get(Codes.kind(c)).passable() || promotedFromPassable(d.moved()[t])
                        || mayHavePromotedFromPassable(Codes.kind(c)))) {
                    passed = true;
                }
            }
            if (!passed) why = "no " + mover.id() + " piece has just passed it (" + players.get(d.side()).id() + " is to move)";
        }
        if (why != null) throw new FormatException("en passant square " + board.name(sq) + ": " + why);
    }

    /** Do the start squares of this piece lie on one rank or one file (and is there one)? */
    private boolean oneLine(PositionData start, int code) {
        int x = Integer.MIN_VALUE, y = Integer.MIN_VALUE;
        boolean sameX = true, sameY = true, any = false;
        for (int s = 0; s < board.size; s++) {
            if (start.board()[s] != code) continue;
            if (!any) {
                x = board.x(s);
                y = board.y(s);
                any = true;
            }
            sameX &= board.x(s) == x;
            sameY &= board.y(s) == y;
        }
        return any && (sameX || sameY);
    }

    /**
     * The squares each pawn kind can never stand on, per player: those it cannot reach from where
     * it starts or may be dropped or promoted to (its moves followed without regard to other
     * pieces), and those where it must promote. Null for a kind any square suits, and for every
     * kind when hooks may move pieces.
     */
    private SquareSet[][] pawnNever(RuleModel m, PositionData start) {
        if (!m.hooks().isEmpty()) return null;
        SquareSet[][] out = new SquareSet[pieces.size()][];
        for (PieceKind k : pieces) {
            if (!k.pawn()) continue;
            boolean promotedTo = false;
            for (PieceKind o : pieces) {
                if (o.promotion() != null && o.promotion().choices() != null) {
                    for (int ch : o.promotion().choices()) promotedTo |= ch == k.index();
                }
                if (o.promotion() != null && o.promotion().fileKinds() != null) promotedTo = true;
            }
            if (promotedTo) continue;
            // Only a promoting pawn that promotes on landing and starts on one line (chess,
            // makruk) is checked: composed positions of other games (sittuyin's two ranks,
            // xiangqi's soldiers) may put one anywhere its own game's engines accept.
            if (k.promotion() == null || k.promotion().inPlace()) continue;
            out[k.index()] = new SquareSet[players.size()];
            for (int p = 0; p < players.size(); p++) {
                if (!oneLine(start, Codes.code(k.index(), p))) continue;
                boolean[] reach = new boolean[board.size];
                java.util.ArrayDeque<Integer> todo = new java.util.ArrayDeque<>();
                for (int s = 0; s < board.size; s++) {
                    boolean seed = start.board()[s] == Codes.code(k.index(), p)
                            || k.drop() != null && (k.drop().zone()[p] == null || k.drop().zone()[p].contains(s));
                    if (seed && !reach[s]) {
                        reach[s] = true;
                        todo.add(s);
                    }
                }
                List<MoveTable> tables = new ArrayList<>();
                tables.add(k.tables()[p]);
                for (Power pw : k.powers()) tables.add(pw.tables()[p]);
                while (!todo.isEmpty()) {
                    int s = todo.poll();
                    for (MoveTable t : tables) {
                        for (int e : t.leaps[s]) visit(e & MoveTable.SQ_MASK, reach, todo);
                        for (int[] ray : t.rays[s]) for (int e : ray) visit(e & MoveTable.SQ_MASK, reach, todo);
                    }
                }
                PromotionRule pr = k.promotion();
                SquareSet must = pr == null || pr.ifLost() ? null : !pr.optional() ? pr.zone()[p] : pr.compulsory() == null ? null : pr.compulsory()[p];
                List<Integer> never = new ArrayList<>();
                for (int s = 0; s < board.size; s++) {
                    // A drop may put it where it would have had to promote (dobutsu's chick).
                    boolean dropped = k.drop() != null && (k.drop().zone()[p] == null || k.drop().zone()[p].contains(s));
                    if (!reach[s] || must != null && must.contains(s) && !dropped) never.add(s);
                }
                out[k.index()][p] = never.isEmpty() ? null : SquareSet.of(board.size, never);
            }
        }
        return out;
    }

    private static void visit(int s, boolean[] reach, java.util.ArrayDeque<Integer> todo) {
        if (s >= 0 && s < reach.length && !reach[s]) {
            reach[s] = true;
            todo.add(s);
        }
    }
}
