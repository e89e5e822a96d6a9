/**
 * Piece values learned per variant from self-play (the {@code tune} command): {@link PositionSampler}
 * plays games at a small node budget and keeps quiet positions with the game's result,
 * {@link Fit} fits the values so that a logistic of the material balance predicts the results
 * (Texel's method), {@link Tuner} ties them together and reports, {@link ValueWriter} writes the
 * fitted values into the definition's text. It uses the embedding API only, and the engine's
 * starting values through {@link io.ashtapada.api.Variant#pieceValues()}.
 */
package io.ashtapada.tune;
