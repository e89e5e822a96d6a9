package io.ashtapada.variants;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.RandomPlayer;
import io.ashtapada.api.Result;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Omechanga (variants-dsl/omechanga.variant) against RULINGS.md OM-1..OM-15 and G-1, G-2, through
 * the public API only. Every test sets the dice itself: {@code g.roll(a, b)} for the turn's first
 * roll and for a confirmation roll, {@code g.reroll(which, a, b)} for the one re-roll of a turn.
 * Positions are written by the API's position builder from a piece list; a piece on its start
 * square (SJ-1) counts as unmoved, anywhere else as moved. Depth counts are in
 * src/test/resources/perft/omechanga.perft.
 */
class OmechangaTest {
    private static Variant om;

    /** OM-1: Sejrang's setup (SJ-1) with one wizard in each hand. */
    private static final String START = "rp2kbnr/np2pppp/bp6/qp6/6PQ/6PB/PPPP2PN/RNBK2PR[Ww] w KQkq - 0 1";

    @BeforeAll
    static void load() throws Exception {
        om = Ashtapada.defaults().load(Path.of("variants-dsl/omechanga.variant"));
    }

    // ------------------------------------------------------------------ helpers

    /** A position string: side to move, pieces in hand ("Ww", "" for none), castling field, then pieces ("Kd1", "qa5"). */
    static String position(String side, String hand, String castling, String... pieces) {
        return om.position().place(pieces).hand(hand).side(side).castling(castling).build();
    }

    /** A game in a set-up position without castling, with the turn's first roll {@code a, b} made. */
    static Game rolled(int a, int b, String side, String hand, String... pieces) throws Exception {
        return rolled(position(side, hand, "-", pieces), a, b);
    }

    /** A game from a position string, with the turn's first roll made. */
    static Game rolled(String position, int a, int b) throws Exception {
        Game g = om.newGame(position);
        g.roll(a, b);
        return g;
    }

    /** A game from the start with White's first roll made. */
    static Game start(int a, int b) throws Exception {
        Game g = om.newGame();
        g.roll(a, b);
        return g;
    }

    static List<String> targets(Game g, String from) {
        return LegalMoves.targets(g, from);
    }

    static List<String> drops(Game g) {
        return LegalMoves.drops(g);
    }

    /** The side to move rolls {@code a, b} and takes the points (OM-2). */
    static void rollAndPass(Game g, int a, int b) throws Exception {
        g.roll(a, b);
        g.play("pass");
    }

    /** RULINGS.md: a square is dark when (file index + rank) is even, a = 1. */
    static boolean dark(String square) {
        return (square.charAt(0) - 'a' + 1 + Integer.parseInt(square.substring(1))) % 2 == 0;
    }

    /** Coordinate notation mapped to the variant's notation (OM-14), for the moves legal now. */
    static Map<String, String> display(Game g) {
        List<String> coordinate = g.legalMoves(), shown = g.legalMovesDisplay();
        Map<String, String> out = new LinkedHashMap<>();
        for (int i = 0; i < coordinate.size(); i++) out.put(coordinate.get(i), shown.get(i));
        return out;
    }

    /** A square turned 180 degrees: a1 <-> h8. */
    static String rotate(String square) {
        return (char) ('a' + 'h' - square.charAt(0)) + String.valueOf(9 - Integer.parseInt(square.substring(1)));
    }

    /** A move turned 180 degrees: d2d4 -> e7e5, W@e1 -> W@d8, pass stays pass. */
    static String rotateMove(String move) {
        if (move.equals("pass")) return move;
        if (move.contains("@")) return move.substring(0, 2) + rotate(move.substring(2));
        return rotate(move.substring(0, 2)) + rotate(move.substring(2, 4)) + move.substring(4);
    }

    /**
     * OM-13 match totals: game i is played with player "A" as White when i is even and as Black
     * when i is odd; a player's total is the sum of their per-game scores in either colour.
     */
    static Map<String, Double> matchTotals(List<Map<String, Double>> gameScores) {
        Map<String, Double> totals = new LinkedHashMap<>(Map.of("A", 0.0, "B", 0.0));
        for (int i = 0; i < gameScores.size(); i++) {
            String white = i % 2 == 0 ? "A" : "B", black = i % 2 == 0 ? "B" : "A";
            totals.merge(white, gameScores.get(i).get("white"), Double::sum);
            totals.merge(black, gameScores.get(i).get("black"), Double::sum);
        }
        return totals;
    }

    // ------------------------------------------------------------------ OM-1 setup

    @Test
    void setup_is_sejrangs_with_a_wizard_in_each_hand_and_the_queens_on_dark_squares_OM1() throws Exception {
        assertThat(om.startPosition()).isEqualTo(START);
        Game g = om.newGame();
        Map<String, Character> sj1 = new HashMap<>();
        for (String p : List.of("Kd1", "Bc1", "Nb1", "Ra1", "Pa2", "Pb2", "Pc2", "Pd2",
                "Qh4", "Bh3", "Nh2", "Rh1", "Pg1", "Pg2", "Pg3", "Pg4",
                "ke8", "bf8", "ng8", "rh8", "pe7", "pf7", "pg7", "ph7",
                "qa5", "ba6", "na7", "ra8", "pb5", "pb6", "pb7", "pb8")) {
            sj1.put(p.substring(1), p.charAt(0));
        }
        for (char f = 'a'; f <= 'h'; f++) {
            for (int r = 1; r <= 8; r++) {
                String sq = "" + f + r;
                assertThat(g.pieceAt(sq)).as(sq).isEqualTo(sj1.getOrDefault(sq, '.'));
            }
        }
        // Both queens stand on dark squares.
        assertThat(dark("h4")).isTrue();
        assertThat(dark("a5")).isTrue();
        // The wizards are off the board, in hand; White moves first and starts with a roll.
        assertThat(g.position()).startsWith("rp2kbnr/np2pppp/bp6/qp6/6PQ/6PB/PPPP2PN/RNBK2PR[Ww] w ");
        assertThat(g.sideToMove()).isEqualTo("white");
        assertThat(g.phase()).isEqualTo(Game.Phase.ROLL);
        assertThat(g.dice()).isEmpty();
        assertThat(g.points("white")).isZero();
        assertThat(g.points("black")).isZero();
        // White's wizard can come in from hand: the empty squares of rank 1 and of the h-file.
        g.roll(7, 1);
        assertThat(drops(g)).containsExactlyInAnyOrder("W@e1", "W@f1", "W@h5", "W@h6");
    }

    // ------------------------------------------------------------------ OM-2 dice and turn

    @Test
    void only_pieces_of_a_type_shown_by_the_dice_may_move_OM2() throws Exception {
        // 1 = pawn, 2 = knight: from the start only pawns (and the knights b1, h2) move.
        Set<String> pawnsAndKnights = Set.of("a2", "b2", "c2", "d2", "g1", "g2", "g3", "g4", "b1", "h2");
        Game g = start(1, 2);
        assertThat(g.legalMoves()).hasSize(23).contains("pass", "b1c3", "h2f3", "d2d4");
        assertThat(g.legalMoves()).filteredOn(m -> !m.equals("pass"))
                .allMatch(m -> pawnsAndKnights.contains(m.substring(0, 2)));
        // 3 = bishop, 6 = queen: the bishop f1 moves and nothing else (no queen on the board).
        Game b = rolled(3, 6, "w", "", "Kh1", "Ra1", "Nc3", "Bf1", "Pe4", "ka8", "pd5", "pa5", "pd3");
        assertThat(b.legalMoves()).containsExactlyInAnyOrder("f1e2", "f1d3", "f1g2", "f1h3", "pass");
        // 7 = wizard: with the wizard in hand, entering it is the only wizard move.
        Game w = start(7, 3);
        assertThat(w.legalMoves()).containsExactlyInAnyOrder("W@e1", "W@f1", "W@h5", "W@h6", "pass");
    }

    private static final String[] EIGHT = {"Kh1", "Ra1", "Nc3", "Bf1", "Pe4", "ka8", "pd5", "pa5", "pd3"};

