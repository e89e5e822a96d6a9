package io.ashtapada.model;

import io.ashtapada.model.ends.EndCondition;
import io.ashtapada.model.ends.EndConditions;
import io.ashtapada.model.ends.EndContext;
import io.ashtapada.syntax.Ast;
import io.ashtapada.syntax.Diagnostic;
import io.ashtapada.syntax.ErrorCode;
import io.ashtapada.syntax.Pos;
import io.ashtapada.syntax.SyntaxReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.*;

/** Pass 6, end rules: check, stalemate, counts, captures to hand, gating, and the ways to win and lose ({@link Goals}). */
final class RulesPass {
    private final Compilation cx;

    RulesPass(Compilation cx) {
        this.cx = cx;
    }


    // ------------------------------------------------------------------ rules

    /** How messages name a way to win or lose given twice, or null for a rule that is not one. */
    static String goalKey(Ast.Rule r) {
        if (r instanceof Ast.MustCaptureRule) return "must capture";
        if (r instanceof Ast.RoyalStaysRule) return "royal may not flee check";
        if (r instanceof Ast.ExplodeRule) return "captures explode";
        if (r instanceof Ast.PetrifyRule) return "captures petrify";
        if (r instanceof Ast.NCheckRule || r instanceof Ast.ReachRule || r instanceof Ast.ExtinctionRule
                || r instanceof Ast.Sentence || r instanceof Ast.ChecksForbiddenRule || r instanceof Ast.DropChecksForbiddenRule || r instanceof Ast.DupleCheckRule
                || r instanceof Ast.AnyRoyalCheckRule || r instanceof Ast.RoyalWhileRule || r instanceof Ast.BlastImmuneRule || r instanceof Ast.FlipRule
                || r instanceof Ast.FullBoardRule || r instanceof Ast.MostPiecesRule || r instanceof Ast.CastlingWinsRule || r instanceof Ast.OppositeCastlingRule || r instanceof Ast.CheckmateByRule || r instanceof Ast.CheckmateNeedsRule) {
            return r.keyword();
        }
        return null;
    }

