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

/** Likely mistakes that do not stop a definition: warnings (unreachable squares and promotion zones, drops no player can ever hold). */
final class LintPass {
    private final Compilation cx;

    LintPass(Compilation cx) {
        this.cx = cx;
    }


    /**
     * Squares no piece can ever stand on (warned at the extra square's declaration, or at the
     * board for squares of the main rectangle), and promotion zones a promoting kind can never
     * enter (warned at the zone's declaration): see {@link Reachability}.
     */
    void warnUnreachable(RuleModel m, List<PieceKindDraft> drafts, SetupDraft setup) {
        Reachability r = Reachability.of(m, setup.board(), setup.hand());
        if (r == null) return;
        Map<String, Pos> extras = new HashMap<>();
        for (Ast.Extra e : cx.boardDecl.extras()) extras.put(e.name().text(), e.name().pos());
        List<String> inRectangle = new ArrayList<>();
        for (int s = 0; s < cx.board.size; s++) {
            if (r.reached(s)) continue;
            // 'only dark|light': the other colour is unreached by design (fox and hounds).
            if (cx.boardDecl.onlyColour() != null && cx.board.isDark(s) != cx.boardDecl.onlyColour().equals("dark")) continue;
            String n = cx.board.name(s);
            if (extras.containsKey(n)) {
                cx.warn(extras.get(n), "no piece can ever reach extra square '" + n + "': no move, drop or promotion of any piece leads there");
            } else {
                inRectangle.add(n);
            }
        }
        if (!inRectangle.isEmpty()) {
            String list = String.join(", ", inRectangle.subList(0, Math.min(8, inRectangle.size())))
                    + (inRectangle.size() > 8 ? " and " + (inRectangle.size() - 8) + " more" : "");
            cx.warn(cx.boardDecl.pos(), "no piece can ever reach " + (inRectangle.size() == 1 ? "square " : "squares ") + list
                    + ": no move, drop or promotion of any piece leads there");
        }
        for (PieceKindDraft d : drafts) {
            PieceKind k = m.pieces().get(d.index);
            if (k.promotion() == null || d.promote == null) continue;
            List<String> never = new ArrayList<>();
            for (Player p : cx.players) {
                if (r.exists(p.index(), d.index) && !r.enters(p.index(), d.index, k.promotion().zone()[p.index()])) never.add(p.id());
            }
            if (never.isEmpty()) continue;
            String zoneName = d.promote.zone().text();
            Ast.ZoneDecl z = cx.zoneDecls.get(zoneName);
            cx.warn(z != null ? z.pos() : d.promote.pos(), "'" + d.name + "' (of " + String.join(", ", never)
                    + ") can never reach its promotion zone '" + zoneName + "' (promote at line " + d.promote.pos().line() + ")");
        }
    }

    /** A kind with a drop rule that no hand can ever hold: the rule never applies. */
    void warnUnheldDrops(List<PieceKindDraft> drafts, SetupDraft setup, int captures) {
        if (captures != EndRules.REMOVED || cx.setupBroken || !cx.hookDecls.isEmpty()) return;
        for (PieceKindDraft k : drafts) {
            if (k.drop == null || k.drop.endless()) continue;       // an endless hand always holds one
            boolean held = false;
            for (int[] h : setup.hand()) held |= k.index < h.length && h[k.index] > 0;
            if (!held) {
                cx.warn(k.drop.pos(), "'" + k.name + "' may be dropped, but no hand ever holds one (the setup puts none in hand "
                        + "and captured pieces leave the game)");
            }
        }
    }
}
