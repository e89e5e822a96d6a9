package io.ashtapada.format;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.DefinitionException;
import io.ashtapada.api.VariantInfo;
import io.ashtapada.syntax.Ast;
import io.ashtapada.syntax.Pos;
import io.ashtapada.syntax.SyntaxReader;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A shipped definition ({@code examples/NAME.variant}, named as Fairy-Stockfish names the variant)
 * that a variants.ini section {@code [x:NAME]} extends: its files, its board, and its pieces as the
 * text of their items, so that a child can say {@code extends "NAME.variant"} and rewrite a piece
 * with one item more (a drop) or less (a double step) without repeating what it does not change.
 *
 * @param name      the Fairy-Stockfish name, also the file name without {@code .variant}
 * @param files     the definition and every file it extends, by file name
 * @param info      the compiled parent: board size and pieces
 * @param pieces    every piece of the parent and its ancestors, by name, in declaration order
 * @param zones     the zones it declares: name to the first player's terms as written (without {@code for ...})
 * @param rules     the simple class names of its rules ({@code ReachRule}, {@code MustCaptureRule}, ...)
 * @param reachZone the zone of its {@code reach ... wins} rule, or null
 * @param chain     the files of the definition, its root ancestor first, the parent's own file last
 * @param ruleAts   every rule item of the chain: its file, kind and place in the file's text
 */
