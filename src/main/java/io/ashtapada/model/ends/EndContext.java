package io.ashtapada.model.ends;

import io.ashtapada.syntax.Ast;
import io.ashtapada.syntax.ErrorCode;
import io.ashtapada.syntax.Pos;

/** What an end rule's compilation may ask of the definition: the board, the players, the pieces, and where to report. */
public interface EndContext {
    /** How many players the game has. */
    int players();

    /** How many squares the board has. */
    int squares();

    /** The square a file and a rank away from square {@code from} ({@code dx} files, {@code dy} ranks), -1 off the board. */
    int step(int from, int dx, int dy);

    /** The index of the piece kind so named, or -1 after reporting an unknown name. */
    int kind(Ast.Name name);

    /** Per player, the squares of the zone so named (that player's view of it), or null after reporting an unknown name. */
    int[][] zone(Ast.Name name);

    /** Does the variant have check rules? */
    boolean check();

    /** Reports an error at a place of the definition. */
    void error(ErrorCode code, Pos at, String message);
}
