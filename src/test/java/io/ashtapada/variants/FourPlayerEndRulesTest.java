package io.ashtapada.variants;

import io.ashtapada.api.Ashtapada;
import io.ashtapada.api.Game;
import io.ashtapada.api.Result;
import io.ashtapada.api.Variant;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every end rule of the language with four players (docs/language.md, "Four players"): a rule
 * that names a winner (N-check, a zone reached, extinction that wins, a stalemate that wins)
 * ends the game at once with the winner first and the others still in it sharing second place;
 * a rule that takes one player out (extinction that loses, bare king, a royal piece blown up, a
 * stalemate that loses) removes that player and the game goes on; a stalemate that draws ends
 * the game drawn among the players still in it. Turn order: white, black, red, green.
 */
class FourPlayerEndRulesTest {

    /** A four-player game on 8x8: kings, rooks and queens only, the setup and rules as given. */
    static Game game(String setup, String rules) throws Exception {
        String text = """
                variant "four-player end rules"
                board { files a..h ranks 1..8 }
                players {
                  white "White" forward north
                  black "Black" forward south
                  red   "Red"   forward east
                  green "Green" forward west
                }
                zone hill = d4, e4, d5, e5
                piece king { letter K  royal  betza "K" }
                piece rook { letter R  betza "R" }
                piece queen { letter Q  betza "Q" }
                setup { %s }
                rules { %s }
                """.formatted(setup, rules);
        Variant v = Ashtapada.defaults().compile("four.variant", text, null);
        return v.newGame();
    }

    static final String KINGS = "white king: e1  black king: e8  red king: a3  green king: h6";

    @Test
    void n_check_the_movers_second_check_wins_at_once_even_on_a_player_not_next() throws Exception {
        Game g = game(KINGS + "  white rook: b2", "check  win by 2 checks");
        g.play("b2b3");          // checks red's king on a3 along rank 3: red is not next (black is)
        assertThat(g.result().isOver()).isFalse();
        g.play("e8d8");
        g.play("a3a4");          // red leaves check
        g.play("h6h7");
        g.play("b3b6");          // no check: green's king has left rank 6
        g.play("d8c8");
        g.play("a4a5");
        g.play("h7h8");
        g.play("b6b8");          // checks black's king on c8 along rank 8: white's second check
        Result r = g.result();
        assertThat(r.status()).isEqualTo(Result.Status.WIN);
        assertThat(r.winner()).isEqualTo("white");
        assertThat(r.reason()).isEqualTo("second check");
        assertThat(g.places()).isEqualTo(Map.of("white", 1, "black", 2, "red", 2, "green", 2));
        assertThat(g.legalMoves()).isEmpty();
    }

    @Test
    void reaching_a_zone_the_king_on_the_hill_wins_at_once() throws Exception {
        Game g = game(KINGS, "check  reach hill with king wins");
        g.play("e1e2");
        g.play("e8e7");
        g.play("a3b4");
        g.play("h6g5");
        g.play("e2e3");
        g.play("e7e6");
        g.play("b4c4");
        g.play("g5g4");
        g.play("e3e4");
        assertThat(g.result().winner()).isEqualTo("white");
        assertThat(g.result().reason()).isEqualTo("king reached the hill");
        assertThat(g.legalMoves()).isEmpty();
    }

    @Test
    void extinction_that_loses_takes_that_player_out_and_the_game_goes_on() throws Exception {
        Game g = game(KINGS + "  white rook: b7  white queen: g1  black queen: d7  red queen: a2  green queen: h2",
                "check  extinction of queen loss");
        g.play("b7d7");          // black's only queen: black is out
        assertThat(g.eliminated()).containsExactly("black");
        assertThat(g.result().isOver()).isFalse();
        assertThat(g.sideToMove()).isEqualTo("red");
        assertThat(g.piece("e8")).isEmpty();
        assertThat(g.record(Map.of())).contains("b out");
        Game replayed = Game.replay(g.variant(), g.record(Map.of()));
        assertThat(replayed.eliminated()).containsExactly("black");
    }

    @Test
    void extinction_that_wins_ends_the_game_with_the_player_who_lost_everything_first() throws Exception {
        Game g = game(KINGS + "  white rook: b1  black rook: b8  red rook: c4  green rook: h4", "check  extinction of rook win");
        g.play("b1b8");          // black has no rook left: black wins
        Result r = g.result();
        assertThat(r.winner()).isEqualTo("black");
        assertThat(r.reason()).isEqualTo("no rook left");
        assertThat(g.places()).isEqualTo(Map.of("white", 2, "black", 1, "red", 2, "green", 2));
    }

