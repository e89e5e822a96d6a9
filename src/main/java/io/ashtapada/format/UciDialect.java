package io.ashtapada.format;

import io.ashtapada.api.Variant;
import io.ashtapada.api.VariantInfo;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * UCI moves as Fairy-Stockfish writes them for a {@code UCI_Variant}. Ashtapada's coordinate
 * notation names a promotion by the kind promoted to ({@code h8b2h}, the bishop becoming a
 * horse); Fairy-Stockfish writes a shogi-style promotion — a piece that promotes to one kind
 * only, in a variant where a captured promoted piece goes back to hand as what it promoted from
 * (shogi, minishogi, dobutsu) — with {@code +} ({@code h8b2+}), a piece that turns over turning back
 * with {@code -} (Kyoto shogi's {@code e2e5-}), and may mark a declined one with
 * {@code =}. Chess-style promotions ({@code e7e8q}, makruk's {@code b5b6m}), drops
 * ({@code P@e5}) and gating ({@code g1f3e}, and on the king's square when castling,
 * {@code e1g1h}) are written alike in both. Castling that gates on the rook's square is
 * Ashtapada's {@code e1g1/h1f1h} (the king's move, the rook's move, the piece gated) and
 * Fairy-Stockfish's {@code h1e1h} (rook's square, king's square, the piece gated). Where the
 * variant castles anywhere (Chess960: {@link Variant#castlesAnywhere}), a castling is the king
 * taking its own rook in both directions: Ashtapada's {@code b1g1/h1f1} is Fairy-Stockfish's and
 * Chess960 GUIs' {@code b1h1}. Each method
 * needs the piece on a square, as a position-string letter ({@code '.'}: empty), before the move.
 */
public final class UciDialect {
    /** From-square, to-square, and a promotion mark: a letter, {@code +} or {@code =}. */
    private static final Pattern MOVE = Pattern.compile("([a-z]+\\d+)([a-z]+\\d+)([a-zA-Z+=-])");

    /** A plain move: from-square, to-square. */
    private static final Pattern PLAIN = Pattern.compile("([a-z]+\\d+)([a-z]+\\d+)");
    /** A castling in the long form, as Ashtapada writes it: king from, king to, rook from, rook to. */
    private static final Pattern CASTLE = Pattern.compile(PLAIN.pattern() + "/" + PLAIN.pattern());
    /** Castling that gates on the rook's square, as Ashtapada writes it: the long form, then the gated letter. */
    private static final Pattern CASTLE_GATE = Pattern.compile(CASTLE.pattern() + "([a-zA-Z])");

    /** Per piece letter (upper case), the letter of the one kind it promotes to shogi-style; absent otherwise. */
    private final Map<Character, Character> plus = new HashMap<>();

    /** The board's square names, and per player (upper case: the first) the letters of its royal kinds: for a pass. */
    private final List<String> squares = new java.util.ArrayList<>();
    private final java.util.Set<Character> royalLetters = new java.util.HashSet<>();

    /**
     * Is castling written as the king taking its own rook ({@code b1h1})? Where the variant
     * castles anywhere (Chess960), as Fairy-Stockfish writes it there and Chess960 GUIs send it.
     */
    private final boolean kingTakesRook;

    private UciDialect(VariantInfo info, boolean kingTakesRook) {
        this.kingTakesRook = kingTakesRook;
        for (VariantInfo.Square sq : info.squares()) squares.add(sq.name());
        for (VariantInfo.PieceInfo k : info.pieces()) if (k.royal()) royalLetters.add(Character.toUpperCase(k.letter()));
        // Fairy-Stockfish marks with '+' a promotion to the one kind a piece promotes to
        // (promotedPieceType): in a drop game any piece's; elsewhere one that also promotes
        // leaving its zone, shogi's way (shinobi's pawn, chak's king), and a piece's that is not a
        // pawn (forward chess's lance). A pawn's chess promotion to its one kind keeps its letter
        // (Empire chess's queen).
        boolean hands = info.captures().equals("to-hand");
        List<VariantInfo.PieceInfo> kinds = info.pieces();
        Map<String, Character> letters = new HashMap<>();
        for (VariantInfo.PieceInfo k : kinds) letters.put(k.name(), Character.toUpperCase(k.letter()));
        for (VariantInfo.PieceInfo k : kinds) {
            if (k.promotesTo().size() != 1 || !hands && k.pawn() && !k.promotesLeaving()) continue;
            plus.put(Character.toUpperCase(k.letter()), letters.get(k.promotesTo().get(0)));
        }
    }

    /** Fairy-Stockfish's dialect for a variant. */
    public static UciDialect fairyStockfish(Variant v) {
        return new UciDialect(v.describe(), v.castlesAnywhere());
    }

    /** A move in Ashtapada's coordinate notation as Fairy-Stockfish writes it. */
    public String write(String coordinate, Function<String, Character> pieceAt) {
        Matcher cg = CASTLE_GATE.matcher(coordinate);
        if (cg.matches() && sameSide(pieceAt.apply(cg.group(1)), pieceAt.apply(cg.group(3))))
            return cg.group(3) + cg.group(1) + cg.group(5);
        if (kingTakesRook) {
            Matcher c = CASTLE.matcher(coordinate);
            if (c.matches() && royalLetters.contains(Character.toUpperCase(pieceAt.apply(c.group(1))))
                    && sameSide(pieceAt.apply(c.group(1)), pieceAt.apply(c.group(3)))) return c.group(1) + c.group(3);
        }
        Matcher mm = MOVE.matcher(coordinate);
        if (plus.isEmpty() || !mm.matches() || !Character.isLetter(mm.group(3).charAt(0))) return coordinate;
        char mover = Character.toUpperCase(pieceAt.apply(mm.group(1))), letter = Character.toUpperCase(mm.group(3).charAt(0));
        Character to = plus.get(mover);
        if (to != null && to == letter) return mm.group(1) + mm.group(2) + "+";
        // A piece that turns over, turning back to the kind it was (Kyoto shogi's e2e5-).
        Character back = plus.get(letter);
        return back != null && back == mover ? mm.group(1) + mm.group(2) + "-" : coordinate;
    }

    /**
     * A move of a game's current position as Fairy-Stockfish writes it: as
     * {@link #write(String, Function)}, and a pass (Janggi) as the royal piece's square twice
     * ({@code e2e2}), as Fairy-Stockfish writes a pass over UCI.
     */
    public String write(String coordinate, io.ashtapada.api.Game game) {
        if (coordinate.equals("pass")) {
            String king = royalSquare(game);
            return king == null ? coordinate : king + king;
        }
        if (kingTakesRook) {
            String taking = castlingTaking(coordinate, game);
            if (taking != null) return taking;
        }
        return write(coordinate, game::pieceAt);
    }

    /**
     * A castling in a variant that castles anywhere written short ({@code g1g1}: the king stays,
     * the h1 rook goes to f1; the long form {@code b1g1/h1f1} names its rook, see {@link
     * #write(String, Function)}), as the king taking its partner ({@code g1h1}); null for any
     * other move. The partner is found by making the move on a copy of the game: the square,
     * other than the king's, that held a piece of the mover's side and holds something else after.
     */
    private String castlingTaking(String coordinate, io.ashtapada.api.Game game) {
        Matcher p = PLAIN.matcher(coordinate);
        if (!p.matches()) return null;
        String from = p.group(1);
        char king = game.pieceAt(from);
        if (!royalLetters.contains(Character.toUpperCase(king))) return null;
        io.ashtapada.api.Game after;
        try {
            after = game.variant().newGame(game.position());
            after.play(coordinate);
        } catch (io.ashtapada.api.IllegalMoveException | io.ashtapada.api.IllegalPositionException notAMove) {
            return null;
        }
        for (String sq : squares) {
            char before = game.pieceAt(sq);
            if (!sq.equals(from) && sameSide(king, before) && after.pieceAt(sq) != before) return from + sq;
        }
        return null;
    }

    /** The square of the royal piece of the player to move (two players: the first's letters upper case), or null. */
    private String royalSquare(io.ashtapada.api.Game game) {
        boolean first = game.variant().players().indexOf(game.sideToMove()) == 0;
        for (String sq : squares) {
            char c = game.pieceAt(sq);
            if (Character.isLetter(c) && Character.isUpperCase(c) == first && royalLetters.contains(Character.toUpperCase(c))) return sq;
        }
        return null;
    }

    /**
     * A move as Fairy-Stockfish writes it, in Ashtapada's coordinate notation, for a game's
     * current position: as {@link #read(String, Function)}, and a castling that gates on the
     * rook's square ({@code h1e1h}) becomes the legal move Fairy-Stockfish would write so.
     */
    public String read(String move, io.ashtapada.api.Game game) {
        Function<String, Character> at = sq -> {
            try {
                return game.pieceAt(sq);
            } catch (IllegalArgumentException noSuchSquare) {
                return '.';
            }
        };
        String ours = read(move, at);
        if (move.length() % 2 == 0 && move.substring(0, move.length() / 2).equals(move.substring(move.length() / 2))
                && move.equals(write("pass", game)) && game.legalMoves().contains("pass")) {
            return "pass";                                  // Fairy-Stockfish's pass: the king's square twice
        }
        // Turning back names no kind: the legal move Fairy-Stockfish would write so.
        if (move.endsWith("-")) return legalWrittenAs(move, game, legal -> true, ours);
        if (!ours.equals(move) || move.length() > 12) return ours;
        // The king taking its own rook (Chess960's castling), and castling gating on the rook's
        // square (h1e1h): the castling Fairy-Stockfish would write so.
        Matcher pm = PLAIN.matcher(move);
        if (kingTakesRook && pm.matches()) {
            return sameSide(at.apply(pm.group(1)), at.apply(pm.group(2))) ? legalWrittenAs(move, game, legal -> legal.startsWith(pm.group(1)), ours) : ours;
        }
        Matcher mm = MOVE.matcher(move);
        if (!mm.matches() || !sameSide(at.apply(mm.group(1)), at.apply(mm.group(2)))) return ours;
        return legalWrittenAs(move, game, legal -> legal.indexOf('/') > 0, ours);
    }

    /** The first legal move among those {@code which} lets through that this dialect writes as {@code move}; else {@code otherwise}. */
    private String legalWrittenAs(String move, io.ashtapada.api.Game game, java.util.function.Predicate<String> which, String otherwise) {
        for (String legal : game.legalMoves()) if (which.test(legal) && write(legal, game).equals(move)) return legal;
        return otherwise;
    }

    private static boolean sameSide(char a, char b) {
        return Character.isLetter(a) && Character.isLetter(b) && Character.isUpperCase(a) == Character.isUpperCase(b);
    }

    /** A move as Fairy-Stockfish writes it, in Ashtapada's coordinate notation (others pass unchanged). */
    public String read(String move, Function<String, Character> pieceAt) {
        Matcher mm = MOVE.matcher(move);
        if (!mm.matches()) return move;
        String mark = mm.group(3);
        if (mark.equals("=")) return mm.group(1) + mm.group(2);
        if (!mark.equals("+")) return move;
        Character to = plus.get(Character.toUpperCase(pieceAt.apply(mm.group(1))));
        return to == null ? move : mm.group(1) + mm.group(2) + Character.toLowerCase(to);
    }

    /**
     * A principal variation from the game's position as Fairy-Stockfish writes it: each move
     * translated in the position the moves before it reach (where the variant castles anywhere,
     * on a copy of the game, which a castling written short needs; elsewhere followed square by
     * square, which is all a promotion mark needs).
     */
    public List<String> writeLine(List<String> coordinates, io.ashtapada.api.Game game) {
        if (!kingTakesRook) return writeLine(coordinates, game::pieceAt);
        // Castling written as the king taking its partner needs each position of the line: followed on a copy.
        List<String> out = new java.util.ArrayList<>();
        io.ashtapada.api.Game g;
        try {
            g = game.variant().newGame(game.position());
            for (String c : coordinates) {
                out.add(write(c, g));
                g.play(c);
            }
        } catch (io.ashtapada.api.IllegalMoveException | io.ashtapada.api.IllegalPositionException stop) {
            // The line as far as it plays.
        }
        return out;
    }

    /**
     * A principal variation as Fairy-Stockfish writes it, from the pieces on the squares alone:
     * each move translated in the position the moves before it reach, followed square by square
     * (a castling written short stays so: {@link #writeLine(List, io.ashtapada.api.Game)} knows it).
     */
    public List<String> writeLine(List<String> coordinates, Function<String, Character> pieceAt) {
        Map<String, Character> moved = new HashMap<>();
        Function<String, Character> now = sq -> moved.containsKey(sq) ? moved.get(sq) : pieceAt.apply(sq);
        java.util.ArrayList<String> out = new java.util.ArrayList<>();
        Pattern squares = Pattern.compile("([A-Za-z])@([a-z]+\\d+)|([a-z]+\\d+)([a-z]+\\d+)([a-z]?)");
        for (String c : coordinates) {
            out.add(write(c, now));
            for (String part : c.split("/", 4)) {
                Matcher m = squares.matcher(part);
                if (!m.lookingAt()) continue;
                if (m.group(1) != null) {
                    moved.put(m.group(2), m.group(1).charAt(0));
                } else {
                    char piece = now.apply(m.group(3));
                    if (!plus.isEmpty() && !m.group(5).isEmpty()) {
                        char p = m.group(5).charAt(0);
                        piece = Character.isUpperCase(piece) ? Character.toUpperCase(p) : Character.toLowerCase(p);
                    }
                    moved.put(m.group(4), piece);
                    moved.put(m.group(3), '.');
                }
            }
        }
        return out;
    }
}
