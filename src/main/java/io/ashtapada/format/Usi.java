package io.ashtapada.format;

import io.ashtapada.api.Game;
import io.ashtapada.api.Variant;
import io.ashtapada.api.VariantInfo;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * USI's names for a variant's squares, moves and positions, as shogi GUIs and Fairy-Stockfish
 * write them. Files are numbered from the board's right edge ({@code 9..1} on a shogi board,
 * left to right), ranks lettered from its top edge ({@code a..i}, top to bottom), the first
 * player (Sente, {@code b}) at the bottom: Ashtapada's {@code c3c4} is USI's {@code 7g7f}, a
 * shogi-style promotion is marked {@code +} ({@code 8h2b+}, {@link UciDialect}), a drop is
 * {@code P*5e} with the piece's upper-case letter whoever drops it. SFEN is the board as in the
 * position string (promoted pieces {@code +B}), then the side ({@code b} the first player,
 * {@code w} the second), the hands ({@code -}, or each kind's count before its letter when more
 * than one: {@code 2Pb}, the first player's upper case) and the move number, counted in plies
 * from 1. Built on the {@code api} package only.
 */
public final class Usi {
    /** The longest SFEN read: far more than any board of 256 squares and full hands needs. */
    public static final int MAX_SFEN = 4096;
    /** The order of the hand in SFEN, as the USI convention writes shogi's kinds; other letters follow. */
    private static final String HAND_ORDER = "RBGSNLP";
    private static final Pattern OUR_SQUARE = Pattern.compile("[a-z]+\\d+");
    private static final Pattern USI_SQUARE = Pattern.compile("(\\d{1,3})([a-z])");
    private static final Pattern USI_DROP = Pattern.compile("([A-Za-z])\\*(\\d{1,3}[a-z])");

    private final UciDialect dialect;
    private final Map<String, String> toUsi = new HashMap<>();
    private final Map<String, String> fromUsi = new HashMap<>();
    private final boolean hands;

    private Usi(Variant v) {
        VariantInfo info = v.describe();
        dialect = UciDialect.fairyStockfish(v);
        int minX = Integer.MAX_VALUE, maxX = Integer.MIN_VALUE, maxY = Integer.MIN_VALUE;
        for (VariantInfo.Square s : info.squares()) {
            minX = Math.min(minX, s.x());
            maxX = Math.max(maxX, s.x());
            maxY = Math.max(maxY, s.y());
        }
        for (VariantInfo.Square s : info.squares()) {
            int rankFromTop = maxY - s.y();
            String name = (maxX - s.x() + 1) + (rankFromTop < 26 ? String.valueOf((char) ('a' + rankFromTop)) : "?");
            toUsi.put(s.name(), name);
            fromUsi.put(name, s.name());
        }
        hands = info.captures().equals("to-hand") || info.pieces().stream().anyMatch(VariantInfo.PieceInfo::drops);
    }

    /** USI's names for a variant (any board; ranks past the 26th have no USI name). */
    public static Usi of(Variant v) {
        return new Usi(v);
    }

    /** USI's name of a square ({@code c3}: {@code 7g}), or null when the variant has no such square. */
    public String square(String ours) {
        return toUsi.get(ours);
    }

    /** The variant's square of a USI name ({@code 7g}: {@code c3}), or null. */
    public String ourSquare(String usi) {
        return fromUsi.get(usi);
    }

    /**
     * A move in Ashtapada's coordinate notation ({@code b2h8h}, {@code B@e5}) as USI writes it
     * ({@code 8h2b+}, {@code B*5e}), given the pieces before the move.
     */
    public String write(String coordinate, Function<String, Character> pieceAt) {
        String fsf = dialect.write(coordinate, pieceAt);
        Matcher m = OUR_SQUARE.matcher(fsf);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            String usi = toUsi.get(m.group());
            m.appendReplacement(sb, Matcher.quoteReplacement(usi == null ? m.group() : usi));
        }
        m.appendTail(sb);
        int at = sb.indexOf("@");
        if (at == 1) {
            sb.setCharAt(0, Character.toUpperCase(sb.charAt(0)));
            sb.setCharAt(1, '*');
        }
        return sb.toString();
    }

    /**
     * A USI move in Ashtapada's coordinate notation for a game's current position, or null when
     * it names a square the board lacks or is not a move's shape. A drop takes the letter of the
     * piece the side to move holds; {@code +} becomes the promoted kind.
     */
    public String read(String usi, Game game) {
        if (usi.length() > 16) return null;
        Matcher d = USI_DROP.matcher(usi);
        if (d.matches()) {
            String sq = fromUsi.get(d.group(2));
            if (sq == null) return null;
            String upper = Character.toUpperCase(d.group(1).charAt(0)) + "@" + sq;
            for (String legal : game.legalMoves()) if (legal.equalsIgnoreCase(upper)) return legal;
            return upper;
        }
        Matcher m = Pattern.compile("(\\d{1,3}[a-z])(\\d{1,3}[a-z])([+=]?)").matcher(usi);
        if (!m.matches()) return null;
        String from = fromUsi.get(m.group(1)), to = fromUsi.get(m.group(2));
        if (from == null || to == null) return null;
        return dialect.read(from + to + m.group(3), game);
    }

    /** A line of moves (a principal variation) in USI, each in the position the ones before it reach. */
    public List<String> writeLine(List<String> coordinates, Function<String, Character> pieceAt) {
        List<String> fsf = dialect.writeLine(coordinates, pieceAt);
        java.util.ArrayList<String> out = new java.util.ArrayList<>(fsf.size());
        for (String f : fsf) out.add(write(f, sq -> '.'));
        return out;
    }

    /** The game's position as SFEN. */
    public String sfen(Game g) {
        String[] f = g.position().split(" ");
        String board = f[0];
        String hand = "";
        int h = board.indexOf('[');
        if (h >= 0) {
            hand = board.substring(h + 1, board.indexOf(']', h) < 0 ? board.length() : board.indexOf(']', h));
            board = board.substring(0, h);
        }
        board = board.replace("~", "");
        int second = g.variant().players().indexOf(g.sideToMove());
        int fullmove = f.length > 5 ? parse(f[5], 1) : 1;
        int ply = 2 * (fullmove - 1) + (second == 1 ? 1 : 0);
        return board + " " + (second == 1 ? "w" : "b") + " " + hands(hand) + " " + (ply + 1);
    }

    /** The hand letters of a position string ({@code BPPb}) as SFEN's counts ({@code B2Pb}), or {@code -}. */
    private static String hands(String letters) {
        Map<Character, Integer> count = new LinkedHashMap<>();
        for (char c : letters.toCharArray()) if (Character.isLetter(c)) count.merge(c, 1, Integer::sum);
        if (count.isEmpty()) return "-";
        StringBuilder sb = new StringBuilder();
        for (boolean upper : new boolean[]{true, false}) {
            java.util.List<Character> kinds = new java.util.ArrayList<>();
            for (char c : count.keySet()) if (Character.isUpperCase(c) == upper) kinds.add(c);
            kinds.sort((a, b) -> rank(a) - rank(b));
            for (char c : kinds) {
                int n = count.get(c);
                if (n > 1) sb.append(n);
                sb.append(c);
            }
        }
        return sb.toString();
    }

    private static int rank(char c) {
        int i = HAND_ORDER.indexOf(Character.toUpperCase(c));
        return i >= 0 ? i : HAND_ORDER.length() + Character.toUpperCase(c);
    }

    private static int parse(String s, int dflt) {
        try {
            return s.length() <= 9 ? Integer.parseInt(s) : dflt;
        } catch (NumberFormatException e) {
            return dflt;
        }
    }

    /**
     * The variant's position string for an SFEN ({@code board side hands [move-number]}).
     *
     * @throws IllegalArgumentException with a one-line reason when the text is not SFEN's shape
     *                                  (the board itself is checked when the position is set up)
     */
    public String position(String sfen) {
        if (sfen.length() > MAX_SFEN) throw new IllegalArgumentException("SFEN longer than " + MAX_SFEN + " characters");
        String[] f = sfen.trim().split("\\s+");
        if (f.length < 3 || f.length > 4) throw new IllegalArgumentException("SFEN needs board, side, hands and a move number");
        if (!f[1].equals("b") && !f[1].equals("w")) throw new IllegalArgumentException("SFEN's side is b or w, not " + shown(f[1]));
        StringBuilder hand = new StringBuilder();
        if (!f[2].equals("-")) {
            Matcher m = Pattern.compile("(\\d{0,2})([A-Za-z])").matcher(f[2]);
            int end = 0;
            while (m.find() && m.start() == end) {
                int n = m.group(1).isEmpty() ? 1 : Integer.parseInt(m.group(1));
                if (n < 1) throw new IllegalArgumentException("SFEN hand count 0 in " + shown(f[2]));
                hand.append(String.valueOf(m.group(2).charAt(0)).repeat(n));
                end = m.end();
            }
            if (end != f[2].length()) throw new IllegalArgumentException("SFEN's hands are - or counts and letters like 2Pb, not " + shown(f[2]));
        }
        if (hand.length() > 0 && !hands) throw new IllegalArgumentException("this variant has no hands");
        int number = f.length > 3 ? parse(f[3], -1) : 1;
        if (number < 1) throw new IllegalArgumentException("SFEN's move number is a positive number, not " + shown(f[3]));
        boolean second = f[1].equals("w");
        int fullmove = Math.max(1, (number - 1 - (second ? 1 : 0)) / 2 + 1);
        return f[0] + (hands ? "[" + hand + "]" : "") + " " + (second ? "b" : "w") + " - - 0 " + fullmove;
    }

    private static String shown(String s) {
        return s.length() <= 80 ? s : s.substring(0, 80) + "...";
    }
}