    EndRules buildRules(List<PieceKindDraft> drafts, SetupDraft setup) {
        boolean check = true;
        EndRules.Stalemate stalemate = EndRules.Stalemate.DRAW;
        Verdict checkmate = Verdict.LOSS;
        Verdict bikjang = null;
        int drawOdds = -1;
        Verdict repetitionVerdict = Verdict.DRAW;
        int repetitionPlayer = -1;
        boolean perpetual = false;
        Ast.Rule checkmateRule = null;
        int fifty = 100, repetition = 3, plyLimit = 0, captures = EndRules.REMOVED;
        boolean mustDrop = false;
        long mustDropKinds = -1L;
        Pos checkPos = cx.root.pos();
        Map<Class<?>, Ast.Rule> given = new HashMap<>();
        for (Ast.Rule r : cx.ruleItems) {
            Ast.Rule earlier = given.put(r.getClass(), r);
            if (earlier != null && cx.setting(r) != null
                    && !java.util.Objects.equals(cx.setting(earlier), cx.setting(r)) && earlier.pos().file().equals(r.pos().file())) {
                cx.error(ErrorCode.CONTRADICTS_AT_LINE, r.pos(), "'" + r.keyword() + " " + cx.setting(r) + "' contradicts '" + r.keyword() + " " + cx.setting(earlier)
                        + "' at line " + earlier.pos().line());
            }
            if (r instanceof Ast.CheckRule) {
                check = true;
                checkPos = r.pos();
            } else if (r instanceof Ast.CaptureRoyalRule || r instanceof Ast.NoCheckRule) {
                check = false;
            } else if (r instanceof Ast.StalemateRule st) {
                stalemate = st.outcome() == null ? EndRules.Stalemate.DRAW : EndRules.Stalemate.valueOf(st.outcome().name());
            } else if (r instanceof Ast.CheckmateRule cm) {
                checkmate = cm.outcome() == null ? Verdict.LOSS : Verdict.valueOf(cm.outcome().name());
                checkmateRule = r;
            } else if (r instanceof Ast.FiftyMoveRule f) {
                fifty = cx.ruleNumber(r, f.plies());
            } else if (r instanceof Ast.RepetitionRule t) {
                repetition = cx.ruleNumber(r, t.times());
                repetitionVerdict = t.outcome() == null ? Verdict.DRAW : Verdict.valueOf(t.outcome().name());
                repetitionPlayer = t.player() == null ? -1 : cx.player(t.player());
            } else if (r instanceof Ast.PerpetualCheckRule) {
                perpetual = true;     // without check rules (a child that drops them: antiminishogi) it never acts
                if (cx.players.size() != 2) cx.error(ErrorCode.NEEDS_TWO_PLAYERS, r.pos(), "'perpetual check loses' needs two players");
            } else if (r instanceof Ast.PlyLimitRule l) {
                plyLimit = cx.ruleNumber(r, l.plies());
            } else if (r instanceof Ast.MustDropRule md) {
                mustDrop = true;
                if (!md.kinds().isEmpty()) {
                    mustDropKinds = 0;
                    for (Ast.Name n : md.kinds()) {
                        int k = cx.pieceRef(n, drafts);
                        if (k < 0) continue;
                        mustDropKinds |= 1L << k;
                        if (drafts.get(k).drop == null) cx.error(ErrorCode.MUST_DROP_WITHOUT_DROPS, n.pos(), "'must drop " + n.text() + " from hand', but " + n.text() + " has no 'drop to' rule");
                    }
                }
                if (drafts.stream().noneMatch(k -> k.drop != null)) cx.error(ErrorCode.MUST_DROP_WITHOUT_DROPS, r.pos(), "'must drop', but no piece has a 'drop to' rule");
            } else if (r instanceof Ast.CapturesToHandRule h) {
                captures = h.asPromoted() ? EndRules.TO_HAND_AS_PROMOTED : EndRules.TO_HAND;
                if (drafts.stream().noneMatch(k -> k.drop != null)) {
                    cx.error(ErrorCode.CAPTURES_GO_TO_THE_HAND, r.pos(), "captures go to the hand, but no piece has a 'drop to' rule to leave it");
                }
            } else if (r instanceof Ast.PassRule pr) {
                cx.passRule = true;
                cx.passWhenStuck = pr.whenStuck();
            } else if (r instanceof Ast.DrawOddsRule d) {
                drawOdds = cx.player(d.player());
                if (cx.players.size() != 2) cx.error(ErrorCode.NEEDS_TWO_PLAYERS, r.pos(), "'draw odds' needs two players");
            } else if (r instanceof Ast.BikjangRule b) {
                cx.bikjangRule = true;
                bikjang = b.outcome() == null ? null : Verdict.valueOf(b.outcome().name());
                if (drafts.stream().noneMatch(k -> k.royal)) cx.error(ErrorCode.NEEDS_ROYAL_PIECES_TO_FACE_EACH, r.pos(), "'bikjang' needs royal pieces to face each other");
            } else if (r instanceof Ast.WallRule w && w.zone() != null) {
                cx.zone(w.zone().text(), w.zone().pos());
            } else if (r instanceof Ast.GateRule g) {
                if (cx.gateZoneName != null) cx.error(ErrorCode.A_SECOND_RULE, r.pos(), "a second 'gate from hand' rule; a variant gates from one zone");
                cx.gatePos = r.pos();
                cx.gateZoneName = g.zone().text();
                cx.zone(g.zone().text(), r.pos());
                for (PieceKindDraft k : drafts) k.stateful = true;
            }
            // The ways to win and lose (N-check, reach, extinction, bare king, must capture,
            // checks forbidden, duple check, explosions): buildGoals.
        }
        wallChecks(drafts);
        cx.goals = buildGoals(drafts, check);
        if (checkmateRule != null && !check) {
            cx.error(ErrorCode.NEEDS_CHECK_RULES, checkmateRule.pos(), "'checkmate " + checkmate.name().toLowerCase(java.util.Locale.ROOT) + "' needs check rules");
        } else if (checkmate != Verdict.LOSS && cx.players.size() != 2) {
            // With more players a checkmated player leaves the game; a mate that wins or draws is for two.
            cx.error(ErrorCode.NEEDS_TWO_PLAYERS, checkmateRule.pos(), "'checkmate " + checkmate.name().toLowerCase(java.util.Locale.ROOT) + "' needs two players");
        }
        if (cx.gatePos != null && captures == EndRules.REMOVED) {
            boolean anyInHand = false;
            for (int[] h : setup.hand()) for (int c : h) anyInHand |= c > 0;
            if (!anyInHand) cx.error(ErrorCode.GATE_WITHOUT_HAND, cx.gatePos, "'gate from hand', but no piece starts in hand and captures do not go to the hand");
        }
        if (check) {
            Goals.RoyalWhile few = cx.goals.royalWhile();
            boolean anyRoyal = few != null || drafts.stream().anyMatch(k -> k.royal);
            if (!anyRoyal) {
                cx.error(ErrorCode.CHECK_RULES_ARE_ON_BUT_NO, checkPos, "check rules are on but no piece is royal");
            } else {
                for (Player p : cx.players) {
                    int n = 0;
                    for (int c : setup.board()) if (c != 0 && Codes.owner(c) == p.index() && drafts.get(Codes.kind(c)).royal) n++;
                    for (int k = 0; k < drafts.size(); k++) if (drafts.get(k).royal) n += setup.hand()[p.index()][k];
                    // Pieces royal while few stand in for a royal piece (maharajah's amazon, two kings).
                    int fewOnBoard = 0;
                    if (few != null) for (int c : setup.board()) if (c != 0 && Codes.owner(c) == p.index() && (few.kinds() >>> Codes.kind(c) & 1) != 0) fewOnBoard++;
                    boolean allowed = n == 1 || n == 0 && cx.goals.extinctAll() && !cx.goals.extinctionWins()
                            || n > 1 && (cx.goals.dupleCheck() || cx.goals.anyRoyalCheck()) || few != null && n <= 1 && (n == 1 || fewOnBoard > 0);
                    if (!allowed && cx.setupDecl != null && !cx.setupBroken) {
                        cx.error(ErrorCode.UNDER_CHECK_RULES_NEEDS_EXACTLY_ONE, cx.setupDecl.pos(), "under check rules " + p.id() + " needs exactly one royal piece in the setup, found " + n
                                + (n > 1 ? " (several need 'any royal attacked is check' or 'duple check')" : ""));
                    }
                }
            }
        }
        for (PieceKindDraft k : drafts) {
            if (k.notOver != null) {
                for (Ast.Name n : k.notOver.kinds()) cx.pieceRef(n, drafts);
                boolean hops = k.specs.stream().anyMatch(s -> s.kind() == MoveSpec.Kind.HOP || s.kind() == MoveSpec.Kind.GRASSHOP);
                if (!hops) cx.error(ErrorCode.IS_FOR_A_PIECE_THAT_HOPS, k.notOver.pos(), "'not over' is for a piece that hops, and '" + k.name + "' does not");
            }
            if (k.firstRight != null) {
                if (k.firstRight.lostBy() != null) cx.pieceRef(k.firstRight.lostBy(), drafts);
                if (k.specs.stream().noneMatch(MoveSpec::initialOnly)) {
                    cx.error(ErrorCode.FIRST_MOVE_RIGHTS_ARE_FOR_A, k.firstRight.pos(), "first-move rights are for a piece with a first-move move ('first-move not in check', 'first-move lost when'), and '"
                            + k.name + "' has none");
                }
            }
            if (k.notTaking != null) {
                for (Ast.Name n : k.notTaking.kinds()) {
                    int t = cx.pieceRef(n, drafts);
                    // Attacks on royal pieces are looked up by the attacker's moves alone.
                    if (t >= 0 && drafts.get(t).royal) cx.error(ErrorCode.CANNOT_NAME_ROYAL_PIECE, n.pos(), "'not taking' cannot name royal piece '" + n + "'");
                }
            }
            if (k.threatPos != null && drafts.stream().noneMatch(d -> d.royal)) {
                cx.error(ErrorCode.A_MOVE_TAKES_ONLY_ROYAL_PIECES, k.threatPos, "a 'royal-only' move takes only royal pieces, but no piece is royal");
            }
            if (k.promote != null) {
                cx.zone(k.promote.zone().text(), k.promote.zone().pos());
                for (Ast.Name c : k.promote.choices()) {
                    int t = cx.pieceRef(c, drafts);
                    boolean limited = k.promote.limitKind() != null && k.promote.limitKind().text().equals(c.text());
                    if (t >= 0 && drafts.get(t).royal && !limited && !cx.goals.anyRoyalCheck()) cx.error(ErrorCode.PROMOTION_TO_ROYAL_PIECE, c.pos(), "promotion to royal piece '" + c + "'");
                }
                if (k.promote.limitKind() != null) {
                    int t = cx.pieceRef(k.promote.limitKind(), drafts);
                    if (t >= 0 && k.promote.choices().stream().noneMatch(c -> c.text().equals(k.promote.limitKind().text()))) {
                        cx.error(ErrorCode.NOT_ONE_OF_THE_PROMOTION_S, k.promote.limitKind().pos(), "'limit " + k.promote.limitKind() + "': not one of the promotion's kinds");
                    }
                    if (k.promote.limitCount() < 1) cx.error(ErrorCode.NEEDS_A_COUNT_OF_AT_LEAST, k.promote.limitKind().pos(), "'limit' needs a count of at least 1");
                }
                if (k.promote.compulsoryZone() != null) cx.zone(k.promote.compulsoryZone().text(), k.promote.compulsoryZone().pos());
                if (k.promote.barred() != null && k.promote.optional() && k.promote.compulsoryZone() == null) {
                    cx.error(ErrorCode.BARS_MOVES_WHERE_PROMOTION_IS_COMPULSORY, k.promote.barred(), "'else barred' bars moves where promotion is compulsory, but this promotion is optional everywhere");
                }
                if (k.promote.royalAs() != null) {
                    int t = cx.pieceRef(k.promote.royalAs(), drafts);
                    if (t >= 0 && drafts.get(t).royal) cx.error(ErrorCode.PROMOTION_TO_ROYAL_PIECE, k.promote.royalAs().pos(), "promotion to royal piece '" + k.promote.royalAs() + "'");
                }
                for (Ast.Name c : k.promote.fileTypes()) {
                    int t = cx.pieceRef(c, drafts);
                    if (t >= 0 && drafts.get(t).royal) cx.error(ErrorCode.PROMOTION_TO_ROYAL_PIECE, c.pos(), "promotion to royal piece '" + c + "'");
                }
                int width = k.facing == Facing.RIGHT || k.facing == Facing.LEFT ? cx.board.ranks : cx.board.files;
                if (!k.promote.fileTypes().isEmpty() && k.promote.fileTypes().size() != width) {
                    cx.error(ErrorCode.FILE_TYPE_LISTS_KINDS_FOR_FILES, k.promote.fileTypes().get(0).pos(), "file-type lists " + k.promote.fileTypes().size()
                            + " kinds for " + width + " files");
                }
                if (k.promote.minMoves() > 0 || k.promote.movesIfUnused() > 0) k.stateful = true;
                inPlaceChecks(k.promote, check);
            }
            if (k.drop != null) cx.zone(k.drop.zone().text(), k.drop.zone().pos());
            if (k.drop != null && k.drop.fill() != null) cx.zone(k.drop.fill().text(), k.drop.fill().pos());
            if (k.drop != null && k.drop.endless() && captures != EndRules.REMOVED) {
                cx.error(ErrorCode.WITH_A_HAND_THAT_NEVER_RUNS, k.drop.pos(), "'endless hand' with 'captures to hand': a hand that never runs out cannot grow");
            }
            if (k.drop != null && k.drop.perFile() < 0) {
                cx.error(ErrorCode.NEEDS_A_COUNT_OF_AT_LEAST, k.drop.pos(), "'per file' needs a count of at least 1, not 0 (without drops, leave out the 'drop' line)");
            }
            if (k.drop != null && k.drop.eitherSide() && k.turn == null) {
                cx.error(ErrorCode.NEEDS_A_PIECE_THAT_TURNS_OVER, k.drop.pos(), "'either side up' needs a piece that turns over: '" + k.name + "' does not");
            }
            if (k.drop != null && k.drop.noMate() && !check) {
                cx.error(ErrorCode.FORBIDS_DROPS_THAT_CHECKMATE, k.drop.pos(), "'no mate' forbids drops that checkmate, but there are no check rules");
            }
            for (MoveSpec s : k.specs) if (s.initialOnly()) k.stateful = true;
        }
        new LintPass(cx).warnUnheldDrops(drafts, setup, captures);
        return new EndRules(check, stalemate, fifty, repetition, plyLimit, captures, mustDrop, mustDropKinds, checkmate, bikjang, drawOdds,
                repetitionVerdict, repetitionPlayer, perpetual);
    }

