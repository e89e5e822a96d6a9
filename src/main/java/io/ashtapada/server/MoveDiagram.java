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
 * empty square), {@code capture} (only taking) or {@code both}. Captures are looked for ring by
 * ring around the piece (a royal piece square by square). A piece that hops (a cannon) is tried again with screens on the squares
 * next to it; what it takes or reaches only over a screen is drawn with the screens it used.
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
        String offRoyalFiles = middle(info, royalSquares(info, start));
        for (VariantInfo.PieceInfo p : info.pieces()) {
            // A hopping piece stands off the royal pieces' files, so they serve it as no screen.
            Diagram d = empty(v, info, p, 0, hops(p) ? offRoyalFiles : at);
            if (d.move().isEmpty() && d.capture().isEmpty() && d.both().isEmpty()) {
                // A piece that cannot move from the middle (a palace piece, a pawn kept off a diagonal) is shown from where it starts.
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
        // The enemy pieces a capture is tried on: plain kinds first (pawns last, some ranks refuse them), the
        // weakest first (a strong one next to a royal piece may give check or, with four players, put it out).
        List<String> targets = info.pieces().stream().filter(p -> !p.royal())
                .sorted(Comparator.comparing(VariantInfo.PieceInfo::pawn).thenComparingDouble(VariantInfo.PieceInfo::value))
                .limit(3).map(p -> token(v, p.letter(), enemy)).toList();
        if (targets.isEmpty()) targets = List.of(token(v, kind.letter(), enemy));
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
        // A piece that hops (XBetza's p and g) may need a screen to move or capture at all: its
        // setups are tried first with no piece on its lines, so nothing already there serves as one.
        boolean hops = hops(kind);
        List<Map<String, String>> tried = setups;
        if (hops) {
            tried = new ArrayList<>(setups.stream().filter(st -> st.keySet().stream().noneMatch(q -> onLine(info, q, from))).toList());
            tried.addAll(setups);
        }
        // The setup where the piece reaches most squares (no royal piece in its way, no pin).
        Map<String, String> extra = null;
        Set<String> moves = new LinkedHashSet<>();
        long searchEnd = System.nanoTime() + CAPTURE_BUDGET_NANOS / 2;
        for (Map<String, String> setup : tried) {
            if (extra != null && !moves.isEmpty() && System.nanoTime() > searchEnd) break;
            Set<String> r = reach(v, build(v, square, me, setup, null, null, owner), square, kind.name());
            if (r != null && (extra == null || r.size() > moves.size())) {
                extra = setup;
                moves = new LinkedHashSet<>(r);
            }
            if (r != null && (hops || setup.isEmpty() && !r.isEmpty())) break;   // alone, nothing is in its way
        }
        if (extra != null && (!moves.isEmpty() || hops)) {
            long deadline = System.nanoTime() + CAPTURE_BUDGET_NANOS;
            Rings rings = new Rings(v, info, kind, owner, square, from, me, extra, targets);
            Set<String> captures = rings.captures(Map.of(), deadline);
            String note = rings.partial;
            Map<String, String> placedAll = new LinkedHashMap<>(extra);
            if (hops) {
                // Screens on the squares next to it, of a plain kind other than its own (janggi's cannon
                // does not jump a cannon): what it takes or reaches only over one is drawn with them.
                // The weakest kind (pawns last, some ranks refuse them) of either side that gives no check.
                List<VariantInfo.PieceInfo> screenKinds = info.pieces().stream()
                        .filter(p -> !p.royal() && !p.name().equals(kind.name()))
                        .sorted(Comparator.comparing(VariantInfo.PieceInfo::pawn).thenComparingDouble(VariantInfo.PieceInfo::value)).toList();
                Map<String, String> screens = Map.of(), withScreens = null;
                for (VariantInfo.PieceInfo sk : screenKinds) {
                    for (int side : new int[]{owner, enemy}) {
                        Map<String, String> sc = new LinkedHashMap<>();
                        for (VariantInfo.Square q : info.squares()) {
                            if (distance(info, q.name(), from) == 1 && !extra.containsKey(q.name())) sc.put(q.name(), token(v, sk.letter(), side));
                        }
                        Map<String, String> all = new LinkedHashMap<>(extra);
                        all.putAll(sc);
                        if (withScreens == null && rings.playable(all, true) != null) {
                            screens = sc;
                            withScreens = all;
                        }
                    }
                }
                if (withScreens != null) {
                    boolean onlyOver = moves.isEmpty() && captures.isEmpty();
                    Set<String> over = rings.captures(screens, deadline);
                    if (rings.partial != null) note = rings.partial;
                    Set<String> movesOver = moves.isEmpty() ? reach(v, build(v, square, me, withScreens, null, null, owner), square, kind.name()) : null;
                    Set<String> gained = new LinkedHashSet<>(over);
                    gained.removeAll(captures);
                    if (movesOver != null) gained.addAll(movesOver);
                    if (!gained.isEmpty()) {
                        for (String g : gained) {
                            VariantInfo.Square t = square(info, g);
                            for (String sc : screens.keySet()) {
                                VariantInfo.Square q = square(info, sc);
                                int dx = q.x() - from.x(), dy = q.y() - from.y(), tx = t.x() - from.x(), ty = t.y() - from.y();
                                if (Integer.signum(tx) == dx && Integer.signum(ty) == dy && tx * dy == ty * dx) placedAll.put(sc, screens.get(sc));
                            }
                        }
                        captures.addAll(over);
                        if (movesOver != null) moves.addAll(movesOver);
                        String why = onlyOver ? "it moves and takes only over a screen: shown with the pieces next to it it jumps"
                                : "what it takes over a screen is shown with the pieces next to it it jumps";
                        note = note == null ? why : note + "; " + why;
                    }
                }
            }
            List<Placed> placed = new ArrayList<>();
            for (Map.Entry<String, String> e : placedAll.entrySet()) {
                String name = extra.containsKey(e.getKey()) ? royal.name() : pieceNamed(info, e.getValue());
                placed.add(new Placed(e.getKey(), name, info.players().get(ownerOf(v, e.getValue())).id()));
            }
            if (!moves.isEmpty() || !captures.isEmpty()) return sorted(kind.name(), player, square, moves, captures, placed, note);
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

    /** Whether the kind hops over a screen somewhere (XBetza's p and g; a move described as a hop or a grasshop). */
    private static boolean hops(VariantInfo.PieceInfo kind) {
        if (kind.xbetza() != null && kind.xbetza().chars().anyMatch(c -> c == 'p' || c == 'g')) return true;
        return kind.moves().stream().anyMatch(m -> m.startsWith("hop") || m.startsWith("grasshop"));
    }

    /** Whether {@code name} lies on a rank, file or diagonal through {@code from}. */
    private static boolean onLine(VariantInfo info, String name, VariantInfo.Square from) {
        VariantInfo.Square s = square(info, name);
        int dx = s.x() - from.x(), dy = s.y() - from.y();
        return dx == 0 || dy == 0 || Math.abs(dx) == Math.abs(dy);
    }

    /** The kind whose letter a piece token carries. */
    private static String pieceNamed(VariantInfo info, String token) {
        char letter = Character.toUpperCase(token.charAt(token.length() - 1));
        for (VariantInfo.PieceInfo p : info.pieces()) if (Character.toUpperCase(p.letter()) == letter) return p.name();
        return token;
    }

    /**
     * Capture squares looked for ring by ring around the piece: one position with an enemy piece on
     * every square of a ring (a rider's way to a ring crosses only nearer, empty rings), and square
     * by square where that position cannot be played or puts the piece's side in check.
     */
    private static final class Rings {
        private final Variant v;
        private final VariantInfo info;
        private final VariantInfo.PieceInfo kind;
        private final int owner;
        private final String square, me;
        private final List<String> targets;
        private final VariantInfo.Square from;
        private final Map<String, String> base;
        String partial;

        Rings(Variant v, VariantInfo info, VariantInfo.PieceInfo kind, int owner, String square, VariantInfo.Square from,
              String me, Map<String, String> base, List<String> targets) {
            this.v = v;
            this.info = info;
            this.kind = kind;
            this.owner = owner;
            this.square = square;
            this.from = from;
            this.me = me;
            this.base = base;
            this.targets = targets;
        }

        /** The squares the piece captures on with {@code more} also on the board, rings nearest first, until the deadline. */
        Set<String> captures(Map<String, String> more, long deadline) {
            partial = null;
            Map<String, String> setup = new LinkedHashMap<>(base);
            setup.putAll(more);
            Set<String> out = new LinkedHashSet<>();
            int far = info.squares().stream().mapToInt(q -> distance(info, q.name(), from)).max().orElse(0);
            for (int d = 1; d <= far; d++) {
                if (System.nanoTime() > deadline) {
                    partial = "captures were looked for within " + (d - 1) + " squares only (time)";
                    break;
                }
                final int ring = d;
                List<String> squares = info.squares().stream().map(VariantInfo.Square::name)
                        .filter(n -> distance(info, n, from) == ring && !setup.containsKey(n)).toList();
                if (squares.isEmpty()) continue;
                // A royal piece may not take a piece another one guards: it is tried square by square.
                Game g = null;
                for (String target : kind.royal() ? List.<String>of() : targets) {
                    Map<String, String> all = new LinkedHashMap<>(setup);
                    for (String n : squares) all.put(n, target);
                    g = playable(all, true);
                    if (g != null) break;
                }
                if (g != null) {
                    Set<String> r = reachOf(rolled(g, v, kind.name()), square);
                    for (String n : squares) if (r.contains(n)) out.add(n);
                    continue;
                }
                for (String n : squares) {
                    if (System.nanoTime() > deadline) {
                        partial = "captures were looked for within " + (d - 1) + " squares only (time)";
                        break;
                    }
                    for (String target : targets) {
                        Map<String, String> one = new LinkedHashMap<>(setup);
                        one.put(n, target);
                        Game g1 = playable(one, false);
                        if (g1 == null) continue;
                        if (reachOf(rolled(g1, v, kind.name()), square).contains(n)) out.add(n);
                        break;
                    }
                }
                if (partial != null) break;
            }
            return out;
        }

        /**
         * The position with these pieces, the owner still to move (a four-player game may have put
         * out a player whose king stood attacked) and, if {@code quiet}, not in check; null otherwise.
         */
        Game playable(Map<String, String> pieces, boolean quiet) {
            String position = build(v, square, me, pieces, null, null, owner);
            if (position == null) return null;
            Game g = tryGame(v, position);
            String id = info.players().get(owner).id();
            if (g == null || !id.equals(g.sideToMove()) || quiet && g.state().inCheck().contains(id)) return null;
            return g;
        }
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
