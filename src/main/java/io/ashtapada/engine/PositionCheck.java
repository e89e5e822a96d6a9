package io.ashtapada.engine;

import io.ashtapada.model.Codes;
import io.ashtapada.model.Player;
import io.ashtapada.model.PositionData;
import io.ashtapada.model.RuleModel;

/**
 * Whether a position that reads well can also be played, as servers ask before they start a
 * game from a position a user typed: under check rules every player still in the game has
 * exactly one royal piece (as the compiler demands of the setup), and in a two-player game the
 * player who just moved does not stand in check.
 */
public final class PositionCheck {
    private PositionCheck() {
    }

    /** Why the position cannot be played, or null when it can. */
    public static String problem(RuleModel model, PositionData d) {
        if (!model.end().check()) return null;
        for (Player p : model.players()) {
            if ((d.out() & (1 << p.index())) != 0) continue;
            int royals = 0;
            for (int c : d.board()) if (c != 0 && Codes.owner(c) == p.index() && model.pieces().get(Codes.kind(c)).royal()) royals++;
            for (int k = 0; k < model.pieces().size(); k++) if (model.pieces().get(k).royal()) royals += d.hand()[p.index()][k];
            if (royals != 1) {
                return p.id() + " has " + royals + " royal pieces; under check rules each player in the game has exactly one";
            }
        }
        if (model.playerCount() != 2) return null;
        Position pos = new Position(model);
        pos.load(d);
        return checkedNotToMove(model, pos);
    }

    /**
     * Under check rules in a two-player game, the player who moved last cannot have left their
     * royal piece attacked; null when they did not. Under explosions royal pieces next to each
     * other do not attack each other, which this test does not model: it says nothing there.
     */
    public static String checkedNotToMove(RuleModel model, Position pos) {
        if (!model.end().check() || model.playerCount() != 2 || pos.pending() >= 0) return null;
        if (model.engineTables().goals.explode()) return null;
        int other = 1 - pos.side();
        if (!pos.inCheck(other)) return null;
        return model.players().get(other).id() + " is in check but " + model.players().get(pos.side()).id() + " is to move";
    }
}
