package io.ashtapada.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A start array drawn for each game ({@code setup "..." shuffle ZONE { ... }}, Chess960): the
 * first player's pieces on the zone change places among their squares, the other players'
 * mirror them, and every array that meets the conditions is equally likely, drawn by the game's
 * seed. The arrays are the distinct orders of the setup's pieces, in a fixed order, so a seed
 * always draws the same array of the same definition.
 *
 * @param squares  the first player's squares that change pieces, in board order
 * @param kinds    the kinds the setup has on them, in the same order
 * @param opposite per {@code KIND, ... on opposite colours}: bit k, kind k; those pieces stand as
 *                 many on light squares as on dark
 * @param between  per {@code KIND between KIND}: {inner kind, outer kind}; each inner piece has an
 *                 outer piece on each side along the rank
 */
public record Shuffle(int[] squares, int[] kinds, long[] opposite, int[][] between) {

    /** Every array meeting the conditions: per array the kind for each of {@link #squares}. */
    public List<int[]> arrays(Board board) {
        List<int[]> out = new ArrayList<>();
        int[] a = kinds.clone();
        Arrays.sort(a);
        do {
            if (meets(a, board)) out.add(a.clone());
        } while (nextPermutation(a));
        return out;
    }

    /** The position string of the array {@code seed} draws from {@code start} (the setup string). */
    public String startFor(RuleModel m, long seed) {
        PositionFormat pf = PositionFormat.of(m);
        PositionData d;
        try {
            d = pf.parse(m.startPosition());
        } catch (PositionFormat.FormatException e) {
            throw new IllegalStateException("the setup did not read: " + e.getMessage(), e);
        }
        List<int[]> all = arrays(m.board());
        int[] array = all.get(new SplittableRandom(seed).nextInt(all.size()));
        int[] b = d.board().clone();
        for (int i = 0; i < squares.length; i++) {
            for (Player p : m.players()) b[p.mapSquare(m.board(), squares[i])] = Codes.code(array[i], p.index());
        }
        return pf.format(new PositionData(b, new int[b.length], d.side(), d.hand(), d.ep(), d.halfmove(), d.fullmove(),
                d.turn(), d.out(), d.checks()));
    }

    private boolean meets(int[] a, Board board) {
        for (long group : opposite) {
            int light = 0, dark = 0;
            for (int i = 0; i < a.length; i++) {
                if ((group >>> a[i] & 1) == 0) continue;
                if ((board.x(squares[i]) + board.y(squares[i])) % 2 == 0) dark++;
                else light++;
            }
            if (light != dark) return false;
        }
        for (int[] ib : between) {
            for (int i = 0; i < a.length; i++) {
                if (a[i] != ib[0]) continue;
                boolean left = false, right = false;
                for (int j = 0; j < a.length; j++) {
                    if (a[j] != ib[1] || board.y(squares[j]) != board.y(squares[i])) continue;
                    if (board.x(squares[j]) < board.x(squares[i])) left = true;
                    else right = true;
                }
                if (!left || !right) return false;
            }
        }
        return true;
    }

    /** The next order of {@code a} in lexicographic order; false after the last. */
    private static boolean nextPermutation(int[] a) {
        int i = a.length - 2;
        while (i >= 0 && a[i] >= a[i + 1]) i--;
        if (i < 0) return false;
        int j = a.length - 1;
        while (a[j] <= a[i]) j--;
        int t = a[i]; a[i] = a[j]; a[j] = t;
        for (int l = i + 1, r = a.length - 1; l < r; l++, r--) {
            t = a[l]; a[l] = a[r]; a[r] = t;
        }
        return true;
    }
}
