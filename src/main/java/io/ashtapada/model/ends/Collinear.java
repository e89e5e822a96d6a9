package io.ashtapada.model.ends;

import io.ashtapada.syntax.Ast;
import io.ashtapada.syntax.ErrorCode;

/**
 * {@code collinear N [of KIND, ...] [straight] win|loss}: a player who has just moved and has N of
 * its pieces (of those kinds) on one file, rank or (unless {@code straight}) diagonal, anywhere
 * along it and whatever stands between, has the result. Three musketeers: the musketeers lose
 * when all three stand on one file or rank ({@code collinear 3 of musketeer straight loss}).
 * Fairy-Stockfish's {@code collinearN} with {@code connectPieceTypes}.
 */
final class Collinear extends PatternRule {
    private final int count;
    /** Bit k: pieces of kind k count (-1: every kind). */
    private final long kinds;
    /** Per direction and square, the first square of the line through it that way: two squares share a line when these are equal. */
    private final int[][] lineOf;

    private Collinear(int count, long kinds, boolean wins, int[][] lineOf) {
        super(wins);
        this.count = count;
        this.kinds = kinds;
        this.lineOf = lineOf;
    }

    static EndCondition compile(Ast.Sentence s, EndContext cx) {
        int count = s.number("count", 0);
        long kinds = s.names("kinds").isEmpty() ? -1L : 0L;
        for (Ast.Name n : s.names("kinds")) {
            int k = cx.kind(n);
            if (k >= 0) kinds |= 1L << k;
        }
        if (count < 2) {
            cx.error(ErrorCode.NEEDS_A_COUNT_OF_AT_LEAST, s.pos(), "'collinear " + count + "' needs a count of at least 2");
            return null;
        }
        int[][] dirs = s.has("straight") ? new int[][]{{1, 0}, {0, 1}} : new int[][]{{1, 0}, {0, 1}, {1, 1}, {1, -1}};
        int[][] lineOf = new int[dirs.length][cx.squares()];
        int longest = 0;
        for (int d = 0; d < dirs.length; d++) {
            for (int sq = 0; sq < cx.squares(); sq++) {
                int first = sq, n = 1;
                for (int t = cx.step(sq, -dirs[d][0], -dirs[d][1]); t >= 0; t = cx.step(t, -dirs[d][0], -dirs[d][1])) first = t;
                for (int t = cx.step(first, dirs[d][0], dirs[d][1]); t >= 0; t = cx.step(t, dirs[d][0], dirs[d][1])) n++;
                lineOf[d][sq] = first;
                longest = Math.max(longest, n);
            }
        }
        if (count > longest) {
            cx.error(ErrorCode.LINE_LONGER_THAN_THE_BOARD, s.pos(),
                    "'collinear " + count + "' is longer than any line of the board (at most " + longest + " squares)");
            return null;
        }
        return new Collinear(count, kinds, s.outcome() == Ast.Outcome.WIN, lineOf);
    }

    /** Has player {@code c} {@code count} counted pieces on one line? Each line is counted from its first piece in the list. */
    @Override
    boolean formed(GameView v, int c) {
        int n = v.onBoard(c);
        for (int i = 0; i < n; i++) {
            int s = v.squareOf(c, i);
            if ((kinds >>> v.kindAt(s) & 1) == 0) continue;
            for (int[] line : lineOf) {
                int on = 1;
                for (int j = i + 1; j < n && on < count; j++) {
                    int t = v.squareOf(c, j);
                    if (line[t] == line[s] && (kinds >>> v.kindAt(t) & 1) != 0) on++;
                }
                if (on >= count) return true;
            }
        }
        return false;
    }

    @Override
    public String reason() {
        return count + " on a line";
    }
}
