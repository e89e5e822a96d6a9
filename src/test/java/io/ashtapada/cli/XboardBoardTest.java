package io.ashtapada.cli;

import io.ashtapada.protocol.XboardBoard;
import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Variant;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import static io.ashtapada.cli.AiCliTest.run;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * XBoard's view of a variant's board: square names in XBoard's rectangle (holes where the
 * variant has no square), its FEN, and the {@code setup} and {@code piece} commands that let
 * XBoard draw and check any variant.
 */
class XboardBoardTest {
    /** Sjaak II's own Omega Chess board, as it sends it in its {@code setup} command. */
    static final String SJAAK_OMEGA = "w**********w/*crnbqkbnrc*/*pppppppppp*/*10*/*10*/*10*/*10*/*10*/*10*/*PPPPPPPPPP*/*CRNBQKBNRC*/W**********W";

    static Stream<String> twoPlayerVariants() throws IOException {
        List<Path> files;
        try (Stream<Path> a = Files.list(Path.of("examples")); Stream<Path> b = Files.list(Path.of("variants-dsl"))) {
            files = Stream.concat(a, b).filter(p -> p.toString().endsWith(".variant")).sorted().toList();
        }
        return files.stream().map(Path::toString).filter(f -> !f.contains("guru-") && !f.contains("omechanga")
                && !f.contains("sejrang"));
    }

    @Test
    void omega_chess_squares_are_named_as_on_xboards_twelve_by_twelve_board() throws Exception {
        XboardBoard xb = new XboardBoard(Ashtapada.defaults().load(Path.of("variants-dsl/omega-chess.variant")));
        assertThat(xb.toXboard("a0c2")).isEqualTo("b2d4");
        assertThat(xb.toXboard("w1a2")).isEqualTo("a1b4");
        assertThat(xb.toXboard("j9w3")).isEqualTo("k11l12");
        assertThat(xb.toXboard("e8e9q")).isEqualTo("f10f11q");
        assertThat(xb.fromXboard("k11l12")).isEqualTo("j9w3");
        assertThat(xb.fromXboard("a1b4")).isEqualTo("w1a2");
        assertThat(xb.fromXboard("a2a3")).as("a hole of XBoard's rectangle").isNull();
    }

    @Test
    void chess_squares_keep_their_names() throws Exception {
        XboardBoard xb = new XboardBoard(Ashtapada.defaults().load(Path.of("examples/chess.variant")));
        assertThat(xb.toXboard("e7e8q")).isEqualTo("e7e8q");
        assertThat(xb.toXboard("e1g1")).isEqualTo("e1g1");
        assertThat(xb.fromXboard("a1h8")).isEqualTo("a1h8");
    }

    @Test
    void omega_chess_fen_is_the_board_sjaak_ii_sends_and_reads_back() throws Exception {
        Variant v = Ashtapada.defaults().load(Path.of("variants-dsl/omega-chess.variant"));
        XboardBoard xb = new XboardBoard(v);
        Game g = v.newGame();
        assertThat(xb.fen(g)).isEqualTo(SJAAK_OMEGA + " w KQkq - 0 1");
        assertThat(xb.position(SJAAK_OMEGA + " w KQkq -")).isEqualTo(v.startPosition());
    }

    @Test
    void omega_chess_setup_and_piece_commands_match_what_sjaak_ii_announces() throws Exception {
        AiCliTest.Run r = run("xboard\nprotover 2\nnew\nvariant omega-chess\nquit\n", "xboard", "examples/chess.variant",
                "variants-dsl/omega-chess.variant");
        assertThat(r.out()).contains("setup (PNBRQ...CW...........Kpnbrq...cw...........k) 12x12+0_fairy " + SJAAK_OMEGA + " w KQkq - 0 1");
        // Sjaak II: piece P& fmWfceFifmW3, piece N& N, piece B& B, piece R& R, piece Q& Q, piece W& CF, piece C& WDA, piece K& KisjO2.
        assertThat(r.out()).contains("piece P& fmWfceFifmW3\n", "piece N& N\n", "piece B& B\n", "piece R& R\n", "piece Q& RB\n",
                "piece W& CF\n", "piece C& WAD\n", "piece K& WFisjO2\n");
    }

