package io.ashtapada.engine.search;

import io.ashtapada.engine.Position;
import io.ashtapada.engine.Positions;
import io.ashtapada.model.Board;
import io.ashtapada.model.PositionFormat;
import io.ashtapada.model.RuleModel;
import io.ashtapada.model.SquareTables;
import io.ashtapada.model.VariantCompiler;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 30: a definition's square tables ({@code squares KIND { middle ... end ... }}), listed
 * from the first player's side, the top row first, count for the second player on the square it
 * sees where the first sees it (its declared view: shogi's Gote is {@code turned}), the middlegame table while the opponent keeps its pieces and
 * the endgame table once they are gone; a child does not inherit them.
 */
class SquareTablesTest {
    /** A table of 64 zeros but d5 (the fourth row from the top, the fourth file): {@code at}. */
    private static String onlyD5(int at) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 64; i++) sb.append(i == 3 * 8 + 3 ? at : 0).append(i % 8 == 7 ? "\n" : " ");
        return sb.toString();
    }

    private static RuleModel knightOnD5() {
        VariantCompiler.Result r = VariantCompiler.compileString("t.variant", "variant \"Tables\" extends \"chess.variant\"\n"
                + "evaluation {\n  squares knight {\n    middle\n" + onlyD5(37) + "    end\n" + onlyD5(11) + "  }\n}\n", Path.of("examples"));
        assertThat(r.diagnostics()).isEmpty();
        return r.model();
    }

    /** The evaluation with the model's tables less the same without them, from White's side. */
    private static int tablesAdd(RuleModel m, String position) throws Exception {
        Position p = Positions.of(m);
        p.load(PositionFormat.of(m).parse(position));
        return new Evaluator(m).evaluate(p, 0) - new Evaluator(m, m.weights().withSquares(SquareTables.NONE)).evaluate(p, 0);
    }

    @Test
    void the_middlegame_number_counts_while_the_opponent_keeps_its_pieces_and_the_endgame_number_once_they_are_gone() throws Exception {
        RuleModel m = knightOnD5();
        assertThat(tablesAdd(m, "rnbqkbnr/8/8/3N4/8/8/8/4K3 w - - 0 1")).isEqualTo(37);
        assertThat(tablesAdd(m, "4k3/8/8/3N4/8/8/8/4K3 w - - 0 1")).isEqualTo(11);
        assertThat(tablesAdd(m, "4k3/8/8/8/3N4/8/8/4K3 w - - 0 1")).isZero();
    }

    @Test
    void a_second_players_piece_counts_the_square_mirrored_top_to_bottom_in_chess() throws Exception {
        RuleModel m = knightOnD5();
        assertThat(tablesAdd(m, "4k3/8/8/8/3n4/8/8/4K3 w - - 0 1")).isEqualTo(-11);
        assertThat(tablesAdd(m, "4k3/8/8/3n4/8/8/8/4K3 w - - 0 1")).isZero();
        assertThat(tablesAdd(m, "4k3/8/8/8/3n4/8/8/4K3 b - - 0 1")).isEqualTo(-11);
    }

    @Test
    void a_second_player_declared_turned_as_in_shogi_counts_the_board_turned_half_round_and_chess_mirrors_it() {
        RuleModel shogi = VariantCompiler.compileFile(Path.of("examples/shogi.variant")).model();
        Board b = shogi.board();
        int[] turned = Evaluator.secondSide(shogi);
        for (int s = 0; s < b.size; s++) {
            assertThat(turned[s]).isEqualTo(b.at(b.maxX() + b.minX() - b.x(s), b.maxY() + b.minY() - b.y(s)));
        }
        RuleModel chess = VariantCompiler.compileFile(Path.of("examples/chess.variant")).model();
        Board c = chess.board();
        int[] mirrored = Evaluator.secondSide(chess);
        for (int s = 0; s < c.size; s++) assertThat(mirrored[s]).isEqualTo(c.at(c.x(s), c.maxY() + c.minY() - c.y(s)));
    }

    @Test
    void a_child_does_not_inherit_its_parents_tables() {
        RuleModel chess = VariantCompiler.compileFile(Path.of("examples/chess.variant")).model();
        assertThat(chess.weights().squares().isEmpty()).as("the shipped chess has tuned tables").isFalse();
        RuleModel child = VariantCompiler.compileFile(Path.of("examples/fischerandom.variant")).model();
        assertThat(child.weights().squares().isEmpty()).isTrue();
        assertThat(knightOnD5().weights().squares().middle(0)).isNull();
    }
}
