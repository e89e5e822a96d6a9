package io.ashtapada.engine;

import io.ashtapada.model.*;

/**
 * Move notation. Coordinate form: {@code e2e4}, {@code e7e8q} (promotion letter in lower
 * case), drops {@code J@e2}, drop then advance {@code J@e2-e5}, castling as the king's move
 * {@code e1g1} when that names it alone, otherwise king and partner {@code f1g1/i1f1}.
 * SAN for orthodox-like games: {@code Nf3}, {@code exd5}, {@code e8=Q+}, {@code O-O}; a pawn
 * leaving its file without capturing names its file ({@code gh3}). In every position each
 * move's coordinate form, SAN and display form is unique among the legal moves, and
 * {@link #parse} reads each back to its move.
 */
public final class Notation {
    private Notation() {
    }

    /** Coordinate notation; a hook's multi-leg move is its squares joined by '-' ({@code b3-d5-f7}). */
    public static String coordinate(Position p, int move) {
        if (p.walls != null && Move.type(move) == Move.WALL) {
            // As Fairy-Stockfish writes a turn of a wall alone: from and to its player's first piece.
            String first = p.geo.name(firstPiece(p));
            return first + first + "," + first + p.geo.name(Move.to(move));
        }
        if (Move.type(move) != Move.PATH) return coordinate(p.model, move);
        StringBuilder sb = new StringBuilder();
        for (int s : p.path(move)) sb.append(sb.length() > 0 ? "-" : "").append(p.geo.name(s));
        return sb.toString();
    }

    public static String coordinate(RuleModel m, int move) {
        if (m.engineTables().walls != null) {
            // Fairy-Stockfish's form: the move, then where it ends and the wall ("e2e4,e4d5").
            int wall = Move.wall(move), base = Move.base(move);
            Board b = m.board();
            String to = b.name(Move.to(base));
            if (Move.type(base) == Move.WALL) return to + to + "," + to + to;
            String text = coordinateOf(m, base);
            return wall < 0 ? text : text + "," + to + b.name(wall);
        }
        return coordinateOf(m, move);
    }

    /**
     * The square Fairy-Stockfish names a turn of a wall alone by: its player's piece on the
     * lowest rank, lowest file (walls are no one's pieces), or the first square.
     */
    static int firstPiece(Position p) {
        int best = -1;
        for (int i = 0; i < p.pcount[p.side]; i++) {
            int s = p.plist[p.side][i];
            if (p.board[s] == p.wallCode) continue;
            if (best < 0 || p.geo.y(s) < p.geo.y(best) || p.geo.y(s) == p.geo.y(best) && p.geo.x(s) < p.geo.x(best)) best = s;
        }
        return best < 0 ? Move.to(0) : best;
    }

