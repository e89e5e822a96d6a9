package io.ashtapada.api;

import io.ashtapada.engine.turn.Outcome;
import io.ashtapada.model.RuleModel;

/**
 * Where a game stands: {@code ONGOING}, or over with a winner (a player id) or a draw, and the
 * reason in words ("checkmate", "stalemate", "fifty-move rule", "repetition", "royal piece
 * captured", "resignation", "agreement", "ply limit", "time forfeit", "both passed", "bikjang", and the
 * variant rules' reasons such as "third check"). Every player's place is in
 * {@link Game#places()} and {@link GameState#places()}.
 */
public record Result(Status status, String winner, String reason) {
    public enum Status { ONGOING, WIN, DRAW }

    /** The result of a game that goes on. */
    public static final Result ONGOING = new Result(Status.ONGOING, null, null);

    static Result of(Outcome o, RuleModel model) {
        return switch (o.status()) {
            case ONGOING -> ONGOING;
            case WIN -> new Result(Status.WIN, model.players().get(o.winner()).id(), o.reason());
            case DRAW -> new Result(Status.DRAW, null, o.reason());
        };
    }

    public boolean isOver() {
        return status != Status.ONGOING;
    }

    @Override
    public String toString() {
        return switch (status) {
            case ONGOING -> "ongoing";
            case WIN -> winner + " wins (" + reason + ")";
            case DRAW -> "draw (" + reason + ")";
        };
    }
}