    @Test
    void variants_xboard_knows_by_name_need_no_setup() {
        AiCliTest.Run r = run("xboard\nprotover 2\nnew\nvariant normal\nvariant xiangqi\nquit\n", "xboard", "examples/chess.variant",
                "examples/xiangqi.variant");
        assertThat(r.out()).doesNotContain("setup").doesNotContain("piece ");
    }

    @Test
    void a_move_limited_to_a_zone_has_no_xbetza_unless_it_is_a_pawns_first_step() throws Exception {
        AiCliTest.Run r = run("xboard\nprotover 2\nnew\nvariant janggi\nquit\n", "xboard", "examples/janggi.variant");
        // Janggi's palace moves name zones: the general, the guards and the pawns get no piece command.
        assertThat(r.out()).contains("setup (").contains("piece N& nN").doesNotContain("piece K&").doesNotContain("piece P&");
    }

    @Test
    void xboard_takes_and_gives_moves_in_its_own_square_names() {
        AiCliTest.Run r = run("xboard\nprotover 2\nnew\nvariant omega-chess\nsd 1\nusermove e1e3\nusermove f3f5\nquit\n",
                "xboard", "variants-dsl/omega-chess.variant");
        assertThat(r.out()).contains("Illegal move (no such square on this board): e1e3");
        // Black's answer is named on XBoard's board: files a-l, ranks 1-12, Black's pieces on ranks 10-12.
        assertThat(r.out()).containsPattern("(?m)^move [a-l]1[012][a-l]\\d+");
    }

    @Test
    void setboard_takes_xboards_fen_with_holes() {
        String fen = "w**********w/*crnbqkbnrc*/*pppppppppp*/*10*/*10*/*10*/*10*/*10*/*10*/*PPPPPPPPPP*/*CRNBQKBNRC*/W**********W b KQkq - 0 1";
        AiCliTest.Run r = run("xboard\nprotover 2\nnew\nvariant omega-chess\nforce\nsetboard " + fen + "\nsd 1\ngo\nquit\n",
                "xboard", "variants-dsl/omega-chess.variant");
        assertThat(r.out()).doesNotContain("tellusererror").containsPattern("(?m)^move [a-l]1[012][a-l]\\d+");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("twoPlayerVariants")
    void every_move_and_position_of_a_random_game_survives_the_round_trip_through_xboards_names(String file) throws Exception {
        Variant v = Ashtapada.defaults().load(Path.of(file));
        XboardBoard xb = new XboardBoard(v);
        Game g = v.newGame();
        SplittableRandom rnd = new SplittableRandom(file.hashCode());
        for (int ply = 0; ply < 40 && g.phase() == Game.Phase.CHOOSE; ply++) {
            List<String> moves = g.legalMoves();
            if (moves.isEmpty()) break;
            for (String m : moves) {
                if (m.equals("pass") || m.equals("forfeit")) continue;
                assertThat(xb.fromXboard(xb.toXboard(m))).as(m).isEqualTo(m);
            }
            String back = xb.position(xb.fen(g));
            if (back != null && !g.position().contains("moves:")) {
                // The board, hand, side, castling and en passant fields read back as they were.
                assertThat(fields(back)).as(xb.fen(g)).isEqualTo(fields(g.position()));
            }
            g.play(moves.get(rnd.nextInt(moves.size())));
        }
        if (xb.setup(g) != null) assertThat(xb.setup(v.newGame())).matches("setup \\([A-Za-z.]{44}\\) \\d+x\\d+\\+\\d+_fairy .*");
    }

    private static String fields(String position) {
        String[] f = position.split(" ");
        return String.join(" ", List.of(f).subList(0, Math.min(4, f.length)));
    }
}
