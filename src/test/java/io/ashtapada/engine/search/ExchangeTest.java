package io.ashtapada.engine.search;

import io.ashtapada.engine.turn.TurnMachine;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static io.ashtapada.engine.search.SearchTest.machine;
import static org.assertj.core.api.Assertions.assertThat;

/** Static exchange evaluation, read from the compiled attack tables of any variant. */
class ExchangeTest {

    /** The exchange value of the move written {@code coordinate} in the position. */
    private static int see(String file, String fen, String coordinate) throws Exception {
        TurnMachine t = machine(file, fen);
        Search s = new Search(t.model(), 10);
        s.pos = t.position();
        for (int i = 0; i < t.moves().size(); i++) {
            int m = t.moves().get(i);
            if (t.coordinate(m).equals(coordinate)) return s.exchange.see(m);
        }
        throw new AssertionError(coordinate + " is not a legal move");
    }

    private static int value(String file, char letter) {
        var model = SearchTest.model(file);
        Evaluator e = new Evaluator(model);
        for (var k : model.pieces()) if (k.letter() == letter) return e.value[k.index()];
        throw new AssertionError(letter + " is no piece letter");
    }

    @Test
    void a_queen_taking_a_pawn_a_pawn_guards_loses_the_queen_for_the_pawn() throws Exception {
        String chess = "examples/chess.variant";
        assertThat(see(chess, "4k3/8/2p5/3p4/8/8/3Q4/4K3 w - - 0 1", "d2d5"))
                .isEqualTo(value(chess, 'P') - value(chess, 'Q'));
    }

    @Test
    void a_knight_taking_an_unguarded_pawn_wins_the_pawn() throws Exception {
        String chess = "examples/chess.variant";
        assertThat(see(chess, "4k3/8/8/3p4/8/4N3/8/4K3 w - - 0 1", "e3d5")).isEqualTo(value(chess, 'P'));
    }

    @Test
    void a_pawn_taking_a_guarded_knight_wins_the_knight_for_the_pawn() throws Exception {
        String chess = "examples/chess.variant";
        assertThat(see(chess, "4k3/8/2p5/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5"))
                .isEqualTo(value(chess, 'N') - value(chess, 'P'));
    }

    @Test
    void a_rook_taking_a_rook_that_the_king_guards_is_an_even_trade_the_king_stops() throws Exception {
        // Rxd7 Kxd7 and white has nothing more: even. Had White a second attacker, the king could not take.
        String chess = "examples/chess.variant";
        assertThat(see(chess, "4k3/3r4/8/8/8/8/8/3RK3 w - - 0 1", "d1d7")).isZero();
        assertThat(see(chess, "4k3/3r4/8/1B6/8/8/8/3RK3 w - - 0 1", "d1d7")).isEqualTo(value(chess, 'R'));
    }

    @Test
    void xiangqi_cannon_taking_a_rook_over_a_screen_loses_the_cannon_to_the_horse_unless_its_leg_is_blocked() throws Exception {
        String xq = "examples/xiangqi.variant";
        // The cannon on e2 hops over the soldier on e4 to the rook on e6; the horse on d8 guards e6
        // through d7 (a lame leap) ...
        assertThat(see(xq, "5k3/9/3n5/9/4r4/9/4P4/9/4C4/3K5 w - - 0 1", "e2e6"))
                .isEqualTo(value(xq, 'R') - value(xq, 'C'));
        // ... unless d7 is occupied.
        assertThat(see(xq, "5k3/9/3n5/3p5/4r4/9/4P4/9/4C4/3K5 w - - 0 1", "e2e6"))
                .isEqualTo(value(xq, 'R'));
    }

    @Test
    void a_rook_behind_a_rook_on_the_file_joins_the_exchange_when_the_front_one_has_taken() throws Exception {
        String chess = "examples/chess.variant";
        // Rxd5 Rxd5 Rxd5: the rook on d1 x-rays through d2 and wins the pawn.
        assertThat(see(chess, "3r2k1/8/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5")).isEqualTo(value(chess, 'P'));
        // Black's doubled rooks answer in kind: Rxd5 Rxd5 Rxd5 Rxd5 leaves White a rook for a pawn down.
        assertThat(see(chess, "3r2k1/3r4/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5"))
                .isEqualTo(value(chess, 'P') - value(chess, 'R'));
    }

