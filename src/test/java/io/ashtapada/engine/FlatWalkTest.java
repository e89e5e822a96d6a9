package io.ashtapada.engine;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.model.Codes;
import io.ashtapada.model.MoveTable;
import io.ashtapada.model.RuleModel;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The move generator and the evaluation's mobility walk one flat array per piece and square
 * ({@link MoveTable#steps}, {@link MoveTable#reach}, issue 30) instead of asking each move kind to
 * walk its own tables. Along random games, for every piece on the board (and pieces of any kind put
 * on empty squares), the moves generated are those of the kinds' own walk in the same order
 * ({@link MoveGenerator#byKinds}), and the mobility count, with random unsafe squares, king zones
 * and prey thresholds, is theirs ({@link MoveGenerator#targetsByKinds}): riders blocked and
 * capturing, rides that only pass squares (chak's and stardust's zones), first-move-only moves
 * (pawns' double steps), en passant, promotions, hops (cannons), lame and jumping leaps (the kinds'
 * walk answers there).
 */
class FlatWalkTest {
    static final String[] FILES = {"examples/chess.variant", "examples/xiangqi.variant", "examples/janggi.variant",
            "examples/shogi.variant", "examples/grand.variant", "examples/shako.variant", "examples/nightrider.variant",
            "examples/grasshopper.variant", "examples/berolina.variant", "examples/spartan.variant",
            "examples/orda.variant", "examples/duck.variant", "examples/chak.variant", "examples/stardust.variant", "variants-dsl/omega-chess.variant",
            "examples/makruk.variant", "examples/capablanca.variant", "examples/seirawan.variant"};

    static Stream<String> files() {
        return Stream.of(FILES);
    }

    @ParameterizedTest
    @MethodSource("files")
    void the_flat_walk_counts_what_the_kinds_count(String file) throws Exception {
        RuleModel model = io.ashtapada.api.Models.of(Ashtapada.defaults().load(Path.of(file)));
        Position p = Positions.of(model);
        var start = io.ashtapada.model.PositionFormat.of(model).parse(model.startPosition());
        SplittableRandom random = new SplittableRandom(file.hashCode());
        int words = (p.board.length + 63) >>> 6;
        int flat = 0, compared = 0, passing = 0;
        for (int game = 0; game < 3; game++) {
            p.load(start);
            for (int ply = 0; ply < 60; ply++) {
                long[] zone = new long[words], unsafe = new long[words];
                for (int w = 0; w < words; w++) {
                    zone[w] = random.nextLong() & random.nextLong();
                    unsafe[w] = random.nextLong() & random.nextLong();
                }
                int[] worth = new int[1024];
                for (int c = 0; c < worth.length; c++) worth[c] = random.nextInt(1000);
                int above = random.nextInt(1000);
                for (int s = 0; s < p.board.length; s++) {
                    int code = p.board[s];
                    // An empty square gets, now and then, a piece of any kind for the count (the
                    // board alone is read): every kind is counted from every square.
                    boolean placed = code == 0 && p.geo.at(p.geo.x(s), p.geo.y(s)) == s && random.nextInt(4) == 0;
                    if (placed) code = p.board[s] = (random.nextInt(model.pieces().size()) + 1) << 2 | random.nextInt(model.playerCount());
                    if (code == 0) continue;
                    int owner = code & 3;
                    MoveTable[] tables = p.kinds[Codes.kind(code)].tables();
                    if (tables == null || owner >= tables.length || tables[owner] == null) {
                        if (placed) p.board[s] = 0;
                        continue;
                    }
                    MoveTable t = tables[owner];
                    if (t.reach[s] != null) flat++;
                    if (t.reach[s] != null) for (int e : t.reach[s]) if ((e & (MoveTable.MOVE | MoveTable.CAPTURE)) == 0 && p.board[e & MoveTable.SQ_MASK] == 0) passing++;
                    String where = file + " square " + s + " in " + p.positionString();
                    assertThat(MoveGenerator.targets(p, s, zone, unsafe, worth, above)).as(where)
                            .isEqualTo(MoveGenerator.targetsByKinds(p, s, t, owner, zone, unsafe, worth, above));
                    assertThat(MoveGenerator.targets(p, s, null, null, null, 0)).as(where)
                            .isEqualTo(MoveGenerator.targetsByKinds(p, s, t, owner, null, null, null, 0));
                    compared++;
                    if (placed) p.board[s] = 0;
                }
                MoveList legal = new MoveList();
                Legality.legal(p, legal);
                if (legal.size == 0) break;
                p.make(legal.moves[random.nextInt(legal.size)]);
            }
        }
        assertThat(compared).isGreaterThan(1_000);
        assertThat(flat).as("pieces counted by the flat walk").isGreaterThan(compared / 3);
        // Where rides pass squares they may not land on, the count met such a square empty.
        if (file.contains("chak")) assertThat(passing).isPositive();
    }

    @ParameterizedTest
    @MethodSource("files")
    void the_flat_walk_generates_what_the_kinds_generate(String file) throws Exception {
        RuleModel model = io.ashtapada.api.Models.of(Ashtapada.defaults().load(Path.of(file)));
        Position p = Positions.of(model);
        var start = io.ashtapada.model.PositionFormat.of(model).parse(model.startPosition());
        SplittableRandom random = new SplittableRandom(file.hashCode() + 1);
        int flat = 0, compared = 0, moves = 0;
        int[] a = new int[4096], b = new int[4096];
        for (int game = 0; game < 3; game++) {
            p.load(start);
            for (int ply = 0; ply < 60; ply++) {
                for (int s = 0; s < p.board.length; s++) {
                    int code = p.board[s];
                    boolean placed = code == 0 && p.geo.at(p.geo.x(s), p.geo.y(s)) == s && random.nextInt(4) == 0;
                    if (placed) code = p.board[s] = (random.nextInt(model.pieces().size()) + 1) << 2 | p.side;
                    if (code != 0 && (code & 3) == p.side) {
                        var kind = p.kinds[Codes.kind(code)];
                        MoveTable[] tables = kind.tables();
                        if (tables != null && p.side < tables.length && tables[p.side] != null) {
                            MoveTable t = tables[p.side];
                            if (t.steps[s] != null) flat++;
                            var promo = kind.promotion();
                            var zone = promo == null || promo.inPlace() ? null : promo.zone()[p.side];
                            for (boolean unmoved : new boolean[] {true, false}) {
                                for (boolean captures : new boolean[] {false, true}) {
                                    int n = MoveGenerator.pieceMoves(p, s, promo, t, a, 0, captures, unmoved);
                                    int m = MoveGenerator.byKinds(p, s, t, unmoved, b, 0, zone, promo, captures);
                                    assertThat(Arrays.copyOf(a, n)).as(file + " square " + s + " in " + p.positionString())
                                            .containsExactly(Arrays.copyOf(b, m));
                                    moves += n;
                                }
                            }
                            compared++;
                        }
                    }
                    if (placed) p.board[s] = 0;
                }
                MoveList legal = new MoveList();
                Legality.legal(p, legal);
                if (legal.size == 0) break;
                p.make(legal.moves[random.nextInt(legal.size)]);
            }
        }
        assertThat(compared).isGreaterThan(500);
        assertThat(moves).isGreaterThan(compared);
        assertThat(flat).as("pieces generated by the flat walk").isGreaterThan(compared / 3);
    }
}
