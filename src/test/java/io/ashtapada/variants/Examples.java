package io.ashtapada.variants;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Variant;

import java.nio.file.Path;

/** The shipped example definitions, loaded by name, for the variant tests. */
final class Examples {
    private Examples() {
    }

    /** {@code examples/NAME.variant}. */
    static Variant variant(String name) throws Exception {
        return Ashtapada.defaults().load(Path.of("examples", name + ".variant"));
    }

    /** A game of {@code examples/NAME.variant} from a position string. */
    static Game game(String name, String position) throws Exception {
        return variant(name).newGame(position);
    }
}
