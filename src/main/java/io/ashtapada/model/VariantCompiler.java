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
 * Compiles a definition (and the definitions it extends) into a {@link RuleModel}: every
 * name resolved, every constraint checked, every per-square table precomputed. All
 * problems are collected as diagnostics; a model is produced only when there are none.
 */
public final class VariantCompiler {
    /**
     * The longest betza move text: real pieces need a few dozen characters, and a longer one
     * only makes the compiler build tables for every square from thousands of atoms.
     */
    public static final int MAX_BETZA_CHARS = 200;
    /** The most directions one piece's betza moves give in all: keeps the per-square tables bounded. */
    public static final int MAX_WAYS_PER_PIECE = 512;
    /**
     * Directions all the pieces of a definition move in together. The move tables are built for
     * every square of the board, so this bounds a compile's time and memory whatever an upload
     * says: at 200 squares and riders, 25 kinds of 480 directions took 7 s and 1.3 GB to compile.
     */
    public static final int MAX_WAYS = 1024;

    /** The model (null when there were errors) and every diagnostic, sorted by place. */
    public record Result(RuleModel model, List<Diagnostic> diagnostics) {
        public boolean ok() {
            return model != null && diagnostics.isEmpty();
        }
    }

    private final List<Diagnostic> diags = new ArrayList<>();
    /** Likely mistakes that do not stop the definition: printed as {@code file:line:col: warning: ...}. */
    private final List<Diagnostic> warnings = new ArrayList<>();
    /** The setup could not be read: checks of what it holds (castling squares, royal counts) would only echo that. */
    private boolean setupBroken;
    /** A definition extended could not be read: the checks of the rest (its pieces, zones, royal counts) would only echo that. */
    private boolean parentBroken;
    private final Set<Path> loading = new HashSet<>();
    private final Ast.Definition root;
    private final String file;

    private Board board;
    private final Set<String> holes = new HashSet<>();
    private final List<Player> players = new ArrayList<>();
    private final Map<String, Ast.ZoneDecl> zoneDecls = new LinkedHashMap<>();
    private final Map<String, SquareSet[]> zones = new HashMap<>();
    /** The zone named by {@code gate from hand in ZONE}, or null. */
    private String gateZoneName;
    private Pos gatePos;
    /** The rules {@code pass} and {@code bikjang} were given. */
    private boolean passRule, bikjangRule;
    private final Set<String> zonesInProgress = new HashSet<>();
    private final Map<String, Ast.PieceDecl> pieceDecls = new LinkedHashMap<>();
    private final Map<String, Ast.HookDecl> hookDecls = new LinkedHashMap<>();
    private final Map<String, Path> hookDirs = new HashMap<>();
    /** For a definition compiled from memory: its files by name, and nothing else is read; null reads the disk. */
    private Map<String, String> memory;
    private final List<Ast.Rule> ruleItems = new ArrayList<>();
    private Ast.BoardDecl boardDecl;
    private Ast.PlayersDecl playersDecl;
    private Ast.CastlingDecl castlingDecl;
    private Ast.SetupDecl setupDecl;
    private Ast.DiceDecl diceDecl;
    private Ast.ScoringDecl scoringDecl;
    private Ast.NotationDecl notationDecl;

    private VariantCompiler(Ast.Definition root, String file) {
        this.root = root;
        this.file = file;
    }

    /** Reads and compiles a definition file; missing files are diagnostics too. */
    public static Result compileFile(Path path) {
        return compileFile(path, new ArrayList<>());
    }

    /** Compiles definition text; {@code baseDir} resolves {@code extends} (may be null). */
    public static Result compileString(String fileName, String text, Path baseDir) {
        return compileString(fileName, text, baseDir, new ArrayList<>());
    }

    /** Reads and compiles a definition file, adding its warnings (likely mistakes) to {@code warningsOut}. */
    public static Result compileFile(Path path, List<Diagnostic> warningsOut) {
        String text;
        try {
            text = Files.readString(path);
        } catch (IOException e) {
            return new Result(null, List.of(new Diagnostic(path.toString(), 1, 1, "cannot read file: " + e.getMessage(), ErrorCode.CANNOT_READ_FILE)));
        }
        return compileString(path.toString(), text, path.toAbsolutePath().getParent(), warningsOut);
    }


    /** As {@link #compileString(String, String, Path)}, adding the warnings to {@code warningsOut}. */
    public static Result compileString(String fileName, String text, Path baseDir, List<Diagnostic> warningsOut) {
        SyntaxReader.Result parsed = SyntaxReader.read(fileName, text);
        // A block left open is closed by the reader: the definition is still checked, so its other errors show too.
        boolean onlyUnclosed = parsed.diagnostics().stream().allMatch(d -> d.message().equals(SyntaxReader.UNCLOSED));
        if (!onlyUnclosed || parsed.definition() == null) {
            return new Result(null, sorted(parsed.diagnostics()));
        }
        VariantCompiler c = new VariantCompiler(parsed.definition(), fileName);
        c.diags.addAll(parsed.diagnostics());
        RuleModel m = c.run(baseDir);
        warningsOut.addAll(sorted(c.warnings));
        List<Diagnostic> all = sorted(c.diags);
        return new Result(all.isEmpty() ? m : null, all);
    }

    /**
     * Compiles a definition held in memory with the files it names ({@code extends}, hook
     * {@code file}s), for definitions from an untrusted source (the game server's uploads):
     * nothing is read from disk. A name is resolved against the directory of the file that
     * names it, inside {@code files} only; absolute names and {@code ..} are refused.
     *
     * @param mainFile the name of the definition to compile, a key of {@code files}
     * @param files    every file by its relative name ({@code "base.variant"}, {@code "hooks/x.js"})
     */
    public static Result compileMemory(String mainFile, Map<String, String> files) {
        String text = files.get(mainFile);
        if (text == null) return new Result(null, List.of(new Diagnostic(mainFile, 1, 1, "no file '" + mainFile + "' given", ErrorCode.NO_FILE_GIVEN)));
        String refused = refusedName(mainFile);
        if (refused != null) return new Result(null, List.of(new Diagnostic(mainFile, 1, 1, refused, ErrorCode.BAD_FILE_NAME)));
        SyntaxReader.Result parsed = SyntaxReader.read(mainFile, text);
        if (!parsed.ok() || parsed.definition() == null) return new Result(null, sorted(parsed.diagnostics()));
        VariantCompiler c = new VariantCompiler(parsed.definition(), mainFile);
        c.memory = Map.copyOf(files);
        RuleModel m = c.run(Path.of(mainFile).getParent());
        List<Diagnostic> all = sorted(c.diags);
        return new Result(all.isEmpty() ? m : null, all);
    }

    /** Why a name may not be read from memory (absolute, climbing out with {@code ..}, a back slash), or null. */
    private static String refusedName(String name) {
        if (name.isEmpty()) return "an empty file name";
        if (name.startsWith("/") || name.startsWith("~") || name.contains("\\") || name.contains(":") || name.contains("\0")) {
            return "'" + name + "' is not a relative file name of this definition";
        }
        for (String part : name.split("/")) if (part.equals("..")) return "'" + name + "' climbs out of this definition's files";
        return null;
    }

    /** Reads a file named from a file in {@code dir}, from memory; throws with the reason when refused or missing. */
    private String readMemory(Path dir, String name) throws IOException {
        String refused = refusedName(name);
        if (refused != null) throw new IOException(refused);
        String key = (dir == null ? Path.of(name) : dir.resolve(name)).normalize().toString();
        String text = memory.get(key);
        if (text == null) throw new IOException("no file '" + key + "' was given");
        return text;
    }

    private static List<Diagnostic> sorted(List<Diagnostic> d) {
        List<Diagnostic> s = new ArrayList<>(new LinkedHashSet<>(d));
        Collections.sort(s);
        return List.copyOf(s);
    }

    /** An error of the definition at {@code p}, of the kind {@code code}: chosen here, never derived from the words. */
    private void error(ErrorCode code, Pos p, String msg) {
        diags.add(p.error(code, msg));
    }

    // ------------------------------------------------------------------ loading

    private RuleModel run(Path baseDir) {
        collect(root, baseDir, true);
        if (parentBroken) return null;
        if (!diags.isEmpty() && boardDecl == null) return null;
        buildBoard();
        if (board == null) return null;
        buildPlayers();
        for (String z : zoneDecls.keySet()) zone(z, zoneDecls.get(z).id().pos());
        List<PieceKindDraft> drafts = buildPieces();
        SetupDraft setup = buildSetup(drafts);
        List<List<CastlingRule>> castling = buildCastling(drafts, setup);
        EndRules end = buildRules(drafts, setup);
        buildHooks(drafts);
        DiceRules dice = buildDice(drafts);
        checkDiceConditions(drafts, dice);
        Scoring scoring = buildScoring(drafts);
        if (!diags.isEmpty()) return null;
        RuleModel model = assemble(drafts, setup, castling, end, dice, scoring);
        warnUnreachable(model, drafts, setup);
        return model;
    }

    /**
     * Squares no piece can ever stand on (warned at the extra square's declaration, or at the
     * board for squares of the main rectangle), and promotion zones a promoting kind can never
     * enter (warned at the zone's declaration): see {@link Reachability}.
     */
    private void warnUnreachable(RuleModel m, List<PieceKindDraft> drafts, SetupDraft setup) {
        Reachability r = Reachability.of(m, setup.board(), setup.hand());
        if (r == null) return;
        Map<String, Pos> extras = new HashMap<>();
        for (Ast.Extra e : boardDecl.extras()) extras.put(e.name().text(), e.name().pos());
        List<String> inRectangle = new ArrayList<>();
        for (int s = 0; s < board.size; s++) {
            if (r.reached(s)) continue;
            String n = board.name(s);
            if (extras.containsKey(n)) {
                warn(extras.get(n), "no piece can ever reach extra square '" + n + "': no move, drop or promotion of any piece leads there");
            } else {
                inRectangle.add(n);
            }
        }
        if (!inRectangle.isEmpty()) {
            String list = String.join(", ", inRectangle.subList(0, Math.min(8, inRectangle.size())))
                    + (inRectangle.size() > 8 ? " and " + (inRectangle.size() - 8) + " more" : "");
            warn(boardDecl.pos(), "no piece can ever reach " + (inRectangle.size() == 1 ? "square " : "squares ") + list
                    + ": no move, drop or promotion of any piece leads there");
        }
        for (PieceKindDraft d : drafts) {
            PieceKind k = m.pieces().get(d.index);
            if (k.promotion() == null || d.promote == null) continue;
            List<String> never = new ArrayList<>();
            for (Player p : players) {
                if (r.exists(p.index(), d.index) && !r.enters(p.index(), d.index, k.promotion().zone()[p.index()])) never.add(p.id());
            }
            if (never.isEmpty()) continue;
            String zoneName = d.promote.zone().text();
            Ast.ZoneDecl z = zoneDecls.get(zoneName);
            warn(z != null ? z.pos() : d.promote.pos(), "'" + d.name + "' (of " + String.join(", ", never)
                    + ") can never reach its promotion zone '" + zoneName + "' (promote at line " + d.promote.pos().line() + ")");
        }
    }

