package io.ashtapada;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Variant;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every line of every file in src/test/resources/perft: {@code definition | position | depth | nodes}.
 * Perft counts are data; this one test runs them all.
 */
class PerftFixtureTest {
    private static final Map<String, Variant> VARIANTS = new ConcurrentHashMap<>();

    static Stream<Arguments> fixtures() throws IOException {
        return fixturesIn("src/test/resources/perft");
    }

    /** Every fixture line of every .perft file in {@code folder}. */
    static Stream<Arguments> fixturesIn(String folder) throws IOException {
        List<Arguments> out = new ArrayList<>();
        try (Stream<Path> files = Files.list(Path.of(folder))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".perft")).sorted().toList()) {
                List<String> lines = Files.readAllLines(f);
                for (int i = 0; i < lines.size(); i++) {
                    String line = lines.get(i).trim();
                    if (line.isEmpty() || line.startsWith("#")) continue;
                    String[] cols = line.split("\\|");
                    out.add(Arguments.of(f.getFileName() + ":" + (i + 1), cols[0].trim(), cols[1].trim(),
                            Integer.parseInt(cols[2].trim()), Long.parseLong(cols[3].trim())));
                }
            }
        }
        return out.stream();
    }

    static Game game(String definition, String position) throws Exception {
        Variant v = VARIANTS.get(definition);
        if (v == null) {
            v = Ashtapada.defaults().load(Path.of(definition));
            VARIANTS.put(definition, v);
        }
        if (position.startsWith("fen:")) return v.newGame(position.substring(4).trim());
        Game g = v.newGame();
        if (position.startsWith("roll:")) {
            // A dice game from the start with the first ply's dice (perft --roll a,b).
            String[] faces = position.substring(5).trim().split(",");
            g.roll(Integer.parseInt(faces[0].trim()), Integer.parseInt(faces[1].trim()));
        }
        if (position.startsWith("moves:")) {
            for (String m : position.substring(6).trim().split("\\s+")) g.play(m);
        } else if (!position.equals("start") && !position.startsWith("roll:")) {
            // A line that names its position any other way would silently count the start.
            throw new IllegalArgumentException("a fixture's position is 'start', 'fen: ...', 'roll: a,b' or 'moves: ...', not '" + position + "'");
        }
        return g;
    }

    @ParameterizedTest(name = "{0}: {1} {2} depth {3}")
    @MethodSource("fixtures")
    void perft_matches_fixture(String where, String definition, String position, int depth, long nodes) throws Exception {
        assertThat(game(definition, position).perft(depth)).as(where).isEqualTo(nodes);
    }
}
