package io.ashtapada.cli;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Variant;
import io.ashtapada.format.UciDialect;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Fairy-Stockfish's UCI moves for each UCI_Variant (docs/formats.md, "Engine dialects"), without
 * the engine: shogi's promotions are written {@code b2h8+} and read in that form or Ashtapada's;
 * chess-style promotions, drops and gating are the same in both.
 */
class UciDialectCliTest {

    @Test
    void a_shogi_promotion_is_written_with_a_plus_and_read_with_a_plus_an_equals_sign_or_its_letter() throws Exception {
        Variant shogi = Ashtapada.defaults().load(Path.of("examples/shogi.variant"));
        Game g = shogi.newGame();
        g.play("c3c4");
        g.play("g7g6");
        UciDialect d = UciDialect.fairyStockfish(shogi);
        assertThat(d.write("b2h8h", g::pieceAt)).isEqualTo("b2h8+");
        assertThat(d.write("b2h8", g::pieceAt)).isEqualTo("b2h8");
        assertThat(d.read("b2h8+", g::pieceAt)).isEqualTo("b2h8h");
        assertThat(d.read("b2h8=", g::pieceAt)).isEqualTo("b2h8");
        assertThat(d.read("P@e5", g::pieceAt)).isEqualTo("P@e5");
        assertThat(d.writeLine(List.of("b2h8h", "g9h8", "B@e5"), g::pieceAt)).containsExactly("b2h8+", "g9h8", "B@e5");
        g.play(d.read("b2h8+", g::pieceAt));
        assertThat(g.piece("h8")).isEqualTo("H");
    }

    @Test
    void chess_style_promotions_keep_their_letter_in_makruk_and_crazyhouse() throws Exception {
        Variant makruk = Ashtapada.defaults().load(Path.of("examples/makruk.variant"));
        Game m = makruk.newGame("8/8/4k3/1P6/8/8/3K4/8 w - - 0 1");
        assertThat(UciDialect.fairyStockfish(makruk).write("b5b6m", m::pieceAt)).isEqualTo("b5b6m");
        Variant zh = Ashtapada.defaults().load(Path.of("examples/crazyhouse.variant"));
        Game z = zh.newGame("8/1P6/4k3/8/8/8/3K4/8[] w - - 0 1");
        assertThat(UciDialect.fairyStockfish(zh).write("b7b8q", z::pieceAt)).isEqualTo("b7b8q");
    }

    @Test
    void ashtapada_uci_reads_fairy_stockfish_shogi_moves_and_answers_in_them() {
        String input = "uci\nsetoption name UCI_Variant value shogi\nposition startpos moves c3c4 g7g6 b2h8+ g9h8\n"
                + "go depth 1\nisready\nquit\n";
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int code = new Main(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8))).run(new String[]{"uci", "examples/shogi.variant"});
        String text = out.toString(StandardCharsets.UTF_8);
        assertThat(code).isZero();
        assertThat(text).doesNotContain("info string illegal").containsPattern("(?m)^bestmove (\\S+)$");
        String best = text.lines().filter(l -> l.startsWith("bestmove ")).findFirst().orElseThrow().substring(9);
        assertThat(best).doesNotMatch("[a-i]\\d[a-i]\\d[a-z]");
    }
}
