package io.ashtapada.model.ends;

import io.ashtapada.syntax.Ast;
import io.ashtapada.syntax.ErrorCode;

/**
 * {@code block of N win|loss}: a player who has just moved and fills an N by N square of the
 * board with its own pieces (N files by N ranks, every square its own) has the result. Teeko:
 * {@code block of 2 win} beside {@code line of 4 win}. Fairy-Stockfish's {@code connectNxN}.
 */
final class Block extends PatternRule {
    private final int size;
    /** Per square, the squares of the block whose lowest file and rank it is, or null where the block would leave the board. */
    private final int[][] blockAt;

    private Block(int size, boolean wins, int[][] blockAt) {
        super(wins);
        this.size = size;
        this.blockAt = blockAt;
    }

    static EndCondition compile(Ast.Sentence s, EndContext cx) {
        int size = s.number("size", 0);
        if (size < 2) {
            cx.error(ErrorCode.NEEDS_A_COUNT_OF_AT_LEAST, s.pos(), "'block of " + size + "' needs a count of at least 2");
            return null;
        }
        int[][] blockAt = new int[cx.squares()][];
        boolean any = false;
        for (int sq = 0; sq < cx.squares(); sq++) {
            // Its corners first: a block that leaves the board costs nothing more.
            if (size * (long) size > cx.squares() || cx.step(sq, size - 1, size - 1) < 0
                    || cx.step(sq, size - 1, 0) < 0 || cx.step(sq, 0, size - 1) < 0) continue;
            int[] block = new int[size * size];
            int n = 0;
            for (int dx = 0; dx < size && n >= 0; dx++) {
                for (int dy = 0; dy < size; dy++) {
                    int t = cx.step(sq, dx, dy);
                    if (t < 0) {
                        n = -1;
                        break;
                    }
                    block[n++] = t;
                }
            }
            if (n == size * size) {
                blockAt[sq] = block;
                any = true;
            }
        }
        if (!any) {
            cx.error(ErrorCode.DOES_NOT_FIT_ON_THE_BOARD, s.pos(), "'block of " + size + "' does not fit on the board");
            return null;
        }
        return new Block(size, s.outcome() == Ast.Outcome.WIN, blockAt);
    }

    /** Does player {@code c} fill a block? Each block is tried from its lowest file and rank. */
    @Override
    boolean formed(GameView v, int c) {
        for (int i = 0, n = v.onBoard(c); i < n; i++) {
            int[] block = blockAt[v.squareOf(c, i)];
            if (block == null) continue;
            boolean all = true;
            for (int t : block) {
                if (v.ownerAt(t) != c) {
                    all = false;
                    break;
                }
            }
            if (all) return true;
        }
        return false;
    }

    @Override
    public String reason() {
        return size + " by " + size + " block";
    }
}
