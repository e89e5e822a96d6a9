package io.ashtapada.syntax;

import java.util.List;
import java.util.Map;

/**
 * The project's own syntax tree: what a definition file says, with positions, and nothing
 * resolved yet. ANTLR's generated classes stop at {@link AstBuilder}; everything after
 * works on these records.
 */
public final class Ast {
    private Ast() {
    }

    /** A whole file. {@code parent} is the extended file's path as written, or null. */
    public record Definition(Pos pos, String title, String parent, Pos parentPos, List<Decl> decls) {
    }

    /** Any top-level declaration. */
    public sealed interface Decl permits BoardDecl, PlayersDecl, ZoneDecl, PieceDecl, CastlingDecl,
            SetupDecl, RulesDecl, HookDecl, DiceDecl, ScoringDecl, NotationDecl, NamesDecl, EvaluationDecl {
        Pos pos();
    }

    /** A name as written, with its position. */
    public record Name(Pos pos, String text) {
        @Override
        public String toString() {
            return text;
        }
    }

    // ------------------------------------------------------------ board
    public record BoardDecl(Pos pos, Name firstFile, Name lastFile, Integer firstRank, Integer lastRank,
                            Pos filesPos, Pos ranksPos, List<Extra> extras, List<Name> removed, String onlyColour) implements Decl {
        /** A board declaration without {@code only dark|light}. */
        public BoardDecl(Pos pos, Name firstFile, Name lastFile, Integer firstRank, Integer lastRank,
                         Pos filesPos, Pos ranksPos, List<Extra> extras, List<Name> removed) {
            this(pos, firstFile, lastFile, firstRank, lastRank, filesPos, ranksPos, extras, removed, null);
        }
    }

    /** An extra square; x/y are null when the name itself gives the coordinates. */
    public record Extra(Name name, Integer x, Integer y) {
    }

    // ------------------------------------------------------------ players
    public record PlayersDecl(Pos pos, List<PlayerItem> players) implements Decl {
    }

    /**
     * One player as written: {@code forward} is the facing word; {@code turned}: the player's frame
     * is the first player's turned about the centre, not mirrored; {@code colour} is for displays
     * (null when not given).
     */
    public record PlayerItem(Name id, String display, String forward, boolean turned, String colour) {
    }

    // ------------------------------------------------------------ zones
    /** {@code overrides}: squares given explicitly for one player ({@code for black = ...}). */
    public record ZoneDecl(Pos pos, Name id, boolean absolute, ZoneExpr expr, List<ZoneFor> overrides) implements Decl {
    }

    public record ZoneFor(Name player, ZoneExpr expr) {
    }

    public sealed interface ZoneExpr permits ZoneAnd, ZoneOr, ZoneExcept, ZoneRanks, ZoneFiles, ZoneColour,
            ZoneAll, ZoneRef {
        Pos pos();
    }

    public record ZoneAnd(Pos pos, ZoneExpr left, ZoneExpr right) implements ZoneExpr {
    }

    public record ZoneOr(Pos pos, List<ZoneExpr> parts) implements ZoneExpr {
    }

    public record ZoneExcept(Pos pos, ZoneExpr left, ZoneExpr right) implements ZoneExpr {
    }

    public record ZoneRanks(Pos pos, int lo, int hi) implements ZoneExpr {
    }

    public record ZoneFiles(Pos pos, Name lo, Name hi) implements ZoneExpr {
    }

    public record ZoneColour(Pos pos, boolean light) implements ZoneExpr {
    }

    public record ZoneAll(Pos pos) implements ZoneExpr {
    }

    /** A zone name or a square name; the compiler decides which. */
    public record ZoneRef(Pos pos, Name name) implements ZoneExpr {
    }

    // ------------------------------------------------------------ pieces
    public record PieceDecl(Pos pos, Name id, List<PieceItem> items) implements Decl {
    }

