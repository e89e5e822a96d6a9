package io.ashtapada.model.ends;

import io.ashtapada.syntax.Ast;

import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;

/**
 * The end rules read as sentences, by the label of their grammar alternative. Adding an end
 * rule takes three files: its alternative in {@code Variant.g4}, its class in this package, and
 * its line here.
 */
public final class EndConditions {
    private static final Map<String, BiFunction<Ast.Sentence, EndContext, EndCondition>> FORMS = Map.of(
            "lineRule", InARow::compile,
            "blockRule", Block::compile,
            "bareKingRule", BareKing::compile,
            "collinearRule", Collinear::compile,
            "connectRule", Connect::compile);

    private EndConditions() {
    }

    /** The labels of the grammar alternatives read here. */
    public static Set<String> forms() {
        return FORMS.keySet();
    }

    /**
     * The rule a sentence says, or null where it has an error (reported to {@code cx}).
     *
     * @throws IllegalStateException for a sentence no class reads: a grammar alternative added without its class
     */
    public static EndCondition compile(Ast.Sentence s, EndContext cx) {
        BiFunction<Ast.Sentence, EndContext, EndCondition> f = FORMS.get(s.form());
        if (f == null) throw new IllegalStateException("the rule alternative '" + s.form() + "' has no end rule class");
        return f.apply(s, cx);
    }
}
