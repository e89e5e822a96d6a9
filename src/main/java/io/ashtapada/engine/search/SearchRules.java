package io.ashtapada.engine.search;

import io.ashtapada.model.EndRules;
import io.ashtapada.model.EngineTables;
import io.ashtapada.model.MoveSpec;
import io.ashtapada.model.PieceKind;
import io.ashtapada.model.RuleModel;
import io.ashtapada.model.Verdict;

/**
 * What the compiled rules allow the search to assume, read once from the definition: whether
 * the pruning that presumes chess-like rules is sound, and whether every move of the game is a
 * capture (then a capture is the game's ordinary move, not a tactic to resolve at the horizon).
 */
final class SearchRules {
    private SearchRules() {
    }

    /**
     * Are the rules plain enough for the pruning that assumes them: two players, no dice, check
     * rules, no rule that ends a game early or forces captures or makes legality special (N-check,
     * flags, extinction, losing chess, explosions), no passing, no facing royals, no hooks, and a
     * stalemate that is a draw or a loss for the stalemated player (xiangqi, shogi: there, as
     * under checkmate, a player without a move loses, and a null move's zugzwang risk is the same
     * as in chess; a stalemate that wins is losing chess's, and is left out).
     */
    static boolean plain(RuleModel model) {
        EngineTables et = model.engineTables();
        return model.playerCount() == 2 && model.dice() == null && model.end().check() && et != null
                && !et.goals.any() && !et.pass && !et.bikjang && model.hooks().isEmpty()
                && model.end().stalemate() != EndRules.Stalemate.WIN
                && model.end().checkmate() == Verdict.LOSS;
    }

    /**
     * Is every move of the game a capture (clobber: stones move only by taking)? True when no
     * piece kind has a component that moves without capturing, none can be dropped and none has
     * dice powers, there is no castling, no passing and no hook that could add a move. Quiescence
     * then has no quiet position to reach: searching captures there would search the whole game.
     */
    static boolean everyMoveCaptures(RuleModel model) {
        EngineTables et = model.engineTables();
        if (et == null || et.pass || !model.hooks().isEmpty()) return false;
        for (var rules : model.castling()) if (!rules.isEmpty()) return false;
        for (PieceKind k : model.pieces()) {
            if (k.drop() != null || !k.powers().isEmpty()) return false;
            for (MoveSpec s : k.specs()) if (s.move()) return false;
        }
        return true;
    }
}
