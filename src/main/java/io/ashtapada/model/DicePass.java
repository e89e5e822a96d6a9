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

/** Pass 8, dice and scoring: the dice rules, their face conditions, and the scoring block. */
final class DicePass {
    private final Compilation cx;

    DicePass(Compilation cx) {
        this.cx = cx;
    }


    // ------------------------------------------------------------------ dice

    DiceRules buildDice(List<PieceKindDraft> drafts) {
        Ast.DiceDecl d = cx.diceDecl;
        if (d == null) return null;
        if (d.count() == null) {
            cx.error(ErrorCode.DICE_NEED, d.pos(), "dice need 'count N sides S'");
            return null;
        }
        if (d.count() != 2) cx.error(ErrorCode.ONLY_TWO_DICE_ARE_SUPPORTED, d.countPos(), "only two dice are supported, not " + d.count());
        int sides = d.sides();
        if (sides < 2 || sides > 20) {
            cx.error(ErrorCode.A_DIE_HAS_TO_SIDES, d.countPos(), "a die has 2 to 20 sides, not " + sides);
            return null;
        }
        long all = drafts.size() >= 64 ? -1L : (1L << drafts.size()) - 1;
        long[] cap = new long[sides + 1], move = new long[sides + 1], dcap = new long[sides + 1], dmove = new long[sides + 1];
        boolean[] seen = new boolean[sides + 1], hasDouble = new boolean[sides + 1];
        for (Ast.Face f : d.faces()) {
            if (!faceOk(f, sides)) continue;
            if (seen[f.face()]) cx.error(ErrorCode.FACE_IS_GIVEN_TWICE, f.pos(), "face " + f.face() + " is given twice");
            seen[f.face()] = true;
            long mask = faceMask(f, drafts, all);
            if (f.moveOnly()) move[f.face()] |= mask;
            else cap[f.face()] |= mask;
        }
        for (int f = 1; f <= sides; f++) if (!seen[f]) cx.error(ErrorCode.FACE_OF_THE_DICE_SAYS_NOTHING, d.pos(), "face " + f + " of the dice says nothing about what may move");
        for (Ast.Face f : d.doubles()) {
            if (!faceOk(f, sides)) continue;
            if (hasDouble[f.face()]) cx.error(ErrorCode.DOUBLE_IS_GIVEN_TWICE, f.pos(), "double " + f.face() + " is given twice");
            hasDouble[f.face()] = true;
            long mask = faceMask(f, drafts, all);
            if (f.moveOnly()) dmove[f.face()] |= mask;
            else dcap[f.face()] |= mask;
        }
        boolean one = d.rerolls().contains("one"), both = d.rerolls().contains("both-if-double") || d.rerolls().contains("both");
        boolean oneOrBoth = d.rerolls().contains("one-or-both");
        if (oneOrBoth && (one || both)) cx.error(ErrorCode.ALREADY_COVERS_AND, d.pos(), "'one-or-both' already covers 'one' and 'both'");
        if (d.passScores() && "forfeit".equals(d.noMove())) cx.error(ErrorCode.A_GAME_WITH_PASSES_CANNOT_ALSO, d.pos(), "a game with passes cannot also forfeit turns");
        return new DiceRules(2, sides, cap, move, hasDouble, dcap, dmove, one, both, oneOrBoth, d.passScores(),
                "forfeit".equals(d.noMove()), d.confirm(), d.confirmUnlessFirstDouble(),
                d.castlingBothDice() == null || d.castlingBothDice());
    }

    boolean faceOk(Ast.Face f, int sides) {
        if (f.face() >= 1 && f.face() <= sides) return true;
        cx.error(ErrorCode.FACE_IS_NOT_ON_A_SIDED, f.pos(), "face " + f.face() + " is not on a " + sides + "-sided die");
        return false;
    }

    long faceMask(Ast.Face f, List<PieceKindDraft> drafts, long all) {
        if (f.any()) return all;
        long m = 0;
        for (Ast.Name n : f.kinds()) {
            int k = cx.pieceRef(n, drafts);
            if (k >= 0) m |= 1L << k;
        }
        return m;
    }

    /** Dice conditions need dice and a face that exists. */
    void checkDiceConditions(List<PieceKindDraft> drafts, DiceRules dice) {
        for (PieceKindDraft k : drafts) {
            for (Pos p : k.conditionPos) {
                if (cx.diceDecl == null) cx.error(ErrorCode.NEEDS_A_DICE_DECLARATION, p, "'when double' needs a dice declaration");
            }
            if (dice == null) continue;
            List<DiceCondition> conds = new ArrayList<>(k.powerSpecs.keySet());
            conds.addAll(k.powerPaths.keySet());
            for (DiceCondition c : conds) {
                if (c != null && (c.face() < 1 || c.face() > dice.sides())) {
                    cx.error(ErrorCode.PIECE_NO_FACE_ON_A_SIDED, k.pos, "piece '" + k.name + "': no face " + c.face() + " on a " + dice.sides() + "-sided die");
                }
            }
        }
    }

    Scoring buildScoring(List<PieceKindDraft> drafts) {
        double[] bonus = new double[drafts.size()];
        Ast.ScoringDecl s = cx.scoringDecl;
        if (s == null) return Scoring.orthodox(drafts.size());
        for (Ast.CaptureScore c : s.captures()) {
            int k = cx.pieceRef(c.piece(), drafts);
            if (k >= 0) bonus[k] += c.value();
        }
        int games = s.matchGames() == null ? 1 : s.matchGames();
        if (games < 1) cx.error(ErrorCode.A_MATCH_HAS_AT_LEAST_ONE, s.pos(), "a match has at least one game");
        return new Scoring(s.win() == null ? 1 : s.win(), s.draw() == null ? 0.5 : s.draw(), bonus,
                s.loserKeeps() == null || s.loserKeeps(), games);
    }
}
