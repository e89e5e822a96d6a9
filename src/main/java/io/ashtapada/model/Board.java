package io.ashtapada.model;

import java.util.List;
import java.util.Map;

/**
 * Board geometry: every square of the variant with its name and (x, y) coordinates, where
 * x is the 0-based file index and y the 0-based rank index of the main rectangle; extra
 * squares may lie outside it (Omega's w1 is at (-1,-1)). Squares are numbered 0..size-1.
 */
public final class Board {
    /** Number of squares, holes excluded, extra squares included. */
    public final int size;
    /** Files and ranks of the main rectangle. */
    public final int files, ranks;
    /** The number the first rank is called by (0 or 1 usually). */
    public final int firstRank;
    private final String[] fileNames;
    private final String[] names;
    private final int[] xs, ys;
    private final int minX, minY, width, height;
    /** (x - minX) + (y - minY) * width to square, or -1. */
    private final int[] grid;
    private final Map<String, Integer> byName;

    Board(int files, int ranks, int firstRank, List<String> fileNames, List<String> names, int[] xs, int[] ys,
          Map<String, Integer> byName) {
        this.files = files;
        this.ranks = ranks;
        this.firstRank = firstRank;
        this.fileNames = fileNames.toArray(new String[0]);
        this.names = names.toArray(new String[0]);
        this.size = names.size();
        this.xs = xs;
        this.ys = ys;
        this.byName = Map.copyOf(byName);
        int mnx = 0, mny = 0, mxx = files - 1, mxy = ranks - 1;
        for (int i = 0; i < size; i++) {
            mnx = Math.min(mnx, xs[i]);
            mny = Math.min(mny, ys[i]);
            mxx = Math.max(mxx, xs[i]);
            mxy = Math.max(mxy, ys[i]);
        }
        minX = mnx;
        minY = mny;
        width = mxx - mnx + 1;
        height = mxy - mny + 1;
        grid = new int[width * height];
        java.util.Arrays.fill(grid, -1);
        for (int i = 0; i < size; i++) grid[(xs[i] - minX) + (ys[i] - minY) * width] = i;
    }

    /** The square at coordinates (x, y), or -1 when there is none (off board or a hole). */
    public int at(int x, int y) {
        int gx = x - minX, gy = y - minY;
        if (gx < 0 || gy < 0 || gx >= width || gy >= height) return -1;
        return grid[gx + gy * width];
    }

    public int x(int sq) {
        return xs[sq];
    }

    public int y(int sq) {
        return ys[sq];
    }

    public String name(int sq) {
        return names[sq];
    }

    /** The squares from a to b along a file, rank or diagonal; 0 where they share none. */
    public int straightDistance(int a, int b) {
        int dx = Math.abs(xs[b] - xs[a]), dy = Math.abs(ys[b] - ys[a]);
        return dx == 0 || dy == 0 || dx == dy ? Math.max(dx, dy) : 0;
    }

    /** The square called {@code name}, or -1. */
    public int square(String name) {
        Integer s = byName.get(name);
        return s == null ? -1 : s;
    }

    /** The squares as a diagram draws them: the top row first, each row from its lowest file (holes left out). */
    public int[] drawingOrder() {
        int[] out = new int[size];
        int n = 0;
        for (int y = maxY(); y >= minY(); y--) {
            for (int x = minX(); x <= maxX(); x++) if (at(x, y) >= 0) out[n++] = at(x, y);
        }
        return out;
    }

    /** Smallest and largest coordinates over all squares, for printing. */
    public int minX() {
        return minX;
    }

    public int minY() {
        return minY;
    }

    public int maxX() {
        return minX + width - 1;
    }

    public int maxY() {
        return minY + height - 1;
    }

    public String fileName(int x) {
        return x >= 0 && x < fileNames.length ? fileNames[x] : null;
    }

    /** Dark per the rulings: (file index with a = 1) + rank number is even. */
    public boolean isDark(int sq) {
        return ((xs[sq] + 1) + (ys[sq] + firstRank)) % 2 == 0;
    }
}
