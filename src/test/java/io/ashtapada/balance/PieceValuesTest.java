package io.ashtapada.balance;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.data.Offset.offset;

/** Issue 31: piece values from play, from imbalanced starts. */
class PieceValuesTest {

    @Test
    void an_imbalanced_start_without_removals_is_the_start_and_a_removed_rook_takes_its_castling_right_along() throws Exception {
        Variant chess = Ashtapada.defaults().variant("chess");
        assertThat(PieceValues.imbalancedStart(chess, Map.of(), Map.of(), 1)).isEqualTo(chess.startPosition());
        String noRook = PieceValues.imbalancedStart(chess, Map.of("rook", 1), Map.of("pawn", 3), 1);
        assertThat(chess.positionProblem(noRook)).isNull();
        Game g = chess.newGame(noRook);
        long whiteRooks = g.state().squares().stream().filter(s -> "rook".equals(s.piece()) && "white".equals(s.owner())).count();
        long blackPawns = g.state().squares().stream().filter(s -> "pawn".equals(s.piece()) && "black".equals(s.owner())).count();
        assertThat(whiteRooks).isEqualTo(1);
        assertThat(blackPawns).isEqualTo(5);
        String castling = noRook.split(" ")[2];
        assertThat(castling).contains("k", "q").hasSize(3);
        // The same seed removes the same pieces.
        assertThat(PieceValues.imbalancedStart(chess, Map.of("rook", 1), Map.of("pawn", 3), 1)).isEqualTo(noRook);
    }

    @Test
    void the_logistic_fit_recovers_known_piece_weights_from_simulated_results() {
        // Weights in log-odds: first move 0.1, a pawn 0.4, a knight 1.2; matchups as run() makes them.
        double[] truth = {0.1, 0.4, 1.2};
        double[][] designs = {{0, 3, 0}, {0, -3, 1}};
        Random random = new Random(7);
        List<double[]> rows = new ArrayList<>();
        List<Double> y = new ArrayList<>();
        for (double[] d : designs) {
            for (int i = 0; i < 4000; i++) {
                double sign = i % 2 == 0 ? 1 : -1;
                double[] x = {1, sign * d[1], sign * d[2]};
                double z = truth[0] * x[0] + truth[1] * x[1] + truth[2] * x[2];
                double p = 1 / (1 + Math.exp(-z));
                rows.add(x);
                y.add(random.nextDouble() < p ? 1.0 : 0.0);
            }
        }
        PieceValues.Fit fit = PieceValues.Fit.of(rows, y.stream().mapToDouble(Double::doubleValue).toArray());
        assertThat(fit.w[0]).isCloseTo(0.1, offset(0.06));
        assertThat(fit.w[1]).isCloseTo(0.4, offset(0.06));
        assertThat(fit.w[2] / fit.w[1]).as("a knight in pawns").isCloseTo(3.0, offset(0.5));
        assertThat(fit.cov[1][1]).isPositive().isLessThan(0.01);
    }

    @Test
    void piece_values_need_two_players() throws Exception {
        Variant four = Ashtapada.defaults().variant("guru-mahachaturaji");
        assertThat(PieceValues.refusal(four)).contains("two-player").contains("4 players");
        assertThat(PieceValues.refusal(Ashtapada.defaults().variant("chess"))).isNull();
        assertThatThrownBy(() -> PieceValues.run(four, Player.random(), 2, 1, null)).isInstanceOf(IllegalArgumentException.class);
    }

    /**
     * At a test-sized budget (two-move-deep players on both sides, fixed depth, so the games are the
     * same on any machine; 90 games, seed 1) every kind gets a value with an interval from the
     * colour-swapped matchups, and the queen is worth the most. The full order needs more games: a
     * pawn's worth barely shows above the noise of 90 games, so values in pawns swing (knight 16.8,
     * rook 11.6 with the search of issue 30); the slow test below pins the order at 400.
     */
    @Test
    void chess_piece_values_are_measured_for_every_kind_with_the_queen_worth_most() throws Exception {
        PieceValues.Result r = PieceValues.run(Ashtapada.defaults().variant("chess"), Player.aiDepth(2), 90, 1, null);
        assertThat(r.games()).isEqualTo(90);
        assertThat(r.matchups()).extracting(PieceValues.Matchup::removedA, PieceValues.Matchup::removedB)
                .contains(org.assertj.core.groups.Tuple.tuple("3 pawns", "nothing"), org.assertj.core.groups.Tuple.tuple("queen", "rook + 4 pawns"));
        assertThat(r.estimates()).extracting(PieceValues.Estimate::kind).containsExactlyInAnyOrder("pawn", "knight", "bishop", "rook", "queen");
        for (PieceValues.Estimate e : r.estimates()) assertThat(e.value()).as(e.kind()).isBetween(e.low(), e.high());
        PieceValues.Estimate queen = r.estimates().stream().filter(e -> e.kind().equals("queen")).findFirst().orElseThrow();
        assertThat(r.estimates()).allSatisfy(e -> assertThat(e.elo()).as(r.text()).isLessThanOrEqualTo(queen.elo()));
        assertThat(r.text()).contains("written").contains("measured").contains("Elo a piece");
    }

    /** The usual order (queen > rook > bishop about knight > pawn) at 400 games, as the note in docs/balance/README.md reports. */
    @Test
    @Tag("slow")
    void chess_piece_values_keep_the_usual_order_at_400_games() throws Exception {
        PieceValues.Result r = PieceValues.run(Ashtapada.defaults().variant("chess"), Player.aiDepth(2), 400, 2, null);
        System.out.print(r.text());
        assertUsualOrder(r);
    }

    private static void assertUsualOrder(PieceValues.Result r) {
        Map<String, PieceValues.Estimate> v = new java.util.HashMap<>();
        for (PieceValues.Estimate e : r.estimates()) v.put(e.kind(), e);
        assertThat(v.keySet()).containsExactlyInAnyOrder("pawn", "knight", "bishop", "rook", "queen");
        double q = v.get("queen").value(), rk = v.get("rook").value(), b = v.get("bishop").value(), n = v.get("knight").value();
        assertThat(q).as(r.text()).isGreaterThan(rk);
        assertThat(rk).as(r.text()).isGreaterThan(Math.max(b, n));
        assertThat(Math.min(b, n)).as(r.text()).isGreaterThan(1);
        // Bishop about knight: each lies within the other's interval.
        assertThat(b).as(r.text()).isBetween(v.get("knight").low(), v.get("knight").high());
        assertThat(n).as(r.text()).isBetween(v.get("bishop").low(), v.get("bishop").high());
    }
}