    /** Gathers declarations of a file and its ancestors; later (child) declarations override. */
    private void collect(Ast.Definition def, Path baseDir, boolean isRoot) {
        String refused = def.parent() == null || memory != null ? null : DefinitionFiles.refusal(baseDir, def.parent());
        if (def.parent() != null && memory != null) {
            collectMemory(def, baseDir);
        } else if (refused != null) {
            parentBroken = true;
            error(ErrorCode.CANNOT_EXTEND, def.parentPos(), "cannot extend: " + refused);
        } else if (def.parent() != null) {
            Path p = (baseDir != null ? baseDir : Path.of(".")).resolve(def.parent()).normalize();
            if (!loading.add(p.toAbsolutePath())) {
                parentBroken = true;
                error(ErrorCode.DEFINITION_EXTENDS_ITSELF_THROUGH, def.parentPos(), "definition extends itself through '" + def.parent() + "'");
            } else if (!Files.isReadable(p)) {
                parentBroken = true;
                error(ErrorCode.CANNOT_READ_EXTENDED_DEFINITION, def.parentPos(), "cannot read extended definition '" + def.parent() + "'");
            } else {
                try {
                    SyntaxReader.Result pr = SyntaxReader.read(p.toString(), Files.readString(p));
                    diags.addAll(pr.diagnostics());
                    if (pr.definition() != null) collect(pr.definition(), p.toAbsolutePath().getParent(), false);
                } catch (IOException e) {
                    parentBroken = true;
                    error(ErrorCode.CANNOT_READ_EXTENDED_DEFINITION, def.parentPos(), "cannot read extended definition '" + def.parent() + "'");
                }
            }
        }
        Set<String> seenZones = new HashSet<>(), seenPieces = new HashSet<>(), seenHooks = new HashSet<>();
        Map<Class<?>, Ast.Decl> blocks = new HashMap<>();
        for (Ast.Decl d : def.decls()) {
            warnSecondBlock(d, blocks);
            if (d instanceof Ast.BoardDecl b) {
                boardDecl = b;
            } else if (d instanceof Ast.PlayersDecl p) {
                playersDecl = p;
            } else if (d instanceof Ast.ZoneDecl z) {
                if (!seenZones.add(z.id().text())) error(ErrorCode.DUPLICATE_ZONE, z.id().pos(), "duplicate zone '" + z.id() + "'");
                zoneDecls.put(z.id().text(), z);
            } else if (d instanceof Ast.PieceDecl p) {
                if (!seenPieces.add(p.id().text())) error(ErrorCode.DUPLICATE_PIECE, p.id().pos(), "duplicate piece '" + p.id() + "'");
                pieceDecls.remove(p.id().text());
                pieceDecls.put(p.id().text(), p);
            } else if (d instanceof Ast.CastlingDecl c) {
                castlingDecl = c;
            } else if (d instanceof Ast.SetupDecl s) {
                setupDecl = s;
            } else if (d instanceof Ast.RulesDecl r) {
                ruleItems.addAll(r.rules());
            } else if (d instanceof Ast.DiceDecl dd) {
                diceDecl = dd;
            } else if (d instanceof Ast.ScoringDecl sd) {
                scoringDecl = sd;
            } else if (d instanceof Ast.NotationDecl nd) {
                notationDecl = nd;
            } else if (d instanceof Ast.HookDecl h) {
                if (!seenHooks.add(h.id().text())) error(ErrorCode.DUPLICATE_HOOK, h.id().pos(), "duplicate hook '" + h.id() + "'");
                hookDecls.put(h.id().text(), h);
                hookDirs.put(h.id().text(), baseDir);
            }
        }
    }

    /** The {@code extends} of a definition compiled from memory. */
    private void collectMemory(Ast.Definition def, Path baseDir) {
        String text;
        try {
            text = readMemory(baseDir, def.parent());
        } catch (IOException e) {
            parentBroken = true;
            error(ErrorCode.CANNOT_READ_EXTENDED_DEFINITION, def.parentPos(), "cannot read extended definition '" + def.parent() + "': " + e.getMessage());
            return;
        }
        Path p = (baseDir == null ? Path.of(def.parent()) : baseDir.resolve(def.parent())).normalize();
        if (!loading.add(Path.of("/memory").resolve(p))) {
            parentBroken = true;
            error(ErrorCode.DEFINITION_EXTENDS_ITSELF_THROUGH, def.parentPos(), "definition extends itself through '" + def.parent() + "'");
            return;
        }
        SyntaxReader.Result pr = SyntaxReader.read(p.toString(), text);
        diags.addAll(pr.diagnostics());
        if (pr.definition() != null) collect(pr.definition(), p.getParent(), false);
    }

    /** A second block of a kind a definition has once (board, players, castling, setup, dice, ...) replaces the first unchecked. */
    private void warnSecondBlock(Ast.Decl d, Map<Class<?>, Ast.Decl> blocks) {
        if (d instanceof Ast.ZoneDecl || d instanceof Ast.PieceDecl || d instanceof Ast.HookDecl || d instanceof Ast.RulesDecl) return;
        Ast.Decl first = blocks.putIfAbsent(d.getClass(), d);
        if (first == null) return;
        String what = d.getClass().getSimpleName().replace("Decl", "").toLowerCase(Locale.ROOT);
        warn(blockPos(d), "a second " + what + " block: it replaces the one at line " + blockPos(first).line() + ", which is never checked");
    }

    private static Pos blockPos(Ast.Decl d) {
        if (d instanceof Ast.BoardDecl b) return b.pos();
        if (d instanceof Ast.PlayersDecl p) return p.pos();
        if (d instanceof Ast.CastlingDecl c) return c.pos();
        if (d instanceof Ast.SetupDecl s) return s.pos();
        if (d instanceof Ast.DiceDecl x) return x.pos();
        if (d instanceof Ast.ScoringDecl x) return x.pos();
        if (d instanceof Ast.NotationDecl x) return x.pos();
        return new Pos("?", 1, 1);
    }

