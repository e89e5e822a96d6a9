package io.ashtapada.cli;

import org.junit.jupiter.api.Test;

import static io.ashtapada.cli.AiCliTest.run;
import static org.assertj.core.api.Assertions.assertThat;

/** {@code ashtapada usi} without another engine: the handshake, USI's moves and SFEN in, USI's moves out, bad input answered. */
class UsiCliTest {
    @Test
    void usi_answers_the_handshake_and_a_go_with_a_bestmove_in_usi_squares() {
        AiCliTest.Run r = run("usi\nisready\nusinewgame\nsetoption name USI_Hash value 256\nsetoption name USI_Ponder value false\n"
                + "position startpos moves 7g7f 3c3d 8h2b+ 3a2b B*4e\ngo btime 0 wtime 0 byoyomi 200\nquit\n", "usi", "examples/shogi.variant");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("id name Ashtapada", "option name USI_Variant type combo default shogi", "usiok", "readyok");
        assertThat(r.out()).doesNotContain("info string");
        assertThat(r.out()).containsPattern("(?m)^bestmove (\\d[a-i]\\d[a-i]\\+?|[PLNSGBR]\\*\\d[a-i])$");
    }

    @Test
    void usi_plays_from_an_sfen_position_with_hands() {
        AiCliTest.Run r = run("usi\nposition sfen lnsgkgsnl/1r4+Pb1/p1ppppp1p/9/9/9/P1PPPPP1P/1B+p4R1/LNSGKGSNL b Pp 11 moves P*2c\n"
                + "go depth 1\nquit\n", "usi", "shogi");
        assertThat(r.out()).doesNotContain("info string");
        assertThat(r.out()).containsPattern("(?m)^bestmove (\\d[a-i]\\d[a-i]\\+?|[PLNSGBR]\\*\\d[a-i])$");
    }

    @Test
    void usi_answers_a_refused_position_or_move_with_one_info_line_quoting_at_most_80_characters() {
        String junk = "x".repeat(500);
        AiCliTest.Run r = run("usi\nposition sfen " + junk + " b - 1\nposition startpos moves 7g7f " + junk + "\n"
                + "position startpos moves 7g7e\nposition fen 8/8 w\n" + junk + "\nquit\n", "usi", "shogi");
        assertThat(r.code()).isZero();
        assertThat(r.out().lines().filter(l -> l.startsWith("info string"))).hasSize(5)
                .allMatch(l -> l.length() < 200);
    }

    @Test
    void usi_with_no_legal_move_resigns() {
        // Gote's king on 1a is mated by the gold on 1b guarded by the silver on 2c.
        AiCliTest.Run r = run("usi\nposition sfen 8k/8G/7S1/9/9/9/9/9/K8 w - 2\ngo depth 1\nquit\n", "usi", "shogi");
        assertThat(r.out()).contains("bestmove resign");
    }
}
