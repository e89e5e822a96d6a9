package io.ashtapada.balance;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** Issue 31: numbers with their uncertainty, the design metrics, a report people read. */
class BalanceTest {

    @Test
    void a_coin_flip_gives_one_half_within_its_interval_in_95_percent_of_seeded_runs() {
        Random random = new Random(2026);
        for (int n : new int[]{20, 100, 400}) {
            int covered = 0, runs = 4000;
            for (int run = 0; run < runs; run++) {
                int heads = 0;
                double[] scores = new double[n];
                for (int i = 0; i < n; i++) {
                    boolean h = random.nextBoolean();
                    if (h) heads++;
                    scores[i] = h ? 1 : 0;
                }
                // Both intervals: of a rate, and of a score (the same data as wins and losses).
                if (Interval.rate(heads, n).contains(0.5) && Interval.score(scores).contains(0.5)) covered++;
            }
            assertThat(covered / (double) runs).as("coverage at n = %d", n).isBetween(0.93, 0.985);
        }
    }

    @Test
    void draws_narrow_a_score_interval_but_never_below_the_normal_interval_of_the_scores() {
        double[] halves = new double[100];
        java.util.Arrays.fill(halves, 0.5);
        halves[0] = 1;
        halves[1] = 0;
        Interval s = Interval.score(halves);
        assertThat(s.value()).isEqualTo(0.5);
        assertThat(s.contains(0.5)).isTrue();
        assertThat(s.halfWidth()).isLessThan(0.11).isGreaterThan(0.01);
        assertThat(Interval.rate(0, 10).low()).isZero();
        assertThat(Interval.rate(10, 10).high()).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(Interval.rate(5, 10).elo()).startsWith("+0 (");
    }

    @Test
    void a_dice_game_counts_the_legal_moves_of_its_decisions_and_a_run_is_reproducible_from_its_seed() throws Exception {
        Variant omechanga = Ashtapada.defaults().variant("omechanga");
        List<Player> seats = List.of(Player.random(), Player.random());
        BalanceReport a = SelfPlay.run(omechanga, seats, 2, 0, 11, null);
        BalanceReport b = SelfPlay.run(omechanga, seats, 2, 0, 11, null);
        assertThat(a.meanBranching()).as("legal moves a decision in a dice game (was 0.0)").isGreaterThan(1);
        assertThat(a.lengths()).isEqualTo(b.lengths());
        assertThat(a.endings()).isEqualTo(b.endings());
        assertThat(a.games()).isEqualTo(2);
        assertThat(a.stoppedBy()).contains("budget");
    }

    @Test
    void the_report_gives_every_rate_an_interval_and_the_design_metrics() throws Exception {
        Variant chess = Ashtapada.defaults().variant("chess");
        BalanceReport r = SelfPlay.run(chess, List.of(Player.random(), Player.random()), 6, 0, 5, null);
        String text = r.text();
        assertThat(text).contains("score of white (player 1): ").containsPattern("% \\(\\d+\\.\\d% to \\d+\\.\\d%\\)")
                .contains("first-player advantage").contains("draw rate").contains("decisive games").contains("branching factor")
                .contains("lead changes").contains("ended by").contains("repetition").contains("quartiles");
        assertThat(r.branching()).hasSize(10);
        assertThat(r.meanBranching()).isBetween(10.0, 50.0);
        assertThat(r.scores()).hasSize(2).allSatisfy(s -> assertThat(s.n()).isEqualTo(6));
        assertThat(r.draws().value() + r.decisive().value()).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void sequential_mode_stops_once_the_first_players_score_is_known_to_the_precision_asked() throws Exception {
        Variant chess = Ashtapada.defaults().variant("chess");
        // Random chess is mostly drawn: the score's interval narrows fast, so a loose precision stops early.
        BalanceReport r = SelfPlay.run(chess, List.of(Player.random(), Player.random()), 200, 0.2, 3, null);
        assertThat(r.games()).isLessThan(200);
        assertThat(r.stoppedBy()).contains("within 20.0%");
        assertThat(r.scores().get(0).halfWidth()).isLessThanOrEqualTo(0.2);
    }

    @Test
    void the_html_report_draws_svg_charts_with_intervals_and_escapes_every_text() throws Exception {
        String text = "variant \"<img src=x onerror=alert(1)>\" extends \"chess.variant\"\n";
        Variant hostile = Ashtapada.defaults().compile("examples/hostile.variant", text, java.nio.file.Path.of("examples"));
        BalanceReport r = SelfPlay.run(hostile, List.of(Player.random(), Player.random()), 2, 0, 1, null);
        String html = HtmlReport.of(r, null, "rules <b>bold</b>");
        assertThat(html).doesNotContain("<img").doesNotContain("<b>").contains("&lt;img src=x onerror=alert(1)&gt;")
                .contains("<svg").contains("stroke-dasharray").doesNotContain("Gradient").doesNotContain("<script");
        assertThat(html).contains("Score by seat").contains("Game length").contains("Branching factor").contains("How the games ended");
    }

    @Test
    void a_game_that_does_not_end_within_the_turn_cap_counts_as_a_draw_not_a_crash() throws Exception {
        // Pawn back and loop games can go on for ever; places are empty until a game ends.
        Variant chess = Ashtapada.defaults().variant("chess");
        SelfPlay.GameFacts f = SelfPlay.play(chess, null, List.of(Player.random(), Player.random()), 3, 6);
        assertThat(f.draw()).isTrue();
        assertThat(f.reason()).isEqualTo("unfinished after 6 turns");
        assertThat(f.scores()).containsExactly(0.5, 0.5);
        assertThat(f.moves()).isEqualTo(6);
        BalanceReport r = BalanceReport.of(chess, List.of("random", "random"), List.of(f), 3, "budget");
        assertThat(r.suggestions()).anyMatch(s -> s.startsWith("1 of 1 games had not ended after 5000 turns"));
        assertThat(r.drawCauses()).containsEntry("unfinished after 6 turns", 1);
    }

    /** Luck against skill: dice games' weaker players score more often than chess's. A benchmark-sized run. */
    @Test
    @Tag("slow")
    void the_luck_measure_orders_sejrang_and_omechanga_above_chess() throws Exception {
        List<Player> rungs = List.of(Player.ai(10), Player.ai(40));
        double chess = SkillLadder.run(Ashtapada.defaults().variant("chess"), rungs, 20, 1, null).luck();
        double sejrang = SkillLadder.run(Ashtapada.defaults().variant("sejrang"), rungs, 20, 1, null).luck();
        double omechanga = SkillLadder.run(Ashtapada.defaults().variant("omechanga"), rungs, 20, 1, null).luck();
        System.out.printf("luck: chess %.2f, sejrang %.2f, omechanga %.2f%n", chess, sejrang, omechanga);
        assertThat(sejrang).isGreaterThan(chess);
        assertThat(omechanga).isGreaterThan(chess);
    }
}
