package io.ashtapada.engine;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.model.PositionFormat;
import io.ashtapada.model.RuleModel;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The search no longer makes a pruned move only to see whether it gives check where the board
 * alone tells it does not ({@link Position#givesNoCheck}, issue 30). Along random games every
 * legal move's answer is compared with the check found once the move is made: in chess,
 * Capablanca, crazyhouse, shogi and Omega Chess (promotions, drops, pieces that ride and leap,
 * discovered checks) the answer is exact for every plain move and drop. (In every variant of the
 * catalogue, a move said to give no check gives none: {@code EveryVariantSearchTest}.)
 */
class GivesNoCheckTest {

    /** Compares the answer for each legal move along {@code games} random games; the counts of plain moves judged and of checks among them. */
    private static int[] compare(String file, int games, int plies, long seed) throws Exception {
        RuleModel model = io.ashtapada.api.Models.of(Ashtapada.defaults().load(Path.of(file)));
        Position p = Positions.of(model);
        PositionFormat format = PositionFormat.of(model);
        io.ashtapada.model.PositionData start = format.parse(model.startPosition());
        SplittableRandom random = new SplittableRandom(seed);
        int judged = 0, checks = 0;
        for (int game = 0; game < games; game++) {
            p.load(start);
            for (int ply = 0; ply < plies; ply++) {
                MoveList legal = new MoveList();
                Legality.legal(p, legal);
                if (legal.size == 0) break;
                for (int i = 0; i < legal.size; i++) {
                    int m = legal.moves[i];
                    String where = file + " " + Notation.coordinate(p, m) + " in " + p.positionString();
                    boolean noCheck = p.givesNoCheck(m);
                    p.make(m);
                    boolean check = p.inCheck(p.side);
                    p.unmake();
                    if (noCheck) assertThat(check).as(where).isFalse();
                    boolean plain = Move.type(m) == Move.NORMAL && Move.gate(m) < 0 && Move.from(m) != Move.to(m)
                            || Move.type(m) == Move.DROP && !Move.turned(m);
                    if (plain) {
                        assertThat(noCheck).as(where).isEqualTo(!check);
                        judged++;
                        if (check) checks++;
                    }
                }
                p.make(legal.moves[random.nextInt(legal.size)]);
            }
        }
        return new int[] {judged, checks};
    }

    @Test
    void a_plain_move_or_drop_judged_on_the_board_gives_no_check_exactly_when_it_gives_none_once_made() throws Exception {
        for (String file : new String[] {"examples/chess.variant", "examples/capablanca.variant", "examples/crazyhouse.variant",
                "examples/shogi.variant", "variants-dsl/omega-chess.variant"}) {
            int[] n = compare(file, 8, 120, 5);
            assertThat(n[0]).as(file + ": moves judged").isGreaterThan(5_000);
            assertThat(n[1]).as(file + ": checks among them").isGreaterThan(20);
        }
    }

    @Test
    void a_discovered_check_and_a_check_by_promotion_are_seen_without_making_the_move() throws Exception {
        RuleModel model = io.ashtapada.api.Models.of(Ashtapada.defaults().load(Path.of("examples/chess.variant")));
        Position p = Positions.of(model);
        // The knight on e4 stands between the rook on e1 and the king on e8: any knight move
        // uncovers the check. The pawn on b7 promotes on b8: to a queen or rook it checks along
        // the eighth rank, to a knight (a6, c6, d7) or a bishop (the diagonals) it does not.
        p.load(PositionFormat.of(model).parse("4k3/1P6/8/8/4N3/8/8/K3R3 w - - 0 1"));
        MoveList legal = new MoveList();
        Legality.legal(p, legal);
        int seen = 0;
        for (int i = 0; i < legal.size; i++) {
            int m = legal.moves[i];
            String move = Notation.coordinate(p, m);
            if (move.startsWith("e4")) {
                assertThat(p.givesNoCheck(m)).as(move).isFalse();
                seen++;
            }
            if (move.equals("b7b8q") || move.equals("b7b8r")) assertThat(p.givesNoCheck(m)).as(move).isFalse();
            if (move.equals("b7b8n") || move.equals("b7b8b")) assertThat(p.givesNoCheck(m)).as(move).isTrue();
            if (move.equals("a1b2")) assertThat(p.givesNoCheck(m)).as(move).isTrue();
        }
        assertThat(seen).isEqualTo(8);
    }
}
