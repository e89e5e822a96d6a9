package io.ashtapada.engine.search;

import io.ashtapada.engine.turn.TurnMachine;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The evaluation reads what the definition's goals want of material. */
class EvaluatorTest {
    private static int score(String file, String position) throws Exception {
        TurnMachine t = SearchTest.machine(file, position);
        return new Evaluator(t.model()).evaluate(t.position(), 0);
    }

    private static final String LEVEL = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";
    private static final String WHITE_HAS_AN_EXTRA_QUEEN = "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";

    @Test
    void in_chess_an_extra_queen_is_worth_having() throws Exception {
        assertThat(score("examples/chess.variant", WHITE_HAS_AN_EXTRA_QUEEN)).isGreaterThan(score("examples/chess.variant", LEVEL) + 500);
    }

    @Test
    void where_losing_every_piece_wins_an_extra_queen_counts_against_its_owner() throws Exception {
        // antichess: 'extinction of all win'; the AI then plays toward giving its pieces away.
        assertThat(score("examples/antichess.variant", WHITE_HAS_AN_EXTRA_QUEEN)).isLessThan(score("examples/antichess.variant", LEVEL) - 500);
    }

    @Test
    void mop_up_a_lone_royal_on_the_edge_and_the_own_royal_near_it_score_higher() throws Exception {
        // King and rook against a lone king: the same material, the lone king in the centre or
        // on the edge, and the stronger king far from it or next to it.
        // Centre, edge, edge with the kings near: each scores higher than the one before.
        assertScoresRise("examples/chess.variant", "8/8/8/4k3/8/8/8/R5K1 w - - 0 1",
                "4k3/8/8/8/8/8/8/R5K1 w - - 0 1", "4k3/8/4K3/8/8/8/8/R7 w - - 0 1");
        // Not while the lone side still has a piece besides its king.
        assertThat(score("examples/chess.variant", "4k3/8/8/8/8/8/8/R5Kn w - - 0 1"))
                .isLessThan(score("examples/chess.variant", "4k3/8/8/8/8/8/8/R5K1 w - - 0 1"));
    }

    @Test
    void mop_up_where_royals_may_touch_two_steps_apart_is_nearer_than_touching() throws Exception {
        // Atomic chess: kings may stand side by side, and a king next to the other can be neither
        // checked nor mated, so the stronger king does better two steps away (e6) than touching (e7).
        // Far, touching, two steps apart: each scores higher than the one before.
        assertScoresRise("examples/atomic.variant", "4k3/8/8/8/4K3/8/8/R7 w - - 0 1",
                "4k3/4K3/8/8/8/8/8/R7 w - - 0 1", "4k3/8/4K3/8/8/8/8/R7 w - - 0 1");
    }

    /** Each position of {@code positions} scores higher (for the side to move) than the one before it. */
    private static void assertScoresRise(String file, String... positions) throws Exception {
        for (int i = 1; i < positions.length; i++) {
            assertThat(score(file, positions[i])).as(positions[i] + " against " + positions[i - 1])
                    .isGreaterThan(score(file, positions[i - 1]));
        }
    }

    @Test
    void a_kind_that_wins_by_reaching_a_zone_scores_each_step_nearer_it() throws Exception {
        // Racing kings: White's king nearer the eighth rank, all else equal, is better for White.
        int far = score("examples/racingkings.variant", "8/8/8/8/8/8/k7/K7 w - - 0 1".replace("k7/K7", "k6K/8"));
        int near = score("examples/racingkings.variant", "8/8/8/8/K7/8/k7/8 w - - 0 1");
        assertThat(near).isGreaterThan(far);
        // King of the hill: the king on the hill's edge beats the king on its own first rank.
        assertThat(score("examples/kingofthehill.variant", "4k3/8/8/8/3K4/8/8/8 w - - 0 1"))
                .isGreaterThan(score("examples/kingofthehill.variant", "4k3/8/8/8/8/8/8/3K4 w - - 0 1"));
    }

    @Test
    void the_points_of_a_pass_count_little_beside_the_pieces_OM13() throws Exception {
        // Omechanga's points (OM-13) decide nothing in the game itself (its winner captures the
        // king), so a pass for the largest total (16 points) is worth less than a fifth of a pawn:
        // at four times that, the computer passed for points and let 7 of 10 games run to the
        // ply limit against a greedy player.
        String file = "variants-dsl/omechanga.variant";
        String start = SearchTest.model(file).startPosition();
        int gain = score(file, start + " points:16,0") - score(file, start);
        assertThat(gain).isPositive().isLessThan(Evaluator.PAWN / 5);
    }
}