    @Test
    void an_8_moves_any_piece_but_without_capturing_OM2() throws Exception {
        // Captures on offer: Ra1xa5, Nc3xd5, e4xd5, Bf1xd3.
        Game g = rolled(8, 6, "w", "", EIGHT);
        assertThat(g.legalMoves()).contains("a1a4", "a1e1", "c3b5", "c3e2", "e4e5", "e4c4", "f1e2", "h1g2", "pass")
                .doesNotContain("a1a5", "c3d5", "e4d5", "f1d3");
        // The other die still moves its own type with capture: 4 = rook.
        Game r = rolled(8, 4, "w", "", EIGHT);
        assertThat(r.legalMoves()).contains("a1a5", "c3b5").doesNotContain("c3d5", "e4d5", "f1d3");
        // 8 with a 2 (knight): the knight captures, everybody else only moves.
        Game n = rolled(8, 2, "w", "", EIGHT);
        assertThat(n.legalMoves()).contains("c3d5", "e4e5").doesNotContain("a1a5", "e4d5", "f1d3");
    }

    @Test
    void a_double_8_moves_any_piece_with_capture_but_gives_no_double_power_OM2() throws Exception {
        Game g = rolled(8, 8, "w", "", EIGHT);
        assertThat(g.legalMoves()).contains("a1a5", "c3d5", "e4d5", "f1d3", "a1a4", "h1g2", "pass");
        // No double power: the rook keeps its range of 4 (4-4 gives 8) and the knight leaps once.
        Game r = rolled(8, 8, "w", "", "Kh2", "Ra1", "Nd4", "kh8");
        assertThat(targets(r, "a1")).containsExactlyInAnyOrder("a2", "a3", "a4", "a5", "b1", "c1", "d1", "e1");
        assertThat(targets(r, "d4")).containsExactlyInAnyOrder("b3", "b5", "c2", "c6", "e2", "e6", "f3", "f5");
    }

    @Test
    void a_pass_is_always_allowed_forced_without_a_move_and_scores_the_dice_total_OM2() throws Exception {
        // 3-4 from the start: bishops and rooks are boxed in; the pass is forced.
        Game g = start(3, 4);
        assertThat(g.legalMoves()).containsExactly("pass");
        g.play("pass");
        assertThat(g.points("white")).isEqualTo(7.0);
        assertThat(g.sideToMove()).isEqualTo("black");
        assertThat(g.phase()).isEqualTo(Game.Phase.ROLL);
        // With moves on offer the pass is still allowed.
        g.roll(1, 2);
        assertThat(g.legalMoves()).hasSize(23).contains("pass");
        g.play("pass");
        assertThat(g.points("black")).isEqualTo(3.0);
        // Points accumulate: 16 more for a double 8.
        rollAndPass(g, 8, 8);
        assertThat(g.points("white")).isEqualTo(23.0);
        assertThat(g.score()).isEqualTo(Map.of("white", 23.0, "black", 3.0));
        assertThat(g.position()).contains(" points:23,3");
        // Points are part of the position string.
        Game p = om.newGame(START + " points:5,12");
        assertThat(p.points("white")).isEqualTo(5.0);
        assertThat(p.points("black")).isEqualTo(12.0);
    }

    @Test
    void one_die_may_be_rerolled_once_per_turn_before_moving_OM2() throws Exception {
        Game g = start(3, 4);
        assertThat(g.rerollOptions()).containsExactlyInAnyOrder("1", "2", "both");
        // Re-rolling die 1 leaves die 2 as it was.
        assertThatThrownBy(() -> g.reroll("1", 1, 5)).isInstanceOf(IllegalMoveException.class);
        assertThat(g.dice()).containsExactly(3, 4);
        g.reroll("1", 1, 4);
        assertThat(g.dice()).containsExactly(1, 4);
        assertThat(g.position()).contains(" rolls:34,o:14");
        // The new dice count: pawns move now.
        assertThat(g.legalMoves()).contains("a2a3", "d2f2", "pass");
        // Only once per turn: no second re-roll of any kind.
        assertThat(g.rerollOptions()).isEmpty();
        assertThatThrownBy(() -> g.reroll("2", 1, 5)).isInstanceOf(IllegalMoveException.class);
        assertThatThrownBy(() -> g.reroll("both", 2, 2)).isInstanceOf(IllegalMoveException.class);
        assertThat(g.dice()).containsExactly(1, 4);
        // A pass scores the dice showing.
        g.play("pass");
        assertThat(g.points("white")).isEqualTo(5.0);
        // The same from a position string: a turn whose re-roll is used.
        Game s = om.newGame(START + " rolls:34,o:14");
        assertThat(s.phase()).isEqualTo(Game.Phase.CHOOSE);
        assertThat(s.dice()).containsExactly(1, 4);
        assertThat(s.rerollOptions()).isEmpty();
    }

    @Test
    void both_dice_may_be_rerolled_instead_once_per_turn_OM2() throws Exception {
        Game g = om.newGame();
        rollAndPass(g, 3, 4);
        // Black's turn: a fresh turn has its re-roll again; "both" needs no double.
        g.roll(3, 4);
        assertThat(g.rerollOptions()).containsExactlyInAnyOrder("1", "2", "both");
        g.reroll("both", 2, 2);
        assertThat(g.dice()).containsExactly(2, 2);
        assertThat(g.position()).contains(" rolls:34,b:22");
        // The re-rolled double gives its power: the g8 knight leaps twice (g8-f6-e4).
        assertThat(g.legalMoves()).contains("g8f6", "g8e4");
        assertThat(g.rerollOptions()).isEmpty();
        assertThatThrownBy(() -> g.reroll("1", 5, 2)).isInstanceOf(IllegalMoveException.class);
        g.play("g8e4");
        // White's next turn may re-roll again.
        g.roll(1, 2);
        assertThat(g.rerollOptions()).containsExactlyInAnyOrder("1", "2", "both");
        g.reroll("2", 1, 6);
        assertThat(g.dice()).containsExactly(1, 6);
    }

    // ------------------------------------------------------------------ OM-3 double powers

    @Test
    void pawn_with_double_one_may_leap_backward_like_a_knight_without_capturing_OM3() throws Exception {
        // OM-3, clarified 2026-11-23: the 1-1 knight leap goes in all eight knight directions (OM-4's
        // "never backward" is about the pawn's own steps). d3: forward c5, b4, f4 and backward c1, f2
        // are empty; the black knight on e1 and the black pawn on e5 may not be taken by the leap; b2 is own.
        String[] pieces = {"Kh1", "Pd3", "Pb2", "ka8", "ne1", "pe5"};
        Game g = rolled(1, 1, "w", "", pieces);
        assertThat(targets(g, "d3")).containsExactlyInAnyOrder(
                "d4", "c3", "b3", "e3", "f3",      // the plain pawn moves (OM-4)
                "c5", "b4", "f4",                  // knight leaps forward
                "c1", "f2");                       // knight leaps backward
        assertThatThrownBy(() -> g.play("d3e1")).isInstanceOf(IllegalMoveException.class);
        g.play("d3c1");
        assertThat(List.of(g.pieceAt("d3"), g.pieceAt("c1"), g.pieceAt("e1"))).containsExactly('.', 'P', 'n');
        // Without the double: no leap, forward or backward.
        assertThat(targets(rolled(1, 2, "w", "", pieces), "d3"))
                .containsExactlyInAnyOrder("d4", "c3", "b3", "e3", "f3");
        // Black's pawn: forward toward rank 1, backward toward rank 8; c7 holds a white knight (no capture).
        Game b = rolled(1, 1, "b", "", "Kh1", "Nc7", "ka8", "pe6");
        assertThat(targets(b, "e6")).containsExactlyInAnyOrder(
                "e5", "d6", "c6", "f6", "g6",      // the plain pawn moves
                "d4", "f4", "c5", "g5",            // knight leaps forward
                "d8", "f8", "g7");                 // knight leaps backward
    }

