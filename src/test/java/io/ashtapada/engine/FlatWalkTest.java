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
 * walk answers there). Where two parts of a piece's moves reach one square, the flat walk lands
 * there once when it can ({@link MoveTable#stepsRepeat} false): the same moves, repeats dropped.
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

    /** What a comparison asks at one square: the square, the piece code standing there. */
    interface AtSquare {
        void at(int s, int code);
    }

    /**
     * Along three random games of up to 60 plies from the start: before each position
     * {@code atPosition}, then {@code atSquare} for each square holding a piece (of the player
     * to move only, with {@code moverOnly}); an empty square now and then holds a piece of a random
     * kind for the call (the walks read the board alone), so every kind is met on every square.
     */
    private static void walk(RuleModel model, Position p, SplittableRandom random, boolean moverOnly, Runnable atPosition, AtSquare atSquare)
            throws Exception {
        var start = io.ashtapada.model.PositionFormat.of(model).parse(model.startPosition());
        for (int game = 0; game < 3; game++) {
            p.load(start);
            for (int ply = 0; ply < 60; ply++) {
                atPosition.run();
                for (int s = 0; s < p.board.length; s++) {
                    int code = p.board[s];
                    boolean placed = code == 0 && p.geo.at(p.geo.x(s), p.geo.y(s)) == s && random.nextInt(4) == 0;
                    int owner = moverOnly ? p.side : random.nextInt(model.playerCount());
                    if (placed) code = p.board[s] = (random.nextInt(model.pieces().size()) + 1) << 2 | owner;
                    if (code != 0 && (!moverOnly || (code & 3) == p.side)) atSquare.at(s, code);
                    if (placed) p.board[s] = 0;
                }
                MoveList legal = new MoveList();
                Legality.legal(p, legal);
                if (legal.size == 0) break;
                p.make(legal.moves[random.nextInt(legal.size)]);
            }
        }
    }

    /** The piece's table, or null where the code's kind has none for its owner. */
    private static MoveTable table(Position p, int code) {
        MoveTable[] tables = p.kinds[Codes.kind(code)].tables();
        int owner = code & 3;
        return tables == null || owner >= tables.length ? null : tables[owner];
    }

    @ParameterizedTest
    @MethodSource("files")
    void the_flat_walk_counts_what_the_kinds_count(String file) throws Exception {
        RuleModel model = io.ashtapada.api.Models.of(Ashtapada.defaults().load(Path.of(file)));
        Position p = Positions.of(model);
        SplittableRandom random = new SplittableRandom(file.hashCode());
        int words = (p.board.length + 63) >>> 6;
        long[] zone = new long[words], unsafe = new long[words];
        int[] worth = new int[1024];
        int[] above = new int[1], counts = new int[3];      // flat, compared, passing
        walk(model, p, random, false, () -> {
            for (int w = 0; w < words; w++) {
                zone[w] = random.nextLong() & random.nextLong();
                unsafe[w] = random.nextLong() & random.nextLong();
            }
            for (int c = 0; c < worth.length; c++) worth[c] = random.nextInt(1000);
            above[0] = random.nextInt(1000);
        }, (s, code) -> {
            MoveTable t = table(p, code);
            if (t == null) return;
            int owner = code & 3;
            if (t.reach[s] != null) {
                counts[0]++;
                for (int e : t.reach[s]) if ((e & (MoveTable.MOVE | MoveTable.CAPTURE)) == 0 && p.board[e & MoveTable.SQ_MASK] == 0) counts[2]++;
            }
            String where = file + " square " + s + " in " + p.positionString();
            assertThat(MoveGenerator.targets(p, s, zone, unsafe, worth, above[0])).as(where)
                    .isEqualTo(MoveGenerator.targetsByKinds(p, s, t, owner, zone, unsafe, worth, above[0]));
            assertThat(MoveGenerator.targets(p, s, null, null, null, 0)).as(where)
                    .isEqualTo(MoveGenerator.targetsByKinds(p, s, t, owner, null, null, null, 0));
            counts[1]++;
        });
        assertThat(counts[1]).isGreaterThan(1_000);
        assertThat(counts[0]).as("pieces counted by the flat walk").isGreaterThan(counts[1] / 3);
        // Where rides pass squares they may not land on, the count met such a square empty.
        if (file.contains("chak")) assertThat(counts[2]).isPositive();
    }

    @ParameterizedTest
    @MethodSource("files")
    void the_flat_walk_generates_what_the_kinds_generate(String file) throws Exception {
        RuleModel model = io.ashtapada.api.Models.of(Ashtapada.defaults().load(Path.of(file)));
        Position p = Positions.of(model);
        SplittableRandom random = new SplittableRandom(file.hashCode() + 1);
        int[] a = new int[4096], b = new int[4096];
        int[] counts = new int[4];      // flat, compared, moves, repeats the flat walk left out
        walk(model, p, random, true, () -> { }, (s, code) -> {
            MoveTable t = table(p, code);
            if (t == null) return;
            if (t.steps[s] != null) counts[0]++;
            var promo = p.kinds[Codes.kind(code)].promotion();
            var zone = promo == null || promo.inPlace() ? null : promo.zone()[p.side];
            for (boolean unmoved : new boolean[] {true, false}) {
                for (boolean captures : new boolean[] {false, true}) {
                    int n = MoveGenerator.pieceMoves(p, s, promo, t, a, 0, captures, unmoved);
                    int m = MoveGenerator.byKinds(p, s, t, unmoved, b, 0, zone, promo, captures);
                    String where = file + " square " + s + " in " + p.positionString();
                    // Where the generator drops no repeats after the flat walk, it has left none.
                    if (t.steps[s] != null && !t.stepsRepeat[s]) assertThat(MoveList.dedupe(a, 0, n)).as(where).isEqualTo(n);
                    if (t.overlapping[s] && t.steps[s] != null && !t.stepsRepeat[s] && m > MoveList.dedupe(b.clone(), 0, m)) counts[3]++;
                    if (t.overlapping[s]) {
                        n = MoveList.dedupe(a, 0, n);
                        m = MoveList.dedupe(b, 0, m);
                    }
                    assertThat(Arrays.copyOf(a, n)).as(where).containsExactly(Arrays.copyOf(b, m));
                    counts[2] += n;
                }
            }
            counts[1]++;
        });
        // Chess pawns' double step passes the square their single step lands on: no repeat to drop.
        if (file.equals("examples/chess.variant")) assertThat(counts[3]).as("repeats left out").isPositive();
        assertThat(counts[1]).isGreaterThan(500);
        assertThat(counts[2]).isGreaterThan(counts[1]);
        assertThat(counts[0]).as("pieces generated by the flat walk").isGreaterThan(counts[1] / 3);
    }
}
