package io.ashtapada.engine;

import io.ashtapada.model.*;

/**
 * Move notation. Coordinate form: {@code e2e4}, {@code e7e8q} (promotion letter in lower
 * case), drops {@code J@e2}, drop then advance {@code J@e2-e5}, castling as the king's move
 * {@code e1g1} when that names it alone, otherwise king and partner {@code f1g1/i1f1}.
 * SAN for orthodox-like games: {@code Nf3}, {@code exd5}, {@code e8=Q+}, {@code O-O}.
 */
public final class Notation {
    private Notation() {
    }

    /** Coordinate notation; a hook's multi-leg move is its squares joined by '-' ({@code b3-d5-f7}). */
    public static String coordinate(Position p, int move) {
        if (Move.type(move) != Move.PATH) return coordinate(p.model, move);
        StringBuilder sb = new StringBuilder();
        for (int s : p.path(move)) sb.append(sb.length() > 0 ? "-" : "").append(p.geo.name(s));
        return sb.toString();
    }

    public static String coordinate(RuleModel m, int move) {
        Board b = m.board();
        int from = Move.from(move), to = Move.to(move);
        return switch (Move.type(move)) {
            case Move.PASS -> Move.isForfeit(move) ? "forfeit" : "pass";
            case Move.PATH -> b.name(from) + "-" + b.name(to);
            case Move.DROP -> m.pieces().get(Move.kind(move)).letter() + "@" + b.name(to);
            case Move.DROP_ADVANCE -> m.pieces().get(Move.kind(move)).letter() + "@" + b.name(from) + "-" + b.name(to);
            case Move.CASTLE -> {
                int side = sideOfCastle(m, move);
                CastlingRule r = m.castling().get(side).get(Move.rule(move));
                String k = b.name(r.kingFrom()) + b.name(r.kingTo());
                yield needsLongForm(m, side, Move.rule(move)) ? k + "/" + b.name(r.partnerFrom()) + b.name(r.partnerTo()) : k;
            }
            default -> {
                String s = b.name(from) + b.name(to);
                int k = Move.kind(move);
                yield k >= 0 ? s + Character.toLowerCase(m.pieces().get(k).letter()) : s;
            }
        };
    }

    /**
     * Castling rules carry their player implicitly (they are indexed per player); the king's
     * from-square tells which player's list the index belongs to.
     */
    static int sideOfCastle(RuleModel m, int move) {
        for (int p = 0; p < m.playerCount(); p++) {
            var rules = m.castling().get(p);
            int i = Move.rule(move);
            if (i < rules.size() && rules.get(i).kingFrom() == Move.from(move) && rules.get(i).kingTo() == Move.to(move)) {
                return p;
            }
        }
        return 0;
    }

    /** The short form is kept for castlings no ordinary king move or other castling could be mistaken for. */
    static boolean needsLongForm(RuleModel m, int side, int index) {
        var rules = m.castling().get(side);
        CastlingRule r = rules.get(index);
        for (int i = 0; i < rules.size(); i++) {
            if (i != index && rules.get(i).kingFrom() == r.kingFrom() && rules.get(i).kingTo() == r.kingTo()) return true;
        }
        for (PieceKind k : m.pieces()) {
            if (!k.royal()) continue;
            MoveTable t = k.tables()[side];
            for (int e : t.leaps[r.kingFrom()]) if ((e & MoveTable.SQ_MASK) == r.kingTo()) return true;
            for (int[] ray : t.rays[r.kingFrom()]) for (int e : ray) if ((e & MoveTable.SQ_MASK) == r.kingTo()) return true;
        }
        return false;
    }

