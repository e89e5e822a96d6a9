package io.ashtapada.model;

import io.ashtapada.model.MoveSpec.Kind;
import io.ashtapada.model.MoveSpec.Lameness;
import io.ashtapada.model.MoveSpec.Vector;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

class XBetzaTest {

    private static final Vector[] ORTHOGONAL_1 = {v(0, 1), v(1, 0), v(0, -1), v(-1, 0)};
    private static final Vector[] DIAGONAL_1 = {v(1, 1), v(1, -1), v(-1, -1), v(-1, 1)};
    private static final Vector[] KNIGHT = {v(1, 2), v(2, 1), v(2, -1), v(1, -2), v(-1, -2), v(-2, -1), v(-2, 1), v(-1, 2)};

    private static Vector v(int dx, int dy) {
        return new Vector(dx, dy);
    }

    private static MoveSpec only(String text) throws XBetzaException {
        List<MoveSpec> specs = XBetza.parse(text);
        assertThat(specs).as(text).hasSize(1);
        return specs.get(0);
    }

    private static List<Vector> vectorsOf(String text) throws XBetzaException {
        return only(text).vectors();
    }

    private static XBetzaException failure(String text) {
        return catchThrowableOfType(() -> XBetza.parse(text), XBetzaException.class);
    }

    private static void assertPlain(MoveSpec spec, Kind kind, int maxRange) {
        assertThat(spec.kind()).isEqualTo(kind);
        assertThat(spec.maxRange()).isEqualTo(maxRange);
        assertThat(spec.move()).isTrue();
        assertThat(spec.capture()).isTrue();
        assertThat(spec.initialOnly()).isFalse();
        assertThat(spec.lame()).isEqualTo(Lameness.NONE);
        assertThat(spec.enPassant()).isFalse();
        assertThat(spec.fromZone()).isNull();
        assertThat(spec.toZone()).isNull();
    }

    @Nested
    class StandardPieces {

        @Test
        void kingLeapsToTheEightNeighbours() throws XBetzaException {
            MoveSpec king = only("K");
            assertPlain(king, Kind.LEAP, 1);
            assertThat(king.vectors()).hasSize(8).contains(ORTHOGONAL_1).contains(DIAGONAL_1);
        }

        @Test
        void queenSlidesUnlimitedInEightDirections() throws XBetzaException {
            MoveSpec queen = only("Q");
            assertPlain(queen, Kind.SLIDE, 0);
            assertThat(queen.vectors()).hasSize(8).contains(ORTHOGONAL_1).contains(DIAGONAL_1);
        }

        @Test
        void rookAndBishop() throws XBetzaException {
            MoveSpec rook = only("R");
            assertPlain(rook, Kind.SLIDE, 0);
            assertThat(rook.vectors()).containsExactlyInAnyOrder(ORTHOGONAL_1);
            MoveSpec bishop = only("B");
            assertPlain(bishop, Kind.SLIDE, 0);
            assertThat(bishop.vectors()).containsExactlyInAnyOrder(DIAGONAL_1);
        }

        @Test
        void knight() throws XBetzaException {
            MoveSpec knight = only("N");
            assertPlain(knight, Kind.LEAP, 1);
            assertThat(knight.vectors()).containsExactlyInAnyOrder(KNIGHT);
        }

        @Test
        void omegaChampionIsWazirAlfilDabbaba() throws XBetzaException {
            List<MoveSpec> specs = XBetza.parse("WAD");
            assertThat(specs).hasSize(3).allSatisfy(s -> assertPlain(s, Kind.LEAP, 1));
            assertThat(specs.get(0).vectors()).containsExactlyInAnyOrder(ORTHOGONAL_1);
            assertThat(specs.get(1).vectors()).containsExactlyInAnyOrder(v(2, 2), v(2, -2), v(-2, -2), v(-2, 2));
            assertThat(specs.get(2).vectors()).containsExactlyInAnyOrder(v(0, 2), v(2, 0), v(0, -2), v(-2, 0));
        }

