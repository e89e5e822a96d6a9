package io.ashtapada.tune;

import io.ashtapada.syntax.Ast;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes square tables into a definition's text and changes nothing else: a kind whose table an
 * {@code evaluation} block of the file has gets the new one in place of its last (any earlier one
 * of the same kind is taken out, so no phase is given twice); a kind without one gets it at the
 * end of the last block; a definition without the block gets one at its end. Each table is laid
 * out a board row a line, the top row first.
 */
public final class SquareWriter {
    private SquareWriter() {
    }

    private record Edit(int at, int end, String with) {
    }

    /**
     * The definition {@code text} (read from {@code file}) with the tables written.
     *
     * @param tables by kind name, the middlegame and the endgame numbers as {@code squares} lists
     *               them (null where a phase is not written)
     * @param rows   how many squares each row of the board has, the top row first
     * @throws IllegalArgumentException when the text cannot be read (its first error, located)
     */
    public static String write(String file, String text, Map<String, int[][]> tables, int[] rows) {
        if (tables.isEmpty()) return text;
        Ast.Definition def = ValueWriter.definition(file, text);
        int[] lineStart = ValueWriter.lineStarts(text);
        Map<String, List<Ast.Squares>> written = new LinkedHashMap<>();
        Ast.EvaluationDecl last = null;
        String indent = "    ";
        for (Ast.Decl d : def.decls()) {
            if (!(d instanceof Ast.EvaluationDecl e)) continue;
            last = e;
            for (Ast.Squares q : e.squares()) {
                written.computeIfAbsent(q.kind().text(), x -> new ArrayList<>()).add(q);
                String before = text.substring(lineStart[q.pos().line() - 1], ValueWriter.offset(lineStart, q.pos()));
                if (before.isBlank()) indent = before;
            }
            for (Ast.Weight w : e.weights()) {
                String before = text.substring(lineStart[w.pos().line() - 1], ValueWriter.offset(lineStart, w.pos()));
                if (before.isBlank()) indent = before;
            }
        }
        List<Edit> edits = new ArrayList<>();
        StringBuilder added = new StringBuilder();
        for (Map.Entry<String, int[][]> t : tables.entrySet()) {
            List<Ast.Squares> old = written.get(t.getKey());
            if (old == null) {
                added.append(render(indent, t.getKey(), t.getValue(), rows));
                continue;
            }
            for (int i = 0; i < old.size(); i++) {
                Ast.Squares q = old.get(i);
                int from = ValueWriter.offset(lineStart, q.pos()), to = ValueWriter.offset(lineStart, q.close()) + 1;
                String with = i == old.size() - 1 ? render(indent, t.getKey(), t.getValue(), rows).strip() : "";
                edits.add(new Edit(from, to, with));
            }
        }
        if (!added.isEmpty()) {
            if (last != null && last.close() != null) {
                int close = ValueWriter.offset(lineStart, last.close());
                int from = lineStart[last.close().line() - 1];
                boolean ownLine = text.substring(from, close).isBlank();
                edits.add(ownLine ? new Edit(from, from, added.toString()) : new Edit(close, close, "\n" + added));
            } else {
                String block = (text.isEmpty() || text.endsWith("\n") ? "" : "\n") + "\nevaluation {\n" + added + "}\n";
                edits.add(new Edit(text.length(), text.length(), block));
            }
        }
        edits.sort(Comparator.comparingInt(Edit::at).reversed());
        StringBuilder sb = new StringBuilder(text);
        for (Edit e : edits) sb.replace(e.at(), e.end(), e.with());
        return sb.toString();
    }

    /** One kind's {@code squares} item, each line ending in a new line. */
    static String render(String indent, String kind, int[][] phases, int[] rows) {
        StringBuilder sb = new StringBuilder();
        sb.append(indent).append("squares ").append(kind).append(" {\n");
        String[] names = {"middle", "end"};
        for (int p = 0; p < 2; p++) {
            if (phases[p] == null) continue;
            sb.append(indent).append("    ").append(names[p]).append('\n');
            int at = 0;
            for (int row : rows) {
                if (row == 0) continue;
                sb.append(indent).append("    ");
                for (int i = 0; i < row; i++) sb.append(String.format(java.util.Locale.ROOT, "%5d", phases[p][at++]));
                sb.append('\n');
            }
        }
        sb.append(indent).append("}\n");
        return sb.toString();
    }
}
