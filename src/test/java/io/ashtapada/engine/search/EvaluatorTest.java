package io.ashtapada.engine.search;

import io.ashtapada.engine.MoveGenerator;
import io.ashtapada.engine.turn.TurnMachine;
import io.ashtapada.model.EvalWeights;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The evaluation reads what the definition's goals want of material. */
class EvaluatorTest {
    /** The evaluation from White's side, by the definition's values and weights (the shipped chess's tuned square tables left out: these tests pin the terms). */
    private static int score(String file, String position) throws Exception {
        TurnMachine t = SearchTest.machine(file, position);
        return new Evaluator(t.model(), untuned(t.model())).evaluate(t.position(), 0);
    }

    /** The model's weights without its square tables. */
    static EvalWeights untuned(io.ashtapada.model.RuleModel m) {
        return m.weights().withSquares(io.ashtapada.model.SquareTables.NONE);
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

    private static final String CHESS = "examples/chess.variant";

    @Test
    void mobility_counts_the_squares_a_piece_reaches_now_blocked_legs_included() throws Exception {
        TurnMachine chess = SearchTest.machine(CHESS, LEVEL);
        var board = chess.model().board();
        // From the start a knight reaches two squares, a bishop none.
        assertThat(MoveGenerator.targets(chess.position(), board.square("b1"), null, null)).isEqualTo(2);
        assertThat(MoveGenerator.targets(chess.position(), board.square("c1"), null, null)).isZero();
        // Xiangqi's horse is lame: from b1 (its start) the leg b2 is free, c1 is its own elephant,
        // so it reaches a3 and c3 only; the rook in its corner reaches the two squares above it.
        TurnMachine xq = SearchTest.machine("examples/xiangqi.variant", SearchTest.model("examples/xiangqi.variant").startPosition());
        var xb = xq.model().board();
        assertThat(MoveGenerator.targets(xq.position(), xb.square("b1"), null, null)).isEqualTo(2);
        assertThat(MoveGenerator.targets(xq.position(), xb.square("a1"), null, null)).isEqualTo(2);
        // A square marked unsafe (one an enemy pawn attacks) counts in bits 10-19; one in the zone in bits 20 and up.
        long[] c3 = {1L << board.square("c3")};
        assertThat(MoveGenerator.targets(chess.position(), board.square("b1"), null, c3)).isEqualTo(1 + (1 << 10));
        assertThat(MoveGenerator.targets(chess.position(), board.square("b1"), c3, c3)).isEqualTo(1 + (1 << 10) + (1 << 20));
    }

    @Test
    void squares_an_enemy_pawn_attacks_do_not_count_for_mobility() throws Exception {
        // White's knight on d4 reaches b3 b5 c2 c6 e2 e6 f3 f5. Black's pawns on c6 and e6 attack
        // b5, d5 and f5, two of them; a pawn on h6 attacks g5 only, none of them.
        int free = sideOf(CHESS, "4k3/8/8/8/3N4/8/8/4K3 w - - 0 1", 0);
        int two = sideOf(CHESS, "4k3/8/2p1p3/8/3N4/8/8/4K3 w - - 0 1", 0);
        int none = sideOf(CHESS, "4k3/8/7p/8/3N4/8/8/4K3 w - - 0 1", 0);
        assertThat(free - two).isPositive();
        assertThat(none).isEqualTo(free);
    }

    @Test
    void a_piece_that_reaches_more_squares_scores_more_dynamic_mobility() throws Exception {
        // The same material on the same squares: White's bishop on c1 is shut in by its own
        // pawns on b2 and d2, or free with the d-pawn on d3 (the pawns' own squares barely differ).
        assertScoresRise(CHESS, "4k3/8/8/8/8/8/1P1P4/2B1K3 w - - 0 1", "4k3/8/8/8/8/3P4/1P6/2B1K3 w - - 0 1");
    }

    @Test
    void in_the_opening_a_minor_piece_brought_out_beats_the_queen_brought_out() throws Exception {
        // After 1.d4 d5: 2.Nf3 and 2.Bf4 develop a minor piece (it leaves its start square and
        // reaches more), 2.Qd3 brings the queen out early; the queen's reach weighs least.
        String nf3 = "rnbqkbnr/ppp1pppp/8/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R b KQkq - 1 2";
        String bf4 = "rnbqkbnr/ppp1pppp/8/3p4/3P1B2/8/PPP1PPPP/RN1QKBNR b KQkq - 1 2";
        String qd3 = "rnbqkbnr/ppp1pppp/8/3p4/3P4/3Q4/PPP1PPPP/RNB1KBNR b KQkq - 1 2";
        assertScoresRise(CHESS, qd3, nf3);
        assertScoresRise(CHESS, qd3, bf4);
    }

    @Test
    void a_passed_pawn_earns_more_than_one_an_enemy_pawn_will_meet() throws Exception {
        // White's e5 is passed with Black's pawn behind it on d4, blocked with it ahead on d6;
        // the two positions mirror each other for Black, so the difference is White's bonus.
        int passed = EvaluatorTest.sideOf(CHESS, "4k3/8/8/4P3/3p4/8/8/4K3 w - - 0 1", 0);
        int met = EvaluatorTest.sideOf(CHESS, "4k3/8/3p4/4P3/8/8/8/4K3 w - - 0 1", 0);
        assertThat(passed).isGreaterThanOrEqualTo(met + 10);
    }

    @Test
    void doubled_and_isolated_pawns_cost() throws Exception {
        // e4 and e5 stand on one file with no pawn beside them; d4 and e5 support each other.
        int doubled = sideOf(CHESS, "4k3/8/8/4P3/4P3/8/8/4K3 w - - 0 1", 0);
        int side = sideOf(CHESS, "4k3/8/8/4P3/3P4/8/8/4K3 w - - 0 1", 0);
        assertThat(side - doubled).isGreaterThanOrEqualTo(12 + 2 * 10);
    }

    @Test
    void two_pieces_reaching_the_squares_around_the_enemy_king_count_as_an_attack() throws Exception {
        // White's queen on h5 and rook on f1 bear on the squares around Black's king on g8 (with
        // most of White's pieces on the board, the attack counts nearly in full); on b8
        // (the same rank, as far from the centre) they reach none of its squares. Black keeps a knight,
        // so that no mop-up counts.
        int attacked = score(CHESS, "6k1/8/8/n6Q/8/8/8/RNB2RK1 w - - 0 1");
        int safe = score(CHESS, "1k6/8/8/n6Q/8/8/8/RNB2RK1 w - - 0 1");
        assertThat(attacked).isGreaterThan(safe + 20);
    }

    @Test
    void the_player_to_move_earns_the_tempo_weight() throws Exception {
        // The same position with either player to move: only the tempo differs, once for each side.
        int white = score(CHESS, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1");
        int black = score(CHESS, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        assertThat(white - black).isEqualTo(2 * EvalWeights.Weight.TEMPO.standard());
    }

    @Test
    void a_piece_an_enemy_pawn_attacks_costs_its_owner_the_pawn_threat_weight() throws Exception {
        // Black's pawn on d6 attacks White's knight on e5 and its bishop on c5; on a6 it attacks
        // nothing. Weighed with and without the term, only the two threatened pieces differ.
        String threatened = "4k3/8/3p4/2B1N3/8/8/8/4K3 w - - 0 1";
        TurnMachine t = SearchTest.machine(CHESS, threatened);
        EvalWeights none = t.model().weights().with(EvalWeights.Weight.PAWN_THREAT, 0);
        int with = new Evaluator(t.model()).evaluate(t.position(), 0);
        int without = new Evaluator(t.model(), none).evaluate(t.position(), 0);
        assertThat(without - with).isEqualTo(2 * EvalWeights.Weight.PAWN_THREAT.standard());
        TurnMachine far = SearchTest.machine(CHESS, "4k3/8/p7/2B1N3/8/8/8/4K3 w - - 0 1");
        assertThat(new Evaluator(far.model(), none).evaluate(far.position(), 0))
                .isEqualTo(new Evaluator(far.model()).evaluate(far.position(), 0));
    }

    @Test
    void a_rook_earns_the_open_file_weight_on_a_file_with_no_pawn_and_half_of_it_with_enemy_pawns_only() throws Exception {
        // White's rook on d1: the d-file holds no pawn, then a black pawn on d7, then a white one on d2.
        TurnMachine open = SearchTest.machine(CHESS, "4k3/p7/8/8/8/8/P7/3RK3 w - - 0 1");
        EvalWeights none = open.model().weights().with(EvalWeights.Weight.OPEN_FILE, 0);
        int w = EvalWeights.Weight.OPEN_FILE.standard();
        assertThat(gain(open, none)).isEqualTo(w);
        assertThat(gain(SearchTest.machine(CHESS, "4k3/3p4/8/8/8/8/P7/3RK3 w - - 0 1"), none)).isEqualTo(w / 2);
        assertThat(gain(SearchTest.machine(CHESS, "4k3/p7/8/8/8/8/3P4/3RK3 w - - 0 1"), none)).isZero();
    }

    @Test
    void pieces_of_a_colour_bound_kind_on_both_colours_earn_the_pair_weight() throws Exception {
        // White's bishops on c1 and f1 stand on both colours: the bishop pair; on c1 and b2 (a
        // promoted bishop beside the first) both are dark: no pair; knights change colour: none.
        TurnMachine pair = SearchTest.machine(CHESS, "4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1");
        EvalWeights none = pair.model().weights().with(EvalWeights.Weight.PAIR, 0);
        int w = EvalWeights.Weight.PAIR.standard();
        assertThat(gain(pair, none)).isEqualTo(w);
        assertThat(gain(SearchTest.machine(CHESS, "4k3/8/8/8/8/8/1B6/2B1K3 w - - 0 1"), none)).isZero();
        assertThat(gain(SearchTest.machine(CHESS, "4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1"), none)).isZero();
        // Found from the moves, not the name: shatranj's alfils (two squares diagonally) keep
        // their colour, as its ferz does, alone here: one pair.
        TurnMachine shatranj = SearchTest.machine("examples/shatranj.variant", "4k3/8/8/8/8/8/8/2B1KBQ1 w - - 0 1");
        assertThat(gain(shatranj, shatranj.model().weights().with(EvalWeights.Weight.PAIR, 0))).isEqualTo(w);
    }

    /** What the weights {@code none} leave out is worth to White in the machine's position. */
    private static int gain(TurnMachine t, EvalWeights none) {
        return new Evaluator(t.model()).evaluate(t.position(), 0) - new Evaluator(t.model(), none).evaluate(t.position(), 0);
    }

    /** One player's own sum (as {@link Evaluator#evaluate} adds it up) in a position. */
    private static int sideOf(String file, String position, int player) throws Exception {
        TurnMachine t = SearchTest.machine(file, position);
        Evaluator e = new Evaluator(t.model(), untuned(t.model()));
        e.evaluate(t.position(), player);
        return e.side(t.position(), player);
    }
}
