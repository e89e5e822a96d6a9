package io.ashtapada.syntax;

import io.ashtapada.syntax.VariantParser.*;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;

import java.util.ArrayList;
import java.util.List;

/** Turns ANTLR's parse tree into {@link Ast} records. Nothing resolved here, only shape. */
final class AstBuilder {
    private final String file;

    AstBuilder(String file) {
        this.file = file;
    }

    Pos pos(Token t) {
        return new Pos(file, t.getLine(), t.getCharPositionInLine() + 1);
    }

    Pos pos(ParserRuleContext c) {
        return pos(c.getStart());
    }

    Ast.Name name(ParserRuleContext c) {
        return new Ast.Name(pos(c), c.getText());
    }

    static String unquote(String s) {
        String inner = s.substring(1, s.length() - 1);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < inner.length(); i++) {
            char ch = inner.charAt(i);
            if (ch == '\\' && i + 1 < inner.length()) {
                char n = inner.charAt(++i);
                b.append(n == 'n' ? '\n' : n == 't' ? '\t' : n);
            } else {
                b.append(ch);
            }
        }
        return b.toString();
    }

    Ast.Definition definition(DefinitionContext ctx) {
        HeaderContext h = ctx.header();
        String title = h.title != null ? unquote(h.title.getText()) : "";
        String parent = h.parent != null ? unquote(h.parent.getText()) : null;
        List<Ast.Decl> decls = new ArrayList<>();
        for (DeclarationContext d : ctx.declaration()) {
            Ast.Decl decl = declaration(d);
            if (decl != null) decls.add(decl);
        }
        return new Ast.Definition(pos(ctx), title, parent, h.parent != null ? pos(h.parent) : null, decls);
    }

    private Ast.Decl declaration(DeclarationContext d) {
        if (d.boardDecl() != null) return board(d.boardDecl());
        if (d.playersDecl() != null) return players(d.playersDecl());
        if (d.zoneDecl() != null) return zone(d.zoneDecl());
        if (d.pieceDecl() != null) return piece(d.pieceDecl());
        if (d.castlingDecl() != null) return castling(d.castlingDecl());
        if (d.setupDecl() != null) return setup(d.setupDecl());
        if (d.rulesDecl() != null) return rules(d.rulesDecl());
        if (d.hookDecl() != null) return hook(d.hookDecl());
        return null;
    }

    private Ast.BoardDecl board(BoardDeclContext c) {
        Ast.Name ff = null, lf = null;
        Integer fr = null, lr = null;
        Pos fp = null, rp = null;
        List<Ast.Extra> extras = new ArrayList<>();
        List<Ast.Name> removed = new ArrayList<>();
        for (BoardItemContext item : c.boardItem()) {
            if (item instanceof FilesItemContext f && f.first != null && f.last != null) {
                ff = name(f.first);
                lf = name(f.last);
                fp = pos(f);
            } else if (item instanceof RanksItemContext r && r.first != null && r.last != null) {
                fr = Integer.parseInt(r.first.getText());
                lr = Integer.parseInt(r.last.getText());
                rp = pos(r);
            } else if (item instanceof ExtraItemContext e) {
                for (ExtraSquareContext es : e.extraSquare()) {
                    Integer x = es.x != null ? signed(es.x) : null;
                    Integer y = es.y != null ? signed(es.y) : null;
                    extras.add(new Ast.Extra(name(es.sq), x, y));
                }
            } else if (item instanceof RemoveItemContext r) {
                for (SquareNameContext s : r.squareName()) removed.add(name(s));
            }
        }
        return new Ast.BoardDecl(pos(c), ff, lf, fr, lr, fp, rp, extras, removed);
    }

    private static Integer signed(SignedIntContext s) {
        try {
            return Integer.parseInt(s.getText());
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private Ast.PlayersDecl players(PlayersDeclContext c) {
        List<Ast.PlayerItem> items = new ArrayList<>();
        for (PlayerItemContext p : c.playerItem()) {
            if (p.id == null || p.dir == null) continue;
            items.add(new Ast.PlayerItem(name(p.id), p.display != null ? unquote(p.display.getText()) : null,
                    p.dir.getText()));
        }
        return new Ast.PlayersDecl(pos(c), items);
    }

    private Ast.ZoneDecl zone(ZoneDeclContext c) {
        return new Ast.ZoneDecl(pos(c), name(c.id), c.abs != null, c.zoneExpr() != null ? zoneExpr(c.zoneExpr()) : null);
    }

    private Ast.ZoneExpr zoneExpr(ZoneExprContext c) {
        if (c instanceof ZoneAndContext a) {
            return new Ast.ZoneAnd(pos(a), zoneExpr(a.zoneExpr(0)), zoneExpr(a.zoneExpr(1)));
        }
        if (c instanceof ZoneOrContext o) {
            return new Ast.ZoneOr(pos(o), List.of(zoneExpr(o.zoneExpr(0)), zoneExpr(o.zoneExpr(1))));
        }
        if (c instanceof ZoneExceptContext e) {
            return new Ast.ZoneExcept(pos(e), zoneExpr(e.zoneExpr(0)), zoneExpr(e.zoneExpr(1)));
        }
        ZoneListContext l = (ZoneListContext) c;
        List<Ast.ZoneExpr> parts = new ArrayList<>();
        for (ZoneTermContext t : l.zoneTerm()) parts.add(zoneTerm(t));
        return parts.size() == 1 ? parts.get(0) : new Ast.ZoneOr(pos(l), parts);
    }

    private Ast.ZoneExpr zoneTerm(ZoneTermContext t) {
        if (t instanceof RankTermContext r) {
            int v = Integer.parseInt(r.r.getText());
            return new Ast.ZoneRanks(pos(r), v, v);
        }
        if (t instanceof RanksTermContext r) {
            return new Ast.ZoneRanks(pos(r), Integer.parseInt(r.lo.getText()), Integer.parseInt(r.hi.getText()));
        }
        if (t instanceof FileTermContext f) {
            return new Ast.ZoneFiles(pos(f), name(f.f), name(f.f));
        }
        if (t instanceof FilesTermContext f) {
            return new Ast.ZoneFiles(pos(f), name(f.lo2), name(f.hi2));
        }
        if (t instanceof LightTermContext l) return new Ast.ZoneColour(pos(l), true);
        if (t instanceof DarkTermContext d) return new Ast.ZoneColour(pos(d), false);
        if (t instanceof AllTermContext a) return new Ast.ZoneAll(pos(a));
        if (t instanceof ParenTermContext p) return zoneExpr(p.zoneExpr());
        RefTermContext r = (RefTermContext) t;
        return new Ast.ZoneRef(pos(r), name(r.ref));
    }

    private Ast.PieceDecl piece(PieceDeclContext c) {
        List<Ast.PieceItem> items = new ArrayList<>();
        for (PieceItemContext i : c.pieceItem()) {
            Ast.PieceItem item = pieceItem(i);
            if (item != null) items.add(item);
        }
        return new Ast.PieceDecl(pos(c), name(c.id), items);
    }

    private Ast.PieceItem pieceItem(PieceItemContext i) {
        Pos p = pos(i);
        if (i instanceof LetterItemContext l) return new Ast.Letter(p, l.letter.getText());
        if (i instanceof RoyalItemContext) return new Ast.Royal(p);
        if (i instanceof PawnItemContext) return new Ast.PawnFlag(p);
        if (i instanceof PassableItemContext) return new Ast.Passable(p);
        if (i instanceof ValueItemContext v) return new Ast.Value(p, Double.parseDouble(v.val.getText()));
        if (i instanceof BetzaItemContext b) {
            Ast.Name from = null, to = null;
            for (MoveConditionContext mc : b.moveCondition()) {
                if (mc.fromZone != null) from = name(mc.fromZone);
                if (mc.toZone != null) to = name(mc.toZone);
            }
            return new Ast.Betza(p, pos(b.code), unquote(b.code.getText()), from, to);
        }
        if (i instanceof MoveItemContext m) return move(p, m);
        if (i instanceof PromoteItemContext pr) {
            List<Ast.Name> choices = new ArrayList<>();
            PromoTargetContext t = pr.promoTarget();
            for (NameContext n : t.choices) choices.add(name(n));
            boolean optional = false;
            Ast.Name must = null;
            int min = 0, extra = 0;
            for (PromoOptionContext o : pr.promoOption()) {
                if (o.getText().equals("optional")) optional = true;
                if (o.mustZone != null) must = name(o.mustZone);
                if (o.minMoves != null) min = Integer.parseInt(o.minMoves.getText());
                if (o.extraMoves != null) extra = Integer.parseInt(o.extraMoves.getText());
            }
            boolean fileType = t.choices.isEmpty();
            return new Ast.Promote(p, name(pr.zone), choices, fileType, t.royalAs != null ? name(t.royalAs) : null,
                    optional || must != null, must, min, extra);
        }
        if (i instanceof DropItemContext d) return new Ast.Drop(p, name(d.zone), d.then != null);
        return null;
    }

    private Ast.Move move(Pos p, MoveItemContext m) {
        List<String> dirs = new ArrayList<>();
        int range = 0;
        boolean moveOnly = false, captureOnly = false, first = false, lame = false, ep = false;
        Ast.Name from = null, to = null;
        for (MoveOptionContext o : m.moveOption()) {
            if (o.r != null) {
                range = Integer.parseInt(o.r.getText());
            } else if (o.moveCondition() != null) {
                MoveConditionContext mc = o.moveCondition();
                if (mc.fromZone != null) from = name(mc.fromZone);
                if (mc.toZone != null) to = name(mc.toZone);
            } else {
                switch (o.getText()) {
                    case "move-only" -> moveOnly = true;
                    case "capture-only" -> captureOnly = true;
                    case "first-move" -> first = true;
                    case "lame" -> lame = true;
                    case "en-passant" -> ep = true;
                    default -> dirs.add(o.getText());
                }
            }
        }
        VectorContext v = m.vector();
        int x = v.x != null ? signed(v.x) : 0;
        int y = v.y != null ? signed(v.y) : 0;
        return new Ast.Move(p, m.moveKind().getText(), x, y, dirs, range, moveOnly, captureOnly, first, lame, ep,
                from, to);
    }

    private Ast.CastlingDecl castling(CastlingDeclContext c) {
        List<Ast.CastlePair> pairs = new ArrayList<>();
        List<Ast.CastleRule> rules = new ArrayList<>();
        for (CastlingItemContext i : c.castlingItem()) {
            if (i instanceof CastlePairContext cp) {
                pairs.add(new Ast.CastlePair(pos(cp), name(cp.kf), name(cp.kt), name(cp.rf), name(cp.rt)));
            } else if (i instanceof CastleRuleContext cr) {
                List<Integer> steps = new ArrayList<>();
                for (Token t : cr.steps) steps.add(Integer.parseInt(t.getText()));
                rules.add(new Ast.CastleRule(pos(cr), steps, name(cr.partner)));
            }
        }
        return new Ast.CastlingDecl(pos(c), pairs, rules);
    }

    private Ast.SetupDecl setup(SetupDeclContext c) {
        if (c.fen != null) {
            return new Ast.SetupDecl(pos(c), unquote(c.fen.getText()), pos(c.fen), List.of(), List.of(), false);
        }
        List<Ast.Placement> places = new ArrayList<>();
        List<Ast.HandItem> hands = new ArrayList<>();
        boolean mirror = false;
        for (SetupItemContext i : c.setupItem()) {
            if (i instanceof PlaceItemContext p) {
                List<Ast.Name> squares = new ArrayList<>();
                for (SquareNameContext s : p.squareName()) squares.add(name(s));
                places.add(new Ast.Placement(pos(p), name(p.owner), name(p.piece), squares));
            } else if (i instanceof HandItemContext h) {
                hands.add(new Ast.HandItem(pos(h), name(h.owner), name(h.piece), Integer.parseInt(h.count.getText())));
            } else if (i instanceof MirrorItemContext) {
                mirror = true;
            }
        }
        return new Ast.SetupDecl(pos(c), null, null, places, hands, mirror);
    }

    private Ast.RulesDecl rules(RulesDeclContext c) {
        List<Ast.Rule> rules = new ArrayList<>();
        for (RuleItemContext i : c.ruleItem()) {
            String kw = i.getStart().getText();
            String arg = null;
            if (i instanceof StalemateRuleContext s && s.outcome != null) arg = s.outcome.getText();
            else if (i instanceof FiftyRuleContext f && f.plies != null) arg = f.plies.getText();
            else if (i instanceof RepetitionRuleContext r && r.times != null) arg = r.times.getText();
            else if (i instanceof PlyLimitRuleContext l && l.plies != null) arg = l.plies.getText();
            rules.add(new Ast.Rule(pos(i), kw, arg));
        }
        return new Ast.RulesDecl(pos(c), rules);
    }

    private Ast.HookDecl hook(HookDeclContext c) {
        String code = null;
        Pos codePos = null;
        if (c.code != null) {
            String t = c.code.getText();
            code = t.substring(2, t.length() - 2);
            codePos = new Pos(file, c.code.getLine(), c.code.getCharPositionInLine() + 3);
        }
        String path = c.path != null ? unquote(c.path.getText()) : null;
        return new Ast.HookDecl(pos(c), name(c.id), name(c.target), name(c.event), c.when != null ? name(c.when) : null,
                code, codePos, path, c.path != null ? pos(c.path) : null);
    }
}