    /**
     * What walls cannot go with: a move carries its wall square where gating, hook paths, turned
     * drops and dice forfeits keep their own data, and only two players fit the owner the walls are given
     * ({@link Walls}).
     */
    void wallChecks(List<PieceKindDraft> drafts) {
        Ast.WallRule w = cx.wallRule;
        if (w == null || w.walling() == null) return;
        String with = cx.gateZoneName != null ? "'gate from hand'"
                : drafts.stream().anyMatch(k -> k.drop != null && k.drop.eitherSide()) ? "drops 'either side up'"
                : cx.players.size() != 2 ? cx.players.size() + " players (walls are for two)"
                : cx.diceDecl != null ? "dice"
                : cx.hookDecls.values().stream().anyMatch(h -> h.event() != null && h.event().text().equals("moves")) ? "a 'moves' hook"
                : null;
        if (with != null) cx.error(ErrorCode.WALLS_CANNOT_GO_WITH, w.pos(), "walls cannot go with " + with);
        if (cx.board != null && cx.board.size > Walls.MAX_SQUARES) {
            cx.error(ErrorCode.WALLS_NEED_A_SMALLER_BOARD, w.pos(), "walls need a board of at most " + Walls.MAX_SQUARES
                    + " squares, not " + cx.board.size);
        }
    }

