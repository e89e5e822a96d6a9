package io.ashtapada.variants;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Result;
import io.ashtapada.api.Variant;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Several royal pieces and the rules around them (issue 27): {@code any royal attacked is check}
 * (coregal), {@code extinction of KIND below N} (three-kings chess), {@code checkmate win}
 * (misere, losers), {@code explosions spare KIND} (atomar) and {@code royal KIND while at most N}
 * (maharajah, maharajah2, two kings), played through the shipped examples.
 */
class RoyalSetsTest {

    static Variant example(String name) throws Exception {
        return Ashtapada.defaults().load(Path.of("examples", name + ".variant"));
    }

    @Test
    void coregal_a_move_may_not_leave_a_queen_attacked() throws Exception {
        // The white queen on d1 is attacked by the rook on d8 once the pawn on d2 is gone: the
        // knight on b1 may not go anywhere but d2, between them.
        Game g = example("coregal").newGame("3rk3/8/8/8/8/8/8/1N1QK3 w - - 0 1");
        assertThat(g.inCheck()).containsExactly("white");
        assertThat(g.legalMoves()).contains("b1d2").doesNotContain("b1c3", "b1a3");
    }

    @Test
    void coregal_a_queen_that_cannot_be_saved_is_checkmate() throws Exception {
        // The queen on a1 is attacked by the bishop on h8, which the king on g8 guards; every
        // square the queen can reach is on that diagonal, and no other white piece can block it.
        Game g = example("coregal").newGame("6kb/8/8/8/8/8/P7/QB2K3 w - - 0 1");
        assertThat(g.legalMoves()).isEmpty();
        Result r = g.result();
        assertThat(r.winner()).isEqualTo("black");
        assertThat(r.reason()).isEqualTo("checkmate");
    }

    @Test
    void coregal_a_pawn_may_promote_to_a_royal_queen_but_not_onto_an_attacked_square() throws Exception {
        // The rook on a2 attacks a8 once the pawn has left a7: a new queen there would be a royal
        // piece left attacked, a new rook is not.
        Game g = example("coregal").newGame("4k3/P7/8/8/8/8/r7/7K w - - 0 1");
        assertThat(g.legalMoves()).contains("a7a8r").doesNotContain("a7a8q");
        g = example("coregal").newGame("8/P7/7k/8/8/8/1r6/7K w - - 0 1");
        g.play("a7a8q");
        assertThat(g.inCheck()).isEmpty();
        g.play("b2a2");
        assertThat(g.inCheck()).containsExactly("white");
    }

    @Test
    void coregal_castling_may_not_leave_a_queen_attacked() throws Exception {
        Game g = example("coregal").newGame("3rk3/8/8/8/8/8/3Q4/4K2R w K - 0 1");
        assertThat(g.legalMoves()).isNotEmpty().noneMatch(m -> m.startsWith("e1g1"));
        g = example("coregal").newGame("4k3/8/8/8/8/8/3Q4/4K2R w K - 0 1");
        assertThat(g.legalMoves()).anyMatch(m -> m.startsWith("e1g1"));
    }

    @Test
    void three_kings_losing_one_of_three_kings_loses() throws Exception {
        Game g = example("threekings").newGame("k6k/8/8/3k4/8/2QK4/8/K6K w - - 0 1");
        g.play("d3d4");
        assertThat(g.result().status()).isEqualTo(Result.Status.ONGOING);
        g.play("d5d4");
        Result r = g.result();
        assertThat(r.winner()).isEqualTo("black");
        assertThat(r.reason()).isEqualTo("king count below 3");
        assertThat(g.legalMoves()).isEmpty();
    }

    @Test
    void three_kings_kings_are_not_royal_and_may_stand_attacked() throws Exception {
        Game g = example("threekings").newGame("k6k/8/8/3k4/8/2QK4/8/K6K w - - 0 1");
        assertThat(g.inCheck()).isEmpty();
        assertThat(g.legalMoves()).contains("d3d4");
    }