        @Test
        void wizardIsCamelPlusFerz() throws XBetzaException {
            List<MoveSpec> specs = XBetza.parse("CF");
            assertThat(specs).hasSize(2);
            assertThat(specs.get(0).vectors()).containsExactlyInAnyOrder(
                    v(1, 3), v(3, 1), v(3, -1), v(1, -3), v(-1, -3), v(-3, -1), v(-3, 1), v(-1, 3));
            assertThat(specs.get(1).vectors()).containsExactlyInAnyOrder(DIAGONAL_1);
        }

        @Test
        void shatranjPawn() throws XBetzaException {
            List<MoveSpec> specs = XBetza.parse("fmWfcF");
            assertThat(specs).hasSize(2);
            MoveSpec step = specs.get(0);
            assertThat(step.kind()).isEqualTo(Kind.LEAP);
            assertThat(step.vectors()).containsExactly(v(0, 1));
            assertThat(step.move()).isTrue();
            assertThat(step.capture()).isFalse();
            MoveSpec capture = specs.get(1);
            assertThat(capture.vectors()).containsExactlyInAnyOrder(v(1, 1), v(-1, 1));
            assertThat(capture.move()).isFalse();
            assertThat(capture.capture()).isTrue();
            assertThat(capture.enPassant()).isFalse();
        }

        @Test
        void orthodoxPawn() throws XBetzaException {
            List<MoveSpec> specs = XBetza.parse("fmWfceFifmnD");
            assertThat(specs).hasSize(3);
            assertThat(specs.get(0)).isEqualTo(new MoveSpec(Kind.LEAP, List.of(v(0, 1)), 1, true, false,
                    false, Lameness.NONE, false, null, null));
            assertThat(specs.get(1).vectors()).containsExactlyInAnyOrder(v(1, 1), v(-1, 1));
            assertThat(specs.get(1)).extracting(MoveSpec::kind, MoveSpec::move, MoveSpec::capture,
                    MoveSpec::enPassant, MoveSpec::initialOnly)
                    .containsExactly(Kind.LEAP, false, true, true, false);
            assertThat(specs.get(2)).isEqualTo(new MoveSpec(Kind.LEAP, List.of(v(0, 2)), 1, true, false,
                    true, Lameness.LAME, false, null, null));
        }

        @Test
        void xiangqiCannonMovesAsRookAndCapturesByHopping() throws XBetzaException {
            List<MoveSpec> specs = XBetza.parse("mRcpR");
            assertThat(specs).hasSize(2);
            assertThat(specs.get(0)).extracting(MoveSpec::kind, MoveSpec::maxRange, MoveSpec::move, MoveSpec::capture)
                    .containsExactly(Kind.SLIDE, 0, true, false);
            assertThat(specs.get(1)).extracting(MoveSpec::kind, MoveSpec::maxRange, MoveSpec::move, MoveSpec::capture)
                    .containsExactly(Kind.HOP, 0, false, true);
            assertThat(specs).allSatisfy(s -> assertThat(s.vectors()).containsExactlyInAnyOrder(ORTHOGONAL_1));
        }

        @Test
        void janggiCannonHopsForBothModes() throws XBetzaException {
            MoveSpec cannon = only("pR");
            assertThat(cannon).extracting(MoveSpec::kind, MoveSpec::move, MoveSpec::capture)
                    .containsExactly(Kind.HOP, true, true);
        }

        @Test
        void grasshopperLandsJustBeyondTheHurdleOnQueenLines() throws XBetzaException {
            MoveSpec grasshopper = only("gQ");
            assertThat(grasshopper).extracting(MoveSpec::kind, MoveSpec::maxRange, MoveSpec::move, MoveSpec::capture)
                    .containsExactly(Kind.GRASSHOP, 0, true, true);
            assertThat(grasshopper.vectors()).hasSize(8);
        }

        @Test
        void camelAndZebraHaveTheirOldLetters() throws XBetzaException {
            assertThat(only("L")).isEqualTo(only("C"));
            assertThat(only("J")).isEqualTo(only("Z"));
            assertThat(vectorsOf("Z")).hasSize(8).contains(v(2, 3), v(-3, -2));
        }

