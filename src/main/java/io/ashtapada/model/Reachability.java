package io.ashtapada.model;

import java.util.ArrayDeque;

/**
 * Where the pieces of a compiled variant can ever stand, for the warnings about squares no
 * piece reaches and promotion zones a promoting kind never enters. Starting from the setup
 * (its board and its hands), a flood fill follows every move of every kind's tables, dice
 * powers, multi-leg paths and royal-only threats, castlings, drops and gating from hand, and
 * promotions (a piece landing in its zone may become each of its choices there). Occupancy is
 * ignored and every rule that only forbids is ignored, so the answer is a superset of where
 * pieces can really go: a square it calls unreachable is one that no game ever reaches.
 * Hooks can put pieces anywhere, so a variant with hooks is not analysed ({@link #of} returns null).
 */
final class Reachability {
    /** [player][kind][square]: a piece of that kind of that player may stand there. */
    private final boolean[][][] at;
    private final RuleModel model;
    /** Pending (player, kind, square) triples, packed as (player * kinds + kind) * squares + square. */
    private final ArrayDeque<Integer> queue = new ArrayDeque<>();

    private Reachability(RuleModel m) {
        this.model = m;
        at = new boolean[m.playerCount()][m.pieces().size()][m.board().size];
    }

    /** The reachable squares of a variant, or null when it has hooks (they may move pieces anywhere). */
    static Reachability of(RuleModel m, int[] setupBoard, int[][] setupHand) {
        if (!m.hooks().isEmpty()) return null;
        Reachability r = new Reachability(m);
        r.fill(setupBoard, setupHand);
        return r;
    }

    /** Can any piece of any player ever stand on {@code square}? */
    boolean reached(int square) {
        for (boolean[][] byKind : at) for (boolean[] squares : byKind) if (squares[square]) return true;
        return false;
    }

    /** Does player {@code p} ever have a piece of {@code kind}? */
    boolean exists(int p, int kind) {
        for (boolean b : at[p][kind]) if (b) return true;
        return false;
    }

    /** Can a piece of {@code kind} of player {@code p} ever stand in {@code zone}? */
    boolean enters(int p, int kind, SquareSet zone) {
        for (int s : zone.members()) if (at[p][kind][s]) return true;
        return false;
    }

    private void fill(int[] setupBoard, int[][] setupHand) {
        int players = model.playerCount(), kinds = model.pieces().size();
        for (int s = 0; s < setupBoard.length; s++) {
            int c = setupBoard[s];
            if (c != 0) add(Codes.owner(c), Codes.kind(c), s);
        }
        // Pieces in hand: those of the setup, and, when captures go to the hand, any kind of any player.
        boolean anyCapture = model.end().captures() != EndRules.REMOVED;
        SquareSet[] gate = model.engineTables().gateZone;
        for (int p = 0; p < players; p++) {
            for (int k = 0; k < kinds; k++) {
                DropRule drop = model.pieces().get(k).drop();
                boolean held = anyCapture || k < setupHand[p].length && setupHand[p][k] > 0 || drop != null && drop.endless();
                if (!held) continue;
                if (drop != null) for (int s : drop.zone()[p].members()) add(p, k, s);
                if (gate != null) for (int s : gate[p].members()) add(p, k, s);
            }
        }
        int squares = model.board().size;
        while (!queue.isEmpty()) {
            int e = queue.poll();
            int s = e % squares, pk = e / squares, k = pk % kinds, p = pk / kinds;
            follow(p, k, s);
        }
    }

    /** Every square a piece of kind {@code k} of player {@code p} on {@code s} may go to, and what it may become. */
    private void follow(int p, int k, int s) {
        PieceKind kind = model.pieces().get(k);
        PromotionRule promo = kind.promotion();
        moves(p, k, s, kind.tables()[p]);
        if (kind.threats() != null) moves(p, k, s, kind.threats()[p]);
        for (Power pw : kind.powers()) {
            moves(p, k, s, pw.tables()[p]);
            for (PathSpec path : pw.paths()) paths(p, k, s, path);
        }
        for (CastlingRule c : model.castling().get(p)) {
            if (c.kingFrom() == s) add(p, k, c.kingTo());
            if (c.partnerFrom() == s && c.partnerKind() == k) add(p, k, c.partnerTo());
        }
        if (promo != null && promo.inPlace() && (promo.lastAnywhere() || promo.zone()[p].contains(s))) {
            for (int c : promo.choices()) add(p, c, s);
            if (promo.step() != null) {
                for (int t : targets(promo.step()[p], s)) for (int c : promo.choices()) add(p, c, t);
            }
        }
    }

    private void moves(int p, int k, int s, MoveTable t) {
        for (int to : targets(t, s)) land(p, k, s, to);
    }

    /** A multi-leg move: its landings, each a square the piece may stand on. */
    private void paths(int p, int k, int s, PathSpec path) {
        boolean[] to = path.landings(model.board(), p, s);
        for (int t = 0; t < to.length; t++) if (to[t]) land(p, k, s, t);
    }

    /** A piece goes from {@code s} to {@code to}: it stands there, and may promote there. */
    private void land(int p, int k, int s, int to) {
        add(p, k, to);
        PromotionRule promo = model.pieces().get(k).promotion();
        if (promo == null || promo.inPlace()) return;
        if (!promo.zone()[p].contains(to) && !(promo.fromInside() && promo.zone()[p].contains(s))) return;
        for (int c : promo.choices()) add(p, c, to);
        int byFile = promo.fileKind(p, to);
        if (byFile >= 0) add(p, byFile, to);
    }

    /** Landing squares of a table from one square: each leap and each landing square of each ray. */
    private static int[] targets(MoveTable t, int s) {
        return t.squares(s, false);
    }

    private void add(int p, int k, int s) {
        if (at[p][k][s]) return;
        at[p][k][s] = true;
        queue.add((p * model.pieces().size() + k) * model.board().size + s);
    }
}
