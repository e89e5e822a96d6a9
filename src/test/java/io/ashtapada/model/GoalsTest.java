package io.ashtapada.model;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Models;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** The end rules of a {@code rules} block compile each to its own record of {@link Goals}, absent (null) where not written. */
class GoalsTest {
    static Goals goals(String example) throws Exception {
        RuleModel m = Models.of(Ashtapada.defaults().load(Path.of("examples", example + ".variant")));
        return m.engineTables().goals;
    }

    @Test
    void chess_has_no_end_rule_beyond_checkmate_and_stalemate() throws Exception {
        Goals g = goals("chess");
        assertThat(g.checks()).isNull();
        assertThat(g.flag()).isNull();
        assertThat(g.extinction()).isNull();
        assertThat(g.conditions()).isEmpty();
        assertThat(g.explosion()).isNull();
        assertThat(g.any()).isFalse();
        assertThat(g.extinctBelow()).isEqualTo(1);
    }

    @Test
    void win_by_3_checks_is_a_check_count_of_three_by_any_piece() throws Exception {
        Goals g = goals("3check");
        assertThat(g.checks()).isEqualTo(new Goals.CheckCount(3, 0));
        assertThat(g.endsEarly()).isTrue();
        assertThat(g.flag()).isNull();
    }

    @Test
    void racing_kings_reach_the_eighth_rank_and_both_may_reach() throws Exception {
        Goals g = goals("racingkings");
        assertThat(g.flag()).isNotNull();
        assertThat(g.flag().name()).isEqualTo("eighth-rank");
        assertThat(g.flag().bothMayReach()).isTrue();
        assertThat(g.flagZone()).isSameAs(g.flag().zone());
        assertThat(g.checksForbidden()).isTrue();
    }

    @Test
    void atomic_explodes_sparing_pawns_and_loses_with_the_last_king() throws Exception {
        Goals g = goals("atomic");
        assertThat(g.explosion()).isNotNull();
        assertThat(g.explode()).isTrue();
        assertThat(g.spared()).isNotZero();
        assertThat(g.around()).isNotNull();
        assertThat(g.extinction().wins()).isFalse();
        assertThat(g.extinction().all()).isFalse();
        assertThat(g.extinction().kinds()).isNotZero();
        assertThat(g.slowLegality()).isTrue();
    }

    @Test
    void three_kings_counts_extinction_below_three() throws Exception {
        assertThat(goals("threekings").extinction().below()).isEqualTo(3);
    }

    @Test
    void losers_wins_by_extinction_of_all_below_two() throws Exception {
        Goals.Extinction e = goals("losers").extinction();
        assertThat(e.all()).isTrue();
        assertThat(e.wins()).isTrue();
        assertThat(e.below()).isEqualTo(2);
    }

    @Test
    void shatranj_bare_king_loses() throws Exception {
        Goals g = goals("shatranj");
        assertThat(g.conditions()).hasSize(1);
        assertThat(g.conditions()[0].reason()).isEqualTo("bare king");
        assertThat(g.endsEarly()).isTrue();
    }
}
