package io.ashtapada.model;

import io.ashtapada.syntax.Ast;
import io.ashtapada.syntax.Diagnostic;
import io.ashtapada.syntax.ErrorCode;
import io.ashtapada.syntax.Pos;
import io.ashtapada.syntax.SyntaxReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.*;

/** A piece as read, before tables are built. */
final class PieceKindDraft {
    int index;
    String name;
    Pos pos;
    char letter;
    boolean royal, pawn, passable;
    /** Where {@code never moves} was written, or null. */
    Pos neverMoves;
    /** The zone every square a double step passes must lie in to be taken en passant, or null (anywhere). */
    String passZone;
    double value;
    /** {@code image NAME}: the picture the board draws, or null for the default (by the kind's name). */
    String image;
    final List<MoveSpec> specs = new ArrayList<>();
    /** Moves that only take royal pieces ({@code royal-only}): threats, not moves. */
    final List<MoveSpec> threats = new ArrayList<>();
    /** Where the first {@code royal-only} was written, or null. */
    Pos threatPos;
    /** {@code not over} and {@code not taking} as written, or null. */
    Ast.NotOver notOver;
    Ast.NotTaking notTaking;
    Ast.Promote promote;
    /** The moves of an {@code in place or by "..."} promotion, or null. */
    List<MoveSpec> promoteStep;
    Ast.Drop drop;
    /** {@code turns over to ...}, or null. */
    Ast.Turn turn;
    boolean stateful;
    /** It castles only from its own setup square: dropped, it counts as moved (a crazyhouse rook). */
    boolean droppedMoved;
    final Map<DiceCondition, List<MoveSpec>> powerSpecs = new LinkedHashMap<>();
    final Map<DiceCondition, List<Ast.PathMove>> powerPaths = new LinkedHashMap<>();
    final List<Pos> conditionPos = new ArrayList<>();
    Ast.Restrain restrain;
    Ast.Immune immune;
    Ast.FirstOnly firstOnly;
    /** {@code first-move not in check} / {@code lost when ...} as written, or null. */
    Ast.FirstRight firstRight;
    Facing facing = Facing.FORWARD;
    boolean badMoves;
    /** Directions the piece's betza moves give so far (bounded by {@link #MAX_WAYS_PER_PIECE}). */
    int ways;
}
