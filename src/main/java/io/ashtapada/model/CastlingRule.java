package io.ashtapada.model;

/**
 * One castling for one player: the royal piece goes kingFrom to kingTo and the partner
 * partnerFrom to partnerTo, both unmoved; {@code empty} must be empty (the two movers'
 * own squares excepted) and, under check rules, no square in {@code safe} may be attacked.
 * {@code side} is 'K' when the partner is on the king's higher-file side, else 'Q'.
 * {@code anywhere}: one of the pairs of {@code castle anywhere} (Chess960), which SAN writes by
 * side alone: {@code O-O} toward the higher files, {@code O-O-O} toward the lower.
 */
public record CastlingRule(int player, int kingFrom, int kingTo, int partnerFrom, int partnerTo, int partnerKind,
                           int[] empty, int[] safe, char side, boolean anywhere) {
}
