package io.ashtapada.engine.turn;

import io.ashtapada.model.Player;
import io.ashtapada.model.PositionData;
import io.ashtapada.model.PositionFormat;
import io.ashtapada.model.RuleModel;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one game record format, written by the API and {@code play} and read by {@code replay}:
 * PGN-style tag pairs in a fixed order, then one line per turn — the player's letter, then the
 * turn's actions as {@link TurnMachine#text} writes them.
 *
 * <pre>
 * [Variant "Omechanga"]
 * [SetUp "1"]                 only when the game did not start from the variant's start position
 * [FEN "..."]                 the start position string
 * [Result "1-0"]              1-0, 0-1, 1/2-1/2, * (ongoing); with more players each one's place, 1-3-2-4
 * [Termination "checkmate"]   the reason, once over
 * [Score "9-3.5"]             the variant's scoring, once over, in turn order
 * [White "human"]             one tag per player (seat, name), in turn order, when given
 * [Seed "42"]                 when given
 * ...                         any other given tags, sorted by name
 * w 35 o:37 W@e1
 * b 22 b:22 g8e7
 * w 85 f6e8 c:32 pass
 * b offer-draw               a draw offered; {@code accept-draw} accepts one; {@code timeout}: lost on time
 * </pre>
 */
public final class GameRecord {
    private static final Pattern RESULT_TOKEN = Pattern.compile("1-0|0-1|1/2-1/2|\\*");

    private GameRecord() {
    }

    /**
     * The record of the game so far. {@code tags} may name players by id or display name (their
     * seats), {@code Seed}, and anything else; the record's own tags (Variant, SetUp, FEN,
     * Result, Termination, Score) are written from the game.
     */
    public static String write(TurnMachine game, String variantStart, Map<String, String> tags) {
        RuleModel model = game.model();
        PositionFormat format = format(model);
        StringBuilder sb = new StringBuilder();
        tag(sb, "Variant", model.title());
        String start = format.format(game.start());
        if (!start.equals(variantStart)) {
            tag(sb, "SetUp", "1");
            tag(sb, "FEN", start);
        }
        Outcome o = game.outcome();
        tag(sb, "Result", o.pgn());
        if (o.isOver()) {
            tag(sb, "Termination", o.reason());
            tag(sb, "Score", scoreText(game.score()));
        }
        Map<String, String> rest = new TreeMap<>(tags);
        for (Player p : model.players()) {
            String v = rest.remove(p.display());
            String byId = rest.remove(p.id());
            if (v == null) v = byId;
            if (v != null) tag(sb, p.display(), v);
        }
        String seed = rest.remove("Seed");
        if (seed != null) tag(sb, "Seed", seed);
        for (String own : List.of("Variant", "SetUp", "FEN", "Result", "Termination", "Score", "Position")) rest.remove(own);
        rest.forEach((k, v) -> tag(sb, k, v));
        for (String line : lines(game)) sb.append(line).append('\n');
        return sb.toString();
    }

    /**
     * The position formats of the models used last (compared by identity, at most eight kept):
     * making one parses the start position, and a server writes a record after every action. A
     * format is only read once made.
     */
    private static final Object[][] FORMATS = new Object[8][];
    private static int nextFormat;

    private static PositionFormat format(RuleModel model) {
        synchronized (FORMATS) {
            for (Object[] e : FORMATS) if (e != null && e[0] == model) return (PositionFormat) e[1];
        }
        PositionFormat f = PositionFormat.of(model);
        synchronized (FORMATS) {
            FORMATS[nextFormat] = new Object[]{model, f};
            nextFormat = (nextFormat + 1) % FORMATS.length;
        }
        return f;
    }

    private static void tag(StringBuilder sb, String key, String value) {
        sb.append('[').append(key).append(" \"").append(value.replace("\\", "\\\\").replace("\"", "\\\"")).append("\"]\n");
    }

    /** Scores as a record writes them, in turn order: {@code 1-0}, {@code 9-3.5}. */
    public static String scoreText(double[] score) {
        StringBuilder sb = new StringBuilder();
        for (double v : score) {
            if (sb.length() > 0) sb.append('-');
            sb.append(v == Math.floor(v) && !Double.isInfinite(v) ? Long.toString((long) v) : String.format(Locale.ROOT, "%s", v));
        }
        return sb.toString();
    }