    public sealed interface PieceItem permits Letter, Image, Royal, PawnFlag, Passable, Value, Betza, Move, Promote, Drop,
            PathMove, Restrain, Immune, FirstOnly, FirstRight, Facing, NotOver, NotTaking, Turn, NeverMoves {
        Pos pos();
    }

    /** {@code not over KINDS}: the kind's hops may not use a piece of these kinds as their screen. */
    public record NotOver(Pos pos, List<Name> kinds) implements PieceItem {
    }

    /** {@code not taking KINDS}: the kind never captures a piece of these kinds. */
    public record NotTaking(Pos pos, List<Name> kinds) implements PieceItem {
    }

    public record Letter(Pos pos, String letter) implements PieceItem {
    }

    /** {@code image NAME}: the picture the board draws for the kind. */
    public record Image(Pos pos, Name image) implements PieceItem {
    }

    public record Royal(Pos pos) implements PieceItem {
    }

    /** {@code never moves}: the kind has no moves; its pieces stand where they are put until taken. */
    public record NeverMoves(Pos pos) implements PieceItem {
    }

    public record PawnFlag(Pos pos) implements PieceItem {
    }

    public record Passable(Pos pos, Name zone) implements PieceItem {
    }

    public record Value(Pos pos, double value) implements PieceItem {
    }

    /** {@code royalOnly}: where {@code royal-only} was written, or null. */
    public record Betza(Pos pos, Pos codePos, String code, Name fromZone, Name toZone, DiceWhen when, Pos royalOnly)
            implements PieceItem {
    }

    /** A dice condition: both dice show {@code face}; {@code again}: after re-rolling that same double. */
    public record DiceWhen(Pos pos, int face, boolean again) {
    }

    /** A multi-leg move; each leg's vectors are meant in all rotations and reflections. */
    public record PathMove(Pos pos, List<Leg> legs, boolean stopOnCapture, boolean noRoyalCapture, DiceWhen when)
            implements PieceItem {
    }

    public record Leg(Pos pos, List<int[]> vectors, boolean moveOnly) {
    }

    /** An unmoved piece of this kind may not capture (onto the zone, when given). */
    public record Restrain(Pos pos, Name zone) implements PieceItem {
    }

    /** An unmoved piece of this kind may not be captured (by a capturer standing in the zone, when given). */
    public record Immune(Pos pos, Name zone) implements PieceItem {
    }

    /** An unmoved piece of this kind standing in the zone may only move sideways and/or capture. */
    public record FirstOnly(Pos pos, Name zone, boolean sideways, boolean capture) implements PieceItem {
    }

    /**
     * Rights that depend on history: the kind's first-move moves are not made in check
     * ({@code notInCheck}), and are lost once an enemy piece of kind {@code lostBy} (null: none)
     * moves onto the piece's rank or file.
     */
    public record FirstRight(Pos pos, boolean notInCheck, Name lostBy) implements PieceItem {
    }

    /** The kind faces its owner's {@code side}: forward, right, backward or left. */
    public record Facing(Pos pos, String side) implements PieceItem {
    }

    /** A structured move: kind leap/slide/hop, vector, options as written ({@code royalOnly}: where {@code royal-only} was, or null). */
    public record Move(Pos pos, String kind, int x, int y, List<String> directions, int range, boolean moveOnly,
                       boolean captureOnly, boolean firstMove, boolean lame, boolean enPassant,
                       Name fromZone, Name toZone, boolean jumpFirst, DiceWhen when, Pos royalOnly) implements PieceItem {
    }

