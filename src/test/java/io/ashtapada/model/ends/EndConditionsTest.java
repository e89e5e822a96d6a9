package io.ashtapada.model.ends;

import io.ashtapada.syntax.Ast;
import io.ashtapada.syntax.ErrorCode;
import io.ashtapada.syntax.Pos;
import io.ashtapada.syntax.SyntaxReader;
import io.ashtapada.syntax.VariantParser;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * End rules read as sentences (issue 24: an end rule is its grammar alternative, its class and
 * one line in {@link EndConditions}): the words a sentence keeps, the registry and the grammar
 * agreeing, and a rule class answering from nothing but a {@link GameView}.
 */
class EndConditionsTest {

    private static List<Ast.Rule> rules(String rulesBlock) {
        SyntaxReader.Result r = SyntaxReader.read("t.variant", "variant \"t\"\nrules {\n" + rulesBlock + "\n}\n");
        assertThat(r.diagnostics()).isEmpty();
        return r.definition().decls().stream().filter(d -> d instanceof Ast.RulesDecl).map(d -> (Ast.RulesDecl) d)
                .flatMap(d -> d.rules().stream()).toList();
    }

    @Test
    void a_sentence_keeps_its_label_and_the_values_of_its_grammar_labels_each_typed_and_placed() {
        Ast.Sentence s = (Ast.Sentence) rules("  line of 4 straight loss").get(0);
        assertThat(s.form()).isEqualTo("lineRule");
        assertThat(s.keyword()).isEqualTo("line");
        assertThat(s.parts()).containsOnlyKeys("length", "straight", "outcome");
        assertThat(s.parts().get("length")).isEqualTo(new Ast.Number(new Pos("t.variant", 3, 11), 4));
        assertThat(s.number("length", -1)).isEqualTo(4);
        assertThat(s.number("size", -1)).isEqualTo(-1);
        assertThat(s.has("straight")).isTrue();
        assertThat(s.outcome()).isEqualTo(Ast.Outcome.LOSS);
        Ast.Sentence plain = (Ast.Sentence) rules("  line of 3 win").get(0);
        assertThat(plain.has("straight")).isFalse();
    }

    @Test
    void a_list_label_keeps_every_name_and_a_single_label_its_one() {
        Ast.Sentence c = (Ast.Sentence) rules("  collinear 3 of rook, queen straight loss").get(0);
        assertThat(c.names("kinds")).extracting(Ast.Name::text).containsExactly("rook", "queen");
        assertThat(c.parts()).doesNotContainKey("name");      // ANTLR's element field beside the list
        Ast.Sentence j = (Ast.Sentence) rules("  connect home to goal win").get(0);
        assertThat(j.name("from").text()).isEqualTo("home");
        assertThat(j.name("to").pos()).isEqualTo(new Pos("t.variant", 3, 19));
        assertThat(j.names("kinds")).isEmpty();
    }

    @Test
    void every_form_of_the_registry_is_an_alternative_of_the_grammars_rule_item() {
        Set<String> alternatives = Arrays.stream(VariantParser.class.getDeclaredClasses())
                .filter(c -> c.getSuperclass() == VariantParser.RuleItemContext.class)
                .map(c -> c.getSimpleName().replaceFirst("Context$", ""))
                .map(n -> Character.toLowerCase(n.charAt(0)) + n.substring(1))
                .collect(Collectors.toSet());
        assertThat(alternatives).contains("lineRule", "checkRule");
        assertThat(alternatives).containsAll(EndConditions.forms());
    }

    @Test
    void the_rules_with_records_are_not_sentences_and_the_end_rule_classes_are() {
        List<Ast.Rule> rs = rules("  check\n  bare king draw\n  block of 2 win\n  win by 3 checks");
        assertThat(rs.get(0)).isInstanceOf(Ast.CheckRule.class);
        assertThat(rs.get(1)).isInstanceOf(Ast.Sentence.class);
        assertThat(rs.get(2)).isInstanceOf(Ast.Sentence.class);
        assertThat(rs.get(3)).isInstanceOf(Ast.NCheckRule.class);
    }

    @Test
    void a_sentence_without_a_class_is_a_programming_error_not_a_users() {
        Ast.Sentence s = new Ast.Sentence(new Pos("t.variant", 1, 1), "noSuchRule", "no", java.util.Map.of());
        assertThatThrownBy(() -> EndConditions.compile(s, context(3, 3, new ArrayList<>())))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("noSuchRule");
    }

    @Test
    void block_of_2_answers_from_the_view_alone_the_mover_wins_with_a_filled_square() {
        List<String> errors = new ArrayList<>();
        EndCondition block = EndConditions.compile((Ast.Sentence) rules("  block of 2 win").get(0), context(3, 3, errors));
        assertThat(errors).isEmpty();
        // 3x3, squares a1=0 b1=1 c1=2 a2=3 ...: white holds a1 b1 a2 b2, black holds c3.
        int[] owner = {0, 0, -1, 0, 0, -1, -1, -1, 1};
        assertThat(block.afterMove(view(owner, 1), 0)).isEqualTo(0);
        owner[4] = 1;     // b2 black: no block
        assertThat(block.afterMove(view(owner, 1), 0)).isEqualTo(EndCondition.GOES_ON);
        assertThat(block.reason()).isEqualTo("2 by 2 block");
    }

    @Test
    void block_of_n_larger_than_the_board_is_an_error_at_the_rule() {
        List<String> errors = new ArrayList<>();
        EndCondition block = EndConditions.compile((Ast.Sentence) rules("  block of 4 win").get(0), context(3, 3, errors));
        assertThat(block).isNull();
        assertThat(errors).containsExactly("t.variant:3:3: 'block of 4' does not fit on the board");
    }

    /** A board of files x ranks, square = x + files * y. */
    private static EndContext context(int files, int ranks, List<String> errors) {
        return new EndContext() {
            public int players() { return 2; }
            public int squares() { return files * ranks; }
            public int step(int from, int dx, int dy) {
                int x = from % files + dx, y = from / files + dy;
                return x < 0 || y < 0 || x >= files || y >= ranks ? -1 : x + files * y;
            }
            public int kind(Ast.Name name) { return 0; }
            public int[][] zone(Ast.Name name) { return null; }
            public boolean check() { return false; }
            public void error(ErrorCode code, Pos at, String message) { errors.add(at.file() + ":" + at.line() + ":" + at.col() + ": " + message); }
        };
    }

    /** Two players, one kind; {@code owner[s]} the owner of square s or -1. */
    private static GameView view(int[] owner, int toMove) {
        return new GameView() {
            public int players() { return 2; }
            public int toMove() { return toMove; }
            public boolean isOut(int player) { return false; }
            public int onBoard(int player) { return (int) Arrays.stream(owner).filter(o -> o == player).count(); }
            public int squareOf(int player, int i) {
                for (int s = 0, n = 0; s < owner.length; s++) if (owner[s] == player && n++ == i) return s;
                throw new IndexOutOfBoundsException(i);
            }
            public int ownerAt(int square) { return owner[square]; }
            public int kindAt(int square) { return owner[square] < 0 ? -1 : 0; }
            public int pieces(int player) { return onBoard(player); }
            public boolean attackedByEnemy(int square, int player) { return false; }
        };
    }
}