    private void warn(Pos p, String msg) {
        warnings.add(new Diagnostic(p.file(), p.line(), p.col(), "warning: " + msg));
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

    private static int editDistance(String a, String b) {
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

    private static String didYouMean(String name, Collection<String> known) {
        String n = nearest(name, known);
        return n == null ? "" : " (did you mean '" + n + "'?)";
    }

    // ------------------------------------------------------------------ board

    private void buildBoard() {
        Ast.BoardDecl b = boardDecl;
        if (b == null) {
            error(ErrorCode.NO_BOARD_DECLARED, root.pos(), "no board declared");
            return;
        }
        if (b.firstFile() == null || b.firstRank() == null) {
            error(ErrorCode.BOARD_NEEDS_BOTH_AND, b.pos(), "board needs both 'files' and 'ranks'");
            return;
        }
        String ff = b.firstFile().text(), lf = b.lastFile().text();
        if (!ff.matches("[a-z]") || !lf.matches("[a-z]") || lf.charAt(0) < ff.charAt(0)) {
            error(ErrorCode.FILES_MUST_RUN_FROM_ONE_LOWER, b.filesPos(), "files must run from one lower-case letter to a later one, like a..h");
            return;
        }
        if (b.lastRank() < b.firstRank()) {
            error(ErrorCode.RANKS_MUST_RUN_FROM_A_LOWER, b.ranksPos(), "ranks must run from a lower number to a higher one");
            return;
        }
        int files = lf.charAt(0) - ff.charAt(0) + 1;
        long rankCount = (long) b.lastRank() - b.firstRank() + 1;
        if (files * rankCount > 200 || files > 16 || rankCount > 16) {
            error(ErrorCode.BOARD_TOO_LARGE_AT_MOST_FILES, b.pos(), "board too large: at most 16 files, 16 ranks and 200 squares");
            return;
        }
        int ranks = (int) rankCount;
        char first = ff.charAt(0);
        List<String> fileNames = new ArrayList<>();
        for (int i = 0; i < files; i++) fileNames.add(String.valueOf((char) (first + i)));
        List<String> names = new ArrayList<>();
        List<int[]> coords = new ArrayList<>();
        Map<String, Integer> byName = new HashMap<>();
        Set<Long> used = new HashSet<>();
        for (int y = 0; y < ranks; y++) {
            for (int x = 0; x < files; x++) {
                String n = fileNames.get(x) + (b.firstRank() + y);
                byName.put(n, names.size());
                names.add(n);
                coords.add(new int[]{x, y});
                used.add(key(x, y));
            }
        }
        for (Ast.Extra e : b.extras()) {
            String n = e.name().text();
            int x, y;
            if (e.x() != null) {
                x = e.x();
                y = e.y();
            } else {
                java.util.regex.Matcher m = java.util.regex.Pattern.compile("([a-z])(\\d+)").matcher(n);
                if (!m.matches()) {
                    error(ErrorCode.EXTRA_SQUARE_NEEDS_COORDINATES_AT, e.name().pos(), "extra square '" + n + "' needs coordinates: " + n + " at (x,y)");
                    continue;
                }
                x = m.group(1).charAt(0) - first;
                // A rank beyond any int is as far off as one just past the limit (reported below).
                String digits = m.group(2).replaceFirst("^0+(?=.)", "");
                long rank = digits.length() > 12 ? Long.MAX_VALUE / 2 : Long.parseLong(digits);
                y = (int) Math.max(-1000, Math.min(1000, rank - b.firstRank()));
            }
            if (byName.containsKey(n)) {
                error(ErrorCode.DUPLICATE_SQUARE, e.name().pos(), "duplicate square '" + n + "'");
                continue;
            }
            if (!used.add(key(x, y))) {
                error(ErrorCode.EXTRA_SQUARE_LIES_ON_AN_EXISTING, e.name().pos(), "extra square '" + n + "' lies on an existing square");
                continue;
            }
            if (x < -20 || x > 20 || y < -20 || y > 20) {
                error(ErrorCode.EXTRA_SQUARE_IS_TOO_FAR_FROM, e.name().pos(), "extra square '" + n + "' is too far from the board");
                continue;
            }
            byName.put(n, names.size());
            names.add(n);
            coords.add(new int[]{x, y});
        }
        for (Ast.Name r : b.removed()) {
            Integer s = byName.get(r.text());
            if (s == null) {
                error(ErrorCode.UNKNOWN_SQUARE, r.pos(), "unknown square '" + r + "'");
                continue;
            }
            holes.add(r.text());
        }
        List<String> kept = new ArrayList<>();
        List<int[]> kc = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            if (holes.contains(names.get(i))) continue;
            kept.add(names.get(i));
            kc.add(coords.get(i));
        }
        if (kept.size() > 256) {
            error(ErrorCode.BOARD_TOO_LARGE_AT_MOST_SQUARES, b.pos(), "board too large: at most 256 squares");
            return;
        }
        Map<String, Integer> idx = new HashMap<>();
        int[] xs = new int[kept.size()], ys = new int[kept.size()];
        for (int i = 0; i < kept.size(); i++) {
            idx.put(kept.get(i), i);
            xs[i] = kc.get(i)[0];
            ys[i] = kc.get(i)[1];
        }
        board = new Board(files, ranks, b.firstRank(), fileNames, kept, xs, ys, idx);
    }

    private static long key(int x, int y) {
        return ((long) x << 32) ^ (y & 0xffffffffL);
    }

    /** A square by name, reporting unknown squares and holes. Returns -1 after an error. */
    private int square(Ast.Name n) {
        int s = board.square(n.text());
        if (s < 0) {
            error(holes.contains(n.text()) ? ErrorCode.SQUARE_IS_A_HOLE : n.text().matches("[a-z]\\d+") ? ErrorCode.SQUARE_IS_OFF_THE_BOARD
                    : ErrorCode.UNKNOWN_SQUARE, n.pos(), holes.contains(n.text()) ? "square '" + n + "' is a hole"
                    : n.text().matches("[a-z]\\d+") ? "square '" + n + "' is off the board" : "unknown square '" + n + "'");
        }
        return s;
    }

    // ------------------------------------------------------------------ players

    private void buildPlayers() {
        if (playersDecl == null) {
            players.add(new Player(0, "white", "White", Player.View.NORTH));
            players.add(new Player(1, "black", "Black", Player.View.SOUTH));
            return;
        }
        Set<String> ids = new HashSet<>();
        Set<Character> letters = new HashSet<>();
        for (Ast.PlayerItem p : playersDecl.players()) {
            String id = p.id().text();
            if (players.size() == Codes.MAX_PLAYERS) {
                error(ErrorCode.AT_MOST_PLAYERS_IS_ONE_TOO, p.id().pos(), "at most " + Codes.MAX_PLAYERS + " players: '" + id + "' is one too many");
                break;
            }
            if (!ids.add(id)) error(ErrorCode.DUPLICATE_PLAYER, p.id().pos(), "duplicate player '" + id + "'");
            if (!letters.add(id.charAt(0))) error(ErrorCode.PLAYERS_MUST_START_WITH_DIFFERENT_LETTERS, p.id().pos(), "players must start with different letters: '" + id + "'");
            Player.View v = Player.View.valueOf(p.forward().toUpperCase(Locale.ROOT));
            if ((v == Player.View.EAST || v == Player.View.WEST) && board.files != board.ranks) {
                error(ErrorCode.PLAYERS_FACING_EAST_OR_WEST_NEED, p.id().pos(), "players facing east or west need a square board");
            }
            String display = p.display() != null ? p.display() : id;
            players.add(new Player(players.size(), id, display, p.colour() != null ? p.colour() : display, v, p.turned()));
        }
        if (players.isEmpty()) error(ErrorCode.NO_PLAYERS_DECLARED, playersDecl.pos(), "no players declared");
        else if (players.size() == 1) error(ErrorCode.ONE_PLAYER_ONLY_A_GAME_NEEDS, playersDecl.pos(), "one player only: a game needs two players or more");
    }

    /** A kind with a drop rule that no hand can ever hold: the rule never applies. */
    private void warnUnheldDrops(List<PieceKindDraft> drafts, SetupDraft setup, int captures) {
        if (captures != EndRules.REMOVED || setupBroken || !hookDecls.isEmpty()) return;
        for (PieceKindDraft k : drafts) {
            if (k.drop == null) continue;
            boolean held = false;
            for (int[] h : setup.hand()) held |= k.index < h.length && h[k.index] > 0;
            if (!held) {
                warn(k.drop.pos(), "'" + k.name + "' may be dropped, but no hand ever holds one (the setup puts none in hand "
                        + "and captured pieces leave the game)");
            }
        }
    }

    /** A rule's count, from 0 (off) to 2^31-1; anything else is reported (and read as 1). */
    private int ruleNumber(Ast.Rule r, Integer count) {
        if (count != null && count >= 0) return count;
        error(ErrorCode.NEEDS_A_NUMBER_FROM, r.pos(), "'" + r.keyword() + "' needs a number from 0 (off) to " + Integer.MAX_VALUE + ", not " + count);
        return 1;
    }

    /**
     * The setting of a rule that may be given only once per file with one value (stalemate, the
     * counts), as written, or null for any other rule.
     */
    private static String setting(Ast.Rule r) {
        if (r instanceof Ast.StalemateRule s) return s.outcome() == null ? null : s.outcome().word();
        if (r instanceof Ast.FiftyMoveRule f) return String.valueOf(f.plies());
        if (r instanceof Ast.RepetitionRule t) return String.valueOf(t.times());
        if (r instanceof Ast.PlyLimitRule l) return String.valueOf(l.plies());
        return null;
    }

    private int player(Ast.Name n) {
        for (Player p : players) if (p.id().equals(n.text())) return p.index();
        error(ErrorCode.UNKNOWN_PLAYER, n.pos(), "unknown player '" + n + "'");
        return -1;
    }

    // ------------------------------------------------------------------ zones

    /** The zone's squares per player, or null after an error. */
    private SquareSet[] zone(String name, Pos usedAt) {
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
        // A term already reported (off the board) explains the empty zone: no second error.
        if (base.isEmpty() && diags.size() == errorsBefore) error(ErrorCode.ZONE_IS_EMPTY, d.id().pos(), "zone '" + name + "' is empty");
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
        zones.put(name, z);
        return z;
    }

    private Set<Integer> zoneSet(Ast.ZoneExpr e) {
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
    private String offBoard(String term) {
        return term + " is not on the board (files " + board.fileName(0) + ".." + board.fileName(board.files - 1) + ", ranks "
                + board.firstRank + ".." + (board.firstRank + board.ranks - 1) + ")";
    }

    private int fileIndex(Ast.Name n) {
        String f = board.fileName(0);
        if (n.text().length() != 1 || !Character.isLowerCase(n.text().charAt(0))) {
            error(ErrorCode.UNKNOWN_FILE, n.pos(), "unknown file '" + n + "'");
            return Integer.MIN_VALUE;
        }
        return n.text().charAt(0) - f.charAt(0);
    }

    // ------------------------------------------------------------------ pieces

    /** A piece as read, before tables are built. */
    private static final class PieceKindDraft {
        int index;
        String name;
        Pos pos;
        char letter;
        boolean royal, pawn, passable;
        /** The zone every square a double step passes must lie in to be taken en passant, or null (anywhere). */
        String passZone;
        double value;
        final List<MoveSpec> specs = new ArrayList<>();
        /** Moves that only take royal pieces ({@code royal-only}): threats, not moves. */
        final List<MoveSpec> threats = new ArrayList<>();
        /** Where the first {@code royal-only} was written, or null. */
        Pos threatPos;
        /** {@code not over} and {@code not taking} as written, or null. */
        Ast.NotOver notOver;
        Ast.NotTaking notTaking;
        Ast.Promote promote;
        /** The moves of an {@code in place or by "..."} promotion, or null. */
        List<MoveSpec> promoteStep;
        Ast.Drop drop;
        boolean stateful;
        /** It castles only from its own setup square: dropped, it counts as moved (a crazyhouse rook). */
        boolean droppedMoved;
        final Map<DiceCondition, List<MoveSpec>> powerSpecs = new LinkedHashMap<>();
        final Map<DiceCondition, List<Ast.PathMove>> powerPaths = new LinkedHashMap<>();
        final List<Pos> conditionPos = new ArrayList<>();
        Ast.Restrain restrain;
        Ast.Immune immune;
        Ast.FirstOnly firstOnly;
        Facing facing = Facing.FORWARD;
        boolean badMoves;
        /** Directions the piece's betza moves give so far (bounded by {@link #MAX_WAYS_PER_PIECE}). */
        int ways;
    }

    private List<PieceKindDraft> buildPieces() {
        List<PieceKindDraft> out = new ArrayList<>();
        Map<Character, String> letters = new HashMap<>();
        for (Ast.PieceDecl d : pieceDecls.values()) {
            PieceKindDraft k = new PieceKindDraft();
            k.index = out.size();
            k.name = d.id().text();
            k.pos = d.id().pos();
            for (Ast.PieceItem item : d.items()) pieceItem(k, item, letters);
            if (k.letter == 0) error(ErrorCode.PIECE_HAS_NO_LETTER, d.id().pos(), "piece '" + k.name + "' has no letter");
            if (k.specs.isEmpty() && k.threats.isEmpty() && k.drop == null && !k.badMoves && k.powerSpecs.isEmpty() && k.powerPaths.isEmpty()
                    && !movedByHook(k.name)) error(ErrorCode.PIECE_HAS_NO_MOVES, d.id().pos(), "piece '" + k.name + "' has no moves");
            out.add(k);
        }
        if (out.size() > Codes.MAX_KINDS) error(ErrorCode.AT_MOST_PIECE_KINDS, root.pos(), "at most " + Codes.MAX_KINDS + " piece kinds");
        int ways = 0;
        for (PieceKindDraft k : out) {
            for (MoveSpec s : k.specs) ways += s.vectors().size();
            for (MoveSpec s : k.threats) ways += s.vectors().size();
            for (List<MoveSpec> l : k.powerSpecs.values()) for (MoveSpec s : l) ways += s.vectors().size();
        }
        if (ways > MAX_WAYS) {
            error(ErrorCode.TOO_MANY_DIRECTIONS_IN_ALL, root.pos(), "the pieces of a definition move in at most " + MAX_WAYS
                    + " directions in all, not " + ways + " (the move tables are built for every square)");
        }
        if (out.isEmpty()) error(ErrorCode.NO_PIECES_DECLARED, root.pos(), "no pieces declared");
        return out;
    }

    private void pieceItem(PieceKindDraft k, Ast.PieceItem item, Map<Character, String> letters) {
        if (item instanceof Ast.Letter l) {
            if (!l.letter().matches("[A-Za-z]")) {
                error(ErrorCode.A_PIECE_LETTER_IS_A_SINGLE, l.pos(), "a piece letter is a single letter A-Z, not '" + l.letter() + "'");
                return;
            }
            char c = Character.toUpperCase(l.letter().charAt(0));
            String other = letters.putIfAbsent(c, k.name);
            if (other != null) error(ErrorCode.PIECE_LETTER_IS_USED_BY_BOTH, l.pos(), "piece letter '" + c + "' is used by both '" + other + "' and '" + k.name + "'");
            k.letter = c;
        } else if (item instanceof Ast.Royal r) {
            k.royal = true;
        } else if (item instanceof Ast.PawnFlag p) {
            k.pawn = true;
        } else if (item instanceof Ast.Passable p) {
            k.passable = true;
            k.passZone = p.zone() == null ? null : checkZone(p.zone());
        } else if (item instanceof Ast.Value v) {
            k.value = v.value();
        } else if (item instanceof Ast.Betza b) {
            String from = checkZone(b.fromZone()), to = checkZone(b.toZone());
            try {
                if (b.code().length() > MAX_BETZA_CHARS) {
                    throw new XBetzaException(io.ashtapada.syntax.ErrorCode.BETZA_TOO_LONG, "a betza move is at most "
                            + MAX_BETZA_CHARS + " characters, not " + b.code().length(), 0);
                }
                List<MoveSpec> target = b.royalOnly() != null ? threats(k, b.royalOnly(), b.when())
                        : b.when() == null ? k.specs : powerSpecs(k, b.when());
                List<MoveSpec> parsed = XBetza.parse(b.code());
                k.ways += parsed.stream().mapToInt(sp -> sp.vectors().size()).sum();
                if (k.ways > MAX_WAYS_PER_PIECE) {
                    throw new XBetzaException(io.ashtapada.syntax.ErrorCode.TOO_MANY_DIRECTIONS, "a piece moves in at most "
                            + MAX_WAYS_PER_PIECE + " directions in all (its move tables are built for every square)", 0);
                }
                for (MoveSpec s : parsed) target.add(s.withZones(from, to));
            } catch (XBetzaException e) {
                k.badMoves = true;
                diags.add(new Diagnostic(b.codePos().file(), b.codePos().line(), b.codePos().col() + 1 + e.offset(),
                        e.getMessage(), e.code()));
            }
        } else if (item instanceof Ast.Move m) {
            (m.royalOnly() != null ? threats(k, m.royalOnly(), m.when()) : m.when() == null ? k.specs : powerSpecs(k, m.when()))
                    .add(structuredMove(m));
        } else if (item instanceof Ast.PathMove pm) {
            if (pm.legs().size() < 2) error(ErrorCode.A_PATH_NEEDS_AT_LEAST_TWO, pm.pos(), "a path needs at least two legs");
            DiceCondition c = pm.when() == null ? null : new DiceCondition(pm.when().face(), pm.when().again());
            if (c != null) k.conditionPos.add(pm.when().pos());
            k.powerPaths.computeIfAbsent(c, x -> new ArrayList<>()).add(pm);
        } else if (item instanceof Ast.Restrain r) {
            if (r.zone() != null) checkZone(r.zone());
            k.restrain = r;
            k.stateful = true;
        } else if (item instanceof Ast.Immune im) {
            if (im.zone() != null) checkZone(im.zone());
            k.immune = im;
            k.stateful = true;
        } else if (item instanceof Ast.FirstOnly f) {
            checkZone(f.zone());
            k.firstOnly = f;
            k.stateful = true;
        } else if (item instanceof Ast.Promote p) {
            if (k.promote != null) {
                // One rule per kind: its options (optional, compulsory zone, else barred, limits,
                // in place, file types) belong together, and two rules on overlapping zones would
                // have no single meaning; replacing the first silently changed games.
                error(ErrorCode.SECOND_PROMOTE, p.pos(), "a second 'promote' for '" + k.name + "': a piece has one promotion rule (the first is at line "
                        + k.promote.pos().line() + "); list every kind in one 'promote' line and one zone that covers the squares");
                return;
            }
            k.promote = p;
            k.promoteStep = null;
            if (p.step() != null) {
                try {
                    k.promoteStep = XBetza.parse(p.step());
                } catch (XBetzaException e) {
                    diags.add(new Diagnostic(p.stepPos().file(), p.stepPos().line(), p.stepPos().col() + 1 + e.offset(),
                            e.getMessage(), e.code()));
                }
            }
        } else if (item instanceof Ast.Drop d) {
            k.drop = d;
        } else if (item instanceof Ast.NotOver o) {
            k.notOver = o;
        } else if (item instanceof Ast.NotTaking o) {
            k.notTaking = o;
        } else if (item instanceof Ast.Facing f) {
            k.facing = Facing.valueOf(f.side().toUpperCase(Locale.ROOT));
            if ((k.facing == Facing.RIGHT || k.facing == Facing.LEFT) && board.files != board.ranks) {
                error(ErrorCode.PIECES_FACING_RIGHT_OR_LEFT_NEED, f.pos(), "pieces facing right or left need a square board");
            }
        }
    }

    /** The list a {@code royal-only} move goes to: the kind's threats, which take only royal pieces. */
    private List<MoveSpec> threats(PieceKindDraft k, Pos where, Ast.DiceWhen w) {
        if (w != null) error(ErrorCode.A_MOVE_CANNOT_ALSO_DEPEND_ON, where, "a 'royal-only' move cannot also depend on the dice");
        if (k.threatPos == null) k.threatPos = where;
        return k.threats;
    }

    private static List<MoveSpec> powerSpecs(PieceKindDraft k, Ast.DiceWhen w) {
        k.conditionPos.add(w.pos());
        return k.powerSpecs.computeIfAbsent(new DiceCondition(w.face(), w.again()), x -> new ArrayList<>());
    }

    private String checkZone(Ast.Name n) {
        if (n == null) return null;
        if (zone(n.text(), n.pos()) == null) return null;
        return n.text();
    }

    private MoveSpec structuredMove(Ast.Move m) {
        Set<MoveSpec.Vector> vs = new LinkedHashSet<>();
        int[][] images = m.directions().contains("exact") ? new int[][]{{m.x(), m.y()}}
                : new int[][]{{m.x(), m.y()}, {-m.x(), m.y()}, {m.x(), -m.y()}, {-m.x(), -m.y()},
                {m.y(), m.x()}, {-m.y(), m.x()}, {m.y(), -m.x()}, {-m.y(), -m.x()}};
        List<String> dirs = new ArrayList<>(m.directions());
        dirs.remove("exact");
        for (int[] v : images) {
            if (v[0] == 0 && v[1] == 0) continue;
            boolean ok = dirs.isEmpty();
            for (String d : dirs) {
                ok |= switch (d) {
                    case "forward" -> v[1] > 0;
                    case "backward" -> v[1] < 0;
                    case "sideways" -> v[1] == 0;
                    case "left" -> v[0] < 0;
                    case "right" -> v[0] > 0;
                    default -> false;
                };
            }
            if (ok) vs.add(new MoveSpec.Vector(v[0], v[1]));
        }
        if (m.x() == 0 && m.y() == 0) error(ErrorCode.A_MOVE_VECTOR_CANNOT_BE, m.pos(), "a move vector cannot be (0,0)");
        else if (vs.isEmpty()) error(ErrorCode.NO_DIRECTION_OF_THIS_MOVE_IS, m.pos(), "no direction of this move is left by " + String.join(" ", dirs));
        if (m.moveOnly() && m.captureOnly()) error(ErrorCode.A_MOVE_CANNOT_BE_BOTH_MOVE, m.pos(), "a move cannot be both move-only and capture-only");
        MoveSpec.Kind kind = switch (m.kind()) {
            case "slide" -> MoveSpec.Kind.SLIDE;
            case "hop" -> MoveSpec.Kind.HOP;
            default -> MoveSpec.Kind.LEAP;
        };
        if (kind == MoveSpec.Kind.LEAP && m.range() > 1) error(ErrorCode.A_LEAP_HAS_NO_RANGE, m.pos(), "a leap has no range; use slide");
        if (m.jumpFirst() && kind != MoveSpec.Kind.SLIDE) error(ErrorCode.IS_FOR_SLIDES, m.pos(), "'jump-first' is for slides");
        return new MoveSpec(kind, new ArrayList<>(vs), kind == MoveSpec.Kind.LEAP ? 1 : m.range(),
                !m.captureOnly(), !m.moveOnly(), m.firstMove(),
                m.jumpFirst() ? MoveSpec.Lameness.JUMP_FIRST : m.lame() ? MoveSpec.Lameness.LAME : MoveSpec.Lameness.NONE,
                m.enPassant(),
                checkZone(m.fromZone()), checkZone(m.toZone()));
    }

    private int pieceRef(Ast.Name n, List<PieceKindDraft> drafts) {
        for (PieceKindDraft k : drafts) if (k.name.equals(n.text())) return k.index;
        if (n.text().length() == 1) {
            for (PieceKindDraft k : drafts) if (k.letter == Character.toUpperCase(n.text().charAt(0))) return k.index;
        }
        List<String> names = new ArrayList<>();
        for (PieceKindDraft k : drafts) names.add(k.name);
        error(ErrorCode.UNKNOWN_PIECE, n.pos(), "unknown piece '" + n + "'" + didYouMean(n.text(), names));
        return -1;
    }

    // ------------------------------------------------------------------ setup

    /** The start position as data, before castling is known. */
    private record SetupDraft(int[] board, int[][] hand, int side, String fen) {
    }

    /**
     * Where in the setup string the trouble is, as an offset from its opening quote: the first
     * unknown letter, or the start of the row named; 0 when the message names neither.
     */
    private static int fenColumn(String fen, String message) {
        java.util.regex.Matcher letter = java.util.regex.Pattern.compile("unknown piece letter '(.)'").matcher(message);
        if (letter.find()) {
            int i = fen.indexOf(letter.group(1));
            return i < 0 ? 0 : i + 1;
        }
        java.util.regex.Matcher row = java.util.regex.Pattern.compile("^row (\\d+)").matcher(message);
        if (row.find()) {
            int r = Integer.parseInt(row.group(1)), i = 0;
            for (int k = 1; k < r && i >= 0; k++) i = fen.indexOf('/', i) + 1;
            return i <= 0 && r > 1 ? 0 : i + 1;
        }
        return 0;
    }

    private SetupDraft buildSetup(List<PieceKindDraft> drafts) {
        int[] b = new int[board.size];
        int[][] hand = new int[players.size()][Math.max(1, drafts.size())];
        if (setupDecl == null) {
            error(ErrorCode.NO_SETUP_DECLARED, root.pos(), "no setup declared");
            return new SetupDraft(b, hand, 0, null);
        }
        if (setupDecl.fen() != null) {
            List<PieceKind> kinds = new ArrayList<>();
            for (PieceKindDraft d : drafts) {
                kinds.add(new PieceKind(d.index, d.name, d.letter, d.royal, d.pawn, d.passable, d.value, false,
                        List.of(), null, null, null, List.of(), null, d.facing));
            }
            PositionFormat pf = new PositionFormat(board, players, kinds, List.of(), new int[board.size]);
            // Gating rights (file letters) in the castling field are read once the rules are known.
            // So are Shredder-FEN partner files (Chess960: "AHah"); the setup's castling field only says what has not moved.
            pf.withGates(new SquareSet[0]);
            try {
                PositionData pd = pf.parse(setupDecl.fen());
                return new SetupDraft(pd.board(), pd.hand(), pd.side(), setupDecl.fen());
            } catch (PositionFormat.FormatException e) {
                Pos at = setupDecl.fenPos();
                error(ErrorCode.BAD_SETUP_POSITION, new Pos(at.file(), at.line(), at.col() + fenColumn(setupDecl.fen(), e.getMessage())), "bad setup position: " + e.getMessage());
                setupBroken = true;
                return new SetupDraft(b, hand, 0, null);
            }
        }
        for (Ast.Placement pl : setupDecl.placements()) {
            int owner = player(pl.owner());
            int kind = pieceRef(pl.piece(), drafts);
            for (Ast.Name sqn : pl.squares()) {
                int s = square(sqn);
                if (s < 0 || owner < 0 || kind < 0) continue;
                List<int[]> targets = new ArrayList<>();
                targets.add(new int[]{s, owner});
                if (setupDecl.mirror() && owner == 0) {
                    for (Player p : players) {
                        if (p.index() == 0) continue;
                        int m = p.mapSquare(board, s);
                        if (m >= 0) targets.add(new int[]{m, p.index()});
                    }
                }
                for (int[] t : targets) {
                    if (b[t[0]] != 0) {
                        error(ErrorCode.SQUARE_IS_ALREADY_OCCUPIED_IN_THE, sqn.pos(), "square '" + board.name(t[0]) + "' is already occupied in the setup");
                    } else {
                        b[t[0]] = Codes.code(kind, t[1]);
                    }
                }
            }
        }
        for (Ast.HandItem h : setupDecl.hands()) {
            int owner = player(h.owner());
            int kind = pieceRef(h.piece(), drafts);
            if (owner < 0 || kind < 0) continue;
            if ((long) hand[owner][kind] + h.count() > MAX_HAND) {
                error(ErrorCode.AT_MOST_PIECES_OF_A_KIND, h.pos(), "at most " + MAX_HAND + " pieces of a kind in a player's hand, not "
                        + ((long) hand[owner][kind] + h.count()));
                continue;
            }
            hand[owner][kind] += h.count();
            if (setupDecl.mirror() && owner == 0) for (int p = 1; p < players.size(); p++) hand[p][kind] += h.count();
        }
        return new SetupDraft(b, hand, 0, null);
    }

    // ------------------------------------------------------------------ castling

    /** The most pieces of one kind a player may hold in hand (the position string writes one letter per piece). */
    static final int MAX_HAND = 256;
    /** The most castling moves a player may have: a castling move packs its rule's index into 7 bits (engine Move). */
    static final int MAX_CASTLINGS = 64;

    /** Per kind: dropped, it counts as having moved, so it cannot castle (see {@link PieceKindDraft#droppedMoved}). */
    private static boolean[] droppedMoved(List<PieceKindDraft> drafts) {
        boolean[] out = new boolean[drafts.size()];
        for (int k = 0; k < out.length; k++) out[k] = drafts.get(k).droppedMoved;
        return out;
    }

    /** The code of the royal kind the player holds in hand in the setup, or 0. */
    private static int royalInHand(List<PieceKindDraft> drafts, SetupDraft setup, int owner) {
        for (int k = 0; k < drafts.size(); k++) {
            if (drafts.get(k).royal && setup.hand()[owner][k] > 0) return Codes.code(k, owner);
        }
        return 0;
    }

    private List<List<CastlingRule>> buildCastling(List<PieceKindDraft> drafts, SetupDraft setup) {
        List<List<CastlingRule>> out = new ArrayList<>();
        for (int p = 0; p < players.size(); p++) out.add(new ArrayList<>());
        if (castlingDecl == null) return out;
        List<int[]> pairs = new ArrayList<>();
        List<Pos> where = new ArrayList<>();
        for (Ast.CastlePair cp : castlingDecl.pairs()) {
            int kf = square(cp.kingFrom()), kt = square(cp.kingTo()), pf = square(cp.partnerFrom()), pt = square(cp.partnerTo());
            int only = cp.player() == null ? -1 : player(cp.player());
            int given = cp.partnerKind() == null ? -1 : pieceRef(cp.partnerKind(), drafts);
            if (kf < 0 || kt < 0 || pf < 0 || pt < 0 || (cp.player() != null && only < 0)) continue;
            if (cp.partnerKind() != null && given < 0) continue;
            pairs.add(new int[]{kf, kt, pf, pt, only, given});
            where.add(cp.pos());
        }
        for (Ast.CastleRule cr : castlingDecl.rules()) {
            int partner = pieceRef(cr.partner(), drafts);
            if (partner < 0) continue;
            int before = pairs.size();
            for (int kf = 0; kf < board.size; kf++) {
                int code = setup.board()[kf];
                if (code == 0 || Codes.owner(code) != 0 || !drafts.get(Codes.kind(code)).royal) continue;
                for (int pf = 0; pf < board.size; pf++) {
                    int pc = setup.board()[pf];
                    if (pc != Codes.code(partner, 0) || board.y(pf) != board.y(kf)) continue;
                    int dir = Integer.signum(board.x(pf) - board.x(kf));
                    for (int n : cr.steps()) {
                        int kt = board.at(board.x(kf) + dir * n, board.y(kf));
                        int pt = board.at(board.x(kf) + dir * (n - 1), board.y(kf));
                        if (kt < 0 || pt < 0 || n < 1 || Math.abs(board.x(pf) - board.x(kf)) < n) continue;
                        pairs.add(new int[]{kf, kt, pf, pt, -1, -1});
                        where.add(cr.pos());
                    }
                }
            }
            if (pairs.size() == before && !setupBroken) error(ErrorCode.THIS_CASTLING_RULE_FINDS_NO_KING, cr.pos(), "this castling rule finds no king and partner on a rank in the setup");
        }
        for (int i = 0; i < pairs.size() && !setupBroken; i++) {
            int[] c = pairs.get(i);
            int owner = Math.max(0, c[4]);
            String who = c[4] < 0 ? "the first player" : players.get(owner).id();
            int kcode = setup.board()[c[0]], pcode = setup.board()[c[2]];
            if (kcode == 0) kcode = royalInHand(drafts, setup, owner);
            if (pcode == 0 && c[5] >= 0 && setup.hand()[owner][c[5]] > 0) pcode = Codes.code(c[5], owner);
            boolean anyRoyal = drafts.stream().anyMatch(k -> k.royal);
            if (kcode == 0 || Codes.owner(kcode) != owner || (anyRoyal && !drafts.get(Codes.kind(kcode)).royal)) {
                error(ErrorCode.CASTLING_KING_SQUARE_HOLDS_NO_ROYAL, where.get(i), "castling king square '" + board.name(c[0]) + "' holds no royal piece of " + who + " in the setup");
                continue;
            }
            if (pcode == 0 || Codes.owner(pcode) != owner) {
                error(ErrorCode.CASTLING_PARTNER_SQUARE_HOLDS_NO_PIECE, where.get(i), "castling partner square '" + board.name(c[2]) + "' holds no piece of " + who + " in the setup");
                continue;
            }
            drafts.get(Codes.kind(kcode)).stateful = true;
            drafts.get(Codes.kind(pcode)).stateful = true;
            if (c[5] < 0) {
                drafts.get(Codes.kind(kcode)).droppedMoved = true;
                drafts.get(Codes.kind(pcode)).droppedMoved = true;
            }
            for (Player p : players) {
                if (c[4] >= 0 && p.index() != c[4]) continue;
                boolean asWritten = c[4] >= 0;
                int kf = asWritten ? c[0] : p.mapSquare(board, c[0]), kt = asWritten ? c[1] : p.mapSquare(board, c[1]);
                int pf = asWritten ? c[2] : p.mapSquare(board, c[2]), pt = asWritten ? c[3] : p.mapSquare(board, c[3]);
                int[] kingPath = line(kf, kt), partnerPath = line(pf, pt);
                if (kingPath == null || partnerPath == null) {
                    if (p.index() == 0) error(ErrorCode.CASTLING_MOVES_MUST_GO_ALONG_A, where.get(i), "castling moves must go along a line");
                    continue;
                }
                Set<Integer> empty = new TreeSet<>();
                for (int s : kingPath) empty.add(s);
                for (int s : partnerPath) empty.add(s);
                empty.remove(kf);
                empty.remove(pf);
                int[] safe = new int[kingPath.length + 1];
                safe[0] = kf;
                System.arraycopy(kingPath, 0, safe, 1, kingPath.length);
                char side = board.x(c[2]) > board.x(c[0]) ? 'K' : 'Q';
                out.get(p.index()).add(new CastlingRule(p.index(), kf, kt, pf, pt, Codes.kind(pcode),
                        empty.stream().mapToInt(Integer::intValue).toArray(), safe, side));
            }
        }
        for (Player p : players) {
            int n = out.get(p.index()).size();
            if (n > MAX_CASTLINGS) {
                error(ErrorCode.AT_MOST_CASTLING_MOVES_PER_PLAYER, castlingDecl.pos(), "at most " + MAX_CASTLINGS + " castling moves per player, " + p.id() + " has " + n);
                break;
            }
        }
        return out;
    }

    /** Squares from a (exclusive) to b (inclusive) along a straight line, or null. */
    private int[] line(int a, int b) {
        if (a == b) return new int[0];
        int dx = board.x(b) - board.x(a), dy = board.y(b) - board.y(a);
        if (dx != 0 && dy != 0 && Math.abs(dx) != Math.abs(dy)) return null;
        int n = Math.max(Math.abs(dx), Math.abs(dy));
        int[] out = new int[n];
        for (int i = 1; i <= n; i++) {
            out[i - 1] = board.at(board.x(a) + Integer.signum(dx) * i, board.y(a) + Integer.signum(dy) * i);
            if (out[i - 1] < 0) return null;
        }
        return out;
    }

    // ------------------------------------------------------------------ rules

    /** How messages name a way to win or lose given twice, or null for a rule that is not one. */
    private static String goalKey(Ast.Rule r) {
        if (r instanceof Ast.MustCaptureRule) return "must capture";
        if (r instanceof Ast.ExplodeRule) return "captures explode";
        if (r instanceof Ast.NCheckRule || r instanceof Ast.ReachRule || r instanceof Ast.ExtinctionRule
                || r instanceof Ast.BareKingRule || r instanceof Ast.ChecksForbiddenRule || r instanceof Ast.DupleCheckRule) {
            return r.keyword();
        }
        return null;
    }

    private EndRules buildRules(List<PieceKindDraft> drafts, SetupDraft setup) {
        boolean check = true;
        EndRules.Stalemate stalemate = EndRules.Stalemate.DRAW;
        int fifty = 100, repetition = 3, plyLimit = 0, captures = EndRules.REMOVED;
        boolean mustDrop = false;
        Pos checkPos = root.pos();
        Map<Class<?>, Ast.Rule> given = new HashMap<>();
        for (Ast.Rule r : ruleItems) {
            Ast.Rule earlier = given.put(r.getClass(), r);
            if (earlier != null && setting(r) != null
                    && !java.util.Objects.equals(setting(earlier), setting(r)) && earlier.pos().file().equals(r.pos().file())) {
                error(ErrorCode.CONTRADICTS_AT_LINE, r.pos(), "'" + r.keyword() + " " + setting(r) + "' contradicts '" + r.keyword() + " " + setting(earlier)
                        + "' at line " + earlier.pos().line());
            }
            if (r instanceof Ast.CheckRule) {
                check = true;
                checkPos = r.pos();
            } else if (r instanceof Ast.CaptureRoyalRule || r instanceof Ast.NoCheckRule) {
                check = false;
            } else if (r instanceof Ast.StalemateRule st) {
                stalemate = st.outcome() == null ? EndRules.Stalemate.DRAW : EndRules.Stalemate.valueOf(st.outcome().name());
            } else if (r instanceof Ast.FiftyMoveRule f) {
                fifty = ruleNumber(r, f.plies());
            } else if (r instanceof Ast.RepetitionRule t) {
                repetition = ruleNumber(r, t.times());
            } else if (r instanceof Ast.PlyLimitRule l) {
                plyLimit = ruleNumber(r, l.plies());
            } else if (r instanceof Ast.MustDropRule) {
                mustDrop = true;
                if (drafts.stream().noneMatch(k -> k.drop != null)) error(ErrorCode.MUST_DROP_WITHOUT_DROPS, r.pos(), "'must drop', but no piece has a 'drop to' rule");
            } else if (r instanceof Ast.CapturesToHandRule h) {
                captures = h.asPromoted() ? EndRules.TO_HAND_AS_PROMOTED : EndRules.TO_HAND;
                if (drafts.stream().noneMatch(k -> k.drop != null)) {
                    error(ErrorCode.CAPTURES_GO_TO_THE_HAND, r.pos(), "captures go to the hand, but no piece has a 'drop to' rule to leave it");
                }
            } else if (r instanceof Ast.PassRule) {
                passRule = true;
            } else if (r instanceof Ast.BikjangRule) {
                bikjangRule = true;
                if (drafts.stream().noneMatch(k -> k.royal)) error(ErrorCode.NEEDS_ROYAL_PIECES_TO_FACE_EACH, r.pos(), "'bikjang' needs royal pieces to face each other");
            } else if (r instanceof Ast.GateRule g) {
                if (gateZoneName != null) error(ErrorCode.A_SECOND_RULE, r.pos(), "a second 'gate from hand' rule; a variant gates from one zone");
                gatePos = r.pos();
                gateZoneName = g.zone().text();
                zone(g.zone().text(), r.pos());
                for (PieceKindDraft k : drafts) k.stateful = true;
            }
            // The ways to win and lose (N-check, reach, extinction, bare king, must capture,
            // checks forbidden, duple check, explosions): buildGoals.
        }
        goals = buildGoals(drafts, check);
        if (gatePos != null && captures == EndRules.REMOVED) {
            boolean anyInHand = false;
            for (int[] h : setup.hand()) for (int c : h) anyInHand |= c > 0;
            if (!anyInHand) error(ErrorCode.GATE_WITHOUT_HAND, gatePos, "'gate from hand', but no piece starts in hand and captures do not go to the hand");
        }
        if (check) {
            boolean anyRoyal = drafts.stream().anyMatch(k -> k.royal);
            if (!anyRoyal) {
                error(ErrorCode.CHECK_RULES_ARE_ON_BUT_NO, checkPos, "check rules are on but no piece is royal");
            } else {
                for (Player p : players) {
                    int n = 0;
                    for (int c : setup.board()) if (c != 0 && Codes.owner(c) == p.index() && drafts.get(Codes.kind(c)).royal) n++;
                    for (int k = 0; k < drafts.size(); k++) if (drafts.get(k).royal) n += setup.hand()[p.index()][k];
                    boolean allowed = n == 1 || n == 0 && goals.extinctAll() && !goals.extinctionWins() || n > 1 && goals.dupleCheck();
                    if (!allowed && setupDecl != null && !setupBroken) {
                        error(ErrorCode.UNDER_CHECK_RULES_NEEDS_EXACTLY_ONE, setupDecl.pos(), "under check rules " + p.id() + " needs exactly one royal piece in the setup, found " + n);
                    }
                }
            }
        }
        for (PieceKindDraft k : drafts) {
            if (k.notOver != null) {
                for (Ast.Name n : k.notOver.kinds()) pieceRef(n, drafts);
                boolean hops = k.specs.stream().anyMatch(s -> s.kind() == MoveSpec.Kind.HOP || s.kind() == MoveSpec.Kind.GRASSHOP);
                if (!hops) error(ErrorCode.IS_FOR_A_PIECE_THAT_HOPS, k.notOver.pos(), "'not over' is for a piece that hops, and '" + k.name + "' does not");
            }
            if (k.notTaking != null) {
                for (Ast.Name n : k.notTaking.kinds()) {
                    int t = pieceRef(n, drafts);
                    // Attacks on royal pieces are looked up by the attacker's moves alone.
                    if (t >= 0 && drafts.get(t).royal) error(ErrorCode.CANNOT_NAME_ROYAL_PIECE, n.pos(), "'not taking' cannot name royal piece '" + n + "'");
                }
            }
            if (k.threatPos != null && drafts.stream().noneMatch(d -> d.royal)) {
                error(ErrorCode.A_MOVE_TAKES_ONLY_ROYAL_PIECES, k.threatPos, "a 'royal-only' move takes only royal pieces, but no piece is royal");
            }
            if (k.promote != null) {
                zone(k.promote.zone().text(), k.promote.zone().pos());
                for (Ast.Name c : k.promote.choices()) {
                    int t = pieceRef(c, drafts);
                    boolean limited = k.promote.limitKind() != null && k.promote.limitKind().text().equals(c.text());
                    if (t >= 0 && drafts.get(t).royal && !limited) error(ErrorCode.PROMOTION_TO_ROYAL_PIECE, c.pos(), "promotion to royal piece '" + c + "'");
                }
                if (k.promote.limitKind() != null) {
                    int t = pieceRef(k.promote.limitKind(), drafts);
                    if (t >= 0 && k.promote.choices().stream().noneMatch(c -> c.text().equals(k.promote.limitKind().text()))) {
                        error(ErrorCode.NOT_ONE_OF_THE_PROMOTION_S, k.promote.limitKind().pos(), "'limit " + k.promote.limitKind() + "': not one of the promotion's kinds");
                    }
                    if (k.promote.limitCount() < 1) error(ErrorCode.NEEDS_A_COUNT_OF_AT_LEAST, k.promote.limitKind().pos(), "'limit' needs a count of at least 1");
                }
                if (k.promote.compulsoryZone() != null) zone(k.promote.compulsoryZone().text(), k.promote.compulsoryZone().pos());
                if (k.promote.barred() != null && k.promote.optional() && k.promote.compulsoryZone() == null) {
                    error(ErrorCode.BARS_MOVES_WHERE_PROMOTION_IS_COMPULSORY, k.promote.barred(), "'else barred' bars moves where promotion is compulsory, but this promotion is optional everywhere");
                }
                if (k.promote.royalAs() != null) {
                    int t = pieceRef(k.promote.royalAs(), drafts);
                    if (t >= 0 && drafts.get(t).royal) error(ErrorCode.PROMOTION_TO_ROYAL_PIECE, k.promote.royalAs().pos(), "promotion to royal piece '" + k.promote.royalAs() + "'");
                }
                for (Ast.Name c : k.promote.fileTypes()) {
                    int t = pieceRef(c, drafts);
                    if (t >= 0 && drafts.get(t).royal) error(ErrorCode.PROMOTION_TO_ROYAL_PIECE, c.pos(), "promotion to royal piece '" + c + "'");
                }
                int width = k.facing == Facing.RIGHT || k.facing == Facing.LEFT ? board.ranks : board.files;
                if (!k.promote.fileTypes().isEmpty() && k.promote.fileTypes().size() != width) {
                    error(ErrorCode.FILE_TYPE_LISTS_KINDS_FOR_FILES, k.promote.fileTypes().get(0).pos(), "file-type lists " + k.promote.fileTypes().size()
                            + " kinds for " + width + " files");
                }
                if (k.promote.minMoves() > 0 || k.promote.movesIfUnused() > 0) k.stateful = true;
                inPlaceChecks(k.promote, check);
            }
            if (k.drop != null) zone(k.drop.zone().text(), k.drop.zone().pos());
            if (k.drop != null && k.drop.noMate() && !check) {
                error(ErrorCode.FORBIDS_DROPS_THAT_CHECKMATE, k.drop.pos(), "'no mate' forbids drops that checkmate, but there are no check rules");
            }
            for (MoveSpec s : k.specs) if (s.initialOnly()) k.stateful = true;
        }
        warnUnheldDrops(drafts, setup, captures);
        return new EndRules(check, stalemate, fifty, repetition, plyLimit, captures, mustDrop);
    }

    /** The options of a promotion made in place, and those that only such a promotion takes. */
    private void inPlaceChecks(Ast.Promote p, boolean check) {
        if (p.inPlace() != null) {
            if (p.fileType()) error(ErrorCode.AN_PROMOTION_NEEDS_ITS_KINDS_LISTED, p.inPlace(), "an 'in place' promotion needs its kinds listed, not 'file-type'");
            if (p.fromInside()) {
                error(ErrorCode.IS_FOR_PROMOTION_ON_LANDING, p.inPlace(), "'also from inside' is for promotion on landing; an 'in place' promotion starts in the zone anyway");
            }
            if (p.optional() || p.barred() != null) {
                error(ErrorCode.AN_PROMOTION_IS_A_MOVE_THE, p.inPlace(), "an 'in place' promotion is a move the player may choose: 'optional', 'compulsory' and "
                        + "'else barred' are for promotion on landing");
            }
        } else if (p.lastAnywhere() != null) {
            error(ErrorCode.IS_FOR_AN_PROMOTION, p.lastAnywhere(), "'anywhere if last' is for an 'in place' promotion");
        }
        if (p.limitPos() != null && p.limit() < 1) {
            error(ErrorCode.LEAVES_NOTHING_TO_PROMOTE_TO, p.limitPos(), "'at most " + p.limit() + " on board' leaves nothing to promote to");
        }
        if (p.noCheck() != null && !check) {
            error(ErrorCode.FORBIDS_PROMOTIONS_THAT_GIVE_CHECK, p.noCheck(), "'no check' forbids promotions that give check, but there are no check rules");
        }
    }

    // ------------------------------------------------------------------ hooks

    /** Is a {@code moves} hook bound to this piece kind (so it may have no built-in moves)? */
    private boolean movedByHook(String piece) {
        for (Ast.HookDecl h : hookDecls.values()) {
            if (h.target().text().equals(piece) && HookDef.Event.of(h.event().text()) == HookDef.Event.MOVES) return true;
        }
        return false;
    }

    private final List<HookDef> hooks = new ArrayList<>();

    private void buildHooks(List<PieceKindDraft> drafts) {
        for (Ast.HookDecl h : hookDecls.values()) {
            int target = -1;
            if (!h.target().text().equals("game")) target = pieceRef(h.target(), drafts);
            HookDef.Event event = HookDef.Event.of(h.event().text());
            if (event == null) {
                error(ErrorCode.UNKNOWN_HOOK_EVENT, h.event().pos(), "unknown hook event '" + h.event() + "' (supported: moves, filter, after-move)");
                continue;
            }
            if (h.noCheck() != null && event != HookDef.Event.MOVES) {
                error(ErrorCode.IS_FOR_HOOKS, h.noCheck(), "'no check' is for 'moves' hooks (a '" + event.word() + "' hook emits no moves)");
            }
            if (h.when() != null && event == HookDef.Event.AFTER_MOVE) {
                error(ErrorCode.IS_FOR_AND_HOOKS, h.when().pos(), "'when in' is for 'moves' and 'filter' hooks (an after-move hook runs after each move of its kind)");
            }
            if (h.dice() != null && event != HookDef.Event.MOVES) {
                error(ErrorCode.IS_FOR_HOOKS, h.dice().pos(), "'when double' is for 'moves' hooks");
            }
            SquareSet[] when = null;
            if (h.when() != null) {
                when = zone(h.when().text(), h.when().pos());
                if (target < 0) error(ErrorCode.NEEDS_A_HOOK_BOUND_TO_A, h.when().pos(), "'when in' needs a hook bound to a piece");
            }
            String file = h.pos().file(), code = h.code();
            int line = h.codePos() != null ? h.codePos().line() : 1, col = h.codePos() != null ? h.codePos().col() : 1;
            if (code == null) {
                Path dir = hookDirs.get(h.id().text());
                String refused = memory != null ? null : DefinitionFiles.refusal(dir, h.file());
                if (refused != null) {
                    error(ErrorCode.HOOK_FILE, h.filePos(), "hook file: " + refused);
                    continue;
                }
                Path p = memory != null ? (dir == null ? Path.of(h.file()) : dir.resolve(h.file())).normalize()
                        : (dir != null ? dir : Path.of(".")).resolve(h.file());
                try {
                    code = memory != null ? readMemory(dir, h.file()) : Files.readString(p);
                    file = p.toString();
                    line = 1;
                    col = 1;
                } catch (IOException e) {
                    error(ErrorCode.CANNOT_READ_HOOK_FILE, h.filePos(), "cannot read hook file '" + h.file() + "'" + (memory != null ? ": " + e.getMessage() : ""));
                    continue;
                }
            }
            io.ashtapada.hooks.HookScript script = io.ashtapada.hooks.HookScript.compile(file, line, col, h.id().text(), code);
            for (io.ashtapada.hooks.HookDiagnostic d : script.diagnostics()) {
                diags.add(new Diagnostic(d.file(), d.line(), d.col(), "hook '" + h.id() + "': " + d.message(), ErrorCode.HOOK_SCRIPT));
            }
            DiceCondition dc = h.dice() == null ? null : new DiceCondition(h.dice().face(), h.dice().again());
            if (h.dice() != null) {
                if (diceDecl == null) error(ErrorCode.NEEDS_A_DICE_DECLARATION, h.dice().pos(), "'when double' needs a dice declaration");
                if (target < 0) error(ErrorCode.NEEDS_A_HOOK_BOUND_TO_A, h.dice().pos(), "'when double' needs a hook bound to a piece");
            }
            hooks.add(new HookDef(h.id().text(), file, target, event, when, dc, script, h.noCheck() == null));
        }
    }

    // ------------------------------------------------------------------ tables

    private PromotionRule promotion(PieceKindDraft d, List<PieceKindDraft> drafts, SetupDraft setup) {
        Ast.Promote p = d.promote;
        int[] choices = p.choices().stream().mapToInt(c -> pieceRef(c, drafts)).toArray();
        int[][] byFile = null, bySquare = null;
        if (p.fileType()) {
            byFile = new int[players.size()][board.files];
            bySquare = new int[players.size()][board.size];
            for (Player pl : players) {
                int[] types = fileTypes(pl, d, drafts, setup);
                // Pieces whose right is along the board's files (they move along files) have the
                // board's files as their own: the engine's x-indexed table can hold them.
                boolean alongFiles = pl.vy(d.facing, 1, 0) == 0;
                Arrays.fill(byFile[pl.index()], -1);
                for (int s = 0; s < board.size; s++) {
                    int i = pieceFile(pl, d.facing, s);
                    int k = i >= 0 && i < types.length ? types[i] : -1;
                    bySquare[pl.index()][s] = k;
                    if (alongFiles && board.x(s) >= 0 && board.x(s) < board.files) byFile[pl.index()][board.x(s)] = k;
                }
            }
        }
        SquareSet[] must = p.compulsoryZone() == null ? null : zones.get(p.compulsoryZone().text());
        int limitKind = p.limitKind() == null ? -1 : pieceRef(p.limitKind(), drafts);
        MoveTable[] step = null;
        if (d.promoteStep != null) {
            step = new MoveTable[players.size()];
            for (Player pl : players) step[pl.index()] = TableBuilder.build(board, pl, d.facing, d.promoteStep, zones);
        }
        return new PromotionRule(zones.get(p.zone().text()), choices, byFile, bySquare, p.optional(), must, p.minMoves(),
                p.movesIfUnused() > 0 ? p.movesIfUnused() : p.minMoves(), p.ifLost(), p.barred() != null, p.fromInside(),
                p.inPlace() != null, step, p.lastAnywhere() != null, p.limit(), p.noCheck() != null, p.noAttack() != null, limitKind, p.limitCount());
    }

    /**
     * The kind of each file of a piece of player {@code pl} (from the piece's left) for file-type
     * promotion: the written list, or the kinds on the player's own back rank, a royal piece
     * counting as the {@code royal-as} kind.
     */
    private int[] fileTypes(Player pl, PieceKindDraft d, List<PieceKindDraft> drafts, SetupDraft setup) {
        Ast.Promote p = d.promote;
        if (!p.fileTypes().isEmpty()) return p.fileTypes().stream().mapToInt(c -> pieceRef(c, drafts)).toArray();
        int royalAs = p.royalAs() == null ? -1 : pieceRef(p.royalAs(), drafts);
        int[] out = new int[d.facing == Facing.RIGHT || d.facing == Facing.LEFT ? board.ranks : board.files];
        for (int i = 0; i < out.length; i++) {
            int first = board.at(i, 0);
            int s = first < 0 ? -1 : pl.mapSquare(board, first);
            int code = s < 0 ? 0 : setup.board()[s];
            int k = code == 0 ? -1 : Codes.kind(code);
            if (k >= 0 && drafts.get(k).royal) k = royalAs;
            out[i] = k;
        }
        return out;
    }

    /**
     * The file of square {@code s} for a piece of player {@code pl} facing {@code f}, counted from
     * the piece's left as the first player counts files from a: the square is read back into the
     * first player's view, then turned with the piece. Outside the main rectangle the result may
     * be out of range.
     */
    private int pieceFile(Player pl, Facing f, int s) {
        int m = board.files - 1, n = board.ranks - 1;
        int x = board.x(s), y = board.y(s);
        int x0, y0;
        switch (pl.view()) {
            case NORTH -> { x0 = x; y0 = y; }
            case SOUTH -> { x0 = pl.turned() ? m - x : x; y0 = n - y; }
            case EAST -> { x0 = m - y; y0 = x; }
            default -> { x0 = y; y0 = n - x; }
        }
        return switch (f) {
            case FORWARD -> x0;
            case RIGHT -> n - y0;
            case BACKWARD -> m - x0;
            case LEFT -> y0;
        };
    }

    /** The drafts being assembled, for {@link #gated}. */
    private List<PieceKindDraft> lastDrafts = List.of();

    private RuleModel assemble(List<PieceKindDraft> drafts, SetupDraft setup, List<List<CastlingRule>> castling,
                               EndRules end, DiceRules dice, Scoring scoring) {
        lastDrafts = drafts;
        List<PieceKind> kinds = new ArrayList<>();
        for (PieceKindDraft d : drafts) {
            MoveTable[] tables = new MoveTable[players.size()];
            for (Player p : players) tables[p.index()] = TableBuilder.build(board, p, d.facing, d.specs, zones);
            PromotionRule promo = d.promote == null ? null : promotion(d, drafts, setup);
            DropRule drop = d.drop == null ? null : new DropRule(zones.get(d.drop.zone().text()), d.drop.thenAdvance(),
                    d.drop.splitColours(), d.drop.onePerFile(), d.drop.noMate());
            MoveTable[] threats = null;
            if (!d.threats.isEmpty()) {
                threats = new MoveTable[players.size()];
                for (Player p : players) threats[p.index()] = TableBuilder.build(board, p, d.facing, d.threats, zones);
            }
            kinds.add(new PieceKind(d.index, d.name, d.letter, d.royal, d.pawn, d.passable, d.value, d.stateful,
                    List.copyOf(d.specs), tables, promo, drop, powers(d), restrictions(d), d.facing, threats));
        }
        int[][] army = new int[players.size()][drafts.size()];
        for (int c : setup.board()) if (c != 0) army[Codes.owner(c)][Codes.kind(c)]++;
        for (int p = 0; p < players.size(); p++) {
            for (int k = 0; k < drafts.size(); k++) army[p][k] += setup.hand()[p][k];
        }
        NotationStyle style = notationDecl == null ? NotationStyle.DEFAULT
                : new NotationStyle(notationDecl.coordinates(), notationDecl.pawnSquares(), notationDecl.promotionParens());
        AttackTables[] attacks = new AttackTables[players.size()];
        for (Player p : players) attacks[p.index()] = TableBuilder.attacks(board, p.index(), kinds);
        PositionFormat pf = new PositionFormat(board, players, kinds, castling, setup.board()).withChecks(goals.checksToWin());
        if (gateZoneName != null) pf.withGates(zones.get(gateZoneName));
        String start = pf.format(new PositionData(setup.board(), new int[board.size], setup.side(), setup.hand(),
                new int[0], 0, 1, null, 0, goals.checksToWin() > 0 ? new int[players.size()] : null));
        List<List<CastlingRule>> frozen = new ArrayList<>();
        for (List<CastlingRule> l : castling) frozen.add(List.copyOf(l));
        return new RuleModel(root.title(), file, board, List.copyOf(players), List.copyOf(kinds), List.copyOf(frozen),
                start, end, attacks, hooks, dice, scoring, style, army,
                barriers(gated(new EngineTables(board, players.size(), kinds, attacks, scoring, end.captures(), end.mustDrop(),
                        droppedMoved(drafts))), drafts), null);
    }

    private EngineTables barriers(EngineTables t, List<PieceKindDraft> drafts) {
        long[][] b = barred(drafts);
        if (b != null) {
            t.hopScreenBarred = b[0];
            t.captureBarred = b[1];
        }
        return t;
    }

    private EngineTables gated(EngineTables t) {
        if (gateZoneName != null) t.gateZone = zones.get(gateZoneName);
        t.goals = goals;
        for (PieceKindDraft d : lastDrafts) if (d.passZone != null) t.passZone[d.index] = zones.get(d.passZone);
        t.pass = passRule;
        t.bikjang = bikjangRule;
        return t;
    }

    /** Per kind, the kinds its hops may not use as a screen and the kinds it may not take; null when no kind has such a rule. */
    private long[][] barred(List<PieceKindDraft> drafts) {
        if (drafts.stream().noneMatch(d -> d.notOver != null || d.notTaking != null)) return null;
        long[] over = new long[drafts.size()], taking = new long[drafts.size()];
        for (PieceKindDraft d : drafts) {
            if (d.notOver != null) for (Ast.Name n : d.notOver.kinds()) over[d.index] |= 1L << pieceRef(n, drafts);
            if (d.notTaking != null) for (Ast.Name n : d.notTaking.kinds()) taking[d.index] |= 1L << pieceRef(n, drafts);
        }
        return new long[][]{over, taking};
    }

    // ------------------------------------------------------------------ ways to win and lose

    /** The compiled ways to win and lose ({@link Goals}); {@link Goals#NONE} until the rules are built. */
    private Goals goals = Goals.NONE;

    /**
     * Compiles the rules that end a game early, forbid moves or make captures explode. Each may
     * appear once; every name must resolve; rules that need check (duple check, explosions,
     * forbidden checks) are refused without it.
     */
    private Goals buildGoals(List<PieceKindDraft> drafts, boolean check) {
        int checksToWin = 0;
        SquareSet[] flag = null;
        long flagKinds = 0, extinct = 0, spared = 0, checkKinds = 0;
        String flagName = null;
        boolean both = false, flagSafe = false, all = false, wins = false, bare = false, mustCapture = false, forbidden = false,
                duple = false, explode = false;
        Set<Class<?>> seen = new HashSet<>();
        for (Ast.Rule r : ruleItems) {
            String key = goalKey(r);
            if (key == null) continue;
            if (!seen.add(r.getClass())) error(ErrorCode.A_SECOND_RULE, r.pos(), "a second '" + key + "' rule");
            if (r instanceof Ast.NCheckRule w) {
                checksToWin = w.checks() == null ? 0 : w.checks();
                for (Ast.Name n : w.checkers()) {
                    int k = pieceRef(n, drafts);
                    if (k >= 0) checkKinds |= 1L << k;
                }
                if (checksToWin < 1) error(ErrorCode.NEEDS_N_OF_AT_LEAST, r.pos(), "'win by N checks' needs N of at least 1");
                if (!check) error(ErrorCode.NEEDS_CHECK_RULES, r.pos(), "'win by " + checksToWin + " checks' needs check rules");
            } else if (r instanceof Ast.ReachRule reach) {
                flagName = reach.zone().text();
                flag = zone(flagName, reach.zone().pos());
                for (Ast.Name n : reach.kinds()) {
                    int k = pieceRef(n, drafts);
                    if (k >= 0) flagKinds |= 1L << k;
                }
                both = reach.bothMayReach();
                flagSafe = reach.ifSafe();
                if (both && players.size() != 2) error(ErrorCode.NEEDS_TWO_PLAYERS, r.pos(), "'both may reach' needs two players");
            } else if (r instanceof Ast.ExtinctionRule e) {
                all = e.all();
                wins = e.outcome() == Ast.Outcome.WIN;
                for (Ast.Name n : e.kinds()) {
                    int k = pieceRef(n, drafts);
                    if (k >= 0) extinct |= 1L << k;
                }
            } else if (r instanceof Ast.BareKingRule) {
                bare = true;
            } else if (r instanceof Ast.MustCaptureRule) {
                mustCapture = true;
            } else if (r instanceof Ast.ChecksForbiddenRule) {
                forbidden = true;
                if (!check) error(ErrorCode.NEEDS_CHECK_RULES, r.pos(), "'checks forbidden' needs check rules");
            } else if (r instanceof Ast.DupleCheckRule) {
                duple = true;
                if (!check) error(ErrorCode.NEEDS_CHECK_RULES, r.pos(), "'duple check' needs check rules");
            } else if (r instanceof Ast.ExplodeRule x) {
                explode = true;
                for (Ast.Name n : x.spared()) {
                    int k = pieceRef(n, drafts);
                    if (k >= 0) spared |= 1L << k;
                }
                if (drafts.stream().anyMatch(k -> k.drop != null)) error(ErrorCode.WITH_DROPS_IS_NOT_SUPPORTED, r.pos(), "'captures explode' with drops is not supported");
            }
        }
        int[][] around = null;
        if (explode) {
            around = new int[board.size][];
            for (int s = 0; s < board.size; s++) {
                List<Integer> near = new ArrayList<>();
                for (int dx = -1; dx <= 1; dx++) {
                    for (int dy = -1; dy <= 1; dy++) {
                        int t = (dx | dy) == 0 ? -1 : board.at(board.x(s) + dx, board.y(s) + dy);
                        if (t >= 0) near.add(t);
                    }
                }
                around[s] = near.stream().mapToInt(Integer::intValue).toArray();
            }
        }
        return new Goals(checksToWin, checkKinds, flag, flagKinds, flagName, both, flagSafe, extinct, all, wins, bare, mustCapture, forbidden,
                duple, explode, spared, around);
    }

    // ------------------------------------------------------------------ dice

    private DiceRules buildDice(List<PieceKindDraft> drafts) {
        Ast.DiceDecl d = diceDecl;
        if (d == null) return null;
        if (d.count() == null) {
            error(ErrorCode.DICE_NEED, d.pos(), "dice need 'count N sides S'");
            return null;
        }
        if (d.count() != 2) error(ErrorCode.ONLY_TWO_DICE_ARE_SUPPORTED, d.countPos(), "only two dice are supported, not " + d.count());
        int sides = d.sides();
        if (sides < 2 || sides > 20) {
            error(ErrorCode.A_DIE_HAS_TO_SIDES, d.countPos(), "a die has 2 to 20 sides, not " + sides);
            return null;
        }
        long all = drafts.size() >= 64 ? -1L : (1L << drafts.size()) - 1;
        long[] cap = new long[sides + 1], move = new long[sides + 1], dcap = new long[sides + 1], dmove = new long[sides + 1];
        boolean[] seen = new boolean[sides + 1], hasDouble = new boolean[sides + 1];
        for (Ast.Face f : d.faces()) {
            if (!faceOk(f, sides)) continue;
            if (seen[f.face()]) error(ErrorCode.FACE_IS_GIVEN_TWICE, f.pos(), "face " + f.face() + " is given twice");
            seen[f.face()] = true;
            long mask = faceMask(f, drafts, all);
            if (f.moveOnly()) move[f.face()] |= mask;
            else cap[f.face()] |= mask;
        }
        for (int f = 1; f <= sides; f++) if (!seen[f]) error(ErrorCode.FACE_OF_THE_DICE_SAYS_NOTHING, d.pos(), "face " + f + " of the dice says nothing about what may move");
        for (Ast.Face f : d.doubles()) {
            if (!faceOk(f, sides)) continue;
            if (hasDouble[f.face()]) error(ErrorCode.DOUBLE_IS_GIVEN_TWICE, f.pos(), "double " + f.face() + " is given twice");
            hasDouble[f.face()] = true;
            long mask = faceMask(f, drafts, all);
            if (f.moveOnly()) dmove[f.face()] |= mask;
            else dcap[f.face()] |= mask;
        }
        boolean one = d.rerolls().contains("one"), both = d.rerolls().contains("both-if-double") || d.rerolls().contains("both");
        boolean oneOrBoth = d.rerolls().contains("one-or-both");
        if (oneOrBoth && (one || both)) error(ErrorCode.ALREADY_COVERS_AND, d.pos(), "'one-or-both' already covers 'one' and 'both'");
        if (d.passScores() && "forfeit".equals(d.noMove())) error(ErrorCode.A_GAME_WITH_PASSES_CANNOT_ALSO, d.pos(), "a game with passes cannot also forfeit turns");
        return new DiceRules(2, sides, cap, move, hasDouble, dcap, dmove, one, both, oneOrBoth, d.passScores(),
                "forfeit".equals(d.noMove()), d.confirm(), d.confirmUnlessFirstDouble(),
                d.castlingBothDice() == null || d.castlingBothDice());
    }

    private boolean faceOk(Ast.Face f, int sides) {
        if (f.face() >= 1 && f.face() <= sides) return true;
        error(ErrorCode.FACE_IS_NOT_ON_A_SIDED, f.pos(), "face " + f.face() + " is not on a " + sides + "-sided die");
        return false;
    }

    private long faceMask(Ast.Face f, List<PieceKindDraft> drafts, long all) {
        if (f.any()) return all;
        long m = 0;
        for (Ast.Name n : f.kinds()) {
            int k = pieceRef(n, drafts);
            if (k >= 0) m |= 1L << k;
        }
        return m;
    }

    /** Dice conditions need dice and a face that exists. */
    private void checkDiceConditions(List<PieceKindDraft> drafts, DiceRules dice) {
        for (PieceKindDraft k : drafts) {
            for (Pos p : k.conditionPos) {
                if (diceDecl == null) error(ErrorCode.NEEDS_A_DICE_DECLARATION, p, "'when double' needs a dice declaration");
            }
            if (dice == null) continue;
            List<DiceCondition> conds = new ArrayList<>(k.powerSpecs.keySet());
            conds.addAll(k.powerPaths.keySet());
            for (DiceCondition c : conds) {
                if (c != null && (c.face() < 1 || c.face() > dice.sides())) {
                    error(ErrorCode.PIECE_NO_FACE_ON_A_SIDED, k.pos, "piece '" + k.name + "': no face " + c.face() + " on a " + dice.sides() + "-sided die");
                }
            }
        }
    }

    private List<Power> powers(PieceKindDraft d) {
        Set<DiceCondition> conds = new LinkedHashSet<>(d.powerSpecs.keySet());
        conds.addAll(d.powerPaths.keySet());
        List<Power> out = new ArrayList<>();
        for (DiceCondition c : conds) {
            List<MoveSpec> specs = d.powerSpecs.getOrDefault(c, List.of());
            MoveTable[] tables = new MoveTable[players.size()];
            for (Player p : players) tables[p.index()] = TableBuilder.build(board, p, d.facing, specs, zones);
            List<PathSpec> paths = new ArrayList<>();
            for (Ast.PathMove pm : d.powerPaths.getOrDefault(c, List.of())) paths.add(pathSpec(pm, d.facing));
            out.add(new Power(c, tables, List.copyOf(paths)));
        }
        return List.copyOf(out);
    }

    private PathSpec pathSpec(Ast.PathMove pm, Facing facing) {
        int n = pm.legs().size();
        int[][][] legs = new int[n][players.size()][];
        boolean[] moveOnly = new boolean[n];
        for (int i = 0; i < n; i++) {
            Ast.Leg leg = pm.legs().get(i);
            moveOnly[i] = leg.moveOnly();
            Set<List<Integer>> images = new LinkedHashSet<>();
            for (int[] v : leg.vectors()) {
                int x = v[0], y = v[1];
                int[][] all = {{x, y}, {-x, y}, {x, -y}, {-x, -y}, {y, x}, {-y, x}, {y, -x}, {-y, -x}};
                for (int[] a : all) if (a[0] != 0 || a[1] != 0) images.add(List.of(a[0], a[1]));
            }
            for (Player p : players) {
                int[] flat = new int[images.size() * 2];
                int j = 0;
                for (List<Integer> v : images) {
                    flat[j++] = p.vx(facing, v.get(0), v.get(1));
                    flat[j++] = p.vy(facing, v.get(0), v.get(1));
                }
                legs[i][p.index()] = flat;
            }
        }
        return new PathSpec(legs, moveOnly, pm.stopOnCapture(), pm.noRoyalCapture());
    }

    private Restrictions restrictions(PieceKindDraft d) {
        if (d.restrain == null && d.immune == null && d.firstOnly == null) return null;
        SquareSet[] rz = d.restrain == null || d.restrain.zone() == null ? null : zones.get(d.restrain.zone().text());
        SquareSet[] iz = d.immune == null || d.immune.zone() == null ? null : zones.get(d.immune.zone().text());
        SquareSet[] fz = d.firstOnly == null ? null : zones.get(d.firstOnly.zone().text());
        return new Restrictions(d.restrain != null, rz, d.immune != null, iz, fz,
                d.firstOnly != null && d.firstOnly.sideways(), d.firstOnly != null && d.firstOnly.capture());
    }

    private Scoring buildScoring(List<PieceKindDraft> drafts) {
        double[] bonus = new double[drafts.size()];
        Ast.ScoringDecl s = scoringDecl;
        if (s == null) return Scoring.orthodox(drafts.size());
        for (Ast.CaptureScore c : s.captures()) {
            int k = pieceRef(c.piece(), drafts);
            if (k >= 0) bonus[k] += c.value();
        }
        int games = s.matchGames() == null ? 1 : s.matchGames();
        if (games < 1) error(ErrorCode.A_MATCH_HAS_AT_LEAST_ONE, s.pos(), "a match has at least one game");
        return new Scoring(s.win() == null ? 1 : s.win(), s.draw() == null ? 0.5 : s.draw(), bonus,
                s.loserKeeps() == null || s.loserKeeps(), games);
    }
}
