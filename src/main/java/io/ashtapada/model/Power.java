package io.ashtapada.model;

import java.util.List;

/**
 * Extra moves a piece kind has while a dice condition holds: table moves per player and
 * multi-leg moves. The plain moves of the kind stay available.
 */
public record Power(DiceCondition when, MoveTable[] tables, List<PathSpec> paths) {
}
