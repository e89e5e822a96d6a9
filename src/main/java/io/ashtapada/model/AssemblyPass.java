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

/** The last pass: the drafts assembled into an immutable {@link RuleModel} with its tables (move tables, promotions, attack tables, {@link EngineTables}). */
final class AssemblyPass {
    private final Compilation cx;

    AssemblyPass(Compilation cx) {
        this.cx = cx;
    }


    // ------------------------------------------------------------------ tables

    PromotionRule promotion(PieceKindDraft d, List<PieceKindDraft> drafts, SetupDraft setup) {
        if (d.turn != null) return turnOver(d.turn, drafts);
        Ast.Promote p = d.promote;
        int[] choices = p.choices().stream().mapToInt(c -> cx.pieceRef(c, drafts)).toArray();
        int[][] perPlayer = perPlayer(p, choices, drafts);
        if (perPlayer != null) {
            // Every kind some player may promote to, for the checks that need them all; the engine reads choicesOf.
            LinkedHashSet<Integer> all = new LinkedHashSet<>();
            for (int[] own : perPlayer) for (int c : own) all.add(c);
            choices = all.stream().mapToInt(Integer::intValue).toArray();
        }
        int[][] byFile = null, bySquare = null;
        if (p.fileType()) {
            byFile = new int[cx.players.size()][cx.board.files];
            bySquare = new int[cx.players.size()][cx.board.size];
            for (Player pl : cx.players) {
                int[] types = fileTypes(pl, d, drafts, setup);
                // Pieces whose right is along the board's files (they move along files) have the
                // board's files as their own: the engine's x-indexed table can hold them.
                boolean alongFiles = pl.vy(d.facing, 1, 0) == 0;
                Arrays.fill(byFile[pl.index()], -1);
                for (int s = 0; s < cx.board.size; s++) {
                    int i = pieceFile(pl, d.facing, s);
                    int k = i >= 0 && i < types.length ? types[i] : -1;
                    bySquare[pl.index()][s] = k;
                    if (alongFiles && cx.board.x(s) >= 0 && cx.board.x(s) < cx.board.files) byFile[pl.index()][cx.board.x(s)] = k;
                }
            }
        }
        SquareSet[] must = p.compulsoryZone() == null ? null : cx.zones.get(p.compulsoryZone().text());
        int limitKind = p.limitKind() == null ? -1 : cx.pieceRef(p.limitKind(), drafts);
        MoveTable[] step = null;
        if (d.promoteStep != null) {
            step = new MoveTable[cx.players.size()];
            for (Player pl : cx.players) step[pl.index()] = TableBuilder.build(cx.board, pl, d.facing, d.promoteStep, cx.zones);
        }
        return new PromotionRule(cx.zones.get(p.zone().text()), choices, byFile, bySquare, p.optional(), must, p.minMoves(),
                p.movesIfUnused() > 0 ? p.movesIfUnused() : p.minMoves(), p.ifLost(), p.barred() != null, p.fromInside(),
                p.inPlace() != null, step, p.lastAnywhere() != null, p.limit(), p.noCheck() != null, p.noAttack() != null, limitKind, p.limitCount(),
                PromotionRule.TURN_NONE, perPlayer);
    }

    /** Each player's kinds where some player has its own ({@code for PLAYER to ...}); null otherwise. */
    int[][] perPlayer(Ast.Promote p, int[] common, List<PieceKindDraft> drafts) {
        if (p.perPlayer().isEmpty()) return null;
        int[][] out = new int[cx.players.size()][];
        Arrays.fill(out, common);
        for (Ast.PlayerChoices pc : p.perPlayer()) {
            int pl = cx.player(pc.player());
            if (pl >= 0) out[pl] = pc.choices().stream().mapToInt(c -> cx.pieceRef(c, drafts)).toArray();
        }
        return out;
    }

