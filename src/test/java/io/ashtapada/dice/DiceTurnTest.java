package io.ashtapada.dice;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The dice turn as a state machine, independent of any one ruling: phases, the turn state in
 * the position string, undo, seeded dice, and the perft definition (first ply with the given
 * dice, later plies over every unordered outcome).
 */
class DiceTurnTest {
    private static Variant omechanga;
    private static Variant sejrang;

    @BeforeAll
    static void load() throws Exception {
        omechanga = Ashtapada.defaults().load(Path.of("variants-dsl/omechanga.variant"));
        sejrang = Ashtapada.defaults().load(Path.of("variants-dsl/sejrang.variant"));
    }

    @Test
    void a_turn_goes_roll_then_choose_then_the_next_players_roll() throws Exception {
        Game g = omechanga.newGame();
        assertThat(g.phase()).isEqualTo(Game.Phase.ROLL);
        assertThat(g.legalMoves()).isEmpty();
        assertThatThrownBy(() -> g.play("d2d3")).isInstanceOf(IllegalMoveException.class).hasMessageContaining("roll the dice first");
        g.roll(1, 2);
        assertThat(g.phase()).isEqualTo(Game.Phase.CHOOSE);
        assertThat(g.dice()).containsExactly(1, 2);
        assertThatThrownBy(() -> g.roll(3, 4)).isInstanceOf(IllegalMoveException.class);
        g.play("d2d3");
        assertThat(g.sideToMove()).isEqualTo("black");
        assertThat(g.phase()).isEqualTo(Game.Phase.ROLL);
        assertThat(g.dice()).isEmpty();
    }

    @Test
    void the_turn_state_is_part_of_the_position_string_and_reads_back() throws Exception {
        Game g = omechanga.newGame();
        g.roll(4, 5);
        g.reroll("2", 4, 7);
        assertThat(g.position()).endsWith(" rolls:45,o:47");
        Game copy = omechanga.newGame(g.position());
        assertThat(copy.dice()).containsExactly(4, 7);
        assertThat(copy.rerollOptions()).isEmpty();
        assertThat(copy.legalMoves()).isEqualTo(g.legalMoves());
        copy.play("pass");
        assertThat(copy.position()).endsWith(" points:11,0");
        assertThat(omechanga.newGame(copy.position()).points("white")).isEqualTo(11.0);
    }

    @Test
    void a_pending_royal_capture_is_written_and_read_back() throws Exception {
        String pos = omechanga.position().place("Kd1", "ke2").side("w").castling("-").build() + " rolls:56";
        Game g = omechanga.newGame(pos);
        g.play("d1e2");
        assertThat(g.phase()).isEqualTo(Game.Phase.CONFIRM);
        assertThat(g.position()).contains(" pending:d1e2");
        Game copy = omechanga.newGame(g.position());
        assertThat(copy.phase()).isEqualTo(Game.Phase.CONFIRM);
        copy.roll(5, 1);
        assertThat(copy.result().isOver()).isTrue();
    }

    @Test
    void undo_takes_back_the_move_and_shows_the_dice_it_was_made_with() throws Exception {
        Game g = omechanga.newGame();
        g.roll(3, 8);
        String before = g.position();
        g.play("pass");
        assertThat(g.undo()).isTrue();
        assertThat(g.position()).isEqualTo(before);
        assertThat(g.dice()).containsExactly(3, 8);
    }

    @Test
    void the_same_seed_and_decisions_give_the_same_dice() throws Exception {
        Game a = sejrang.newGame().seed(99), b = sejrang.newGame().seed(99);
        for (int i = 0; i < 20; i++) {
            a.roll();
            b.roll();
            assertThat(a.dice()).isEqualTo(b.dice());
            a.play(a.legalMoves().get(0));
            b.play(b.legalMoves().get(0));
        }
        assertThat(a.record(Map.of())).isEqualTo(b.record(Map.of()));
    }

    @Test
    void a_move_both_dice_allow_is_one_move_G1() throws Exception {
        Game two = omechanga.newGame(), both = omechanga.newGame();
        two.roll(2, 3);
        both.roll(2, 8);   // the 8 lets the knights move again, without capturing
        List<String> knightsWith2 = two.legalMoves().stream().filter(m -> m.startsWith("b1") || m.startsWith("h2")).toList();
        List<String> knightsWith28 = both.legalMoves().stream().filter(m -> m.startsWith("b1") || m.startsWith("h2")).toList();
        assertThat(knightsWith28).containsExactlyInAnyOrderElementsOf(knightsWith2).doesNotHaveDuplicates();
    }

    @Test
    void perft_expands_every_unordered_outcome_after_the_first_ply() throws Exception {
        Game g = sejrang.newGame();
        g.roll(3, 5);
        List<String> first = g.legalMoves();
        long expected = 0;
        for (String m : first) {
            for (int a = 1; a <= 6; a++) {
                for (int b = a; b <= 6; b++) {
                    Game c = sejrang.newGame();
                    c.roll(3, 5);
                    c.play(m);
                    c.roll(a, b);
                    expected += c.legalMoves().size();
                }
            }
        }
        assertThat(first).hasSize(2);
        assertThat(g.perft(2)).isEqualTo(expected).isEqualTo(356);
    }

    @Test
    void perft_without_dice_at_the_root_expands_the_root_roll_too() throws Exception {
        long sum = 0;
        for (int a = 1; a <= 6; a++) {
            for (int b = a; b <= 6; b++) {
                Game c = sejrang.newGame();
                c.roll(a, b);
                sum += c.perft(1);
            }
        }
        assertThat(sejrang.newGame().perft(1)).isEqualTo(sum);
    }

    @Test
    void perft_checked_mode_finds_make_and_unmake_consistent_in_dice_games() throws Exception {
        Game o = omechanga.newGame();
        o.roll(8, 8);
        assertThat(o.perftChecked(2)).isEqualTo(o.perft(2));
        Game s = sejrang.newGame();
        s.roll(2, 2);
        assertThat(s.perftChecked(2)).isEqualTo(3180);
    }

    @Test
    void a_bad_roll_in_a_position_string_is_refused_with_a_reason() {
        assertThatThrownBy(() -> omechanga.newGame(omechanga.startPosition() + " rolls:9x"))
                .hasMessageContaining("bad roll '9x'");
    }

    @Test
    void resignation_scores_as_losing_the_king_with_queen_halves_kept_SJ13() throws Exception {
        // Black has taken White's queen (Black +1/2), then White resigns: 0-1.5.
        String pos = sejrang.position().place("Kd1", "ke8", "qa5", "Pa2").side("w").build() + " points:0,0.5";
        Game g = sejrang.newGame(pos);
        g.roll(1, 2);
        g.resign();
        assertThat(g.result().toString()).isEqualTo("black wins (resignation)");
        assertThat(g.scoreText()).isEqualTo("0-1.5");
        assertThat(g.legalMoves()).isEmpty();
        Game replayed = Game.replay(sejrang, g.record(Map.of()));
        assertThat(replayed.result()).isEqualTo(g.result());
    }
}
