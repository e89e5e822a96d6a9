package io.ashtapada.model;

import io.ashtapada.model.MoveSpec.Kind;
import io.ashtapada.syntax.ErrorCode;
import io.ashtapada.model.MoveSpec.Lameness;
import io.ashtapada.model.MoveSpec.Vector;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Reads the single-leg part of XBetza, H. G. Muller's extension of Betza's funny notation, into
 * {@link MoveSpec}s, one per atom. The meaning of every letter follows the XBetza reference
 * (chessvariants.com, "Betza notation (extended)", and its quick reference) and, where the page
 * is terse, XBoard's move generator, which is the notation's reference implementation. Anything
 * outside the supported subset is rejected with an {@link XBetzaException} rather than guessed,
 * because a misread piece silently changes the game.
 *
 * <p>Supported: the atoms W F D N A H C Z G (L and J as the documented synonyms of C and Z),
 * K R B Q, explicit leaps {@code (x,y)}; a doubled letter or a number for the range ({@code 0}
 * unlimited, {@code 1} a plain leap); the modifiers {@code m c e i n j p g} and the directions
 * {@code f b l r v s h}. A component's vectors are in the mover's frame: {@code dy > 0} forward,
 * {@code dx > 0} right.
 *
 * <p>Directions depend on the symmetry of the atom, exactly as in XBetza:
 * <ul>
 * <li>orthogonal (W, D, H, R): each letter is one move ({@code v} = f+b, {@code s} = l+r), and
 *     letters only add up, so {@code frW} is forward or right;</li>
 * <li>diagonal (F, A, G, B): {@code f b l r} each name the two moves on that side, and a
 *     forward/backward letter next to a left/right one names the single move they share
 *     ({@code frF}); {@code v s h} have no documented meaning there;</li>
 * <li>oblique (N, C, Z, explicit leaps): a single letter names the narrow pair that goes furthest
 *     that way ({@code fN} = the two forward-most moves, {@code sN} the four sideways-most);
 *     {@code ff} is the same as {@code f}; {@code f}/{@code b}/{@code l}/{@code r} followed by a
 *     perpendicular letter picks from that side the moves furthest in the second direction
 *     ({@code fs} the wide forward pair, {@code fr} the single move (2,1), {@code rf} (1,2));
 *     {@code fh bh lh rh} are the four moves on that side; {@code hr} and {@code hl} the four
 *     right- or left-handed moves (turned by quarter turns from (1,2) or (-1,2));</li>
 * <li>K and Q are the compounds WF and RB, so a single letter selects on both parts
 *     ({@code fK} = fWfF, the three forward moves; {@code fQ} = fRfB; {@code vK} = fK + bK); a
 *     doubled letter is the single orthogonal move ({@code ffK}), a perpendicular pair the
 *     diagonal between ({@code frK} one diagonal, {@code fsK} the two forward diagonals,
 *     {@code lvQ} the two left diagonals) and {@code fh bh lh rh} the half-plane (= the single
 *     letter), as in XBetza's table of directional modifiers.</li>
 * </ul>
 * Letters that do not pair up add their moves together ({@code fbN} = fN + bN). Pairs are read
 * greedily from the left, as XBoard does, so {@code fbsK} is fK + bsK (five moves). Direction letters must be
 * written as one run; the other modifiers may stand in any order around them.
 *
 * <p>Modes: {@code m} move only, {@code c} capture only, neither means both. {@code e} adds en
 * passant capture as its own mode, as in XBetza: {@code fceF} captures normally and en passant,
 * {@code feF} only en passant. Hops: {@code p} hops over one piece and lands anywhere beyond it
 * (the cannon {@code pR}); {@code g} lands only on the square just beyond (the grasshopper
 * {@code gQ}), and needs an unlimited slider or rider.
 */
