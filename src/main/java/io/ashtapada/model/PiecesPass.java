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

/** Pass 3, pieces and moves: each piece declaration drafted, its moves as move specs (betza, XBetza, structured moves, paths, dice powers). */
final class PiecesPass {
    private final Compilation cx;

    PiecesPass(Compilation cx) {
        this.cx = cx;
    }


    List<PieceKindDraft> buildPieces() {
        List<PieceKindDraft> out = new ArrayList<>();
        Map<Character, String> letters = new HashMap<>();
        for (Ast.PieceDecl d : cx.pieceDecls.values()) {
            PieceKindDraft k = new PieceKindDraft();
            k.index = out.size();
            k.name = d.id().text();
            k.pos = d.id().pos();
            for (Ast.PieceItem item : d.items()) pieceItem(k, item, letters);
            if (k.letter == 0) cx.error(ErrorCode.PIECE_HAS_NO_LETTER, d.id().pos(), "piece '" + k.name + "' has no letter");
            boolean moves = !k.specs.isEmpty() || !k.threats.isEmpty() || !k.powerSpecs.isEmpty() || !k.powerPaths.isEmpty() || k.turn != null;
            if (k.neverMoves != null && moves) {
                cx.error(ErrorCode.A_PIECE_THAT_NEVER_MOVES_HAS, k.neverMoves, "a piece that never moves has no moves of its own: '"
                        + k.name + "' has some");
            }
            if (!moves && k.drop == null && k.neverMoves == null && !k.badMoves
                    && !new HooksPass(cx).movedByHook(k.name)) cx.error(ErrorCode.PIECE_HAS_NO_MOVES, d.id().pos(), "piece '" + k.name + "' has no moves");
            out.add(k);
        }
        wallKind(out);
        if (out.size() > Codes.MAX_KINDS) cx.error(ErrorCode.AT_MOST_PIECE_KINDS, cx.root.pos(), "at most " + Codes.MAX_KINDS + " piece kinds");
        int ways = 0;
        for (PieceKindDraft k : out) {
            for (MoveSpec s : k.specs) ways += s.vectors().size();
            for (MoveSpec s : k.threats) ways += s.vectors().size();
            for (List<MoveSpec> l : k.powerSpecs.values()) for (MoveSpec s : l) ways += s.vectors().size();
        }
        if (ways > VariantCompiler.MAX_WAYS) {
            cx.error(ErrorCode.TOO_MANY_DIRECTIONS_IN_ALL, cx.root.pos(), "the pieces of a definition move in at most " + VariantCompiler.MAX_WAYS
                    + " directions in all, not " + ways + " (the move tables are built for every square)");
        }
        if (out.isEmpty()) cx.error(ErrorCode.NO_PIECES_DECLARED, cx.root.pos(), "no pieces declared");
        return out;
    }

    /**
     * A wall rule makes a piece kind for its walls, named as the rule names them (duck, arrow,
     * wall) and written '*': no moves, no value. The last wall rule given holds (a child's over
     * its parent's); two in one file contradict each other.
     */
    void wallKind(List<PieceKindDraft> out) {
        for (Ast.Rule r : cx.ruleItems) {
            if (!(r instanceof Ast.WallRule w)) continue;
            if (cx.wallRule != null && cx.wallRule.pos().file().equals(w.pos().file())) {
                cx.error(ErrorCode.A_SECOND_WALL_RULE, w.pos(), "a second wall rule; a variant has one (the first is at line "
                        + cx.wallRule.pos().line() + ")");
            }
            cx.wallRule = w;
        }
        boolean stones = cx.ruleItems.stream().anyMatch(r -> r instanceof Ast.PetrifyRule);
        if ((cx.wallRule == null || cx.wallRule.walling() == null) && !stones) return;
        // Without a wall rule the petrified pieces' stones are the walls.
        String name = cx.wallRule == null || cx.wallRule.walling() == null ? "stone" : cx.wallRule.keyword();
        Pos at = cx.wallRule == null || cx.wallRule.walling() == null
                ? cx.ruleItems.stream().filter(r -> r instanceof Ast.PetrifyRule).findFirst().get().pos() : cx.wallRule.pos();
        for (PieceKindDraft d : out) {
            if (d.name.equals(name)) {
                cx.error(ErrorCode.WALL_NAME_IS_TAKEN, d.pos, "piece '" + name + "': the wall rule at line " + at.line()
                        + " makes its walls a kind of that name; call this piece otherwise");
                return;
            }
        }
        PieceKindDraft k = new PieceKindDraft();
        k.index = out.size();
        k.name = name;
        k.pos = at;
        k.letter = '*';
        cx.wallKind = k.index;
        out.add(k);
    }

