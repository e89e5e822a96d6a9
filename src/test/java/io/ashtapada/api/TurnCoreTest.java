package io.ashtapada.api;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The turn core through the facade: one answer to "what may happen now", undo of whole actions,
 * one record format. Each test pins one of the faults found in issue 9.
 */
class TurnCoreTest {
    private static final Variant CHESS = load("examples/chess.variant");
    private static final Variant OMECHANGA = load("variants-dsl/omechanga.variant");
    private static final Variant SEJRANG = load("variants-dsl/sejrang.variant");
    private static final Variant OMEGA = load("variants-dsl/omega-chess.variant");

    private static Variant load(String file) {
        try {
            return Ashtapada.defaults().load(Path.of(file));
        } catch (DefinitionException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void after_a_failed_confirmation_roll_the_api_and_perft_list_the_same_moves_OM12() throws Exception {
        // White rolled 4,1, played a4a8, and the confirmation roll 2,3 failed: the new roll is an
        // ordinary roll, and no further roll is left to confirm another king capture (b6a8).
        Game g = OMECHANGA.newGame("k7/8/1N6/8/R7/8/8/7K[] w - - 0 1 rolls:41,c:23");
        assertThat(g.phase()).isEqualTo(Game.Phase.CHOOSE);
        assertThat(g.legalMoves()).hasSize(5).doesNotContain("b6a8").contains("pass");
        assertThat(g.perft(1)).isEqualTo(g.legalMoves().size());
    }

    @Test
    void undo_in_a_dice_game_takes_back_exactly_the_move_and_the_record_replays() throws Exception {
        Game g = OMECHANGA.newGame();
        g.roll(1, 2);
        g.play("b1c3");
        assertThat(g.undo()).isTrue();
        assertThat(g.phase()).isEqualTo(Game.Phase.CHOOSE);
        assertThat(g.dice()).containsExactly(1, 2);
        g.play("b1a3");
        String record = g.record(Map.of());
        assertThat(record).contains("\nw 12 Na3\n").doesNotContain("c3");
        assertThat(Game.replay(OMECHANGA, record).position()).isEqualTo(g.position());
    }

    @Test
    void undo_takes_back_a_roll_and_a_reroll_one_action_at_a_time() throws Exception {
        Game g = SEJRANG.newGame();
        String start = g.position();
        g.roll(2, 2);
        String rolled = g.position();
        g.reroll("both", 5, 5);
        assertThat(g.record(Map.of())).contains("\nw 22 b:55\n");
        assertThat(g.undo()).isTrue();
        assertThat(g.position()).isEqualTo(rolled);
        assertThat(g.rerollOptions()).contains("both");
        assertThat(g.undo()).isTrue();
        assertThat(g.position()).isEqualTo(start);
        assertThat(g.phase()).isEqualTo(Game.Phase.ROLL);
        assertThat(g.record(Map.of())).doesNotContain("\nw ");
        assertThat(g.undo()).isFalse();
    }

    @Test
    void resign_then_undo_resumes_the_game_and_moves_are_accepted_again() throws Exception {
        Game g = CHESS.newGame();
        g.play("e2e4");
        g.resign();
        assertThat(g.result()).isEqualTo(new Result(Result.Status.WIN, "white", "resignation"));
        assertThat(g.record(Map.of())).contains("\nb resign\n");
        assertThat(g.undo()).isTrue();
        assertThat(g.result()).isEqualTo(Result.ONGOING);
        assertThat(g.history()).containsExactly("e2e4");
        g.play("e7e5");
        assertThat(g.history()).containsExactly("e2e4", "e7e5");
    }

    @Test
    void an_agreed_draw_ends_the_game_and_undo_takes_it_back() throws Exception {
        Game g = CHESS.newGame();
        g.play("e4");
        g.agreeDraw();
        assertThat(g.result()).isEqualTo(new Result(Result.Status.DRAW, null, "agreement"));
        assertThat(g.places()).containsEntry("white", 1).containsEntry("black", 1);
        assertThatThrownBy(() -> g.play("e5")).isInstanceOf(IllegalMoveException.class).hasMessageContaining("the game is over");
        assertThat(g.undo()).isTrue();
        g.play("e5");
    }

    @Test
    void a_refused_action_leaves_the_game_unchanged() throws Exception {
        Game g = SEJRANG.newGame();
        String before = g.position();
        assertThatThrownBy(() -> g.play("e2e4")).isInstanceOf(IllegalMoveException.class).hasMessage("roll the dice first");
        g.roll(1, 3);
        String rolled = g.position();
        assertThatThrownBy(() -> g.reroll("both", 4, 4)).isInstanceOf(IllegalMoveException.class)
                .hasMessageContaining("re-roll both is not allowed now");
        assertThatThrownBy(() -> g.roll(2, 2)).isInstanceOf(IllegalMoveException.class);
        assertThat(g.position()).isEqualTo(rolled).isNotEqualTo(before);
    }

    @Test
    void the_record_has_its_tags_in_a_fixed_order_and_a_pgn_result() throws Exception {
        Game g = CHESS.newGame("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2");
        g.play("Qh4");
        String record = g.record(Map.of("Seed", "9", "Event", "test", "black", "random", "white", "human"));
        assertThat(record).isEqualTo("""
                [Variant "Chess"]
                [SetUp "1"]
                [FEN "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2"]
                [Result "0-1"]
                [Termination "checkmate"]
                [Score "0-1"]
                [White "human"]
                [Black "random"]
                [Seed "9"]
                [Event "test"]
                b Qh4#
                """);
        Game back = Game.replay(CHESS, record);
        assertThat(back.result()).isEqualTo(g.result());
    }

    @Test
    void a_record_whose_result_the_replay_contradicts_is_refused() {
        String record = "[Variant \"Chess\"]\n[Result \"1-0\"]\nw e4\nb e5\n";
        assertThatThrownBy(() -> Game.replay(CHESS, record)).isInstanceOf(IllegalMoveException.class)
                .hasMessageContaining("the record says the result is 1-0");
    }

    @Test
    void a_record_refers_to_the_line_of_the_first_event_that_does_not_fit() {
        String record = "[Variant \"Chess\"]\nw e4\nw e5\n";
        assertThatThrownBy(() -> Game.replay(CHESS, record)).isInstanceOf(IllegalMoveException.class)
                .hasMessage("line 3: it is black's turn, not white's");
    }

    @Test
    void the_state_snapshot_describes_board_turn_and_every_legal_action() throws Exception {
        Game g = CHESS.newGame("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
        GameState s = g.state();
        assertThat(s.toMove()).isEqualTo("white");
        assertThat(s.phase()).isEqualTo(Game.Phase.CHOOSE);
        assertThat(s.squares()).hasSize(64);
        assertThat(s.squares()).filteredOn(q -> q.name().equals("b7")).singleElement()
                .satisfies(q -> {
                    assertThat(q.piece()).isEqualTo("pawn");
                    assertThat(q.owner()).isEqualTo("white");
                    assertThat(q.letter()).isEqualTo('P');
                    assertThat(q.x()).isEqualTo(1);
                    assertThat(q.y()).isEqualTo(6);
                });
        List<GameState.LegalAction> moves = s.legalActions().stream().filter(a -> a.kind() == GameState.Kind.MOVE).toList();
        assertThat(moves).hasSize(g.legalMoves().size());
        GameState.LegalAction promo = moves.stream().filter(a -> "queen".equals(a.promotion())).findFirst().orElseThrow();
        assertThat(promo.from()).isEqualTo("b7");
        assertThat(promo.to()).isEqualTo("b8");
        assertThat(promo.coordinate()).isEqualTo("b7b8q");
        assertThat(promo.san()).isEqualTo("b8=Q+");
        assertThat(s.legalActions()).extracting(GameState.LegalAction::kind).contains(GameState.Kind.RESIGN, GameState.Kind.DRAW);
        g.act(promo.text());
        assertThat(g.state().inCheck()).containsExactly("black");
    }

    @Test
    void the_state_of_a_dice_game_lists_roll_outcomes_with_their_probabilities() throws Exception {
        GameState s = OMECHANGA.newGame().state();
        assertThat(s.phase()).isEqualTo(Game.Phase.ROLL);
        List<GameState.LegalAction> rolls = s.legalActions().stream().filter(a -> a.kind() == GameState.Kind.ROLL).toList();
        assertThat(rolls).hasSize(36);
        assertThat(rolls.stream().mapToDouble(GameState.LegalAction::probability).sum()).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-9));
        Game g = OMECHANGA.newGame();
        g.act("78");
        GameState chosen = g.state();
        assertThat(chosen.dice()).containsExactly(7, 8);
        assertThat(chosen.rerolls()).containsExactly("1", "2", "both");
        assertThat(chosen.legalActions()).extracting(GameState.LegalAction::kind).contains(GameState.Kind.PASS, GameState.Kind.REROLL);
    }

    @Test
    void a_capture_lists_the_square_it_takes_and_en_passant_the_passed_pawn() throws Exception {
        Game g = CHESS.newGame("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
        GameState.LegalAction ep = g.state().legalActions().stream().filter(a -> "e5d6".equals(a.coordinate())).findFirst().orElseThrow();
        assertThat(ep.captures()).containsExactly("d5");
    }

    @Test
    void an_omega_chess_move_into_a_corner_square_is_described_by_name() throws Exception {
        Game g = OMEGA.newGame();
        assertThat(g.state().squares()).extracting(GameState.SquareState::name).contains("w1", "w2", "w3", "w4");
    }
}
