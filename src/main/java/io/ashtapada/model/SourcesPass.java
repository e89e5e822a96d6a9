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

/** Pass 1, sources: gathers the declarations of a definition and of the definitions it extends, from disk or from memory (one path), later ones overriding. */
final class SourcesPass {
    private final Compilation cx;

    SourcesPass(Compilation cx) {
        this.cx = cx;
    }


    /**
     * Gathers declarations of a file and its ancestors; later (child) declarations override.
     * Returns the square tables in effect for this definition ({@link #squares}).
     */
    Map<String, Compilation.SquareDraft> collect(Ast.Definition def, Path baseDir, boolean isRoot) {
        // The square tables in effect where the parent's definition ends (its own, and those it inherited).
        Map<String, Compilation.SquareDraft> parentSquares = Map.of();
        String refused = def.parent() == null || cx.memory != null ? null : DefinitionFiles.refusal(baseDir, def.parent());
        if (def.parent() != null && cx.memory != null) {
            parentSquares = collectMemory(def, baseDir);
        } else if (refused != null) {
            cx.parentBroken = true;
            cx.error(ErrorCode.CANNOT_EXTEND, def.parentPos(), "cannot extend: " + refused);
        } else if (def.parent() != null) {
            Path p = (baseDir != null ? baseDir : Path.of(".")).resolve(def.parent()).normalize();
            if (!cx.loading.add(p.toAbsolutePath())) {
                cx.parentBroken = true;
                cx.error(ErrorCode.DEFINITION_EXTENDS_ITSELF_THROUGH, def.parentPos(), "definition extends itself through '" + def.parent() + "'");
            } else if (!Files.isReadable(p)) {
                cx.parentBroken = true;
                cx.error(ErrorCode.CANNOT_READ_EXTENDED_DEFINITION, def.parentPos(), "cannot read extended definition '" + def.parent() + "'");
            } else {
                try {
                    SyntaxReader.Result pr = SyntaxReader.read(p.toString(), Files.readString(p));
                    cx.diags.addAll(pr.diagnostics());
                    if (pr.definition() != null) parentSquares = collect(pr.definition(), p.toAbsolutePath().getParent(), false);
                } catch (IOException e) {
                    cx.parentBroken = true;
                    cx.error(ErrorCode.CANNOT_READ_EXTENDED_DEFINITION, def.parentPos(), "cannot read extended definition '" + def.parent() + "'");
                }
            }
        }
        Map<String, Compilation.SquareDraft> ownSquares = new LinkedHashMap<>();
        Pos inheritSquares = null;
        Set<String> seenZones = new HashSet<>(), seenPieces = new HashSet<>(), seenHooks = new HashSet<>();
        Map<String, Pos> seenWeights = new HashMap<>();
        Map<Class<?>, Ast.Decl> blocks = new HashMap<>();
        for (Ast.Decl d : def.decls()) {
            warnSecondBlock(d, blocks);
            if (d instanceof Ast.BoardDecl b) {
                cx.boardDecl = b;
            } else if (d instanceof Ast.PlayersDecl p) {
                cx.playersDecl = p;
            } else if (d instanceof Ast.ZoneDecl z) {
                if (!seenZones.add(z.id().text())) cx.error(ErrorCode.DUPLICATE_ZONE, z.id().pos(), "duplicate zone '" + z.id() + "'");
                cx.zoneDecls.put(z.id().text(), z);
            } else if (d instanceof Ast.PieceDecl p) {
                if (!seenPieces.add(p.id().text())) cx.error(ErrorCode.DUPLICATE_PIECE, p.id().pos(), "duplicate piece '" + p.id() + "'");
                cx.pieceDecls.remove(p.id().text());
                cx.pieceDecls.put(p.id().text(), p);
            } else if (d instanceof Ast.CastlingDecl c) {
                cx.castlingDecl = c;
            } else if (d instanceof Ast.SetupDecl s) {
                cx.setupDecl = s;
            } else if (d instanceof Ast.RulesDecl r) {
                if (r.only()) cx.ruleItems.clear();
                cx.ruleItems.addAll(r.rules());
            } else if (d instanceof Ast.DiceDecl dd) {
                cx.diceDecl = dd;
            } else if (d instanceof Ast.ScoringDecl sd) {
                cx.scoringDecl = sd;
            } else if (d instanceof Ast.NotationDecl nd) {
                cx.notationDecl = nd;
            } else if (d instanceof Ast.NamesDecl nd && isRoot) {
                // A child is another variant: only the root definition's names are its own.
                for (Ast.ToolName t : nd.names()) {
                    String tool = t.tool().text();
                    if (!RuleModel.TOOLS.contains(tool)) {
                        cx.error(ErrorCode.UNKNOWN_TOOL, t.tool().pos(), "unknown tool '" + tool + "' (names are for " + String.join(", ", RuleModel.TOOLS) + ")");
                    } else if (cx.toolNames.putIfAbsent(tool, t.name()) != null) {
                        cx.error(ErrorCode.A_SECOND_NAME_FOR, t.tool().pos(), "a second name for '" + tool + "'");
                    }
                }
            } else if (d instanceof Ast.EvaluationDecl e) {
                weights(e, seenWeights, ownSquares);
                if (e.inherited() != null && inheritSquares == null) inheritSquares = e.inherited();
            } else if (d instanceof Ast.HookDecl h) {
                if (!seenHooks.add(h.id().text())) cx.error(ErrorCode.DUPLICATE_HOOK, h.id().pos(), "duplicate hook '" + h.id() + "'");
                cx.hookDecls.put(h.id().text(), h);
                cx.hookDirs.put(h.id().text(), baseDir);
            }
        }
        return squares(def, parentSquares, ownSquares, inheritSquares);
    }

