package io.ashtapada.format;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Variant;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A definition's {@code names} line (issue 27): what Fairy-Stockfish and lichess call the variant,
 * read by PGN's {@code [Variant]} tag and by the protocols' variant lists; not inherited.
 */
class VariantNamesLineTest {

    static Variant compile(String text) throws Exception {
        return Ashtapada.defaults().compile("named.variant", text, Path.of("examples"));
    }

    @Test
    void a_names_line_gives_each_tool_its_name() throws Exception {
        Variant v = Ashtapada.defaults().load(Path.of("examples/atomic.variant"));
        assertThat(v.names()).containsExactly(Map.entry("fairy-stockfish", "atomic"), Map.entry("lichess", "Atomic"));
    }

    @Test
    void the_pgn_variant_tag_is_lichess_name_else_fairy_stockfish_name() throws Exception {
        Game lichess = compile("""
                variant "My atomic" extends "atomic.variant"
                names fairy-stockfish "myatomic", lichess "My Atomic"
                """).newGame();
        assertThat(lichess.pgn(Map.of())).contains("[Variant \"My Atomic\"]");
        Game fsf = Ashtapada.defaults().load(Path.of("examples/coregal.variant")).newGame();
        fsf.play("e2e4");
        String pgn = fsf.pgn(Map.of());
        assertThat(pgn).contains("[Variant \"coregal\"]");
        assertThat(Ashtapada.defaults().load(Path.of("examples/coregal.variant")).readGame(pgn).movesMade()).isEqualTo(1);
    }

    @Test
    void a_child_does_not_inherit_its_parents_names() throws Exception {
        Variant child = compile("""
                variant "Berolina again" extends "chess.variant"
                """);
        assertThat(child.names()).isEmpty();
        assertThat(child.newGame().pgn(Map.of())).contains("[Variant \"Berolina again\"]");
    }

    @Test
    void a_definition_without_a_names_line_keeps_the_table_name() throws Exception {
        Variant v = compile("""
                variant "Berolina" extends "chess.variant"
                """);
        assertThat(v.newGame().pgn(Map.of())).contains("[Variant \"berolina\"]");
    }
}