    /**
     * A promotion rule. {@code fileType}: choices come from the back rank of the landing file
     * ({@code royalAs} replaces a royal there), or from {@code fileTypes} (one kind per file, from
     * the piece's left) when that list is not empty; {@code minMoves}/{@code movesIfUnused}: 0 when absent;
     * {@code barred}: where {@code barred} was written ({@code if lost else barred}), or null.
     * {@code inPlace}, {@code lastAnywhere}, {@code noCheck}, {@code noAttack}, {@code limitPos}: where
     * {@code in place}, {@code anywhere if last}, {@code no check}, {@code no attack} and
     * {@code at most N on board} were written, or
     * null; {@code step}: the XBetza of {@code or by "..."} (at {@code stepPos}), or null;
     * {@code limit}: N of {@code at most N on board}, 0 when absent.
     */
    public record Promote(Pos pos, Name zone, List<Name> choices, boolean fileType, Name royalAs, List<Name> fileTypes,
                          boolean optional, Name compulsoryZone, int minMoves, int movesIfUnused, boolean ifLost,
                          Pos barred, boolean fromInside, Pos inPlace, String step, Pos stepPos, int limit,
                          Pos limitPos, Pos lastAnywhere, Pos noCheck, Pos noAttack, Name limitKind, int limitCount,
                          List<PlayerChoices> perPlayer)
            implements PieceItem {
    }

    /**
     * {@code drop to ZONE ...}; {@code perFile}: at most that many unpromoted pieces of the kind on a
     * file after a drop (0: no limit; 1: {@code one per file}; -1: written as 0, an error);
     * {@code place} says where besides the zone it may land (ANY: anywhere in it), {@code fill}
     * names the zone filled first (or null), {@code endless} a hand that never runs out,
     * {@code eitherSide} a piece that may be dropped turned over.
     */
    public record Drop(Pos pos, Name zone, boolean thenAdvance, boolean splitColours, int perFile,
                       boolean noMate, DropPlace place, Name fill, boolean endless, boolean eitherSide) implements PieceItem {
    }

    /** Where a drop may land besides its zone: the words after the drop's other options. */
    public enum DropPlace {
        /** anywhere in the zone */
        ANY,
        /** {@code enclosing}: enemy pieces lie in a line between it and a piece of the dropper */
        ENCLOSING,
        /** {@code next to own}: a king's step from a piece of the dropper */
        NEXT_TO_OWN,
        /** {@code not orthogonally next to enemy} */
        APART,
        /** {@code falling}: the lowest empty square of a file */
        FALLING,
        /** {@code from any side}: slid in from an edge up to the first piece or the far edge */
        FROM_A_SIDE
    }

    /** {@code for PLAYER to KINDS} in a promotion: that player's kinds instead of the first list. */
    public record PlayerChoices(Name player, List<Name> choices) {
    }

    /** {@code turns over to KIND with every move|capture}: the piece flips to KIND and back (Kyoto and micro shogi). */
    public record Turn(Pos pos, Name target, boolean onCapture) implements PieceItem {
    }

    // ------------------------------------------------------------ castling
    public record CastlingDecl(Pos pos, List<CastlePair> pairs, List<CastleRule> rules, List<CastleAnywhere> anywhere) implements Decl {
    }

    /** {@code player}: this pair is for that player only, as written (null: mirrored for all). */
    /** A castling; {@code partnerKind} (or null) names the partner's kind where the setup holds it in hand. */
    public record CastlePair(Pos pos, Name kingFrom, Name kingTo, Name partnerFrom, Name partnerTo, Name player,
                             Name partnerKind) {
    }

    /** {@code castle anywhere to KT with KIND to PT}: Chess960 castling for any array. */
    public record CastleAnywhere(Pos pos, Name kingTo, Name partner, Name partnerTo) {
    }

    public record CastleRule(Pos pos, List<Integer> steps, Name partner) {
    }

    // ------------------------------------------------------------ setup
    public record SetupDecl(Pos pos, String fen, Pos fenPos, List<Placement> placements, List<HandItem> hands,
                            boolean mirror, Shuffle shuffle) implements Decl {
    }

    /**
     * {@code shuffle ZONE { ... }} after a setup string: each game's start array drawn among the
     * arrays of the zone's pieces that meet the conditions.
     *
     * @param opposite per {@code KIND, ... on opposite colours}, its kinds
     * @param between  per {@code KIND between KIND}, the inner kind and the outer
     */
    public record Shuffle(Pos pos, Name zone, List<List<Name>> opposite, List<Name[]> between) {
    }

