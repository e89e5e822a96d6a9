package io.ashtapada.model;

import io.ashtapada.syntax.Ast;
import io.ashtapada.syntax.Diagnostic;
import io.ashtapada.syntax.ErrorCode;
import io.ashtapada.syntax.Pos;
import io.ashtapada.syntax.SyntaxReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.*;

/**
 * The state one compilation shares between its passes ({@link VariantCompiler}): the
 * declarations gathered, the board, players and zones built so far, the diagnostics sink,
 * and the helpers every pass uses to resolve names (zones, squares, players, piece kinds).
 */
final class Compilation {

    final List<Diagnostic> diags = new ArrayList<>();
    /** Likely mistakes that do not stop the definition: printed as {@code file:line:col: warning: ...}. */
    final List<Diagnostic> warnings = new ArrayList<>();
    /** The setup could not be read: checks of what it holds (castling squares, royal counts) would only echo that. */
    boolean setupBroken;
    /** A definition extended could not be read: the checks of the rest (its pieces, zones, royal counts) would only echo that. */
    boolean parentBroken;
    final Set<Path> loading = new HashSet<>();
    final Ast.Definition root;
    final String file;

    Compilation(Ast.Definition root, String file) {
        this.root = root;
        this.file = file;
    }

    Board board;
    final Set<String> holes = new HashSet<>();
    final List<Player> players = new ArrayList<>();
    final Map<String, Ast.ZoneDecl> zoneDecls = new LinkedHashMap<>();
    final Map<String, SquareSet[]> zones = new HashMap<>();
    /** The zone named by {@code gate from hand in ZONE}, or null. */
    String gateZoneName;
    Pos gatePos;
    /** The rules {@code pass} and {@code bikjang} were given. */
    boolean passRule, bikjangRule;
    /** {@code pass when stuck}: a pass only when no move is legal. */
    boolean passWhenStuck;
    /** What a {@code flip} rule turns over after each move ({@link EngineTables#flip}: 0, none). */
    int flip;
    /** The wall rule that holds (the last given), or null; and the kind the compiler made for the walls, or -1. */
    Ast.WallRule wallRule;
    int wallKind = -1;
    final Set<String> zonesInProgress = new HashSet<>();
    final Map<String, Ast.PieceDecl> pieceDecls = new LinkedHashMap<>();
    final Map<String, Ast.HookDecl> hookDecls = new LinkedHashMap<>();
    final Map<String, Path> hookDirs = new HashMap<>();
    /** For a definition compiled from memory: its files by name, and nothing else is read; null reads the disk. */
    Map<String, String> memory;
    final List<Ast.Rule> ruleItems = new ArrayList<>();
    Ast.BoardDecl boardDecl;
    Ast.PlayersDecl playersDecl;
    Ast.CastlingDecl castlingDecl;
    /** Each player's castlings, once {@link CastlingPass} has built them (the rules pass reads their squares). */
    List<List<CastlingRule>> castling = List.of();
    Ast.SetupDecl setupDecl;
    /** The setup's {@code shuffle}, compiled, or null. */
    Shuffle shuffle;
    Ast.DiceDecl diceDecl;
    Ast.ScoringDecl scoringDecl;
    Ast.NotationDecl notationDecl;
    /** What other tools call the variant: the root definition's own {@code names} (never a parent's). */
    final java.util.Map<String, String> toolNames = new java.util.LinkedHashMap<>();
    /** The evaluation's weights: the defaults, then each {@code evaluation} block's, parent first. */
    EvalWeights weights = EvalWeights.DEFAULT;
    /**
     * The square tables the root definition's {@code evaluation} blocks give (never a parent's),
     * by kind name and phase ({@code "knight middle"}); resolved against the kinds and the board
     * by {@link AssemblyPass}.
     */
    final java.util.Map<String, SquareDraft> squareDrafts = new java.util.LinkedHashMap<>();

    /**
     * A square table as written: its kind's name and its phase's numbers; {@code inheritedAt}
     * the compiled definition's {@code squares inherited} that brought it from a parent, or null.
     */
    record SquareDraft(Ast.Name kind, Ast.PhaseTable table, Pos inheritedAt) {
    }

