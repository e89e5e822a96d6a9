package io.ashtapada.syntax;

import org.antlr.v4.runtime.*;
import org.antlr.v4.runtime.misc.IntervalSet;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads definition text into an {@link Ast.Definition}. Syntax errors become diagnostics
 * (all of them: ANTLR recovers and goes on) with expected-token lists put into words.
 */
public final class SyntaxReader {

    /** The tree (possibly partial) and every syntax error found. */
    public record Result(Ast.Definition definition, List<Diagnostic> diagnostics) {
        public boolean ok() {
            return diagnostics.isEmpty();
        }
    }

    private SyntaxReader() {
    }

    public static Result read(String file, String text) {
        List<Diagnostic> diags = new ArrayList<>();
        VariantLexer lexer = new VariantLexer(CharStreams.fromString(text, file));
        lexer.removeErrorListeners();
        CommonTokenStream tokens = new CommonTokenStream(lexer);
        VariantParser parser = new VariantParser(tokens);
        parser.removeErrorListeners();
        parser.addErrorListener(new BaseErrorListener() {
            @Override
            public void syntaxError(Recognizer<?, ?> r, Object offending, int line, int col, String msg,
                                    RecognitionException e) {
                diags.add(new Diagnostic(file, line, col + 1, describe((Token) offending, parser, e, msg)));
            }
        });
        VariantParser.DefinitionContext tree = parser.definition();
        Ast.Definition def = null;
        try {
            def = new AstBuilder(file, diags).definition(tree);
        } catch (RuntimeException e) {
            // A tree too broken to build: the syntax errors already say why.
            if (diags.isEmpty()) diags.add(new Diagnostic(file, 1, 1, "cannot read definition"));
        }
        return new Result(def, diags);
    }

    private static String describe(Token t, Parser parser, RecognitionException e, String antlrMessage) {
        String found = t == null ? "?" : t.getType() == Token.EOF ? "end of file" : "'" + t.getText() + "'";
        if (t != null && t.getType() == VariantLexer.UNEXPECTED_CHAR) {
            return "unexpected character " + found;
        }
        IntervalSet expected;
        try {
            expected = e != null ? e.getExpectedTokens() : parser.getExpectedTokens();
        } catch (RuntimeException ex) {
            expected = null;
        }
        if (expected == null || expected.isNil()) {
            return antlrMessage;
        }
        return "unexpected " + found + ", expected " + words(expected);
    }

    /** Expected-token sets in words: keywords quoted, token classes named. */
    private static String words(IntervalSet set) {
        List<String> out = new ArrayList<>();
        boolean name = false;
        for (int type : set.toList()) {
            if (type == VariantLexer.ID) {
                name = true;
                continue;
            }
            String w = switch (type) {
                case Token.EOF -> "end of file";
                case VariantLexer.STRING -> "<string>";
                case VariantLexer.INT -> "<number>";
                case VariantLexer.JSBLOCK -> "<{{ script }}>";
                default -> {
                    String lit = VariantLexer.VOCABULARY.getLiteralName(type);
                    yield lit != null ? lit : VariantLexer.VOCABULARY.getDisplayName(type);
                }
            };
            if (!name || !w.matches("'[a-z].*'")) out.add(w);
        }
        if (name) {
            out.removeIf(w -> w.matches("'[a-z-]+'") && set.size() > 12);
            out.add(0, "<name>");
        }
        if (out.size() > 8) {
            List<String> cut = new ArrayList<>(out.subList(0, 8));
            cut.add("...");
            out = cut;
        }
        return out.size() == 1 ? out.get(0) : "one of " + String.join(", ", out);
    }
}