record ShippedParent(String name, Map<String, String> files, VariantInfo info, Map<String, Piece> pieces, Map<String, String> zones,
                     Set<String> rules, String reachZone, List<String> chain, List<RuleAt> ruleAts) {

    /** One rule item as written: the file, the rule's kind (simple class name) and its text's span. */
    record RuleAt(String file, String kind, int from, int to) {
    }

    /** One item of a piece as written ({@code drop to anywhere}), and what kind of item it is. */
    record Item(Ast.PieceItem kind, String text) {
    }

    /** A piece of the parent: its letter (lower case) and items, in order. */
    record Piece(String name, char letter, List<Item> items) {
        boolean has(Class<? extends Ast.PieceItem> kind) {
            return items.stream().anyMatch(i -> kind.isInstance(i.kind()));
        }

        /** The zone named by its first item of this kind ({@code drop to Z}, {@code promote in Z}), or null. */
        String zoneOf(Class<? extends Ast.PieceItem> kind) {
            for (Item i : items) {
                if (i.kind() instanceof Ast.Drop d && kind == Ast.Drop.class) return d.zone().text();
                if (i.kind() instanceof Ast.Promote p && kind == Ast.Promote.class) return p.zone().text();
            }
            return null;
        }
    }

    /** The shipped definition of this Fairy-Stockfish name, or null when none ships or it cannot be read. */
    static ShippedParent find(String name) {
        if (name == null || !name.matches("[a-z0-9][a-z0-9-]{0,63}")) return null;
        Map<String, String> files = Ashtapada.defaults().shippedSources(name);
        if (files.isEmpty() || !files.containsKey(name + ".variant")) return null;
        VariantInfo info;
        try {
            info = Ashtapada.defaults().variant(name).describe();
        } catch (DefinitionException | RuntimeException e) {
            return null;
        }
        return of(name, files, info);
    }

    /**
     * A definition given as its files ({@code NAME.variant} and what it extends), already compiled:
     * a shipped one, or a section imported on a shipped parent that is itself a parent
     * ({@code [x:y]} with {@code [y:xiangqi]}).
     */
    static ShippedParent of(String name, Map<String, String> files, VariantInfo info) {
        // The chain of files, the parent's root ancestor first.
        List<String> chain = new ArrayList<>();
        String file = name + ".variant";
        List<Ast.Definition> defs = new ArrayList<>();
        while (file != null && files.containsKey(file) && !chain.contains(file) && chain.size() < 16) {
            SyntaxReader.Result r = SyntaxReader.read(file, files.get(file));
            if (r.definition() == null) return null;
            chain.add(0, file);
            defs.add(0, r.definition());
            file = r.definition().parent();
        }
        Map<String, Piece> pieces = new LinkedHashMap<>();
        Map<String, String> zones = new LinkedHashMap<>();
        Set<String> rules = new HashSet<>();
        List<RuleAt> ruleAts = new ArrayList<>();
        String reach = null;
        for (int i = 0; i < defs.size(); i++) {
            String text = files.get(chain.get(i));
            for (Ast.Decl d : defs.get(i).decls()) {
                if (d instanceof Ast.PieceDecl p) {
                    Piece piece = piece(text, p);
                    if (piece != null) {
                        pieces.remove(piece.name());
                        pieces.put(piece.name(), piece);
                    }
                } else if (d instanceof Ast.ZoneDecl z) {
                    int at = offset(text, z.pos()), eol = text.indexOf('\n', Math.max(0, at));
                    String line = withoutComments(text.substring(at, eol < 0 ? text.length() : eol));
                    int eq = line.indexOf('='), fr = line.indexOf(" for ");
                    zones.put(z.id().text(), eq < 0 ? "" : line.substring(eq + 1, fr > eq ? fr : line.length()).strip());
                } else if (d instanceof Ast.RulesDecl rd) {
                    int close = closing(text, text.indexOf('{', offset(text, rd.pos())));
                    List<Ast.Rule> all = rd.rules();
                    for (int j = 0; j < all.size(); j++) {
                        Ast.Rule r = all.get(j);
                        rules.add(kindOf(r));
                        if (r instanceof Ast.ReachRule rr) reach = rr.zone().text();
                        int from = offset(text, r.pos()), to = j + 1 < all.size() ? offset(text, all.get(j + 1).pos()) : close;
                        if (from >= 0 && to >= from) ruleAts.add(new RuleAt(chain.get(i), kindOf(r), from, to));
                    }
                }
            }
        }
        return new ShippedParent(name, Map.copyOf(files), info, pieces, Map.copyOf(zones), rules, reach, List.copyOf(chain), List.copyOf(ruleAts));
    }

    /**
     * The files of this definition with the rules of these kinds taken out, each file renamed
     * {@code PREFIX--FILE} (and the {@code extends} lines with them), so that a child can replace
     * a rule its parent has (a child's rules are added to its parent's); the parent's own file is
     * {@code PREFIX--NAME.variant}. Null when no rule of these kinds is there.
     */
    Map<String, String> without(Set<String> kinds, String prefix) {
        if (ruleAts.stream().noneMatch(r -> kinds.contains(r.kind()))) return null;
        Map<String, String> out = new LinkedHashMap<>();
        for (String f : chain) {
            String text = files.get(f);
            StringBuilder sb = new StringBuilder(text);
            List<RuleAt> here = new ArrayList<>(ruleAts.stream().filter(r -> r.file().equals(f) && kinds.contains(r.kind())).toList());
            here.sort((a, b) -> Integer.compare(b.from(), a.from()));
            for (RuleAt r : here) sb.replace(r.from(), r.to(), " ");
            String t = sb.toString();
            for (String g : chain) t = t.replace("extends \"" + g + "\"", "extends \"" + prefix + "--" + g + "\"");
            out.put(prefix + "--" + f, "# " + f + " with rules taken out (" + String.join(", ", new java.util.TreeSet<>(kinds)) + "), for " + prefix + ".variant\n" + t);
        }
        return out;
    }

    /** The text of the last rule of this kind (simple class name) as written, comments left out, or null. */
    /** A rule's kind as {@link RuleAt} names it: its record's simple name, or for a sentence its grammar label in capitals ({@code LineRule}). */
    static String kindOf(Ast.Rule r) {
        return r instanceof Ast.Sentence s ? Character.toUpperCase(s.form().charAt(0)) + s.form().substring(1) : r.getClass().getSimpleName();
    }

    String ruleText(String kind) {
        String t = null;
        for (RuleAt r : ruleAts) if (r.kind().equals(kind)) t = withoutComments(files.get(r.file()).substring(r.from(), r.to())).replaceAll("\\s+", " ").strip();
        return t;
    }

    /** The piece whose letter this is (lower case), or null. */
    Piece byLetter(char letter) {
        for (Piece p : pieces.values()) if (p.letter() == letter) return p;
        return null;
    }

    /** The zones a piece's moves are confined to ({@code betza "W" to palace}): one name, or null. */
    String moveZone(String piece) {
        Piece p = pieces.get(piece);
        String zone = null;
        if (p == null) return null;
        for (Item i : p.items()) {
            if (!(i.kind() instanceof Ast.Betza b) || b.royalOnly() != null) continue;
            if (b.toZone() == null) return null;
            if (zone != null && !zone.equals(b.toZone().text())) return null;
            zone = b.toZone().text();
        }
        return zone;
    }

    /** The zone a piece's extra moves start from ({@code betza "sW" from across}), or null. */
    String fromZone(String piece) {
        Piece p = pieces.get(piece);
        if (p == null) return null;
        for (Item i : p.items()) if (i.kind() instanceof Ast.Betza b && b.fromZone() != null) return b.fromZone().text();
        return null;
    }

    /** The zone most of the parent's non-royal pieces drop to, or null when none drops. */
    String dropZone() {
        for (Piece p : pieces.values()) {
            if (p.has(Ast.Royal.class) || p.has(Ast.PawnFlag.class)) continue;
            String z = p.zoneOf(Ast.Drop.class);
            if (z != null) return z;
        }
        return null;
    }

    /** Each item's text: from where it starts to where the next starts (or the block closes), comments left out. */
    private static Piece piece(String text, Ast.PieceDecl p) {
        int open = text.indexOf('{', offset(text, p.pos()));
        int close = closing(text, open);
        if (open < 0 || close < 0) return null;
        List<Item> items = new ArrayList<>();
        char letter = 0;
        List<Ast.PieceItem> all = p.items();
        for (int i = 0; i < all.size(); i++) {
            int from = offset(text, all.get(i).pos());
            int to = i + 1 < all.size() ? offset(text, all.get(i + 1).pos()) : close;
            if (from < 0 || to < from) return null;
            String t = withoutComments(text.substring(from, to)).replaceAll("\\s+", " ").strip();
            items.add(new Item(all.get(i), t));
            if (all.get(i) instanceof Ast.Letter l) letter = Character.toLowerCase(l.letter().charAt(0));
        }
        return new Piece(p.id().text(), letter, List.copyOf(items));
    }

    private static int offset(String text, Pos pos) {
        int line = 1, i = 0;
        while (line < pos.line() && i < text.length()) {
            if (text.charAt(i++) == '\n') line++;
        }
        int at = i + pos.col() - 1;
        return at <= text.length() ? at : -1;
    }

    /** The offset of the brace closing the one at {@code open}, skipping strings and comments; -1 if none. */
    private static int closing(String text, int open) {
        if (open < 0) return -1;
        int depth = 0;
        for (int i = open; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '"') {
                i = text.indexOf('"', i + 1);
                if (i < 0) return -1;
            } else if (c == '#' || c == '/' && i + 1 < text.length() && text.charAt(i + 1) == '/') {
                i = text.indexOf('\n', i);
                if (i < 0) return -1;
            } else if (c == '{') {
                depth++;
            } else if (c == '}' && --depth == 0) {
                return i;
            }
        }
        return -1;
    }

    private static String withoutComments(String s) {
        StringBuilder sb = new StringBuilder();
        boolean inString = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"') inString = !inString;
            if (!inString && (c == '#' || c == '/' && i + 1 < s.length() && s.charAt(i + 1) == '/')) {
                while (i < s.length() && s.charAt(i) != '\n') i++;
                sb.append(' ');
                continue;
            }
            sb.append(c);
        }
        return sb.toString();
    }
}
