package io.ashtapada.model;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The weights of the computer player's evaluation, as a definition's {@code evaluation} block
 * sets them (each weight it does not name keeps its default; a child that {@code extends} a
 * definition starts from its parent's). Immutable.
 */
public final class EvalWeights {
    /** One weight: its name in a definition, its default and the range a definition may give. */
    public enum Weight {
        /** Centipawns per target square above the kind's average on the empty board (static mobility). */
        MOBILITY("mobility", 3, 0, 100),
        /** Dynamic mobility: centipawns per square reached, divided by the kind's average reach to the power 3/4. */
        REACH("reach", 20, 0, 200),
        /** Centipawns per own piece next to a royal piece (at most three count). */
        SHELTER("shelter", 8, 0, 200),
        /** Centipawns per step a royal piece stands nearer the enemy camp, in the middlegame. */
        EXPOSURE("exposure", 15, 0, 200),
        /** Centipawns for a minor piece still on its start square, in the middlegame. */
        UNDEVELOPED("undeveloped", 15, 0, 200),
        /** Of the advancement bonus, the share in 64ths that counts while the opponent has all its pieces. */
        ADVANCE_MIDDLE("advance middle", 24, 0, 64),
        /** Centipawns for a pawn behind another of its side on its file. */
        DOUBLED_PAWN("doubled pawn", 12, 0, 200),
        /** Centipawns for a pawn with no pawn of its side on a neighbouring file. */
        ISOLATED_PAWN("isolated pawn", 10, 0, 200),
        /** Centipawns for a passed pawn (its advancement counts once more besides). */
        PASSED_PAWN("passed pawn", 10, 0, 200),
        /** King attack: centipawns times the squares around the enemy royal reached, squared, over 4. */
        KING_ATTACK("king attack", 6, 0, 100),
        /** King attack: the most it counts, in centipawns. */
        KING_ATTACK_MAX("king attack max", 400, 0, 2000),
        /** Mop-up: centipawns per half-step of the lone royal from the centre. */
        MOP_EDGE("mop edge", 10, 0, 200),
        /** Mop-up: centipawns per step between the royals (subtracted). */
        MOP_NEAR("mop near", 20, 0, 200),
        /** Of a square an enemy pawn attacks, the share in 64ths that counts for dynamic mobility ({@code reach}). */
        UNSAFE_REACH("unsafe reach", 0, 0, 64),
        /** Centipawns for the player to move (two players): the move in hand is worth something. */
        TEMPO("tempo", 10, 0, 100),
        /** Centipawns a piece other than a pawn or royal costs its owner while an enemy pawn attacks it. */
        PAWN_THREAT("pawn threat", 30, 0, 300),
        /** Centipawns for a piece other than a pawn or royal that could capture an enemy piece worth more than itself (two players). */
        THREAT("threat", 40, 0, 300),
        /** Centipawns for a piece that rides forward along its file standing on a file with no pawn (half of it with only enemy pawns). */
        OPEN_FILE("open file", 20, 0, 200),
        /** Centipawns for pieces of one colour-bound kind (a bishop) standing on squares of both colours (the bishop pair). */
        PAIR("pair", 30, 0, 300),
        /** Centipawns per king step nearer the zone a kind wins by reaching. */
        FLAG_STEP("flag step", 30, 0, 500);

        private final String text;
        private final int standard, min, max;

        Weight(String text, int standard, int min, int max) {
            this.text = text;
            this.standard = standard;
            this.min = min;
            this.max = max;
        }

        /** The name a definition writes: {@code passed pawn}. */
        public String text() {
            return text;
        }

        /** The value without an {@code evaluation} block. */
        public int standard() {
            return standard;
        }

        public int min() {
            return min;
        }

        public int max() {
            return max;
        }

        /** The weight a definition names so, or null. */
        public static Weight byText(String text) {
            for (Weight w : values()) if (w.text.equals(text)) return w;
            return null;
        }
    }

    /** Every weight at its default: what a definition without an {@code evaluation} block gets. */
    public static final EvalWeights DEFAULT;

    static {
        int[] v = new int[Weight.values().length];
        for (Weight w : Weight.values()) v[w.ordinal()] = w.standard;
        DEFAULT = new EvalWeights(v);
    }

    private final int[] values;
    /** The kinds' square tables (none unless the block gives them). */
    private final SquareTables squares;

    private EvalWeights(int[] values) {
        this(values, SquareTables.NONE);
    }

    private EvalWeights(int[] values, SquareTables squares) {
        this.values = values;
        this.squares = squares;
    }

    /** The kinds' square tables. */
    public SquareTables squares() {
        return squares;
    }

    /** These weights with the square tables {@code t}. */
    public EvalWeights withSquares(SquareTables t) {
        return new EvalWeights(values, t);
    }

    public int get(Weight w) {
        return values[w.ordinal()];
    }

    /** The same weights with {@code w} set to {@code value} (clamped to its range). */
    public EvalWeights with(Weight w, int value) {
        int[] v = values.clone();
        v[w.ordinal()] = Math.max(w.min, Math.min(w.max, value));
        return new EvalWeights(v, squares);
    }

    /** Every weight by its name, in the order of {@link Weight}. */
    public Map<String, Integer> byName() {
        Map<String, Integer> out = new LinkedHashMap<>();
        for (Weight w : Weight.values()) out.put(w.text, values[w.ordinal()]);
        return out;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof EvalWeights e && Arrays.equals(values, e.values) && squares.equals(e.squares);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(values) + squares.hashCode();
    }

    @Override
    public String toString() {
        return byName().toString();
    }
}
