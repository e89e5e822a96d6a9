package io.ashtapada.engine;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Variant;
import io.ashtapada.model.PositionFormat;
import io.ashtapada.model.RuleModel;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 9, fault 5: nothing in the engine has a fixed capacity. Move lists, the undo journal,
 * the en passant squares and the attack tables grow with what a definition asks for; a
 * definition that validates can be played.
 */
class NoFixedCapacityTest {
    private static final Path BIG_DROPS = Path.of("src/test/resources/large/big-drops.variant");

    @Test
    void a_14x14_board_with_24_droppable_kinds_validates() {
        assertThat(Ashtapada.defaults().validate(BIG_DROPS)).isEmpty();
    }

    /**
     * White (king a1) and Black (king n14) each hold one of 24 kinds in hand, every kind a
     * wazir that may be dropped anywhere. At depth 1 White has 3 king moves and
     * 24 x 194 = 4,656 drops onto the 196 - 2 empty squares: 4,659, more than the 4,096 the
     * move lists once held.
     */
    @Test
    void a_position_with_4659_moves_is_generated_whole() throws Exception {
        Game g = Ashtapada.defaults().load(BIG_DROPS).newGame();
        assertThat(g.perft(1)).isEqualTo(4659);
        assertThat(g.legalMoves()).hasSize(4659).doesNotHaveDuplicates();
        assertThat(g.perftChecked(1)).isEqualTo(4659);
    }

    /**
     * Depth 2, reasoned out by hand. Black's replies are its king moves (m14, n13, m13 from
     * n14, less those the white wazir attacks or that leave it attacked) plus, when not in
     * check, 24 drops onto each empty square.
     * <ul>
     *   <li>After one of White's 3 king moves: 3 king moves + 24 x 194 drops = 4,659 each.</li>
     *   <li>After a drop (193 empty squares, 4,632 drops), per kind, by the wazir's square:
     *   m14 or n13 give check, and the king may take it or step to the other safe square: 2;
     *   m13 takes m14 and n13 from the king, which may take it: 1 + 4,632; l14, l13, m12 and
     *   n12 each take one of the three squares: 2 + 4,632; the 187 other squares take none:
     *   3 + 4,632.</li>
     * </ul>
     * So 3 x 4,659 + 24 x (2 + 2 + 4,633 + 4 x 4,634 + 187 x 4,635) = 13,977 + 24 x 889,918.
     */
    @Test
    void perft_2_on_the_big_board_matches_the_count_reasoned_by_hand() throws Exception {
        long kingMoves = 3L * (3 + 24 * 194);
        long perKind = 2 + 2 + (1 + 24 * 193) + 4L * (2 + 24 * 193) + 187L * (3 + 24 * 193);
        long expected = kingMoves + 24 * perKind;
        assertThat(expected).isEqualTo(21_372_009L);
        assertThat(Ashtapada.defaults().load(BIG_DROPS).newGame().perft(2)).isEqualTo(expected);
    }

    /** A hook may emit more than the 4,096 moves its buffer once held; repeats are listed once (G-1). */
    @Test
    void a_hook_may_emit_5000_moves() throws Exception {
        // 4 = e1, 36 = e5 on 8x8 (a1 = 0 .. h8 = 63).
        String text = "variant \"Hooked\" extends \"chess.variant\"\n"
                + "hook many on game moves {{ function (view, out) {"
                + " if (view.side() === 0) for (let i = 0; i < 5000; i++) out.move(4, 36); } }}\n";
        Game g = Ashtapada.defaults().compile("examples/hooked.variant", text, Path.of("examples")).newGame();
        assertThat(g.legalMoves()).hasSize(21).containsOnlyOnce("e1e5");
        assertThat(g.hookFailures()).isEmpty();
    }

