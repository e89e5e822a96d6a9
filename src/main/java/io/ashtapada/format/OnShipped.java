package io.ashtapada.format;

import io.ashtapada.format.VariantsIni.Converted;
import io.ashtapada.format.VariantsIni.Section;
import io.ashtapada.format.VariantsIni.Setting;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import io.ashtapada.api.VariantInfo;

/**
 * A section written on a shipped definition of its parent ({@code [x:xiangqi]}):
 * {@code extends "xiangqi.variant"} and only what the section's own keys change, each
 * translated under a comment naming the key. A piece the section changes is written whole,
 * from the parent's items with the change; a key that cannot be said on top of the parent
 * is a reason at its line.
 */
final class OnShipped {
    private final VariantsIni ini;
    private final Section section;
    final ShippedParent parent;
    private final List<String> reasons;
    final Map<String, Setting> own;
    private final Set<String> used = new java.util.HashSet<>();
    /** The child's pieces that differ from the parent's, by name: item texts in order. */
    private final Map<String, List<String>> changed = new LinkedHashMap<>();
    /** Every piece of the child by lower-case letter: the parent's, replaced or new. */
    private final Map<Character, String> byLetter = new LinkedHashMap<>();
    /** The child's pieces that are new (not in the parent), by name: their FSF key. */
    private final Map<String, String> fresh = new LinkedHashMap<>();
    private final StringBuilder zones = new StringBuilder(), rules = new StringBuilder(), blocks = new StringBuilder();
    private int files, ranks;
    /** The kinds of the parent's rules (simple class names) that the section replaces or takes away. */
    private final Set<String> removed = new java.util.TreeSet<>();

    OnShipped(VariantsIni ini, VariantsIni.Section section, ShippedParent parent, List<String> reasons) {
        this.ini = ini;
        this.section = section;
        this.parent = parent;
        this.reasons = reasons;
        this.own = section.own();
        this.files = parent.info().files();
        this.ranks = parent.info().ranks();
    }

    String get(String key, String dflt) {
        used.add(key);
        Setting s = own.get(key);
        return s == null ? dflt : s.value();
    }

    private Boolean flag(String key) {
        String v = get(key, null);
        if (v == null) return null;
        if (v.equals("true") || v.equals("false")) return v.equals("true");
        reason(key, "is true or false, not '" + VariantsIni.shown(v) + "'");
        return null;
    }

    void reason(String key, String message) {
        Setting s = own.get(key);
        reasons.add(s == null ? ini.at(section.line(), 1, key + " " + message) : ini.at(s.line(), s.col(), key + " " + message));
    }

    void cannot(String key, String why) {
        reason(key, "cannot be said on top of the shipped " + parent.name() + ".variant (" + why + "): ignored");
    }

    /** A comment naming the keys a part of the definition comes from. */
    private String comment(String... keys) {
        StringBuilder sb = new StringBuilder("#");
        for (String k : keys) if (own.containsKey(k)) sb.append(' ').append(k).append(" = ").append(own.get(k).value()).append(';');
        return sb.length() == 1 ? "" : sb.substring(0, sb.length() - 1) + "\n";
    }

    private List<String> items(String piece) {
        List<String> it = changed.get(piece);
        if (it != null) return it;
        ShippedParent.Piece p = parent.pieces().get(piece);
        it = new ArrayList<>();
        if (p != null) for (ShippedParent.Item i : p.items()) it.add(i.text());
        changed.put(piece, it);
        return it;
    }

    private boolean isPawn(String piece) {
        ShippedParent.Piece p = parent.pieces().get(piece);
        List<String> it = changed.get(piece);
        if (it != null) return it.contains("pawn");
        return p != null && p.has(io.ashtapada.syntax.Ast.PawnFlag.class);
    }

    private boolean isRoyal(String piece) {
        List<String> it = changed.get(piece);
        if (it != null) return it.contains("royal");
        ShippedParent.Piece p = parent.pieces().get(piece);
        return p != null && p.has(io.ashtapada.syntax.Ast.Royal.class);
    }

    private String dropItem(String piece) {
        for (String i : items(piece)) if (i.startsWith("drop ")) return i;
        return null;
    }

    private void setDrop(String piece, String item) {
        List<String> it = items(piece);
        it.removeIf(i -> i.startsWith("drop "));
        it.add(item);
    }

    Converted write() {
        for (ShippedParent.Piece p : parent.pieces().values()) byLetter.put(p.letter(), p.name());
        StringBuilder sb = new StringBuilder();
        sb.append("# Imported from ").append(ini.file).append(", section [").append(section.name()).append(':').append(parent.name())
                .append("] (line ").append(section.line()).append("): ").append(parent.chain().size() > 0 && parent.chain().get(parent.chain().size() - 1).equals(parent.name() + ".variant") && ini.importedParent(parent.name()) ? "the section [" + parent.name() + "] as imported above, " : "the shipped ").append(parent.name())
                .append(".variant and what the section changes.\n");
        int headerAt = sb.length();
        board();
        pieces();
        String fen = setup();
        drops(fen);
        enclosing();
        promotions();
        castling(fen);
        endRules();
        mobility();
        List<String> display = new ArrayList<>();
        for (Map.Entry<String, Setting> e : own.entrySet()) {
            String k = e.getKey();
            if (used.contains(k)) continue;
            if (VariantsIni.DISPLAY.contains(k)) display.add(k);
            else if (k.startsWith("mobilityRegion")) cannot(k, "the piece's moves are not confined to one zone of the parent");
            else cannot(k, "no translation of this key on a shipped parent");
        }
        for (String key : display) reason(key, "changes no rule (display or evaluation only): ignored");
        sb.append(zones).append(zones.length() > 0 ? "\n" : "");
        for (Map.Entry<String, List<String>> e : changed.entrySet()) {
            ShippedParent.Piece p = parent.pieces().get(e.getKey());
            if (p != null && e.getValue().equals(p.items().stream().map(ShippedParent.Item::text).toList())) continue;
            sb.append("piece ").append(e.getKey()).append(" {\n");
            for (String i : e.getValue()) sb.append("  ").append(i).append('\n');
            sb.append("}\n");
        }
        if (!changed.isEmpty()) sb.append('\n');
        sb.append(blocks);
        if (rules.length() > 0) sb.append("rules {\n").append(rules).append("}\n");
        // Rules the section changes are taken out of a renamed copy of the parent's files: a child's rules add to its parent's.
        Map<String, String> parentFiles = parent.files();
        String extended = parent.name() + ".variant";
        Map<String, String> copy = removed.isEmpty() ? null : parent.without(removed, VariantsIni.fileName(section.name()).replace(".variant", ""));
        if (copy != null) {
            parentFiles = copy;
            extended = VariantsIni.fileName(section.name()).replace(".variant", "") + "--" + extended;
        }
        sb.insert(headerAt, "variant \"" + section.name() + "\" extends \"" + extended + "\"\n\n"
                + (copy == null ? "" : "# " + extended + ": the shipped " + parent.name() + ".variant without its rules "
                + String.join(", ", new java.util.TreeSet<>(removed)) + ", which this section changes\n\n"));
        return new Converted(section.name(), sb.toString(), reasons, display.size(), parentFiles);
    }

