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

/** Pass 4, setup: the start position from the setup block (lists, mirror, or a position string). */
final class SetupPass {
    private final Compilation cx;

    SetupPass(Compilation cx) {
        this.cx = cx;
    }

    /** The most pieces of one kind a player may hold in hand (the position string writes one letter per piece). */
    static final int MAX_HAND = 256;


    /**
     * Where in the setup string the trouble is, as an offset from its opening quote: the first
     * unknown letter, or the start of the row named; 0 when the message names neither.
     */
    static int fenColumn(String fen, String message) {
        java.util.regex.Matcher letter = java.util.regex.Pattern.compile("unknown piece letter '(.)'").matcher(message);
        if (letter.find()) {
            int i = fen.indexOf(letter.group(1));
            return i < 0 ? 0 : i + 1;
        }
        java.util.regex.Matcher row = java.util.regex.Pattern.compile("^row (\\d+)").matcher(message);
        if (row.find()) {
            int r = Integer.parseInt(row.group(1)), i = 0;
            for (int k = 1; k < r && i >= 0; k++) i = fen.indexOf('/', i) + 1;
            return i <= 0 && r > 1 ? 0 : i + 1;
        }
        return 0;
    }

    /**
     * What the setup's position string needs of a kind's promotion to read {@code +X}: the one
     * kind it promotes or turns over to (null: none, or several). The full rule is built later.
     */
    static PromotionRule oneKind(PieceKindDraft d, List<PieceKindDraft> drafts) {
        String to = d.turn != null ? d.turn.target().text()
                : d.promote != null && !d.promote.fileType() && d.promote.choices().size() == 1 ? d.promote.choices().get(0).text() : null;
        if (to == null) return null;
        for (PieceKindDraft t : drafts) {
            if (!t.name.equals(to)) continue;
            return new PromotionRule(null, new int[]{t.index}, null, null, false, null, 0, 0, false, false, false, false,
                    null, false, 0, false, false, -1, 0, PromotionRule.TURN_NONE, null);
        }
        return null;
    }

    /**
     * The setup's {@code shuffle}, or null: the first player's pieces on the zone, the kinds its
     * conditions name, and at least one array meeting them.
     */
    Shuffle buildShuffle(List<PieceKindDraft> drafts, SetupDraft setup) {
        Ast.Shuffle sh = cx.setupDecl == null ? null : cx.setupDecl.shuffle();
        if (sh == null || cx.setupBroken) return null;
        SquareSet[] zone = cx.zone(sh.zone().text(), sh.zone().pos());
        List<Integer> squares = new ArrayList<>();
        if (zone != null) for (int s : zone[0].members()) if (setup.board()[s] != 0 && Codes.owner(setup.board()[s]) == 0) squares.add(s);
        int[] sq = squares.stream().mapToInt(Integer::intValue).toArray();
        int[] kinds = new int[sq.length];
        for (int i = 0; i < sq.length; i++) kinds[i] = Codes.kind(setup.board()[sq[i]]);
        long[] opposite = new long[sh.opposite().size()];
        boolean known = true;
        for (int g = 0; g < opposite.length; g++) {
            for (Ast.Name n : sh.opposite().get(g)) {
                int k = cx.pieceRef(n, drafts);
                if (k < 0) known = false;
                else opposite[g] |= 1L << k;
            }
        }
        int[][] between = new int[sh.between().size()][];
        for (int i = 0; i < between.length; i++) {
            int in = cx.pieceRef(sh.between().get(i)[0], drafts), out = cx.pieceRef(sh.between().get(i)[1], drafts);
            if (in < 0 || out < 0) known = false;
            between[i] = new int[]{in, out};
        }
        if (!known || zone == null) return null;
        Shuffle s = new Shuffle(sq, kinds, opposite, between);
        if (s.arrays(cx.board).isEmpty()) {
            cx.error(ErrorCode.NO_START_ARRAY_MEETS, sh.pos(), "no start array meets the conditions of this shuffle");
            return null;
        }
        return s;
    }

