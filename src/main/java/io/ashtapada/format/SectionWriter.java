package io.ashtapada.format;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.ashtapada.format.VariantsIni.Converted;
import io.ashtapada.format.VariantsIni.Section;
import io.ashtapada.format.VariantsIni.Setting;

import static io.ashtapada.format.VariantsIni.DISPLAY;
import static io.ashtapada.format.VariantsIni.PREDEFINED;
import static io.ashtapada.format.VariantsIni.shown;

/**
 * One variants.ini section written as a definition in Ashtapada's language, from its keys and
 * its parents' (see {@link VariantsIni}); every key it cannot say is a reason at its line.
 */
final class SectionWriter {
    private final VariantsIni ini;
    private final Section section;
    private final Map<String, Setting> keys;
    private final List<String> reasons;
    private final Set<String> used = new java.util.HashSet<>();
    /** Piece name by lower-case letter, in the order written. */
    private final Map<Character, String> byLetter = new LinkedHashMap<>();
    /** The moves of each piece. */
    private final Map<String, String> betza = new LinkedHashMap<>();
    private final StringBuilder zones = new StringBuilder();
    private int files = 8, ranks = 8;
    private boolean failed;

    SectionWriter(VariantsIni ini, Section section, Map<String, Setting> keys, List<String> reasons) {
        this.ini = ini;
        this.section = section;
        this.keys = keys;
        this.reasons = reasons;
    }

    private String get(String key, String dflt) {
        used.add(key);
        Setting s = keys.get(key);
        return s == null ? dflt : s.value();
    }

    private boolean flag(String key, boolean dflt) {
        String v = get(key, null);
        if (v == null) return dflt;
        if (v.equals("true") || v.equals("false")) return v.equals("true");
        reason(key, "is true or false, not '" + shown(v) + "'");
        return dflt;
    }

    private int number(String key, int dflt) {
        String v = get(key, null);
        if (v == null) return dflt;
        try {
            if (v.length() <= 6) return Integer.parseInt(v);
        } catch (NumberFormatException ignored) {
            // reported below
        }
        reason(key, "is a number, not '" + shown(v) + "'");
        return dflt;
    }

    /** A reason about a key, at its line (or, for a built-in parent's key, at the section header). */
    private void reason(String key, String message) {
        Setting s = keys.get(key);
        if (s == null || s.line() == 0) reasons.add(ini.at(section.line(), 1, key + " (from the parent): " + message));
        else reasons.add(ini.at(s.line(), s.col(), key + " " + message));
    }

    Converted write() {
        // The board.
        String mf = get("maxFile", "8");
        files = mf.length() == 1 && Character.isLetter(mf.charAt(0)) ? Character.toLowerCase(mf.charAt(0)) - 'a' + 1 : number("maxFile", 8);
        ranks = number("maxRank", 8);
        if (files < 1 || files > 26 || ranks < 1 || ranks > 26) {
            reason("maxFile", "and maxRank give a board of " + files + "x" + ranks + ", not one of at most 26x26");
            return new Converted(section.name(), null, reasons);
        }
        // The pieces.
        for (Map.Entry<String, Setting> e : keys.entrySet()) {
            String k = e.getKey(), v = e.getValue().value();
            boolean custom = k.matches("customPiece\\d{1,2}");
            if (!custom && !PREDEFINED.containsKey(k)) continue;
            used.add(k);
            if (v.equals("-")) continue;
            if (v.isEmpty() || !Character.isLetter(v.charAt(0)) || v.length() > 1 && v.charAt(1) != ':') {
                reason(k, "needs a letter (and for a custom piece ':XBETZA'), not '" + shown(v) + "'");
                continue;
            }
            String name = custom ? "custom" + k.substring("customPiece".length()) : k;
            String moves = v.length() > 2 ? v.substring(2) : custom ? null : PREDEFINED.get(k);
            if (moves == null || !moves.matches("[A-Za-z0-9()]{0,64}")) {
                reason(k, "needs moves in XBetza after the letter, not '" + shown(v) + "'");
                continue;
            }
            char letter = Character.toLowerCase(v.charAt(0));
            String before = byLetter.put(letter, name);
            if (before != null) {
                betza.remove(before);
                reason(k, "takes the letter '" + letter + "' from " + before);
            }
            betza.put(name, moves);
        }
        if (byLetter.isEmpty()) {
            reasons.add(ini.at(section.line(), 1, "the section defines no piece"));
            return new Converted(section.name(), null, reasons);
        }
        StringBuilder sb = new StringBuilder();
        sb.append("# Imported from ").append(ini.file).append(", section [").append(section.name())
                .append(section.parent() == null ? "" : ":" + section.parent()).append("] (line ").append(section.line()).append(").\n");
        sb.append("variant \"").append(section.name()).append("\"\n\n");
        int boardAt = sb.length();
        int playersAt = sb.length();
        pseudoRoyals();
        String pieces = pieces();
        String castling = castling();
        // Fairy-Stockfish reads Black's left and right in XBetza as the board turned half round, not
        // mirrored as chess's Black: said with `turned` where a piece tells left from right and there
        // is no castling (whose pairs are mirrored for Black).
        boolean sided = betza.values().stream().anyMatch(b -> b.matches(".*[lr].*"));
        boolean turned = sided && castling.equals("castling { }\n\n");
        sb.insert(playersAt, "players {\n  white \"White\" forward north\n  black \"Black\" forward south"
                + (turned ? " turned     # left and right of Black's pieces as Fairy-Stockfish reads them" : "") + "\n}\n\n");
        String rules = rules();
        String holes = "";
        if (startFen().split(" ")[0].indexOf('*') >= 0 && get("wallingRule", "none").equals("none")) {
            // Walls ('*') in the setup without a walling rule never move and no more come: they are holes in the board.
            String why = SectionWords.wallsAreNotHoles(pieces);
            if (why != null) {
                reason("startFen", "has walls ('*') but no wallingRule, and " + why + ": walls that stand in play cannot be said");
                failed = true;
            } else {
                holes = SectionWords.holes(startFen(), files, ranks);
            }
        }
        sb.insert(boardAt, "board { files a.." + (char) ('a' + files - 1) + "  ranks 1.." + ranks
                + (holes.isEmpty() ? "" : "\n  remove " + holes + "   # the walls ('*') of startFen, which never move\n") + " }\n\n");
        if (failed) return new Converted(section.name(), null, reasons);
        sb.append(zones).append(zones.length() > 0 ? "\n" : "");
        sb.append(pieces).append('\n');
        sb.append(castling);
        // The checks field (3+3, checks still to give) is read where the rules count checks; elsewhere it is dropped.
        String fen = rules.contains("win by ") ? startFen() : startFen().replaceFirst(" (\\d{1,2}\\+\\d{1,2}) ", " ");
        sb.append("setup \"").append(fen).append("\"\n\n");
        sb.append(rules);
        List<String> display = new ArrayList<>();
        for (Map.Entry<String, Setting> e : keys.entrySet()) {
            if (used.contains(e.getKey())) continue;
            if (DISPLAY.contains(e.getKey())) display.add(e.getKey());
            else if (e.getKey().startsWith("mobilityRegion")) reason(e.getKey(), "cannot be said here (a region for the pawn, whose double step is not confined, or for no piece of the section): ignored");
            else if (e.getKey().equals("chess960") && e.getValue().value().equals("false")) continue;
            else reason(e.getKey(), "cannot be said in Ashtapada's language: ignored");
        }
        for (String key : display) reason(key, "changes no rule (display or evaluation only): ignored");
        return new Converted(section.name(), sb.toString(), reasons, display.size());
    }

