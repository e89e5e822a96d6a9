package io.ashtapada.model;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.*;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Each move kind writes itself as XBetza ({@link MoveKind}): what it writes must read back to
 * the same tables. Over every piece of every definition shipped in {@code variants-dsl/} and
 * {@code examples/} that XBetza can say (no zones, which XBetza has no word for), the moves
 * written for a piece, read back by {@link XBetza#parse} and built for each player, land on the
 * same squares with the same flags and paths as the piece's own tables.
 */
class XBetzaRoundTripTest {

    /** The moves of a table from one square, as text, each entry once. */
    private static SortedSet<String> entries(MoveTable t, int s) {
        SortedSet<String> out = new TreeSet<>();
        for (int i = 0; i < t.leaps[s].length; i++) out.add("leap " + t.leaps[s][i] + " path " + t.leapPath[s][i]);
        for (int r = 0; r < t.rays[s].length; r++) out.add("ray " + Arrays.toString(t.rays[s][r]) + " flags " + t.rayFlags[s][r]);
        return out;
    }

    private static List<Path> definitions() throws Exception {
        List<Path> out = new ArrayList<>();
        for (String folder : new String[]{"variants-dsl", "examples"}) {
            try (Stream<Path> files = Files.list(Path.of(folder))) {
                files.filter(p -> p.toString().endsWith(".variant")).sorted().forEach(out::add);
            }
        }
        out.add(Path.of("src/test/resources/search/skippers.variant"));      // jump-first rides: XBetza's j on a slider
        return out;
    }

    @Test
    void every_piece_written_as_xbetza_reads_back_to_the_same_tables() throws Exception {
        int checked = 0;
        Set<MoveSpec.Kind> kindsSeen = EnumSet.noneOf(MoveSpec.Kind.class);
        List<String> wrong = new ArrayList<>();
        for (Path f : definitions()) {
            VariantCompiler.Result r = VariantCompiler.compileFile(f);
            if (r.model() == null) continue;      // definitions with hooks only a full run compiles are checked elsewhere
            RuleModel m = r.model();
            for (PieceKind k : m.pieces()) {
                if (k.specs().stream().anyMatch(s -> s.fromZone() != null || s.toZone() != null)) continue;
                String written = XBetzaWriter.write(m, k);
                if (written == null) continue;
                String moves = written.replaceFirst("isjO\\d+$", "");
                List<MoveSpec> read = moves.isEmpty() ? List.of() : XBetza.parse(moves);
                for (Player p : m.players()) {
                    MoveTable back = TableBuilder.build(m.board(), p, k.facing(), read, Map.of());
                    MoveTable own = k.tables()[p.index()];
                    for (int s = 0; s < m.board().size; s++) {
                        if (!entries(own, s).equals(entries(back, s))) {
                            wrong.add(f.getFileName() + " " + k.name() + " '" + written + "' player " + p.index()
                                    + " square " + s + ": " + entries(own, s) + " read back as " + entries(back, s));
                            break;
                        }
                    }
                }
                k.specs().forEach(s -> kindsSeen.add(s.kind()));
                checked++;
            }
        }
        assertThat(wrong).as("pieces whose XBetza reads back to other moves").isEmpty();
        // The check must have seen many pieces, and every kind that XBetza can write.
        assertThat(checked).isGreaterThan(500);
        assertThat(kindsSeen).containsExactlyInAnyOrder(MoveSpec.Kind.values());
    }

    @Test
    void the_four_forward_knight_moves_are_written_as_the_forward_half_plane() throws Exception {
        // Khan's chess soldier, mfhN: written fmN it read back as the two narrow forward leaps only.
        RuleModel m = VariantCompiler.compileFile(Path.of("examples/khans.variant")).model();
        PieceKind soldier = m.pieces().stream().filter(k -> k.name().equals("soldier")).findFirst().orElseThrow();
        String written = XBetzaWriter.write(m, soldier);
        assertThat(written).isEqualTo("fhmNfcW");
        assertThat(XBetza.parse(written).get(0).vectors()).containsExactlyInAnyOrder(
                new MoveSpec.Vector(1, 2), new MoveSpec.Vector(-1, 2), new MoveSpec.Vector(2, 1), new MoveSpec.Vector(-2, 1));
    }
}
