package io.ashtapada.engine;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.model.AttackTables;
import io.ashtapada.model.RuleModel;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The rider a piece uncovers when it leaves its square for a capture ({@link Slides#revealed},
 * the exchange's x-ray): where the rays of a square are distinct the attack tables name the one
 * ray a square stands on ({@link AttackTables#rayAt}) and only that ray is walked. Along random
 * games (and in a chess whose knights are alfil-riders, where the rays are not distinct and
 * every ray is walked), with random squares taken as already emptied by the exchange, its answer for every
 * square and every piece is the one a walk of all the rays gives.
 */
class RevealedRiderTest {

    @ParameterizedTest
    @ValueSource(strings = {"examples/chess.variant", "variants-dsl/omega-chess.variant", "examples/shogi.variant",
            "examples/capablanca.variant", "examples/xiangqi.variant",
            "src/test/resources/search/alfilrider.variant"})
    void the_table_of_rays_names_the_rider_a_walk_of_every_ray_finds(String file) throws Exception {
        RuleModel model = io.ashtapada.api.Models.of(Ashtapada.defaults().load(Path.of(file)));
        Position p = Positions.of(model);
        var start = io.ashtapada.model.PositionFormat.of(model).parse(model.startPosition());
        SplittableRandom random = new SplittableRandom(5);
        long[] gone = new long[(p.squares + 63) >>> 6];
        int found = 0, asked = 0;
        for (int game = 0; game < 2; game++) {
            p.load(start);
            for (int ply = 0; ply < 50; ply++) {
                MoveList legal = new MoveList();
                Legality.legal(p, legal);
                if (legal.size == 0) break;
                java.util.Arrays.fill(gone, 0L);
                for (int s = 0; s < p.squares; s++) if (p.board[s] != 0 && random.nextInt(8) == 0) gone[s >>> 6] |= 1L << s;
                for (int by = 0; by < 2; by++) {
                    AttackTables a = model.attacks()[by];
                    for (int sq = random.nextInt(3); sq < p.squares; sq += 3) {
                        for (int x = 0; x < p.squares; x++) {
                            if (p.board[x] == 0) continue;
                            int got = Slides.revealed(p, a, sq, x, by, gone), want = walk(p, a, sq, x, by, gone);
                            if (got != want) {
                                assertThat(got).as("%s %s: square %d, x %d, by %d", file, p.positionString(), sq, x, by).isEqualTo(want);
                            }
                            asked++;
                            if (got >= 0) found++;
                        }
                    }
                }
                p.make(legal.moves[random.nextInt(legal.size)]);
            }
        }
        assertThat(asked).isGreaterThan(10_000);
        assertThat(model.attacks()[0].rayAt == null).as("walks every ray").isEqualTo(file.contains("alfilrider"));
        assertThat(found).as("riders uncovered").isGreaterThan(100);
    }

    /** Every ray of sq walked outward: past x (where nothing stands before it), the first piece left, if by's and riding to sq. */
    private static int walk(Position p, AttackTables a, int sq, int x, int by, long[] gone) {
        for (int r = 0; r < a.rays[sq].length; r++) {
            int[] ray = a.rays[sq][r];
            boolean passed = false;
            for (int d = 0; d < ray.length; d++) {
                int t = ray[d];
                if (t == x) {
                    passed = true;
                    continue;
                }
                int c = p.board[t];
                if (c == 0 || (gone[t >>> 6] & 1L << t) != 0) continue;
                if (!passed) break;
                if ((c & 3) != by) return -1;
                long bit = 1L << ((c >>> 2) - 1);
                boolean rides = (a.rayKinds[sq][r][d] & bit) != 0 || (a.rayInitialKinds[sq][r][d] & bit) != 0 && p.moved[t] == 0;
                return rides ? t : -1;
            }
            if (passed) return -1;
        }
        return -1;
    }
}
