package io.ashtapada.engine.turn;

import io.ashtapada.engine.Move;
import io.ashtapada.engine.MoveGenerator;
import io.ashtapada.engine.MoveList;
import io.ashtapada.engine.Notation;
import io.ashtapada.engine.Position;
import io.ashtapada.model.*;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Says, in the game's terms, why a text a player wrote names no legal move: which piece is
 * missing or cannot go there, which pieces a promotion may take, what the dice let move, why a
 * drop is refused, which moves an ambiguous text could mean.
 */
final class MoveText {
    private static final Pattern SQUARES = Pattern.compile("([a-z]+-?\\d+)-?x?([a-z]+-?\\d+)(?:=?([A-Za-z])|\\(([A-Za-z])\\))?[+#]?");
    private static final Pattern DROP = Pattern.compile("([A-Za-z])@([a-z]+-?\\d+)(?:-([a-z]+-?\\d+))?");
    /** SAN: piece letter, from-file or from-square, capture, destination, promotion. */
    private static final Pattern SAN = Pattern.compile(
            "([A-Z])?([a-z]+)?(-?\\d+)?(x)?([a-z]+-?\\d+)(?:=?([A-Z])|\\(([A-Z])\\))?[+#]?[!?]{0,2}");

    private MoveText() {
    }