    /** The options of a promotion made in place, and those that only such a promotion takes. */
    void inPlaceChecks(Ast.Promote p, boolean check) {
        if (p.inPlace() != null) {
            if (p.fileType()) cx.error(ErrorCode.AN_PROMOTION_NEEDS_ITS_KINDS_LISTED, p.inPlace(), "an 'in place' promotion needs its kinds listed, not 'file-type'");
            if (p.fromInside()) {
                cx.error(ErrorCode.IS_FOR_PROMOTION_ON_LANDING, p.inPlace(), "'also from inside' is for promotion on landing; an 'in place' promotion starts in the zone anyway");
            }
            if (p.optional() || p.barred() != null) {
                cx.error(ErrorCode.AN_PROMOTION_IS_A_MOVE_THE, p.inPlace(), "an 'in place' promotion is a move the player may choose: 'optional', 'compulsory' and "
                        + "'else barred' are for promotion on landing");
            }
        } else if (p.lastAnywhere() != null) {
            cx.error(ErrorCode.IS_FOR_AN_PROMOTION, p.lastAnywhere(), "'anywhere if last' is for an 'in place' promotion");
        }
        if (p.limitPos() != null && p.limit() < 1) {
            cx.error(ErrorCode.LEAVES_NOTHING_TO_PROMOTE_TO, p.limitPos(), "'at most " + p.limit() + " on board' leaves nothing to promote to");
        }
        if (p.noCheck() != null && !check) {
            cx.error(ErrorCode.FORBIDS_PROMOTIONS_THAT_GIVE_CHECK, p.noCheck(), "'no check' forbids promotions that give check, but there are no check rules");
        }
    }