    private void board() {
        boolean walls = own.containsKey("startFen") && own.get("startFen").value().split("\\s+")[0].indexOf('*') >= 0 && fixedWalls();
        if (!own.containsKey("maxFile") && !own.containsKey("maxRank") && !walls) return;
        String mf = get("maxFile", null), mr = get("maxRank", null);
        int f = files, r = ranks;
        if (mf != null) f = mf.matches("[a-z]") ? mf.charAt(0) - 'a' + 1 : mf.matches("\\d{1,2}") ? Integer.parseInt(mf) : -1;
        if (mr != null) r = mr.matches("\\d{1,2}") ? Integer.parseInt(mr) : -1;
        if (f < 1 || f > 26 || r < 1 || r > 26) {
            reason("maxFile", "and maxRank give a board of " + f + "x" + r + ", not one of at most 26x26: the parent's board kept");
            return;
        }
        files = f;
        ranks = r;
        String holes = "";
        if (walls) {
            String why = SectionWords.wallsAreNotHoles(String.join("\n", parent.files().values()) + SectionWords.customBetzas(own));
            if (why == null) holes = SectionWords.holes(own.get("startFen").value().replace("\"", "").trim(), files, ranks);
            else wallsNotSaid = why;
        }
        blocks.append(comment("maxFile", "maxRank"));
        blocks.append("board { files a..").append((char) ('a' + files - 1)).append("  ranks 1..").append(ranks)
                .append(holes.isEmpty() ? "" : "\n  remove " + holes + "   # the walls ('*') of startFen, which never move\n").append(" }\n\n");
        if (!holes.isEmpty()) wallsNotSaid = null;
    }

    /** Why the startFen's walls were not said as holes, or null when they were. */
    private String wallsNotSaid = "the board could not be written";

    /** Are the startFen's walls fixed: placed by no rule of the section or its parent? */
    private boolean fixedWalls() {
        return !own.containsKey("wallingRule") && parent.ruleAts().stream().noneMatch(r -> r.kind().endsWith("WallRule") || r.kind().equals("TrailRule"));
    }

    private void pieces() {
        Set<Character> removed = new java.util.HashSet<>();
        Map<Character, String> removedBy = new HashMap<>();
        for (Map.Entry<String, Setting> e : own.entrySet()) {
            String k = e.getKey(), v = e.getValue().value();
            boolean custom = k.matches("customPiece\\d{1,2}");
            if (!custom && !VariantsIni.PREDEFINED.containsKey(k)) continue;
            used.add(k);
            if (v.equals("-")) {
                ShippedParent.Piece p = parent.pieces().get(k);
                if (p == null) cannot(k, "the parent has no piece named '" + k + "'");
                else {
                    removed.add(p.letter());
                    removedBy.put(p.letter(), k);
                }
                continue;
            }
            if (v.isEmpty() || !Character.isLetter(v.charAt(0)) || v.length() > 1 && v.charAt(1) != ':') {
                reason(k, "needs a letter (and for a custom piece ':XBETZA'), not '" + VariantsIni.shown(v) + "'");
                continue;
            }
            String moves = v.length() > 2 ? v.substring(2) : custom ? null : VariantsIni.PREDEFINED.get(k);
            if (moves == null || !moves.matches("[A-Za-z0-9()]{0,64}")) {
                reason(k, "needs moves in XBetza after the letter, not '" + VariantsIni.shown(v) + "'");
                continue;
            }
            char letter = Character.toLowerCase(v.charAt(0));
            ShippedParent.Piece old = parent.byLetter(letter);
            List<String> it = new ArrayList<>();
            it.add("letter " + Character.toUpperCase(letter));
            String name;
            if (old != null && promotedOnly(old)) {
                cannot(k, "the letter '" + letter + "' is the parent's " + old.name() + ", which a piece only becomes by promotion (Fairy-Stockfish writes it with '+'); choose another letter");
                continue;
            }
            if (old != null) {
                // The parent's piece of this letter is replaced: its promotion and drop are kept.
                name = old.name();
                removed.remove(letter);
                if (k.equals("king")) it.add("royal");
                if (k.equals("pawn") || old.has(io.ashtapada.syntax.Ast.PawnFlag.class) && !own.containsKey("pawnTypes")) it.add("pawn");
                if (!moves.isEmpty()) it.add("betza \"" + moves + "\"");   // immobile: no move line
                // A piece of another kind than the parent's gets the parent's common drop zone and no compulsory promotion.
                boolean same = k.equals(old.name()) || k.equals("shogiPawn") && old.name().equals("pawn");
                for (ShippedParent.Item i : old.items()) {
                    if (i.kind() instanceof io.ashtapada.syntax.Ast.Promote) it.add(same ? i.text() : i.text().replaceFirst(" compulsory in \\S+", ""));
                    if (i.kind() instanceof io.ashtapada.syntax.Ast.Drop) it.add(same || parent.dropZone() == null ? i.text() : "drop to " + parent.dropZone() + SectionWords.dropPlaceWords(i.text()));
                    if (k.equals("pawn") && i.kind() instanceof io.ashtapada.syntax.Ast.Passable) it.add(i.text());
                }
            } else {
                name = custom ? "custom" + k.substring("customPiece".length()) : k;
                if (parent.pieces().containsKey(name) || changed.containsKey(name)) name = name + "-" + letter;
                if (k.equals("king")) it.add("royal");
                if (k.equals("pawn")) it.add("pawn");
                if (!moves.isEmpty()) it.add("betza \"" + moves + "\"");
                if (k.equals("janggiCannon")) {
                    it.add("not over " + name);
                    it.add("not taking " + name);
                }
                fresh.put(name, k);
            }
            changed.put(name, it);
            byLetter.put(letter, name);
        }
        for (char c : removed) cannot(removedBy.get(c), "a child cannot take away an inherited piece; give its letter to another piece");
        if (own.containsKey("pawnTypes")) {
            for (char c : get("pawnTypes", "").toLowerCase(Locale.ROOT).toCharArray()) {
                String n = byLetter.get(c);
                if (n == null) reason("pawnTypes", "names '" + c + "', which is no piece of the variant");
                else if (!items(n).contains("pawn")) items(n).add(1, "pawn");
            }
        }
    }

