package io.ashtapada.cli;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Variant;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code ashtapada usi} plays shogi over USI against an engine nobody here wrote: Debian's
 * Fairy-Stockfish, which speaks USI when its first command is {@code usi}. The referee
 * ({@link UsiReferee}) starts both programs and judges with Ashtapada's rules; a game passes when
 * neither side's move was refused (both read each other's squares, promotions and drops).
 * Without the engine the test skips, unless {@code ASHTAPADA_REQUIRE_SERVICES=true} (CI) makes it
 * fail.
 */
class UsiEnginesTest {
    static final Path OUT = Path.of("target", "usi-games");

    private static UsiReferee.Engine fairyStockfish() {
        return new UsiReferee.Engine("Fairy-Stockfish", List.of(UciEnginesTest.FAIRY_STOCKFISH), "shogi", Map.of("Skill Level", "0"));
    }

    @Test
    void usi_plays_shogi_against_fairy_stockfish_in_usi_mode_with_no_move_refused_on_either_side() throws Exception {
        XboardEnginesTest.need(UciEnginesTest.FAIRY_STOCKFISH);
        Variant v = Ashtapada.defaults().load(Path.of("examples/shogi.variant"));
        for (int g = 0; g < 2; g++) {
            UsiReferee.Engine ours = new UsiReferee.Engine("Ashtapada", UsiReferee.ashtapada("examples/shogi.variant"), null, Map.of());
            UsiReferee.Outcome o = UsiReferee.play(v, g == 0 ? ours : fairyStockfish(), g == 0 ? fairyStockfish() : ours,
                    5000, 0, 80, OUT, "shogi-usi-fairy-stockfish-" + (g + 1));
            assertThat(o.score()).as(o.reason() + " — see " + o.file()).isIn("1-0", "0-1", "1/2-1/2");
            assertThat(o.reason()).as("see " + o.file()).doesNotContain("Ashtapada", "illegal", "resign", "did not start");
            assertThat(o.moves().size()).as(o.reason() + " — see " + o.file()).isGreaterThanOrEqualTo(6);
            assertThat(o.moves()).as("USI's own squares on the wire").allMatch(m -> m.matches("\\d[a-i]\\d[a-i]\\+?|[PLNSGBR]\\*\\d[a-i]"));
            assertThat(io.ashtapada.api.Game.replay(v, o.record()).history()).hasSize(o.moves().size());
        }
    }
}
