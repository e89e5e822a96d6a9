package io.ashtapada.api;

import io.ashtapada.engine.EnPassantField;
import io.ashtapada.engine.MoveList;
import io.ashtapada.engine.Perft;
import io.ashtapada.engine.Position;
import io.ashtapada.engine.turn.Action;
import io.ashtapada.engine.turn.GameRecord;
import io.ashtapada.engine.turn.IllegalActionException;
import io.ashtapada.engine.turn.Outcome;
import io.ashtapada.engine.turn.TurnMachine;
import io.ashtapada.format.Pgn;
import io.ashtapada.model.*;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * One game of a variant: legal moves, playing moves in notation, undo, the result. A game is
 * used from one thread at a time; start as many as you like from one {@link Variant}.
 *
 * <p>This is a thin facade over the engine's turn core: every rule of the turn (the roll,
 * re-rolls, passes, the confirmation roll of OM-12, resignation, the end of the game) is decided
 * there, and this class translates between it and strings. In a dice game each turn is a small
 * state machine ({@link Phase}): {@link #roll()} the dice, optionally {@link #reroll(String)},
 * then {@link #play(String)} a move or {@code pass}; a royal capture that must be confirmed waits
 * in {@link Phase#CONFIRM} for the next {@link #roll()}. Dice come from a seeded random source
 * ({@link #seed(long)}), or are given ({@link #roll(int, int)}) when replaying or testing.
 */
public final class Game {
    private final Variant variant;
    private final RuleModel model;
    private final TurnMachine turn;
    private SplittableRandom rng;
    /** Told of every applied action (see {@link #onAction}), or null. */
    private java.util.function.Consumer<Event> listener;
    /** Comments, NAGs, variations and tags of the PGN this game was read from, or null. */
    private Pgn.Notes notes;

    /** Where a turn stands. */
    public enum Phase {
        /** A dice game waits for the turn's roll. */
        ROLL,
        /** The player to move chooses: a move, a pass, or (dice games) a re-roll. */
        CHOOSE,
        /** A royal capture waits for its confirmation roll (OM-12). */
        CONFIRM,
        /** The game is over. */
        OVER
    }

    Game(Variant variant, String position) throws IllegalPositionException {
        this.variant = variant;
        this.model = variant.model;
        PositionData start;
        try {
            start = variant.format.parse(position);
        } catch (PositionFormat.FormatException e) {
            throw new IllegalPositionException("bad position string: " + e.getMessage());
        }
        this.turn = new TurnMachine(model, start);
        String why = turn.positionProblem();
        if (why != null) throw new IllegalPositionException("bad position string: " + why);
    }

    private Game(Variant variant, TurnMachine turn) {
        this.variant = variant;
        this.model = variant.model;
        this.turn = turn;
    }

    public Variant variant() {
        return variant;
    }

    /** The turn core of this game, for the computer player of this package. */
    TurnMachine machine() {
        return turn;
    }

    /** The current position as a position string. */
    public String position() {
        return variant.format.format(EnPassantField.written(turn.position()));
    }

    /**
     * The piece on a square as its position-string letter (upper case for the first player),
     * or '.' when the square is empty.
     *
     * @throws IllegalArgumentException when the board has no such square
     */
    public char pieceAt(String square) {
        int s = model.board().square(square);
        if (s < 0) throw new IllegalArgumentException("no square " + square);
        int c = turn.position().pieceAt(s);
        return c == 0 ? '.' : variant.format.letter(c);
    }

    /**
     * The piece on a square as the position string writes it: its letter (upper case for the
     * first player) with two players, owner and letter ({@code rK}) with more; "" when empty.
     *
     * @throws IllegalArgumentException when the board has no such square
     */
    public String piece(String square) {
        int s = model.board().square(square);
        if (s < 0) throw new IllegalArgumentException("no square " + square);
        int c = turn.position().pieceAt(s);
        return c == 0 ? "" : variant.format.token(c);
    }

    /** The ids of the players who are out of the game (checkmated in a game of more than two), in the order they left. */
    public List<String> eliminated() {
        List<String> out = new ArrayList<>();
        for (int p : turn.eliminationOrder()) out.add(model.players().get(p).id());
        return out;
    }

    /** The id of the player to move. */
    public String sideToMove() {
        return model.players().get(turn.side()).id();
    }

    /** How many moves have been made since the game started (passes and forfeits included). */
    public int movesMade() {
        return turn.movesMade();
    }

    /** Moves made so far (passes and forfeits included), in coordinate notation. */
    public List<String> history() {
        return turn.movesPlayed();
    }

    /** Legal moves in coordinate notation (see docs/notation.md); empty when the game is over or waits for dice. */
    public List<String> legalMoves() {
        MoveList ms = turn.moves();
        List<String> out = new ArrayList<>(ms.size());
        for (int i = 0; i < ms.size(); i++) out.add(turn.coordinate(ms.get(i)));
        return out;
    }

    /** Legal moves in standard algebraic notation. */
    public List<String> legalMovesSan() {
        MoveList ms = turn.moves();
        List<String> out = new ArrayList<>(ms.size());
        for (int i = 0; i < ms.size(); i++) out.add(turn.san(ms.get(i)));
        return out;
    }

    /** Legal moves as the variant writes them for players (its notation style: OM-14, SJ-11). */
    public List<String> legalMovesDisplay() {
        MoveList ms = turn.moves();
        List<String> out = new ArrayList<>(ms.size());
        for (int i = 0; i < ms.size(); i++) out.add(turn.display(ms.get(i)));
        return out;
    }

    /**
     * Plays a move given in coordinate notation, SAN or the variant's notation, or {@code pass}
     * / {@code forfeit}. An illegal or malformed move is refused with the reason, and the game
     * stays as it was.
     */
    public void play(String move) throws IllegalMoveException {
        Action a = parse(move);
        if (a.isChance() || a instanceof Action.Resign || a instanceof Action.Draw || a instanceof Action.OfferDraw
                || a instanceof Action.AcceptDraw || a instanceof Action.TimeForfeit) {
            throw new IllegalMoveException("'" + move + "' is not a move");
        }
        apply(a);
    }

    /**
     * Takes any action in the record's words: a move, {@code pass}, {@code forfeit},
     * {@code resign}, {@code draw} (agreed), or dice given as a record writes them
     * ({@code 35} roll, {@code o:37} one die re-rolled, {@code b:22} both, {@code c:46}
     * confirmation). Each {@link GameState.LegalAction#text()} is accepted.
     */
    public void act(String action) throws IllegalMoveException {
        apply(parse(action));
    }

    private Action parse(String text) throws IllegalMoveException {
        try {
            return turn.parse(text);
        } catch (IllegalActionException e) {
            throw new IllegalMoveException(e.getMessage());
        }
    }

    void apply(Action a) throws IllegalMoveException {
        String text = listener == null ? null : turn.text(a);
        int before = turn.actionCount();
        try {
            turn.apply(a);
        } catch (IllegalActionException e) {
            throw new IllegalMoveException(e.getMessage());
        }
        if (listener == null) return;
        // The action itself, then what the rules made of it (players checkmated out of the game).
        for (int i = before; i < turn.actionCount(); i++) {
            String player = model.players().get(turn.actor(i)).id();
            listener.accept(new Event(player, i == before ? text : turn.text(turn.action(i))));
        }
    }

    /**
     * An action as it happens: the player who took it (or whom the rules took out) and its text
     * as a record writes it — {@code 35} a roll, {@code o:37} / {@code b:22} re-rolls, {@code c:46}
     * a confirmation roll, a move in the variant's notation, {@code pass}, {@code forfeit},
     * {@code resign}, {@code draw}, {@code checkmated}.
     */
    public record Event(String player, String text) {
    }

    /**
     * Calls {@code l} with every action applied from now on, as it happens (so a terminal or a
     * server can show what the other seats did); null stops it. {@link #undo()} calls nothing.
     */
    public Game onAction(java.util.function.Consumer<Event> l) {
        this.listener = l;
        return this;
    }

    /** The ids of the players whose royal piece is attacked now, under check rules. */
    public List<String> inCheck() {
        List<String> out = new ArrayList<>();
        if (!model.end().check()) return out;
        for (Player p : model.players()) if (turn.position().inCheck(p.index())) out.add(p.id());
        return out;
    }

    /**
     * The side to move resigns: the other player wins, scored as if the royal piece had been
     * captured (SJ-13). Recorded as {@code resign}; {@link #undo()} takes it back.
     */
    public void resign() throws IllegalMoveException {
        apply(new Action.Resign(turn.side()));
    }

    /** The players agree a draw. Recorded as {@code draw}; {@link #undo()} takes it back. */
    public void agreeDraw() throws IllegalMoveException {
        apply(new Action.Draw());
    }

    /**
     * A player offers a draw (recorded as {@code offer-draw} on that player's line). The offer
     * stands until another player makes a move; once every player still in the game has offered
     * or accepted, the game is drawn by agreement.
     *
     * @throws IllegalMoveException when the game is over, the player is out or their offer stands already
     */
    public void offerDraw(String player) throws IllegalMoveException {
        apply(new Action.OfferDraw(playerIndex(player)));
    }

    /**
     * A player accepts another player's standing draw offer (recorded as {@code accept-draw}).
     *
     * @throws IllegalMoveException when no offer of another player stands
     */
    public void acceptDraw(String player) throws IllegalMoveException {
        apply(new Action.AcceptDraw(playerIndex(player)));
    }

    /** The ids of the players whose draw offer (or acceptance) stands now. */
    public List<String> drawOffers() {
        List<String> out = new ArrayList<>();
        for (int p : turn.drawOffers()) out.add(model.players().get(p).id());
        return out;
    }

    /**
     * A player's time ran out (a clock says so; see a server's clocks): they lose on time, the
     * result's reason is "time forfeit" and the record writes {@code timeout} on their line.
     */
    public void loseOnTime(String player) throws IllegalMoveException {
        apply(new Action.TimeForfeit(playerIndex(player)));
    }

    /**
     * A draw the player to move may claim: the rule and the move that brings it, in the
     * variant's notation and in coordinate notation.
     */
    public record Claim(String reason, String move, String coordinate) {
    }

    /**
     * The draws the player to move may claim: each legal move after which the fifty-move rule or
     * repetition draws the game (the engine ends the game as soon as the count is reached, so a
     * claim is made with the move that reaches it, as FIDE 9.2.1 and 9.3.1 have it).
     */
    public List<Claim> claims() {
        List<Claim> out = new ArrayList<>();
        for (io.ashtapada.engine.turn.Claim c : turn.claims()) out.add(new Claim(c.reason(), turn.display(c.move()), turn.coordinate(c.move())));
        return out;
    }

    /**
     * Claims a draw with a move (any notation): the move is played when it draws the game by the
     * fifty-move rule or repetition; otherwise it is refused and the game stays as it was.
     */
    public void claimDraw(String move) throws IllegalMoveException {
        Action a;
        try {
            a = turn.parseClaim(move);
        } catch (IllegalActionException e) {
            throw new IllegalMoveException(e.getMessage());
        }
        apply(a);
    }

    // ------------------------------------------------------------ dice

    /** Does this variant use dice? */
    public boolean hasDice() {
        return model.dice() != null;
    }

    /** Re-seeds the game's dice: the same seed and the same decisions give the same game. */
    public Game seed(long seed) {
        rng = new SplittableRandom(seed);
        return this;
    }

    /**
     * Makes the game's dice a stream indexed by place: the faces of a roll, re-roll or
     * confirmation roll depend only on the seed and on how many dice actions came before it in
     * the game. Taking a roll back and rolling again therefore gives the same faces, so nobody
     * fishes for a better roll with undo. (With {@link #seed} the dice are one sequence: an undo
     * moves on to new faces.)
     */
    public Game diceStream(long seed) {
        streamSeed = seed;
        indexedDice = true;
        return this;
    }

    /** Whether the dice are the indexed stream of {@link #diceStream}. */
    private boolean indexedDice;
    /** The seed of {@link #diceStream}. */
    private long streamSeed;

    /** The dice actions (rolls, re-rolls, confirmation rolls) in the game so far: the next throw's place. */
    private int dicePlace() {
        int n = 0;
        for (int i = 0, c = turn.actionCount(); i < c; i++) {
            Action a = turn.action(i);
            if (a instanceof Action.Roll || a instanceof Action.Reroll || a instanceof Action.Confirm) n++;
        }
        return n;
    }

    /** Die {@code die} (0 or 1) of the throw at the game's next dice place. */
    private int throwDie(int die) {
        if (indexedDice) {
            long key = streamSeed + 0x9E3779B97F4A7C15L * (2L * dicePlace() + die + 1);
            return 1 + new SplittableRandom(key).nextInt(model.dice().sides());
        }
        if (rng == null) rng = new SplittableRandom();
        return 1 + rng.nextInt(model.dice().sides());
    }

    /** Where the current turn stands. */
    public Phase phase() {
        return Phase.valueOf(turn.phase().name());
    }

    /** The faces the dice show now (empty before the turn's roll or without dice). */
    public int[] dice() {
        Position p = turn.position();
        return p.rolled() ? new int[]{p.die(0), p.die(1)} : new int[0];
    }

    /** Rolls the dice from the game's random source: the turn's roll, or a confirmation roll. */
    public void roll() throws IllegalMoveException {
        if (model.dice() == null) throw new IllegalMoveException("this variant has no dice");
        roll(throwDie(0), throwDie(1));
    }

    /**
     * Sets the roll to the given faces (replays, tests, physical dice): the turn's first roll
     * in {@link Phase#ROLL}, the confirmation roll in {@link Phase#CONFIRM}.
     */
    public void roll(int a, int b) throws IllegalMoveException {
        if (model.dice() == null) throw new IllegalMoveException("this variant has no dice");
        if (phase() == Phase.CONFIRM) apply(new Action.Confirm(a, b));
        else if (phase() == Phase.CHOOSE) throw new IllegalMoveException("the dice are already rolled this turn");
        else apply(new Action.Roll(a, b));
    }

    /** The re-rolls allowed now: any of "1", "2" (one die) and "both". */
    public List<String> rerollOptions() {
        List<String> out = new ArrayList<>();
        for (Action.Dice d : turn.rerollOptions()) out.add(TurnMachine.rerollName(d));
        return out;
    }

    private static Action.Dice rerollDice(String which) throws IllegalMoveException {
        return switch (which) {
            case "1" -> Action.Dice.FIRST;
            case "2" -> Action.Dice.SECOND;
            case "both" -> Action.Dice.BOTH;
            default -> throw new IllegalMoveException("re-roll '1', '2' or 'both', not '" + which + "'");
        };
    }

    /** Re-rolls die "1", die "2" or "both" from the game's random source, if the rules allow it now. */
    public void reroll(String which) throws IllegalMoveException {
        if (model.dice() == null) throw new IllegalMoveException("this variant has no dice");
        Action.Dice d = rerollDice(which);
        int[] now = dice();
        int a = now.length == 2 ? now[0] : 1, b = now.length == 2 ? now[1] : 1;
        if (d != Action.Dice.SECOND) a = throwDie(0);
        if (d != Action.Dice.FIRST) b = throwDie(1);
        apply(new Action.Reroll(d, a, b));
    }

    /** Re-rolls as {@link #reroll(String)} with the dice landing on the given faces. */
    public void reroll(String which, int a, int b) throws IllegalMoveException {
        if (model.dice() == null) throw new IllegalMoveException("this variant has no dice");
        apply(new Action.Reroll(rerollDice(which), a, b));
    }

    /** A player's points so far (dice totals taken, capture bonuses). */
    public double points(String player) {
        return turn.position().points2(playerIndex(player)) / 2.0;
    }

    private int playerIndex(String id) {
        for (Player p : model.players()) if (p.id().equals(id)) return p.index();
        throw new IllegalArgumentException("no player " + id);
    }

    /**
     * The score by player id: while playing, the points so far; when over, with the variant's
     * scoring applied (win and draw values, whether the loser keeps points).
     */
    public Map<String, Double> score() {
        Map<String, Double> out = new LinkedHashMap<>();
        double[] s = turn.score();
        for (Player p : model.players()) out.put(p.id(), s[p.index()]);
        return out;
    }

    /** The score as text in turn order, e.g. {@code 1.5-0.5}. */
    public String scoreText() {
        return GameRecord.scoreText(turn.score());
    }

    /**
     * The game record so far (see docs/notation.md, "Game records"): tags in a fixed order, then one line
     * per turn. {@code tags} adds seats by player id or name, {@code Seed}, and any other tag.
     */
    public String record(Map<String, String> tags) {
        return GameRecord.write(turn, variant.startPosition(), tags);
    }

    /**
     * The game so far as PGN (see docs/formats.md): the Seven Tag Roster, {@code [Variant]},
     * {@code [SetUp]}/{@code [FEN]} when the game did not start from the variant's start,
     * numbered SAN, dice and players' actions as comment commands ({@code {[%roll 4 5]}}).
     * {@code tags} gives Event, Site, Date, Round, seats by player id or name (or White, Black),
     * and any other tag. A game read from PGN writes the comments, NAGs, variations and tags it
     * was read with again, for the moves it still has.
     */
    public String pgn(Map<String, String> tags) {
        return Pgn.write(turn, variant.startPosition(), tags, notes);
    }

    /** {@link #pgn(Map)} with no tags given. */
    public String pgn() {
        return pgn(Map.of());
    }

    /**
     * Replays a record: a PGN ({@link #pgn}) or the one-ply-a-line record ({@link #record}),
     * told apart by their first move line. Every roll, re-roll, move, pass and resignation is
     * applied and checked. Returns the game at its end.
     *
     * @throws IllegalMoveException naming the line (PGN: line and column) of the first event that does not fit
     */
    public static Game replay(Variant v, String record) throws IllegalMoveException, IllegalPositionException {
        GameRecord.Start start = pos -> {
            TurnMachine m = new TurnMachine(v.model, GameRecord.position(v.model, pos));
            String why = m.positionProblem();
            if (why != null) throw new IllegalActionException("bad position string: " + why);
            return m;
        };
        try {
            if (Pgn.isPgn(record)) {
                Pgn.Read r = Pgn.read(record, v.startPosition(), start);
                Game g = new Game(v, r.game());
                g.notes = r.notes();
                return g;
            }
            return new Game(v, GameRecord.read(record, v.startPosition(), start));
        } catch (IllegalActionException e) {
            String m = e.getMessage();
            if (m.startsWith("bad position string") || m.startsWith("[FEN]: ")) throw new IllegalPositionException(m);
            throw new IllegalMoveException(m);
        }
    }

    /** The tags of the PGN this game was read from (empty for a game not read from PGN). */
    public Map<String, String> pgnTags() {
        return notes == null ? Map.of() : notes.tags();
    }

    /**
     * The comments of the PGN this game was read from that follow its action {@code i} (0 the
     * first; -1: before the first), without Ashtapada's own comment commands; {@code [%clk]} and
     * other tools' commands are kept in the text.
     */
    public List<String> pgnComments(int i) {
        return notes == null ? List.of() : notes.comments(i);
    }

    /** The NAGs ({@code $1}; a move's {@code !} is read as {@code $1}) of the PGN this game was read from after action {@code i}. */
    public List<String> pgnNags(int i) {
        return notes == null ? List.of() : notes.nags(i);
    }

    /** The variations, as written, of the PGN this game was read from after action {@code i}. */
    public List<String> pgnVariations(int i) {
        return notes == null ? List.of() : notes.variations(i);
    }

    /**
     * Failures of JavaScript hooks since the last call, each naming the file, the hook and the
     * position. A failed hook contributes no moves to that position; the game goes on.
     */
    public List<String> hookFailures() {
        return turn.position().drainHookFailures();
    }

    /**
     * Takes back the last action — a move, a roll, a re-roll, a confirmation roll, a pass, a
     * resignation or an agreed draw; false when there is none. The record loses exactly it.
     */
    public boolean undo() {
        return turn.undo();
    }

    /** How many actions (rolls, moves, passes, draw offers ...) the game holds: 0 before the first. */
    public int actionCount() {
        return turn.actionCount();
    }

    /** Whether the game is over, and how. */
    public Result result() {
        return Result.of(turn.outcome(), model);
    }

    /** Each player's place once the game is over (1 = first; shared places for a draw); empty while it goes on. */
    public Map<String, Integer> places() {
        Map<String, Integer> out = new LinkedHashMap<>();
        Outcome o = turn.outcome();
        if (o.isOver()) for (Player p : model.players()) out.put(p.id(), o.places()[p.index()]);
        return out;
    }

    /** The whole game as data: board, hands, turn, dice, points, result and the legal actions. */
    public GameState state() {
        return GameState.of(variant, turn);
    }

    /** Leaf count of the legal move tree below the current position (draw rules ignored, G-2 kept). */
    public long perft(int depth) {
        return new Perft(turn.position(), false).count(depth);
    }

    /**
     * Forgets what the definition's hooks answered in the positions met so far (the engine reuses
     * a hook's answer when a position comes again): a benchmark that repeats a perft calls this
     * between runs so that each run pays for its hook calls as the first did.
     */
    public void forgetHookResults() {
        turn.position().forgetHookResults();
    }

    /** Perft with the make/unmake and hash checks at every node; throws IllegalStateException on a mismatch. */
    public long perftChecked(int depth) {
        return new Perft(turn.position(), true).count(depth);
    }

    /** Per-move counts at the root, in coordinate notation. */
    public Map<String, Long> divide(int depth) {
        return new LinkedHashMap<>(new Perft(turn.position(), false).divide(depth));
    }

    /** The board as text, highest rank first, with hands and the side to move. */
    public String render() {
        Board b = model.board();
        Position pos = turn.position();
        int cell = variant.format.multiPlayer() ? 3 : 2;
        StringBuilder sb = new StringBuilder();
        for (int y = b.maxY(); y >= b.minY(); y--) {
            String rank = y >= 0 && y < b.ranks ? String.valueOf(y + b.firstRank) : "";
            sb.append(String.format(Locale.ROOT, "%3s ", rank));
            for (int x = b.minX(); x <= b.maxX(); x++) {
                int s = b.at(x, y);
                if (s < 0) {
                    sb.append(" ".repeat(cell));
                } else {
                    int c = pos.pieceAt(s);
                    String t = c == 0 ? "." : variant.format.token(c);
                    sb.append(t).append(" ".repeat(cell - t.length()));
                }
            }
            sb.append('\n');
        }
        sb.append("    ");
        for (int x = b.minX(); x <= b.maxX(); x++) {
            String f = b.fileName(x);
            sb.append(f == null ? " " : f).append(" ".repeat(cell - 1));
        }
        sb.append('\n');
        for (Player p : model.players()) {
            StringBuilder h = new StringBuilder();
            for (PieceKind k : model.pieces()) {
                int n = pos.handCount(p.index(), k.index());
                if (n > 0) h.append(' ').append(variant.format.token(Codes.code(k.index(), p.index()))).append(n > 1 ? "x" + n : "");
            }
            if (h.length() > 0) sb.append(p.id()).append(" in hand:").append(h).append('\n');
        }
        sb.append(sideToMove()).append(" to move\n");
        return sb.toString();
    }

    /** For the engine-level tools of this project: the turn core behind this game. */
    TurnMachine turn() {
        return turn;
    }
}
