package io.ashtapada.format;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Variant;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * USI's squares, moves and SFEN (docs/formats.md, "USI"), checked against positions that
 * Fairy-Stockfish printed for the same moves (src/test/resources/usi/fairy-stockfish-sfen.txt).
 */
class UsiTest {
    static Variant shogi() throws Exception {
        return Ashtapada.defaults().load(Path.of("examples/shogi.variant"));
    }

    @Test
    void usi_files_count_from_the_right_and_ranks_are_lettered_from_the_top() throws Exception {
        Usi usi = Usi.of(shogi());
        assertThat(usi.square("c3")).isEqualTo("7g");
        assertThat(usi.square("a9")).isEqualTo("9a");
        assertThat(usi.square("i1")).isEqualTo("1i");
        assertThat(usi.ourSquare("5e")).isEqualTo("e5");
        assertThat(usi.ourSquare("0a")).isNull();
        assertThat(usi.ourSquare("1j")).isNull();
    }

    @Test
    void a_shogi_promotion_is_written_with_a_plus_and_a_drop_with_a_star_and_the_upper_case_letter_both_ways() throws Exception {
        Variant v = shogi();
        Usi usi = Usi.of(v);
        Game g = v.newGame();
        assertThat(usi.write("c3c4", g::pieceAt)).isEqualTo("7g7f");
        assertThat(usi.read("7g7f", g)).isEqualTo("c3c4");
        g.play("c3c4");
        g.play("g7g6");
        assertThat(usi.write("b2h8h", g::pieceAt)).isEqualTo("8h2b+");
        assertThat(usi.write("b2h8", g::pieceAt)).isEqualTo("8h2b");
        assertThat(usi.read("8h2b+", g)).isEqualTo("b2h8h");
        assertThat(usi.read("8h2b", g)).isEqualTo("b2h8");
        g.play("b2h8h");
        g.play("g9h8");
        assertThat(usi.write("B@e5", g::pieceAt)).isEqualTo("B*5e");
        assertThat(usi.read("B*5e", g)).isEqualTo("B@e5");
        g.play("B@e5");
        // Gote drops with USI's upper-case letter too.
        String goteDrop = g.legalMoves().stream().filter(m -> m.contains("@")).findFirst().orElseThrow();
        String written = usi.write(goteDrop, g::pieceAt);
        assertThat(written).matches("B\\*\\d[a-i]");
        assertThat(usi.read(written, g)).isEqualTo(goteDrop);
    }

    @Test
    void a_move_naming_no_square_of_the_board_or_of_no_shape_reads_as_null() throws Exception {
        Variant v = shogi();
        Usi usi = Usi.of(v);
        Game g = v.newGame();
        assertThat(usi.read("0g7f", g)).isNull();
        assertThat(usi.read("7g7j", g)).isNull();
        assertThat(usi.read("e2e4", g)).isNull();
        assertThat(usi.read("P*".repeat(100), g)).isNull();
    }

    record Fixture(List<String> moves, String sfen) {
    }

    static Stream<Fixture> fairyStockfishPositions() throws Exception {
        return Files.readAllLines(Path.of("src/test/resources/usi/fairy-stockfish-sfen.txt")).stream()
                .filter(l -> !l.isBlank() && !l.startsWith("#"))
                .map(l -> l.split("\\|"))
                .map(p -> new Fixture(Arrays.asList(p[0].trim().split("\\s+")), p[1].trim()));
    }

    /** Hands compared as what they hold: Fairy-Stockfish orders kinds its own way, USI GUIs R B G S N L P. */
    static String normalised(String sfen) {
        String[] f = sfen.split(" ");
        StringBuilder hand = new StringBuilder();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d*)([A-Za-z])").matcher(f[2].equals("-") ? "" : f[2]);
        while (m.find()) hand.append(String.valueOf(m.group(2)).repeat(m.group(1).isEmpty() ? 1 : Integer.parseInt(m.group(1))));
        char[] c = hand.toString().toCharArray();
        Arrays.sort(c);
        return f[0] + " " + f[1] + " [" + new String(c) + "] " + f[3];
    }

    @ParameterizedTest
    @MethodSource("fairyStockfishPositions")
    void sfen_written_after_usi_moves_is_fairy_stockfishs(Fixture fx) throws Exception {
        Variant v = shogi();
        Usi usi = Usi.of(v);
        Game g = v.newGame();
        for (String m : fx.moves()) g.play(usi.read(m, g));
        assertThat(normalised(usi.sfen(g))).isEqualTo(normalised(fx.sfen()));
    }

    @ParameterizedTest
    @MethodSource("fairyStockfishPositions")
    void fairy_stockfishs_sfen_reads_as_the_position_the_moves_reach(Fixture fx) throws Exception {
        Variant v = shogi();
        Usi usi = Usi.of(v);
        Game g = v.newGame();
        for (String m : fx.moves()) g.play(usi.read(m, g));
        Game read = v.newGame(usi.position(fx.sfen()));
        assertThat(read.position().replaceFirst(" \\d+ (\\d+)$", " _ $1"))
                .isEqualTo(g.position().replaceFirst(" \\d+ (\\d+)$", " _ $1"));
        assertThat(usi.sfen(read)).isEqualTo(usi.sfen(g));
    }

    @Test
    void sfen_hands_are_written_rook_bishop_gold_silver_knight_lance_pawn_with_counts() throws Exception {
        Variant v = shogi();
        Usi usi = Usi.of(v);
        Game g = v.newGame(usi.position("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b GNL2PSRBgnlpsrb 1"));
        assertThat(usi.sfen(g)).isEqualTo("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b RBGSNL2Prbgsnlp 1");
    }

    @Test
    void malformed_sfen_is_refused_with_a_one_line_reason() throws Exception {
        Usi usi = Usi.of(shogi());
        assertThatThrownBy(() -> usi.position("xx")).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("SFEN needs");
        assertThatThrownBy(() -> usi.position("9/9/9/9/9/9/9/9/9 x - 1")).hasMessageContaining("side is b or w");
        assertThatThrownBy(() -> usi.position("9/9/9/9/9/9/9/9/9 b 2P? 1")).hasMessageContaining("hands are");
        assertThatThrownBy(() -> usi.position("9/9/9/9/9/9/9/9/9 b - 0")).hasMessageContaining("move number");
        assertThatThrownBy(() -> usi.position("9/".repeat(3000))).hasMessageContaining("longer than");
    }
}