    /**
     * Compiles the rules that end a game early, forbid moves or make captures explode. Each may
     * appear once; every name must resolve; rules that need check (duple check, explosions,
     * forbidden checks) are refused without it.
     */
    Goals buildGoals(List<PieceKindDraft> drafts, boolean check) {
        int checksToWin = 0;
        SquareSet[] flag = null;
        long flagKinds = 0, extinct = 0, spared = 0, immune = 0, checkKinds = 0;
        int below = 1;
        boolean unlessMutual = false;
        Ast.Rule immuneRule = null;
        Ast.RoyalWhileRule royalWhileRule = null;
        long royalWhile = 0;
        String flagName = null;
        Goals.Hold flagHold = Goals.Hold.ARRIVAL;
        int flagCount = 1;
        boolean flagFull = false;
        List<EndCondition> conditions = new ArrayList<>();
        EndContext ends = endContext(drafts, check);
        long mateAlone = 0, shak = 0;
        Verdict mateAloneVerdict = Verdict.LOSS, noShakVerdict = Verdict.LOSS;
        boolean both = false, all = false, wins = false, mustCapture = false, royalStays = false, forbidden = false, dropChecks = false,
                duple = false, anyRoyal = false, explode = false, fullBoard = false, mostPieces = false, fewest = false, opposite = false;
        long petrify = 0;
        SquareSet castleWins = null;
        Set<Object> seen = new HashSet<>();
        for (Ast.Rule r : cx.ruleItems) {
            String key = goalKey(r);
            if (key == null) continue;
            if (!seen.add(r instanceof Ast.Sentence s ? s.form() : r.getClass())) cx.error(ErrorCode.A_SECOND_RULE, r.pos(), "a second '" + key + "' rule");
            if (r instanceof Ast.NCheckRule w) {
                checksToWin = w.checks() == null ? 0 : w.checks();
                for (Ast.Name n : w.checkers()) {
                    int k = cx.pieceRef(n, drafts);
                    if (k >= 0) checkKinds |= 1L << k;
                }
                if (checksToWin < 1) cx.error(ErrorCode.NEEDS_N_OF_AT_LEAST, r.pos(), "'win by N checks' needs N of at least 1");
                if (!check) cx.error(ErrorCode.NEEDS_CHECK_RULES, r.pos(), "'win by " + checksToWin + " checks' needs check rules");
            } else if (r instanceof Ast.CheckmateByRule m) {
                mateAlone = mateKinds(r, m.kinds(), drafts, check);
                mateAloneVerdict = m.outcome() == null ? Verdict.LOSS : Verdict.valueOf(m.outcome().name());
            } else if (r instanceof Ast.CheckmateNeedsRule m) {
                shak = mateKinds(r, m.kinds(), drafts, check);
                noShakVerdict = m.outcome() == null ? Verdict.LOSS : Verdict.valueOf(m.outcome().name());
            } else if (r instanceof Ast.ReachRule reach) {
                flagName = reach.zone().text();
                flag = cx.zone(flagName, reach.zone().pos());
                for (Ast.Name n : reach.kinds()) {
                    int k = cx.pieceRef(n, drafts);
                    if (k >= 0) flagKinds |= 1L << k;
                }
                both = reach.bothMayReach();
                flagHold = reach.onlyKept() ? Goals.Hold.KEPT : !reach.ifSafe() ? Goals.Hold.ARRIVAL
                        : reach.orKept() ? Goals.Hold.SAFE_OR_KEPT : Goals.Hold.SAFE;
                flagCount = reach.count();
                flagFull = reach.whenFull();
                if (flagCount < 1) {
                    cx.error(ErrorCode.NEEDS_A_COUNT_OF_AT_LEAST, r.pos(), "'reach " + flagName + " with " + flagCount + "' needs a count of at least 1");
                } else if (flag != null) {
                    int most = 0;
                    for (SquareSet z : flag) most = Math.max(most, z == null ? 0 : z.members().length);
                    if (flagCount > most) cx.error(ErrorCode.IS_MORE_THAN_ZONE_HOLDS, r.pos(), "'with " + flagCount
                            + "' is more than zone '" + flagName + "' holds (" + most + " squares)");
                }
                if (both && cx.players.size() != 2) cx.error(ErrorCode.NEEDS_TWO_PLAYERS, r.pos(), "'both may reach' needs two players");
            } else if (r instanceof Ast.ExtinctionRule e) {
                all = e.all();
                wins = e.outcome() == Ast.Outcome.WIN;
                below = e.below();
                unlessMutual = e.unlessMutual();
                if (unlessMutual && cx.players.size() != 2) cx.error(ErrorCode.NEEDS_TWO_PLAYERS, r.pos(), "'unless mutual' needs two players");
                if (below < 1) cx.error(ErrorCode.NEEDS_A_COUNT_OF_AT_LEAST, r.pos(), "'below " + below + "' needs a count of at least 1");
                for (Ast.Name n : e.kinds()) {
                    int k = cx.pieceRef(n, drafts);
                    if (k >= 0) extinct |= 1L << k;
                }
            } else if (r instanceof Ast.Sentence sentence) {
                EndCondition c = EndConditions.compile(sentence, ends);
                if (c != null) conditions.add(c);
            } else if (r instanceof Ast.MustCaptureRule) {
                mustCapture = true;
            } else if (r instanceof Ast.RoyalStaysRule) {
                royalStays = true;
                if (!check) cx.error(ErrorCode.NEEDS_CHECK_RULES, r.pos(), "'royal may not flee check' needs check rules");
                if (cx.players.size() != 2) cx.error(ErrorCode.NEEDS_TWO_PLAYERS, r.pos(), "'royal may not flee check' needs two players");
            } else if (r instanceof Ast.DropChecksForbiddenRule) {
                dropChecks = true;
                if (!check) cx.error(ErrorCode.NEEDS_CHECK_RULES, r.pos(), "'drop checks forbidden' needs check rules");
            } else if (r instanceof Ast.ChecksForbiddenRule) {
                forbidden = true;
                if (!check) cx.error(ErrorCode.NEEDS_CHECK_RULES, r.pos(), "'checks forbidden' needs check rules");
            } else if (r instanceof Ast.DupleCheckRule) {
                duple = true;
                if (!check) cx.error(ErrorCode.NEEDS_CHECK_RULES, r.pos(), "'duple check' needs check rules");
            } else if (r instanceof Ast.AnyRoyalCheckRule) {
                anyRoyal = true;
                if (!check) cx.error(ErrorCode.NEEDS_CHECK_RULES, r.pos(), "'any royal attacked is check' needs check rules");
            } else if (r instanceof Ast.RoyalWhileRule rw) {
                royalWhileRule = rw;
                royalWhile |= notRoyal(rw.kinds(), drafts, ErrorCode.ALREADY_ROYAL,
                        n -> "'royal ... while at most' names '" + n.text() + "', which is royal already");
                if (rw.atMost() < 1) cx.error(ErrorCode.NEEDS_A_COUNT_OF_AT_LEAST, r.pos(), "'royal ... while at most " + rw.atMost() + "' needs a count of at least 1");
                if (!check) cx.error(ErrorCode.NEEDS_CHECK_RULES, r.pos(), "'royal ... while at most' needs check rules");
            } else if (r instanceof Ast.BlastImmuneRule b) {
                immuneRule = r;
                for (Ast.Name n : b.immune()) {
                    int k = cx.pieceRef(n, drafts);
                    if (k >= 0) immune |= 1L << k;
                }
            } else if (r instanceof Ast.FlipRule f) {
                cx.flip = switch (f.flip()) {
                    case ENCLOSED_LINES -> EngineTables.FLIP_LINES;
                    case NEIGHBOURS -> EngineTables.FLIP_NEIGHBOURS;
                    case NEIGHBOURS_UNLESS_LONE_DROP -> EngineTables.FLIP_NEIGHBOURS_UNLESS_LONE;
                };
                if (cx.players.size() != 2) cx.error(ErrorCode.NEEDS_TWO_PLAYERS, r.pos(), "'flip' needs two players");
                if (check) cx.error(ErrorCode.TURNS_PIECES_OVER, r.pos(), "'flip' turns pieces over, royal ones too: it needs 'no check'");
            } else if (r instanceof Ast.FullBoardRule) {
                fullBoard = true;
            } else if (r instanceof Ast.MostPiecesRule c) {
                mostPieces = true;
                fewest = c.fewest();
                if (cx.players.size() != 2) cx.error(ErrorCode.NEEDS_TWO_PLAYERS, r.pos(), "'" + c.keyword() + " pieces wins' needs two players");
            } else if (r instanceof Ast.CastlingWinsRule c) {
                castleWins = castlingGoal(c);
            } else if (r instanceof Ast.PetrifyRule pr) {
                petrify |= notRoyal(pr.kinds(), drafts, ErrorCode.A_ROYAL_PIECE_CANNOT_TURN_TO, n -> "a royal piece cannot turn to stone: '"
                        + n + "' would leave its player without one (give it no captures instead, as 'mK')");
            } else if (r instanceof Ast.OppositeCastlingRule) {
                opposite = true;
                if (cx.castling.stream().allMatch(List::isEmpty)) cx.error(ErrorCode.NEEDS, r.pos(), "'opposite castling' needs 'castle' pairs");
            } else if (r instanceof Ast.ExplodeRule x) {
                explode = true;
                for (Ast.Name n : x.spared()) {
                    int k = cx.pieceRef(n, drafts);
                    if (k >= 0) spared |= 1L << k;
                }
                // With drops (atomic crazyhouse) every piece blown up goes to its owner's opponent: two players.
                if (drafts.stream().anyMatch(k -> k.drop != null) && cx.players.size() != 2) cx.error(ErrorCode.NEEDS_TWO_PLAYERS, r.pos(), "'captures explode' with drops needs two players");
            }
        }
        if (cx.wallKind >= 0) immune |= 1L << cx.wallKind;     // a wall is not a piece: no blast moves it
        if (immuneRule != null && !explode) cx.error(ErrorCode.NEEDS, immuneRule.pos(), "'explosions spare' needs 'captures explode'");
        if (royalWhileRule != null && (duple || anyRoyal || explode)) cx.error(ErrorCode.CONTRADICTS, royalWhileRule.pos(),
                "'royal ... while at most' contradicts '" + (duple ? "duple check" : anyRoyal ? "any royal attacked is check" : "captures explode") + "'");
        if (duple && anyRoyal) cx.error(ErrorCode.CONTRADICTS, cx.ruleItems.stream().filter(r -> r instanceof Ast.AnyRoyalCheckRule).findFirst().get().pos(),
                "'any royal attacked is check' contradicts 'duple check'");
        int[][] around = null;
        if (explode) {
            around = new int[cx.board.size][];
            for (int s = 0; s < cx.board.size; s++) {
                List<Integer> near = new ArrayList<>();
                for (int dx = -1; dx <= 1; dx++) {
                    for (int dy = -1; dy <= 1; dy++) {
                        int t = (dx | dy) == 0 ? -1 : cx.board.at(cx.board.x(s) + dx, cx.board.y(s) + dy);
                        if (t >= 0) near.add(t);
                    }
                }
                around[s] = near.stream().mapToInt(Integer::intValue).toArray();
            }
        }
        return new Goals(checksToWin > 0 ? new Goals.CheckCount(checksToWin, checkKinds) : null,
                flag != null ? new Goals.FlagZone(flag, flagKinds, flagName, both, flagHold, flagCount, flagFull) : null,
                extinct != 0 || all ? new Goals.Extinction(extinct, all, wins, below, unlessMutual) : null,
                conditions.toArray(EndCondition[]::new),
                mustCapture, royalStays, forbidden, duple, anyRoyal,
                explode ? new Goals.Explosion(spared, immune, around) : null, fullBoard, mostPieces, fewest,
                royalWhileRule != null && royalWhile != 0 ? new Goals.RoyalWhile(royalWhile, royalWhileRule.atMost()) : null,
                mateAlone != 0 || shak != 0 ? new Goals.Mate(mateAlone, mateAloneVerdict, shak, noShakVerdict) : null,
                castleWins != null || opposite ? new Goals.Castle(castleWins, opposite) : null,
                petrify != 0 ? new Goals.Petrify(petrify, cx.wallKind) : null, dropChecks);
    }