    /** A piece of the parent that is not in its start position and that another piece promotes to. */
    private boolean promotedOnly(ShippedParent.Piece p) {
        String board = parent.info().start().split(" ")[0].replaceAll("\\[.*", "");
        if (board.toLowerCase(Locale.ROOT).indexOf(p.letter()) >= 0) return false;
        for (ShippedParent.Piece q : parent.pieces().values())
            for (ShippedParent.Item i : q.items())
                if (i.kind() instanceof io.ashtapada.syntax.Ast.Promote pr && pr.choices().stream().anyMatch(c -> c.text().equals(p.name()))) return true;
        return false;
    }

    private String setup() {
        String fen = parent.info().start();
        if (!own.containsKey("startFen")) return fen;
        String[] f = get("startFen", "").replace("[-]", "[]").replace("\"", "").trim().split("\\s+");
        StringBuilder sb = new StringBuilder(f[0]).append(' ').append(f.length > 1 ? f[1] : "w");
        int i = 2;
        sb.append(' ').append(i < f.length && !f[i].matches("\\d+|\\d+\\+\\d+") ? f[i++] : "-");
        sb.append(' ').append(i < f.length && !f[i].matches("\\d+|\\d+\\+\\d+") ? f[i++] : "-");
        for (; i < f.length; i++) sb.append(' ').append(f[i]);
        fen = sb.toString();
        if (f[0].indexOf('*') >= 0 && fixedWalls() && wallsNotSaid != null) reason("startFen",
                "has walls ('*') but neither the section nor its parent places walls, and " + wallsNotSaid + ": walls that stand in play cannot be said");
        blocks.append(comment("startFen")).append("setup \"").append(fen).append("\"\n\n");
        return fen;
    }

    /** Squares of a region ({@code *1 *2}, {@code d4 e4}) as zone terms, or null with a reason. */
    private String terms(String key, String bitboard) {
        return VariantsIni.terms(key, bitboard, files, ranks, this::reason);
    }

    /**
     * {@code zone NAME = W  for black = B} from two region keys (a missing one: the mirror of the
     * other); false if unsaid. {@code dflt}: Fairy-Stockfish's region for a colour not given ({@code all}), or null for the mirror of the other. */
    boolean region(String name, String whiteKey, String blackKey, String dflt, String... keys) {
        String wv = get(whiteKey, null), bv = get(blackKey, null);
        String w = wv == null ? null : terms(whiteKey, wv), b = bv == null ? null : terms(blackKey, bv);
        if (wv != null && w == null || bv != null && b == null || w == null && b == null) return false;
        zones.append(comment(keys)).append("zone ").append(name).append(" = ").append(w != null ? w : dflt != null ? dflt : mirrored(b));
        if (b != null) zones.append("  for black = ").append(b);
        else if (dflt != null) zones.append("  for black = ").append(dflt);
        zones.append('\n');
        return true;
    }

    /** Black's zone terms seen from White (ranks turned), for a region given for Black only. */
    private String mirrored(String terms) {
        StringBuilder sb = new StringBuilder();
        for (String t : terms.split(", ")) {
            if (sb.length() > 0) sb.append(", ");
            Matcher m = Pattern.compile("rank (\\d+)").matcher(t);
            Matcher sq = Pattern.compile("([a-z])(\\d+)").matcher(t);
            if (m.matches()) sb.append("rank ").append(ranks + 1 - Integer.parseInt(m.group(1)));
            else if (sq.matches()) sb.append(sq.group(1)).append(ranks + 1 - Integer.parseInt(sq.group(2)));
            else sb.append(t);
        }
        return sb.toString();
    }

