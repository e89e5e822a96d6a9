package io.ashtapada.syntax;

import java.util.List;

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
            SetupDecl, RulesDecl, HookDecl {
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
                            Pos filesPos, Pos ranksPos, List<Extra> extras, List<Name> removed) implements Decl {
    }

    /** An extra square; x/y are null when the name itself gives the coordinates. */
    public record Extra(Name name, Integer x, Integer y) {
    }

    // ------------------------------------------------------------ players
    public record PlayersDecl(Pos pos, List<PlayerItem> players) implements Decl {
    }

    public record PlayerItem(Name id, String display, String forward) {
    }

    // ------------------------------------------------------------ zones
    public record ZoneDecl(Pos pos, Name id, boolean absolute, ZoneExpr expr) implements Decl {
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

    public sealed interface PieceItem permits Letter, Royal, PawnFlag, Passable, Value, Betza, Move, Promote, Drop {
        Pos pos();
    }

    public record Letter(Pos pos, String letter) implements PieceItem {
    }

    public record Royal(Pos pos) implements PieceItem {
    }

    public record PawnFlag(Pos pos) implements PieceItem {
    }

    public record Passable(Pos pos) implements PieceItem {
    }

    public record Value(Pos pos, double value) implements PieceItem {
    }

    public record Betza(Pos pos, Pos codePos, String code, Name fromZone, Name toZone) implements PieceItem {
    }

    /** A structured move: kind leap/slide/hop, vector, options as written. */
    public record Move(Pos pos, String kind, int x, int y, List<String> directions, int range, boolean moveOnly,
                       boolean captureOnly, boolean firstMove, boolean lame, boolean enPassant,
                       Name fromZone, Name toZone) implements PieceItem {
    }

    /**
     * A promotion rule. {@code fileType}: choices come from the back rank of the landing file
     * ({@code royalAs} replaces a royal there); {@code minMoves}/{@code movesIfUnused}: 0 when absent.
     */
    public record Promote(Pos pos, Name zone, List<Name> choices, boolean fileType, Name royalAs, boolean optional,
                          Name compulsoryZone, int minMoves, int movesIfUnused) implements PieceItem {
    }

    public record Drop(Pos pos, Name zone, boolean thenAdvance) implements PieceItem {
    }

    // ------------------------------------------------------------ castling
    public record CastlingDecl(Pos pos, List<CastlePair> pairs, List<CastleRule> rules) implements Decl {
    }

    public record CastlePair(Pos pos, Name kingFrom, Name kingTo, Name partnerFrom, Name partnerTo) {
    }

    public record CastleRule(Pos pos, List<Integer> steps, Name partner) {
    }

    // ------------------------------------------------------------ setup
    public record SetupDecl(Pos pos, String fen, Pos fenPos, List<Placement> placements, List<HandItem> hands,
                            boolean mirror) implements Decl {
    }

    public record Placement(Pos pos, Name owner, Name piece, List<Name> squares) {
    }

    public record HandItem(Pos pos, Name owner, Name piece, int count) {
    }

    // ------------------------------------------------------------ rules
    public record RulesDecl(Pos pos, List<Rule> rules) implements Decl {
    }

    /** A game-end rule: keyword and optional argument (outcome word or number). */
    public record Rule(Pos pos, String keyword, String argument) {
    }

    // ------------------------------------------------------------ hooks
    public record HookDecl(Pos pos, Name id, Name target, Name event, Name when, String code, Pos codePos,
                           String file, Pos filePos) implements Decl {
    }
}
