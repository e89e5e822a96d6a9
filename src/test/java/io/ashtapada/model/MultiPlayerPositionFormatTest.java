package io.ashtapada.model;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The position string of a game with more than two players (docs/notation.md, "More than two
 * players"): pieces as owner letter + piece letter, comma-separated rows, castling by
 * partner square, {@code out:} for players out of the game; and the two-player string unchanged.
 */
class MultiPlayerPositionFormatTest {
    private static RuleModel raji, chess;
    private static PositionFormat four, two;

    @BeforeAll
    static void load() {
        raji = VariantCompiler.compileFile(Path.of("variants-dsl/guru-mahachaturaji.variant")).model();
        chess = VariantCompiler.compileFile(Path.of("examples/chess.variant")).model();
        four = PositionFormat.of(raji);
        two = PositionFormat.of(chess);
    }

    private static int sq(String name) {
        return raji.board().square(name);
    }

    private static int kind(String name) {
        return raji.pieceByName(name).index();
    }

    /**
     * Every part of a four-player position survives writing and reading: pieces of each player,
     * hands, moves made, the player to move, castling rights per player and who is out.
     */
    @Test
    void a_four_player_position_round_trips_with_hands_moves_castling_and_players_out() throws Exception {
        // Green is out: no pieces. Red may castle with f1 only (its a6 rook has moved), Blue with
        // both rooks, Yellow not at all (its king has moved).
        int[] board = new int[raji.board().size];
        int[] moved = new int[raji.board().size];
        board[sq("a1")] = Codes.code(kind("king"), 0);
        board[sq("f1")] = Codes.code(kind("rook"), 0);
        board[sq("a6")] = Codes.code(kind("rook"), 0);
        moved[sq("a6")] = 1;
        board[sq("d7")] = Codes.code(kind("pawn"), 0);
        moved[sq("d7")] = 4;
        board[sq("l1")] = Codes.code(kind("king"), 1);
        board[sq("l6")] = Codes.code(kind("rook"), 1);
        board[sq("g1")] = Codes.code(kind("rook"), 1);
        board[sq("h5")] = Codes.code(kind("side-pawn"), 1);
        moved[sq("h5")] = 3;
        board[sq("k12")] = Codes.code(kind("king"), 2);
        moved[sq("k12")] = 1;
        board[sq("g12")] = Codes.code(kind("rook"), 2);
        moved[sq("g12")] = 1;
        int[][] hand = new int[4][raji.pieces().size()];
        hand[0][kind("side-pawn")] = 2;
        hand[1][kind("pawn")] = 1;
        PositionData d = new PositionData(board, moved, 1, hand, new int[0], 7, 12, null, 1 << 3);

        String text = four.format(d);
        // Rows from rank 12 down; a moved piece's count is written where it is not implied (a
        // pawn's count matters for promotion; the a6 rook's move is implied by the castling field).
        assertThat(text).isEqualTo("6,yR,3,yK,1/12/12/12/12/3,rP,8/rR,10,bR/7,bS,4/12/12/12/rK,4,rR,bR,4,bK"
                + "[rS,rS,bP] b f1,l6,g1 - 7 12 moves:h5=3,d7=4 out:green");

        PositionData back = four.parse(text);
        assertThat(back.board()).isEqualTo(board);
        assertThat(back.moved()).isEqualTo(moved);
        assertThat(back.hand()).isDeepEqualTo(hand);
        assertThat(back.side()).isEqualTo(1);
        assertThat(back.halfmove()).isEqualTo(7);
        assertThat(back.fullmove()).isEqualTo(12);
        assertThat(back.out()).isEqualTo(1 << 3);
        assertThat(back.isOut(3)).isTrue();
        assertThat(back.isOut(2)).isFalse();
        assertThat(four.format(back)).isEqualTo(text);
    }

    @Test
    void the_start_position_and_positions_of_a_game_round_trip_through_the_engine() throws Exception {
        assertThat(four.format(four.parse(raji.startPosition()))).isEqualTo(raji.startPosition());
        Game g = Ashtapada.defaults().load(Path.of("variants-dsl/guru-mahachaturaji.variant")).newGame();
        for (String m : "e1f5 l5h6 h12g8 a8e7 b2c3 k2j3".split(" ")) g.play(m);
        String pos = g.position();
        assertThat(pos).contains(" y f1,a6,l6,g1,g12,l7,a7,f12 - 6 2");
        assertThat(four.format(four.parse(pos))).isEqualTo(pos);
        assertThat(Ashtapada.defaults().load(Path.of("variants-dsl/guru-mahachaturaji.variant")).newGame(pos).position()).isEqualTo(pos);
    }

    @Test
    void pieces_are_written_with_their_owners_letter_and_read_either_way() throws Exception {
        int rk = Codes.code(kind("king"), 0), gp = Codes.code(kind("pawn"), 3);
        assertThat(four.token(rk)).isEqualTo("rK");
        assertThat(four.token(gp)).isEqualTo("gP");
        assertThat(four.pieceCode("gP")).isEqualTo(gp);
        assertThat(four.multiPlayer()).isTrue();
        // Two players: FEN letters, and owner tokens are accepted as well.
        int bq = Codes.code(chess.pieceByName("queen").index(), 1);
        assertThat(two.token(bq)).isEqualTo("q");
        assertThat(two.pieceCode("bQ")).isEqualTo(bq);
        assertThat(two.pieceCode("q")).isEqualTo(bq);
        assertThat(two.multiPlayer()).isFalse();
    }

    @Test
    void a_two_player_position_string_stays_fen() throws Exception {
        String start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assertThat(chess.startPosition()).isEqualTo(start);
        assertThat(two.format(two.parse(start))).isEqualTo(start);
        String middle = "r3k2r/8/8/3pP3/8/8/8/R3K2R w Kq d6 0 1";
        assertThat(two.format(two.parse(middle))).isEqualTo(middle);
        assertThat(two.parse(middle).out()).isZero();
    }

    @Test
    void malformed_four_player_strings_say_what_is_wrong() {
        String rows = "12/12/12/12/12/12/12/12/12/12/12/rK,10,bK";
        assertThatThrownBy(() -> four.parse("12/12/12/12/12/12/12/12/12/12/12/K,10,k r - - 0 1"))
                .hasMessageContaining("with more than two players a piece is written as its owner's letter and its own");
        assertThatThrownBy(() -> four.parse("12/12/12/12/12/12/12/12/12/12/12/xK,10,bK r - - 0 1"))
                .hasMessageContaining("no player with letter 'x'");
        assertThatThrownBy(() -> four.parse("12/12/12/12/12/12/12/12/12/12/12/rK,9,bK r - - 0 1"))
                .hasMessageContaining("row 12 has 11 squares, expected 12");
        assertThatThrownBy(() -> four.parse(rows + " r KQ - 0 1"))
                .hasMessageContaining("no castling partner starts on 'KQ'");
        assertThatThrownBy(() -> four.parse(rows + " r - - 0 1 out:blue"))
                .hasMessageContaining("player 'blue' is out but still has pieces");
        assertThatThrownBy(() -> four.parse(rows + " y - - 0 1 out:yellow"))
                .hasMessageContaining("player 'yellow' is out and cannot be to move");
        assertThatThrownBy(() -> four.parse(rows + " r - - 0 1 out:purple"))
                .hasMessageContaining("unknown player 'purple' in out:");
    }
}