    /**
     * A reason to refuse the text before it is looked up, or null: control characters, more
     * than one move, more than one check mark.
     */
    static String malformed(String t) {
        if (t.chars().anyMatch(Character::isWhitespace)) {
            return "illegal move '" + printable(t) + "': one move at a time (this text holds " + t.split("\\s+").length + ")";
        }
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            if (Character.isISOControl(c)) {
                return String.format("illegal move '%s': it holds a control character (U+%04X)", printable(t), (int) c);
            }
        }
        if (t.matches(".*[+#]{2,}[!?]*")) return "illegal move '" + t + "': at most one check mark (+ or #)";
        return null;
    }

    static String printable(String t) {
        StringBuilder sb = new StringBuilder();
        for (char c : t.toCharArray()) sb.append(Character.isISOControl(c) ? String.format("\\u%04x", (int) c) : String.valueOf(c));
        return sb.toString();
    }

    /** Why a move text matches no legal move (or more than one). */
    static String explain(Position pos, String t, DiceRules dice, MoveList legal) {
        RuleModel model = pos.model();
        List<Integer> readAs = readings(pos, t, legal);
        if (readAs.size() > 1) {
            List<String> names = new ArrayList<>();
            for (int m : readAs) names.add(Notation.san(pos, m, legal));
            return "ambiguous move '" + t + "': it could be " + String.join(" or ", names);
        }
        Matcher dm = DROP.matcher(t);
        if (dm.matches()) return "illegal drop '" + t + "': " + dropReason(pos, dm, dice, legal);
        Matcher mm = SQUARES.matcher(t);
        if (mm.matches()) {
            return "illegal move '" + t + "': " + squaresReason(pos, mm, dice, legal);
        }
        Matcher sm = SAN.matcher(t);
        if (sm.matches()) return "illegal move '" + t + "': " + sanReason(pos, sm, dice, legal);
        if (t.matches("[O0]-[O0](-[O0])?[+#]?")) return "illegal move '" + t + "': " + side(pos) + " cannot castle so now";
        return "cannot read move '" + t + "' (expected coordinate notation like e2e4, SAN like Nf3, a drop like N@e4, or pass)";
    }

    /** Legal moves the text could mean when read loosely (SAN without its disambiguation). */
    private static List<Integer> readings(Position pos, String t, MoveList legal) {
        List<Integer> out = new ArrayList<>();
        Matcher sm = SAN.matcher(t);
        if (!sm.matches() || sm.group(2) != null || sm.group(3) != null) return out;
        Board b = pos.model().board();
        int to = b.square(sm.group(5));
        if (to < 0) return out;
        for (int i = 0; i < legal.size(); i++) {
            int m = legal.get(i);
            if (!movesTo(pos, m, to) || isDrop(m)) continue;
            PieceKind k = kindAt(pos, Move.from(m));
            boolean pawnText = sm.group(1) == null;
            if (pawnText ? !k.pawn() : k.pawn() || k.letter() != sm.group(1).charAt(0)) continue;
            if (pawnText) continue;                      // a pawn's SAN always names its file when it must
            String promo = sm.group(6) != null ? sm.group(6) : sm.group(7);
            if (promo == null && Move.kind(m) >= 0) continue;
            out.add(m);
        }
        return out;
    }

    private static String side(Position pos) {
        return pos.model().players().get(pos.side()).id();
    }

    private static PieceKind kindAt(Position pos, int sq) {
        return pos.model().pieces().get(Codes.kind(pos.pieceAt(sq)));
    }

    private static boolean isDrop(int m) {
        return Move.type(m) == Move.DROP || Move.type(m) == Move.DROP_ADVANCE;
    }

    private static boolean movesTo(Position pos, int m, int to) {
        int type = Move.type(m);
        return type != Move.PASS && type != Move.PATH && Move.to(m) == to
                || type == Move.PATH && Move.to(m) == to;
    }

    /** The coordinate form: from-square, to-square, maybe a promotion letter. */
    private static String squaresReason(Position pos, Matcher mm, DiceRules dice, MoveList legal) {
        RuleModel model = pos.model();
        Board b = model.board();
        int from = b.square(mm.group(1)), to = b.square(mm.group(2));
        if (from < 0) return "no square " + mm.group(1);
        if (to < 0) return "no square " + mm.group(2);
        int code = pos.pieceAt(from);
        if (code == 0) return mm.group(1) + " is empty";
        String side = side(pos);
        if (Codes.owner(code) != pos.side()) return "the piece on " + mm.group(1) + " is not " + side + "'s";
        PieceKind k = kindAt(pos, from);
        String promo = mm.group(3) != null ? mm.group(3) : mm.group(4);
        String promotion = promotionReason(pos, legal, from, to, k, promo, b.name(from) + b.name(to), true);
        if (promotion != null) return promotion;
        return pieceReason(pos, dice, legal, k, from, to);
    }

    /**
     * When legal moves go from {@code from} to {@code to} with a promotion the text lacks or
     * names wrongly: which pieces it may promote to. Null when that is not the trouble.
     */
    private static String promotionReason(Position pos, MoveList legal, int from, int to, PieceKind k, String promo,
                                          String written, boolean coordinates) {
        RuleModel model = pos.model();
        List<String> kinds = new ArrayList<>(), forms = new ArrayList<>();
        boolean plain = false;
        for (int i = 0; i < legal.size(); i++) {
            int m = legal.get(i);
            if (isDrop(m) || Move.type(m) == Move.PASS || Move.from(m) != from || Move.to(m) != to) continue;
            if (Move.kind(m) < 0) {
                plain = true;
                continue;
            }
            PieceKind p = model.pieces().get(Move.kind(m));
            kinds.add(p.name() + " (" + p.letter() + ")");
            forms.add(coordinates ? Notation.coordinate(pos, m) : Notation.san(pos, m, legal));
        }
        if (kinds.isEmpty()) return null;
        String name = "the " + k.name() + " on " + model.board().name(from);
        if (promo == null) {
            return name + " must promote on " + model.board().name(to) + ": add the piece, one of "
                    + String.join(", ", kinds) + " (" + String.join(", ", forms) + ")";
        }
        return name + " may promote to " + String.join(", ", kinds) + (plain ? " or stay a " + k.name() : "")
                + " on " + model.board().name(to) + ", not to '" + promo + "'";
    }

    /** Why this piece cannot go from {@code from} to {@code to}: check, a pin, the dice, or its moves. */
    private static String pieceReason(Position pos, DiceRules dice, MoveList legal, PieceKind k, int from, int to) {
        RuleModel model = pos.model();
        Board b = model.board();
        String side = side(pos);
        String piece = "the " + k.name() + " on " + b.name(from);
        if (dice != null && (pos.movableKinds() & (1L << k.index())) == 0) {
            return "the dice " + diceWords(pos, dice) + "; not a " + k.name();
        }
        boolean pseudo = pseudoLegal(pos, from, to);
        if (pseudo && model.end().check()) {
            return pos.inCheck(pos.side()) ? side + " is in check and " + piece + " going to " + b.name(to) + " does not answer it"
                    : piece + " going to " + b.name(to) + " would leave " + side + "'s " + royalName(model) + " in check";
        }
        if (pos.pieceAt(to) != 0 && Codes.owner(pos.pieceAt(to)) == pos.side()) {
            return piece + " cannot go to " + b.name(to) + ": " + side + "'s own " + kindAt(pos, to).name() + " stands there";
        }
        String base = piece + " cannot go to " + b.name(to) + " now";
        return dice != null ? base + " (the dice " + diceWords(pos, dice) + ")" : base;
    }

    private static String royalName(RuleModel model) {
        for (PieceKind k : model.pieces()) if (k.royal()) return k.name();
        return "royal piece";
    }

    private static boolean pseudoLegal(Position pos, int from, int to) {
        MoveList ms = new MoveList();
        MoveGenerator.pseudoLegal(pos, ms);
        for (int i = 0; i < ms.size(); i++) {
            int m = ms.get(i);
            if (!isDrop(m) && Move.type(m) != Move.PASS && Move.from(m) == from && Move.to(m) == to) return true;
        }
        return false;
    }

    /** SAN: a piece letter (or none for a pawn) and a destination. */
    private static String sanReason(Position pos, Matcher sm, DiceRules dice, MoveList legal) {
        RuleModel model = pos.model();
        Board b = model.board();
        String side = side(pos);
        String letter = sm.group(1);
        PieceKind kind = null;
        if (letter != null) {
            for (PieceKind k : model.pieces()) if (Character.toUpperCase(k.letter()) == letter.charAt(0)) kind = k;
            if (kind == null) return "no piece has the letter " + letter + " in " + model.title();
        }
        int to = b.square(sm.group(5));
        if (to < 0) return "no square " + sm.group(5);
        String what = kind == null ? "pawn" : kind.name();
        // The pieces of that kind (or the pawns) the side to move has on the board.
        List<Integer> own = new ArrayList<>();
        for (int s = 0; s < b.size; s++) {
            int c = pos.pieceAt(s);
            if (c == 0 || Codes.owner(c) != pos.side()) continue;
            PieceKind k = kindAt(pos, s);
            if (kind != null ? k == kind : k.pawn()) own.add(s);
        }
        if (own.isEmpty()) return side + " has no " + what + " on the board";
        if (dice != null && kind != null && (pos.movableKinds() & (1L << kind.index())) == 0) {
            return "the dice " + diceWords(pos, dice) + "; not a " + what;
        }
        String promo = sm.group(6) != null ? sm.group(6) : sm.group(7);
        for (int s : own) {
            String r = promotionReason(pos, legal, s, to, kindAt(pos, s), promo, null, false);
            if (r != null) return r;
        }
        if (own.size() == 1) return pieceReason(pos, dice, legal, kindAt(pos, own.get(0)), own.get(0), to);
        String base = "no " + side + " " + what + " can go to " + b.name(to) + " now";
        return dice != null ? base + " (the dice " + diceWords(pos, dice) + ")" : base;
    }

    /** A drop: the letter, the hand, the square, the zone, the advance. */
    private static String dropReason(Position pos, Matcher dm, DiceRules dice, MoveList legal) {
        RuleModel model = pos.model();
        Board b = model.board();
        String side = side(pos);
        char letter = Character.toUpperCase(dm.group(1).charAt(0));
        PieceKind kind = null;
        for (PieceKind k : model.pieces()) if (Character.toUpperCase(k.letter()) == letter) kind = k;
        if (kind == null) return "no piece has the letter " + letter + " in " + model.title();
        int sq = b.square(dm.group(2));
        if (sq < 0) return "no square " + dm.group(2);
        if (kind.drop() == null) return "a " + kind.name() + " is never dropped in " + model.title();
        if (pos.handCount(pos.side(), kind.index()) == 0 && !kind.drop().endless()) return side + " has no " + kind.name() + " in hand";
        if (dice != null && (pos.movableKinds() & (1L << kind.index())) == 0) {
            return "the dice " + diceWords(pos, dice) + "; not a " + kind.name();
        }
        if (pos.pieceAt(sq) != 0) return dm.group(2) + " is not empty (a " + kindAt(pos, sq).name() + " stands there)";
        SquareSet zone = kind.drop().zone()[pos.side()];
        if (zone != null && !zone.contains(sq)) {
            int[] in = zone.members();
            StringBuilder where = new StringBuilder();
            for (int i = 0; i < Math.min(in.length, 12); i++) where.append(i > 0 ? ", " : "").append(b.name(in[i]));
            if (in.length > 12) where.append(" ... (").append(in.length).append(" squares)");
            return "a " + kind.name() + " may not be dropped on " + dm.group(2) + " (only on " + where + ")";
        }
        List<String> plain = new ArrayList<>(), advances = new ArrayList<>();
        for (int i = 0; i < legal.size(); i++) {
            int m = legal.get(i);
            if (!isDrop(m) || Move.kind(m) != kind.index()) continue;
            if (Move.type(m) == Move.DROP && Move.to(m) == sq) plain.add(b.name(sq));
            if (Move.type(m) == Move.DROP_ADVANCE && Move.from(m) == sq) advances.add(b.name(Move.to(m)));
        }
        if (dm.group(3) != null) {
            int to = b.square(dm.group(3));
            if (to < 0) return "no square " + dm.group(3);
            if (!kind.drop().thenAdvance()) return "a dropped " + kind.name() + " does not advance in the same move";
            if (advances.isEmpty()) return "a " + kind.name() + " dropped on " + dm.group(2) + " cannot advance now";
            return "a " + kind.name() + " dropped on " + dm.group(2) + " may advance to " + String.join(", ", advances)
                    + " now, not to " + dm.group(3);
        }
        if (model.end().check() && pos.inCheck(pos.side())) return side + " is in check and this drop does not answer it";
        return "a " + kind.name() + " may not be dropped on " + dm.group(2) + " now (the variant's drop rules forbid it here)";
    }

    /** What the dice show and let move: "show 1,5: 1 moves a pawn, 5 a king". */
    static String diceWords(Position pos, DiceRules dice) {
        RuleModel model = pos.model();
        int a = pos.die(0), b = pos.die(1);
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            if (i == 1 && a == b) break;
            long mask = dice.dieMask(i, a, b);
            List<String> kinds = new ArrayList<>();
            for (PieceKind k : model.pieces()) if ((mask & (1L << k.index())) != 0) kinds.add(k.name());
            String which = kinds.size() == model.pieces().size() ? "any piece"
                    : kinds.isEmpty() ? "nothing" : "a " + String.join(" or a ", kinds);
            parts.add((i == 0 ? a : b) + (i == 0 ? " moves " : " ") + which);
        }
        return "show " + a + "," + b + ": " + String.join(", ", parts);
    }
}
