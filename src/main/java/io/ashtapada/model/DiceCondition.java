package io.ashtapada.model;

/**
 * When a dice power applies: both dice show {@code face}; with {@code again}, only when that
 * double came from re-rolling both dice of the same double (Sejrang's Dragon Fire, SJ-5).
 */
public record DiceCondition(int face, boolean again) {

    /** Does the condition hold for dice (a, b); {@code rerolledSameDouble}: this double re-rolled the same one. */
    public boolean holds(int a, int b, boolean rerolledSameDouble) {
        return a == face && b == face && (!again || rerolledSameDouble);
    }
}
