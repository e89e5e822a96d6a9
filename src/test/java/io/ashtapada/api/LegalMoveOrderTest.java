package io.ashtapada.api;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The legal moves of a position are listed in one order however the game got there: a game
 * whose moves were looked at in SAN along the way (which tries each capture and takes it back)
 * and the same game replayed from its record list them alike. A restarted server relies on it
 * to resume a game exactly.
 */
class LegalMoveOrderTest {
    @Test
    void legal_moves_are_listed_in_the_same_order_after_a_replay_of_the_record() throws Exception {
        Variant v = Ashtapada.defaults().load(Path.of("variants-dsl/guru-mahachaturaji.variant"));
        Game g = v.newGame();
        List<String> moves = List.of("b1c3", "l5h6", "i12g10", "a11c10", "a1b1", "h6d7", "l8j10", "a12a11", "b1a1", "d7a2",
                "l7l6", "e12g10");
        for (String m : moves) {
            g.legalMovesSan();        // tries every move, captures of red's pieces included, and takes each back
            g.play(m);
            Game replayed = Game.replay(v, g.record(Map.of()));
            assertThat(g.legalMoves()).as("after " + m).isEqualTo(replayed.legalMoves());
        }
    }

    @Test
    void legal_moves_are_listed_in_the_same_order_after_castling_was_tried_and_taken_back() throws Exception {
        Variant v = Ashtapada.defaults().load(Path.of("examples/chess.variant"));
        Game g = v.newGame();
        for (String m : List.of("e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "d2d3", "f8c5", "c1g5", "d7d6", "b1c3", "c8g4",
                "d1d2", "d8d7")) {
            g.perft(2);               // plays O-O and O-O-O once they are legal, and takes them back
            g.play(m);
            assertThat(g.legalMoves()).as("after " + m).isEqualTo(Game.replay(v, g.record(Map.of())).legalMoves());
        }
    }
}
