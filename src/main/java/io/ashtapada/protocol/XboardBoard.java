package io.ashtapada.protocol;

import io.ashtapada.api.Game;
import io.ashtapada.api.Variant;
import io.ashtapada.api.VariantInfo;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A variant's board as XBoard sees it: the smallest rectangle holding every square, files
 * named {@code a}, {@code b}, ... from its left edge and ranks numbered from 1 at its bottom
 * edge, the coordinates missing from the variant being holes ({@code *} in XBoard's FEN).
 * Omega Chess's a0 is XBoard's b2 and its corner square w1 is a1, as Sjaak II and XBoard write
 * it; for a board of files a.. and ranks 1.. every name stays as it is. Moves, positions, the
 * {@code setup} command and the {@code piece} commands (XBetza) are translated here.
 */
public final class XboardBoard {
    /** Variants XBoard knows by these names: it needs no {@code setup} for them and keeps its own rules (promotion zones). */
    public static final java.util.Set<String> XBOARD_VARIANTS = java.util.Set.of("normal", "fischerandom", "wildcastle", "nocastle",
            "losers", "suicide", "giveaway", "bughouse", "crazyhouse", "kriegspiel", "atomic", "3check", "twokings", "shatranj",
            "capablanca", "gothic", "janus", "caparandom", "falcon", "cylinder", "berolina", "xiangqi", "shogi", "knightmate",
            "courier", "great", "makruk", "asean", "seirawan", "spartan", "super", "lion", "chu", "grand");

    /** XBoard's piece types in the order of the {@code setup} command's piece-to-char table, by their usual letter. */
    static final String SLOTS = "PNBRQFEACWMOHIJGDVLSUK";
    private static final Pattern XB_SQUARE = Pattern.compile("([a-z])(\\d+)");

    private final VariantInfo info;
    private final Geometry board;
    private final int minX, minY;
    /** The rectangle's size in files and ranks. */
    public final int width, height;
    private final List<String> names = new ArrayList<>();

    public XboardBoard(Variant v) {
        this.info = v.describe();
        this.board = new Geometry(info.squares());
        this.minX = board.minX;
        this.minY = board.minY;
        this.width = board.maxX - minX + 1;
        this.height = board.maxY - minY + 1;
        for (VariantInfo.Square s : info.squares()) names.add(s.name());
        // Longest names first, so that a10 is read before a1.
        names.sort((a, b) -> b.length() - a.length());
    }

    /** The board's squares by index (their place in {@link VariantInfo#squares()}), name and coordinates. */
    private static final class Geometry {
        final List<VariantInfo.Square> squares;
        final Map<String, Integer> byName = new HashMap<>();
        final int minX, minY, maxX, maxY;
        private final int[][] at;

        Geometry(List<VariantInfo.Square> squares) {
            this.squares = squares;
            int x0 = Integer.MAX_VALUE, y0 = Integer.MAX_VALUE, x1 = Integer.MIN_VALUE, y1 = Integer.MIN_VALUE;
            for (VariantInfo.Square s : squares) {
                x0 = Math.min(x0, s.x());
                y0 = Math.min(y0, s.y());
                x1 = Math.max(x1, s.x());
                y1 = Math.max(y1, s.y());
            }
            minX = x0;
            minY = y0;
            maxX = x1;
            maxY = y1;
            at = new int[maxX - minX + 1][maxY - minY + 1];
            for (int[] col : at) java.util.Arrays.fill(col, -1);
            for (int i = 0; i < squares.size(); i++) {
                VariantInfo.Square s = squares.get(i);
                at[s.x() - minX][s.y() - minY] = i;
                byName.put(s.name(), i);
            }
        }

        /** The square at (x, y), or -1. */
        int at(int x, int y) {
            if (x < minX || y < minY || x > maxX || y > maxY) return -1;
            return at[x - minX][y - minY];
        }

        /** The square of this name, or -1. */
        int square(String name) {
            Integer i = byName.get(name);
            return i == null ? -1 : i;
        }

        String name(int sq) {
            return squares.get(sq).name();
        }

        int x(int sq) {
            return squares.get(sq).x();
        }

        int y(int sq) {
            return squares.get(sq).y();
        }
    }

    /** XBoard's name of a square of the variant. */
    public String name(int sq) {
        return (char) ('a' + board.x(sq) - minX) + Integer.toString(board.y(sq) - minY + 1);
    }

    /** The variant's square called {@code xb} by XBoard, or -1. */
    public int square(String xb) {
        Matcher m = XB_SQUARE.matcher(xb);
        if (!m.matches()) return -1;
        try {
            return board.at(m.group(1).charAt(0) - 'a' + minX, Integer.parseInt(m.group(2)) - 1 + minY);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** A move in the variant's coordinate notation, written with XBoard's square names. */
    public String toXboard(String move) {
        StringBuilder sb = new StringBuilder();
        int i = 0;
        outer:
        while (i < move.length()) {
            for (String n : names) {
                if (move.startsWith(n, i)) {
                    sb.append(name(board.square(n)));
                    i += n.length();
                    continue outer;
                }
            }
            sb.append(move.charAt(i++));
        }
        return sb.toString();
    }

    /** A move written with XBoard's square names in the variant's own names; null when it names a square the board lacks. */
    public String fromXboard(String move) {
        Matcher m = XB_SQUARE.matcher(move);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            int sq = square(m.group());
            if (sq < 0) return null;
            m.appendReplacement(sb, Matcher.quoteReplacement(board.name(sq)));
        }
        m.appendTail(sb);
        return sb.toString();
    }

    /** One FEN row: the cells' letters, runs of empty cells ("") as their count. */
    private static void appendRow(StringBuilder sb, List<String> row) {
        int empty = 0;
        for (String c : row) {
            if (c.isEmpty()) {
                empty++;
                continue;
            }
            if (empty > 0) sb.append(empty);
            empty = 0;
            sb.append(c);
        }
        if (empty > 0) sb.append(empty);
    }

    /** The game's position as XBoard's FEN: every row of the rectangle, holes as '*', then side, castling, en passant, counters. */
    public String fen(Game g) {
        String[] f = g.position().split(" ");
        int hand = f[0].indexOf('[');
        String[] rows = (hand >= 0 ? f[0].substring(0, hand) : f[0]).split("/");
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < height; r++) {
            int y = minY + height - 1 - r;
            // The variant's row names only the squares that exist; its tokens keep '+' and '~'.
            List<String> cells = rows.length == height ? cells(rows[r]) : null;
            if (r > 0) sb.append('/');
            List<String> row = new ArrayList<>(width);
            int i = 0;
            for (int x = minX; x < minX + width; x++) {
                int sq = board.at(x, y);
                if (sq < 0) row.add("*");
                else if (cells != null && i < cells.size()) row.add(cells.get(i++));
                else row.add(g.pieceAt(board.name(sq)) == '.' ? "" : String.valueOf(g.pieceAt(board.name(sq))));
            }
            appendRow(sb, row);
        }
        if (hand >= 0) sb.append(f[0].substring(hand));
        for (int i = 1; i < Math.min(f.length, 6); i++) {
            sb.append(' ').append(i == 3 && !f[i].equals("-") ? ep(f[i], true) : f[i]);
        }
        return sb.toString();
    }

    /**
     * The cells of one FEN row: "" for an empty square, null for a hole ('*'), else the piece
     * with its '+' prefix or '~' suffix; null when the row is not one.
     */
    private static List<String> cells(String row) {
        List<String> cells = new ArrayList<>();
        for (int i = 0; i < row.length(); ) {
            char c = row.charAt(i);
            if (Character.isDigit(c)) {
                int j = i;
                while (j < row.length() && Character.isDigit(row.charAt(j))) j++;
                if (j - i > 3) return null;
                int n = Integer.parseInt(row.substring(i, j));
                for (int k = 0; k < n; k++) cells.add("");
                i = j;
            } else if (c == '*') {
                cells.add("*");                     // a wall: XBoard's inaccessible square, as a hole
                i++;
            } else if (c == '+' && i + 1 < row.length() && Character.isLetter(row.charAt(i + 1))) {
                cells.add(row.substring(i, i + 2));
                i += 2;
            } else if (Character.isLetter(c)) {
                int j = i + 1;
                if (j < row.length() && row.charAt(j) == '~') j++;
                cells.add(row.substring(i, j));
                i = j;
            } else {
                return null;
            }
        }
        return cells;
    }

    /** En passant squares (comma separated) renamed one way or the other. */
    private String ep(String field, boolean toXboard) {
        List<String> out = new ArrayList<>();
        for (String s : field.split(",")) {
            int sq = toXboard ? board.square(s) : square(s);
            out.add(sq < 0 ? s : toXboard ? name(sq) : board.name(sq));
        }
        return String.join(",", out);
    }

    /**
     * The variant's position string for an XBoard FEN (its board a rectangle with holes as
     * '*'), or null when the text is not one: then it may be the variant's own string.
     */
    public String position(String xbFen) {
        String[] f = xbFen.trim().split("\\s+");
        String rowsPart = f[0];
        String hand = "";
        int h = rowsPart.indexOf('[');
        if (h >= 0) {
            hand = rowsPart.substring(h);
            rowsPart = rowsPart.substring(0, h);
        }
        String[] rows = rowsPart.split("/");
        if (rows.length != height) return null;
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < height; r++) {
            int y = minY + height - 1 - r;
            List<String> cells = cells(rows[r]);
            if (cells == null) return null;
            if (cells.size() != width) return null;
            if (r > 0) sb.append('/');
            List<String> row = new ArrayList<>(width);
            for (int x = 0; x < width; x++) {
                if (board.at(minX + x, y) < 0) continue;
                if (cells.get(x) == null) return null;
                row.add(cells.get(x));
            }
            appendRow(sb, row);
        }
        sb.append(hand);
        sb.append(' ').append(f.length > 1 ? f[1] : "w");
        sb.append(' ').append(f.length > 2 ? f[2] : "-");
        sb.append(' ').append(f.length > 3 && !f[3].equals("-") ? ep(f[3], false) : "-");
        sb.append(' ').append(f.length > 4 ? f[4] : "0");
        sb.append(' ').append(f.length > 5 ? f[5] : "1");
        return sb.toString();
    }

    // ------------------------------------------------------------------ setup and piece

    /**
     * Each kind's slot in XBoard's piece table: the royal kind takes the king's, a kind whose
     * letter is a slot's usual letter takes that slot, the others the free ones in order;
     * null when there are more kinds than slots.
     */
    private int[] slots() {
        List<VariantInfo.PieceInfo> kinds = info.pieces();
        int[] slot = new int[kinds.size()];
        java.util.Arrays.fill(slot, -1);
        boolean[] used = new boolean[SLOTS.length()];
        for (int k = 0; k < kinds.size(); k++) {
            if (kinds.get(k).royal() && !used[SLOTS.length() - 1]) {
                slot[k] = SLOTS.length() - 1;
                used[SLOTS.length() - 1] = true;
            }
        }
        for (int k = 0; k < kinds.size(); k++) {
            int s = SLOTS.indexOf(kinds.get(k).letter());
            if (slot[k] < 0 && s >= 0 && !used[s] && (s != SLOTS.length() - 1)) {
                slot[k] = s;
                used[s] = true;
            }
        }
        for (int k = 0; k < kinds.size(); k++) {
            // Walls are no piece of XBoard's table: its position strings write them '*' as holes.
            if (slot[k] >= 0 || kinds.get(k).letter() == '*') continue;
            int s = 1;
            while (s < SLOTS.length() - 1 && used[s]) s++;
            if (s >= SLOTS.length() - 1) return null;
            slot[k] = s;
            used[s] = true;
        }
        return slot;
    }

    /** How many kinds may be held in hand: XBoard's holdings size. */
    private int holdings() {
        int n = 0;
        for (VariantInfo.PieceInfo k : info.pieces()) if (k.drops()) n++;
        return n;
    }

    /**
     * XBoard's {@code setup (PIECETOCHAR) WxH+H_fairy FEN} for the variant's start, or null
     * when XBoard cannot show it (more kinds than its table has slots, more than 26 files).
     */
    public String setup(Game start) {
        int[] slot = slots();
        if (slot == null || width > 26) return null;
        char[] white = new char[SLOTS.length()], black = new char[SLOTS.length()];
        java.util.Arrays.fill(white, '.');
        java.util.Arrays.fill(black, '.');
        for (int k = 0; k < info.pieces().size(); k++) {
            char letter = info.pieces().get(k).letter();
            if (slot[k] < 0) continue;                        // a wall
            white[slot[k]] = Character.toUpperCase(letter);
            black[slot[k]] = Character.toLowerCase(letter);
        }
        return "setup (" + new String(white) + new String(black) + ") " + width + "x" + height + "+" + holdings()
                + "_fairy " + fen(start);
    }

    /** XBoard's {@code piece L& XBETZA} for every kind whose moves XBetza can say. */
    public List<String> pieceCommands() {
        List<String> out = new ArrayList<>();
        for (VariantInfo.PieceInfo k : info.pieces()) {
            if (k.xbetza() != null && k.letter() != '*') out.add("piece " + Character.toUpperCase(k.letter()) + "& " + k.xbetza());
        }
        return out;
    }
}
