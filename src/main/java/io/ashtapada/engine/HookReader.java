package io.ashtapada.engine;

import io.ashtapada.hooks.BoardReader;
import io.ashtapada.model.Codes;
import io.ashtapada.model.PieceKind;

/**
 * The engine side of a hook's view. A game has one (with one {@code view} object over it, see
 * {@link HookMoves}), made ready by {@link #begin} before each call; every try is taken back after
 * the call, also a try made through a view a hook kept from an earlier call, which is this one.
 */
final class HookReader implements BoardReader {
    /** The position hooks read (and try moves on). */
    final Position p;
    /** The side to move when the call began. */
    int side;
    /** Moves tried and not yet taken back. */
    int tries;
    /** The hook read something the position hash does not cover. */
    boolean uncacheable;

    HookReader(Position p) {
        this.p = p;
        this.side = p.side;
    }

    /** Makes the reader ready for a call: the side to move now, nothing tried, nothing uncacheable read. */
    HookReader begin() {
        side = p.side;
        tries = 0;
        uncacheable = false;
        return this;
    }

    void undoAll() {
        while (tries > 0) {
            p.unmake();
            tries--;
        }
    }

    public int size() {
        return p.squares;
    }

    public String name(int sq) {
        return p.geo.name(sq);
    }

    public int square(String name) {
        return p.geo.square(name);
    }

    public int file(int sq) {
        return p.geo.x(sq);
    }

    public int rank(int sq) {
        return p.geo.y(sq);
    }

    public int at(int file, int rank) {
        return p.geo.at(file, rank);
    }

    public String piece(int sq) {
        int c = p.board[sq];
        return c == 0 ? "" : p.kinds[Codes.kind(c)].name();
    }

    public int owner(int sq) {
        int c = p.board[sq];
        return c == 0 ? -1 : Codes.owner(c);
    }

    public int moved(int sq) {
        uncacheable = true; // exact move counts are not in the hash
        return p.moved[sq];
    }

    public boolean royal(int sq) {
        int c = p.board[sq];
        return c != 0 && p.kinds[Codes.kind(c)].royal();
    }

    public boolean pawn(int sq) {
        int c = p.board[sq];
        return c != 0 && p.kinds[Codes.kind(c)].pawn();
    }

    public int side() {
        return side;
    }

    public int players() {
        return p.playerCount;
    }

    public String facing(int player) {
        return p.model.players().get(player).view().name().toLowerCase(java.util.Locale.ROOT);
    }

    public int hand(int player, String piece) {
        PieceKind k = p.model.pieceByName(piece);
        return k == null ? 0 : p.hand[player][k.index()];
    }

    public boolean attacked(int sq, int byPlayer) {
        return p.attacked(sq, byPlayer);
    }

    public boolean inCheck(int player) {
        return p.inCheck(player);
    }

    public int[] attackers(int sq, int byPlayer) {
        return p.attacks.attackers(sq, byPlayer);
    }

    public boolean tryMove(int from, int to) {
        int c = p.board[from];
        if (c == 0 || from == to || tries >= 64) return false;
        int o = p.board[to];
        if (o != 0 && Codes.owner(o) == Codes.owner(c)) return false;
        p.make(Move.normal(from, to));
        tries++;
        return true;
    }

    public boolean undoTry() {
        if (tries == 0) return false;
        p.unmake();
        tries--;
        return true;
    }

    public String key() {
        return Long.toHexString(p.placementHash());
    }

    public int[] pieces(int player) {
        int[] sq = java.util.Arrays.copyOf(p.plist[player], p.pcount[player]);
        java.util.Arrays.sort(sq);
        return sq;
    }

    public int[] piecesOf(int player, int kind) {
        int[] list = p.plist[player];
        int n = 0;
        int[] sq = new int[p.pcount[player]];
        for (int i = 0; i < p.pcount[player]; i++) if (Codes.kind(p.board[list[i]]) == kind) sq[n++] = list[i];
        sq = java.util.Arrays.copyOf(sq, n);
        java.util.Arrays.sort(sq);
        return sq;
    }

    public int[] kinds() {
        int[] k = new int[p.squares];
        for (int s = 0; s < k.length; s++) {
            int c = p.board[s];
            k[s] = c == 0 ? -1 : Codes.kind(c);
        }
        return k;
    }

    public int[] owners() {
        int[] o = new int[p.squares];
        for (int s = 0; s < o.length; s++) {
            int c = p.board[s];
            o[s] = c == 0 ? -1 : Codes.owner(c);
        }
        return o;
    }

    public int[] files() {
        int[] f = new int[p.squares];
        for (int s = 0; s < f.length; s++) f[s] = p.geo.x(s);
        return f;
    }

    public int[] ranks() {
        int[] r = new int[p.squares];
        for (int s = 0; s < r.length; s++) r[s] = p.geo.y(s);
        return r;
    }

    public int kindOf(String name) {
        PieceKind k = p.model.pieceByName(name);
        return k == null ? -1 : k.index();
    }

    public String kindName(int index) {
        return index >= 0 && index < p.kinds.length ? p.kinds[index].name() : "";
    }
}
