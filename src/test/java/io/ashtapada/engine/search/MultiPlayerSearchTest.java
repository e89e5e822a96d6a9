package io.ashtapada.engine.search;

import io.ashtapada.engine.turn.Action;
import io.ashtapada.engine.turn.Phase;
import io.ashtapada.engine.turn.TurnMachine;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.SplittableRandom;

import static io.ashtapada.engine.search.SearchTest.machine;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The searches of four players (paranoid, best-reply, max^n) on Guru Mahachaturaji: along a
 * seeded random game each answers with a legal move, leaves the game as it was, gives the
 * same answer for the same budget and seed, and never leaves its own king attacked (which
 * eliminates a player, GR-4) when a move that does not exists.
 */
class MultiPlayerSearchTest {
    @ParameterizedTest
    @EnumSource(MultiPlayer.class)
    void each_four_player_search_plays_legal_reproducible_moves_that_keep_its_king_safe(MultiPlayer algorithm)
            throws Exception {
        TurnMachine t = machine("variants-dsl/guru-mahachaturaji.variant", null);
        SplittableRandom rnd = new SplittableRandom(11);
        int searched = 0;
        for (int step = 0; step < 40 && searched < 2 && t.phase() != Phase.OVER; step++) {
            if (step % 9 == 8) {
                int me = t.side();
                String before = t.position().positionString();
                long hash = t.position().hash();
                SearchResult a = new Search(t.model(), 12).multiPlayer(algorithm).bestAction(t, Budget.nodes(150), null);
                SearchResult b = new Search(t.model(), 12).multiPlayer(algorithm).bestAction(t, Budget.nodes(150), null);
                searched++;
                assertThat(t.position().positionString()).isEqualTo(before);
                assertThat(t.position().hash()).isEqualTo(hash);
                assertThat(a.action()).isEqualTo(b.action());
                assertThat(a.score()).isEqualTo(b.score());
                int move = ((Action.Play) a.action()).move();
                assertThat(t.moves().contains(move)).isTrue();
                boolean safeExists = false;
                for (int i = 0; i < t.moves().size() && !safeExists; i++) {
                    t.playGenerated(t.moves().get(i));
                    safeExists = !t.position().isOut(me) && !t.position().inCheck(me);
                    t.undo();
                }
                t.playGenerated(move);
                boolean safe = !t.position().isOut(me) && !t.position().inCheck(me);
                t.undo();
                if (safeExists) assertThat(safe).as(algorithm + " at " + before).isTrue();
            }
            t.playGenerated(t.moves().get(rnd.nextInt(t.moves().size())));
        }
        assertThat(searched).isEqualTo(2);
    }
}
