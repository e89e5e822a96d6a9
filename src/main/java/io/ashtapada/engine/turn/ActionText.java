package io.ashtapada.engine.turn;

import io.ashtapada.engine.Elimination;
import io.ashtapada.engine.Ending;
import io.ashtapada.engine.Move;
import io.ashtapada.engine.MoveGenerator;
import io.ashtapada.engine.MoveList;
import io.ashtapada.engine.Notation;
import io.ashtapada.engine.Position;
import io.ashtapada.model.*;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;

import static io.ashtapada.engine.turn.MachineView.*;

/** Actions of a {@link TurnMachine} as text and back: moves in coordinates, SAN or the variant's display notation, rolls, re-rolls, passes and the game's other actions. */
final class ActionText {
    /**
     * The longest move text read: far more than any notation writes, and short enough that
     * reading it (whose patterns backtrack) stays a few microseconds.
     */
    static final int MAX_MOVE_TEXT = 64;
    private final MachineView tm;

    ActionText(MachineView tm) {
        this.tm = tm;
    }


    /** How a re-roll is named to players: "1", "2" or "both". */
    static String rerollName(Action.Dice d) {
        return switch (d) {
            case FIRST -> "1";
            case SECOND -> "2";
            case BOTH -> "both";
        };
    }

    static String rerollNames(EnumSet<Action.Dice> ds) {
        StringBuilder sb = new StringBuilder();
        for (Action.Dice d : ds) sb.append(sb.length() > 0 ? ", " : "").append(rerollName(d));
        return sb.toString();
    }

    // ------------------------------------------------------------ action text

    /**
     * The action as records and the command line write it: rolls {@code 35}, {@code o:37},
     * {@code b:22}, {@code c:46}; a move in the variant's own notation (computed for the
     * position as it stands, so call this before applying the move); {@code pass},
     * {@code forfeit}, {@code resign}, {@code draw}, {@code offer-draw}, {@code accept-draw},
     * {@code timeout} (the player lost on time).
     */
    String text(Action a) {
        if (a instanceof Action.Roll r) return TurnState.format(TurnState.roll(r.first(), r.second(), TurnState.ROLL));
        if (a instanceof Action.Reroll r) {
            return TurnState.format(TurnState.roll(r.first(), r.second(),
                    r.which() == Action.Dice.BOTH ? TurnState.REROLL_BOTH : TurnState.REROLL_ONE));
        }
        if (a instanceof Action.Confirm c) return TurnState.format(TurnState.roll(c.first(), c.second(), TurnState.CONFIRM));
        if (a instanceof Action.Play p) return display(p.move());
        if (a instanceof Action.Pass) return "pass";
        if (a instanceof Action.Forfeit) return "forfeit";
        if (a instanceof Action.Resign) return "resign";
        if (a instanceof Action.Eliminate e) return e.cause() == 0 ? "checkmated" : "out";
        if (a instanceof Action.OfferDraw) return "offer-draw";
        if (a instanceof Action.AcceptDraw) return "accept-draw";
        if (a instanceof Action.TimeForfeit) return "timeout";
        return "draw";
    }

    /** A legal move in coordinate notation. */
    String coordinate(int move) {
        return Notation.coordinate(tm.position(), move);
    }

    /** A legal move in SAN. */
    String san(int move) {
        return Notation.san(tm.position(), move, tm.generated());
    }

    /** A legal move in the variant's own notation (OM-14, SJ-11). */
    String display(int move) {
        return Notation.display(tm.position(), move, tm.generated());
    }

    /**
     * Reads an action as {@link #text} writes it, or a move in coordinate notation, SAN or the
     * variant's own notation, and checks it is legal now.
     *
     * @throws IllegalActionException naming why the text is not a legal action now
     */
    Action parse(String text) throws IllegalActionException {
        // Refused before any pattern sees it: reading is then bounded, however long the input.
        if (text != null && text.length() > MAX_MOVE_TEXT) {
            throw new IllegalActionException("a move text is at most " + MAX_MOVE_TEXT + " characters, not " + text.length()
                    + " ('" + MoveText.printable(text.substring(0, 20)) + "…')");
        }
        String t = text == null ? "" : text.strip();
        if (t.isEmpty()) throw new IllegalActionException("empty move");
        String malformed = MoveText.malformed(t);
        if (malformed != null) throw new IllegalActionException(malformed);
        Outcome o = tm.outcome();
        if (o.isOver()) throw new IllegalActionException("the game is over: " + tm.describe(o));
        switch (t) {
            case "pass" -> {
                return new Action.Pass();
            }
            case "forfeit" -> {
                return new Action.Forfeit();
            }
            case "resign" -> {
                return new Action.Resign(tm.position().side());
            }
            case "draw" -> {
                return new Action.Draw();
            }
            case "offer-draw" -> {
                return new Action.OfferDraw(tm.position().side());
            }
            case "accept-draw" -> {
                return new Action.AcceptDraw(tm.position().side());
            }
            case "timeout" -> {
                return new Action.TimeForfeit(tm.position().side());
            }
            default -> {
            }
        }
        if (tm.dice() != null && t.matches("(?:[obc]:)?\\d+(?:-\\d+)?")) return parseRoll(t);
        Phase ph = tm.phase();
        if (ph == Phase.ROLL) throw new IllegalActionException("roll the dice first");
        if (ph == Phase.CONFIRM) throw new IllegalActionException("the royal capture waits for its confirmation roll");
        int m = Notation.parse(tm.position(), t, tm.moves());
        if (m == -1) throw new IllegalActionException(MoveText.explain(tm.position(), t, tm.dice(), tm.moves()));
        return Action.of(m);
    }

    Action parseRoll(String t) throws IllegalActionException {
        int roll;
        try {
            roll = TurnState.parse(t);
        } catch (IllegalArgumentException e) {
            throw new IllegalActionException(e.getMessage());
        }
        int a = TurnState.face(roll, 0), b = TurnState.face(roll, 1);
        return switch (TurnState.how(roll)) {
            case TurnState.ROLL -> new Action.Roll(a, b);
            case TurnState.CONFIRM -> new Action.Confirm(a, b);
            case TurnState.REROLL_BOTH -> new Action.Reroll(Action.Dice.BOTH, a, b);
            default -> {
                // Which die was thrown again: the one whose face changed (either, when none did).
                boolean firstKept = tm.position().rolled() && tm.position().die(0) == a;
                yield new Action.Reroll(firstKept ? Action.Dice.SECOND : Action.Dice.FIRST, a, b);
            }
        };
    }
}
