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
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 30: a definition's square tables ({@code squares KIND { middle ... end ... }}), listed
 * from the first player's side, the top row first, count for the second player on the square it
 * sees where the first sees it (its declared view: shogi's Gote is {@code turned}), the middlegame table while the opponent keeps its pieces and
 * the endgame table once they are gone; a child does not inherit them unless it says {@code
 * squares inherited}.
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

    /** A small two-player game on a 3 × 3 board whose tables (king: 1 to 9; knight: 10 to 90 in the middlegame, 100 to 900 at the end) are easy to tell apart. */
    private static final String SMALL = """
            variant "Small"
            board { files a..c ranks 1..3 }
            piece king { letter K royal betza "K" }
            piece knight { letter N betza "N" }
            setup "k2/3/K1N w - - 0 1"
            evaluation {
                squares king { middle 1 2 3 4 5 6 7 8 9 }
                squares knight { middle 10 20 30 40 50 60 70 80 90  end 100 200 300 400 500 600 700 800 900 }
            }
            """;

    private static VariantCompiler.Result compile(String main, Map<String, String> files) {
        return VariantCompiler.compileMemory(main, files);
    }

    private static RuleModel model(String main, Map<String, String> files) {
        VariantCompiler.Result r = compile(main, files);
        assertThat(r.diagnostics()).isEmpty();
        return r.model();
    }

    /** A kind's table by square, read in the order the board is drawn (as written). */
    private static List<Integer> written(RuleModel m, int[] bySquare) {
        return java.util.Arrays.stream(m.board().drawingOrder()).mapToObj(s -> bySquare[s]).toList();
    }

    @Test
    void a_child_that_says_squares_inherited_takes_its_parents_tables_where_it_gives_none_of_its_own() {
        String child = """
                variant "Child" extends "small.variant"
                evaluation {
                    squares inherited
                    squares knight { middle 9 9 9 9 9 9 9 9 9 }
                }
                """;
        RuleModel m = model("child.variant", Map.of("small.variant", SMALL, "child.variant", child));
        int king = m.pieceByName("king").index(), knight = m.pieceByName("knight").index();
        SquareTables t = m.weights().squares();
        assertThat(written(m, t.middle(king))).containsExactly(1, 2, 3, 4, 5, 6, 7, 8, 9);
        assertThat(written(m, t.middle(knight))).containsExactly(9, 9, 9, 9, 9, 9, 9, 9, 9);
        assertThat(written(m, t.end(knight))).containsExactly(100, 200, 300, 400, 500, 600, 700, 800, 900);
        assertThat(t.end(king)).isNull();
        // Without the line, the child has its own table only.
        RuleModel own = model("child.variant", Map.of("small.variant", SMALL, "child.variant", child.replace("squares inherited", "")));
        assertThat(own.weights().squares().middle(king)).isNull();
        assertThat(own.weights().squares().end(knight)).isNull();
    }

    @Test
    void squares_inherited_reaches_a_grandparents_tables_only_through_a_parent_that_inherits_them_too() {
        String through = "variant \"B\" extends \"small.variant\"\nevaluation { squares inherited }\n";
        String stops = "variant \"B\" extends \"small.variant\"\n";
        String grandchild = "variant \"C\" extends \"b.variant\"\nevaluation { squares inherited }\n";
        RuleModel reached = model("c.variant", Map.of("small.variant", SMALL, "b.variant", through, "c.variant", grandchild));
        RuleModel small = model("small.variant", Map.of("small.variant", SMALL));
        assertThat(reached.weights().squares()).isEqualTo(small.weights().squares());
        List<io.ashtapada.syntax.Diagnostic> warnings = new java.util.ArrayList<>();
        VariantCompiler.Result stopped = VariantCompiler.compileMemory("c.variant",
                Map.of("small.variant", SMALL, "b.variant", stops, "c.variant", grandchild), warnings);
        assertThat(stopped.diagnostics()).isEmpty();
        assertThat(stopped.model().weights().squares().isEmpty()).isTrue();
        assertThat(warnings).extracting(Object::toString)
                .containsExactly("c.variant:2:14: warning: 'squares inherited', but 'b.variant' has no square tables");
    }

    @Test
    void squares_inherited_without_a_parent_or_onto_another_board_is_one_located_error() {
        VariantCompiler.Result none = compile("small.variant", Map.of("small.variant",
                SMALL.replace("evaluation {", "evaluation {\n    squares inherited")));
        assertThat(none.diagnostics()).extracting(Object::toString)
                .containsExactly("small.variant:7:5: 'squares inherited', but the definition extends no other");
        String wider = "variant \"Wider\" extends \"small.variant\"\nboard { files a..d ranks 1..3 }\nsetup \"k3/4/K1N1 w - - 0 1\"\n"
                + "evaluation { squares inherited }\n";
        VariantCompiler.Result r = compile("wider.variant", Map.of("small.variant", SMALL, "wider.variant", wider));
        assertThat(r.diagnostics()).extracting(Object::toString).containsExactly(
                "wider.variant:4:14: the inherited square tables do not fit this board: 'king middle' has 9 numbers, the board 12 squares");
        // The child's own tables are still checked, in the same run: all errors at once.
        VariantCompiler.Result both = compile("wider.variant", Map.of("small.variant", SMALL, "wider.variant",
                wider.replace("squares inherited }", "squares inherited\n  squares knight { end 1 2 3 }\n}")));
        assertThat(both.diagnostics()).extracting(Object::toString).containsExactly(
                "wider.variant:4:14: the inherited square tables do not fit this board: 'king middle' has 9 numbers, the board 12 squares",
                "wider.variant:5:20: square table 'knight end' needs 12 numbers, one for each square of the board, not 3");
    }

    /**
     * The shipped children that take their parent's tables, each measured against itself without
     * them (docs/tuning.md, "Does it play better?"): Normal chess is chess by another name.
     */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource({"normal, chess", "cambodian, makruk", "janggitraditional, janggi", "armageddon, chess", "nocastle, chess", "makpong, makruk", "3check, chess", "5check, chess", "caparandom, capablanca", "seirawan960, seirawan"})
    void a_shipped_child_that_says_squares_inherited_has_its_parents_tables(String child, String parent) {
        RuleModel p = VariantCompiler.compileFile(Path.of("examples/" + parent + ".variant")).model();
        RuleModel c = VariantCompiler.compileFile(Path.of("examples/" + child + ".variant")).model();
        assertThat(p.weights().squares().isEmpty()).isFalse();
        for (io.ashtapada.model.PieceKind k : p.pieces()) {      // by name: a kind the child redefines moves in the list
            int at = c.pieceByName(k.name()).index();
            assertThat(c.weights().squares().middle(at)).as(k.name()).isEqualTo(p.weights().squares().middle(k.index()));
            assertThat(c.weights().squares().end(at)).as(k.name()).isEqualTo(p.weights().squares().end(k.index()));
        }
        if (child.equals("normal")) assertThat(c.weights()).isEqualTo(p.weights());
    }
}