    /**
     * The square tables in effect for this definition: its own, and with {@code squares
     * inherited} its parent's where it gives none for that kind and phase (a child is another
     * game: without that line its parent's games do not judge its squares): for a child of this
     * definition, or the compiled tables where this is the root definition.
     */
    private Map<String, Compilation.SquareDraft> squares(Ast.Definition def, Map<String, Compilation.SquareDraft> parentSquares,
            Map<String, Compilation.SquareDraft> ownSquares, Pos inherit) {
        Map<String, Compilation.SquareDraft> effective = new LinkedHashMap<>(ownSquares);
        if (inherit != null && def.parent() == null) {
            cx.error(ErrorCode.SQUARES_INHERITED_BUT_EXTENDS_NONE, inherit, "'squares inherited', but the definition extends no other");
        } else if (inherit != null) {
            if (parentSquares.isEmpty() && !cx.parentBroken) cx.warn(inherit, "'squares inherited', but '" + def.parent() + "' has no square tables");
            for (Map.Entry<String, Compilation.SquareDraft> e : parentSquares.entrySet()) {
                Compilation.SquareDraft d = e.getValue();
                effective.putIfAbsent(e.getKey(), new Compilation.SquareDraft(d.kind(), d.table(), inherit));
            }
        }
        return effective;
    }

    /**
     * An {@code evaluation} block's weights, set over those gathered so far (a parent's, or an
     * earlier block's of this file): each name must be a weight, within its range, and named
     * once in a file. Its square tables are checked likewise and go to {@code squares}, by kind
     * and phase.
     */
    private void weights(Ast.EvaluationDecl e, Map<String, Pos> seen, Map<String, Compilation.SquareDraft> squares) {
        List<String> known = new ArrayList<>();
        for (EvalWeights.Weight w : EvalWeights.Weight.values()) known.add(w.text());
        for (Ast.Weight line : e.weights()) {
            EvalWeights.Weight w = EvalWeights.Weight.byText(line.name());
            if (w == null) {
                String near = Compilation.nearest(line.name(), known);
                cx.error(ErrorCode.UNKNOWN_WEIGHT, line.pos(), "unknown weight '" + line.name() + "'"
                        + (near != null ? " (did you mean '" + near + "'?)" : " (the weights: " + String.join(", ", known) + ")"));
                continue;
            }
            Pos first = seen.putIfAbsent(w.text(), line.pos());
            if (first != null) {
                cx.error(ErrorCode.WEIGHT_GIVEN_TWICE, line.pos(), "weight '" + w.text() + "' given twice (first at line " + first.line() + ")");
                continue;
            }
            if (line.value() < w.min() || line.value() > w.max()) {
                cx.error(ErrorCode.WEIGHT_OUT_OF_RANGE, line.valuePos(), "weight '" + w.text() + "' out of range (" + w.min() + " to " + w.max() + "): "
                        + (line.value() == Integer.MAX_VALUE || line.value() == Integer.MIN_VALUE ? "too large" : line.value()));
                continue;
            }
            cx.weights = cx.weights.with(w, line.value());
        }
        for (Ast.Squares q : e.squares()) {
            for (Ast.PhaseTable t : q.phases()) {
                String phase = t.phase().text();
                String what = q.kind().text() + " " + phase;
                if (!phase.equals("middle") && !phase.equals("end")) {
                    cx.error(ErrorCode.UNKNOWN_PHASE_OF_A_SQUARE_TABLE, t.phase().pos(), "unknown phase '" + phase
                            + "' of a square table (middle or end)");
                    continue;
                }
                Pos first = seen.putIfAbsent("squares " + what, t.phase().pos());
                if (first != null) {
                    cx.error(ErrorCode.SQUARE_TABLE_GIVEN_TWICE, t.phase().pos(), "square table '" + what + "' given twice (first at line " + first.line() + ")");
                    continue;
                }
                boolean inRange = true;
                for (int i = 0; i < t.numbers().length && inRange; i++) {
                    int x = t.numbers()[i];
                    if (x >= SquareTables.MIN && x <= SquareTables.MAX) continue;
                    cx.error(ErrorCode.SQUARE_TABLE_OUT_OF_RANGE, t.numberPos().get(i), "square table '" + what + "' out of range ("
                            + SquareTables.MIN + " to " + SquareTables.MAX + "): " + (x == Integer.MAX_VALUE || x == Integer.MIN_VALUE ? "too large" : x));
                    inRange = false;
                }
                if (inRange) squares.put(what, new Compilation.SquareDraft(q.kind(), t, null));
            }
        }
    }

