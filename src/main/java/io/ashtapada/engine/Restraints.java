package io.ashtapada.engine;

import io.ashtapada.model.Player;
import io.ashtapada.model.Restrictions;

/**
 * What a piece's own restrictions allow until its first move (restrained, immune, first-move
 * rules: SJ-10, OM-6, OM-7), asked by every move kind that filters moves one by one (the
 * generator's filter, {@link Paths}, hook moves).
 */
final class Restraints {
    private Restraints() {
    }

    /**
     * Do the mover's own rules until its first move let the piece on s go to t (capturing or
     * not): a restrained piece does not capture (in its zone), and a piece bound by a
     * first-move rule only moves sideways or captures as the rule says (SJ-10, OM-6, OM-7).
     */
    static boolean ownRulesAllow(Position p, int s, int t, boolean capture) {
        Restrictions r = p.kinds[(p.board[s] >>> 2) - 1].restrictions();
        if (r == null || p.moved[s] != 0) return true;
        if (capture && r.restrained() && (r.restrainZone() == null || r.restrainZone()[p.side].contains(t))) return false;
        if (r.firstOnlyZone() != null && r.firstOnlyZone()[p.side].contains(s)) {
            return (capture && r.firstCapture()) || (r.firstSideways() && sideways(p, s, t));
        }
        return true;
    }

    /** Is the piece on {@code victim} immune to a capture by the piece on {@code from}? */
    static boolean immune(Position p, int victim, int from) {
        int c = p.board[victim];
        if (c == 0) return false;
        Restrictions r = p.kinds[(c >>> 2) - 1].restrictions();
        return r != null && r.immune() && p.moved[victim] == 0 && (r.immuneZone() == null || r.immuneZone()[c & 3].contains(from));
    }

    /** Does a move from s to t keep the mover's rank (its own forward does not change)? */
    static boolean sideways(Position p, int s, int t) {
        Player.View v = p.model.players().get(p.side).view();
        return v == Player.View.NORTH || v == Player.View.SOUTH ? p.geo.y(s) == p.geo.y(t) : p.geo.x(s) == p.geo.x(t);
    }
}
