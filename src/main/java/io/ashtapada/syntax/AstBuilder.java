package io.ashtapada.syntax;

import io.ashtapada.syntax.VariantParser.*;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;

import java.util.ArrayList;
import java.util.List;

/**
 * Turns ANTLR's parse tree into {@link Ast} records. Nothing resolved here, only shape, and
 * the one check a token needs: a number must fit the language's range. An unreadable number
 * is reported at its own place and read as 0, so the tree is still whole.
 */
final class AstBuilder {
    /** The largest number the language reads, the largest Java int: counts, ranks, coordinates, faces. */
    static final long MAX_NUMBER = Integer.MAX_VALUE;
    /** The largest score (win, draw, capture points): points are summed over a game in half points. */
    static final double MAX_SCORE = 1_000_000;

    private final String file;
    private final List<Diagnostic> diags;

    AstBuilder(String file, List<Diagnostic> diags) {
        this.file = file;
        this.diags = diags;
    }

    /** A whole number token; one above {@link #MAX_NUMBER} is reported and read as 0. */
    private int integer(Token t) {
        return integer(t.getText(), pos(t));
    }

    private int integer(String text, Pos where) {
        String digits = text.replaceFirst("^-", "").replaceFirst("^0+(?=.)", "");
        if (digits.length() > 10 || Long.parseLong(digits) > MAX_NUMBER) {
            tooLarge(where, text);
            return 0;
        }
        int v = Integer.parseInt(digits);
        return text.startsWith("-") ? -v : v;
    }

    /** An integer with an optional minus sign; its magnitude is at most {@link #MAX_NUMBER}. */
    private int signed(SignedIntContext s) {
        return s.INT() == null ? 0 : integer(s.getText(), pos(s));
    }

    /** A decimal number; its whole part is at most {@code max}, else it is reported and read as 0. */
    private double decimal(NumberContext n, double max, String what) {
        String text = n.getText();
        String whole = n.INT().isEmpty() ? "0" : n.INT(0).getText().replaceFirst("^0+(?=.)", "");
        double v;
        try {
            v = whole.length() > 10 ? Double.POSITIVE_INFINITY : Double.parseDouble(text);
        } catch (NumberFormatException e) {
            v = 0;
        }
        if (v > max) {
            diags.add(pos(n).error(what.isEmpty() ? ErrorCode.NUMBER_IS_TOO_LARGE : ErrorCode.SCORE_IS_TOO_LARGE, what.isEmpty() ? "number " + text + " is too large (at most " + (long) max + ")"
                    : what + " " + text + " is too large (at most " + (long) max + ")"));
            return 0;
        }
        return v;
    }

    private void tooLarge(Pos p, String text) {
        diags.add(p.error(text.startsWith("-") ? ErrorCode.NUMBER_IS_TOO_SMALL : ErrorCode.NUMBER_IS_TOO_LARGE, text.startsWith("-") ? "number " + text + " is too small (at least -" + MAX_NUMBER + ")"
                : "number " + text + " is too large (at most " + MAX_NUMBER + ")"));
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
        if (d.diceDecl() != null) return dice(d.diceDecl());
        if (d.scoringDecl() != null) return scoring(d.scoringDecl());
        if (d.notationDecl() != null) return notation(d.notationDecl());
        if (d.namesDecl() != null) {
            List<Ast.ToolName> names = new ArrayList<>();
            for (ToolNameContext t : d.namesDecl().entries) {
                if (t.tool != null && t.value != null) names.add(new Ast.ToolName(name(t.tool), unquote(t.value.getText())));
            }
            return new Ast.NamesDecl(pos(d.namesDecl()), names);
        }
        if (d.evaluationDecl() != null) return evaluation(d.evaluationDecl());
        return null;
    }