    public record Placement(Pos pos, Name owner, Name piece, List<Name> squares) {
    }

    public record HandItem(Pos pos, Name owner, Name piece, int count) {
    }

    // ------------------------------------------------------------ rules
    /** A {@code rules} block; {@code only}: it replaces the inherited rules instead of adding to them. */
    public record RulesDecl(Pos pos, List<Rule> rules, boolean only) implements Decl {
    }

    /**
     * One item of the {@code rules} block: a record per alternative of the grammar's
     * {@code ruleItem}, its words read once here. A count or outcome is null only where the
     * parser already reported a syntax error.
     */
    public sealed interface Rule permits CheckRule, CaptureRoyalRule, StalemateRule, FiftyMoveRule, RepetitionRule,
            PlyLimitRule, PerpetualCheckRule, CapturesToHandRule, MustDropRule, GateRule, NCheckRule, ReachRule, ExtinctionRule,
            MustCaptureRule, RoyalStaysRule, ChecksForbiddenRule, DropChecksForbiddenRule, NoCheckRule, DupleCheckRule, AnyRoyalCheckRule, RoyalWhileRule, ExplodeRule, BlastImmuneRule, PassRule,
            BikjangRule, DrawOddsRule, CheckmateRule, CheckmateByRule, CheckmateNeedsRule, FlipRule, FullBoardRule, MostPiecesRule, WallRule,
            CastlingWinsRule, OppositeCastlingRule, PetrifyRule, Sentence {
        Pos pos();

        /** The rule's first word as written, which messages about it quote. */
        String keyword();
    }

    /** The result a rule gives the player it concerns. */
    public enum Outcome {
        DRAW, WIN, LOSS;

        /** The word of the language: {@code draw}, {@code win}, {@code loss}. */
        public String word() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** {@code check}: check rules (the default). */
    public record CheckRule(Pos pos) implements Rule {
        public String keyword() { return "check"; }
    }

    /** {@code capture-royal}: the royal piece may be captured, which ends the game. */
    public record CaptureRoyalRule(Pos pos) implements Rule {
        public String keyword() { return "capture-royal"; }
    }

    /** {@code stalemate draw|win|loss}, the result for the stalemated player. */
    public record StalemateRule(Pos pos, Outcome outcome) implements Rule {
        public String keyword() { return "stalemate"; }
    }

    /** {@code checkmate draw|win|loss}, the result for the checkmated player. */
    public record CheckmateRule(Pos pos, Outcome outcome) implements Rule {
        public String keyword() { return "checkmate"; }
    }

    /** {@code checkmate by KINDS alone draw|win|loss}: the result for a player checkmated by pieces of these kinds only (shatar). */
    public record CheckmateByRule(Pos pos, List<Name> kinds, Outcome outcome) implements Rule {
        public String keyword() { return "checkmate by ... alone"; }
    }

    /**
     * {@code checkmate needs check by KINDS else draw|win|loss}: a checkmate stands only when a
     * check by one of the kinds is among the mating player's unbroken series of checks; else the
     * result for the checkmated player (shatar's shak).
     */
    public record CheckmateNeedsRule(Pos pos, List<Name> kinds, Outcome outcome) implements Rule {
        public String keyword() { return "checkmate needs check by"; }
    }

    /** {@code fifty-move N}: plies without a pawn move or capture before a draw may be claimed (0: off). */
    public record FiftyMoveRule(Pos pos, Integer plies) implements Rule {
        public String keyword() { return "fifty-move"; }
    }

    /**
     * {@code repetition N [draw|win|loss [for PLAYER]]}: how often a position must occur to end the
     * game (0: off), and the result then for the player to move, or for the named player (null: a
     * draw).
     */
    public record RepetitionRule(Pos pos, Integer times, Outcome outcome, Name player) implements Rule {
        public String keyword() { return "repetition"; }
    }

    /** {@code perpetual check loses}: a repetition made by one player's unbroken checks loses for that player. */
    public record PerpetualCheckRule(Pos pos) implements Rule {
        public String keyword() { return "perpetual"; }
    }