    @Test
    void knight_on_2_2_leaps_twice_stopping_at_a_capture_and_not_back_to_its_start_OM3() throws Exception {
        String[] pieces = {"Kh1", "Nd4", "Pc2", "ka8", "pe6", "pf5", "pe7"};
        Game g = rolled(2, 2, "w", "", pieces);
        assertThat(targets(g, "d4"))
                .contains("b3", "b5", "c6", "e2", "f3", "e6", "f5")   // one leap, capturing e6 and f5
                .contains("a1", "d8", "e7")                           // two leaps (e7 captured on the second, via c6)
                .doesNotContain("c2", "d4")                           // own pawn; back to the start
                .doesNotContain("f8", "g7")                           // only beyond e6 or f5: a capture ends the move
                .doesNotContain("e3");                                // only via c2 (own pawn) or f5 (capture)
        // With c2 empty, e3 is reached through it: the middle square must be empty.
        Game open = rolled(2, 2, "w", "", "Kh1", "Nd4", "ka8", "pe6", "pf5", "pe7");
        assertThat(targets(open, "d4")).contains("e3");
        // Without the double: one leap.
        assertThat(targets(rolled(2, 3, "w", "", pieces), "d4"))
                .containsExactlyInAnyOrder("b3", "b5", "c6", "e2", "f3", "e6", "f5");
    }

    @Test
    void bishop_on_3_3_has_range_6_OM3() throws Exception {
        Game g = rolled(3, 3, "w", "", "Kh1", "Ba1", "kh8", "pg7");
        assertThat(targets(g, "a1")).containsExactlyInAnyOrder("b2", "c3", "d4", "e5", "f6", "g7");
        assertThat(targets(rolled(3, 1, "w", "", "Kh1", "Ba1", "kh8", "pg7"), "a1"))
                .containsExactlyInAnyOrder("b2", "c3", "d4");
        // Range 6 and no more.
        assertThat(targets(rolled(3, 3, "w", "", "Kh1", "Ba1", "kd8"), "a1")).contains("g7").doesNotContain("h8");
    }

    @Test
    void rook_on_4_4_has_range_8_OM3() throws Exception {
        Game g = rolled(4, 4, "w", "", "Kh2", "Ra1", "kh7", "na8");
        assertThat(targets(g, "a1")).containsExactlyInAnyOrder(
                "a2", "a3", "a4", "a5", "a6", "a7", "a8", "b1", "c1", "d1", "e1", "f1", "g1", "h1");
        assertThat(targets(rolled(4, 1, "w", "", "Kh2", "Ra1", "kh7", "na8"), "a1"))
                .containsExactlyInAnyOrder("a2", "a3", "a4", "a5", "b1", "c1", "d1", "e1");
    }

    @Test
    void king_on_5_5_may_also_move_and_capture_like_a_camel_OM3() throws Exception {
        Game g = rolled(5, 5, "w", "", "Kd4", "ka8", "pe7");
        assertThat(targets(g, "d4")).containsExactlyInAnyOrder(
                "c3", "c4", "c5", "d3", "d5", "e3", "e4", "e5",         // king steps
                "c1", "e1", "c7", "e7", "a3", "a5", "g3", "g5");        // camel leaps, capturing e7
        assertThat(targets(rolled(5, 1, "w", "", "Kd4", "ka8", "pe7"), "d4"))
                .containsExactlyInAnyOrder("c3", "c4", "c5", "d3", "d5", "e3", "e4", "e5");
    }

    @Test
    void queen_on_6_6_has_range_6_OM3() throws Exception {
        Game g = rolled(6, 6, "w", "", "Kh2", "Qa1", "kd8");
        assertThat(targets(g, "a1")).containsExactlyInAnyOrder(
                "a2", "a3", "a4", "a5", "a6", "a7", "b1", "c1", "d1", "e1", "f1", "g1",
                "b2", "c3", "d4", "e5", "f6", "g7");
        assertThat(targets(rolled(6, 1, "w", "", "Kh2", "Qa1", "kd8"), "a1"))
                .containsExactlyInAnyOrder("a2", "a3", "b1", "c1", "b2", "c3");
    }

    @Test
    void wizard_on_7_7_adds_a_knight_leap_before_or_after_its_move_and_a_capture_ends_it_OM3() throws Exception {
        // From b1: f2 is reached only knight-then-regular (b1-c3-f2), a5 only regular-then-knight (b1-c4-a5).
        Game g = rolled(7, 7, "w", "", "Wb1", "Kh8", "kf8");
        assertThat(targets(g, "b1"))
                .contains("f2", "a5")                      // both orders
                .contains("a3", "c3", "d2")                // the knight leap alone
                .contains("a4", "c4", "e2", "a2", "c2");   // the regular move alone (camel, one diagonal step)
        // Without the double: camel leaps and diagonal steps only.
        assertThat(targets(rolled(7, 1, "w", "", "Wb1", "Kh8", "kf8"), "b1"))
                .containsExactlyInAnyOrder("a4", "c4", "e2", "a2", "c2");
        // Capturing on c3 (leap) or c4 (camel) ends the move there.
        Game c = rolled(7, 7, "w", "", "Wb1", "Kh8", "kf8", "pc3", "pc4");
        assertThat(targets(c, "b1")).contains("c3", "c4").doesNotContain("f2", "a5");
    }

    // ------------------------------------------------------------------ OM-4 pawn

    @Test
    void pawn_on_its_own_half_moves_one_or_two_squares_forward_or_sideways_on_an_empty_path_OM4() throws Exception {
        Game g = rolled(1, 2, "w", "", "Kh1", "Pd2", "ka8");
        assertThat(targets(g, "d2")).containsExactlyInAnyOrder("d3", "d4", "c2", "b2", "e2", "f2");
        // A piece in the way stops the two-square move; no capture straight ahead.
        Game blocked = rolled(1, 2, "w", "", "Kh1", "Pd2", "Pe2", "ka8", "pd3");
        assertThat(targets(blocked, "d2")).containsExactlyInAnyOrder("c2", "b2");
        // Black on its own half (ranks 5-8) the same way toward rank 1.
        Game b = rolled(1, 2, "b", "", "Kh1", "ka8", "pe7");
        assertThat(targets(b, "e7")).containsExactlyInAnyOrder("e6", "e5", "d7", "c7", "f7", "g7");
    }

    @Test
    void pawns_two_square_move_must_end_on_its_own_half_OM4() throws Exception {
        // d3 may not go to d5 (enemy half); on rank 4 two squares sideways is fine.
        assertThat(targets(rolled(1, 2, "w", "", "Kh1", "Pd3", "ka8"), "d3"))
                .containsExactlyInAnyOrder("d4", "c3", "b3", "e3", "f3");
        assertThat(targets(rolled(1, 2, "w", "", "Kh1", "Pd4", "ka8"), "d4"))
                .containsExactlyInAnyOrder("d5", "c4", "b4", "e4", "f4");
        // Black from e6: e5 but not e4.
        assertThat(targets(rolled(1, 2, "b", "", "Kh1", "ka8", "pe6"), "e6"))
                .containsExactlyInAnyOrder("e5", "d6", "c6", "f6", "g6");
    }

    @Test
    void pawn_on_the_enemy_half_moves_one_square_forward_or_sideways_OM4() throws Exception {
        assertThat(targets(rolled(1, 2, "w", "", "Kh1", "Pd5", "ka8"), "d5")).containsExactlyInAnyOrder("d6", "c5", "e5");
        assertThat(targets(rolled(1, 2, "b", "", "Kh1", "ka8", "pe4"), "e4")).containsExactlyInAnyOrder("e3", "d4", "f4");
    }

    @Test
    void pawn_captures_one_square_diagonally_forward_and_never_moves_backward_OM4() throws Exception {
        // Enemies all round d5: it captures c6 and e6 only; d6 blocks the step forward.
        Game g = rolled(1, 2, "w", "", "Kh1", "Pd5", "ka1", "pc6", "pd6", "pe6", "pc4", "pd4", "pe4");
        assertThat(targets(g, "d5")).containsExactlyInAnyOrder("c6", "e6", "c5", "e5");
        // Black captures toward rank 1.
        Game b = rolled(1, 2, "b", "", "Kh1", "Pc3", "Pd3", "Pe3", "Pc5", "Pd5", "Pe5", "ka8", "pd4");
        assertThat(targets(b, "d4")).containsExactlyInAnyOrder("c3", "e3", "c4", "e4");
    }

    // ------------------------------------------------------------------ OM-5 ranges

