package io.ashtapada.model;

import java.util.*;

/** Precomputes per-square move tables and reverse attack tables from move specs. */
final class TableBuilder {
    private TableBuilder() {
    }

    /** Thrown when the compiling thread was interrupted: its caller gave the compile up. */
    static final class CompileInterrupted extends RuntimeException {
        CompileInterrupted() {
            super("the compile was stopped", null, false, false);
        }
    }

    /** The tables of a kind facing {@code facing} for player {@code p}: vectors turned by both. */
    static MoveTable build(Board b, Player p, Facing facing, List<MoveSpec> specs, Map<String, SquareSet[]> zones) {
        int n = b.size;
        int[][] leaps = new int[n][], leapPath = new int[n][];
        int[][][] rays = new int[n][][];
        int[][] rayFlags = new int[n][];
        boolean[] overlapping = new boolean[n];
        for (int s = 0; s < n; s++) {
            // A compile given up by its caller (the server's compile timeout) stops here, square by square.
            if (Thread.currentThread().isInterrupted()) throw new CompileInterrupted();
            List<int[]> lp = new ArrayList<>();
            List<int[]> rs = new ArrayList<>();
            List<Integer> rf = new ArrayList<>();
            Map<Integer, Integer> reach = new HashMap<>();
            for (MoveSpec spec : specs) {
                if (spec.fromZone() != null && !zones.get(spec.fromZone())[p.index()].contains(s)) continue;
                SquareSet to = spec.toZone() == null ? null : zones.get(spec.toZone())[p.index()];
                int flags = (spec.move() ? MoveTable.MOVE : 0) | (spec.capture() ? MoveTable.CAPTURE : 0)
                        | (spec.initialOnly() ? MoveTable.INITIAL : 0) | (spec.enPassant() ? MoveTable.EN_PASSANT : 0);
                for (MoveSpec.Vector v : spec.vectors()) {
                    int ax = p.vx(facing, v.dx(), v.dy()), ay = p.vy(facing, v.dx(), v.dy());
                    int f = flags | (v.dx() == 0 && v.dy() > 0 ? MoveTable.FORWARD : 0);
                    if (spec.kind() == MoveSpec.Kind.LEAP) {
                        int t = b.at(b.x(s) + ax, b.y(s) + ay);
                        if (t < 0 || (to != null && !to.contains(t))) continue;
                        int path = MoveTable.NONE | (MoveTable.NONE << 9);
                        if (spec.lame() != MoveSpec.Lameness.NONE) {
                            int[] ps = path(b, s, ax, ay);
                            if (ps == null) continue;
                            path = (ps.length > 0 ? ps[0] : MoveTable.NONE) | ((ps.length > 1 ? ps[1] : MoveTable.NONE) << 9);
                            f |= spec.lame() == MoveSpec.Lameness.LAME ? MoveTable.LAME : MoveTable.JUMP;
                        }
                        lp.add(new int[]{t | f, path});
                        reach.merge(t, 1, Integer::sum);
                    } else {
                        List<Integer> ray = new ArrayList<>();
                        int lastLand = -1;
                        for (int k = 1; spec.maxRange() == 0 || k <= spec.maxRange(); k++) {
                            int t = b.at(b.x(s) + ax * k, b.y(s) + ay * k);
                            if (t < 0) break;
                            if (k == 1 && spec.lame() == MoveSpec.Lameness.JUMP_FIRST) continue;
                            boolean land = to == null || to.contains(t);
                            ray.add(t | (land ? 0 : MoveTable.PASS_ONLY));
                            if (land) {
                                lastLand = ray.size();
                                reach.merge(t, 1, Integer::sum);
                            }
                        }
                        if (lastLand < 0) continue;
                        rs.add(ray.subList(0, lastLand).stream().mapToInt(Integer::intValue).toArray());
                        rf.add(f | switch (spec.kind()) {
                            case HOP -> MoveTable.HOP;
                            case GRASSHOP -> MoveTable.HOP | MoveTable.GRASSHOP;
                            default -> 0;
                        });
                    }
                }
            }
            leaps[s] = lp.stream().mapToInt(e -> e[0]).toArray();
            leapPath[s] = lp.stream().mapToInt(e -> e[1]).toArray();
            rays[s] = rs.toArray(new int[0][]);
            rayFlags[s] = rf.stream().mapToInt(Integer::intValue).toArray();
            overlapping[s] = reach.values().stream().anyMatch(c -> c > 1);
        }
        return new MoveTable(leaps, leapPath, rays, rayFlags, overlapping);
    }

