package io.ashtapada.engine;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code setup "..." shuffle ZONE { KIND on opposite colours  KIND between KIND }}: each game's
 * start array drawn by its seed among the arrays meeting the conditions (Chess960's 960).
 */
class ShuffledStartTest {
    private static Variant chess960() throws Exception {
        return Ashtapada.defaults().load(Path.of("examples", "fischerandom.variant"));
    }

    @Test
    void chess960_has_960_arrays() throws Exception {
        io.ashtapada.model.RuleModel m = io.ashtapada.model.VariantCompiler.compileFile(Path.of("examples", "fischerandom.variant")).model();
        assertThat(m.shuffle().arrays(m.board())).hasSize(960);
    }

    @Test
    void every_drawn_array_has_opposite_bishops_and_the_king_between_the_rooks() throws Exception {
        Variant v = chess960();
        Set<String> seen = new HashSet<>();
        for (long seed = 0; seed < 3000; seed++) {
            Game g = v.newGame(seed);
            String fen = g.position();
            String white = fen.split("/")[7].split(" ")[0], black = fen.split("/")[0];
            assertThat(black).isEqualTo(white.toLowerCase());                // Black mirrors White
            int b1 = white.indexOf('B'), b2 = white.lastIndexOf('B');
            assertThat((b1 + b2) % 2).as(fen).isEqualTo(1);                   // one light, one dark
            int k = white.indexOf('K');
            assertThat(white.indexOf('R')).as(fen).isLessThan(k);
            assertThat(white.lastIndexOf('R')).as(fen).isGreaterThan(k);
            // Both rooks may castle: the rights name their files (Shredder-FEN).
            String rights = fen.split(" ")[2];
            char q = (char) ('A' + white.indexOf('R')), h = (char) ('A' + white.lastIndexOf('R'));
            assertThat(rights).isEqualTo("" + h + q + Character.toLowerCase(h) + Character.toLowerCase(q));
            assertThat(v.newGame(fen).position()).isEqualTo(fen);
            seen.add(white);
        }
        assertThat(seen.size()).isGreaterThan(900);
    }

    @Test
    void a_seed_always_draws_the_same_array() throws Exception {
        assertThat(chess960().newGame(518).position()).isEqualTo(chess960().newGame(518).position());
        assertThat(chess960().newGame().position()).isEqualTo("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
    }

    @Test
    void a_variant_says_whether_its_setup_shuffles() throws Exception {
        assertThat(chess960().shuffles()).isTrue();
        assertThat(Ashtapada.defaults().variant("chess").shuffles()).isFalse();
    }

    @Test
    void a_variant_without_shuffle_ignores_the_seed() throws Exception {
        Variant chess = Ashtapada.defaults().load(Path.of("examples", "chess.variant"));
        assertThat(chess.newGame(7).position()).isEqualTo(chess.newGame().position());
    }
}
