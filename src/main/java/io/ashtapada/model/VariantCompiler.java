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
 *
 * <p>The work is done by passes, each a small class reading and writing the one
 * {@link Compilation} it is given (the diagnostics sink among it), in this order:
 * {@link SourcesPass} (the definition and its parents, from disk or memory), {@link BoardPass}
 * (board, players; zones are resolved on demand by {@link Compilation#zone}), {@link PiecesPass},
 * {@link SetupPass}, {@link CastlingPass}, {@link RulesPass} (end rules and ways to win),
 * {@link HooksPass}, {@link DicePass}, then {@link AssemblyPass} builds the model and
 * {@link LintPass} warns of likely mistakes.
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

    private VariantCompiler() {
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
        Compilation c = new Compilation(parsed.definition(), fileName);
        c.diags.addAll(parsed.diagnostics());
        RuleModel m = run(c, baseDir);
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
        return compileMemory(mainFile, files, new ArrayList<>());
    }

    /** As {@link #compileMemory(String, Map)}, adding the warnings to {@code warningsOut}. */
    public static Result compileMemory(String mainFile, Map<String, String> files, List<Diagnostic> warningsOut) {
        String text = files.get(mainFile);
        if (text == null) return new Result(null, List.of(new Diagnostic(mainFile, 1, 1, "no file '" + mainFile + "' given", ErrorCode.NO_FILE_GIVEN)));
        String refused = Compilation.refusedName(mainFile);
        if (refused != null) return new Result(null, List.of(new Diagnostic(mainFile, 1, 1, refused, ErrorCode.BAD_FILE_NAME)));
        SyntaxReader.Result parsed = SyntaxReader.read(mainFile, text);
        if (!parsed.ok() || parsed.definition() == null) return new Result(null, sorted(parsed.diagnostics()));
        Compilation c = new Compilation(parsed.definition(), mainFile);
        c.memory = Map.copyOf(files);
        RuleModel m = run(c, Path.of(mainFile).getParent());
        warningsOut.addAll(sorted(c.warnings));
        List<Diagnostic> all = sorted(c.diags);
        return new Result(all.isEmpty() ? m : null, all);
    }

    private static List<Diagnostic> sorted(List<Diagnostic> d) {
        List<Diagnostic> s = new ArrayList<>(new LinkedHashSet<>(d));
        Collections.sort(s);
        return List.copyOf(s);
    }

    // ------------------------------------------------------------------ loading

    private static RuleModel run(Compilation c, Path baseDir) {
        c.squareDrafts.putAll(new SourcesPass(c).collect(c.root, baseDir, true));
        if (c.parentBroken) return null;
        if (!c.diags.isEmpty() && c.boardDecl == null) return null;
        BoardPass board = new BoardPass(c);
        board.buildBoard();
        if (c.board == null) return null;
        board.buildPlayers();
        for (String z : c.zoneDecls.keySet()) c.zone(z, c.zoneDecls.get(z).id().pos());
        List<PieceKindDraft> drafts = new PiecesPass(c).buildPieces();
        SetupDraft setup = new SetupPass(c).buildSetup(drafts);
        c.shuffle = new SetupPass(c).buildShuffle(drafts, setup);
        List<List<CastlingRule>> castling = new CastlingPass(c).buildCastling(drafts, setup);
        c.castling = castling;
        EndRules end = new RulesPass(c).buildRules(drafts, setup);
        new HooksPass(c).buildHooks(drafts);
        DicePass dicePass = new DicePass(c);
        DiceRules dice = dicePass.buildDice(drafts);
        dicePass.checkDiceConditions(drafts, dice);
        Scoring scoring = dicePass.buildScoring(drafts);
        new AssemblyPass(c).resolveSquares(drafts);
        if (!c.diags.isEmpty()) return null;
        RuleModel model = new AssemblyPass(c).assemble(drafts, setup, castling, end, dice, scoring);
        new LintPass(c).warnUnreachable(model, drafts, setup);
        return model;
    }
}
