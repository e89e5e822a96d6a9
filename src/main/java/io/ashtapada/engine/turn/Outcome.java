package io.ashtapada.engine.turn;

import java.util.Arrays;

/**
 * Where a game stands, for any number of players: ongoing, or over with each player's place
 * and the reason in words ("checkmate", "stalemate", "fifty-move rule", "repetition",
 * "royal piece captured", "resignation", "agreement", "ply limit", "time forfeit", and the variant rules' reasons
 * of {@link io.ashtapada.engine.Ending}: "third check", "king reached the hill", "no queen left",
 * "no pieces left", "bare king", "both reached the eighth rank", and of the pass rules: "both
 * passed", "bikjang").
 *
 * @param status ongoing, a win (one player placed first alone) or a draw (several share first place)
 * @param places per player index, the place (1 = first; players that share a place have the same
 *               number); empty while the game is ongoing
 * @param reason why the game ended, or null while it is ongoing
 */
public record Outcome(Status status, int[] places, String reason) {
    public enum Status { ONGOING, WIN, DRAW }

    public static final Outcome ONGOING = new Outcome(Status.ONGOING, new int[0], null);

    /** One player wins; with two players the other is second, with more the rest share second place. */
    public static Outcome win(int players, int winner, String reason) {
        int[] places = new int[players];
        Arrays.fill(places, 2);
        places[winner] = 1;
        return new Outcome(Status.WIN, places, reason);
    }

    /** A draw among all players. */
    public static Outcome draw(int players, String reason) {
        int[] places = new int[players];
        Arrays.fill(places, 1);
        return new Outcome(Status.DRAW, places, reason);
    }

    public boolean isOver() {
        return status != Status.ONGOING;
    }

    /** The sole winner's index, or -1 (ongoing or drawn). */
    public int winner() {
        if (status != Status.WIN) return -1;
        for (int p = 0; p < places.length; p++) if (places[p] == 1) return p;
        return -1;
    }

    /**
     * The result as a record writes it: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} for two
     * players, {@code *} while ongoing; for more players each player's place in turn order,
     * e.g. {@code 1-3-2-4}.
     */
    public String pgn() {
        if (!isOver()) return "*";
        if (places.length == 2) {
            if (status == Status.DRAW) return "1/2-1/2";
            return places[0] == 1 ? "1-0" : "0-1";
        }
        StringBuilder sb = new StringBuilder();
        for (int p : places) sb.append(sb.length() > 0 ? "-" : "").append(p);
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Outcome other && status == other.status && Arrays.equals(places, other.places)
                && java.util.Objects.equals(reason, other.reason);
    }

    @Override
    public int hashCode() {
        return status.hashCode() * 31 + Arrays.hashCode(places);
    }

    @Override
    public String toString() {
        return status + (reason == null ? "" : " (" + reason + ")") + " " + Arrays.toString(places);
    }
}
