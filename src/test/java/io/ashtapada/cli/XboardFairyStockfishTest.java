package io.ashtapada.cli;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Variant;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The XBoard dialect: {@code ashtapada xboard} against Debian's Fairy-Stockfish in its XBoard
 * mode (started with {@code xboard}, the variant chosen with {@code variant NAME}), judged by
 * {@link XboardReferee}. A game passes when neither program refused a move of the other:
 * chess's castling and promotions, crazyhouse's drops and shogi's {@code +} promotions are
 * written alike. Without the engine the test skips, unless {@code ASHTAPADA_REQUIRE_SERVICES=true}
 * (CI) makes it fail.
 */
class XboardFairyStockfishTest {
    static final Path OUT = Path.of("target", "xboard-games");

    private static void playBothColours(String file, String variant, int plies) throws Exception {
        playBothColours(file, variant, plies, List.of());
    }

    private static void playBothColours(String file, String variant, int plies, List<String> opening) throws Exception {
        XboardEnginesTest.need(UciEnginesTest.FAIRY_STOCKFISH);
        Variant v = Ashtapada.defaults().load(Path.of(file));
        String name = Path.of(file).getFileName().toString().replace(".variant", "");
        for (int g = 0; g < 2; g++) {
            XboardReferee.Engine ours = new XboardReferee.Engine("Ashtapada", XboardReferee.ashtapada(file), variant, List.of());
            XboardReferee.Engine fsf = new XboardReferee.Engine("Fairy-Stockfish", List.of(UciEnginesTest.FAIRY_STOCKFISH), variant,
                    List.of("option Skill Level=0"));
            XboardReferee.Outcome o = XboardReferee.play(v, g == 0 ? ours : fsf, g == 0 ? fsf : ours, 5000, 0, plies, OUT,
                    name + "-xboard-fairy-stockfish-" + (opening.isEmpty() ? "" : "opening-") + (g + 1), opening);
            XboardEnginesTest.assertPlayedCleanly(v, o);
            assertThat(o.reason()).as("see " + o.file()).doesNotContain("illegal", "refused", "lacks");
        }
    }

    @Test
    void xboard_plays_chess_against_fairy_stockfish_in_xboard_mode_with_no_move_refused() throws Exception {
        playBothColours("examples/chess.variant", "normal", 60);
    }

    @Test
    void xboard_plays_crazyhouse_against_fairy_stockfish_with_drops_read_and_written_alike() throws Exception {
        playBothColours("examples/crazyhouse.variant", "crazyhouse", 80);
    }

    @Test
    void xboard_plays_shogi_against_fairy_stockfish_with_promotions_written_with_a_plus() throws Exception {
        playBothColours("examples/shogi.variant", "shogi", 80);
    }

    @Test
    void xboard_plays_seirawan_against_fairy_stockfish_with_gating_and_castling_with_gating_written_alike() throws Exception {
        playBothColours("examples/seirawan.variant", "seirawan", 80);
    }

    @Test
    void xboard_plays_seirawan_on_from_castlings_with_a_gate_on_the_rooks_square_both_engines_read() throws Exception {
        // White castles short gating the hawk on h1 (h1e1h), Black long gating the elephant on a8 (a8e8e).
        playBothColours("examples/seirawan.variant", "seirawan", 40,
                List.of("e2e4", "d7d5", "g1f3", "b8c6", "f1c4", "c8e6", "e1g1/h1f1h", "d8d6", "d2d3", "e8c8/a8d8e"));
    }
}
