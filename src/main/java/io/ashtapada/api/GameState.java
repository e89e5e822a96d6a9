package io.ashtapada.api;

import io.ashtapada.engine.MoveFacts;
import io.ashtapada.engine.MoveList;
import io.ashtapada.engine.Position;
import io.ashtapada.engine.turn.Action;
import io.ashtapada.engine.turn.Outcome;
import io.ashtapada.engine.turn.TurnMachine;
import io.ashtapada.model.*;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An immutable snapshot of a game, for programs that draw a board or serve a game: every
 * square with its piece, the hands, whose turn it is and where the turn stands, the dice,
 * points, who is in check, the result, and every legal action with its squares and its text in
 * each notation. Nothing in it needs notation to be parsed.
 *
 * @param variant      the variant's title
 * @param squares      every square of the board (extra squares included, holes left out)
 * @param hands        per player id, the pieces in hand by kind name (kinds with none left out)
 * @param toMove       the id of the player to move (or to roll)
 * @param phase        where the turn stands
 * @param dice         the faces the dice show (empty before the roll or without dice)
 * @param rerolls      the re-rolls allowed now: "1", "2", "both"
 * @param points       each player's points so far (with the variant's scoring once over)
 * @param inCheck      ids of players whose royal piece is attacked (under check rules)
 * @param result       the result
 * @param places       each player's place once over (1 = first), empty while the game goes on
 * @param moveNumber   the full-move number of the position string
 * @param movesMade    moves made since the game started (passes included)
 * @param legalActions everything that may happen now, chance outcomes included
 * @param drawOffers   ids of the players whose draw offer (or acceptance) stands
 * @param claims       the draws the player to move may claim, each with the move that brings it
 */