    private void drops(String fen) {
        Boolean pieceDrops = flag("pieceDrops");
        boolean parentDrops = parent.pieces().values().stream().anyMatch(p -> p.has(io.ashtapada.syntax.Ast.Drop.class));
        boolean hand = fen.contains("[");
        Boolean toHand = flag("capturesToHand");
        boolean parentToHand = parent.rules().contains("CapturesToHandRule");
        if (Boolean.FALSE.equals(pieceDrops) && parentDrops) {
            if (parent.rules().contains("CapturesToHandRule") || parent.rules().contains("MustDropRule") || fen.matches(".*\\[[^\\]]+\\].*")) {
                cannot("pieceDrops", "the parent's captures go to the hand, or pieces start in hand, and a child cannot take that away");
            } else {
                // Every piece that is dropped is written again without its drop item.
                for (String piece : new ArrayList<>(byLetter.values())) {
                    if (dropItem(piece) == null) continue;
                    List<String> it = items(piece);
                    it.removeIf(i -> i.startsWith("drop "));
                    it.add(0, comment("pieceDrops").strip());
                }
                return;
            }
        }
        boolean drops = Boolean.TRUE.equals(pieceDrops) || parentDrops;
        if (toHand != null && toHand && !parentToHand) {
            if (drops) rules.append("  ").append(comment("capturesToHand")).append("  captures to hand\n");
            else cannot("capturesToHand", "no piece is dropped");
        } else if (toHand != null && !toHand && parentToHand) {
            cannot("capturesToHand", "the parent's captures go to the hand, and a child cannot take that rule away");
        }
        Boolean firstRank = flag("firstRankPawnDrops"), inZone = flag("promotionZonePawnDrops"), immobile = flag("immobilityIllegal");
        String noDoubled = get("dropNoDoubled", null);
        Boolean noMate = flag("shogiPawnDropMateIllegal");
        boolean region = own.containsKey("dropRegionWhite") || own.containsKey("dropRegionBlack");
        if (!drops) {
            for (String k : List.of("dropRegionWhite", "dropRegionBlack", "firstRankPawnDrops", "promotionZonePawnDrops", "dropNoDoubled"))
                if (own.containsKey(k)) cannot(k, "no piece is dropped");
            if (!drops && hand && !parentDrops && !fen.matches("[^\\[]*\\[\\][^\\[]*")) cannot("startFen", "pieces in hand, but no piece is dropped");
            return;
        }
        String zone;
        if (region) {
            zone = "drops";
            if (!region("drops", "dropRegionWhite", "dropRegionBlack", "all", "dropRegionWhite", "dropRegionBlack")) return;
        } else if (parentDrops) {
            zone = parent.dropZone();
        } else {
            zone = "drops";
            zones.append(comment("pieceDrops")).append("zone drops = all\n");
        }
        boolean newDrops = Boolean.TRUE.equals(pieceDrops) && !parentDrops;
        for (String piece : new ArrayList<>(byLetter.values())) {
            boolean royal = isRoyal(piece);
            String old = dropItem(piece);
            if (royal && old == null) continue;
            boolean fsfPawn = piece.equals("pawn") && isPawn(piece);
            String z = zone;
            if (fsfPawn && (newDrops || region || firstRank != null || inZone != null || immobile != null)) {
                int lo = Boolean.TRUE.equals(firstRank) ? 1 : 2, hi = Boolean.TRUE.equals(inZone) ? ranks : lowestPromotionRank() - 1;
                if (Boolean.TRUE.equals(immobile)) hi = Math.min(hi, ranks - 1);
                zones.append(comment("firstRankPawnDrops", "promotionZonePawnDrops", "immobilityIllegal"))
                        .append("zone pawn-drops = ").append(region ? "drops & " : "").append("ranks ").append(lo).append("..").append(Math.max(lo, hi)).append('\n');
                z = "pawn-drops";
            } else if (old != null && !region) {
                Matcher m = Pattern.compile("drop to (\\S+)").matcher(old);
                if (m.find()) z = m.group(1);
            }
            boolean onePerFile = old != null && old.contains("one per file"), mate = old != null && old.contains("no mate");
            if (noDoubled != null) onePerFile = noDoubled.toLowerCase(Locale.ROOT).indexOf(letterOf(piece)) >= 0;
            if (noMate != null) mate = noMate && onePerFile;
            // The old item's other words (then advance, split colours) are kept.
            String middle = old == null ? "" : old.replaceFirst("^drop to \\S+", "").replace(" one per file", "").replace(" no mate", "");
            String item = "drop to " + z + middle + (onePerFile ? " one per file" : "") + (mate ? " no mate" : "");
            if (old == null && !newDrops && !fresh.containsKey(piece) && !hand) continue;
            if (!item.equals(old)) setDrop(piece, item);
        }
    }

