package io.ashtapada.cli;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Variant;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code ashtapada xboard} plays real games over CECP against engines nobody here wrote:
 * Debian's Fairy-Max in chess and Sjaak II in Omega Chess (which Sjaak calls {@code omega} and
 * draws on a 12x12 board with holes, so every square name is translated). The referee
 * ({@link XboardReferee}) starts both programs and judges with Ashtapada's rules. Without the
 * engine the test skips, unless {@code ASHTAPADA_REQUIRE_SERVICES=true} (CI) makes it fail.
 */
class XboardEnginesTest {
    static final String FAIRYMAX = "/usr/games/fairymax";
    static final String SJAAKII = "/usr/games/sjaakii";
    static final Path OUT = Path.of("target", "xboard-games");

    static void need(String program) {
        boolean present = XboardReferee.installed(program);
        boolean required = "true".equals(System.getenv("ASHTAPADA_REQUIRE_SERVICES")) || Boolean.getBoolean("ashtapada.requireServices");
        if (!present && required) throw new AssertionError(program + " is required (ASHTAPADA_REQUIRE_SERVICES) but missing");
        Assumptions.assumeTrue(present, program + " is missing; skipped");
    }

    /** The game ended by the rules, by the other engine's fault or at the cap, never by a fault of Ashtapada's. */
    static void assertPlayedCleanly(Variant v, XboardReferee.Outcome o) throws Exception {
        assertThat(o.score()).as(o.reason() + " — see " + o.file()).isIn("1-0", "0-1", "1/2-1/2");
        assertThat(o.reason()).as("see " + o.file()).doesNotContain("Ashtapada");
        assertThat(o.reason()).as("see " + o.file()).doesNotContain("refused", "did not start");
        assertThat(o.moves().size()).as(o.reason()).isGreaterThanOrEqualTo(6);
        // The record replays under the rules to the same end.
        Game replayed = Game.replay(v, o.record());
        assertThat(replayed.history()).hasSize(o.moves().size());
    }

    @Test
    void xboard_plays_a_game_of_chess_against_fairymax_over_cecp() throws Exception {
        need(FAIRYMAX);
        Variant v = Ashtapada.defaults().load(Path.of("examples/chess.variant"));
        XboardReferee.Outcome o = XboardReferee.play(v,
                new XboardReferee.Engine("Ashtapada", XboardReferee.ashtapada("examples/chess.variant"), "normal", List.of()),
                new XboardReferee.Engine("Fairy-Max", List.of(FAIRYMAX), "normal", List.of()),
                5000, 0, 60, OUT, "chess-fairymax");
        assertPlayedCleanly(v, o);
    }

    @Test
    void xboard_plays_a_game_of_omega_chess_against_sjaakii_with_translated_squares() throws Exception {
        need(SJAAKII);
        String file = "variants-dsl/omega-chess.variant";
        Variant v = Ashtapada.defaults().load(Path.of(file));
        XboardReferee.Outcome o = XboardReferee.play(v,
                new XboardReferee.Engine("Sjaak II", List.of(SJAAKII), "omega", List.of("option Send O-O/O-O-O for castling=0")),
                new XboardReferee.Engine("Ashtapada", XboardReferee.ashtapada(file), "omega-chess", List.of()),
                5000, 0, 60, OUT, "omega-sjaakii");
        assertPlayedCleanly(v, o);
    }
}
