package io.ashtapada.model.ends;

import io.ashtapada.syntax.Ast;
import io.ashtapada.syntax.ErrorCode;

/**
 * {@code line of N [straight] win|loss}: a player who has just moved and has N of its pieces in
 * an unbroken line along a file, a rank or (unless {@code straight}) a diagonal has the result
 * (tic-tac-toe, connect four; nine holes with {@code straight}). With more than two players a
 * winning line ends the game and a losing one takes its player out.
 */
final class InARow extends PatternRule {
    private final int length;
    /** Per direction and square, the next square that way, -1 off the board. */
    private final int[][] next;

    private InARow(int length, boolean wins, int[][] next) {
        super(wins);
        this.length = length;
        this.next = next;
    }

    static EndCondition compile(Ast.Sentence s, EndContext cx) {
        int length = s.number("length", 0);
        int[][] dirs = s.has("straight") ? new int[][]{{1, 0}, {0, 1}} : new int[][]{{1, 0}, {0, 1}, {1, 1}, {1, -1}};
        int[][] next = new int[dirs.length][cx.squares()];
        int longest = 0;
        for (int d = 0; d < dirs.length; d++) {
            for (int sq = 0; sq < cx.squares(); sq++) next[d][sq] = cx.step(sq, dirs[d][0], dirs[d][1]);
            for (int sq = 0; sq < cx.squares(); sq++) {
                int n = 1;
                for (int t = next[d][sq]; t >= 0; t = next[d][t]) n++;
                longest = Math.max(longest, n);
            }
        }
        if (length < 2) {
            cx.error(ErrorCode.NEEDS_A_COUNT_OF_AT_LEAST, s.pos(), "'line of " + length + "' needs a count of at least 2");
            return null;
        }
        if (length > longest) {
            cx.error(ErrorCode.LINE_LONGER_THAN_THE_BOARD, s.pos(),
                    "'line of " + length + "' is longer than any line of the board (at most " + longest + " squares)");
            return null;
        }
        return new InARow(length, s.outcome() == Ast.Outcome.WIN, next);
    }

    /** Each run is counted from its first square (the square before it that way holds no piece of {@code c}). */
    @Override
    boolean formed(GameView v, int c) {
        for (int i = 0, n = v.onBoard(c); i < n; i++) {
            int s = v.squareOf(c, i);
            for (int[] step : next) {
                int run = 1;
                for (int t = step[s]; t >= 0 && run < length && v.ownerAt(t) == c; t = step[t]) run++;
                if (run >= length) return true;
            }
        }
        return false;
    }

    @Override
    public String reason() {
        return length + " in a row";
    }
}
