package io.ashtapada.tune;

import io.ashtapada.syntax.Ast;
import io.ashtapada.syntax.Pos;
import io.ashtapada.syntax.SyntaxReader;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Writes values into a definition's text and changes nothing else: a piece block's
 * {@code value N} gets the new number; a block without one gets {@code value N} before its
 * {@code letter} (on a line of its own when the letter has one; without a letter, just inside
 * the brace). Comments, layout and every other line stay as they
 * were. A kind the file does not declare (it comes from the file it {@code extends}) cannot be
 * written here; {@link Written#notHere} names it.
 */
public final class ValueWriter {
    private static final Pattern NUMBER = Pattern.compile("value(\\s+)[-+]?[0-9]+(?:\\.[0-9]*)?");

    private ValueWriter() {
    }

    /**
     * The new text.
     *
     * @param text    the definition with the values written
     * @param notHere the kinds given whose piece block is not in this file
     */
    public record Written(String text, List<String> notHere) {
    }

    private record Edit(int at, int end, String with) {
    }

    /**
     * The definition {@code text} (read from {@code file}) with the {@code values} written, by kind name.
     *
     * @throws IllegalArgumentException when the text cannot be read (its first error, located)
     */
    public static Written write(String file, String text, Map<String, Double> values) {
        Ast.Definition def = definition(file, text);
        int[] lineStart = lineStarts(text);
        List<Edit> edits = new ArrayList<>();
        List<String> found = new ArrayList<>();
        for (Ast.Decl d : def.decls()) {
            if (!(d instanceof Ast.PieceDecl piece) || !values.containsKey(piece.id().text())) continue;
            String number = Tuner.plain(values.get(piece.id().text()));
            found.add(piece.id().text());
            Ast.Value value = null;
            Ast.Letter letter = null;
            for (Ast.PieceItem i : piece.items()) {
                if (i instanceof Ast.Value v) value = v;
                if (i instanceof Ast.Letter l && letter == null) letter = l;
            }
            if (value != null) {
                int at = offset(lineStart, value.pos());
                Matcher m = NUMBER.matcher(text).region(at, text.length());
                if (!m.lookingAt()) throw new IllegalArgumentException(where(value.pos()) + ": cannot find the number of this value");
                edits.add(new Edit(at, m.end(), "value" + m.group(1) + number));
            } else if (letter != null) {
                int at = offset(lineStart, letter.pos());
                int from = lineStart[letter.pos().line() - 1];
                String indent = text.substring(from, at);
                // A letter on a line of its own: the value on a line of its own above it.
                edits.add(new Edit(at, at, indent.isBlank() ? "value " + number + "\n" + indent : "value " + number + "  "));
            } else {
                int at = text.indexOf('{', offset(lineStart, piece.pos()));
                edits.add(new Edit(at + 1, at + 1, " value " + number + " "));
            }
        }
        edits.sort(Comparator.comparingInt(Edit::at).reversed());
        StringBuilder sb = new StringBuilder(text);
        for (Edit e : edits) sb.replace(e.at(), e.end(), e.with());
        List<String> notHere = new ArrayList<>();
        for (String k : values.keySet()) if (!found.contains(k)) notHere.add(k);
        return new Written(sb.toString(), List.copyOf(notHere));
    }

    private static String where(Pos p) {
        return p.file() + ":" + p.line() + ":" + p.col();
    }

    /**
     * The definition {@code text} (read from {@code file}) as a syntax tree, for the writers.
     *
     * @throws IllegalArgumentException when the text cannot be read (its first error, located)
     */
    static Ast.Definition definition(String file, String text) {
        SyntaxReader.Result r = SyntaxReader.read(file, text);
        if (!r.ok() || r.definition() == null) {
            throw new IllegalArgumentException(r.diagnostics().isEmpty() ? file + ":1:1: cannot read definition"
                    : r.diagnostics().get(0).toString());
        }
        return r.definition();
    }

    /** Where each line of {@code text} starts (the writers turn a line and column into an offset). */
    static int[] lineStarts(String text) {
        List<Integer> starts = new ArrayList<>(List.of(0));
        for (int i = 0; i < text.length(); i++) if (text.charAt(i) == '\n') starts.add(i + 1);
        return starts.stream().mapToInt(Integer::intValue).toArray();
    }

    static int offset(int[] lineStart, Pos p) {
        return lineStart[p.line() - 1] + p.col() - 1;
    }
}
