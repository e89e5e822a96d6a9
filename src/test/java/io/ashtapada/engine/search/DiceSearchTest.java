package io.ashtapada.engine.search;

import io.ashtapada.engine.turn.Action;
import io.ashtapada.engine.turn.Phase;
import io.ashtapada.engine.turn.TurnMachine;
import org.junit.jupiter.api.Test;

import static io.ashtapada.engine.search.SearchTest.machine;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** Expectimax over the dice: chance nodes weighted by each roll's probability, re-rolls as choices. */
class DiceSearchTest {
    /**
     * Sejrang (SJ-3): White's rook on e4 reaches the black king on e8 only with a 4 (rook
     * face). The dice show 1-1, which moves only pawns. Re-rolling both dice (allowed on a
     * double) wins at once with 11/36 (a 4 on either die), and after that the unused single
     * re-roll wins 1/6 of the rest: 11/36 + 25/36 × 1/6 = 91/216 ≈ 0.421. Re-rolling one die
     * first wins 1/6, and then both may be re-rolled only if the new dice show a double again:
     * 1/6 + 1/6 × 11/36 ≈ 0.218. A pawn move wins nothing this turn.
     */
    @Test
    void sejrang_expectimax_rerolls_both_dice_for_more_winning_rolls() throws Exception {
        TurnMachine t = machine("variants-dsl/sejrang.variant", "4k3/p7/8/8/4R3/8/7P/K7 w - - 0 1 rolls:11");
        assertThat(t.phase()).isEqualTo(Phase.CHOOSE);
        SearchResult r = new Search(t.model(), 16).bestAction(t, Budget.depth(2), null);
        assertThat(r.action()).isNull();
        assertThat(r.reroll()).isEqualTo(Action.Dice.BOTH);
        assertThat(r.score() / (double) Search.WIN).isCloseTo(91 / 216.0, within(0.01));
    }

    @Test
    void sejrang_a_royal_capture_the_dice_allow_is_taken_at_once() throws Exception {
        // The dice show 4-2: the rook takes the king.
        TurnMachine t = machine("variants-dsl/sejrang.variant", "4k3/p7/8/8/4R3/8/7P/K7 w - - 0 1 rolls:42");
        SearchResult r = new Search(t.model(), 16).bestAction(t, Budget.depth(2), null);
        assertThat(t.coordinate(((Action.Play) r.action()).move())).isEqualTo("e4e8");
        assertThat(r.mateIn()).isEqualTo(1);
    }

    /**
     * Omechanga (OM-12): a royal capture on a roll that is not a first double stands only if
     * the confirmation roll allows the same move again: a 4 on either die (15/64) or double 8
     * (1/64), so the capture is worth 16/64 = 25% of a win, and it is still the best choice.
     */
    @Test
    void omechanga_a_royal_capture_is_worth_its_confirmation_chances_OM12() throws Exception {
        TurnMachine t = machine("variants-dsl/omechanga.variant", "4k3/8/8/8/4R3/8/8/K7 w - - 0 1 rolls:41");
        SearchResult r = new Search(t.model(), 16).bestAction(t, Budget.depth(1), null);
        assertThat(t.coordinate(((Action.Play) r.action()).move())).isEqualTo("e4e8");
        assertThat(r.score() / (double) Search.WIN).isCloseTo(16 / 64.0, within(0.005));
    }

    @Test
    void dice_search_leaves_the_game_as_it_was_and_answers_with_a_legal_choice() throws Exception {
        for (String f : new String[]{"variants-dsl/sejrang.variant", "variants-dsl/omechanga.variant"}) {
            TurnMachine t = machine(f, null);
            t.apply(new Action.Roll(2, 3));
            String before = t.position().positionString();
            int actions = t.actionCount();
            SearchResult r = new Search(t.model(), 16).bestAction(t, Budget.nodes(3000), null);
            assertThat(t.position().positionString()).isEqualTo(before);
            assertThat(t.actionCount()).isEqualTo(actions);
            if (r.action() != null) assertThat(t.moves().contains(((Action.Play) r.action()).move())).isTrue();
            else assertThat(t.rerollOptions()).contains(r.reroll());
        }
    }
}
