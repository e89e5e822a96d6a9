package io.ashtapada.server;

import io.ashtapada.api.Game;
import io.ashtapada.api.GameState;
import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.IllegalPositionException;
import io.ashtapada.api.Variant;
import io.ashtapada.api.VariantInfo;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Where a piece moves from a square, as the engine says: the server only asks. On an empty board
 * the piece stands alone (with a royal piece for each player placed far off when the rules need
 * one); its legal moves are where it may move, and for each other square a position with one
 * enemy piece there tells whether it may capture there. In a given position the piece's legal
 * moves are taken as they stand, its owner made to move. Each square is {@code move} (only to an
 * empty square), {@code capture} (only taking) or {@code both}. A capture that needs a second
 * piece (a cannon's screen) does not show on an empty board.
 */
final class MoveDiagram {
    private MoveDiagram() {
    }

    /** A diagram: the piece, the squares it reaches, the other pieces that had to stand on the board. */
    record Diagram(String piece, String player, String square, List<String> move, List<String> capture, List<String> both,
                   List<Placed> placed, String note) {
    }

    /** Another piece on the diagram's board: a royal piece the rules require, or a piece of the position. */
    record Placed(String square, String piece, String owner) {
    }

    /** The square a diagram puts the piece on: the board's middle square (rounded towards the first player). */
    static String middle(VariantInfo info) {
        return middle(info, List.of());
    }

    /** The middle square off the files of {@code avoid} (the royal pieces' start squares), when the board has one. */
    static String middle(VariantInfo info, List<String> avoid) {
        Set<Integer> files = new java.util.HashSet<>();
        for (String a : avoid) {
            VariantInfo.Square s = square(info, a);
            if (s != null) files.add(s.x());
        }
        List<VariantInfo.Square> off = info.squares().stream().filter(s -> !files.contains(s.x())).toList();
        if (off.isEmpty()) off = info.squares();
        double cx = info.squares().stream().mapToInt(VariantInfo.Square::x).average().orElse(0);
        double cy = info.squares().stream().mapToInt(VariantInfo.Square::y).average().orElse(0);
        return off.stream()
                .min(Comparator.comparingDouble((VariantInfo.Square s) -> Math.abs(s.x() - (cx - 0.01)) + Math.abs(s.y() - (cy - 0.01))))
                .map(VariantInfo.Square::name).orElseThrow();
    }

    /** Every piece kind's diagram from the board's middle, as the first player moves it, on an empty board. */
    static List<Diagram> all(Variant v) {
        VariantInfo info = v.describe();
        List<GameState.SquareState> start = v.newGame().state().squares();
        String at = middle(info);
        List<Diagram> out = new ArrayList<>();
        for (VariantInfo.PieceInfo p : info.pieces()) {
            Diagram d = empty(v, info, p, 0, at);
            if (d.move().isEmpty() && d.capture().isEmpty() && d.both().isEmpty() && info.players().size() == 2) {
                // A piece that cannot move from the middle (a palace piece) is shown from where it starts.
                String home = start.stream().filter(s -> p.name().equals(s.piece()) && info.players().get(0).id().equals(s.owner()))
                        .map(GameState.SquareState::name).findFirst().orElse(null);
                if (home != null) d = empty(v, info, p, 0, home);
            }
            out.add(d);
        }
        return out;
    }

    /** The squares the royal pieces start on. */
    static List<String> royalSquares(VariantInfo info, List<GameState.SquareState> start) {
        Set<String> royal = new java.util.HashSet<>();
        for (VariantInfo.PieceInfo p : info.pieces()) if (p.royal()) royal.add(p.name());
        return start.stream().filter(s -> s.piece() != null && royal.contains(s.piece())).map(GameState.SquareState::name).toList();
    }

    /** How long one piece's capture squares are looked for; past it the diagram says it is partial. */
    static final long CAPTURE_BUDGET_NANOS = 1_500_000_000L;

    /**
     * The diagram of {@code kind} of player {@code owner} alone on {@code square}, the next player
     * the enemy whose pieces it captures.
     */
    static Diagram empty(Variant v, VariantInfo info, VariantInfo.PieceInfo kind, int owner, String square) {
        String player = info.players().get(owner).id();
        int enemy = (owner + 1) % info.players().size();
        String me = token(v, kind.letter(), owner);
        // The royal pieces the rules may require, from the kinds that are royal.
        VariantInfo.PieceInfo royal = info.pieces().stream().filter(VariantInfo.PieceInfo::royal).findFirst().orElse(null);
        // The enemy piece a capture is tried on: a plain kind (neither royal nor a pawn, which some ranks refuse) when there is one.
        VariantInfo.PieceInfo target = info.pieces().stream().filter(p -> !p.royal() && !p.pawn()).findFirst()
                .orElse(info.pieces().stream().filter(p -> !p.royal()).findFirst().orElse(kind));
        List<String> far = new ArrayList<>(info.squares().stream().map(VariantInfo.Square::name).filter(n -> !n.equals(square)).toList());
        VariantInfo.Square from = info.squares().stream().filter(s -> s.name().equals(square)).findFirst().orElse(null);
        if (from == null) throw ApiError.badRequest("no square " + ApiError.quote(square) + " on this board");
        far.sort(Comparator.comparingInt((String n) -> -distance(info, n, from)));
        // The setups tried: the piece alone; with the royal pieces on their start squares; with them in far corners.
        List<Map<String, String>> setups = new ArrayList<>();
        setups.add(Map.of());
        if (royal != null) {
            Map<String, String> home = new LinkedHashMap<>();
            for (GameState.SquareState s : v.newGame().state().squares()) {
                if (!royal.name().equals(s.piece()) || s.name().equals(square)) continue;
                int who = v.players().indexOf(s.owner());
                if (who == owner && kind.royal() || home.containsValue(token(v, royal.letter(), who))) continue;
                home.put(s.name(), token(v, royal.letter(), who));
            }
            setups.add(home);
            // The same with the other side's royal piece a file aside: kings facing each other on one file
            // (xiangqi's flying general, janggi's bikjang) would pin or forbid what stands between them.
            for (int dx : new int[]{1, -1}) {
                Map<String, String> aside = new LinkedHashMap<>();
                boolean moved = false;
                for (Map.Entry<String, String> e : home.entrySet()) {
                    String sq = e.getKey();
                    if (!moved && ownerOf(v, e.getValue()) != owner) {
                        VariantInfo.Square at = square(info, sq);
                        String beside = at == null ? null : info.squares().stream()
                                .filter(q -> q.x() == at.x() + dx && q.y() == at.y()).map(VariantInfo.Square::name).findFirst().orElse(null);
                        if (beside != null && !beside.equals(square) && !home.containsKey(beside)) {
                            sq = beside;
                            moved = true;
                        }
                    }
                    aside.put(sq, e.getValue());
                }
                if (moved) setups.add(aside);
            }
            for (int i = 0; i < Math.min(4, far.size()); i++) {
                for (int j = 0; j < Math.min(8, far.size()); j++) {
                    if (i == j || adjacent(info, far.get(i), far.get(j))) continue;
                    Map<String, String> s = new LinkedHashMap<>();
                    if (!kind.royal()) s.put(far.get(i), token(v, royal.letter(), owner));
                    s.put(far.get(j), token(v, royal.letter(), enemy));
                    setups.add(s);
                }
            }
        }
        // The setup where the piece reaches most squares (no royal piece in its way, no pin).
        Map<String, String> extra = null;
        Set<String> moves = Set.of();
        long searchEnd = System.nanoTime() + CAPTURE_BUDGET_NANOS / 2;
        for (Map<String, String> setup : setups) {
            if (extra != null && !moves.isEmpty() && System.nanoTime() > searchEnd) break;
            Set<String> r = reach(v, build(v, square, me, setup, null, null, owner), square, kind.name());
            if (r != null && (extra == null || r.size() > moves.size())) {
                extra = setup;
                moves = r;
            }
            if (r != null && setup.isEmpty() && !r.isEmpty()) break;   // alone, nothing is in its way
        }
        if (extra != null && !moves.isEmpty()) {
            Set<String> captures = new LinkedHashSet<>();
            long deadline = System.nanoTime() + CAPTURE_BUDGET_NANOS;
            String note = null;
            // The squares nearest the piece first, so that a partial answer holds the ones that matter.
            List<VariantInfo.Square> order = new ArrayList<>(info.squares());
            order.sort(Comparator.comparingInt((VariantInfo.Square q) -> distance(info, q.name(), from)));
            for (VariantInfo.Square s : order) {
                if (s.name().equals(square) || extra.containsKey(s.name())) continue;
                if (System.nanoTime() > deadline) {
                    note = "captures were looked for within " + distance(info, s.name(), from) + " squares only (time)";
                    break;
                }
                Set<String> r = reach(v, build(v, square, me, extra, s.name(), token(v, target.letter(), enemy), owner), square, kind.name());
                if (r != null && r.contains(s.name())) captures.add(s.name());
            }
            List<Placed> placed = new ArrayList<>();
            for (Map.Entry<String, String> e : extra.entrySet()) {
                placed.add(new Placed(e.getKey(), royal.name(), info.players().get(ownerOf(v, e.getValue())).id()));
            }
            return sorted(kind.name(), player, square, moves, captures, placed, note);
        }
        return new Diagram(kind.name(), player, square, List.of(), List.of(), List.of(), List.of(),
                "no position with this piece alone could be played");
    }

    /**
     * The diagram of the piece on {@code square} in {@code position}, its owner to move (the side
     * field set to the owner; en passant cleared). Empty squares it reaches are moves, occupied ones captures.
     */
    static Diagram inPosition(Variant v, String position, String square) {
        Game g = game(v, position);
        GameState.SquareState at = g.state().squares().stream().filter(s -> s.name().equals(square)).findFirst()
                .orElseThrow(() -> ApiError.badRequest("no square " + ApiError.quote(square) + " on this board"));
        if (at.piece() == null) throw ApiError.badRequest("no piece on " + ApiError.quote(square));
        String note = null;
        if (!at.owner().equals(g.sideToMove())) {
            String[] f = position.split(" ");
            if (f.length >= 4) {
                f[1] = String.valueOf(Character.toLowerCase(at.owner().charAt(0)));
                f[3] = "-";
                Game turned = tryGame(v, String.join(" ", f));
                if (turned != null && turned.sideToMove().equals(at.owner())) g = turned;
                else note = "it is not " + at.owner() + "'s turn in this position";
            }
        }
        Set<String> moves = new LinkedHashSet<>(), captures = new LinkedHashSet<>();
        Set<String> r = reachOf(rolled(g, v, at.piece()), square);
        Map<String, GameState.SquareState> by = new LinkedHashMap<>();
        for (GameState.SquareState s : g.state().squares()) by.put(s.name(), s);
        for (String to : r == null ? Set.<String>of() : r) {
            GameState.SquareState s = by.get(to);
            if (s != null && s.piece() != null) captures.add(to);
            else moves.add(to);
        }
        List<Placed> others = new ArrayList<>();
        for (GameState.SquareState s : by.values()) {
            if (s.piece() != null && !s.name().equals(square)) others.add(new Placed(s.name(), s.piece(), s.owner()));
        }
        return new Diagram(at.piece(), at.owner(), square, List.copyOf(moves), List.copyOf(captures), List.of(), others, note);
    }

    private static Diagram sorted(String piece, String player, String square, Set<String> moves, Set<String> captures,
                                  List<Placed> placed, String note) {
        List<String> move = new ArrayList<>(), capture = new ArrayList<>(), both = new ArrayList<>();
        for (String m : moves) (captures.contains(m) ? both : move).add(m);
        for (String c : captures) if (!moves.contains(c)) capture.add(c);
        return new Diagram(piece, player, square, move, capture, both, placed, note);
    }

    /** A piece as a position string writes it: its letter, upper case for the first player; with more players, owner's letter and piece letter. */
    private static String token(Variant v, char kindLetter, int owner) {
        if (v.players().size() > 2) return sideLetter(v, owner) + Character.toUpperCase(kindLetter);
        return String.valueOf(owner == 0 ? Character.toUpperCase(kindLetter) : Character.toLowerCase(kindLetter));
    }

    private static int ownerOf(Variant v, String token) {
        if (token.length() == 1) return Character.isUpperCase(token.charAt(0)) ? 0 : 1;
        for (int p = 0; p < v.players().size(); p++) if (sideLetter(v, p).charAt(0) == token.charAt(0)) return p;
        return 0;
    }

    private static String build(Variant v, String square, String me, Map<String, String> extra, String enemyAt, String enemy, int owner) {
        try {
            var b = v.position().place(me + square);
            for (Map.Entry<String, String> e : extra.entrySet()) b.place(e.getValue() + e.getKey());
            if (enemyAt != null) b.place(enemy + enemyAt);
            // The owner to move: its letter is the first character of its id (docs/notation.md).
            if (owner != 0) b.side(sideLetter(v, owner));
            return b.build();
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    private static String sideLetter(Variant v, int player) {
        return String.valueOf(Character.toLowerCase(v.players().get(player).charAt(0)));
    }

    /** The squares the piece on {@code square} may move to in {@code position}, or null when the position cannot be played. */
    private static Set<String> reach(Variant v, String position, String square, String kind) {
        if (position == null) return null;
        Game g = tryGame(v, position);
        if (g == null) return null;
        return reachOf(rolled(g, v, kind), square);
    }

    /** A dice game waiting for its roll is given a roll that lets the piece move (both dice on a face that names it). */
    private static Game rolled(Game g, Variant v, String kind) {
        if (g.phase() != Game.Phase.ROLL) return g;
        VariantInfo.DiceInfo d = v.describe().dice();
        if (d == null) return g;
        for (int f = 0; f < d.faces().size(); f++) {
            List<String> kinds = d.faces().get(f);
            if (kind != null && !kinds.contains(kind) && !kinds.contains("any")) continue;
            try {
                g.roll(f + 1, f + 1);
                return g;
            } catch (IllegalMoveException | RuntimeException e) {
                return g;
            }
        }
        return g;
    }

    private static Set<String> reachOf(Game g, String square) {
        Set<String> out = new LinkedHashSet<>();
        for (GameState.LegalAction a : g.state().legalActions()) {
            if (a.kind() == GameState.Kind.MOVE && a.dropped() == null && square.equals(a.from()) && a.to() != null && !a.to().equals(square)) {
                out.add(a.to());
            }
        }
        return out;
    }

    private static Game game(Variant v, String position) {
        String problem = v.positionProblem(position);
        if (problem != null) throw new ApiError(422, "illegal-position", problem);
        try {
            return v.newGame(position);
        } catch (IllegalPositionException e) {
            throw new ApiError(422, "illegal-position", e.getMessage());
        }
    }

    private static Game tryGame(Variant v, String position) {
        try {
            return v.positionProblem(position) == null ? v.newGame(position) : null;
        } catch (IllegalPositionException | RuntimeException e) {
            return null;
        }
    }

    private static VariantInfo.Square square(VariantInfo info, String name) {
        for (VariantInfo.Square s : info.squares()) if (s.name().equals(name)) return s;
        return null;
    }

    private static int distance(VariantInfo info, String a, VariantInfo.Square b) {
        VariantInfo.Square s = square(info, a);
        return Math.max(Math.abs(s.x() - b.x()), Math.abs(s.y() - b.y()));
    }

    private static boolean adjacent(VariantInfo info, String a, String b) {
        return distance(info, a, square(info, b)) <= 1;
    }
}
