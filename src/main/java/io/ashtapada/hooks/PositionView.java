package io.ashtapada.hooks;

import org.graalvm.polyglot.HostAccess;

/**
 * The {@code view} object a hook receives: read-only access to the position (see docs/hooks.md,
 * "Moves hooks"). Every method checks its arguments, since a hook may pass anything.
 */
public final class PositionView {
    private final BoardReader r;

    public PositionView(BoardReader r) {
        this.r = r;
    }

    private int sq(int s) {
        if (s < 0 || s >= r.size()) throw new IllegalArgumentException("no square " + s);
        return s;
    }

    @HostAccess.Export
    public int size() {
        return r.size();
    }

    @HostAccess.Export
    public String name(int sq) {
        return r.name(sq(sq));
    }

    @HostAccess.Export
    public int square(String name) {
        return r.square(String.valueOf(name));
    }

    @HostAccess.Export
    public int file(int sq) {
        return r.file(sq(sq));
    }

    @HostAccess.Export
    public int rank(int sq) {
        return r.rank(sq(sq));
    }

    @HostAccess.Export
    public int at(int file, int rank) {
        return r.at(file, rank);
    }

    @HostAccess.Export
    public String piece(int sq) {
        return r.piece(sq(sq));
    }

    @HostAccess.Export
    public int owner(int sq) {
        return r.owner(sq(sq));
    }

    @HostAccess.Export
    public int moved(int sq) {
        return r.moved(sq(sq));
    }

    @HostAccess.Export
    public boolean royal(int sq) {
        return r.royal(sq(sq));
    }

    @HostAccess.Export
    public boolean pawn(int sq) {
        return r.pawn(sq(sq));
    }

    @HostAccess.Export
    public int side() {
        return r.side();
    }

    @HostAccess.Export
    public int players() {
        return r.players();
    }

    @HostAccess.Export
    public String facing(int player) {
        if (player < 0 || player >= r.players()) throw new IllegalArgumentException("no player " + player);
        return r.facing(player);
    }

    @HostAccess.Export
    public int hand(int player, String piece) {
        if (player < 0 || player >= r.players()) throw new IllegalArgumentException("no player " + player);
        return r.hand(player, String.valueOf(piece));
    }

    @HostAccess.Export
    public boolean attacked(int sq, int byPlayer) {
        if (byPlayer < 0 || byPlayer >= r.players()) throw new IllegalArgumentException("no player " + byPlayer);
        return r.attacked(sq(sq), byPlayer);
    }

    @HostAccess.Export
    public boolean inCheck(int player) {
        if (player < 0 || player >= r.players()) throw new IllegalArgumentException("no player " + player);
        return r.inCheck(player);
    }

    @HostAccess.Export
    public int[] attackers(int sq, int byPlayer) {
        if (byPlayer < 0 || byPlayer >= r.players()) throw new IllegalArgumentException("no player " + byPlayer);
        return r.attackers(sq(sq), byPlayer);
    }

    @HostAccess.Export
    public boolean tryMove(int from, int to) {
        return r.tryMove(sq(from), sq(to));
    }

    @HostAccess.Export
    public boolean undoTry() {
        return r.undoTry();
    }

    @HostAccess.Export
    public String key() {
        return r.key();
    }

    // Bulk reads (issue 12, hooks at engine speed): a call per square is the slow part of a hook
    // in interpreted GraalJS; one array per call is read by JavaScript at a fraction of the cost.

    @HostAccess.Export
    public int[] pieces(int player) {
        if (player < 0 || player >= r.players()) throw new IllegalArgumentException("no player " + player);
        return r.pieces(player);
    }

    @HostAccess.Export
    public int[] piecesOf(int player, int kind) {
        if (player < 0 || player >= r.players()) throw new IllegalArgumentException("no player " + player);
        return r.piecesOf(player, kind);
    }

    @HostAccess.Export
    public int[] kinds() {
        return r.kinds();
    }

    @HostAccess.Export
    public int[] owners() {
        return r.owners();
    }

    @HostAccess.Export
    public int[] files() {
        return r.files();
    }

    @HostAccess.Export
    public int[] ranks() {
        return r.ranks();
    }

    @HostAccess.Export
    public int kindOf(String name) {
        return r.kindOf(String.valueOf(name));
    }

    @HostAccess.Export
    public String kindName(int index) {
        return r.kindName(index);
    }
}
