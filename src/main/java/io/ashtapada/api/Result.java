package io.ashtapada.api;

/**
 * Where a game stands: {@code ONGOING}, or over with a winner (a player id) or a draw, and
 * the reason in words ("checkmate", "stalemate", "fifty-move rule", "repetition",
 * "royal piece captured", "ply limit").
 */
public record Result(Status status, String winner, String reason) {
    public enum Status { ONGOING, WIN, DRAW }

    static final Result ONGOING = new Result(Status.ONGOING, null, null);

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
