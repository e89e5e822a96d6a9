package io.ashtapada;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.RandomPlayer;
import io.ashtapada.api.Variant;
import io.ashtapada.model.PositionFormat;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 24, fault 3: every position the engine writes reads back. Short seeded random games of
 * every shipped variant and every example; after each action the position string must pass
 * {@code positionProblem}, start a game, and that game must write the same string again and
 * offer the same legal actions.
 */
class PositionRoundTripTest {

    /** Games per definition and actions per game: enough to reach promotions, drops and dice turns. */
    private static final int GAMES = 2;
    private static final int ACTIONS = 100;
    /**
     * Definitions with JavaScript hooks play as many, but a game started from each position
     * would cost a script context each (a quarter of a second): for them the string is read
     * and written again by the variant's position format, without a game, and only every
     * {@value #HOOK_PROBLEM_EVERY}th position and the last are also asked {@code positionProblem}.
     */
    private static final int HOOK_PROBLEM_EVERY = 25;

    static Stream<Path> definitions() throws IOException {
        List<Path> all = new ArrayList<>();
        for (String dir : List.of("variants-dsl", "examples")) {
            try (Stream<Path> s = Files.list(Path.of(dir))) {
                s.filter(p -> p.toString().endsWith(".variant")).sorted().forEach(all::add);
            }
        }
        return all.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("definitions")
    void every_position_written_during_a_game_reads_back_to_the_same_position(Path file) throws Exception {
        Variant v = Ashtapada.defaults().load(file);
        boolean hooks = !io.ashtapada.api.Models.of(v).hooks().isEmpty();
        PositionFormat format = PositionFormat.of(io.ashtapada.api.Models.of(v));
        for (int seed = 1; seed <= GAMES; seed++) {
            Game g = v.newGame().seed(seed);
            RandomPlayer player = new RandomPlayer(seed * 7919L);
            for (int a = 0; a < ACTIONS && g.phase() != Game.Phase.OVER; a++) {
                player.playTurn(g);
                String written = g.position();
                String context = file + " seed " + seed + " after " + g.history();
                assertThat(written).as(context + ": moves: holds counts of moves made").doesNotContainPattern("=\\d{6,}");
                if (hooks) {
                    if (a % HOOK_PROBLEM_EVERY == 0 || g.phase() == Game.Phase.OVER) {
                        assertThat(v.positionProblem(written)).as(context + ": problem with " + written).isNull();
                    }
                    assertThat(format.format(format.parse(written))).as(context).isEqualTo(written);
                    continue;
                }
                assertThat(v.positionProblem(written)).as(context + ": problem with " + written).isNull();
                Game back = v.newGame(written);
                assertThat(back.position()).as(context).isEqualTo(written);
                if (g.phase() != Game.Phase.OVER) {
                    assertThat(back.legalMoves()).as(context + ": legal moves of " + written)
                            .containsExactlyInAnyOrderElementsOf(g.legalMoves());
                }
            }
        }
    }
}
