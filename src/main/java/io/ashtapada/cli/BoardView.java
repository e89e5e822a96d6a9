package io.ashtapada.cli;

import io.ashtapada.api.GameState;
import io.ashtapada.api.VariantInfo;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The board as text for a person, turned toward one player: that player's forward is up (a
 * half turn for a player facing south, a quarter turn for east and west). Rows and columns are
 * labelled with the rank or file their squares share; a square outside the labelled grid
 * (Omega's w1–w4) is named under the board. Pieces of the first player are upper case; with
 * more than two players each piece is its owner's letter and its own ({@code rK}). Colour only
 * when asked for (a terminal).
 */
final class BoardView {
    private static final Pattern NAME = Pattern.compile("([a-z]+)(-?\\d+)");
    private static final String[] PALETTE = {"\u001b[1;97m", "\u001b[1;31m", "\u001b[1;33m", "\u001b[1;32m"};
    private static final String RESET = "\u001b[0m";

    private final VariantInfo info;
    private final boolean multi;

    BoardView(VariantInfo info) {
        this.info = info;
        this.multi = info.players().size() > 2;
    }

    /** Screen column and row (row grows upward) of board coordinates, seen by a player facing {@code facing}. */
    private static int[] turn(int x, int y, String facing) {
        return switch (facing) {
            case "south" -> new int[]{-x, -y};
            case "east" -> new int[]{-y, x};
            case "west" -> new int[]{y, -x};
            default -> new int[]{x, y};
        };
    }

    String render(GameState st, String viewer, boolean colour) {
        String facing = "north";
        List<String> ids = new ArrayList<>();
        for (VariantInfo.PlayerInfo p : info.players()) {
            ids.add(p.id());
            if (p.id().equals(viewer)) facing = p.facing();
        }
        int cell = multi ? 3 : 2;
        Map<Long, GameState.SquareState> at = new HashMap<>();
        int minC = Integer.MAX_VALUE, maxC = Integer.MIN_VALUE, minR = Integer.MAX_VALUE, maxR = Integer.MIN_VALUE;
        Map<Integer, List<String>> rowNames = new HashMap<>(), colNames = new HashMap<>();
        for (GameState.SquareState s : st.squares()) {
            int[] cr = turn(s.x(), s.y(), facing);
            at.put(key(cr[0], cr[1]), s);
            minC = Math.min(minC, cr[0]);
            maxC = Math.max(maxC, cr[0]);
            minR = Math.min(minR, cr[1]);
            maxR = Math.max(maxR, cr[1]);
            rowNames.computeIfAbsent(cr[1], k -> new ArrayList<>()).add(s.name());
            colNames.computeIfAbsent(cr[0], k -> new ArrayList<>()).add(s.name());
        }
        Map<Integer, String> rowLabel = new HashMap<>(), colLabel = new HashMap<>();
        rowNames.forEach((r, names) -> rowLabel.put(r, common(names)));
        colNames.forEach((c, names) -> colLabel.put(c, common(names)));
        unique(rowLabel);
        unique(colLabel);
        StringBuilder sb = new StringBuilder();
        List<String> unlabelled = new ArrayList<>();
        for (int r = maxR; r >= minR; r--) {
            String label = rowLabel.getOrDefault(r, "");
            sb.append(String.format(Locale.ROOT, "%3s ", label));
            StringBuilder line = new StringBuilder();
            for (int c = minC; c <= maxC; c++) {
                GameState.SquareState s = at.get(key(c, r));
                if (s == null) {
                    line.append(" ".repeat(cell));
                    continue;
                }
                if (label.isEmpty() || colLabel.getOrDefault(c, "").isEmpty()) unlabelled.add(s.name());
                String t = token(s);
                String shown = colour && s.owner() != null ? PALETTE[ids.indexOf(s.owner()) % PALETTE.length] + t + RESET : t;
                line.append(shown).append(" ".repeat(cell - t.length()));
            }
            sb.append(line.toString().stripTrailing()).append('\n');
        }
        sb.append("    ");
        StringBuilder files = new StringBuilder();
        for (int c = minC; c <= maxC; c++) {
            String f = colLabel.getOrDefault(c, "");
            files.append(f).append(" ".repeat(Math.max(1, cell - f.length())));
        }
        sb.append(files.toString().stripTrailing()).append('\n');
        if (!unlabelled.isEmpty()) sb.append("    ").append(describeExtra(unlabelled, st)).append('\n');
        return sb.toString();
    }

    /** A label two lines share (Omega's w1, w2 and w3, w4 rows both read "w") names neither: drop it. */
    private static void unique(Map<Integer, String> labels) {
        Map<String, Integer> count = new HashMap<>();
        labels.values().forEach(l -> count.merge(l, 1, Integer::sum));
        labels.replaceAll((k, l) -> count.get(l) > 1 ? "" : l);
    }

    private static long key(int c, int r) {
        return ((long) c << 32) ^ (r & 0xffffffffL);
    }

    private String token(GameState.SquareState s) {
        if (s.owner() == null) return ".";
        if (!multi) return String.valueOf(s.letter());
        return Character.toLowerCase(s.owner().charAt(0)) + String.valueOf(Character.toUpperCase(s.letter()));
    }

    /** The rank (digits) or the file (letters) every square of a line shares, or "". */
    private static String common(List<String> names) {
        String digits = null, letters = null;
        boolean sameDigits = true, sameLetters = true;
        for (String n : names) {
            Matcher m = NAME.matcher(n);
            if (!m.matches()) return "";
            if (digits == null) {
                digits = m.group(2);
                letters = m.group(1);
            }
            sameDigits &= digits.equals(m.group(2));
            sameLetters &= letters.equals(m.group(1));
        }
        if (names.size() < 2) return "";
        if (sameDigits) return digits;
        if (sameLetters) return letters;
        return "";
    }

    /** Names the squares a reader cannot find by row and column, by the labelled square they touch. */
    private static String describeExtra(List<String> names, GameState st) {
        Map<String, GameState.SquareState> byName = new LinkedHashMap<>();
        for (GameState.SquareState s : st.squares()) byName.put(s.name(), s);
        StringBuilder sb = new StringBuilder("extra squares:");
        for (String n : names) {
            GameState.SquareState s = byName.get(n);
            String near = null;
            for (GameState.SquareState o : st.squares()) {
                if (names.contains(o.name())) continue;
                if (Math.abs(o.x() - s.x()) <= 1 && Math.abs(o.y() - s.y()) <= 1) {
                    near = o.name();
                    break;
                }
            }
            sb.append(' ').append(n).append(near == null ? "" : " (next to " + near + ")");
            sb.append(s.owner() == null ? "" : " holds " + s.letter());
            sb.append(',');
        }
        sb.setLength(sb.length() - 1);
        return sb.toString();
    }

    /** The pieces: letter, name and moves, for the legend. */
    String legend() {
        StringBuilder sb = new StringBuilder();
        for (VariantInfo.PieceInfo p : info.pieces()) {
            sb.append(String.format(Locale.ROOT, "  %c %-14s", p.letter(), p.name()));
            List<String> notes = new ArrayList<>();
            if (p.royal()) notes.add("royal");
            if (p.pawn()) notes.add("pawn");
            if (!p.promotesTo().isEmpty()) notes.add("promotes to " + String.join(", ", p.promotesTo()));
            if (!p.dropsTo().isEmpty()) notes.add("may be dropped");
            sb.append(String.join("; ", p.moves()));
            if (!notes.isEmpty()) sb.append(p.moves().isEmpty() ? "" : "; ").append(String.join("; ", notes));
            sb.append('\n');
        }
        sb.append(multi ? "  (a piece is its owner's initial and its letter: rK is Red's king)\n"
                : "  (upper case: " + info.players().get(0).id() + ", lower case: " + info.players().get(1).id() + ")\n");
        return sb.toString();
    }
}
