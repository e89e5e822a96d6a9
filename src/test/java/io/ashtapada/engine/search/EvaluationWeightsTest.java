package io.ashtapada.engine.search;

import io.ashtapada.engine.Position;
import io.ashtapada.engine.Positions;
import io.ashtapada.model.EvalWeights;
import io.ashtapada.model.PositionFormat;
import io.ashtapada.model.RuleModel;
import io.ashtapada.model.VariantCompiler;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** Issue 30: the evaluator reads the definition's weights; without an {@code evaluation} block it scores as before. */
class EvaluationWeightsTest {
    private static final String KIWI = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1P/PPPBBPPP/R3K2R w KQkq - 0 1";
    /** White's pawn on d5 is passed (nothing of Black's ahead of it on c, d or e) and isolated. */
    private static final String PASSED = "4k3/8/8/3P4/8/8/8/4K3 w - - 0 1";

    private static RuleModel file(String path) {
        return VariantCompiler.compileFile(Path.of(path)).model();
    }

    private static RuleModel chessWith(String block) {
        VariantCompiler.Result r = VariantCompiler.compileString("w.variant",
                "variant \"Weighted\" extends \"chess.variant\"\nevaluation {\n" + block + "\n}\n", Path.of("examples"));
        assertThat(r.diagnostics()).isEmpty();
        return r.model();
    }

    private static int score(RuleModel m, String position) throws Exception {
        return score(m, position, m.weights());
    }

    /** The evaluation with the weights {@code w}, without square tables (the shipped chess's tuned ones): these tests are about the weights. */
    private static int score(RuleModel m, String position, EvalWeights w) throws Exception {
        Position p = Positions.of(m);
        p.load(PositionFormat.of(m).parse(position));
        return new Evaluator(m, w.withSquares(io.ashtapada.model.SquareTables.NONE)).evaluate(p, 0);
    }

    /**
     * The weights without the terms added since the numbers were recorded (the tempo, the pawn
     * threats, open files and mobility onto squares enemy pawns attack, 2026-11-27; threats by
     * lesser pieces, 2026-11-27, later).
     */
    private static EvalWeights recorded(RuleModel m) {
        return m.weights().with(EvalWeights.Weight.TEMPO, 0).with(EvalWeights.Weight.PAWN_THREAT, 0)
                .with(EvalWeights.Weight.OPEN_FILE, 0).with(EvalWeights.Weight.UNSAFE_REACH, 64).with(EvalWeights.Weight.THREAT, 0);
    }

    @Test
    void without_the_block_fixed_positions_score_the_numbers_recorded_before_the_weights_existed() throws Exception {
        // Recorded from the evaluator of main before the weights became data, when they were
        // constants (its search_nodes.sh node counts are the same as now, too).
        // Terms added since then are weighed zero here.
        RuleModel chess = file("examples/chess.variant");
        assertThat(score(chess, KIWI, recorded(chess))).isEqualTo(KIWI_SCORE);
        assertThat(score(chess, PASSED, recorded(chess))).isEqualTo(PASSED_SCORE);
        assertThat(score(chess, OPEN, recorded(chess))).isEqualTo(OPEN_SCORE);
        RuleModel mini = file("examples/minishogi.variant");
        assertThat(score(mini, MINISHOGI, recorded(mini))).isEqualTo(MINISHOGI_SCORE);
        // With them, in Kiwipete White has the move, Black's pawn on b4 attacks White's knight on c3,
        // and Black's rook on h8 stands on a file with only White's pawn h3.
        // Squares attacked by pawns counted in full:
        EvalWeights counted = chess.weights().with(EvalWeights.Weight.UNSAFE_REACH, 64).with(EvalWeights.Weight.THREAT, 0);
        assertThat(score(chess, KIWI, counted)).isEqualTo(KIWI_SCORE + EvalWeights.Weight.TEMPO.standard()
                - EvalWeights.Weight.PAWN_THREAT.standard() - EvalWeights.Weight.OPEN_FILE.standard() / 2);
        assertThat(score(chess, KIWI)).isNotEqualTo(score(chess, KIWI, counted));
    }