    /** The squares of {@code castling to SQUARE, ... wins}, each one some castling's king lands on; two players only. */
    private SquareSet castlingGoal(Ast.CastlingWinsRule c) {
        if (cx.players.size() != 2) cx.error(ErrorCode.NEEDS_TWO_PLAYERS, c.pos(), "'castling to ... wins' needs two players");
        List<Integer> squares = new ArrayList<>();
        for (Ast.Name n : c.squares()) {
            int s = cx.square(n);
            if (s < 0) continue;
            if (cx.castling.stream().flatMap(List::stream).noneMatch(r -> r.kingTo() == s)) {
                cx.error(ErrorCode.NO_CASTLING_LANDS_ITS_KING_ON, n.pos(), "no castling lands its king on '" + n + "'");
            }
            squares.add(s);
        }
        return SquareSet.of(cx.board.size, squares);
    }

    /** The kinds of a {@code checkmate by ... alone} or {@code checkmate needs check by ...} rule, which needs check rules and two players. */
    /** The kinds these names give, as a set of bits; each royal one is refused with this error. */
    private long notRoyal(List<Ast.Name> names, List<PieceKindDraft> drafts, ErrorCode royal,
                          java.util.function.Function<Ast.Name, String> message) {
        long set = 0;
        for (Ast.Name n : names) {
            int k = cx.pieceRef(n, drafts);
            if (k < 0) continue;
            set |= 1L << k;
            if (drafts.get(k).royal) cx.error(royal, n.pos(), message.apply(n));
        }
        return set;
    }

