package io.ashtapada.engine;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.model.PositionFormat;
import io.ashtapada.model.RuleModel;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 12: an after-move hook's effects are made, hashed and taken back like the rest of the
 * move. Atomic chess as a hook (examples/atomic-hook.variant) is walked two plies deep from a
 * fixture position: after every make the incremental hash equals the hash computed from
 * scratch, and every unmake restores the board, the hands and the hash exactly.
 */
class AfterMoveEffectsTest {

    @Test
    void after_move_effects_are_hashed_and_taken_back_exactly() throws Exception {
        RuleModel model = io.ashtapada.api.Models.of(Ashtapada.defaults().load(Path.of("examples/atomic-hook.variant")));
        Position p = Positions.of(model);
        p.load(PositionFormat.of(model).parse("r4b1r/2kb1N2/p2Bpnp1/8/2Pp3p/1P1PPP2/P5PP/R3K2R b KQ - 0 1"));
        int[] explosions = new int[1];
        walk(p, 2, explosions);
        assertThat(explosions[0]).as("captures that removed more than the taken piece").isGreaterThan(10);
        assertThat(p.drainHookFailures()).isEmpty();
    }

    private static void walk(Position p, int depth, int[] explosions) {
        if (depth == 0) return;
        MoveList list = new MoveList();
        Legality.legal(p, list);
        int[] moves = Arrays.copyOf(list.moves, list.size);
        for (int m : moves) {
            long hash = p.hash();
            int[] board = p.board.clone();
            int[][] hand = Arrays.stream(p.hand).map(int[]::clone).toArray(int[][]::new);
            int before = p.pcount[0] + p.pcount[1];
            boolean capture = MoveGenerator.captures(p, m);
            p.make(m);
            assertThat(p.hash()).isEqualTo(p.computeHash());
            if (capture && p.pcount[0] + p.pcount[1] < before - 1) explosions[0]++;
            walk(p, depth - 1, explosions);
            p.unmake();
            assertThat(p.hash()).isEqualTo(hash).isEqualTo(p.computeHash());
            assertThat(p.board).isEqualTo(board);
            assertThat(p.hand).isEqualTo(hand);
        }
    }

    @Test
    void every_kind_of_effect_is_applied_hashed_and_taken_back() throws Exception {
        // Crazyhouse (it has hands) with an after-move hook: after e2e4 the queen becomes a knight,
        // the g1 knight goes to g3, Black's a7 pawn goes to White's hand and a white bishop appears
        // on h6; after Black's reply White's pawn in hand comes down on a3.
        String text = "variant \"Effects\" extends \"crazyhouse.variant\"\n"
                + "hook fx on game after-move {{ function (view, move, out) {\n"
                + "  const sq = n => view.square(n);\n"
                + "  if (move.text() === 'e2e4') { out.change(sq('d1'), view.kindOf('knight'), 0); out.move(sq('g1'), sq('g3'));\n"
                + "    out.toHand(sq('a7'), 0); out.add(sq('h6'), view.kindOf('bishop'), 0); }\n"
                + "  if (move.text() === 'b8c6') out.fromHand(0, view.kindOf('pawn'), sq('a3'));\n"
                + "} }}\n";
        RuleModel model = io.ashtapada.api.Models.of(Ashtapada.defaults().compile("examples/effects.variant", text, Path.of("examples")));
        Position p = Positions.of(model);
        p.load(PositionFormat.of(model).parse(model.startPosition()));
        String start = p.positionString();
        long startHash = p.hash();
        var b = model.board();
        p.make(Move.normal(b.square("e2"), b.square("e4")));
        assertThat(p.positionString()).startsWith("rnbqkbnr/1ppppppp/7B/8/4P3/6N1/PPPP1PPP/RNBNKB1R[P] b");
        assertThat(p.hash()).isEqualTo(p.computeHash());
        String afterFirst = p.positionString();
        long firstHash = p.hash();
        p.make(Move.normal(b.square("b8"), b.square("c6")));
        assertThat(p.positionString()).startsWith("r1bqkbnr/1ppppppp/2n4B/8/4P3/P5N1/PPPP1PPP/RNBNKB1R[] w");
        assertThat(p.hash()).isEqualTo(p.computeHash());
        p.unmake();
        assertThat(p.positionString()).isEqualTo(afterFirst);
        assertThat(p.hash()).isEqualTo(firstHash).isEqualTo(p.computeHash());
        p.unmake();
        assertThat(p.positionString()).isEqualTo(start);
        assertThat(p.hash()).isEqualTo(startHash).isEqualTo(p.computeHash());
        assertThat(p.drainHookFailures()).isEmpty();
    }
}