    /** The {@code extends} of a definition compiled from memory; the parent's square tables in effect ({@link #collect}). */
    Map<String, Compilation.SquareDraft> collectMemory(Ast.Definition def, Path baseDir) {
        String text;
        try {
            text = cx.readMemory(baseDir, def.parent());
        } catch (IOException e) {
            cx.parentBroken = true;
            cx.error(ErrorCode.CANNOT_READ_EXTENDED_DEFINITION, def.parentPos(), "cannot read extended definition '" + def.parent() + "': " + e.getMessage());
            return Map.of();
        }
        Path p = (baseDir == null ? Path.of(def.parent()) : baseDir.resolve(def.parent())).normalize();
        if (!cx.loading.add(Path.of("/memory").resolve(p))) {
            cx.parentBroken = true;
            cx.error(ErrorCode.DEFINITION_EXTENDS_ITSELF_THROUGH, def.parentPos(), "definition extends itself through '" + def.parent() + "'");
            return Map.of();
        }
        SyntaxReader.Result pr = SyntaxReader.read(p.toString(), text);
        cx.diags.addAll(pr.diagnostics());
        return pr.definition() != null ? collect(pr.definition(), p.getParent(), false) : Map.of();
    }

    /** A second block of a kind a definition has once (board, players, castling, setup, dice, ...) replaces the first unchecked. */
    void warnSecondBlock(Ast.Decl d, Map<Class<?>, Ast.Decl> blocks) {
        if (d instanceof Ast.ZoneDecl || d instanceof Ast.PieceDecl || d instanceof Ast.HookDecl || d instanceof Ast.RulesDecl
                || d instanceof Ast.EvaluationDecl) return;
        Ast.Decl first = blocks.putIfAbsent(d.getClass(), d);
        if (first == null) return;
        String what = d.getClass().getSimpleName().replace("Decl", "").toLowerCase(Locale.ROOT);
        cx.warn(blockPos(d), "a second " + what + " block: it replaces the one at line " + blockPos(first).line() + ", which is never checked");
    }

    static Pos blockPos(Ast.Decl d) {
        if (d instanceof Ast.BoardDecl b) return b.pos();
        if (d instanceof Ast.PlayersDecl p) return p.pos();
        if (d instanceof Ast.CastlingDecl c) return c.pos();
        if (d instanceof Ast.SetupDecl s) return s.pos();
        if (d instanceof Ast.DiceDecl x) return x.pos();
        if (d instanceof Ast.ScoringDecl x) return x.pos();
        if (d instanceof Ast.NotationDecl x) return x.pos();
        if (d instanceof Ast.NamesDecl x) return x.pos();
        if (d instanceof Ast.EvaluationDecl x) return x.pos();
        return new Pos("?", 1, 1);
    }
}
