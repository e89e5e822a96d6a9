package io.ashtapada.engine;

/**
 * Counts leaf nodes of the legal move tree.
 *
 * <p>In a dice game each ply is a roll and a decision. A ply whose dice are already rolled
 * (the root after {@code --roll}, or a position string with rolls) uses those dice; every
 * other ply expands each distinct unordered outcome of the dice once (21 for two d6, 36 for
 * two d8), unweighted, without re-rolls, and adds up the counts. A pass or a forfeit is a move
 * where the rules allow or force it; a move that both dice allow is one move; a confirmation
 * roll (OM-12) is not expanded: a royal capture ends the game (G-2). The last ply is counted without being made
 * ("bulk counting"); the exhaustive mode instead makes every move and checks at every node
 * that unmake restores the position and that the incremental hash equals a fresh one.
 */
public final class Perft {
    private final Position pos;
    /** One move list per ply of the search, grown as deep as the search goes. */
    private MoveList[] moves = new MoveList[8];
    private final boolean exhaustive;

    public Perft(Position pos, boolean exhaustive) {
        this.pos = pos;
        this.exhaustive = exhaustive;
    }

    public long count(int depth) {
        return count(depth, 0);
    }

    private long count(int depth, int level) {
        if (depth == 0) return 1;
        var dice = pos.model.dice();
        if (dice != null && pos.rollCount == 0) {
            if (MoveGenerator.royalLost(pos)) return 0;
            long total = 0;
            for (int a = 1; a <= dice.sides(); a++) {
                for (int b = a; b <= dice.sides(); b++) {
                    pos.setRoll(a, b);
                    total += decide(depth, level);
                }
            }
            pos.rollCount = 0;
            return total;
        }
        return decide(depth, level);
    }

    private long decide(int depth, int level) {
        if (level >= moves.length) moves = java.util.Arrays.copyOf(moves, level * 2);
        MoveList buf = moves[level];
        if (buf == null) buf = moves[level] = new MoveList();
        // With more than two players the position is settled first: players checkmated by the
        // last move leave the game, and so does a player to move with no legal move (GR-7).
        int eliminated = Elimination.settle(pos, buf);
        int n = buf.size;
        if (depth == 1 && !exhaustive) {
            for (int e = 0; e < eliminated; e++) pos.undoElimination();
            return n;
        }
        long total = 0;
        for (int i = 0; i < n; i++) {
            int m = buf.moves[i];
            long before = exhaustive ? pos.hash : 0;
            int[] snapshot = exhaustive ? pos.board.clone() : null;
            String name = exhaustive ? Notation.coordinate(pos, m) : null;
            pos.make(m);
            if (exhaustive && pos.hash != pos.computeHash()) {
                throw new IllegalStateException("incremental hash differs after " + name);
            }
            total += count(depth - 1, level + 1);
            pos.unmake();
            if (exhaustive && (pos.hash != before || !java.util.Arrays.equals(snapshot, pos.board)
                    || pos.hash != pos.computeHash())) {
                throw new IllegalStateException("unmake did not restore the position after " + name);
            }
        }
        for (int e = 0; e < eliminated; e++) pos.undoElimination();
        return total;
    }

    /** Per-move counts at the root: notation and nodes below it. */
    public java.util.LinkedHashMap<String, Long> divide(int depth) {
        java.util.LinkedHashMap<String, Long> out = new java.util.LinkedHashMap<>();
        MoveList buf = new MoveList();
        if (pos.model.dice() != null && pos.rollCount == 0) {
            throw new IllegalStateException("divide needs the dice of the first ply (--roll a,b)");
        }
        int eliminated = Elimination.settle(pos, buf);
        for (int i = 0; i < buf.size(); i++) {
            String name = Notation.coordinate(pos, buf.get(i));
            pos.make(buf.get(i));
            out.put(name, depth <= 1 ? 1 : count(depth - 1, 1));
            pos.unmake();
        }
        for (int e = 0; e < eliminated; e++) pos.undoElimination();
        return out;
    }
}