        @Test
        void xiangqiHorseAndElephantAreLame() throws XBetzaException {
            assertThat(only("nN").lame()).isEqualTo(Lameness.LAME);
            assertThat(only("nN").vectors()).containsExactlyInAnyOrder(KNIGHT);
            assertThat(only("nA").lame()).isEqualTo(Lameness.LAME);
            assertThat(only("jD").lame()).isEqualTo(Lameness.JUMP);
        }
    }

    @Nested
    class Ranges {

        @ParameterizedTest
        @CsvSource({"R4, 4, 4", "W4, 4, 4", "B3, 3, 4", "Q2, 2, 8", "W0, 0, 4", "WW, 0, 4", "F2, 2, 4",
                    "K2, 2, 8", "FF, 0, 4", "KK, 0, 8"})
        void sliderRange(String text, int range, int vectors) throws XBetzaException {
            MoveSpec spec = only(text);
            assertPlain(spec, Kind.SLIDE, range);
            assertThat(spec.vectors()).hasSize(vectors);
        }

        @Test
        void kingTwoIsWazirAndFerzSlidingTwo() throws XBetzaException {
            assertThat(vectorsOf("K2")).containsExactlyInAnyOrder(v(0, 1), v(1, 1), v(1, 0), v(1, -1),
                    v(0, -1), v(-1, -1), v(-1, 0), v(-1, 1));
        }

        @Test
        void rangeOneIsALeap() throws XBetzaException {
            assertPlain(only("W1"), Kind.LEAP, 1);
            assertPlain(only("R1"), Kind.LEAP, 1);
            assertThat(vectorsOf("Q1")).hasSize(8);
        }

        @Test
        void nightrider() throws XBetzaException {
            for (String text : List.of("NN", "N0")) {
                MoveSpec spec = only(text);
                assertPlain(spec, Kind.SLIDE, 0);
                assertThat(spec.vectors()).containsExactlyInAnyOrder(KNIGHT);
            }
        }

        @Test
        void repeatedRiderLetterIsTheNextAtom() throws XBetzaException {
            assertThat(XBetza.parse("RR")).hasSize(2);
        }

        @Test
        void guruLeapsToSixteenSquares() throws XBetzaException {
            List<MoveSpec> specs = XBetza.parse("(4,1)(5,3)");
            assertThat(specs).hasSize(2).allSatisfy(s -> assertPlain(s, Kind.LEAP, 1));
            assertThat(specs.get(0).vectors()).containsExactlyInAnyOrder(
                    v(1, 4), v(4, 1), v(4, -1), v(1, -4), v(-1, -4), v(-4, -1), v(-4, 1), v(-1, 4));
            assertThat(specs.get(1).vectors()).containsExactlyInAnyOrder(
                    v(3, 5), v(5, 3), v(5, -3), v(3, -5), v(-3, -5), v(-5, -3), v(-5, 3), v(-3, 5));
            assertThat(specs.stream().flatMap(s -> s.vectors().stream()).distinct()).hasSize(16);
        }

        @Test
        void explicitLeapsKeepTheirSymmetryAndTakeARange() throws XBetzaException {
            assertThat(vectorsOf("(0,3)")).containsExactlyInAnyOrder(v(0, 3), v(3, 0), v(0, -3), v(-3, 0));
            assertThat(vectorsOf("(2,2)")).containsExactlyInAnyOrder(v(2, 2), v(2, -2), v(-2, -2), v(-2, 2));
            assertPlain(only("(4,1)2"), Kind.SLIDE, 2);
            assertThat(vectorsOf("f(1,4)")).containsExactlyInAnyOrder(v(1, 4), v(-1, 4));
        }

        @Test
        void forwardRookOfRangeThree() throws XBetzaException {
            MoveSpec spec = only("fR3");
            assertPlain(spec, Kind.SLIDE, 3);
            assertThat(spec.vectors()).containsExactly(v(0, 1));
        }
    }

    @Nested
    class Directions {

