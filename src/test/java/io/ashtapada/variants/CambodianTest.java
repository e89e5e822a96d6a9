package io.ashtapada.variants;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Rights that depend on history (issue 27), as Fairy-Stockfish plays Cambodian chess: the king's
 * leap (two files aside, one rank up) and the met's double step are first moves; the leap is
 * never made in check and is lost once an enemy rook moves onto the king's rank or file. The
 * rights are in the position string's castling field by file letter ({@code DEde}). Perft counts
 * from positions where these rules matter are in src/test/resources/perft/history.perft.
 */
class CambodianTest {
    private static Variant cambodian() throws Exception {
        return Ashtapada.defaults().load(Path.of("examples/cambodian.variant"));
    }

    @Test
    void the_cambodian_king_may_leap_to_the_second_rank_as_its_first_move_only() throws Exception {
        Game g = cambodian().newGame();
        assertThat(g.position()).isEqualTo("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1");
        assertThat(g.legalMoves()).contains("d1b2", "d1f2");
        for (String m : new String[]{"d1d2", "e8e7", "d2d1", "e7e8"}) g.play(m);
        assertThat(g.position()).startsWith("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w Ed ");  // the black king has moved too; the mets keep theirs
        assertThat(g.legalMoves()).doesNotContain("d1b2", "d1f2");
    }

    @Test
    void the_cambodian_king_may_not_leap_out_of_check() throws Exception {
        Game g = cambodian().newGame("4k3/8/8/8/8/4n3/8/3KM3 w DE - 0 1");
        assertThat(g.inCheck()).containsExactly("white");
        assertThat(g.legalMoves()).doesNotContain("d1b2", "d1f2").contains("d1d2");
    }

    @Test
    void a_king_once_in_check_keeps_its_leap_for_later() throws Exception {
        // The rook on d4 gives check; the met blocks on d2; the king may then leap.
        Game g = cambodian().newGame("4k3/8/8/8/3r4/8/8/3KM3 w DE - 0 1");
        assertThat(g.legalMoves()).doesNotContain("d1b2", "d1f2");
        g.play("e1d2");
        g.play("e8e7");
        assertThat(g.legalMoves()).contains("d1b2", "d1f2");
    }

    @Test
    void an_enemy_rook_moving_onto_the_kings_file_takes_the_leap_away_even_when_blocked() throws Exception {
        Game g = cambodian().newGame("r3k3/8/8/8/3P4/8/8/3KM2R b DEe - 0 1");
        g.play("a8d8");
        assertThat(g.position()).isEqualTo("3rk3/8/8/8/3P4/8/8/3KM2R w Ee - 1 2");
        assertThat(g.legalMoves()).doesNotContain("d1b2", "d1f2").contains("e1e3");
    }

    @Test
    void an_enemy_rook_moving_onto_the_kings_rank_takes_the_leap_away() throws Exception {
        Game g = cambodian().newGame("r3k3/8/8/8/8/8/8/3KM2R w DEe - 0 1");
        g.play("h1h8");
        assertThat(g.position()).startsWith("r3k2R/8/8/8/8/8/8/3KM3 b DE ");
    }

    @Test
    void an_own_rook_on_the_kings_line_leaves_the_leap() throws Exception {
        Game g = cambodian().newGame("r3k3/8/8/8/8/8/8/3KM2R w DEe - 0 1");
        g.play("h1h2");
        g.play("a8a1");
        assertThat(g.position()).startsWith("4k3/8/8/8/8/8/7R/r2KM3 w Ee ");
        g = cambodian().newGame("4k3/8/8/8/8/8/8/3KM2R w DEe - 0 1");
        g.play("h1f1");
        assertThat(g.position()).startsWith("4k3/8/8/8/8/8/8/3KMR2 b DEe ");
    }

    @Test
    void the_met_steps_two_ahead_as_its_first_move_only_and_never_captures_so() throws Exception {
        Game g = cambodian().newGame("3mk3/8/8/8/8/8/8/3KM3 w DEde - 0 1");
        assertThat(g.legalMoves()).contains("e1e3");
        Game lost = cambodian().newGame("3mk3/8/8/8/8/8/8/3KM3 w Dd - 0 1");
        assertThat(lost.legalMoves()).doesNotContain("e1e3");
        Game blocked = cambodian().newGame("4k3/8/8/8/8/4s3/1s3s2/3KM3 w DE - 0 1");
        assertThat(blocked.legalMoves()).containsExactlyInAnyOrder("d1c2", "e1f2", "e1d2");
    }

    @Test
    void the_rights_read_back_from_the_position_string_and_survive_unmake_with_the_hash() throws Exception {
        Game g = cambodian().newGame("r1smk2r/8/2pp1ppp/pp2p3/3PP3/PPP2PPP/8/R1SKMS1R w DEde - 0 1");
        assertThat(g.perftChecked(3)).isEqualTo(g.perft(3));
        g.play("a1a2");
        g.play("a8a7");
        g.play("a2e2");                         // onto Black's king's file: Black's king loses its leap
        String after = g.position();
        assertThat(after).isEqualTo("2smk2r/r7/2pp1ppp/pp2p3/3PP3/PPP2PPP/4R3/2SKMS1R b DEd - 3 2");
        assertThat(cambodian().newGame(after).position()).isEqualTo(after);
        assertThat(cambodian().newGame(after).legalMoves()).containsExactlyInAnyOrderElementsOf(g.legalMoves());
    }
}
