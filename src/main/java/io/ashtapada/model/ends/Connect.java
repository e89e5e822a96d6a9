package io.ashtapada.model.ends;

import io.ashtapada.syntax.Ast;

/**
 * {@code connect ZONE to ZONE [straight] win|loss}: a player who has just moved and joins its
 * own view of the two zones with a chain of its pieces, each next to the last (a king's step;
 * with {@code straight} along files and ranks only), has the result. Gale: White joins file a to
 * file i, Black rank 1 to rank 9 ({@code zone west = file a  for black = rank 1}). Fairy-Stockfish's
 * {@code connectRegion1White} ... {@code connectRegion2Black}.
 */
final class Connect extends PatternRule {
    /** Per player and square: the square is in the zone the chain starts from, or ends in. */
    private final boolean[][] from, to;
    /** Per square, the squares next to it. */
    private final int[][] next;
    private final String reason;
    /** Per thread, the squares reached so far (a stamp per call) and the squares still to look from. */
    private final ThreadLocal<int[][]> scratch;

    private Connect(boolean[][] from, boolean[][] to, int[][] next, boolean wins, String reason) {
        super(wins);
        this.from = from;
        this.to = to;
        this.next = next;
        this.reason = reason;
        int squares = next.length;
        this.scratch = ThreadLocal.withInitial(() -> new int[][]{new int[squares], new int[squares], new int[1]});
    }

    static EndCondition compile(Ast.Sentence s, EndContext cx) {
        Ast.Name a = s.name("from"), b = s.name("to");
        if (a == null || b == null) return null;     // the parser has reported it
        int[][] za = cx.zone(a), zb = cx.zone(b);
        if (za == null || zb == null) return null;
        boolean[][] from = new boolean[cx.players()][cx.squares()], to = new boolean[cx.players()][cx.squares()];
        for (int p = 0; p < cx.players(); p++) {
            for (int sq : za[p]) from[p][sq] = true;
            for (int sq : zb[p]) to[p][sq] = true;
        }
        int[][] steps = s.has("straight") ? new int[][]{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
                : new int[][]{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
        int[][] next = new int[cx.squares()][];
        for (int sq = 0; sq < cx.squares(); sq++) {
            int[] near = new int[steps.length];
            int n = 0;
            for (int[] st : steps) {
                int t = cx.step(sq, st[0], st[1]);
                if (t >= 0) near[n++] = t;
            }
            next[sq] = java.util.Arrays.copyOf(near, n);
        }
        return new Connect(from, to, next, s.outcome() == Ast.Outcome.WIN, a.text().replace('-', ' ') + " joined to " + b.text().replace('-', ' '));
    }

    /** Does a chain of player {@code c}'s pieces reach from one of its pieces on the first zone to one on the second? */
    @Override
    boolean formed(GameView v, int c) {
        boolean[] start = from[c], end = to[c];
        int n = v.onBoard(c);
        boolean any = false;
        for (int i = 0; i < n && !any; i++) any = end[v.squareOf(c, i)];
        if (!any) return false;
        int[][] sc = scratch.get();
        int[] seen = sc[0], todo = sc[1];
        int stamp = ++sc[2][0];
        if (stamp == Integer.MAX_VALUE) {
            java.util.Arrays.fill(seen, 0);
            sc[2][0] = stamp = 1;
        }
        int top = 0;
        for (int i = 0; i < n; i++) {
            int s = v.squareOf(c, i);
            if (start[s]) {
                seen[s] = stamp;
                todo[top++] = s;
            }
        }
        while (top > 0) {
            int s = todo[--top];
            if (end[s]) return true;
            for (int t : next[s]) {
                if (seen[t] != stamp && v.ownerAt(t) == c) {
                    seen[t] = stamp;
                    todo[top++] = t;
                }
            }
        }
        return false;
    }

    @Override
    public String reason() {
        return reason;
    }
}