    private Ast.EvaluationDecl evaluation(EvaluationDeclContext c) {
        List<Ast.Weight> weights = new ArrayList<>();
        for (WeightItemContext w : c.weightItem()) {
            if (w.words.isEmpty() || w.amount == null || w.amount.INT() == null) continue;
            StringBuilder name = new StringBuilder();
            for (NameContext n : w.words) name.append(name.length() == 0 ? "" : " ").append(n.getText());
            int value = parseClamped(w.amount.getText());
            weights.add(new Ast.Weight(pos(w), name.toString(), value, pos(w.amount)));
        }
        List<Ast.Squares> squares = new ArrayList<>();
        Pos inherited = null;
        for (SquaresItemContext q : c.squaresItem()) {
            if (q.inherit != null) {
                if (inherited == null) inherited = pos(q);
                continue;
            }
            if (q.kind == null) continue;
            List<Ast.PhaseTable> phases = new ArrayList<>();
            for (PhaseTableContext t : q.phaseTable()) {
                if (t.phase == null) continue;
                int[] numbers = new int[t.numbers.size()];
                List<Pos> at = new ArrayList<>(numbers.length);
                for (int i = 0; i < numbers.length; i++) {
                    SignedIntContext n = t.numbers.get(i);
                    at.add(pos(n));
                    numbers[i] = n.INT() == null ? 0 : parseClamped(n.getText());
                }
                phases.add(new Ast.PhaseTable(name(t.phase), numbers, List.copyOf(at)));
            }
            squares.add(new Ast.Squares(pos(q), name(q.kind), List.copyOf(phases), q.close == null ? null : pos(q.close)));
        }
        return new Ast.EvaluationDecl(pos(c), weights, List.copyOf(squares), inherited, c.close == null ? null : pos(c.close));
    }

