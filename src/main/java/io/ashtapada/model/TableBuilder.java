package io.ashtapada.model;

import java.util.*;

/**
 * Precomputes per-square move tables and reverse attack tables from move specs: a dispatcher over
 * the move kinds ({@link MoveKind}), each of which fills its own entries.
 */
final class TableBuilder {
    private TableBuilder() {
    }

    /** Thrown when the compiling thread was interrupted: its caller gave the compile up. */
    static final class CompileInterrupted extends RuntimeException {
        CompileInterrupted() {
            super("the compile was stopped", null, false, false);
        }
    }

    /** The entries of one square as the kinds add them. */
    static final class Square {
        final List<int[]> leaps = new ArrayList<>();
        final List<int[]> rays = new ArrayList<>();
        final List<Integer> rayFlags = new ArrayList<>();
        private final Map<Integer, Integer> reach = new HashMap<>();

        /** A component can land on t (two landing on one square make the square overlapping). */
        void reach(int t) {
            reach.merge(t, 1, Integer::sum);
        }
    }

    /** The per-square arrays of a {@link MoveTable} being built. */
    static final class Parts {
        final int[][] leaps, leapPath, rayFlags;
        final int[][][] rays;

        Parts(int n) {
            leaps = new int[n][];
            leapPath = new int[n][];
            rays = new int[n][][];
            rayFlags = new int[n][];
        }
    }

    /** The tables of a kind facing {@code facing} for player {@code p}: vectors turned by both. */
    static MoveTable build(Board b, Player p, Facing facing, List<MoveSpec> specs, Map<String, SquareSet[]> zones) {
        int n = b.size;
        Parts parts = new Parts(n);
        boolean[] overlapping = new boolean[n];
        for (int s = 0; s < n; s++) {
            // A compile given up by its caller (the server's compile timeout) stops here, square by square.
            if (Thread.currentThread().isInterrupted()) throw new CompileInterrupted();
            Square sq = new Square();
            for (MoveSpec spec : specs) {
                if (spec.fromZone() != null && !zones.get(spec.fromZone())[p.index()].contains(s)) continue;
                SquareSet to = spec.toZone() == null ? null : zones.get(spec.toZone())[p.index()];
                int flags = (spec.move() ? MoveTable.MOVE : 0) | (spec.capture() ? MoveTable.CAPTURE : 0)
                        | (spec.initialOnly() ? MoveTable.INITIAL : 0) | (spec.enPassant() ? MoveTable.EN_PASSANT : 0);
                MoveKind kind = MoveKind.of(spec.kind());
                for (MoveSpec.Vector v : spec.vectors()) {
                    int ax = p.vx(facing, v.dx(), v.dy()), ay = p.vy(facing, v.dx(), v.dy());
                    int f = flags | (v.dx() == 0 && v.dy() > 0 ? MoveTable.FORWARD : 0);
                    kind.fill(sq, b, s, spec, ax, ay, f, to);
                }
            }
            Leap.store(parts, s, sq.leaps);
            Slide.store(parts, s, sq.rays, sq.rayFlags);
            overlapping[s] = sq.reach.values().stream().anyMatch(c -> c > 1);
        }
        return new MoveTable(parts.leaps, parts.leapPath, parts.rays, parts.rayFlags, overlapping);
    }

    /** Where captures on each square can come from, per kind's storage, as the kinds add them. */
    static final class Reverse {
        final List<List<long[]>> leapsTo = new ArrayList<>();
        final List<Map<Long, long[]>> raysTo = new ArrayList<>(), raysInitTo = new ArrayList<>();
        /** The jump-first rides' (indexed by distance from the square attacked, as the others). */
        final List<Map<Long, long[]>> jumpsTo = new ArrayList<>(), jumpsInitTo = new ArrayList<>();
        final List<Map<Long, long[]>> hopsTo = new ArrayList<>(), grassTo = new ArrayList<>();
        /** Distances along a ray index the kind masks: one more than the longest ray has squares (a jump-first ride's first is its second step). */
        final int masksLength;