public final class XBetza {
    /** Ranges and leap coordinates beyond this are typing errors, not boards. */
    private static final int MAX_NUMBER = 999;
    private static final String DIRECTIONS = "fblrvsh";
    private static final String MODIFIERS = "imcepgnj";
    private static final Map<Character, Atom> ATOMS = Map.ofEntries(
            Map.entry('W', Atom.of("W", 0, 1, 1)),
            Map.entry('D', Atom.of("D", 0, 2, 1)),
            Map.entry('H', Atom.of("H", 0, 3, 1)),
            Map.entry('F', Atom.of("F", 1, 1, 1)),
            Map.entry('A', Atom.of("A", 2, 2, 1)),
            Map.entry('G', Atom.of("G", 3, 3, 1)),
            Map.entry('N', Atom.of("N", 1, 2, 1)),
            Map.entry('C', Atom.of("C", 1, 3, 1)),
            Map.entry('L', Atom.of("L", 1, 3, 1)),
            Map.entry('Z', Atom.of("Z", 2, 3, 1)),
            Map.entry('J', Atom.of("J", 2, 3, 1)),
            Map.entry('R', Atom.of("R", 0, 1, 0)),
            Map.entry('B', Atom.of("B", 1, 1, 0)),
            Map.entry('K', Atom.king("K", 1)),
            Map.entry('Q', Atom.king("Q", 0)));
    /** XBetza modifiers that exist but are not supported, with what they would mean. */
    private static final Map<Character, String> UNSUPPORTED = Map.of(
            'a', "multi-leg move",
            'd', "capture of own pieces",
            'o', "cylinder wrap-around",
            'q', "circular path",
            'z', "crooked path");

    private XBetza() {
    }

    /**
     * Reads a whole XBetza description, e.g. {@code fmWfceFifmnD}, into one spec per atom, in
     * the order written.
     *
     * @throws XBetzaException if the text is empty, malformed or uses unsupported XBetza
     */
    public static List<MoveSpec> parse(String text) throws XBetzaException {
        Objects.requireNonNull(text, "text");
        if (text.isEmpty()) {
            throw new XBetzaException(ErrorCode.EMPTY_XBETZA_TEXT, "empty XBetza text", 0);
        }
        return new Reader(text).readAll();
    }

    /** How an atom's moves are arranged, which decides what the direction letters select. */
    private enum Shape { ORTHOGONAL, DIAGONAL, OBLIQUE, KING }

    /**
     * A set of symmetric moves: all images of the leap (minor, major), or for {@code KING} the
     * one-step orthogonal and diagonal moves together.
     */
    private record Atom(String name, Shape shape, int minor, int major, int defaultRange) {

        static Atom of(String name, int x, int y, int defaultRange) {
            int minor = Math.min(x, y);
            int major = Math.max(x, y);
            Shape shape = minor == 0 ? Shape.ORTHOGONAL : minor == major ? Shape.DIAGONAL : Shape.OBLIQUE;
            return new Atom(name, shape, minor, major, defaultRange);
        }

        static Atom king(String name, int defaultRange) {
            return new Atom(name, Shape.KING, 1, 1, defaultRange);
        }

        /** Every move of the atom, clockwise from forward, without repeats. */
        List<Vector> vectors() {
            if (shape == Shape.KING) {
                List<Vector> all = new ArrayList<>(images(0, 1));
                all.addAll(images(1, 1));
                return all;
            }
            return images(minor, major);
        }

        private static List<Vector> images(int a, int b) {
            Set<Vector> images = new LinkedHashSet<>(List.of(
                    new Vector(a, b), new Vector(b, a), new Vector(b, -a), new Vector(a, -b),
                    new Vector(-a, -b), new Vector(-b, -a), new Vector(-b, a), new Vector(-a, b)));
            return List.copyOf(images);
        }
    }

    /** The lower-case letters written before one atom. */
    private static final class Prefix {
        final Set<Character> seen = new HashSet<>();
        final StringBuilder directions = new StringBuilder();
        int directionsAt = -1;
        boolean initial;
        boolean move;
        boolean capture;
        boolean enPassant;
        int hopAt = -1;
        int grassAt = -1;
        Lameness lame = Lameness.NONE;
        int lameAt = -1;
    }

    /** One direction token: the moves it selects and how many letters it took. */
    private record Token(Predicate<Vector> selects, int length) {
    }

    /** A cursor over one text; each component is prefix, atom, optional range. */
    private static final class Reader {
        private final String text;
        private int pos;

        Reader(String text) {
            this.text = text;
        }

        List<MoveSpec> readAll() throws XBetzaException {
            List<MoveSpec> specs = new ArrayList<>();
            while (pos < text.length()) {
                specs.add(readComponent());
            }
            return List.copyOf(specs);
        }

