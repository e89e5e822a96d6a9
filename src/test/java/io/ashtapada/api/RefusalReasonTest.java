package io.ashtapada.api;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Every refusal names its reason in the game's terms (issue 15), and leaves the game as it was. */
class RefusalReasonTest {
    static Variant chess, sejrang, transplant;

    @BeforeAll
    static void load() throws Exception {
        chess = Ashtapada.defaults().load(Path.of("examples/chess.variant"));
        sejrang = Ashtapada.defaults().load(Path.of("variants-dsl/sejrang.variant"));
        transplant = Ashtapada.defaults().load(Path.of("variants-dsl/omega-transplant.variant"));
    }

    /** Plays {@code action} expecting a refusal; returns the reason after checking the game did not change. */
    private static String refused(Game g, String action) {
        String before = g.position();
        int history = g.history().size();
        Throwable t = org.assertj.core.api.Assertions.catchThrowable(() -> g.act(action));
        assertThat(t).as(action).isInstanceOf(IllegalMoveException.class);
        assertThat(g.position()).isEqualTo(before);
        assertThat(g.history()).hasSize(history);
        return t.getMessage();
    }

    @Test
    void a_san_move_no_piece_can_make_names_the_piece_and_square_not_the_syntax() {
        Game g = chess.newGame();
        assertThat(refused(g, "Nf6")).isEqualTo("illegal move 'Nf6': no white knight can go to f6 now");
        assertThat(refused(g, "Qh5")).isEqualTo("illegal move 'Qh5': the queen on d1 cannot go to h5 now");
        assertThat(refused(g, "Ke2")).isEqualTo("illegal move 'Ke2': the king on e1 cannot go to e2: white's own pawn stands there");
        assertThat(refused(g, "Zf3")).isEqualTo("illegal move 'Zf3': no piece has the letter Z in Chess");
    }

    @Test
    void a_promotion_without_its_piece_names_the_choices() throws Exception {
        Game g = chess.newGame("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        assertThat(refused(g, "a7a8")).isEqualTo("illegal move 'a7a8': the pawn on a7 must promote on a8: add the piece, one of "
                + "queen (Q), rook (R), bishop (B), knight (N) (a7a8q, a7a8r, a7a8b, a7a8n)");
        assertThat(refused(g, "a8")).startsWith("illegal move 'a8': the pawn on a7 must promote on a8: add the piece, one of queen (Q)");
        assertThat(refused(g, "a8=K")).isEqualTo("illegal move 'a8=K': the pawn on a7 may promote to queen (Q), rook (R), "
                + "bishop (B), knight (N) on a8, not to 'K'");
    }

    @Test
    void e8Q_without_the_equals_sign_is_accepted_when_unambiguous() throws Exception {
        Game g = chess.newGame("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        g.play("a8Q");
        assertThat(g.pieceAt("a8")).isEqualTo('Q');
    }

    @Test
    void an_ambiguous_san_lists_the_moves_it_could_be() throws Exception {
        Game g = chess.newGame("4k3/8/8/8/8/8/3N1N2/4K3 w - - 0 1");
        assertThat(refused(g, "Ne4")).isEqualTo("ambiguous move 'Ne4': it could be Nde4 or Nfe4");
    }

    @Test
    void a_pinned_piece_says_it_would_leave_the_king_in_check() throws Exception {
        Game g = chess.newGame("4r1k1/8/8/8/8/8/4B3/4K3 w - - 0 1");
        assertThat(refused(g, "Bd3")).isEqualTo("illegal move 'Bd3': the bishop on e2 going to d3 would leave white's king in check");
    }

    @Test
    void malformed_move_texts_are_refused_trailing_nul_extra_check_marks_two_moves_empty() {
        Game g = chess.newGame();
        assertThat(refused(g, "e2e4\0")).isEqualTo("illegal move 'e2e4\\u0000': it holds a control character (U+0000)");
        assertThat(refused(g, "Nf3+++")).isEqualTo("illegal move 'Nf3+++': at most one check mark (+ or #)");
        assertThat(refused(g, "e2e4 e7e5")).isEqualTo("illegal move 'e2e4 e7e5': one move at a time (this text holds 2)");
        assertThat(refused(g, "")).isEqualTo("empty move");
        assertThat(refused(g, "   ")).isEqualTo("empty move");
    }

    @Test
    void a_sejrang_move_the_dice_do_not_allow_names_the_dice_and_what_they_let_move_SJ() throws Exception {
        Game g = sejrang.newGame("rp2kbnr/np2pppp/bp6/qp6/6PQ/6PB/PPPP2PN/RNBK2PR w - - 0 1 rolls:15");
        assertThat(refused(g, "h1h5")).isEqualTo("illegal move 'h1h5': the dice show 1,5: 1 moves a pawn, 5 a king; not a rook");
        assertThat(refused(g, "a2a4")).isEqualTo("illegal move 'a2a4': the pawn on a2 cannot go to a4 now "
                + "(the dice show 1,5: 1 moves a pawn, 5 a king)");
    }

    @Test
    void a_refused_reroll_says_why() throws Exception {
        Game g = sejrang.newGame("rp2kbnr/np2pppp/bp6/qp6/6PQ/6PB/PPPP2PN/RNBK2PR w - - 0 1 rolls:15");
        assertThat(refused(g, "b:22")).isEqualTo("re-roll both is not allowed now: both dice may be re-rolled only while they "
                + "show a double (they show 1,5) (allowed: 1, 2)");
        g.act("o:16");
        assertThat(refused(g, "o:26")).isEqualTo("re-roll 1 is not allowed now: one die was re-rolled this turn already, and "
                + "both dice may be re-rolled only while they show a double (they show 1,6)");
        Game d = sejrang.newGame("rp2kbnr/np2pppp/bp6/qp6/6PQ/6PB/PPPP2PN/RNBK2PR w - - 0 1 rolls:33");
        d.act("b:22");
        assertThat(refused(d, "b:44")).isEqualTo("re-roll both is not allowed now: both dice were re-rolled this turn already (allowed: 1, 2)");
    }

    @Test
    void a_refused_drop_says_why_OT() throws Exception {
        Game g = transplant.newGame();
        assertThat(refused(g, "J@d4")).isEqualTo("illegal drop 'J@d4': a ninja may not be dropped on d4 "
                + "(only on a2, b2, c2, d2, e2, f2, g2, h2, i2, j2)");
        assertThat(refused(g, "J@d2-d5")).isEqualTo("illegal drop 'J@d2-d5': d2 is not empty (a pawn stands there)");
        assertThat(refused(g, "Q@d4")).isEqualTo("illegal drop 'Q@d4': a queen is never dropped in Omega Transplant");
        g.play("e2e4");
        g.play("e9e7");
        assertThat(refused(g, "J@e2-e5")).isEqualTo("illegal drop 'J@e2-e5': a ninja dropped on e2 may advance to e3 now, not to e5");
        Game empty = transplant.newGame("ww/crnbqkbnrc/pppppppppp/10/10/10/10/10/10/PPPP1PPPPP/CRNBQKBNRC/WW[jjjj] w KQkq - 0 1");
        assertThat(refused(empty, "J@e2")).isEqualTo("illegal drop 'J@e2': white has no ninja in hand");
    }
}