    /** A piece that turns over: a compulsory promotion to one kind anywhere, on every move or every capture. */
    PromotionRule turnOver(Ast.Turn t, List<PieceKindDraft> drafts) {
        List<Integer> all = new ArrayList<>();
        for (int s = 0; s < cx.board.size; s++) all.add(s);
        SquareSet[] zone = new SquareSet[cx.players.size()];
        Arrays.fill(zone, SquareSet.of(cx.board.size, all));
        return new PromotionRule(zone, new int[]{cx.pieceRef(t.target(), drafts)}, null, null, false, null, 0, 0, false,
                false, false, false, null, false, 0, false, false, -1, 0,
                t.onCapture() ? PromotionRule.TURN_EVERY_CAPTURE : PromotionRule.TURN_EVERY_MOVE, null);
    }

    /**
     * The kind of each file of a piece of player {@code pl} (from the piece's left) for file-type
     * promotion: the written list, or the kinds on the player's own back rank, a royal piece
     * counting as the {@code royal-as} kind.
     */
    int[] fileTypes(Player pl, PieceKindDraft d, List<PieceKindDraft> drafts, SetupDraft setup) {
        Ast.Promote p = d.promote;
        if (!p.fileTypes().isEmpty()) return p.fileTypes().stream().mapToInt(c -> cx.pieceRef(c, drafts)).toArray();
        int royalAs = p.royalAs() == null ? -1 : cx.pieceRef(p.royalAs(), drafts);
        int[] out = new int[d.facing == Facing.RIGHT || d.facing == Facing.LEFT ? cx.board.ranks : cx.board.files];
        for (int i = 0; i < out.length; i++) {
            int first = cx.board.at(i, 0);
            int s = first < 0 ? -1 : pl.mapSquare(cx.board, first);
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
    int pieceFile(Player pl, Facing f, int s) {
        int m = cx.board.files - 1, n = cx.board.ranks - 1;
        int x = cx.board.x(s), y = cx.board.y(s);
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

    RuleModel assemble(List<PieceKindDraft> drafts, SetupDraft setup, List<List<CastlingRule>> castling,
                               EndRules end, DiceRules dice, Scoring scoring) {
        List<PieceKind> kinds = new ArrayList<>();
        PiecesPass pieces = new PiecesPass(cx);
        for (PieceKindDraft d : drafts) {
            MoveTable[] tables = new MoveTable[cx.players.size()];
            for (Player p : cx.players) tables[p.index()] = TableBuilder.build(cx.board, p, d.facing, d.specs, cx.zones);
            PromotionRule promo = d.promote == null && d.turn == null ? null : promotion(d, drafts, setup);
            DropRule drop = d.drop == null ? null : new DropRule(cx.zones.get(d.drop.zone().text()), d.drop.thenAdvance(),
                    d.drop.splitColours(), d.drop.perFile(), d.drop.noMate(), DropRule.Place.valueOf(d.drop.place().name()),
                    d.drop.fill() == null ? null : cx.zones.get(d.drop.fill().text()), d.drop.endless(), d.drop.eitherSide());
            MoveTable[] threats = null;
            if (!d.threats.isEmpty()) {
                threats = new MoveTable[cx.players.size()];
                for (Player p : cx.players) threats[p.index()] = TableBuilder.build(cx.board, p, d.facing, d.threats, cx.zones);
            }
            kinds.add(new PieceKind(d.index, d.name, d.letter, d.royal, d.pawn, d.passable, d.value, d.stateful,
                    List.copyOf(d.specs), tables, promo, drop, pieces.powers(d), pieces.restrictions(d), d.facing, threats));
        }
        int[][] army = new int[cx.players.size()][drafts.size()];
        for (int c : setup.board()) if (c != 0) army[Codes.owner(c)][Codes.kind(c)]++;
        for (int p = 0; p < cx.players.size(); p++) {
            for (int k = 0; k < drafts.size(); k++) army[p][k] += setup.hand()[p][k];
        }
        NotationStyle style = cx.notationDecl == null ? NotationStyle.DEFAULT
                : new NotationStyle(cx.notationDecl.coordinates(), cx.notationDecl.pawnSquares(), cx.notationDecl.promotionParens());
        AttackTables[] attacks = new AttackTables[cx.players.size()];
        for (Player p : cx.players) attacks[p.index()] = TableBuilder.attacks(cx.board, p.index(), kinds);
        PositionFormat pf = new PositionFormat(cx.board, cx.players, kinds, castling, setup.board()).withChecks(cx.goals.checksToWin());
        if (cx.gateZoneName != null) pf.withGates(cx.zones.get(cx.gateZoneName));
        int[] startMoved = setup.promoted() != null ? setup.promoted().clone() : new int[cx.board.size];
        if (cx.gateZoneName == null && drafts.stream().anyMatch(d -> d.firstRight != null)) {
            // First-move rights (Cambodian): the setup's castling field says which pieces of the first ranks keep them.
            pf.withGates(FirstMoveRights.firstRanks(cx.board, cx.players.size()));
        }
        if (setup.fen() != null && !cx.setupBroken) {
            // The setup's castling field, read now that the rules are known: a castling or
            // first-move right it does not give is not there at the start (three-kings chess:
            // "-", no castling).
            try {
                int[] moved = pf.parse(setup.fen()).moved();
                for (int q = 0; q < moved.length; q++) startMoved[q] |= moved[q];
            } catch (PositionFormat.FormatException e) {
                cx.error(ErrorCode.BAD_SETUP_POSITION, cx.setupDecl.fenPos(), "bad setup position: " + e.getMessage());
            }
        }
        String start = pf.format(new PositionData(setup.board(), startMoved, setup.side(), setup.hand(),
                new int[0], 0, 1, null, 0, cx.goals.checksToWin() <= 0 ? null
                : setup.checks() != null ? setup.checks() : new int[cx.players.size()]));
        List<List<CastlingRule>> frozen = new ArrayList<>();
        for (List<CastlingRule> l : castling) frozen.add(List.copyOf(l));
        return new RuleModel(cx.root.title(), cx.file, cx.board, List.copyOf(cx.players), List.copyOf(kinds), List.copyOf(frozen),
                start, end, attacks, cx.hooks, dice, scoring, style, army,
                new EngineTables(cx.board, cx.players.size(), kinds, attacks, scoring, end.captures(), end.mustDrop(), end.mustDropKinds(),
                        CastlingPass.droppedMoved(drafts), tableRules(drafts)), null,
                java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(cx.toolNames)), images(drafts), cx.weights, cx.shuffle);
    }

    /**
     * Sets the weights' square tables from the {@code evaluation} blocks' (before the model is
     * assembled, so that their errors come with the others): each names a kind
     * and gives a number for each square of the board, the top row first and each row from its
     * lowest file, from the first player's side; two players only.
     */
    void resolveSquares(List<PieceKindDraft> kinds) {
        if (cx.squareDrafts.isEmpty()) return;
        Compilation.SquareDraft any = cx.squareDrafts.values().iterator().next();
        if (cx.players.size() != 2) {
            cx.error(ErrorCode.SQUARE_TABLES_ARE_FOR_TWO_PLAYERS, any.inheritedAt() != null ? any.inheritedAt() : any.kind().pos(),
                    "square tables are for two players, not " + cx.players.size());
            return;
        }
        Board b = cx.board;
        int[] order = b.drawingOrder();
        int n = order.length;
        List<String> names = new ArrayList<>();
        for (PieceKindDraft k : kinds) names.add(k.name);
        int[][] middle = new int[kinds.size()][], end = new int[kinds.size()][];
        boolean misfit = false;
        for (Compilation.SquareDraft d : cx.squareDrafts.values()) {
            int kind = names.indexOf(d.kind().text());
            if (d.inheritedAt() != null && d.table().numbers().length != n) {
                // One error, at the line that asked for them: the parent's tables are right for its board.
                if (!misfit) cx.error(ErrorCode.SQUARES_INHERITED_DO_NOT_FIT, d.inheritedAt(), "the inherited square tables do not fit this board: '"
                        + d.kind().text() + " " + d.table().phase().text() + "' has " + d.table().numbers().length + " numbers, the board " + n + " squares");
                misfit = true;
                continue;
            }
            if (kind < 0) {
                String near = Compilation.nearest(d.kind().text(), names);
                cx.error(ErrorCode.SQUARES_FOR_UNKNOWN_PIECE, d.kind().pos(), "squares for unknown piece '" + d.kind().text() + "'"
                        + (near != null ? " (did you mean '" + near + "'?)" : ""));
                continue;
            }
            int[] numbers = d.table().numbers();
            if (numbers.length != n) {
                cx.error(ErrorCode.SQUARE_TABLE_NEEDS_NUMBERS, d.table().phase().pos(), "square table '" + d.kind().text() + " "
                        + d.table().phase().text() + "' needs " + n + " numbers, one for each square of the board, not " + numbers.length);
                continue;
            }
            int[] bySquare = new int[b.size];
            for (int i = 0; i < n; i++) bySquare[order[i]] = numbers[i];
            if (d.table().phase().text().equals("middle")) middle[kind] = bySquare;
            else end[kind] = bySquare;
        }
        cx.weights = cx.weights.withSquares(new SquareTables(middle, end));
    }

    /** The kinds' {@code image}s, by kind name (only those that name one). */
    static java.util.Map<String, String> images(List<PieceKindDraft> drafts) {
        java.util.Map<String, String> out = new java.util.LinkedHashMap<>();
        for (PieceKindDraft d : drafts) if (d.image != null) out.put(d.name, d.image);
        return java.util.Collections.unmodifiableMap(out);
    }

    /** The rules the engine tables carry besides the pieces (gating, passing, goals, barred screens and captures). */
    EngineTables.Rules tableRules(List<PieceKindDraft> drafts) {
        long[][] b = barred(drafts);
        SquareSet[][] passZone = new SquareSet[drafts.size()][];
        for (PieceKindDraft d : drafts) if (d.passZone != null) passZone[d.index] = cx.zones.get(d.passZone);
        return new EngineTables.Rules(cx.gateZoneName != null ? cx.zones.get(cx.gateZoneName) : null, passZone, cx.goals,
                cx.passRule, cx.passWhenStuck, cx.bikjangRule, b == null ? null : b[0], b == null ? null : b[1], cx.flip, walls(),
                firstMoveRights(drafts));
    }

    /** The kinds' rights that depend on history ({@code first-move not in check}, {@code lost when}), or null: none. */
    FirstMoveRights firstMoveRights(List<PieceKindDraft> drafts) {
        if (drafts.stream().noneMatch(d -> d.firstRight != null)) return null;
        boolean[] check = new boolean[drafts.size()];
        long[] losers = new long[drafts.size()];
        for (PieceKindDraft d : drafts) {
            if (d.firstRight == null) continue;
            check[d.index] = d.firstRight.notInCheck();
            if (d.firstRight.lostBy() == null) continue;
            int by = cx.pieceRef(d.firstRight.lostBy(), drafts);
            if (by >= 0) losers[by] |= 1L << d.index;
        }
        return new FirstMoveRights(check, losers, FirstMoveRights.firstRanks(cx.board, cx.players.size()));
    }

    /** The walls of a wall rule, or null. */
    Walls walls() {
        Ast.WallRule w = cx.wallRule;
        if (cx.wallKind < 0 || w == null || w.walling() == null) return null;    // no walls, or only petrified stones
        Walls.Rule rule = switch (w.walling()) {
            case DUCK -> Walls.Rule.DUCK;
            case ARROW -> Walls.Rule.ARROW;
            case ANYWHERE -> Walls.Rule.ANYWHERE;
            case PAST -> Walls.Rule.PAST;
            case EDGE -> Walls.Rule.EDGE;
        };
        return new Walls(rule, w.zone() == null ? null : cx.zones.get(w.zone().text()), cx.wallKind);
    }

    /** Per kind, the kinds its hops may not use as a screen and the kinds it may not take; null when no kind has such a rule. */
    long[][] barred(List<PieceKindDraft> drafts) {
        if (drafts.stream().noneMatch(d -> d.notOver != null || d.notTaking != null) && cx.wallKind < 0) return null;
        long[] over = new long[drafts.size()], taking = new long[drafts.size()];
        // No piece takes a wall.
        if (cx.wallKind >= 0) for (PieceKindDraft d : drafts) taking[d.index] |= 1L << cx.wallKind;
        for (PieceKindDraft d : drafts) {
            if (d.notOver != null) for (Ast.Name n : d.notOver.kinds()) over[d.index] |= 1L << cx.pieceRef(n, drafts);
            if (d.notTaking != null) for (Ast.Name n : d.notTaking.kinds()) taking[d.index] |= 1L << cx.pieceRef(n, drafts);
        }
        return new long[][]{over, taking};
    }
}