    /** Standard algebraic notation with check and mate marks; computes legality around the move. */
    public static String san(Position p, int move, int[] legal, int legalCount) {
        RuleModel m = p.model;
        Board b = m.board();
        int from = Move.from(move), to = Move.to(move);
        StringBuilder sb = new StringBuilder();
        switch (Move.type(move)) {
            case Move.DROP, Move.DROP_ADVANCE, Move.PATH, Move.PASS -> sb.append(coordinate(p, move));
            case Move.CASTLE -> {
                CastlingRule r = m.castling().get(p.side).get(Move.rule(move));
                sb.append(isLong(b, m.castling().get(p.side), r) ? "O-O-O" : "O-O");
                int same = 0;
                for (CastlingRule o : m.castling().get(p.side)) if (o.side() == r.side()) same++;
                if (same > 1) sb.append('(').append(b.name(r.kingTo())).append(')');
            }
            default -> {
                int code = p.board[from];
                PieceKind k = m.pieces().get(Codes.kind(code));
                boolean capture = p.board[to] != 0 || Move.type(move) == Move.EN_PASSANT;
                boolean squares = m.notation().pawnSquares() && k.pawn();
                if (squares) {
                    sb.append(b.name(from)).append(capture ? 'x' : '-').append(b.name(to));
                } else if (k.pawn()) {
                    if (capture) sb.append(b.name(from), 0, fileLength(b, from));
                } else {
                    sb.append(k.letter());
                    boolean ambiguous = false, sameFile = false, sameRank = false;
                    for (int i = 0; i < legalCount; i++) {
                        int o = legal[i];
                        if (o == move || Move.to(o) != to || Move.type(o) == Move.CASTLE || Move.type(o) >= Move.DROP) continue;
                        if (p.board[Move.from(o)] != code) continue;
                        ambiguous = true;
                        if (b.x(Move.from(o)) == b.x(from)) sameFile = true;
                        if (b.y(Move.from(o)) == b.y(from)) sameRank = true;
                    }
                    if (ambiguous) {
                        String n = b.name(from);
                        if (!sameFile) sb.append(n, 0, fileLength(b, from));
                        else if (!sameRank) sb.append(n.substring(fileLength(b, from)));
                        else sb.append(n);
                    }
                }
                if (!squares) {
                    if (capture) sb.append('x');
                    sb.append(b.name(to));
                }
                if (Move.kind(move) >= 0) sb.append(promotion(m, Move.kind(move), '='));
            }
        }
        if (m.end().check()) {
            int me = p.side;
            p.make(move);
            int opp = p.side;
            if (p.inCheck(opp)) {
                MoveList replies = new MoveList();
                MoveGenerator.legal(p, replies);
                sb.append(replies.isEmpty() ? '#' : '+');
            }
            p.unmake();
            assert p.side == me;
        }
        return sb.toString();
    }

    /**
     * Long castling (O-O-O) is the one with the partner farther from the king than another
     * castling's partner (the a-rook in chess, the h-rook in Omechanga, OM-9); with no such
     * difference, the one toward the lower files.
     */
    private static boolean isLong(Board b, java.util.List<CastlingRule> rules, CastlingRule r) {
        int d = Math.abs(b.x(r.partnerFrom()) - b.x(r.kingFrom()));
        boolean farther = false, nearer = false;
        for (CastlingRule o : rules) {
            if (o.kingFrom() != r.kingFrom()) continue;
            int od = Math.abs(b.x(o.partnerFrom()) - b.x(o.kingFrom()));
            if (od < d) farther = true;
            if (od > d) nearer = true;
        }
        if (farther != nearer) return farther;
        return r.side() != 'K';
    }

    /**
     * The move as the variant writes it for players: coordinates or SAN as its notation
     * style says (OM-14 pawn moves square to square, SJ-11 promotion in parentheses).
     */
    public static String display(Position p, int move, int[] legal, int legalCount) {
        RuleModel m = p.model;
        if (!m.notation().coordinates()) return san(p, move, legal, legalCount);
        int k = Move.kind(move);
        if (k >= 0 && m.notation().promotionParens() && (Move.type(move) == Move.NORMAL || Move.type(move) == Move.EN_PASSANT)) {
            return m.board().name(Move.from(move)) + m.board().name(Move.to(move)) + promotion(m, k, '=');
        }
        return coordinate(p, move);
    }

    private static String promotion(RuleModel m, int kind, char mark) {
        char letter = m.pieces().get(kind).letter();
        return m.notation().promotionParens() ? "(" + letter + ")" : mark + String.valueOf(letter);
    }

    /** Length of the file part of a square's name (letters before the digits). */
    private static int fileLength(Board b, int sq) {
        String n = b.name(sq);
        int i = 0;
        while (i < n.length() && Character.isLetter(n.charAt(i))) i++;
        return i;
    }
}