    /**
     * Fairy-Stockfish's enclosing, flipping, passing, counting, connecting and walling keys on a
     * shipped parent: drop items rewritten with their new place, and the parent's rule of the kind
     * replaced (taken out of a copy of the parent, see {@link ShippedParent#without}).
     */
    private void enclosing() {
        String enclosing = get("enclosingDrop", null), start = get("enclosingDropStart", null);
        Boolean free = flag("freeDrops");
        if (start == null && (own.containsKey("maxFile") || own.containsKey("maxRank"))) {
            // Fairy-Stockfish's enclosingDropStart names squares, the same for both players: on a board
            // of another size the parent's zone, mirrored for Black, would be other squares.
            for (String p : byLetter.values()) {
                String d = dropItem(p);
                Matcher m = d == null ? null : Pattern.compile(" after filling (\\S+)").matcher(d);
                String terms = m != null && m.find() ? parent.zones().get(m.group(1)) : null;
                if (terms == null || terms.isBlank() || zones.indexOf("zone " + m.group(1) + " ") >= 0) continue;
                zones.append("# the parent's ").append(m.group(1)).append(" (enclosingDropStart): the same squares for both players on this board\n")
                        .append("zone ").append(m.group(1)).append(" absolute = ").append(terms.replaceAll("\\s*#.*", "")).append('\n');
            }
        }
        if (enclosing != null || start != null || free != null) {
            String place = enclosing == null ? null : SectionWords.PLACE_OF.get(enclosing);
            if (enclosing != null && place == null) reason("enclosingDrop", "is reversi, ataxx, snort, top, anyside or none, not '" + VariantsIni.shown(enclosing) + "': ignored");
            String startZone = null;
            if (start != null) {
                String t = terms("enclosingDropStart", start);
                String fill = null;
                for (String p : byLetter.values()) {
                    String d = dropItem(p);
                    Matcher m = d == null ? null : Pattern.compile(" after filling (\\S+)").matcher(d);
                    if (m != null && m.find()) fill = m.group(1);
                }
                if (t != null) {
                    startZone = fill != null ? fill : "drop-start";
                    zones.append(comment("enclosingDropStart")).append("zone ").append(startZone).append(" absolute = ").append(t).append('\n');
                }
            }
            boolean any = false;
            for (String p : new ArrayList<>(byLetter.values())) {
                String d = dropItem(p);
                if (d == null) continue;
                any = true;
                String item = d;
                if (place != null) {
                    for (String w : SectionWords.PLACES) item = item.replace(w, "");
                    int at = item.length();
                    for (String w : List.of(" after filling", " endless hand", " either side up")) if (item.contains(w)) at = Math.min(at, item.indexOf(w));
                    item = item.substring(0, at) + place + item.substring(at);
                }
                if (startZone != null && !item.contains(" after filling")) {
                    int at = item.length();
                    for (String w : List.of(" endless hand", " either side up")) if (item.contains(w)) at = Math.min(at, item.indexOf(w));
                    item = item.substring(0, at) + " after filling " + startZone + item.substring(at);
                }
                if (free != null) {
                    item = item.replace(" endless hand", "");
                    if (free) {
                        int at = item.contains(" either side up") ? item.indexOf(" either side up") : item.length();
                        item = item.substring(0, at) + " endless hand" + item.substring(at);
                    }
                }
                if (!item.equals(d)) {
                    setDrop(p, item);
                    List<String> it = items(p);
                    String c = comment("enclosingDrop", "enclosingDropStart", "freeDrops").strip();
                    if (!c.isEmpty() && !it.contains(c)) it.add(it.size() - 1, c);
                }
            }
            if (!any) for (String k : List.of("enclosingDrop", "enclosingDropStart", "freeDrops"))
                if (own.containsKey(k)) cannot(k, "no piece is dropped");
        }
        String flip = get("flipEnclosedPieces", null);
        if (flip != null) {
            String line = SectionWords.FLIP_OF.get(flip);
            if (line == null) reason("flipEnclosedPieces", "is reversi, ataxx, quadwrangle or none, not '" + VariantsIni.shown(flip) + "': ignored");
            else replaceRule("FlipRule", line, "flipEnclosedPieces");
        }
        Boolean pass = flag("pass"), stuck = flag("passOnStalemate");
        String parentPass = parent.ruleText("PassRule");
        if (Boolean.TRUE.equals(pass)) replaceRule("PassRule", "pass", "pass");
        else if (Boolean.FALSE.equals(pass) && "pass".equals(parentPass)) replaceRule("PassRule", "", "pass");
        else if (Boolean.TRUE.equals(stuck) && parentPass == null) replaceRule("PassRule", "pass when stuck", "passOnStalemate");
        else if (Boolean.FALSE.equals(stuck) && "pass when stuck".equals(parentPass)) replaceRule("PassRule", "", "passOnStalemate");
        String counting = get("materialCounting", null);
        Boolean atStalemate = flag("stalematePieceCount"), full = flag("adjudicateFullBoard");
        if (counting != null && !counting.equals("none") && !counting.equals("unweighted")) cannot("materialCounting", "only unweighted counting (most pieces wins) is said");
        boolean counts = parent.rules().contains("MostPiecesRule");
        if ("none".equals(counting) || Boolean.FALSE.equals(atStalemate)) {
            if (counts) {
                replaceRule("MostPiecesRule", "", "materialCounting", "stalematePieceCount");
                replaceRule("FullBoardRule", "", "adjudicateFullBoard");
                counts = false;
            }
        } else if ("unweighted".equals(counting) || Boolean.TRUE.equals(atStalemate)) {
            if (!counts) replaceRule("MostPiecesRule", "most pieces wins", "materialCounting", "stalematePieceCount");
            counts = true;
        }
        if (full != null && counts) replaceRule("FullBoardRule", full ? "full board ends" : "", "adjudicateFullBoard");
        else if (Boolean.TRUE.equals(full)) cannot("adjudicateFullBoard", "without counting pieces (materialCounting = unweighted) it says nothing here");
        ConnectionKeys.write(this);
        String walling = get("wallingRule", null);
        Boolean orMove = flag("wallOrMove");
        if (walling != null || orMove != null) {
            String w = walling != null ? walling : parent.rules().contains("EdgeWallRule") ? "edge" : parent.rules().contains("TrailRule") ? "past"
                    : parent.rules().contains("WallRule") ? "duck" : "none";
            boolean either = orMove != null ? orMove : parent.rules().contains("EdgeWallRule");
            String line = w.equals("edge") ? (either ? "wall at edge instead of move" : null) : SectionWords.WALL_OF.get(w);
            if (line == null) cannot(walling != null ? "wallingRule" : "wallOrMove", "this way of placing walls is not said");
            else {
                if (walling == null && w.equals("duck")) cannot("wallOrMove", "the parent's walls are kept");
                else for (String k : List.of("WallRule", "TrailRule", "EdgeWallRule")) replaceRule(k, "", "wallingRule");
                if (!line.isEmpty() && !(walling == null && w.equals("duck"))) rules.append("  ").append(comment("wallingRule", "wallOrMove")).append("  ").append(line).append('\n');
            }
        }
    }

