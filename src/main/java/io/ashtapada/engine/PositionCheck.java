package io.ashtapada.engine;

import io.ashtapada.model.PositionData;
import io.ashtapada.model.RuleModel;

/**
 * Whether a position that reads well can also be played, as servers ask before they start a
 * game from a position a user typed: in a two-player game under check rules the player who just
 * moved does not stand in check. How many royal pieces each player may have is the position
 * reader's rule ({@code PositionFormat}: one where the start has one, none once the rules have
 * ended the game by its loss, any number where the start has none or several, as in horde and
 * spartan chess), so a position the engine wrote is never refused here.
 */
public final class PositionCheck {
    private PositionCheck() {
    }

    /** Why the position cannot be played, or null when it can. */
    public static String problem(RuleModel model, PositionData d) {
        if (!model.end().check() || model.playerCount() != 2) return null;
        Position pos = Positions.of(model);
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