        private MoveSpec readComponent() throws XBetzaException {
            Prefix prefix = readPrefix();
            int atomAt = pos;
            Atom atom = readAtom();
            int range = readRange(atom, atomAt);
            return build(prefix, atom, range, text.substring(atomAt, pos));
        }

        private Prefix readPrefix() throws XBetzaException {
            Prefix prefix = new Prefix();
            while (pos < text.length() && isLower(text.charAt(pos))) {
                char c = text.charAt(pos);
                if (DIRECTIONS.indexOf(c) >= 0) {
                    readDirection(prefix, c);
                } else {
                    readModifier(prefix, c);
                }
                pos++;
            }
            return prefix;
        }

        /** Direction letters must form one run: pairs like fr only mean something when adjacent. */
        private void readDirection(Prefix prefix, char c) throws XBetzaException {
            if (prefix.directions.length() == 0) {
                prefix.directionsAt = pos;
            } else if (prefix.directionsAt + prefix.directions.length() != pos) {
                throw fail(ErrorCode.DIRECTION_IS_SEPARATED_FROM_THE_DIRECTIONS, pos, "direction '" + c + "' is separated from the directions '"
                        + prefix.directions + "' before it; write them together");
            }
            prefix.directions.append(c);
        }

        private void readModifier(Prefix prefix, char c) throws XBetzaException {
            if (MODIFIERS.indexOf(c) < 0) {
                throw fail(UNSUPPORTED.containsKey(c) ? ErrorCode.UNSUPPORTED_XBETZA_MODIFIER : ErrorCode.UNSUPPORTED_XBETZA_MODIFIER_IN, pos, "unsupported XBetza modifier '" + c + "'"
                        + (UNSUPPORTED.containsKey(c) ? " (" + UNSUPPORTED.get(c) + ")" : ""));
            }
            if (!prefix.seen.add(c)) {
                throw fail(ErrorCode.REPEATED_XBETZA_MODIFIER_IN, pos, "repeated XBetza modifier '" + c + "'");
            }
            switch (c) {
                case 'i' -> prefix.initial = true;
                case 'm' -> prefix.move = true;
                case 'c' -> prefix.capture = true;
                case 'e' -> prefix.enPassant = true;
                case 'p' -> prefix.hopAt = pos;
                case 'g' -> prefix.grassAt = pos;
                default -> readLameness(prefix, c);
            }
        }

        private void readLameness(Prefix prefix, char c) throws XBetzaException {
            if (prefix.lameAt >= 0) {
                throw fail(ErrorCode.XBETZA_LAME_AND_JUMP, pos, "'n' (lame) and 'j' (must jump) contradict each other");
            }
            prefix.lame = c == 'n' ? Lameness.LAME : Lameness.JUMP;
            prefix.lameAt = pos;
        }

        private Atom readAtom() throws XBetzaException {
            if (pos == text.length()) {
                throw fail(ErrorCode.MODIFIERS_AT_THE_END_ARE_NOT, pos, "modifiers at the end are not followed by an atom");
            }
            char c = text.charAt(pos);
            if (c == '(') {
                return readExplicitLeap();
            }
            Atom atom = ATOMS.get(c);
            if (atom == null) {
                throw fail(unexpectedCode(c), pos, unexpected(c));
            }
            pos++;
            return atom;
        }

        /** The kind of {@link #unexpected}'s message. */
        private static ErrorCode unexpectedCode(char c) {
            if (c == 'O') return ErrorCode.UNSUPPORTED_XBETZA_ATOM;
            if (c >= 'A' && c <= 'Z') return ErrorCode.UNKNOWN_XBETZA_ATOM_IN;
            if (Character.isWhitespace(c)) return ErrorCode.WHITESPACE_IS_NOT_ALLOWED_IN_XBETZA;
            if (isDigit(c)) return ErrorCode.RANGE_DOES_NOT_FOLLOW_AN_ATOM;
            if (c == '[') return ErrorCode.UNSUPPORTED_XBETZA_BRACKET_NOTATION_IN;
            return ErrorCode.UNEXPECTED_CHARACTER_IN;
        }

        private static String unexpected(char c) {
            if (c == 'O') {
                return "unsupported XBetza atom 'O' (castling)";
            }
            if (c >= 'A' && c <= 'Z') {
                return "unknown XBetza atom '" + c + "'";
            }
            if (Character.isWhitespace(c)) {
                return "whitespace is not allowed in XBetza";
            }
            if (isDigit(c)) {
                return "range '" + c + "' does not follow an atom";
            }
            if (c == '[') {
                return "unsupported XBetza bracket notation '['";
            }
            return "unexpected character '" + c + "'";
        }

