package io.ashtapada.cli;

import org.junit.jupiter.api.Test;

import static io.ashtapada.cli.AiCliTest.run;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code ashtapada xboard} reads and writes shogi's promotions ({@code b2h8+}) and Seirawan's castling
 * with a gate as XBoard and Fairy-Stockfish do, without the engine. Fairy-Stockfish 11.1 writes a castling
 * that gates on the king's square as the king's move and the piece ({@code e1g1h}), and one that gates on
 * the rook's square from the rook's square to the king's ({@code h1e1h}, {@code a1e1e}).
 */
class XboardDialectCliTest {
    @Test
    void xboard_reads_a_shogi_promotion_written_with_a_plus_and_refuses_none_of_them() {
        AiCliTest.Run r = run("xboard\nprotover 2\nnew\nvariant shogi\nforce\nusermove c3c4\nusermove g7g6\nusermove b2h8+\n"
                + "usermove g9h8\nusermove B@e5\nquit\n", "xboard", "examples/shogi.variant");
        assertThat(r.out()).doesNotContain("Illegal move", "Error");
    }

    @Test
    void xboard_writes_its_own_shogi_promotion_with_a_plus() {
        // Sente's pawn on e8 takes the rook on e9 and must promote there (to a tokin, a gold).
        AiCliTest.Run r = run("xboard\nprotover 2\nnew\nvariant shogi\nforce\n"
                + "setboard k3r4/4P4/9/9/9/9/9/9/4K4[] w - - 0 1\nsd 2\ngo\nquit\n", "xboard", "examples/shogi.variant");
        assertThat(r.out()).containsPattern("(?m)^move e8e9\\+$");
    }

    @Test
    void xboard_reads_castling_with_a_gate_on_the_rook_or_the_king_square_as_fairy_stockfish_writes_it() {
        // After each castling the gated piece must stand where the gate was: only a hawk on h1 (or an
        // elephant on a8, a hawk on e1) has the knight's jump that follows.
        AiCliTest.Run r = run("xboard\nprotover 2\nnew\nvariant seirawan\nforce\n"
                + "setboard r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[EHeh] w KQABCDEFGHkqabcdefgh - 0 1\n"
                + "usermove h1e1h\nusermove a8e8e\nusermove h1g3\nusermove a8b6\nquit\n", "xboard", "examples/seirawan.variant");
        assertThat(r.out()).doesNotContain("Illegal move", "Error");
        AiCliTest.Run k = run("xboard\nprotover 2\nnew\nvariant seirawan\nforce\n"
                + "setboard r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[EHeh] w KQABCDEFGHkqabcdefgh - 0 1\n"
                + "usermove e1g1h\nusermove e8c8e\nusermove e1d3\nusermove e8d6\nquit\n", "xboard", "examples/seirawan.variant");
        assertThat(k.out()).doesNotContain("Illegal move", "Error");
    }

    @Test
    void xboard_writes_its_own_castling_with_a_gate_on_the_rooks_square_as_fairy_stockfish_does() {
        // The only mate: castle short and gate the elephant on h1, whose knight's jump checks g3 and whose
        // file covers h3 and h4 (Fairy-Stockfish 11.1: bestmove h1e1e).
        AiCliTest.Run r = run("xboard\nprotover 2\nnew\nvariant seirawan\nforce\n"
                + "setboard 8/8/8/8/6p1/6k1/8/4K2R[EHeh] w KEH - 0 1\nsd 2\ngo\nquit\n", "xboard", "examples/seirawan.variant");
        assertThat(r.out()).containsPattern("(?m)^move h1e1e$");
    }

    @Test
    void xboard_writes_fischer_random_castling_as_o_o_o_and_reads_it_so_or_as_the_king_taking_its_rook() {
        // The one mate in one is castling long with the king standing still on c1 (the rook to d1).
        AiCliTest.Run r = run("xboard\nprotover 2\nnew\nvariant fischerandom\nforce\n"
                + "setboard 2rkr3/2p1p3/1N6/8/8/8/8/R1K5 w A - 0 1\nsd 2\ngo\nquit\n", "xboard", "examples/fischerandom.variant");
        assertThat(r.out()).containsPattern("(?m)^move O-O-O$");
        for (String castling : new String[]{"O-O-O", "c1a1", "c1c1/a1d1"}) {
            AiCliTest.Run k = run("xboard\nprotover 2\nnew\nvariant fischerandom\nforce\n"
                    + "setboard 2rkr3/2p1p3/1N6/8/8/8/8/R1K5 w A - 0 1\nusermove " + castling + "\nquit\n", "xboard", "examples/fischerandom.variant");
            assertThat(k.out()).as(castling).doesNotContain("Illegal move", "Error").contains("1-0 {white wins (checkmate)}");
        }
    }
}
