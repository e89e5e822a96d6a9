package io.ashtapada.cli;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Variant;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code ashtapada uci} plays real games over UCI against an engine nobody here wrote: Debian's
 * Fairy-Stockfish, in chess and (through {@code UCI_Variant}) in xiangqi, a variant whose ranks
 * reach 10. The referee ({@link UciReferee}) starts both programs and judges with Ashtapada's
 * rules. Fairy-Stockfish plays at its lowest skill so that games are not all over in 20 plies.
 * Without the engine the test skips, unless {@code ASHTAPADA_REQUIRE_SERVICES=true} (CI) makes it
 * fail.
 */
class UciEnginesTest {
    static final String FAIRY_STOCKFISH = "/usr/games/fairy-stockfish";
    static final Path OUT = Path.of("target", "uci-games");

    /** The game ended by the rules, by the other engine's fault or at the cap, never by a fault of Ashtapada's. */
    static void assertPlayedCleanly(Variant v, UciReferee.Outcome o) throws Exception {
        assertThat(o.score()).as(o.reason() + " — see " + o.file()).isIn("1-0", "0-1", "1/2-1/2");
        assertThat(o.reason()).as("see " + o.file()).doesNotContain("Ashtapada");
        assertThat(o.moves().size()).as(o.reason() + " — see " + o.file()).isGreaterThanOrEqualTo(6);
        Game replayed = Game.replay(v, o.record());
        assertThat(replayed.history()).hasSize(o.moves().size());
    }

    private static UciReferee.Engine fairyStockfish(String variant) {
        return new UciReferee.Engine("Fairy-Stockfish", List.of(FAIRY_STOCKFISH), variant, Map.of("Skill Level", "0"));
    }

    @Test
    void uci_plays_a_game_of_chess_against_fairy_stockfish() throws Exception {
        XboardEnginesTest.need(FAIRY_STOCKFISH);
        Variant v = Ashtapada.defaults().load(Path.of("examples/chess.variant"));
        UciReferee.Outcome o = UciReferee.play(v,
                new UciReferee.Engine("Ashtapada", UciReferee.ashtapada("examples/chess.variant"), null, Map.of()),
                fairyStockfish("chess"), 5000, 0, 60, OUT, "chess-fairy-stockfish");
        assertPlayedCleanly(v, o);
    }

    /** Played cleanly, and neither side's move was refused: the two programs agree on every move's text. */
    static void assertNoProtocolDisagreement(Variant v, UciReferee.Outcome o) throws Exception {
        assertPlayedCleanly(v, o);
        assertThat(o.reason()).as("see " + o.file()).doesNotContain("illegal", "no move");
    }

    @Test
    void uci_plays_shogi_against_fairy_stockfish_writing_promotions_with_a_plus_and_drops_as_it_does() throws Exception {
        XboardEnginesTest.need(FAIRY_STOCKFISH);
        Variant v = Ashtapada.defaults().load(Path.of("examples/shogi.variant"));
        for (int g = 0; g < 2; g++) {
            UciReferee.Engine ours = new UciReferee.Engine("Ashtapada", UciReferee.ashtapada("examples/shogi.variant"), "shogi", Map.of());
            UciReferee.Outcome o = UciReferee.play(v, g == 0 ? ours : fairyStockfish("shogi"), g == 0 ? fairyStockfish("shogi") : ours,
                    5000, 0, 80, OUT, "shogi-fairy-stockfish-" + (g + 1));
            assertNoProtocolDisagreement(v, o);
        }
    }

    @Test
    void uci_plays_crazyhouse_against_fairy_stockfish_with_drops() throws Exception {
        XboardEnginesTest.need(FAIRY_STOCKFISH);
        Variant v = Ashtapada.defaults().load(Path.of("examples/crazyhouse.variant"));
        UciReferee.Outcome o = UciReferee.play(v,
                new UciReferee.Engine("Ashtapada", UciReferee.ashtapada("examples/crazyhouse.variant"), "crazyhouse", Map.of()),
                fairyStockfish("crazyhouse"), 5000, 0, 80, OUT, "crazyhouse-fairy-stockfish");
        assertNoProtocolDisagreement(v, o);
    }

    @Test
    void uci_plays_seirawan_against_fairy_stockfish_with_gating() throws Exception {
        XboardEnginesTest.need(FAIRY_STOCKFISH);
        Variant v = Ashtapada.defaults().load(Path.of("examples/seirawan.variant"));
        for (int g = 0; g < 2; g++) {
            UciReferee.Engine ours = new UciReferee.Engine("Ashtapada", UciReferee.ashtapada("examples/seirawan.variant"), "seirawan", Map.of());
            UciReferee.Outcome o = UciReferee.play(v, g == 0 ? ours : fairyStockfish("seirawan"), g == 0 ? fairyStockfish("seirawan") : ours,
                    5000, 0, 80, OUT, "seirawan-fairy-stockfish-" + (g + 1));
            assertNoProtocolDisagreement(v, o);
        }
    }

    @Test
    void uci_plays_chess960_against_fairy_stockfish_from_shuffled_arrays_castling_as_the_king_taking_its_rook() throws Exception {
        XboardEnginesTest.need(FAIRY_STOCKFISH);
        Variant v = Ashtapada.defaults().load(Path.of("examples/fischerandom.variant"));
        for (int g = 0; g < 2; g++) {
            String start = v.newGame(11 + g).position();
            UciReferee.Engine ours = new UciReferee.Engine("Ashtapada", UciReferee.ashtapada("examples/fischerandom.variant"), "fischerandom",
                    Map.of("UCI_Chess960", "true"));
            UciReferee.Outcome o = UciReferee.play(v, start, g == 0 ? ours : fairyStockfish("fischerandom"), g == 0 ? fairyStockfish("fischerandom") : ours,
                    5000, 0, 80, OUT, "fischerandom-fairy-stockfish-" + (g + 1));
            assertNoProtocolDisagreement(v, o);
        }
    }

    @Test
    void uci_plays_a_game_of_xiangqi_against_fairy_stockfish_with_uci_variant() throws Exception {
        XboardEnginesTest.need(FAIRY_STOCKFISH);
        Variant v = Ashtapada.defaults().load(Path.of("examples/xiangqi.variant"));
        UciReferee.Outcome o = UciReferee.play(v, fairyStockfish("xiangqi"),
                new UciReferee.Engine("Ashtapada", UciReferee.ashtapada("examples/xiangqi.variant"), null, Map.of()),
                5000, 0, 60, OUT, "xiangqi-fairy-stockfish");
        assertPlayedCleanly(v, o);
    }
}