    /** {@code ply-limit N}: the game is drawn after N plies (0: off). */
    public record PlyLimitRule(Pos pos, Integer plies) implements Rule {
        public String keyword() { return "ply-limit"; }
    }

    /** {@code captures to hand [as promoted]}. */
    public record CapturesToHandRule(Pos pos, boolean asPromoted) implements Rule {
        public String keyword() { return "captures"; }
    }

    /** {@code must drop [KIND, ... from hand]}: the kinds, empty for every kind. */
    public record MustDropRule(Pos pos, List<Name> kinds) implements Rule {
        public String keyword() { return "must"; }
    }

    /** {@code gate from hand in ZONE}. */
    public record GateRule(Pos pos, Name zone) implements Rule {
        public String keyword() { return "gate"; }
    }

    /** {@code win by N checks [by KINDS]}; {@code checkers} empty: every kind counts. */
    public record NCheckRule(Pos pos, Integer checks, List<Name> checkers) implements Rule {
        public String keyword() { return "win"; }
    }

    /**
     * {@code reach ZONE with [N] KINDS wins [if safe] [both may reach] [or when full]}; {@code count}
     * the flag pieces that must stand on the zone at once (1 unless written), {@code whenFull} one is
     * enough once the zone has no empty square.
     */
    public record ReachRule(Pos pos, Name zone, int count, List<Name> kinds, boolean ifSafe, boolean bothMayReach,
                            boolean whenFull, boolean orKept, boolean onlyKept) implements Rule {
        public String keyword() { return "reach"; }
    }

    /**
     * {@code extinction of all|KINDS [below N] win|loss}; {@code kinds} empty with {@code all};
     * {@code below} the count under which the result comes (1 unless written).
     */
    public record ExtinctionRule(Pos pos, boolean all, List<Name> kinds, Integer below, Outcome outcome, boolean unlessMutual) implements Rule {
        public String keyword() { return "extinction"; }
    }

    /**
     * An end rule read as a sentence: the grammar alternative's label ({@code lineRule}), the
     * first word, and the values of the alternative's labels as the grammar names them
     * ({@code length=INT} a number, {@code straight='straight'} a word, {@code kinds+=name} names,
     * {@code from=name} a name). The end rules of {@code io.ashtapada.model.ends} read their own
     * sentences by those labels, so a new one needs no record here: its alternative in the
     * grammar, its class and one line in {@code io.ashtapada.model.ends.EndConditions}. A label
     * is absent where its optional words are not written, or where the parser already reported
     * a syntax error.
     *
     * @param form    the alternative's label, as written after {@code #} in the grammar
     * @param keyword the sentence's first word, which messages about it quote
     * @param parts   label to value
     */
    public record Sentence(Pos pos, String form, String keyword, Map<String, Part> parts) implements Rule {
        /** The number labelled so, or {@code otherwise} where it is absent. */
        public int number(String label, int otherwise) {
            return parts.get(label) instanceof Number n ? n.value() : otherwise;
        }

        /** Is the word labelled so written ({@code straight='straight'})? */
        public boolean has(String label) {
            return parts.containsKey(label);
        }

        /** The name labelled so, or null. */
        public Name name(String label) {
            return parts.get(label) instanceof Names n && n.names().size() == 1 ? n.names().get(0) : null;
        }

        /** The names labelled so ({@code kinds+=name}), empty where none is written. */
        public List<Name> names(String label) {
            return parts.get(label) instanceof Names n ? n.names() : List.of();
        }

        /** The word labelled {@code outcome} as an outcome, or null. */
        public Outcome outcome() {
            if (!(parts.get("outcome") instanceof Word w)) return null;
            return switch (w.text()) {
                case "win" -> Outcome.WIN;
                case "loss" -> Outcome.LOSS;
                case "draw" -> Outcome.DRAW;
                default -> null;
            };
        }
    }