        private Atom readExplicitLeap() throws XBetzaException {
            int start = pos++;
            int x = readNumber();
            expect(',');
            int y = readNumber();
            expect(')');
            if (x == 0 && y == 0) {
                throw fail(ErrorCode.THE_LEAP, start, "the leap (0,0) goes nowhere");
            }
            return Atom.of(text.substring(start, pos), x, y, 1);
        }

        private void expect(char c) throws XBetzaException {
            if (pos == text.length() || text.charAt(pos) != c) {
                throw fail(ErrorCode.EXPECTED_IN_A_LEAP_WRITTEN, pos, "expected '" + c + "' in a leap written (x,y)");
            }
            pos++;
        }

        private int readNumber() throws XBetzaException {
            if (pos == text.length() || !isDigit(text.charAt(pos))) {
                throw fail(ErrorCode.EXPECTED_A_NUMBER_IN_A_LEAP, pos, "expected a number in a leap written (x,y)");
            }
            return readDigits();
        }

        private int readDigits() throws XBetzaException {
            int start = pos;
            int value = 0;
            while (pos < text.length() && isDigit(text.charAt(pos))) {
                value = value * 10 + text.charAt(pos++) - '0';
                if (value > MAX_NUMBER) {
                    throw fail(ErrorCode.NUMBER_IS_TOO_LARGE, start, "number too large (at most " + MAX_NUMBER + ")");
                }
            }
            return value;
        }

        /**
         * The range after an atom: a doubled letter (rider, unlimited) or a number; otherwise
         * the atom's own (1 for leapers, unlimited for R, B, Q). R, B and Q already slide, so a
         * repeated one is simply the next atom.
         */
        private int readRange(Atom atom, int atomAt) throws XBetzaException {
            boolean doubled = atom.name().length() == 1 && atom.defaultRange() == 1
                    && pos < text.length() && text.charAt(pos) == text.charAt(atomAt);
            if (doubled) {
                pos++;
            }
            if (pos == text.length() || !isDigit(text.charAt(pos))) {
                return doubled ? 0 : atom.defaultRange();
            }
            if (doubled) {
                throw fail(ErrorCode.THE_DOUBLED_ATOM_IS_ALREADY_AN, pos, "the doubled atom '" + atom.name() + atom.name()
                        + "' is already an unlimited rider and takes no range");
            }
            if (text.charAt(pos) == '0' && pos + 1 < text.length() && isDigit(text.charAt(pos + 1))) {
                throw fail(ErrorCode.UNSUPPORTED_XBETZA_EXACT_RANGE, pos, "unsupported XBetza exact range (a range written with a leading 0)");
            }
            return readDigits();
        }

        private MoveSpec build(Prefix prefix, Atom atom, int range, String written) throws XBetzaException {
            List<Vector> vectors = select(prefix, atom);
            Kind kind = kindOf(prefix, range, written);
            Lameness lame = checkLameness(prefix, atom, kind, range, written);
            boolean anyMode = prefix.move || prefix.capture || prefix.enPassant;
            return new MoveSpec(kind, vectors, kind == Kind.LEAP ? 1 : range,
                    !anyMode || prefix.move, !anyMode || prefix.capture, prefix.initial,
                    lame, prefix.enPassant, null, null);
        }

        private Kind kindOf(Prefix prefix, int range, String written) throws XBetzaException {
            if (prefix.grassAt >= 0) {
                if (prefix.hopAt >= 0) {
                    throw fail(ErrorCode.XBETZA_HOP_AND_GRASSHOP, Math.max(prefix.hopAt, prefix.grassAt), "'p' (hop) and 'g' (grasshop) contradict each other");
                }
                if (range != 0) {
                    throw fail(ErrorCode.XBETZA_GRASSHOP_NEEDS_A_RIDER, prefix.grassAt, "'g' (grasshop) needs an unlimited slider or rider, but '" + written
                            + "' " + (range == 1 ? "is a leap" : "has a range") + "; unsupported");
                }
                return Kind.GRASSHOP;
            }
            if (prefix.hopAt < 0) {
                return range == 1 ? Kind.LEAP : Kind.SLIDE;
            }
            if (range == 1) {
                throw fail(ErrorCode.XBETZA_HOP_NEEDS_A_RIDER, prefix.hopAt, "'p' (hop) needs a slider or rider, but '" + written
                        + "' is a leap; hopping leapers are unsupported");
            }
            return Kind.HOP;
        }