    @Test
    void bare_king_that_player_leaves_and_the_last_player_left_wins() throws Exception {
        Game g = game(KINGS + "  white queen: d1  black rook: d8  red rook: a2  green rook: h2", "check  bare king loss");
        g.play("d1d8");          // black is bare: out
        assertThat(g.eliminated()).containsExactly("black");
        g.play("a2h2");          // red takes green's rook: green is bare, out
        assertThat(g.eliminated()).containsExactly("black", "green");
        g.play("d8d2");          // white and red are left: the queen attacks red's rook on h2
        g.play("a3a4");
        g.play("d2h2");          // and takes it: red is bare, out
        Result r = g.result();
        assertThat(r.winner()).isEqualTo("white");
        assertThat(r.reason()).isEqualTo("bare king");
        assertThat(g.places()).isEqualTo(Map.of("white", 1, "red", 2, "green", 3, "black", 4));
    }

    @Test
    void line_of_n_win_the_mover_who_makes_the_line_wins_at_once() throws Exception {
        Game g = game(KINGS + "  white rook: b1, c1  white queen: g4", "check  line of 4 win");
        g.play("g4d1");          // b1, c1, d1, e1 (the king): four of white's pieces in a row
        Result r = g.result();
        assertThat(r.winner()).isEqualTo("white");
        assertThat(r.reason()).isEqualTo("4 in a row");
        assertThat(g.places()).isEqualTo(Map.of("white", 1, "black", 2, "red", 2, "green", 2));
    }

    @Test
    void line_of_n_loss_takes_the_player_who_makes_it_out() throws Exception {
        Game g = game(KINGS + "  white rook: b1, c1  white queen: g4", "check  line of 4 loss");
        g.play("g4d1");
        assertThat(g.eliminated()).containsExactly("white");
        assertThat(g.result().isOver()).isFalse();
        assertThat(g.sideToMove()).isEqualTo("black");
    }

    @Test
    void block_of_2_win_the_mover_who_fills_a_block_wins_at_once() throws Exception {
        Game g = game(KINGS + "  white rook: b1, c1, b2, c5", "check  block of 2 win");
        g.play("c5c2");          // b1, c1, b2, c2: a 2 by 2 block of white's pieces
        Result r = g.result();
        assertThat(r.winner()).isEqualTo("white");
        assertThat(r.reason()).isEqualTo("2 by 2 block");
    }

    @Test
    void block_of_2_loss_takes_the_player_who_fills_it_out() throws Exception {
        Game g = game(KINGS + "  white rook: b1, c1, b2, c5", "check  block of 2 loss");
        g.play("c5c2");
        assertThat(g.eliminated()).containsExactly("white");
        assertThat(g.result().isOver()).isFalse();
    }

    @Test
    void explosions_a_player_whose_king_is_blown_up_leaves_the_game() throws Exception {
        Game g = game(KINGS + "  white rook: d1  black rook: d7", "check  captures explode");
        g.play("d1d7");          // the blast takes black's king on e8 with the rook
        assertThat(g.eliminated()).containsExactly("black");
        assertThat(g.piece("d7")).isEmpty();
        assertThat(g.piece("d1")).isEmpty();
        assertThat(g.result().isOver()).isFalse();
        assertThat(g.sideToMove()).isEqualTo("red");
    }

    /** Red (to move third) has no legal move and is not in check after white's h3h2 and black's reply. */
    static Game stalemateRed(String stalemate) throws Exception {
        Game g = game("white king: e1  white rook: b7, h3  black king: g8  red king: a1  green king: g5",
                "check  stalemate " + stalemate);
        g.play("h3h2");          // rank 2 and the b-file are white's: red's king on a1 has no square, and no check
        g.play("g8f8");
        return g;
    }

    @Test
    void stalemate_draw_ends_the_game_drawn_among_the_players_still_in_it() throws Exception {
        Game g = stalemateRed("draw");
        assertThat(g.result().status()).isEqualTo(Result.Status.DRAW);
        assertThat(g.result().reason()).isEqualTo("stalemate");
        assertThat(g.places().values()).containsOnly(1);
    }

    @Test
    void stalemate_loss_takes_the_stalemated_player_out() throws Exception {
        Game g = stalemateRed("loss");
        assertThat(g.eliminated()).containsExactly("red");
        assertThat(g.result().isOver()).isFalse();
        assertThat(g.sideToMove()).isEqualTo("green");
    }

    @Test
    void stalemate_win_the_stalemated_player_wins() throws Exception {
        Game g = stalemateRed("win");
        assertThat(g.result().winner()).isEqualTo("red");
        assertThat(g.result().reason()).isEqualTo("stalemate");
        assertThat(g.places()).isEqualTo(Map.of("white", 2, "black", 2, "red", 1, "green", 2));
    }

    @Test
    void perft_counts_an_ended_four_player_position_as_a_leaf() throws Exception {
        Game g = game(KINGS, "check  reach hill with king wins");
        assertThat(g.perft(1)).isEqualTo(g.legalMoves().size());
        assertThat(g.perft(4)).isPositive();
        assertThat(List.of(g.perft(2), g.perft(3))).allMatch(n -> n > 0);
    }
}
