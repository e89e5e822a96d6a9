package io.ashtapada.tune;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.GameState;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Issue 30: the tuner's games and positions come from the seed alone. */
class TunerTest {
    private static Variant minishogi() throws Exception {
        return Ashtapada.defaults().load(Path.of("examples/minishogi.variant"));
    }

    private static List<String> flat(List<Sample> s) {
        List<String> out = new ArrayList<>();
        for (Sample x : s) out.add(x.game() + " " + java.util.Arrays.toString(x.material()) + " " + x.score());
        return out;
    }

    @Test
    void the_same_seed_gives_the_same_positions_and_values() throws Exception {
        Variant v = minishogi();
        List<String> kinds = new ArrayList<>(v.pieceValues().keySet());
        List<Sample> a = new PositionSampler(v, kinds).play(2, 150, 42, null);
        List<Sample> b = new PositionSampler(v, kinds).play(2, 150, 42, null);
        List<Sample> c = new PositionSampler(v, kinds).play(2, 150, 43, null);
        assertThat(a).isNotEmpty();
        assertThat(flat(a)).isEqualTo(flat(b));
        assertThat(flat(c)).isNotEqualTo(flat(a));
        assertThat(Tuner.run(v, 2, 150, 42, null)).isEqualTo(Tuner.run(v, 2, 150, 42, null));
    }

    @Test
    void a_kept_position_has_nobody_in_check_and_is_labelled_with_a_game_result() throws Exception {
        Variant v = Ashtapada.defaults().variant("chess");
        List<String> kinds = new ArrayList<>(v.pieceValues().keySet());
        assertThat(kinds).containsExactly("queen", "rook", "bishop", "knight", "pawn");
        PositionSampler sampler = new PositionSampler(v, kinds);
        List<Sample> s = sampler.play(1, 100, 1, null);
        assertThat(s).isNotEmpty();
        for (Sample x : s) assertThat(x.score()).isIn(0.0, 0.5, 1.0);
        // The start: level material; every kind of both players counted once per piece.
        assertThat(sampler.material(v.newGame().state())).containsOnly(0.0);
        assertThat(sampler.counts(v.newGame().state())).containsExactly(1, 2, 2, 2, 8, 1, 2, 2, 2, 8);
    }

    @Test
    void a_piece_in_hand_counts_a_tenth_more_than_on_the_board() throws Exception {
        Variant v = Ashtapada.defaults().variant("crazyhouse");
        List<String> kinds = new ArrayList<>(v.pieceValues().keySet());
        PositionSampler sampler = new PositionSampler(v, kinds);
        // White: two knights on the board and one in hand (2 + 1.1); black: one knight (1).
        double[] m = sampler.material(v.newGame("rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[N] w KQkq - 0 1").state());
        assertThat(m[kinds.indexOf("knight")]).isCloseTo(2.1, org.assertj.core.api.Assertions.within(1e-9));
        assertThat(m[kinds.indexOf("queen")]).isZero();
    }

    @Test
    void a_position_is_quiet_unless_someone_is_in_check_or_the_move_from_it_changes_material() throws Exception {
        Variant v = Ashtapada.defaults().variant("crazyhouse");
        PositionSampler sampler = new PositionSampler(v, new ArrayList<>(v.pieceValues().keySet()));
        io.ashtapada.api.Game g = v.newGame();
        g.play("e2e4");
        GameState start = v.newGame().state();
        assertThat(sampler.quiet(start, g.state())).as("a pawn's step").isTrue();
        g.play("d7d5");
        GameState before = g.state();
        g.play("e4d5");
        assertThat(sampler.quiet(before, g.state())).as("a capture: a pawn changes sides into the hand").isFalse();
        g.play("d8d5");
        g.play("P@e6");
        before = g.state();
        g.play("f7e6");
        assertThat(sampler.quiet(before, g.state())).as("a capture").isFalse();
        g.play("f1b5");
        before = g.state();
        assertThat(before.inCheck()).containsExactly("black");
        g.play("c7c6");
        assertThat(sampler.quiet(before, g.state())).as("in check").isFalse();
        g.play("g1f3");
        before = g.state();
        g.play("P@e5");
        assertThat(sampler.quiet(before, g.state())).as("a drop: from hand to board, the material as it was").isTrue();
    }

    @Test
    void a_game_of_four_players_is_refused() throws Exception {
        Variant v = Ashtapada.defaults().load(Path.of("variants-dsl/guru-mahachaturaji.variant"));
        assertThat(Tuner.refusal(v)).isEqualTo("tuning needs a two-player game; Guru Mahachaturaji has 4 players");
        assertThatThrownBy(() -> Tuner.run(v, 1, 10, 1, null)).isInstanceOf(IllegalArgumentException.class);
    }
}