    @Test
    void knight_leaps_bishop_3_rook_4_king_1_and_queen_2_without_a_double_OM5() throws Exception {
        assertThat(targets(rolled(2, 1, "w", "", "Kh1", "Nd4", "ka8"), "d4"))
                .containsExactlyInAnyOrder("b3", "b5", "c2", "c6", "e2", "e6", "f3", "f5");
        assertThat(targets(rolled(3, 1, "w", "", "Kh1", "Bd4", "ka8"), "d4"))
                .containsExactlyInAnyOrder("c5", "b6", "a7", "e5", "f6", "g7", "c3", "b2", "a1", "e3", "f2", "g1");
        assertThat(targets(rolled(4, 1, "w", "", "Kh3", "Ra1", "kh8"), "a1"))
                .containsExactlyInAnyOrder("a2", "a3", "a4", "a5", "b1", "c1", "d1", "e1");
        assertThat(targets(rolled(5, 1, "w", "", "Kd4", "ka8"), "d4"))
                .containsExactlyInAnyOrder("c3", "c4", "c5", "d3", "d5", "e3", "e4", "e5");
        assertThat(targets(rolled(6, 1, "w", "", "Kh1", "Qd4", "ka8"), "d4")).containsExactlyInAnyOrder(
                "d5", "d6", "d3", "d2", "c4", "b4", "e4", "f4", "c5", "b6", "e5", "f6", "c3", "b2", "e3", "f2");
    }

    // ------------------------------------------------------------------ OM-6 queen restraint

    @Test
    void unmoved_queen_may_not_capture_on_the_enemy_half_but_may_on_her_own_half_OM6() throws Exception {
        // White queen h4 (unmoved): g5 is on ranks 5-8, f4 and h3 on her own half.
        Game g = rolled(6, 1, "w", "", "Kd1", "Qh4", "ke8", "pg5", "pf4", "ph3");
        assertThat(targets(g, "h4")).contains("f4", "h3", "h5", "h6").doesNotContain("g5");
        // Once she has moved, the restraint is gone.
        String moved = om.position().place("Kd1", "Qh4", "ke8", "pg5", "pf4", "ph3").movesMade("h4", 1).build();
        assertThat(targets(rolled(moved, 6, 1), "h4")).contains("g5", "f4", "h3");
        // Black queen a5 (unmoved): b4 is on ranks 1-4, b6 on her own half.
        Game b = rolled(6, 1, "b", "", "Kh1", "Pb4", "Pb6", "qa5", "ke8");
        assertThat(targets(b, "a5")).contains("b6", "a4", "a3").doesNotContain("b4");
    }

    @Test
    void queens_first_move_lifts_the_restraint_on_her_captures_OM6() throws Exception {
        Game g = rolled(6, 1, "w", "", "Kd1", "Qh4", "ke8", "pg5");
        assertThat(targets(g, "h4")).doesNotContain("g5");
        g.play("h4g3");                      // her first move
        rollAndPass(g, 3, 4);
        g.roll(6, 1);
        assertThat(targets(g, "g3")).contains("g5");
        g.play("g3g5");
        assertThat(g.pieceAt("g5")).isEqualTo('Q');
    }

    @Test
    void unmoved_queen_cannot_be_captured_from_her_enemy_half_but_can_from_her_own_half_OM6() throws Exception {
        // Black rooks h6 (ranks 5-8: the White queen's enemy half) and e4 (her own half).
        Game g = rolled(4, 1, "b", "", "Kd1", "Qh4", "ke8", "rh6", "re4");
        assertThat(targets(g, "e4")).contains("h4");
        assertThat(targets(g, "h6")).contains("h5").doesNotContain("h4");
        // Knights the same way: g6 stands on her enemy half, f3 on her own.
        Game n = rolled(2, 1, "b", "", "Kd1", "Qh4", "ke8", "ng6", "nf3");
        assertThat(targets(n, "f3")).contains("h4");
        assertThat(targets(n, "g6")).doesNotContain("h4");
        // White pieces on ranks 1-4 cannot take the unmoved Black queen on a5; from rank 5-8 they can.
        Game w = rolled(4, 1, "w", "", "Kh1", "Ra1", "Rd5", "qa5", "ke8");
        assertThat(targets(w, "a1")).doesNotContain("a5");
        assertThat(targets(w, "d5")).contains("a5");
    }

    @Test
    void queen_that_has_moved_can_be_captured_from_anywhere_OM6() throws Exception {
        Game g = rolled(4, 1, "b", "", "Kd1", "Qh4", "ke8", "rh8");
        assertThat(targets(g, "h8")).doesNotContain("h4");
        g.play("pass");
        g.roll(6, 1);
        g.play("h4h5");                      // her first move, onto her enemy half
        g.roll(4, 1);
        assertThat(targets(g, "h8")).contains("h5");
        // And a moved queen placed on her start square.
        String moved = om.position().place("Kd1", "Qh4", "ke8", "rh8").movesMade("h4", 1).side("b").build();
        assertThat(targets(rolled(moved, 4, 1), "h8")).contains("h4");
    }

    @Test
    void in_a_two_leg_capture_the_capturer_stands_where_its_capturing_leg_starts_OM6() throws Exception {
        // The definition's reading (a note in omechanga.variant; no ruling settles it): a 2-2 knight or a
        // 7-7 wizard "stands", when it captures, on the square its capturing leap starts from.
        // e5-f3xh4: the move starts on the White queen's enemy half, the capturing leap on her own half.
        assertThat(targets(rolled(2, 2, "b", "", "Kd1", "Qh4", "ke8", "ne5"), "e5")).contains("f3", "h4");
        // e3-f5xh4 (g2, the other way in, is blocked): the capturing leap starts on her enemy half.
        assertThat(targets(rolled(2, 2, "b", "", "Kd1", "Qh4", "ke8", "ne3", "pg2"), "e3")).contains("f5").doesNotContain("h4");
        String moved = om.position().place("Kd1", "Qh4", "ke8", "ne3", "pg2").movesMade("h4", 1).side("b").build();
        assertThat(targets(rolled(moved, 2, 2), "e3")).contains("h4");
        // White against the unmoved Black queen: d4-c6xa5 counts from c6 (her own half) ...
        assertThat(targets(rolled(2, 2, "w", "", "Kh1", "Nd4", "ke8", "qa5"), "d4")).contains("a5");
        // ... but with c6 blocked only d4-b3xa5 is left, from b3 on her enemy half.
        assertThat(targets(rolled(2, 2, "w", "", "Kh1", "Nd4", "Pc6", "ke8", "qa5"), "d4")).contains("b3").doesNotContain("a5");
    }

    // ------------------------------------------------------------------ OM-7 queen's pawn

    @Test
    void queens_pawn_makes_its_first_move_only_sideways_or_as_a_capture_OM7() throws Exception {
        assertThat(targets(start(1, 2), "g4")).containsExactlyInAnyOrder("f4", "e4");
        // With a capture on offer, and with 1-1 (no knight leap: that is neither sideways nor a capture).
        Game g = rolled(1, 1, "w", "", "Kd1", "Qh4", "Pg4", "ke8", "pf5");
        assertThat(targets(g, "g4")).containsExactlyInAnyOrder("f4", "e4", "f5");
        // Black's queen's pawn b5.
        Game b = om.newGame();
        rollAndPass(b, 3, 4);
        b.roll(1, 2);
        assertThat(targets(b, "b5")).containsExactlyInAnyOrder("c5", "d5");
        Game bc = rolled(1, 2, "b", "", "Kh1", "Pa4", "ke8", "qa5", "pb5");
        assertThat(targets(bc, "b5")).containsExactlyInAnyOrder("c5", "d5", "a4");
    }

    @Test
    void queens_pawn_moves_forward_after_its_first_move_OM7() throws Exception {
        Game g = rolled(1, 2, "w", "", "Kd1", "Qh4", "Pg4", "ke8");
        assertThat(targets(g, "g4")).doesNotContain("g5");
        g.play("g4f4");
        rollAndPass(g, 3, 4);
        g.roll(1, 2);
        assertThat(targets(g, "f4")).contains("f5");
        // A pawn standing on g4 that has moved is no longer restricted.
        String moved = om.position().place("Kd1", "Qh4", "Pg4", "ke8").movesMade("g4", 1).build();
        assertThat(targets(rolled(moved, 1, 2), "g4")).contains("g5");
    }

    // ------------------------------------------------------------------ OM-8 wizard