    /**
     * The turn lines: the actions are played again from the start on a fresh machine, so each
     * move is written in the notation of the position it was played in. The replay is kept per
     * machine (while the machine lives): a game that only grew since its last record is replayed
     * from where that record ended, so a server that writes the record after every action pays
     * for the new actions only. A game that changed otherwise (an undo) is replayed from the start.
     */
    public static List<String> lines(TurnMachine game) {
        Lines w;
        synchronized (LINES) {
            w = LINES.computeIfAbsent(game, Lines::new);
        }
        synchronized (w) {
            if (!w.isPrefixOf(game)) w.reset(game);
            try {
                w.advance(game);
            } catch (RuntimeException e) {
                w.reset(game);
                throw e;
            }
            List<String> out = new ArrayList<>(w.out);
            if (w.line != null) out.add(w.line.toString());
            return out;
        }
    }

    /** The replay behind each machine's last record (weak keys: it goes with its machine). */
    private static final java.util.Map<TurnMachine, Lines> LINES = new java.util.WeakHashMap<>();

    /** The turn lines of a machine's first actions, and a replay standing after them, ready to go on. */
    private static final class Lines {
        TurnMachine replay;
        final PositionFormat format;
        final List<String> out = new ArrayList<>();
        /** The actions written so far and who took them (to check that the game only grew since). */
        final List<Action> done = new ArrayList<>();
        int[] actors = new int[16];
        StringBuilder line;
        int lastActor = -1;
        boolean turnDone = true;

        Lines(TurnMachine game) {
            replay = new TurnMachine(game.model(), game.start());
            format = format(game.model());
        }

        /** Back to the start, nothing written. */
        void reset(TurnMachine game) {
            replay = new TurnMachine(game.model(), game.start());
            out.clear();
            done.clear();
            line = null;
            lastActor = -1;
            turnDone = true;
        }

        /** Are the actions written so far the game's first actions? */
        boolean isPrefixOf(TurnMachine game) {
            if (done.size() > game.actionCount()) return false;
            for (int i = 0; i < done.size(); i++) {
                if (actors[i] != game.actor(i) || !done.get(i).equals(game.action(i))) return false;
            }
            return true;
        }

        /** Writes the game's actions after those written so far. */
        void advance(TurnMachine game) {
            for (int i = done.size(); i < game.actionCount(); i++) {
                Action a = game.action(i);
                int actor = game.actor(i);
                if (i == actors.length) actors = java.util.Arrays.copyOf(actors, 2 * i);
                actors[i] = actor;
                done.add(a);
                String text = replay.text(a);
                if (a instanceof Action.Eliminate) {
                    // The replay eliminated the player itself, after the move before; the record says so.
                    if (line != null) out.add(line.toString());
                    out.add(format.sideLetter(actor) + " " + text);
                    line = null;
                    turnDone = true;
                    lastActor = actor;
                    continue;
                }
                if (line == null || actor != lastActor || turnDone) {
                    if (line != null) out.add(line.toString());
                    line = new StringBuilder().append(format.sideLetter(actor));
                }
                line.append(' ').append(text);
                int movesBefore = replay.movesMade();
                try {
                    replay.apply(a);
                } catch (IllegalActionException e) {
                    throw new IllegalStateException("the journal holds an action the rules refuse: " + e.getMessage(), e);
                }
                turnDone = replay.movesMade() > movesBefore;
                lastActor = actor;
            }
        }
    }

    /**
     * Reads one tag line, {@code [Name "value"]} with {@code \"} and {@code \\} escaped in the
     * value: the name and the value unescaped, or null when the line is not a tag. One pass over
     * the line, no pattern: a tag of any length is read in linear time and constant stack.
     */
    static String[] tag(String line) {
        int n = line.length();
        if (n < 2 || line.charAt(0) != '[' || line.charAt(n - 1) != ']') return null;
        int i = 1;
        while (i < n && (Character.isLetterOrDigit(line.charAt(i)) || line.charAt(i) == '_')) i++;
        if (i == 1) return null;
        String name = line.substring(1, i);
        int ws = i;
        while (i < n && Character.isWhitespace(line.charAt(i))) i++;
        if (i == ws || i >= n || line.charAt(i) != '"') return null;
        StringBuilder value = new StringBuilder();
        for (i++; i < n - 1; i++) {
            char c = line.charAt(i);
            if (c == '\\') {
                if (i + 1 >= n - 1) return null;
                value.append(line.charAt(++i));
            } else if (c == '"') {
                return i == n - 2 ? new String[]{name, value.toString()} : null;
            } else {
                value.append(c);
            }
        }
        return null;
    }

