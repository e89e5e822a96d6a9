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

/** Pass 5, castling: each castling rule resolved and checked against the setup. */
final class CastlingPass {
    private final Compilation cx;

    CastlingPass(Compilation cx) {
        this.cx = cx;
    }


    // ------------------------------------------------------------------ castling

    /**
     * The most castling moves a player may have: a castling move packs its rule's index into 7
     * bits (engine Move), 6 when it may gate a piece (the seventh says where), 5 with walls.
     */
    static final int MAX_CASTLINGS = 128;

    /** Per kind: dropped, it counts as having moved, so it cannot castle (see {@link PieceKindDraft#droppedMoved}). */
    static boolean[] droppedMoved(List<PieceKindDraft> drafts) {
        boolean[] out = new boolean[drafts.size()];
        for (int k = 0; k < out.length; k++) out[k] = drafts.get(k).droppedMoved;
        return out;
    }

    /** The code of the royal kind the player holds in hand in the setup, or 0. */
    static int royalInHand(List<PieceKindDraft> drafts, SetupDraft setup, int owner) {
        for (int k = 0; k < drafts.size(); k++) {
            if (drafts.get(k).royal && setup.hand()[owner][k] > 0) return Codes.code(k, owner);
        }
        return 0;
    }

    List<List<CastlingRule>> buildCastling(List<PieceKindDraft> drafts, SetupDraft setup) {
        List<List<CastlingRule>> out = new ArrayList<>();
        for (int p = 0; p < cx.players.size(); p++) out.add(new ArrayList<>());
        if (cx.castlingDecl == null) return out;
        List<int[]> pairs = new ArrayList<>();
        List<Pos> where = new ArrayList<>();
        for (Ast.CastlePair cp : cx.castlingDecl.pairs()) {
            int kf = cx.square(cp.kingFrom()), kt = cx.square(cp.kingTo()), pf = cx.square(cp.partnerFrom()), pt = cx.square(cp.partnerTo());
            int only = cp.player() == null ? -1 : cx.player(cp.player());
            int given = cp.partnerKind() == null ? -1 : cx.pieceRef(cp.partnerKind(), drafts);
            if (kf < 0 || kt < 0 || pf < 0 || pt < 0 || (cp.player() != null && only < 0)) continue;
            if (cp.partnerKind() != null && given < 0) continue;
            pairs.add(new int[]{kf, kt, pf, pt, only, given});
            where.add(cp.pos());
        }
        for (Ast.CastleRule cr : cx.castlingDecl.rules()) {
            int partner = cx.pieceRef(cr.partner(), drafts);
            if (partner < 0) continue;
            int before = pairs.size();
            for (int kf = 0; kf < cx.board.size; kf++) {
                int code = setup.board()[kf];
                if (code == 0 || Codes.owner(code) != 0 || !drafts.get(Codes.kind(code)).royal) continue;
                for (int pf = 0; pf < cx.board.size; pf++) {
                    int pc = setup.board()[pf];
                    if (pc != Codes.code(partner, 0) || cx.board.y(pf) != cx.board.y(kf)) continue;
                    int dir = Integer.signum(cx.board.x(pf) - cx.board.x(kf));
                    for (int n : cr.steps()) {
                        int kt = cx.board.at(cx.board.x(kf) + dir * n, cx.board.y(kf));
                        int pt = cx.board.at(cx.board.x(kf) + dir * (n - 1), cx.board.y(kf));
                        if (kt < 0 || pt < 0 || n < 1 || Math.abs(cx.board.x(pf) - cx.board.x(kf)) < n) continue;
                        pairs.add(new int[]{kf, kt, pf, pt, -1, -1});
                        where.add(cr.pos());
                    }
                }
            }
            if (pairs.size() == before && !cx.setupBroken) cx.error(ErrorCode.THIS_CASTLING_RULE_FINDS_NO_KING, cr.pos(), "this castling rule finds no king and partner on a rank in the setup");
        }
        int written = pairs.size();
        for (Ast.CastleAnywhere ca : cx.castlingDecl.anywhere()) anywhere(ca, drafts, pairs, where);
        for (int i = 0; i < pairs.size() && !cx.setupBroken; i++) {
            int[] c = pairs.get(i);
            int partnerKind;
            if (i >= written) {
                // Chess960 pairs: no setup square to check; the royal kinds and the partner's keep their moves made.
                for (PieceKindDraft d : drafts) if (d.royal || d.index == c[5]) d.stateful = true;
                partnerKind = c[5];
            } else {
                partnerKind = checkedPair(c, where.get(i), drafts, setup);
                if (partnerKind < 0) continue;
            }
            for (Player p : cx.players) {
                if (c[4] >= 0 && p.index() != c[4]) continue;
                boolean asWritten = c[4] >= 0;
                int kf = asWritten ? c[0] : p.mapSquare(cx.board, c[0]), kt = asWritten ? c[1] : p.mapSquare(cx.board, c[1]);
                int pf = asWritten ? c[2] : p.mapSquare(cx.board, c[2]), pt = asWritten ? c[3] : p.mapSquare(cx.board, c[3]);
                int[] kingPath = line(kf, kt), partnerPath = line(pf, pt);
                if (kingPath == null || partnerPath == null) {
                    if (p.index() == 0) cx.error(ErrorCode.CASTLING_MOVES_MUST_GO_ALONG_A, where.get(i), "castling moves must go along a line");
                    continue;
                }
                Set<Integer> empty = new TreeSet<>();
                for (int s : kingPath) empty.add(s);
                for (int s : partnerPath) empty.add(s);
                empty.remove(kf);
                empty.remove(pf);
                int[] safe = new int[kingPath.length + 1];
                safe[0] = kf;
                System.arraycopy(kingPath, 0, safe, 1, kingPath.length);
                char side = cx.board.x(c[2]) > cx.board.x(c[0]) ? 'K' : 'Q';
                out.get(p.index()).add(new CastlingRule(p.index(), kf, kt, pf, pt, partnerKind,
                        empty.stream().mapToInt(Integer::intValue).toArray(), safe, side, i >= written));
            }
        }
        boolean walls = cx.ruleItems.stream().anyMatch(r -> r instanceof Ast.WallRule w && w.walling() != null);
        int most = walls ? 32 : cx.ruleItems.stream().anyMatch(r -> r instanceof Ast.GateRule) ? 64 : MAX_CASTLINGS;
        for (Player p : cx.players) {
            int n = out.get(p.index()).size();
            if (n > most) {
                cx.error(ErrorCode.AT_MOST_CASTLING_MOVES_PER_PLAYER, cx.castlingDecl.pos(), "at most " + most + " castling moves per player"
                        + (walls ? " with walls" : most < MAX_CASTLINGS ? " with gating" : "") + ", " + p.id() + " has " + n);
                break;
            }
        }
        return out;
    }