    @Test
    void a_block_that_gives_the_defaults_changes_nothing() throws Exception {
        StringBuilder all = new StringBuilder();
        for (EvalWeights.Weight w : EvalWeights.Weight.values()) all.append(w.text()).append(' ').append(w.standard()).append('\n');
        RuleModel m = chessWith(all.toString());
        assertThat(m.weights()).isEqualTo(EvalWeights.DEFAULT);
        assertThat(score(m, KIWI)).isEqualTo(score(file("examples/chess.variant"), KIWI));
    }

    @Test
    void the_passed_pawn_weight_is_what_a_passed_pawn_earns() throws Exception {
        int standard = score(file("examples/chess.variant"), PASSED);
        assertThat(score(chessWith("passed pawn 110"), PASSED)).isEqualTo(standard + 100);
        assertThat(score(chessWith("passed pawn 0"), PASSED)).isEqualTo(standard - 10);
        // Isolated too: the isolated pawn weight counts against it.
        assertThat(score(chessWith("isolated pawn 60"), PASSED)).isEqualTo(standard - 50);
    }

    @Test
    void the_mobility_weights_change_the_score_of_a_middlegame() throws Exception {
        assertThat(score(chessWith("mobility 0\nreach 0"), KIWI)).isNotEqualTo(KIWI_SCORE);
        assertThat(score(chessWith("undeveloped 40"), OPEN)).as("Black's knights both stand at home, one of White's has gone: White gains")
                .isGreaterThan(score(file("examples/chess.variant"), OPEN));
    }

    @Test
    void the_threat_weight_is_what_a_piece_threatening_a_piece_worth_more_earns() throws Exception {
        // White's knight on d5 attacks Black's rook on c7; the rook attacks nothing of White's.
        String knightOnRook = "6k1/2r5/8/3N4/8/8/8/6K1 w - - 0 1";
        int without = score(chessWith("threat 0"), knightOnRook);
        assertThat(score(chessWith("threat 100"), knightOnRook)).isEqualTo(without + 100);
        assertThat(score(chessWith("threat 100"), knightOnRook.replace(" w ", " b "))).as("whoever moves")
                .isEqualTo(score(chessWith("threat 0"), knightOnRook.replace(" w ", " b ")) + 100);
        // A rook on c1 attacking a knight on c6 threatens nothing worth more, and the knight
        // reaches no piece of White's.
        String rookOnKnight = "6k1/8/2n5/8/8/8/8/2R3K1 w - - 0 1";
        assertThat(score(chessWith("threat 100"), rookOnKnight)).isEqualTo(score(chessWith("threat 0"), rookOnKnight));
        // Black's bishop on a6 and knight on d6 both reach White's queen on c4: two pieces, each earns it.
        String twoOnQueen = "7k/8/b2n4/8/2Q5/8/8/6K1 w - - 0 1";
        assertThat(score(chessWith("threat 100"), twoOnQueen)).isEqualTo(score(chessWith("threat 0"), twoOnQueen) - 200);
    }

    @Test
    void the_evaluator_takes_candidate_weights_besides_the_models() throws Exception {
        RuleModel chess = file("examples/chess.variant");
        RuleModel block = chessWith("shelter 30\nexposure 2");
        Position p = Positions.of(chess);
        p.load(PositionFormat.of(chess).parse(KIWI));
        assertThat(new Evaluator(chess, block.weights()).evaluate(p, 0)).isEqualTo(score(block, KIWI));
    }

    private static final String MINISHOGI = "rbsg1/4k/4p/P4/KGSBR w - - 0 1";
    /** Chess after 1.e4 e5 2.Nf3, Black to move. */
    private static final String OPEN = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2";
    private static final int KIWI_SCORE = 228, PASSED_SCORE = 161, OPEN_SCORE = 39, MINISHOGI_SCORE = 1;
}
