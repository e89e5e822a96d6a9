package io.ashtapada.hooks;

import org.graalvm.polyglot.HostAccess;

import java.util.function.IntFunction;

/**
 * The {@code moves} object a {@code filter} hook receives: the legal moves of the side to move,
 * numbered 0..size()-1, and {@code forbid(i)} to take one away. Kinds are kind indices (see
 * {@code view.kindOf}); squares are square numbers; -1 where a move has none.
 */
public final class MoveChoices {
    private final int[] from, to, kind, taken, promotion;
    private final IntFunction<String> text;
    private final boolean[] forbidden;

    /**
     * @param from      per move: the square it leaves (-1: a drop or a pass)
     * @param to        per move: the square it ends on (-1: a pass)
     * @param kind      per move: the kind moved or dropped (-1: a pass)
     * @param taken     per move: the square of a piece it takes (-1: none)
     * @param promotion per move: the kind it promotes to (-1: none)
     * @param text      per move: its coordinate notation
     * @param forbidden filled by the hook
     */
    public MoveChoices(int[] from, int[] to, int[] kind, int[] taken, int[] promotion, IntFunction<String> text,
                       boolean[] forbidden) {
        this.from = from;
        this.to = to;
        this.kind = kind;
        this.taken = taken;
        this.promotion = promotion;
        this.text = text;
        this.forbidden = forbidden;
    }

    private int i(int i) {
        if (i < 0 || i >= from.length) throw new IllegalArgumentException("no move " + i + " (there are " + from.length + ")");
        return i;
    }

    @HostAccess.Export
    public int size() {
        return from.length;
    }

    @HostAccess.Export
    public int from(int i) {
        return from[i(i)];
    }

    @HostAccess.Export
    public int to(int i) {
        return to[i(i)];
    }

    @HostAccess.Export
    public int kind(int i) {
        return kind[i(i)];
    }

    @HostAccess.Export
    public int taken(int i) {
        return taken[i(i)];
    }

    @HostAccess.Export
    public int promotion(int i) {
        return promotion[i(i)];
    }

    @HostAccess.Export
    public String text(int i) {
        return text.apply(i(i));
    }

    /** Per move, bulk: the squares they leave, as a new array. */
    @HostAccess.Export
    public int[] froms() {
        return from.clone();
    }

    @HostAccess.Export
    public int[] tos() {
        return to.clone();
    }

    @HostAccess.Export
    public int[] kinds() {
        return kind.clone();
    }

    @HostAccess.Export
    public int[] takens() {
        return taken.clone();
    }

    @HostAccess.Export
    public void forbid(int i) {
        forbidden[i(i)] = true;
    }
}