    @Test
    void misere_the_checkmated_player_wins() throws Exception {
        Game g = example("misere").newGame("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
        g.play("a1a8");
        Result r = g.result();
        assertThat(r.winner()).isEqualTo("black");
        assertThat(r.reason()).isEqualTo("checkmate");
    }

    @Test
    void losers_a_capture_that_leaves_the_other_its_king_alone_makes_it_win() throws Exception {
        Game g = example("losers").newGame("8/8/3k4/8/8/2p5/3KQ3/8 w - - 0 1");
        assertThat(g.legalMoves()).containsExactly("d2c3");
        g.play("d2c3");
        assertThat(g.result().winner()).isEqualTo("black");
    }

    @Test
    void checkmate_draw_ends_the_game_drawn() throws Exception {
        Variant v = Ashtapada.defaults().compile("mate-draw.variant", """
                variant "Mate draws" extends "chess.variant"
                rules { checkmate draw }
                """, Path.of("examples"));
        Game g = v.newGame("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
        g.play("a1a8");
        assertThat(g.result().status()).isEqualTo(Result.Status.DRAW);
        assertThat(g.result().reason()).isEqualTo("checkmate");
    }

    @Test
    void atomar_a_capturing_king_survives_its_explosion_and_so_do_kings_next_to_it() throws Exception {
        Game g = example("atomar").newGame("8/8/3k4/3pK3/8/8/8/8 w - - 0 1");
        assertThat(g.legalMoves()).contains("e5d5");
        g.play("e5d5");
        assertThat(g.piece("d5")).isEqualTo("K");
        assertThat(g.piece("d6")).isEqualTo("k");
    }

    @Test
    void atomar_a_king_may_not_take_the_other_king() throws Exception {
        Game g = example("atomar").newGame("8/8/3k4/4K3/8/8/8/8 w - - 0 1");
        assertThat(g.legalMoves()).doesNotContain("e5d6");
    }

    @Test
    void no_check_atomic_a_king_may_blow_itself_up_and_lose() throws Exception {
        Game g = example("nocheckatomic").newGame("8/8/3k4/3p4/4K3/8/8/8 w - - 0 1");
        g.play("e4d5");
        assertThat(g.result().winner()).isEqualTo("black");
    }

    @Test
    void maharajah_the_last_amazon_is_royal_and_may_not_be_left_attacked() throws Exception {
        // The rook on d2 attacks d1 and e2: the amazon on e1 may not stand on either.
        Game g = example("maharajah").newGame("k7/8/8/8/8/8/3r4/4M3 w - - 0 1");
        assertThat(g.inCheck()).isEmpty();
        assertThat(g.legalMoves()).contains("e1d2", "e1f1").doesNotContain("e1d1", "e1e2");
        // Attacked, it is in check: White must move it out or take the attacker.
        g = example("maharajah").newGame("k7/8/8/8/8/8/8/r3M3 w - - 0 1");
        assertThat(g.inCheck()).containsExactly("white");
    }

    @Test
    void maharajah_a_checkmated_amazon_loses() throws Exception {
        // The amazon on a1 is attacked by the rook on a8 (guarded by the king); the queens on b3
        // and c3 and the rook on e1 (guarded by the queen on c3) cover every square it reaches.
        Game g = example("maharajah").newGame("rk6/8/8/8/8/1qq5/8/M3r3 w - - 0 1");
        assertThat(g.inCheck()).containsExactly("white");
        assertThat(g.legalMoves()).isEmpty();
        assertThat(g.result().winner()).isEqualTo("black");
        assertThat(g.result().reason()).isEqualTo("checkmate");
    }

    @Test
    void maharajah2_of_two_maharajahs_either_may_be_taken_and_the_last_is_royal() throws Exception {
        // With two, the one on d8 may stand attacked by the queen on d1: Black need not move it.
        Game g = example("maharajah2").newGame("3m3m/8/8/8/8/8/8/3QK3 b - - 0 1");
        assertThat(g.inCheck()).isEmpty();
        assertThat(g.legalMoves()).contains("h8h7");
        // With one, the same attack is check, and only moves that end it are legal.
        g = example("maharajah2").newGame("3m4/8/8/8/8/8/8/3QK3 b - - 0 1");
        assertThat(g.inCheck()).containsExactly("black");
        assertThat(g.legalMoves()).allMatch(m -> m.startsWith("d8"));
    }

    @Test
    void twokings2_either_king_attacked_is_check() throws Exception {
        Game g = example("twokings2").newGame("3kk3/8/8/8/8/8/8/3KK2r w - - 0 1");
        assertThat(g.inCheck()).containsExactly("white");
        g = example("twokings2").newGame("4k3/8/8/8/1b6/8/8/3KK2r w - - 0 1");
        assertThat(g.legalMoves()).isEmpty();
        assertThat(g.result().winner()).isEqualTo("black");
        assertThat(g.result().reason()).isEqualTo("checkmate");
    }

    @Test
    void shoshogi_with_king_and_prince_neither_is_royal_and_the_last_one_is() throws Exception {
        // Two kings (a king and a prince): the rook on d5 attacks d1 and nothing is in check.
        Game g = example("shoshogi").newGame("4k4/9/9/9/3r5/9/9/9/3K1K3 w - - 0 1");
        assertThat(g.inCheck()).isEmpty();
        assertThat(g.legalMoves()).contains("f1f2");
        // The rook takes one: the king left is royal.
        g.play("f1f2");
        g.play("d5d1");
        assertThat(g.legalMoves()).isNotEmpty().noneMatch(m -> m.startsWith("f2") && m.endsWith("e1"));
        // A drunk elephant entering the camp may become a prince, a second king.
        g = example("shoshogi").newGame("4k4/9/9/4E4/9/9/9/9/4K4 w - - 0 1");
        assertThat(g.legalMoves()).contains("e6e7k", "e6e7");
    }
}
