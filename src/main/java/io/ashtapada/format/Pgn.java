package io.ashtapada.format;

import io.ashtapada.engine.turn.Action;
import io.ashtapada.engine.turn.GameRecord;
import io.ashtapada.engine.turn.IllegalActionException;
import io.ashtapada.engine.turn.Outcome;
import io.ashtapada.engine.turn.TurnMachine;
import io.ashtapada.model.Player;
import io.ashtapada.model.PositionFormat;
import io.ashtapada.model.RuleModel;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Portable Game Notation, written and read for every variant (docs/formats.md says what is
 * written where PGN's own standard is silent).
 *
 * <p>Written: the Seven Tag Roster (Event, Site, Date, Round, White, Black, Result) with the
 * standard's {@code ?} defaults; {@code [Variant]} with lichess's or Fairy-Stockfish's name
 * ({@link VariantNames}); {@code [SetUp "1"]} and {@code [FEN]} for a game that did not start
 * from the variant's start position; {@code [Termination]} and {@code [Score]} once over;
 * with more than two players {@code [Players "N"]} and {@code [Player1]} ... {@code [PlayerN]}.
 * Movetext is SAN, numbered by round ({@code 1. e4 e5 2. Nf3}), the number followed by
 * {@code ...} where a round's later player comes first or after a comment. What SAN cannot
 * say is a comment command in the style of lichess's {@code [%clk]}: dice {@code [%roll 4 5]},
 * re-rolls {@code [%reroll 1 6 5]} / {@code [%reroll both 2 2]}, confirmation rolls
 * {@code [%confirm 4 6]}, and the actions of players {@code [%resign black]},
 * {@code [%offer-draw white]}, {@code [%accept-draw black]}, {@code [%timeout white]},
 * {@code [%draw]}; {@code [%out red]} marks a player the rules took out.
 *
 * <p>Read: all of that, plus what other tools write: comments ({@code {...}} and {@code ;}),
 * NAGs ({@code $1}, {@code !?}), variations, other comment commands such as {@code [%clk]},
 * escape lines ({@code %}), and a result that the moves alone do not give (a resignation or a
 * loss on time as lichess writes them: the result and {@code [Termination]}). Comments, NAGs,
 * variations and unknown tags are kept in {@link Notes} and written again.
 */
public final class Pgn {
    private Pgn() {
    }

    /** A tag pair, as PGN writes it. */
    private static final Pattern TAG = Pattern.compile("\\[\\s*([A-Za-z0-9_]+)\\s+\"((?:[^\"\\\\]|\\\\.)*)\"\\s*\\]");
    /** A game termination marker: the four of PGN, or each player's place with more than two players ({@code 1-3-2-4}). */
    private static final Pattern RESULT = Pattern.compile("1/2-1/2|\\*|\\d+(?:-\\d+)+");
    /** A move number indication: {@code 12.}, {@code 12...} (possibly glued to the move: {@code 12.e4}). */
    private static final Pattern NUMBER = Pattern.compile("(\\d+)\\s*\\.+(.*)");
    /** A comment command: {@code [%name args]}. */
    private static final Pattern COMMAND = Pattern.compile("\\[%([A-Za-z][\\w-]*)\\s*([^\\]]*)\\]");
    /** The tags this class writes from the game, never copied from given tags or notes. */
    private static final List<String> OWN = List.of("Variant", "SetUp", "FEN", "Result", "Termination", "Score", "Players", "Position");
    /** The Seven Tag Roster's tags other than White, Black and Result, with the standard's "unknown" values. */
    private static final String[][] ROSTER = {{"Event", "?"}, {"Site", "?"}, {"Date", "????.??.??"}, {"Round", "?"}};

    /**
     * What a PGN read from elsewhere carries besides the game: comments, NAGs and variations
     * after each action, a comment before the first, and the tags Ashtapada does not write
     * itself. A game keeps them, and writes them again for the actions it still has.
     */
    public static final class Notes {
        /** Per action index (-1: before the first action), what follows it. */
        private final Map<Integer, Note> after = new HashMap<>();
        /** Tags as read, in order (the game's own tags are written from the game). */
        private final Map<String, String> tags = new LinkedHashMap<>();

        /** The tags as read. */
        public Map<String, String> tags() {
            return java.util.Collections.unmodifiableMap(tags);
        }

        /** The comments after action {@code i} (-1: before the first), without comment commands this class writes. */
        public List<String> comments(int i) {
            Note n = after.get(i);
            return n == null ? List.of() : List.copyOf(n.comments);
        }

        /** The NAGs after action {@code i}, as {@code $n}. */
        public List<String> nags(int i) {
            Note n = after.get(i);
            return n == null ? List.of() : List.copyOf(n.nags);
        }

        /** The variations after action {@code i}, each as written, parentheses included. */
        public List<String> variations(int i) {
            Note n = after.get(i);
            return n == null ? List.of() : List.copyOf(n.variations);
        }

        private Note at(int i, Action action) {
            return after.computeIfAbsent(i, k -> new Note(action));
        }

        /** The note after action i, when the game still has that action there. */
        private Note valid(int i, TurnMachine game) {
            Note n = after.get(i);
            if (n == null) return null;
            if (i >= 0 && (i >= game.actionCount() || !game.action(i).equals(n.action))) return null;
            return n;
        }
    }

    /** What follows one action. */
    private static final class Note {
        final Action action;
        final List<String> nags = new ArrayList<>();
        final List<String> comments = new ArrayList<>();
        final List<String> variations = new ArrayList<>();

        Note(Action action) {
            this.action = action;
        }
    }

    // ------------------------------------------------------------------ writing

    /**
     * The game as PGN. {@code tags} may give the roster's tags (Event, Site, Date, Round, White,
     * Black), seats by player id or name, {@code Seed} and any other tag; {@code notes} (may be
     * null) are those of a game read from PGN.
     */
    public static String write(TurnMachine game, String variantStart, Map<String, String> tags, Notes notes) {
        RuleModel model = game.model();
        PositionFormat format = PositionFormat.of(model);
        List<Player> players = model.players();
        Map<String, String> given = new LinkedHashMap<>();
        if (notes != null) given.putAll(notes.tags);
        given.putAll(tags);
        Outcome o = game.outcome();
        StringBuilder sb = new StringBuilder();
        for (String[] r : ROSTER) tag(sb, r[0], given.getOrDefault(r[0], r[1]));
        String[] seats = new String[players.size()];
        for (Player p : players) {
            String s = given.get(p.id());
            if (s == null) s = given.get(p.display());
            if (s == null && players.size() == 2) s = given.get(p.index() == 0 ? "White" : "Black");
            if (s == null && players.size() > 2) s = given.get("Player" + (p.index() + 1));
            seats[p.index()] = s == null ? "?" : s;
        }
        tag(sb, "White", seats[0]);
        tag(sb, "Black", seats.length > 1 ? seats[1] : "?");
        tag(sb, "Result", o.pgn());
        tag(sb, "Variant", VariantNames.pgnName(model));
        String start = format.format(game.start());
        if (!start.equals(variantStart)) {
            tag(sb, "SetUp", "1");
            tag(sb, "FEN", start);
        }
        if (o.isOver()) {
            tag(sb, "Termination", o.reason());
            tag(sb, "Score", GameRecord.scoreText(game.score()));
        }
        if (players.size() > 2) {
            tag(sb, "Players", Integer.toString(players.size()));
            for (int i = 0; i < seats.length; i++) tag(sb, "Player" + (i + 1), seats[i]);
        }
        Map<String, String> rest = new TreeMap<>(given);
        for (String[] r : ROSTER) rest.remove(r[0]);
        for (String own : OWN) rest.remove(own);
        rest.remove("White");
        rest.remove("Black");
        for (Player p : players) {
            rest.remove(p.id());
            rest.remove(p.display());
            rest.remove("Player" + (p.index() + 1));
        }
        String seed = rest.remove("Seed");
        if (seed != null) tag(sb, "Seed", seed);
        rest.forEach((k, v) -> tag(sb, k, v));
        sb.append('\n');
        Movetext mt = new Movetext();
        writeMoves(game, mt, notes);
        mt.token(o.pgn());
        sb.append(mt.text()).append('\n');
        return sb.toString();
    }

    private static void tag(StringBuilder sb, String key, String value) {
        sb.append('[').append(key).append(" \"").append(value.replace("\\", "\\\\").replace("\"", "\\\"")).append("\"]\n");
    }

    /** The actions as movetext: every action replayed on a fresh machine, so each move is written in its own position. */
    private static void writeMoves(TurnMachine game, Movetext mt, Notes notes) {
        RuleModel model = game.model();
        TurnMachine replay = new TurnMachine(model, game.start());
        int n = model.players().size();
        int number = Math.max(1, game.start().fullmove());
        int lastTurnActor = -1;
        boolean turnDone = true;
        List<String> pending = new ArrayList<>();
        if (notes != null) noteAfter(mt, notes.valid(-1, game), pending);
        for (int i = 0; i < game.actionCount(); i++) {
            Action a = game.action(i);
            int actor = game.actor(i);
            String who = model.players().get(actor).id();
            boolean startsTurn = (a.isChance() && !(a instanceof Action.Confirm) || a instanceof Action.Play
                    || a instanceof Action.Pass || a instanceof Action.Forfeit) && (turnDone || actor != lastTurnActor);
            if (startsTurn) {
                if (lastTurnActor >= 0 && actor <= lastTurnActor) number++;
                boolean first = actor == firstInRound(replay, n);
                flush(mt, pending);
                if (first) mt.token(number + ".");
                else if (lastTurnActor < 0 || mt.afterComment) mt.token(number + "...");
                lastTurnActor = actor;
                turnDone = false;
            }
            String text;
            if (a instanceof Action.Roll r) {
                pending.add("[%roll " + r.first() + " " + r.second() + "]");
                text = null;
            } else if (a instanceof Action.Reroll r) {
                pending.add("[%reroll " + TurnMachine.rerollName(r.which()) + " " + r.first() + " " + r.second() + "]");
                text = null;
            } else if (a instanceof Action.Confirm c) {
                pending.add("[%confirm " + c.first() + " " + c.second() + "]");
                text = null;
            } else if (a instanceof Action.Play p) {
                text = replay.san(p.move());
            } else if (a instanceof Action.Pass) {
                text = "pass";
            } else if (a instanceof Action.Forfeit) {
                text = "forfeit";
            } else if (a instanceof Action.Eliminate) {
                pending.add("[%out " + who + "]");
                text = null;
            } else {
                pending.add("[%" + replay.text(a) + (a instanceof Action.Draw ? "" : " " + who) + "]");
                text = null;
            }
            if (text != null) {
                flush(mt, pending);
                mt.token(text);
            }
            int movesBefore = replay.movesMade();
            if (!(a instanceof Action.Eliminate)) {
                try {
                    replay.apply(a);
                } catch (IllegalActionException e) {
                    throw new IllegalStateException("the journal holds an action the rules refuse: " + e.getMessage(), e);
                }
            }
            if (replay.movesMade() > movesBefore) turnDone = true;
            if (notes != null) noteAfter(mt, notes.valid(i, game), pending);
        }
        flush(mt, pending);
    }

    /** The player whose turn opens a round: the first in turn order still in the game. */
    private static int firstInRound(TurnMachine replay, int n) {
        for (int p = 0; p < n; p++) if (!replay.position().isOut(p)) return p;
        return 0;
    }

    /** Writes a note's NAGs, then its comments (with the comment commands waiting), then its variations. */
    private static void noteAfter(Movetext mt, Note note, List<String> pending) {
        if (note == null) return;
        if (pending.isEmpty()) for (String nag : note.nags) mt.token(nag);
        for (String c : note.comments) pending.add(c);
        if (!note.variations.isEmpty()) {
            flush(mt, pending);
            for (String v : note.variations) mt.variation(v);
        }
    }

    /** The comment commands and comments waiting, as one comment. */
    private static void flush(Movetext mt, List<String> pending) {
        if (pending.isEmpty()) return;
        mt.comment(String.join(" ", pending));
        pending.clear();
    }

    /** A unit of a comment when lines are wrapped: a comment command, or a word. */
    private static final Pattern UNIT = Pattern.compile("\\[%[^\\]]*\\]|\\S+");

    /** Movetext lines of at most 80 characters, as PGN's export format asks. */
    private static final class Movetext {
        final StringBuilder out = new StringBuilder();
        int lineStart;
        boolean afterComment;

        void token(String t) {
            int len = out.length() - lineStart;
            if (len > 0 && len + 1 + t.length() > 79) {
                out.append('\n');
                lineStart = out.length();
            } else if (len > 0) {
                out.append(' ');
            }
            out.append(t);
            afterComment = false;
        }

        void comment(String c) {
            // Words of a comment wrap like tokens; braces inside one end it, so they are dropped.
            // A comment command is kept on one line.
            Matcher m = UNIT.matcher(c.replace("}", ")").replace("{", "("));
            List<String> words = new ArrayList<>();
            while (m.find()) words.add(m.group());
            for (int i = 0; i < words.size(); i++) {
                token((i == 0 ? "{" : "") + words.get(i) + (i == words.size() - 1 ? "}" : ""));
            }
            afterComment = true;
        }

        void variation(String v) {
            for (String w : v.trim().split("\\s+")) token(w);
            afterComment = true;
        }

        String text() {
            return out.toString();
        }
    }

    // ------------------------------------------------------------------ reading

    /** A game read from PGN: the game at its end, its tags, and what it carries besides the moves. */
    public record Read(TurnMachine game, Map<String, String> tags, Notes notes) {
    }

    /**
     * Is this text PGN rather than the one-ply-a-line record ({@code w Nf3})? The record's first
     * turn line opens with a player's letter and a space; PGN movetext opens with a move number,
     * a comment, a move or a result.
     */
    public static boolean isPgn(String text) {
        for (String raw : text.split("\\R")) {
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("[") || line.startsWith("%")) continue;
            if (line.startsWith("#")) continue;
            return !line.matches("[a-z](\\s.*)?");
        }
        return true;
    }

    /** A lexical token of PGN, with its place (1-based line and column). */
    private record Token(Kind kind, String text, int line, int col) {
        String where() {
            return line + ":" + col;
        }
    }

    private enum Kind { TAG, COMMENT, NAG, VARIATION, SYMBOL }

    /** Splits a PGN into tokens; a malformed one (an unclosed comment, a bad tag) is an error at its place. */
    private static List<Token> tokens(String text) throws IllegalActionException {
        List<Token> out = new ArrayList<>();
        int line = 1, lineStart = 0, i = 0, n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            int col = i - lineStart + 1;
            if (c == '\n') {
                line++;
                lineStart = ++i;
                continue;
            }
            if (Character.isWhitespace(c)) {
                i++;
                continue;
            }
            if (Character.isISOControl(c)) {
                throw new IllegalActionException(String.format("%d:%d: control character (U+%04X)", line, col, (int) c));
            }
            if (c == '%' && col == 1 || c == ';') {
                int end = text.indexOf('\n', i);
                if (end < 0) end = n;
                if (c == ';') out.add(new Token(Kind.COMMENT, text.substring(i + 1, end).strip(), line, col));
                i = end;
                continue;
            }
            if (c == '[') {
                int end = text.indexOf(']', i);
                int nl = text.indexOf('\n', i);
                Matcher m = TAG.matcher(text);
                if (end < 0 || nl >= 0 && nl < end || !m.region(i, end + 1).matches()) {
                    String shown = text.substring(i, nl < 0 ? n : nl).strip();
                    throw new IllegalActionException(line + ":" + col + ": a tag is written [Name \"value\"], not " + shown);
                }
                out.add(new Token(Kind.TAG, m.group(1) + "\u0000" + m.group(2).replace("\\\"", "\"").replace("\\\\", "\\"), line, col));
                i = end + 1;
                continue;
            }
            if (c == '{') {
                int end = text.indexOf('}', i);
                if (end < 0) throw new IllegalActionException(line + ":" + col + ": a comment opened with '{' is never closed");
                out.add(new Token(Kind.COMMENT, text.substring(i + 1, end).strip(), line, col));
                for (int k = i; k < end; k++) {
                    if (text.charAt(k) == '\n') {
                        line++;
                        lineStart = k + 1;
                    }
                }
                i = end + 1;
                continue;
            }
            if (c == '(') {
                int depth = 0, k = i;
                for (; k < n; k++) {
                    char d = text.charAt(k);
                    if (d == '{') {
                        int e = text.indexOf('}', k);
                        if (e < 0) break;
                        for (int j = k; j < e; j++) if (text.charAt(j) == '\n') line++;
                        k = e;
                        continue;
                    }
                    if (d == '\n') {
                        line++;
                        lineStart = k + 1;
                    }
                    if (d == '(') depth++;
                    if (d == ')' && --depth == 0) break;
                }
                if (k >= n) throw new IllegalActionException(line + ":" + col + ": a variation opened with '(' is never closed");
                out.add(new Token(Kind.VARIATION, text.substring(i, k + 1).replaceAll("\\s+", " "), line, col));
                i = k + 1;
                continue;
            }
            if (c == ')' || c == '}' || c == ']') {
                throw new IllegalActionException(line + ":" + col + ": '" + c + "' closes nothing");
            }
            if (c == '$') {
                int k = i + 1;
                while (k < n && Character.isDigit(text.charAt(k))) k++;
                if (k == i + 1) throw new IllegalActionException(line + ":" + col + ": a NAG is '$' and a number");
                out.add(new Token(Kind.NAG, text.substring(i, k), line, col));
                i = k;
                continue;
            }
            int k = i;
            while (k < n && !Character.isWhitespace(text.charAt(k)) && "{}()[];$".indexOf(text.charAt(k)) < 0) k++;
            out.add(new Token(Kind.SYMBOL, text.substring(i, k), line, col));
            i = k;
        }
        return out;
    }

    /** The NAG a move suffix stands for ({@code !} is {@code $1}, ... {@code ?!} is {@code $6}), or null. */
    private static String suffixNag(String s) {
        return switch (s) {
            case "!" -> "$1";
            case "?" -> "$2";
            case "!!" -> "$3";
            case "??" -> "$4";
            case "!?" -> "$5";
            case "?!" -> "$6";
            default -> null;
        };
    }

    /**
     * Reads a PGN of one game: the tags, then every move, comment command and result checked by
     * replaying it. A result token that the moves alone do not give is a resignation (a loss on
     * time when {@code [Termination]} says so, an agreed draw for {@code 1/2-1/2}) of two players;
     * a {@code [Result]} tag without moves that give it is refused.
     *
     * @throws IllegalActionException naming the line and column of what does not fit
     */
    public static Read read(String text, String variantStart, GameRecord.Start games) throws IllegalActionException {
        if (text.isBlank()) throw new IllegalActionException("empty record: no tags and no moves");
        List<Token> toks = tokens(text);
        Notes notes = new Notes();
        Map<String, String> tags = new LinkedHashMap<>();
        int t = 0;
        for (; t < toks.size() && toks.get(t).kind == Kind.TAG; t++) {
            String[] kv = toks.get(t).text.split("\u0000", 2);
            tags.put(kv[0], kv[1]);
        }
        String fen = tags.getOrDefault("FEN", tags.get("Position"));
        TurnMachine g;
        try {
            g = games.at(fen == null ? variantStart : fen);
        } catch (IllegalActionException e) {
            throw new IllegalActionException((fen == null ? "" : "[FEN]: ") + e.getMessage());
        }
        RuleModel model = g.model();
        String v = tags.get("Variant");
        if (v != null && !VariantNames.names(v, model)) {
            throw new IllegalActionException("the record is a game of " + v + ", not of " + model.title());
        }
        for (Map.Entry<String, String> e : tags.entrySet()) {
            if (!OWN.contains(e.getKey())) notes.tags.put(e.getKey(), e.getValue());
        }
        String result = null;
        Token resultAt = null;
        for (; t < toks.size(); t++) {
            Token tok = toks.get(t);
            if (result != null) {
                throw new IllegalActionException(tok.where() + ": the game ended with " + result
                        + "; a second game starts here (replay reads one game a file)");
            }
            int last = g.actionCount() - 1;
            try {
                switch (tok.kind) {
                    case TAG -> throw new IllegalActionException("a tag after the moves");
                    case NAG -> notes.at(last, last >= 0 ? g.action(last) : null).nags.add(tok.text);
                    case VARIATION -> notes.at(last, last >= 0 ? g.action(last) : null).variations.add(tok.text);
                    case COMMENT -> comment(g, tok.text, notes);
                    case SYMBOL -> {
                        String s = tok.text;
                        Matcher num = NUMBER.matcher(s);
                        if (num.matches()) s = num.group(2);
                        if (s.isEmpty() || s.matches("\\.+")) continue;
                        if (RESULT.matcher(s).matches()) {
                            result = s;
                            resultAt = tok;
                            continue;
                        }
                        int end = s.length();
                        while (end > 0 && (s.charAt(end - 1) == '!' || s.charAt(end - 1) == '?')) end--;
                        String nag = end < s.length() ? suffixNag(s.substring(end)) : null;
                        if (end < s.length() && nag == null) throw new IllegalActionException("'" + s.substring(end) + "' is no move annotation");
                        move(g, s.substring(0, end));
                        if (nag != null) notes.at(g.actionCount() - 1, g.action(g.actionCount() - 1)).nags.add(nag);
                    }
                }
            } catch (IllegalActionException e) {
                throw new IllegalActionException(tok.where() + ": " + e.getMessage());
            }
        }
        String said = result != null ? result : tags.get("Result");
        String where = resultAt != null ? resultAt.where() + ": " : "";
        if (result != null && tags.containsKey("Result") && !tags.get("Result").equals(result)) {
            throw new IllegalActionException(where + "the result " + result + " differs from the [Result] tag's " + tags.get("Result"));
        }
        if (result != null && !result.equals("*") && !g.outcome().isOver() && model.players().size() == 2) {
            // A result the moves alone do not give: how lichess writes a resignation, a loss on time, an agreed draw.
            String termination = tags.getOrDefault("Termination", "").toLowerCase(java.util.Locale.ROOT);
            Action a = switch (said) {
                case "1/2-1/2" -> new Action.Draw();
                case "1-0" -> termination.contains("time") ? new Action.TimeForfeit(1) : new Action.Resign(1);
                case "0-1" -> termination.contains("time") ? new Action.TimeForfeit(0) : new Action.Resign(0);
                default -> null;
            };
            if (a != null) {
                try {
                    g.apply(a);
                } catch (IllegalActionException e) {
                    throw new IllegalActionException(where + "the result " + said + ": " + e.getMessage());
                }
            }
        }
        if (said != null && !said.equals("*") && !said.equals(g.outcome().pgn())) {
            throw new IllegalActionException(where + "the record says the result is " + said + ", the replay gives " + g.outcome().pgn());
        }
        return new Read(g, tags, notes);
    }

    /** A movetext symbol: a move in any notation the game reads, {@code pass} ({@code --}), {@code forfeit}. */
    private static void move(TurnMachine g, String s) throws IllegalActionException {
        if (s.equals("--") || s.equals("Z0") || s.equals("0000") || s.equals("@@@@")) s = "pass";
        if (g.outcome().isOver()) throw new IllegalActionException("the game is over: " + g.describe(g.outcome()) + "; nothing may follow");
        Action a = g.parse(s);
        if (a.isChance() || a instanceof Action.Resign || a instanceof Action.Draw || a instanceof Action.OfferDraw
                || a instanceof Action.AcceptDraw || a instanceof Action.TimeForfeit) {
            throw new IllegalActionException("'" + s + "' is written as a comment command in PGN ({[%...]}), not as a move");
        }
        g.apply(a);
    }

    /** A comment: its commands applied in order, the rest of its text kept after the last action. */
    private static void comment(TurnMachine g, String text, Notes notes) throws IllegalActionException {
        // The text is kept after the action before the comment, ahead of the comment's own commands.
        int last = g.actionCount() - 1;
        Action lastAction = last >= 0 ? g.action(last) : null;
        Matcher m = COMMAND.matcher(text);
        StringBuilder rest = new StringBuilder();
        int from = 0;
        while (m.find()) {
            String name = m.group(1);
            String[] args = m.group(2).isBlank() ? new String[0] : m.group(2).trim().split("\\s+");
            Action a = command(g, name, args);
            if (a == null) continue;                         // someone else's command ([%clk 0:03:00]): kept as text
            rest.append(text, from, m.start());
            from = m.end();
            if (a instanceof Action.Eliminate e) {
                if (!g.position().isOut(e.player())) {
                    throw new IllegalActionException(g.model().players().get(e.player()).id() + " is not out of the game here");
                }
                continue;
            }
            g.apply(a);
        }
        rest.append(text.substring(from));
        String kept = rest.toString().trim().replaceAll("\\s+", " ");
        if (!kept.isEmpty()) notes.at(last, lastAction).comments.add(kept);
    }

    /** The action a comment command names, or null when the command is not one of Ashtapada's. */
    private static Action command(TurnMachine g, String name, String[] args) throws IllegalActionException {
        String usage = switch (name) {
            case "roll", "confirm" -> "[%" + name + " FACE FACE]";
            case "reroll" -> "[%reroll 1|2|both FACE FACE]";
            case "resign", "offer-draw", "accept-draw", "timeout", "out" -> "[%" + name + " PLAYER]";
            case "draw" -> "[%draw]";
            default -> null;
        };
        if (usage == null) return null;
        try {
            switch (name) {
                case "roll" -> {
                    need(args.length == 2, usage);
                    return new Action.Roll(face(args[0]), face(args[1]));
                }
                case "confirm" -> {
                    need(args.length == 2, usage);
                    return new Action.Confirm(face(args[0]), face(args[1]));
                }
                case "reroll" -> {
                    need(args.length == 3, usage);
                    Action.Dice which = switch (args[0]) {
                        case "1" -> Action.Dice.FIRST;
                        case "2" -> Action.Dice.SECOND;
                        case "both" -> Action.Dice.BOTH;
                        default -> throw new IllegalActionException("re-roll 1, 2 or both, not '" + args[0] + "'");
                    };
                    return new Action.Reroll(which, face(args[1]), face(args[2]));
                }
                case "draw" -> {
                    need(args.length == 0, usage);
                    return new Action.Draw();
                }
                default -> {
                    need(args.length == 1, usage);
                    int p = player(g, args[0]);
                    return switch (name) {
                        case "resign" -> new Action.Resign(p);
                        case "offer-draw" -> new Action.OfferDraw(p);
                        case "accept-draw" -> new Action.AcceptDraw(p);
                        case "timeout" -> new Action.TimeForfeit(p);
                        default -> new Action.Eliminate(p);
                    };
                }
            }
        } catch (IllegalActionException e) {
            throw new IllegalActionException("[%" + name + (args.length > 0 ? " " + String.join(" ", args) : "") + "]: " + e.getMessage());
        }
    }

    private static void need(boolean ok, String usage) throws IllegalActionException {
        if (!ok) throw new IllegalActionException("written " + usage);
    }

    private static int face(String s) throws IllegalActionException {
        if (!s.matches("\\d{1,3}")) throw new IllegalActionException("a die's face is a number, not '" + s + "'");
        return Integer.parseInt(s);
    }

    private static int player(TurnMachine g, String id) throws IllegalActionException {
        for (Player p : g.model().players()) if (p.id().equals(id) || p.display().equalsIgnoreCase(id)) return p.index();
        throw new IllegalActionException("no player '" + id + "'");
    }
}
