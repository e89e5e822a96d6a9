package io.ashtapada.model.ends;

import io.ashtapada.syntax.Ast;

/**
 * {@code bare king loss|draw|win}: a player left with one piece (board and hand) loses, unless
 * it bares the other's in reply (shatranj); {@code draw} ends the game drawn (shatar),
 * {@code win} makes the bare player win (losers). With more than two players a bare player is
 * taken out ({@code loss}), wins or draws.
 */
final class BareKing implements EndCondition {
    private final Ast.Outcome outcome;

    private BareKing(Ast.Outcome outcome) {
        this.outcome = outcome;
    }

    static EndCondition compile(Ast.Sentence s, EndContext cx) {
        return new BareKing(s.outcome() == null ? Ast.Outcome.LOSS : s.outcome());
    }

    @Override
    public int afterMove(GameView v, int mover) {
        int stm = v.toMove();
        if (v.players() > 2) {
            if (outcome == Ast.Outcome.LOSS) return GOES_ON;
            for (int i = 0, c = mover; i < v.players(); i++, c = (c + 1) % v.players()) {
                if (v.isOut(c) || v.pieces(c) > 1) continue;
                return outcome == Ast.Outcome.WIN ? c : DRAW;
            }
            return GOES_ON;
        }
        // The player who moved first: baring the other is answered by baring back only in the reply.
        for (int i = 0, c = mover; i < 2; i++, c = stm) {
            if (v.pieces(c) <= 1 && v.pieces(1 - c) >= 2 + (c == stm ? 1 : 0)) {
                return switch (outcome) {
                    case LOSS -> 1 - c;
                    case WIN -> c;
                    case DRAW -> DRAW;
                };
            }
        }
        return GOES_ON;
    }

    @Override
    public boolean takesOut(GameView v, int player) {
        return outcome == Ast.Outcome.LOSS && v.pieces(player) <= 1;
    }

    @Override
    public String reason() {
        return "bare king";
    }
}