        @ParameterizedTest
        @CsvSource(delimiter = '|', value = {
                "fW  | (0,1)",
                "bW  | (0,-1)",
                "sW  | (1,0) (-1,0)",
                "vW  | (0,1) (0,-1)",
                "fsW | (0,1) (1,0) (-1,0)",
                "frW | (0,1) (1,0)",
                "fF  | (1,1) (-1,1)",
                "bF  | (1,-1) (-1,-1)",
                "lF  | (-1,1) (-1,-1)",
                "frF | (1,1)",
                "rfF | (1,1)",
                "flbrF | (-1,1) (1,-1)",
                "fN  | (1,2) (-1,2)",
                "ffN | (1,2) (-1,2)",
                "bbN | (1,-2) (-1,-2)",
                "vN  | (1,2) (-1,2) (1,-2) (-1,-2)",
                "fbN | (1,2) (-1,2) (1,-2) (-1,-2)",
                "sN  | (2,1) (2,-1) (-2,1) (-2,-1)",
                "rN  | (2,1) (2,-1)",
                "rrN | (2,1) (2,-1)",
                "fsN | (2,1) (-2,1)",
                "bsN | (2,-1) (-2,-1)",
                "lvN | (-1,2) (-1,-2)",
                "frN | (2,1)",
                "rfN | (1,2)",
                "flN | (-2,1)",
                "lbN | (-1,-2)",
                "fhN | (1,2) (2,1) (-1,2) (-2,1)",
                "lhN | (-1,2) (-2,1) (-1,-2) (-2,-1)",
                "hrN | (1,2) (2,-1) (-1,-2) (-2,1)",
                "hlN | (-1,2) (-2,-1) (1,-2) (2,1)",
                "fC  | (1,3) (-1,3)",
                "fK  | (0,1) (1,1) (-1,1)",
                "sK  | (1,0) (-1,0) (1,1) (1,-1) (-1,1) (-1,-1)",
                "frK | (1,1)",
                "fsK | (1,1) (-1,1)",
                "ffK | (0,1)",
                "lvQ | (-1,1) (-1,-1)",
                "fbsK | (0,1) (1,1) (-1,1) (1,-1) (-1,-1)",
                "fbsW | (0,1) (0,-1) (1,0) (-1,0)",
        })
        void selectsTheDocumentedMoves(String text, String expected) throws XBetzaException {
            assertThat(vectorsOf(text)).containsExactlyInAnyOrder(parseVectors(expected));
        }

        private static Vector[] parseVectors(String list) {
            return Arrays.stream(list.trim().split(" "))
                    .map(p -> p.substring(1, p.length() - 1).split(","))
                    .map(p -> v(Integer.parseInt(p[0]), Integer.parseInt(p[1])))
                    .toArray(Vector[]::new);
        }

        @Test
        void modifiersBelongToTheirOwnAtom() throws XBetzaException {
            List<MoveSpec> specs = XBetza.parse("fWN");
            assertThat(specs.get(0).vectors()).containsExactly(v(0, 1));
            assertThat(specs.get(1).vectors()).containsExactlyInAnyOrder(KNIGHT);
        }
    }

    /**
     * Every directional modifier the reader knows against every atom, by the set of step vectors
     * it selects. The table gives the answer for the four base shapes, written out by hand from
     * XBetza's definition (chessvariants.com "Betza notation (extended)" and XBoard's Betza page,
     * Table 2); every other atom is one of them scaled ({@code D H} of W, {@code A G} of F,
     * {@code C Z (1,4)} of N) or made a slider ({@code R W3 B NN Q K2}). A dash means XBetza
     * gives the letters no meaning on that shape, so they must be refused, never guessed.
     */
    @Nested
    class EveryModifierOnEveryAtom {

