package io.ashtapada.hooks;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 27, hooks checked before play: {@code validate} runs every hook on the start position (and
 * each reply) in the sandbox and reports its failures at the JavaScript statement that failed; an
 * unknown member is named as the docs name the object; a malformed move is dropped alone.
 */
class HookChecksBeforePlayTest {
    @TempDir
    Path dir;

    private Path write(String name, String text) throws Exception {
        Files.copy(Path.of("examples/chess.variant"), dir.resolve("chess.variant"));
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p;
    }

    @Test
    void validate_runs_each_hook_on_the_start_position_and_locates_a_thrown_error_inside_the_hook() throws Exception {
        Path p = write("throws.variant", """
                variant "Throws" extends "chess.variant"
                hook fails on knight moves {{ function (view, out) {
                  const me = view.side();
                  if (me === 1) throw new Error('no knights for black');
                } }}
                """);
        List<String> errors = Ashtapada.defaults().validate(p);
        assertThat(errors).isNotEmpty().allSatisfy(e -> assertThat(e).startsWith(p + ":4:23: hook 'fails' failed: THROWN: Error: no knights for black"))
                .hasSize(1);
    }

    @Test
    void a_definition_whose_hooks_work_validates_clean() {
        assertThat(Ashtapada.defaults().validate(Path.of("examples/atomic-hook.variant"))).isEmpty();
        assertThat(Ashtapada.defaults().validate(Path.of("variants-dsl/guru-mahachaturanga.variant"))).isEmpty();
    }

    @Test
    void a_malformed_move_is_dropped_alone_and_the_hooks_other_moves_stand() throws Exception {
        Path p = write("malformed.variant", """
                variant "Malformed" extends "chess.variant"
                hook lift on rook moves no check {{ function (view, out) {
                  out.move(0, 99);
                  if (view.side() === 0 && view.piece(view.square("a3")) === '') out.move(view.square("a1"), view.square("a3"));
                } }}
                """);
        Game g = Ashtapada.defaults().load(p).newGame();
        assertThat(g.perft(1)).isEqualTo(21);
        assertThat(g.legalMoves()).contains("a1a3");
        assertThat(g.hookFailures()).anySatisfy(f -> assertThat(f).contains("hook 'lift' failed: BAD_RESULT: malformed move: square 99 is off the board; dropped, the hook's other moves stand"));
        assertThat(Ashtapada.defaults().validate(p)).anySatisfy(e -> assertThat(e).startsWith(p + ":2:")
                .contains("square 99 is off the board"));
    }

    @Test
    void an_unknown_member_reached_at_run_time_is_named_as_the_docs_name_it() throws Exception {
        Path p = write("alias.variant", """
                variant "Alias" extends "chess.variant"
                hook typo on knight moves {{ function (view, out) {
                  const v = view;
                  v.pice(0);
                } }}
                """);
        List<String> errors = Ashtapada.defaults().validate(p);
        assertThat(errors).anySatisfy(e -> assertThat(e).startsWith(p + ":4:3: hook 'typo' failed: HOST_ACCESS: view has no member 'pice' (did you mean 'piece'?)"));
    }
}