    /** The extinction kinds royal while few ({@code extinctionPseudoRoyal}); empty when it is not said or cannot be. */
    private final List<String> pseudo = new ArrayList<>();
    /** Up to how many pieces of a kind in {@link #pseudo} are royal: extinctionPieceCount + 1. */
    private int pseudoLimit;

    /**
     * {@code extinctionPseudoRoyal}: Fairy-Stockfish keeps a player's pieces of an extinction kind
     * from being left attacked while it has at most extinctionPieceCount + 1 of the kind, and then
     * plays no extinction rule. That is the language's {@code royal KIND while at most N}; a kind
     * that is royal anyway (the king) is left out of it.
     */
    private void pseudoRoyals() {
        if (!flag("extinctionPseudoRoyal", false) || get("extinctionValue", "none").equals("none")) return;
        if (flag("blastOnCapture", false)) {
            reason("extinctionPseudoRoyal", "with blastOnCapture cannot be said (explosions and pieces royal while few do not go together here): ignored");
            return;
        }
        int limit = number("extinctionPieceCount", 0) + 1;
        if (limit < 1) {
            reason("extinctionPseudoRoyal", "needs an extinctionPieceCount of 0 or more: ignored");
            return;
        }
        String types = get("extinctionPieceTypes", "");
        List<String> kinds = types.equals("*") ? List.of() : quietKinds(types);
        if (kinds.isEmpty()) {
            reason("extinctionPseudoRoyal", "needs extinctionPieceTypes naming pieces of the variant: ignored");
            return;
        }
        pseudoLimit = limit;
        for (String k : kinds) if (!k.equals(royalName())) pseudo.add(k);
        get("extinctionPseudoRoyal", null);
    }

    /** Can White (or Black) never have a piece of these kinds: none in the setup, no drops, and no promotion to them? */
    private boolean neverHas(boolean white, List<String> kinds) {
        // With drops, only a piece in hand at the start or a captured one could come in (the setup's hand is checked below).
        if (flag("pieceDrops", false) && flag("capturesToHand", false)) return false;
        String fen = startFen().split(" ")[0];
        for (String k : kinds) {
            char c = letterOfKind(k);
            char sideLetter = white ? Character.toUpperCase(c) : c;
            if (fen.indexOf(sideLetter) >= 0) return false;
            boolean pawns = keys.containsKey("pawnTypes") || byLetter.containsValue("pawn");
            if (pawns && quietKinds(get("promotionPieceTypes", "nbrq")).contains(k)) return false;
            for (String pair : get("promotedPieceType", "").trim().split("\\s+"))
                if (pair.length() == 3 && quietKinds(pair.substring(2)).contains(k)) return false;
        }
        return true;
    }

    /** A promotion to a pseudo-royal kind is safe to ignore only where no piece promotes (no pawn, no promoted piece type to it). */
    private boolean pseudoSafePromotion(String kind) {
        boolean pawns = keys.containsKey("pawnTypes") || byLetter.containsValue("pawn");
        boolean promotedTo = false;
        for (String pair : get("promotedPieceType", "").trim().split("\\s+")) if (pair.length() == 3 && quietKinds(pair.substring(2)).contains(kind)) promotedTo = true;
        return !pawns && !promotedTo;
    }

    /** The key that declared a piece ({@code immobile}, {@code customPiece3}). */
    private String keyOf(String name) {
        return name.startsWith("custom") && name.substring(6).matches("\\d+") ? "customPiece" + name.substring(6) : name;
    }

    private char letterOfKind(String name) {
        for (Map.Entry<Character, String> e : byLetter.entrySet()) if (e.getValue().equals(name)) return e.getKey();
        return '?';
    }

    /** Is the piece royal by itself (never dropped)? Pieces royal while few are dropped as others are. */
    private boolean isRoyal(String name) {
        return name.equals(royalName());
    }

    private String royalName() {
        return byLetter.containsValue("king") ? "king" : null;
    }

    /** The kinds of these letters ({@code *}: all), known ones only; unknown letters are a reason. */
    private List<String> kinds(String key, String letters) {
        List<String> out = new ArrayList<>();
        if (letters.equals("*")) return new ArrayList<>(byLetter.values());
        for (char c : letters.toCharArray()) {
            String n = byLetter.get(Character.toLowerCase(c));
            if (n == null && Character.isLetter(c)) reason(key, "names '" + c + "', which is no piece of the variant");
            else if (n != null && !out.contains(n)) out.add(n);
        }
        return out;
    }

