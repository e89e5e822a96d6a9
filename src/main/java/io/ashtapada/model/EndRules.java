package io.ashtapada.model;

/**
 * How games end.
 *
 * @param check        royal pieces may not be left attacked; no legal move in check is checkmate
 * @param stalemate    the result for the side to move when it has no legal move and is not in check:
 *                     "draw", "win" or "loss"
 * @param fiftyMove    plies without capture or pawn move that draw (0 = off)
 * @param repetition   occurrences of a position that draw (0 = off)
 * @param plyLimit     plies after which the game is drawn (0 = off)
 */
public record EndRules(boolean check, String stalemate, int fiftyMove, int repetition, int plyLimit) {
}
