package io.ashtapada.api;

import io.ashtapada.model.PositionFormat;
import io.ashtapada.model.RuleModel;

/** A compiled variant: its rules never change, and it is safe to share between threads. Start games from it. */
public final class Variant {
    final RuleModel model;
    final PositionFormat format;

    Variant(RuleModel model) {
        this.model = model;
        this.format = PositionFormat.of(model);
    }

    public String title() {
        return model.title();
    }

    /**
     * What other tools call this variant, by tool ({@code fairy-stockfish}, {@code lichess}):
     * the definition's {@code names} line, empty without one.
     */
    public java.util.Map<String, String> names() {
        return model.names();
    }

    /** The start position as a position string. */
    public String startPosition() {
        return model.startPosition();
    }

    /**
     * What each piece kind that is not royal is worth to the computer player, in pawns, by kind
     * name in the definition's order: its {@code value}, or the estimate the search makes from
     * the kind's mobility where the definition gives none.
     */
    public java.util.Map<String, Double> pieceValues() {
        double[] v = io.ashtapada.engine.search.Evaluator.pieceValues(model);
        java.util.Map<String, Double> out = new java.util.LinkedHashMap<>();
        for (io.ashtapada.model.PieceKind k : model.pieces()) if (!k.royal()) out.put(k.name(), v[k.index()]);
        return java.util.Collections.unmodifiableMap(out);
    }

    /** Player ids in turn order. */
    public java.util.List<String> players() {
        return model.players().stream().map(p -> p.id()).toList();
    }

    /**
     * The game the compiler made to check the start position of a variant with hooks
     * ({@link Ashtapada}), held softly: the first {@link #newGame()} hands it out instead of
     * making a second JavaScript context. It is exactly what a new game would be: it was made by
     * {@code newGame()} and never played.
     */
    final java.util.concurrent.atomic.AtomicReference<java.lang.ref.SoftReference<Game>> checkedStart =
            new java.util.concurrent.atomic.AtomicReference<>();

    void keepCheckedStart(Game g) {
        checkedStart.set(new java.lang.ref.SoftReference<>(g));
    }

    public Game newGame() {
        java.lang.ref.SoftReference<Game> kept = checkedStart.getAndSet(null);
        Game g = kept == null ? null : kept.get();
        if (g != null) return g;
        try {
            return new Game(this, model.startPosition());
        } catch (IllegalPositionException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Whether the setup shuffles its pieces (Chess960): then {@link #newGame(long)} draws the start array by its seed. */
    public boolean shuffles() {
        return model.shuffle() != null;
    }

    /**
     * Whether castling starts from wherever the royal piece and its partner stand ({@code castle
     * anywhere}, Chess960): engine protocols then write a castling as the king taking its own
     * rook ({@code b1h1}), as Fairy-Stockfish and Chess960 GUIs do.
     */
    public boolean castlesAnywhere() {
        return model.castling().stream().anyMatch(rules -> rules.stream().anyMatch(io.ashtapada.model.CastlingRule::anywhere));
    }

    /**
     * A game from the start array {@code seed} draws, where the setup shuffles its pieces
     * ({@code setup "..." shuffle ZONE}, Chess960: every array meeting the conditions equally
     * likely, the same seed always the same array); otherwise the usual start, as {@link #newGame()}.
     */
    public Game newGame(long seed) {
        if (model.shuffle() == null) return newGame();
        try {
            return new Game(this, model.shuffle().startFor(model, seed));
        } catch (IllegalPositionException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A game from a position string (see docs/notation.md: position strings). */
    public Game newGame(String position) throws IllegalPositionException {
        return new Game(this, position);
    }

    /**
     * Why a position string cannot start a game of this variant — it does not read (among the
     * reader's checks: under check rules a player whose setup has one royal piece must have one,
     * unless the rules end the game on its loss), or it cannot be played (the player who just
     * moved stands in check) — or null when it can. Every position a game writes passes.
     */
    public String positionProblem(String position) {
        try {
            return io.ashtapada.engine.PositionCheck.problem(model, format.parse(position));
        } catch (PositionFormat.FormatException e) {
            return "bad position string: " + e.getMessage();
        }
    }

    /**
     * A game of this variant read from a PGN or a record, replayed and checked move by move:
     * see {@link Game#replay}.
     */
    public Game readGame(String pgnOrRecord) throws IllegalMoveException, IllegalPositionException {
        return Game.replay(this, pgnOrRecord);
    }

    /** Does the variant use dice? */
    public boolean hasDice() {
        return model.dice() != null;
    }

    /** Games in a match of this variant (1 unless its scoring says otherwise). */
    public int matchGames() {
        return model.scoring().matchGames();
    }

    /** The variant described for drawing its board and writing its documentation. */
    public VariantInfo describe() {
        return VariantInfo.of(model);
    }

    /** Starts a position string of this variant from pieces on named squares. */
    public PositionBuilder position() {
        return new PositionBuilder(this);
    }
}
