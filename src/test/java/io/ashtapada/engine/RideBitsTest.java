package io.ashtapada.engine;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Models;
import io.ashtapada.model.PositionFormat;
import io.ashtapada.model.RuleModel;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * On a board of at most 64 squares the evaluation counts what each piece's rides reach by bits
 * ({@code MoveTable.rayBits}: the nearest piece found by a bit scan, the ray not walked). Along
 * random games of every shipped definition with such a board (no hooks, no dice), for every
 * piece, random king zones, unsafe squares and prey values: the count by bits is the count of
 * the walk, to the bit (squares, unsafe squares, squares in the zone, prey).
 */
class RideBitsTest {

    @Test
    void the_reach_counted_by_bits_is_the_reach_walked_in_every_small_board_definition() throws Exception {
        List<Path> files;
        try (Stream<Path> s = Files.list(Path.of("examples"))) {
            files = s.filter(f -> f.toString().endsWith(".variant")).sorted().toList();
        }
        List<RuleModel> models = new java.util.ArrayList<>();
        for (Path f : files) models.add(Models.of(Ashtapada.defaults().load(f)));
        models.add(Models.of(Ashtapada.defaults().load(JumpFirstRideTest.SKIPPERS)));
        // Rides that pass squares they may not land on (a rook's to the middle ranks only): walked.
        models.add(Models.of(Ashtapada.defaults().compile("wardens.variant", """
                variant "Wardens" extends "chess.variant"
                zone middle = ranks 3..6
                piece warden { letter W  betza "R" to middle  value 3 }
                setup "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RWBQKBWR w KQkq - 0 1"
                """, Path.of("examples"))));
        SplittableRandom random = new SplittableRandom(29);
        int definitions = 0, pieces = 0, bitRays = 0, walkedRays = 0;
        MoveList legal = new MoveList();
        for (RuleModel model : models) {
            String f = model.title();
            if (model.board().size > 64 || !model.hooks().isEmpty() || model.dice() != null) continue;
            definitions++;
            Position p = Positions.of(model);
            p.load(PositionFormat.of(model).parse(model.startPosition()));
            int[] worth = new int[(p.kinds.length + 1) << 2];
            for (int ply = 0; ply < 40; ply++) {
                long occupied = 0;
                long[] taken = new long[p.playerCount];
                for (int s = 0; s < p.squares; s++) {
                    if (p.board[s] == 0) continue;
                    taken[p.board[s] & 3] |= 1L << s;
                    occupied |= 1L << s;
                }
                for (int i = 0; i < worth.length; i++) worth[i] = random.nextInt(10);
                for (int s = 0; s < p.squares; s++) {
                    int c = p.board[s];
                    if (c == 0) continue;
                    long[] zone = random.nextBoolean() ? null : new long[] {random.nextLong()};
                    long[] unsafe = random.nextBoolean() ? null : new long[] {random.nextLong()};
                    int[] w = random.nextBoolean() ? null : worth;
                    int above = random.nextInt(10);
                    int walked = MoveGenerator.targets(p, s, zone, unsafe, w, above);
                    int counted = MoveGenerator.targets(p, s, zone, unsafe, w, above, occupied, taken[c & 3]);
                    assertThat(counted).as("%s %s: the piece on %d", f, p.positionString(), s).isEqualTo(walked);
                    pieces++;
                    var t = p.kinds[io.ashtapada.model.Codes.kind(c)].tables()[c & 3];
                    for (long b : t.rayBits[s]) {
                        if (b != 0) bitRays++;
                        else walkedRays++;
                    }
                }
                Legality.legal(p, legal);
                if (legal.size == 0) break;
                p.make(legal.moves[random.nextInt(legal.size)]);
            }
        }
        assertThat(definitions).isGreaterThan(100);
        assertThat(pieces).isGreaterThan(100_000);
        assertThat(bitRays).as("rays counted by bits").isGreaterThan(100_000);
        assertThat(walkedRays).as("rays walked (a square only passed)").isGreaterThan(50);
    }
}
