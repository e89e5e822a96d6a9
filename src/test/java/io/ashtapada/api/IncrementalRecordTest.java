package io.ashtapada.api;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A record written after every action (as the server does) is the record of the whole game,
 * however the game changed in between: grown, taken back, or taken back and played otherwise.
 */
class IncrementalRecordTest {
    private static Game fresh(Variant v, long seed, String... moves) throws Exception {
        Game g = v.newGame().seed(seed);
        for (String m : moves) g.act(m);
        return g;
    }

    @Test
    void a_record_after_an_undo_and_another_move_is_the_record_of_the_game_played_that_way() throws Exception {
        Variant chess = Ashtapada.defaults().load(Path.of("examples/chess.variant"));
        Game g = chess.newGame();
        for (String m : new String[]{"e4", "e5", "Nf3", "Nc6"}) {
            g.play(m);
            g.record(Map.of());
        }
        g.undo();
        g.undo();
        assertThat(g.record(Map.of())).isEqualTo(fresh(chess, 0, "e4", "e5").record(Map.of()));
        g.play("Bc4");
        g.play("Bc5");
        assertThat(g.record(Map.of())).isEqualTo(fresh(chess, 0, "e4", "e5", "Bc4", "Bc5").record(Map.of()));
        g.undo();
        g.play("Nf6");
        assertThat(g.record(Map.of())).isEqualTo(fresh(chess, 0, "e4", "e5", "Bc4", "Nf6").record(Map.of()));
    }

    @Test
    void a_dice_game_recorded_after_every_action_matches_its_replay() throws Exception {
        Variant sejrang = Ashtapada.defaults().load(Path.of("variants-dsl/sejrang.variant"));
        Game g = sejrang.newGame().seed(5);
        RandomPlayer r = new RandomPlayer(5);
        for (int turn = 0; turn < 30 && !g.result().isOver(); turn++) {
            r.playTurn(g);
            String record = g.record(Map.of());
            if (turn % 7 == 3) {
                g.undo();
                assertThat(g.record(Map.of())).isNotEqualTo(record);
            }
        }
        String record = g.record(Map.of());
        assertThat(Game.replay(sejrang, record).record(Map.of())).isEqualTo(record);
    }
}
