package io.ashtapada.engine;

import io.ashtapada.model.*;
import java.util.Arrays;

/** Captures that explode (atomic) in a {@link Position}: the blast journaled and undone, and what it means for check (castling: {@link CastlingMoves}). */
final class Explosions {
    private final BoardState pos;

    Explosions(BoardState pos) {
        this.pos = pos;
    }


    /**
     * A capture's explosion (atomic): the capturer, now on {@code sq}, and every piece next to
     * it whose kind is not spared leave the board; a kind the explosions spare (atomar's kings)
     * stays wherever it stands. Journaled on the blast stack, undone by
     * {@link #unexplode}.
     */
    void explodeAt(int sq) {
        int[] near = pos.goals.around()[sq];
        if (pos.blastTop + 3 * near.length + 4 > pos.blast.length) pos.blast = Arrays.copyOf(pos.blast, pos.blast.length * 2 + 3 * near.length + 4);
        int n = 0;
        long immune = pos.goals.immune();
        if ((immune & (1L << Codes.kind(pos.board[sq]))) == 0) n += blastOne(sq);
        long spared = pos.goals.spared() | immune;
        for (int s : near) {
            int c = pos.board[s];
            if (c != 0 && (spared & (1L << Codes.kind(c))) == 0) n += blastOne(s);
        }
        pos.blast[pos.blastTop++] = n;
    }

    int blastOne(int s) {
        int c = pos.board[s];
        pos.blast[pos.blastTop++] = s;
        pos.blast[pos.blastTop++] = c;
        pos.blast[pos.blastTop++] = pos.moved[s];
        pos.hash ^= pos.key(s, c, pos.moved[s]);
        pos.remove(s);
        pos.moved[s] = 0;
        return 1;
    }

    /** Puts back the pieces of the last explosion. */
    void unexplode() {
        int n = pos.blast[--pos.blastTop];
        for (int i = 0; i < n; i++) {
            int mv = pos.blast[--pos.blastTop], c = pos.blast[--pos.blastTop], s = pos.blast[--pos.blastTop];
            pos.put(s, c);
            pos.moved[s] = mv;
        }
    }

    /** Does a royal piece of another player stand next to {@code sq}? */
    boolean touchesEnemyRoyal(int sq, int player) {
        for (int s : pos.goals.around()[sq]) {
            int c = pos.board[s];
            if (c != 0 && Codes.owner(c) != player && pos.royalKind[Codes.kind(c)]) return true;
        }
        return false;
    }
}
