package io.ashtapada.engine.turn;

/**
 * A draw the player to move may claim: the move that brings it and the rule ("fifty-move
 * rule" or "repetition"). The engine ends a game by those rules as soon as their count is
 * reached, so a claim is made, as FIDE 9.2.1 and 9.3.1 have it, with the move that reaches it.
 */
public record Claim(String reason, int move) {
}
