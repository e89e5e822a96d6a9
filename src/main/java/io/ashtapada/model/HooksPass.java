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

/** Pass 7, hooks: each JavaScript hook read (from the definition, a file, or memory), bound and syntax-checked. */
final class HooksPass {
    private final Compilation cx;

    HooksPass(Compilation cx) {
        this.cx = cx;
    }


    // ------------------------------------------------------------------ hooks

    /** Is a {@code moves} hook bound to this piece kind (so it may have no built-in moves)? */
    boolean movedByHook(String piece) {
        for (Ast.HookDecl h : cx.hookDecls.values()) {
            if (h.target().text().equals(piece) && HookDef.Event.of(h.event().text()) == HookDef.Event.MOVES) return true;
        }
        return false;
    }

    void buildHooks(List<PieceKindDraft> drafts) {
        for (Ast.HookDecl h : cx.hookDecls.values()) {
            int target = -1;
            if (!h.target().text().equals("game")) target = cx.pieceRef(h.target(), drafts);
            HookDef.Event event = HookDef.Event.of(h.event().text());
            if (event == null) {
                cx.error(ErrorCode.UNKNOWN_HOOK_EVENT, h.event().pos(), "unknown hook event '" + h.event() + "' (supported: "
                        + HookDef.Event.words(e -> true, ", ").replace("'", "") + ")");
                continue;
            }
            if (h.noCheck() != null && !event.emitsMoves()) {
                cx.error(ErrorCode.IS_FOR_HOOKS, h.noCheck(), "'no check' is for " + HookDef.Event.words(HookDef.Event::emitsMoves, " and ")
                        + " hooks (a '" + event.word() + "' hook emits no moves)");
            }
            if (h.when() != null && !event.zoned()) {
                cx.error(ErrorCode.IS_FOR_AND_HOOKS, h.when().pos(), "'when in' is for " + HookDef.Event.words(HookDef.Event::zoned, " and ")
                        + " hooks (an " + event.word() + " hook runs after each move of its kind)");
            }
            if (h.dice() != null && !event.emitsMoves()) {
                cx.error(ErrorCode.IS_FOR_HOOKS, h.dice().pos(), "'when double' is for " + HookDef.Event.words(HookDef.Event::emitsMoves, " and ") + " hooks");
            }
            SquareSet[] when = null;
            if (h.when() != null) {
                when = cx.zone(h.when().text(), h.when().pos());
                if (target < 0) cx.error(ErrorCode.NEEDS_A_HOOK_BOUND_TO_A, h.when().pos(), "'when in' needs a hook bound to a piece");
            }
            String hookFile = h.pos().file(), code = h.code();
            int line = h.codePos() != null ? h.codePos().line() : 1, col = h.codePos() != null ? h.codePos().col() : 1;
            if (code == null) {
                Path dir = cx.hookDirs.get(h.id().text());
                String refused = cx.memory != null ? null : DefinitionFiles.refusal(dir, h.file());
                if (refused != null) {
                    cx.error(ErrorCode.HOOK_FILE, h.filePos(), "hook file: " + refused);
                    continue;
                }
                Path p = cx.memory != null ? (dir == null ? Path.of(h.file()) : dir.resolve(h.file())).normalize()
                        : (dir != null ? dir : Path.of(".")).resolve(h.file());
                try {
                    code = cx.memory != null ? cx.readMemory(dir, h.file()) : Files.readString(p);
                    hookFile = p.toString();
                    line = 1;
                    col = 1;
                } catch (IOException e) {
                    cx.error(ErrorCode.CANNOT_READ_HOOK_FILE, h.filePos(), "cannot read hook file '" + h.file() + "'" + (cx.memory != null ? ": " + e.getMessage() : ""));
                    continue;
                }
            }
            io.ashtapada.hooks.HookScript script = io.ashtapada.hooks.HookScript.compile(hookFile, line, col, h.id().text(), code);
            for (io.ashtapada.hooks.HookDiagnostic d : script.diagnostics()) {
                cx.diags.add(new Diagnostic(d.file(), d.line(), d.col(), "hook '" + h.id() + "': " + d.message(), ErrorCode.HOOK_SCRIPT));
            }
            if (script.isValid()) {
                io.ashtapada.hooks.HookLint.Shape shape = switch (event) {
                    case MOVES -> io.ashtapada.hooks.HookLint.Shape.MOVES;
                    case FILTER -> io.ashtapada.hooks.HookLint.Shape.FILTER;
                    case AFTER_MOVE -> io.ashtapada.hooks.HookLint.Shape.AFTER_MOVE;
                };
                for (io.ashtapada.hooks.HookDiagnostic d : io.ashtapada.hooks.HookLint.check(script, shape)) {
                    cx.diags.add(new Diagnostic(d.file(), d.line(), d.col(), "hook '" + h.id() + "': " + d.message(), ErrorCode.HOOK_MEMBER));
                }
            }
            DiceCondition dc = h.dice() == null ? null : new DiceCondition(h.dice().face(), h.dice().again());
            if (h.dice() != null) {
                if (cx.diceDecl == null) cx.error(ErrorCode.NEEDS_A_DICE_DECLARATION, h.dice().pos(), "'when double' needs a dice declaration");
                if (target < 0) cx.error(ErrorCode.NEEDS_A_HOOK_BOUND_TO_A, h.dice().pos(), "'when double' needs a hook bound to a piece");
            }
            cx.hooks.add(new HookDef(h.id().text(), hookFile, target, event, when, dc, script, h.noCheck() == null));
        }
    }
}
