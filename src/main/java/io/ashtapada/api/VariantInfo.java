package io.ashtapada.api;

import io.ashtapada.model.*;

import java.util.ArrayList;
import java.util.List;

/**
 * A variant described for drawing its board and writing its documentation, with nothing to
 * parse: the squares (holes left out, extra squares included) with names and coordinates, the
 * players in turn order, the piece kinds, and the dice.
 *
 * @param title   the variant's title
 * @param files   the board's width in files (extra squares may lie outside 0..files-1)
 * @param ranks   the board's height in ranks
 * @param squares every square of the board
 * @param players the players in turn order
 * @param pieces  the piece kinds
 * @param dice    the dice, or null when the variant has none
 * @param start   the start position string
 * @param captures where captured pieces go: {@code removed}, {@code to-hand} (the capturer's hand, a
 *                 promoted piece as what it promoted from: shogi, crazyhouse) or {@code to-hand-as-promoted}
 */
public record VariantInfo(String title, int files, int ranks, List<Square> squares, List<PlayerInfo> players,
                          List<PieceInfo> pieces, DiceInfo dice, String start, String captures) {

    /** A square: its name and 0-based coordinates (x to the right, y up from the first player's side). */
    public record Square(String name, int x, int y, boolean dark) {
    }

    /** A player: id, display name and the direction its "forward" points on the board. */
    public record PlayerInfo(String id, String name, String facing) {
    }

    /**
     * A piece kind.
     *
     * @param moves        its movement components, in the mover's frame ({@code leap (1,2) ...})
     * @param promotesIn   squares where it may promote, for the first player (empty if it never promotes)
     * @param promotesTo   kinds it may promote to
     * @param dropsTo      squares it may be dropped on from hand, for the first player (empty: no drops)
     * @param drops        whether it may be dropped from hand at all
     * @param xbetza       its moves in XBetza as the first player makes them (castling as the king's {@code O}
     *                     leap), for engine protocols and GUIs; null when some part has no XBetza form
     * @param image        the picture the definition names for it ({@code image NAME}), or null: the board's default
     * @param promotesLeaving a move that starts in its promotion zone promotes too ({@code also from inside}: shogi's
     *                     way, Fairy-Stockfish's {@code promotedPieceType})
     */
    public record PieceInfo(String name, char letter, double value, boolean royal, boolean pawn, List<String> moves,
                            List<String> promotesIn, List<String> promotesTo, List<String> dropsTo, boolean drops,
                            String xbetza, String image, boolean promotesLeaving) {
        /** A kind described without {@code promotesLeaving} (false). */
        public PieceInfo(String name, char letter, double value, boolean royal, boolean pawn, List<String> moves,
                         List<String> promotesIn, List<String> promotesTo, List<String> dropsTo, boolean drops,
                         String xbetza, String image) {
            this(name, letter, value, royal, pawn, moves, promotesIn, promotesTo, dropsTo, drops, xbetza, image, false);
        }
    }

    /** The dice: how many sides, and per face the piece kinds it lets move ("any" for all). */
    public record DiceInfo(int count, int sides, List<List<String>> faces) {
    }

    static VariantInfo of(RuleModel m) {
        Board b = m.board();
        List<Square> squares = new ArrayList<>();
        for (int s = 0; s < b.size; s++) squares.add(new Square(b.name(s), b.x(s), b.y(s), b.isDark(s)));
        List<PlayerInfo> players = new ArrayList<>();
        for (Player p : m.players()) players.add(new PlayerInfo(p.id(), p.display(), p.view().name().toLowerCase(java.util.Locale.ROOT)));
        List<PieceInfo> pieces = new ArrayList<>();
        for (PieceKind k : m.pieces()) {
            List<String> moves = new ArrayList<>();
            for (MoveSpec spec : k.specs()) moves.add(describe(spec));
            PromotionRule pr = k.promotion();
            List<String> in = pr == null || pr.zone() == null ? List.of() : names(b, pr.zone()[0]);
            List<String> to = new ArrayList<>();
            if (pr != null && pr.choices() != null) for (int c : pr.choices()) to.add(m.pieces().get(c).name());
            List<String> drops = k.drop() == null ? List.of() : names(b, k.drop().zone()[0]);
            pieces.add(new PieceInfo(k.name(), k.letter(), k.value(), k.royal(), k.pawn(), List.copyOf(moves), in,
                    List.copyOf(to), drops, k.drop() != null, io.ashtapada.model.XBetzaWriter.write(m, k), m.images().get(k.name()),
                    pr != null && pr.fromInside()));
        }
        DiceInfo dice = null;
        DiceRules d = m.dice();
        if (d != null) {
            List<List<String>> faces = new ArrayList<>();
            for (int f = 1; f <= d.sides(); f++) {
                List<String> kinds = new ArrayList<>();
                long mask = d.capture()[f] | d.moveOnly()[f];
                for (PieceKind k : m.pieces()) if ((mask & (1L << k.index())) != 0) kinds.add(k.name());
                faces.add(kinds.size() == m.pieces().size() ? List.of("any") : List.copyOf(kinds));
            }
            dice = new DiceInfo(d.count(), d.sides(), List.copyOf(faces));
        }
        return new VariantInfo(m.title(), b.files, b.ranks, List.copyOf(squares), List.copyOf(players), List.copyOf(pieces),
                dice, m.startPosition(), switch (m.end().captures()) {
                    case io.ashtapada.model.EndRules.TO_HAND -> "to-hand";
                    case io.ashtapada.model.EndRules.TO_HAND_AS_PROMOTED -> "to-hand-as-promoted";
                    default -> "removed";
                });
    }

    private static List<String> names(Board b, SquareSet set) {
        List<String> out = new ArrayList<>();
        if (set != null) for (int s : set.members()) out.add(b.name(s));
        return List.copyOf(out);
    }

    private static String describe(MoveSpec s) {
        StringBuilder sb = new StringBuilder(s.kind().name().toLowerCase(java.util.Locale.ROOT));
        for (MoveSpec.Vector v : s.vectors()) sb.append(' ').append(v);
        if (s.kind() != MoveSpec.Kind.LEAP && s.maxRange() > 0) sb.append(" range ").append(s.maxRange());
        if (!s.capture()) sb.append(" move-only");
        if (!s.move()) sb.append(" capture-only");
        if (s.enPassant()) sb.append(" en-passant");
        if (s.initialOnly()) sb.append(" first-move");
        if (s.lame() == MoveSpec.Lameness.LAME) sb.append(" lame");
        if (s.fromZone() != null) sb.append(" from ").append(s.fromZone());
        if (s.toZone() != null) sb.append(" to ").append(s.toZone());
        return sb.toString();
    }
}