        Reverse(int n, int masksLength) {
            this.masksLength = masksLength;
            for (int s = 0; s < n; s++) {
                leapsTo.add(new ArrayList<>());
                raysTo.add(new LinkedHashMap<>());
                raysInitTo.add(new LinkedHashMap<>());
                jumpsTo.add(new LinkedHashMap<>());
                jumpsInitTo.add(new LinkedHashMap<>());
                hopsTo.add(new LinkedHashMap<>());
                grassTo.add(new LinkedHashMap<>());
            }
        }
    }

    /** The per-square arrays of an {@link AttackTables} being built. */
    static final class AttackParts {
        final int[][] leapFrom, leapCond, leapPath;
        final long[][] leapKinds;
        final int[][][] rays, hopRays, jumpRays;
        final long[][][] rayKinds, rayInit, hopKinds, jumpKinds, jumpInit;
        final boolean[][] hopAdjacent;

        AttackParts(int n) {
            leapFrom = new int[n][];
            leapCond = new int[n][];
            leapPath = new int[n][];
            leapKinds = new long[n][];
            rays = new int[n][][];
            hopRays = new int[n][][];
            rayKinds = new long[n][][];
            rayInit = new long[n][][];
            hopKinds = new long[n][][];
            hopAdjacent = new boolean[n][];
            jumpRays = new int[n][][];
            jumpKinds = new long[n][][];
            jumpInit = new long[n][][];
        }
    }

    /** Reverse tables: for each square, where a capture of {@code player}'s pieces can come from. */
    static AttackTables attacks(Board b, int player, List<PieceKind> kinds) {
        int n = b.size;
        // A kind's moves, then its royal-only threats: both attack the squares they could capture on.
        List<PieceKind> owners = new ArrayList<>();
        List<MoveTable> sources = new ArrayList<>();
        for (PieceKind k : kinds) {
            owners.add(k);
            sources.add(k.tables()[player]);
            if (k.threats() != null) {
                owners.add(k);
                sources.add(k.threats()[player]);
            }
        }
        int longest = 1;
        for (MoveTable t : sources) longest = Math.max(longest, Slide.longest(t));
        Reverse r = new Reverse(n, longest + 1);
        for (int i = 0; i < sources.size(); i++) {
            MoveTable t = sources.get(i);
            long bit = 1L << owners.get(i).index();
            for (int s = 0; s < n; s++) {
                Leap.reverse(r, t, s, bit);
                Slide.reverse(r, b, t, s, bit);
            }
        }
        AttackParts a = new AttackParts(n);
        for (int s = 0; s < n; s++) {
            Leap.storeReverse(a, s, r.leapsTo.get(s));
            Slide.storeReverse(a, b, s, r.raysTo.get(s), r.raysInitTo.get(s), r.jumpsTo.get(s), r.jumpsInitTo.get(s));
            Hop.storeReverse(a, b, s, r.hopsTo.get(s), r.grassTo.get(s));
        }
        return new AttackTables(a.leapFrom, a.leapKinds, a.leapCond, a.leapPath, a.rays, a.rayKinds, a.rayInit,
                a.hopRays, a.hopKinds, a.hopAdjacent, a.jumpRays, a.jumpKinds, a.jumpInit);
    }

    /** A direction (dx, dy) as one key. */
    static long direction(int dx, int dy) {
        return ((long) dx << 32) ^ (dy & 0xffffffffL);
    }

    /** Squares from s going against direction {@code dir} ({@link #direction}), nearest first, to the edge of the board. */
    static int[] reverseRay(Board b, int s, long dir) {
        int dx = (int) (dir >> 32), dy = (int) dir;
        List<Integer> out = new ArrayList<>();
        for (int k = 1; ; k++) {
            int t = b.at(b.x(s) - dx * k, b.y(s) - dy * k);
            if (t < 0) break;
            out.add(t);
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }
}