    /** The value of one label of a {@link Sentence}. */
    public sealed interface Part permits Number, Word, Names {
    }

    /** A number ({@code size=INT}). */
    public record Number(Pos pos, int value) implements Part {
    }

    /** A word of the grammar ({@code straight='straight'}, {@code outcome=('win' | 'loss')}). */
    public record Word(Pos pos, String text) implements Part {
    }

    /** One name or several ({@code from=name}, {@code kinds+=name}). */
    public record Names(List<Name> names) implements Part {
    }

    /** {@code royal may not flee check}: a royal piece in check moves only to take a lone checker (makpong). */
    public record RoyalStaysRule(Pos pos) implements Rule {
        public String keyword() { return "royal"; }
    }

    /** {@code must capture}. */
    public record MustCaptureRule(Pos pos) implements Rule {
        public String keyword() { return "must"; }
    }

    /** {@code checks forbidden}. */
    public record ChecksForbiddenRule(Pos pos) implements Rule {
        public String keyword() { return "checks"; }
    }

    /** {@code drop checks forbidden}: a drop may not give check. */
    public record DropChecksForbiddenRule(Pos pos) implements Rule {
        public String keyword() { return "drop checks forbidden"; }
    }

    /** {@code no check}. */
    public record NoCheckRule(Pos pos) implements Rule {
        public String keyword() { return "no"; }
    }

    /** {@code duple check}. */
    public record DupleCheckRule(Pos pos) implements Rule {
        public String keyword() { return "duple"; }
    }

    /** {@code any royal attacked is check}. */
    public record AnyRoyalCheckRule(Pos pos) implements Rule {
        public String keyword() { return "any"; }
    }

    /** {@code royal KINDS while at most N}: pieces of those kinds are royal while their player has at most N of the kind. */
    public record RoyalWhileRule(Pos pos, List<Name> kinds, int atMost) implements Rule {
        public String keyword() { return "royal"; }
    }

    /** {@code explosions spare KINDS}. */
    public record BlastImmuneRule(Pos pos, List<Name> immune) implements Rule {
        public String keyword() { return "explosions"; }
    }

    /** {@code captures explode [except KINDS]}. */
    public record ExplodeRule(Pos pos, List<Name> spared) implements Rule {
        public String keyword() { return "captures"; }
    }

    /** {@code pass}. */
    public record PassRule(Pos pos, boolean whenStuck) implements Rule {
        public String keyword() { return "pass"; }
    }

    /** {@code flip enclosed lines}, {@code flip neighbours [unless lone drop]}. */
    public record FlipRule(Pos pos, Flip flip) implements Rule {
        public String keyword() { return "flip"; }
    }

    /** What a {@code flip} rule turns over. */
    public enum Flip {
        /** enemy pieces in a line between the landing square and a piece of the mover */
        ENCLOSED_LINES,
        /** enemy pieces next to the landing square */
        NEIGHBOURS,
        /** as NEIGHBOURS, but a drop with no piece of the mover next to it flips nothing */
        NEIGHBOURS_UNLESS_LONE_DROP
    }

    /** {@code full board ends}. */
    public record FullBoardRule(Pos pos) implements Rule {
        public String keyword() { return "full"; }
    }

    /** {@code most pieces wins}, or with {@code fewest} {@code fewest pieces wins}. */
    public record MostPiecesRule(Pos pos, boolean fewest) implements Rule {
        public String keyword() { return fewest ? "fewest" : "most"; }
    }

    /** {@code bikjang}. */
    /** {@code draw odds PLAYER}: a game a rule ends drawn is that player's win. */
    public record DrawOddsRule(Pos pos, Name player) implements Rule {
        public String keyword() { return "draw"; }
    }

    public record BikjangRule(Pos pos, Outcome outcome) implements Rule {
        public String keyword() { return "bikjang"; }
    }