    /**
     * The squares a lame leap passes: every square between for straight and diagonal leaps,
     * the first orthogonal step along the longer side for oblique ones (the Xiangqi horse),
     * then, where the leap is one orthogonal step and diagonal steps (a zebra, (2,3)), the
     * square after the first diagonal step too (the Janggi elephant, as Fairy-Stockfish's
     * {@code nZ}). Null when a path square does not exist, so the leap is impossible.
     */
    private static int[] path(Board b, int s, int ax, int ay) {
        int x = b.x(s), y = b.y(s);
        if (ax == 0 || ay == 0 || Math.abs(ax) == Math.abs(ay)) {
            int k = Math.max(Math.abs(ax), Math.abs(ay));
            int[] out = new int[Math.min(2, k - 1)];
            for (int i = 1; i < k && i <= 2; i++) {
                out[i - 1] = b.at(x + Integer.signum(ax) * i, y + Integer.signum(ay) * i);
                if (out[i - 1] < 0) return null;
            }
            return out;
        }
        int ox = Math.abs(ax) > Math.abs(ay) ? Integer.signum(ax) : 0, oy = ox == 0 ? Integer.signum(ay) : 0;
        int t = b.at(x + ox, y + oy);
        if (t < 0) return null;
        int lo = Math.min(Math.abs(ax), Math.abs(ay)), hi = Math.max(Math.abs(ax), Math.abs(ay));
        if (lo < 2 || hi - lo != 1) return new int[]{t};
        int u = b.at(x + ox + Integer.signum(ax), y + oy + Integer.signum(ay));
        return u < 0 ? null : new int[]{t, u};
    }