    @Test
    void wizard_enters_only_on_empty_squares_of_its_home_rank_or_queen_file_OM8() throws Exception {
        Game g = start(7, 1);
        assertThat(drops(g)).containsExactlyInAnyOrder("W@e1", "W@f1", "W@h5", "W@h6");
        // Entering is the whole move.
        g.play("W@e1");
        assertThat(g.pieceAt("e1")).isEqualTo('W');
        assertThat(g.sideToMove()).isEqualTo("black");
        assertThat(g.position()).contains("[w]");
        // Black: rank 8 and the a-file (c8, d8, a4, a3 are the empty ones).
        g.roll(7, 1);
        assertThat(drops(g)).containsExactlyInAnyOrder("W@c8", "W@d8", "W@a4", "W@a3");
        g.play("W@a3");
        assertThat(g.pieceAt("a3")).isEqualTo('w');
        // On an emptier board: all empty squares of rank 1 and the h-file, nothing else.
        Game e = rolled(7, 1, "w", "W", "Kd1", "Bh3", "ke8", "ph6");
        assertThat(drops(e)).containsExactlyInAnyOrder(
                "W@a1", "W@b1", "W@c1", "W@e1", "W@f1", "W@g1", "W@h1", "W@h2", "W@h4", "W@h5", "W@h7", "W@h8");
    }

    @ParameterizedTest
    @ValueSource(strings = {"71", "17", "77", "78", "81", "88"})
    void wizard_enters_with_a_7_or_an_8_OM8(String roll) throws Exception {
        Game g = start(roll.charAt(0) - '0', roll.charAt(1) - '0');
        assertThat(drops(g)).containsExactlyInAnyOrder("W@e1", "W@f1", "W@h5", "W@h6");
    }

    @ParameterizedTest
    @ValueSource(strings = {"12", "34", "56", "66", "11", "55"})
    void wizard_does_not_enter_without_a_7_or_an_8_OM8(String roll) throws Exception {
        Game g = start(roll.charAt(0) - '0', roll.charAt(1) - '0');
        assertThat(drops(g)).isEmpty();
        assertThatThrownBy(() -> g.play("W@e1")).isInstanceOf(IllegalMoveException.class);
    }

    @Test
    void wizard_on_the_board_leaps_like_a_camel_or_steps_one_square_diagonally_capturing_OM8() throws Exception {
        Game g = rolled(7, 1, "w", "", "Kh1", "Wd4", "Pc3", "ka8", "pe5", "pe7");
        assertThat(targets(g, "d4")).containsExactlyInAnyOrder(
                "c5", "e3", "e5",                                        // one diagonal step (c3 own), capturing e5
                "c1", "e1", "c7", "e7", "a3", "a5", "g3", "g5");         // camel leaps, capturing e7
    }

    // ------------------------------------------------------------------ OM-9 castling

    private static final String[] CASTLE = {"Kd1", "Ra1", "Rh1", "ke8", "ra8", "rh8"};

    @ParameterizedTest
    @ValueSource(strings = {"45", "54", "48", "84", "58", "85", "88"})
    void castling_is_allowed_when_the_dice_allow_a_rook_and_a_king_OM9(String roll) throws Exception {
        int a = roll.charAt(0) - '0', b = roll.charAt(1) - '0';
        assertThat(rolled(position("w", "", "KQkq", CASTLE), a, b).legalMoves()).contains("d1b1", "d1g1");
        assertThat(rolled(position("b", "", "KQkq", CASTLE), a, b).legalMoves()).contains("e8g8", "e8b8");
    }

    @ParameterizedTest
    @ValueSource(strings = {"46", "44", "55", "41", "51", "81", "86", "87"})
    void castling_is_refused_unless_one_die_allows_the_rook_and_the_other_the_king_OM9(String roll) throws Exception {
        int a = roll.charAt(0) - '0', b = roll.charAt(1) - '0';
        assertThat(rolled(position("w", "", "KQkq", CASTLE), a, b).legalMoves()).doesNotContain("d1b1", "d1g1");
        assertThat(rolled(position("b", "", "KQkq", CASTLE), a, b).legalMoves()).doesNotContain("e8g8", "e8b8");
    }

    @Test
    void castling_moves_king_and_rook_on_either_side_OM9() throws Exception {
        // White king side: king d1-b1, rook a1-c1.
        Game k = rolled(position("w", "", "KQkq", CASTLE), 4, 5);
        k.play("d1b1");
        assertThat(List.of(k.pieceAt("a1"), k.pieceAt("b1"), k.pieceAt("c1"), k.pieceAt("d1"))).containsExactly('.', 'K', 'R', '.');
        assertThat(k.position().split(" ")[2]).isEqualTo("kq");
        // Black king side: king e8-g8, rook h8-f8.
        k.roll(5, 4);
        k.play("e8g8");
        assertThat(List.of(k.pieceAt("e8"), k.pieceAt("f8"), k.pieceAt("g8"), k.pieceAt("h8"))).containsExactly('.', 'r', 'k', '.');
        assertThat(k.position().split(" ")[2]).isEqualTo("-");
        // White queen side: king d1-g1 (three squares), rook h1-f1.
        Game q = rolled(position("w", "", "KQkq", CASTLE), 8, 8);
        q.play("d1g1");
        assertThat(List.of(q.pieceAt("d1"), q.pieceAt("e1"), q.pieceAt("f1"), q.pieceAt("g1"), q.pieceAt("h1")))
                .containsExactly('.', '.', 'R', 'K', '.');
        // Black queen side: king e8-b8, rook a8-c8.
        q.roll(4, 8);
        q.play("e8b8");
        assertThat(List.of(q.pieceAt("a8"), q.pieceAt("b8"), q.pieceAt("c8"), q.pieceAt("d8"), q.pieceAt("e8")))
                .containsExactly('.', 'k', 'r', '.', '.');
    }

    @Test
    void castling_needs_the_squares_between_king_and_rook_empty_OM9() throws Exception {
        assertThat(rolled(position("w", "", "KQ", "Kd1", "Ra1", "Nb1", "Rh1", "ke8"), 4, 5).legalMoves())
                .contains("d1g1").doesNotContain("d1b1");
        assertThat(rolled(position("w", "", "KQ", "Kd1", "Ra1", "Bc1", "Rh1", "ke8"), 4, 5).legalMoves())
                .contains("d1g1").doesNotContain("d1b1");
        assertThat(rolled(position("w", "", "KQ", "Kd1", "Ra1", "Rh1", "Ne1", "ke8"), 4, 5).legalMoves())
                .contains("d1b1").doesNotContain("d1g1");
        assertThat(rolled(position("w", "", "KQ", "Kd1", "Ra1", "Rh1", "ke8", "nf1"), 4, 5).legalMoves())
                .contains("d1b1").doesNotContain("d1g1");
        assertThat(rolled(position("b", "", "kq", "Kd1", "ke8", "ra8", "rh8", "Bg8"), 4, 5).legalMoves())
                .contains("e8b8").doesNotContain("e8g8");
        assertThat(rolled(position("b", "", "kq", "Kd1", "ke8", "ra8", "rh8", "nd8"), 4, 5).legalMoves())
                .contains("e8g8").doesNotContain("e8b8");
    }

    @Test
    void queen_side_castling_waits_until_the_g1_or_b8_pawn_has_left_OM9() throws Exception {
        Game g = rolled(position("w", "", "KQkq", "Kd1", "Ra1", "Rh1", "Pg1", "ke8", "ra8", "rh8", "pb8"), 4, 5);
        assertThat(g.legalMoves()).contains("d1b1").doesNotContain("d1g1");
        g.play("pass");
        g.roll(4, 5);
        assertThat(g.legalMoves()).contains("e8g8").doesNotContain("e8b8");
        g.play("pass");
        // Sideways onto f1 the pawn still stands between.
        g.roll(1, 3);
        g.play("g1f1");
        rollAndPass(g, 3, 3);
        g.roll(4, 5);
        assertThat(g.legalMoves()).doesNotContain("d1g1");
        g.play("pass");
        rollAndPass(g, 3, 3);
        g.roll(1, 3);
        g.play("f1f2");
        g.roll(1, 3);
        g.play("b8b7");
        g.roll(5, 4);
        assertThat(g.legalMoves()).contains("d1g1", "d1b1");
        g.play("d1g1");
        g.roll(8, 5);
        assertThat(g.legalMoves()).contains("e8b8", "e8g8");
    }

