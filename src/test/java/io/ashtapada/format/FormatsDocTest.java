package io.ashtapada.format;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * docs/formats.md stays true: its fenced blocks are {@code pgn} (each replayed by Ashtapada, the
 * variant found by its {@code [Variant]} tag among the shipped definitions) or {@code text}.
 */
class FormatsDocTest {
    static final Path DOC = Path.of("docs/formats.md");

    @Test
    void every_pgn_block_of_the_formats_page_replays_and_no_other_fence_is_used() throws Exception {
        String doc = Files.readString(DOC);
        Matcher fence = Pattern.compile("(?m)^```(\\w*)\\n(.*?)^```$", Pattern.DOTALL).matcher(doc);
        int pgns = 0;
        while (fence.find()) {
            String lang = fence.group(1), body = fence.group(2);
            assertThat(lang).as("a fenced block of docs/formats.md is pgn or text").isIn("pgn", "text");
            if (!lang.equals("pgn")) continue;
            Variant v = variantOf(Pgn.isPgn(body) ? tag(body, "Variant") : null);
            Game g = Game.replay(v, body);
            // Written again, the game is the same text.
            assertThat(g.pgn(g.pgnTags())).as("block %d rewritten", pgns + 1).isEqualTo(body);
            pgns++;
        }
        assertThat(pgns).isGreaterThanOrEqualTo(2);
    }

    static String tag(String pgn, String name) {
        Matcher m = Pattern.compile("(?m)^\\[" + name + " \"([^\"]*)\"\\]").matcher(pgn);
        return m.find() ? m.group(1) : "Standard";
    }

    /** The shipped definition whose title the [Variant] tag names. */
    static Variant variantOf(String name) throws Exception {
        List<Path> files = new ArrayList<>();
        for (String dir : List.of("examples", "variants-dsl")) {
            try (Stream<Path> s = Files.list(Path.of(dir))) {
                s.filter(p -> p.toString().endsWith(".variant")).sorted().forEach(files::add);
            }
        }
        Pattern title = Pattern.compile("(?m)^variant \"([^\"]+)\"");
        for (Path f : files) {
            Matcher m = title.matcher(Files.readString(f));
            if (m.find() && VariantNames.names(name == null ? "Standard" : name, m.group(1))) return Ashtapada.defaults().load(f);
        }
        throw new AssertionError("no shipped definition is named " + name);
    }
}
