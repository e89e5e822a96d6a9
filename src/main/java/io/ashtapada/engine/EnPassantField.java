package io.ashtapada.engine;

import io.ashtapada.model.PieceKind;
import io.ashtapada.model.PositionData;

import java.util.Arrays;

/**
 * The en passant field as Fairy-Stockfish writes it: a square a double step passed is named only
 * when a piece of the player to move could take onto it now (a pawn beside the one that moved;
 * pins and checks are not looked at). The position itself keeps every passed square, and its
 * hash with them, so repetitions count as before; only the written field is shorter. Reading
 * accepts any square, as before.
 */
public final class EnPassantField {
    private EnPassantField() {
    }

    /** The position's data as its position string writes it. */
    public static PositionData written(Position p) {
        return p.dataWith(takeable(p));
    }

    /** The passed squares a piece of the player to move has an en passant capture onto, in the position's order. */
    static int[] takeable(Position p) {
        if (p.epCount == 0) return new int[0];
        boolean[] hit = new boolean[p.epCount];
        int me = p.side;
        int[] out = new int[16];
        for (int i = 0; i < p.pcount[me]; i++) {
            int s = p.plist[me][i];
            int kind = (p.board[s] >>> 2) - 1;
            PieceKind k = p.kinds[kind];
            int most = p.tables.maxPieceMoves[me][kind];
            if (out.length < most) out = new int[most];
            int n = MoveGenerator.pieceMoves(p, s, k.promotion(), k.tables()[me], out, 0);
            for (int j = 0; j < n; j++) {
                if (Move.type(out[j]) != Move.EN_PASSANT) continue;
                for (int e = 0; e < p.epCount; e++) if (p.ep[e] == Move.to(out[j])) hit[e] = true;
            }
        }
        int[] taken = new int[p.epCount];
        int c = 0;
        for (int e = 0; e < p.epCount; e++) if (hit[e]) taken[c++] = p.ep[e];
        return Arrays.copyOf(taken, c);
    }
}
