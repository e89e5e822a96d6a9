package io.ashtapada.cli;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Variant;
import io.ashtapada.format.UciDialect;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Chess960's castling over UCI: in a variant that castles anywhere (Fischer random chess,
 * Capablanca random chess) the king takes its own rook ({@code b1h1}), as Fairy-Stockfish writes
 * it and Chess960 GUIs send it; Ashtapada's own notation ({@code b1g1/h1f1}) still reads. The
 * facts are Debian's fairy-stockfish 11.1's move lists ({@code go perft 1}), recorded in
 * src/test/resources/uci/fairy-stockfish-chess960.txt, so the test needs no engine.
 */
class Chess960UciTest {

    @TestFactory
    Stream<DynamicTest> every_legal_move_is_written_as_fairy_stockfish_lists_it_and_each_of_its_moves_reads_back() throws Exception {
        List<DynamicTest> tests = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of("src/test/resources/uci/fairy-stockfish-chess960.txt"))) {
            if (line.isBlank() || line.startsWith("#")) continue;
            String[] c = line.split("\\|");
            String variant = c[0].trim(), fen = c[1].trim();
            List<String> theirs = List.of(c[2].trim().split(" "));
            tests.add(DynamicTest.dynamicTest(variant + " " + fen, () -> {
                Variant v = Ashtapada.defaults().load(Path.of("examples/" + variant + ".variant"));
                Game g = v.newGame(fen);
                UciDialect d = UciDialect.fairyStockfish(v);
                List<String> ours = g.legalMoves().stream().map(m -> d.write(m, g)).sorted().toList();
                assertThat(ours).isEqualTo(theirs);
                for (String m : theirs) {
                    String read = d.read(m, g);
                    assertThat(g.legalMoves()).as(m).contains(read);
                    assertThat(d.write(read, g)).isEqualTo(m);
                }
            }));
        }
        return tests.stream();
    }

    @Test
    void a_castling_is_the_king_taking_its_rook_only_where_the_variant_castles_anywhere() throws Exception {
        Variant frc = Ashtapada.defaults().load(Path.of("examples/fischerandom.variant"));
        Variant chess = Ashtapada.defaults().load(Path.of("examples/chess.variant"));
        assertThat(frc.castlesAnywhere()).isTrue();
        assertThat(chess.castlesAnywhere()).isFalse();
        Game c = chess.newGame("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
        UciDialect d = UciDialect.fairyStockfish(chess);
        assertThat(c.legalMoves()).contains("e1g1", "e1c1");
        assertThat(d.write("e1g1", c)).isEqualTo("e1g1");
        assertThat(d.read("e1g1", c)).isEqualTo("e1g1");
        // Fischer random chess from the orthodox array: the king takes the rook there too.
        Game f = frc.newGame("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w HAha - 0 1");
        UciDialect fd = UciDialect.fairyStockfish(frc);
        assertThat(fd.write("e1g1/h1f1", f)).isEqualTo("e1h1");
        assertThat(fd.read("e1h1", f)).isEqualTo("e1g1/h1f1");
        assertThat(fd.read("e1g1/h1f1", f)).isEqualTo("e1g1/h1f1");
        assertThat(fd.writeLine(List.of("e1g1/h1f1", "e8c8/a8d8"), f::pieceAt)).containsExactly("e1h1", "e8a8");
    }

    private static String uci(String variant, String input) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        new Main(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8))).run(new String[]{"uci", variant});
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void uci_offers_uci_chess960_reads_a_gui_s_castling_and_plays_its_own_the_same_way() {
        // The one mate in one is castling long with the king standing still on c1 (the rook to d1):
        // written as the king taking the a1 rook.
        // As a GUI does, the next command is sent once the bestmove came (a command during a search stops it).
        String out = AiCliTest.runWaiting("uci\nsetoption name UCI_Chess960 value true\n"
                + "position fen rkr5/pppppppp/8/8/8/8/PPPPPPPP/RKR5 w CAca - 0 1 moves b1c1 a7a6\nisready\n"
                + "position fen 2rkr3/2p1p3/1N6/8/8/8/8/R1K5 w A - 0 1\ngo depth 2\n", "bestmove", "quit\n",
                "uci", "examples/fischerandom.variant").out();
        assertThat(out).contains("option name UCI_Chess960 type check default false").doesNotContain("info string")
                .contains("score mate 1 nodes").contains(" pv c1a1");
        assertThat(out.lines().filter(l -> l.startsWith("bestmove")).findFirst().orElseThrow()).isEqualTo("bestmove c1a1");
        String chess = uci("examples/chess.variant", "uci\nsetoption name UCI_Chess960 value true\nsetoption name UCI_Chess960 value maybe\nquit\n");
        assertThat(chess).contains("info string chess does not castle anywhere: choose a Chess960 variant with UCI_Variant (this engine offers none)")
                .contains("info string UCI_Chess960 is true or false, not maybe");
    }
}
