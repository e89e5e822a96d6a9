package io.ashtapada.api;

import io.ashtapada.engine.Move;
import io.ashtapada.engine.MoveGenerator;
import io.ashtapada.engine.Notation;
import io.ashtapada.engine.Perft;
import io.ashtapada.engine.Position;
import io.ashtapada.model.*;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One game of a variant: legal moves, playing moves in notation, undo, the result. A game
 * is used from one thread at a time; start as many as you like from one {@link Variant}.
 *
 * <p>In a dice game each turn is a small state machine ({@link Phase}): {@link #roll()} the
 * dice, optionally {@link #reroll(String)} as the variant allows, then {@link #play(String)} a
 * move or {@code pass}; a royal capture that must be confirmed (OM-12) waits in
 * {@link Phase#CONFIRM} for the next {@link #roll()}. Dice come from a seeded random source
 * ({@link #seed(long)}), or are given ({@link #roll(int, int)}) when replaying or testing.
 */
public final class Game {
    private final Variant variant;
    private final RuleModel model;
    private final Position pos;
    private final List<String> played = new ArrayList<>();
    private final io.ashtapada.engine.MoveList legalList = new io.ashtapada.engine.MoveList();
    private int[] legal = new int[0];
    private int legalCount = -1;
    private int generatedCount = -1;
    private final DiceRules dice;
    private final String startPosition;
    /** The player who resigned, or -1. */
    private int resigned = -1;
    private java.util.SplittableRandom rng = new java.util.SplittableRandom();
    /** The game record: one line per turn, e.g. {@code w 35 o:37 W@e1}. */
    private final List<String> turns = new ArrayList<>();

    /** Where a turn stands. */
    public enum Phase {
        /** A dice game waits for the turn's roll. */
        ROLL,
        /** The side to move chooses: a move, a pass, or (dice games) a re-roll. */
        CHOOSE,
        /** A royal capture waits for its confirmation roll (OM-12). */
        CONFIRM,
        /** The game is over. */
        OVER
    }

    Game(Variant variant, String position) throws IllegalPositionException {
        this.variant = variant;
        this.model = variant.model;
        this.pos = new Position(model);
        this.dice = model.dice();
        this.startPosition = position;
        try {
            pos.load(variant.format.parse(position));
        } catch (PositionFormat.FormatException e) {
            throw new IllegalPositionException("bad position string: " + e.getMessage());
        }
    }

    public Variant variant() {
        return variant;
    }

    /** The current position as a position string. */
    public String position() {
        return variant.format.format(pos.data());
    }

    /**
     * The piece on a square as its position-string letter (upper case for the first player),
     * or '.' when the square is empty.
     *
     * @throws IllegalArgumentException when the board has no such square
     */
    public char pieceAt(String square) {
        int s = model.board().square(square);
        if (s < 0) throw new IllegalArgumentException("no square " + square);
        int c = pos.pieceAt(s);
        return c == 0 ? '.' : variant.format.letter(c);
    }

    /** The id of the player to move. */
    public String sideToMove() {
        return model.players().get(pos.side()).id();
    }

    /** Moves played so far, in coordinate notation. */
    public List<String> history() {
        return List.copyOf(played);
    }

    /** Legal moves of the current position, generated once per position (hooks run once). */
    private int generated() {
        if (generatedCount < 0) {
            MoveGenerator.legal(pos, legalList);
            legal = legalList.toArray();
            generatedCount = legal.length;
        }
        return generatedCount;
    }

    private int[] legalMoves0() {
        if (legalCount < 0) {
            legalCount = result0().isOver() || pos.pending() >= 0 ? 0 : generated();
        }
        return legal;
    }

    /** Legal moves in coordinate notation (see README); empty when the game is over. */
    public List<String> legalMoves() {
        int[] ms = legalMoves0();
        List<String> out = new ArrayList<>(legalCount);
        for (int i = 0; i < legalCount; i++) out.add(Notation.coordinate(pos, ms[i]));
        return out;
    }

    /** Legal moves in standard algebraic notation. */
    public List<String> legalMovesSan() {
        int[] ms = legalMoves0();
        int[] copy = java.util.Arrays.copyOf(ms, legalCount);
        List<String> out = new ArrayList<>(legalCount);
        for (int m : copy) out.add(Notation.san(pos, m, copy, copy.length));
        return out;
    }

    /** Legal moves as the variant writes them for players (its notation style: OM-14, SJ-11). */
    public List<String> legalMovesDisplay() {
        int[] ms = legalMoves0();
        int[] copy = java.util.Arrays.copyOf(ms, legalCount);
        List<String> out = new ArrayList<>(legalCount);
        for (int m : copy) out.add(Notation.display(pos, m, copy, copy.length));
        return out;
    }

    /**
     * Plays a move given in coordinate notation or SAN. An illegal or malformed move is refused
     * with the reason, and the game stays as it was.
     */
    public void play(String move) throws IllegalMoveException {
        if (dice != null) {
            Phase ph = phase();
            if (ph == Phase.ROLL) throw new IllegalMoveException("roll the dice first");
            if (ph == Phase.CONFIRM) throw new IllegalMoveException("the royal capture waits for its confirmation roll");
        }
        int m = find(move);
        String text = Notation.coordinate(pos, m);
        recordEvent(text);
        if (needsConfirmation(m)) {
            pos.setPending(m);
            invalidate();
            return;
        }
        make(m);
    }

    private void make(int m) {
        played.add(Notation.coordinate(pos, m));
        pos.make(m);
        invalidate();
    }

    private void invalidate() {
        legalCount = -1;
        generatedCount = -1;
    }

    private String sideLetter() {
        return String.valueOf(variant.format.sideLetter(pos.side()));
    }

    /** Adds an event to the record: to the turn's line once the turn has begun, else on a new line. */
    private void recordEvent(String token) {
        boolean begun = dice != null && !turns.isEmpty() && (pos.rolled() || pos.pending() >= 0);
        if (!begun) {
            turns.add(sideLetter() + " " + token);
            return;
        }
        int last = turns.size() - 1;
        turns.set(last, turns.get(last) + " " + token);
    }

    /**
     * The side to move resigns: the other player wins, scored as if the royal piece had been
     * captured (SJ-13). Recorded as {@code resign}.
     */
    public void resign() throws IllegalMoveException {
        if (result0().isOver()) throw new IllegalMoveException("the game is over");
        recordEvent("resign");
        resigned = pos.side();
        invalidate();
    }

    // ------------------------------------------------------------ dice

    /** Does this variant use dice? */
    public boolean hasDice() {
        return dice != null;
    }

    /** Re-seeds the game's dice: the same seed and the same decisions give the same game. */
    public Game seed(long seed) {
        rng = new java.util.SplittableRandom(seed);
        return this;
    }

    /** Where the current turn stands. */
    public Phase phase() {
        if (result0().isOver()) return Phase.OVER;
        if (dice == null) return Phase.CHOOSE;
        if (pos.pending() >= 0) return Phase.CONFIRM;
        return pos.rolled() ? Phase.CHOOSE : Phase.ROLL;
    }

    /** The faces the dice show now (empty before the turn's roll or without dice). */
    public int[] dice() {
        return pos.rolled() ? new int[]{pos.die(0), pos.die(1)} : new int[0];
    }

    /** Rolls the dice from the game's random source: the turn's roll, or a confirmation roll. */
    public void roll() throws IllegalMoveException {
        if (dice == null) throw new IllegalMoveException("this variant has no dice");
        roll(1 + rng.nextInt(dice.sides()), 1 + rng.nextInt(dice.sides()));
    }

    /**
     * Sets the roll to the given faces (replays, tests, physical dice): the turn's first roll
     * in {@link Phase#ROLL}, the confirmation roll in {@link Phase#CONFIRM}.
     */
    public void roll(int a, int b) throws IllegalMoveException {
        if (dice == null) throw new IllegalMoveException("this variant has no dice");
        checkFaces(a, b);
        Phase ph = phase();
        if (ph == Phase.ROLL) {
            recordEvent(TurnState.format(TurnState.roll(a, b, TurnState.ROLL)));
            pos.addRoll(TurnState.roll(a, b, TurnState.ROLL));
            invalidate();
        } else if (ph == Phase.CONFIRM) {
            int pending = pos.pending();
            int roll = TurnState.roll(a, b, TurnState.CONFIRM);
            recordEvent(TurnState.format(roll));
            pos.addRoll(roll);
            invalidate();
            // The capture stands if the new roll allows that same move (OM-12).
            int n = generated();
            pos.setPending(-1);
            invalidate();
            for (int i = 0; i < n; i++) {
                if (legal[i] == pending) {
                    make(pending);
                    return;
                }
            }
        } else {
            throw new IllegalMoveException(ph == Phase.OVER ? "the game is over" : "the dice are already rolled this turn");
        }
    }

    private void checkFaces(int a, int b) throws IllegalMoveException {
        if (a < 1 || b < 1 || a > dice.sides() || b > dice.sides()) {
            throw new IllegalMoveException("a die shows 1 to " + dice.sides() + ", not " + a + "," + b);
        }
    }

    /** The re-rolls allowed now: any of "1", "2" (one die) and "both". */
    public List<String> rerollOptions() {
        List<String> out = new ArrayList<>();
        if (dice == null || phase() != Phase.CHOOSE) return out;
        boolean one = false, both = false;
        for (int r : pos.rolls()) {
            if (TurnState.how(r) == TurnState.REROLL_ONE) one = true;
            if (TurnState.how(r) == TurnState.REROLL_BOTH) both = true;
            if (TurnState.how(r) == TurnState.CONFIRM) return out;
        }
        if (dice.rerollOneOrBoth()) {
            if (!one && !both) out.addAll(List.of("1", "2", "both"));
            return out;
        }
        if (dice.rerollOne() && !one) out.addAll(List.of("1", "2"));
        if (dice.rerollBothIfDouble() && !both && pos.die(0) == pos.die(1)) out.add("both");
        return out;
    }

    /** Re-rolls die "1", die "2" or "both" from the game's random source, if the rules allow it now. */
    public void reroll(String which) throws IllegalMoveException {
        if (dice == null) throw new IllegalMoveException("this variant has no dice");
        int a = pos.rolled() ? pos.die(0) : 0, b = pos.rolled() ? pos.die(1) : 0;
        switch (which) {
            case "1" -> a = 1 + rng.nextInt(dice.sides());
            case "2" -> b = 1 + rng.nextInt(dice.sides());
            case "both" -> {
                a = 1 + rng.nextInt(dice.sides());
                b = 1 + rng.nextInt(dice.sides());
            }
            default -> throw new IllegalMoveException("re-roll '1', '2' or 'both', not '" + which + "'");
        }
        reroll(which, a, b);
    }

    /** Re-rolls as {@link #reroll(String)} with the dice landing on the given faces. */
    public void reroll(String which, int a, int b) throws IllegalMoveException {
        if (dice == null) throw new IllegalMoveException("this variant has no dice");
        checkFaces(a, b);
        if (!rerollOptions().contains(which)) {
            throw new IllegalMoveException("re-roll '" + which + "' is not allowed now" + (rerollOptions().isEmpty() ? ""
                    : " (allowed: " + String.join(", ", rerollOptions()) + ")"));
        }
        if (which.equals("1") && b != pos.die(1) || which.equals("2") && a != pos.die(0)) {
            throw new IllegalMoveException("re-rolling die " + which + " leaves the other die as it is");
        }
        int roll = TurnState.roll(a, b, which.equals("both") ? TurnState.REROLL_BOTH : TurnState.REROLL_ONE);
        recordEvent(TurnState.format(roll));
        pos.addRoll(roll);
        invalidate();
    }

    /** Must this royal capture be confirmed by a further roll (OM-12)? */
    private boolean needsConfirmation(int m) {
        if (dice == null || !dice.confirmRoyal() || !capturesRoyal(m)) return false;
        int[] rolls = pos.rolls();
        boolean firstDouble = rolls.length == 1 && TurnState.face(rolls[0], 0) == TurnState.face(rolls[0], 1);
        return !(dice.confirmUnlessFirstDouble() && firstDouble);
    }

    private boolean capturesRoyal(int m) {
        int t = Move.type(m);
        if (t != Move.NORMAL && t != Move.EN_PASSANT && t != Move.PATH) return false;
        int c = pos.pieceAt(Move.to(m));
        return c != 0 && Codes.owner(c) != pos.side() && model.pieces().get(Codes.kind(c)).royal();
    }

    /** Has this turn already had its confirmation roll? Then no further roll can confirm a capture. */
    private boolean confirmationUsed() {
        for (int r : pos.rolls()) if (TurnState.how(r) == TurnState.CONFIRM) return true;
        return false;
    }

    /** A player's points so far (dice totals taken, capture bonuses). */
    public double points(String player) {
        return pos.points2(playerIndex(player)) / 2.0;
    }

    private int playerIndex(String id) {
        for (Player p : model.players()) if (p.id().equals(id)) return p.index();
        throw new IllegalArgumentException("no player " + id);
    }

    /**
     * The score by player id: while playing, the points so far; when over, with the variant's
     * scoring applied (win and draw values, whether the loser keeps points).
     */
    public Map<String, Double> score() {
        Map<String, Double> out = new LinkedHashMap<>();
        Result r = result0();
        Scoring s = model.scoring();
        for (Player p : model.players()) {
            double pts = pos.points2(p.index()) / 2.0;
            if (r.status() == Result.Status.WIN) {
                pts = p.id().equals(r.winner()) ? pts + s.win() : s.loserKeeps() ? pts : 0;
            } else if (r.status() == Result.Status.DRAW) {
                pts += s.draw();
            }
            out.put(p.id(), pts);
        }
        return out;
    }

    /** The score as text, e.g. {@code 1.5-0.5}. */
    public String scoreText() {
        StringBuilder sb = new StringBuilder();
        for (double v : score().values()) {
            if (sb.length() > 0) sb.append('-');
            sb.append(v == Math.floor(v) ? Long.toString((long) v) : Double.toString(v));
        }
        return sb.toString();
    }

    /** The game record so far: tags, then one line per turn (rolls, re-rolls, moves, passes). */
    public String record(Map<String, String> tags) {
        StringBuilder sb = new StringBuilder();
        sb.append("[Variant \"").append(model.title()).append("\"]\n");
        if (!variant.startPosition().equals(startPosition)) sb.append("[Position \"").append(startPosition).append("\"]\n");
        for (Map.Entry<String, String> e : tags.entrySet()) sb.append('[').append(e.getKey()).append(" \"").append(e.getValue()).append("\"]\n");
        Result r = result0();
        if (r.isOver()) {
            sb.append("[Result \"").append(r).append("\"]\n");
            sb.append("[Score \"").append(scoreText()).append("\"]\n");
        }
        for (String t : turns) sb.append(t).append('\n');
        return sb.toString();
    }

    /**
     * Replays a record (see {@link #record}): every roll, re-roll, move and pass is applied
     * and checked. Returns the game at its end.
     *
     * @throws IllegalMoveException naming the line of the first event that does not fit
     */
    public static Game replay(Variant v, String record) throws IllegalMoveException, IllegalPositionException {
        String start = v.startPosition();
        java.util.regex.Matcher pm = java.util.regex.Pattern.compile("(?m)^\\[Position \"([^\"]*)\"\\]").matcher(record);
        if (pm.find()) start = pm.group(1);
        Game g = v.newGame(start);
        String[] lines = record.split("\\R");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].trim();
            if (line.isEmpty() || line.startsWith("[") || line.startsWith("#")) continue;
            String[] tok = line.split("\\s+");
            try {
                if (!tok[0].equals(g.sideLetter())) {
                    throw new IllegalMoveException("it is " + g.sideToMove() + "'s turn, not '" + tok[0] + "'");
                }
                for (int k = 1; k < tok.length; k++) g.replayToken(tok[k]);
            } catch (IllegalMoveException e) {
                throw new IllegalMoveException("line " + (i + 1) + ": " + e.getMessage());
            }
        }
        return g;
    }

    private void replayToken(String t) throws IllegalMoveException {
        if (!t.matches("(?:[obc]:)?\\d.*")) {
            if (t.equals("resign")) resign();
            else play(t);
            return;
        }
        int roll;
        try {
            roll = TurnState.parse(t);
        } catch (IllegalArgumentException e) {
            throw new IllegalMoveException(e.getMessage());
        }
        int a = TurnState.face(roll, 0), b = TurnState.face(roll, 1);
        switch (TurnState.how(roll)) {
            case TurnState.ROLL, TurnState.CONFIRM -> {
                Phase want = TurnState.how(roll) == TurnState.ROLL ? Phase.ROLL : Phase.CONFIRM;
                if (phase() != want) {
                    throw new IllegalMoveException(want == Phase.ROLL ? "roll '" + t + "' out of turn" : "no capture waits for confirmation");
                }
                roll(a, b);
            }
            case TurnState.REROLL_BOTH -> reroll("both", a, b);
            default -> {
                int[] d = dice();
                reroll(d.length == 2 && d[0] == a ? "2" : "1", a, b);
            }
        }
    }

    private int find(String text) throws IllegalMoveException {
        String t = text == null ? "" : text.trim();
        if (t.isEmpty()) throw new IllegalMoveException("empty move");
        Result r = result();
        if (r.isOver()) throw new IllegalMoveException("the game is over: " + r);
        int[] ms = legalMoves0();
        int n = legalCount;
        for (int i = 0; i < n; i++) if (Notation.coordinate(pos, ms[i]).equalsIgnoreCase(t)) return ms[i];
        int found = -1, matches = 0;
        for (int i = 0; i < n; i++) {
            if (Move.type(ms[i]) != Move.CASTLE) continue;
            String c = Notation.coordinate(pos, ms[i]);
            if (c.length() > t.length() && c.startsWith(t) && c.charAt(t.length()) == '/') {
                found = ms[i];
                matches++;
            }
        }
        if (matches == 1) return found;
        String bare = t.replaceAll("[+#!?]+$", "");
        int[] copy = java.util.Arrays.copyOf(ms, n);
        for (int m : copy) {
            String san = Notation.san(pos, m, copy, copy.length).replaceAll("[+#]+$", "");
            if (san.equals(bare) || san.replace("O", "0").equals(bare)) return m;
            if (Notation.display(pos, m, copy, copy.length).replaceAll("[+#]+$", "").equalsIgnoreCase(bare)) return m;
        }
        throw new IllegalMoveException(explain(t));
    }

    /** Why a move text matches no legal move. */
    private String explain(String t) {
        Board b = model.board();
        if (t.equals("pass")) {
            return dice != null && dice.passScores() ? "pass: not allowed now" : "pass: this variant has no voluntary pass";
        }
        if (t.equals("forfeit")) return "forfeit: only when no move is legal for the dice";
        java.util.regex.Matcher mm = java.util.regex.Pattern.compile("([a-z]+-?\\d+)([a-z]+-?\\d+).*").matcher(t);
        if (mm.matches()) {
            int from = b.square(mm.group(1)), to = b.square(mm.group(2));
            if (from < 0) return "illegal move '" + t + "': no square " + mm.group(1);
            if (to < 0) return "illegal move '" + t + "': no square " + mm.group(2);
            int code = pos.pieceAt(from);
            if (code == 0) return "illegal move '" + t + "': " + mm.group(1) + " is empty";
            if (Codes.owner(code) != pos.side()) {
                return "illegal move '" + t + "': the piece on " + mm.group(1) + " is not " + sideToMove() + "'s";
            }
            if (model.end().check() && pos.inCheck(pos.side())) {
                return "illegal move '" + t + "': " + sideToMove() + " is in check and this move does not answer it";
            }
            return "illegal move '" + t + "': the " + model.pieces().get(Codes.kind(code)).name() + " on "
                    + mm.group(1) + " cannot go to " + mm.group(2) + " now";
        }
        if (t.contains("@")) return "illegal drop '" + t + "'";
        return "cannot read move '" + t + "' (expected coordinate notation like e2e4 or SAN like Nf3)";
    }

    /**
     * Failures of JavaScript hooks since the last call, each naming the file, the hook and the
     * position. A failed hook contributes no moves to that position; the game goes on.
     */
    public List<String> hookFailures() {
        return pos.drainHookFailures();
    }

    /** Takes back the last move; false when there is none. */
    public boolean undo() {
        if (played.isEmpty()) return false;
        pos.unmake();
        played.remove(played.size() - 1);
        if (dice == null && !turns.isEmpty()) turns.remove(turns.size() - 1);
        invalidate();
        return true;
    }

    /** Whether the game is over, and how. */
    public Result result() {
        return result0();
    }

    private Result result0() {
        List<Player> players = model.players();
        int me = pos.side();
        int other = (me + 1) % players.size();
        EndRules end = model.end();
        if (resigned >= 0) return new Result(Result.Status.WIN, players.get((resigned + 1) % players.size()).id(), "resignation");
        if (MoveGenerator.royalLost(pos)) {
            for (Player p : players) {
                if (pos.royalSquare(p.index()) >= 0) return new Result(Result.Status.WIN, p.id(), "royal piece captured");
            }
        }
        if (dice != null) {
            if (end.plyLimit() > 0 && played.size() >= end.plyLimit()) return new Result(Result.Status.DRAW, null, "ply limit");
            if (!pos.rolled() || pos.pending() >= 0 || generated() > 0) return Result.ONGOING;
        }
        int n = generated();
        if (n == 0) {
            if (end.check() && pos.inCheck(me)) return new Result(Result.Status.WIN, players.get(other).id(), "checkmate");
            return switch (end.stalemate()) {
                case "win" -> new Result(Result.Status.WIN, players.get(me).id(), "stalemate");
                case "loss" -> new Result(Result.Status.WIN, players.get(other).id(), "stalemate");
                default -> new Result(Result.Status.DRAW, null, "stalemate");
            };
        }
        if (end.fiftyMove() > 0 && pos.halfmove() >= end.fiftyMove()) return new Result(Result.Status.DRAW, null, "fifty-move rule");
        if (end.repetition() > 0 && pos.repetitions() >= end.repetition()) return new Result(Result.Status.DRAW, null, "repetition");
        if (end.plyLimit() > 0 && played.size() >= end.plyLimit()) return new Result(Result.Status.DRAW, null, "ply limit");
        return Result.ONGOING;
    }

    /** Leaf count of the legal move tree below the current position (draw rules ignored, G-2 kept). */
    public long perft(int depth) {
        return new Perft(pos, false).count(depth);
    }

    /** Perft with the make/unmake and hash checks at every node; throws IllegalStateException on a mismatch. */
    public long perftChecked(int depth) {
        return new Perft(pos, true).count(depth);
    }

    /** Per-move counts at the root, in coordinate notation. */
    public Map<String, Long> divide(int depth) {
        return new LinkedHashMap<>(new Perft(pos, false).divide(depth));
    }

    /** The board as text, highest rank first, with hands and the side to move. */
    public String render() {
        Board b = model.board();
        StringBuilder sb = new StringBuilder();
        for (int y = b.maxY(); y >= b.minY(); y--) {
            String rank = y >= 0 && y < b.ranks ? String.valueOf(y + b.firstRank) : "";
            sb.append(String.format(Locale.ROOT, "%3s ", rank));
            for (int x = b.minX(); x <= b.maxX(); x++) {
                int s = b.at(x, y);
                if (s < 0) {
                    sb.append("  ");
                } else {
                    int c = pos.pieceAt(s);
                    sb.append(c == 0 ? '.' : variant.format.letter(c)).append(' ');
                }
            }
            sb.append('\n');
        }
        sb.append("    ");
        for (int x = b.minX(); x <= b.maxX(); x++) {
            String f = b.fileName(x);
            sb.append(f == null ? " " : f).append(' ');
        }
        sb.append('\n');
        for (Player p : model.players()) {
            StringBuilder h = new StringBuilder();
            for (PieceKind k : model.pieces()) {
                int n = pos.handCount(p.index(), k.index());
                if (n > 0) h.append(' ').append(variant.format.letter(Codes.code(k.index(), p.index()))).append(n > 1 ? "x" + n : "");
            }
            if (h.length() > 0) sb.append(p.id()).append(" in hand:").append(h).append('\n');
        }
        sb.append(sideToMove()).append(" to move\n");
        return sb.toString();
    }
}
