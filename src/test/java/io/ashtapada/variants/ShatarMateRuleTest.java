package io.ashtapada.variants;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Result;
import io.ashtapada.api.Variant;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Shatar's mate rule (issue 27; Fairy-Stockfish's shatarMateRule), played through the shipped
 * {@code examples/shatar.variant}: {@code checkmate by knight alone win} and {@code checkmate
 * needs check by knight, rook, queen else draw} (the queen is shatar's bers).
 */
class ShatarMateRuleTest {

    static Variant shatar() throws Exception {
        return Ashtapada.defaults().load(Path.of("examples", "shatar.variant"));
    }

    @Test
    void a_mate_by_a_knight_alone_wins_for_the_mated_player() throws Exception {
        Game g = shatar().newGame("6rk/5Npp/8/8/8/8/8/K7 b - - 0 1");
        assertThat(g.legalMoves()).isEmpty();
        Result r = g.result();
        assertThat(r.winner()).isEqualTo("black");
        assertThat(r.reason()).isEqualTo("checkmate by knight alone");
    }

    @Test
    void a_mate_by_a_rook_is_a_shak_and_counts() throws Exception {
        Game g = shatar().newGame("4R1k1/5ppp/8/8/8/8/8/K7 b - - 0 1");
        Result r = g.result();
        assertThat(r.winner()).isEqualTo("white");
        assertThat(r.reason()).isEqualTo("checkmate");
    }

    @Test
    void a_bishop_mate_without_a_shak_in_its_series_is_a_draw() throws Exception {
        Game g = shatar().newGame("6bk/7p/8/8/8/8/8/B6K b - - 0 1");
        assertThat(g.legalMoves()).isEmpty();
        Result r = g.result();
        assertThat(r.status()).isEqualTo(Result.Status.DRAW);
        assertThat(r.reason()).isEqualTo("checkmate without a check by rook, knight or queen");
    }

    @Test
    void a_bishop_mate_after_a_rook_check_in_the_same_series_counts() throws Exception {
        Game g = shatar().newGame("7k/3b1K1p/8/8/8/8/8/R1B5 w - - 0 1");
        g.play("a1a8");     // check by the rook: a shak
        g.play("d7c8");     // blocked
        g.play("c1b2");     // mate by the bishop, the series still unbroken
        assertThat(g.legalMoves()).isEmpty();
        Result r = g.result();
        assertThat(r.winner()).isEqualTo("white");
        assertThat(r.reason()).isEqualTo("checkmate");
    }

    @Test
    void a_move_without_check_breaks_the_series_and_the_later_bishop_mate_is_a_draw() throws Exception {
        Game g = shatar().newGame("7k/3b1K1p/8/8/8/8/8/R1B5 w - - 0 1");
        g.play("a1a8");     // a shak
        g.play("d7c8");
        g.play("a8a7");     // no check: the series ends here
        g.play("c8d7");
        g.play("c1b2");     // mate by the bishop
        assertThat(g.legalMoves()).isEmpty();
        assertThat(g.result().status()).isEqualTo(Result.Status.DRAW);
    }

    @Test
    void without_the_rule_the_same_bishop_mate_wins_as_usual() throws Exception {
        Variant plain = Ashtapada.defaults().load(Path.of("examples", "chess.variant"));
        Result r = plain.newGame("6bk/7p/8/8/8/8/8/B6K b - - 0 1").result();
        assertThat(r.winner()).isEqualTo("white");
    }
}