    /** Takes the parent's rule of this kind out (when it has one) and adds {@code line} (when not empty), under a comment naming the keys. */
    void replaceRule(String kind, String line, String... keys) {
        if (parent.rules().contains(kind)) removed.add(kind);
        if (!line.isEmpty()) rules.append("  ").append(comment(keys)).append("  ").append(line).append('\n');
        else if (parent.rules().contains(kind)) rules.append("  ").append(comment(keys).replace("\n", "   (its rule taken out)\n"));
    }

    private char letterOf(String piece) {
        for (Map.Entry<Character, String> e : byLetter.entrySet()) if (e.getValue().equals(piece)) return e.getKey();
        return '?';
    }

    private int lowestPromotionRank() {
        int lo = ranks;
        for (VariantInfo.PieceInfo p : parent.info().pieces()) {
            if (!p.pawn()) continue;
            for (String sq : p.promotesIn()) {
                Matcher m = Pattern.compile("[a-z]+(\\d+)").matcher(sq);
                if (m.matches()) lo = Math.min(lo, Integer.parseInt(m.group(1)));
            }
        }
        return lo;
    }

    private void promotions() {
        String promoZone = null;
        for (ShippedParent.Piece p : parent.pieces().values()) {
            String z = p.zoneOf(io.ashtapada.syntax.Ast.Promote.class);
            if (z != null && p.has(io.ashtapada.syntax.Ast.PawnFlag.class)) promoZone = z;
            if (z != null && promoZone == null) promoZone = z;
        }
        if (own.containsKey("promotionRegionWhite") || own.containsKey("promotionRegionBlack")) {
            if (promoZone == null) cannot("promotionRegionWhite", "no piece of the parent promotes");
            else region(promoZone, "promotionRegionWhite", "promotionRegionBlack", null, "promotionRegionWhite", "promotionRegionBlack");
        }
        if (own.containsKey("promotionPieceTypes")) cannot("promotionPieceTypes", "the parent's pawns keep their choices");
        Boolean doubleStep = flag("doubleStep");
        if (doubleStep != null && !doubleStep) {
            for (String piece : new ArrayList<>(byLetter.values())) {
                if (!isPawn(piece)) continue;
                List<String> it = items(piece);
                if (it.removeIf(i -> i.startsWith("move ") && i.contains("range 2"))) it.add(0, comment("doubleStep").strip());
            }
        }
        String ppt = get("promotedPieceType", "");
        for (String pair : ppt.trim().split("\\s+")) {
            if (pair.isEmpty()) continue;
            if (!pair.matches("[a-zA-Z]:[a-zA-Z]")) {
                reason("promotedPieceType", "has '" + VariantsIni.shown(pair) + "', not 'from:to'");
                continue;
            }
            String from = byLetter.get(Character.toLowerCase(pair.charAt(0))), to = byLetter.get(Character.toLowerCase(pair.charAt(2)));
            if (from == null || to == null) {
                reason("promotedPieceType", "has '" + pair + "', naming no piece of the variant");
                continue;
            }
            if (promoZone == null) {
                cannot("promotedPieceType", "no piece of the parent promotes, so there is no promotion zone to name");
                continue;
            }
            List<String> it = items(from);
            String old = it.stream().filter(i -> i.startsWith("promote ")).findFirst().orElse(null);
            String compulsory = "";
            if (old != null) {
                Matcher m = Pattern.compile(" compulsory in \\S+").matcher(old);
                if (m.find()) compulsory = m.group();
            }
            String key = fresh.getOrDefault(from, "");
            boolean immobile = parent.pieces().values().stream().anyMatch(p -> p.items().stream()
                    .anyMatch(i -> i.kind() instanceof io.ashtapada.syntax.Ast.Promote pr && pr.compulsoryZone() != null));
            if (compulsory.isEmpty() && immobile && (key.equals("lance") || key.equals("shogiPawn"))) {
                zones.append("zone last-rank = rank ").append(ranks).append('\n');
                compulsory = " compulsory in last-rank";
                restrictDrop(from, "drops-but-last", ranks - 1);
            } else if (compulsory.isEmpty() && immobile && key.equals("shogiKnight")) {
                zones.append("zone last-two = ranks ").append(ranks - 1).append("..").append(ranks).append('\n');
                compulsory = " compulsory in last-two";
                restrictDrop(from, "drops-but-last-two", ranks - 2);
            }
            String item = "promote in " + promoZone + " to " + to + " also from inside optional" + compulsory;
            it.removeIf(i -> i.startsWith("promote "));
            it.add(item);
        }
    }

    /** A piece that could never move again from the last ranks is not dropped there. */
    private void restrictDrop(String piece, String zone, int top) {
        String old = dropItem(piece);
        if (old == null) return;
        zones.append("zone ").append(zone).append(" = ranks 1..").append(Math.max(1, top)).append('\n');
        setDrop(piece, old.replaceFirst("drop to \\S+", "drop to " + zone));
    }

