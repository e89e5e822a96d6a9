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
 */
public final class Game {
    private final Variant variant;
    private final RuleModel model;
    private final Position pos;
    private final List<String> played = new ArrayList<>();
    private int[] legal = new int[4096];
    private int legalCount = -1;
    private int generatedCount = -1;

    Game(Variant variant, String position) throws IllegalPositionException {
        this.variant = variant;
        this.model = variant.model;
        this.pos = new Position(model);
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
        if (generatedCount < 0) generatedCount = MoveGenerator.legal(pos, legal);
        return generatedCount;
    }

    private int[] legalMoves0() {
        if (legalCount < 0) legalCount = result0().isOver() ? 0 : generated();
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

    /**
     * Plays a move given in coordinate notation or SAN. An illegal or malformed move is refused
     * with the reason, and the game stays as it was.
     */
    public void play(String move) throws IllegalMoveException {
        int m = find(move);
        played.add(Notation.coordinate(pos, m));
        pos.make(m);
        legalCount = -1;
        generatedCount = -1;
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
        }
        throw new IllegalMoveException(explain(t));
    }

    /** Why a move text matches no legal move. */
    private String explain(String t) {
        Board b = model.board();
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
        legalCount = -1;
        generatedCount = -1;
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
        if (MoveGenerator.royalLost(pos)) {
            for (Player p : players) {
                if (pos.royalSquare(p.index()) >= 0) return new Result(Result.Status.WIN, p.id(), "royal piece captured");
            }
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