public record GameState(String variant, List<SquareState> squares, Map<String, Map<String, Integer>> hands,
                        String toMove, Game.Phase phase, List<Integer> dice, List<String> rerolls,
                        Map<String, Double> points, List<String> inCheck, Result result, Map<String, Integer> places,
                        int moveNumber, int movesMade, List<LegalAction> legalActions, List<String> drawOffers,
                        List<Game.Claim> claims) {

    /**
     * A square and what stands on it.
     *
     * @param name   the square's name ({@code e4}, {@code w1})
     * @param x      0-based file coordinate (extra squares may lie outside 0..files-1)
     * @param y      0-based rank coordinate
     * @param piece  the piece kind's name, or null when empty
     * @param letter the piece's position-string letter, or '.' when empty
     * @param owner  the owner's player id, or null when empty
     */
    public record SquareState(String name, int x, int y, String piece, char letter, String owner) {
    }

    /** The kinds of action. */
    public enum Kind { ROLL, REROLL, CONFIRM, MOVE, PASS, FORFEIT, RESIGN, DRAW }

    /**
     * One action that is legal now.
     *
     * @param kind        what it is
     * @param text        how a record writes it; {@link Game#act(String)} accepts it
     * @param from        where the moving piece starts (the drop square for a drop), or null
     * @param to          where it ends, or null
     * @param path        every square of a multi-leg move in order (start and end included), else from and to
     * @param dropped     the kind dropped from hand, or null
     * @param promotion   the kind promoted to, or null
     * @param captures    the squares whose pieces the move takes
     * @param partner     for a castling, the partner's from and to squares; else empty
     * @param coordinate  the move in coordinate notation, or null for other actions
     * @param san         the move in SAN, or null
     * @param display     the move in the variant's own notation, or null
     * @param dice        the faces of a roll, re-roll or confirmation roll; else empty
     * @param probability for a roll outcome its probability (unordered faces), else 1
     * @param wall        in a game with walls, the square the move's wall goes on (a turn of a wall
     *                    alone: its from and to are that square too), else null
     */
    public record LegalAction(Kind kind, String text, String from, String to, List<String> path, String dropped,
                              String promotion, List<String> captures, List<String> partner, String coordinate,
                              String san, String display, List<Integer> dice, double probability, String wall) {
    }

    static GameState of(Variant v, TurnMachine turn) {
        RuleModel model = v.model;
        Board b = model.board();
        Position pos = turn.position();
        List<SquareState> squares = new ArrayList<>(b.size);
        for (int s = 0; s < b.size; s++) {
            int c = pos.pieceAt(s);
            squares.add(c == 0 ? new SquareState(b.name(s), b.x(s), b.y(s), null, '.', null)
                    : new SquareState(b.name(s), b.x(s), b.y(s), model.pieces().get(Codes.kind(c)).name(), v.format.letter(c),
                    model.players().get(Codes.owner(c)).id()));
        }
        Map<String, Map<String, Integer>> hands = new LinkedHashMap<>();
        List<String> inCheck = new ArrayList<>();
        for (Player p : model.players()) {
            Map<String, Integer> h = new LinkedHashMap<>();
            for (PieceKind k : model.pieces()) {
                int n = pos.handCount(p.index(), k.index());
                if (n > 0) h.put(k.name(), n);
            }
            hands.put(p.id(), Collections.unmodifiableMap(h));
            if (model.end().check() && pos.inCheck(p.index())) inCheck.add(p.id());
        }
        List<Integer> dice = pos.rolled() ? List.of(pos.die(0), pos.die(1)) : List.of();
        List<String> rerolls = new ArrayList<>();
        for (Action.Dice d : turn.rerollOptions()) rerolls.add(TurnMachine.rerollName(d));
        Map<String, Double> points = new LinkedHashMap<>();
        double[] score = turn.score();
        for (Player p : model.players()) points.put(p.id(), score[p.index()]);
        Outcome o = turn.outcome();
        Map<String, Integer> places = new LinkedHashMap<>();
        if (o.isOver()) for (Player p : model.players()) places.put(p.id(), o.places()[p.index()]);
        List<LegalAction> actions = new ArrayList<>();
        for (Action a : turn.legalActions()) actions.add(describe(turn, a));
        return new GameState(model.title(), List.copyOf(squares), Collections.unmodifiableMap(hands),
                model.players().get(turn.side()).id(), Game.Phase.valueOf(turn.phase().name()), dice, List.copyOf(rerolls),
                Collections.unmodifiableMap(points), List.copyOf(inCheck), Result.of(o, model),
                Collections.unmodifiableMap(places), pos.data().fullmove(), turn.movesMade(), List.copyOf(actions),
                offers(model, turn), claims(turn));
    }

    private static List<String> offers(RuleModel model, TurnMachine turn) {
        List<String> out = new ArrayList<>();
        for (int p : turn.drawOffers()) out.add(model.players().get(p).id());
        return List.copyOf(out);
    }

    private static List<Game.Claim> claims(TurnMachine turn) {
        List<Game.Claim> out = new ArrayList<>();
        for (io.ashtapada.engine.turn.Claim c : turn.claims()) out.add(new Game.Claim(c.reason(), turn.display(c.move()), turn.coordinate(c.move())));
        return List.copyOf(out);
    }

    private static LegalAction describe(TurnMachine turn, Action a) {
        RuleModel model = turn.model();
        Board b = model.board();
        String text = turn.text(a);
        double p = turn.probability(a);
        if (a instanceof Action.Roll r) return chance(Kind.ROLL, text, r.first(), r.second(), p);
        if (a instanceof Action.Reroll r) return chance(Kind.REROLL, text, r.first(), r.second(), p);
        if (a instanceof Action.Confirm r) return chance(Kind.CONFIRM, text, r.first(), r.second(), p);
        if (a instanceof Action.Pass) return other(Kind.PASS, text);
        if (a instanceof Action.Forfeit) return other(Kind.FORFEIT, text);
        if (a instanceof Action.Resign) return other(Kind.RESIGN, text);
        if (a instanceof Action.Draw) return other(Kind.DRAW, text);
        int m = ((Action.Play) a).move();
        Position pos = turn.position();
        List<String> path = names(b, MoveFacts.path(pos, m));
        List<String> partner = List.of();
        boolean walls = model.engineTables().walls != null;
        int wall = walls ? io.ashtapada.engine.Move.wall(m) : -1;
        if (MoveFacts.type(m) == io.ashtapada.engine.Move.CASTLE) {
            int rule = io.ashtapada.engine.Move.rule(walls ? io.ashtapada.engine.Move.base(m) : m);
            CastlingRule r = model.castling().get(pos.side()).get(rule);
            partner = List.of(b.name(r.partnerFrom()), b.name(r.partnerTo()));
        }
        int dropped = MoveFacts.dropped(m), promo = MoveFacts.promotion(m);
        return new LegalAction(Kind.MOVE, text, b.name(MoveFacts.from(m)), b.name(MoveFacts.to(m)), path,
                dropped < 0 ? null : model.pieces().get(dropped).name(), promo < 0 ? null : model.pieces().get(promo).name(),
                names(b, MoveFacts.captures(pos, m)), partner, turn.coordinate(m), turn.san(m), turn.display(m), List.of(), 1,
                wall < 0 ? null : b.name(wall));
    }

    private static List<String> names(Board b, int[] squares) {
        List<String> out = new ArrayList<>(squares.length);
        for (int s : squares) out.add(b.name(s));
        return List.copyOf(out);
    }

    private static LegalAction chance(Kind k, String text, int a, int b, double p) {
        return new LegalAction(k, text, null, null, List.of(), null, null, List.of(), List.of(), null, null, null,
                List.of(a, b), p, null);
    }

    private static LegalAction other(Kind k, String text) {
        return new LegalAction(k, text, null, null, List.of(), null, null, List.of(), List.of(), null, null, null, List.of(), 1, null);
    }
}