    @Test
    void castling_needs_king_and_rook_unmoved_OM9() throws Exception {
        Game g = rolled(position("w", "", "KQkq", CASTLE), 4, 1);
        g.play("a1a2");
        rollAndPass(g, 3, 3);
        g.roll(4, 1);
        g.play("a2a1");                      // back on a1, but it has moved
        rollAndPass(g, 3, 3);
        g.roll(4, 5);
        assertThat(g.legalMoves()).contains("d1g1").doesNotContain("d1b1");
        assertThat(g.position().split(" ")[2]).isEqualTo("Kkq");
        // The king moved: neither side.
        Game k = rolled(position("b", "", "KQkq", CASTLE), 5, 1);
        k.play("e8e7");
        rollAndPass(k, 3, 3);
        k.roll(5, 1);
        k.play("e7e8");
        rollAndPass(k, 3, 3);
        k.roll(4, 5);
        assertThat(k.legalMoves()).doesNotContain("e8g8", "e8b8");
        // A position string's pieces moved away and back count as moved.
        String moved = om.position().place(CASTLE).castling("KQkq").movesMade("d1", 2).build();
        assertThat(rolled(moved, 4, 5).legalMoves()).doesNotContain("d1b1", "d1g1");
    }

    // ------------------------------------------------------------------ OM-10 promotion

    @Test
    void white_promotes_only_on_a_light_square_and_black_only_on_a_dark_square_of_the_last_rank_OM10() throws Exception {
        // White has lost Q, R, B, N (wizard in hand: not lost).
        Game g = rolled(1, 2, "w", "W", "Kh1", "Pb7", "Pe7", "kd5");
        assertThat(dark("b8")).isTrue();
        assertThat(targets(g, "b7")).containsExactlyInAnyOrder("b8", "a7", "c7");
        assertThat(targets(g, "e7")).containsExactlyInAnyOrder("e8", "e8q", "e8r", "e8b", "e8n", "d7", "f7");
        // Black: e1 is dark (promotes), d1 light (does not).
        Game b = rolled(1, 2, "b", "w", "Ka8", "kh8", "pd2", "pe2");
        assertThat(targets(b, "e2")).containsExactlyInAnyOrder("e1", "e1q", "e1r", "e1b", "e1n", "f2");
        assertThat(targets(b, "d2")).containsExactlyInAnyOrder("d1", "c2");
        // By capture on a light square too.
        Game c = rolled(1, 2, "w", "W", "Kh1", "Pd7", "kd5", "nc8", "ne8");
        assertThat(targets(c, "d7")).contains("c8q", "c8", "e8n", "e8").doesNotContain("d8q");
    }

    @Test
    void promotion_is_optional_and_a_pawn_on_the_last_rank_keeps_moving_sideways_OM10() throws Exception {
        Game g = rolled(1, 2, "w", "W", "Kh1", "Pe7", "Pb8", "kd5");
        // From dark b8 sideways onto light a8 or c8: promotion offered there.
        assertThat(targets(g, "b8")).containsExactlyInAnyOrder("a8", "a8q", "a8r", "a8b", "a8n", "c8", "c8q", "c8r", "c8b", "c8n");
        g.play("e7e8");                      // stays a pawn
        assertThat(g.pieceAt("e8")).isEqualTo('P');
        rollAndPass(g, 3, 4);
        g.roll(1, 2);
        // On the last rank: only sideways, onto dark squares here (no promotion).
        assertThat(targets(g, "e8")).containsExactlyInAnyOrder("d8", "f8");
    }

    @Test
    void promotion_only_to_a_lost_type_so_no_second_queen_OM10() throws Exception {
        // Only a knight lost: the pawn becomes a knight or stays a pawn.
        String[] army = {"Kh1", "Qh4", "Ra1", "Rh2", "Bc1", "Bh3", "Nb1", "Pe7", "kd5"};
        Game g = rolled(1, 2, "w", "W", army);
        assertThat(targets(g, "e7")).containsExactlyInAnyOrder("e8", "e8n", "d7", "f7");
        // Without the queen on the board a queen is offered, never while she is there.
        Game q = rolled(1, 2, "w", "W", "Kh1", "Ra1", "Rh2", "Bc1", "Bh3", "Nb1", "Ng1", "Pe7", "kd5");
        assertThat(targets(q, "e7")).containsExactlyInAnyOrder("e8", "e8q", "d7", "f7");
        // The wizard: in hand it is not lost; lost when neither in hand nor on the board.
        Game w = rolled(1, 2, "w", "", "Kh1", "Qh4", "Ra1", "Rh2", "Bc1", "Bh3", "Nb1", "Ng1", "Pe7", "kd5");
        assertThat(targets(w, "e7")).containsExactlyInAnyOrder("e8", "e8w", "d7", "f7");
        Game wb = rolled(1, 2, "w", "", "Kh1", "Qh4", "Ra1", "Rh2", "Bc1", "Bh3", "Nb1", "Ng1", "Wf1", "Pe7", "kd5");
        assertThat(targets(wb, "e7")).containsExactlyInAnyOrder("e8", "d7", "f7");
    }

    @Test
    void each_lost_piece_is_reinstated_only_once_OM10() throws Exception {
        // Both rooks lost: two pawns may become rooks, the third may not.
        Game g = rolled(1, 2, "w", "W", "Kh1", "Qh4", "Bc1", "Bh3", "Nb1", "Ng1", "Pa7", "Pc7", "Pe7", "kd5");
        assertThat(targets(g, "e7")).contains("e8r");
        g.play("e7e8r");
        assertThat(g.pieceAt("e8")).isEqualTo('R');
        rollAndPass(g, 3, 4);
        g.roll(1, 2);
        assertThat(targets(g, "c7")).contains("c8r");
        g.play("c7c8r");
        rollAndPass(g, 3, 4);
        g.roll(1, 2);
        assertThat(targets(g, "a7")).containsExactlyInAnyOrder("a8", "b7");
    }

    // ------------------------------------------------------------------ OM-11 capturing the king

    @Test
    void capturing_the_king_wins_and_the_game_then_has_no_moves_OM11_G2() throws Exception {
        Game g = rolled(4, 4, "w", "", "Kh1", "Ra4", "Nc3", "ka8");
        g.play("a4a8");
        assertThat(g.result()).isEqualTo(new Result(Result.Status.WIN, "white", "royal piece captured"));
        assertThat(g.pieceAt("a8")).isEqualTo('R');
        assertThat(g.phase()).isEqualTo(Game.Phase.OVER);
        assertThat(g.legalMoves()).isEmpty();
        assertThat(g.rerollOptions()).isEmpty();
        assertThat(g.perft(1)).isZero();
        assertThat(g.perft(2)).isZero();
        assertThatThrownBy(() -> g.roll(1, 2)).isInstanceOf(IllegalMoveException.class);
        assertThatThrownBy(() -> g.play("pass")).isInstanceOf(IllegalMoveException.class);
        // A position without a king is over too (G-2).
        Game over = om.newGame(position("b", "", "-", "Kh1", "Ra8"));
        assertThat(over.result().winner()).isEqualTo("white");
        assertThat(over.legalMoves()).isEmpty();
    }

    @Test
    void there_is_no_check_a_king_may_stand_attacked_and_step_onto_attacked_squares_OM11() throws Exception {
        // The black rook e8 attacks the e-file, the rook d8 the white king.
        Game g = rolled(5, 1, "w", "", "Kd4", "Pa2", "ka8", "re8", "rd8");
        assertThat(targets(g, "d4")).contains("e3", "e4", "e5", "d5");
        assertThat(g.legalMoves()).contains("a2a3", "pass");
    }

    // ------------------------------------------------------------------ OM-12 victory roll

    private static final String[] VICTORY = {"Kh1", "Ra4", "Nc3", "ka8"};

    @Test
    void king_capture_made_possible_by_a_first_roll_double_is_played_at_once_OM12() throws Exception {
        Game g = rolled(4, 4, "w", "", VICTORY);
        g.play("a4a8");
        assertThat(g.phase()).isEqualTo(Game.Phase.OVER);
        assertThat(g.result().winner()).isEqualTo("white");
        // 8-8 the same, and the 4-4 range of 8 (a1-a8) the same.
        Game e = rolled(8, 8, "w", "", VICTORY);
        e.play("a4a8");
        assertThat(e.result().winner()).isEqualTo("white");
        Game r = rolled(4, 4, "w", "", "Kh1", "Ra1", "ka8");
        r.play("a1a8");
        assertThat(r.result().winner()).isEqualTo("white");
        // Black the same way.
        Game b = rolled(4, 4, "b", "", "Ka1", "ra4", "kh8");
        b.play("a4a1");
        assertThat(b.result().winner()).isEqualTo("black");
    }