    /**
     * {@code mobilityRegionWhiteKing = d1 e1 ...}: where a piece may stand, said by redefining the
     * zone its moves are confined to ({@code betza "W" to palace}); {@code soldierPromotionRank}:
     * the zone from which the soldier also steps sideways.
     */
    private void mobility() {
        Map<String, String[]> byZone = new LinkedHashMap<>();
        Map<String, List<String>> keysOf = new HashMap<>();
        for (String k : own.keySet()) {
            Matcher m = Pattern.compile("mobilityRegion(White|Black)([A-Z][A-Za-z]*)").matcher(k);
            if (!m.matches()) continue;
            String fsf = Character.toLowerCase(m.group(2).charAt(0)) + m.group(2).substring(1);
            String piece = parent.pieces().containsKey(fsf) ? fsf : fsf.equals("fers") && parent.pieces().containsKey("advisor") ? "advisor" : null;
            String zone = piece == null ? null : parent.moveZone(piece);
            if (zone == null) continue;
            used.add(k);
            String t = terms(k, own.get(k).value());
            if (t == null) continue;
            String[] wb = byZone.computeIfAbsent(zone, z -> new String[2]);
            String[] before = wb.clone();
            wb[m.group(1).equals("White") ? 0 : 1] = t;
            keysOf.computeIfAbsent(zone, z -> new ArrayList<>()).add(k);
            if (before[0] != null && !before[0].equals(wb[0]) || before[1] != null && !before[1].equals(wb[1]))
                cannot(k, "another piece confined to the zone '" + zone + "' is given other squares");
        }
        for (Map.Entry<String, String[]> e : byZone.entrySet()) {
            // Every piece confined to the zone must be given the same squares, or the zone is left as it is.
            Set<String> others = new java.util.LinkedHashSet<>();
            for (String p : parent.pieces().keySet()) {
                if (!e.getKey().equals(parent.moveZone(p))) continue;
                String fsf = p.equals("advisor") ? "Fers" : Character.toUpperCase(p.charAt(0)) + p.substring(1);
                for (String colour : List.of("White", "Black")) {
                    String k = "mobilityRegion" + colour + fsf;
                    if (e.getValue()[colour.equals("White") ? 0 : 1] != null && !own.containsKey(k)) others.add(p);
                }
            }
            if (!others.isEmpty()) {
                for (String k : keysOf.get(e.getKey()))
                    cannot(k, "the zone '" + e.getKey() + "' also confines " + String.join(", ", others) + ", which the section gives no region");
                continue;
            }
            String w = e.getValue()[0] != null ? e.getValue()[0] : parent.zones().get(e.getKey());
            zones.append(comment(keysOf.get(e.getKey()).toArray(String[]::new))).append("zone ").append(e.getKey()).append(" = ").append(w);
            if (e.getValue()[1] != null) zones.append("  for black = ").append(e.getValue()[1]);
            zones.append('\n');
        }
        String spr = get("soldierPromotionRank", null);
        if (spr != null) {
            String zone = parent.fromZone("soldier");
            if (zone == null) cannot("soldierPromotionRank", "the parent has no soldier that gains moves in a zone");
            else if (!spr.matches("\\d{1,2}") || Integer.parseInt(spr) < 1 || Integer.parseInt(spr) > ranks) reason("soldierPromotionRank", "is a rank of the board, not '" + VariantsIni.shown(spr) + "'");
            else zones.append(comment("soldierPromotionRank")).append("zone ").append(zone).append(" = ranks ").append(spr).append("..").append(ranks).append('\n');
        }
    }

    private void castling(String fen) {
        String[] parentStart = parent.info().start().split(" ");
        boolean rightsGone = own.containsKey("startFen") && fen.split(" ").length > 2 && fen.split(" ")[2].equals("-")
                && parentStart.length > 2 && !parentStart[2].equals("-");
        if (!rightsGone && !own.containsKey("castlingKingsideFile") && !own.containsKey("castlingQueensideFile") && !own.containsKey("castling")
                && !own.containsKey("castlingRank")) return;
        Boolean on = flag("castling");
        char kingTo = file("castlingKingsideFile", 'g'), queenTo = file("castlingQueensideFile", 'c');
        String[] f = fen.split(" ");
        String rights = f.length > 2 ? f[2] : "-";
        String king = null;
        for (String p : byLetter.values()) if (isRoyal(p)) king = p;
        String rankText = get("castlingRank", "1");
        int rank = rankText.matches("\\d{1,2}") ? Integer.parseInt(rankText) : -1;
        if (rank < 1 || rank > ranks) {
            cannot("castlingRank", "is a rank of the board, not '" + VariantsIni.shown(rankText) + "'");
            return;
        }
        blocks.append(comment("castling", "castlingKingsideFile", "castlingQueensideFile", "castlingRank", rightsGone ? "startFen" : "castling"));
        if (Boolean.FALSE.equals(on) || king == null || rights.equals("-")) {
            blocks.append("castling { }\n\n");
            return;
        }
        int kx = SectionWords.whiteFileOnRank(f[0], letterOf(king), rank);
        if (kx < 0) {
            cannot(own.containsKey("castlingRank") ? "castlingRank" : "castlingKingsideFile", "the king is not on the castling rank (" + rank + ") of the start position");
            return;
        }
        char kf = (char) ('a' + kx), last = (char) ('a' + files - 1);
        blocks.append("castling {\n");
        blocks.append(SectionWords.castleLines(rights, kf, kingTo, queenTo, last, rank));
        blocks.append("}\n\n");
    }

    private char file(String key, char dflt) {
        String v = get(key, null);
        if (v == null) return dflt;
        if (v.matches("[a-z]")) return v.charAt(0);
        if (v.matches("\\d{1,2}")) return (char) ('a' + Integer.parseInt(v) - 1);
        reason(key, "is a file, not '" + VariantsIni.shown(v) + "'");
        return dflt;
    }