    private static String coordinateOf(RuleModel m, int move) {
        Board b = m.board();
        int from = Move.from(move), to = Move.to(move);
        return switch (Move.type(move)) {
            case Move.PASS -> Move.isForfeit(move) ? "forfeit" : "pass";
            case Move.PATH -> b.name(from) + "-" + b.name(to);
            case Move.DROP -> (Move.turned(move) ? "+" : "") + m.pieces().get(Move.kind(move)).letter() + "@" + b.name(to);
            case Move.DROP_ADVANCE -> m.pieces().get(Move.kind(move)).letter() + "@" + b.name(from) + "-" + b.name(to);
            case Move.CASTLE -> {
                int side = sideOfCastle(m, move);
                CastlingRule r = m.castling().get(side).get(Move.rule(move));
                String k = b.name(r.kingFrom()) + b.name(r.kingTo());
                int g = Move.gate(move);
                if (g >= 0 && Move.gateOnPartner(move)) {
                    // Gated on the partner's square: always the long form, which names that square.
                    yield k + "/" + b.name(r.partnerFrom()) + b.name(r.partnerTo()) + Character.toLowerCase(m.pieces().get(g).letter());
                }
                String c = needsLongForm(m, side, Move.rule(move)) ? k + "/" + b.name(r.partnerFrom()) + b.name(r.partnerTo()) : k;
                yield g >= 0 ? c + Character.toLowerCase(m.pieces().get(g).letter()) : c;
            }
            default -> {
                String s = b.name(from) + b.name(to);
                int k = Move.kind(move);
                int g = Move.gate(move);
                if (g >= 0) s += Character.toLowerCase(m.pieces().get(g).letter());
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
            if (t.reaches(r.kingFrom(), r.kingTo())) return true;
        }
        return false;
    }

    /** Standard algebraic notation with check and mate marks; computes legality around the move. */
    public static String san(Position p, int move, int[] legal, int legalCount) {
        return sanBody(p, move, legal, legalCount) + checkMark(p, move);
    }

    /** {@link #san(Position, int, int[], int)} among the moves of a list. */
    public static String san(Position p, int move, MoveList legal) {
        return san(p, move, legal.moves, legal.size);
    }

    /**
     * SAN without the check or mate mark. Unique among the legal moves: a piece (or pawn) move
     * names its from-file, from-rank or from-square whenever another legal move would otherwise
     * be written the same, comparing the names as written (Omega's w1 and w2 share the file
     * letter w though not the file).
     */
    static String sanBody(Position p, int move, int[] legal, int legalCount) {
        if (p.walls != null) {
            // The move's SAN among the moves without their walls, then the wall's square ("e4,d5"), as Fairy-Stockfish writes it.
            int base = Move.base(move);
            if (Move.type(base) == Move.WALL) return coordinate(p, move);
            int[] bases = new int[legalCount];
            int n = 0;
            outer:
            for (int i = 0; i < legalCount; i++) {
                int b = Move.base(legal[i]);
                for (int k = 0; k < n; k++) if (bases[k] == b) continue outer;
                bases[n++] = b;
            }
            String text = sanOf(p, base, bases, n);
            return Move.wall(move) < 0 ? text : text + "," + p.geo.name(Move.wall(move));
        }
        return sanOf(p, move, legal, legalCount);
    }

    private static String sanOf(Position p, int move, int[] legal, int legalCount) {
        RuleModel m = p.model;
        Board b = m.board();
        switch (Move.type(move)) {
            case Move.DROP, Move.DROP_ADVANCE, Move.PATH, Move.PASS -> {
                return coordinate(p, move);
            }
            case Move.CASTLE -> {
                int g = Move.gate(move);
                if (g < 0) return castling(p, move);
                CastlingRule r = m.castling().get(p.side).get(Move.rule(move));
                // Seirawan's "O-O/H" gates on the king's square; "O-O/Hh1" names the partner's.
                return castling(p, move) + "/" + m.pieces().get(g).letter()
                        + (Move.gateOnPartner(move) ? b.name(r.partnerFrom()) : "");
            }
            default -> {
                int from = Move.from(move), to = Move.to(move);
                PieceKind k = m.pieces().get(Codes.kind(p.board[from]));
                boolean capture = isCapture(p, move);
                StringBuilder sb = new StringBuilder();
                if (k.pawn() && m.notation().pawnSquares()) {
                    sb.append(b.name(from)).append(capture ? 'x' : '-').append(b.name(to));
                } else {
                    if (!k.pawn()) sb.append(k.letter());
                    switch (disambiguation(p, move, capture, legal, legalCount)) {
                        case BY_FILE -> sb.append(b.name(from), 0, fileLength(b, from));
                        case BY_RANK -> sb.append(b.name(from).substring(fileLength(b, from)));
                        case BY_SQUARE -> sb.append(b.name(from));
                        default -> {
                        }
                    }
                    if (capture) sb.append('x');
                    sb.append(b.name(to));
                }
                if (Move.kind(move) >= 0) sb.append(promotion(m, Move.kind(move), '='));
                if (Move.gate(move) >= 0) sb.append('/').append(m.pieces().get(Move.gate(move)).letter());
                return sb.toString();
            }
        }
    }

    /** How much of a piece move's from-square its SAN names. */
    private static final int NONE = 0, BY_FILE = 1, BY_RANK = 2, BY_SQUARE = 3;

    /**
     * How much of the from-square the SAN of a piece or pawn move must name so that no other
     * legal move reads the same. Rivals are the other moves written with the same letter (no
     * letter: any pawn kind), to the same square, capturing or not alike, with the same
     * promotion. A pawn names at least its file when it captures or steps off its file (a
     * sideways or leaping pawn: {@code gh3}, not {@code h3}, which is the push), and its whole
     * square when the file is not enough; other pieces name the file, else the rank, else the
     * square, as in chess.
     */
    private static int disambiguation(Position p, int move, boolean capture, int[] legal, int legalCount) {
        Board b = p.geo;
        int from = Move.from(move), to = Move.to(move);
        int code = p.board[from];
        boolean pawn = p.kinds[Codes.kind(code)].pawn();
        int level = pawn && (capture || !straight(p, from, to)) ? BY_FILE : NONE;
        boolean fileTaken = false, rankTaken = false;
        for (int i = 0; i < legalCount; i++) {
            int o = legal[i];
            if (o == move || Move.to(o) != to || Move.kind(o) != Move.kind(move) || Move.gate(o) != Move.gate(move)) continue;
            if (Move.type(o) != Move.NORMAL && Move.type(o) != Move.EN_PASSANT) continue;
            int of = Move.from(o);
            int oc = p.board[of];
            if (pawn ? !p.kinds[Codes.kind(oc)].pawn() : oc != code) continue;
            if (isCapture(p, o) != capture) continue;
            // A rival that may be written without its from-square rules that out for this move too.
            if (!pawn || !capture && straight(p, of, to)) level = Math.max(level, BY_FILE);
            if (sameFile(b, of, from)) fileTaken = true;
            if (sameRank(b, of, from)) rankTaken = true;
        }
        if (level == NONE || level == BY_FILE && !fileTaken) return level;
        if (!pawn && !rankTaken) return BY_RANK;
        return BY_SQUARE;
    }

    /** Does the move take something (en passant included; a promotion in place takes nothing)? */
    private static boolean isCapture(Position p, int move) {
        return Move.type(move) == Move.EN_PASSANT || Move.to(move) != Move.from(move) && p.board[Move.to(move)] != 0;
    }

    /** Does a move from s to t stay on the mover's file (its forward line)? */
    private static boolean straight(Position p, int s, int t) {
        Player.View v = p.model.players().get(p.side).view();
        return v == Player.View.NORTH || v == Player.View.SOUTH ? p.geo.x(s) == p.geo.x(t) : p.geo.y(s) == p.geo.y(t);
    }

    /** Do two squares' names share their file part as written? */
    private static boolean sameFile(Board b, int s, int t) {
        int n = fileLength(b, s);
        return n == fileLength(b, t) && b.name(s).regionMatches(0, b.name(t), 0, n);
    }

    /** Do two squares' names share their rank part as written? */
    private static boolean sameRank(Board b, int s, int t) {
        return b.name(s).substring(fileLength(b, s)).equals(b.name(t).substring(fileLength(b, t)));
    }

    /**
     * {@code O-O} or {@code O-O-O}; when another castling of the player is written the same,
     * the king's destination follows in parentheses ({@code O-O(h1)}), or the whole
     * coordinate form when even that is shared.
     */
    private static String castling(Position p, int move) {
        RuleModel m = p.model;
        Board b = m.board();
        java.util.List<CastlingRule> rules = m.castling().get(p.side);
        CastlingRule r = rules.get(Move.rule(move));
        // Chess960: one castling to each side can stand, named by its side.
        if (r.anywhere()) return r.side() == 'K' ? "O-O" : "O-O-O";
        boolean isLong = isLong(b, rules, r);
        boolean shared = false, sharedTarget = false;
        for (CastlingRule o : rules) {
            if (o == r || isLong(b, rules, o) != isLong) continue;
            shared = true;
            if (o.kingTo() == r.kingTo()) sharedTarget = true;
        }
        String text = isLong ? "O-O-O" : "O-O";
        if (!shared) return text;
        return text + "(" + (sharedTarget ? b.name(r.kingFrom()) + b.name(r.kingTo()) + "/" + b.name(r.partnerFrom())
                + b.name(r.partnerTo()) : b.name(r.kingTo())) + ")";
    }

    /** {@code +} when the move checks, {@code #} when it mates, else nothing (only under check rules). */
    private static String checkMark(Position p, int move) {
        if (!p.model.end().check()) return "";
        String mark = "";
        p.make(move);
        int opp = p.side;
        if (p.inCheck(opp)) {
            MoveList replies = new MoveList();
            Legality.legal(p, replies);
            mark = replies.isEmpty() ? "#" : "+";
        }
        p.unmake();
        return mark;
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
        if (!p.model.notation().coordinates()) return san(p, move, legal, legalCount);
        return displayCoordinates(p, move);
    }

    /** {@link #display(Position, int, int[], int)} among the moves of a list. */
    public static String display(Position p, int move, MoveList legal) {
        return display(p, move, legal.moves, legal.size);
    }

    /** The display form of a variant written in coordinates: SJ-11 promotion in parentheses. */
    private static String displayCoordinates(Position p, int move) {
        RuleModel m = p.model;
        int k = Move.kind(move);
        if (k >= 0 && m.notation().promotionParens() && (Move.type(move) == Move.NORMAL || Move.type(move) == Move.EN_PASSANT)) {
            return m.board().name(Move.from(move)) + m.board().name(Move.to(move)) + promotion(m, k, '=');
        }
        return coordinate(p, move);
    }

    /** The display form without a check or mate mark. */
    private static String displayBody(Position p, int move, int[] legal, int legalCount) {
        return p.model.notation().coordinates() ? displayCoordinates(p, move) : sanBody(p, move, legal, legalCount);
    }

    // ------------------------------------------------------------ reading

    /**
     * The move among {@code legal} that {@code text} names, or -1 when none does or when it
     * could name more than one. Read in this order, the first kind that names any move
     * deciding: coordinate notation as written ({@code e2e4}, {@code e7e8q}, {@code J@e2},
     * {@code J@e2-e5}, {@code e1g1}, {@code f1g1/i1f1}, {@code b2-d4-f6}, {@code pass},
     * {@code forfeit}; a castling's king move alone when no king step is written so); then
     * SAN and the variant's display notation ({@code Nf3}, {@code exd5}, {@code e8=Q},
     * {@code e8Q}, {@code O-O}, {@code 0-0}, {@code g4-f4}, {@code c7c8(N)}), case-sensitively,
     * since {@code bxc5} (a pawn) is not {@code Bxc5} (a bishop); trailing {@code + # ! ?} are
     * ignored; last coordinate notation in other case ({@code E2E4}, {@code e7e8Q}).
     * Every text that {@link #coordinate}, {@link #san} or {@link #display} writes reads back
     * to its move.
     */
    public static int parse(Position p, String text, MoveList legal) {
        if (text == null) return -1;
        String t = text.strip();
        if (t.isEmpty()) return -1;
        int[] ms = legal.moves;
        int n = legal.size;
        int found = coordinateMatch(p, t, ms, n, false);
        if (found != NO_MATCH) return found;
        found = sanMatch(p, canonical(t), ms, n);
        if (found != NO_MATCH) return found;
        found = coordinateMatch(p, t, ms, n, true);
        return found == NO_MATCH ? -1 : found;
    }

    /** No move reads so (as opposed to -1: more than one does). */
    private static final int NO_MATCH = -2;

    /** Collects matches: the one move matched, -1 when different moves matched, NO_MATCH when none. */
    private static int match(int found, int move) {
        return found == NO_MATCH || found == move ? move : -1;
    }

    /**
     * The move whose coordinate notation is {@code t} (in any case if {@code anyCase}); failing
     * that, the castling whose long form {@code t} abbreviates to the king's move.
     */
    private static int coordinateMatch(Position p, String t, int[] ms, int n, boolean anyCase) {
        Board b = p.geo;
        int found = NO_MATCH, shortCastle = NO_MATCH;
        for (int i = 0; i < n; i++) {
            int m = ms[i];
            int type = Move.type(m);
            if (type == Move.PASS) {
                if (anyCase ? t.equalsIgnoreCase(coordinate(p, m)) : t.equals(coordinate(p, m))) found = match(found, m);
                continue;
            }
            // Cheap test first: the text starts where the move does (a drop: with its letter).
            if (type == Move.DROP || type == Move.DROP_ADVANCE) {
                if (t.length() < 2 || t.charAt(1) != '@' && (t.charAt(0) != '+' || t.length() < 3 || t.charAt(2) != '@')) continue;
            } else if (type != Move.WALL) {
                String f = b.name(Move.from(m));
                if (!t.regionMatches(anyCase, 0, f, 0, f.length())) continue;
            }
            String c = coordinate(p, m);
            if (anyCase ? t.equalsIgnoreCase(c) : t.equals(c)) {
                found = match(found, m);
            } else if (type == Move.CASTLE && c.length() > t.length() && c.charAt(t.length()) == '/'
                    && c.regionMatches(anyCase, 0, t, 0, t.length())) {
                shortCastle = match(shortCastle, m);
            }
        }
        return found != NO_MATCH ? found : shortCastle;
    }

    /** The move whose SAN or display form, made {@link #canonical}, is {@code key}. */
    private static int sanMatch(Position p, String key, int[] ms, int n) {
        Board b = p.geo;
        int found = NO_MATCH;
        boolean castle = key.startsWith("O-O");
        for (int i = 0; i < n; i++) {
            int m = ms[i];
            int type = Move.type(m);
            // Cheap test first: the text names the destination square (a castling: is one).
            if (type == Move.CASTLE ? !castle : type != Move.PASS && !key.contains(b.name(Move.to(m)))) continue;
            if (canonical(sanBody(p, m, ms, n)).equals(key) || canonical(displayBody(p, m, ms, n)).equals(key)) {
                found = match(found, m);
            }
        }
        return found;
    }

    /**
     * A SAN or display text reduced to one spelling: no trailing {@code + # ! ?}, castling with
     * the letter O ({@code 0-0} is {@code O-O}), promotion as the bare letter ({@code e8=Q},
     * {@code e8(Q)} and {@code e8Q} are {@code e8Q}).
     */
    private static String canonical(String s) {
        int end = s.length();
        while (end > 0 && "+#!?".indexOf(s.charAt(end - 1)) >= 0) end--;
        s = s.substring(0, end);
        if (s.startsWith("0-0")) {
            int i = 0;
            StringBuilder sb = new StringBuilder();
            for (; i < s.length() && (s.charAt(i) == '0' || s.charAt(i) == '-'); i++) sb.append(s.charAt(i) == '0' ? 'O' : '-');
            s = sb.append(s, i, s.length()).toString();
        }
        int n = s.length();
        if (n >= 2 && s.charAt(n - 2) == '=' && Character.isUpperCase(s.charAt(n - 1))) {
            return s.substring(0, n - 2) + s.charAt(n - 1);
        }
        if (n >= 3 && s.charAt(n - 3) == '(' && Character.isUpperCase(s.charAt(n - 2)) && s.charAt(n - 1) == ')') {
            return s.substring(0, n - 3) + s.charAt(n - 2);
        }
        return s;
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