    @Test
    void king_capture_on_a_first_roll_without_a_double_waits_for_a_confirmation_roll_OM12() throws Exception {
        Game g = rolled(4, 2, "w", "", VICTORY);
        g.play("a4a8");
        assertThat(g.phase()).isEqualTo(Game.Phase.CONFIRM);
        assertThat(g.result().isOver()).isFalse();
        assertThat(g.pieceAt("a8")).isEqualTo('k');
        assertThat(g.pieceAt("a4")).isEqualTo('R');
        assertThat(g.sideToMove()).isEqualTo("white");
        assertThat(g.position()).contains("pending:a4a8");
        // Nothing to do but roll: no moves, no re-roll.
        assertThat(g.legalMoves()).isEmpty();
        assertThat(g.rerollOptions()).isEmpty();
        assertThatThrownBy(() -> g.play("c3d5")).isInstanceOf(IllegalMoveException.class);
        assertThatThrownBy(() -> g.reroll("both", 4, 4)).isInstanceOf(IllegalMoveException.class);
        // The same state from a position string.
        Game s = om.newGame(position("w", "", "-", VICTORY) + " rolls:42 pending:a4a8");
        assertThat(s.phase()).isEqualTo(Game.Phase.CONFIRM);
    }

    @Test
    void confirmation_roll_that_allows_the_same_capture_makes_it_and_wins_OM12() throws Exception {
        for (int[] roll : new int[][]{{4, 1}, {6, 4}, {4, 4}, {8, 8}}) {
            Game g = rolled(4, 2, "w", "", VICTORY);
            g.play("a4a8");
            g.roll(roll[0], roll[1]);
            assertThat(g.result()).as("confirmed by %d,%d", roll[0], roll[1])
                    .isEqualTo(new Result(Result.Status.WIN, "white", "royal piece captured"));
            assertThat(g.pieceAt("a8")).isEqualTo('R');
            assertThat(g.phase()).isEqualTo(Game.Phase.OVER);
        }
    }

    @Test
    void failed_confirmation_leaves_the_new_roll_to_move_or_pass_without_a_reroll_OM12() throws Exception {
        Game g = rolled(4, 2, "w", "", VICTORY);
        g.play("a4a8");
        g.roll(2, 3);                         // no rook: the capture does not stand
        assertThat(g.phase()).isEqualTo(Game.Phase.CHOOSE);
        assertThat(g.result().isOver()).isFalse();
        assertThat(g.sideToMove()).isEqualTo("white");
        assertThat(g.pieceAt("a8")).isEqualTo('k');
        assertThat(g.dice()).containsExactly(2, 3);
        assertThat(g.rerollOptions()).isEmpty();
        assertThat(g.legalMoves()).containsExactlyInAnyOrder("c3a2", "c3b1", "c3b5", "c3d1", "c3d5", "c3e2", "c3e4", "pass");
        g.play("c3d5");
        assertThat(g.sideToMove()).isEqualTo("black");
        // A failed confirmation may also be taken as points: the new roll's total.
        Game p = rolled(4, 2, "w", "", VICTORY);
        p.play("a4a8");
        p.roll(1, 3);
        assertThat(p.legalMoves()).containsExactly("pass");
        p.play("pass");
        assertThat(p.points("white")).isEqualTo(4.0);
        // An 8 does not confirm: it moves any piece but without capturing.
        Game e = rolled(4, 2, "w", "", VICTORY);
        e.play("a4a8");
        e.roll(8, 1);
        assertThat(e.phase()).isEqualTo(Game.Phase.CHOOSE);
        assertThat(e.legalMoves()).contains("a4a7", "c3d5", "h1g1", "pass").doesNotContain("a4a8");
        assertThat(e.rerollOptions()).isEmpty();
    }

    @Test
    void after_a_reroll_even_a_double_needs_confirmation_by_a_third_roll_that_can_fail_OM12() throws Exception {
        Game g = rolled(1, 2, "w", "", VICTORY);
        g.reroll("both", 4, 4);               // a double, but not the turn's first roll
        g.play("a4a8");
        assertThat(g.phase()).isEqualTo(Game.Phase.CONFIRM);
        g.roll(3, 3);                          // the third roll: no rook
        assertThat(g.phase()).isEqualTo(Game.Phase.CHOOSE);
        assertThat(g.pieceAt("a8")).isEqualTo('k');
        assertThat(g.dice()).containsExactly(3, 3);
        assertThat(g.rerollOptions()).isEmpty();
        assertThat(g.legalMoves()).containsExactly("pass");
        g.play("pass");
        assertThat(g.points("white")).isEqualTo(6.0);
        // A single die re-rolled to a 4 the same way.
        Game o = rolled(1, 2, "w", "", VICTORY);
        o.reroll("1", 4, 2);
        o.play("a4a8");
        assertThat(o.phase()).isEqualTo(Game.Phase.CONFIRM);
        o.roll(2, 2);
        assertThat(o.phase()).isEqualTo(Game.Phase.CHOOSE);
        assertThat(o.legalMoves()).contains("c3d5", "pass").doesNotContain("a4a8");
    }

    @Test
    void after_a_reroll_the_third_roll_confirms_the_capture_OM12() throws Exception {
        Game g = rolled(1, 2, "w", "", VICTORY);
        g.reroll("1", 4, 2);
        g.play("a4a8");
        g.roll(4, 6);
        assertThat(g.result()).isEqualTo(new Result(Result.Status.WIN, "white", "royal piece captured"));
        Game b = rolled(1, 2, "w", "", VICTORY);
        b.reroll("both", 4, 4);
        b.play("a4a8");
        b.roll(8, 8);
        assertThat(b.result().winner()).isEqualTo("white");
    }

    // ------------------------------------------------------------------ OM-13 scoring

    @Test
    void winner_adds_8_and_keeps_their_points_while_the_loser_loses_theirs_OM13() throws Exception {
        Game g = rolled(position("w", "", "-", VICTORY) + " points:5,12", 4, 4);
        assertThat(g.score()).isEqualTo(Map.of("white", 5.0, "black", 12.0));
        g.play("a4a8");
        assertThat(g.score()).isEqualTo(Map.of("white", 13.0, "black", 0.0));
        // Black wins the same way.
        Game b = rolled(position("b", "", "-", "Ka1", "ra4", "kh8") + " points:20,3", 8, 8);
        b.play("a4a1");
        assertThat(b.score()).isEqualTo(Map.of("white", 0.0, "black", 11.0));
    }

    @Test
    void game_ended_by_the_ply_limit_is_drawn_and_both_keep_their_points_OM13() throws Exception {
        Game g = om.newGame();
        for (int ply = 0; ply < 400; ply++) {
            assertThat(g.result().isOver()).as("ply %d", ply).isFalse();
            if (ply % 2 == 0) rollAndPass(g, 3, 4);
            else rollAndPass(g, 3, 3);
        }
        assertThat(g.result()).isEqualTo(new Result(Result.Status.DRAW, null, "ply limit"));
        assertThat(g.phase()).isEqualTo(Game.Phase.OVER);
        assertThat(g.score()).isEqualTo(Map.of("white", 1400.0, "black", 1200.0));
        assertThat(g.legalMoves()).isEmpty();
    }