    private void endRules() {
        String stalemate = get("stalemateValue", null);
        if (stalemate != null) {
            if (Set.of("win", "loss", "draw").contains(stalemate)) rules.append("  ").append(comment("stalemateValue")).append("  stalemate ").append(stalemate).append('\n');
            else reason("stalemateValue", "is win, loss or draw, not '" + VariantsIni.shown(stalemate) + "'");
        }
        String checkmate = get("checkmateValue", null);
        if (checkmate != null) {
            if (Set.of("win", "loss", "draw").contains(checkmate)) rules.append("  ").append(comment("checkmateValue")).append("  checkmate ").append(checkmate).append('\n');
            else reason("checkmateValue", "is win, loss or draw, not '" + VariantsIni.shown(checkmate) + "'");
        }
        String n = get("nMoveRule", null);
        if (n != null) {
            if (n.matches("[1-9]\\d{0,3}")) rules.append("  ").append(comment("nMoveRule")).append("  fifty-move ").append(2 * Integer.parseInt(n)).append('\n');
            else cannot("nMoveRule", "a count from 1 to 9999 is said, not '" + VariantsIni.shown(n) + "'");
        }
        String fold = get("nFoldRule", null);
        String foldValue = get("nFoldValue", null);
        if (foldValue != null && !Set.of("win", "loss", "draw").contains(foldValue)) {
            reason("nFoldValue", "is win, loss or draw, not '" + VariantsIni.shown(foldValue) + "'");
            foldValue = null;
        }
        if (fold != null) {
            if (fold.matches("[2-9]|[1-9]\\d{1,2}")) rules.append("  ").append(comment("nFoldRule", "nFoldValue", "nFoldValueAbsolute")).append("  repetition ").append(fold)
                    .append(foldValue == null || foldValue.equals("draw") ? "" : " " + foldValue)
                    .append(foldValue != null && !foldValue.equals("draw") && Boolean.TRUE.equals(flag("nFoldValueAbsolute")) ? " for white" : "").append('\n');
            else cannot("nFoldRule", "a count from 2 is said, not '" + VariantsIni.shown(fold) + "'");
        } else if (foldValue != null && !foldValue.equals("draw")) {
            cannot("nFoldValue", "the result of a repetition is said with its count: give nFoldRule too");
        }
        if (Boolean.TRUE.equals(flag("perpetualCheckIllegal")) && !parent.rules().contains("PerpetualCheckRule"))
            rules.append("  ").append(comment("perpetualCheckIllegal")).append("  perpetual check loses\n");
        if (Boolean.FALSE.equals(flag("dropChecks")) && !parent.rules().contains("DropChecksForbiddenRule"))
            rules.append("  ").append(comment("dropChecks")).append("  drop checks forbidden\n");
        if (Boolean.TRUE.equals(flag("makpongRule")) && !parent.rules().contains("RoyalStaysRule"))
            rules.append("  ").append(comment("makpongRule")).append("  royal may not flee check\n");
        if (Boolean.TRUE.equals(flag("mustCapture")) && !parent.rules().contains("MustCaptureRule"))
            rules.append("  ").append(comment("mustCapture")).append("  must capture\n");
        if (Boolean.FALSE.equals(flag("checking"))) {
            if (parent.rules().contains("ChecksForbiddenRule")) { /* already so */ } else rules.append("  ").append(comment("checking")).append("  checks forbidden\n");
        }
        String ext = get("extinctionValue", null);
        if (ext != null) {
            String types = get("extinctionPieceTypes", "");
            String countText = get("extinctionPieceCount", "0");
            String below = countText.matches("[1-9]\\d{0,2}") ? " below " + (Integer.parseInt(countText) + 1) : "";
            if (parent.rules().contains("ExtinctionRule")) cannot("extinctionValue", "the parent has an extinction rule, and a variant has one");
            else if (!ext.equals("win") && !ext.equals("loss")) cannot("extinctionValue", "only win or loss is said");
            else if (types.equals("*")) rules.append("  ").append(comment("extinctionValue", "extinctionPieceTypes", "extinctionPieceCount")).append("  extinction of all").append(below).append(' ').append(ext).append('\n');
            else {
                List<String> kinds = new ArrayList<>();
                for (char c : types.toLowerCase(Locale.ROOT).toCharArray()) if (byLetter.containsKey(c) && !kinds.contains(byLetter.get(c))) kinds.add(byLetter.get(c));
                if (kinds.isEmpty()) cannot("extinctionPieceTypes", "it names no piece of the variant");
                else rules.append("  ").append(comment("extinctionValue", "extinctionPieceTypes", "extinctionPieceCount")).append("  extinction of ").append(String.join(", ", kinds)).append(below).append(' ').append(ext).append('\n');
            }
        }
        Boolean pseudo = flag("extinctionPseudoRoyal");
        if (Boolean.TRUE.equals(pseudo)) cannot("extinctionPseudoRoyal", "the last piece of a kind is not royal here");
        if (own.containsKey("flagRegionWhite") || own.containsKey("flagRegionBlack")) {
            String piece = get("flagPiece", null);
            if (parent.reachZone() != null) {
                if (piece != null) cannot("flagPiece", "the parent's reach rule names its own pieces");
                region(parent.reachZone(), "flagRegionWhite", "flagRegionBlack", null, "flagRegionWhite", "flagRegionBlack");
            } else if (piece == null || piece.length() != 1 || !byLetter.containsKey(Character.toLowerCase(piece.charAt(0)))) {
                cannot("flagRegionWhite", "the parent has no reach rule and flagPiece names no piece");
            } else if (region("flag", "flagRegionWhite", "flagRegionBlack", null, "flagPiece", "flagRegionWhite", "flagRegionBlack")) {
                rules.append("  reach flag with ").append(byLetter.get(Character.toLowerCase(piece.charAt(0)))).append(" wins\n");
            }
        }
        boolean royal = byLetter.values().stream().anyMatch(this::isRoyal);
        boolean check = parent.rules().contains("CheckRule") || !parent.rules().contains("NoCheckRule") && !parent.rules().contains("CaptureRoyalRule");
        if (!royal && check) {
            rules.append("  no check        # no piece is royal any more\n");
            // A drop that mates is no rule without check.
            for (String p : new ArrayList<>(byLetter.values())) {
                String d = dropItem(p);
                if (d != null && d.endsWith(" no mate")) setDrop(p, d.substring(0, d.length() - " no mate".length()));
            }
        }
        if (Boolean.TRUE.equals(flag("flyingGeneral"))) {
            // The royal pieces may not face each other on an open file: each attacks the other along it.
            for (String p : new ArrayList<>(byLetter.values()))
                if (isRoyal(p) && !items(p).contains("betza \"vR\" royal-only")) items(p).add("betza \"vR\" royal-only");
        }
    }
}