    /** The kinds of these letters that the variant has, unknown ones left out without a reason (a default value). */
    private List<String> quietKinds(String letters) {
        List<String> out = new ArrayList<>();
        for (char c : letters.toCharArray()) {
            String n = byLetter.get(Character.toLowerCase(c));
            if (n != null && !out.contains(n)) out.add(n);
        }
        return out;
    }

    /** Zone terms for a Fairy-Stockfish bitboard ({@code *8}, {@code a*}, {@code d4 e4}), or null (a reason given). */
    private String terms(String key, String bitboard) {
        return VariantsIni.terms(key, bitboard, files, ranks, this::reason);
    }

    /** Writes {@code zone NAME = WHITE for black = BLACK}; false when either side cannot be said. */
    private boolean zone(String name, String whiteKey, String whiteDefault, String blackKey, String blackDefault) {
        String w = terms(whiteKey, get(whiteKey, whiteDefault));
        String b = terms(blackKey, get(blackKey, blackDefault));
        if (w == null || b == null) return false;
        zones.append("zone ").append(name).append(" = ").append(w).append("  for black = ").append(b).append('\n');
        return true;
    }

    /** The pieces confined by {@code mobilityRegionWhite/BlackPIECE}: piece name to the zone written for them. */
    private final Map<String, String> mobility = new HashMap<>();

    /**
     * {@code mobilityRegionWhitePIECE}, {@code mobilityRegionBlackPIECE} (a colour not given: the whole
     * board): {@code zone mobility-NAME = ...  for black = ...}, the piece's moves {@code to} it and its
     * drops within it. Moves with a pawn's double step are not confined: such a piece is a reason.
     */
    private void mobilityRegions() {
        Map<String, String[]> regions = new LinkedHashMap<>();
        for (String k : keys.keySet()) {
            Matcher m = Pattern.compile("mobilityRegion(White|Black)([A-Z][A-Za-z0-9]*)").matcher(k);
            if (!m.matches()) continue;
            String type = Character.toLowerCase(m.group(2).charAt(0)) + m.group(2).substring(1);
            String name = type.matches("customPiece\\d{1,2}") ? "custom" + type.substring("customPiece".length()) : type;
            if (!betza.containsKey(name)) continue;   // left to the check of unused keys
            regions.computeIfAbsent(name, x -> new String[2])[m.group(1).equals("White") ? 0 : 1] = k;
        }
        for (Map.Entry<String, String[]> e : regions.entrySet()) {
            String name = e.getKey(), wk = e.getValue()[0], bk = e.getValue()[1];
            if (name.equals("pawn")) continue;
            String w = wk == null ? "all" : terms(wk, get(wk, ""));
            String b = bk == null ? "all" : terms(bk, get(bk, ""));
            if (w == null || b == null) continue;
            String zone = "mobility-" + name;
            zones.append("# ").append(wk != null ? wk : bk).append(wk != null && bk != null ? ", " + bk : "").append(": where the piece may go\n");
            zones.append("zone ").append(zone).append(" = ").append(w).append("  for black = ").append(b).append('\n');
            mobility.put(name, zone);
        }
    }

