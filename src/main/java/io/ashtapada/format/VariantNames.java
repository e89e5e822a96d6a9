package io.ashtapada.format;

import java.util.Locale;
import java.util.Map;

/**
 * The names other tools give the variants that ship with Ashtapada, for PGN's {@code [Variant]}
 * tag: lichess's name where lichess plays the variant (its PGN export writes {@code Standard},
 * {@code Crazyhouse}, {@code King of the Hill}), otherwise Fairy-Stockfish's {@code UCI_Variant}
 * name, which the example files are named after. A variant not listed here keeps its own title.
 */
public final class VariantNames {
    private VariantNames() {
    }

    /** Variant title (lower case) to the name written in {@code [Variant]}. */
    private static final Map<String, String> BY_TITLE = Map.ofEntries(
            Map.entry("chess", "Standard"),
            Map.entry("three-check", "Three-check"),
            Map.entry("antichess", "Antichess"),
            Map.entry("atomic chess", "Atomic"),
            Map.entry("crazyhouse", "Crazyhouse"),
            Map.entry("horde", "Horde"),
            Map.entry("king of the hill", "King of the Hill"),
            Map.entry("racing kings", "Racing Kings"),
            Map.entry("giveaway", "giveaway"),
            Map.entry("berolina", "berolina"),
            Map.entry("capablanca", "capablanca"),
            Map.entry("chessgi", "chessgi"),
            Map.entry("dobutsu shogi", "dobutsu"),
            Map.entry("extinction chess", "extinction"),
            Map.entry("grand chess", "grand"),
            Map.entry("grasshopper chess", "grasshopper"),
            Map.entry("janggi", "janggi"),
            Map.entry("knightmate", "knightmate"),
            Map.entry("legan chess", "legan"),
            Map.entry("loop", "loop"),
            Map.entry("los alamos", "losalamos"),
            Map.entry("makruk", "makruk"),
            Map.entry("minishogi", "minishogi"),
            Map.entry("nightrider", "nightrider"),
            Map.entry("omicron", "omicron"),
            Map.entry("pawn back", "pawnback"),
            Map.entry("pawn sideways", "pawnsideways"),
            Map.entry("placement", "placement"),
            Map.entry("seirawan", "seirawan"),
            Map.entry("shako", "shako"),
            Map.entry("shatranj", "shatranj"),
            Map.entry("shogi", "shogi"),
            Map.entry("s-house", "shouse"),
            Map.entry("sittuyin", "sittuyin"),
            Map.entry("spartan chess", "spartan"),
            Map.entry("tencubed", "tencubed"),
            Map.entry("torpedo", "torpedo"),
            Map.entry("xiangqi", "xiangqi"));

    /** Other spellings a PGN from elsewhere may use, per written name (lower case, spaces and dashes dropped). */
    private static final Map<String, String> ALIASES = Map.ofEntries(
            Map.entry("chess", "Standard"),
            Map.entry("standard", "Standard"),
            Map.entry("fromposition", "Standard"),
            Map.entry("threecheck", "Three-check"),
            Map.entry("3check", "Three-check"),
            Map.entry("atomic", "Atomic"),
            Map.entry("kingofthehill", "King of the Hill"),
            Map.entry("koth", "King of the Hill"),
            Map.entry("racingkings", "Racing Kings"),
            Map.entry("zh", "Crazyhouse"));

    /**
     * The name a PGN's {@code [Variant]} tag gives this variant: the definition's own
     * {@code names} (lichess's, else Fairy-Stockfish's), else the table here by title.
     */
    public static String pgnName(io.ashtapada.model.RuleModel model) {
        String own = model.names().getOrDefault("lichess", model.names().get("fairy-stockfish"));
        return own != null ? own : pgnName(model.title());
    }

    /** Does a {@code [Variant]} value name this variant: a name of its {@code names} line, or as {@link #names(String, String)} says? */
    public static boolean names(String tag, io.ashtapada.model.RuleModel model) {
        for (String n : model.names().values()) if (key(n).equals(key(tag))) return true;
        String own = pgnName(model);
        if (key(own).equals(key(tag))) return true;
        String alias = ALIASES.get(key(tag));
        return alias != null && key(alias).equals(key(own)) || names(tag, model.title());
    }

    /** The name Fairy-Stockfish gives this variant ({@code UCI_Variant}): the definition's {@code names}, or null. */
    public static String fairyStockfishName(io.ashtapada.model.RuleModel model) {
        return model.names().get("fairy-stockfish");
    }

    /** The name a PGN's {@code [Variant]} tag gives a variant of this title, by the table (definitions without a {@code names} line). */
    public static String pgnName(String title) {
        return BY_TITLE.getOrDefault(title.toLowerCase(Locale.ROOT), title);
    }

    /**
     * Does a {@code [Variant]} value name the variant of this title? Its own title, the name
     * {@link #pgnName} writes and the usual other spellings are accepted, in any case.
     */
    public static boolean names(String tag, String title) {
        if (tag.equalsIgnoreCase(title)) return true;
        String mine = key(pgnName(title));
        String k = key(tag);
        if (k.equals(mine)) return true;
        String alias = ALIASES.get(k);
        return alias != null && key(alias).equals(mine);
    }

    private static String key(String s) {
        return s.toLowerCase(Locale.ROOT).replace(" ", "").replace("-", "").replace("_", "");
    }
}