        /** The move's path condition: {@code n} and {@code j} on a leap; {@code j} on a slide passes over its first square (a ski-slider, {@code jB}). */
        private Lameness checkLameness(Prefix prefix, Atom atom, Kind kind, int range, String written) throws XBetzaException {
            if (prefix.lame == Lameness.NONE) {
                return Lameness.NONE;
            }
            char c = text.charAt(prefix.lameAt);
            if (range != 1 && c == 'j' && kind == Kind.SLIDE) {
                return Lameness.JUMP_FIRST;
            }
            if (range != 1) {
                throw fail(ErrorCode.ON_THE_SLIDER_OR_RIDER_IS, prefix.lameAt, "'" + c + "' on the slider or rider '" + written + "' is unsupported");
            }
            if (atom.major() < 2) {
                throw fail(ErrorCode.NEEDS_A_LEAP_THAT_PASSES_OVER, prefix.lameAt, "'" + c + "' needs a leap that passes over a square, but '"
                        + written + "' moves one square");
            }
            return prefix.lame;
        }

        /** The atom's moves named by the direction letters, or all of them when there are none. */
        private List<Vector> select(Prefix prefix, Atom atom) throws XBetzaException {
            List<Vector> all = atom.vectors();
            String letters = prefix.directions.toString();
            if (letters.isEmpty()) {
                return all;
            }
            Predicate<Vector> chosen = v -> false;
            for (int i = 0; i < letters.length(); ) {
                Token token = token(atom, letters, i, prefix.directionsAt + i);
                chosen = chosen.or(token.selects());
                i += token.length();
            }
            return all.stream().filter(chosen).toList();
        }

        private Token token(Atom atom, String letters, int i, int at) throws XBetzaException {
            char c = letters.charAt(i);
            char next = i + 1 < letters.length() ? letters.charAt(i + 1) : ' ';
            return switch (atom.shape()) {
                case ORTHOGONAL -> orthogonalToken(atom, c, at);
                case DIAGONAL -> diagonalToken(atom, c, next, at);
                case OBLIQUE -> obliqueToken(atom, c, next, at);
                case KING -> kingToken(atom, c, next, at);
            };
        }

        private Token orthogonalToken(Atom atom, char c, int at) throws XBetzaException {
            if (c == 'h') {
                throw fail(ErrorCode.DIRECTION_IS_NOT_DEFINED_FOR_THE, at, "direction 'h' is not defined for the orthogonal atom '" + atom.name() + "'");
            }
            return new Token(narrow(c), 1);
        }

        private Token diagonalToken(Atom atom, char c, char next, int at) throws XBetzaException {
            if (c == 'v' || c == 's' || c == 'h') {
                throw fail(ErrorCode.DIRECTION_IS_NOT_DEFINED_FOR_THE, at, "direction '" + c + "' is not defined for the diagonal atom '" + atom.name() + "'");
            }
            if (isSingle(next) && perpendicular(c, next)) {
                return new Token(wide(c).and(wide(next)), 2);
            }
            return new Token(wide(c), 1);
        }

        /**
         * K and Q are the compounds WF and RB, so a single letter means what it means on both parts:
         * {@code fK} = fWfF, the three forward moves, and {@code vK} = fK + bK. The pairs that
         * single out moves of the eight-direction system are read as in XBetza's table of
         * directional modifiers (XBoard's Betza page, "Table 2"): a doubled letter is the one
         * orthogonal move ({@code ffK}), a perpendicular pair the diagonal(s) between
         * ({@code frK}, {@code fsK}, {@code lvQ}), and {@code fh bh lh rh} the half-plane, which is
         * the same three moves as the single letter.
         */
        private Token kingToken(Atom atom, char c, char next, int at) throws XBetzaException {
            if (c == 'h') {
                throw fail(ErrorCode.DIRECTION_IS_NOT_DEFINED_FOR_THE, at, "direction '" + (next == 'l' || next == 'r' ? "h" + next : "h")
                        + "' is not defined for the atom '" + atom.name() + "'");
            }
            if (next == 'h') {
                if (!isSingle(c)) {
                    throw fail(ErrorCode.DIRECTION_IS_NOT_DEFINED_FOR_THE, at, "direction '" + c + "h' is not defined for the atom '" + atom.name() + "'");
                }
                return new Token(wide(c), 2);
            }
            if (next == c) {
                return new Token(narrow(c), 2);
            }
            if (isSingle(c) && perpendicular(c, next)) {
                return new Token(wide(c).and(wide(next)), 2);
            }
            return new Token(wide(c), 1);
        }