    private String pieces() {
        mobilityRegions();
        StringBuilder sb = new StringBuilder();
        // Without pawnTypes, the pawn is Fairy-Stockfish's predefined pawn (a shogi pawn lettered p is none).
        List<String> pawns = keys.containsKey("pawnTypes") ? kinds("pawnTypes", get("pawnTypes", "p"))
                : byLetter.containsValue("pawn") ? List.of("pawn") : List.of();
        boolean drops = flag("pieceDrops", false);
        boolean mandatoryPawn = flag("mandatoryPawnPromotion", true);
        boolean mandatoryPiece = flag("mandatoryPiecePromotion", false);
        boolean immobilityIllegal = flag("immobilityIllegal", false);
        boolean promoZone = zone("promotion-zone", "promotionRegionWhite", "*" + ranks, "promotionRegionBlack", "*1");
        List<String> promoteTo = keys.containsKey("promotionPieceTypes") && !pawns.isEmpty()
                ? kinds("promotionPieceTypes", get("promotionPieceTypes", "nbrq")) : quietKinds(get("promotionPieceTypes", "nbrq"));
        List<String> promoteWhite = keys.containsKey("promotionPieceTypesWhite") ? kinds("promotionPieceTypesWhite", get("promotionPieceTypesWhite", "")) : promoteTo;
        List<String> promoteBlack = keys.containsKey("promotionPieceTypesBlack") ? kinds("promotionPieceTypesBlack", get("promotionPieceTypesBlack", "")) : promoteTo;
        Map<String, String> promoted = new HashMap<>();
        String ppt = get("promotedPieceType", "");
        for (String pair : ppt.trim().split("\\s+")) {
            if (pair.isEmpty()) continue;
            if (!pair.matches("[a-zA-Z]:[a-zA-Z]")) {
                reason("promotedPieceType", "has '" + shown(pair) + "', not 'from:to'");
                continue;
            }
            String from = byLetter.get(Character.toLowerCase(pair.charAt(0))), to = byLetter.get(Character.toLowerCase(pair.charAt(2)));
            if (from == null || to == null) reason("promotedPieceType", "has '" + pair + "', naming no piece of the variant");
            else promoted.put(from, to);
        }
        // Pieces that turn over (Kyoto shogi, chennis): a compulsory promotion anywhere, undone by the
        // promoted piece's next move (or capture); then dropPromoted drops either side up.
        boolean turnOver = !promoted.isEmpty() && mandatoryPiece && keys.containsKey("pieceDemotion") && flag("pieceDemotion", false)
                && wholeBoard("promotionRegionWhite") && wholeBoard("promotionRegionBlack");
        if (!turnOver && keys.containsKey("pieceDemotion") && flag("pieceDemotion", false))
            reason("pieceDemotion", "is said only with mandatoryPiecePromotion and promotion regions of the whole board: ignored");
        boolean onCapture = turnOver && flag("piecePromotionOnCapture", false);
        boolean eitherSide = turnOver && flag("dropPromoted", false);
        int perFile = Integer.parseInt(get("dropNoDoubledCount", "1").trim().matches("\\d{1,2}") ? get("dropNoDoubledCount", "1").trim() : "1");
        boolean doubleStep = flag("doubleStep", true);
        boolean pawnStart = doubleStep && zone("pawn-start", "doubleStepRegionWhite", "*2", "doubleStepRegionBlack", "*" + (ranks - 1));
        boolean tripleStart = (keys.containsKey("tripleStepRegionWhite") || keys.containsKey("tripleStepRegionBlack"))
                && zone("pawn-triple", "tripleStepRegionWhite", "-", "tripleStepRegionBlack", "-");
        if (drops) {
            if (keys.containsKey("dropRegionWhite") || keys.containsKey("dropRegionBlack")) {
                if (!zone("drops", "dropRegionWhite", "*1", "dropRegionBlack", "*" + ranks)) failed = true;
            } else {
                zones.append("zone drops = all\n");
            }
            boolean firstRank = flag("firstRankPawnDrops", false), inZone = flag("promotionZonePawnDrops", false);
            int lo = firstRank ? 1 : 2, hi = inZone ? ranks : lowestPromotionRank() - 1;
            if (hi < lo) hi = lo;
            zones.append("zone pawn-drops = ranks ").append(lo).append("..").append(hi).append('\n');
            if (immobilityIllegal) {
                // Where a shogi pawn or lance (a shogi knight) could never move again, it may not be dropped.
                zones.append("zone drops-but-last = ranks 1..").append(Math.max(1, ranks - 1)).append('\n');
                zones.append("zone drops-but-last-two = ranks 1..").append(Math.max(1, ranks - 2)).append('\n');
            }
        }
        List<String> noDoubled = kinds("dropNoDoubled", get("dropNoDoubled", "-").replace("-", ""));
        String dropPlace = drops ? dropPlace() : "";
        boolean noMate = flag("shogiPawnDropMateIllegal", false);
        String royal = royalName();
        // cambodianMoves (with gating): the king's leap and the fers's double step as first moves, kept in the castling field.
        boolean cambodian = flag("cambodianMoves", false);
        if (cambodian && !flag("gating", false)) {
            reason("cambodianMoves", "needs gating = true, as Fairy-Stockfish says: ignored");
            cambodian = false;
        }
        if (cambodian && !"king".equals(royal)) {
            reason("cambodianMoves", "needs the king as the royal piece: ignored");
            cambodian = false;
        }
        for (Map.Entry<Character, String> e : byLetter.entrySet()) {
            String name = e.getValue();
            sb.append("piece ").append(name).append(" {\n  letter ").append(Character.toUpperCase(e.getKey())).append('\n');
            if (name.equals(royal)) sb.append("  royal\n");
            boolean pawn = pawns.contains(name);
            if (pawn) sb.append("  pawn\n");
            if (name.equals("pawn")) sb.append("  passable\n");
            // Fairy-Stockfish's immobile piece has no moves: it never moves (chak's offerings).
            if (betza.get(name).isEmpty()) sb.append("  never moves\n");
            String confined = mobility.containsKey(name) ? " to " + mobility.get(name) : "";
            if (!betza.get(name).isEmpty()) sb.append("  betza \"").append(betza.get(name)).append('"').append(confined).append('\n');
            if (cambodian && name.equals("king")) {
                // Cambodian chess: the king's leap to the second rank, a first move never made in check, lost to a rook on its line.
                sb.append("  betza \"ifsmN\"\n  first-move not in check").append(byLetter.containsValue("rook") ? "  lost when enemy rook on line" : "").append('\n');
            }
            if (cambodian && name.equals("fers")) sb.append("  betza \"ifmD\"\n");
            if (name.equals("pawn") && pawnStart) sb.append("  move slide (0,1) forward range 2 move-only from pawn-start\n");
            if (name.equals("pawn") && tripleStart) sb.append("  move slide (0,1) forward range 3 move-only from pawn-triple\n");
            // Fairy-Stockfish's janggi cannon never hops over a cannon of its kind, nor takes one.
            if (name.equals("janggiCannon")) sb.append("  not over janggiCannon\n  not taking janggiCannon\n");
            if (promoted.containsKey(name) && turnOver) {
                sb.append("  turns over to ").append(promoted.get(name)).append(onCapture ? " with every capture\n" : " with every move\n");
            } else if (promoted.containsKey(name) && promoZone) {
                sb.append("  promote in promotion-zone to ").append(promoted.get(name)).append(" also from inside");
                if (!mandatoryPiece) {
                    sb.append(" optional");
                    if (immobilityIllegal && (name.equals("shogiPawn") || name.equals("lance") || name.equals("pawn")))
                        sb.append(" compulsory in last-rank");
                    else if (immobilityIllegal && name.equals("shogiKnight")) sb.append(" compulsory in last-two");
                }
                sb.append('\n');
            } else if (pawn && promoZone) {
                List<String> to = new ArrayList<>(promoteWhite);
                List<String> toBlack = new ArrayList<>(promoteBlack);
                to.remove(name);
                toBlack.remove(name);
                if (!to.isEmpty() && (toBlack.isEmpty() || toBlack.equals(to))) {
                    if (!toBlack.equals(to)) reason("promotionPieceTypesBlack", "names no kind Black could promote to, which cannot be said: Black promotes as White");
                    sb.append("  promote in promotion-zone to ").append(String.join(", ", to)).append(mandatoryPawn ? "" : " optional").append('\n');
                } else if (!to.isEmpty()) {
                    // promotionPieceTypesWhite/Black: each player's own kinds.
                    sb.append("  promote in promotion-zone to ").append(String.join(", ", to)).append("  for black to ").append(String.join(", ", toBlack))
                            .append(mandatoryPawn ? "" : " optional").append("   # promotionPieceTypesWhite/Black\n");
                } else if (!toBlack.isEmpty()) {
                    reason("promotionPieceTypesWhite", "names no kind White could promote to, which cannot be said: no promotion written");
                }
            }
            if (drops && !isRoyal(name) && !(noDoubled.contains(name) && perFile == 0)) {
                boolean region = keys.containsKey("dropRegionWhite") || keys.containsKey("dropRegionBlack");
                String zone = name.equals("pawn") && !region ? "pawn-drops"
                        : immobilityIllegal && !region && (name.equals("shogiPawn") || name.equals("lance")) ? "drops-but-last"
                        : immobilityIllegal && !region && name.equals("shogiKnight") ? "drops-but-last-two" : "drops";
                if (mobility.containsKey(name)) {
                    // A piece confined to its mobility region is dropped only there too.
                    zones.append("zone ").append(zone).append("-").append(name).append(" = ").append(zone).append(" & ").append(mobility.get(name)).append('\n');
                    zone = zone + "-" + name;
                }
                sb.append("  drop to ").append(zone);
                if (noDoubled.contains(name)) sb.append(perFile == 1 ? " one per file" : " at most " + perFile + " per file");
                if (noMate && noDoubled.contains(name)) sb.append(" no mate");
                sb.append(dropPlace);
                if (eitherSide && promoted.containsKey(name)) sb.append(" either side up");
                sb.append('\n');
            }
            sb.append("}\n");
        }
        if (immobilityIllegal && !promoted.isEmpty()) {
            zones.append("zone last-rank = rank ").append(ranks).append('\n');
            zones.append("zone last-two = ranks ").append(Math.max(1, ranks - 1)).append("..").append(ranks).append('\n');
        }
        if (promotionLimitGiven()) reason("promotionLimit", "cannot be said for pawns here: ignored");
        return sb.toString();
    }