    /** Where walls go: squares no piece may enter, pass or take. */
    public enum Walling {
        /** {@code duck after each move}: one wall, moved to another empty square after every move. */
        DUCK,
        /** {@code arrow after each move}: a wall on a square the piece that moved could now move to. */
        ARROW,
        /** {@code wall after each move}: a wall on any empty square. */
        ANYWHERE,
        /** {@code wall on square left}: the square a piece leaves becomes a wall. */
        PAST,
        /** {@code wall at edge instead of move}: instead of moving, a wall at the edge or next to a wall. */
        EDGE
    }

    /** A wall rule; {@code zone}: where walls may go, or null (anywhere). */
    public record WallRule(Pos pos, Walling walling, Name zone) implements Rule {
        public String keyword() { return walling == Walling.DUCK ? "duck" : walling == Walling.ARROW ? "arrow" : "wall"; }
    }

    /** {@code castling to SQUARE, ... wins}: the squares a castling king lands on to win. */
    public record CastlingWinsRule(Pos pos, List<Name> squares) implements Rule {
        public String keyword() { return "castling"; }
    }

    /** {@code captures petrify KIND, ...}: the kinds whose captures turn them to stone. */
    public record PetrifyRule(Pos pos, List<Name> kinds) implements Rule {
        public String keyword() { return "captures"; }
    }

    /** {@code opposite castling}. */
    public record OppositeCastlingRule(Pos pos) implements Rule {
        public String keyword() { return "opposite"; }
    }

    // ------------------------------------------------------------ hooks
    public record HookDecl(Pos pos, Name id, Name target, Name event, Name when, DiceWhen dice, String code,
                           Pos codePos, String file, Pos filePos, Pos noCheck) implements Decl {
    }

    // ------------------------------------------------------------ dice
    public record DiceDecl(Pos pos, Integer count, Integer sides, Pos countPos, List<Face> faces, List<Face> doubles,
                           List<String> rerolls, boolean passScores, String noMove, boolean confirm,
                           boolean confirmUnlessFirstDouble, Boolean castlingBothDice) implements Decl {
    }

    /** What a face lets move: every kind ({@code any}) or the named ones, with or without capturing. */
    public record Face(Pos pos, int face, boolean any, List<Name> kinds, boolean moveOnly) {
    }

    // ------------------------------------------------------------ scoring
    public record ScoringDecl(Pos pos, Double win, Double draw, List<CaptureScore> captures, Boolean loserKeeps,
                              Integer matchGames) implements Decl {
    }

    public record CaptureScore(Pos pos, Name piece, double value) {
    }

    // ------------------------------------------------------------ notation
    /** {@code names TOOL "NAME", ...}: what other tools call the variant. */
    public record NamesDecl(Pos pos, List<ToolName> names) implements Decl {
    }

    /** One tool's name for the variant: {@code fairy-stockfish "coregal"}. */
    public record ToolName(Name tool, String name) {
    }

    public record NotationDecl(Pos pos, boolean coordinates, boolean pawnSquares, boolean promotionParens)
            implements Decl {
    }

    // ------------------------------------------------------------ evaluation
    /**
     * {@code evaluation { ... }}: weights of the computer player's evaluation and kinds' square
     * tables; {@code inherited} where it says {@code squares inherited} (the parent's tables
     * count where this definition gives none), else null; {@code close} is its closing brace.
     */
    public record EvaluationDecl(Pos pos, List<Weight> weights, List<Squares> squares, Pos inherited, Pos close) implements Decl {
    }

    /**
     * {@code squares KIND { middle ... end ... }}: a kind's square table, where {@code squares}
     * and its kind's name stand, its phases in the order written, and its closing brace.
     */
    public record Squares(Pos pos, Name kind, List<PhaseTable> phases, Pos close) {
    }

    /** One phase of a square table: its name ({@code middle}, {@code end}), the numbers in the order written and where each stands. */
    public record PhaseTable(Name phase, int[] numbers, List<Pos> numberPos) {
    }

    /** One weight line: its name (the words joined by single spaces), where it starts, its value and where that stands. */
    public record Weight(Pos pos, String name, int value, Pos valuePos) {
    }
}
