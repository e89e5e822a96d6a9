package io.ashtapada.hooks;

import org.graalvm.polyglot.HostAccess;

import java.util.Arrays;

/**
 * The {@code out} object an {@code after-move} hook receives. Each call records one effect; the
 * engine checks and applies them all after the hook returns, or none. Kinds are kind indices
 * ({@code view.kindOf}), players are 0-based.
 */
public final class EffectSink {
    public static final int REMOVE = 0, ADD = 1, CHANGE = 2, MOVE = 3, TO_HAND = 4, FROM_HAND = 5;
    /** The most effects one call may record. */
    public static final int MAX_EFFECTS = 4096;
    private int[] ops = new int[64];
    private int n;

    private void op(int op, int a, int b, int c) {
        if (n / 4 >= MAX_EFFECTS) throw new IllegalArgumentException("more than " + MAX_EFFECTS + " effects");
        if (n + 4 > ops.length) ops = Arrays.copyOf(ops, ops.length * 2);
        ops[n++] = op;
        ops[n++] = a;
        ops[n++] = b;
        ops[n++] = c;
    }

    /** The piece on sq leaves the board. */
    @HostAccess.Export
    public void remove(int sq) {
        op(REMOVE, sq, 0, 0);
    }

    /** A piece of the kind and owner appears on the empty square sq. */
    @HostAccess.Export
    public void add(int sq, int kind, int owner) {
        op(ADD, sq, kind, owner);
    }

    /** The piece on sq becomes the kind and owner given. */
    @HostAccess.Export
    public void change(int sq, int kind, int owner) {
        op(CHANGE, sq, kind, owner);
    }

    /** The piece on from goes to the empty square to. */
    @HostAccess.Export
    public void move(int from, int to) {
        op(MOVE, from, to, 0);
    }

    /** The piece on sq leaves the board for the hand of player. */
    @HostAccess.Export
    public void toHand(int sq, int player) {
        op(TO_HAND, sq, player, 0);
    }

    /** A piece of the kind leaves player's hand for the empty square sq. */
    @HostAccess.Export
    public void fromHand(int player, int kind, int sq) {
        op(FROM_HAND, player, kind, sq);
    }

    /** The effects recorded, four ints each: op, then its arguments. */
    public int[] effects() {
        return Arrays.copyOf(ops, n);
    }
}