    /**
     * Where a drop may land besides its zone, after the zone: {@code enclosingDrop} (reversi:
     * {@code enclosing}, ataxx: {@code next to own}, snort: {@code not orthogonally next to enemy},
     * top: {@code falling}, anyside: {@code from any side}), {@code enclosingDropStart}
     * ({@code after filling drop-start}) and {@code freeDrops} ({@code endless hand}).
     */
    private String dropPlace() {
        StringBuilder sb = new StringBuilder();
        String rule = get("enclosingDrop", "none");
        String place = SectionWords.PLACE_OF.get(rule);
        if (place != null) sb.append(place);
        else reason("enclosingDrop", "is reversi, ataxx, snort, top, anyside or none, not '" + shown(rule) + "': ignored");
        String start = get("enclosingDropStart", "");
        if (!start.isBlank()) {
            String t = terms("enclosingDropStart", start);
            if (t != null) {
                zones.append("# enclosingDropStart = ").append(start).append(": filled first, where drops need not enclose\n");
                zones.append("zone drop-start absolute = ").append(t).append('\n');
                sb.append(" after filling drop-start");
            }
        }
        if (flag("freeDrops", false)) sb.append(" endless hand");
        return sb.toString();
    }

    /** Does the region key name every rank ({@code *1 *2 ... *N}, in any order)? */
    private boolean wholeBoard(String key) {
        if (!keys.containsKey(key)) return false;
        java.util.Set<String> have = new java.util.HashSet<>(List.of(keys.get(key).value().trim().split("\\s+")));
        for (int r = 1; r <= ranks; r++) if (!have.contains("*" + r)) return false;
        return true;
    }

    private boolean promotionLimitGiven() {
        return keys.containsKey("promotionLimit") && !keys.get("promotionLimit").value().isBlank();
    }

    /** The lowest rank of White's promotion region, for pawn drops; the last rank when it is not whole ranks. */
    private int lowestPromotionRank() {
        String v = keys.containsKey("promotionRegionWhite") ? keys.get("promotionRegionWhite").value() : "*" + ranks;
        int lo = ranks;
        for (String tok : v.trim().split("\\s+")) {
            Matcher m = Pattern.compile("\\*(\\d{1,2})").matcher(tok);
            if (m.matches()) lo = Math.min(lo, Integer.parseInt(m.group(1)));
        }
        return lo;
    }

    private String castling() {
        boolean on = flag("castling", true);
        String fen = startFen();
        String[] f = fen.split(" ");
        String rights = f.length > 2 ? f[2] : "-";
        get("castlingKingsideFile", null);
        get("castlingQueensideFile", null);
        String king = royalName();
        int rank = number("castlingRank", 1);
        if (rank < 1 || rank > ranks) {
            reason("castlingRank", "is a rank of the board, not " + rank + ": no castling written");
            return "castling { }\n\n";
        }
        if (!on || king == null || rights.equals("-")) return "castling { }\n\n";
        char kingTo = fileOf("castlingKingsideFile", 'g'), queenTo = fileOf("castlingQueensideFile", 'c');
        int kx = SectionWords.whiteFileOnRank(f[0], letterOf(king), rank);
        if (kx < 0) {
            reason("castling", "needs the king on the castling rank (" + rank + ") of the start position: no castling written");
            return "castling { }\n\n";
        }
        char kf = (char) ('a' + kx), last = (char) ('a' + files - 1);
        StringBuilder sb = new StringBuilder("castling {\n");
        sb.append(SectionWords.castleLines(rights, kf, kingTo, queenTo, last, rank));
        if (rights.chars().anyMatch(c -> "KQkq".indexOf(c) < 0)) reason("startFen", "has castling rights other than KQkq: written as KQkq only");
        return sb.append("}\n\n").toString();
    }

    private char letterOf(String name) {
        for (Map.Entry<Character, String> e : byLetter.entrySet()) if (e.getValue().equals(name)) return e.getKey();
        return '?';
    }

    private char fileOf(String key, char dflt) {
        String v = get(key, null);
        if (v == null) return dflt;
        if (v.matches("[a-z]")) return v.charAt(0);
        if (v.matches("\\d{1,2}")) return (char) ('a' + Integer.parseInt(v) - 1);
        reason(key, "is a file, not '" + shown(v) + "'");
        return dflt;
    }

