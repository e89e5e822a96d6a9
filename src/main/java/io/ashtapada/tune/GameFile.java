package io.ashtapada.tune;

import io.ashtapada.api.Game;
import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.IllegalPositionException;
import io.ashtapada.api.Variant;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Games to tune from, read from one file: PGN with any number of games (a database as other
 * programs export it, a game starting at the first tag pair after the previous game's moves),
 * each replayed and checked by the variant's rules. A game's label is its {@code Result} tag
 * ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2}), or where that is missing or {@code *} the end the
 * replay reached; a game with neither (unfinished, no result given) teaches nothing and is left
 * out, and counted. Each game's quiet positions ({@link PositionSampler#recorded}) are taken as
 * it is read; the game itself is not kept, so the memory grows with the positions, as in
 * self-play, not with the games' histories.
 */
public final class GameFile {
    private final int games, unfinished;
    private final List<String> errors;
    private final List<Sample> samples;

    private GameFile(int games, int unfinished, List<String> errors, List<Sample> samples) {
        this.games = games;
        this.unfinished = unfinished;
        this.errors = errors;
        this.samples = samples;
    }

    /** The games read that have a result. */
    public int games() {
        return games;
    }

    /** Games left out for want of a result. */
    public int unfinished() {
        return unfinished;
    }

    /** One line per game that could not be read ({@code file:line:col: message}), all of them. */
    public List<String> errors() {
        return errors;
    }

    /** The quiet positions of the games read, game i's labelled with its score and numbered i. */
    List<Sample> samples() {
        return samples;
    }

    /** The longest file read: 64 MiB. */
    public static final int MAX_CHARS = 64 << 20;
    /** The most games read from one file. */
    public static final int MAX_GAMES = 100_000;

    /**
     * Reads the games of {@code text} (the file {@code name}) under the variant's rules.
     *
     * @throws IllegalArgumentException when the text is too long or holds too many games (one line, no place)
     */
    public static GameFile read(Variant v, String name, String text) {
        return read(v, name, text, false);
    }

    /**
     * As {@link #read(Variant, String, String)}; with {@code byScore} each position is labelled
     * with the engine's score recorded after the move that followed it ({@code {+0.35/12}}, the
     * mover's view in pawns, as cutechess writes it) instead of the game's result, and positions
     * without one are left out. Games without a result are left out and counted as without it.
     */
    public static GameFile read(Variant v, String name, String text, boolean byScore) {
        return read(v, name, text, MAX_CHARS, MAX_GAMES, byScore);
    }

    /** As {@link #read(Variant, String, String, boolean)} with other bounds (the tests'). */
    static GameFile read(Variant v, String name, String text, int maxChars, int maxGames, boolean byScore) {
        if (text.length() > maxChars) {
            throw new IllegalArgumentException(name + ":1:1: the games file is longer than " + describe(maxChars));
        }
        List<int[]> spans = split(text);
        if (spans.size() > maxGames) {
            throw new IllegalArgumentException(name + ":" + lineAt(text, spans.get(maxGames)[0]) + ":1: more than " + maxGames
                    + " games in one file");
        }
        PositionSampler sampler = new PositionSampler(v, PositionSampler.kinds(v));
        List<Sample> samples = new ArrayList<>();
        List<String> errors = new ArrayList<>();
        int games = 0;
        int unfinished = 0, line = 1, counted = 0;
        for (int[] span : spans) {
            line += count(text, counted, span[0]);
            counted = span[0];
            String record = text.substring(span[0], span[1]);
            Game g;
            try {
                g = Game.replay(v, record);
            } catch (IllegalMoveException | IllegalPositionException e) {
                errors.add(located(name, line, e.getMessage()));
                continue;
            }
            double score = score(g.pgnTags().get("Result"), g, v.players());
            if (Double.isNaN(score)) {
                unfinished++;
                continue;
            }
            samples.addAll(sampler.recorded(games++, g, score, byScore));
        }
        if (spans.isEmpty()) errors.add(name + ":1:1: no game in the file");
        return new GameFile(games, unfinished, List.copyOf(errors), samples);
    }

    /**
     * The games of a PGN file as [start, end) character spans: a game starts at a tag pair (a line
     * beginning with {@code [}) that follows movetext, or at the first non-blank line.
     */
    static List<int[]> split(String text) {
        List<int[]> out = new ArrayList<>();
        int start = -1;
        boolean moves = false;
        for (int i = 0, n = text.length(); i < n; ) {
            int end = text.indexOf('\n', i);
            if (end < 0) end = n;
            int j = i;
            while (j < end && (text.charAt(j) == ' ' || text.charAt(j) == '\t' || text.charAt(j) == '\r')) j++;
            if (j < end) {
                boolean tag = text.charAt(i) == '[';
                if (start < 0) {
                    start = i;
                } else if (tag && moves) {
                    out.add(new int[]{start, i});
                    start = i;
                    moves = false;
                }
                if (!tag) moves = true;
            }
            i = end + 1;
        }
        if (start >= 0) out.add(new int[]{start, text.length()});
        return out;
    }

    /**
     * The first player's score in a game: from its {@code Result} tag, else from the end its
     * replay reached; NaN where neither says.
     */
    static double score(String tag, Game g, List<String> players) {
        if ("1-0".equals(tag)) return 1;
        if ("0-1".equals(tag)) return 0;
        if ("1/2-1/2".equals(tag)) return 0.5;
        if (g.phase() != Game.Phase.OVER) return Double.NaN;
        Map<String, Integer> places = g.places();
        long firsts = places.values().stream().filter(p -> p == 1).count();
        if (firsts == players.size()) return 0.5;
        return places.get(players.get(0)) == 1 ? 1.0 / firsts : 0;
    }

    /** A PGN error's message: "line:col: text". */
    private static final java.util.regex.Pattern PLACED = java.util.regex.Pattern.compile("(\\d+):(\\d+): (?s)(.*)");

    /** A replay's message placed in the file: a PGN error's "line:col: " is counted from the game's first line. */
    private static String located(String name, int firstLine, String message) {
        java.util.regex.Matcher m = PLACED.matcher(message);
        if (m.matches()) return name + ":" + (firstLine + Integer.parseInt(m.group(1)) - 1) + ":" + m.group(2) + ": " + m.group(3);
        return name + ":" + firstLine + ":1: " + message;
    }

    private static String describe(int chars) {
        return chars >= 1 << 20 && chars % (1 << 20) == 0 ? (chars >> 20) + " MiB" : chars + " characters";
    }

    private static int count(String text, int from, int to) {
        int n = 0;
        for (int i = from; i < to; i++) if (text.charAt(i) == '\n') n++;
        return n;
    }

    private static int lineAt(String text, int at) {
        return 1 + count(text, 0, at);
    }
}
