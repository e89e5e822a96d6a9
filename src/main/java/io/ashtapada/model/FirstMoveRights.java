package io.ashtapada.model;

import java.util.ArrayList;
import java.util.List;

/**
 * Rights that depend on history ({@code first-move not in check}, {@code first-move lost when
 * enemy KIND on line}): Cambodian chess's king may leap as its first move unless in check, and
 * loses that leap once an enemy rook moves onto its rank or file. A lost right is kept as the
 * piece's moved state, so make/unmake, the hash key and the position string carry it with the
 * rest of the board. The position string lists the pieces of each player's first rank that keep
 * their rights by file letter in the castling field ({@code DEde}), as Fairy-Stockfish writes them.
 *
 * @param notInCheck per kind: its first-move moves are not made while its player is in check
 * @param losers     per moving kind: the kinds (bit k: kind k) whose enemy pieces on the rank or
 *                   file it lands on lose their first-move moves; 0: none
 * @param zone       per player, its first rank: where the position string lists the rights
 */
public record FirstMoveRights(boolean[] notInCheck, long[] losers, SquareSet[] zone) {

    /** The first rank of each of two players (the lowest for the first, the highest for the second). */
    static SquareSet[] firstRanks(Board board, int players) {
        SquareSet[] out = new SquareSet[players];
        for (int p = 0; p < players && p < 2; p++) {
            List<Integer> squares = new ArrayList<>();
            int y = p == 0 ? board.minY() : board.maxY();
            for (int s = 0; s < board.size; s++) if (board.y(s) == y) squares.add(s);
            out[p] = SquareSet.of(board.size, squares);
        }
        return out;
    }
}
