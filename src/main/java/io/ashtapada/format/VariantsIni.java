package io.ashtapada.format;

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
 * Fairy-Stockfish's {@code variants.ini} format read into definitions in Ashtapada's language:
 * one definition per section ({@code [name]} or {@code [name:parent]}, the parent an earlier
 * section or one of the built-ins {@code chess}, {@code fairy}, {@code crazyhouse},
 * {@code giveaway}, {@code antichess}, {@code atomic}, {@code kingofthehill}, {@code 3check},
 * {@code gardner}, {@code losalamos}, {@code capablanca}, {@code racingkings}, {@code extinction}),
 * written from the
 * section's keys as Fairy-Stockfish's documentation describes them: the pieces (predefined
 * types such as {@code knight = n}, {@code customPieceN = a:XBETZA}, {@code king = k[:XBETZA]}),
 * the board ({@code maxFile}, {@code maxRank}), {@code startFen}, pawn double steps and
 * promotion ({@code promotionRegionWhite/Black}, {@code promotionPieceTypes},
 * {@code promotedPieceType}, {@code mandatory...Promotion}), castling, drops and hands
 * ({@code pieceDrops}, {@code capturesToHand}, {@code dropLoop}, {@code dropNoDoubled},
 * {@code shogiPawnDropMateIllegal}, {@code mustDrop}), and the end rules ({@code checking},
 * {@code stalemateValue}, {@code nMoveRule}, {@code nFoldRule}, {@code mustCapture},
 * {@code extinction...}, {@code flag...}, {@code checkCounting}, {@code blastOnCapture}).
 * Every key that cannot be said, or only approximately, gets a one-line reason
 * {@code file:line:col: message}; a section that cannot be written at all gets no text.
 *
 * <p>The input is limited to {@link #MAX_CHARS} characters and read in one pass; each
 * section's settings are resolved once, so the time is linear in the input for any chain of
 * parents. Nothing here is taken from Fairy-Stockfish's code or files: the key meanings are its
 * documented ones.
 */
public final class VariantsIni {
    /** The longest input read (Fairy-Stockfish's own file is about 100 K characters). */
    public static final int MAX_CHARS = 1 << 20;
    /** The most sections read. */
    public static final int MAX_SECTIONS = 2000;

    /**
     * One section's result: its name, the definition text (null when none could be written), and
     * the reasons; the last {@code displayOnly} of them are about keys that change no rule
     * (display or evaluation only), which {@code validate} does not count against the file.
     */
    public record Converted(String name, String definition, List<String> reasons, int displayOnly, Map<String, String> parentFiles) {
        public Converted(String name, String definition, List<String> reasons, int displayOnly) {
            this(name, definition, reasons, displayOnly, Map.of());
        }

        public Converted(String name, String definition, List<String> reasons) {
            this(name, definition, reasons, 0);
        }

        /**
         * Every file needed to compile the definition, by name: {@code NAME.variant} (the
         * definition itself, named by {@link #fileName(String)}) and, for a section whose parent is
         * a shipped definition, that definition and the files it extends.
         */
        public Map<String, String> files() {
            Map<String, String> all = new LinkedHashMap<>();
            all.put(fileName(name), definition);
            parentFiles.forEach(all::putIfAbsent);
            return all;
        }

        /** How many reasons are about keys that change a rule and could not be said. */
        public int ruleReasons() {
            return reasons.size() - displayOnly;
        }
    }

    /** A value with the place it was written; line 0 for a built-in parent's setting. */
    record Setting(String value, int line, int col) {
    }

    record Section(String name, String parent, int line, Map<String, Setting> own) {
    }

    /** Fairy-Stockfish's predefined piece types and their moves (its documentation's list, in XBetza). */
    static final Map<String, String> PREDEFINED = Map.ofEntries(
            Map.entry("pawn", "fmWfceF"), Map.entry("knight", "N"), Map.entry("bishop", "B"), Map.entry("rook", "R"),
            Map.entry("queen", "Q"), Map.entry("fers", "F"), Map.entry("alfil", "A"), Map.entry("fersAlfil", "FA"),
            Map.entry("silver", "FfW"), Map.entry("aiwok", "RNF"), Map.entry("bers", "RF"), Map.entry("archbishop", "BN"),
            Map.entry("chancellor", "RN"), Map.entry("amazon", "QN"), Map.entry("knibis", "mNcB"), Map.entry("biskni", "mBcN"),
            Map.entry("kniroo", "mNcR"), Map.entry("rookni", "mRcN"), Map.entry("shogiPawn", "fW"), Map.entry("lance", "fR"),
            Map.entry("shogiKnight", "ffN"), Map.entry("gold", "WfF"), Map.entry("dragonHorse", "BW"), Map.entry("clobber", "cW"),
            Map.entry("breakthrough", "fmWfF"), Map.entry("cannon", "mRcpR"), Map.entry("janggiCannon", "pR"),
            Map.entry("soldier", "fsW"), Map.entry("horse", "nN"), Map.entry("elephant", "nA"), Map.entry("janggiElephant", "nZ"),
            Map.entry("banner", "RcpRnN"), Map.entry("wazir", "W"), Map.entry("commoner", "K"), Map.entry("centaur", "KN"),
            Map.entry("king", "K"), Map.entry("immobile", ""));

    /** Display-only keys: XBoard's pictures and pockets, the engine's evaluation; they change no rule. */
    static final Set<String> DISPLAY = Set.of("pieceToCharTable", "pocketSize", "variantTemplate", "pieceValueMg",
            "pieceValueEg");

    /** The built-in parents this import knows, as the keys they amount to. */
    private static final Map<String, Map<String, String>> BUILT_INS = builtIns();

    private static Map<String, Map<String, String>> builtIns() {
        Map<String, String> chess = new LinkedHashMap<>();
        chess.put("pawn", "p");
        chess.put("knight", "n");
        chess.put("bishop", "b");
        chess.put("rook", "r");
        chess.put("queen", "q");
        chess.put("king", "k");
        Map<String, Map<String, String>> m = new HashMap<>();
        m.put("chess", chess);
        m.put("fairy", chess);
        Map<String, String> zh = new LinkedHashMap<>(chess);
        zh.put("pieceDrops", "true");
        zh.put("capturesToHand", "true");
        zh.put("startFen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1");
        m.put("crazyhouse", zh);
        Map<String, String> giveaway = new LinkedHashMap<>(chess);
        giveaway.remove("king");
        giveaway.put("commoner", "k");
        giveaway.put("promotionPieceTypes", "nbrqk");
        giveaway.put("mustCapture", "true");
        giveaway.put("stalemateValue", "win");
        giveaway.put("extinctionValue", "win");
        giveaway.put("extinctionPieceTypes", "*");
        m.put("giveaway", giveaway);
        Map<String, String> antichess = new LinkedHashMap<>(giveaway);
        antichess.put("castling", "false");
        antichess.put("startFen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");
        m.put("antichess", antichess);
        Map<String, String> atomic = new LinkedHashMap<>(chess);
        atomic.put("blastOnCapture", "true");
        atomic.put("extinctionValue", "loss");
        atomic.put("extinctionPieceTypes", "k");
        m.put("atomic", atomic);
        Map<String, String> hill = new LinkedHashMap<>(chess);
        hill.put("flagPiece", "k");
        hill.put("flagRegionWhite", "d4 e4 d5 e5");
        hill.put("flagRegionBlack", "d4 e4 d5 e5");
        m.put("kingofthehill", hill);
        Map<String, String> threeCheck = new LinkedHashMap<>(chess);
        threeCheck.put("checkCounting", "true");
        threeCheck.put("startFen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1");
        m.put("3check", threeCheck);
        Map<String, String> gardner = new LinkedHashMap<>(chess);
        gardner.put("maxRank", "5");
        gardner.put("maxFile", "5");
        gardner.put("startFen", "rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1");
        gardner.put("promotionRegionWhite", "*5");
        gardner.put("promotionRegionBlack", "*1");
        gardner.put("doubleStep", "false");
        gardner.put("castling", "false");
        m.put("gardner", gardner);
        Map<String, String> losAlamos = new LinkedHashMap<>(chess);
        losAlamos.remove("bishop");
        losAlamos.put("maxRank", "6");
        losAlamos.put("maxFile", "6");
        losAlamos.put("startFen", "rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1");
        losAlamos.put("promotionRegionWhite", "*6");
        losAlamos.put("promotionRegionBlack", "*1");
        losAlamos.put("promotionPieceTypes", "nrq");
        losAlamos.put("doubleStep", "false");
        losAlamos.put("castling", "false");
        m.put("losalamos", losAlamos);
        Map<String, String> capablanca = new LinkedHashMap<>(chess);
        capablanca.put("archbishop", "a");
        capablanca.put("chancellor", "c");
        capablanca.put("maxFile", "10");
        capablanca.put("startFen", "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1");
        capablanca.put("castlingKingsideFile", "i");
        capablanca.put("castlingQueensideFile", "c");
        capablanca.put("promotionPieceTypes", "nbrqac");
        m.put("capablanca", capablanca);
        Map<String, String> racing = new LinkedHashMap<>(chess);
        racing.remove("pawn");
        racing.put("startFen", "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1");
        racing.put("checking", "false");
        racing.put("castling", "false");
        racing.put("flagPiece", "k");
        racing.put("flagRegionWhite", "*8");
        racing.put("flagRegionBlack", "*8");
        racing.put("flagMove", "true");
        m.put("racingkings", racing);
        Map<String, String> extinction = new LinkedHashMap<>(chess);
        extinction.remove("king");
        extinction.put("commoner", "k");
        extinction.put("promotionPieceTypes", "nbrqk");
        extinction.put("extinctionValue", "loss");
        extinction.put("extinctionPieceTypes", "kqrbnp");
        m.put("extinction", extinction);
        return Map.copyOf(m);
    }

    private static final Pattern HEADER = Pattern.compile("\\[([A-Za-z0-9_+.-]{1,64})(?::([A-Za-z0-9_+.-]{1,64}))?\\]");
    private static final Pattern KEY = Pattern.compile("[A-Za-z][A-Za-z0-9]{0,63}");

    final String file;
    private final List<String> problems = new ArrayList<>();

    private VariantsIni(String file) {
        this.file = file;
    }

    /**
     * Every section of a variants.ini text as a definition, in the file's order; problems of the
     * file itself (a line that is neither a section, a key nor a comment) are reported as reasons
     * of the section they stand in, or of a first entry named {@code ""}.
     */
    public static List<Converted> convert(String fileName, String text) {
        return new VariantsIni(fileName).run(text);
    }

    String at(int line, int col, String message) {
        return file + ":" + line + ":" + col + ": " + message;
    }

    private List<Converted> run(String text) {
        List<Converted> out = new ArrayList<>();
        if (text.length() > MAX_CHARS) {
            out.add(new Converted("", null, List.of(at(1, 1, "longer than " + MAX_CHARS + " characters; nothing read"))));
            return out;
        }
        List<Section> sections = new ArrayList<>();
        Map<Section, List<String>> early = new java.util.IdentityHashMap<>();
        List<String> outside = new ArrayList<>();
        Section current = null;
        int lineNo = 0;
        for (String raw : text.split("\n", -1)) {
            lineNo++;
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#") || line.startsWith(";")) continue;
            List<String> sink = current == null ? outside : early.get(current);
            int indent = raw.indexOf(line.charAt(0)) + 1;
            if (line.startsWith("[")) {
                Matcher h = HEADER.matcher(line);
                if (!h.matches()) {
                    sink.add(at(lineNo, indent, "not a section header: " + shown(line)));
                    current = null;
                    continue;
                }
                if (sections.size() >= MAX_SECTIONS) {
                    outside.add(at(lineNo, indent, "more than " + MAX_SECTIONS + " sections; the rest is not read"));
                    break;
                }
                current = new Section(h.group(1), h.group(2), lineNo, new LinkedHashMap<>());
                sections.add(current);
                early.put(current, new ArrayList<>());
                continue;
            }
            int eq = line.indexOf('=');
            String key = eq < 0 ? "" : line.substring(0, eq).strip();
            if (eq < 0 || !KEY.matcher(key).matches()) {
                sink.add(at(lineNo, indent, "not a 'key = value' line: " + shown(line)));
                continue;
            }
            if (current == null) {
                sink.add(at(lineNo, indent, "key '" + key + "' outside a section"));
                continue;
            }
            String value = line.substring(eq + 1).strip();
            current.own().put(key, new Setting(value, lineNo, indent));
        }
        if (!outside.isEmpty()) out.add(new Converted("", null, outside));
        Map<String, Map<String, Setting>> resolved = new HashMap<>();
        Map<String, Converted> onShipped = new HashMap<>();
        for (Section s : sections) {
            List<String> reasons = new ArrayList<>(early.get(s));
            Map<String, Setting> keys = new LinkedHashMap<>();
            if (s.parent() != null) {
                Map<String, Setting> parent = resolved.get(s.parent());
                if (parent == null && BUILT_INS.containsKey(s.parent())) {
                    parent = new LinkedHashMap<>();
                    for (Map.Entry<String, String> e : BUILT_INS.get(s.parent()).entrySet())
                        parent.put(e.getKey(), new Setting(e.getValue(), 0, 0));
                }
                if (parent == null && onShipped.containsKey(s.parent())) {
                    // Two levels: the parent section was written on a shipped definition; the child extends what was written.
                    ShippedParent written = imported(onShipped.get(s.parent()));
                    if (written == null) {
                        reasons.add(at(s.line(), 1, "parent '" + s.parent() + "' was written on a shipped definition, but not so that it compiles: "
                                + "nothing to extend"));
                        out.add(new Converted(s.name(), null, reasons));
                        continue;
                    }
                    Converted c = new OnShipped(this, s, written, reasons).write();
                    onShipped.put(s.name(), c);
                    out.add(c);
                    continue;
                }
                if (parent == null) {
                    ShippedParent shipped = ShippedParent.find(s.parent());
                    if (shipped != null) {
                        Converted c = new OnShipped(this, s, shipped, reasons).write();
                        onShipped.put(s.name(), c);
                        out.add(c);
                        continue;
                    }
                }
                if (parent == null) {
                    reasons.add(at(s.line(), 1, "parent '" + s.parent() + "' is neither an earlier section, a built-in the "
                            + "import knows (" + String.join(", ", new java.util.TreeSet<>(BUILT_INS.keySet())) + ") nor a "
                            + "shipped definition (examples/NAME.variant)"));
                    out.add(new Converted(s.name(), null, reasons));
                    continue;
                }
                keys.putAll(parent);
            }
            keys.putAll(s.own());
            resolved.put(s.name(), keys);
            out.add(new SectionWriter(this, s, keys, reasons).write());
        }
        return out;
    }

    /** A section written on a shipped parent, compiled, as the parent of another section; null when it does not compile. */
    private final Set<String> importedParents = new java.util.HashSet<>();

    /** Is this parent name a section of the file written on a shipped definition (two levels), rather than a shipped definition? */
    boolean importedParent(String name) {
        return importedParents.contains(name);
    }

    private ShippedParent imported(Converted c) {
        if (c.definition() == null) return null;
        String file = fileName(c.name());
        try {
            VariantInfo info = io.ashtapada.api.Ashtapada.defaults().compile(file, c.files()).describe();
            String name = file.substring(0, file.length() - ".variant".length());
            importedParents.add(name);
            return ShippedParent.of(name, c.files(), info);
        } catch (io.ashtapada.api.DefinitionException | RuntimeException e) {
            return null;
        }
    }

    /**
     * Zone terms for a Fairy-Stockfish region ({@code *8}, {@code a*}, {@code d4 e4}) on a board of
     * {@code files} x {@code ranks}, or null (a reason given through {@code reason}). Its regions are
     * bitboards: a square off the board is simply not in it, so it is left out with a reason.
     */
    static String terms(String key, String bitboard, int files, int ranks, java.util.function.BiConsumer<String, String> reason) {
        List<String> t = new ArrayList<>();
        for (String tok : bitboard.trim().split("\\s+")) {
            if (tok.isEmpty() || tok.equals("-")) continue;
            Matcher m = REGION_TOKEN.matcher(tok);
            if (!m.matches() || tok.equals("**")) {
                reason.accept(key, "has '" + shown(tok) + "', which is not a square, *RANK or FILE*");
                return null;
            }
            String f = m.group(1), r = m.group(2);
            if (!f.equals("*") && f.charAt(0) - 'a' >= files || !r.equals("*") && (Integer.parseInt(r) < 1 || Integer.parseInt(r) > ranks)) {
                reason.accept(key, "has '" + tok + "', off the board: left out, as Fairy-Stockfish does");
                continue;
            }
            t.add(f.equals("*") ? "rank " + r : r.equals("*") ? "file " + f : tok);
        }
        return t.isEmpty() ? null : String.join(", ", t);
    }

    private static final Pattern REGION_TOKEN = Pattern.compile("([a-z*])(\\d{1,2}|\\*)");

    static String shown(String s) {
        return s.length() <= 80 ? s : s.substring(0, 80) + "...";
    }


    /** The lower-case form of a section name, as a file name ({@code NAME.variant}): letters, digits and dashes. */
    public static String fileName(String section) {
        String s = section.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9-]", "-");
        return (s.isEmpty() ? "variant" : s) + ".variant";
    }
}
