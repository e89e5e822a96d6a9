package io.ashtapada.engine;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.DefinitionException;
import io.ashtapada.api.Game;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Pieces that turn over (issue 27): {@code turns over to KIND with every move} (Kyoto shogi),
 * {@code with every capture} (micro shogi), and {@code drop to ZONE either side up}.
 */
class TurnOverTest {
    private static Variant example(String name) throws Exception {
        return Ashtapada.defaults().load(Path.of("examples", name + ".variant"));
    }

    private static Game played(Game g, String... moves) throws Exception {
        for (String m : moves) g.play(m);
        return g;
    }

    @Test
    void a_kyoto_piece_turns_over_with_every_move() throws Exception {
        Game g = example("kyotoshogi").newGame();
        // The pawn on e1 has one move, and it turns it into a rook; the rook's next move turns it back.
        assertThat(g.legalMoves()).contains("e1e2r").doesNotContain("e1e2");
        played(g, "e1e2r", "a5a4r");
        assertThat(g.pieceAt("e2")).isEqualTo('R');
        assertThat(g.position()).startsWith("1+nks+l/+p4/5/4+P/+LSK+N1[] w ");
        assertThat(g.legalMoves()).contains("e2e5p", "e2e3p").doesNotContain("e2e3", "e2e3r");
        g.play("e2e3p");
        assertThat(g.pieceAt("e3")).isEqualTo('P');
    }

    @Test
    void the_kyoto_king_never_turns() throws Exception {
        Game g = example("kyotoshogi").newGame();
        assertThat(g.legalMoves()).contains("c1c2", "c1d2", "c1b2");
    }

    @Test
    void a_turned_piece_is_written_with_a_plus_and_read_back() throws Exception {
        Game g = example("kyotoshogi").newGame();
        assertThat(g.position()).isEqualTo("p+nks+l/5/5/5/+LSK+NP[] w - - 0 1");
        // The gold on a1 is a turned lance: it moves as a gold and turns back into a lance.
        assertThat(g.pieceAt("a1")).isEqualTo('G');
        assertThat(g.legalMoves()).contains("a1a2l", "a1b2l");
        Game again = example("kyotoshogi").newGame(g.position());
        assertThat(again.legalMoves()).containsExactlyInAnyOrderElementsOf(g.legalMoves());
    }

    @Test
    void a_captured_turned_piece_goes_to_hand_as_its_unturned_side() throws Exception {
        // White's rook on e4 is a turned pawn, Black's gold on e5 a turned lance.
        Game g = example("kyotoshogi").newGame("2k1+l/4+P/5/5/2K2[] b - - 0 1");
        g.play("e5e4l");
        assertThat(g.position()).startsWith("2k2/4l/5/5/2K2[p] ");
    }

    @Test
    void a_piece_in_hand_is_dropped_either_side_up() throws Exception {
        Game g = example("kyotoshogi").newGame("2k2/5/5/5/2K2[L] w - - 0 1");
        assertThat(g.legalMoves()).contains("L@c3", "+L@c3");
        g.play("+L@c3");
        assertThat(g.pieceAt("c3")).isEqualTo('G');
        assertThat(g.position()).startsWith("2k2/5/2+L2/5/2K2[] b ");
        g.play("c5b5");
        // The dropped gold is a lance underneath: its next move turns it back.
        assertThat(g.legalMoves()).contains("c3c4l").doesNotContain("c3c4");
    }

    @Test
    void a_micro_piece_promotes_when_it_captures() throws Exception {
        Game g = example("micro").newGame("k3/4/1p2/1P2/3K[] w - - 0 1");
        // A quiet move stays as it is; only the capture turns the pawn into a knight.
        assertThat(g.legalMoves()).contains("b2b3n").doesNotContain("b2b3");
        g.play("b2b3n");
        assertThat(g.pieceAt("b3")).isEqualTo('N');
        assertThat(g.position()).startsWith("k3/4/1+P2/4/3K[P] ");
    }

    @Test
    void a_turned_micro_piece_moves_quietly_as_it_is_and_turns_back_when_it_captures() throws Exception {
        // White's silver on b2 is a turned lance.
        Game g = example("micro").newGame("k3/4/1p2/1+L2/3K[] w - - 0 1");
        assertThat(g.legalMoves()).contains("b2b3l", "b2a3", "b2c3").doesNotContain("b2b3", "b2a3l");
        g.play("b2b3l");
        assertThat(g.pieceAt("b3")).isEqualTo('L');
    }

    @Test
    void fairy_stockfish_writes_turning_with_plus_turning_back_with_minus_and_turned_drops_with_plus() throws Exception {
        Variant v = example("kyotoshogi");
        io.ashtapada.format.UciDialect d = io.ashtapada.format.UciDialect.fairyStockfish(v);
        Game g = v.newGame();
        assertThat(d.write("e1e2r", g::pieceAt)).isEqualTo("e1e2+");
        assertThat(d.write("a1a2l", g::pieceAt)).isEqualTo("a1a2-");
        assertThat(d.read("e1e2+", g)).isEqualTo("e1e2r");
        // The gold on d1 is a turned knight: '-' reads back as the move that turns it into one.
        assertThat(d.read("d1d2-", g)).isEqualTo("d1d2n");
        assertThat(d.read("a1a2-", g)).isEqualTo("a1a2l");
        Game drop = v.newGame("2k2/5/5/5/2K2[L] w - - 0 1");
        assertThat(d.write("+L@c3", drop::pieceAt)).isEqualTo("+L@c3");
        assertThat(d.read("+L@c3", drop)).isEqualTo("+L@c3");
    }

    @Test
    void perft_of_kyoto_and_micro_shogi_is_fairy_stockfish_s() throws Exception {
        // Fairy-Stockfish's own counts from the start (depth 4), and with make/unmake checked.
        assertThat(example("kyotoshogi").newGame().perftChecked(4)).isEqualTo(18268);
        assertThat(example("micro").newGame().perftChecked(4)).isEqualTo(7256);
    }

    @Test
    void a_piece_that_turns_over_has_no_other_promotion() {
        String src = """
                variant "Two promotions" extends "kyotoshogi.variant"
                zone far = rank 5
                piece pawn { letter P  pawn  betza "fW"  turns over to rook with every move  promote in far to gold }
                """;
        assertThatThrownBy(() -> Ashtapada.defaults().compile("x.variant", src, Path.of("examples")))
                .isInstanceOf(DefinitionException.class)
                .hasMessageContaining("a piece that turns over has no other promotion");
    }

    @Test
    void either_side_up_needs_a_piece_that_turns_over() {
        String src = """
                variant "One side" extends "kyotoshogi.variant"
                piece gold { letter G  betza "WfF"  drop to anywhere either side up }
                """;
        assertThatThrownBy(() -> Ashtapada.defaults().compile("x.variant", src, Path.of("examples")))
                .isInstanceOf(DefinitionException.class)
                .hasMessageContaining("'either side up' needs a piece that turns over: 'gold' does not");
    }
}
