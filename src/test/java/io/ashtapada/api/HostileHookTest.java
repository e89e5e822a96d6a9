package io.ashtapada.api;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.*;

/**
 * Hooks are untrusted: a hostile or broken hook is stopped, reported with the definition
 * file, the hook's name and the position, and the game goes on with the ordinary moves.
 */
class HostileHookTest {

    private static Variant chessWithHook(String body) throws Exception {
        String text = "variant \"Hooked\" extends \"chess.variant\"\n"
                + "hook evil on game moves {{ function (view, out) { " + body + " } }}\n";
        return Ashtapada.compile("examples/hooked.variant", text, Path.of("examples"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "endless loop           | while (true) {}",
            "caught stack overflow  | function f() { try { f(); } catch (e) { f(); } } f();",
            "host class lookup      | Java.type('java.io.File'); out.move(12, 28);",
            "file system            | load('/etc/passwd'); out.move(12, 28);",
            "node modules           | require('fs'); out.move(12, 28);",
            "polyglot escape        | Polyglot.eval('js', '1'); out.move(12, 28);",
            "huge allocation        | let a = []; for (let i = 0; i < 1e9; i++) a.push(new Array(1e6).fill(i));",
            "string doubling        | let s = 'x'; while (true) s = s + s;",
            "thrown error           | throw new Error('boom');",
            "move off the board     | out.move(12, 999);",
            "move of an empty square| out.move(30, 38);",
            "reflection on the view | view.getClass().forName('java.lang.Runtime');",
    })
    void hostile_hook_is_stopped_reported_and_the_game_survives(String what, String body) throws Exception {
        Game g = chessWithHook(body).newGame();
        assertThat(g.legalMoves()).as(what).hasSize(20);
        assertThat(g.hookFailures()).as(what).singleElement().asString()
                .startsWith("examples/hooked.variant: hook 'evil' failed: ")
                .endsWith("in position rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        g.play("e2e4");
        assertThat(g.position()).startsWith("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b");
        assertThat(g.legalMoves()).hasSize(20);
    }

    @Test
    void hook_may_add_a_move_and_a_duplicate_of_an_ordinary_move_is_listed_once() throws Exception {
        // 12 = e2, 28 = e4 on 8x8 (squares are numbered a1=0 .. h8=63); 4 = e1, 36 = e5.
        Game g = chessWithHook("if (view.side() === 0) { out.move(12, 28); out.move(4, 36); }").newGame();
        assertThat(g.legalMoves()).hasSize(21).contains("e1e5").containsOnlyOnce("e2e4");
        assertThat(g.hookFailures()).isEmpty();
        g.play("e1e5");
        assertThat(g.position()).startsWith("rnbqkbnr/pppppppp/8/4K3/8/8/PPPPPPPP/RNBQ1BNR b");
    }

    @Test
    void a_hook_cannot_capture_the_enemy_king_in_a_game_with_check_rules() throws Exception {
        // 3 = d1 (the queen), 60 = e8 (the black king): d1xe8 as a plain move and as a path.
        Game g = chessWithHook("if (view.side() === 0) { out.move(3, 60); out.begin(3); out.to(59); out.to(60); out.end(); }")
                .newGame("rnbqkbnr/ppp2ppp/8/8/8/8/PPP2PPP/RNBQKBNR w KQkq - 0 1");
        assertThat(g.legalMoves()).doesNotContain("d1e8", "d1-d8-e8");
        assertThat(g.hookFailures()).isEmpty();
    }

    @Test
    void hook_view_reads_the_position_and_its_tries_are_taken_back() throws Exception {
        Game g = chessWithHook("""
                const e2 = view.square('e2'), e4 = view.square('e4');
                if (view.piece(e2) !== 'pawn' || view.owner(e2) !== 0 || view.royal(view.square('e1')) !== true) throw new Error('bad view');
                view.tryMove(e2, e4);
                view.tryMove(view.square('e7'), view.square('e5'));
                """).newGame();
        assertThat(g.legalMoves()).hasSize(20);
        assertThat(g.hookFailures()).isEmpty();
        assertThat(g.position()).isEqualTo("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    }

    @Test
    void javascript_syntax_error_is_a_validation_error_with_file_hook_line_and_column() {
        String text = "variant \"Hooked\" extends \"chess.variant\"\n"
                + "hook broken on game moves {{ function (view, out) {\n"
                + "  return ( ;\n"
                + "} }}\n";
        assertThatThrownBy(() -> Ashtapada.compile("examples/hooked.variant", text, Path.of("examples")))
                .isInstanceOf(DefinitionException.class)
                .satisfies(e -> assertThat(((DefinitionException) e).errors()).singleElement().asString()
                        .matches("examples/hooked\\.variant:3:\\d+: hook 'broken': .*"));
    }
}