    /** Reverse tables: for each square, where a capture of {@code player}'s pieces can come from. */
    static AttackTables attacks(Board b, int player, List<PieceKind> kinds) {
        int n = b.size;
        List<List<long[]>> leapsTo = new ArrayList<>();
        List<Map<Long, long[]>> raysTo = new ArrayList<>();
        List<Map<Long, long[]>> raysInitTo = new ArrayList<>();
        List<Map<Long, long[]>> hopsTo = new ArrayList<>(), grassTo = new ArrayList<>();
        for (int s = 0; s < n; s++) {
            leapsTo.add(new ArrayList<>());
            raysTo.add(new LinkedHashMap<>());
            raysInitTo.add(new LinkedHashMap<>());
            hopsTo.add(new LinkedHashMap<>());
            grassTo.add(new LinkedHashMap<>());
        }
        // Distances along a ray index the kind masks: as many as the longest ray has squares.
        int longest = 1;
        for (PieceKind k : kinds) {
            for (int[][] rs : k.tables()[player].rays) for (int[] ray : rs) longest = Math.max(longest, ray.length);
            if (k.threats() != null) for (int[][] rs : k.threats()[player].rays) for (int[] ray : rs) longest = Math.max(longest, ray.length);
        }
        final int masksLength = longest;
        // A kind's moves, then its royal-only threats: both attack the squares they could capture on.
        List<Object[]> sources = new ArrayList<>();
        for (PieceKind k : kinds) {
            sources.add(new Object[]{k, k.tables()[player]});
            if (k.threats() != null) sources.add(new Object[]{k, k.threats()[player]});
        }
        for (Object[] src : sources) {
            PieceKind k = (PieceKind) src[0];
            MoveTable t = (MoveTable) src[1];
            long bit = 1L << k.index();
            for (int s = 0; s < n; s++) {
                for (int i = 0; i < t.leaps[s].length; i++) {
                    int e = t.leaps[s][i];
                    if ((e & MoveTable.CAPTURE) == 0) continue;
                    int to = e & MoveTable.SQ_MASK;
                    int cond = e & (MoveTable.LAME | MoveTable.JUMP | MoveTable.INITIAL);
                    addLeap(leapsTo.get(to), s, bit, cond, t.leapPath[s][i]);
                }
                for (int r = 0; r < t.rays[s].length; r++) {
                    int f = t.rayFlags[s][r];
                    if ((f & MoveTable.CAPTURE) == 0) continue;
                    int[] ray = t.rays[s][r];
                    int first = ray[0] & MoveTable.SQ_MASK;
                    int dx = b.x(first) - b.x(s), dy = b.y(first) - b.y(s);
                    long dir = ((long) dx << 32) ^ (dy & 0xffffffffL);
                    for (int d = 0; d < ray.length; d++) {
                        if ((ray[d] & MoveTable.PASS_ONLY) != 0) continue;
                        int to = ray[d] & MoveTable.SQ_MASK;
                        if ((f & MoveTable.HOP) != 0) {
                            // A grasshopper's screen stands next to its landing square: a table of its own.
                            // By distance, as for slides: a hop's range and zones hold for its landing squares.
                            ((f & MoveTable.GRASSHOP) != 0 ? grassTo : hopsTo).get(to)
                                    .computeIfAbsent(dir, x -> new long[masksLength])[d] |= bit;
                            continue;
                        }
                        Map<Long, long[]> m = ((f & MoveTable.INITIAL) != 0 ? raysInitTo : raysTo).get(to);
                        long[] masks = m.computeIfAbsent(dir, x -> new long[masksLength]);
                        masks[d] |= bit;
                    }
                }
            }
        }
        int[][] leapFrom = new int[n][], leapCond = new int[n][], leapPath = new int[n][];
        long[][] leapKinds = new long[n][];
        int[][][] rays = new int[n][][], hopRays = new int[n][][];
        long[][][] rayKinds = new long[n][][], rayInit = new long[n][][];
        long[][][] hopKinds = new long[n][][];
        boolean[][] hopAdjacent = new boolean[n][];
        for (int s = 0; s < n; s++) {
            List<long[]> l = leapsTo.get(s);
            leapFrom[s] = l.stream().mapToInt(e -> (int) e[0]).toArray();
            leapKinds[s] = l.stream().mapToLong(e -> e[1]).toArray();
            leapCond[s] = l.stream().mapToInt(e -> (int) e[2]).toArray();
            leapPath[s] = l.stream().mapToInt(e -> (int) e[3]).toArray();
            Set<Long> dirs = new LinkedHashSet<>(raysTo.get(s).keySet());
            dirs.addAll(raysInitTo.get(s).keySet());
            List<int[]> rl = new ArrayList<>();
            List<long[]> km = new ArrayList<>(), ki = new ArrayList<>();
            for (long dir : dirs) {
                int dx = (int) (dir >> 32), dy = (int) dir;
                int[] ray = reverseRay(b, s, dx, dy);
                rl.add(ray);
                km.add(Arrays.copyOf(raysTo.get(s).getOrDefault(dir, new long[0]), ray.length));
                ki.add(Arrays.copyOf(raysInitTo.get(s).getOrDefault(dir, new long[0]), ray.length));
            }
            rays[s] = rl.toArray(new int[0][]);
            rayKinds[s] = km.toArray(new long[0][]);
            rayInit[s] = ki.toArray(new long[0][]);
            List<int[]> hl = new ArrayList<>();
            List<long[]> hk = new ArrayList<>();
            List<Boolean> adjacent = new ArrayList<>();
            for (List<Map<Long, long[]>> table : List.of(hopsTo, grassTo)) {
                for (Map.Entry<Long, long[]> e : table.get(s).entrySet()) {
                    int[] ray = reverseRay(b, s, (int) (e.getKey() >> 32), (int) (long) e.getKey());
                    hl.add(ray);
                    hk.add(Arrays.copyOf(e.getValue(), ray.length));
                    adjacent.add(table == grassTo);
                }
            }
            hopAdjacent[s] = new boolean[adjacent.size()];
            for (int i = 0; i < adjacent.size(); i++) hopAdjacent[s][i] = adjacent.get(i);
            hopRays[s] = hl.toArray(new int[0][]);
            hopKinds[s] = hk.toArray(new long[0][]);
        }
        return new AttackTables(leapFrom, leapKinds, leapCond, leapPath, rays, rayKinds, rayInit, hopRays, hopKinds, hopAdjacent);
    }

    private static void addLeap(List<long[]> list, int from, long bit, int cond, int path) {
        if (cond == 0) {
            for (long[] e : list) {
                if (e[0] == from && e[2] == 0) {
                    e[1] |= bit;
                    return;
                }
            }
        }
        list.add(new long[]{from, bit, cond, path});
    }

    /** Squares from s going against (dx, dy), nearest first, to the edge of the board. */
    private static int[] reverseRay(Board b, int s, int dx, int dy) {
        List<Integer> out = new ArrayList<>();
        for (int k = 1; ; k++) {
            int t = b.at(b.x(s) - dx * k, b.y(s) - dy * k);
            if (t < 0) break;
            out.add(t);
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }
}
