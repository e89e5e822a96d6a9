package io.ashtapada.cli;

import io.ashtapada.api.Game;
import io.ashtapada.api.Variant;
import io.ashtapada.model.Board;
import io.ashtapada.model.CastlingRule;
import io.ashtapada.model.MoveSpec;
import io.ashtapada.model.PieceKind;
import io.ashtapada.model.RuleModel;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
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
final class XboardBoard {
    /** Variants XBoard knows by these names: it needs no {@code setup} for them and keeps its own rules (promotion zones). */
    static final java.util.Set<String> XBOARD_VARIANTS = java.util.Set.of("normal", "fischerandom", "wildcastle", "nocastle",
            "losers", "suicide", "giveaway", "bughouse", "crazyhouse", "kriegspiel", "atomic", "3check", "twokings", "shatranj",
            "capablanca", "gothic", "janus", "caparandom", "falcon", "cylinder", "berolina", "xiangqi", "shogi", "knightmate",
            "courier", "great", "makruk", "asean", "seirawan", "spartan", "super", "lion", "chu", "grand");

    /** XBoard's piece types in the order of the {@code setup} command's piece-to-char table, by their usual letter. */
    static final String SLOTS = "PNBRQFEACWMOHIJGDVLSUK";
    private static final Pattern XB_SQUARE = Pattern.compile("([a-z])(\\d+)");

    private final RuleModel model;
    private final Board board;
    private final int minX, minY;
    final int width, height;
    private final List<String> names = new ArrayList<>();

    XboardBoard(Variant v) {
        this.model = v.model();
        this.board = model.board();
        this.minX = board.minX();
        this.minY = board.minY();
        this.width = board.maxX() - minX + 1;
        this.height = board.maxY() - minY + 1;
        for (int s = 0; s < board.size; s++) names.add(board.name(s));
        // Longest names first, so that a10 is read before a1.
        names.sort((a, b) -> b.length() - a.length());
    }

    /** XBoard's name of a square of the variant. */
    String name(int sq) {
        return (char) ('a' + board.x(sq) - minX) + Integer.toString(board.y(sq) - minY + 1);
    }