    /** A record's tags, in the order written. */
    public static Map<String, String> tags(String record) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String raw : record.split("\\R")) {
            String[] tag = tag(raw.trim());
            if (tag != null) out.put(tag[0], tag[1]);
        }
        return out;
    }

    /** Makes a game machine for a start position string. */
    public interface Start {
        TurnMachine at(String position) throws IllegalActionException;
    }

    /**
     * Replays a record: every roll, re-roll, move, pass and resignation is applied and checked,
     * and a {@code [Result]} other than {@code *} must be the replay's. Returns the game at its end.
     *
     * @throws IllegalActionException naming the line of the first event that does not fit
     */
    public static TurnMachine read(String record, String variantStart, Start games) throws IllegalActionException {
        if (record.isBlank()) throw new IllegalActionException("empty record: no tags and no turns");
        Map<String, String> tags = tags(record);
        String start = tags.getOrDefault("FEN", tags.getOrDefault("Position", variantStart));
        TurnMachine g = games.at(start);
        checkTags(record, tags, g.model());
        PositionFormat format = format(g.model());
        String[] lines = record.split("\\R");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].trim();
            if (line.isEmpty() || line.startsWith("[") || line.startsWith("#")) continue;
            String[] tok = line.split("\\s+");
            try {
                int actor = -1;
                for (Player p : g.model().players()) if (tok[0].equals(String.valueOf(format.sideLetter(p.index())))) actor = p.index();
                if (actor < 0) throw new IllegalActionException("a turn starts with a player's letter, not '" + tok[0] + "'");
                for (int k = 1; k < tok.length; k++) {
                    String t = tok[k];
                    if (RESULT_TOKEN.matcher(t).matches() && k == tok.length - 1) continue;
                    if (t.equals("resign")) {
                        g.apply(new Action.Resign(actor));
                        continue;
                    }
                    // A player who is not to move may lose on time, offer or accept a draw: the line says who.
                    if (t.equals("timeout")) {
                        g.apply(new Action.TimeForfeit(actor));
                        continue;
                    }
                    if (t.equals("offer-draw")) {
                        g.apply(new Action.OfferDraw(actor));
                        continue;
                    }
                    if (t.equals("accept-draw")) {
                        g.apply(new Action.AcceptDraw(actor));
                        continue;
                    }
                    if (t.equals("checkmated") || t.equals("out")) {
                        if (!g.position().isOut(actor)) {
                            throw new IllegalActionException(g.model().players().get(actor).id() + " is not " + (t.equals("out") ? "out of the game" : "checkmated") + " here");
                        }
                        continue;
                    }
                    if (g.outcome().isOver()) {
                        throw new IllegalActionException("the game is over: " + g.describe(g.outcome()) + "; nothing may follow");
                    }
                    if (actor != g.side()) {
                        throw new IllegalActionException("it is " + g.model().players().get(g.side()).id() + "'s turn, not "
                                + g.model().players().get(actor).id() + "'s");
                    }
                    g.apply(g.parse(t));
                }
            } catch (IllegalActionException e) {
                throw new IllegalActionException("line " + (i + 1) + ": " + e.getMessage());
            }
        }
        String said = tags.get("Result");
        if (said != null && !said.equals("*") && !said.equals(g.outcome().pgn())) {
            throw new IllegalActionException("the record says the result is " + said + ", the replay gives " + g.outcome().pgn());
        }
        return g;
    }

    /** Every line that opens a tag must be one, and a [Variant] tag must name this variant. */
    private static void checkTags(String record, Map<String, String> tags, RuleModel model) throws IllegalActionException {
        String[] lines = record.split("\\R");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].trim();
            for (char c : lines[i].toCharArray()) {
                if (Character.isISOControl(c) && c != '\t') {
                    throw new IllegalActionException(String.format("line %d: control character (U+%04X)", i + 1, (int) c));
                }
            }
            if (line.startsWith("[") && tag(line) == null) {
                throw new IllegalActionException("line " + (i + 1) + ": a tag is written [Name \"value\"], not "
                        + (line.length() > 40 ? line.substring(0, 40) + "…" : line));
            }
        }
        String v = tags.get("Variant");
        if (v != null && !v.equals(model.title())) {
            throw new IllegalActionException("the record is a game of " + v + ", not of " + model.title());
        }
    }

    /** Reads a start position for {@link #read}. */
    public static PositionData position(RuleModel model, String text) throws IllegalActionException {
        try {
            return PositionFormat.of(model).parse(text);
        } catch (PositionFormat.FormatException e) {
            throw new IllegalActionException("bad position string: " + e.getMessage());
        }
    }
}