    private long mateKinds(Ast.Rule r, List<Ast.Name> names, List<PieceKindDraft> drafts, boolean check) {
        long kinds = 0;
        for (Ast.Name n : names) {
            int k = cx.pieceRef(n, drafts);
            if (k >= 0) kinds |= 1L << k;
        }
        if (!check) cx.error(ErrorCode.NEEDS_CHECK_RULES, r.pos(), "'" + r.keyword() + "' needs check rules");
        else if (cx.players.size() != 2) cx.error(ErrorCode.NEEDS_TWO_PLAYERS, r.pos(), "'" + r.keyword() + "' needs two players");
        return kinds;
    }

    /** What the end rules of {@link io.ashtapada.model.ends} may ask while they compile. */
    private EndContext endContext(List<PieceKindDraft> drafts, boolean check) {
        Board b = cx.board;
        return new EndContext() {
            public int players() { return cx.players.size(); }
            public int squares() { return b.size; }
            public int step(int from, int dx, int dy) { return b.at(b.x(from) + dx, b.y(from) + dy); }
            public int kind(Ast.Name name) { return cx.pieceRef(name, drafts); }
            public int[][] zone(Ast.Name name) {
                SquareSet[] z = cx.zone(name.text(), name.pos());
                if (z == null) return null;
                int[][] out = new int[cx.players.size()][];
                for (int p = 0; p < out.length; p++) out[p] = p < z.length && z[p] != null ? z[p].members() : new int[0];
                return out;
            }
            public boolean check() { return check; }
            public void error(ErrorCode code, Pos at, String message) { cx.error(code, at, message); }
        };
    }
}
