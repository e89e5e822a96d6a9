package io.ashtapada;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The deep perft lines of src/test/resources/perft-slow, in the format of {@link PerftFixtureTest}:
 * each takes seconds, so they run with {@code mvn -B verify -Pslow}.
 */
@Tag("slow")
class SlowPerftFixtureTest {

    static Stream<Arguments> fixtures() throws IOException {
        return PerftFixtureTest.fixturesIn("src/test/resources/perft-slow");
    }

    @ParameterizedTest(name = "{0}: {1} {2} depth {3}")
    @MethodSource("fixtures")
    void perft_matches_fixture(String where, String definition, String position, int depth, long nodes) throws Exception {
        assertThat(PerftFixtureTest.game(definition, position).perft(depth)).as(where).isEqualTo(nodes);
    }
}
