package io.ashtapada.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Transcripts of the findings of issue 15 ("found when tried as a new user would") that
 * {@link PlayTranscriptTest}, {@link CommandLineTest} and {@link BadInputCorpusTest} do not
 * already pin: each runs the command a new user ran and checks what it must print now.
 */
class FindingsTranscriptTest {
    private static final String SEJRANG = "rp2kbnr/np2pppp/bp6/qp6/6PQ/6PB/PPPP2PN/RNBK2PR w - - 0 1";
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String stdin, String... args) {
        return new Main(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8))).run(args);
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    // ------------------------------------------------------------ play shows what the other side did

    @Test
    void play_shows_the_other_sides_forfeit() {
        // Only a rook may move on 4-4, White has none and every re-roll is spent: the turn is forfeited.
        String pos = SEJRANG.replace("RNBK2PR", "1NBK2P1") + " rolls:44,b:44,o:44";
        assertThat(run("quit\n", "play", "variants-dsl/sejrang.variant", "--fen", pos, "--white", "random", "--black", "human"))
                .isZero();
        assertThat(out()).startsWith("white has no legal move for these dice: the turn is forfeited\n").contains("\nw forfeit\n");
    }

    @Test
    void play_shows_the_other_sides_sejrang_teleport_by_its_squares() {
        // On 4-4 only the rooks move, and every rook move is a teleport (SJ-6): the random seat's one is named.
        assertThat(run("quit\n", "play", "variants-dsl/sejrang.variant", "--fen", SEJRANG + " rolls:44", "--white", "random",
                "--black", "human", "--seed", "1")).isZero();
        assertThat(out()).containsPattern("(?m)^white plays (a1e1|a1e5|h1d5|h1h5)$");
    }

    // ------------------------------------------------------------ play commands

    @Test
    void play_fen_prints_the_position_string_as_position_does() {
        run("fen\nposition\nquit\n", "play", "examples/chess.variant", "--white", "human", "--black", "human");
        assertThat(out()).contains("white> rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"
                + "white> rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n").doesNotContain("cannot read move");
    }

    // ------------------------------------------------------------ messages that misled

    @Test
    void play_Nf6_with_no_knight_able_to_reach_f6_names_the_piece_and_square_not_the_san_syntax() {
        run("Nf6\nquit\n", "play", "examples/chess.variant", "--white", "human", "--black", "human");
        assertThat(out()).contains("white> illegal move 'Nf6': no white knight can go to f6 now\n").doesNotContain("SAN like");
    }

    @Test
    void play_e7e8_without_the_promotion_piece_names_the_pieces_it_may_promote_to() {
        run("e7e8\nquit\n", "play", "examples/chess.variant", "--fen", "k7/4P3/8/8/8/8/8/4K3 w - - 0 1",
                "--white", "human", "--black", "human");
        assertThat(out()).contains("white> illegal move 'e7e8': the pawn on e7 must promote on e8: add the piece, one of "
                + "queen (Q), rook (R), bishop (B), knight (N) (e7e8q, e7e8r, e7e8b, e7e8n)\n");
    }

    @Test
    void play_e8Q_is_played_as_a_promotion_to_a_queen() {
        run("e8Q\nquit\n", "play", "examples/chess.variant", "--fen", "k7/4P3/8/8/8/8/8/4K3 w - - 0 1",
                "--white", "human", "--black", "human");
        assertThat(out()).contains("white> white plays e8=Q+ - check to black\n").doesNotContain("illegal");
    }

    @Test
    void play_a_sejrang_move_the_dice_do_not_allow_names_the_dice_and_what_they_let_move() {
        run("h1h5\na2a4\nquit\n", "play", "variants-dsl/sejrang.variant", "--fen", SEJRANG + " rolls:15",
                "--white", "human", "--black", "human");
        assertThat(out()).contains("white> illegal move 'h1h5': the dice show 1,5: 1 moves a pawn, 5 a king; not a rook\n")
                .contains("white> illegal move 'a2a4': the pawn on a2 cannot go to a4 now (the dice show 1,5: 1 moves a pawn, 5 a king)\n");
    }

    @Test
    void play_an_illegal_drop_J_at_d2_d5_says_why() {
        run("J@d2-d5\nquit\n", "play", "variants-dsl/omega-transplant.variant", "--white", "human", "--black", "human");
        assertThat(out()).contains("white> illegal drop 'J@d2-d5': d2 is not empty (a pawn stands there)\n");
    }

    @Test
    void play_a_refused_reroll_says_why() {
        run("reroll both\nreroll 1\nreroll 2\nquit\n", "play", "variants-dsl/sejrang.variant", "--fen", SEJRANG + " rolls:15",
                "--white", "human", "--black", "human", "--seed", "1");
        assertThat(out()).contains("white> re-roll both is not allowed now: both dice may be re-rolled only while they show a "
                        + "double (they show 1,5) (allowed: 1, 2)\n")
                .containsPattern("white> re-roll 2 is not allowed now: one die was re-rolled this turn already, and both dice "
                        + "may be re-rolled only while they show a double \\(they show \\d,\\d\\)\n");
    }

    // ------------------------------------------------------------ definitions

    @Test
    void validate_suggests_the_piece_a_misspelt_chancelor_meant(@TempDir Path dir) throws IOException {
        Files.copy(Path.of("examples/chess.variant"), dir.resolve("chess.variant"));
        Path f = dir.resolve("capa.variant");
        Files.writeString(f, Files.readString(Path.of("examples/capablanca.variant"))
                .replace("to queen, chancellor, archbishop", "to queen, chancelor, archbishop"));
        assertThat(run("", "validate", f.toString())).isEqualTo(1);
        assertThat(err()).isEqualTo(f + ":19:34: unknown piece 'chancelor' (did you mean 'chancellor'?)\n");
    }

    @Test
    void play_on_a_definition_with_one_player_is_refused_with_a_located_error_not_a_crash(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("one.variant");
        Files.writeString(f, Files.readString(Path.of("examples/chess.variant")).replace("black \"Black\" forward south", ""));
        assertThat(run("", "play", f.toString(), "--white", "random", "--black", "random")).isEqualTo(1);
        assertThat(err()).contains(f + ":").contains("one player only: a game needs two players or more")
                .doesNotContain("Exception");
        assertThat(out()).isEmpty();
    }

    static Stream<Path> goldenDefinitions() throws IOException {
        try (Stream<Path> e = Files.list(Path.of("src/test/resources/errors"));
             Stream<Path> w = Files.list(Path.of("src/test/resources/warnings"))) {
            return Stream.concat(e, w).filter(p -> p.toString().endsWith(".variant")).sorted().toList().stream();
        }
    }

    /**
     * The golden files of the cascades (an unknown setup letter, unclosed blocks, misspelt names) and
     * of the warnings, through the command a user runs: {@code validate} prints exactly those lines.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("goldenDefinitions")
    void validate_prints_exactly_the_golden_errors_and_warnings(Path definition) throws IOException {
        boolean warnings = definition.toString().contains("/warnings/");
        Path golden = Path.of(definition.toString().replace(".variant", warnings ? ".warnings" : ".errors"));
        int code = run("", "validate", definition.toString());
        List<String> printed = err().lines().filter(l -> warnings || !l.contains(": warning: ")).toList();
        assertThat(printed).containsExactlyElementsOf(Files.readAllLines(golden));
        assertThat(code).isEqualTo(warnings ? 0 : 1);
        assertThat(err()).doesNotContain("Exception");
    }
}
