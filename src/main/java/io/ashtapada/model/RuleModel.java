package io.ashtapada.model;

import java.util.List;

/**
 * A compiled variant: immutable, shared by every game and thread. Built only by {@link VariantCompiler}.
 * {@code dice} is null for games without dice; {@code army[player][kind]} counts each player's
 * pieces in the setup (board and hand), the reference for "lost" pieces; {@code engineTables}
 * holds what the engine derives from the rest once (Zobrist keys, per-kind facts, move bounds),
 * so that a position holds only its own state.
 */
public record RuleModel(String title, String file, Board board, List<Player> players, List<PieceKind> pieces,
                        List<List<CastlingRule>> castling, String startPosition, EndRules end,
                        AttackTables[] attacks, List<HookDef> hooks, DiceRules dice, Scoring scoring,
                        NotationStyle notation, int[][] army, EngineTables engineTables,
                        io.ashtapada.hooks.HookRuntime hookRuntime, java.util.Map<String, String> names,
                        java.util.Map<String, String> images, EvalWeights weights, Shuffle shuffle) {

    /** The tools a {@code names} line may name: Fairy-Stockfish's UCI_Variant, lichess's PGN Variant tag. */
    public static final java.util.List<String> TOOLS = java.util.List.of("fairy-stockfish", "lichess");

    /** The pictures a piece's {@code image} may name: the usual six, and the shapes drawn with the piece's letter. */
    public static final java.util.List<String> IMAGES = java.util.List.of("pawn", "knight", "bishop", "rook", "queen", "king",
            "disc", "hexagon", "shield", "diamond", "pentagon");

    /**
     * The same rules whose hooks run in {@code runtime} (its limits and failure listener): the
     * embedder's {@code Ashtapada} instance owns the runtime, not a process-wide static. Null
     * means the engine's shared default runtime.
     */
    public RuleModel withHookRuntime(io.ashtapada.hooks.HookRuntime runtime) {
        return new RuleModel(title, file, board, players, pieces, castling, startPosition, end, attacks, hooks, dice,
                scoring, notation, army, engineTables, runtime, names, images, weights, shuffle);
    }

    /** The piece kind with this letter (either case), or null. */
    public PieceKind pieceByLetter(char c) {
        char u = Character.toUpperCase(c);
        for (PieceKind k : pieces) if (k.letter() == u) return k;
        return null;
    }

    public PieceKind pieceByName(String name) {
        for (PieceKind k : pieces) if (k.name().equals(name)) return k;
        return null;
    }

    public int playerCount() {
        return players.size();
    }
}