    /** A signed number's text as an int; beyond an int's range, the largest or the least (a range check then refuses it). */
    private static int parseClamped(String text) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            return text.startsWith("-") ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        }
    }

    private Ast.BoardDecl board(BoardDeclContext c) {
        Ast.Name ff = null, lf = null;
        Integer fr = null, lr = null;
        Pos fp = null, rp = null;
        List<Ast.Extra> extras = new ArrayList<>();
        List<Ast.Name> removed = new ArrayList<>();
        String only = null;
        for (BoardItemContext item : c.boardItem()) {
            if (item instanceof FilesItemContext f && f.first != null && f.last != null) {
                ff = name(f.first);
                lf = name(f.last);
                fp = pos(f);
            } else if (item instanceof RanksItemContext r && r.first != null && r.last != null) {
                fr = integer(r.first);
                lr = integer(r.last);
                rp = pos(r);
            } else if (item instanceof ExtraItemContext e) {
                for (ExtraSquareContext es : e.extraSquare()) {
                    Integer x = es.x != null ? signed(es.x) : null;
                    Integer y = es.y != null ? signed(es.y) : null;
                    extras.add(new Ast.Extra(name(es.sq), x, y));
                }
            } else if (item instanceof RemoveItemContext r) {
                for (SquareNameContext s : r.squareName()) removed.add(name(s));
            } else if (item instanceof ColourItemContext o && o.colour != null) {
                only = o.colour.getText();
            }
        }
        return new Ast.BoardDecl(pos(c), ff, lf, fr, lr, fp, rp, extras, removed, only);
    }

    private Ast.PlayersDecl players(PlayersDeclContext c) {
        List<Ast.PlayerItem> items = new ArrayList<>();
        for (PlayerItemContext p : c.playerItem()) {
            if (p.id == null || p.dir == null) continue;
            boolean turned = false;
            String colour = null;
            for (PlayerOptionContext o : p.playerOption()) {
                if (o.turned != null) turned = true;
                if (o.colour != null) colour = unquote(o.colour.getText());
            }
            items.add(new Ast.PlayerItem(name(p.id), p.display != null ? unquote(p.display.getText()) : null,
                    p.dir.getText(), turned, colour));
        }
        return new Ast.PlayersDecl(pos(c), items);
    }

    private Ast.ZoneDecl zone(ZoneDeclContext c) {
        List<Ast.ZoneFor> overrides = new ArrayList<>();
        for (ZoneForContext f : c.zoneFor()) {
            if (f.player != null && f.zoneExpr() != null) overrides.add(new Ast.ZoneFor(name(f.player), zoneExpr(f.zoneExpr())));
        }
        return new Ast.ZoneDecl(pos(c), name(c.id), c.abs != null, c.zoneExpr() != null ? zoneExpr(c.zoneExpr()) : null,
                overrides);
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
            int v = integer(r.r);
            return new Ast.ZoneRanks(pos(r), v, v);
        }
        if (t instanceof RanksTermContext r) {
            return new Ast.ZoneRanks(pos(r), integer(r.lo), integer(r.hi));
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
        if (i instanceof ImageItemContext m) return new Ast.Image(p, name(m.img));
        if (i instanceof RoyalItemContext) return new Ast.Royal(p);
        if (i instanceof PawnItemContext) return new Ast.PawnFlag(p);
        if (i instanceof NeverMovesItemContext) return new Ast.NeverMoves(p);
        if (i instanceof PassableItemContext pa) return new Ast.Passable(p, pa.passZone != null ? name(pa.passZone) : null);
        if (i instanceof ValueItemContext v) return new Ast.Value(p, decimal(v.val, MAX_NUMBER, ""));
        if (i instanceof BetzaItemContext b) {
            Ast.Name from = null, to = null;
            Pos royal = null;
            for (MoveConditionContext mc : b.moveCondition()) {
                if (mc.fromZone != null) from = name(mc.fromZone);
                if (mc.toZone != null) to = name(mc.toZone);
                if (mc.royalOnly != null) royal = pos(mc);
            }
            return new Ast.Betza(p, pos(b.code), unquote(b.code.getText()), from, to, diceWhen(b.diceWhen()), royal);
        }
        if (i instanceof MoveItemContext m) return move(p, m);
        if (i instanceof PromoteItemContext pr) {
            List<Ast.Name> choices = new ArrayList<>();
            PromoTargetContext t = pr.promoTarget();
            for (NameContext n : t.choices) choices.add(name(n));
            boolean optional = false;
            Ast.Name must = null;
            int min = 0, extra = 0;
            boolean ifLost = false, inside = false;
            Pos barred = null, place = null, stepPos = null, limitPos = null, last = null, noCheck = null, noAttack = null;
            String step = null;
            int limit = 0;
            Ast.Name limitKind = null;
            int limitCount = 0;
            List<Ast.PlayerChoices> perPlayer = new ArrayList<>();
            for (PromoOptionContext o : pr.promoOption()) {
                if (o.forPlayer != null) {
                    List<Ast.Name> own = new ArrayList<>();
                    for (NameContext n : o.forChoices) own.add(name(n));
                    perPlayer.add(new Ast.PlayerChoices(name(o.player), own));
                    continue;
                }
                if (o.place != null) place = pos(o);
                if (o.step != null) {
                    step = unquote(o.step.getText());
                    stepPos = pos(o.step);
                }
                if (o.limit != null) {
                    limit = integer(o.limit);
                    limitPos = pos(o);
                }
                if (o.anywhere != null) last = pos(o);
                if (o.noCheck != null) noCheck = pos(o);
                if (o.noAttack != null) noAttack = pos(o);
                if (o.lost != null) ifLost = true;
                if (o.barred != null) barred = pos(o.barred);
                if (o.getText().equals("optional")) optional = true;
                if (o.mustZone != null) must = name(o.mustZone);
                if (o.minMoves != null) min = integer(o.minMoves);
                if (o.extraMoves != null) extra = integer(o.extraMoves);
                if (o.inside != null) inside = true;
                if (o.limitKind != null) {
                    limitKind = name(o.limitKind);
                    limitCount = o.limitCount == null ? 0 : integer(o.limitCount);
                }
            }
            List<Ast.Name> types = new ArrayList<>();
            for (NameContext n : t.types) types.add(name(n));
            boolean fileType = t.choices.isEmpty();
            return new Ast.Promote(p, name(pr.zone), choices, fileType, t.royalAs != null ? name(t.royalAs) : null,
                    types, optional || must != null, must, min, extra, ifLost, barred, inside, place, step, stepPos,
                    limit, limitPos, last, noCheck, noAttack, limitKind, limitCount, perPlayer);
        }
        if (i instanceof DropItemContext d) return new Ast.Drop(p, name(d.zone), d.then != null, d.split != null,
                d.perFile != null ? 1 : d.perFileCount != null ? Math.max(-1, integer(d.perFileCount) == 0 ? -1 : integer(d.perFileCount)) : 0,
                d.noMate != null, dropPlace(d.dropPlace()), d.fill == null ? null : name(d.fill), d.endless != null, d.either != null);
        if (i instanceof TurnItemContext t) return new Ast.Turn(p, name(t.target), t.everyCapture != null);
        if (i instanceof PathItemContext pi) {
            List<Ast.Leg> legs = new ArrayList<>();
            for (LegContext l : pi.leg()) {
                List<int[]> vs = new ArrayList<>();
                for (VectorContext v : l.vector()) {
                    vs.add(new int[]{v.x != null ? signed(v.x) : 0, v.y != null ? signed(v.y) : 0});
                }
                legs.add(new Ast.Leg(pos(l), vs, l.moveOnly != null));
            }
            boolean stop = false, noRoyal = false;
            Ast.DiceWhen when = null;
            for (PathOptionContext o : pi.pathOption()) {
                if (o.diceWhen() != null) when = diceWhen(o.diceWhen());
                else if (o.getText().equals("stop-on-capture")) stop = true;
                else if (o.getText().equals("no-royal-capture")) noRoyal = true;
            }
            return new Ast.PathMove(p, legs, stop, noRoyal, when);
        }
        if (i instanceof FirstRightItemContext f) {
            boolean check = false;
            Ast.Name by = null;
            for (FirstRightContext r : f.firstRight()) {
                if (r.notInCheck != null) check = true;
                else by = name(r.lostBy);
            }
            return new Ast.FirstRight(p, check, by);
        }
        if (i instanceof FacingItemContext f) return new Ast.Facing(p, f.side.getText());
        if (i instanceof NotOverItemContext o) return new Ast.NotOver(p, o.kinds.stream().map(this::name).toList());
        if (i instanceof NotTakingItemContext o) return new Ast.NotTaking(p, o.kinds.stream().map(this::name).toList());
        if (i instanceof RestrainItemContext r) return new Ast.Restrain(p, r.zone != null ? name(r.zone) : null);
        if (i instanceof ImmuneItemContext im) return new Ast.Immune(p, im.zone != null ? name(im.zone) : null);
        if (i instanceof FirstOnlyItemContext f) {
            boolean side = false, cap = false;
            for (FirstOnlyContext o : f.firstOnly()) {
                if (o.getText().equals("sideways")) side = true;
                else cap = true;
            }
            return new Ast.FirstOnly(p, name(f.zone), side, cap);
        }
        return null;
    }

    private Ast.Move move(Pos p, MoveItemContext m) {
        List<String> dirs = new ArrayList<>();
        int range = 0;
        boolean moveOnly = false, captureOnly = false, first = false, lame = false, ep = false, jumpFirst = false;
        Ast.Name from = null, to = null;
        Ast.DiceWhen when = null;
        Pos royal = null;
        for (MoveOptionContext o : m.moveOption()) {
            if (o.diceWhen() != null) {
                when = diceWhen(o.diceWhen());
            } else if (o.r != null) {
                range = integer(o.r);
            } else if (o.moveCondition() != null) {
                MoveConditionContext mc = o.moveCondition();
                if (mc.fromZone != null) from = name(mc.fromZone);
                if (mc.toZone != null) to = name(mc.toZone);
                if (mc.royalOnly != null) royal = pos(mc);
            } else {
                switch (o.getText()) {
                    case "move-only" -> moveOnly = true;
                    case "capture-only" -> captureOnly = true;
                    case "first-move" -> first = true;
                    case "lame" -> lame = true;
                    case "en-passant" -> ep = true;
                    case "jump-first" -> jumpFirst = true;
                    default -> dirs.add(o.getText());
                }
            }
        }
        VectorContext v = m.vector();
        int x = v.x != null ? signed(v.x) : 0;
        int y = v.y != null ? signed(v.y) : 0;
        return new Ast.Move(p, m.moveKind().getText(), x, y, dirs, range, moveOnly, captureOnly, first, lame, ep,
                from, to, jumpFirst, when, royal);
    }

    private Ast.DiceWhen diceWhen(DiceWhenContext c) {
        if (c == null || c.face == null) return null;
        return new Ast.DiceWhen(pos(c), integer(c.face), c.again != null);
    }

    private Ast.DiceDecl dice(DiceDeclContext c) {
        Integer count = null, sides = null;
        Pos countPos = null;
        List<Ast.Face> faces = new ArrayList<>(), doubles = new ArrayList<>();
        List<String> rerolls = new ArrayList<>();
        boolean pass = false, confirm = false, unless = false;
        String noMove = null;
        Boolean both = null;
        for (DiceItemContext i : c.diceItem()) {
            if (i instanceof DiceCountItemContext dc && dc.n != null && dc.s != null) {
                count = integer(dc.n);
                sides = integer(dc.s);
                countPos = pos(dc);
            } else if (i instanceof FaceItemContext f && f.f != null && f.faceTarget() != null) {
                faces.add(face(pos(f), integer(f.f), f.faceTarget()));
            } else if (i instanceof DoubleFaceItemContext f && f.f != null && f.faceTarget() != null) {
                doubles.add(face(pos(f), integer(f.f), f.faceTarget()));
            } else if (i instanceof RerollItemContext r) {
                for (RerollContext rr : r.reroll()) {
                    String t = rr.getStart().getText();
                    rerolls.add(t.equals("both") && rr.ifDouble != null ? "both-if-double" : t);
                }
            } else if (i instanceof PassItemContext) {
                pass = true;
            } else if (i instanceof NoMoveItemContext n) {
                noMove = n.forfeit != null ? "forfeit" : "pass";
            } else if (i instanceof ConfirmItemContext cf) {
                confirm = true;
                unless = cf.unless != null;
            } else if (i instanceof CastlingDiceItemContext cd) {
                both = cd.both != null;
            }
        }
        return new Ast.DiceDecl(pos(c), count, sides, countPos, faces, doubles, rerolls, pass, noMove, confirm, unless, both);
    }

    private Ast.Face face(Pos p, int f, FaceTargetContext t) {
        List<Ast.Name> kinds = new ArrayList<>();
        for (NameContext n : t.kinds) kinds.add(name(n));
        return new Ast.Face(p, f, t.any != null, kinds, t.moveOnly != null);
    }

    private Ast.ScoringDecl scoring(ScoringDeclContext c) {
        Double win = null, draw = null;
        Boolean keeps = null;
        Integer match = null;
        List<Ast.CaptureScore> caps = new ArrayList<>();
        for (ScoringItemContext i : c.scoringItem()) {
            if (i instanceof WinScoreContext w && w.number() != null) win = decimal(w.number(), MAX_SCORE, "score");
            else if (i instanceof DrawScoreContext d && d.number() != null) draw = decimal(d.number(), MAX_SCORE, "score");
            else if (i instanceof CaptureScoreContext cs && cs.piece != null && cs.number() != null) {
                caps.add(new Ast.CaptureScore(pos(cs), name(cs.piece), decimal(cs.number(), MAX_SCORE, "score")));
            } else if (i instanceof LoserScoreContext l) keeps = l.keeps != null;
            else if (i instanceof MatchScoreContext m && m.n != null) match = integer(m.n);
        }
        return new Ast.ScoringDecl(pos(c), win, draw, caps, keeps, match);
    }

    private Ast.NotationDecl notation(NotationDeclContext c) {
        boolean coords = false, pawns = false, parens = false;
        for (NotationItemContext i : c.notationItem()) {
            if (i instanceof CoordinatesNotationContext) coords = true;
            else if (i instanceof PawnSquaresNotationContext) pawns = true;
            else if (i instanceof PromoParensNotationContext) parens = true;
        }
        return new Ast.NotationDecl(pos(c), coords, pawns, parens);
    }

    private Ast.CastlingDecl castling(CastlingDeclContext c) {
        List<Ast.CastlePair> pairs = new ArrayList<>();
        List<Ast.CastleRule> rules = new ArrayList<>();
        List<Ast.CastleAnywhere> anywhere = new ArrayList<>();
        for (CastlingItemContext i : c.castlingItem()) {
            if (i instanceof CastleAnywhereContext ca) anywhere.add(new Ast.CastleAnywhere(pos(ca), name(ca.kt), name(ca.partner), name(ca.pt)));
            if (i instanceof CastlePairContext cp) {
                pairs.add(new Ast.CastlePair(pos(cp), name(cp.kf), name(cp.kt), name(cp.rf), name(cp.rt),
                        cp.player != null ? name(cp.player) : null, cp.partner != null ? name(cp.partner) : null));
            } else if (i instanceof CastleRuleContext cr) {
                List<Integer> steps = new ArrayList<>();
                for (Token t : cr.steps) steps.add(integer(t));
                rules.add(new Ast.CastleRule(pos(cr), steps, name(cr.partner)));
            }
        }
        return new Ast.CastlingDecl(pos(c), pairs, rules, anywhere);
    }

    private Ast.SetupDecl setup(SetupDeclContext c) {
        if (c.fen != null) {
            return new Ast.SetupDecl(pos(c), unquote(c.fen.getText()), pos(c.fen), List.of(), List.of(), false,
                    c.shuffleClause() == null ? null : shuffle(c.shuffleClause()));
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
                hands.add(new Ast.HandItem(pos(h), name(h.owner), name(h.piece), integer(h.count)));
            } else if (i instanceof MirrorItemContext) {
                mirror = true;
            }
        }
        return new Ast.SetupDecl(pos(c), null, null, places, hands, mirror, null);
    }

    private Ast.Shuffle shuffle(ShuffleClauseContext c) {
        List<List<Ast.Name>> opposite = new ArrayList<>();
        List<Ast.Name[]> between = new ArrayList<>();
        for (ShuffleItemContext i : c.shuffleItem()) {
            if (i instanceof OppositeColoursItemContext o) opposite.add(o.kinds.stream().map(this::name).toList());
            else if (i instanceof BetweenItemContext b) between.add(new Ast.Name[]{name(b.inner), name(b.outer)});
        }
        return new Ast.Shuffle(pos(c), name(c.zone), opposite, between);
    }

    private Ast.RulesDecl rules(RulesDeclContext c) {
        List<Ast.Rule> rules = new ArrayList<>();
        for (RuleItemContext i : c.ruleItem()) rules.add(rule(i));
        return new Ast.RulesDecl(pos(c), rules, c.only != null);
    }

    /** Where a drop may land besides its zone: the alternative of {@code dropPlace}, ANY when none is written. */
    private static Ast.DropPlace dropPlace(DropPlaceContext c) {
        if (c == null) return Ast.DropPlace.ANY;
        if (c instanceof EnclosingPlaceContext) return Ast.DropPlace.ENCLOSING;
        if (c instanceof NextToOwnPlaceContext) return Ast.DropPlace.NEXT_TO_OWN;
        if (c instanceof ApartPlaceContext) return Ast.DropPlace.APART;
        if (c instanceof FallingPlaceContext) return Ast.DropPlace.FALLING;
        if (c instanceof SidePlaceContext) return Ast.DropPlace.FROM_A_SIDE;
        throw new IllegalStateException("a drop place without its value: " + c.getClass().getSimpleName());
    }

    /** One rule: the record of its alternative. */
    private Ast.Rule rule(RuleItemContext i) {
        Pos p = pos(i);
        if (i instanceof CheckRuleContext) return new Ast.CheckRule(p);
        if (i instanceof CaptureRoyalRuleContext) return new Ast.CaptureRoyalRule(p);
        if (i instanceof StalemateRuleContext s) return new Ast.StalemateRule(p, outcome(s.outcome));
        if (i instanceof FiftyRuleContext f) return new Ast.FiftyMoveRule(p, f.plies == null ? null : integer(f.plies));
        if (i instanceof RepetitionRuleContext r) return new Ast.RepetitionRule(p, r.times == null ? null : integer(r.times), outcome(r.outcome),
                r.player == null ? null : name(r.player));
        if (i instanceof PerpetualCheckRuleContext) return new Ast.PerpetualCheckRule(p);
        if (i instanceof PlyLimitRuleContext l) return new Ast.PlyLimitRule(p, l.plies == null ? null : integer(l.plies));
        if (i instanceof CapturesToHandRuleContext h) return new Ast.CapturesToHandRule(p, h.keep != null);
        if (i instanceof MustDropRuleContext m) return new Ast.MustDropRule(p, m.kinds.stream().map(this::name).toList());
        if (i instanceof GateRuleContext g) return new Ast.GateRule(p, name(g.zone));
        if (i instanceof NCheckRuleContext n) {
            return new Ast.NCheckRule(p, n.checks == null ? null : integer(n.checks), n.checkers.stream().map(this::name).toList());
        }
        if (i instanceof ReachRuleContext r) {
            return new Ast.ReachRule(p, name(r.zone), r.count == null ? 1 : integer(r.count), r.kinds.stream().map(this::name).toList(),
                    r.safe != null, r.both != null, r.full != null, r.kept != null, r.onlyKept != null);
        }
        if (i instanceof ExtinctionRuleContext e) {
            Integer below = e.below == null ? Integer.valueOf(1) : Integer.valueOf(integer(e.below));
            return new Ast.ExtinctionRule(p, e.all != null, e.kinds.stream().map(this::name).toList(), below, outcome(e.outcome), e.mutual != null);
        }
        if (i instanceof MustCaptureRuleContext) return new Ast.MustCaptureRule(p);
        if (i instanceof RoyalStaysRuleContext) return new Ast.RoyalStaysRule(p);
        if (i instanceof ChecksForbiddenRuleContext) return new Ast.ChecksForbiddenRule(p);
        if (i instanceof DropChecksForbiddenRuleContext) return new Ast.DropChecksForbiddenRule(p);
        if (i instanceof NoCheckRuleContext) return new Ast.NoCheckRule(p);
        if (i instanceof DupleCheckRuleContext) return new Ast.DupleCheckRule(p);
        if (i instanceof AnyRoyalCheckRuleContext) return new Ast.AnyRoyalCheckRule(p);
        if (i instanceof RoyalWhileRuleContext r) return new Ast.RoyalWhileRule(p, r.kinds.stream().map(this::name).toList(), integer(r.atMost));
        if (i instanceof BlastImmuneRuleContext b) return new Ast.BlastImmuneRule(p, b.immune.stream().map(this::name).toList());
        if (i instanceof CheckmateRuleContext m) return new Ast.CheckmateRule(p, outcome(m.outcome));
        if (i instanceof CheckmateByRuleContext m) return new Ast.CheckmateByRule(p, m.kinds.stream().map(this::name).toList(), outcome(m.outcome));
        if (i instanceof CheckmateNeedsRuleContext m) return new Ast.CheckmateNeedsRule(p, m.kinds.stream().map(this::name).toList(), outcome(m.outcome));
        if (i instanceof ExplodeRuleContext x) return new Ast.ExplodeRule(p, x.spared.stream().map(this::name).toList());
        if (i instanceof PassRuleContext pr) return new Ast.PassRule(p, pr.stuck != null);
        if (i instanceof BikjangRuleContext b) return new Ast.BikjangRule(p, outcome(b.outcome));
        if (i instanceof DrawOddsRuleContext d) return new Ast.DrawOddsRule(p, name(d.player));
        if (i instanceof FlipRuleContext f) return new Ast.FlipRule(p, f.enclosed != null ? Ast.Flip.ENCLOSED_LINES
                : f.lone != null ? Ast.Flip.NEIGHBOURS_UNLESS_LONE_DROP : Ast.Flip.NEIGHBOURS);
        if (i instanceof FullBoardRuleContext) return new Ast.FullBoardRule(p);
        if (i instanceof MostPiecesRuleContext c) return new Ast.MostPiecesRule(p, c.count.getText().equals("fewest"));
        if (i instanceof WallRuleContext w) {
            Ast.Walling k = w.place == null ? null : switch (w.place.getText()) {
                case "duck" -> Ast.Walling.DUCK;
                case "arrow" -> Ast.Walling.ARROW;
                default -> Ast.Walling.ANYWHERE;
            };
            return new Ast.WallRule(p, k, w.zone == null ? null : name(w.zone));
        }
        if (i instanceof TrailRuleContext) return new Ast.WallRule(p, Ast.Walling.PAST, null);
        if (i instanceof CastlingWinsRuleContext c) return new Ast.CastlingWinsRule(p, c.squares.stream().map(this::name).toList());
        if (i instanceof OppositeCastlingRuleContext) return new Ast.OppositeCastlingRule(p);
        if (i instanceof PetrifyRuleContext pr) return new Ast.PetrifyRule(p, pr.kinds.stream().map(this::name).toList());
        if (i instanceof EdgeWallRuleContext e) return new Ast.WallRule(p, Ast.Walling.EDGE, e.zone == null ? null : name(e.zone));
        return sentence(i);
    }

    /**
     * Any other alternative is an end rule read as a sentence ({@link Ast.Sentence}): its label
     * and the values of its labels, read from the fields ANTLR generates for them (a number
     * checked for range as everywhere else). The element field ANTLR adds beside a list label
     * ({@code name} beside {@code kinds+=name}) repeats the list's last name and is left out.
     */
    private Ast.Sentence sentence(RuleItemContext i) {
        String label = i.getClass().getSimpleName().replaceFirst("Context$", "");
        java.util.Map<String, Ast.Part> parts = new java.util.LinkedHashMap<>();
        java.lang.reflect.Field[] fields = i.getClass().getDeclaredFields();
        boolean lists = java.util.Arrays.stream(fields).anyMatch(f -> List.class.isAssignableFrom(f.getType()));
        for (java.lang.reflect.Field f : fields) {
            if (!java.lang.reflect.Modifier.isPublic(f.getModifiers()) || java.lang.reflect.Modifier.isStatic(f.getModifiers())) continue;
            Object v;
            try {
                v = f.get(i);
            } catch (IllegalAccessException e) {
                throw new IllegalStateException("label '" + f.getName() + "' of " + label + " cannot be read", e);
            }
            if (v instanceof Token t && t.getTokenIndex() >= 0) {
                parts.put(f.getName(), t.getType() == VariantLexer.INT ? new Ast.Number(pos(t), integer(t)) : new Ast.Word(pos(t), t.getText()));
            } else if (v instanceof NameContext n && !(lists && f.getName().equals("name"))) {
                parts.put(f.getName(), new Ast.Names(List.of(name(n))));
            } else if (v instanceof List<?> l && !l.isEmpty()) {
                parts.put(f.getName(), new Ast.Names(l.stream().map(x -> name((NameContext) x)).toList()));
            }
        }
        return new Ast.Sentence(pos(i), Character.toLowerCase(label.charAt(0)) + label.substring(1), i.getStart().getText(),
                java.util.Collections.unmodifiableMap(parts));
    }

    /** An outcome word ({@code draw}, {@code win}, {@code loss}), or null where the parser reported it missing. */
    private static Ast.Outcome outcome(Token t) {
        return t == null ? null : Ast.Outcome.valueOf(t.getText().toUpperCase(java.util.Locale.ROOT));
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
                diceWhen(c.diceWhen()), code, codePos, path, c.path != null ? pos(c.path) : null,
                c.noCheck != null ? pos(c.noCheck) : null);
    }
}