    /** Why a name may not be read from memory (absolute, climbing out with {@code ..}, a back slash), or null. */
    static String refusedName(String name) {
        if (name.isEmpty()) return "an empty file name";
        if (name.startsWith("/") || name.startsWith("~") || name.contains("\\") || name.contains(":") || name.contains("\0")) {
            return "'" + name + "' is not a relative file name of this definition";
        }
        for (String part : name.split("/")) if (part.equals("..")) return "'" + name + "' climbs out of this definition's files";
        return null;
    }

    /** Reads a file named from a file in {@code dir}, from memory; throws with the reason when refused or missing. */
    String readMemory(Path dir, String name) throws IOException {
        String refused = refusedName(name);
        if (refused != null) throw new IOException(refused);
        String key = (dir == null ? Path.of(name) : dir.resolve(name)).normalize().toString();
        String text = memory.get(key);
        if (text == null) throw new IOException("no file '" + key + "' was given");
        return text;
    }

    /** An error of the definition at {@code p}, of the kind {@code code}: chosen here, never derived from the words. */
    void error(ErrorCode code, Pos p, String msg) {
        diags.add(p.error(code, msg + inheritedBy(p)));
    }

    void warn(Pos p, String msg) {
        warnings.add(new Diagnostic(p.file(), p.line(), p.col(), "warning: " + msg + inheritedBy(p)));
    }

    /**
     * For a message located in a definition the compiled one extends (directly or further up):
     * which line of the compiled definition brought it in, its {@code extends}. The parent's line
     * alone would not say which child it is about.
     */
    private String inheritedBy(Pos p) {
        Pos ext = root.parentPos();
        if (ext == null || p.file() == null || p.file().equals(root.pos().file())) return "";
        return " (inherited through " + ext.file() + ":" + ext.line() + ":" + ext.col() + ")";
    }

    /** The known name nearest to a misspelt one (at most two edits away), for "did you mean". */
    static String nearest(String name, Collection<String> known) {
        String best = null;
        int bestD = 3;
        for (String k : known) {
            int d = editDistance(name, k);
            if (d < bestD) {
                bestD = d;
                best = k;
            }
        }
        return best;
    }

