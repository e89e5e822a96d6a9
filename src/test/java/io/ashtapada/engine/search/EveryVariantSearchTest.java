package io.ashtapada.engine.search;

import io.ashtapada.engine.turn.Action;
import io.ashtapada.engine.turn.Phase;
import io.ashtapada.engine.turn.TurnMachine;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import static io.ashtapada.engine.search.SearchTest.machine;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The search on every shipped variant and example (drops, gating, hands, hooks, dice, four
 * players): along a seeded random game, at each decision a small search answers with one of
 * the legal choices and leaves the position, its hash and the journal as they were.
 */
class EveryVariantSearchTest {
    /** Guru Mahachaturanga's hooks run on every move generation: its searches are slow tests. */
    private static boolean hookHeavy(String file) {
        return file.contains("guru-");
    }

    static Stream<String> all() throws IOException {
        List<Path> files;
        try (Stream<Path> a = Files.list(Path.of("examples")); Stream<Path> b = Files.list(Path.of("variants-dsl"))) {
            files = Stream.concat(a, b).filter(p -> p.toString().endsWith(".variant")).sorted().toList();
        }
        return files.stream().map(Path::toString);
    }

    static Stream<String> variants() throws IOException {
        return all().filter(f -> !hookHeavy(f));
    }

    static Stream<String> hookHeavyVariants() throws IOException {
        return all().filter(EveryVariantSearchTest::hookHeavy);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void every_searched_choice_is_legal_and_the_game_is_left_unchanged(String file) throws Exception {
        check(file);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("hookHeavyVariants")
    @Tag("slow")
    void every_searched_choice_is_legal_in_the_guru_games(String file) throws Exception {
        check(file);
    }

    private static void check(String file) throws Exception {
        TurnMachine t = machine(file, null);
        Search search = new Search(t.model(), 14);
        SplittableRandom rnd = new SplittableRandom(file.hashCode());
        int searched = 0, decisions = 0;
        if (t.phase() == Phase.OVER) {
            // A game over before its first move (crusade's full board) has nothing to search.
            assertThat(t.moves().size()).isZero();
            return;
        }
        for (int step = 0; step < 24 && searched < 3 && t.phase() != Phase.OVER; step++) {
            if (t.phase() == Phase.ROLL || t.phase() == Phase.CONFIRM) {
                List<Action> rolls = t.legalActions().stream().filter(Action::isChance).toList();
                t.apply(rolls.get(rnd.nextInt(rolls.size())));
                continue;
            }
            if (decisions++ % 4 == 0) {
                String before = t.position().positionString();
                long hash = t.position().hash();
                int actions = t.actionCount();
                SearchResult r = search.bestAction(t, Budget.nodes(300).withSeed(step), null);
                searched++;
                assertThat(t.position().positionString()).isEqualTo(before);
                assertThat(t.position().hash()).isEqualTo(hash);
                assertThat(t.actionCount()).isEqualTo(actions);
                if (r.action() instanceof Action.Play p) assertThat(t.moves().contains(p.move())).isTrue();
                else if (r.action() == null) assertThat(t.rerollOptions()).contains(r.reroll());
                else assertThat(t.legalActions()).contains(r.action());
            }
            noCheckAgrees(t, file);
            int n = t.moves().size();
            t.playGenerated(t.moves().get(rnd.nextInt(n)));
        }
        assertThat(searched).isPositive();
    }

    /**
     * A legal move the board says gives no check ({@code Position.givesNoCheck}, which spares the
     * search making a pruned move) gives none once made (GivesNoCheckTest pins it exactly).
     */
    private static void noCheckAgrees(TurnMachine t, String file) {
        if (t.phase() != Phase.CHOOSE || !t.model().hooks().isEmpty()) return;
        io.ashtapada.engine.Position p = t.position();
        int[] moves = new int[t.moves().size()];
        for (int i = 0; i < moves.length; i++) moves[i] = t.moves().get(i);
        for (int m : moves) {
            if (!p.givesNoCheck(m)) continue;
            p.make(m);
            boolean check = p.inCheck(p.side());
            p.unmake();
            assertThat(check).as("%s: %s in %s", file, t.coordinate(m), p.positionString()).isFalse();
        }
    }
}
