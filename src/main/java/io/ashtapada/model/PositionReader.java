package io.ashtapada.model;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import io.ashtapada.model.PositionFormat.FormatException;

/** Reads a position string into {@link PositionData} for a {@link PositionFormat}: every field, in linear time, with a one-line reason for what it refuses. */
final class PositionReader {
    private final PositionFormat pf;

    PositionReader(PositionFormat pf) {
        this.pf = pf;
    }


    PositionData parse(String text) throws FormatException {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isISOControl(c) && !Character.isWhitespace(c)) {
                throw new FormatException(String.format("control character (U+%04X) at column %d", (int) c, i + 1));
            }
        }
        String[] f = text.trim().split("\\s+");
        if (f.length == 0 || f[0].isEmpty()) throw new FormatException("empty position string");
        int[] checks = pf.checkLimit > 0 ? new int[pf.players.size()] : null;
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
        if (f.length > 5 && f[3].matches("\\d+") && pf.board.square(f[3]) < 0) {
            // Fairy-Stockfish's makruk counting: the counting limit stands in the en passant field
            // and the counting ply in the half-move field; the counting rules are not Ashtapada's.
            f = f.clone();
            f[3] = "-";
        }
        String placement = f[0];
        int[][] hand = new int[pf.players.size()][pf.pieces.size()];
        int lb = placement.indexOf('[');
        if (lb >= 0) {
            if (!placement.endsWith("]")) throw new FormatException("hand must end with ']'");
            String inside = placement.substring(lb + 1, placement.length() - 1);
            List<String> tokens = new ArrayList<>();
            if (pf.multi) {
                if (!inside.isEmpty()) tokens.addAll(List.of(inside.split(",", -1)));
            } else {
                for (char c : inside.toCharArray()) tokens.add(String.valueOf(c));
            }
            for (String t : tokens) {
                int code = pf.pieceCode(t);
                hand[Codes.owner(code)][Codes.kind(code)]++;
            }
            placement = placement.substring(0, lb);
        }
        int[] b = new int[pf.board.size];
        int[] promotedFrom = new int[pf.board.size];
        String[] rs = placement.split("/", -1);
        if (lb < 0 && !pf.multi && rs.length == pf.rows.size() + 1) {
            // Fairy-Stockfish's other hand form: the pieces in hand as one more row ("4K3/Qn").
            for (char c : rs[pf.rows.size()].toCharArray()) {
                int code = pf.pieceCode(c);
                hand[Codes.owner(code)][Codes.kind(code)]++;
            }
            rs = java.util.Arrays.copyOf(rs, pf.rows.size());
        }
        if (rs.length != pf.rows.size()) {
            throw new FormatException("expected " + pf.rows.size() + " rows, found " + rs.length);
        }
        for (int r = 0; r < rs.length; r++) {
            List<Integer> row = pf.rows.get(r);
            if (pf.multi) {
                readRow(rs[r], r, row, b, promotedFrom);
                continue;
            }
            int i = 0;
            String s = rs[r];
            if (s.matches("\\d{1,4}") && Integer.parseInt(s) == pf.board.maxX() - pf.board.minX() + 1) {
                // An empty row written as wide as the whole rectangle, holes included (Fairy-Stockfish's
                // "3" for a 3-file row with a square cut away).
                continue;
            }
            int y = pf.board.maxY() - r, holes = 0;
            if (row.size() < pf.board.maxX() - pf.board.minX() + 1 && writtenWidth(s) == pf.board.maxX() - pf.board.minX() + 1) {
                // A row with a hole written as wide as the whole rectangle, the hole counted as an
                // empty square (Fairy-Stockfish's aralzaa, which has no hole: "2N" for a2, b2, c2).
                readByColumns(s, r, y, b);
                continue;
            }
            // '*' writes a square that is not on the board (a hole, as Fairy-Stockfish writes
            // them): the next coordinate after the last square written must be one.
            for (int k = 0; k < s.length(); k++) {
                char c = s.charAt(k);
                if (c == '*') {
                    int x = i > 0 ? pf.board.x(row.get(i - 1)) + 1 : pf.board.minX();
                    for (int h = 0; h < holes; h++) x++;
                    if (x <= pf.board.maxX() && pf.board.at(x, y) < 0) {
                        holes++;
                        continue;
                    }
                    if (!pf.hasWall()) {
                        throw new FormatException("row " + (r + 1) + ": '*' stands for a square that is not on the board, but "
                                + (i < row.size() ? pf.board.name(row.get(i)) + " is" : "the row has no square left"));
                    }
                }
                if (c != '*') holes = 0;
                if (c == '+') {
                    // Shogi's promoted piece ("+P"): the kind P promotes to, going back to hand as a P.
                    if (k + 1 >= s.length() || i >= row.size()) throw new FormatException("'+' must precede a piece letter");
                    int base = pf.pieceCode(s.charAt(++k));
                    PromotionRule pr = pf.pieces.get(Codes.kind(base)).promotion();
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
                    int from = sq < 0 || b[sq] == 0 ? -1 : pf.demotesTo(Codes.kind(b[sq]));
                    if (from < 0) throw new FormatException("'~' must follow a piece that some kind promotes to");
                    promotedFrom[sq] = from + 1;
                } else {
                    if (i >= row.size()) throw new FormatException("row " + (r + 1) + " is too long");
                    b[row.get(i++)] = pf.pieceCode(c);
                }
            }
            if (i != row.size()) {
                throw new FormatException("row " + (r + 1) + " has " + i + " squares, expected " + row.size());
            }
        }
        int side = 0;
        if (f.length > 1) {
            side = -1;
            for (int p = 0; p < pf.players.size(); p++) if (f[1].length() == 1 && f[1].charAt(0) == pf.sideLetter(p)) side = p;
            if (side < 0) throw new FormatException("unknown side to move '" + f[1] + "'");
        }
        Set<String> rights = f.length > 2 && !f[2].isEmpty() ? castlingRights(f[2], b) : null;
        int[] moved = pf.defaults(b, rights, hand);
        for (int s = 0; s < b.length; s++) {
            if (promotedFrom[s] != 0) moved[s] = Math.max(1, moved[s]) | promotedFrom[s] << PromotionRule.PROMOTED_SHIFT;
        }
        int[] ep = new int[0];
        if (f.length > 3 && !f[3].equals("-")) {
            List<String> sq = new ArrayList<>();
            for (String part : f[3].split(",")) {
                // Fairy-Stockfish writes several squares without a separator: "c5d6".
                if (pf.board.square(part) >= 0) sq.add(part);
                else sq.addAll(List.of(part.split("(?<=[0-9])(?=[a-zA-Z])")));
            }
            ep = new int[sq.size()];
            for (int i = 0; i < sq.size(); i++) {
                ep[i] = pf.board.square(sq.get(i));
                if (ep[i] < 0) throw new FormatException("unknown en passant square '" + sq.get(i) + "'");
            }
        }
        int half = f.length > 4 ? counter(f[4], "half-move counter", 0) : 0;
        int full = f.length > 5 ? counter(f[5], "move number", 1) : 1;
        List<Integer> rollList = new ArrayList<>();
        int[] pending = null;
        int[] points2 = new int[pf.players.size()];
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
                if (ps.length != pf.players.size()) throw new FormatException("points need one value per player: '" + field + "'");
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
                int s = kv.length == 2 ? pf.board.square(kv[0]) : -1;
                if (s < 0 || b[s] == 0) throw new FormatException("bad moves entry '" + item + "'");
                moved[s] = (moved[s] & PromotionRule.PROMOTED_MASK) | movesMade(item, kv[1]);
            }
        }
        TurnState turn = turnGiven ? new TurnState(rollList.stream().mapToInt(Integer::intValue).toArray(), pending, points2) : null;
        if (turn != null && turn.rolls().length > TurnState.MAX_ROLLS) throw new FormatException("too many rolls");
        checkOut(out, side, b, hand);
        PositionData data = new PositionData(b, moved, side, hand, ep, half, full, turn, out, checks);
        if (pf.validator != null) pf.validator.validate(data, rights, f.length > 2 && !f[2].isEmpty() ? f[2] : "-");
        return data;
    }

    /**
     * One {@code moves:} value: the count of moves the piece has made, 0 to {@value PromotionRule#COUNT},
     * then the letters of its first-move history where its promotion depends on them: {@code i}
     * when its first move was made while it still had a first-move-only move, {@code a} when it
     * has made a straight advance of two or more squares (Guru Mahachaturanga's "6 if first-move
     * unused"). Whether it promoted, and from what, is the board's {@code ~} or {@code +}.
     */
    static int movesMade(String item, String value) throws FormatException {
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
    static final java.util.regex.Pattern MOVES_VALUE = java.util.regex.Pattern.compile("(\\d+)(i)?(a)?");

    /** Checks given per player, read from "W+B": checks still to give ({@code remaining}) or given. */
    int[] checksGiven(String field, boolean remaining) throws FormatException {
        if (pf.checkLimit == 0) throw new FormatException("'" + field + "': this variant does not count checks");
        String[] parts = field.split("\\+");
        if (parts.length != pf.players.size()) throw new FormatException("check counts need one number per player: '" + field + "'");
        int[] out = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            int n = Integer.parseInt(parts[i]);
            if (n > pf.checkLimit) throw new FormatException("check count " + n + " is more than " + pf.checkLimit);
            out[i] = remaining ? pf.checkLimit - n : n;
        }
        return out;
    }

    /** One row of a position with more than two players: comma-separated pieces and empty runs. */
    void readRow(String s, int r, List<Integer> row, int[] b, int[] promotedFrom) throws FormatException {
        int i = 0;
        for (String t : s.isEmpty() ? new String[0] : s.split(",", -1)) {
            if (t.matches("\\d+")) {
                if (t.length() > 4 || i + Integer.parseInt(t) > row.size()) throw new FormatException("row " + (r + 1) + " is too long");
                i += Integer.parseInt(t);
                continue;
            }
            if (i >= row.size()) throw new FormatException("row " + (r + 1) + " is too long");
            boolean promoted = t.endsWith("~");
            int code = pf.pieceCode(promoted ? t.substring(0, t.length() - 1) : t);
            if (promoted) {
                int from = pf.demotesTo(Codes.kind(code));
                if (from < 0) throw new FormatException("'~' must follow a piece that some kind promotes to");
                promotedFrom[row.get(i)] = from + 1;
            }
            b[row.get(i++)] = code;
        }
        if (i != row.size()) throw new FormatException("row " + (r + 1) + " has " + i + " squares, expected " + row.size());
    }

    /** The players named in an {@code out:} field, as bits. */
    int outPlayers(String list) throws FormatException {
        int out = 0;
        for (String id : list.split(",")) {
            if (id.isEmpty()) continue;
            int p = -1;
            for (Player pl : pf.players) if (pl.id().equals(id)) p = pl.index();
            if (p < 0) throw new FormatException("unknown player '" + id + "' in out:");
            out |= 1 << p;
        }
        return out;
    }

    /** A player who is out has no pieces, and is not the one to move. */
    void checkOut(int out, int side, int[] b, int[][] hand) throws FormatException {
        if (out == 0) return;
        if ((out & (1 << side)) != 0) throw new FormatException("player '" + pf.players.get(side).id() + "' is out and cannot be to move");
        for (int p = 0; p < pf.players.size(); p++) {
            if ((out & (1 << p)) == 0) continue;
            boolean any = false;
            for (int c : b) any |= c != 0 && Codes.owner(c) == p;
            for (int n : hand[p]) any |= n > 0;
            if (any) throw new FormatException("player '" + pf.players.get(p).id() + "' is out but still has pieces");
        }
    }

    /**
     * The castling rights a CASTLING field lists, as the tokens {@link #right} gives ('-': none).
     * Two players: K and Q letters, upper case for the first player; more: partner start squares.
     */
    Set<String> castlingRights(String field, int[] b) throws FormatException {
        Set<String> out = new HashSet<>();
        if (field.equals("-")) return out;
        if (pf.byFile) {
            for (char c : field.toCharArray()) {
                String token = byFileRight(c, b);
                if (token == null) throw new FormatException("bad castling field '" + field + "'");
                if (!out.add(token)) throw new FormatException("castling right '" + c + "' is written twice");
            }
            return out;
        }
        if (!pf.multi) {
            for (char c : field.toCharArray()) {
                char u = Character.toUpperCase(c);
                // Shredder-FEN (Chess960): the file of the partner, upper case for the first player.
                boolean partnerFile = false;
                if (u != 'K' && u != 'Q' && u >= 'A' && u < 'A' + pf.board.files) {
                    int p = Character.isUpperCase(c) ? 0 : 1;
                    for (CastlingRule r : p < pf.castling.size() ? pf.castling.get(p) : List.<CastlingRule>of()) {
                        if (pf.board.x(r.partnerFrom()) - pf.board.minX() == u - 'A') {
                            partnerFile = true;
                            // With gating, a letter is a piece still able to gate or castle: the
                            // partner's letter castles only beside the king's ("FG"); alone it gates.
                            if (!pf.gatesFrom(p, r.kingFrom()) || field.indexOf(pf.fileLetter(p, r.kingFrom())) >= 0) out.add(pf.right(r));
                        }
                    }
                }
                if (u != 'K' && u != 'Q' && !partnerFile && (pf.gates == null || u < 'A' || u >= 'A' + pf.board.files)) {
                    throw new FormatException("bad castling field '" + field + "'");
                }
                // With gating a file letter may come twice: a Shredder castling right, then a gating right
                // (Fairy-Stockfish's Seirawan 960 "GDABCDEFGH").
                if (!out.add(String.valueOf(c)) && (pf.gates == null || u == 'K' || u == 'Q')) {
                    throw new FormatException("castling right '" + c + "' is written twice");
                }
            }
            return out;
        }
        Set<String> known = new HashSet<>();
        for (List<CastlingRule> l : pf.castling) for (CastlingRule r : l) known.add(pf.right(r));
        for (String sq : field.split(",")) {
            if (!known.contains(sq)) throw new FormatException("no castling partner starts on '" + sq + "' (castling field '" + field + "')");
            out.add(sq);
        }
        return out;
    }

    /**
     * A castling right by file ({@link PositionFormat#byFile}): a partner's file letter, upper case
     * for the first player (Shredder-FEN), or X-FEN's K and Q: the outermost partner on that side
     * of the player's king that a castling may take; null when the letter names no castling.
     */
    private String byFileRight(char c, int[] b) {
        int p = Character.isUpperCase(c) ? 0 : 1;
        char u = Character.toUpperCase(c);
        List<CastlingRule> rules = p < pf.castling.size() ? pf.castling.get(p) : List.of();
        if (u == 'K' || u == 'Q') {
            int best = -1, far = -1;
            for (CastlingRule r : rules) {
                int kc = b[r.kingFrom()];
                if (r.side() != u || kc == 0 || Codes.owner(kc) != p || !pf.castlesAsKing(Codes.kind(kc))
                        || b[r.partnerFrom()] != Codes.code(r.partnerKind(), p)) continue;
                int d = Math.abs(pf.board.x(r.partnerFrom()) - pf.board.x(r.kingFrom()));
                if (d > far) {
                    far = d;
                    best = r.partnerFrom();
                }
            }
            return best < 0 ? null : String.valueOf(pf.fileLetter(p, best));
        }
        for (CastlingRule r : rules) {
            if (pf.board.x(r.partnerFrom()) - pf.board.minX() == u - 'A') return String.valueOf(c);
        }
        return null;
    }

    static int roll(String r) throws FormatException {
        try {
            return TurnState.parse(r);
        } catch (IllegalArgumentException e) {
            throw new FormatException(e.getMessage());
        }
    }

    int[] parsePending(String s) throws FormatException {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("([a-z]+\\d+)([a-z]+\\d+)(?:=([A-Za-z]))?").matcher(s);
        if (!m.matches()) throw new FormatException("bad pending move '" + s + "'");
        int from = pf.board.square(m.group(1)), to = pf.board.square(m.group(2));
        if (from < 0 || to < 0) throw new FormatException("bad pending move '" + s + "'");
        int promo = m.group(3) == null ? -1 : pf.kindOf(m.group(3).charAt(0));
        return new int[]{from, to, promo};
    }

    static int counter(String text, String what, int min) throws FormatException {
        int v;
        try {
            v = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new FormatException(what + " '" + text + "' is not a number from " + min + " to " + Integer.MAX_VALUE);
        }
        if (v < min) throw new FormatException(what + " must be " + min + " or more, not " + v);
        return v;
    }

    /** How many squares a row string covers, counting each digit run and each piece letter; -1 with '*', '+' or '~'. */
    private static int writtenWidth(String s) {
        int w = 0;
        for (int k = 0; k < s.length(); k++) {
            char c = s.charAt(k);
            if (c == '*' || c == '+' || c == '~') return -1;
            if (Character.isDigit(c)) {
                int n = 0;
                while (k < s.length() && Character.isDigit(s.charAt(k)) && n < 10000) n = n * 10 + (s.charAt(k++) - '0');
                k--;
                w += n;
            } else {
                w++;
            }
        }
        return w;
    }

    /** Reads a row written column by column over the whole rectangle; a piece may not stand on a hole. */
    private void readByColumns(String s, int r, int y, int[] b) throws FormatException {
        int x = pf.board.minX();
        for (int k = 0; k < s.length(); k++) {
            char c = s.charAt(k);
            if (Character.isDigit(c)) {
                int n = 0;
                while (k < s.length() && Character.isDigit(s.charAt(k))) n = n * 10 + (s.charAt(k++) - '0');
                k--;
                x += n;
                continue;
            }
            int sq = pf.board.at(x, y);
            if (sq < 0) throw new FormatException("row " + (r + 1) + ": a piece on a square that is not on the board");
            b[sq] = pf.pieceCode(c);
            x++;
        }
    }
}