    static int editDistance(String a, String b) {
        int[] prev = new int[b.length() + 1], cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) prev[j] = j;
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                cur[j] = Math.min(Math.min(cur[j - 1], prev[j]) + 1, prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1));
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }

    static String didYouMean(String name, Collection<String> known) {
        String n = nearest(name, known);
        return n == null ? "" : " (did you mean '" + n + "'?)";
    }

    static long key(int x, int y) {
        return ((long) x << 32) ^ (y & 0xffffffffL);
    }

    /** A square by name, reporting unknown squares and holes. Returns -1 after an error. */
    int square(Ast.Name n) {
        int s = board.square(n.text());
        if (s < 0) {
            error(holes.contains(n.text()) ? ErrorCode.SQUARE_IS_A_HOLE : n.text().matches("[a-z]\\d+") ? ErrorCode.SQUARE_IS_OFF_THE_BOARD
                    : ErrorCode.UNKNOWN_SQUARE, n.pos(), holes.contains(n.text()) ? "square '" + n + "' is a hole"
                    : n.text().matches("[a-z]\\d+") ? "square '" + n + "' is off the board" : "unknown square '" + n + "'");
        }
        return s;
    }

    /** A rule's count, from 0 (off) to 2^31-1; anything else is reported (and read as 1). */
    int ruleNumber(Ast.Rule r, Integer count) {
        if (count != null && count >= 0) return count;
        error(ErrorCode.NEEDS_A_NUMBER_FROM, r.pos(), "'" + r.keyword() + "' needs a number from 0 (off) to " + Integer.MAX_VALUE + ", not " + count);
        return 1;
    }

    /**
     * The setting of a rule that may be given only once per file with one value (stalemate, the
     * counts), as written, or null for any other rule.
     */
    static String setting(Ast.Rule r) {
        if (r instanceof Ast.StalemateRule s) return s.outcome() == null ? null : s.outcome().word();
        if (r instanceof Ast.CheckmateRule m) return m.outcome() == null ? null : m.outcome().word();
        if (r instanceof Ast.FiftyMoveRule f) return String.valueOf(f.plies());
        if (r instanceof Ast.RepetitionRule t) return t.times() + (t.outcome() == null ? "" : " " + t.outcome().name().toLowerCase(java.util.Locale.ROOT))
                + (t.player() == null ? "" : " for " + t.player().text());
        if (r instanceof Ast.PlyLimitRule l) return String.valueOf(l.plies());
        return null;
    }

    int player(Ast.Name n) {
        for (Player p : players) if (p.id().equals(n.text())) return p.index();
        error(ErrorCode.UNKNOWN_PLAYER, n.pos(), "unknown player '" + n + "'");
        return -1;
    }

    // ------------------------------------------------------------------ zones

    /** The zone's squares per player, or null after an error. */
    SquareSet[] zone(String name, Pos usedAt) {
        SquareSet[] z = zones.get(name);
        if (z != null) return z;
        Ast.ZoneDecl d = zoneDecls.get(name);
        if (d == null) {
            error(ErrorCode.UNKNOWN_ZONE, usedAt, "unknown zone '" + name + "'" + didYouMean(name, zoneDecls.keySet()));
            return null;
        }
        if (!zonesInProgress.add(name)) {
            error(ErrorCode.ZONE_IS_DEFINED_IN_TERMS_OF, d.id().pos(), "zone '" + name + "' is defined in terms of itself");
            return null;
        }
        int errorsBefore = diags.size();
        Set<Integer> base = d.expr() == null ? Set.of() : zoneSet(d.expr());
        zonesInProgress.remove(name);
        if (base == null) return null;
        z = new SquareSet[players.size()];
        for (Player p : players) {
            List<Integer> mapped = new ArrayList<>();
            for (int s : base) {
                int m = d.absolute() ? s : p.mapSquare(board, s);
                if (m >= 0) mapped.add(m);
            }
            z[p.index()] = SquareSet.of(board.size, mapped);
        }
        for (Ast.ZoneFor f : d.overrides()) {
            int pl = player(f.player());
            zonesInProgress.add(name);
            Set<Integer> own = zoneSet(f.expr());
            zonesInProgress.remove(name);
            if (pl >= 0 && own != null) z[pl] = SquareSet.of(board.size, new ArrayList<>(own));
        }
        // Empty for one player is a zone for the others only (buffalo's goal); empty for every player
        // is a mistake, unless a term already reported (off the board) explains it.
        if (java.util.Arrays.stream(z).allMatch(q -> q == null || q.members().length == 0) && diags.size() == errorsBefore) {
            error(ErrorCode.ZONE_IS_EMPTY, d.id().pos(), "zone '" + name + "' is empty");
        }
        zones.put(name, z);
        return z;
    }

    Set<Integer> zoneSet(Ast.ZoneExpr e) {
        Set<Integer> out = new TreeSet<>();
        if (e instanceof Ast.ZoneAnd a) {
            Set<Integer> l = zoneSet(a.left()), r = zoneSet(a.right());
            if (l == null || r == null) return null;
            out.addAll(l);
            out.retainAll(r);
        } else if (e instanceof Ast.ZoneExcept x) {
            Set<Integer> l = zoneSet(x.left()), r = zoneSet(x.right());
            if (l == null || r == null) return null;
            out.addAll(l);
            out.removeAll(r);
        } else if (e instanceof Ast.ZoneOr o) {
            for (Ast.ZoneExpr p : o.parts()) {
                Set<Integer> s = zoneSet(p);
                if (s == null) return null;
                out.addAll(s);
            }
        } else if (e instanceof Ast.ZoneRanks r) {
            for (int s = 0; s < board.size; s++) {
                int rank = board.y(s) + board.firstRank;
                if (rank >= r.lo() && rank <= r.hi()) out.add(s);
            }
            if (r.lo() > r.hi()) error(ErrorCode.RANK_RANGE_RUNS_BACKWARDS, r.pos(), "rank range runs backwards");
            else if (out.isEmpty()) error(ErrorCode.NOT_ON_THE_BOARD, r.pos(), offBoard(r.lo() == r.hi() ? "rank " + r.lo() : "ranks " + r.lo() + ".." + r.hi()));
            else if (r.lo() < board.minY() + board.firstRank || r.hi() > board.maxY() + board.firstRank) {
                // Extra squares count: Omicron's corner squares lie on ranks beyond its grid.
                warn(r.pos(), "ranks " + r.lo() + ".." + r.hi() + " reach off the board (ranks " + (board.minY() + board.firstRank)
                        + ".." + (board.maxY() + board.firstRank) + ")");
            }
        } else if (e instanceof Ast.ZoneFiles f) {
            int lo = fileIndex(f.lo()), hi = fileIndex(f.hi());
            if (lo == Integer.MIN_VALUE || hi == Integer.MIN_VALUE) return null;
            for (int s = 0; s < board.size; s++) if (board.x(s) >= lo && board.x(s) <= hi) out.add(s);
            if (out.isEmpty()) error(ErrorCode.NOT_ON_THE_BOARD, f.pos(), offBoard(lo == hi ? "file " + f.lo() : "files " + f.lo() + ".." + f.hi()));
        } else if (e instanceof Ast.ZoneColour c) {
            for (int s = 0; s < board.size; s++) if (board.isDark(s) != c.light()) out.add(s);
        } else if (e instanceof Ast.ZoneAll a) {
            for (int s = 0; s < board.size; s++) out.add(s);
        } else if (e instanceof Ast.ZoneRef r) {
            String n = r.name().text();
            if (zoneDecls.containsKey(n)) {
                SquareSet[] z = zone(n, r.pos());
                if (z == null) return null;
                for (int s : z[0].toArray()) out.add(s);
            } else if (board.square(n) >= 0) {
                out.add(board.square(n));
            } else {
                error(holes.contains(n) ? ErrorCode.SQUARE_IS_A_HOLE : ErrorCode.UNKNOWN_ZONE_OR_SQUARE, r.pos(), holes.contains(n) ? "square '" + n + "' is a hole" : "unknown zone or square '" + n + "'");
                return null;
            }
        }
        return out;
    }

    /** A zone term that names no square of the board. */
    String offBoard(String term) {
        return term + " is not on the board (files " + board.fileName(0) + ".." + board.fileName(board.files - 1) + ", ranks "
                + board.firstRank + ".." + (board.firstRank + board.ranks - 1) + ")";
    }

    int fileIndex(Ast.Name n) {
        String f = board.fileName(0);
        if (n.text().length() != 1 || !Character.isLowerCase(n.text().charAt(0))) {
            error(ErrorCode.UNKNOWN_FILE, n.pos(), "unknown file '" + n + "'");
            return Integer.MIN_VALUE;
        }
        return n.text().charAt(0) - f.charAt(0);
    }

    String checkZone(Ast.Name n) {
        if (n == null) return null;
        if (zone(n.text(), n.pos()) == null) return null;
        return n.text();
    }

    int pieceRef(Ast.Name n, List<PieceKindDraft> drafts) {
        for (PieceKindDraft k : drafts) if (k.name.equals(n.text())) return k.index;
        if (n.text().length() == 1) {
            for (PieceKindDraft k : drafts) if (k.letter == Character.toUpperCase(n.text().charAt(0))) return k.index;
        }
        List<String> names = new ArrayList<>();
        for (PieceKindDraft k : drafts) names.add(k.name);
        error(ErrorCode.UNKNOWN_PIECE, n.pos(), "unknown piece '" + n + "'" + didYouMean(n.text(), names));
        return -1;
    }

    final List<HookDef> hooks = new ArrayList<>();


    // ------------------------------------------------------------------ ways to win and lose

    /** The compiled ways to win and lose ({@link Goals}); {@link Goals#NONE} until the rules are built. */
    Goals goals = Goals.NONE;
}
