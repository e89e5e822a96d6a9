package io.ashtapada.engine.turn;

import io.ashtapada.engine.Position;
import io.ashtapada.model.*;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Says, in the game's terms, why a text a player wrote names no legal move. */
final class MoveText {
    private static final Pattern SQUARES = Pattern.compile("([a-z]+-?\\d+)([a-z]+-?\\d+).*");

    private MoveText() {
    }

    /** Why a move text matches no legal move. */
    static String explain(Position pos, String t, DiceRules dice) {
        RuleModel model = pos.model();
        Board b = model.board();
        String side = model.players().get(pos.side()).id();
        Matcher mm = SQUARES.matcher(t);
        if (mm.matches()) {
            int from = b.square(mm.group(1)), to = b.square(mm.group(2));
            if (from < 0) return "illegal move '" + t + "': no square " + mm.group(1);
            if (to < 0) return "illegal move '" + t + "': no square " + mm.group(2);
            int code = pos.pieceAt(from);
            if (code == 0) return "illegal move '" + t + "': " + mm.group(1) + " is empty";
            if (Codes.owner(code) != pos.side()) {
                return "illegal move '" + t + "': the piece on " + mm.group(1) + " is not " + side + "'s";
            }
            if (model.end().check() && pos.inCheck(pos.side())) {
                return "illegal move '" + t + "': " + side + " is in check and this move does not answer it";
            }
            String piece = model.pieces().get(Codes.kind(code)).name();
            if (dice != null && (pos.movableKinds() & (1L << Codes.kind(code))) == 0) {
                return "illegal move '" + t + "': the dice " + pos.die(0) + "," + pos.die(1) + " do not let a " + piece + " move";
            }
            return "illegal move '" + t + "': the " + piece + " on " + mm.group(1) + " cannot go to " + mm.group(2) + " now";
        }
        if (t.contains("@")) return "illegal drop '" + t + "'";
        return "cannot read move '" + t + "' (expected coordinate notation like e2e4 or SAN like Nf3)";
    }
}
