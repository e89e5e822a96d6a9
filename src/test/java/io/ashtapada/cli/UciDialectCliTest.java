package io.ashtapada.cli;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.ComputerPlayer;
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
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Fairy-Stockfish's UCI moves for each UCI_Variant (docs/formats.md, "Engine dialects"), without
 * the engine: shogi's promotions are written {@code b2h8+} and read in that form or Ashtapada's;
 * chess-style promotions, drops and gating are the same in both, except castling that gates on
 * the rook's square (Fairy-Stockfish: rook's square, king's square, piece).
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
    void the_command_line_moves_read_an_engine_s_shogi_promotion_too_so_a_game_an_engine_played_replays() {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int code = new Main(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                new ByteArrayInputStream(new byte[0])).run(new String[]{"moves", "examples/shogi.variant", "--moves", "c3c4 g7g6 b2h8+ g9h8"});
        assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
        assertThat(code).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("result ongoing").contains("[Bb]");
        // A move that is illegal either way still gets the reason for the text as written.
        err.reset();
        code = new Main(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                new ByteArrayInputStream(new byte[0])).run(new String[]{"moves", "examples/shogi.variant", "--moves", "c3c4 e7e6 b2h8+"});
        assertThat(code).isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8).strip()).isEqualTo("--moves: illegal move 'b2h8+': the bishop on b2 cannot go to h8 now");
    }

    private static String session(String command, String input) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        new Main(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8))).run(new String[]{command, "examples/chess.variant"});
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void uci_usi_and_xboard_offer_threads_and_refuse_a_count_outside_one_to_sixty_four() {
        String uci = session("uci", "uci\nsetoption name Threads value 2\nsetoption name Threads value 0\n"
                + "position startpos\ngo depth 3\nisready\nquit\n");
        assertThat(uci).contains("option name Threads type spin default 1 min 1 max 64")
                .contains("info string Threads is 1 to 64, not 0").contains("bestmove ");
        assertThat(uci.lines().filter(l -> l.startsWith("info string Threads")).count()).isEqualTo(1);
        String usi = session("usi", "usi\nsetoption name Threads value 99\nquit\n");
        assertThat(usi).contains("option name Threads type spin default 1 min 1 max 64").contains("info string Threads is 1 to 64, not 99");
        String xb = session("xboard", "xboard\nprotover 2\ncores 2\ncores x\nsd 3\ngo\nping 1\nquit\n");
        assertThat(xb).contains("smp=1").contains("Error (cores are 1 to 64): x").contains("move ").contains("pong 1");
        assertThat(xb.lines().filter(l -> l.startsWith("Error")).count()).isEqualTo(1);
    }

    @Test
    void uci_usi_and_xboard_size_the_transposition_table_and_refuse_a_size_the_heap_cannot_hold() {
        String uci = session("uci", "uci\nsetoption name Hash value 64\nsetoption name Hash value 0\n"
                + "setoption name Hash value 99999999\nposition startpos\ngo depth 3\nisready\nquit\n");
        assertThat(uci).contains("option name Hash type spin default 17 min 1 max " + ComputerPlayer.tableLimitMb())
                .contains("info string Hash is 1 to " + ComputerPlayer.tableLimitMb() + " MiB here, not 0")
                .contains("not 99999999").contains("bestmove ");
        assertThat(uci.lines().filter(l -> l.startsWith("info string Hash")).count()).isEqualTo(2);
        String usi = session("usi", "usi\nsetoption name USI_Hash value 32\nsetoption name USI_Hash value x\nquit\n");
        assertThat(usi.lines().filter(l -> l.startsWith("info string USI_Hash is 1 to ")).count()).isEqualTo(1);
        String xb = session("xboard", "xboard\nprotover 2\nmemory 32\nmemory 0\nsd 3\ngo\nping 1\nquit\n");
        assertThat(xb).contains("memory=1").contains("Error (memory is 1 to ").contains("move ").contains("pong 1");
        assertThat(xb.lines().filter(l -> l.startsWith("Error")).count()).isEqualTo(1);
    }

    @Test
    void a_table_size_in_mebibytes_is_the_largest_power_of_two_of_slots_that_fits() {
        assertThat(io.ashtapada.engine.search.Search.tableBits(17)).isEqualTo(20);     // 2^20 slots of 17 bytes
        assertThat(io.ashtapada.engine.search.Search.tableBits(16)).isEqualTo(19);
        assertThat(io.ashtapada.engine.search.Search.tableBits(256)).isEqualTo(23);
        assertThat(io.ashtapada.engine.search.Search.tableBits(1)).isEqualTo(15);
        assertThatThrownBy(() -> new ComputerPlayer(Ashtapada.defaults().load(Path.of("examples/chess.variant")), 0))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void a_janggi_pass_is_written_and_read_as_the_kings_square_twice_as_fairy_stockfish_does() throws Exception {
        Variant janggi = Ashtapada.defaults().load(Path.of("examples/janggi.variant"));
        Game g = janggi.newGame();
        UciDialect d = UciDialect.fairyStockfish(janggi);
        assertThat(g.legalMoves()).contains("pass");
        assertThat(d.write("pass", g)).isEqualTo("e2e2");
        assertThat(d.read("e2e2", g)).isEqualTo("pass");
        g.play(d.read("e2e2", g));
        assertThat(d.write("pass", g)).isEqualTo("e9e9");
        // A move that is not a pass reads as itself.
        assertThat(d.read("a1a2", g)).isEqualTo("a1a2");
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

    /** Debian fairy-stockfish 11.1's {@code go perft 1} in Seirawan, both castlings open, both sides to move (recorded). */
    static final String FSF_SEIRAWAN_WHITE = "a1b1 a1b1e a1b1h a1c1 a1c1e a1c1h a1d1 a1d1e a1d1h a1e1e a1e1h a2a3 a2a4 b2b3 b2b4 c2c3 c2c4 "
            + "d2d3 d2d4 e1c1 e1c1e e1c1h e1d1 e1d1e e1d1h e1f1 e1f1e e1f1h e1g1 e1g1e e1g1h e2e3 e2e4 f2f3 f2f4 g2g3 g2g4 h1e1e h1e1h "
            + "h1f1 h1f1e h1f1h h1g1 h1g1e h1g1h h2h3 h2h4";
    static final String FSF_SEIRAWAN_BLACK = "a7a5 a7a6 a8b8 a8b8e a8b8h a8c8 a8c8e a8c8h a8d8 a8d8e a8d8h a8e8e a8e8h b7b5 b7b6 c7c5 c7c6 "
            + "d7d5 d7d6 e7e5 e7e6 e8c8 e8c8e e8c8h e8d8 e8d8e e8d8h e8f8 e8f8e e8f8h e8g8 e8g8e e8g8h f7f5 f7f6 g7g5 g7g6 h7h5 h7h6 "
            + "h8e8e h8e8h h8f8 h8f8e h8f8h h8g8 h8g8e h8g8h";

    @Test
    void seirawan_castling_that_gates_on_the_rook_square_is_written_rook_square_king_square_piece_as_fairy_stockfish_does() throws Exception {
        Variant s = Ashtapada.defaults().load(Path.of("examples/seirawan.variant"));
        UciDialect d = UciDialect.fairyStockfish(s);
        for (String side : List.of("w", "b")) {
            Game g = s.newGame("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[HEhe] " + side + " KQBCDFGkqbcdfg - 0 1");
            java.util.TreeSet<String> written = new java.util.TreeSet<>();
            for (String m : g.legalMoves()) {
                String fsf = d.write(m, g::pieceAt);
                written.add(fsf);
                assertThat(d.read(fsf, g)).as(fsf).isEqualTo(m);
            }
            assertThat(String.join(" ", written)).isEqualTo(side.equals("w") ? FSF_SEIRAWAN_WHITE : FSF_SEIRAWAN_BLACK);
        }
        Game g = s.newGame("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[HEhe] w KQBCDFGkqbcdfg - 0 1");
        assertThat(d.write("e1g1/h1f1h", g::pieceAt)).isEqualTo("h1e1h");
        assertThat(d.write("e1g1h", g::pieceAt)).isEqualTo("e1g1h");
        g.play(d.read("h1e1h", g));
        assertThat(g.piece("h1")).isEqualTo("H");
        assertThat(g.piece("g1")).isEqualTo("K");
        // A principal variation: the castling is translated in the position the moves before it reach.
        Game fresh = s.newGame("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[HEhe] w KQBCDFGkqbcdfg - 0 1");
        assertThat(d.writeLine(List.of("a2a3", "a7a6", "e1c1/a1d1e"), fresh::pieceAt)).containsExactly("a2a3", "a7a6", "a1e1e");
    }

    @Test
    void ashtapada_uci_reads_and_writes_seirawan_castling_that_gates_on_the_rook_square_as_fairy_stockfish() {
        String input = "uci\nsetoption name UCI_Variant value seirawan\n"
                + "position fen 4k3/8/8/8/8/8/8/4K2R[H] w KBCDFGk - 0 1 moves h1e1h e8d8\ngo depth 1\nisready\nquit\n";
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int code = new Main(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8))).run(new String[]{"uci", "seirawan"});
        String text = out.toString(StandardCharsets.UTF_8);
        assertThat(code).isZero();
        assertThat(text).doesNotContain("info string illegal").containsPattern("(?m)^bestmove [a-h][1-8][a-h][1-8]$");
    }
}