    /**
     * Checks a written pair against the setup (king and partner on their squares, or in hand) and
     * marks their kinds as keeping their moves made; returns the partner's kind, or -1 after an error.
     */
    private int checkedPair(int[] c, Pos where, List<PieceKindDraft> drafts, SetupDraft setup) {
        int owner = Math.max(0, c[4]);
        String who = c[4] < 0 ? "the first player" : cx.players.get(owner).id();
        int kcode = setup.board()[c[0]], pcode = setup.board()[c[2]];
        if (kcode == 0) kcode = royalInHand(drafts, setup, owner);
        if (pcode == 0 && c[5] >= 0 && setup.hand()[owner][c[5]] > 0) pcode = Codes.code(c[5], owner);
        boolean anyRoyal = drafts.stream().anyMatch(k -> k.royal);
        if (kcode == 0 || Codes.owner(kcode) != owner || (anyRoyal && !drafts.get(Codes.kind(kcode)).royal)) {
            cx.error(ErrorCode.CASTLING_KING_SQUARE_HOLDS_NO_ROYAL, where, "castling king square '" + cx.board.name(c[0]) + "' holds no royal piece of " + who + " in the setup");
            return -1;
        }
        if (pcode == 0 || Codes.owner(pcode) != owner) {
            cx.error(ErrorCode.CASTLING_PARTNER_SQUARE_HOLDS_NO_PIECE, where, "castling partner square '" + cx.board.name(c[2]) + "' holds no piece of " + who + " in the setup");
            return -1;
        }
        drafts.get(Codes.kind(kcode)).stateful = true;
        // A named partner kind is the partner for every player, whatever the first player's
        // square holds (Empire chess: White's tower stands where Black's rook castles from).
        if (c[5] >= 0) {
            drafts.get(c[5]).stateful = true;
            return c[5];
        }
        drafts.get(Codes.kind(pcode)).stateful = true;
        drafts.get(Codes.kind(kcode)).droppedMoved = true;
        drafts.get(Codes.kind(pcode)).droppedMoved = true;
        return Codes.kind(pcode);
    }

    /**
     * {@code castle anywhere to KT with KIND to PT}: one pair for each king square on KT's rank
     * and each partner square beyond it on the side away from which the partner lands (PT left of
     * KT: the partner starts right of the king), as Chess960 castles from whatever array stands.
     * Pairs are {kingFrom, kingTo, partnerFrom, partnerTo, -1 (every player, mirrored), partner kind}.
     */
    private void anywhere(Ast.CastleAnywhere ca, List<PieceKindDraft> drafts, List<int[]> pairs, List<Pos> where) {
        int kt = cx.square(ca.kingTo()), pt = cx.square(ca.partnerTo()), partner = cx.pieceRef(ca.partner(), drafts);
        if (kt < 0 || pt < 0 || partner < 0) return;
        int y = cx.board.y(kt), dir = Integer.signum(cx.board.x(kt) - cx.board.x(pt));
        if (cx.board.y(pt) != y || dir == 0) {
            cx.error(ErrorCode.CASTLING_MOVES_MUST_GO_ALONG_A, ca.pos(), "castling moves must go along a line: '" + ca.kingTo() + "' and '"
                    + ca.partnerTo() + "' are two squares of one rank");
            return;
        }
        for (int kf = 0; kf < cx.board.size; kf++) {
            if (cx.board.y(kf) != y) continue;
            for (int pf = 0; pf < cx.board.size; pf++) {
                if (cx.board.y(pf) != y || Integer.signum(cx.board.x(pf) - cx.board.x(kf)) != dir) continue;
                pairs.add(new int[]{kf, kt, pf, pt, -1, partner});
                where.add(ca.pos());
            }
        }
    }

    /** Squares from a (exclusive) to b (inclusive) along a straight line, or null. */
    int[] line(int a, int b) {
        if (a == b) return new int[0];
        int dx = cx.board.x(b) - cx.board.x(a), dy = cx.board.y(b) - cx.board.y(a);
        if (dx != 0 && dy != 0 && Math.abs(dx) != Math.abs(dy)) return null;
        int n = Math.max(Math.abs(dx), Math.abs(dy));
        int[] out = new int[n];
        for (int i = 1; i <= n; i++) {
            out[i - 1] = cx.board.at(cx.board.x(a) + Integer.signum(dx) * i, cx.board.y(a) + Integer.signum(dy) * i);
            if (out[i - 1] < 0) return null;
        }
        return out;
    }
}
