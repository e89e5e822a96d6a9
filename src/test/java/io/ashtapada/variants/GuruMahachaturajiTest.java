package io.ashtapada.variants;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.IllegalMoveException;
import io.ashtapada.api.Variant;
import io.ashtapada.model.Codes;
import io.ashtapada.model.PieceKind;
import io.ashtapada.model.Player;
import io.ashtapada.model.PositionData;
import io.ashtapada.model.PositionFormat;
import io.ashtapada.model.RuleModel;
import io.ashtapada.model.VariantCompiler;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Guru Mahachaturaji, the four-player form (variants-dsl/guru-mahachaturaji.variant, extending
 * guru-mahachaturanga.variant and sharing its hooks) against RULINGS.md GR-1..GR-6 as far as they
 * can be shown without eliminations (GR-4's checkmate and GR-7 belong to the turn, not to this
 * file). Positions are four-player position strings written by {@link #position} from pieces
 * given as owner letter + piece letter + square ("rKa1": Red's king on a1).
 */
class GuruMahachaturajiTest {
    private static Variant raji;
    private static RuleModel model;
    private static PositionFormat format;

    /** Player letters in turn order (GR-1: Red, Blue, Yellow, Green). */
    private static final String PLAYERS = "rbyg";
    private static final String FILES = "abcdefghijkl";

    @BeforeAll
    static void load() throws Exception {
        raji = Ashtapada.defaults().load(Path.of("variants-dsl/guru-mahachaturaji.variant"));
        model = io.ashtapada.api.Models.of(raji);
        format = PositionFormat.of(model);
        // The first JavaScript hook call in a JVM starts GraalJS; warm it up (see GuruMahachaturangaTest).
        for (int i = 0; i < 3; i++) raji.newGame().legalMoves();
    }

    // ------------------------------------------------------------------ helpers

    /** GR-1: a square turned {@code quarters} quarter turns anticlockwise: (file, rank) -> (13 - rank, file). */
    static String turn(String square, int quarters) {
        int f = FILES.indexOf(square.charAt(0)) + 1, r = Integer.parseInt(square.substring(1));
        for (int i = 0; i < ((quarters % 4) + 4) % 4; i++) {
            int nf = 13 - r;
            r = f;
            f = nf;
        }
        return FILES.charAt(f - 1) + Integer.toString(r);
    }

    /** A piece "rKa1" given as Red's would be for player {@code quarters} on: its owner shifted, its square turned. */
    static String turnPiece(String piece, int quarters) {
        char owner = PLAYERS.charAt((PLAYERS.indexOf(piece.charAt(0)) + quarters) % 4);
        return owner + piece.substring(1, 2) + turn(piece.substring(2), quarters);
    }

    static String[] turnAll(int quarters, String... pieces) {
        return Arrays.stream(pieces).map(p -> turnPiece(p, quarters)).toArray(String[]::new);
    }

    /**
     * A position string: side letter, castling field, moves-made field ("" or "d7=4,b11=7"),
     * then pieces as owner letter + piece letter + square.
     */
    static String position(String side, String castling, String moves, String... pieces) throws Exception {
        int[] board = new int[model.board().size];
        for (String p : pieces) {
            int s = model.board().square(p.substring(2));
            assertThat(s).as(p).isNotNegative();
            assertThat(board[s]).as("two pieces on " + p.substring(2)).isZero();
            board[s] = format.pieceCode(p.substring(0, 2));
        }
        String rows = format.format(new PositionData(board, new int[board.length], 0,
                new int[model.playerCount()][model.pieces().size()], new int[0], 0, 1)).split(" ")[0];
        return rows + " " + side + " " + castling + " - 0 1" + (moves.isEmpty() ? "" : " moves:" + moves);
    }

    static Game game(String side, String... pieces) throws Exception {
        return raji.newGame(position(side, "-", "", pieces));
    }

    /** The four kings on their corners (GR-1), for positions that need no other royal placement. */
    static final String[] KINGS = {"rKa1", "bKl1", "yKl12", "gKa12"};

    static String[] with(String[] base, String... more) {
        List<String> all = new ArrayList<>(Arrays.asList(base));
        all.addAll(Arrays.asList(more));
        return all.toArray(String[]::new);
    }

    static List<String> targets(Game g, String from) {
        return LegalMoves.targets(g, from);
    }

    // ------------------------------------------------------------------ the definition

    @Test
    void mahachaturaji_validates_with_four_players_in_turn_order_red_blue_yellow_green_GR1() {
        VariantCompiler.Result r = VariantCompiler.compileFile(Path.of("variants-dsl/guru-mahachaturaji.variant"));
        assertThat(r.diagnostics()).isEmpty();
        assertThat(raji.title()).isEqualTo("Guru Mahachaturaji");
        assertThat(raji.players()).containsExactly("red", "blue", "yellow", "green");
        List<Player> ps = model.players();
        assertThat(ps).extracting(Player::display).containsExactly("Red", "Blue", "Yellow", "Green");
        assertThat(ps).extracting(Player::colour).containsExactly("red", "blue", "yellow", "green");
        // Blue, Yellow and Green: Red's view turned 90, 180 and 270 degrees anticlockwise.
        assertThat(ps).extracting(Player::view).containsExactly(
                Player.View.NORTH, Player.View.WEST, Player.View.SOUTH, Player.View.EAST);
        assertThat(ps).extracting(Player::turned).containsExactly(false, true, true, true);
        // GR-6: no fifty-move or repetition rule; a ply limit of 1,000.
        assertThat(model.end().fiftyMove()).isZero();
        assertThat(model.end().repetition()).isZero();
        assertThat(model.end().plyLimit()).isEqualTo(1000);
        assertThat(model.end().check()).isTrue();
    }

    // ------------------------------------------------------------------ GR-1 the array

    @Test
    void every_army_is_reds_turned_a_further_quarter_anticlockwise_GR1() throws Exception {
        Game g = raji.newGame();
        List<String> red = List.of("rKa1", "rNb1", "rFa2", "rFb2", "rEc1", "rEd1", "rEa4", "rEa5", "rGe1", "rNa3",
                "rRf1", "rRa6", "rPb3", "rPb4", "rPb5", "rPb6", "rSc2", "rSd2", "rSe2", "rSf2");
        int[] board = format.parse(g.position()).board();
        Set<Integer> expected = new HashSet<>();
        for (int q = 0; q < 4; q++) {
            for (String p : red) {
                String piece = turnPiece(p, q);
                int s = model.board().square(piece.substring(2));
                assertThat(format.token(board[s])).as(piece).isEqualTo(piece.substring(0, 2));
                expected.add(s);
            }
        }
        // Nothing else stands on the board: 4 x 20 pieces.
        for (int s = 0; s < board.length; s++) {
            if (!expected.contains(s)) assertThat(board[s]).as(model.board().name(s)).isZero();
        }
        // The corners as GR-1 names them, and the quarter-turn formula itself.
        assertThat(format.token(board[model.board().square("l1")])).isEqualTo("bK");
        assertThat(format.token(board[model.board().square("l12")])).isEqualTo("yK");
        assertThat(format.token(board[model.board().square("a12")])).isEqualTo("gK");
        assertThat(turn("b3", 1)).isEqualTo("j2");
        // Each army: King, Guru, 2 Rooks, 2 Knights, 4 Elephants, 2 Ferzes, 8 pawns (4 of each kind).
        for (int p = 0; p < 4; p++) {
            int[] army = model.army()[p];
            assertThat(count(army, "king")).isEqualTo(1);
            assertThat(count(army, "guru")).isEqualTo(1);
            assertThat(count(army, "rook")).isEqualTo(2);
            assertThat(count(army, "knight")).isEqualTo(2);
            assertThat(count(army, "elephant")).isEqualTo(4);
            assertThat(count(army, "ferz")).isEqualTo(2);
            assertThat(count(army, "pawn") + count(army, "side-pawn")).isEqualTo(8);
        }
        assertThat(g.sideToMove()).isEqualTo("red");
    }

    private static int count(int[] army, String kind) {
        return army[model.pieceByName(kind).index()];
    }

    @Test
    void start_position_string_writes_each_piece_with_its_owners_letter() {
        assertThat(raji.startPosition()).isEqualTo(
                "gK,gF,gN,gE,gE,gR,yR,yG,yE,yE,yN,yK/gN,gF,gP,gP,gP,gP,yS,yS,yS,yS,yF,yF/gE,gS,8,yP,yN/"
                        + "gE,gS,8,yP,yE/gG,gS,8,yP,yE/gR,gS,8,yP,yR/rR,rP,8,bS,bR/rE,rP,8,bS,bG/rE,rP,8,bS,bE/"
                        + "rN,rP,8,bS,bE/rF,rF,rS,rS,rS,rS,bP,bP,bP,bP,bF,bN/rK,rN,rE,rE,rG,rR,bR,bE,bE,bN,bF,bK"
                        + " r f1,a6,l6,g1,g12,l7,a7,f12 - 0 1");
    }

    // ------------------------------------------------------------------ GR-2 pawns

    /**
     * GR-2 for each player: Red's b-file pawns (kind pawn) step up, its rank-2 pawns (side-pawn)
     * step right; every other army's pawns the same, turned. Captures one step diagonally
     * forward, never straight; no double step.
     */
    @ParameterizedTest(name = "player {0}")
    @ValueSource(ints = {0, 1, 2, 3})
    void pawns_advance_toward_the_nearer_all_enemy_edge_and_capture_diagonally_forward_GR2(int q) throws Exception {
        String side = String.valueOf(PLAYERS.charAt(q));
        String[] kings = turnAll(q, KINGS);
        // Red's view: a pawn on e7 (moves up), a side-pawn on g4 (moves right), Blue's knights
        // on their capture squares.
        Game g = game(side, with(kings, turnAll(q, "rPe7", "rSg4", "bNd8", "bNf8", "bNh5", "bNh3")));
        assertThat(targets(g, turn("e7", q))).containsExactlyInAnyOrder(turn("e8", q), turn("d8", q), turn("f8", q));
        assertThat(targets(g, turn("g4", q))).containsExactlyInAnyOrder(turn("h4", q), turn("h5", q), turn("h3", q));
        // Blocked straight ahead, and never a capture straight ahead.
        Game b = game(side, with(kings, turnAll(q, "rPe7", "rSg4", "bNe8", "bNh4")));
        assertThat(targets(b, turn("e7", q))).isEmpty();
        assertThat(targets(b, turn("g4", q))).isEmpty();
        // No double step from the start either (GR-2: no double steps, so no en passant).
        Game s = raji.newGame(raji.startPosition().replace(" r ", " " + side + " "));
        assertThat(targets(s, turn("b3", q))).isEmpty();                        // b4 is its own pawn
        assertThat(targets(s, turn("b6", q))).containsExactly(turn("a7", q));   // takes the next army's rook
        assertThat(targets(s, turn("f2", q))).containsExactly(turn("g1", q));   // g2 holds a pawn of the next army
    }

    @Test
    void pawns_never_reach_or_cross_their_kings_long_diagonal_GR2() throws Exception {
        // Beside the diagonal on their own side, pawns move as usual, and none of those moves
        // reaches it (Red's king's diagonal is a1-l12).
        Game g = game("r", with(KINGS, "rPc4", "rSe4", "bNb5", "bNd5", "bNf5", "bNf3"));
        assertThat(targets(g, "c4")).containsExactlyInAnyOrder("c5", "b5", "d5");
        assertThat(targets(g, "e4")).containsExactlyInAnyOrder("f4", "f5", "f3");
        // Placed on the wrong side (no game reaches this), a pawn neither steps onto the
        // diagonal (e5) nor captures across it (d5 / e4): it is stuck.
        assertThat(targets(game("r", with(KINGS, "rPe4", "bNd5", "bNf5")), "e4")).isEmpty();
        assertThat(targets(game("r", with(KINGS, "rSd5", "bNe6", "bNe4")), "d5")).isEmpty();
        // The same for Green, whose king's long diagonal runs a12-l1.
        Game green = game("g", with(turnAll(3, KINGS), turnAll(3, "rPc4", "rSe4", "bNb5", "bNd5", "bNf5", "bNf3")));
        assertThat(targets(green, turn("c4", 3))).containsExactlyInAnyOrder(turn("c5", 3), turn("b5", 3), turn("d5", 3));
    }

    @Test
    void a_pawn_promotes_from_its_fifth_move_to_the_type_of_its_line_read_as_a_file_GR2_GM5() throws Exception {
        // Red's d-file pawn: its fifth move may promote (d -> Elephant), its fourth may not.
        assertThat(targets(raji.newGame(position("r", "-", "d7=4", with(KINGS, "rPd7"))), "d7"))
                .containsExactlyInAnyOrder("d8", "d8e");
        assertThat(targets(raji.newGame(position("r", "-", "d7=3", with(KINGS, "rPd7"))), "d7"))
                .containsExactly("d8");
        // On the far edge promotion is compulsory; the corner gives a Rook.
        String[] noGreenCorner = {"rKa1", "bKl1", "yKl12", "gKe12"};
        assertThat(targets(raji.newGame(position("r", "-", "b11=7", with(noGreenCorner, "rPb11"))), "b11"))
                .containsExactly("b12e");
        assertThat(targets(raji.newGame(position("r", "-", "a11=5", with(noGreenCorner, "rPa11"))), "a11"))
                .containsExactly("a12r");
        // Blue's side-pawns step north (Red's rank-2 pawns turned): on the k-file (Red's rank 2
        // read as file b: an Elephant) and into Yellow's corner l12 (a Rook).
        String[] noYellowCorner = {"rKa1", "bKl1", "yKh10", "gKa12"};
        assertThat(targets(raji.newGame(position("b", "-", "k11=4,l11=9", with(noYellowCorner, "bSk11", "bSl11"))), "k11"))
                .containsExactly("k12e");
        assertThat(targets(raji.newGame(position("b", "-", "k11=4,l11=9", with(noYellowCorner, "bSk11", "bSl11"))), "l11"))
                .containsExactly("l12r");
    }

    @Test
    void the_promotion_type_of_every_square_is_read_along_the_pawns_own_line_GR2() {
        // Model data: the kind each pawn kind of each player becomes on each square.
        PieceKind pawn = model.pieceByName("pawn"), side = model.pieceByName("side-pawn");
        String types = "RENEFGGFENER";
        for (int q = 0; q < 4; q++) {
            for (int i = 0; i < 12; i++) {
                // Red's pawn on file i; Red's side-pawn on rank 12 - i (its files run from rank 12 on its left).
                String up = turn(FILES.charAt(i) + "12", q), right = turn("l" + (12 - i), q);
                assertThat(model.pieces().get(pawn.promotion().fileKind(q, model.board().square(up))).letter())
                        .as("pawn of player %d on %s", q, up).isEqualTo(types.charAt(i));
                assertThat(model.pieces().get(side.promotion().fileKind(q, model.board().square(right))).letter())
                        .as("side-pawn of player %d on %s", q, right).isEqualTo(types.charAt(i));
            }
        }
        // GR-2's examples: a Red side-pawn on rank 2 becomes an Elephant, one reaching l1 a Rook.
        assertThat(kindOf(side.promotion().fileKind(0, model.board().square("i2")))).isEqualTo("elephant");
        assertThat(kindOf(side.promotion().fileKind(0, model.board().square("l1")))).isEqualTo("rook");
    }

    private static String kindOf(int kind) {
        return model.pieces().get(kind).name();
    }

    /**
     * GR-2 through the engine for pawns that move along a rank (Red's side-pawns, and every
     * player's pawns of one of the two kinds): the promotion type is read along the pawn's own
     * line (PromotionRule.fileKind), not by the landing square's file.
     */
    @Test
    void a_pawn_moving_along_a_rank_promotes_to_its_ranks_type_GR2_GM5() throws Exception {
        String[] noBlueCorner = {"rKa1", "bKl3", "yKl12", "gKa12"};
        // Red's rank-2 side-pawn: rank 2 read as file b, an Elephant, from its fifth move.
        assertThat(targets(raji.newGame(position("r", "-", "h2=4", with(noBlueCorner, "rSh2"))), "h2"))
                .containsExactlyInAnyOrder("i2", "i2e");
        // Reaching the corner l1: compulsory, a Rook.
        assertThat(targets(raji.newGame(position("r", "-", "k1=5", with(noBlueCorner, "rSk1"))), "k1"))
                .containsExactly("l1r");
        // Blue's pawn steps west; on rank 5 (Red's file e turned: a Ferz) it must promote on the a-file.
        assertThat(targets(raji.newGame(position("b", "-", "b5=6", with(KINGS, "bPb5"))), "b5"))
                .containsExactly("a5f");
    }

    // ------------------------------------------------------------------ GR-3 castling

    @Test
    void blue_castles_both_ways_as_reds_castlings_turned_GR3() throws Exception {
        // Red: K a1-c1 with R f1-b1, K a1-a3 with R a6-a2; Blue's are those turned a quarter:
        // K l1-l3 with R l6-l2, K l1-j1 with R g1-k1. The knights on d1 and l9 stand between
        // Blue's rooks and the Red and Yellow kings: with Blue to move, a king Blue attacked
        // would be checkmated at once (GR-7).
        String[] pieces = {"rKa1", "rNd1", "bKl1", "bRl6", "bRg1", "yNl9", "yKl12", "gKa12"};
        Game g = raji.newGame(position("b", "l6,g1", "", pieces));
        assertThat(targets(g, "l1")).contains("l3", "j1");
        g.play("l1l3");
        assertThat(g.pieceAt("l3")).isNotEqualTo('.');
        String after = g.position();
        assertThat(format.token(format.parse(after).board()[model.board().square("l2")])).isEqualTo("bR");
        assertThat(format.parse(after).board()[model.board().square("l6")]).isZero();
        assertThat(after.split(" ")[2]).isEqualTo("-");
        Game j = raji.newGame(position("b", "l6,g1", "", pieces));
        j.play("l1j1");
        assertThat(format.token(format.parse(j.position()).board()[model.board().square("k1")])).isEqualTo("bR");
        // The castling field lists only what is still possible: without g1 the king side to j1 is gone.
        Game one = raji.newGame(position("b", "l6", "", pieces));
        assertThat(targets(one, "l1")).contains("l3").doesNotContain("j1");
        assertThat(one.position().split(" ")[2]).isEqualTo("l6");
        // Orthodox conditions: not across a square a Red rook attacks (l2), not out of check.
        assertThat(targets(raji.newGame(position("b", "l6,g1", "", with(pieces, "rRc2"))), "l1"))
                .contains("j1").doesNotContain("l3");
        assertThat(targets(raji.newGame(position("b", "l6,g1", "", with(pieces, "yEj3"))), "l1"))
                .doesNotContain("l3", "j1");
    }

    // ------------------------------------------------------------------ GR-4 no king left attacked

    @Test
    void a_move_that_leaves_the_king_attacked_by_the_opposite_player_is_refused_GR4() throws Exception {
        // Yellow (not next to Red in turn order) pins Red's rook to its king along the a-file,
        // and attacks the b-file.
        Game g = game("r", "rKa1", "rRa4", "yRa10", "yRb10", "bKl1", "yKl12", "gKc12");
        assertThatThrownBy(() -> g.play("a4c4")).isInstanceOf(IllegalMoveException.class);
        assertThatThrownBy(() -> g.play("a1b1")).isInstanceOf(IllegalMoveException.class);
        assertThatThrownBy(() -> g.play("a1b2")).isInstanceOf(IllegalMoveException.class);
        assertThat(targets(g, "a4")).containsExactlyInAnyOrder("a5", "a6", "a7", "a8", "a9", "a10", "a3", "a2");
        assertThat(targets(g, "a1")).containsExactly("a2");
        g.play("a4a10");
        assertThat(g.sideToMove()).isEqualTo("blue");
    }

    // ------------------------------------------------------------------ GR-5 special moves

    @Test
    void blue_makes_enlightened_moves_round_its_own_guru_only_GR5_GM7() throws Exception {
        Game g = game("b", with(KINGS, "bGf6", "bNg8", "bNk8", "rGj10"));
        // Ordinary knight moves from g8 (f6 is its own Guru), then the Enlightened Moves: every
        // other empty square a knight's move from the Guru on f6.
        assertThat(targets(g, "g8")).containsExactlyInAnyOrder(
                "e7", "e9", "f10", "h10", "i9", "i7", "h6",
                "e8", "d7", "h7", "d5", "h5", "e4", "g4");
        // The knight on k8 is a knight's move from Red's Guru j10: that grants it nothing.
        assertThat(targets(g, "k8")).containsExactlyInAnyOrder("j10", "l10", "i9", "i7", "j6", "l6");
    }

    /** GM-6's charge position (guru.perft) for Red; Blue's knight on f8. */
    private static final String[] CHARGE = {"rKf2", "rEd6", "rEe5", "rEg5", "rEg7", "bNf8", "bKl1", "yKl12", "gKa12"};

    @Test
    void red_charges_with_an_elephant_on_a_binding_its_array_lacked_GR5_GM6() throws Exception {
        Game g = game("r", CHARGE);
        assertThat(LegalMoves.paths(g)).containsExactlyInAnyOrder(
                "d6-f4-h6", "d6-f4-h6-f8-h6", "d6-f4-h6-f8-h6-f4", "d6-f4-h6-f8-h6-f4-d6");
        // On Red's array bindings alone (d6 moved to c3, a binding of a5's) there is no charge.
        Game none = game("r", "rKf2", "rEc3", "rEe5", "rEg5", "rEg7", "bNf8", "bKl1", "yKl12", "gKa12");
        assertThat(LegalMoves.paths(none)).isEmpty();
    }

    @ParameterizedTest(name = "player {0}")
    @ValueSource(ints = {1, 2, 3})
    void every_player_charges_as_red_does_turned_GR5_GM6(int q) throws Exception {
        Game g = game(String.valueOf(PLAYERS.charAt(q)), turnAll(q, CHARGE));
        List<String> expected = new ArrayList<>();
        for (String path : List.of("d6-f4-h6", "d6-f4-h6-f8-h6", "d6-f4-h6-f8-h6-f4", "d6-f4-h6-f8-h6-f4-d6")) {
            expected.add(String.join("-", Arrays.stream(path.split("-")).map(s -> turn(s, q)).toList()));
        }
        assertThat(LegalMoves.paths(g)).containsExactlyInAnyOrderElementsOf(expected);
        // And the whole move list is Red's, turned.
        List<String> red = game("r", CHARGE).legalMoves().stream().map(m -> turnMove(m, q)).toList();
        assertThat(g.legalMoves()).containsExactlyInAnyOrderElementsOf(red);
    }

    /** A coordinate move "d6f4" or "d6-f4-h6" with its squares turned. */
    private static String turnMove(String move, int q) {
        if (move.contains("-")) return String.join("-", Arrays.stream(move.split("-")).map(s -> turn(s, q)).toList());
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("([a-l]\\d+)([a-l]\\d+)(.*)").matcher(move);
        assertThat(m.matches()).as(move).isTrue();
        return turn(m.group(1), q) + turn(m.group(2), q) + m.group(3);
    }

    @Test
    void the_new_binding_zone_is_the_four_elephant_bindings_reds_array_lacks_GR5() {
        // A (2,2) leaper's binding: squares it can reach from its start by repeated leaps.
        Set<String> array = new HashSet<>();
        for (String start : List.of("c1", "d1", "a4", "a5")) array.addAll(binding(start));
        var zone = model.hooks().stream().filter(h -> h.name().equals("charge")).findFirst().orElseThrow().when();
        for (int q = 0; q < 4; q++) {
            for (int s = 0; s < model.board().size; s++) {
                String name = model.board().name(s);
                // Player q's squares are Red's turned q quarters.
                String red = turn(name, -q);
                assertThat(zone[q].contains(s)).as("player %d, %s", q, name).isEqualTo(!array.contains(red));
            }
        }
    }

    private static Set<String> binding(String start) {
        Set<String> seen = new HashSet<>(List.of(start));
        List<String> todo = new ArrayList<>(seen);
        while (!todo.isEmpty()) {
            String s = todo.remove(todo.size() - 1);
            int f = FILES.indexOf(s.charAt(0)), r = Integer.parseInt(s.substring(1));
            for (int[] d : new int[][]{{2, 2}, {2, -2}, {-2, 2}, {-2, -2}}) {
                int nf = f + d[0], nr = r + d[1];
                if (nf < 0 || nf > 11 || nr < 1 || nr > 12) continue;
                String t = FILES.charAt(nf) + Integer.toString(nr);
                if (seen.add(t)) todo.add(t);
            }
        }
        return seen;
    }

    // ------------------------------------------------------------------ turn order

    @Test
    void the_move_passes_red_blue_yellow_green_GR1() throws Exception {
        Game g = raji.newGame();
        g.play("e1f5");
        assertThat(g.sideToMove()).isEqualTo("blue");
        g.play("l5h6");
        assertThat(g.sideToMove()).isEqualTo("yellow");
        g.play("h12g8");
        assertThat(g.sideToMove()).isEqualTo("green");
        g.play("a8e7");
        assertThat(g.sideToMove()).isEqualTo("red");
        assertThat(g.position()).contains(" r f1,a6,l6,g1,g12,l7,a7,f12 - 4 2");
        assertThat(Codes.MAX_PLAYERS).isEqualTo(4);
    }
}
