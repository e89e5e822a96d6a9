package io.ashtapada.tune;

import io.ashtapada.syntax.Ast;
import io.ashtapada.syntax.Pos;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Writes evaluation weights into a definition's text and changes nothing else: a weight its
 * {@code evaluation} block names gets the new number; a weight it does not name gets a line of
 * its own at the end of the (last) block; a definition without the block gets one at its end.
 * Comments, layout and every other line stay as they were.
 */
public final class WeightWriter {
    private static final Pattern NUMBER = Pattern.compile("-?[0-9]+");

    private WeightWriter() {
    }

    private record Edit(int at, int end, String with) {
    }

    /**
     * The definition {@code text} (read from {@code file}) with the {@code weights} written, by weight name.
     *
     * @throws IllegalArgumentException when the text cannot be read (its first error, located)
     */
    public static String write(String file, String text, Map<String, Integer> weights) {
        if (weights.isEmpty()) return text;
        Ast.Definition def = ValueWriter.definition(file, text);
        int[] lineStart = ValueWriter.lineStarts(text);
        List<Edit> edits = new ArrayList<>();
        Map<String, Integer> left = new LinkedHashMap<>(weights);
        Ast.EvaluationDecl last = null;
        String indent = "    ";
        for (Ast.Decl d : def.decls()) {
            if (!(d instanceof Ast.EvaluationDecl e)) continue;
            last = e;
            for (Ast.Weight w : e.weights()) {
                int start = ValueWriter.offset(lineStart, w.pos());
                String before = text.substring(lineStart[w.pos().line() - 1], start);
                if (before.isBlank()) indent = before;
                Integer v = left.remove(w.name());
                if (v == null) continue;
                int at = ValueWriter.offset(lineStart, w.valuePos());
                Matcher m = NUMBER.matcher(text).region(at, text.length());
                if (!m.lookingAt()) throw new IllegalArgumentException(w.valuePos().file() + ":" + w.valuePos().line() + ":" + w.valuePos().col() + ": cannot find the number of this weight");
                edits.add(new Edit(at, m.end(), Integer.toString(v)));
            }
        }
        if (!left.isEmpty()) {
            StringBuilder lines = new StringBuilder();
            if (last != null && last.close() != null) {
                int close = ValueWriter.offset(lineStart, last.close());
                int from = lineStart[last.close().line() - 1];
                boolean ownLine = text.substring(from, close).isBlank();
                if (!ownLine && close > 0 && !Character.isWhitespace(text.charAt(close - 1))) lines.append(' ');
                for (Map.Entry<String, Integer> x : left.entrySet()) {
                    lines.append(ownLine ? indent : "").append(x.getKey()).append(' ').append(x.getValue()).append(ownLine ? "\n" : " ");
                }
                edits.add(ownLine ? new Edit(from, from, lines.toString()) : new Edit(close, close, lines.toString()));
            } else {
                lines.append(text.isEmpty() || text.endsWith("\n") ? "" : "\n").append("\nevaluation {\n");
                for (Map.Entry<String, Integer> x : left.entrySet()) lines.append("    ").append(x.getKey()).append(' ').append(x.getValue()).append('\n');
                lines.append("}\n");
                edits.add(new Edit(text.length(), text.length(), lines.toString()));
            }
        }
        edits.sort(Comparator.comparingInt(Edit::at).reversed());
        StringBuilder sb = new StringBuilder(text);
        for (Edit e : edits) sb.replace(e.at(), e.end(), e.with());
        return sb.toString();
    }
}