        /** Modifier | W | F | N | K, each a list of dx,dy pairs or "-" for undefined. */
        private static final String[] TABLE = {
                "f  | 0,1          | 1,1 -1,1         | 1,2 -1,2             | 0,1 1,1 -1,1",
                "b  | 0,-1         | 1,-1 -1,-1       | 1,-2 -1,-2           | 0,-1 1,-1 -1,-1",
                "l  | -1,0         | -1,1 -1,-1       | -2,1 -2,-1           | -1,0 -1,1 -1,-1",
                "r  | 1,0          | 1,1 1,-1         | 2,1 2,-1             | 1,0 1,1 1,-1",
                "v  | 0,1 0,-1     | -                | 1,2 -1,2 1,-2 -1,-2  | 0,1 1,1 -1,1 0,-1 1,-1 -1,-1",
                "s  | 1,0 -1,0     | -                | 2,1 2,-1 -2,1 -2,-1  | 1,0 1,1 1,-1 -1,0 -1,1 -1,-1",
                "ff | 0,1          | 1,1 -1,1         | 1,2 -1,2             | 0,1",
                "bb | 0,-1         | 1,-1 -1,-1       | 1,-2 -1,-2           | 0,-1",
                "ll | -1,0         | -1,1 -1,-1       | -2,1 -2,-1           | -1,0",
                "rr | 1,0          | 1,1 1,-1         | 2,1 2,-1             | 1,0",
                "fr | 0,1 1,0      | 1,1              | 2,1                  | 1,1",
                "rf | 0,1 1,0      | 1,1              | 1,2                  | 1,1",
                "fl | 0,1 -1,0     | -1,1             | -2,1                 | -1,1",
                "lf | 0,1 -1,0     | -1,1             | -1,2                 | -1,1",
                "br | 0,-1 1,0     | 1,-1             | 2,-1                 | 1,-1",
                "rb | 0,-1 1,0     | 1,-1             | 1,-2                 | 1,-1",
                "bl | 0,-1 -1,0    | -1,-1            | -2,-1                | -1,-1",
                "lb | 0,-1 -1,0    | -1,-1            | -1,-2                | -1,-1",
                "fs | 0,1 1,0 -1,0 | -                | 2,1 -2,1             | 1,1 -1,1",
                "bs | 0,-1 1,0 -1,0| -                | 2,-1 -2,-1           | 1,-1 -1,-1",
                "lv | -1,0 0,1 0,-1| -                | -1,2 -1,-2           | -1,1 -1,-1",
                "rv | 1,0 0,1 0,-1 | -                | 1,2 1,-2             | 1,1 1,-1",
                "fh | -            | -                | 1,2 2,1 -1,2 -2,1    | 0,1 1,1 -1,1",
                "bh | -            | -                | 1,-2 2,-1 -1,-2 -2,-1| 0,-1 1,-1 -1,-1",
                "lh | -            | -                | -1,2 -2,1 -1,-2 -2,-1| -1,0 -1,1 -1,-1",
                "rh | -            | -                | 1,2 2,1 1,-2 2,-1    | 1,0 1,1 1,-1",
                "hr | -            | -                | 1,2 2,-1 -1,-2 -2,1  | -",
                "hl | -            | -                | -1,2 -2,-1 1,-2 2,1  | -",
                "fb | 0,1 0,-1     | 1,1 -1,1 1,-1 -1,-1 | 1,2 -1,2 1,-2 -1,-2 | 0,1 1,1 -1,1 0,-1 1,-1 -1,-1",
                "lr | 1,0 -1,0     | 1,1 -1,1 1,-1 -1,-1 | 2,1 2,-1 -2,1 -2,-1 | 1,0 1,1 1,-1 -1,0 -1,1 -1,-1",
                "vs | 0,1 0,-1 1,0 -1,0 | -           | 1,2 -1,2 1,-2 -1,-2 2,1 2,-1 -2,1 -2,-1 | 0,1 1,1 1,0 1,-1 0,-1 -1,-1 -1,0 -1,1",
        };

        /** An atom written in XBetza, the base shape it is made from, and how its steps scale that shape. */
        private record Derived(String text, int base, int[] scale) {
        }

        private static final List<Derived> ATOMS = List.of(
                new Derived("W", 0, new int[]{0, 1, 2}), new Derived("D", 0, new int[]{0, 2, 4}),
                new Derived("H", 0, new int[]{0, 3, 6}), new Derived("R", 0, new int[]{0, 1, 2}),
                new Derived("W3", 0, new int[]{0, 1, 2}),
                new Derived("F", 1, new int[]{0, 1, 2}), new Derived("A", 1, new int[]{0, 2, 4}),
                new Derived("G", 1, new int[]{0, 3, 6}), new Derived("B", 1, new int[]{0, 1, 2}),
                new Derived("N", 2, new int[]{0, 1, 2}), new Derived("C", 2, new int[]{0, 1, 3}),
                new Derived("Z", 2, new int[]{0, 2, 3}), new Derived("(1,4)", 2, new int[]{0, 1, 4}),
                new Derived("NN", 2, new int[]{0, 1, 2}),
                new Derived("K", 3, new int[]{0, 1, 2}), new Derived("Q", 3, new int[]{0, 1, 2}),
                new Derived("K2", 3, new int[]{0, 1, 2}));