    /** The undo journal starts small; a game far longer than the 4,096 plies it once held makes and unmakes exactly. */
    @Test
    void a_game_of_10000_plies_is_taken_back_to_its_start() throws Exception {
        RuleModel model = io.ashtapada.api.Models.of(Ashtapada.defaults().load(Path.of("examples/chess.variant")));
        Position p = Positions.of(model);
        p.load(PositionFormat.of(model).parse(model.startPosition()));
        long start = p.hash();
        int[] board = p.board.clone();
        var b = model.board();
        int[] shuffle = {
                Move.normal(b.square("g1"), b.square("f3")), Move.normal(b.square("g8"), b.square("f6")),
                Move.normal(b.square("f3"), b.square("g1")), Move.normal(b.square("f6"), b.square("g8"))};
        for (int i = 0; i < 10_000; i++) p.make(shuffle[i % 4]);
        assertThat(p.ply()).isEqualTo(10_000);
        assertThat(p.hash()).isEqualTo(start).isEqualTo(p.computeHash());
        assertThat(p.repetitions()).isEqualTo(2501);
        for (int i = 0; i < 10_000; i++) p.unmake();
        assertThat(p.hash()).isEqualTo(start).isEqualTo(p.computeHash());
        assertThat(p.board).isEqualTo(board);
        assertThat(p.halfmove()).isZero();
    }

    /** A line of 36 squares: the 16 files of rank 1 and 20 extra squares before a1, x1 (next to a1) to x20. */
    private static Variant longLine(String setup) throws Exception {
        StringBuilder extras = new StringBuilder();
        for (int i = 1; i <= 20; i++) extras.append(i == 1 ? "" : ", ").append("x").append(i).append(" at (-").append(i).append(",0)");
        String text = "variant \"long line\"\n"
                + "board { files a..p ranks 1..2 extra " + extras + " }\n"
                + "piece king { letter K royal betza \"K\" }\n"
                + "piece rook { letter R betza \"R\" }\n"
                + "piece runner { letter U passable betza \"mR\" }\n"
                + "setup { " + setup + " }\n"
                + "rules { check }\n";
        return Ashtapada.defaults().compile("long-line.variant", text, null);
    }

    private static Position start(RuleModel model) throws Exception {
        Position p = Positions.of(model);
        p.load(PositionFormat.of(model).parse(model.startPosition()));
        return p;
    }

    /** A rook at the far end of the line attacks 35 squares along it (the attack tables once stopped at 32). */
    @Test
    void a_rook_attacks_along_a_line_longer_than_32_squares() throws Exception {
        // The black king stands off the line: on p1 it would be in check with White to move, a start
        // the compiler refuses as illegal under the variant's own rules (issue 25).
        Variant v = longLine("white rook: x20  white king: a2  black king: p2");
        Position p = start(io.ashtapada.api.Models.of(v));
        assertThat(p.attacked(io.ashtapada.api.Models.of(v).board().square("p1"), 0)).isTrue();
        assertThat(p.attacked(io.ashtapada.api.Models.of(v).board().square("p2"), 0)).isFalse();
    }

    /** A passable piece running the line passes 34 squares, all of them en passant squares (once cut at 16). */
    @Test
    void a_run_of_35_squares_leaves_34_en_passant_squares() throws Exception {
        Variant v = longLine("white runner: x20  white king: a2  black king: p2");
        RuleModel model = io.ashtapada.api.Models.of(v);
        Position p = start(model);
        var b = model.board();
        int run = Move.normal(b.square("x20"), b.square("p1"));
        MoveList legal = new MoveList();
        Legality.legal(p, legal);
        assertThat(legal.contains(run)).isTrue();
        long before = p.hash();
        p.make(run);
        // The 34 passed squares, then the runner's own square: it does not stand straight ahead of
        // the last passed square, so the position data names it, and its string reads back the same.
        assertThat(p.data().ep()).hasSize(35).doesNotHaveDuplicates().endsWith(b.square("p1"));
        assertThat(p.hash()).isEqualTo(p.computeHash());
        p.unmake();
        assertThat(p.hash()).isEqualTo(before).isEqualTo(p.computeHash());
        assertThat(p.data().ep()).isEmpty();
    }
}
