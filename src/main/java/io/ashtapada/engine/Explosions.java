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
     * stays wherever it stands. With {@code stone} (nuclear chess: {@code captures petrify} as
     * well) the capture square is stone after the blast, as Fairy-Stockfish has it. Journaled on
     * the blast stack, undone by {@link #unexplode}.
     */
    void explodeAt(int sq, boolean stone) {
        int[] near = pos.goals.around()[sq];
        if (pos.blastTop + 3 * near.length + 4 > pos.blast.length) pos.blast = Arrays.copyOf(pos.blast, pos.blast.length * 2 + 3 * near.length + 4);
        int n = 0;
        long immune = pos.goals.immune();
        boolean toHand = pos.captures != EndRules.REMOVED;
        if ((immune & (1L << Codes.kind(pos.board[sq]))) == 0) n += blastOne(sq, toHand);
        long spared = pos.goals.spared() | immune;
        for (int s : near) {
            int c = pos.board[s];
            if (c != 0 && (spared & (1L << Codes.kind(c))) == 0) n += blastOne(s, toHand);
        }
        pos.blast[pos.blastTop++] = n;
        if (stone) stoneAt(sq);
    }

    /** A wall of {@link BoardState#wallCode} on the emptied square {@code sq}. */
    private void stoneAt(int sq) {
        pos.put(sq, pos.wallCode);
        pos.hash ^= pos.key(sq, pos.wallCode, 0);
    }

    /** Takes back an explosion at {@code sq}, and the stone it left there if {@code stone}. */
    void unexplode(int sq, boolean stone) {
        if (stone) pos.remove(sq);
        putBack(pos.captures != EndRules.REMOVED);
    }

    /**
     * Blows up the piece on {@code s}; with {@code toHand} (captures to hand: atomic crazyhouse)
     * it joins the hand of its owner's opponent, as Fairy-Stockfish has it, the capturer too.
     */
    int blastOne(int s, boolean toHand) {
        int c = pos.board[s];
        pos.blast[pos.blastTop++] = s;
        pos.blast[pos.blastTop++] = c;
        pos.blast[pos.blastTop++] = pos.moved[s];
        pos.hash ^= pos.key(s, c, pos.moved[s]);
        if (toHand) pos.toHand(1 - Codes.owner(c), c, pos.moved[s]);
        pos.remove(s);
        pos.moved[s] = 0;
        return 1;
    }

    /**
     * {@code captures petrify}: the capturer, now on {@code sq}, turns to stone (a wall of
     * {@link BoardState#wallCode}). The capturer is journaled on the blast stack as one blown
     * up, undone by {@link #unpetrify}.
     */
    void petrifyAt(int sq) {
        if (pos.blastTop + 4 > pos.blast.length) pos.blast = Arrays.copyOf(pos.blast, pos.blast.length * 2 + 4);
        blastOne(sq, false);
        pos.blast[pos.blastTop++] = 1;
        stoneAt(sq);
    }

    /** Takes the stone off {@code sq} and puts back the piece it was. */
    void unpetrify(int sq) {
        pos.remove(sq);
        putBack(false);
    }

    /** Puts back the pieces of the last explosion, and with {@code fromHand} takes them out of the hands they went to. */
    private void putBack(boolean fromHand) {
        int n = pos.blast[--pos.blastTop];
        for (int i = 0; i < n; i++) {
            int mv = pos.blast[--pos.blastTop], c = pos.blast[--pos.blastTop], s = pos.blast[--pos.blastTop];
            pos.put(s, c);
            pos.moved[s] = mv;
            if (fromHand) pos.hand[1 - Codes.owner(c)][pos.handKind(c, mv)]--;
        }
    }

    /** The squares and codes a {@link #captureStands} test emptied, to be filled again. */
    private int[] cleared = new int[0];

    /**
     * Whether {@code me}'s capture {@code m} (a plain or en passant capture, no gate) may stand,
     * answered from the board alone, as {@link Position#legalAfter} would after making it: the
     * capturer may not blow up its player's royal piece (on {@code ksq}, its only one; so a
     * royal piece never captures), a capture that blows up the enemy's only royal piece stands
     * even in check, and otherwise the royal piece may not stand attacked unless it touches the
     * enemy's. Two players, no kind immune to explosions. The capture's squares and the blast are
     * emptied for the test and filled again: no make, so no hash, journal or piece list work.
     */
    boolean captureStands(Attacks attacks, int m, int me, int ksq) {
        int from = Move.from(m), to = Move.to(m);
        if (from == ksq) return false;
        int[] board = pos.board;
        int[] near = pos.goals.around()[to];
        if (cleared.length < 2 * near.length + 6) cleared = new int[2 * near.length + 6];
        int[] c = cleared;
        int n = 0;
        boolean own = false, enemy = false;
        int capSq = Move.type(m) == Move.EN_PASSANT ? pos.epVictim : to;
        int victim = board[capSq];
        if (pos.royalKind[Codes.kind(victim)]) enemy = true;
        c[n++] = from;
        c[n++] = board[from];
        board[from] = 0;
        c[n++] = capSq;
        c[n++] = victim;
        board[capSq] = 0;
        long spared = pos.goals.spared();
        for (int s : near) {
            int code = board[s];
            if (code == 0 || (spared & (1L << Codes.kind(code))) != 0) continue;
            if (pos.royalKind[Codes.kind(code)]) {
                if (Codes.owner(code) == me) own = true;
                else enemy = true;
            }
            c[n++] = s;
            c[n++] = code;
            board[s] = 0;
        }
        boolean ok = !own && (enemy || !attacks.attackedByEnemy(ksq, me) || touchesEnemyRoyal(ksq, me));
        while (n > 0) {
            int code = c[--n];
            board[c[--n]] = code;
        }
        return ok;
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
