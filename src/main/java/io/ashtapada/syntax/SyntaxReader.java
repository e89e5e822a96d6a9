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

    /** The error of a block left open; the rest of the definition is read as if it were closed. */
    public static final String UNCLOSED = "'{' opened here is never closed";

    /** The deepest nesting of brackets a definition may have: the parser recurses once per level. */
    static final int MAX_NESTING = 200;

    public static Result read(String file, String text) {
        Diagnostic tooDeep = tooDeep(file, text);
        if (tooDeep != null) return new Result(null, List.of(tooDeep));
        List<Diagnostic> diags = new ArrayList<>();
        Repair repair = closeBlocks(file, text);
        diags.addAll(repair.unclosed());
        text = repair.text();
        VariantLexer lexer = new VariantLexer(CharStreams.fromString(text, file));
        lexer.removeErrorListeners();
        CommonTokenStream tokens = new CommonTokenStream(lexer);
        VariantParser parser = new VariantParser(tokens);
        parser.removeErrorListeners();
        parser.addErrorListener(new BaseErrorListener() {
            @Override
            public void syntaxError(Recognizer<?, ?> r, Object offending, int line, int col, String msg,
                                    RecognitionException e) {
                diags.add(new Diagnostic(file, line, col + 1, describe((Token) offending, parser, e, msg),
                        kind((Token) offending, parser, e)));
            }
        });
        VariantParser.DefinitionContext tree = parser.definition();
        Ast.Definition def = null;
        try {
            def = new AstBuilder(file, diags).definition(tree);
        } catch (RuntimeException e) {
            // A tree too broken to build: the syntax errors already say why.
            if (diags.isEmpty()) diags.add(new Diagnostic(file, 1, 1, "cannot read definition", ErrorCode.CANNOT_READ_DEFINITION));
        }
        return new Result(def, diags);
    }

    /** Text with missing '}' inserted, and the errors naming where each unclosed block opened. */
    private record Repair(String text, List<Diagnostic> unclosed) {
    }

    /** Declarations start a line with one of these words: a block still open there was never closed. */
    private static final java.util.regex.Pattern TOP_LEVEL =
            java.util.regex.Pattern.compile("^(board|players|zone|piece|castling|setup|rules|dice|scoring|notation|hook|variant)\\b.*");

    /**
     * Finds every block left open when the next declaration starts (or the file ends), reports
     * each where its '{' stands, and closes it at the end of the code of the line before (ahead
     * of any comment there), so no column moves, the errors after it are still found and none is
     * blamed on the next block. Strings, comments and {@code {{ script }}} blocks are skipped.
     */
    private static Repair closeBlocks(String file, String text) {
        String[] lines = text.split("\n", -1);
        java.util.ArrayDeque<int[]> open = new java.util.ArrayDeque<>();
        List<Diagnostic> unclosed = new ArrayList<>();
        boolean script = false, repaired = false;
        // Where the code of the line before ends: its comment, if any, starts there.
        int codeEnd = 0;
        for (int ln = 0; ln < lines.length; ln++) {
            String l = lines[ln];
            if (!script && !open.isEmpty() && ln > 0 && TOP_LEVEL.matcher(l).matches()) {
                for (int[] o : open) unclosed.add(new Diagnostic(file, o[0], o[1], UNCLOSED, ErrorCode.OPENED_HERE_IS_NEVER_CLOSED));
                String before = lines[ln - 1];
                lines[ln - 1] = before.substring(0, codeEnd) + "}".repeat(open.size()) + before.substring(codeEnd);
                open.clear();
                repaired = true;
            }
            boolean inString = false;
            codeEnd = l.length();
            for (int i = 0; i < l.length(); i++) {
                char c = l.charAt(i);
                if (script) {
                    if (c == '}' && i + 1 < l.length() && l.charAt(i + 1) == '}') {
                        script = false;
                        i++;
                    }
                    continue;
                }
                if (c == '"') inString = !inString;
                if (inString) continue;
                if (c == '#') {
                    codeEnd = i;
                    break;
                }
                if (c == '{' && i + 1 < l.length() && l.charAt(i + 1) == '{') {
                    script = true;
                    i++;
                } else if (c == '{') {
                    open.push(new int[]{ln + 1, i + 1});
                } else if (c == '}' && !open.isEmpty()) {
                    open.pop();
                }
            }
        }
        String repairedText = repaired ? String.join("\n", lines) : text;
        if (script || open.isEmpty()) return new Repair(repairedText, unclosed);
        for (int[] o : open) unclosed.add(new Diagnostic(file, o[0], o[1], UNCLOSED, ErrorCode.OPENED_HERE_IS_NEVER_CLOSED));
        return new Repair(repairedText + "\n" + "}".repeat(open.size()), unclosed);
    }

    /**
     * Brackets nested deeper than {@link #MAX_NESTING}, located at the first opener too many, or
     * null: the recursive parser would run out of stack on thousands of levels.
     */
    private static Diagnostic tooDeep(String file, String text) {
        int depth = 0, line = 1, col = 0;
        boolean inString = false, inComment = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            col++;
            if (c == '\n') {
                line++;
                col = 0;
                inComment = false;
                continue;
            }
            if (inComment) continue;
            if (c == '"') inString = !inString;
            if (inString) continue;
            if (c == '#') inComment = true;
            else if (c == '(' || c == '{' || c == '[') {
                if (++depth > MAX_NESTING) {
                    return new Diagnostic(file, line, col, "brackets nested more than " + MAX_NESTING + " deep", ErrorCode.NESTED_TOO_DEEP);
                }
            } else if (c == ')' || c == '}' || c == ']') {
                depth = Math.max(0, depth - 1);
            }
        }
        return null;
    }

    /** The kind of {@link #describe}'s message for the same error. */
    private static ErrorCode kind(Token t, Parser parser, RecognitionException e) {
        if (t != null && t.getType() == VariantLexer.UNEXPECTED_CHAR) return ErrorCode.UNEXPECTED_CHARACTER;
        IntervalSet expected;
        try {
            expected = e != null ? e.getExpectedTokens() : parser.getExpectedTokens();
        } catch (RuntimeException ex) {
            expected = null;
        }
        if (expected == null || expected.isNil()) return ErrorCode.SYNTAX_ERROR;
        return t != null && t.getType() == Token.EOF ? ErrorCode.UNEXPECTED_END_OF_FILE : ErrorCode.UNEXPECTED;
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
