package io.ashtapada.engine;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.model.RuleModel;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The attackers of a square are collected without a search for repeats where the attack tables
 * cannot name one piece twice ({@code AttackTables.uniqueAttackers}): along random games, every
 * square's list of attackers, for both players, holds no square twice, and the tables say which
 * variants need the search: a piece that leaps as an alfil and rides as a bishop is met twice
 * two squares away on a diagonal, and Xiangqi's king by its step and by its royal-only ride
 * along the file (the flying general) on the square next to it; an alfil-rider beside bishops
 * is not (the kinds differ).
 */
class UniqueAttackersTest {

    @ParameterizedTest
    @CsvSource({"examples/chess.variant, true", "variants-dsl/omega-chess.variant, true", "examples/shogi.variant, true",
            "examples/xiangqi.variant, false", "examples/capablanca.variant, true",
            "src/test/resources/search/alfil-bishop.variant, false", "src/test/resources/search/alfilrider.variant, true",
            "src/test/resources/search/skippers.variant, true"})
    void no_attacker_is_listed_twice(String file, boolean unique) throws Exception {
        RuleModel model = io.ashtapada.api.Models.of(Ashtapada.defaults().load(Path.of(file)));
        assertThat(model.attacks()[0].uniqueAttackers).as(file).isEqualTo(unique);
        Position p = Positions.of(model);
        var start = io.ashtapada.model.PositionFormat.of(model).parse(model.startPosition());
        SplittableRandom random = new SplittableRandom(3);
        int[] out = new int[256];
        int listed = 0;
        for (int game = 0; game < 3; game++) {
            p.load(start);
            for (int ply = 0; ply < 60; ply++) {
                for (int by = 0; by < 2; by++) {
                    for (int sq = 0; sq < p.squares; sq++) {
                        int n = p.attacks.attackers(sq, by, -1L, out);
                        int[] got = Arrays.copyOf(out, n);
                        assertThat(Arrays.stream(got).distinct().count()).as("%s %s: square %d by %d: %s", file,
                                p.positionString(), sq, by, Arrays.toString(got)).isEqualTo(n);
                        listed += n;
                    }
                }
                MoveList legal = new MoveList();
                Legality.legal(p, legal);
                if (legal.size == 0) break;
                p.make(legal.moves[random.nextInt(legal.size)]);
            }
        }
        assertThat(listed).isGreaterThan(1_000);
    }
}
