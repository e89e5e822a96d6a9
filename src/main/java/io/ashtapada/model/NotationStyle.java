package io.ashtapada.model;

/**
 * How moves are written for players: SAN unless {@code coordinates}; {@code pawnSquares}:
 * pawn moves square to square even in SAN ({@code g4-f4}, {@code g4xf5}, OM-14);
 * {@code promotionParens}: promotion as {@code h1f1(N)} (SJ-11) instead of {@code =N}.
 */
public record NotationStyle(boolean coordinates, boolean pawnSquares, boolean promotionParens) {
    public static final NotationStyle DEFAULT = new NotationStyle(false, false, false);
}
