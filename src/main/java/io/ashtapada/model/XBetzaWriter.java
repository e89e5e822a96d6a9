package io.ashtapada.model;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Writes a piece kind's moves in XBetza, as engines and GUIs that speak it (XBoard's
 * {@code piece} command, Sjaak II) read it; null where some part of the moves has no XBetza form
 * (zones other than a pawn's first-move zone, shapes without an atom letter).
 */
public final class XBetzaWriter {
    private XBetzaWriter() {
    }

    /** The kind's moves in XBetza, as the first player makes them; null when some part has no XBetza form. */
    public static String write(RuleModel model, PieceKind k) {
        Board board = model.board();
        StringBuilder sb = new StringBuilder();
        for (MoveSpec s : k.specs()) {
            String atom = betza(k, s);
            if (atom == null) return null;
            sb.append(atom);
        }
        if (k.royal()) {
            int d = 0;
            for (CastlingRule r : model.castling().get(0)) {
                if (r.kingFrom() >= 0 && r.kingTo() >= 0) d = Math.max(d, Math.abs(board.x(r.kingTo()) - board.x(r.kingFrom())));
            }
            if (d >= 2) sb.append("isjO").append(d);
        }
        return sb.isEmpty() ? null : sb.toString();
    }

    /** The atom letters of the leaper shapes XBetza names, by (short side, long side). */
    private static String shapeLetter(int a, int b) {
        return switch (a * 10 + b) {
            case 1 -> "W";
            case 11 -> "F";
            case 2 -> "D";
            case 22 -> "A";
            case 12 -> "N";
            case 3 -> "H";
            case 33 -> "G";
            case 13 -> "C";
            case 23 -> "Z";
            default -> null;
        };
    }

    /** Direction modifiers with the vectors each names, for orthogonal, diagonal and oblique shapes. */
    private static final String[] ORTHO = {"f", "b", "l", "r", "v", "s"};
    private static final String[] DIAG = {"f", "b", "l", "r", "fl", "fr", "bl", "br"};
    /** On oblique atoms a single letter is the pair nearest that direction ({@code fN} = {@code ffN}): the half-planes are {@code fh}, ... */
    private static final String[] OBLIQUE = {"fh", "bh", "lh", "rh", "v", "s", "ff", "bb", "ll", "rr", "fs", "bs"};

    private static boolean names(String mod, int shape, int dx, int dy) {
        int ax = Math.abs(dx), ay = Math.abs(dy);
        if (shape == 0) {   // orthogonal
            return switch (mod) {
                case "f" -> dy > 0;
                case "b" -> dy < 0;
                case "l" -> dx < 0;
                case "r" -> dx > 0;
                case "v" -> dx == 0;
                case "s" -> dy == 0;
                default -> false;
            };
        }
        if (shape == 1) {   // diagonal
            return switch (mod) {
                case "f" -> dy > 0;
                case "b" -> dy < 0;
                case "l" -> dx < 0;
                case "r" -> dx > 0;
                case "fl" -> dy > 0 && dx < 0;
                case "fr" -> dy > 0 && dx > 0;
                case "bl" -> dy < 0 && dx < 0;
                case "br" -> dy < 0 && dx > 0;
                default -> false;
            };
        }
        return switch (mod) {   // oblique
            case "fh" -> dy > 0;
            case "bh" -> dy < 0;
            case "lh" -> dx < 0;
            case "rh" -> dx > 0;
            case "v" -> ay > ax;
            case "s" -> ax > ay;
            case "ff" -> dy > 0 && ay > ax;
            case "bb" -> dy < 0 && ay > ax;
            case "ll" -> dx < 0 && ax > ay;
            case "rr" -> dx > 0 && ax > ay;
            case "fs" -> dy > 0 && ax > ay;
            case "bs" -> dy < 0 && ax > ay;
            default -> false;
        };
    }

    /**
     * One movement component as XBetza atoms, or null. XBetza has no zones: a pawn's
     * non-capturing move from a zone is taken for its first move ({@code i}, as Sjaak II writes
     * Omega's triple step), any other zone makes the component unsayable.
     */
    private static String betza(PieceKind kind, MoveSpec s) {
        if (s.toZone() != null) return null;
        if (s.fromZone() != null && !(kind.pawn() && s.move() && !s.capture())) return null;
        if (s.vectors().isEmpty()) return "";
        // Group the vectors by shape; each group becomes one or more atoms.
        StringBuilder out = new StringBuilder();
        List<MoveSpec.Vector> left = new ArrayList<>(s.vectors());
        while (!left.isEmpty()) {
            MoveSpec.Vector v0 = left.get(0);
            int a = Math.min(Math.abs(v0.dx()), Math.abs(v0.dy())), b = Math.max(Math.abs(v0.dx()), Math.abs(v0.dy()));
            String letter = shapeLetter(a, b);
            if (letter == null) return null;
            Set<Long> group = new HashSet<>();
            for (MoveSpec.Vector v : left) {
                if (Math.min(Math.abs(v.dx()), Math.abs(v.dy())) == a && Math.max(Math.abs(v.dx()), Math.abs(v.dy())) == b) {
                    group.add(key(v.dx(), v.dy()));
                }
            }
            left.removeIf(v -> group.contains(key(v.dx(), v.dy())));
            int shape = a == 0 ? 0 : a == b ? 1 : 2;
            int full = shape == 2 ? 8 : 4;
            List<String> mods = new ArrayList<>();
            if (group.size() < full) {
                Set<Long> uncovered = new HashSet<>(group);
                String[] cands = shape == 0 ? ORTHO : shape == 1 ? DIAG : OBLIQUE;
                // The largest named direction sets inside the group first.
                while (!uncovered.isEmpty()) {
                    String bestMod = null;
                    int bestGain = 0;
                    for (String m : cands) {
                        Set<Long> set = shapeVectors(a, b, m, shape);
                        if (!group.containsAll(set)) continue;
                        int gain = 0;
                        for (long k : set) if (uncovered.contains(k)) gain++;
                        if (gain > bestGain) {
                            bestGain = gain;
                            bestMod = m;
                        }
                    }
                    if (bestMod == null) return null;
                    mods.add(bestMod);
                    uncovered.removeAll(shapeVectors(a, b, bestMod, shape));
                }
            } else {
                mods.add("");
            }
            MoveKind moveKind = MoveKind.of(s.kind());
            String body = moveKind.atom(s, letter), own = moveKind.modifiers(s);
            if (own == null) return null;
            // As Sjaak II writes them: initial and the kind's own conditions, direction, then move or capture.
            StringBuilder pre = new StringBuilder(), post = new StringBuilder();
            if (s.initialOnly() || s.fromZone() != null) pre.append('i');
            pre.append(own);
            if (s.move() && !s.capture()) post.append('m');
            if (s.capture() && !s.move()) post.append('c');
            if (s.enPassant()) post.append('e');
            if (!s.move() && !s.capture() && !s.enPassant()) return null;
            for (String m : mods) out.append(pre).append(m).append(post).append(body);
        }
        return out.toString();
    }

    private static long key(int dx, int dy) {
        return ((long) dx << 32) ^ (dy & 0xffffffffL);
    }

    /** The vectors of shape (a, b) a direction modifier names. */
    private static Set<Long> shapeVectors(int a, int b, String mod, int shape) {
        Set<Long> out = new HashSet<>();
        int[][] base = {{a, b}, {b, a}};
        for (int[] p : base) {
            for (int sx = -1; sx <= 1; sx += 2) {
                for (int sy = -1; sy <= 1; sy += 2) {
                    int dx = p[0] * sx, dy = p[1] * sy;
                    if (names(mod, shape, dx, dy)) out.add(key(dx, dy));
                }
            }
        }
        return out;
    }
}
