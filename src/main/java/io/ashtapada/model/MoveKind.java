package io.ashtapada.model;

/**
 * One move kind of the language (leap, slide, hop, grasshop): the one place that knows how a
 * movement component of that kind fills a piece's per-square tables and how it is written in
 * XBetza. {@link TableBuilder} and {@link XBetzaWriter} only dispatch here; the engine's
 * counterparts ({@code engine.Leaps}, {@code Slides}, {@code Hops}) generate the moves and answer
 * attack queries from the tables these fill. The multi-leg kind ({@code path}, a dice power) has
 * no table entries: {@link PathSpec} compiles it and says where it lands, {@code engine.Paths}
 * generates its moves. {@code MoveTableAccessTest} pins that no other class
 * reads the per-kind arrays of {@link MoveTable} and {@link AttackTables}.
 */
sealed interface MoveKind permits Leap, Slide, Hop {

    /** The class of a component's kind. */
    static MoveKind of(MoveSpec.Kind kind) {
        return switch (kind) {
            case LEAP -> Leap.INSTANCE;
            case SLIDE -> Slide.INSTANCE;
            case HOP -> Hop.HOP;
            case GRASSHOP -> Hop.GRASSHOP;
        };
    }

    /**
     * Adds to {@code out} the entries of component {@code spec} from square {@code s} along the
     * vector (ax, ay), already turned to the player and facing; {@code flags} are the mode flags
     * ({@link MoveTable#MOVE}, ...), {@code to} the landing zone or null.
     */
    void fill(TableBuilder.Square out, Board b, int s, MoveSpec spec, int ax, int ay, int flags, SquareSet to);

    /**
     * The kind's own XBetza modifiers of the component (written after {@code i}, before the
     * direction), or null when XBetza cannot say it.
     */
    String modifiers(MoveSpec spec);

    /** The XBetza atom of the component for the shape letter {@code letter} ({@code W}, {@code N}, ...). */
    String atom(MoveSpec spec, String letter);
}