    private String startFen() {
        String fen = get("startFen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        String[] f = fen.replace("[-]", "[]").replace("\"", "").trim().split("\\s+");
        if (f.length < 3) return String.join(" ", f);
        // Fairy-Stockfish also reads "w 0 1" and "w - 0 1": the castling and en passant fields written out.
        StringBuilder sb = new StringBuilder(f[0]).append(' ').append(f[1]);
        int i = 2;
        // ... and "w 3+3 0 1": the checks field where the castling field would stand.
        sb.append(' ').append(i < f.length && !f[i].matches("\\d+|\\d+\\+\\d+") ? f[i++] : "-");
        sb.append(' ').append(i < f.length && !f[i].matches("\\d+|\\d+\\+\\d+") ? f[i++] : "-");
        for (; i < f.length; i++) sb.append(' ').append(f[i]);
        return sb.toString();
    }

    private String rules() {
        StringBuilder sb = new StringBuilder("rules {\n");
        String royal = royalName() != null ? royalName() : pseudo.isEmpty() ? null : pseudo.get(0);
        boolean checking = flag("checking", true);
        sb.append(royal != null ? "  check\n" : "  no check\n");
        if (!pseudo.isEmpty()) {
            sb.append("  royal ").append(String.join(", ", pseudo)).append(" while at most ").append(pseudoLimit)
                    .append("   # extinctionPseudoRoyal = true").append(pseudoLimit > 1 ? ", extinctionPieceCount = " + (pseudoLimit - 1) : "").append('\n');
        }
        if (!checking) {
            if (royal != null) sb.append("  checks forbidden\n");
            else reason("checking", "forbids checks in a variant without a king: ignored");
        }
        String stalemate = get("stalemateValue", "draw");
        if (Set.of("win", "loss", "draw").contains(stalemate)) sb.append("  stalemate ").append(stalemate).append('\n');
        else reason("stalemateValue", "is win, loss or draw, not '" + shown(stalemate) + "'");
        if (!get("checkmateValue", "loss").equals("loss")) reason("checkmateValue", "other than loss cannot be said: ignored");
        int n = number("nMoveRule", 50);
        if (n > 0) sb.append("  fifty-move ").append(2 * n).append('\n');
        int fold = number("nFoldRule", 3);
        String foldValue = get("nFoldValue", "draw");
        if (!Set.of("win", "loss", "draw").contains(foldValue)) {
            reason("nFoldValue", "is win, loss or draw, not '" + shown(foldValue) + "'");
            foldValue = "draw";
        }
        // nFoldValueAbsolute: the value is White's, whoever is to move.
        String forWhom = !foldValue.equals("draw") && flag("nFoldValueAbsolute", false) ? " for white" : "";
        if (fold > 0) sb.append("  repetition ").append(fold).append(foldValue.equals("draw") ? "" : " " + foldValue).append(forWhom).append('\n');
        if (flag("perpetualCheckIllegal", false)) sb.append("  perpetual check loses\n");
        if (!flag("dropChecks", true)) sb.append("  drop checks forbidden\n");
        if (flag("mustCapture", false)) sb.append("  must capture\n");
        if (flag("makpongRule", false)) sb.append("  royal may not flee check   # makpongRule = true\n");
        if (flag("mustDrop", false)) {
            String type = get("mustDropType", "*");
            String kind = type.length() == 1 ? byLetter.get(Character.toLowerCase(type.charAt(0))) : null;
            if (type.equals("*")) sb.append("  must drop\n");
            else if (kind != null) sb.append("  must drop ").append(kind).append(" from hand\n");
            else reason("mustDropType", "names no piece of the section: '" + shown(type) + "'");
        }
        if (flag("shatarMateRule", false)) {
            // Shatar: a knight's mate loses for the mater; any other needs a shak (a check by knight, rook or bers) in its series.
            List<String> shak = new ArrayList<>();
            for (String k : List.of("knight", "rook", "bers")) if (byLetter.containsValue(k)) shak.add(k);
            if (byLetter.containsValue("knight")) sb.append("  checkmate by knight alone win\n");
            if (!shak.isEmpty()) sb.append("  checkmate needs check by ").append(String.join(", ", shak)).append(" else draw\n");
        }
        if (flag("capturesToHand", false)) sb.append("  captures to hand").append(flag("dropLoop", false) ? " as promoted" : "").append('\n');
        String ext = get("extinctionValue", "none");
        String extTypes = get("extinctionPieceTypes", "");
        if (!ext.equals("none") && (!pseudo.isEmpty() || flag("extinctionPseudoRoyal", false) && !flag("blastOnCapture", false))) {
            // With pseudo-royal pieces Fairy-Stockfish plays no extinction: they are never taken.
            sb.append("  # extinctionValue = ").append(ext).append(", extinctionPieceTypes = ").append(extTypes)
                    .append(": royal while few (above), and Fairy-Stockfish then plays no extinction\n");
            get("extinctionPseudoRoyal", null);
        } else if (!ext.equals("none")) {
            // extinctionPieceCount = N: decided once a player has N or fewer, that is fewer than N + 1.
            int count = number("extinctionPieceCount", 0);
            String below = count > 0 ? " below " + (count + 1) : "";
            String note = count > 0 ? "   # extinctionPieceCount = " + count : "";
            if (count < 0) reason("extinctionPieceCount", "is 0 or more, not " + count + ": ignored");
            // extinctionOpponentPieceCount = 1: only while the other player keeps a piece of the kind.
            int opponent = number("extinctionOpponentPieceCount", 0);
            if (opponent != 0 && !(opponent == 1 && count == 0)) reason("extinctionOpponentPieceCount", "can be 1 with an extinctionPieceCount of 0 (unless mutual), not " + opponent + ": ignored");
            String mutual = opponent == 1 && count == 0 ? " unless mutual" : "";
            if (!ext.equals("win") && !ext.equals("loss")) {
                reason("extinctionValue", "other than win or loss cannot be said: ignored");
            } else if (extTypes.equals("*")) {
                sb.append("  extinction of all").append(below).append(' ').append(ext).append(mutual).append(note).append('\n');
            } else {
                List<String> kinds = kinds("extinctionPieceTypes", extTypes);
                if (kinds.isEmpty()) reason("extinctionPieceTypes", "names no piece of the variant: no extinction rule");
                else sb.append("  extinction of ").append(String.join(", ", kinds)).append(below).append(' ').append(ext).append(mutual).append(note).append('\n');
            }

        }
        String flagRegionW = get("flagRegionWhite", get("flagRegion", "")), flagRegionB = get("flagRegionBlack", get("flagRegion", ""));
        if (!flagRegionW.isBlank() || !flagRegionB.isBlank()) {
            String w = flagRegionW.isBlank() ? null : terms("flagRegionWhite", flagRegionW);
            String b = flagRegionB.isBlank() ? null : terms("flagRegionBlack", flagRegionB);
            List<String> kinds = kinds("flagPiece", get("flagPiece", "*"));
            // A region for one player only: the other has no flag to reach. That is said where the other
            // can never have a piece of the kinds (none in the setup, no drops, no promotion to them).
            if ((w == null) != (b == null) && !kinds.isEmpty() && neverHas(w == null, kinds)) {
                zones.append("# flagRegion").append(w == null ? "White" : "Black").append(" not given: that player has no piece that could reach it\n");
                if (w == null) w = b;
                else b = w;
            }
            if (w != null && b != null && !kinds.isEmpty()) {
                zones.append("zone flag = ").append(w).append("  for black = ").append(b).append('\n');
                int count = number("flagPieceCount", 1);
                sb.append("  reach flag with ").append(count > 1 ? count + " " : "").append(String.join(", ", kinds)).append(" wins");
                // flagMove with flagPieceSafe: only a piece that arrives unsafe gives the other side a move (alapo).
                boolean safe = flag("flagPieceSafe", false), extra = flag("flagMove", false);
                // flagMove alone: kings race (both may reach, racing kings); other pieces must be kept (jeson mor).
                if (safe) sb.append(extra ? " if safe or kept" : " if safe");
                else if (extra) sb.append(kinds.equals(List.of("king")) ? " both may reach" : " if kept");
                if (flag("flagPieceBlockedWin", false)) sb.append(" or when full");
                sb.append(count > 1 ? "   # flagPieceCount = " + count : "").append('\n');
            } else {
                reason("flagRegionWhite", "and flagRegionBlack are needed both, as squares: no flag rule");
            }
            if (number("flagPieceCount", 1) < 1) reason("flagPieceCount", "is 1 or more: ignored");
        }
        if (flag("checkCounting", false)) {
            String[] f = startFen().split(" ");
            Matcher m = f.length > 4 ? Pattern.compile("(\\d{1,2})\\+(\\d{1,2})").matcher(f[4]) : null;
            if (m != null && m.matches() && royal != null) sb.append("  win by ").append(m.group(1)).append(" checks\n");
            else reason("checkCounting", "needs the checks in startFen's fifth field (3+3) and a king: ignored");
        }
        if (flag("blastOnCapture", false)) {
            List<String> immune = new ArrayList<>(kinds("pawnTypes", get("pawnTypes", "p")));
            for (String k : kinds("blastImmuneTypes", get("blastImmuneTypes", "").replace("-", "")))
                if (!immune.contains(k)) immune.add(k);
            sb.append("  captures explode").append(immune.isEmpty() ? "" : " except " + String.join(", ", immune)).append('\n');
        }
        passing(sb);
        flipping(sb);
        connect(sb);
        walls(sb);
        return sb.append("}\n").toString();
    }