    SetupDraft buildSetup(List<PieceKindDraft> drafts) {
        int[] b = new int[cx.board.size];
        int[][] hand = new int[cx.players.size()][Math.max(1, drafts.size())];
        if (cx.setupDecl == null) {
            cx.error(ErrorCode.NO_SETUP_DECLARED, cx.root.pos(), "no setup declared");
            return new SetupDraft(b, hand, 0, null);
        }
        if (cx.setupDecl.fen() != null) {
            List<PieceKind> kinds = new ArrayList<>();
            for (PieceKindDraft d : drafts) {
                kinds.add(new PieceKind(d.index, d.name, d.letter, d.royal, d.pawn, d.passable, d.value, false,
                        List.of(), null, oneKind(d, drafts), null, List.of(), null, d.facing));
            }
            PositionFormat pf = new PositionFormat(cx.board, cx.players, kinds, List.of(), new int[cx.board.size]);
            // Gating rights (file letters) in the castling field are read once the rules are known.
            // So are Shredder-FEN partner files (Chess960: "AHah"); the setup's castling field only says what has not moved.
            pf.withGates(new SquareSet[0]);
            // N-check: the setup may say the checks still to give ("2+3"), read with the rules' count.
            for (Ast.Rule r : cx.ruleItems) {
                if (r instanceof Ast.NCheckRule w && w.checks() != null && w.checks() > 0) pf.withChecks(w.checks());
            }
            try {
                PositionData pd = pf.parse(cx.setupDecl.fen());
                int[] promoted = null;
                for (int q = 0; q < pd.moved().length; q++) {
                    if ((pd.moved()[q] & PromotionRule.PROMOTED_MASK) == 0) continue;
                    if (promoted == null) promoted = new int[pd.moved().length];
                    promoted[q] = pd.moved()[q] & PromotionRule.PROMOTED_MASK;
                }
                return new SetupDraft(pd.board(), pd.hand(), pd.side(), cx.setupDecl.fen(), pd.checks(), promoted);
            } catch (PositionFormat.FormatException e) {
                Pos at = cx.setupDecl.fenPos();
                cx.error(ErrorCode.BAD_SETUP_POSITION, new Pos(at.file(), at.line(), at.col() + fenColumn(cx.setupDecl.fen(), e.getMessage())), "bad setup position: " + e.getMessage());
                cx.setupBroken = true;
                return new SetupDraft(b, hand, 0, null);
            }
        }
        for (Ast.Placement pl : cx.setupDecl.placements()) {
            int owner = cx.player(pl.owner());
            int kind = cx.pieceRef(pl.piece(), drafts);
            for (Ast.Name sqn : pl.squares()) {
                int s = cx.square(sqn);
                if (s < 0 || owner < 0 || kind < 0) continue;
                List<int[]> targets = new ArrayList<>();
                targets.add(new int[]{s, owner});
                if (cx.setupDecl.mirror() && owner == 0) {
                    for (Player p : cx.players) {
                        if (p.index() == 0) continue;
                        int m = p.mapSquare(cx.board, s);
                        if (m >= 0) targets.add(new int[]{m, p.index()});
                    }
                }
                for (int[] t : targets) {
                    if (b[t[0]] != 0) {
                        cx.error(ErrorCode.SQUARE_IS_ALREADY_OCCUPIED_IN_THE, sqn.pos(), "square '" + cx.board.name(t[0]) + "' is already occupied in the setup");
                    } else {
                        b[t[0]] = Codes.code(kind, kind == cx.wallKind ? Walls.OWNER : t[1]);   // walls have one owner
                    }
                }
            }
        }
        for (Ast.HandItem h : cx.setupDecl.hands()) {
            int owner = cx.player(h.owner());
            int kind = cx.pieceRef(h.piece(), drafts);
            if (owner < 0 || kind < 0) continue;
            if ((long) hand[owner][kind] + h.count() > MAX_HAND) {
                cx.error(ErrorCode.AT_MOST_PIECES_OF_A_KIND, h.pos(), "at most " + MAX_HAND + " pieces of a kind in a player's hand, not "
                        + ((long) hand[owner][kind] + h.count()));
                continue;
            }
            hand[owner][kind] += h.count();
            if (cx.setupDecl.mirror() && owner == 0) for (int p = 1; p < cx.players.size(); p++) hand[p][kind] += h.count();
        }
        return new SetupDraft(b, hand, 0, null);
    }
}
