package io.ashtapada.engine;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.model.PositionFormat;
import io.ashtapada.model.RuleModel;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Atomic chess judges a capture on the board, its blast emptied for the test and filled again
 * ({@link Explosions#captureStands}), where it used to make the capture and ask
 * {@link Position#legalAfter}. Over random games, both answers are compared for every capture
 * of every position: a royal piece may not capture, a capture may not blow up its own king, one
 * that blows up the enemy's stands even in check, and kings that touch do not check each other.
 */
class AtomicCaptureLegalityTest {

    @Test
    void a_capture_judged_on_the_board_stands_exactly_when_it_would_once_made() throws Exception {
        RuleModel model = io.ashtapada.api.Models.of(Ashtapada.defaults().load(Path.of("examples/atomic.variant")));
        Position p = Positions.of(model);
        PositionFormat format = PositionFormat.of(model);
        SplittableRandom random = new SplittableRandom(11);
        int compared = 0, refused = 0, inCheck = 0;
        for (int game = 0; game < 150; game++) {
            p.load(format.parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
            for (int ply = 0; ply < 150; ply++) {
                int me = p.side;
                int ksq = p.royalSquare(me);
                if (ksq < 0 || p.royalCount[1 - me] != 1) break;
                boolean checked = p.inCheck(me);
                MoveList pseudo = new MoveList();
                int n = MoveGenerator.pseudoLegal(p, pseudo, 0);
                int[] moves = java.util.Arrays.copyOf(pseudo.moves, n);
                for (int m : moves) {
                    if (!MoveGenerator.plainCapture(p, m)) continue;
                    boolean onBoard = p.explosions.captureStands(p.attacks, m, me, ksq);
                    p.make(m);
                    boolean made = p.legalAfter(me);
                    p.unmake();
                    assertThat(onBoard).as("%s, game %d ply %d", Notation.coordinate(p, m), game, ply).isEqualTo(made);
                    compared++;
                    if (!made) refused++;
                    if (checked) inCheck++;
                }
                MoveList legal = new MoveList();
                Legality.legal(p, legal);
                if (legal.size == 0) break;
                p.make(legal.moves[random.nextInt(legal.size)]);
            }
        }
        assertThat(compared).isGreaterThan(10_000);
        assertThat(refused).as("captures refused").isGreaterThan(100);
        assertThat(inCheck).as("captures compared in check").isGreaterThan(100);
    }
}