    @Test
    void five_game_match_of_random_games_alternating_colours_sums_the_game_scores_OM13() throws Exception {
        assertThat(om.matchGames()).isEqualTo(5);
        List<Map<String, Double>> scores = new ArrayList<>();
        for (int i = 0; i < om.matchGames(); i++) {
            Game g = om.newGame().seed(7000 + i);
            // Seats A and B each have their own seeded random player; A plays White in games 1, 3 and 5.
            // (With these seeds the engine at c40545a ends three games by a king capture, two by the ply limit.)
            RandomPlayer a = new RandomPlayer(1 + 10L * i), b = new RandomPlayer(2 + 10L * i);
            RandomPlayer white = i % 2 == 0 ? a : b, black = i % 2 == 0 ? b : a;
            for (int turn = 0; turn < 1000 && g.phase() != Game.Phase.OVER; turn++) {
                (g.sideToMove().equals("white") ? white : black).playTurn(g);
            }
            Result r = g.result();
            assertThat(r.isOver()).as("game %d", i).isTrue();
            Map<String, Double> s = g.score();
            if (r.status() == Result.Status.WIN) {
                String loser = r.winner().equals("white") ? "black" : "white";
                assertThat(s.get(r.winner())).isEqualTo(g.points(r.winner()) + 8);
                assertThat(s.get(loser)).isZero();
            } else {
                assertThat(r.reason()).isEqualTo("ply limit");
                assertThat(s).isEqualTo(Map.of("white", g.points("white"), "black", g.points("black")));
            }
            // The record replays to the same end and score.
            Game replayed = Game.replay(om, g.record(Map.of()));
            assertThat(replayed.position()).isEqualTo(g.position());
            assertThat(replayed.score()).isEqualTo(s);
            scores.add(s);
        }
        Map<String, Double> totals = matchTotals(scores);
        double a = scores.get(0).get("white") + scores.get(1).get("black") + scores.get(2).get("white")
                + scores.get(3).get("black") + scores.get(4).get("white");
        double b = scores.get(0).get("black") + scores.get(1).get("white") + scores.get(2).get("black")
                + scores.get(3).get("white") + scores.get(4).get("black");
        assertThat(totals).isEqualTo(Map.of("A", a, "B", b));
        double all = scores.stream().mapToDouble(s -> s.get("white") + s.get("black")).sum();
        assertThat(totals.get("A") + totals.get("B")).isEqualTo(all);
    }

    // ------------------------------------------------------------------ OM-14 notation

    @Test
    void pawn_moves_are_written_square_to_square_and_other_moves_in_algebraic_notation_OM14() throws Exception {
        Game g = rolled(1, 2, "w", "", "Kd1", "Qh4", "Pg4", "Pd2", "Nb1", "ke8", "pf5");
        Map<String, String> shown = display(g);
        assertThat(shown).containsEntry("g4f4", "g4-f4").containsEntry("g4f5", "g4xf5")
                .containsEntry("g4e4", "g4-e4").containsEntry("d2d4", "d2-d4").containsEntry("d2f2", "d2-f2")
                .containsEntry("b1c3", "Nc3").containsEntry("pass", "pass");
        g.play("g4xf5");
        assertThat(g.pieceAt("f5")).isEqualTo('P');
        Game h = rolled(1, 2, "w", "", "Kd1", "Qh4", "Pg4", "ke8", "pf5");
        h.play("g4-f4");
        assertThat(h.pieceAt("f4")).isEqualTo('P');
        // Promotion square to square too.
        Game p = rolled(1, 2, "w", "W", "Kh1", "Pe7", "kd5", "nf8");
        assertThat(display(p)).containsEntry("e7e8r", "e7-e8=R").containsEntry("e7e8", "e7-e8")
                .containsEntry("e7f8", "e7xf8");
        // Black pawns the same way.
        Game b = om.newGame();
        rollAndPass(b, 3, 4);
        b.roll(1, 3);
        assertThat(display(b)).containsEntry("b5c5", "b5-c5").containsEntry("e7e5", "e7-e5");
    }

    @Test
    void castling_is_written_O_O_on_the_king_side_and_O_O_O_on_the_queen_side_OM14_OM9() throws Exception {
        Game w = rolled(position("w", "", "KQkq", CASTLE), 4, 5);
        assertThat(display(w)).containsEntry("d1b1", "O-O").containsEntry("d1g1", "O-O-O");
        w.play("O-O");
        assertThat(w.pieceAt("b1")).isEqualTo('K');
        Game b = rolled(position("b", "", "KQkq", CASTLE), 4, 5);
        assertThat(display(b)).containsEntry("e8g8", "O-O").containsEntry("e8b8", "O-O-O");
    }

    // ------------------------------------------------------------------ OM-15 solitaire

    @Test
    void solitaire_rolls_for_both_sides_and_offers_each_side_its_options_OM15() throws Exception {
        Game g = om.newGame().seed(7);
        List<String> transcript = new ArrayList<>();
        for (String side : List.of("white", "black", "white", "black")) {
            assertThat(g.sideToMove()).isEqualTo(side);
            assertThat(g.phase()).isEqualTo(Game.Phase.ROLL);
            g.roll();                                  // the program rolls
            int[] d = g.dice();
            assertThat(d).hasSize(2);
            assertThat(d[0]).isBetween(1, 8);
            assertThat(d[1]).isBetween(1, 8);
            assertThat(g.rerollOptions()).containsExactlyInAnyOrder("1", "2", "both");
            List<String> moves = g.legalMoves();
            assertThat(moves).contains("pass");
            // Every move offered is the side to move's own.
            for (String m : moves) {
                if (m.equals("pass") || m.contains("@")) continue;
                char piece = g.pieceAt(m.substring(0, 2));
                assertThat(side.equals("white") ? Character.isUpperCase(piece) : Character.isLowerCase(piece)).as(m).isTrue();
            }
            String choice = moves.stream().filter(m -> !m.equals("pass")).findFirst().orElse("pass");
            g.play(choice);
            transcript.add(d[0] + "" + d[1] + " " + choice);
        }
        assertThat(g.history()).hasSize(4);
        // The same seed and the same decisions give the same game.
        Game again = om.newGame().seed(7);
        for (String t : transcript) {
            again.roll();
            assertThat(again.dice()[0] + "" + again.dice()[1]).isEqualTo(t.substring(0, 2));
            again.play(t.substring(3));
        }
        assertThat(again.position()).isEqualTo(g.position());
    }

    @Test
    void solitaire_offers_both_sides_the_same_options_for_the_same_roll_OM15() throws Exception {
        // The setup is symmetric under a half turn: for every roll Black's moves are White's turned 180 degrees.
        for (int a = 1; a <= 8; a++) {
            for (int b = a; b <= 8; b++) {
                Game w = start(a, b);
                Game bl = om.newGame();
                rollAndPass(bl, 3, 4);
                bl.roll(a, b);
                assertThat(bl.legalMoves()).as("roll %d,%d", a, b)
                        .containsExactlyInAnyOrderElementsOf(w.legalMoves().stream().map(OmechangaTest::rotateMove).toList());
                assertThat(bl.rerollOptions()).isEqualTo(w.rerollOptions());
            }
        }
    }

    // ------------------------------------------------------------------ G-1 one move, one entry

    @Test
    void a_move_both_dice_allow_or_reached_two_ways_is_listed_once_G1() throws Exception {
        // 1-8: every pawn move is allowed by the 1 and by the 8; 7-8 and 1-8 give the same 33 moves.
        Game g = start(1, 8);
        assertThat(g.legalMoves()).doesNotHaveDuplicates().hasSize(33)
                .containsExactlyInAnyOrderElementsOf(start(7, 8).legalMoves());
        // Every roll, in the start position and in a middle game with castling and promotion on offer.
        String middle = position("w", "Ww", "KQkq", "Kd1", "Ra1", "Rh1", "Qe3", "Bc4", "Pc7", "Pe2", "Pg3",
                "ke8", "ra8", "rh8", "qa5", "nd5", "pb6", "pf7", "pg7", "pf2");
        for (int a = 1; a <= 8; a++) {
            for (int b = a; b <= 8; b++) {
                assertThat(start(a, b).legalMoves()).as("start %d,%d", a, b).doesNotHaveDuplicates();
                assertThat(rolled(middle, a, b).legalMoves()).as("middle %d,%d", a, b).doesNotHaveDuplicates();
                assertThat(rolled(middle.replace(" w ", " b "), a, b).legalMoves()).as("middle b %d,%d", a, b).doesNotHaveDuplicates();
            }
        }
        // A 2-2 knight reaching d5 by several paths (b1-c3-d5, and the wizard's 7-7 paths) once.
        assertThat(start(2, 2).legalMoves()).doesNotHaveDuplicates().contains("b1d5");
        assertThat(rolled(7, 7, "w", "", "Wd4", "Kh1", "ka8").legalMoves()).doesNotHaveDuplicates();
    }
}