    @Test
    void a_bishop_behind_a_pawn_on_the_diagonal_takes_back_after_the_pawn() throws Exception {
        // exd5 exd5 Bxd5: the bishop on f3 stands behind the pawn on e4 on the diagonal to d5.
        String chess = "examples/chess.variant";
        assertThat(see(chess, "4k3/8/4p3/3n4/4P3/5B2/8/4K3 w - - 0 1", "e4d5")).isEqualTo(value(chess, 'N'));
        // A knight between (on e4's diagonal square f3 a knight, the bishop on g2) blocks the line.
        assertThat(see(chess, "4k3/8/4p3/3n4/4P3/5N2/6B1/4K3 w - - 0 1", "e4d5"))
                .isEqualTo(value(chess, 'N') - value(chess, 'P'));
    }

    @Test
    void a_rider_the_mover_stood_in_front_of_takes_back_though_nothing_else_of_its_side_attacks_the_square() throws Exception {
        // Qxd5 opens the d-file: the rook on d1 takes the queen. So does Qd5 without a pawn there.
        String chess = "examples/chess.variant";
        assertThat(see(chess, "4k3/8/8/3p4/3Q4/8/7K/3r4 w - - 0 1", "d4d5")).isEqualTo(value(chess, 'P') - value(chess, 'Q'));
        assertThat(see(chess, "4k3/8/8/8/3Q4/8/7K/3r4 w - - 0 1", "d4d5")).isEqualTo(-value(chess, 'Q'));
        // Off the rook's line the queen is safe.
        assertThat(see(chess, "4k3/8/8/8/3Q4/8/7K/3r4 w - - 0 1", "d4e5")).isZero();
    }

    @Test
    void en_passant_empties_the_taken_pawns_square_and_a_rook_behind_it_on_the_file_takes_back() throws Exception {
        String chess = "examples/chess.variant";
        // exd6 e.p. with a black rook on d1 behind the taken pawn on d5: Rxd6 takes the pawn back.
        assertThat(see(chess, "4k3/8/8/3pP3/8/8/7K/3r4 w - d6 0 1", "e5d6")).isZero();
        // A white piece in between on d3 keeps the rook out: the pawn is won.
        assertThat(see(chess, "4k3/8/8/3pP3/8/3N4/7K/3r4 w - d6 0 1", "e5d6")).isEqualTo(Evaluator.PAWN);
        // A white rook on d7 then takes back in its turn: the pawn won, the rook kept.
        assertThat(see(chess, "4k3/3R4/8/3pP3/8/8/7K/3r4 w - d6 0 1", "e5d6")).isEqualTo(Evaluator.PAWN);
    }

    /**
     * The threshold test the search asks ({@link Exchange#below}), which often stops after the
     * first recapture, answers as the whole exchange does: for every move of the positions of
     * random games of four variants (riders, a cannon's hop, drops, promotions) and thresholds
     * from a rook's loss to a minor piece's gain.
     */
    @ParameterizedTest
    @ValueSource(strings = {"examples/chess.variant", "examples/xiangqi.variant", "examples/shogi.variant", "variants-dsl/omega-chess.variant"})
    void the_threshold_test_answers_as_the_whole_exchange_does(String file) throws Exception {
        TurnMachine t = machine(file, null);
        Search s = new Search(t.model(), 10);
        s.pos = t.position();
        java.util.SplittableRandom random = new java.util.SplittableRandom(31);
        int[] thresholds = {-500, -160, -100, -1, 0, 1, 100, 300};
        int asked = 0, belowSome = 0;
        for (int ply = 0; ply < 400 && t.phase() == io.ashtapada.engine.turn.Phase.CHOOSE; ply++) {
            var moves = t.moves();
            for (int i = 0; i < moves.size(); i++) {
                int m = moves.get(i), type = io.ashtapada.engine.Move.type(m);
                if (type != io.ashtapada.engine.Move.NORMAL && type != io.ashtapada.engine.Move.EN_PASSANT) continue;
                int see = s.exchange.see(m);
                for (int threshold : thresholds) {
                    assertThat(s.exchange.below(m, threshold)).as("%s in %s below %d", t.coordinate(m), t.position(), threshold)
                            .isEqualTo(see < threshold);
                    asked++;
                    if (see < threshold) belowSome++;
                }
            }
            if (moves.size() == 0) break;
            t.playGenerated(moves.get(random.nextInt(moves.size())));
        }
        assertThat(asked).isGreaterThan(5_000);
        assertThat(belowSome).isGreaterThan(asked / 20);
    }
}
