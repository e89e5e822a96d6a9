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
        if (model.players().size() == 2) {
            Position pos = new Position(model);
            pos.load(d);
            int other = 1 - d.side();
            if (pos.inCheck(other)) return model.players().get(other).id() + " is in check but not to move";
        }
        return null;
    }
}