        static java.util.stream.Stream<org.junit.jupiter.params.provider.Arguments> cases() {
            List<org.junit.jupiter.params.provider.Arguments> out = new java.util.ArrayList<>();
            for (String row : TABLE) {
                String[] cells = row.split("\\|");
                String modifier = cells[0].trim();
                for (Derived atom : ATOMS) {
                    String cell = cells[1 + atom.base()].trim();
                    List<Vector> expected = cell.equals("-") ? null : Arrays.stream(cell.split("\\s+"))
                            .map(p -> p.split(","))
                            .map(p -> v(scaled(Integer.parseInt(p[0]), atom.scale()), scaled(Integer.parseInt(p[1]), atom.scale())))
                            .toList();
                    out.add(org.junit.jupiter.params.provider.Arguments.of(modifier + atom.text(), expected));
                }
            }
            return out.stream();
        }

        private static int scaled(int coordinate, int[] scale) {
            return Integer.signum(coordinate) * scale[Math.abs(coordinate)];
        }

        @ParameterizedTest(name = "{0}")
        @org.junit.jupiter.params.provider.MethodSource("cases")
        void directional_modifiers_select_what_xbetza_defines_on_every_atom(String text, List<Vector> expected) {
            if (expected == null) {
                assertThat(failure(text)).as(text + " has no XBetza meaning and must be refused").isNotNull();
                return;
            }
            List<Vector> actual;
            try {
                actual = vectorsOf(text);
            } catch (XBetzaException e) {
                throw new AssertionError(text + " was refused: " + e.getMessage(), e);
            }
            assertThat(actual).as(text).containsExactlyInAnyOrderElementsOf(expected);
        }

        @Test
        void fK_is_the_three_forward_moves_fWfF_and_fQ_is_fRfB() throws XBetzaException {
            assertThat(vectorsOf("fK")).containsExactlyInAnyOrderElementsOf(
                    XBetza.parse("fWfF").stream().flatMap(s -> s.vectors().stream()).toList());
            assertThat(vectorsOf("fQ")).containsExactlyInAnyOrderElementsOf(
                    XBetza.parse("fRfB").stream().flatMap(s -> s.vectors().stream()).toList());
            assertPlain(only("fQ"), Kind.SLIDE, 0);
        }
    }

    @Nested
    class Modes {

        @Test
        void moveAndCaptureTogetherIsTheDefault() throws XBetzaException {
            assertThat(only("mcR")).isEqualTo(only("R"));
            assertThat(only("cmR")).isEqualTo(only("R"));
        }

        @Test
        void captureOnly() throws XBetzaException {
            assertThat(only("cQ")).extracting(MoveSpec::move, MoveSpec::capture).containsExactly(false, true);
        }

        @Test
        void enPassantIsItsOwnMode() throws XBetzaException {
            assertThat(only("feF")).extracting(MoveSpec::move, MoveSpec::capture, MoveSpec::enPassant)
                    .containsExactly(false, false, true);
        }

        @Test
        void initialLameDoubleStep() throws XBetzaException {
            MoveSpec spec = only("ifmnD");
            assertThat(spec).isEqualTo(new MoveSpec(Kind.LEAP, List.of(v(0, 2)), 1, true, false, true,
                    Lameness.LAME, false, null, null));
        }

