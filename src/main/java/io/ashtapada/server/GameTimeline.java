package io.ashtapada.server;

import io.ashtapada.api.Game;
import io.ashtapada.api.GameState;
import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.IllegalPositionException;
import io.ashtapada.api.Variant;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A game's record told action by action for the browser's move list (GET /api/games/{id}/timeline):
 * who acted, the roll or re-roll or move, the move in SAN with its squares, and the position after
 * it, so that the page can number the moves, show the dice among them, mark the last move and show
 * any earlier position. The record is replayed from its start; the view of the game itself stays
 * the one source of the present.
 */
final class GameTimeline {
    private static final Pattern FEN = Pattern.compile("(?m)^\\[FEN \"([^\"]*)\"\\]");

    private GameTimeline() {
    }

    /**
     * One action of the record.
     *
     * @param player   the id of the player who acted (or whom the rules took out)
     * @param kind     {@code roll}, {@code reroll}, {@code confirm}, {@code move}, or another word of the record ({@code pass}, {@code checkmated}, ...)
     * @param text     the action as the record writes it
     * @param san      a move in SAN (else the record's text)
     * @param from     a move's square of departure (null for a drop or a non-move)
     * @param to       a move's square of arrival
     * @param capture  whether the move captured
     * @param dice     the faces the dice show after a roll or re-roll (else empty)
     * @param check    the players in check after it
     * @param position the position string after it
     */
    record Entry(String player, String kind, String text, String san, String from, String to, boolean capture,
                 List<Integer> dice, List<String> check, String position) {
    }

    /** The record replayed: the start position and every action. */
    static Map<String, Object> of(Variant v, String record) {
        Matcher f = FEN.matcher(record);
        String start = f.find() ? f.group(1) : v.startPosition();
        Game g;
        try {
            g = v.newGame(start);
        } catch (IllegalPositionException e) {
            throw new ApiError(500, "unreadable", "the game's start position does not read: " + e.getMessage());
        }
        List<Entry> out = new ArrayList<>();
        for (String line : record.split("\n")) {
            if (line.isBlank() || line.startsWith("[")) continue;
            String[] words = line.trim().split(" +");
            String player = playerOf(v, words[0]);
            for (int i = 1; i < words.length; i++) {
                String w = words[i];
                GameState before = g.state();
                String actor = before.toMove();
                GameState.LegalAction move = null;
                for (GameState.LegalAction a : before.legalActions()) {
                    if (a.kind() == GameState.Kind.MOVE && (w.equals(a.text()) || w.equals(a.coordinate())
                            || w.equals(a.san()) || w.equals(a.display()))) {
                        move = a;
                        break;
                    }
                }
                try {
                    g.act(w);
                } catch (IllegalMoveException e) {
                    // What the rules did by themselves (a player checkmated out of the game): told, not replayed.
                    out.add(new Entry(player, w, w, w, null, null, false, List.of(), List.of(), g.position()));
                    continue;
                }
                GameState after = g.state();
                String kind = move != null ? "move"
                        : w.startsWith("o:") || w.startsWith("b:") ? "reroll"
                        : w.startsWith("c:") ? "confirm"
                        : w.matches("\\d+-?\\d+") ? "roll" : w;
                List<Integer> dice = move == null && !kind.equals(w) ? faces(after) : List.of();
                out.add(new Entry(actor, kind, w, move == null ? w : move.san(), move == null ? null : move.from(),
                        move == null ? null : move.to(), move != null && !move.captures().isEmpty(), dice,
                        after.inCheck(), g.position()));
            }
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("start", start);
        m.put("actions", out);
        return m;
    }

    private static List<Integer> faces(GameState s) {
        return List.copyOf(s.dice());
    }

    /** The player whose initial the record's line starts with. */
    private static String playerOf(Variant v, String letter) {
        for (String p : v.players()) if (p.substring(0, 1).equalsIgnoreCase(letter)) return p;
        return letter;
    }
}
