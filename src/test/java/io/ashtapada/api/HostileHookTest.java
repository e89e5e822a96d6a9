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
        return Ashtapada.defaults().compile("examples/hooked.variant", text, Path.of("examples"));
    }

    @org.junit.jupiter.api.Test
    void reflection_on_the_view_written_directly_is_refused_before_play_at_its_place() {
        assertThatThrownBy(() -> chessWithHook("view.getClass().forName('java.lang.Runtime');"))
                .isInstanceOf(DefinitionException.class)
                .hasMessageContaining("examples/hooked.variant:2:51: hook 'evil': view has no member 'getClass'");
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
            "reflection on the view | const v = view; v.getClass().forName('java.lang.Runtime');",
    })
    void hostile_hook_is_stopped_reported_and_the_game_survives(String what, String body) throws Exception {
        Game g = chessWithHook(body).newGame();
        assertThat(g.legalMoves()).as(what).hasSize(20);
        assertThat(g.hookFailures()).as(what).singleElement().asString()
                .matches("examples/hooked\\.variant:\\d+:\\d+: hook 'evil' failed: .*")
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
        // 3 = d1 (the queen), 60 = e8 (the black king): d1xe8 as a plain move and as a path. The
        // hook is declared 'no check' (not asked for attacks), so the position is legal and the
        // hook's captures of the king reach move generation, which drops them and reports the broken promise.
        String text = "variant \"Hooked\" extends \"chess.variant\"\n"
                + "hook evil on game moves no check {{ function (view, out) { "
                + "if (view.side() === 0) { out.move(3, 60); out.begin(3); out.to(59); out.to(60); out.end(); } } }}\n";
        Game g = Ashtapada.defaults().compile("examples/hooked.variant", text, Path.of("examples"))
                .newGame("rnbqkbnr/ppp2ppp/8/8/8/8/PPP2PPP/RNBQKBNR w KQkq - 0 1");
        assertThat(g.legalMoves()).doesNotContain("d1e8", "d1-d8-e8");
        // The king could be taken, so the 'no check' promise was false: reported.
        assertThat(g.hookFailures()).singleElement().asString().contains("declared 'no check' but emitted a capture of a royal piece");
    }

    /**
     * A view kept from an earlier call (in the hook's closure) is the game's one view: its tries
     * in a later call are taken back with that call's, so the position stays as it was.
     */
    @Test
    void tries_through_a_view_kept_from_an_earlier_call_are_taken_back() throws Exception {
        // 12 = e2, 28 = e4: the kept view plays e2e4 at every later call, and never takes it back.
        String text = "variant \"Hooked\" extends \"chess.variant\"\n"
                + "hook keeper on game moves {{ (function () { let kept = null; return function (view, out) {"
                + " if (kept === null) { kept = view; return; } kept.tryMove(12, 28); }; })() }}\n";
        Game g = Ashtapada.defaults().compile("examples/hooked.variant", text, Path.of("examples")).newGame();
        for (int i = 0; i < 3; i++) {
            assertThat(g.legalMoves()).hasSize(20);
            g.forgetHookResults(); // call the hook again
        }
        assertThat(g.hookFailures()).isEmpty();
        assertThat(g.position()).isEqualTo("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        g.play("e2e4");
        assertThat(g.position()).startsWith("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b");
    }

    @Test
    void hook_view_reads_the_position_and_its_tries_are_taken_back() throws Exception {
        Game g = chessWithHook("""
                const e2 = view.square('e2'), e4 = view.square('e4');
                // Asked for White's moves (Black's are asked too: hook moves count as attacks).
                if (view.side() === 0 && view.piece(e2) !== 'pawn' || view.side() === 0 && (view.owner(e2) !== 0 || view.royal(view.square('e1')) !== true)) throw new Error('bad view');
                view.tryMove(e2, e4);
                view.tryMove(view.square('e7'), view.square('e5'));
                """).newGame();
        assertThat(g.legalMoves()).hasSize(20);
        assertThat(g.hookFailures()).isEmpty();
        assertThat(g.position()).isEqualTo("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    }

    /**
     * Issue 12 (b): one game's hooks never influence another game's, even in the same JVM and on
     * the same thread: builtins they might replace are frozen, and every game has a context of its
     * own, so not even state a hook keeps in a closure is shared.
     */
    @Test
    void one_games_hook_cannot_change_what_another_games_hook_sees() throws Exception {
        Variant patcher = chessWithHook("""
                const helper = Object.getPrototypeOf([1].values().map((x) => x));
                const segments = Object.getPrototypeOf(new Intl.Segmenter().segment('ab'));
                try { helper.next = function () { return { done: true, value: undefined }; }; } catch (e) { }
                try { segments.containing = function () { return undefined; }; } catch (e) { }
                try { Object.defineProperty(helper, 'next', { value: () => ({ done: true }) }); } catch (e) { }
                """);
        Variant checker = chessWithHook("""
                const ok = [1].values().map((x) => x + 1).next().value === 2
                    && new Intl.Segmenter().segment('ab').containing(1).segment === 'b';
                if (view.side() === 0 && ok) out.move(4, 36);
                """);
        Game a = patcher.newGame();
        Game b = checker.newGame();
        for (int round = 0; round < 2; round++) {
            assertThat(a.legalMoves()).hasSize(20);
            assertThat(b.legalMoves()).as("round %d", round).hasSize(21).contains("e1e5");
        }
        assertThat(b.hookFailures()).isEmpty();
    }

    /** Chess with a hook that emits e1e5 on its first call only (state kept in a closure). */
    static final String ONCE_HOOK = "variant \"Hooked\" extends \"chess.variant\"\n"
            + "hook once on game moves {{ (function () { let calls = 0; return function (view, out) {"
            + " calls++; if (calls === 1) out.move(4, 36); }; })() }}\n";

    @Test
    void state_a_hook_keeps_in_a_closure_belongs_to_its_own_game() throws Exception {
        // The hook emits e1e5 on its first call only; each game gets its own first call.
        Variant v = Ashtapada.defaults().compile("examples/hooked.variant", ONCE_HOOK, Path.of("examples"));
        Game first = v.newGame();
        assertThat(first.legalMoves()).contains("e1e5");
        Game second = v.newGame();
        assertThat(second.legalMoves()).contains("e1e5");
        assertThat(first.hookFailures()).isEmpty();
        assertThat(second.hookFailures()).isEmpty();
    }

    /**
     * Issue 24's speed bound: compiling a variant with hooks plays its start position once (issue
     * 25: a hook that takes a king at once is the definition's error), which makes a game and a
     * JavaScript context. That game, never played, is the first one handed out; the next is new.
     */
    @Test
    void the_first_game_of_a_variant_with_hooks_is_the_one_its_start_check_made() throws Exception {
        Variant v = Ashtapada.defaults().compile("examples/hooked.variant", ONCE_HOOK, Path.of("examples"));
        Game checked = v.checkedStart.get().get();
        Game first = v.newGame();
        assertThat(first).isSameAs(checked);
        assertThat(v.checkedStart.get()).isNull();
        Game second = v.newGame();
        assertThat(second).isNotSameAs(first);
        assertThat(first.position()).isEqualTo(second.position()).isEqualTo(v.startPosition());
        assertThat(first.legalMoves()).contains("e1e5");
        assertThat(second.legalMoves()).contains("e1e5");
        assertThat(Ashtapada.defaults().load(Path.of("examples/chess.variant")).checkedStart.get()).isNull();
    }

    /**
     * Issue 12 (c): a hook that allocates without end, running in another game on another thread,
     * does not make this game's hook fail. Each call's time limit is its own thread's CPU time (not
     * wall-clock time, which the other game's garbage collection and the shared cores eat into),
     * and the allocating call is stopped at its allocation budget.
     */
    @Test
    void a_runaway_allocating_hook_does_not_use_up_another_games_limits() throws Exception {
        Variant hog = chessWithHook("const keep = []; for (;;) keep.push(new Array(100000).fill(keep.length));");
        Variant busy = chessWithHook("let s = 0; for (let i = 0; i < 20000; i++) s += i % 7; if (view.side() === 0 && s > 0) out.move(4, 36);");
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newSingleThreadExecutor();
        java.util.concurrent.atomic.AtomicBoolean stop = new java.util.concurrent.atomic.AtomicBoolean();
        try {
            java.util.concurrent.Future<java.util.List<String>> hogFailures = pool.submit(() -> {
                Game g = hog.newGame();
                java.util.List<String> failures = new java.util.ArrayList<>();
                do {
                    assertThat(g.legalMoves()).hasSize(20);
                    failures.addAll(g.hookFailures());
                } while (!stop.get());
                return failures;
            });
            Game g = busy.newGame();
            for (int i = 0; i < 4; i++) {
                assertThat(g.legalMoves()).contains("e1e5").hasSize(21);
                assertThat(g.hookFailures()).as("call %d", i).isEmpty();
            }
            stop.set(true);
            assertThat(hogFailures.get(120, java.util.concurrent.TimeUnit.SECONDS)).isNotEmpty()
                    // Stopped by its own memory budget, or on a loaded machine by its time limit first: either way
                    // by its own limits, while the other game's hook above never failed.
                    .allSatisfy(f -> assertThat(f).containsAnyOf("hook 'evil' failed: RESOURCE: allocated more than",
                            "hook 'evil' failed: TIMEOUT"));
        } finally {
            stop.set(true);
            pool.shutdownNow();
        }
    }

    @Test
    void bulk_reads_give_the_board_as_arrays() throws Exception {
        // e1e5 is emitted only if every bulk read agrees with the start position of chess.
        Game g = chessWithHook("""
                const mine = view.pieces(0), kinds = view.kinds(), owners = view.owners();
                const files = view.files(), ranks = view.ranks();
                const ok = mine.length === 16 && mine[0] === 0 && mine[15] === 15
                    && view.kindName(kinds[4]) === 'king' && kinds[4] === view.kindOf('king') && view.kindOf('dragon') === -1
                    && owners[4] === 0 && owners[60] === 1 && owners[30] === -1 && kinds[30] === -1
                    && files[12] === 4 && ranks[12] === 1 && files.length === 64;
                if (view.side() === 0 && ok) out.move(4, 36);
                """).newGame();
        assertThat(g.legalMoves()).contains("e1e5");
        assertThat(g.hookFailures()).isEmpty();
    }

    @Test
    void a_position_met_again_reuses_what_the_hook_emitted_there() throws Exception {
        // The hook emits e1e5 on its first call only: back at the start, the move is still there.
        // ('no check': not also asked for attacks, so its first call is the first generation.)
        String once = "variant \"Hooked\" extends \"chess.variant\"\n"
                + "hook once on game moves no check {{ (function () { let calls = 0; return function (view, out) {"
                + " calls++; if (calls === 1) out.move(4, 36); }; })() }}\n";
        Game g = Ashtapada.defaults().compile("examples/hooked.variant", once, Path.of("examples")).newGame();
        assertThat(g.legalMoves()).contains("e1e5");
        g.play("g1f3");
        g.legalMoves();
        g.undo();
        assertThat(g.legalMoves()).contains("e1e5");
        // A hook that reads a piece's move count (not in the position hash) is asked again.
        String counting = once.replace("calls++;", "view.moved(4); calls++;");
        g = Ashtapada.defaults().compile("examples/hooked.variant", counting, Path.of("examples")).newGame();
        assertThat(g.legalMoves()).contains("e1e5");
        g.play("g1f3");
        g.legalMoves();
        g.undo();
        assertThat(g.legalMoves()).doesNotContain("e1e5");
    }

    @Test
    void javascript_syntax_error_is_a_validation_error_with_file_hook_line_and_column() {
        String text = "variant \"Hooked\" extends \"chess.variant\"\n"
                + "hook broken on game moves {{ function (view, out) {\n"
                + "  return ( ;\n"
                + "} }}\n";
        assertThatThrownBy(() -> Ashtapada.defaults().compile("examples/hooked.variant", text, Path.of("examples")))
                .isInstanceOf(DefinitionException.class)
                .satisfies(e -> assertThat(((DefinitionException) e).errors()).singleElement().asString()
                        .matches("examples/hooked\\.variant:3:\\d+: hook 'broken': .*"));
    }

    private static Variant chessWithEvent(String event, String params, String body) throws Exception {
        String text = "variant \"Hooked\" extends \"chess.variant\"\n"
                + "hook evil on game " + event + " {{ function (" + params + ") { " + body + " } }}\n";
        return Ashtapada.defaults().compile("examples/hooked.variant", text, Path.of("examples"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "filter that throws       | throw new Error('boom');",
            "filter that loops        | while (true) {}",
            "filter forbidding nothing| moves.forbid(999);",
    })
    void hostile_filter_is_stopped_reported_and_forbids_nothing(String what, String body) throws Exception {
        Game g = chessWithEvent("filter", "view, moves", body).newGame();
        assertThat(g.legalMoves()).as(what).hasSize(20);
        assertThat(g.hookFailures()).as(what).singleElement().asString()
                .matches("examples/hooked\\.variant:\\d+:\\d+: hook 'evil' failed: .*")
                .endsWith("in position rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        g.play("e2e4");
        assertThat(g.position()).startsWith("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "two pieces on a square   | out.remove(view.square('a7')); out.add(view.square('e1'), view.kindOf('queen'), 0);",
            "a piece off the board    | out.remove(view.square('a7')); out.move(view.square('a1'), 999);",
            "emptying an empty square | out.remove(view.square('a7')); out.remove(view.square('e5'));",
            "an empty hand            | out.remove(view.square('a7')); out.fromHand(0, view.kindOf('queen'), view.square('e5'));",
            "an unknown kind          | out.remove(view.square('a7')); out.change(view.square('a1'), 99, 0);",
            "an after-move that throws| out.remove(view.square('a7')); throw new Error('boom');",
            "an after-move that loops | out.remove(view.square('a7')); while (true) {}",
    })
    void hostile_after_move_effects_are_refused_whole_reported_and_the_move_stands_alone(String what, String body) throws Exception {
        Game g = chessWithEvent("after-move", "view, move, out", "if (move.text() === 'e2e4') { " + body + " }").newGame();
        g.play("e2e4");
        // Not one effect applied (the a7 pawn is still there): the plain move, and the game goes on.
        assertThat(g.position()).as(what).isEqualTo("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        assertThat(g.hookFailures()).as(what).isNotEmpty().allSatisfy(f -> assertThat(f).matches("examples/hooked\\.variant:\\d+:\\d+: hook 'evil' failed: .*"));
        assertThat(g.legalMoves()).hasSize(20);
        g.undo();
        assertThat(g.position()).isEqualTo("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    }

    @Test
    void an_after_move_effect_that_would_remove_the_movers_own_king_makes_the_move_illegal() throws Exception {
        // After a knight move the mover's king is removed: under check rules no such move may be played.
        Game g = chessWithEvent("after-move", "view, move, out",
                "if (move.kind() === view.kindOf('knight')) { const k = view.pieces(view.side()).find(s => view.royal(s)); out.remove(k); }")
                .newGame();
        assertThat(g.legalMoves()).hasSize(16).doesNotContain("g1f3", "b1c3");
        assertThatThrownBy(() -> g.play("g1f3")).isInstanceOf(IllegalMoveException.class);
        assertThat(g.position()).isEqualTo("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assertThat(g.hookFailures()).isEmpty();
        g.play("e2e4");
        assertThat(g.position()).startsWith("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "moves     | view, out        | while (true) {}",
            "filter    | view, moves      | while (true) {}",
            "after-move| view, move, out  | while (true) {}",
    })
    void a_hook_stopped_by_its_limit_is_not_run_again_in_that_game(String event, String params, String body) throws Exception {
        // A runaway hook costs its limit once, not at every position or move: the game plays on
        // without it (no moves, no forbidding, no effects), and says so once.
        Game g = chessWithEvent(event.strip(), params.strip(), body).newGame();
        for (String m : new String[]{"e2e4", "e7e5", "g1f3", "b8c6"}) g.play(m);
        assertThat(g.perft(2)).isEqualTo(Ashtapada.defaults().load(java.nio.file.Path.of("examples/chess.variant"))
                .newGame("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3").perft(2));
        assertThat(g.hookFailures()).as(event).singleElement().asString()
                .contains("not run again in this game");
        // Another game of the same definition runs it afresh.
        Game other = chessWithEvent(event.strip(), params.strip(), body).newGame();
        other.legalMoves();
        if (!event.strip().equals("after-move")) assertThat(other.hookFailures()).as(event).hasSize(1);
    }
}