    void pieceItem(PieceKindDraft k, Ast.PieceItem item, Map<Character, String> letters) {
        if (item instanceof Ast.Letter l) {
            if (!l.letter().matches("[A-Za-z]")) {
                cx.error(ErrorCode.A_PIECE_LETTER_IS_A_SINGLE, l.pos(), "a piece letter is a single letter A-Z, not '" + l.letter() + "'");
                return;
            }
            char c = Character.toUpperCase(l.letter().charAt(0));
            String other = letters.putIfAbsent(c, k.name);
            if (other != null) cx.error(ErrorCode.PIECE_LETTER_IS_USED_BY_BOTH, l.pos(), "piece letter '" + c + "' is used by both '" + other + "' and '" + k.name + "'");
            k.letter = c;
        } else if (item instanceof Ast.Image im) {
            String img = im.image().text();
            if (!RuleModel.IMAGES.contains(img)) {
                cx.error(ErrorCode.UNKNOWN_IMAGE, im.image().pos(), "unknown image '" + img + "' (the images: "
                        + String.join(", ", RuleModel.IMAGES) + ")" + Compilation.didYouMean(img, RuleModel.IMAGES));
                return;
            }
            k.image = img;
        } else if (item instanceof Ast.Royal r) {
            k.royal = true;
        } else if (item instanceof Ast.NeverMoves n) {
            k.neverMoves = n.pos();
        } else if (item instanceof Ast.PawnFlag p) {
            k.pawn = true;
        } else if (item instanceof Ast.Passable p) {
            k.passable = true;
            k.passZone = p.zone() == null ? null : cx.checkZone(p.zone());
        } else if (item instanceof Ast.Value v) {
            k.value = v.value();
        } else if (item instanceof Ast.Betza b) {
            String from = cx.checkZone(b.fromZone()), to = cx.checkZone(b.toZone());
            try {
                if (b.code().length() > VariantCompiler.MAX_BETZA_CHARS) {
                    throw new XBetzaException(io.ashtapada.syntax.ErrorCode.BETZA_TOO_LONG, "a betza move is at most "
                            + VariantCompiler.MAX_BETZA_CHARS + " characters, not " + b.code().length(), 0);
                }
                List<MoveSpec> target = b.royalOnly() != null ? threats(k, b.royalOnly(), b.when())
                        : b.when() == null ? k.specs : powerSpecs(k, b.when());
                List<MoveSpec> parsed = XBetza.parse(b.code());
                k.ways += parsed.stream().mapToInt(sp -> sp.vectors().size()).sum();
                if (k.ways > VariantCompiler.MAX_WAYS_PER_PIECE) {
                    throw new XBetzaException(io.ashtapada.syntax.ErrorCode.TOO_MANY_DIRECTIONS, "a piece moves in at most "
                            + VariantCompiler.MAX_WAYS_PER_PIECE + " directions in all (its move tables are built for every square)", 0);
                }
                for (MoveSpec s : parsed) target.add(s.withZones(from, to));
            } catch (XBetzaException e) {
                k.badMoves = true;
                cx.diags.add(new Diagnostic(b.codePos().file(), b.codePos().line(), b.codePos().col() + 1 + e.offset(),
                        e.getMessage(), e.code()));
            }
        } else if (item instanceof Ast.Move m) {
            (m.royalOnly() != null ? threats(k, m.royalOnly(), m.when()) : m.when() == null ? k.specs : powerSpecs(k, m.when()))
                    .add(structuredMove(m));
        } else if (item instanceof Ast.PathMove pm) {
            if (pm.legs().size() < 2) cx.error(ErrorCode.A_PATH_NEEDS_AT_LEAST_TWO, pm.pos(), "a path needs at least two legs");
            DiceCondition c = pm.when() == null ? null : new DiceCondition(pm.when().face(), pm.when().again());
            if (c != null) k.conditionPos.add(pm.when().pos());
            k.powerPaths.computeIfAbsent(c, x -> new ArrayList<>()).add(pm);
        } else if (item instanceof Ast.Restrain r) {
            if (r.zone() != null) cx.checkZone(r.zone());
            k.restrain = r;
            k.stateful = true;
        } else if (item instanceof Ast.Immune im) {
            if (im.zone() != null) cx.checkZone(im.zone());
            k.immune = im;
            k.stateful = true;
        } else if (item instanceof Ast.FirstOnly f) {
            cx.checkZone(f.zone());
            k.firstOnly = f;
            k.stateful = true;
        } else if (item instanceof Ast.FirstRight f) {
            Ast.FirstRight was = k.firstRight;
            k.firstRight = was == null ? f : new Ast.FirstRight(was.pos(), was.notInCheck() || f.notInCheck(),
                    f.lostBy() != null ? f.lostBy() : was.lostBy());
            k.stateful = true;
        } else if (item instanceof Ast.Turn t) {
            if (k.promote != null || k.turn != null) {
                cx.error(ErrorCode.A_PIECE_THAT_TURNS_OVER_HAS, t.pos(), "a piece that turns over has no other promotion: '" + k.name
                        + "' already has one at line " + (k.promote != null ? k.promote.pos() : k.turn.pos()).line());
                return;
            }
            k.turn = t;
        } else if (item instanceof Ast.Promote p) {
            if (k.turn != null) {
                cx.error(ErrorCode.A_PIECE_THAT_TURNS_OVER_HAS, p.pos(), "a piece that turns over has no other promotion: '" + k.name
                        + "' turns over at line " + k.turn.pos().line());
                return;
            }
            if (k.promote != null) {
                // One rule per kind: its options (optional, compulsory zone, else barred, limits,
                // in place, file types) belong together, and two rules on overlapping zones would
                // have no single meaning; replacing the first silently changed games.
                cx.error(ErrorCode.SECOND_PROMOTE, p.pos(), "a second 'promote' for '" + k.name + "': a piece has one promotion rule (the first is at line "
                        + k.promote.pos().line() + "); list every kind in one 'promote' line and one zone that covers the squares");
                return;
            }
            k.promote = p;
            k.promoteStep = null;
            if (p.step() != null) {
                try {
                    k.promoteStep = XBetza.parse(p.step());
                } catch (XBetzaException e) {
                    cx.diags.add(new Diagnostic(p.stepPos().file(), p.stepPos().line(), p.stepPos().col() + 1 + e.offset(),
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
            if ((k.facing == Facing.RIGHT || k.facing == Facing.LEFT) && cx.board.files != cx.board.ranks) {
                cx.error(ErrorCode.PIECES_FACING_RIGHT_OR_LEFT_NEED, f.pos(), "pieces facing right or left need a square board");
            }
        }
    }

    /** The list a {@code royal-only} move goes to: the kind's threats, which take only royal pieces. */
    List<MoveSpec> threats(PieceKindDraft k, Pos where, Ast.DiceWhen w) {
        if (w != null) cx.error(ErrorCode.A_MOVE_CANNOT_ALSO_DEPEND_ON, where, "a 'royal-only' move cannot also depend on the dice");
        if (k.threatPos == null) k.threatPos = where;
        return k.threats;
    }

    static List<MoveSpec> powerSpecs(PieceKindDraft k, Ast.DiceWhen w) {
        k.conditionPos.add(w.pos());
        return k.powerSpecs.computeIfAbsent(new DiceCondition(w.face(), w.again()), x -> new ArrayList<>());
    }

    MoveSpec structuredMove(Ast.Move m) {
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
        if (m.x() == 0 && m.y() == 0) cx.error(ErrorCode.A_MOVE_VECTOR_CANNOT_BE, m.pos(), "a move vector cannot be (0,0)");
        else if (vs.isEmpty()) cx.error(ErrorCode.NO_DIRECTION_OF_THIS_MOVE_IS, m.pos(), "no direction of this move is left by " + String.join(" ", dirs));
        if (m.moveOnly() && m.captureOnly()) cx.error(ErrorCode.A_MOVE_CANNOT_BE_BOTH_MOVE, m.pos(), "a move cannot be both move-only and capture-only");
        MoveSpec.Kind kind = switch (m.kind()) {
            case "slide" -> MoveSpec.Kind.SLIDE;
            case "hop" -> MoveSpec.Kind.HOP;
            default -> MoveSpec.Kind.LEAP;
        };
        if (kind == MoveSpec.Kind.LEAP && m.range() > 1) cx.error(ErrorCode.A_LEAP_HAS_NO_RANGE, m.pos(), "a leap has no range; use slide");
        if (m.jumpFirst() && kind != MoveSpec.Kind.SLIDE) cx.error(ErrorCode.IS_FOR_SLIDES, m.pos(), "'jump-first' is for slides");
        return new MoveSpec(kind, new ArrayList<>(vs), kind == MoveSpec.Kind.LEAP ? 1 : m.range(),
                !m.captureOnly(), !m.moveOnly(), m.firstMove(),
                m.jumpFirst() ? MoveSpec.Lameness.JUMP_FIRST : m.lame() ? MoveSpec.Lameness.LAME : MoveSpec.Lameness.NONE,
                m.enPassant(),
                cx.checkZone(m.fromZone()), cx.checkZone(m.toZone()));
    }

    List<Power> powers(PieceKindDraft d) {
        Set<DiceCondition> conds = new LinkedHashSet<>(d.powerSpecs.keySet());
        conds.addAll(d.powerPaths.keySet());
        List<Power> out = new ArrayList<>();
        for (DiceCondition c : conds) {
            List<MoveSpec> specs = d.powerSpecs.getOrDefault(c, List.of());
            MoveTable[] tables = new MoveTable[cx.players.size()];
            for (Player p : cx.players) tables[p.index()] = TableBuilder.build(cx.board, p, d.facing, specs, cx.zones);
            List<PathSpec> paths = new ArrayList<>();
            for (Ast.PathMove pm : d.powerPaths.getOrDefault(c, List.of())) paths.add(PathSpec.of(pm, d.facing, cx.players));
            out.add(new Power(c, tables, List.copyOf(paths)));
        }
        return List.copyOf(out);
    }

    Restrictions restrictions(PieceKindDraft d) {
        if (d.restrain == null && d.immune == null && d.firstOnly == null) return null;
        SquareSet[] rz = d.restrain == null || d.restrain.zone() == null ? null : cx.zones.get(d.restrain.zone().text());
        SquareSet[] iz = d.immune == null || d.immune.zone() == null ? null : cx.zones.get(d.immune.zone().text());
        SquareSet[] fz = d.firstOnly == null ? null : cx.zones.get(d.firstOnly.zone().text());
        return new Restrictions(d.restrain != null, rz, d.immune != null, iz, fz,
                d.firstOnly != null && d.firstOnly.sideways(), d.firstOnly != null && d.firstOnly.capture());
    }
}