        @Test
        void jOnASliderPassesOverItsFirstSquare() throws XBetzaException {
            // XBetza's ski-slider: the first square of the path is skipped, whatever stands there
            // (the language's jump-first).
            MoveSpec ski = only("jB"), bishop = only("B");
            assertThat(ski).isEqualTo(new MoveSpec(Kind.SLIDE, bishop.vectors(), 0, true, true, false,
                    Lameness.JUMP_FIRST, false, null, null));
            assertThat(ski.vectors()).containsExactlyInAnyOrder(DIAGONAL_1);
            assertThat(only("fmjW3")).extracting(MoveSpec::kind, MoveSpec::maxRange, MoveSpec::capture, MoveSpec::lame)
                    .containsExactly(Kind.SLIDE, 3, false, Lameness.JUMP_FIRST);
        }

        @Test
        void modifierOrderDoesNotMatter() throws XBetzaException {
            assertThat(only("mifnD")).isEqualTo(only("ifmnD"));
        }
    }

    @Nested
    class Errors {

        @ParameterizedTest
        @CsvSource(delimiter = '|', value = {
                "y       | 0 | unsupported XBetza modifier 'y'",
                "yafW    | 0 | unsupported XBetza modifier 'y' in \"yafW\"",
                "fcafmF  | 2 | unsupported XBetza modifier 'a' (multi-leg move)",
                "gN      | 0 | 'g' (grasshop) needs an unlimited slider or rider, but 'N' is a leap",
                "gR4     | 0 | 'R4' has a range",
                "pgQ     | 1 | 'p' (hop) and 'g' (grasshop) contradict",
                "qR      | 0 | unsupported XBetza modifier 'q' (circular path)",
                "(4,     | 3 | expected a number",
                "(4,1    | 4 | expected ')'",
                "(,1)    | 1 | expected a number",
                "(4;1)   | 2 | expected ','",
                "(-1,2)  | 1 | expected a number",
                "(0,0)   | 0 | goes nowhere",
                "pN      | 0 | 'p' (hop) needs a slider or rider",
                "pW1     | 0 | hopping leapers are unsupported",
                "X       | 0 | unknown XBetza atom 'X'",
                "fmWfcX  | 5 | unknown XBetza atom 'X'",
                "O2      | 0 | unsupported XBetza atom 'O' (castling)",
                "R B     | 1 | whitespace",
                "3R      | 0 | does not follow an atom",
                "fm      | 2 | not followed by an atom",
                "[W?R]   | 0 | unsupported XBetza bracket notation",
                "R+      | 1 | unexpected character '+'",
                "nR      | 0 | 'n' on the slider or rider 'R' is unsupported",
                "nNN     | 0 | unsupported",
                "pjR     | 1 | 'j' on the slider or rider 'R' is unsupported",
                "njR     | 1 | contradict",
                "nW      | 0 | moves one square",
                "nK      | 0 | moves one square",
                "vF      | 0 | direction 'v' is not defined for the diagonal atom 'F'",
                "fsF     | 1 | direction 's' is not defined for the diagonal atom 'F'",
                "hB      | 0 | direction 'h' is not defined",
                "hW      | 0 | direction 'h' is not defined for the orthogonal atom 'W'",
                "hrK     | 0 | direction 'hr' is not defined for the atom 'K'",
                "vhQ     | 0 | direction 'vh' is not defined for the atom 'Q'",
                "hN      | 0 | must be written as fh, bh, lh, rh, hl or hr",
                "vhN     | 0 | direction 'vh' is not defined",
                "fmrN    | 2 | write them together",
                "mmR     | 1 | repeated XBetza modifier 'm'",
                "njD     | 1 | contradict",
                "NN2     | 2 | already an unlimited rider",
                "W03     | 1 | exact range",
                "W1000   | 1 | number too large",
        })
        void reportsTheOffendingPlace(String text, int offset, String message) {
            XBetzaException e = failure(text);
            assertThat(e).as(text).isNotNull();
            assertThat(e.offset()).as(text).isEqualTo(offset);
            assertThat(e.getMessage()).contains(message).contains("\"" + text + "\"");
        }

        @Test
        void emptyText() {
            XBetzaException e = failure("");
            assertThat(e.offset()).isZero();
            assertThat(e.getMessage()).contains("empty");
        }

        @Test
        void crookedPathIsNamedUnsupported() {
            assertThat(failure("zW").getMessage()).isEqualTo("unsupported XBetza modifier 'z' (crooked path) in \"zW\"");
        }
    }
}