    /** A key for both players, or its White and Black forms: the value, or null (with a reason) when they differ. */
    private Boolean bothFlag(String key) {
        boolean both = flag(key, false);
        boolean w = flag(key + "White", both), b = flag(key + "Black", both);
        if (w != b) {
            reason(keys.containsKey(key + "White") ? key + "White" : key + "Black", "differs for White and Black, which cannot be said: ignored");
            return null;
        }
        return w;
    }

    /** {@code pass} and {@code passOnStalemate}: {@code pass}, {@code pass when stuck}. */
    private void passing(StringBuilder sb) {
        Boolean pass = bothFlag("pass"), stuck = bothFlag("passOnStalemate");
        if (Boolean.TRUE.equals(pass)) sb.append("  pass                 # pass = true\n");
        else if (Boolean.TRUE.equals(stuck)) sb.append("  pass when stuck      # passOnStalemate = true\n");
    }

    /** {@code flipEnclosedPieces}, {@code adjudicateFullBoard}, {@code materialCounting}, {@code stalematePieceCount}. */
    private void flipping(StringBuilder sb) {
        String flip = get("flipEnclosedPieces", "none");
        String flipRule = SectionWords.FLIP_OF.get(flip);
        if (flipRule == null) reason("flipEnclosedPieces", "is reversi, ataxx, quadwrangle or none, not '" + shown(flip) + "': ignored");
        else if (!flipRule.isEmpty()) sb.append("  ").append(flipRule).append("   # flipEnclosedPieces = ").append(flip).append('\n');
        String counting = get("materialCounting", "none");
        boolean full = flag("adjudicateFullBoard", false), atStalemate = flag("stalematePieceCount", false);
        if (counting.equals("unweighted")) {
            if (atStalemate) {
                if (full) sb.append("  full board ends      # adjudicateFullBoard = true\n");
                sb.append("  most pieces wins     # materialCounting = unweighted, stalematePieceCount = true\n");
            } else {
                reason("materialCounting", "without stalematePieceCount (pieces counted at a full board, not when stuck) cannot be said: ignored");
            }
        } else {
            if (!counting.equals("none")) reason("materialCounting", "other than unweighted (" + shown(counting) + ") cannot be said: ignored");
            if (atStalemate) reason("stalematePieceCount", "without materialCounting = unweighted cannot be said: ignored");
            if (full && !counting.equals("none")) reason("adjudicateFullBoard", "with this materialCounting cannot be said: ignored");
        }
    }

