package io.ashtapada.engine.search;

import io.ashtapada.engine.turn.Action;
import io.ashtapada.engine.turn.Phase;
import io.ashtapada.engine.turn.TurnMachine;
import org.junit.jupiter.api.Test;

import static io.ashtapada.engine.search.SearchTest.machine;
import static org.assertj.core.api.Assertions.assertThat;

class DiceSearchTest {
    @Test
    void probe() throws Exception {
        for (String f : System.getProperty("probe", "variants-dsl/sejrang.variant,variants-dsl/omechanga.variant,variants-dsl/guru-mahachaturaji.variant").split(",")) {
            TurnMachine t = machine(f, null);
            if (t.phase() == Phase.ROLL) t.apply(new Action.Roll(2, 3));
            Search s = new Search(t.model(), 18);
            s.bestAction(t, Budget.time(1000), null);
            Search.Result r = s.bestAction(t, Budget.time(1000), it -> System.out.println(f + " " + it.depth() + " " + it.score() + " " + it.nodes() + " " + it.millis()));
            System.out.println(f + " " + r.action() + " " + r.reroll() + " nodes/s " + r.nodes() * 1000 / Math.max(1, r.millis()) + " depth " + r.depth() + " " + Search.pvText(t, r.pv()));
        }
    }
}