    /** The variant's square called {@code xb} by XBoard, or -1. */
    int square(String xb) {
        Matcher m = XB_SQUARE.matcher(xb);
        if (!m.matches()) return -1;
        try {
            return board.at(m.group(1).charAt(0) - 'a' + minX, Integer.parseInt(m.group(2)) - 1 + minY);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** A move in the variant's coordinate notation, written with XBoard's square names. */
    String toXboard(String move) {
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
    String fromXboard(String move) {
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
    String fen(Game g) {
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
                cells.add(null);
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
    String position(String xbFen) {
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
        List<PieceKind> kinds = model.pieces();
        int[] slot = new int[kinds.size()];
        java.util.Arrays.fill(slot, -1);
        boolean[] used = new boolean[SLOTS.length()];
        for (PieceKind k : kinds) {
            if (k.royal() && !used[SLOTS.length() - 1]) {
                slot[k.index()] = SLOTS.length() - 1;
                used[SLOTS.length() - 1] = true;
            }
        }
        for (PieceKind k : kinds) {
            int s = SLOTS.indexOf(k.letter());
            if (slot[k.index()] < 0 && s >= 0 && !used[s] && (s != SLOTS.length() - 1)) {
                slot[k.index()] = s;
                used[s] = true;
            }
        }
        for (PieceKind k : kinds) {
            if (slot[k.index()] >= 0) continue;
            int s = 1;
            while (s < SLOTS.length() - 1 && used[s]) s++;
            if (s >= SLOTS.length() - 1) return null;
            slot[k.index()] = s;
            used[s] = true;
        }
        return slot;
    }

    /** How many kinds may be held in hand: XBoard's holdings size. */
    private int holdings() {
        int n = 0;
        for (PieceKind k : model.pieces()) if (k.drop() != null) n++;
        return n;
    }

    /**
     * XBoard's {@code setup (PIECETOCHAR) WxH+H_fairy FEN} for the variant's start, or null
     * when XBoard cannot show it (more kinds than its table has slots, more than 26 files).
     */
    String setup(Game start) {
        int[] slot = slots();
        if (slot == null || width > 26) return null;
        char[] white = new char[SLOTS.length()], black = new char[SLOTS.length()];
        java.util.Arrays.fill(white, '.');
        java.util.Arrays.fill(black, '.');
        for (PieceKind k : model.pieces()) {
            white[slot[k.index()]] = Character.toUpperCase(k.letter());
            black[slot[k.index()]] = Character.toLowerCase(k.letter());
        }
        return "setup (" + new String(white) + new String(black) + ") " + width + "x" + height + "+" + holdings()
                + "_fairy " + fen(start);
    }

    /** XBoard's {@code piece L& XBETZA} for every kind whose moves XBetza can say. */
    List<String> pieceCommands() {
        List<String> out = new ArrayList<>();
        for (PieceKind k : model.pieces()) {
            String b = betza(k);
            if (b != null) out.add("piece " + Character.toUpperCase(k.letter()) + "& " + b);
        }
        return out;
    }

    /** The kind's moves in XBetza, as the first player makes them; null when some part has no XBetza form. */
    String betza(PieceKind k) {
        StringBuilder sb = new StringBuilder();
        for (MoveSpec s : k.specs()) {
            String atom = betza(k, s);
            if (atom == null) return null;
            sb.append(atom);
        }
        if (k.royal()) {
            int d = 0;
            for (CastlingRule r : model.castling().get(0)) {
                if (r.kingFrom() >= 0 && r.kingTo() >= 0) d = Math.max(d, Math.abs(board.x(r.kingTo()) - board.x(r.kingFrom())));
            }
            if (d >= 2) sb.append("isjO").append(d);
        }
        return sb.isEmpty() ? null : sb.toString();
    }

    /** The atom letters of the leaper shapes XBetza names, by (short side, long side). */
    private static String shapeLetter(int a, int b) {
        return switch (a * 10 + b) {
            case 1 -> "W";
            case 11 -> "F";
            case 2 -> "D";
            case 22 -> "A";
            case 12 -> "N";
            case 3 -> "H";
            case 33 -> "G";
            case 13 -> "C";
            case 23 -> "Z";
            default -> null;
        };
    }

    /** Direction modifiers with the vectors each names, for orthogonal, diagonal and oblique shapes. */
    private static final String[] ORTHO = {"f", "b", "l", "r", "v", "s"};
    private static final String[] DIAG = {"f", "b", "l", "r", "fl", "fr", "bl", "br"};
    private static final String[] OBLIQUE = {"f", "b", "l", "r", "v", "s", "ff", "bb", "ll", "rr", "fs", "bs"};

    private static boolean names(String mod, int shape, int dx, int dy) {
        int ax = Math.abs(dx), ay = Math.abs(dy);
        if (shape == 0) {   // orthogonal
            return switch (mod) {
                case "f" -> dy > 0;
                case "b" -> dy < 0;
                case "l" -> dx < 0;
                case "r" -> dx > 0;
                case "v" -> dx == 0;
                case "s" -> dy == 0;
                default -> false;
            };
        }
        if (shape == 1) {   // diagonal
            return switch (mod) {
                case "f" -> dy > 0;
                case "b" -> dy < 0;
                case "l" -> dx < 0;
                case "r" -> dx > 0;
                case "fl" -> dy > 0 && dx < 0;
                case "fr" -> dy > 0 && dx > 0;
                case "bl" -> dy < 0 && dx < 0;
                case "br" -> dy < 0 && dx > 0;
                default -> false;
            };
        }
        return switch (mod) {   // oblique
            case "f" -> dy > 0;
            case "b" -> dy < 0;
            case "l" -> dx < 0;
            case "r" -> dx > 0;
            case "v" -> ay > ax;
            case "s" -> ax > ay;
            case "ff" -> dy > 0 && ay > ax;
            case "bb" -> dy < 0 && ay > ax;
            case "ll" -> dx < 0 && ax > ay;
            case "rr" -> dx > 0 && ax > ay;
            case "fs" -> dy > 0 && ax > ay;
            case "bs" -> dy < 0 && ax > ay;
            default -> false;
        };
    }

    /**
     * One movement component as XBetza atoms, or null. XBetza has no zones: a pawn's
     * non-capturing move from a zone is taken for its first move ({@code i}, as Sjaak II writes
     * Omega's triple step), any other zone makes the component unsayable.
     */
    private static String betza(PieceKind kind, MoveSpec s) {
        if (s.toZone() != null || s.lame() == MoveSpec.Lameness.JUMP_FIRST) return null;
        if (s.fromZone() != null && !(kind.pawn() && s.move() && !s.capture())) return null;
        if (s.vectors().isEmpty()) return "";
        // Group the vectors by shape; each group becomes one or more atoms.
        StringBuilder out = new StringBuilder();
        List<MoveSpec.Vector> left = new ArrayList<>(s.vectors());
        while (!left.isEmpty()) {
            MoveSpec.Vector v0 = left.get(0);
            int a = Math.min(Math.abs(v0.dx()), Math.abs(v0.dy())), b = Math.max(Math.abs(v0.dx()), Math.abs(v0.dy()));
            String letter = shapeLetter(a, b);
            if (letter == null) return null;
            Set<Long> group = new HashSet<>();
            for (MoveSpec.Vector v : left) {
                if (Math.min(Math.abs(v.dx()), Math.abs(v.dy())) == a && Math.max(Math.abs(v.dx()), Math.abs(v.dy())) == b) {
                    group.add(key(v.dx(), v.dy()));
                }
            }
            left.removeIf(v -> group.contains(key(v.dx(), v.dy())));
            int shape = a == 0 ? 0 : a == b ? 1 : 2;
            int full = shape == 2 ? 8 : 4;
            List<String> mods = new ArrayList<>();
            if (group.size() < full) {
                Set<Long> uncovered = new HashSet<>(group);
                String[] cands = shape == 0 ? ORTHO : shape == 1 ? DIAG : OBLIQUE;
                // The largest named direction sets inside the group first.
                while (!uncovered.isEmpty()) {
                    String bestMod = null;
                    int bestGain = 0;
                    for (String m : cands) {
                        Set<Long> set = shapeVectors(a, b, m, shape);
                        if (!group.containsAll(set)) continue;
                        int gain = 0;
                        for (long k : set) if (uncovered.contains(k)) gain++;
                        if (gain > bestGain) {
                            bestGain = gain;
                            bestMod = m;
                        }
                    }
                    if (bestMod == null) return null;
                    mods.add(bestMod);
                    uncovered.removeAll(shapeVectors(a, b, bestMod, shape));
                }
            } else {
                mods.add("");
            }
            String body = switch (s.kind()) {
                case LEAP -> letter;
                case SLIDE, HOP, GRASSHOP -> s.maxRange() == 0
                        ? (letter.equals("W") ? "R" : letter.equals("F") ? "B" : letter + letter)
                        : letter + s.maxRange();
            };
            // As Sjaak II writes them: initial and path conditions, direction, then move or capture.
            StringBuilder pre = new StringBuilder(), post = new StringBuilder();
            if (s.initialOnly() || s.fromZone() != null) pre.append('i');
            if (s.lame() == MoveSpec.Lameness.LAME) pre.append('n');
            if (s.lame() == MoveSpec.Lameness.JUMP) pre.append('j');
            if (s.kind() == MoveSpec.Kind.HOP) pre.append('p');
            if (s.kind() == MoveSpec.Kind.GRASSHOP) pre.append('g');
            if (s.move() && !s.capture()) post.append('m');
            if (s.capture() && !s.move()) post.append('c');
            if (s.enPassant()) post.append('e');
            if (!s.move() && !s.capture() && !s.enPassant()) return null;
            for (String m : mods) out.append(pre).append(m).append(post).append(body);
        }
        return out.toString();
    }

    private static long key(int dx, int dy) {
        return ((long) dx << 32) ^ (dy & 0xffffffffL);
    }

    /** The vectors of shape (a, b) a direction modifier names. */
    private static Set<Long> shapeVectors(int a, int b, String mod, int shape) {
        Set<Long> out = new HashSet<>();
        int[][] base = {{a, b}, {b, a}};
        for (int[] p : base) {
            for (int sx = -1; sx <= 1; sx += 2) {
                for (int sy = -1; sy <= 1; sy += 2) {
                    int dx = p[0] * sx, dy = p[1] * sy;
                    if (names(mod, shape, dx, dy)) out.add(key(dx, dy));
                }
            }
        }
        return out;
    }
}
