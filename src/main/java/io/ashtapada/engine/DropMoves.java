package io.ashtapada.engine;

import io.ashtapada.model.*;
import java.util.List;

/** Drops from hand for {@link MoveGenerator}: where a kind may be dropped (zones, split colours, one per file), drops that advance at once, and the rules that restrict them (no drop mate, drops only). */
final class DropMoves {
    private DropMoves() {
    }


    static int drops(Position p, MoveList moves, int n, long moveMask) {
        int me = p.side;
        int[] out = moves.moves;
        boolean split = p.tables.splitColourKinds.length > 0;
        for (PieceKind k : p.kinds) {
            DropRule d = k.drop();
            if (d == null || p.hand[me][k.index()] == 0 && !d.endless() || (moveMask & (1L << k.index())) == 0) continue;
            int most = p.tables.maxDropMoves[me][k.index()];
            // Fill first: while a square of the fill zone is empty, drops go there and need no other place rule.
            boolean filling = d.fill() != null && anyEmpty(p, d.fill()[me]);
            DropRule.Place place = filling ? DropRule.Place.ANY : d.place();
            for (int s : (filling ? d.fill() : d.zone())[me].members()) {
                if (p.board[s] != 0) continue;
                if (filling && !d.zone()[me].contains(s)) continue;
                if (place != DropRule.Place.ANY && !placeAllows(p, place, s)) continue;
                if (split && !keepsColoursSplit(p, k.index(), s)) continue;
                if (d.perFile() > 0 && fileHolds(p, k.index(), s, d.perFile())) continue;
                if (n + most > out.length) out = moves.room(n, most);
                out[n++] = Move.drop(k.index(), s);
                if (d.eitherSide()) out[n++] = Move.dropTurned(k.index(), s);
                if (d.thenAdvance()) {
                    int start = n;
                    n = advances(p, k, s, out, n);
                    n = MoveList.dedupe(out, start, n);
                }
            }
        }
        return n;
    }

    /** Is some square of the set empty? */
    static boolean anyEmpty(Position p, SquareSet set) {
        for (int s : set.members()) if (p.board[s] == 0) return true;
        return false;
    }

    // Directions of EngineTables.steps: north, north-east, east, ..., north-west; d + 4 is d's reverse.
    private static final int NORTH = 0, EAST = 2, SOUTH = 4, WEST = 6;

    /**
     * May the player to move drop on the empty square {@code s} by the place rule (Fairy-Stockfish's
     * enclosing drops)? {@code enclosing}: along some line from s one or more enemy pieces are
     * followed by a piece of the player; {@code next to own}: a king's step from a piece of the
     * player; {@code not orthogonally next to enemy}; {@code falling}: s is on the bottom rank or
     * above a piece; {@code from any side}: a piece slid in along a rank or file from one edge
     * through empty squares stops on s (the next square on is occupied or off the board).
     */
    static boolean placeAllows(Position p, DropRule.Place place, int s) {
        int[][] steps = p.tables.steps;
        int me = p.side;
        switch (place) {
            case ENCLOSING -> {
                for (int[] step : steps) {
                    int t = step[s], n = 0;
                    while (t >= 0 && p.board[t] != 0 && Codes.owner(p.board[t]) != me) {
                        t = step[t];
                        n++;
                    }
                    if (n > 0 && t >= 0 && p.board[t] != 0) return true;
                }
                return false;
            }
            case NEXT_TO_OWN -> {
                for (int[] step : steps) {
                    int t = step[s];
                    if (t >= 0 && p.board[t] != 0 && Codes.owner(p.board[t]) == me) return true;
                }
                return false;
            }
            case APART -> {
                for (int d = NORTH; d <= WEST; d += 2) {
                    int t = steps[d][s];
                    if (t >= 0 && p.board[t] != 0 && Codes.owner(p.board[t]) != me) return false;
                }
                return true;
            }
            case FALLING -> {
                int t = steps[SOUTH][s];
                return t < 0 || p.board[t] != 0;
            }
            case FROM_A_SIDE -> {
                for (int d = NORTH; d <= WEST; d += 2) {
                    int ahead = steps[d][s];
                    if (ahead >= 0 && p.board[ahead] == 0) continue;      // it would slide on
                    int[] back = steps[(d + 4) & 7];
                    int t = back[s];
                    while (t >= 0 && p.board[t] == 0) t = back[t];
                    if (t < 0) return true;                               // empty all the way to the edge it came from
                }
                return false;
            }
            default -> {
                return true;
            }
        }
    }

    /**
     * Does dropping {@code kind} on {@code s} leave every split-colour kind able to end up half on
     * light and half on dark squares? A drop of such a kind may not give one colour more than
     * half (rounded up); any drop must leave enough empty squares of each colour in the kind's
     * drop zone for the pieces still in hand.
     */
    static boolean keepsColoursSplit(Position p, int kind, int s) {
        int me = p.side;
        for (int b : p.tables.splitColourKinds) {
            int have = p.hand[me][b], dark = 0, light = 0;
            int code = Codes.code(b, me);
            for (int i = 0; i < p.pcount[me]; i++) {
                int q = p.plist[me][i];
                if (p.board[q] != code) continue;
                have++;
                if (p.geo.isDark(q)) dark++;
                else light++;
            }
            if (have == 0) continue;
            if (kind == b) {
                if ((p.geo.isDark(s) ? dark : light) + 1 > (have + 1) / 2) return false;
                continue;
            }
            for (int q : p.kinds[b].drop().zone()[me].members()) {
                if (p.board[q] != 0 || q == s) continue;
                if (p.geo.isDark(q)) dark++;
                else light++;
            }
            if (dark < have / 2 || light < have / 2) return false;
        }
        return true;
    }

    /** Does the file of {@code s} hold {@code most} unpromoted pieces of this kind of the player to move? */
    static boolean fileHolds(Position p, int kind, int s, int most) {
        int x = p.geo.x(s), code = Codes.code(kind, p.side), n = 0;
        for (int y = p.geo.minY(); y <= p.geo.maxY(); y++) {
            int q = p.geo.at(x, y);
            if (q >= 0 && p.board[q] == code && ++n >= most) return true;
        }
        return false;
    }

    /** The straight-forward non-capturing continuations of a piece just dropped on s. */
    static int advances(Position p, PieceKind k, int s, int[] out, int n) {
        MoveTable t = k.tables()[p.side];
        n = Leaps.advances(p, k.index(), t, s, out, n);
        return Slides.advances(p, k.index(), t, s, out, n);
    }

    /** While the player to move holds pieces and some drop is legal, only the drops (must drop). */
    static int onlyDrops(Position p, int[] out, int n) {
        long kinds = p.tables.mustDropKinds;
        boolean holds = false;
        int[] hand = p.hand[p.side];
        for (int k = 0; k < hand.length; k++) holds |= hand[k] > 0 && (kinds >>> k & 1) != 0;
        if (!holds) return n;
        int w = 0;
        for (int i = 0; i < n; i++) {
            int t = Move.type(out[i]);
            if ((t == Move.DROP || t == Move.DROP_ADVANCE) && (kinds >>> Move.kind(out[i]) & 1) != 0) out[w++] = out[i];
        }
        return w == 0 ? n : w;
    }
}
