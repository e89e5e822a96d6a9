package io.ashtapada.model;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.DefinitionException;
import io.ashtapada.api.Problem;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Issue 25: a compile's time and memory are bounded by what a definition may say, whatever an
 * upload says. Per piece at most 512 directions; all pieces together at most 1024: at 196 squares
 * 25 rider kinds of 480 directions (12,008 in all) took 7 s and 1.3 GB to compile, which a server
 * must not let one upload spend; the most any shipped definition uses is 92.
 */
class CompileBoundsTest {

    /** A 14x14 definition with {@code kinds} pieces, each riding in 480 directions. */
    private static String riders(int kinds) {
        StringBuilder sb = new StringBuilder("variant \"Riders\"\nboard { files a..n  ranks 1..14 }\n"
                + "players {\n  white \"White\" forward north\n  black \"Black\" forward south\n}\n"
                + "piece king { letter K royal betza \"K\" }\n");
        String letters = "ABCDEFGHIJLMNOPQRSTUVWXYZ";
        for (int i = 0; i < kinds; i++) {
            sb.append("piece p").append(i).append(" { letter ").append(letters.charAt(i)).append('\n');
            for (int line = 0; line < 10; line++) sb.append("  betza \"QNNCCZZAADDGGHH\"\n");
            sb.append("}\n");
        }
        return sb.append("setup \"k13/14/14/14/14/14/14/14/14/14/14/14/14/K13 w - - 0 1\"\nrules { check }\n").toString();
    }

    @Test
    void pieces_that_move_in_more_than_1024_directions_in_all_are_refused_before_their_tables_are_built() {
        assertThatThrownBy(() -> Ashtapada.defaults().compile("riders.variant", riders(25), null))
                .isInstanceOfSatisfying(DefinitionException.class, e -> {
                    assertThat(e.errors()).containsExactly("riders.variant:1:1: the pieces of a definition move in at most 1024 "
                            + "directions in all, not 12008 (the move tables are built for every square)");
                    assertThat(e.problems()).extracting(Problem::code).containsExactly("too-many-directions-in-all");
                });
    }

    @Test
    void two_kinds_of_480_directions_stay_within_the_bound_and_compile() throws Exception {
        assertThat(Ashtapada.defaults().compile("riders.variant", riders(2), null).title()).isEqualTo("Riders");
    }

    @Test
    void every_shipped_definition_compiles_within_the_bound() throws Exception {
        for (String folder : new String[]{"variants-dsl", "examples"}) {
            try (Stream<Path> files = Files.list(Path.of(folder))) {
                for (Path f : files.filter(p -> p.toString().endsWith(".variant")).toList()) {
                    assertThat(Ashtapada.defaults().validate(f)).as(f.toString()).isEmpty();
                }
            }
        }
    }
}
