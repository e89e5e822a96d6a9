package io.ashtapada.model;

import java.util.ArrayList;
import java.util.List;

/**
 * The position string: FEN extended for any board of the language.
 *
 * <pre>
 *   ROWS[HAND] SIDE CASTLING EP HALFMOVE FULLMOVE [moves:SQ=N,...]
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
 */
public final class PositionFormat {
    private final Board board;
    private final List<Player> players;
    private final List<PieceKind> pieces;
    private final List<List<CastlingRule>> castling;
    private final int[] startBoard;
    private final List<List<Integer>> rows = new ArrayList<>();

    public PositionFormat(Board board, List<Player> players, List<PieceKind> pieces,
                          List<List<CastlingRule>> castling, int[] startBoard) {
        this.board = board;
        this.players = players;
        this.pieces = pieces;
        this.castling = castling;
        this.startBoard = startBoard;
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
            return new PositionFormat(m.board(), m.players(), m.pieces(), m.castling(), plain.parse(m.startPosition()).board());
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

    public char sideLetter(int player) {
        return Character.toLowerCase(players.get(player).id().charAt(0));
    }

    /** The piece code of a position-string letter (upper case: first player). */
    public int pieceCode(char c) throws FormatException {
        PieceKind k = null;
        for (PieceKind p : pieces) if (p.letter() == Character.toUpperCase(c)) k = p;
        if (k == null) throw new FormatException("unknown piece letter '" + c + "'");
        int owner = Character.isUpperCase(c) ? 0 : 1;
        if (owner >= players.size()) throw new FormatException("no player for piece letter '" + c + "'");
        return Codes.code(k.index(), owner);
    }

    public PositionData parse(String text) throws FormatException {
        String[] f = text.trim().split("\\s+");
        if (f.length == 0 || f[0].isEmpty()) throw new FormatException("empty position string");
        String placement = f[0];
        int[][] hand = new int[players.size()][pieces.size()];
        int lb = placement.indexOf('[');
        if (lb >= 0) {
            if (!placement.endsWith("]")) throw new FormatException("hand must end with ']'");
            for (char c : placement.substring(lb + 1, placement.length() - 1).toCharArray()) {
                int code = pieceCode(c);
                hand[Codes.owner(code)][Codes.kind(code)]++;
            }
            placement = placement.substring(0, lb);
        }
        int[] b = new int[board.size];
        String[] rs = placement.split("/", -1);
        if (rs.length != rows.size()) {
            throw new FormatException("expected " + rows.size() + " rows, found " + rs.length);
        }
        for (int r = 0; r < rs.length; r++) {
            List<Integer> row = rows.get(r);
            int i = 0;
            String s = rs[r];
            for (int k = 0; k < s.length(); k++) {
                char c = s.charAt(k);
                if (Character.isDigit(c)) {
                    int n = 0;
                    while (k < s.length() && Character.isDigit(s.charAt(k))) n = n * 10 + (s.charAt(k++) - '0');
                    k--;
                    i += n;
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
        String castlingField = f.length > 2 ? f[2] : null;
        if (castlingField != null && !castlingField.equals("-")) {
            for (char c : castlingField.toCharArray()) {
                char u = Character.toUpperCase(c);
                if (u != 'K' && u != 'Q') throw new FormatException("bad castling field '" + castlingField + "'");
            }
        }
        int[] moved = defaults(b, castlingField);
        int[] ep = new int[0];
        if (f.length > 3 && !f[3].equals("-")) {
            String[] sq = f[3].split(",");
            ep = new int[sq.length];
            for (int i = 0; i < sq.length; i++) {
                ep[i] = board.square(sq[i]);
                if (ep[i] < 0) throw new FormatException("unknown en passant square '" + sq[i] + "'");
            }
        }
        int half = 0, full = 1;
        try {
            if (f.length > 4) half = Integer.parseInt(f[4]);
            if (f.length > 5) full = Integer.parseInt(f[5]);
        } catch (NumberFormatException e) {
            throw new FormatException("bad move counter '" + e.getMessage() + "'");
        }
        List<Integer> rollList = new ArrayList<>();
        int[] pending = null;
        int[] points2 = new int[players.size()];
        boolean turnGiven = false;
        for (int fi = 6; fi < f.length; fi++) {
            String field = f[fi];
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
                    try {
                        points2[i] = (int) Math.round(Double.parseDouble(ps[i]) * 2);
                    } catch (NumberFormatException e) {
                        throw new FormatException("bad points '" + ps[i] + "'");
                    }
                }
                continue;
            }
            if (!field.startsWith("moves:")) throw new FormatException("unknown field '" + field + "'");
            for (String item : field.substring(6).split(",")) {
                if (item.isEmpty()) continue;
                String[] kv = item.split("=");
                int s = kv.length == 2 ? board.square(kv[0]) : -1;
                if (s < 0 || b[s] == 0) throw new FormatException("bad moves entry '" + item + "'");
                try {
                    moved[s] = Integer.parseInt(kv[1]);
                } catch (NumberFormatException e) {
                    throw new FormatException("bad moves entry '" + item + "'");
                }
            }
        }
        TurnState turn = turnGiven ? new TurnState(rollList.stream().mapToInt(Integer::intValue).toArray(), pending, points2) : null;
        if (turn != null && turn.rolls().length > TurnState.MAX_ROLLS) throw new FormatException("too many rolls");
        return new PositionData(b, moved, side, hand, ep, half, full, turn);
    }

    private static int roll(String r) throws FormatException {
        try {
            return TurnState.parse(r);
        } catch (IllegalArgumentException e) {
            throw new FormatException(e.getMessage());
        }
    }

    private int[] parsePending(String s) throws FormatException {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("([a-z]+\\d+)([a-z]+\\d+)(?:=([A-Za-z]))?").matcher(s);
        if (!m.matches()) throw new FormatException("bad pending move '" + s + "'");
        int from = board.square(m.group(1)), to = board.square(m.group(2));
        if (from < 0 || to < 0) throw new FormatException("bad pending move '" + s + "'");
        int promo = m.group(3) == null ? -1 : Codes.kind(pieceCode(Character.toUpperCase(m.group(3).charAt(0))));
        return new int[]{from, to, promo};
    }

    /**
     * Moves-made counts a position string implies without its moves field: a piece off its
     * start square has moved; castling partners whose letter is absent have moved, and so
     * has a king none of whose castlings is listed.
     */
    private int[] defaults(int[] b, String castlingField) {
        int[] moved = new int[board.size];
        for (int s = 0; s < board.size; s++) moved[s] = b[s] != 0 && b[s] != startBoard[s] ? 1 : 0;
        if (castlingField == null) return moved;
        for (int p = 0; p < castling.size() && p < 2; p++) {
            boolean any = false;
            for (CastlingRule r : castling.get(p)) {
                char letter = p == 0 ? r.side() : Character.toLowerCase(r.side());
                if (castlingField.indexOf(letter) < 0) {
                    if (b[r.partnerFrom()] != 0) moved[r.partnerFrom()] = Math.max(1, moved[r.partnerFrom()]);
                } else {
                    any = true;
                }
            }
            if (!any) {
                for (CastlingRule r : castling.get(p)) {
                    if (b[r.kingFrom()] != 0) moved[r.kingFrom()] = Math.max(1, moved[r.kingFrom()]);
                }
            }
        }
        return moved;
    }

    public String format(PositionData d) {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < rows.size(); r++) {
            if (r > 0) sb.append('/');
            int empty = 0;
            for (int s : rows.get(r)) {
                int code = d.board()[s];
                if (code == 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) sb.append(empty);
                empty = 0;
                sb.append(letter(code));
            }
            if (empty > 0) sb.append(empty);
        }
        boolean anyDrops = pieces.stream().anyMatch(k -> k.drop() != null);
        StringBuilder hand = new StringBuilder();
        for (int p = 0; p < d.hand().length; p++) {
            for (int k = 0; k < pieces.size(); k++) {
                for (int n = 0; n < d.hand()[p][k]; n++) hand.append(letter(Codes.code(k, p)));
            }
        }
        if (anyDrops || hand.length() > 0) sb.append('[').append(hand).append(']');
        sb.append(' ').append(sideLetter(d.side()));
        StringBuilder cs = new StringBuilder();
        for (int p = 0; p < castling.size() && p < 2; p++) {
            for (char side : new char[]{'K', 'Q'}) {
                for (CastlingRule r : castling.get(p)) {
                    if (r.side() != side) continue;
                    int kc = d.board()[r.kingFrom()];
                    if (kc != 0 && Codes.owner(kc) == p && pieces.get(Codes.kind(kc)).royal() && d.moved()[r.kingFrom()] == 0
                            && d.board()[r.partnerFrom()] == Codes.code(r.partnerKind(), p)
                            && d.moved()[r.partnerFrom()] == 0) {
                        cs.append(p == 0 ? side : Character.toLowerCase(side));
                        break;
                    }
                }
            }
        }
        String castlingField = cs.length() == 0 ? "-" : cs.toString();
        sb.append(' ').append(castlingField);
        sb.append(' ');
        if (d.ep().length == 0) {
            sb.append('-');
        } else {
            for (int i = 0; i < d.ep().length; i++) sb.append(i > 0 ? "," : "").append(board.name(d.ep()[i]));
        }
        sb.append(' ').append(d.halfmove()).append(' ').append(d.fullmove());
        String extra = movesField(d, castlingField);
        if (!extra.isEmpty()) sb.append(" moves:").append(extra);
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

    /** Explicit moves-made counts where the default reading of the string would differ. */
    private String movesField(PositionData d, String castlingField) {
        int[] dflt = defaults(d.board(), castlingField);
        StringBuilder sb = new StringBuilder();
        for (int s = 0; s < board.size; s++) {
            int code = d.board()[s];
            if (code == 0 || !pieces.get(Codes.kind(code)).stateful()) continue;
            boolean counts = pieces.get(Codes.kind(code)).countsMoves();
            if (counts ? d.moved()[s] == dflt[s] : (d.moved()[s] == 0) == (dflt[s] == 0)) continue;
            // An absent castling letter already rules that castling out; the unmoved flag of a
            // piece that matters only for castling need not be written then.
            if (!counts && d.moved()[s] == 0 && !hasInitialMoves(Codes.kind(code))) continue;
            sb.append(sb.length() > 0 ? "," : "").append(board.name(s)).append('=').append(d.moved()[s]);
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

    public char letter(int code) {
        char c = pieces.get(Codes.kind(code)).letter();
        return Codes.owner(code) == 0 ? c : Character.toLowerCase(c);
    }
}
