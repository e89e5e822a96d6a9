package io.ashtapada.engine;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code drop to ZONE at most N per file}: no drop on a file that already holds N unpromoted pieces of the kind (issue 27). */
class DropPerFileTest {
    private static Variant swallows(String perFile) throws Exception {
        String src = """
                variant "Swallows"
                board { files a..e ranks 1..5 }
                zone anywhere = all
                piece king { letter K royal betza "K" }
                piece swallow { letter S betza "fW" drop to anywhere %s }
                setup "k4/5/5/5/4K[SS] w - - 0 1"
                rules { check captures to hand }
                """.formatted(perFile);
        return Ashtapada.defaults().compile("swallows.variant", src, Path.of("examples"));
    }

    @Test
    void a_third_swallow_may_not_be_dropped_on_a_file_holding_two() throws Exception {
        Game g = swallows("at most 2 per file").newGame("k4/5/1S3/1S3/4K[S] w - - 0 1");
        assertThat(g.legalMoves()).contains("S@a3", "S@c3").noneMatch(m -> m.startsWith("S@b"));
        Game one = swallows("at most 2 per file").newGame("k4/5/5/1S3/4K[S] w - - 0 1");
        assertThat(one.legalMoves()).contains("S@b3", "S@b5");
    }

    @Test
    void one_per_file_is_at_most_one() throws Exception {
        Game g = swallows("one per file").newGame("k4/5/5/1S3/4K[S] w - - 0 1");
        assertThat(g.legalMoves()).contains("S@a3").noneMatch(m -> m.startsWith("S@b"));
    }

    @Test
    void the_enemy_s_pieces_on_a_file_do_not_count() throws Exception {
        Game g = swallows("at most 2 per file").newGame("k4/1s3/1s3/1S3/4K[S] w - - 0 1");
        assertThat(g.legalMoves()).contains("S@b1", "S@b5");
    }
}