    private static final List<String> REGIONS = List.of("connectRegion1White", "connectRegion2White", "connectRegion1Black", "connectRegion2Black");

    /**
     * The connection rules, which share {@code connectDiagonal}, {@code connectValue} and
     * {@code connectPieceTypes}: {@code connectN} as {@code line of N [straight] win|loss},
     * {@code connectNxN} as {@code block of N}, {@code collinearN} as {@code collinear N [of KINDS]},
     * {@code connectRegion1White} ... as {@code connect connect-from to connect-to}.
     */
    private void connect(StringBuilder sb) {
        int n = number("connectN", 0), nxn = number("connectNxN", 0), col = number("collinearN", 0);
        boolean regions = REGIONS.stream().anyMatch(k -> keys.containsKey(k) && !get(k, "").isBlank() && !get(k, "").equals("-"));
        if (n <= 0 && nxn <= 0 && col <= 0 && !regions) return;
        boolean diagonal = flag("connectDiagonal", true), vertical = flag("connectVertical", true), horizontal = flag("connectHorizontal", true);
        String value = get("connectValue", "win");
        String types = get("connectPieceTypes", "*");
        if (!vertical || !horizontal) {
            reason(vertical ? "connectHorizontal" : "connectVertical", "= false (lines along only some directions) cannot be said: no connection rule");
            return;
        }
        if (!value.equals("win") && !value.equals("loss")) {
            reason("connectValue", "other than win or loss cannot be said: no connection rule");
            return;
        }
        List<String> named = types.equals("*") ? List.of() : kinds("connectPieceTypes", types);
        boolean some = !named.isEmpty() && !new java.util.HashSet<>(named).equals(new java.util.HashSet<>(byLetter.values()));
        String straight = diagonal ? "" : " straight", note = (diagonal ? "" : ", connectDiagonal = false") + (value.equals("win") ? "" : ", connectValue = " + value);
        if (n > 0 && some) reason("connectPieceTypes", "naming only some kinds cannot be said for connectN (every piece counts in a line): no line rule");
        else if (n > 0) sb.append("  line of ").append(n).append(straight).append(' ').append(value).append("   # connectN = ").append(n).append(note).append('\n');
        if (nxn > 0 && some) reason("connectPieceTypes", "naming only some kinds cannot be said for connectNxN (every piece counts in a block): no block rule");
        else if (nxn > 0) sb.append("  block of ").append(nxn).append(' ').append(value).append("   # connectNxN = ").append(nxn)
                .append(value.equals("win") ? "" : ", connectValue = " + value).append('\n');
        if (col > 0) sb.append("  collinear ").append(col).append(some ? " of " + String.join(", ", named) : "").append(straight).append(' ').append(value)
                .append("   # collinearN = ").append(col).append(some ? ", connectPieceTypes = " + types : "").append(note).append('\n');
        if (regions) {
            String missing = REGIONS.stream().filter(k -> !keys.containsKey(k)).findFirst().orElse(null);
            if (some) reason("connectPieceTypes", "naming only some kinds cannot be said for connectRegion (every piece counts in a chain): no connect rule");
            else if (missing != null) reason(REGIONS.stream().filter(keys::containsKey).findFirst().orElseThrow(), "without " + missing + " cannot be said: no connect rule");
            else if (zone("connect-from", "connectRegion1White", "", "connectRegion1Black", "")
                    && zone("connect-to", "connectRegion2White", "", "connectRegion2Black", "")) {
                sb.append("  connect connect-from to connect-to").append(straight).append(' ').append(value)
                        .append("   # connectRegion1White/Black, connectRegion2White/Black").append(note).append('\n');
            }
        }
    }

    /** {@code wallingRule} (duck, arrow, static, past, edge), {@code wallOrMove}, {@code wallingRegionWhite/Black}. */
    private void walls(StringBuilder sb) {
        String rule = get("wallingRule", "none");
        boolean orMove = flag("wallOrMove", false);
        String zone = null;
        if (keys.containsKey("wallingRegionWhite") || keys.containsKey("wallingRegionBlack")) {
            if (rule.equals("past") || rule.equals("none")) reason(keys.containsKey("wallingRegionWhite") ? "wallingRegionWhite" : "wallingRegionBlack",
                    "with wallingRule = " + shown(rule) + " cannot be said: ignored");
            else if (zone("walls", "wallingRegionWhite", allRanks(), "wallingRegionBlack", allRanks())) zone = "walls";
        }
        String in = zone == null ? "" : " in " + zone;
        if (orMove && !rule.equals("edge")) reason("wallOrMove", "with wallingRule = " + shown(rule) + " cannot be said: ignored");
        String wallRule = SectionWords.WALL_OF.get(rule);
        if (rule.equals("edge")) {
            if (orMove) sb.append("  wall at edge instead of move").append(in).append("   # wallingRule = edge, wallOrMove = true\n");
            else reason("wallingRule", "= edge without wallOrMove (a wall at the edge after each move) cannot be said: ignored");
        } else if (wallRule == null) {
            reason("wallingRule", "is duck, arrow, static, past, edge or none, not '" + shown(rule) + "': ignored");
        } else if (!wallRule.isEmpty()) {
            // A wall left on the square a piece leaves has no zone.
            sb.append("  ").append(wallRule).append(rule.equals("past") ? "" : in).append("   # wallingRule = ").append(rule).append('\n');
        }
    }

    /** Every rank of the board as a region ({@code *1 *2 ...}). */
    private String allRanks() {
        StringBuilder sb = new StringBuilder();
        for (int r = 1; r <= ranks; r++) sb.append(r > 1 ? " " : "").append('*').append(r);
        return sb.toString();
    }

    /**
     * The file (0 = a) of White's piece with this letter on the first rank of a start position's
     * board string ({@code .../RNBQKBNR[hand]}), or -1 when none stands there. Promotion marks
     * ({@code +}, {@code ~}) take no square.
     */
}