        private Token obliqueToken(Atom atom, char c, char next, int at) throws XBetzaException {
            if (c == 'h') {
                if (next == 'l' || next == 'r') {
                    return new Token(chiral(next), 2);
                }
                throw fail(ErrorCode.DIRECTION_ON_THE_OBLIQUE_ATOM_MUST, at, "direction 'h' on the oblique atom '" + atom.name()
                        + "' must be written as fh, bh, lh, rh, hl or hr");
            }
            if (next == 'h') {
                if (!isSingle(c)) {
                    throw fail(ErrorCode.DIRECTION_IS_NOT_DEFINED_FOR_THE, at, "direction '" + c + "h' is not defined for the oblique atom '" + atom.name() + "'");
                }
                return new Token(wide(c), 2);
            }
            if (isSingle(c) && (next == c || perpendicular(c, next))) {
                return new Token(wide(c).and(narrow(next)), 2);
            }
            return new Token(narrow(c), 1);
        }

        private XBetzaException fail(ErrorCode code, int at, String what) {
            return new XBetzaException(code, what + " in \"" + text + "\"", at);
        }
    }

    /** The moves that go further in direction d than across it: the single-letter meaning on W, N and K. */
    private static Predicate<Vector> narrow(char d) {
        return switch (d) {
            case 'f' -> v -> v.dy() > 0 && Math.abs(v.dy()) > Math.abs(v.dx());
            case 'b' -> v -> v.dy() < 0 && Math.abs(v.dy()) > Math.abs(v.dx());
            case 'l' -> v -> v.dx() < 0 && Math.abs(v.dx()) > Math.abs(v.dy());
            case 'r' -> v -> v.dx() > 0 && Math.abs(v.dx()) > Math.abs(v.dy());
            case 'v' -> v -> Math.abs(v.dy()) > Math.abs(v.dx());
            case 's' -> v -> Math.abs(v.dx()) > Math.abs(v.dy());
            default -> throw new IllegalArgumentException("not a direction: " + d);
        };
    }

    /** Every move with some component in direction d: the single-letter meaning on F, and the half-planes. */
    private static Predicate<Vector> wide(char d) {
        return switch (d) {
            case 'f' -> v -> v.dy() > 0;
            case 'b' -> v -> v.dy() < 0;
            case 'l' -> v -> v.dx() < 0;
            case 'r' -> v -> v.dx() > 0;
            case 'v' -> v -> v.dy() != 0;
            case 's' -> v -> v.dx() != 0;
            default -> throw new IllegalArgumentException("not a direction: " + d);
        };
    }

    /**
     * XBetza's {@code hr}/{@code hl}: the four oblique moves reached from (1,2) (right) or
     * (-1,2) (left) by quarter turns. Along such a set, the sign of dx*dy flips exactly when
     * the long axis changes.
     */
    private static Predicate<Vector> chiral(char hand) {
        Predicate<Vector> right = v -> (v.dx() * v.dy() > 0) == (Math.abs(v.dy()) > Math.abs(v.dx()));
        return hand == 'r' ? right : right.negate();
    }

    /** f, b, l or r: the letters that can start a pair. */
    private static boolean isSingle(char c) {
        return c == 'f' || c == 'b' || c == 'l' || c == 'r';
    }

    private static boolean perpendicular(char a, char b) {
        return isVertical(a) && isHorizontal(b) || isHorizontal(a) && isVertical(b);
    }

    private static boolean isVertical(char c) {
        return c == 'f' || c == 'b' || c == 'v';
    }

    private static boolean isHorizontal(char c) {
        return c == 'l' || c == 'r' || c == 's';
    }

    private static boolean isLower(char c) {
        return c >= 'a' && c <= 'z';
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
