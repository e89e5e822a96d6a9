package io.ashtapada.engine;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.model.PositionFormat;
import io.ashtapada.model.RuleModel;
import io.ashtapada.model.TurnState;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every legal move's coordinate notation, SAN and display notation is unique among the
 * position's legal moves and reads back ({@link Notation#parse}) to exactly that move
 * (issue 9, fault 9): one test per fault found, from a position where it matters, and random
 * games of every shipped variant checked at every position.
 */
class NotationRoundTripTest {
    private static final Map<String, RuleModel> MODELS = new ConcurrentHashMap<>();

    static RuleModel model(String file) {
        return MODELS.computeIfAbsent(file, f -> {
            try {
                return io.ashtapada.api.Models.of(Ashtapada.defaults().load(Path.of(f)));
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
    }

    static Position position(String file, String position) throws PositionFormat.FormatException {
        RuleModel m = model(file);
        Position p = Positions.of(m);
        p.load(PositionFormat.of(m).parse(position == null ? m.startPosition() : position));
        return p;
    }

    static MoveList legal(Position p) {
        MoveList l = new MoveList();
        Legality.legal(p, l);
        return l;
    }

    /** The legal move written so in coordinate notation. */
    static int move(Position p, MoveList legal, String coordinate) {
        for (int i = 0; i < legal.size(); i++) if (Notation.coordinate(p, legal.get(i)).equals(coordinate)) return legal.get(i);
        throw new IllegalArgumentException(coordinate + " is not legal in " + p.positionString());
    }

    // ------------------------------------------------------------ the faults

    @Test
    void chess_pawn_capture_bxc5_is_not_read_as_a_bishop_capture() throws Exception {
        Position p = position("examples/chess.variant", "4k3/8/8/2p5/1P6/4B3/8/4K3 w - - 0 1");
        MoveList legal = legal(p);
        int pawn = move(p, legal, "b4c5"), bishop = move(p, legal, "e3c5");
        assertThat(Notation.san(p, pawn, legal)).isEqualTo("bxc5");
        assertThat(Notation.san(p, bishop, legal)).isEqualTo("Bxc5");
        assertThat(Notation.parse(p, "bxc5", legal)).isEqualTo(pawn);
        assertThat(Notation.parse(p, "Bxc5", legal)).isEqualTo(bishop);
    }

    @Test
    void omega_chess_champion_capture_Cxb4_is_not_read_as_the_c_pawn_capture() throws Exception {
        // Black champion d4 and black pawn c5 can both take the knight on b4.
        Position p = position("variants-dsl/omega-chess.variant", "2/5k4/10/10/10/2p7/1N1c6/10/10/10/5K4/2 b - - 0 1");
        MoveList legal = legal(p);
        int champion = move(p, legal, "d4b4"), pawn = move(p, legal, "c5b4");
        assertThat(Notation.san(p, champion, legal)).isEqualTo("Cxb4");
        assertThat(Notation.san(p, pawn, legal)).isEqualTo("cxb4");
        assertThat(Notation.parse(p, "Cxb4", legal)).isEqualTo(champion);
        assertThat(Notation.parse(p, "cxb4", legal)).isEqualTo(pawn);
    }

    @Test
    void omega_transplant_ninja_sideways_step_carries_its_from_file_OT6() throws Exception {
        // The ninja pawn on b3 steps sideways to c3 or a3; the pawn on c2 pushes to c3.
        Position p = position("variants-dsl/omega-transplant.variant", "2/5k4/10/10/10/10/10/10/1J8/2P7/5K4/2 w - - 0 1");
        MoveList legal = legal(p);
        int push = move(p, legal, "c2c3"), sideways = move(p, legal, "b3c3"), alone = move(p, legal, "b3a3");
        assertThat(Notation.san(p, push, legal)).isEqualTo("c3");
        assertThat(Notation.san(p, sideways, legal)).isEqualTo("bc3");
        assertThat(Notation.san(p, alone, legal)).as("a pawn off its file names its file even with no rival").isEqualTo("ba3");
        assertThat(Notation.parse(p, "c3", legal)).isEqualTo(push);
        assertThat(Notation.parse(p, "bc3", legal)).isEqualTo(sideways);
        assertThat(Notation.parse(p, "ba3", legal)).isEqualTo(alone);
    }

    // ------------------------------------------------------------ the reader's forms

    @Test
    void parse_reads_coordinates_san_castling_and_annotations_in_chess() throws Exception {
        Position p = position("examples/chess.variant", "r3k2r/1P6/8/3p4/4P3/8/8/R3K1NR w KQkq - 0 1");
        MoveList legal = legal(p);
        assertThat(Notation.parse(p, "e4e5", legal)).isEqualTo(move(p, legal, "e4e5"));
        assertThat(Notation.parse(p, "E4E5", legal)).isEqualTo(move(p, legal, "e4e5"));
        assertThat(Notation.parse(p, "exd5", legal)).isEqualTo(move(p, legal, "e4d5"));
        assertThat(Notation.parse(p, "exd5!?", legal)).isEqualTo(move(p, legal, "e4d5"));
        assertThat(Notation.parse(p, "Nf3", legal)).isEqualTo(move(p, legal, "g1f3"));
        assertThat(Notation.parse(p, "b7b8q", legal)).isEqualTo(move(p, legal, "b7b8q"));
        assertThat(Notation.parse(p, "b7b8Q", legal)).isEqualTo(move(p, legal, "b7b8q"));
        assertThat(Notation.parse(p, "b8=Q", legal)).isEqualTo(move(p, legal, "b7b8q"));
        assertThat(Notation.parse(p, "b8Q", legal)).isEqualTo(move(p, legal, "b7b8q"));
        assertThat(Notation.parse(p, "bxa8=N+", legal)).isEqualTo(move(p, legal, "b7a8n"));
        assertThat(Notation.parse(p, "O-O-O", legal)).isEqualTo(move(p, legal, "e1c1"));
        assertThat(Notation.parse(p, "0-0-0", legal)).isEqualTo(move(p, legal, "e1c1"));
        assertThat(Notation.parse(p, "e1c1", legal)).isEqualTo(move(p, legal, "e1c1"));
        assertThat(Notation.parse(p, "  Nf3  ", legal)).isEqualTo(move(p, legal, "g1f3"));
        assertThat(Notation.parse(p, "nf3", legal)).as("a knight is N, not n").isEqualTo(-1);
        assertThat(Notation.parse(p, "O-O", legal)).as("the knight on g1 is in the way").isEqualTo(-1);
        assertThat(Notation.parse(p, "", legal)).isEqualTo(-1);
        assertThat(Notation.parse(p, "e2e4", legal)).as("no piece on e2").isEqualTo(-1);
        assertThat(Notation.parse(p, "Zz9", legal)).isEqualTo(-1);
    }

    @Test
    void parse_reads_drops_drop_advances_and_long_castling_in_omega_transplant_OT7_OT8() throws Exception {
        Position p = position("variants-dsl/omega-transplant.variant",
                "2/5k4/10/10/10/10/10/10/10/10/CR3K2RC/2[J] w KQ - 0 1");
        MoveList legal = legal(p);
        int castle = move(p, legal, "f1g1/i1f1");
        assertThat(Notation.parse(p, "J@e2", legal)).isEqualTo(move(p, legal, "J@e2"));
        assertThat(Notation.parse(p, "J@e2-e5", legal)).isEqualTo(move(p, legal, "J@e2-e5"));
        assertThat(Notation.parse(p, "f1g1/i1f1", legal)).isEqualTo(castle);
        assertThat(Notation.parse(p, "f1g1", legal)).as("the king's step").isEqualTo(move(p, legal, "f1g1"));
        assertThat(Notation.parse(p, Notation.san(p, castle, legal), legal)).isEqualTo(castle);
        assertThat(Notation.parse(p, "f1h1", legal)).as("castling written as the king's move")
                .isEqualTo(move(p, legal, "f1h1"));
    }

    @Test
    void parse_reads_pass_and_forfeit_in_dice_games() throws Exception {
        Position omechanga = position("variants-dsl/omechanga.variant", null);
        omechanga.setRoll(1, 2);
        MoveList legal = legal(omechanga);
        assertThat(Notation.parse(omechanga, "pass", legal)).isEqualTo(Move.pass(false));
        assertThat(Notation.parse(omechanga, "forfeit", legal)).isEqualTo(-1);
        // Sejrang: only bishops may move on 3-3, and the start position's bishops are walled in.
        Position sejrang = position("variants-dsl/sejrang.variant", "k7/8/8/8/8/8/8/K7 w - - 0 1");
        sejrang.setRoll(3, 3);
        MoveList none = legal(sejrang);
        assertThat(Notation.parse(sejrang, "forfeit", none)).isEqualTo(Move.pass(true));
        assertThat(Notation.parse(sejrang, "pass", none)).isEqualTo(-1);
    }

    @Test
    void parse_reads_a_hook_path_move_guru_elephant_charge() throws Exception {
        // Elephants c2, d3, f5: the c2 elephant charges over d3 to e4, then over f5 to g6.
        Position p = position("variants-dsl/guru-mahachaturanga.variant",
                "11k/12/12/12/12/12/12/5E6/12/3E8/2E9/K11 w - - 0 1");
        MoveList legal = legal(p);
        int charge = move(p, legal, "c2-e4-g6");
        assertThat(Move.type(charge)).isEqualTo(Move.PATH);
        assertThat(Notation.san(p, charge, legal)).isEqualTo("c2-e4-g6");
        assertThat(Notation.parse(p, "c2-e4-g6", legal)).isEqualTo(charge);
        assertThat(Notation.parse(p, "c2e4", legal)).as("the plain leap").isEqualTo(move(p, legal, "c2e4"));
    }

    // ------------------------------------------------------------ random games

    /**
     * A share of the 1,000 random games per variant that fits the default suite: about
     * 30 s on two cores, most of it Guru Mahachaturanga's JavaScript hooks.
     */
    @ParameterizedTest(name = "{0}: {1} games")
    @CsvSource({
            "examples/chess.variant, 100",
            "examples/sittuyin.variant, 20",
            "variants-dsl/omega-chess.variant, 40",
            "variants-dsl/omega-transplant.variant, 40",
            "variants-dsl/sejrang.variant, 150",
            "variants-dsl/omechanga.variant, 100",
            "variants-dsl/guru-mahachaturanga.variant, 3",
            "examples/atomic960-g1.variant, 10",
            "examples/extinction960.variant, 10",
            "examples/spartan.variant, 10",
            "examples/dobutsu.variant, 20",
    })
    void every_legal_move_is_written_uniquely_and_reads_back_in_random_games(String file, int games) throws Exception {
        RoundTrip r = RoundTrip.play(file, games, 300, 20_250_909L);
        System.out.println(r);
        assertThat(r.failures).as(r.toString()).isEmpty();
        assertThat(r.moves).isPositive();
    }

    /**
     * The full run: 1,000 random games of every shipped variant, about 8 minutes on two
     * cores (Guru Mahachaturanga 4, Omega Transplant 2). Tagged slow, which the pom's surefire
     * configuration excludes.
     */
    @Tag("slow")
    @ParameterizedTest(name = "{0}: {1} games")
    @CsvSource({
            "examples/chess.variant, 1000",
            "variants-dsl/omega-chess.variant, 1000",
            "variants-dsl/omega-transplant.variant, 1000",
            "variants-dsl/sejrang.variant, 1000",
            "variants-dsl/omechanga.variant, 1000",
            "variants-dsl/guru-mahachaturanga.variant, 1000",
    })
    void a_thousand_random_games_of_every_variant_write_every_move_uniquely_and_read_it_back(String file, int games) throws Exception {
        RoundTrip r = RoundTrip.play(file, games, 300, 9L);
        System.out.println(r);
        assertThat(r.failures).as(r.toString()).isEmpty();
    }

    /** Random games of one variant, every legal move of every position written three ways and read back. */
    static final class RoundTrip {
        final String file;
        int games, positions, moves;
        long millis;
        /** The first failures, each naming the position, the move and what went wrong. */
        final List<String> failures = new ArrayList<>();
        /** Moves checked by type (Move.NORMAL ... Move.PASS). */
        final int[] byType = new int[8];

        RoundTrip(String file) {
            this.file = file;
        }

        static RoundTrip play(String file, int games, int maxPlies, long seed) throws Exception {
            RoundTrip r = new RoundTrip(file);
            RuleModel m = model(file);
            long t0 = System.nanoTime();
            SplittableRandom rnd = new SplittableRandom(seed);
            MoveList legal = new MoveList();
            for (int g = 0; g < games && r.failures.size() < 20; g++) {
                Position p = position(file, null);
                for (int ply = 0; ply < maxPlies; ply++) {
                    if (m.dice() != null) roll(p, m, rnd);
                    Legality.legal(p, legal);
                    if (legal.isEmpty()) break;
                    r.check(p, legal);
                    p.make(legal.get(rnd.nextInt(legal.size())));
                }
                r.games++;
            }
            r.millis = (System.nanoTime() - t0) / 1_000_000;
            return r;
        }

        /** The turn's dice; now and then a double re-rolled (into itself a third of the time: SJ-5). */
        private static void roll(Position p, RuleModel m, SplittableRandom rnd) {
            int sides = m.dice().sides();
            int a = 1 + rnd.nextInt(sides), b = 1 + rnd.nextInt(sides);
            p.setRoll(a, b);
            if (a == b && rnd.nextInt(2) == 0) {
                if (rnd.nextInt(3) > 0) {
                    a = 1 + rnd.nextInt(sides);
                    b = 1 + rnd.nextInt(sides);
                }
                p.addRoll(TurnState.roll(a, b, TurnState.REROLL_BOTH));
            }
        }

        private void check(Position p, MoveList legal) {
            positions++;
            Map<String, Integer> coordinate = new HashMap<>(), san = new HashMap<>(), display = new HashMap<>();
            for (int i = 0; i < legal.size(); i++) {
                int move = legal.get(i);
                moves++;
                byType[Move.type(move)]++;
                String[] texts = {Notation.coordinate(p, move), Notation.san(p, move, legal), Notation.display(p, move, legal)};
                List<Map<String, Integer>> seen = List.of(coordinate, san, display);
                String[] kinds = {"coordinate", "SAN", "display"};
                for (int k = 0; k < 3; k++) {
                    Integer other = seen.get(k).put(texts[k], move);
                    if (other != null) {
                        fail(p, kinds[k] + " '" + texts[k] + "' written for both " + Notation.coordinate(p, other) + " and " + texts[0]);
                    }
                    int read = Notation.parse(p, texts[k], legal);
                    if (read != move) {
                        fail(p, kinds[k] + " '" + texts[k] + "' for " + texts[0] + " reads back as "
                                + (read < 0 ? "nothing" : Notation.coordinate(p, read)));
                    }
                }
            }
        }

        private void fail(Position p, String what) {
            if (failures.size() < 20) failures.add(what + " in " + p.positionString());
        }

        @Override
        public String toString() {
            return String.format("%s: %d games, %d positions, %d moves checked (normal %d, en passant %d, castling %d,"
                            + " drop %d, drop-advance %d, path %d, pass %d) in %d ms, %d failures",
                    file, games, positions, moves, byType[Move.NORMAL], byType[Move.EN_PASSANT], byType[Move.CASTLE],
                    byType[Move.DROP], byType[Move.DROP_ADVANCE], byType[Move.PATH], byType[Move.PASS], millis, failures.size());
        }
    }
}
