package io.ashtapada.format;

import io.ashtapada.format.VariantsIni.Setting;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the two writers of a section (plain, {@link SectionWriter}, and on a shipped parent,
 * {@link OnShipped}) share: Fairy-Stockfish's values as the language's words, and what they read
 * off a startFen (walls, the king's file, the castlings on a rank).
 */
final class SectionWords {
    private SectionWords() {
    }

    /** The words of a drop item that say where in its zone a piece may land (enclosing drops). */
    static final List<String> PLACES = List.of(" enclosing", " next to own", " not orthogonally next to enemy", " falling", " from any side");
    /**
     * {@code enclosingDrop}'s values as those words, {@code flipEnclosedPieces}'s as flip rules and
     * {@code wallingRule}'s as wall rules ("" for none).
     */
    static final Map<String, String> PLACE_OF = Map.of("reversi", " enclosing", "ataxx", " next to own", "snort", " not orthogonally next to enemy",
            "top", " falling", "anyside", " from any side", "none", "");
    static final Map<String, String> FLIP_OF = Map.of("reversi", "flip enclosed lines", "ataxx", "flip neighbours",
            "quadwrangle", "flip neighbours unless lone drop", "none", "");
    static final Map<String, String> WALL_OF = Map.of("duck", "duck after each move", "arrow", "arrow after each move",
            "static", "wall after each move", "past", "wall on square left", "none", "");

    /** The words of a drop item that say where and how often it lands (enclosing drops, an endless hand), kept for a piece of another kind. */
    static String dropPlaceWords(String item) {
        StringBuilder sb = new StringBuilder();
        for (String w : PLACES) if (item.contains(w)) sb.append(w);
        Matcher m = Pattern.compile(" after filling \\S+").matcher(item);
        if (m.find()) sb.append(m.group());
        if (item.contains(" endless hand")) sb.append(" endless hand");
        return sb.toString();
    }

    /** A section's own pieces' XBetza (its customPiece keys), as {@code betza "..."} lines for {@link #wallsAreNotHoles}. */
    static String customBetzas(Map<String, Setting> own) {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, Setting> e : own.entrySet()) {
            String v = e.getValue().value();
            if (e.getKey().matches("customPiece\\d{1,2}") && v.length() > 2) sb.append("\nbetza \"").append(v.substring(2).replace("\"", "")).append('"');
        }
        return sb.toString();
    }

    /**
     * The squares written '*' in a FEN's board part, as a list of names ({@code "b1, g1"}), or "".
     * Fairy-Stockfish's walls placed by no rule never move and are never taken: the language says
     * them as holes ({@code remove}), which rays and steps cannot enter either.
     */
    static String holes(String fen, int files, int ranks) {
        String[] rows = fen.split(" ")[0].replaceAll("\\[.*", "").split("/");
        List<String> out = new ArrayList<>();
        for (int i = 0; i < rows.length && i < ranks; i++) {
            int rank = ranks - i, x = 0;
            String row = rows[i];
            for (int j = 0; j < row.length(); j++) {
                char c = row.charAt(j);
                if (Character.isDigit(c)) {
                    int k = j;
                    while (k < row.length() && Character.isDigit(row.charAt(k))) k++;
                    x += Integer.parseInt(row.substring(j, k));
                    j = k - 1;
                } else if (c != '+' && c != '~') {
                    if (c == '*' && x < files) out.add((char) ('a' + x) + String.valueOf(rank));
                    x++;
                }
            }
        }
        return String.join(", ", out);
    }

    /**
     * Why walls cannot be said as holes for pieces written so, or null: a hole ends a ray, so a
     * piece that hops over a piece, must jump one, or is blocked by one on its leg (XBetza
     * {@code p}, {@code g}, {@code j}, {@code n}; a {@code hop}) would move otherwise past a wall.
     */
    static String wallsAreNotHoles(String piecesText) {
        Matcher m = Pattern.compile("betza \"([^\"]*)\"").matcher(piecesText);
        while (m.find()) if (m.group(1).matches(".*[pgjn].*")) return "a piece hops or is lame (" + m.group(1) + ")";
        if (piecesText.matches("(?s).*\\bhop\\b.*")) return "a piece hops";
        return null;
    }

    /**
     * The castlings of White (mirrored for Black) with the king from file {@code kf} to
     * {@code kingTo} or {@code queenTo} on {@code rank} ({@code castlingRank}, 1 for most), the
     * rook from the corner of that rank to the square the king crossed last.
     */
    static String castleLines(String rights, char kf, char kingTo, char queenTo, char last, int rank) {
        StringBuilder sb = new StringBuilder();
        if (rights.indexOf('K') >= 0 && kingTo > kf)
            sb.append("  castle ").append(kf).append(rank).append(" -> ").append(kingTo).append(rank).append(" with ").append(last).append(rank)
                    .append(" -> ").append((char) (kingTo - 1)).append(rank).append('\n');
        if (rights.indexOf('Q') >= 0 && queenTo < kf)
            sb.append("  castle ").append(kf).append(rank).append(" -> ").append(queenTo).append(rank).append(" with a").append(rank)
                    .append(" -> ").append((char) (queenTo + 1)).append(rank).append('\n');
        return sb.toString();
    }

    /** The file (0-based) of White's piece with this letter on the given rank (1-based) of the board part of a FEN, or -1. */
    static int whiteFileOnRank(String board, char letter, int rank) {
        String[] rows = board.replaceAll("\\[.*", "").split("/");
        if (rank < 1 || rank > rows.length) return -1;
        String first = rows[rows.length - rank];
        int x = 0, found = -1;
        for (int i = 0; i < first.length(); i++) {
            char c = first.charAt(i);
            if (Character.isDigit(c)) {
                int j = i;
                while (j < first.length() && Character.isDigit(first.charAt(j))) j++;
                x += Integer.parseInt(first.substring(i, j));
                i = j - 1;
            } else if (c != '+' && c != '~') {
                if (Character.isUpperCase(c) && Character.toLowerCase(c) == letter) found = x;
                x++;
            }
        }
        return found;
    }
}
