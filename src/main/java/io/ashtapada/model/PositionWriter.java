package io.ashtapada.model;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import io.ashtapada.model.PositionFormat.FormatException;

/** Writes {@link PositionData} as the position string of a {@link PositionFormat}; what it writes, the reader reads back to the same data. */
final class PositionWriter {
    private final PositionFormat pf;

    PositionWriter(PositionFormat pf) {
        this.pf = pf;
    }


    /**
     * The gating letters of player p: the files of its unmoved pieces in the zone, those of a
     * castling's king and partner included, as Fairy-Stockfish writes them ({@code KQABCDEFGH}
     * at Seirawan's start; {@code KQBCDFG}, without the files K and Q imply, is read as well).
     */
    void gateRights(PositionData d, int p, Set<String> rights) {
        if (pf.gates == null || pf.multi || p >= pf.gates.length) return;
        for (int s : pf.gates[p].members()) {
            int c = d.board()[s];
            if (c == 0 || Codes.owner(c) != p || d.moved()[s] != 0) continue;
            char f = (char) ('a' + pf.board.x(s) - pf.board.minX());
            rights.add(String.valueOf(p == 0 ? Character.toUpperCase(f) : f));
        }
    }

    String format(PositionData d) {
        StringBuilder sb = new StringBuilder();
        String sep = pf.multi ? "," : "";
        for (int r = 0; r < pf.rows.size(); r++) {
            if (r > 0) sb.append('/');
            StringBuilder row = new StringBuilder();
            int empty = 0;
            for (int s : pf.rows.get(r)) {
                int code = d.board()[s];
                if (code == 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) row.append(row.length() > 0 ? sep : "").append(empty);
                empty = 0;
                int from = pf.promotedMemory ? (d.moved()[s] & PromotionRule.PROMOTED_MASK) >>> PromotionRule.PROMOTED_SHIFT : 0;
                PromotionRule pr = from == 0 || pf.multi ? null : pf.pieces.get(from - 1).promotion();
                if (pr != null && pr.choices().length == 1) {
                    // "+P": what it promoted from, where that kind has a single promotion (shogi).
                    row.append(row.length() > 0 ? sep : "").append('+').append(pf.token(Codes.code(from - 1, Codes.owner(code))));
                    continue;
                }
                row.append(row.length() > 0 ? sep : "").append(pf.token(code));
                if (pr != null) row.append('~');
            }
            if (empty > 0) row.append(row.length() > 0 ? sep : "").append(empty);
            sb.append(row);
        }
        // Hands that never run out are not written (Fairy-Stockfish's free drops: Ataxx has no '[]').
        boolean anyDrops = pf.pieces.stream().anyMatch(k -> k.drop() != null && !k.drop().endless());
        StringBuilder hand = new StringBuilder();
        for (int p = 0; p < d.hand().length; p++) {
            for (int k = 0; k < pf.pieces.size(); k++) {
                for (int n = 0; n < d.hand()[p][k]; n++) hand.append(hand.length() > 0 ? sep : "").append(pf.token(Codes.code(k, p)));
            }
        }
        if (anyDrops || hand.length() > 0) sb.append('[').append(hand).append(']');
        sb.append(' ').append(pf.sideLetter(d.side()));
        Set<String> rights = new LinkedHashSet<>();
        for (int p = 0; p < pf.castling.size() && (pf.multi || p < 2); p++) {
            if (pf.multi) {
                for (CastlingRule r : pf.castling.get(p)) if (pf.holds(d, p, r)) rights.add(pf.right(r));
                continue;
            }
            for (char side : new char[]{'K', 'Q'}) {
                for (CastlingRule r : pf.castling.get(p)) {
                    if (r.side() == side && pf.holds(d, p, r)) {
                        rights.add(pf.right(r));
                        break;
                    }
                }
            }
            gateRights(d, p, rights);
        }
        String castlingField = rights.isEmpty() ? "-" : String.join(pf.multi ? "," : "", rights);
        sb.append(' ').append(castlingField);
        sb.append(' ');
        if (d.ep().length == 0) {
            sb.append('-');
        } else {
            for (int i = 0; i < d.ep().length; i++) sb.append(i > 0 ? "," : "").append(pf.board.name(d.ep()[i]));
        }
        if (pf.checkLimit > 0 && d.checks() != null) {
            // Fairy-Stockfish's form: the checks each player may still give.
            sb.append(' ');
            for (int p = 0; p < d.checks().length; p++) sb.append(p > 0 ? "+" : "").append(pf.checkLimit - d.checks()[p]);
        }
        sb.append(' ').append(d.halfmove()).append(' ').append(d.fullmove());
        String extra = movesField(d, rights);
        if (!extra.isEmpty()) sb.append(" moves:").append(extra);
        if (d.out() != 0) {
            StringBuilder out = new StringBuilder();
            for (Player p : pf.players) if (d.isOut(p.index())) out.append(out.length() > 0 ? "," : "").append(p.id());
            sb.append(" out:").append(out);
        }
        TurnState t = d.turn();
        if (t != null) {
            if (t.rolls().length > 0) {
                sb.append(" rolls:");
                for (int i = 0; i < t.rolls().length; i++) sb.append(i > 0 ? "," : "").append(TurnState.format(t.rolls()[i]));
            }
            if (t.pending() != null) {
                sb.append(" pending:").append(pf.board.name(t.pending()[0])).append(pf.board.name(t.pending()[1]));
                if (t.pending()[2] >= 0) sb.append('=').append(pf.pieces.get(t.pending()[2]).letter());
            }
            boolean anyPoints = false;
            for (int p : t.points2()) anyPoints |= p != 0;
            if (anyPoints) {
                sb.append(" points:");
                for (int i = 0; i < t.points2().length; i++) sb.append(i > 0 ? "," : "").append(pf.points(t.points2()[i]));
            }
        }
        return sb.toString();
    }

    /** Explicit moves-made counts where the default reading of the string would differ. */
    String movesField(PositionData d, Set<String> rights) {
        int[] dflt = pf.defaults(d.board(), rights, d.hand());
        StringBuilder sb = new StringBuilder();
        for (int s = 0; s < pf.board.size; s++) {
            int code = d.board()[s];
            if (code == 0 || !pf.pieces.get(Codes.kind(code)).stateful()) continue;
            boolean counts = pf.pieces.get(Codes.kind(code)).countsMoves();
            // What the reader makes of the square without an entry: a promoted piece ('~', '+') has moved.
            int state = d.moved()[s] & ~PromotionRule.PROMOTED_MASK;
            int expected = (d.moved()[s] & PromotionRule.PROMOTED_MASK) != 0 ? Math.max(1, dflt[s]) : dflt[s];
            if (counts ? state == expected : (state == 0) == (expected == 0)) continue;
            // An absent castling letter already rules that castling out; the unmoved flag of a
            // piece that matters only for castling need not be written then.
            if (!counts && state == 0 && !pf.hasInitialMoves(Codes.kind(code))) continue;
            sb.append(sb.length() > 0 ? "," : "").append(pf.board.name(s)).append('=')
                    .append(counts ? pf.movesValue(state) : String.valueOf(state == 0 ? 0 : Math.max(1, state & PromotionRule.COUNT)));
        }
        return sb.toString();
    }
}
