package io.ashtapada.engine.search;

import io.ashtapada.engine.turn.Action;
import io.ashtapada.engine.turn.Phase;
import io.ashtapada.engine.turn.TurnMachine;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static io.ashtapada.engine.search.SearchTest.machine;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Ballard's Star1 and Star2 prune chance nodes without changing the answer: on positions of
 * seeded random Sejrang and Omechanga games, searched to a fixed depth without the
 * transposition table (whose deeper results would make the values differ), plain expectimax,
 * Star1 and Star2 give the same score, and Star2 visits fewer nodes than plain expectimax.
 */
class StarPruningTest {
    /** Decision positions along a seeded random game: the dice rolled, the player to choose. */
    static List<String> positions(String file, long seed, int count) throws Exception {
        TurnMachine t = machine(file, null);
        SplittableRandom rnd = new SplittableRandom(seed);
        List<String> out = new ArrayList<>();
        for (int step = 0; step < 200 && out.size() < count && t.phase() != Phase.OVER; step++) {
            if (t.phase() == Phase.ROLL || t.phase() == Phase.CONFIRM) {
                List<Action> rolls = t.legalActions().stream().filter(Action::isChance).toList();
                t.apply(rolls.get(rnd.nextInt(rolls.size())));
                continue;
            }
            if (step % 3 == 1) out.add(t.position().positionString());
            t.playGenerated(t.moves().get(rnd.nextInt(t.moves().size())));
        }
        return out;
    }

    @ParameterizedTest(name = "{0} depth {1}")
    @CsvSource({"variants-dsl/sejrang.variant, 2", "variants-dsl/omechanga.variant, 2"})
    void star1_and_star2_return_the_value_of_plain_expectimax_with_fewer_nodes(String file, int depth) throws Exception {
        long plainNodes = 0, star1Nodes = 0, star2Nodes = 0;
        int compared = 0;
        for (String position : positions(file, 17, 4)) {
            TurnMachine t = machine(file, position);
            SearchResult plain = new Search(t.model(), 10).useTable(false).chancePruning(ChancePruning.NONE)
                    .bestAction(t, Budget.depth(depth), null);
            SearchResult star1 = new Search(t.model(), 10).useTable(false).chancePruning(ChancePruning.STAR1)
                    .bestAction(t, Budget.depth(depth), null);
            SearchResult star2 = new Search(t.model(), 10).useTable(false).chancePruning(ChancePruning.STAR2)
                    .bestAction(t, Budget.depth(depth), null);
            assertThat(star1.score()).as(position).isEqualTo(plain.score());
            assertThat(star2.score()).as(position).isEqualTo(plain.score());
            plainNodes += plain.nodes();
            star1Nodes += star1.nodes();
            star2Nodes += star2.nodes();
            compared++;
        }
        System.out.printf("%s depth %d, %d positions: nodes plain %d, Star1 %d, Star2 %d%n", file, depth, compared, plainNodes,
                star1Nodes, star2Nodes);
        assertThat(compared).isPositive();
        assertThat(star2Nodes).isLessThan(plainNodes);
    }
}
